"""Hypothesis properties of R11 over random valid hands in every mode."""

from __future__ import annotations

from dataclasses import replace

from hypothesis import assume, given, settings
from hypothesis import strategies as st

from belote_cli.core.facts import (
    CAPOT,
    Coinche,
    HandFacts,
    HouseRule,
    Mode,
    Rounding,
    Settings,
    Team,
)
from belote_cli.core.game import Game, make_settings
from belote_cli.core.rules import Outcome, score_hand
from tests.strategies import hands, rule_sets, scored


def swap(facts: HandFacts) -> HandFacts:
    def other(team: Team | None) -> Team | None:
        return None if team is None else team.other

    return replace(
        facts,
        taker=facts.taker.other,
        points=facts.points,  # the taker's own points: the same after the swap
        der=other(facts.der),
        belotes=tuple(team.other for team in facts.belotes),
        capot=other(facts.capot),
        annonces=tuple(replace(a, team=a.team.other) for a in facts.annonces),
    )


@given(scored())
def test_marks_are_never_negative_and_tens_with_dizaine(case: tuple[Settings, HandFacts]) -> None:
    s, facts = case
    result = score_hand(s, facts)
    assert min(*result.marks, result.pot_in) >= 0
    if s.rounding is Rounding.DIZAINE:
        assert all(mark % 10 == 0 for mark in (*result.marks, result.pot_in))
    # the terms add up to the marks: the explanation never lies
    for team in Team:
        assert sum(t.value for t in result.terms[team.index]) == result.marks[team.index]


@given(scored())
def test_scoring_is_deterministic_and_independent_of_numbering(
    case: tuple[Settings, HandFacts],
) -> None:
    s, facts = case
    result = score_hand(s, facts)
    assert score_hand(s, facts) == result
    swapped = score_hand(s, swap(facts))
    assert swapped.marks == result.marks[::-1]
    assert (swapped.outcome, swapped.pot_in) == (result.outcome, result.pot_in)


@given(st.sampled_from([Mode.CLASSIQUE, Mode.FAITS]).flatmap(lambda m: hands(m, False)))
def test_a_made_hand_holds_162_or_252(facts: HandFacts) -> None:
    mode = Mode.CLASSIQUE if facts.contract is None else Mode.FAITS
    assume(facts.coinche is Coinche.NONE and facts.contract != CAPOT)
    result = score_hand(make_settings(mode, rounding=Rounding.EXACT), facts)
    if result.outcome is Outcome.MADE:
        assert sum(result.marks) == (252 if facts.capot else 162)


@given(
    st.sampled_from(Mode).flatmap(
        lambda m: st.tuples(st.just(m), rule_sets(m), st.lists(hands(m), max_size=12))
    )
)
@settings(max_examples=60)
def test_totals_are_the_marks_and_the_pot_is_conserved(
    case: tuple[Mode, frozenset[HouseRule], list[HandFacts]],
) -> None:
    """Under every set of house rules that fits the mode (R15.1) too."""
    mode, rules, facts = case
    game = Game(make_settings(mode, target=100_000, rules=rules))
    for f in facts:
        game = game.with_hand(f)
    won = put = 0
    totals = [0, 0]
    scores = [line.score for line in game.lines if line.score is not None]
    for line in game.lines:
        assert line.score is not None
        totals = [totals[0] + line.marks[0], totals[1] + line.marks[1]]
        assert tuple(totals) == line.totals
        assert sum(line.marks) == sum(line.score.marks) + line.pot_won
        won += line.pot_won
        put += line.score.pot_in
        assert line.pot == put - won  # conserved until it is won
    assert game.totals == tuple(totals)
    assert sum(game.totals) + game.pot == sum(sum(s.marks) + s.pot_in for s in scores)
