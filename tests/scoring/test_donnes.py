"""R14.1: a game of N donnes -- it ends after its Nth donne (a played hand or a manual
deal; a passe or a fausse donne is not one), the higher total wins, equal totals draw, R9
does not apply; stored from schema 4, shown as "donne 7 / 12"."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from belote_cli import storage
from belote_cli.core.cards import Suit
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import DealKind, Entry, HandFacts, OtherDeal, Team
from belote_cli.core.game import Game, make_settings
from tests.helpers import CLASSIQUE, ONE, TWO, one_line_error, run, sheet

PASSE = OtherDeal(DealKind.PASSE)
FAUSSE = OtherDeal(DealKind.FAUSSE_DONNE)


def hand(taker: Team = ONE, points: int = 100, der: Team | None = None) -> HandFacts:
    return HandFacts(taker=taker, trump=Suit.COEUR, points=points, der=der or taker)


def donnes_game(count: int, *entries: Entry) -> Game:
    game = Game(make_settings(CLASSIQUE, donnes=count))
    for entry in entries:
        game = game.with_hand(entry)
    return game


def test_the_game_ends_after_its_last_donne_and_the_higher_total_wins() -> None:
    game = donnes_game(2, hand(ONE, 100), PASSE, FAUSSE)
    assert not game.finished and game.donnes_played == 1
    game = game.with_hand(hand(TWO, 140))
    assert game.finished and game.donnes_played == 2
    assert game.totals == (110 + 12, 52 + 150) and game.winner is TWO
    with pytest.raises(RuleError) as error:
        game.with_hand(PASSE)
    assert error.value.key == "game_over"


def test_equal_totals_are_a_draw_the_game_finished_without_winner() -> None:
    game = donnes_game(2, hand(ONE, 100), hand(TWO, 100))
    assert game.totals == (162, 162)
    assert game.finished and game.winner is None


def test_a_manual_deal_is_a_donne() -> None:
    game = donnes_game(1, OtherDeal(DealKind.MANUAL, (0, 20), "faute"))
    assert game.finished and game.winner is TWO


def test_r9_does_not_apply_past_any_target() -> None:
    """No target: a team far above 1001 plays on until the last donne."""
    game = donnes_game(12, *[hand(ONE, 152) for _ in range(8)])
    assert game.totals[0] > 1001 and not game.finished and game.settings.target is None


def test_a_pot_left_at_the_end_belongs_to_no_one() -> None:
    game = donnes_game(2, hand(ONE, 100), hand(ONE, 81, der=TWO))  # a litige last (R8.3)
    assert game.finished and game.pot == 81 and game.totals == (110, 52 + 81)


def test_donnes_and_target_exclude_each_other_and_donnes_are_1_to_99() -> None:
    with pytest.raises(RuleError) as error:
        make_settings(CLASSIQUE, 1001, donnes=12)
    assert error.value.key == "donnes_and_target"
    for bad in (0, 100, -1):
        with pytest.raises(RuleError) as error:
            make_settings(CLASSIQUE, donnes=bad)
        assert error.value.key == "bad_donnes"


@given(st.lists(st.sampled_from(["hand1", "hand2", "passe", "fausse", "manual"]), max_size=30))
def test_the_game_ends_exactly_at_its_nth_donne(kinds: list[str]) -> None:
    entries: dict[str, Entry] = {
        "hand1": hand(ONE, 90),
        "hand2": hand(TWO, 120),
        "passe": PASSE,
        "fausse": FAUSSE,
        "manual": OtherDeal(DealKind.MANUAL, (10, 0)),
    }
    game = Game(make_settings(CLASSIQUE, donnes=5))
    donnes = 0
    for kind in kinds:
        if game.finished:
            with pytest.raises(RuleError):
                game.with_hand(entries[kind])
            continue
        game = game.with_hand(entries[kind])
        donnes += kind not in ("passe", "fausse")
        assert game.finished == (donnes == 5)
    if game.finished:
        a, b = game.totals
        assert game.winner == (None if a == b else ONE if a > b else TWO)


def test_a_donnes_game_round_trips_from_schema_4_without_a_target(tmp_path: Path) -> None:
    path = tmp_path / "g.toml"
    assert run("new", "--mode", "classique", "--donnes", "12", "--file", str(path))[0] == 0
    doc = tomllib.loads(path.read_text())
    assert doc["schema"] == storage.SCHEMA and doc["donnes"] == 12 and "target" not in doc
    assert storage.load(path).game.settings.donnes == 12


def test_a_file_with_both_target_and_donnes_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "g.toml"
    path.write_text(
        'schema = 4\nmode = "classique"\ntarget = 1001\ndonnes = 12\nrounding = "exact"\n'
    )
    before = path.read_bytes()
    code, _, err = run("show", "--file", str(path))
    assert code == 1 and "not both" in err and path.read_bytes() == before
    one_line_error(err)


def test_the_sheet_counts_the_donnes_and_says_a_draw(tmp_path: Path) -> None:
    path = tmp_path / "g.toml"
    run("new", "--mode", "classique", "--donnes", "2", "--file", str(path))
    code, out, _ = run("hand", "--line", "1 coeur 100 der 1", "--file", str(path))
    assert code == 0 and "Donne 1 / 2" in out and "2 donnes" in out
    run("hand", "--passe", "--file", str(path))
    code, out, _ = run("hand", "--line", "2 coeur 100 der 2", "--file", str(path))
    assert code == 0 and "Donne 2 / 2" in out and "drawn game, 162 all" in out
    doc = sheet(path)
    assert doc["finished"] is True and doc["winner"] is None and doc["donnes"] == 2
    code, _, err = run("hand", "--passe", "--file", str(path))
    assert code == 1 and "over" in err


def test_new_refuses_both_options_as_a_usage_error(tmp_path: Path) -> None:
    path = tmp_path / "g.toml"
    code, _, err = run("new", "--mode", "faits", "--donnes", "12", "--target", "2000")
    assert code == 2 and err.startswith("belote: --donnes") and not path.exists()
    code, _, err = run("new", "--mode", "faits", "--donnes", "100", "--file", str(path))
    assert code == 2 and "1 to 99" in err and not path.exists()


def test_the_target_question_takes_a_number_of_donnes(tmp_path: Path) -> None:
    path = tmp_path / "g.toml"
    answers = "classique\n12 donnes\n\n\n\n\n\n"
    code, out, err = run("new", "--file", str(path), input=answers)
    assert code == 0, err
    assert storage.load(path).game.settings.donnes == 12 and "12 donnes" in out
    answers = "classique\ndouze\n12d\n\n\n\n\n\n"  # a wrong answer is asked again
    code, out, err = run("new", "--file", str(path), "--yes", input=answers)
    assert code == 0 and "a target (1001, 2000…) or a number of donnes" in out + err


def test_games_lists_a_drawn_game(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BELOTE_HOME", str(tmp_path))
    run("new", "--mode", "classique", "--donnes", "1")
    run("hand", "--line", "1 coeur 76 der 2")  # 76 + 0 against 76 + 10: the taker fails
    code, out, _ = run("games", "--json")
    listed = json.loads(out)
    assert listed[0]["status"] == "won" and listed[0]["donnes"] == 1
    run("new", "--mode", "classique", "--donnes", "1")
    run("hand", "--manual", "1=10,2=10")
    code, out, _ = run("games")
    assert code == 0 and "drawn" in out
