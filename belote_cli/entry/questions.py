"""The questions of a hand: one per fact of core.told.FACTS, in their order. A question's
text is the catalog's `ask_<option>`; how an answer is read and a value shown as a
default is declared once per kind of value (_READ, _SHOW); entry.collect walks them. A
new fact of a known kind needs nothing here."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import Any, TypeVar

from belote_cli.core import annonces as decl
from belote_cli.core.cards import AllSuits, Trump
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import (
    CAPOT,
    SEATS,
    Annonce,
    Coinche,
    Contract,
    HandFacts,
    Settings,
    Team,
    seat_team,
)
from belote_cli.core.game import check_coinchers
from belote_cli.core.rules import at_trump_values, pile_total
from belote_cli.core.told import (
    ANNONCES,
    BELOTES,
    COINCHE,
    COINCHERS,
    CONTRACT,
    DER,
    EXTRAS,
    POINTS,
    TAKER,
    TRUMP,
    Fact,
    Kind,
    Reads,
    Seated,
    Taker,
    Told,
    Uses,
    read_by,
    use,
)
from belote_cli.core.told import CAPOT as CAPOT_FACT
from belote_cli.entry.given import BadOption, HandOptions
from belote_cli.entry.piles import Piles, check_options
from belote_cli.entry.terminal import Talk
from belote_cli.text import parse
from belote_cli.text.catalog import t
from belote_cli.text.words import written

T = TypeVar("T")


class Ask(Enum):
    """Which facts are asked."""

    ALL = "all"  # every fact not given: `belote hand`, `edit N` (a capot after the points,
    # when they leave one possible)
    LINE = "line"  # after a line (`play`): what it lacks, the EXTRAS it does not say, and
    # a capot when the facts leave one possible
    FAST = "fast"  # the same at a fast table, but the EXTRAS: none unless said
    # `play`, a line that is the whole hand: none unless said, and nothing asked but
    # whether a capot contract was made, when the points leave it possible (R6.4)
    WHOLE = "whole"
    NOTHING = "nothing"  # `hand --line`: the line is the whole hand, none unless said

    def asks(self, fact: Fact[Any]) -> bool:
        """Is this optional fact asked when nothing gave it?"""
        return self is Ask.ALL or (self is Ask.LINE and fact in EXTRAS)

    @property
    def asks_capot(self) -> bool:
        """Is a capot asked when the facts leave one possible (R3.2, R6.4)?"""
        return self not in (Ask.NOTHING, Ask.WHOLE)


@dataclass
class Hand:
    """A hand being collected: what is known so far, and how to ask for the rest."""

    settings: Settings
    talk: Talk
    options: HandOptions
    previous: HandFacts | None  # the hand being corrected (edit), if any
    known: Told = field(default_factory=Told)
    ask: Ask = Ask.ALL
    only: str | None = None  # edit: the name of the one fact asked again
    earlier: Told = field(default_factory=Told)  # answers given before going back (`<`)
    # a hand's marks as its game will show them, the pot included (entry.collect.Marks);
    # None: the hand's own
    marks: Callable[[HandFacts], tuple[int, int]] | None = None

    @property
    def keep(self) -> bool:
        """An edit with some options, or of one fact, changes only those; else it asks
        every fact again."""
        return self.previous is not None and (self.options.given() or self.only is not None)

    def name(self, team: Team | None) -> str:
        return t("none_word") if team is None else self.settings.name(team)

    def applies(self, fact: Fact[Any]) -> str | None:
        """The catalog key of the reason `fact` does not apply to this hand, or None."""
        return fact.applies(self.settings, self.known)

    def unsaid(self, fact: Fact[Any]) -> bool:
        """Is `fact` still to say: it applies and is not known?"""
        return fact not in self.known and self.applies(fact) is None

    @property
    def capot_contract(self) -> bool:
        """Is the contract known to be capot (R6.4)?"""
        return self.known.get(CONTRACT, None) == CAPOT

    def question(self, fact: Fact[Any]) -> str:
        return _QUESTION.get(fact, _asked)(self, fact)

    def together(self, fact: Fact[Any]) -> tuple[Fact[Any], ...]:
        """The facts one question asks: after a line, the belote and the declarations
        together, when neither is said."""
        if fact is BELOTES and self.ask is Ask.LINE and self.unsaid(ANNONCES):
            return (BELOTES, ANNONCES)
        return (fact,)

    def read(self, fact: Fact[T], text: str) -> T:
        return read_by(_Answer(self), fact, text)

    def show(self, fact: Fact[T], value: T) -> str:
        return use(_Shown(self), fact, value)

    def given(self, fact: Fact[Any]) -> str | None:
        """The option's value as typed (the points: the piles of --points and --cards)."""
        if fact.kind is Kind.POINTS:
            return _pile(self).from_options(self.options.points, self.options.cards)
        return self.options.facts.get(fact.option)

    def old(self, fact: Fact[Any]) -> Any:
        """The fact's earlier answer, before going back to it (`<`); else its value in the
        hand being corrected, if any. Points are the taker's: an answer or an edit that
        changes the taker keeps each team's pile, not the number."""
        if fact in self.earlier:
            if fact is not POINTS:
                return self.earlier[fact]
            taker, before = self.known[TAKER].team, self.earlier[TAKER].team
            points = self.earlier[POINTS]
            total = pile_total(self.settings, self.known[TRUMP])
            return points if taker is before or points is None else total - points
        if self.previous is None:
            return None
        if fact is POINTS:
            if self.previous.capot is not None:
                return None
            total = pile_total(self.settings, self.known[TRUMP])
            return self.previous.card_points(self.known[TAKER].team, total)
        return fact.of(self.previous)

    def check(self, fact: Fact[Any]) -> bool:
        """Check the fact's options before anything is asked, when they can be read alone
        (the piles, the annonces: whether a deal holds them needs the trump). Checked?"""
        if fact.kind is Kind.POINTS:
            check_options(self.settings, self.options.points, self.options.cards)
            return True
        if fact.kind is Kind.ANNONCES:
            if fact.option in self.options.facts:
                try:
                    parse.annonces(self.options.facts[fact.option], parse.sides(self.settings))
                except RuleError as error:
                    raise BadOption(f"--{fact.option}", error) from None
            return True
        return False


