"""Eight belotes at once, each a real process, mixing every change there is (issue 17):
hands, undos and edits on one feuille; hands on a second one while it is deleted and
restored; a concours's results while its parties are drawn; teams added and removed by two
organisers at once. Afterwards every recorded change is found exactly once where its
author meant it -- 0 lost, 0 duplicated, 0 misplaced -- and every refusal was a real
conflict (the file changed in a way the change no longer fits) or a rule, never a wait.

`pytest --stress N` runs N rounds a writer (CI runs a few)."""

from __future__ import annotations

import json
import re
import subprocess
import sys
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

from belote_cli import storage
from belote_cli.storage import concours as store
from belote_cli.storage import library

BELOTE = [sys.executable, "-m", "belote_cli"]

# what a refusal may say when another belote really changed what this one meant
CONFLICTS = (
    "was changed by another belote",
    "is no longer there",
    "no game '",  # the game is in the trash at this moment
    "changed by another belote",  # a team removed meanwhile
    "the draw changed meanwhile",
    "no team ",  # every team removed at this moment
)
RULES = ("is not over: no result yet", "all 4 parties are drawn", "partie 1 is not over")
HAND_POINTS = {"g1": 81, "g2": 82, "undo": 83, "d": 85}


def belote(*args: str) -> tuple[int, str, str]:
    done = subprocess.run([*BELOTE, *args], capture_output=True, text=True, timeout=300)
    return done.returncode, done.stdout, done.stderr


class Log:
    """What one writer did: each command, its exit code and what it said."""

    def __init__(self, name: str) -> None:
        self.name = name
        self.runs: list[tuple[tuple[str, ...], int, str, str]] = []

    def __call__(self, *args: str) -> tuple[int, str, str]:
        code, out, err = belote(*args)
        self.runs.append((args, code, out, err))
        return code, out, err

    def ok(self, *command: str) -> list[str]:
        """What the successful runs of `command` (its first words) said."""
        size = len(command)
        return [out for args, code, out, _ in self.runs if code == 0 and args[:size] == command]


def refusals_without_a_conflict(logs: list[Log]) -> list[str]:
    bad = []
    for log in logs:
        for args, code, _, err in log.runs:
            if code != 0 and not any(why in err for why in CONFLICTS + RULES):
                bad.append(f"{log.name} {' '.join(args)}: {code} {err.strip()}")
    return bad


