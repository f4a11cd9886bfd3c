"""Several belotes at once on one feuille, and a save killed at any moment: nothing recorded
is lost, nothing is refused for no reason, and no temporary file outlives the next save.

The loops run small here; `pytest --stress N` runs them at size N (issue 9 asks for 50 hands a
writer and 200 kills)."""

from __future__ import annotations

import random
import signal
import subprocess
import sys
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import replace
from pathlib import Path

import pytest

from belote_cli import storage
from belote_cli.core.cards import Suit
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import HandFacts, Mode, Team
from belote_cli.core.game import Game, make_settings
from tests.helpers import CLASSIC_HAND, run, sheet

BELOTE = [sys.executable, "-m", "belote_cli"]
MADE = HandFacts(Team.ONE, Suit.COEUR, points=90, der=Team.ONE)


def writer(path: Path, hands: int) -> list[int]:
    """A script adding `hands` hands, every fact an option: the exit code of each."""
    codes = []
    for _ in range(hands):
        command = [*BELOTE, "hand", *CLASSIC_HAND, "--file", str(path)]
        codes.append(subprocess.run(command, capture_output=True, timeout=60).returncode)
    return codes


def test_four_writers_lose_nothing_and_are_never_refused(tmp_path: Path, stress: int) -> None:
    path = tmp_path / "g.toml"
    assert run("new", "--mode", "classique", "--target", "100000", "--file", str(path))[0] == 0
    with ThreadPoolExecutor(4) as pool:
        codes = [code for codes in pool.map(writer, [path] * 4, [stress] * 4) for code in codes]
    assert codes == [0] * 4 * stress
    assert len(sheet(path)["hands"]) == 4 * stress


def test_four_new_games_at_once_make_four_files(isolated: Path, stress: int) -> None:
    rounds = max(1, stress // 5)
    for _ in range(rounds):
        processes = [
            subprocess.Popen([*BELOTE, "new", "--mode", "faits"], stdout=subprocess.DEVNULL)
            for _ in range(4)
        ]
        assert [p.wait(timeout=60) for p in processes] == [0] * 4
    assert len(list(isolated.glob("*.toml"))) == 4 * rounds


def test_a_save_killed_at_any_moment_keeps_the_file_whole(tmp_path: Path, stress: int) -> None:
    path = tmp_path / "g.toml"
    run("new", "--mode", "classique", "--target", "100000", "--file", str(path))
    hands = 0
    rng = random.Random(9)
    for _ in range(stress):
        process = subprocess.Popen(
            [*BELOTE, "hand", *CLASSIC_HAND, "--file", str(path)],
            stdout=subprocess.DEVNULL,
            stderr=subprocess.DEVNULL,
        )
        time.sleep(rng.uniform(0.0, 0.4))
        process.send_signal(signal.SIGKILL)
        process.wait()
        now = len(storage.load(path).game.hands)
        assert now in (hands, hands + 1)
        hands = now
    assert run("hand", *CLASSIC_HAND, "--file", str(path))[0] == 0
    assert len(storage.load(path).game.hands) == hands + 1
    assert list(tmp_path.glob(".*.tmp")) == []  # the next save took the leftovers away


def test_a_stale_temporary_file_goes_with_the_next_save(tmp_path: Path) -> None:
    """Temporary files are made under the folder's lock: one found while holding it is a
    dead writer's, whichever feuille it was for (a `new` killed during fsync has a name no
    later save takes)."""
    path = tmp_path / "g.toml"
    run("new", "--mode", "classique", "--file", str(path))
    stale = tmp_path / ".g.toml.abc123de.tmp"
    stale.write_bytes(b"")
    other = tmp_path / ".partie-20261201-101010.toml.x_9yz012.tmp"  # a `new` killed
    other.write_bytes(b"")
    foreign = tmp_path / ".report.docx.k3j9x_2a.tmp"  # another program's: left alone
    foreign.write_bytes(b"")
    assert run("hand", *CLASSIC_HAND, "--file", str(path))[0] == 0
    assert not stale.exists()
    assert not other.exists()
    assert foreign.exists()


def another_belote(path: Path, change: str) -> None:
    """What another belote writes in the file meanwhile: a hand added, or hand 1 changed."""
    loaded = storage.load(path)
    if change == "add":
        storage.update(loaded, lambda game: game.with_hand(MADE))
    else:
        storage.update(loaded, lambda game: game.with_replaced(1, replace(MADE, points=40)))


def typing_while(monkeypatch: pytest.MonkeyPatch, home: Path, change: str) -> None:
    """A classique game with one hand; another belote writes `change` in it while the player
    answers the question of the dix de der."""
    from belote_cli.entry import terminal

    run("new", "--mode", "classique")
    run("hand", *CLASSIC_HAND)
    path = next(home.glob("*.toml"))
    real = terminal._prompt

    def prompt(text: str, default: str | None) -> str:
        if text.startswith("Dix de der"):
            another_belote(path, change)
        return real(text, default)

    monkeypatch.setattr(terminal, "_prompt", prompt)


EUX_100 = "2\npique\n\n100\n2\n\n\n"  # Eux took in pique, 100 card points and der


def test_a_hand_typed_while_another_belote_adds_one_is_kept_after_it(
    isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    typing_while(monkeypatch, isolated, "add")
    code, out, err = run("hand", input=EUX_100)
    assert code == 0, err
    assert "1 hand added by another belote; yours is hand 3" in out
    assert "Hand 3 — Eux 100 + der 10 = 110 > Nous 52: Eux wins" in out
    takers = [hand["taker"] for hand in sheet()["hands"]]
    assert takers == ["Nous", "Nous", "Eux"]


def test_a_real_conflict_refuses_and_shows_the_typed_hand(
    isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    typing_while(monkeypatch, isolated, "change")
    code, _, err = run("hand", input=EUX_100)
    assert code == 1
    assert "was changed by another belote (an entry changed or removed)" in err
    assert "your hand, to enter again: belote hand --line '2 pi 100 der 2'" in err
    assert len(sheet()["hands"]) == 1


def test_play_goes_on_after_a_conflict_with_the_file_as_it_is(
    isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    typing_while(monkeypatch, isolated, "change")
    code, out, err = run("play", input="2\npique\n100\n2\n\nquit\n")
    assert code == 0, err
    assert "was changed by another belote" in err
    assert (
        "Hand 2, seat 2 (Eux) deals — the hand" in out
    )  # the session goes on, with the file as it is now
    assert sheet()["totals"] == [0, 162]  # the other belote's hand 1: Nous 50 < 112


def test_a_game_won_meanwhile_takes_no_more_hands(tmp_path: Path) -> None:
    path = tmp_path / "g.toml"
    storage.save(path, Game(make_settings(Mode.CLASSIQUE, target=100)), None)
    mine = storage.load(path)
    storage.update(storage.load(path), lambda game: game.with_hand(MADE))  # wins it
    with pytest.raises(RuleError) as error:
        storage.update(mine, lambda game: game.with_hand(MADE))
    assert error.value.key == "game_over"
    assert len(storage.load(path).game.hands) == 1


def test_an_undo_never_removes_a_hand_another_belote_added(tmp_path: Path) -> None:
    path = tmp_path / "g.toml"
    storage.save(path, Game(make_settings(Mode.CLASSIQUE)).with_hand(MADE), None)
    mine = storage.load(path)
    storage.update(storage.load(path), lambda game: game.with_hand(MADE))
    with pytest.raises(storage.StorageError) as error:
        storage.update(mine, lambda game: game.without_last(), extend=False)
    assert error.value.key == "changed_meanwhile"
    assert len(storage.load(path).game.hands) == 2
