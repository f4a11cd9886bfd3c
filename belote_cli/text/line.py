"""A hand on one line, as it is said at the table: `1 110co 103 der 1 bel 2`.

Words are separated by spaces, in any case, accents optional. First the taker; then the
contract and trump, glued or apart (`110co`, `110 coeur`, `capot pi`; in classique the trump
alone); then, in any order: a coinche word (`c`, `x2`, `s`, `x4`…), the taker's card points
(a bare number) or a team's (`T=N`), `der T`, `bel T`, `capot T`, `ann LIST`. A fact given
twice, or points on a capot, is refused: a line is never guessed.

`read` gives the facts a line holds, by HandFacts field; what is missing is the caller's to
ask or to refuse. `write` gives the line of a hand's facts.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, TypeVar

from belote_cli.core import annonces as decl
from belote_cli.core.cards import AllSuits, Suit, Trump
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import CAPOT, CONTRACTS, Coinche, HandFacts, Settings, Team
from belote_cli.text import parse
from belote_cli.text.words import meaning, means, plain

T = TypeVar("T")
_GLUED = re.compile(r"^(\d+|capot)(\D.*)$")  # 110co, 80t, capotpi


class _Line:
    """The words of a line, read one after the other into facts."""

    def __init__(self, text: str, settings: Settings, known: dict[str, Any]) -> None:
        self.words = text.split()
        self.at = 0
        self.settings = settings
        self.facts: dict[str, Any] = {}
        self.points: dict[Team, int] = {}
        self.known = known  # facts known before this line (the taker, in an answer)

    def next(self) -> str:
        """The word after a keyword (der T, bel T…), which must be there."""
        if not self.words:
            raise RuleError("line_missing", missing=RuleError("fact_taker"))
        if self.at >= len(self.words):
            raise RuleError("line_word_missing", after=self.words[self.at - 1])
        self.at += 1
        return self.words[self.at - 1]

    def peek(self) -> str | None:
        return self.words[self.at] if self.at < len(self.words) else None

    def set(self, name: str, value: Any) -> None:
        """A fact of the line; given twice (or known before) with another value: refused."""
        before = self.facts.get(name, self.known.get(name, value))
        if before != value:
            raise RuleError("line_twice", fact=RuleError(f"fact_{name}"))
        self.facts[name] = value

    def phrase(self, parser: Callable[[str], T]) -> T:
        """The value of the words that follow, as many as make a name (a team or a player
        may be called "Les Bleus"): the longest run that `parser` reads, else its refusal."""
        first = self.next()
        for size in range(min(4, len(self.words) - self.at + 1), 1, -1):
            words = self.words[self.at - 1 : self.at - 1 + size]
            try:
                value = parser(" ".join(words))
            except RuleError:
                continue
            self.at += size - 1
            return value
        return parser(first)


def _capot_team(text: str, teams: tuple[str, str]) -> Team | None:
    """After `capot`: a team, or none; anything else says what a capot takes."""
    try:
        return parse.team_or_none(text, teams)
    except RuleError:
        raise RuleError("line_capot", value=text) from None


def read(
    text: str, settings: Settings, known: dict[str, Any] | None = None, taker_first: bool = True
) -> dict[str, Any]:
    """The facts of a line, by HandFacts field (points are the taker's). `known` holds
    facts given before it (a line typed as the answer to a question continues a hand):
    the taker then need not come first."""
    line = _Line(text, settings, dict(known or {}))
    if taker_first:
        taker = line.phrase(lambda text: parse.taker(text, settings))  # or a player (R12.5)
        line.set("taker", taker.team)
        line.set("taker_player", taker.seat)
    while (word := line.peek()) is not None:
        line.at += 1
        _word(line, word)
    _resolve_points(line)
    _check_annonces(line)
    return line.facts


def _word(line: _Line, word: str) -> None:
    """One word of a line, and the words it takes after it."""
    coinche_mode = line.settings.mode.coinche
    teams = line.settings.teams
    if coinche_mode and _bid(line, word):
        return
    level = None if parse.is_none(word) else meaning("coinche", word)
    if coinche_mode and level is not None:
        line.set("coinche", Coinche(level))
    elif means("line_der", word):
        line.set("der", line.phrase(lambda text: parse.team(text, line.settings.teams)))
    elif means("line_belote", word):
        line.set("belotes", line.phrase(lambda text: parse.belotes(text, teams)))
    elif means("line_capot", word):
        line.set("capot", line.phrase(lambda text: _capot_team(text, teams)))
    elif means("line_annonces", word):
        line.set("annonces", parse.annonces(line.next(), line.settings.teams))
    elif parse.is_trump(word) and "trump" not in line.facts:
        line.set("trump", parse.trump(word, line.settings.mode))  # classique, or after 110
    elif parse.is_number(word) or "=" in word:
        _points(line, word)
    else:
        raise RuleError("line_word", value=word)


def _bid(line: _Line, word: str) -> bool:
    """A contract and its trump, glued (110co, capotpi) or apart (110 coeur, capot pi)."""
    glued = _GLUED.match(plain(word))
    if glued and parse.is_trump(glued.group(2)):
        contract, suit = glued.group(1), glued.group(2)
    elif (parse.is_number(word) or plain(word) == CAPOT) and _suit_next(line):
        contract, suit = word, line.next()
    else:
        return False
    line.set("contract", parse.contract(contract))
    line.set("trump", parse.trump(suit, line.settings.mode))
    return True


def _suit_next(line: _Line) -> bool:
    following = line.peek()
    return following is not None and parse.is_trump(following)


def _points(line: _Line, word: str) -> None:
    """A bare number: the taker's card points; T=N: team T's. Before any contract, in the
    coinche modes, a contract's number is a contract without its trump."""
    if "=" in word:
        team, value = parse.split_team(word, line.settings.teams)
    else:
        team, value = _taker(line), word
        known = "contract" in line.facts or "contract" in line.known
        if line.settings.mode.coinche and not known and parse.number(word) in CONTRACTS:
            raise RuleError("line_contract_trump", value=word)
    if team in line.points:
        raise RuleError("line_twice", fact=RuleError("fact_points"))
    line.points[team] = parse.card_points(value)


def _taker(line: _Line) -> Team:
    taker = line.facts.get("taker", line.known.get("taker"))
    if not isinstance(taker, Team):
        raise RuleError("line_missing", missing=RuleError("fact_taker"))
    return taker


def _resolve_points(line: _Line) -> None:
    """The taker's points from one team's or both (R2.5); neither points nor der on a capot
    (R2.3: the capot decides them, as the options say)."""
    capot = line.facts.get("capot", line.known.get("capot"))
    if capot is not None and "der" in line.facts:
        raise RuleError("line_capot_der")
    if not line.points:
        return
    if line.facts.get("capot", line.known.get("capot")) is not None:
        raise RuleError("line_capot_points")
    line.set("points", parse.taker_points(line.points, _taker(line)))


def _check_annonces(line: _Line) -> None:
    """R5.6 as soon as the line is read: what no deal could hold is refused before anything
    else is asked (with the trump and belote when the line knows them)."""
    found = line.facts.get("annonces")
    if not found:
        return
    trump = line.facts.get("trump", line.known.get("trump"))
    belotes = line.facts.get("belotes", line.known.get("belotes", ())) if trump else ()
    decl.validate(found, trump or Suit.COEUR, belotes)  # without belotes, trump-blind


def write(facts: HandFacts, settings: Settings) -> str:
    """The line of a hand's facts: `read` gives them back."""
    seat, players = facts.taker_player, settings.players
    player = players[seat - 1] if seat is not None and players is not None else None
    words = [player or str(facts.taker.value)]  # a name of several words reads back
    if facts.contract is not None:
        words.append(f"{facts.contract}{_suit_word(facts.trump)}")
    else:
        words.append(_suit_word(facts.trump))
    if facts.coinche is not Coinche.NONE:
        words.append("x2" if facts.coinche is Coinche.COINCHE else "x4")
    if facts.capot is not None:
        words += ["capot", str(facts.capot.value)]
    else:
        assert facts.der is not None and facts.points is not None
        words += [str(facts.points), "der", str(facts.der.value)]
    if facts.belotes:
        words += ["bel", ",".join(str(team.value) for team in facts.belotes)]
    if facts.annonces:
        words += ["ann", parse.annonces_text(facts.annonces)]
    return " ".join(words)


def _suit_word(trump: Trump) -> str:
    words: dict[Trump, str] = {Suit.COEUR: "co", Suit.CARREAU: "ca", Suit.TREFLE: "tr"}
    words |= {Suit.PIQUE: "pi", AllSuits.SA: "sa", AllSuits.TA: "ta"}
    return words[trump]


def missing(facts: dict[str, Any], settings: Settings) -> list[str]:
    """The facts a line must hold and does not: the taker, the contract (coinche modes) and
    trump, and either the points and der or a capot."""
    needed = ["taker", *(["contract"] if settings.mode.coinche else []), "trump"]
    if facts.get("capot") is None:
        needed += ["points", "der"]
    return [name for name in needed if name not in facts]
