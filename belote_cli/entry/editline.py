"""`belote play`'s hand line, edited like a shell's, in a terminal that can draw it: the
cursor moves, ↑ brings back a line of this session (a hand's whole line once recorded), Tab
completes names, suits, contracts and keywords, and a toolbar says, as the line is typed,
what it means and what it would score, what is still missing, or why it is refused.

prompt_toolkit (IPython's and pgcli's line editor) is imported by `HandLine` only: `play`
makes one when `usable()` says the terminal can do it, and no other command imports this
module. `completions` and `preview` are pure: they are what the terminal shows, tested
without one.
"""

from __future__ import annotations

import os
import re
import sys
from collections.abc import Callable, Iterator
from typing import TYPE_CHECKING, NamedTuple

from belote_cli.core.digits import is_digits
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import CAPOT, CONTRACTS, Settings
from belote_cli.core.game import Game
from belote_cli.core.rules import scale_of
from belote_cli.core.told import COINCHE, CONTRACT, TAKER, TRUMP, Told
from belote_cli.entry.terminal import framed
from belote_cli.text import line
from belote_cli.text.catalog import describe, t
from belote_cli.text.explain import bid, explain, taker_name, winner_line
from belote_cli.text.words import columns, means, plain
from belote_cli.text.wrap import fill

if TYPE_CHECKING:
    from prompt_toolkit.completion import Completer


def usable() -> bool:
    """Can this terminal edit the line? Not when the input or the output is not a terminal
    (a script, a pipe), nor under TERM=dumb, nor when BELOTE_PLAIN asks for the plain
    prompt (a screen reader): then the plain prompt, as before."""
    if os.environ.get("BELOTE_PLAIN", "").strip() not in ("", "0"):
        return False
    if os.environ.get("TERM", "").strip().lower() in ("dumb", "unknown"):
        return False
    try:
        return sys.stdin.isatty() and sys.stdout.isatty()
    except (AttributeError, ValueError):  # a stream replaced, or closed
        return False


# What each command of the hand prompt does, said in the toolbar as it is typed.
_COMMANDS = {
    "undo": "bar_undo",
    "redo": "bar_redo",
    "edit": "bar_edit",
    "show": "bar_show",
    "help": "bar_help",
    "quit": "bar_quit",
    "passe": "bar_passe",
    "misdeal": "bar_misdeal",
    "manual": "bar_manual",
}


def preview(game: Game, text: str, width: int | None = None) -> str:
    """The toolbar under the hand line `text`: what it means, cut to `width` if given.
    Whatever the text, a sentence and never an exception."""
    try:
        said = meaning(game, text)
    except RuleError as error:  # the line as play would refuse it
        said = describe(error)
    except Exception:  # a toolbar that raised would end the prompt: say nothing instead
        said = ""
    return said if width is None else fill(said, width)


def meaning(game: Game, text: str) -> str:
    """What the hand prompt would do with `text`, read as `play` reads it: a hand (its
    marks), what it still lacks, or a command; a line play refuses raises its refusal."""
    settings = game.settings
    if not text.split():
        return _missing(settings, Told())
    command = line.command(text, settings)
    if command is not None:
        return _command(game, command)
    known = line.read(text, settings)
    if known.missing(settings):
        return _missing(settings, known)
    return _scored(game, known)


def _command(game: Game, command: str) -> str:
    if command == "undo":
        game.without_last()  # a hand to undo: refused here as undo would be
        return t("bar_undo", number=len(game.hands))
    return t(_COMMANDS[command])


def _missing(settings: Settings, known: Told) -> str:
    """What the line lacks, to be asked once it is entered (as `hand --line` names it)."""
    named = ", ".join(t(f"fact_{fact.name}") for fact in known.missing(settings))
    if known.get(CONTRACT, None) == CAPOT:  # made, it needs neither (R2.3)
        named += t("line_capot_made", team=known[TAKER].team.value)
    return t("line_missing", missing=named)


