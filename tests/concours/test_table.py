"""R12, the table: players and seats, the dealer, and the deals that are not played hands
(passe, fausse donne, manual), through the core, the files and the command line."""

from __future__ import annotations

import json
import shutil
import tomllib
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_cli import storage
from belote_cli.core.cards import Suit
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import DealKind, Entry, HandFacts, Mode, OtherDeal, Rounding, Team
from belote_cli.core.game import Game, make_settings
from tests.helpers import FIXTURES, one_line_error, run, sheet
from tests.strategies import hands

ONE, TWO = Team.ONE, Team.TWO
PLAYERS = ["Alice", "Bob", "Carole", "David"]
MADE = HandFacts(ONE, Suit.COEUR, points=100, der=ONE)  # classique: 110 · 52
PASSE = OtherDeal(DealKind.PASSE)
MISDEAL = OtherDeal(DealKind.FAUSSE_DONNE)


def game(*entries: Entry, **options: object) -> Game:
    s = make_settings(Mode.CLASSIQUE, players=PLAYERS, **options)  # type: ignore[arg-type]
    result = Game(s)
    for entry in entries:
        result = result.with_hand(entry)
    return result


def test_r12_deal_example() -> None:
    """Alice deals a played hand, Bob a passe, Carole a fausse donne, Carole again a
    played hand: David deals next."""
    g = game(MADE, PASSE, MISDEAL, MADE)
    assert [line.dealer for line in g.lines] == [1, 2, 3, 3]
    assert g.next_dealer == 4
    assert [line.marks for line in g.lines][1:3] == [(0, 0), (0, 0)]


@pytest.mark.parametrize("mode", list(Mode))
def test_r12_deal_example_through_the_command_line(mode: Mode) -> None:
    run("new", "--mode", mode.value, "--players", ",".join(PLAYERS))
    line = "1 110co 103 der 1" if mode.coinche else "1 co 100 der 1"
    assert run("hand", "--line", line)[0] == 0
    assert run("hand", "--passe")[0] == 0
    assert run("hand", "--fausse-donne")[0] == 0
    assert run("hand", "--line", line)[0] == 0
    doc = sheet()
    assert [h["dealer"] for h in doc["hands"]] == [1, 2, 3, 3]
    assert [h["kind"] for h in doc["hands"]] == [
        "hand",
        "passe",
        "fausse-donne",
        "hand",
    ]
    assert doc["next_dealer"] == 4
    assert doc["players"] == PLAYERS
    out = run("show")[1]
    assert "Next to deal: David" in out
    assert "passe" in out and "fausse donne" in out


def test_r12_1_players_name_the_teams_and_are_checked() -> None:
    s = make_settings(Mode.FAITS, players=PLAYERS)
    assert s.teams == ("Alice & Carole", "Bob & David")
    assert make_settings(Mode.FAITS, teams=("A", "B"), players=PLAYERS).teams == ("A", "B")
    for players, key in [
        (["Alice", "Bob", "Carole"], "players_count"),
        (["Alice", "Bob", "alice", "David"], "same_player_names"),
        (["Alice", "Bob", "12", "David"], "bad_player_name"),
        (["Alice", "Bob", "None", "David"], "bad_player_name"),
        (["Alice", "Bob", " ", "David"], "bad_player_name"),
        (["Alice", "Bob", "Ca\trole", "David"], "bad_player_name"),
    ]:
        with pytest.raises(RuleError) as error:
            make_settings(Mode.FAITS, players=players)
        assert error.value.key == key
    with pytest.raises(RuleError) as error:
        make_settings(Mode.FAITS, teams=("Alice", "B"), players=PLAYERS)
    assert error.value.key == "same_player_names"


def test_r12_2_the_first_dealer_and_a_game_without_players() -> None:
    assert game(MADE, first_dealer=3).lines[0].dealer == 3
    assert game(MADE, MADE, first_dealer=4).next_dealer == 2  # 4, 1, then 2
    plain = Game(make_settings(Mode.CLASSIQUE)).with_hand(MADE)
    assert plain.lines[0].dealer == 1 and plain.next_dealer == 2


def test_r12_3_manual_marks() -> None:
    exact = Game(make_settings(Mode.CLASSIQUE))
    assert exact.with_hand(OtherDeal(DealKind.MANUAL, (0, 35), "faute")).totals == (0, 35)
    dizaine = Game(make_settings(Mode.FAITS))
    for marks, key in [((0, 35), "manual_dizaine"), ((0, 10_010), "bad_manual")]:
        with pytest.raises(RuleError) as error:
            dizaine.with_hand(OtherDeal(DealKind.MANUAL, marks))
        assert error.value.key == key
    with pytest.raises(RuleError):
        exact.with_hand(OtherDeal(DealKind.PASSE, (10, 0)))


