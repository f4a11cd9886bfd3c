"""The questions of a hand: one per fact, in the order the table tells them (FACTS). Each
says its option, its question, how an answer is read and shown, and when the fact applies;
entry.collect walks them. The next kind of fact is one more entry here."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from enum import Enum
from typing import Any

from belote_cli.core import annonces as decl
from belote_cli.core.cards import AllSuits
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import Annonce, Coinche, HandFacts, Settings, Team
from belote_cli.entry.given import BadOption, HandOptions
from belote_cli.entry.piles import Piles, check_options
from belote_cli.entry.terminal import Talk
from belote_cli.text import parse
from belote_cli.text.catalog import t


class Ask(Enum):
    """Which facts are asked."""

    ALL = "all"  # every fact not given: `belote hand`, `edit N`
    MISSING = "missing"  # what a hand cannot do without; the others are none: a line


@dataclass
class Hand:
    """A hand being collected: what is known so far, and how to ask for the rest."""

    settings: Settings
    talk: Talk
    options: HandOptions
    previous: HandFacts | None  # the hand being corrected (edit), if any
    known: dict[str, Any] = field(default_factory=dict)
    ask: Ask = Ask.ALL
    only: str | None = None  # edit: the one fact asked again

    @property
    def keep(self) -> bool:
        """An edit with some options, or of one fact, changes only those; else it asks
        every fact again."""
        return self.previous is not None and (self.options.given() or self.only is not None)

    def name(self, team: Team | None) -> str:
        return t("none_word") if team is None else self.settings.name(team)

    def team(self, text: str) -> Team:
        return parse.team(text, self.settings.teams)

    def team_or_none(self, text: str) -> Team | None:
        return parse.team_or_none(text, self.settings.teams)


@dataclass(frozen=True)
class Fact:
    """One fact of a hand. `name` is its HandFacts field; `option` its HandOptions field and
    command-line option (`suit`: --suit). `applies` gives the catalog key of the reason it
    does not apply, given what is known so far, or None when it does. `keyword` is the word
    that names it on a line (`der` in `der 1`), empty when its value alone says it."""

    name: str
    option: str
    question: Callable[[Hand], str]
    read: Callable[[Hand, str], Any]
    show: Callable[[Hand, Any], str] = lambda hand, value: str(value)
    optional: bool = False  # "none" is an answer, and the default
    applies: Callable[[Hand], str | None] = lambda hand: None
    keyword: str = ""
    also: tuple[str, ...] = ()  # other options that give it (--cards gives points)
    # checks the options before anything is asked; else `read` does, needing nothing known
    check: Callable[[Hand], None] | None = None
    given: Callable[[Hand], str | None] | None = None  # else the option's value as typed
    old: Callable[[Hand], Any] | None = None  # else the previous hand's field `name`
    fills: Callable[[Any], dict[str, Any]] | None = None  # else its value fills `name`

    def facts(self, value: Any) -> dict[str, Any]:
        """The HandFacts fields a value of this fact fills."""
        return self.fills(value) if self.fills else {self.name: value}

    def present(self, options: HandOptions) -> str | None:
        """The option, as --name, if the player gave it."""
        for name in (self.option, *self.also):
            if getattr(options, name) not in (None, ()):
                return f"--{name}"
        return None


# --- when a fact applies ----------------------------------------------------------------


def _coinche_modes(hand: Hand) -> str | None:
    return None if hand.settings.mode.coinche else "not_in_mode"


def _belote_applies(hand: Hand) -> str | None:
    """R13.3: no belote in sans atout."""
    return "not_in_sa" if hand.known.get("trump") is AllSuits.SA else None


def _belote_question(hand: Hand) -> str:
    """In tout atout, one team per belote."""
    return t("ask_belotes" if hand.known.get("trump") is AllSuits.TA else "ask_belote")


def _not_on_capot(hand: Hand) -> str | None:
    """R2.3: what a capot decides cannot be given as well."""
    return "not_on_capot" if hand.known.get("capot") is not None else None


# --- reading and showing ----------------------------------------------------------------


def _pile(hand: Hand) -> Piles:
    return Piles(hand.settings, hand.known["taker"], hand.known["trump"], hand.talk)


def _old_points(hand: Hand) -> int | None:
    """The old points are the old taker's: an edit that changes the taker keeps each
    team's pile, not the number."""
    if hand.previous is None or hand.previous.capot is not None:
        return None
    return hand.previous.card_points(hand.known["taker"])