def _scored(game: Game, known: Told) -> str:
    """The bid, what decided the hand (the first sentence of its explanation, as the
    sheet will say it), the marks, the end of the game if it ends it; then what the line
    does not say, which is recorded as none, and whether a capot contract the points leave
    undecided was made, the one question a whole line is asked (R6.4)."""
    settings = game.settings
    facts = known.hand()
    after = game.with_hand(facts)  # refused as recording it would be
    scored = after.lines[-1]
    decided = _decided(after)
    marks = t(
        "marks_of_both",
        one=settings.teams[0],
        two=settings.teams[1],
        first=scored.marks[0],
        second=scored.marks[1],
    )
    said = [f"{taker_name(settings, facts)} {bid(settings, facts)}", decided, marks]
    said += [won for won in [winner_line(after)] if won is not None]
    unsaid = line.nones(known, settings)
    then = "" if unsaid is None else " " + t("bar_nones", nones=unsaid)
    asked = line.capot_asked(known, settings)
    if asked is not None:  # R6.4: whether the capot contract was made, asked on Enter
        then += " " + t("bar_capot_asked", team=settings.name(asked))
    return " — ".join(said) + then


def _decided(after: Game) -> str:
    """What decided the last hand, as its explanation says it first: `Hand N — ` before,
    and each team's sum, team 1's first, after (a team's name may hold a full stop)."""
    scored, s = after.lines[-1], after.settings
    said = explain(after, scored).removeprefix(f"{t('hand_line', number=scored.number)} — ")
    end = said.find(". " + t("team_sum", team=s.teams[0], sum=""))
    return said if end < 0 else said[:end]


class Completion(NamedTuple):
    """A word offered by Tab: it replaces the `replaces` characters before the cursor."""

    text: str
    replaces: int


def completions(settings: Settings, before: str) -> list[Completion]:
    """The words Tab offers for the word being typed at the end of `before` (what is
    left of the cursor), in any case and accents optional: a name of several words begun
    (`les b`: that name only), else the words that may come there (`_offered`), a name of
    several words from any of its words (`bleus`). Each is offered once."""
    spans = [(found.start(), found.group()) for found in re.finditer(r"\S+", before)]
    typing = "" if not spans or before[-1].isspace() else spans[-1][1]
    done = [word for _, word in (spans[:-1] if typing else spans)]
    offered: list[Completion] = []
    for start, _ in reversed(spans[-4:-1] if typing else []):  # a name of several words
        tail = plain(before[start:])
        offered += [
            Completion(name, len(before) - start)
            for name in _names(settings)
            if " " in name and plain(name).startswith(tail) and plain(name) != tail
        ]
    typed = plain(typing)
    for word in [] if offered else _offered(settings, done, typing):  # a name, begun
        folded = plain(word)
        if folded != typed and (folded.startswith(typed) or _inside(word, typed)):
            offered.append(Completion(word, len(typing)))
    kept: dict[str, Completion] = {}  # cœur and coeur: one
    for found in offered:
        kept.setdefault(plain(found.text), found)
    return list(kept.values())


def _inside(word: str, typed: str) -> bool:
    """Does a later word of a name start with `typed` (`bleus` for Les Bleus)?"""
    return bool(typed) and " " in word and any(w.startswith(typed) for w in plain(word).split())


def _names(settings: Settings) -> list[str]:
    return [*settings.teams, *(settings.players or ())]


def _words(*meanings: str, starting: str = "") -> list[str]:
    """The words of these meanings (or of every meaning `starting` so), every language's:
    the words of two letters or more (one letter is already whole)."""
    chosen = [*meanings, *(m for m in columns() if starting and m.startswith(starting))]
    found = (word for m in chosen for column in columns()[m] for word in column.split())
    return list(dict.fromkeys(word for word in found if len(word) > 1))


_AFTER = ("line_der", "line_belote", "line_capot")  # the words a team follows
_KEYWORDS = (*_AFTER, "line_annonces", "none")  # der, bel, capot, ann, rien
_BID = re.compile(r"^([0-9]+|capot)([^0-9]*)$", re.IGNORECASE)  # 110, 110c, capotp: a bid, glued


