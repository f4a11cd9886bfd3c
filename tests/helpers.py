"""What several test files share: running the CLI, reading the sheet back, the hands they
type, and the worked examples of RULES R10 (docs/rules.md)."""

from __future__ import annotations

import json
import os
import re
import shlex
from collections.abc import Callable, Iterable
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from typer.testing import CliRunner

from belote_cli.cli import app
from belote_cli.core.cards import Rank, Suit
from belote_cli.core.concours import Concours, Table
from belote_cli.core.facts import (
    CAPOT,
    Annonce,
    AnnonceKind,
    Coinche,
    HandFacts,
    HouseRule,
    Mode,
    Rounding,
    Team,
)
from belote_cli.core.told import BELOTES, FACTS, TAKER, Kind, Told
from belote_cli.text.parse import annonces_text

ROOT = Path(__file__).parent.parent  # the repository
FIXTURES = ROOT / "tests" / "fixtures"  # a feuille or concours of every schema version
EXAMPLE_FILES = ROOT / "examples"

ONE, TWO = Team.ONE, Team.TWO
CLASSIQUE, FAITS, ANNONCES, FA = Mode.CLASSIQUE, Mode.FAITS, Mode.ANNONCES, Mode.FAITS_ANNONCES
EXACT, DIZAINE = Rounding.EXACT, Rounding.DIZAINE
C, S = Coinche.COINCHE, Coinche.SURCOINCHE

runner = CliRunner()

CLASSIC_HAND = ["--taker", "1", "--suit", "coeur", "--points", "1=90", "--der", "1"]
CLASSIC_HAND += ["--belote", "none", "--capot", "none", "--annonces", "none"]
COINCHE_HAND = ["--taker", "1", "--contract", "110", "--suit", "coeur", "--points", "1=103"]
COINCHE_HAND += ["--der", "1", "--belote", "2", "--coinche", "none", "--capot", "none"]
COINCHE_HAND += ["--annonces", "none"]


def run(*args: str, input: str | None = None) -> tuple[int, str, str]:
    result = runner.invoke(app, list(args), input=input)
    return result.exit_code, result.stdout, result.stderr


def restarted(path: Path, value: str | None) -> Path:
    """The feuille at `path` with its `started` line's value `value`, as TOML text (a
    string in quotes, a date-time, anything by hand); None: the line taken away, as a
    belote before schema 6 wrote it."""
    line = "" if value is None else f"started = {value}\n"
    text = re.sub(r"(?m)^started = .*\n", line, path.read_text(encoding="utf-8"))
    path.write_text(text, encoding="utf-8")
    return path


def played_at(path: Path, stamp: float) -> None:
    """A saved game played at `stamp` (seconds since the epoch, on a UTC clock): when it
    was started, as its feuille says (schema 6), and its file's time."""
    started = datetime.fromtimestamp(stamp, UTC).isoformat(timespec="milliseconds")
    restarted(path, f'"{started}"')
    os.utime(path, (stamp, stamp))


def drawn_at(home: Path, at: str) -> Path:
    """A concours of two teams with named players, its one table played, whose log says
    its first partie was drawn at `at` (a time typed by hand): its file."""
    run("concours", "new", "Club", "--mode", "faits", "--parties", "1")
    run("concours", "team", "add", "As", "--players", "Ana,Bruno")
    run("concours", "team", "add", "Rois", "--players", "Carole,David")
    run("concours", "draw")
    run("concours", "result", "1", "1000", "944")
    path = next((home / "concours").glob("*.toml"))
    text = path.read_text(encoding="utf-8")
    drawn = next(line for line in text.splitlines() if line.endswith(": partie 1 drawn"))
    path.write_text(text.replace(drawn.partition(" ")[0], at), encoding="utf-8")
    return path


def sheet(path: Path | None = None) -> dict[str, Any]:
    """`show --json`: a JSON document, read as one (Any: the test says what it holds)."""
    args = ["show", "--json"] + (["--file", str(path)] if path else [])
    code, out, err = run(*args)
    assert code == 0, err
    return json.loads(out)  # type: ignore[no-any-return]


def usage_error(argv: list[str], monkeypatch: Any, capsys: Any) -> str:
    """What the console script writes on stderr for `belote ARGV`, a usage error (exit 2)."""
    import pytest

    from belote_cli.cli import main

    monkeypatch.setattr("sys.argv", ["belote", *argv])
    with pytest.raises(SystemExit) as exit:
        main()
    assert exit.value.code == 2
    return str(capsys.readouterr().err)


def one_line_error(err: str) -> None:
    assert len(err.strip().splitlines()) == 1, err
    assert "Traceback" not in err
    assert err.startswith("belote: ")


def tierce(team: Team, height: Rank, suit: Suit | None = None) -> Annonce:
    return Annonce(team, AnnonceKind.TIERCE, height, suit)


