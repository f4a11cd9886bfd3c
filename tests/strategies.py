"""Hypothesis strategies: random valid hands in every mode."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import strategies as st

from belote_cli.core import annonces as decl
from belote_cli.core.cards import AllSuits, Rank, Suit, Trump
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import (
    CAPOT,
    CONTRACTS,
    EXCLUSIVE,
    Annonce,
    AnnonceKind,
    Coinche,
    HandFacts,
    HouseRule,
    Mode,
    Rounding,
    Settings,
    Team,
)
from belote_cli.core.game import make_settings

teams = st.sampled_from(Team)
ROUNDINGS = (Rounding.EXACT, Rounding.DIZAINE)  # --rounding's; dizaine-6 is a profile's only
maybe_team = st.none() | teams

annonce = st.builds(
    Annonce,
    team=teams,
    kind=st.sampled_from(AnnonceKind),
    height=st.sampled_from([r for r in Rank if r not in (Rank.HUIT, Rank.SEPT)]),
    suit=st.none() | st.sampled_from(Suit),
)


@st.composite
def game_settings(draw: st.DrawFn) -> Settings:
    """Any mode and rounding, with any set of house rules that fits it (R15.1)."""
    mode = draw(st.sampled_from(Mode))
    return make_settings(
        mode, rounding=draw(st.sampled_from(ROUNDINGS)), rules=draw(rule_sets(mode))
    )


def rule_sets(mode: Mode) -> st.SearchStrategy[frozenset[HouseRule]]:
    """Every set of house rules that fits `mode`: not both of EXCLUSIVE (R15.1)."""
    fitting = [rule for rule in HouseRule if rule.fits(mode)]
    return st.frozensets(st.sampled_from(fitting)).filter(lambda rules: not rules >= EXCLUSIVE)


@st.composite
def hands(
    draw: st.DrawFn,
    mode: Mode,
    with_extras: bool = True,
    all_suits: bool | None = None,
    ta_total: object = 162,
) -> HandFacts:
    """A hand no deal refuses: in the coinche modes (or with `all_suits`) sans atout and
    tout atout too (R13.1), with as many belotes as the trump allows (R13.3); a tout atout
    hand's points 0 to 248 under `ta_total` 258 (R16.5.1)."""
    capot = draw(maybe_team)
    trumps: list[Trump] = [*Suit, *(AllSuits if all_suits or mode.coinche else ())]
    trump = draw(st.sampled_from(trumps))
    most = 0 if trump is AllSuits.SA else 4 if trump is AllSuits.TA else 1
    total = 248 if trump is AllSuits.TA and ta_total == 258 else 152
    facts = HandFacts(
        taker=draw(teams),
        trump=trump,
        points=None if capot else draw(st.integers(0, total)),
        der=None if capot else draw(teams),
        capot=capot,
        belotes=tuple(draw(st.lists(teams, max_size=most))) if with_extras else (),
        contract=draw(st.sampled_from([*CONTRACTS, CAPOT])) if mode.coinche else None,
        coinche=draw(st.sampled_from(Coinche)) if mode.coinche else Coinche.NONE,
        annonces=tuple(draw(st.lists(annonce, max_size=4))) if with_extras else (),
    )
    try:
        decl.validate(facts.annonces, facts.trump, facts.belotes)
    except RuleError:  # declarations no deal could hold: the hand without them
        return replace(facts, annonces=())
    return facts


@st.composite
def scored(draw: st.DrawFn) -> tuple[Settings, HandFacts]:
    s = draw(game_settings())
    return s, draw(hands(s.mode))