def _check_piles(hand: Hand) -> None:
    check_options(hand.settings, hand.options.points, hand.options.cards)


def _check_annonces(hand: Hand) -> None:
    """--annonces read alone (whether a deal could hold them needs the trump and belote)."""
    if hand.options.annonces is not None:
        try:
            parse.annonces(hand.options.annonces, hand.settings.teams)
        except RuleError as error:
            raise BadOption("--annonces", error) from None


def _annonces(hand: Hand, text: str) -> tuple[Annonce, ...]:
    found = parse.annonces(text, hand.settings.teams)
    decl.validate(found, hand.known["trump"], hand.known.get("belotes", ()))  # R5.6, again
    return found


def _annonces_text(hand: Hand, found: tuple[Annonce, ...]) -> str:
    return parse.annonces_text(found) or t("none_word")


def _coinche_word(hand: Hand, level: Coinche) -> str:
    return t("none_word") if level is Coinche.NONE else level.value


def _asked(key: str) -> Callable[[Hand], str]:
    """The question of catalog key `key`, the two teams' names filled in where it has them."""
    return lambda hand: t(key, one=hand.settings.teams[0], two=hand.settings.teams[1])


def _taker_name(hand: Hand, taker: parse.Taker) -> str:
    players = hand.settings.players
    return hand.name(taker.team) if taker.seat is None or not players else players[taker.seat - 1]


def _old_taker(previous: HandFacts | None) -> parse.Taker | None:
    return None if previous is None else parse.Taker(previous.taker, previous.taker_player)


def _team_name(hand: Hand, team: Team | None) -> str:
    return hand.name(team)


def _parsed(parser: Callable[[str], Any]) -> Callable[[Hand, str], Any]:
    """A parser that needs nothing known about the hand."""
    return lambda hand, text: parser(text)


# The facts of a hand, in the order the table tells them (R2.1).
FACTS = (
    Fact(
        "taker",
        "taker",
        _asked("ask_taker"),
        lambda hand, text: parse.taker(text, hand.settings),
        lambda hand, taker: _taker_name(hand, taker),
        old=lambda hand: _old_taker(hand.previous),
        fills=lambda taker: {"taker": taker.team, "taker_player": taker.seat},
    ),
    Fact(
        "contract",
        "contract",
        _asked("ask_contract"),
        _parsed(parse.contract),
        applies=_coinche_modes,
    ),
    Fact(
        "trump",
        "suit",
        _asked("ask_suit"),
        lambda hand, text: parse.trump(text, hand.settings.mode),
        lambda hand, trump: trump.value,
    ),
    Fact(
        "coinche",
        "coinche",
        _asked("ask_coinche"),
        _parsed(parse.coinche),
        _coinche_word,
        optional=True,
        applies=_coinche_modes,
    ),
    Fact(
        "capot",
        "capot",
        _asked("ask_capot"),
        Hand.team_or_none,
        _team_name,
        optional=True,
        keyword="capot",
    ),
    Fact(
        "points",
        "points",
        lambda hand: t("ask_points", team=hand.settings.name(hand.known["taker"])),
        lambda hand, text: _pile(hand).answered(text),
        applies=_not_on_capot,
        also=("cards",),
        check=_check_piles,
        given=lambda hand: _pile(hand).from_options(hand.options.points, hand.options.cards),
        old=_old_points,
    ),
    Fact(
        "der",
        "der",
        lambda hand: _asked("ask_der")(hand) + (t("ask_more") if hand.ask is Ask.MISSING else ""),
        Hand.team,
        _team_name,
        applies=_not_on_capot,
        keyword="der",
    ),
    Fact(
        "belotes",
        "belote",
        _belote_question,
        lambda hand, text: parse.belotes(text, hand.settings.teams),
        lambda hand, teams: ",".join(hand.name(team) for team in teams) or t("none_word"),
        optional=True,
        applies=_belote_applies,
        keyword="bel",
    ),
    Fact(
        "annonces",
        "annonces",
        _asked("ask_annonces"),
        _annonces,
        _annonces_text,
        optional=True,
        keyword="ann",
        check=_check_annonces,
    ),
)
FACT_NAMES = frozenset(fact.name for fact in FACTS)
