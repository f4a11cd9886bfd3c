"""`belote stats` as people read it (issue 43): a table a side, cut into several where the
terminal is narrow, never a number cut or wrapped, no game's id; Nous and Eux one team
across games, a name one however it is spelled. Every cell is read back from the terminal
and checked against `stats --json`, at 40, 80 and 120 columns, in English and French."""

from __future__ import annotations

import io
import json
import re
from typing import Any

import pytest
from rich.cells import cell_len
from rich.console import Console

from belote_cli.cli import app
from belote_cli.commands.stats import totals
from belote_cli.core import stats as core
from belote_cli.core.season import period_of
from belote_cli.core.stats import LEVELS, Band, Side
from belote_cli.text.catalog import decimal, speaking, t
from belote_cli.text.games import NONE_CELL, print_stats
from tests.files.test_partners_and_season import evening
from tests.helpers import run, runner

WIDTHS = (40, 80, 120)
ID = re.compile(r"\b[0-9a-f]{8}\b")


def unnamed_games() -> None:
    """Three tables that named nobody, one of them typing its teams' names otherwise, with
    a coinche made, a surcoinche failed and a litige."""
    run("new", "--mode", "faits", "--target", "1000")
    run("hand", "--line", "1 110co c 103 der 1")  # Nous coinched, made
    run("hand", "--line", "2 90pi s 40 der 1")  # Eux surcoinched, failed
    run("new", "--mode", "classique")
    run("hand", "--line", "2 co 71 der 2")  # litige
    run("new", "--mode", "classique", "--team1", "nous", "--team2", "ÉUX")
    run("hand", "--line", "1 co 90 der 1 -")


def expected(side: str, figures: dict[str, Any]) -> dict[str, str]:
    """What each heading's cell says of a record, from its JSON (in the language spoken)."""
    taken = figures["taken"]
    hands = "stats_col_taken" if side == "players" else "stats_col_hands"
    best = figures["biggest_hand"]
    cells = {
        t("stats_col_games"): str(figures["games"]),
        t("stats_col_won"): str(figures["won"]),
        # no game finished: no share won, not 0 % (the note says the % is of finished games)
        "%": str(figures["won_percent"]) if figures["finished"] else "–",
        t("stats_col_going"): str(figures["in_progress"]),
        t(hands): str(figures["hands"]),
        t("stats_col_average"): decimal(figures["average_marks"]) if figures["hands"] else "–",
        t("stats_col_best"): NONE_CELL if best is None else str(best["marks"]),
        **{
            t(f"stats_col_{name}"): str(figures[name]) for name in ("capots", "litiges", "belotes")
        },
    }
    for band in Band:
        done = taken.get(band.value)
        cells[band.value] = NONE_CELL if done is None else f"{done['made']}/{done['taken']}"
    for level in LEVELS:
        for by in Side:
            made, failed = figures["coinches"][f"{level.value} {by.value}"].values()
            won = made if by is Side.TAKER else failed
            cell = f"{won}/{made + failed}" if made + failed else NONE_CELL
            cells[t(f"stats_col_{level.value}_{by.value}")] = cell
    return cells


def tables(out: str) -> list[tuple[list[str], list[list[str]]]]:
    """Each table printed: its headings, and its rows (a wrapped name joined again), the
    cells split where two spaces or more part them."""
    lines = out.splitlines()
    found = []
    for at, line in enumerate(lines[:-1]):
        if not lines[at + 1].startswith("─"):
            continue
        heads = re.split(r"\s{2,}", line.strip())
        rows: list[list[str]] = []
        for row in lines[at + 2 :]:
            if not row.strip():
                break
            cells = re.split(r"\s{2,}", row.strip())
            if len(cells) == 1 and rows:  # the rest of a name too long for its column
                rows[-1][0] += " " + cells[0]
            else:
                rows.append(cells)
        found.append((heads, rows))
    return found


