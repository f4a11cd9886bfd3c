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
from belote_cli.cards import parse_suit
from belote_cli.errors import RuleError
from belote_cli.facts import (
    CAPOT,
    CONTRACTS,
    Annonce,
    Coinche,
    Contract,
    HandFacts,
    Settings,
    Team,
)
from belote_cli.i18n import t

T = TypeVar("T")
# prompt(question, default) -> answer; it raises to abort (Ctrl-C, end of input)
Prompt = Callable[[str, str | None], str]
Warn = Callable[[str], None]


class BadOption(Exception):
    """An option's value is refused: exit 2, nothing written."""

    def __init__(self, option: str, error: RuleError) -> None:
        super().__init__(option, error)
        self.option = option
        self.error = error


@dataclass
class HandOptions:
    """The fact options of `hand` and `edit`, as typed (None: not given)."""

    taker: str | None = None
    contract: str | None = None
    suit: str | None = None
    points: list[str] = field(default_factory=list)
    der: str | None = None
    belote: str | None = None
    coinche: str | None = None
    capot: str | None = None
    annonces: str | None = None


def collect(
    settings: Settings,
    opts: HandOptions,
    prompt: Prompt,
    warn: Warn,
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
    ) -> T:
        if given is not None:
            try:
                return parser(given)
            except RuleError as error:
                raise BadOption("--" + attr.replace("trump", "suit"), error) from None
        old: T | None = getattr(previous, attr) if previous is not None else None
        if keep and (old is not None or optional):
            return old  # type: ignore[return-value]
        if old is not None:
            default: str | None = show(old)
        else:
            default = t("none_word") if optional else None
        return ask(prompt, warn, question, parser, default)

    def team_of(text: str) -> Team:
        return parse.team(text, names)

    def team_or_none(text: str) -> Team | None:
        return parse.team_or_none(text, names)

    taker = fact("taker", opts.taker, team_of, t("ask_taker", one=names[0], two=names[1]), name)
    contract: Contract | None = None
    coinche = Coinche.NONE
    if mode.coinche:
        contract = fact("contract", opts.contract, _contract, t("ask_contract"))
        coinche = fact(
            "coinche", opts.coinche, parse.coinche, t("ask_coinche"), _coinche_word, True
        )
    trump = fact("trump", opts.suit, parse_suit, t("ask_suit"), lambda s: s.value)
    capot = fact("capot", opts.capot, team_or_none, t("ask_capot"), name, True)
    points = der = None
    if capot is None:
        given = _points_option(opts.points, taker, names)
        points = fact(
            "points",
            given,
            lambda x: _answered_points(x, taker, names),
            t("ask_points", team=settings.name(taker)),
        )
        der = fact("der", opts.der, team_of, t("ask_der", one=names[0], two=names[1]), name)
    else:  # R2.3: what a capot decides cannot be given as well
        for option, present in (("--points", bool(opts.points)), ("--der", opts.der is not None)):
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
            warn(t(error.key, **error.params))


def _contract(text: str) -> Contract:
    value = parse.contract(text)
    if value != CAPOT and value not in CONTRACTS:  # R6.4
        raise RuleError("bad_contract", value=text)
    return value


def _coinche_word(level: Coinche) -> str:
    return t("none_word") if level is Coinche.NONE else level.value


def _points_option(given: list[str], taker: Team, names: tuple[str, str]) -> str | None:
    """--points T=N, once or once per team (R2.5): the taker's points as text, or None."""
    if not given:
        return None
    try:
        pairs = dict(parse.points(x, names) for x in given)
        return str(parse.taker_points(pairs, taker))
    except RuleError as error:
        raise BadOption("--points", error) from None


def _answered_points(text: str, taker: Team, names: tuple[str, str]) -> int:
    """At the prompt: the taker's points, or T=N for either team."""
    if "=" in text:
        return parse.taker_points(dict([parse.points(text, names)]), taker)
    return parse.card_points(text)


def _annonces_text(found: tuple[Annonce, ...]) -> str:
    if not found:
        return t("none_word")
    return ",".join(
        ":".join(
            [str(a.team.value), a.kind.value, a.height.value, *([a.suit.value] if a.suit else [])]
        )
        for a in found
    )