# R10: (mode, rounding, facts, taker's mark, defence's mark); the taker is team 1.
EXAMPLES: dict[str, tuple[Mode, Rounding, dict[str, Any], int, int]] = {
    "E1": (FA, DIZAINE, dict(contract=110, points=103, der=ONE, belotes=(TWO,)), 220, 70),
    "E2": (
        FA,
        DIZAINE,
        dict(contract=90, trump=Suit.PIQUE, points=56, der=ONE, belotes=(ONE,)),
        20,
        250,
    ),
    "E3": (FAITS, EXACT, dict(contract=120, points=117, der=ONE), 127, 35),
    "E4": (FAITS, EXACT, dict(contract=140, points=128, der=ONE), 0, 162),
    "E5": (FAITS, EXACT, dict(contract=100, points=81, der=ONE, belotes=(ONE,)), 111, 71),
    "E6": (FAITS, EXACT, dict(contract=150, points=116, der=ONE, belotes=(ONE,)), 20, 162),
    "E7": (CLASSIQUE, DIZAINE, dict(points=76, der=ONE), 90, 80),
    "E9": (CLASSIQUE, EXACT, dict(capot=ONE, belotes=(ONE,)), 272, 0),
    "E10": (ANNONCES, DIZAINE, dict(contract=100, coinche=C, points=110, der=ONE), 200, 0),
    "E11": (ANNONCES, DIZAINE, dict(contract=CAPOT, coinche=S, capot=ONE), 1000, 0),
    "E12": (FAITS, DIZAINE, dict(contract=80, coinche=S, points=60, der=TWO), 0, 640),
    "E13": (FAITS, DIZAINE, dict(contract=90, capot=ONE), 250, 0),
    "E14": (
        CLASSIQUE,
        EXACT,
        dict(points=70, der=ONE, annonces=(tierce(ONE, Rank.ROI), tierce(TWO, Rank.DAME))),
        100,
        82,
    ),
    "E15": (FA, DIZAINE, dict(contract=100, coinche=C, points=100, der=ONE), 520, 0),
}


def named(told: Told) -> dict[str, object]:
    """The facts told, by HandFacts field (the taker and the belotes as their teams and
    their seats)."""
    facts: dict[str, object] = {fact.name: told[fact] for fact in told}
    if TAKER in told:
        facts["taker"], facts["taker_player"] = told[TAKER]
    if BELOTES in told:
        facts["belotes"] = tuple(one.team for one in told[BELOTES])
        facts["belote_players"] = tuple(one.seat for one in told[BELOTES])
    return facts


def totals_through_the_cli(
    mode: Mode, rounding: Rounding, rules: Iterable[HouseRule], facts: HandFacts
) -> list[int]:
    """A new game of this mode, rounding and house rules, the hand recorded by `belote hand`
    with every fact as an option: the totals `show --json` gives."""
    new = ["new", "--mode", mode.value, "--rounding", rounding.value]
    assert run(*new, *(arg for rule in rules for arg in ("--rule", rule.value)))[0] == 0
    code, _, err = run("hand", *shlex.split(hand_options(facts)), input="")
    assert code == 0, err
    totals: list[int] = sheet()["totals"]
    return totals


def _never(value: object) -> str:
    raise AssertionError(f"no hand of these tests names a player: {value}")


def hand_options(facts: HandFacts) -> str:
    """The options of `belote hand` that record these facts again, asking nothing: every
    fact of core.told.FACTS that the hand has, an optional one as `none` when not said."""

    def team(x: Team | None) -> str:
        return "none" if x is None else str(x.value)

    text: dict[Kind, Callable[[Any], str]] = {
        Kind.TAKER: lambda taker: team(taker.team),
        Kind.CONTRACT: str,
        Kind.TRUMP: lambda trump: trump.value,
        Kind.COINCHE: lambda level: level.value,
        Kind.TEAM: team,
        Kind.TEAM_OR_NONE: team,
        Kind.TEAMS: lambda held: ",".join(team(x.team) for x in held) or "none",
        Kind.POINTS: lambda points: f"{facts.taker.value}={points}",
        Kind.ANNONCES: lambda found: annonces_text(found) or "none",
        Kind.PLAYERS: lambda seats: "none" if not seats else _never(seats),
    }
    args = []
    for fact in FACTS:
        value = fact.of(facts)
        if value is not None or fact.optional:
            args += [f"--{fact.option}", text[fact.kind](value)]
    return " ".join(shlex.quote(arg) for arg in args)


def drawn_in_order(c: Concours, order: list[int]) -> Concours:
    """Partie 1 drawn in `order` (R14.8's example): the concours with the first seed whose
    random order it is, as a club might have drawn it."""
    import dataclasses

    for seed in range(100_000):
        seeded = dataclasses.replace(c, format=dataclasses.replace(c.format, seed=seed))
        if seeded.first_order() == order:
            return seeded.with_draw()
    raise AssertionError(f"no seed below 100,000 draws {order}")


def table_on_disk(path: Path, partie: int, table: int) -> Table:
    """Table `table` of partie `partie` as the concours file holds it now."""
    from belote_cli.storage import concours as store

    return store.load(path).concours.parties[partie - 1].tables[table - 1]
