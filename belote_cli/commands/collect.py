"""Collect the facts of one hand: options first, a prompt for each fact still missing.

FACTS lists every fact of a hand in the order the table tells them: its option, its
question, how an answer is read and shown, and when it applies. `collect` walks it once. A
prompt shows what it accepts and asks again, with the reason, after a wrong answer; a fact
that does not apply (no contract in classique, no points on a capot) is never asked, and
refused when given as an option.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any

from belote_cli.commands.options import BadOption, HandOptions
from belote_cli.commands.terminal import Talk
from belote_cli.core import annonces as decl
from belote_cli.core.cards import CARD_POINTS, Card, Suit, count
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import Annonce, Coinche, HandFacts, Settings, Team
from belote_cli.text import parse
from belote_cli.text.catalog import t
from belote_cli.text.export import annonces_text


@dataclass
class Hand:
    """A hand being collected: what is known so far, and how to ask for the rest."""

    settings: Settings
    talk: Talk
    options: HandOptions
    previous: HandFacts | None  # the hand being corrected (edit), if any
    known: dict[str, Any] = field(default_factory=dict)

    @property
    def keep(self) -> bool:
        """An edit with some options changes only those facts; without, it asks them all."""
        return self.previous is not None and self.options.given()

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
    does not apply, given what is known so far, or None when it does."""

    name: str
    option: str
    question: Callable[[Hand], str]
    read: Callable[[Hand, str], Any]
    show: Callable[[Hand, Any], str] = lambda hand, value: str(value)
    optional: bool = False  # "none" is an answer, and the default
    applies: Callable[[Hand], str | None] = lambda hand: None
    also: tuple[str, ...] = ()  # other options that give it (--cards gives points)
    # checks the options before anything is asked; else `read` does, needing nothing known
    check: Callable[[Hand], None] | None = None
    given: Callable[[Hand], str | None] | None = None  # else the option's value as typed
    old: Callable[[Hand], Any] | None = None  # else the previous hand's field `name`

    def present(self, options: HandOptions) -> str | None:
        """The option, as --name, if the player gave it."""
        for name in (self.option, *self.also):
            if getattr(options, name) not in (None, ()):
                return f"--{name}"
        return None


def collect(
    settings: Settings, options: HandOptions, talk: Talk, previous: HandFacts | None = None
) -> HandFacts:
    """The facts of a hand. With `previous` (edit), a fact not given keeps its old value when
    some option was given; else every fact is asked, its old value the default."""
    hand = Hand(settings, talk, options, previous)
    for fact in FACTS:  # every option is checked before anything is asked
        if _applies(hand, fact):
            _check(hand, fact)
    for fact in FACTS:
        if _applies(hand, fact):
            hand.known[fact.name] = _value(hand, fact)
    return HandFacts(**hand.known)


def _applies(hand: Hand, fact: Fact) -> bool:
    """Does `fact` apply, given what is known? If not, it is refused as an option (exit 2)."""
    reason = fact.applies(hand)
    option = fact.present(hand.options)
    if reason is not None and option is not None:
        raise BadOption(option, RuleError(reason, option=option, mode=hand.settings.mode.value))
    return reason is None


def _check(hand: Hand, fact: Fact) -> None:
    if fact.check is not None:
        fact.check(hand)
        return
    given = getattr(hand.options, fact.option)
    if given is not None:
        _read_option(hand, fact, given)


def _read_option(hand: Hand, fact: Fact, given: str) -> Any:
    try:
        return fact.read(hand, given)
    except RuleError as error:
        raise BadOption(f"--{fact.option}", error) from None


def _value(hand: Hand, fact: Fact) -> Any:
    """The fact from its option, else its old value (edit), else asked."""
    given = fact.given(hand) if fact.given else getattr(hand.options, fact.option)
    if given is not None:
        return _read_option(hand, fact, given)
    old = fact.old(hand) if fact.old else getattr(hand.previous, fact.name, None)
    if hand.keep and (old is not None or fact.optional):
        return old
    if old is not None:
        default: str | None = fact.show(hand, old)
    else:
        default = t("none_word") if fact.optional else None
    return hand.talk.ask(fact.question(hand), lambda text: fact.read(hand, text), default)


# --- when a fact applies ----------------------------------------------------------------


def _coinche_modes(hand: Hand) -> str | None:
    return None if hand.settings.mode.coinche else "not_in_mode"


def _not_on_capot(hand: Hand) -> str | None:
    """R2.3: what a capot decides cannot be given as well."""
    return "not_on_capot" if hand.known.get("capot") is not None else None


# --- card points, as a number or as the cards of a pile ---------------------------------


def _pile(hand: Hand) -> Piles:
    return Piles(hand.settings, hand.known["taker"], hand.known["trump"], hand.talk)


def _old_points(hand: Hand) -> int | None:
    """The old points are the old taker's: an edit that changes the taker keeps each
    team's pile, not the number."""
    if hand.previous is None or hand.previous.capot is not None:
        return None
    return hand.previous.card_points(hand.known["taker"])


