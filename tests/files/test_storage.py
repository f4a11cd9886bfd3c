"""The feuille de score on disk: round-trips, atomic saves, refusals that leave files alone."""

from __future__ import annotations

import os
import sys
import tomllib
from pathlib import Path

import pytest
import tomli_w
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_cli import storage
from belote_cli.core.cards import Suit
from belote_cli.core.facts import HandFacts, Mode, Team
from belote_cli.core.game import Game, make_settings
from tests.helpers import EXAMPLE_FILES, FIXTURES
from tests.strategies import hands

HAND = HandFacts(Team.ONE, Suit.COEUR, points=90, der=Team.ONE)
FAITS = 'schema = 1\nmode = "faits"\ntarget = 2000\nrounding = "dizaine"\n'
FAITS_HAND = f'{FAITS}[[hands]]\ntaker = 1\nsuit = "coeur"\npoints = [100, 52]\nder = 1\n'


@given(st.sampled_from(Mode).flatmap(lambda m: st.tuples(st.just(m), st.lists(hands(m)))))
@settings(max_examples=50)
def test_a_game_round_trips_through_toml(case: tuple[Mode, list[HandFacts]]) -> None:
    mode, facts = case
    game = Game(make_settings(mode, target=100_000, teams=("Les As", "Les Rois")))
    for f in facts:
        game = game.with_hand(f)
    text = tomli_w.dumps(storage.to_document(game))
    again = storage.from_document(tomllib.loads(text), Path("x.toml"))
    assert again.settings == game.settings
    assert [line.marks for line in again.lines] == [line.marks for line in game.lines]
    assert storage.to_document(again) == storage.to_document(game)


def test_save_is_atomic_and_keeps_the_mode(tmp_path: Path) -> None:
    path = tmp_path / "game.toml"
    game = Game(make_settings(Mode.CLASSIQUE))
    storage.save(path, game, None)
    path.chmod(0o640)
    loaded = storage.load(path)
    storage.save(path, game.with_hand(HAND), loaded.raw)
    assert os.listdir(tmp_path) == ["game.toml"]  # no temporary file left behind
    assert path.stat().st_mode & 0o777 == 0o640
    assert len(storage.load(path).game.hands) == 1


def test_a_file_changed_meanwhile_is_not_overwritten(tmp_path: Path) -> None:
    path = tmp_path / "game.toml"
    game = Game(make_settings(Mode.CLASSIQUE))
    storage.save(path, game, None)
    loaded = storage.load(path)
    storage.save(path, game.with_hand(HAND), loaded.raw)  # another player's hand
    after = path.read_bytes()
    with pytest.raises(storage.StorageError) as error:
        storage.save(path, loaded.game.with_hand(HAND), loaded.raw)
    assert error.value.key == "changed_meanwhile"
    assert path.read_bytes() == after
    with pytest.raises(storage.StorageError):
        storage.save(path, game, None)  # a new game never replaces an existing file


def test_an_unwritable_place_is_an_error(tmp_path: Path) -> None:
    blocker = tmp_path / "file"
    blocker.write_text("x")
    with pytest.raises(storage.StorageError) as error:
        storage.save(blocker / "game.toml", Game(make_settings(Mode.FAITS)), None)
    assert error.value.key == "unwritable"