def test_eight_writers_mixing_every_change_lose_nothing(isolated: Path, stress: int) -> None:
    rounds = max(2, stress // 2)
    feuille = isolated.parent / "g.toml"
    assert (
        belote("new", "--mode", "classique", "--target", "100000", "--file", str(feuille))[0] == 0
    )
    assert belote("hand", "--line", "1 co 70 der 1", "--file", str(feuille))[0] == 0
    assert belote("new", "--mode", "classique", "--target", "100000")[0] == 0
    (second,) = library.saved_games()
    assert belote("concours", "new", "Club", "--parties", "4")[0] == 0
    for n in range(1, 9):
        assert belote("concours", "team", "add", f"T{n}", "--concours", "Club")[0] == 0
    assert belote("concours", "draw", "--concours", "Club")[0] == 0
    assert belote("concours", "new", "Desk")[0] == 0
    on_g = ("--file", str(feuille))

    def hands(log: Log, points: int) -> None:
        for _ in range(rounds):
            log("hand", "--line", f"1 co {points} der 1", *on_g)

    def hand_and_undo(log: Log) -> None:
        for _ in range(rounds):
            if log("hand", "--line", f"1 co {HAND_POINTS['undo']} der 1", *on_g)[0] == 0:
                log("undo", "--yes", *on_g)

    def edits_and_teams(log: Log) -> None:
        for n in range(rounds):
            log("edit", "1", "--belote", "1" if n % 2 == 0 else "none", *on_g)
            log("concours", "team", "add", f"E{n}", "--concours", "Desk")
            log("concours", "team", "remove", "1", "--concours", "Desk")

    def hands_on_the_second(log: Log) -> None:
        for _ in range(rounds * 2):
            log("hand", "--game", second.id, "--line", f"1 co {HAND_POINTS['d']} der 1")

    def delete_and_restore(log: Log) -> None:
        for _ in range(rounds):
            log("delete", second.id, "--yes")
            log("restore", second.id)

    def results(log: Log) -> None:
        for n in range(rounds * 3):
            table = 1 + n % 4
            log("concours", "result", str(table), str(900 + n), str(1044 - n), "--force",
                "--concours", "Club")  # fmt: skip

    def draws_and_teams(log: Log) -> None:
        for n in range(rounds):
            log("concours", "draw", "--concours", "Club")
            log("concours", "team", "add", f"D{n}", "--concours", "Desk")
            log("concours", "team", "remove", "1", "--concours", "Desk")

    writers = {
        "g1": lambda log: hands(log, HAND_POINTS["g1"]),
        "g2": lambda log: hands(log, HAND_POINTS["g2"]),
        "undo": hand_and_undo,
        "edit": edits_and_teams,
        "d": hands_on_the_second,
        "trash": delete_and_restore,
        "results": results,
        "draws": draws_and_teams,
    }
    logs = [Log(name) for name in writers]
    with ThreadPoolExecutor(len(writers)) as pool:
        for future in [pool.submit(writers[log.name], log) for log in logs]:
            future.result()
    by = {log.name: log for log in logs}

    assert refusals_without_a_conflict(logs) == []

    # the feuille: each writer's hands exactly as many times as they were recorded, but
    # for those the undos removed (the last hand as each undo found it)
    game = storage.load(feuille).game
    found = Counter(hand.points for hand in game.hands[1:])  # type: ignore[union-attr]
    added = {name: len(by[name].ok("hand")) for name in ("g1", "g2", "undo")}
    undone = len(by["undo"].ok("undo"))
    for name in added:
        assert found[HAND_POINTS[name]] <= added[name], name  # nothing duplicated
    assert sum(added.values()) - sum(found.values()) == undone  # nothing lost
    assert set(found) <= {HAND_POINTS[name] for name in added}
    assert game.hands[0].points == 70  # type: ignore[union-attr]
    edits = [args for args, code, *_ in by["edit"].runs if code == 0 and args[0] == "edit"]
    assert game.hands[0].belotes == (() if edits[-1][3] == "none" else (game.hands[0].taker,))  # type: ignore[union-attr]

    # the second game: once, in the folder or in the trash, with every hand recorded
    copies = [p for p in (*isolated.glob("*.toml"), *(isolated / "trash").glob("*.toml"))]
    assert [p.name for p in copies] == [second.path.name]
    assert len(storage.load(copies[0]).game.hands) == len(by["d"].ok("hand"))

    # the concours: each table's result is the last one recorded for it, where it was meant
    c = store.load(store.find("Club")).concours
    last: dict[tuple[int, int], tuple[int, int]] = {}
    for out in by["results"].ok("concours", "result"):
        match = re.search(r"Partie (\d+), table (\d+): .* (\d+) – (\d+) ", out)
        assert match, out
        k, table, one, two = map(int, match.groups())
        last[(k, table)] = (one, two)
    recorded = {
        (k, n): row.result
        for k, partie in enumerate(c.parties, start=1)
        for n, row in enumerate(partie.tables, start=1)
        if row.result is not None
    }
    assert recorded == last
    assert len(c.parties) == 1 + len(by["draws"].ok("concours", "draw"))

    # the desk: every team added is there but for those removed, each removed once
    desk = {team.name for team in store.load(store.find("Desk")).concours.teams}
    added_teams, removed_teams = set(), []
    for log in (by["edit"], by["draws"]):
        for args, code, out, _ in log.runs:
            if code == 0 and args[:3] == ("concours", "team", "add"):
                added_teams.add(args[3])
            if code == 0 and args[:3] == ("concours", "team", "remove"):
                removed_teams.append(re.search(r"Team 1 \((.+)\) removed", out).group(1))  # type: ignore[union-attr]
    assert len(removed_teams) == len(set(removed_teams))
    assert desk == added_teams - set(removed_teams)

    # nothing left behind
    assert [p for p in isolated.rglob(".*.tmp")] == []
    assert json.loads(belote("games", "--all", "--json")[1])  # the index agrees, readable