def _pile_of(text: str) -> tuple[Card, ...]:
    """The cards of a pile. Decision: an empty pile is refused, as `belote count` refuses
    no cards: a team that took no trick is capot (R2.4), which is recorded as such."""
    pile = parse.cards(text)
    if not pile:
        raise RuleError("empty_pile")
    return pile


@dataclass(frozen=True)
class Piles:
    """Card points given as a number or as the cards of a pile (counted with the trump)."""

    settings: Settings
    taker: Team
    trump: Suit
    talk: Talk

    def from_options(self, points: Sequence[str], cards: Sequence[str]) -> str | None:
        """--points T=N and --cards T=CARDS, once or once per team (R2.5): the taker's
        points as text, or None when neither is given."""
        given: dict[Team, int] = {}
        piles: list[Card] = []
        for option, values in (("--points", points), ("--cards", cards)):
            for value in values:
                try:
                    team, text = parse.split_team(value, self.settings.teams)
                    if team in given:
                        raise RuleError("points_twice", team=self.settings.name(team))
                    if option == "--points":
                        given[team] = parse.card_points(text)
                        continue
                    pile = _pile_of(text)
                    if set(pile) & set(piles):
                        raise RuleError("card_twice", value=(set(pile) & set(piles)).pop())
                    piles += pile
                    given[team] = count(pile, self.trump)
                    self.talk.tell(self._counted(team, pile))
                except RuleError as error:
                    raise BadOption(option, error) from None
        if not given:
            return None
        try:
            return str(parse.taker_points(given, self.taker))
        except RuleError as error:
            raise BadOption("--points", error) from None

    def answered(self, text: str) -> int:
        """At the prompt: the taker's points or its pile's cards, or T=N / T=CARDS for
        either team. Counted cards are shown and confirmed before they are taken."""
        team, value = self.taker, text
        if "=" in text:
            team, value = parse.split_team(text, self.settings.teams)
        if parse.is_number(value):
            points = parse.card_points(value)
        else:
            pile = _pile_of(value)
            points = count(pile, self.trump)
            if not self.talk.confirm(self._counted(team, pile)):
                raise RuleError("pile_again")
        return points if team is self.taker else CARD_POINTS - points

    def _counted(self, team: Team, pile: tuple[Card, ...]) -> str:
        points = count(pile, self.trump)
        return t(
            "pile_counted",
            cards=" + ".join(f"{card} {card.value(self.trump)}" for card in pile),
            points=points,
            team=self.settings.name(team),
            other=self.settings.name(team.other),
            rest=CARD_POINTS - points,
        )


# --- declarations -----------------------------------------------------------------------


def _check_piles(hand: Hand) -> None:
    """--points T=N and --cards T=CARDS, each read alone (the trump counts them later)."""
    for option, values in (("--points", hand.options.points), ("--cards", hand.options.cards)):
        for value in values:
            try:
                _, text = parse.split_team(value, hand.settings.teams)
                parse.card_points(text) if option == "--points" else _pile_of(text)
            except RuleError as error:
                raise BadOption(option, error) from None


def _check_annonces(hand: Hand) -> None:
    """--annonces read alone (whether a deal could hold them needs the trump and belote)."""
    if hand.options.annonces is not None:
        try:
            parse.annonces(hand.options.annonces, hand.settings.teams)
        except RuleError as error:
            raise BadOption("--annonces", error) from None


def _annonces(hand: Hand, text: str) -> tuple[Annonce, ...]:
    found = parse.annonces(text, hand.settings.teams)
    decl.validate(found, hand.known["trump"], hand.known["belote"])  # R5.6, asked again
    return found


def _annonces_text(hand: Hand, found: tuple[Annonce, ...]) -> str:
    return annonces_text(found) or t("none_word")


def _coinche_word(hand: Hand, level: Coinche) -> str:
    return t("none_word") if level is Coinche.NONE else level.value


def _asked(key: str) -> Callable[[Hand], str]:
    """The question of catalog key `key`, the two teams' names filled in where it has them."""
    return lambda hand: t(key, one=hand.settings.teams[0], two=hand.settings.teams[1])


def _team_name(hand: Hand, team: Team | None) -> str:
    return hand.name(team)


def _parsed(parser: Callable[[str], Any]) -> Callable[[Hand, str], Any]:
    """A parser that needs nothing known about the hand."""
    return lambda hand, text: parser(text)


# The facts of a hand, in the order they are asked (R2.1).
FACTS = (
    Fact("taker", "taker", _asked("ask_taker"), Hand.team, _team_name),
    Fact(
        "contract",
        "contract",
        _asked("ask_contract"),
        _parsed(parse.contract),
        applies=_coinche_modes,
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
    Fact("trump", "suit", _asked("ask_suit"), _parsed(parse.suit), lambda h, s: s.value),
    Fact("capot", "capot", _asked("ask_capot"), Hand.team_or_none, _team_name, optional=True),
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
    Fact("der", "der", _asked("ask_der"), Hand.team, _team_name, applies=_not_on_capot),
    Fact("belote", "belote", _asked("ask_belote"), Hand.team_or_none, _team_name, optional=True),
    Fact(
        "annonces",
        "annonces",
        _asked("ask_annonces"),
        _annonces,
        _annonces_text,
        optional=True,
        check=_check_annonces,
    ),
)