def test_where_the_feuille_lives(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BELOTE_HOME", str(tmp_path / "data"))
    assert storage.explicit_path(None) is None
    assert storage.explicit_path(Path("a.toml")) == Path("a.toml")
    monkeypatch.setenv("BELOTE_FILE", "b.toml")
    assert storage.current_path(None) == Path("b.toml")
    assert storage.current_path(Path("a.toml")) == Path("a.toml")
    monkeypatch.delenv("BELOTE_FILE")
    game = Game(make_settings(Mode.CLASSIQUE))
    first = storage.create(game).path
    second = storage.create(game).path  # the same second: another name
    assert second != first
    assert storage.current_path(None) == second
    monkeypatch.delenv("BELOTE_HOME")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    if sys.platform.startswith("linux"):
        assert storage.data_dir() == tmp_path / "xdg" / "belote"


@pytest.mark.parametrize(
    ("text", "key"),
    [
        ('schema = 1\nmode = "classique"\ntarget = 1001.5\nrounding = "exact"\n', "not_a_sheet"),
        ('schema = 0\nmode = "classique"\ntarget = 1001\nrounding = "exact"\n', "not_a_sheet"),
        ('schema = true\nmode = "classique"\n', "not_a_sheet"),
        ('mode = "classique"\n', "not_a_sheet"),
        (
            'schema = 1\nmode = "classique"\ntarget = 1001\nrounding = "exact"\n'
            '[[hands]]\ntaker = 1\nsuit = "coeur"\npoints = [100.5, 51.5]\nder = 1\n',
            "bad_hand_in_file",
        ),
        (
            'schema = 1\nmode = "classique"\ntarget = 1001\nrounding = "exact"\n'
            '[[hands]]\ntaker = 1\nsuit = "coeur"\npoints = [100, 52]\nder = 1\nbelote = [1, 2]\n',
            "bad_hand_in_file",
        ),
        # every value of the wrong type, in the settings and in a hand
        ('schema = 1\nmode = "faits"\ntarget = "2000"\nrounding = "dizaine"\n', "not_a_sheet"),
        ('schema = 1\nmode = 1\ntarget = 2000\nrounding = "dizaine"\n', "not_a_sheet"),
        (f"{FAITS}teams = [3, 4]\n", "not_a_sheet"),
        (f'{FAITS}teams = "Nous"\n', "not_a_sheet"),
        (f"{FAITS}hands = 3\n", "not_a_sheet"),
        (f'{FAITS_HAND}contract = "100"\n', "bad_hand_in_file"),
        (f"{FAITS_HAND}contract = 100.0\n", "bad_hand_in_file"),
        (f"{FAITS_HAND}contract = true\n", "bad_hand_in_file"),
        (f"{FAITS_HAND}contract = 100\ncoinche = 2\n", "bad_hand_in_file"),
        (f'{FAITS_HAND}contract = 100\nbelote = "1"\n', "bad_hand_in_file"),
        (f"{FAITS_HAND}contract = 100\nbelote = true\n", "bad_hand_in_file"),
        (
            f'{FAITS_HAND}contract = 100\n[[hands.annonces]]\nteam = 1\nkind = "tierce"\n'
            "height = 10\n",
            "bad_hand_in_file",
        ),
        (f'{FAITS_HAND}contract = 100\nannonces = "none"\n', "bad_hand_in_file"),
        (f"{FAITS}hands = [1]\n", "bad_hand_in_file"),
        (
            'schema = 1\nmode = "faits"\ntarget = 2000\nrounding = "dizaine"\n'
            "[[hands]]\ntaker = 1\nsuit = 1\npoints = [100, 52]\nder = 1\ncontract = 100\n",
            "bad_hand_in_file",
        ),
        (
            f'{FAITS}[[hands]]\ntaker = 1\nsuit = "coeur"\npoints = "100"\nder = 1\n'
            "contract = 100\n",
            "bad_hand_in_file",
        ),
    ],
)
def test_values_of_the_wrong_type_are_refused(tmp_path: Path, text: str, key: str) -> None:
    path = tmp_path / "g.toml"
    path.write_text(text)
    with pytest.raises(storage.StorageError) as error:
        storage.load(path)
    assert error.value.key == key


def test_the_current_game_is_the_one_written_last_whatever_its_name(
    isolated: Path,
) -> None:
    """Issue 9: a copy named partie-backup.toml sorted after every dated name and received
    a hand meant for the game just created."""
    game = Game(make_settings(Mode.CLASSIQUE))
    old = storage.create(game).path
    backup = old.with_name("partie-backup.toml")
    backup.write_bytes(old.read_bytes())
    os.utime(backup, ns=(1_000_000_000, 1_000_000_000))  # a copy keeping its old date
    new = storage.create(game).path
    assert storage.current_path(None) == new
    os.utime(old)  # a hand recorded in the old game makes it current again
    assert storage.current_path(None) == old


def test_there_is_a_fixture_of_every_schema_version_the_current_one_included() -> None:
    from belote_cli.storage import concours

    for version in range(1, storage.SCHEMA + 1):
        assert list((FIXTURES / f"v{version}").glob("*.toml")), version
    for version in range(1, concours.SCHEMA + 1):
        assert list((FIXTURES / f"concours-v{version}").glob("*.toml")), version


def test_the_examples_are_in_the_current_schema() -> None:
    for path in (EXAMPLE_FILES).glob("*.toml"):
        assert tomllib.loads(path.read_text())["schema"] == storage.SCHEMA, path


def test_a_concours_fixture_loads_with_its_ranking(tmp_path: Path) -> None:
    """Version 1 of a concours: six teams (one with players), a partie played, the next
    drawn with one result in."""
    from belote_cli.storage import concours

    fixture = FIXTURES / "concours-v1" / "club-dete.toml"
    before = fixture.read_bytes()
    c = concours.load(fixture).concours
    assert c.name == "Club d'été" and len(c.teams) == 6 and len(c.parties) == 2
    assert c.teams[5].players == ("Ana", "Bruno")
    assert [(s.team, s.points, s.wins) for s in c.ranking()][:2] == [
        (3, 2100, 2.0),
        (4, 1998, 1.0),
    ]
    assert fixture.read_bytes() == before
