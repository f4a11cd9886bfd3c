"""Every write proves it can be read (storage.proof): a change whose file belote itself
could not read back -- past its read limits, or breaking what the reader checks -- is
refused with its reason, and the file stays byte-identical."""

from __future__ import annotations

from pathlib import Path

import pytest
import tomli_w

from belote_cli.core.concours import Concours, Table
from belote_cli.core.facts import DealKind, Mode, OtherDeal
from belote_cli.core.game import MAX_NOTE, Game, make_settings
from belote_cli.storage import concours as store
from belote_cli.storage import disk, tomltext
from belote_cli.storage.document import to_document
from belote_cli.storage.errors import StorageError
from tests.concours.test_concours_cli import concours as concours_file
from tests.helpers import one_line_error, run

PASSE = OtherDeal(DealKind.PASSE)
STARTED = 1  # the `started = …` line each save of belote's adds: one "="


def written(path: Path, entries: int, entry: OtherDeal) -> bytes:
    """A feuille of `entries` entries, as belote writes it (tomli-w, the newest schema)."""
    game = Game(make_settings(Mode.CLASSIQUE, target=100_000), (entry,) * entries)
    data = tomli_w.dumps(to_document(game)).encode()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(data)
    return data


def items(data: bytes) -> int:
    return sum(data.count(sign) for sign in (b"=", b",", b"[", b"{"))


def test_a_feuille_at_the_parsers_limit_takes_no_entry_it_could_not_read(isolated: Path) -> None:
    path = isolated / "long.toml"
    base = items(written(path, 0, PASSE))
    first = items(written(path, 1, PASSE)) - base  # the first passe opens the hands' list
    one = items(written(path, 2, PASSE)) - items(written(path, 1, PASSE))  # each other passe
    room = tomltext.MAX_ITEMS - STARTED
    most = (room - base - first) // one + 1
    before = written(path, most, PASSE)
    assert items(before) + STARTED <= tomltext.MAX_ITEMS < items(before) + STARTED + one
    code, _, err = run("hand", "--passe", "--file", str(path))
    assert code == 1, err
    one_line_error(err)
    assert "could not read back" in err and f"more than {tomltext.MAX_ITEMS} values" in err
    assert path.read_bytes() == before
    assert run("show", "--file", str(path))[0] == 0  # still read
    code, _, err = run("undo", "--file", str(path), input="y\n")  # and changed
    assert code == 0, err
    assert run("hand", "--passe", "--file", str(path))[0] == 0  # room for one again


def test_a_feuille_at_the_size_limit_takes_no_entry_it_could_not_read(
    isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BELOTE_LANG", "fr")
    path = isolated / "big.toml"
    manual = OtherDeal(DealKind.MANUAL, (0, 0), "n" * MAX_NOTE)
    one = len(written(path, 2, manual)) - len(written(path, 1, manual))
    most = (disk.MAX_BYTES - len(written(path, 0, manual))) // one
    before = written(path, most, manual)
    assert len(before) <= disk.MAX_BYTES < len(before) + one
    code, _, err = run(
        "hand", "--manual", "1=0,2=0", "--note", "n" * MAX_NOTE, "--file", str(path)
    )
    assert code == 1, err
    one_line_error(err)
    assert "ne pourrait pas relire" in err and "dépasserait 4 Mo" in err
    assert path.read_bytes() == before
    assert run("show", "--file", str(path))[0] == 0


def unfinished_first_partie(c: Concours) -> Concours:
    """What no command does: partie 1's table 1 without its result once partie 2 is drawn."""
    teams = c.parties[0].tables[0].teams
    return c._with_table(1, 1, Table(teams))


def test_a_concours_change_that_would_be_unreadable_is_refused_the_others_written() -> None:
    path = concours_file("A", "B", "C", "D", options=("--parties", "2"))
    assert run("concours", "draw")[0] == 0
    for n in (1, 2):
        assert run("concours", "result", str(n), "1000", "900", "--force")[0] == 0
    assert run("concours", "draw")[0] == 0
    before = path.read_bytes()
    with pytest.raises(StorageError) as refused:
        store.update(path, unfinished_first_partie)
    assert refused.value.key == "write_unreadable" and path.read_bytes() == before
    assert refused.value.params["detail"].key == "file_result_missing"  # type: ignore[attr-defined]

    def result(n: int) -> store.Change:
        return lambda c: c.with_result(2, n, (1100, 800))

    outcomes = store.update_all(
        path, [(result(1), "table 1"), (unfinished_first_partie, "cli"), (result(2), "table 2")]
    )
    assert isinstance(outcomes[1], StorageError) and outcomes[1].key == "write_unreadable"
    c = store.load(path).concours  # read by every command: both results in, partie 1 whole
    assert c.parties[0].complete and [t.result for t in c.parties[1].tables] == [(1100, 800)] * 2
    assert run("concours", "ranking")[0] == 0