def test_r12_4_the_pot_waits_and_only_hands_and_manual_deals_decide() -> None:
    litige = HandFacts(ONE, Suit.COEUR, points=71, der=ONE)  # 81 = 81
    g = game(litige, PASSE, MISDEAL, OtherDeal(DealKind.MANUAL, (50, 0)), MADE)
    assert [line.pot for line in g.lines] == [81, 81, 81, 81, 0]
    assert g.lines[-1].pot_won == 81
    # a passe never decides the game, a manual deal does, even 0 and 0, excluding no one
    capot_2 = HandFacts(TWO, Suit.PIQUE, capot=TWO, belotes=(ONE,))  # team 1 made capot
    over = Game(make_settings(Mode.CLASSIQUE, target=20)).with_hand(capot_2)
    assert over.totals == (20, 252) and over.winner is TWO
    g = Game(make_settings(Mode.CLASSIQUE, target=300))
    g = g.with_hand(HandFacts(ONE, Suit.COEUR, points=152, der=ONE))  # 162
    g = g.with_hand(HandFacts(ONE, Suit.COEUR, capot=TWO, belotes=(ONE,)))  # 182 · 252
    assert g.winner is None
    g = g.with_hand(OtherDeal(DealKind.MANUAL, (120, 0)))  # 302 · 252: no R9.2 on it
    assert g.winner is ONE
    with pytest.raises(RuleError):
        g.with_hand(PASSE)  # R9.4: nothing after the win
    over_by_passe = Game(make_settings(Mode.CLASSIQUE, target=100))
    with pytest.raises(RuleError):  # a passe cannot be the first entry after a win either
        over_by_passe.with_hand(HandFacts(ONE, Suit.COEUR, capot=ONE)).with_hand(PASSE)


def test_r12_5_the_taker_player_sits_in_the_taking_team() -> None:
    g = game(HandFacts(ONE, Suit.COEUR, points=100, der=ONE, taker_player=3))
    assert g.lines[0].facts.taker_player == 3  # type: ignore[union-attr]
    with pytest.raises(RuleError) as error:
        game(HandFacts(ONE, Suit.COEUR, points=100, der=ONE, taker_player=2))
    assert error.value.key == "taker_player_team"
    with pytest.raises(RuleError) as error:
        Game(make_settings(Mode.CLASSIQUE)).with_hand(
            HandFacts(ONE, Suit.COEUR, 100, ONE, taker_player=1)
        )
    assert error.value.key == "no_players"


entries = st.one_of(
    hands(Mode.CLASSIQUE),
    st.sampled_from([PASSE, MISDEAL]),
    st.builds(
        lambda a, b, note: OtherDeal(DealKind.MANUAL, (a, b), note),
        st.integers(0, 10_000),
        st.integers(0, 10_000),
        st.sampled_from(["", "faute de jeu"]),
    ),
)


@given(st.lists(entries, max_size=15), st.integers(1, 4))
@settings(max_examples=80)
def test_any_entries_keep_the_rotation_the_pot_and_the_totals(
    sequence: list[Entry], first: int
) -> None:
    g = Game(make_settings(Mode.CLASSIQUE, target=100_000, first_dealer=first))
    for entry in sequence:
        g = g.with_hand(entry)
    dealer, totals, pot = first, (0, 0), 0
    for line in g.lines:
        assert line.dealer == dealer  # R12.2
        dealer = dealer if line.facts.kind is DealKind.FAUSSE_DONNE else dealer % 4 + 1
        if line.score is None:  # R12.4: the pot waits
            assert line.pot == pot and line.pot_won == 0
            assert line.marks == line.facts.marks  # type: ignore[union-attr]
        pot = line.pot
        totals = (totals[0] + line.marks[0], totals[1] + line.marks[1])
        assert line.totals == totals
    assert g.next_dealer == dealer
    again = storage.from_document(storage.to_document(g), Path("x.toml"))
    assert again == g  # schema 2 round-trips every kind


