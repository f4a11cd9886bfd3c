"""Two actions that meet (issue 17), each race forced at the exact moment it matters -- by a
hook on the step between what one belote read and its locked change, or by a thread held
at the lock -- never by a sleep that may or may not fall in the window.

Every change is an intent against the state its author saw: applied under one lock to the
file as it then is, refused (saying what changed) when it no longer fits, never applied to
something else."""

from __future__ import annotations

import signal
import subprocess
import sys
import threading
import time
import tomllib
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest

from belote_cli import storage
from belote_cli.commands import concours as concours_commands
from belote_cli.storage import concours as store
from belote_cli.storage import disk, library, lock
from tests.helpers import CLASSIC_HAND, drawn_in_order, run, table_on_disk


def before_first(
    monkeypatch: pytest.MonkeyPatch, module: object, name: str, other: Callable[[], Any]
) -> None:
    """The first call of module.name runs `other()` first: another belote acting between
    what this one read and the change it makes under the lock."""
    real = getattr(module, name)
    fired: list[bool] = []

    def hooked(*args: Any, **kwargs: Any) -> Any:
        if not fired:
            fired.append(True)
            other()
        return real(*args, **kwargs)

    monkeypatch.setattr(module, name, hooked)


def queued(monkeypatch: pytest.MonkeyPatch) -> threading.Semaphore:
    """Released each time a writer finds the lock held and starts waiting its turn."""
    waiting = threading.Semaphore(0)
    real = lock._wait

    def wait(
        now: Callable[[], object], blocking: Callable[[], object], folder: Path, deadline: float
    ) -> None:
        try:
            now()
            return
        except (BlockingIOError, PermissionError):
            pass
        waiting.release()
        real(now, blocking, folder, deadline)

    monkeypatch.setattr(lock, "_wait", wait)
    return waiting


def until(condition: Callable[[], bool], seconds: float = 10) -> None:
    """Wait for a condition (a thread at the lock, a thread done), not for a time."""
    deadline = time.monotonic() + seconds
    while not condition():
        assert time.monotonic() < deadline, "never happened"
        time.sleep(0.001)


def draw_meanwhile() -> None:
    """Another organiser draws the next partie."""
    concours_commands.draw(concours=None, as_json=False, undo=False)


def club(*teams: str) -> Path:
    assert run("concours", "new", "Club")[0] == 0
    for team in teams:
        assert run("concours", "team", "add", team)[0] == 0
    return store.find("Club")


# --- concours --------------------------------------------------------------------------


def test_two_removals_of_team_1_at_once_remove_one_team(monkeypatch: pytest.MonkeyPatch) -> None:
    path = club("Alpha", "Bravo", "Charlie")
    other = lambda: concours_commands.team_remove(concours=None, number=1)  # noqa: E731
    before_first(monkeypatch, store, "update", other)
    code, _, err = run("concours", "team", "remove", "1")
    assert code == 1  # numbers never change (R14.2): team 1 is gone, not another team
    assert "no team 1: the teams are 2, 3" in err
    names = [team["name"] for team in tomllib.loads(path.read_text())["teams"]]
    assert names == ["Bravo", "Charlie"]