def _offered(settings: Settings, done: list[str], typing: str) -> list[str]:
    """The words that may come after the words `done`: the taker or a command first; a
    team after der, bel or capot; a suit after a contract; else the facts the line does not
    say yet: a bid, a suit, a keyword, a coinche (Tab after a space: the likeliest ones)."""
    names = _names(settings)
    if not done:
        return names + _words(starting="command_")
    coinche = settings.mode.coinche
    all_suits = scale_of(settings).sa_ta  # sans atout, tout atout: where the rules play them
    suits = _words(starting="suit_") + (_words(starting="trump_") if all_suits else [])
    before = _read(settings, done[:-1])
    if coinche and CONTRACT not in before and _is_bid(done[-1]):
        return suits + (names if means("line_capot", done[-1]) else [])  # 110 coeur, capot pi
    if any(means(word, done[-1]) for word in _AFTER):
        return names
    known = _read(settings, done)
    bids = [str(c) for c in CONTRACTS] + [CAPOT] if coinche and CONTRACT not in known else []
    glued = _BID.fullmatch(typing)
    if bids and glued and _is_bid(glued[1]):
        bids += [glued[1] + suit for suit in suits]
    suits = [] if TRUMP in known else suits
    keywords = _words(*_KEYWORDS)
    if not typing:
        return bids or suits or keywords
    coinches = _words(starting="coinche_") if coinche and COINCHE not in known else []
    return bids + suits + keywords + coinches + names


def _is_bid(word: str) -> bool:
    """A contract's number (80 to 180) or capot."""
    return plain(word) == CAPOT or (is_digits(word) and int(word) in CONTRACTS)


def _read(settings: Settings, words: list[str]) -> Told:
    """What the words typed so far say, or nothing when they do not read (yet)."""
    try:
        return line.read(" ".join(words), settings) if words else Told()
    except RuleError:
        return Told()


class HandLine:
    """The hand prompt of `play` in a terminal that can draw it (`usable`): one per
    session of play, with this session's history."""

    def __init__(self) -> None:
        from prompt_toolkit import PromptSession
        from prompt_toolkit.history import InMemoryHistory

        self.game: Game | None = None
        self.prompt: PromptSession[str] = PromptSession(
            history=InMemoryHistory(),
            completer=_completer(lambda: self.game.settings if self.game else None),
            complete_while_typing=False,  # Tab shows the words: typing is left alone
            bottom_toolbar=self._toolbar,
        )

    def ask(self, question: str, game: Game, kept: str = "") -> str:
        """The line typed for the next hand of `game`, asked as the plain prompt asks it,
        starting as `kept` (a refused line, to correct). Ctrl-C raises KeyboardInterrupt,
        Ctrl-D on an empty line EOFError."""
        self.game = game
        shown, suffix = framed(question)
        return self.prompt.prompt(shown + suffix, default=kept)

    def remember(self, text: str) -> None:
        """A line for ↑ to bring back (a recorded hand's whole line)."""
        self.prompt.history.append_string(text)

    def _toolbar(self) -> str:
        """What the line typed so far means, cut to the terminal's width (redrawn at every
        key and when the terminal is resized)."""
        from prompt_toolkit.application import get_app

        if self.game is None:
            return ""
        app = get_app()
        return preview(self.game, app.current_buffer.text, app.output.get_size().columns - 1)


def _completer(settings: Callable[[], Settings | None]) -> Completer:
    """prompt_toolkit's completer of `completions`, for the settings of the game played."""
    from prompt_toolkit.completion import CompleteEvent, Completer
    from prompt_toolkit.completion import Completion as Offered
    from prompt_toolkit.document import Document

    class Words(Completer):
        def get_completions(
            self, document: Document, complete_event: CompleteEvent
        ) -> Iterator[Offered]:
            s = settings()
            if s is None:
                return
            for found in completions(s, document.text_before_cursor):
                yield Offered(found.text, -found.replaces)

    return Words()