def test_the_command_line_records_each_kind_and_edit_changes_it(isolated: Path) -> None:
    run("new", "--mode", "faits", "--players", "Alice,Bob,Carole,David", "--dealer", "Bob")
    code, out, err = run("hand", "--line", "carole 110co 103 der 1")
    assert code == 0, err
    assert "Hand 1, " not in out
    assert run("hand", "--manual", "1=0,2=50", "--note", "faute de jeu")[0] == 0
    doc = sheet()
    first, second = doc["hands"]
    assert (first["dealer"], first["taker"], first["taker_player"]) == (2, "Alice & Carole", 3)
    assert (second["kind"], second["marks"], second["note"]) == ("manual", [0, 50], "faute de jeu")
    assert second["outcome"] is None and second["taker"] is None
    # the kind of an entry changes, and every later dealer is derived again
    assert run("edit", "1", "--fausse-donne")[0] == 0
    assert [h["dealer"] for h in sheet()["hands"]] == [2, 2]
    assert run("edit", "1", "--taker", "Bob", input="110co\n\n\n103\n1\n\n\n")[0] == 0
    code, out, err = run("show", "1")
    assert "Hand 1: Bob took, 110 ♥" in out, err
    assert "Dealt by Bob" in out
    code, _, err = run("hand", "--passe", "--taker", "1")
    assert code == 2
    one_line_error(err)
    assert "this entry is not a played hand: no fact of a hand with it" in err
    code, _, err = run("hand", "--manual", "1=5,2=0")
    assert code == 2 and "tens in a game rounded to the dizaine" in err


def test_new_asks_for_players_and_enter_skips_them() -> None:
    answers = ["faits", "", "", "", "Alice, Bob, Carole, David", "carole", "", ""]
    code, out, err = run("new", input="\n".join(answers) + "\n")
    assert code == 0, err
    assert "Alice & Carole against Bob & David, Carole deals first" in out
    assert sheet()["next_dealer"] == 3
    code, out, _ = run("new", input="classique\n\n\n\n\n\n\n")
    assert code == 0 and "Nous against Eux, seat 1 (Nous) deals first" in out


def test_play_with_players_passe_misdeal_and_a_manual_penalty() -> None:
    run("new", "--mode", "classique", "--players", ",".join(PLAYERS))
    answers = ["alice co 100 der 1 -", "passe", "fausse donne", "manuel 1=0,2=20 faute de jeu"]
    answers += ["manual", "1=10,2=0", "", "show", "q"]
    code, out, err = run("play", input="\n".join(answers) + "\n")
    assert code == 0, err
    assert "Hand 1, Alice deals" in out
    assert "Hand 3, Carole deals" in out and "Hand 4, Carole deals" in out
    assert "fausse donne (misdeal): Carole deals again" in out
    assert "manual deal: Nous: 0; Eux: 20 (faute de jeu)" in out.replace(
        "Alice & Carole", "Nous"
    ).replace("Bob & David", "Eux")
    doc = sheet()
    assert doc["totals"] == [110 + 10, 52 + 20]
    assert [h["kind"] for h in doc["hands"]] == [
        "hand",
        "passe",
        "fausse-donne",
        "manual",
        "manual",
    ]


@pytest.mark.parametrize(
    "fixture",
    sorted(FIXTURES.glob("v*/*.toml")),
    ids=lambda path: f"{path.parent.name}/{path.name}",
)
def test_older_files_load_with_the_same_totals_and_stay_untouched(
    tmp_path: Path, fixture: Path
) -> None:
    """Every version's file keeps loading as it was written; showing it rewrites nothing;
    the next save writes the newest version."""
    path = tmp_path / fixture.name
    shutil.copy(fixture, path)
    before = path.read_bytes()
    doc = tomllib.loads(before.decode())
    game = storage.load(path).game
    assert [list(line.totals) for line in game.lines] == [h["totals"] for h in doc["hands"]]
    if doc["schema"] == 1:
        assert game.settings.players is None and game.next_dealer == len(game.hands) % 4 + 1
    assert run("show", "--file", str(path))[0] == 0
    assert path.read_bytes() == before  # shown, never rewritten
    assert run("undo", "--yes", "--file", str(path))[0] == 0  # the first save: the newest
    assert tomllib.loads(path.read_text())["schema"] == storage.SCHEMA
    assert len(storage.load(path).game.hands) == len(game.hands) - 1


def test_a_newer_schema_is_refused(tmp_path: Path) -> None:
    path = tmp_path / "g.toml"
    newer = storage.SCHEMA + 1
    path.write_text(f'schema = {newer}\nmode = "classique"\n')
    code, _, err = run("show", "--file", str(path))
    assert code == 1 and f"newer belote (schema {newer}, known {storage.SCHEMA})" in err


def test_show_json_of_a_game_without_players() -> None:
    run("new", "--mode", "classique", "--dealer", "3")
    run("hand", "--fausse-donne")
    doc = json.loads(run("show", "--json")[1])
    assert doc["players"] is None
    assert doc["next_dealer"] == 3
    entry = doc["hands"][0]
    assert (entry["kind"], entry["dealer"], entry["marks"], entry["note"]) == (
        "fausse-donne",
        3,
        [0, 0],
        None,
    )
    assert Rounding.EXACT.value == doc["rounding"]