def test_a_result_goes_to_the_partie_the_scorer_saw_not_one_drawn_meanwhile(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = club("A", "B", "C", "D")
    run("concours", "draw")
    run("concours", "result", "1", "1000", "944")
    run("concours", "result", "2", "1000", "944")
    before_first(monkeypatch, store, "update", draw_meanwhile)
    code, out, err = run("concours", "result", "1", "900", "1044", input="y\n")  # a correction
    assert code == 0, err
    assert "Partie 1, table 1" in out
    assert table_on_disk(path, 1, 1).result == (900, 1044)
    partie = store.load(path).concours.parties[1]
    assert not any(table.done for table in partie.tables)  # nobody played there


def test_a_result_for_a_table_drawn_again_with_other_teams_is_refused(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = club("A", "B", "C", "D")
    run("concours", "draw")
    c = store.load(path).concours
    first = c.parties[0].tables[0].teams
    others = [team for team in (1, 2, 3, 4) if team not in first]
    order = [first[0], others[0], first[1], others[1]]  # table 1 now seats other teams
    shuffled = drawn_in_order(c.without_draw(), order)

    def redraw() -> None:
        store.update(path, lambda now: shuffled)

    before_first(monkeypatch, store, "update", redraw)
    code, _, err = run("concours", "result", "1", "1000", "944")
    assert code == 1
    assert "table 1 of partie 1 no longer has the same teams" in err
    assert store.load(path).concours == shuffled  # as the other organiser left it


def test_two_draws_at_once_draw_one_partie(monkeypatch: pytest.MonkeyPatch) -> None:
    path = club("A", "B", "C", "D")
    before_first(monkeypatch, store, "update", draw_meanwhile)
    code, _, err = run("concours", "draw")
    assert code == 1
    assert "the draw changed meanwhile (parties drawn: 1; 0 when the command began)" in err
    assert len(tomllib.loads(path.read_text())["draws"]) == 1


def test_an_undo_of_a_draw_undoes_the_one_it_saw(monkeypatch: pytest.MonkeyPatch) -> None:
    path = club("A", "B", "C", "D")
    run("concours", "draw")
    for table in (1, 2):
        run("concours", "result", str(table), "1000", "944")

    def draw_two() -> None:
        draw_meanwhile()

    before_first(monkeypatch, store, "update", draw_two)
    code, _, err = run("concours", "draw", "--undo")  # meant partie 1's: it has results
    assert code == 1
    assert "the draw changed meanwhile" in err
    assert len(tomllib.loads(path.read_text())["draws"]) == 2


# --- games and the trash ---------------------------------------------------------------


def one_game(isolated: Path) -> library.SavedGame:
    run("new", "--mode", "classique", "--target", "100000")
    run("hand", *CLASSIC_HAND)
    (saved,) = library.saved_games()
    return saved


def test_a_save_that_holds_the_lock_finishes_before_a_delete_moves_the_file(
    isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saved = one_game(isolated)
    waiting = queued(monkeypatch)
    mover = threading.Thread(target=library.move, args=(saved, True))

    def delete_meanwhile() -> None:  # inside the save's lock
        mover.start()
        until(lambda: waiting.acquire(blocking=False) or not mover.is_alive())

    before_first(monkeypatch, disk, "replace", delete_meanwhile)
    assert run("hand", *CLASSIC_HAND)[0] == 0
    mover.join()
    assert list(isolated.glob("*.toml")) == []  # one copy, in the trash, with both hands
    (trashed,) = (isolated / "trash").glob("*.toml")
    assert len(storage.load(trashed).game.hands) == 2


def test_a_save_waiting_for_a_delete_finds_the_game_gone_and_never_makes_it_again(
    isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saved = one_game(isolated)
    base = storage.load(saved.path)
    waiting = queued(monkeypatch)
    refused: list[BaseException] = []

    def save() -> None:
        try:
            storage.update(base, lambda game: game.with_hand(game.hand(1)))
        except storage.StorageError as error:
            refused.append(error)

    saver = threading.Thread(target=save)

    def save_meanwhile() -> None:  # inside the delete's locks
        saver.start()
        until(lambda: waiting.acquire(blocking=False) or not saver.is_alive())

    before_first(monkeypatch, disk, "move", save_meanwhile)
    library.move(saved, to_trash=True)
    saver.join()
    assert [error.key for error in refused] == ["gone_meanwhile"]  # type: ignore[attr-defined]
    assert list(isolated.glob("*.toml")) == []
    assert len(list((isolated / "trash").glob("*.toml"))) == 1
    assert run("restore", saved.id)[0] == 0
    assert len(list(isolated.glob("*.toml"))) == 1


def test_a_hand_typed_into_a_game_deleted_meanwhile_is_shown_to_enter_again(
    isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saved = one_game(isolated)
    before_first(monkeypatch, storage, "update", lambda: library.move(saved, True))
    code, _, err = run("hand", "--line", "2 pi 100 der 2")
    assert code == 1
    assert "is no longer there (put in the trash or moved by another belote?)" in err
    assert "your hand, to enter again: belote hand --line '2 pi 100 der 2'" in err
    assert list(isolated.glob("*.toml")) == []


def test_a_new_game_in_the_second_of_a_delete_takes_a_name_of_its_own(
    isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(time, "strftime", lambda _: "20261201-101010")
    first = one_game(isolated)
    assert run("delete", first.id, "--yes")[0] == 0
    assert run("new", "--mode", "classique")[0] == 0
    (second,) = library.saved_games()
    assert second.path.name == "partie-20261201-101010+2.toml"
    assert second.id != first.id
    assert run("restore", first.id)[0] == 0  # both games, each with its own id
    assert run("delete", second.id, "--yes")[0] == 0


def test_a_rematch_never_takes_the_name_of_a_deleted_rematch(isolated: Path) -> None:
    run("new", "--mode", "classique", "--target", "100")
    run("hand", *CLASSIC_HAND)  # won
    run("rematch")
    names = [path.name for path in isolated.glob("*.toml")]
    rematched = next(name for name in names if "+2" in name)
    first = next(name for name in names if "+" not in name)
    run("delete", library.game_id(Path(rematched)), "--yes")
    run("rematch", "--file", str(isolated / first))
    again = sorted(path.name for path in isolated.glob("*.toml"))
    assert rematched not in again and any("+3" in name for name in again)
    assert run("restore", library.game_id(Path(rematched)))[0] == 0


def test_a_copy_put_back_by_hand_beside_its_trashed_game_is_never_overwritten(
    isolated: Path,
) -> None:
    """The same id in the trash and out of it: restore names the trashed one (not
    "ambiguous"), and refuses to move it over the copy; delete refuses the same way."""
    saved = one_game(isolated)
    run("delete", saved.id, "--yes")
    copy = isolated / saved.path.name
    copy.write_bytes((isolated / "trash" / saved.path.name).read_bytes())  # by hand
    code, _, err = run("restore", saved.id)
    assert code == 1
    assert "already exists: nothing was moved" in err
    code, out, err = run("delete", saved.id, "--yes")  # the copy: not ambiguous either
    assert code == 1 and "already exists" in err, out


# --- the lock --------------------------------------------------------------------------


def test_writers_take_the_lock_in_the_order_they_came(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    waiting = queued(monkeypatch)
    order: list[int] = []
    first_in = threading.Event()
    release = threading.Event()

    def writer(number: int) -> None:
        with lock.locked(tmp_path):
            if number == 0:
                first_in.set()
                release.wait(10)
            order.append(number)

    threads = [threading.Thread(target=writer, args=(n,)) for n in range(8)]
    threads[0].start()
    assert first_in.wait(10)
    for thread in threads[1:]:  # each one queued before the next comes
        thread.start()
        until(lambda: waiting.acquire(blocking=False))
    release.set()
    for thread in threads:
        thread.join(10)
    assert order == list(range(8))


HOLD = (
    "import sys\nfrom pathlib import Path\nfrom belote_cli.storage.lock import locked\n"
    "with locked(Path(sys.argv[1])):\n    print('in', flush=True)\n    sys.stdin.readline()\n"
)


def holder(folder: Path) -> subprocess.Popen[str]:
    """A writer in a process of its own: inside the lock once it said so, until its input
    says go (or it is killed)."""
    process = subprocess.Popen(
        [sys.executable, "-c", HOLD, str(folder)],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        text=True,
    )
    return process


def got_in(folder: Path) -> bool:
    done = threading.Event()

    def take() -> None:
        with lock.locked(folder):
            done.set()

    threading.Thread(target=take, daemon=True).start()
    return done.wait(10)


def test_a_writer_killed_while_it_waits_in_the_queue_holds_nobody_up(tmp_path: Path) -> None:
    first = holder(tmp_path)
    assert first.stdout is not None and first.stdout.readline() == "in\n"
    queued_one = holder(tmp_path)
    until(lambda: _tickets(tmp_path) >= 2)  # it took its ticket, and waits behind
    queued_one.send_signal(signal.SIGKILL)
    queued_one.wait()
    assert first.stdin is not None
    first.stdin.write("go\n")
    first.stdin.close()
    assert first.wait(10) == 0
    assert got_in(tmp_path)  # the dead ticket is no one's turn


def test_a_writer_killed_inside_the_lock_holds_nobody_up(tmp_path: Path) -> None:
    first = holder(tmp_path)
    assert first.stdout is not None and first.stdout.readline() == "in\n"
    first.send_signal(signal.SIGKILL)
    first.wait()
    assert got_in(tmp_path)


def _tickets(folder: Path) -> int:
    """The last ticket taken in the folder's queue (storage.lock)."""
    import os

    run_dir = Path(os.environ["XDG_RUNTIME_DIR"]) / f"belote-{os.getuid()}"
    found = folder.stat()
    queue = run_dir / f"{found.st_dev}-{found.st_ino}.lock"
    return int.from_bytes(queue.read_bytes()[:8].ljust(8, b"\0"), "big") if queue.exists() else 0


def test_a_writer_stopped_inside_the_lock_makes_the_others_give_up_in_time(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(lock, "TIMEOUT", 0.2)
    inside = threading.Event()
    release = threading.Event()

    def holder() -> None:
        with lock.locked(tmp_path):
            inside.set()
            release.wait(10)

    thread = threading.Thread(target=holder)
    thread.start()
    assert inside.wait(10)
    with pytest.raises(storage.StorageError) as error, lock.locked(tmp_path):
        pass
    release.set()
    thread.join()
    assert error.value.key == "lock_timeout"
    with lock.locked(tmp_path):  # and the lock is free again
        pass


def test_a_result_typed_while_another_scorer_entered_one_replaces_nothing_unseen(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = club("A", "B", "C", "D")
    run("concours", "draw")

    def other() -> None:
        concours_commands.result(
            concours=None, table=1, points=(1000, 944), partie=None, force=False
        )

    before_first(monkeypatch, store, "update", other)
    code, _, err = run("concours", "result", "1", "900", "1044")  # the table had none
    assert code == 1
    assert "table 1 of partie 1 got the result 1000 – 944 meanwhile (another belote)" in err
    assert table_on_disk(path, 1, 1).result == (1000, 944)
    code, out, _ = run("concours", "result", "1", "900", "1044", input="y\n")  # seen: corrects
    assert code == 0 and "replaces the result 1000 – 944" in out


def test_an_export_never_replaces_a_file_that_appeared_while_it_was_made(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from belote_cli.commands import export

    run("new", "--mode", "classique")
    out = tmp_path / "sheet.csv"
    before_first(monkeypatch, export, "_document", lambda: out.write_text("IMPORTANT"))
    code, _, err = run("export", "--format", "csv", "--output", str(out))
    assert code == 1 and "exists" in err
    assert out.read_text() == "IMPORTANT"


def test_a_queue_counter_written_by_someone_else_stops_no_writer(tmp_path: Path) -> None:
    with lock.locked(tmp_path):  # the queue file is made
        pass
    import os

    found = tmp_path.stat()
    queue = Path(os.environ["XDG_RUNTIME_DIR"]) / f"belote-{os.getuid()}"
    counter = queue / f"{found.st_dev}-{found.st_ino}.lock"
    for garbage in (b"\x7f\xff\xff\xff\xff\xff\xff\xff", b"\xff" * 8, b"x"):
        counter.write_bytes(garbage)
        assert got_in(tmp_path)


def test_a_game_deleted_between_its_id_and_its_reading_is_gone_not_missing(
    isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    saved = one_game(isolated)
    before_first(monkeypatch, storage, "load", lambda: library.move(saved, True))
    code, _, err = run("hand", "--game", saved.id, "--line", "2 pi 100 der 2")
    assert code == 1
    assert "is no longer there (put in the trash or moved by another belote?)" in err
    assert "no feuille de score" not in err


def test_a_confirmed_correction_never_replaces_a_newer_one_made_meanwhile(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """Two scorers correct one table at once (R14.9): the one whose confirmation showed a
    result that has since changed writes nothing, and is shown the newer one."""
    path = club("A", "B", "C", "D")
    run("concours", "draw")
    run("concours", "result", "1", "1000", "944")

    def other() -> None:
        concours_commands.result(
            concours=None, table=1, points=(1100, 844), partie=None, force=True
        )

    before_first(monkeypatch, store, "update", other)
    code, _, err = run("concours", "result", "1", "900", "1044", input="y\n")
    assert code == 1 and "got the result 1100 – 844 meanwhile" in err
    assert table_on_disk(path, 1, 1).result == (1100, 844)


def test_a_result_typed_while_a_team_of_its_table_withdrew_replaces_nothing_unseen(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = club("A", "B", "C", "D")
    run("concours", "draw")
    one = table_on_disk(path, 1, 1).teams[0]

    def other() -> None:
        concours_commands.team_withdraw(concours=None, number=one)

    before_first(monkeypatch, store, "update", other)
    code, _, err = run("concours", "result", "1", "900", "1044")
    assert code == 1 and f"got a forfeit by team {one} meanwhile" in err
    assert table_on_disk(path, 1, 1).forfeit == (one,)
