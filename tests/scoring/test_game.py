"""A game: the pot of litiges (R8), the end of the game (R9), editing and undoing."""

from __future__ import annotations

import pytest

from belote_cli.core.cards import Suit
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import Coinche, HandFacts, Mode, Rounding, Team
from belote_cli.core.game import Game, make_settings

ONE, TWO = Team.ONE, Team.TWO
H = Suit.COEUR


def hand(taker: Team = ONE, **facts: object) -> HandFacts:
    return HandFacts(taker, H, **facts)  # type: ignore[arg-type]


LITIGE = hand(points=71, der=ONE)  # 81 - 81
MADE = hand(points=100, der=ONE)  # 110 - 52


def classic(*hands: HandFacts, target: int | None = None) -> Game:
    game = Game(make_settings(Mode.CLASSIQUE, target=target))
    for facts in hands:
        game = game.with_hand(facts)
    return game


def test_r8_pot_goes_to_the_next_winner_and_litiges_add_up() -> None:
    game = classic(LITIGE, LITIGE, MADE)
    first, second, third = game.lines
    assert (first.marks, first.pot) == ((0, 81), 81)
    assert (second.marks, second.pot) == ((0, 81), 162)
    assert (third.pot_won, third.marks, third.pot) == (162, (110 + 162, 52), 0)
    assert game.totals == (272, 214)


def test_r8_2_a_failed_hand_gives_the_pot_to_the_defence() -> None:
    game = classic(LITIGE, hand(points=40, der=TWO))
    assert game.lines[1].marks == (0, 162 + 81)
    assert game.pot == 0


def test_r8_3_a_pot_left_at_the_end_belongs_to_no_one() -> None:
    game = classic(hand(capot=TWO), LITIGE, target=300)
    assert game.totals == (0, 252 + 81)
    assert game.pot == 81
    assert game.winner is TWO


def test_r9_2_game_end_example() -> None:
    """RULES §10: team 1 at 990, team 2 at 144; team 2 makes capot, team 1 holds belote."""
    game = classic(*[hand(points=152, der=ONE)] * 6, hand(TWO, points=134, der=TWO))
    assert game.totals == (990, 144)
    game = game.with_hand(hand(TWO, capot=TWO, belotes=(ONE,)))
    assert game.totals == (1010, 144 + 252)
    assert not game.finished
    # the next hand: team 1 gets above the target again and wins
    game = game.with_hand(hand(points=80, der=ONE))
    assert game.winner is ONE


def test_r9_2_a_failed_taker_cannot_win_on_that_hand() -> None:
    game = Game(make_settings(Mode.FAITS, target=100, rounding=Rounding.EXACT))
    game = game.with_hand(hand(contract=150, points=100, der=ONE, belotes=(ONE,)))
    assert game.totals == (20, 162)
    assert game.winner is TWO  # the defence of a failed contract may win
    game = Game(make_settings(Mode.FAITS, target=10, rounding=Rounding.EXACT))
    game = game.with_hand(hand(TWO, contract=150, points=100, der=TWO, belotes=(TWO,)))
    assert game.winner is ONE
    game = Game(make_settings(Mode.FAITS, target=15, rounding=Rounding.EXACT))
    game = game.with_hand(hand(contract=80, points=20, der=TWO, belotes=(ONE,)))
    assert game.totals == (20, 162)
    assert game.winner is TWO
    # a failed taker with belote alone over the target, the defence below it: no winner
    game = Game(make_settings(Mode.ANNONCES, target=20))
    game = game.with_hand(
        hand(contract=80, points=20, der=TWO, belotes=(ONE,), coinche=Coinche.NONE)
    )
    assert game.totals == (20, 80)
    assert game.winner is TWO


def faits(target: int, *hands: HandFacts) -> Game:
    game = Game(make_settings(Mode.FAITS, target=target, rounding=Rounding.EXACT))
    for facts in hands:
        game = game.with_hand(facts)
    return game


def test_r9_3_equal_candidates_play_another_hand() -> None:
    game = faits(81, hand(contract=80, points=71, der=ONE))
    assert game.totals == (81, 81)
    assert not game.finished
    first = game.hands[0]
    assert isinstance(first, HandFacts)
    assert faits(81, first, MADE_80).winner is ONE


MADE_80 = hand(contract=80, points=100, der=ONE)


def test_r9_3_the_highest_excluded_plays_on_even_if_the_other_may_win() -> None:
    first = hand(contract=80, points=146, der=ONE)  # 156 / 6
    failed = hand(contract=80, points=0, der=TWO, belotes=(ONE,))  # +20 / +162
    game = faits(165, first, failed)
    assert game.totals == (176, 168)
    assert not game.finished  # team 2 may win, but team 1 is higher and excluded (Decision)
    assert (
        faits(165, first, hand(TWO, contract=80, points=0, der=ONE, belotes=(TWO,))).winner is ONE
    )


def test_r9_3_both_over_and_equal_is_no_winner() -> None:
    game = Game(make_settings(Mode.ANNONCES, target=100))
    game = game.with_hand(hand(contract=80, points=100, der=ONE, belotes=(TWO,)))  # 80 / 20
    game = game.with_hand(hand(TWO, contract=80, points=100, der=TWO, belotes=(ONE,)))  # 100 / 100
    assert game.totals == (100, 100)
    assert not game.finished
    game = game.with_hand(hand(contract=80, points=100, der=ONE))
    assert game.winner is ONE


def test_r9_4_no_hand_after_the_end() -> None:
    game = classic(hand(capot=ONE), target=100)
    assert game.winner is ONE
    with pytest.raises(RuleError) as error:
        game.with_hand(MADE)
    assert error.value.key == "game_over"


def test_undo_and_edit_rescore_everything_after() -> None:
    game = classic(LITIGE, MADE, MADE)
    edited = game.with_replaced(1, MADE)
    assert [line.marks for line in edited.lines] == [(110, 52)] * 3
    assert game.without_last().totals == (191, 133)
    with pytest.raises(RuleError):
        game.with_replaced(4, MADE)
    with pytest.raises(RuleError):
        Game(game.settings).without_last()


def test_an_edit_that_ends_the_game_early_is_refused() -> None:
    game = classic(MADE, MADE, target=200)
    with pytest.raises(RuleError) as error:
        game.with_replaced(1, hand(capot=ONE))
    assert error.value.key == "game_over_at"


@pytest.mark.parametrize(
    ("teams", "key"),
    [
        (("Nous", "nous"), "same_team_names"),
        (("", "Eux"), "bad_team_name"),
        (("1", "B"), "bad_team_name"),
        (("A\nB", "C"), "bad_team_name"),
    ],
)
def test_r2_5_team_names(teams: tuple[str, str], key: str) -> None:
    with pytest.raises(RuleError) as error:
        make_settings(Mode.CLASSIQUE, teams=teams)
    assert error.value.key == key


def test_r6_1_defaults() -> None:
    assert make_settings(Mode.CLASSIQUE).target == 1001
    assert make_settings(Mode.CLASSIQUE).rounding is Rounding.EXACT
    assert make_settings(Mode.FAITS).target == 2000
    assert make_settings(Mode.ANNONCES).rounding is Rounding.DIZAINE
    assert make_settings(Mode.FAITS_ANNONCES).target == 3000
