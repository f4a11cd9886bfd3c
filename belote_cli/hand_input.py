"""Collect the facts of one hand: options first, a prompt for each fact still missing.

A prompt shows what it accepts and asks again, with the reason, after a wrong answer. Facts
that do not apply (no contract in classique, no points on a capot) are never asked.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TypeVar

from belote_cli import annonces as decl
from belote_cli import parse
from belote_cli.cards import Card, Suit, count, parse_cards, parse_suit
from belote_cli.errors import BadOption, RuleError
from belote_cli.facts import (
    Annonce,
    Coinche,
    Contract,
    HandFacts,
    Settings,
    Team,
)
from belote_cli.i18n import describe, t

T = TypeVar("T")
# prompt(question, default) -> answer; it raises to abort (Ctrl-C, end of input)
Prompt = Callable[[str, str | None], str]
Warn = Callable[[str], None]


@dataclass(frozen=True)
class Talk:
    """How facts are asked: a prompt, a warning after a wrong answer, a yes/no question,
    and a line told to the player (a counted pile)."""

    prompt: Prompt
    warn: Warn
    confirm: Callable[[str], bool]
    tell: Callable[[str], None]


@dataclass
class HandOptions:
    """The fact options of `hand` and `edit`, as typed (None: not given)."""

    taker: str | None = None
    contract: str | None = None
    suit: str | None = None
    points: list[str] = field(default_factory=list)
    cards: list[str] = field(default_factory=list)
    der: str | None = None
    belote: str | None = None
    coinche: str | None = None
    capot: str | None = None
    annonces: str | None = None


def collect(
    settings: Settings,
    opts: HandOptions,
    talk: Talk,
    previous: HandFacts | None = None,
) -> HandFacts:
    """The facts of a hand. With `previous` (edit), a fact not given keeps its old value when
    some option was given; else every fact is asked, its old value the default."""
    names = settings.teams
    mode = settings.mode
    keep = previous is not None and any(v not in (None, []) for v in vars(opts).values())
    if not mode.coinche:
        for option, value in (("--contract", opts.contract), ("--coinche", opts.coinche)):
            if value is not None:
                raise BadOption(option, RuleError("not_in_mode", option=option, mode=mode.value))

    def name(team: Team | None) -> str:
        return t("none_word") if team is None else settings.name(team)

    def fact(
        attr: str,
        given: str | None,
        parser: Callable[[str], T],
        question: str,
        show: Callable[[T], str] = str,
        optional: bool = False,
        old: T | None = None,
    ) -> T:
        """A fact: its option, else its old value (edit), else asked."""
        if given is not None:
            try:
                return parser(given)
            except RuleError as error:
                option = "--suit" if attr == "trump" else "--" + attr
                raise BadOption(option, error) from None
        if old is None and previous is not None:
            old = getattr(previous, attr)
        if keep and (old is not None or optional):
            return old  # type: ignore[return-value]
        if old is not None:
            default: str | None = show(old)
        else:
            default = t("none_word") if optional else None
        return ask(talk.prompt, talk.warn, question, parser, default)

    def team_of(text: str) -> Team:
        return parse.team(text, names)

    def team_or_none(text: str) -> Team | None:
        return parse.team_or_none(text, names)

    taker = fact("taker", opts.taker, team_of, t("ask_taker", one=names[0], two=names[1]), name)
    contract: Contract | None = None
    coinche = Coinche.NONE
    if mode.coinche:
        contract = fact("contract", opts.contract, parse.contract, t("ask_contract"))
        coinche = fact(
            "coinche", opts.coinche, parse.coinche, t("ask_coinche"), _coinche_word, True
        )
    trump = fact("trump", opts.suit, parse_suit, t("ask_suit"), lambda s: s.value)
    capot = fact("capot", opts.capot, team_or_none, t("ask_capot"), name, True)
    points = der = None
    if capot is None:
        piles = Piles(settings, taker, trump, talk)
        # the old points are the old taker's: an edit that changes the taker keeps each
        # team's pile, not the number
        kept = None
        if previous is not None and previous.capot is None:
            kept = previous.card_points(taker)
        points = fact(
            "points",
            piles.from_options(opts.points, opts.cards),
            piles.answered,
            t("ask_points", team=settings.name(taker)),
            old=kept,
        )
        der = fact("der", opts.der, team_of, t("ask_der", one=names[0], two=names[1]), name)
    else:  # R2.3: what a capot decides cannot be given as well
        given = (("--points", opts.points), ("--cards", opts.cards), ("--der", opts.der))
        for option, present in given:
            if present:
                raise BadOption(option, RuleError("not_on_capot", option=option))
    belote = fact("belote", opts.belote, team_or_none, t("ask_belote"), name, True)

    def checked_annonces(text: str) -> tuple[Annonce, ...]:
        found = parse.annonces(text, names)
        decl.validate(found, trump, belote)  # R5.6, asked again when impossible
        return found

    annonces = fact(
        "annonces", opts.annonces, checked_annonces, t("ask_annonces"), _annonces_text, True
    )
    return HandFacts(
        taker=taker,
        trump=trump,
        points=points,
        der=der,
        belote=belote,
        capot=capot,
        contract=contract,
        coinche=coinche,
        annonces=annonces,
    )


def ask(
    prompt: Prompt, warn: Warn, question: str, parser: Callable[[str], T], default: str | None
) -> T:
    while True:
        answer = prompt(question, default)
        try:
            return parser(answer)
        except RuleError as error:
            warn(describe(error))


def _coinche_word(level: Coinche) -> str:
    return t("none_word") if level is Coinche.NONE else level.value


@dataclass(frozen=True)
class Piles:
    """Card points given as a number or as the cards of a pile (counted with the trump)."""

    settings: Settings
    taker: Team
    trump: Suit
    talk: Talk

    def from_options(self, points: list[str], cards: list[str]) -> str | None:
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
                    pile = parse_cards(text)
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
            pile = parse_cards(value)
            points = count(pile, self.trump)
            if not self.talk.confirm(self._counted(team, pile)):
                raise RuleError("pile_again")
        return points if team is self.taker else 152 - points

    def _counted(self, team: Team, pile: tuple[Card, ...]) -> str:
        points = count(pile, self.trump)
        return t(
            "pile_counted",
            cards=" + ".join(f"{card} {card.value(self.trump)}" for card in pile),
            points=points,
            team=self.settings.name(team),
            other=self.settings.name(team.other),
            rest=152 - points,
        )


def _annonces_text(found: tuple[Annonce, ...]) -> str:
    if not found:
        return t("none_word")
    return ",".join(
        ":".join(
            [str(a.team.value), a.kind.value, a.height.value, *([a.suit.value] if a.suit else [])]
        )
        for a in found
    )
