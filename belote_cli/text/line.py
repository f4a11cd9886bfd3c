"""A hand on one line, as it is said at the table: `1 110co 103 der 1 bel 2`.

Words are separated by spaces, in any case, accents optional. First the taker; then the
contract and trump, glued or apart (`110co`, `110 coeur`, `capot pi`; in classique the trump
alone); then, in any order: a coinche word (`c`, `x2`, `s`, `x4`…), the taker's card points
(a bare number) or a team's (`T=N`), `der T`, `bel T`, `capot T`, `ann LIST`, and `rien`
(`-`, none): no coinche, belote nor declaration but those said, so nothing more is asked. A
fact given twice, or points on a capot, is refused: a line is never guessed.

`read` gives the facts a line holds, by HandFacts field; what is missing is the caller's to
ask or to refuse. `write` gives the line of a hand's facts.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, TypeVar

from belote_cli.core import annonces as decl
from belote_cli.core.cards import CARD_POINTS, AllSuits, Suit, Trump
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import (
    CAPOT,
    CONTRACTS,
    Annonce,
    Coinche,
    Contract,
    HandFacts,
    Settings,
    Team,
    seat_team,
)
from belote_cli.core.game import check_coinchers
from belote_cli.core.rules import pile_total, possible_capot
from belote_cli.core.told import (
    ANNONCES,
    BELOTES,
    COINCHE,
    COINCHERS,
    CONTRACT,
    DER,
    EXTRAS,
    FACTS,
    POINTS,
    TAKER,
    TRUMP,
    Fact,
    Reads,
    Seated,
    Taker,
    Told,
    Uses,
    read_by,
    use,
)
from belote_cli.core.told import (
    CAPOT as CAPOT_FACT,
)
from belote_cli.text import parse
from belote_cli.text.catalog import t
from belote_cli.text.words import meaning, means, plain, written

T = TypeVar("T")
_GLUED = re.compile(r"^([0-9]+|capot)([^0-9].*)$")  # 110co, 80t, capotpi
_WORD_GLUED = re.compile(r"([^\W\d_]+)([0-9])")  # der1, bel2: a fact's word and a team


class _Line:
    """The words of a line, read one after the other into facts."""

    def __init__(self, text: str, settings: Settings, known: Told) -> None:
        self.words = text.split()
        self.at = 0
        self.settings = settings
        self.facts = Told()
        self.points: dict[Team, int] = {}
        self.known = known  # facts known before this line (the taker, in an answer)
        self.nothing_else = False  # `rien`: what is not said of EXTRAS is none

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

    def get(self, fact: Fact[T]) -> T | None:
        """The fact as the line or what was known before it says it, else None."""
        return self.facts.get(fact, self.known.get(fact, None))

    def says(self, fact: Fact[Any]) -> bool:
        return fact in self.facts or fact in self.known

    def set(self, fact: Fact[T], value: T) -> None:
        """A fact of the line; given twice (or known before) with another value: refused."""
        before = self.facts.get(fact, self.known.get(fact, value))
        if before != value:
            raise RuleError("line_twice", fact=RuleError(f"fact_{fact.name}"))
        self.facts = self.facts.with_(fact, value)

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


class _AfterWord(Reads[Fact[Any]]):
    """The value that follows a fact's word (der 1, bel Les Bleus, ann 1:tierce:R), by its
    kind: a name may be of several words."""

    def __init__(self, line: _Line) -> None:
        self.line = line
        self.s = line.settings

    def taker(self, fact: Fact[Any], /) -> Seated:
        return self.line.phrase(lambda text: parse.taker(text, self.s))

    def contract(self, fact: Fact[Any], /) -> Contract | None:
        return parse.contract(self.line.next())

    def trump(self, fact: Fact[Any], /) -> Trump:
        return parse.trump(self.line.next(), self.s)

    def coinche(self, fact: Fact[Any], /) -> Coinche:
        return parse.coinche(self.line.next())

    def team(self, fact: Fact[Any], /) -> Team:
        return self.line.phrase(lambda text: parse.team(text, parse.sides(self.s)))

    def team_or_none(self, fact: Fact[Any], /) -> Team | None:
        """After `capot`: a team, or none; anything else says what a capot takes."""

        def read(text: str) -> Team | None:
            try:
                return parse.team_or_none(text, parse.sides(self.s))
            except RuleError:
                if fact is not CAPOT_FACT:
                    raise
                raise RuleError("line_capot", value=text) from None

        return self.line.phrase(read)

    def teams(self, fact: Fact[Any], /) -> tuple[Seated, ...]:
        return self.line.phrase(lambda text: parse.belotes(text, parse.sides(self.s)))

    def points(self, fact: Fact[Any], /) -> int:
        return parse.number(self.line.next())

    def annonces(self, fact: Fact[Any], /) -> tuple[Annonce, ...]:
        return parse.annonces(self.line.next(), parse.sides(self.s))

    def players(self, fact: Fact[Any], /) -> tuple[int, ...]:
        return self.line.phrase(lambda text: parse.coinchers(text, self.s))


_WORDED = tuple(fact for fact in FACTS if fact.word)  # the facts a word introduces


def read(
    text: str, settings: Settings, known: Told | None = None, taker_first: bool = True
) -> Told:
    """The facts of a line (points are the taker's). `known` holds facts given before it
    (a line typed as the answer to a question continues a hand): the taker then need not
    come first."""
    line = _Line(text, settings, known or Told())
    if taker_first:
        line.set(TAKER, line.phrase(lambda text: parse.taker(text, settings)))  # or a player
    while (word := line.peek()) is not None:
        line.at += 1
        _word(line, word)
    _resolve_points(line)
    _check_annonces(line)
    _check_coinchers(line)
    if line.nothing_else:
        return line.facts | (line.known | line.facts).nones(EXTRAS, settings)
    return line.facts


def nones(known: Told, settings: Settings) -> str | None:
    """What a whole line does not say, which is recorded as none, said as the preview and
    the plain prompt say it: no coinche, no belote, no declarations (those that apply and
    change the marks), and no capot where the points leave one possible (R3.2) -- but on a
    capot contract, which `play` asks (R6.4); None when the line says all of it."""
    unsaid = [
        t(f"unsaid_{fact.name}")
        for fact in EXTRAS
        if fact.counted and fact not in known and fact.applies(settings, known) is None
    ]
    team = None if CAPOT_FACT in known else _possible_capot(known, settings)
    if team is not None and known.get(CONTRACT, None) != CAPOT:
        unsaid.append(t("unsaid_capot", team=team.value))
    return ", ".join(unsaid) or None


def capot_asked(known: Told, settings: Settings) -> Team | None:
    """The team `play` asks about after a whole line: whether it took every trick on a
    capot contract the line leaves undecided (R6.4); None when nothing is asked."""
    if CAPOT_FACT in known or known.get(CONTRACT, None) != CAPOT:
        return None
    return _possible_capot(known, settings)


def _possible_capot(known: Told, settings: Settings) -> Team | None:
    facts = known.hand()
    return possible_capot(facts, pile_total(settings, facts.trump))


def command(text: str, settings: Settings) -> str | None:
    """The hand prompt's command (undo, edit 3, q…) the first word of `text` names; None:
    the text is a hand. **Decision** (by position): a command's word is the command, even
    the start of a name (`q` is quit beside a player called Quentin, who is `qu`), but for
    a whole name of the table followed by a hand (`Manuel 110co 80 der 1` beside the
    command manuel)."""
    first = text.split()[:1]
    found = parse.command(first[0]) if first and first[0] not in ("1", "2") else None
    if found is None:
        return None
    try:
        parse.seated(first[0], parse.sides(settings), shortened=False)
        read(text, settings)
    except RuleError:
        return found
    return None


def _word(line: _Line, word: str) -> None:
    """One word of a line, and the words it takes after it."""
    coinche_mode = line.settings.mode.coinche
    if coinche_mode and _bid(line, word):
        return
    if parse.is_none(word) and not parse.is_number(word):  # `rien`, `-`: nothing else
        line.nothing_else = True
        return
    level = meaning("coinche", word)
    if coinche_mode and level is not None:
        line.set(COINCHE, Coinche(level))
        return
    glued = _WORD_GLUED.fullmatch(word)  # der1, bel2, capot1: the word, then its value
    if glued and any(means(fact.word, glued[1]) for fact in _WORDED):
        line.words[line.at - 1 : line.at] = [glued[1], glued[2]]
        word = glued[1]
    for fact in _WORDED:
        if means(fact.word, word):
            line.set(fact, read_by(_AfterWord(line), fact, fact))
            return
    if parse.is_trump(word) and TRUMP not in line.facts:
        line.set(TRUMP, parse.trump(word, line.settings))  # classique, or after 110
    elif parse.is_number(word) or "=" in word:
        _points(line, word)
    else:  # what this mode's line takes: no contract nor coinche in classique
        raise RuleError("line_word" if coinche_mode else "line_word_classique", value=word)


def _bid(line: _Line, word: str) -> bool:
    """A contract and its trump, glued (110co, capotpi) or apart (110 coeur, capot pi)."""
    glued = _GLUED.match(plain(word))
    if glued and parse.is_trump(glued.group(2)):
        contract, suit = glued.group(1), glued.group(2)
    elif (parse.is_number(word) or plain(word) == CAPOT) and _suit_next(line):
        contract, suit = word, line.next()
    else:
        return False
    line.set(CONTRACT, parse.contract(contract))
    line.set(TRUMP, parse.trump(suit, line.settings))
    return True


def _suit_next(line: _Line) -> bool:
    following = line.peek()
    return following is not None and parse.is_trump(following)


def _points(line: _Line, word: str) -> None:
    """A bare number: the taker's card points; T=N: team T's. Before any contract, in the
    coinche modes, a contract's number is a contract without its trump."""
    if "=" in word:
        team, value = parse.split_team(word, parse.sides(line.settings))
    else:
        team, value = _taker(line), word
        known = line.says(CONTRACT)
        if line.settings.mode.coinche and not known and parse.number(word) in CONTRACTS:
            raise RuleError("line_contract_trump", value=word)
    if team in line.points:
        raise RuleError("line_twice", fact=RuleError("fact_points"))
    line.points[team] = parse.card_points(value, _total(line))


def _total(line: _Line) -> int:
    """What the two piles add up to (R2.5, R16.5.1): the trump said decides it."""
    trump = line.get(TRUMP)
    return CARD_POINTS if trump is None else pile_total(line.settings, trump)


def _taker(line: _Line) -> Team:
    taker = line.get(TAKER)
    if taker is None:
        raise RuleError("line_missing", missing=RuleError("fact_taker"))
    return taker.team


def _resolve_points(line: _Line) -> None:
    """The taker's points from one team's or both (R2.5); neither points nor der on a capot
    (R2.3: the capot decides them, as the options say)."""
    capot = line.get(CAPOT_FACT)
    if capot is not None and DER in line.facts:
        raise RuleError("line_capot_der")
    if not line.points:
        return
    if capot is not None:
        raise RuleError("line_capot_points")
    line.set(POINTS, parse.taker_points(line.points, _taker(line), _total(line)))


def _check_annonces(line: _Line) -> None:
    """R5.6 as soon as the line is read: what no deal could hold is refused before anything
    else is asked (with the trump and belote when the line knows them)."""
    found = line.facts.get(ANNONCES, ())
    if not found:
        return
    trump = line.get(TRUMP)
    belotes = tuple(one.team for one in line.get(BELOTES) or ()) if trump else ()
    decl.validate(found, trump or Suit.COEUR, belotes)  # without belotes, trump-blind


def _check_coinchers(line: _Line) -> None:
    """Who coinched, against the taker and the coinche the line says (none when it does
    not: a line that names who coinched says that it was)."""
    seats, taker = line.get(COINCHERS), line.get(TAKER)
    if seats and taker is not None:
        coinche = line.get(COINCHE) or Coinche.NONE
        check_coinchers(line.settings, taker.team, coinche, seats)


def _seated_word(one: Seated, settings: Settings) -> str:
    """The player by name (a name of several words reads back), else the team's number."""
    return str(one.team.value) if one.seat is None else one.name(settings)


class _Written(Uses[str]):
    """A value as a line writes it, by its kind."""

    def __init__(self, settings: Settings) -> None:
        self.s = settings

    def taker(self, taker: Taker, /) -> str:
        return _seated_word(taker, self.s)

    def contract(self, contract: Contract | None, /) -> str:
        return "" if contract is None else str(contract)

    def trump(self, trump: Trump, /) -> str:
        return _suit_word(trump)

    def coinche(self, level: Coinche, /) -> str:
        return "x2" if level is Coinche.COINCHE else "x4"

    def team(self, team: Team | None, /) -> str:
        assert team is not None  # a fact not said is not written
        return str(team.value)

    team_or_none = team

    def teams(self, held: tuple[Seated, ...], /) -> str:
        return ",".join(_seated_word(one, self.s) for one in held)

    def points(self, points: int | None, /) -> str:
        return str(points)

    def annonces(self, found: tuple[Annonce, ...], /) -> str:
        return parse.annonces_text(found)

    def players(self, seats: tuple[int, ...], /) -> str:
        return ",".join(_seated_word(Seated(seat_team(seat), seat), self.s) for seat in seats)


_FIRST: tuple[Fact[Any], ...] = (TAKER, CONTRACT, TRUMP)  # then the bid glued: 1 110co


def write(facts: HandFacts, settings: Settings) -> str:
    """The line of a hand's facts: `read` gives them back."""
    table = _Written(settings)
    taker = use(table, TAKER, TAKER.of(facts))
    words = [taker, use(table, CONTRACT, facts.contract) + use(table, TRUMP, facts.trump)]
    for fact in FACTS:
        value = fact.of(facts)
        if fact not in _FIRST and fact.said(value):
            words += [*([written(fact.word)] if fact.word else []), use(table, fact, value)]
    return " ".join(words)


def _suit_word(trump: Trump) -> str:
    words: dict[Trump, str] = {Suit.COEUR: "co", Suit.CARREAU: "ca", Suit.TREFLE: "tr"}
    words |= {Suit.PIQUE: "pi", AllSuits.SA: "sa", AllSuits.TA: "ta"}
    return words[trump]