def keyword(fact: Fact[Any]) -> str:
    """The word that gives `fact` on a line (`der` in `der 1`), empty when its value alone
    says it."""
    return written(fact.word) if fact.word else ""


def present(fact: Fact[Any], options: HandOptions) -> str | None:
    """The option, as --name, if the player gave it."""
    if fact.kind is Kind.POINTS:
        return next((f"--{name}" for name in ("points", "cards") if getattr(options, name)), None)
    return f"--{fact.option}" if fact.option in options.facts else None


# --- the questions ----------------------------------------------------------------------


def _asked(hand: Hand, fact: Fact[Any]) -> str:
    """The question of catalog key ask_<option>, the teams' names (and the taker's team,
    once known) filled in where it has them."""
    taker = hand.known.get(TAKER, None)
    team = "" if taker is None else hand.settings.name(taker.team)
    teams = hand.settings.teams
    return t(f"ask_{fact.option}", one=teams[0], two=teams[1], team=team)


def _belote_question(hand: Hand, fact: Fact[Any]) -> str:
    """In tout atout, one team per belote; after a line, with the declarations."""
    if len(hand.together(fact)) > 1:
        ta = hand.known.get(TRUMP, None) is AllSuits.TA
        return t("ask_belotes_annonces" if ta else "ask_belote_annonces")
    return t("ask_belotes") if hand.known.get(TRUMP, None) is AllSuits.TA else _asked(hand, fact)


def _capot_question(hand: Hand, fact: Fact[Any]) -> str:
    """On a capot contract (R6.4), what each answer does."""
    if not hand.capot_contract:
        return _asked(hand, fact)
    return t("ask_capot_contract", team=hand.settings.name(hand.known[TAKER].team))


def _der_question(hand: Hand, fact: Fact[Any]) -> str:
    """At a fast table, the der's question reminds of what a line may still say."""
    return _asked(hand, fact) + (t("ask_more") if hand.ask is Ask.FAST else "")