def read_back(out: str) -> dict[str, dict[str, str]]:
    """Every name's cells, by heading, from all the tables it has a row in."""
    cells: dict[str, dict[str, str]] = {}
    for heads, rows in tables(out):
        for row in rows:
            assert len(row) == len(heads), (heads, row)  # a cell per heading: none wrapped
            cells.setdefault(row[0], {}).update(zip(heads[1:], row[1:], strict=True))
    return cells


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("width", WIDTHS)
def test_every_figure_is_whole_in_its_table_at_any_width(language: str, width: int) -> None:
    evening()
    unnamed_games()
    doc = json.loads(run("stats", "--json")[1])
    env = {"BELOTE_LANG": language, "COLUMNS": str(width)}
    result = runner.invoke(app, ["stats"], env=env, terminal_width=width)
    out = result.stdout
    assert result.exit_code == 0, result.stderr
    assert max(map(cell_len, out.splitlines())) <= width, out
    assert "…" not in out.replace("110-130…", "") and not ID.search(out), out  # nothing cut
    shown = read_back(out)
    with speaking(language):
        for side, records in doc.items():
            for name, figures in records.items():
                want = expected(side, figures)
                got = shown[name]
                assert got == {head: want[head] for head in got}, (name, out)
                assert set(got) >= {t("stats_col_games"), t("stats_col_best"), "%"}
    assert len(tables(out)) >= 3  # a side a table at least


def test_a_narrow_terminal_cuts_a_side_into_more_tables() -> None:
    evening()
    unnamed_games()
    counts = [
        len(tables(runner.invoke(app, ["stats"], env={"COLUMNS": str(w)}).stdout)) for w in WIDTHS
    ]
    assert counts[0] > counts[1] > counts[2] >= 3, counts


@pytest.mark.parametrize("width", WIDTHS)
def test_the_tables_fit_a_consoles_width(width: int) -> None:
    """Drawn on a Rich console of that width (not the environment's): the same."""
    evening()
    unnamed_games()
    doc = json.loads(run("stats", "--json")[1])
    teams, pairs, players = (
        {name: core.Record.of_tally(tally) for name, tally in side.items()}
        for side in totals(period_of(None, None))
    )
    text = io.StringIO()
    print_stats((teams, pairs, players), Console(file=text, width=width, no_color=True))
    out = text.getvalue()
    assert max(map(cell_len, out.splitlines())) <= width
    assert set(read_back(out)) == {name for side in doc.values() for name in side}


def test_unnamed_tables_are_one_team_however_spelled() -> None:
    unnamed_games()
    teams = json.loads(run("stats", "--json")[1])["teams"]
    assert set(teams) == {"Nous", "Eux"}  # as two games of three wrote them
    assert teams["Nous"]["games"] == teams["Eux"]["games"] == 3
    assert teams["Eux"]["litiges"] == 1 and teams["Nous"]["taken"]["110-130"]["made"] == 1
    assert teams["Eux"]["coinches"]["surcoinche taker"] == {"made": 0, "failed": 1}
    assert json.loads(run("stats", "--json", "--team", "eux")[1])["teams"].keys() == {"Eux"}


def test_the_spelling_of_most_games_names_the_team() -> None:
    """core.Sums: names folded as players type them; shown as most games wrote them, of
    equals the first in code-point order; summed by parts the same."""
    one = core.Record(games=1, hands=2, marks=100).tally()
    for every in (1, 2, 1000):
        sums = core.Sums(every)
        for name in ("eux", "Eux", "EUX", "Éux", "Eux", "Nous"):
            sums.add(name, one)
        total = sums.total()
        assert set(total) == {"Eux", "Nous"}
        assert core.Record.of_tally(total["Eux"]).games == 5
        assert core.Record.of_tally(total["Eux"]).marks == 500
    tied = core.Sums(10)
    tied.add("eux", one)
    tied.add("Eux", one)
    assert set(tied.total()) == {"Eux"}