def _coinchers_question(hand: Hand, fact: Fact[Any]) -> str:
    """Who coinched is of the defence, who surcoinched of the taker's team: their players
    are named (R12.5)."""
    players, taker = hand.settings.players or (), hand.known[TAKER].team
    of = {
        team: ", ".join(players[seat - 1] for seat in SEATS if seat_team(seat) is team)
        for team in Team
    }
    key = "ask_coinchers" if hand.known[COINCHE] is Coinche.COINCHE else "ask_surcoinchers"
    return t(key, defence=of[taker.other], takers=of[taker])


def _points_question(hand: Hand, fact: Fact[Any]) -> str:
    """In a tout atout hand counted at trump values, its range (R16.5.1)."""
    if not at_trump_values(hand.settings, hand.known[TRUMP]):
        return _asked(hand, fact)
    return t("ask_points_all_trump", team=hand.settings.name(hand.known[TAKER].team))


_QUESTION: dict[Fact[Any], Callable[[Hand, Fact[Any]], str]] = {
    POINTS: _points_question,
    BELOTES: _belote_question,
    COINCHERS: _coinchers_question,
    CAPOT_FACT: _capot_question,
    DER: _der_question,
}


# --- reading an answer and showing a value, by kind -------------------------------------


def _pile(hand: Hand) -> Piles:
    return Piles(hand.settings, hand.known[TAKER].team, hand.known[TRUMP], hand.talk)


class _Answer(Reads[str]):
    """Each kind of value read from an answer."""

    def __init__(self, hand: Hand) -> None:
        self.hand = hand
        self.s = hand.settings

    def taker(self, text: str, /) -> Taker:
        return parse.taker(text, self.s)

    def contract(self, text: str, /) -> Contract | None:
        return parse.contract(text)

    def trump(self, text: str, /) -> Trump:
        return parse.trump(text, self.s)

    def coinche(self, text: str, /) -> Coinche:
        return parse.coinche(text)

    def team(self, text: str, /) -> Team:
        return parse.team(text, parse.sides(self.s))

    def team_or_none(self, text: str, /) -> Team | None:
        return parse.team_or_none(text, parse.sides(self.s))

    def teams(self, text: str, /) -> tuple[Seated, ...]:
        return parse.belotes(text, parse.sides(self.s))

    def points(self, text: str, /) -> int:
        return _pile(self.hand).answered(text)

    def players(self, text: str, /) -> tuple[int, ...]:
        seats = parse.coinchers(text, self.s)
        known = self.hand.known
        if seats:  # refused now, not once the whole hand is told
            check_coinchers(self.s, known[TAKER].team, known[COINCHE], seats)
        return seats

    def annonces(self, text: str, /) -> tuple[Annonce, ...]:
        found = parse.annonces(text, parse.sides(self.s))
        belotes = tuple(one.team for one in self.hand.known.get(BELOTES, ()))
        decl.validate(found, self.hand.known[TRUMP], belotes)  # R5.6, again
        return found


class _Shown(Uses[str]):
    """Each kind of value as a question offers it as its default."""

    def __init__(self, hand: Hand) -> None:
        self.hand = hand

    def taker(self, taker: Taker, /) -> str:
        return taker.name(self.hand.settings)

    def contract(self, contract: Contract | None, /) -> str:
        return str(contract)

    def trump(self, trump: Trump, /) -> str:
        return str(trump.value)

    def coinche(self, level: Coinche, /) -> str:
        return t("none_word") if level is Coinche.NONE else level.value

    def team(self, team: Team | None, /) -> str:
        return self.hand.name(team)

    team_or_none = team

    def teams(self, held: tuple[Seated, ...], /) -> str:
        return ",".join(one.name(self.hand.settings) for one in held) or t("none_word")

    def points(self, points: int | None, /) -> str:
        return str(points)

    def annonces(self, found: tuple[Annonce, ...], /) -> str:
        return parse.annonces_text(found) or t("none_word")

    def players(self, seats: tuple[int, ...], /) -> str:
        names = self.hand.settings.players or ()
        return ",".join(names[seat - 1] for seat in seats) or t("none_word")
