"""The chart a reader can read (issue 19): round labels, the target's line apart from the
totals near it, two different totals never one mark; and the drawn exports (SVG, HTML)
whole in one file, loading nothing from the web."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ElementTree
from fractions import Fraction
from html.parser import HTMLParser
from itertools import pairwise
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from belote_cli import storage
from belote_cli.core.facts import DealKind, OtherDeal
from belote_cli.core.game import Game, make_settings
from belote_cli.text.chart import BOTH, LINE, MARKS, chart, scale
from tests.helpers import CLASSIQUE, EXACT, EXAMPLE_FILES, ONE, TWO, run

ROUND = {"1", "2", "25", "5"}  # a round step's digits: 1, 2, 2.5 or 5 times a power of ten


def game(*marks: tuple[int, int], target: int | None = 1001, donnes: int | None = None) -> Game:
    """A game whose entries are manual deals of these marks: any totals wanted."""
    settings = make_settings(CLASSIQUE, target=target, rounding=EXACT, donnes=donnes)
    return Game(settings, tuple(OtherDeal(DealKind.MANUAL, pair) for pair in marks))


def rows(played: Game, width: int = 80) -> list[tuple[str, str]]:
    """The chart's rows from the top: each row's label and its cells."""
    lines = [line.plain for line in chart(played, width)]
    assert max(len(line) for line in lines) <= width
    grid = [line.split("│", 1) for line in lines if "│" in line]
    return [(label.strip(), cells) for label, cells in grid]


def columns(grid: list[tuple[str, str]]) -> list[dict[str, list[int]]]:
    """For each column of the chart, the rows (from the top) of each mark in it."""
    width = len(grid[0][1])
    found: list[dict[str, list[int]]] = [{} for _ in range(width)]
    for y, (_, cells) in enumerate(grid):
        for x, char in enumerate(cells):
            if char in (*MARKS.values(), BOTH):
                found[x].setdefault(char, []).append(y)
    return found


def round_step(step: int) -> bool:
    return str(step).rstrip("0") in ROUND


def test_the_labels_are_round_steps_from_0_and_the_target_is_one() -> None:
    grid = rows(game((500, 400), (508, 0)))  # 1008 to 400, target 1001
    labels = [int(label) for label, _ in grid if label]
    assert 1001 in labels
    ticks = sorted(label for label in labels if label != 1001)
    assert ticks == [0, 250, 500, 750, 1000, 1250]
    target = next(y for y, (label, _) in enumerate(grid) if label == "1001")
    assert set(grid[target][1]) == {LINE}  # the target's row holds its line only


def test_a_total_near_the_target_is_drawn_on_its_side_never_on_the_line() -> None:
    grid = rows(game((500, 400), (508, 0)))  # 1008 is above 1001, and drawn above it
    target = next(y for y, (label, _) in enumerate(grid) if label == "1001")
    last = columns(grid)[-1]
    assert last[MARKS[ONE]] == [target - 1]  # the row just above the line
    assert LINE not in grid[target - 1][1]
    below = rows(game((500, 400), (495, 0)))  # 995: just below
    target = next(y for y, (label, _) in enumerate(below) if label == "1001")
    assert columns(below)[-1][MARKS[ONE]] == [target + 1]
    equal = rows(game((500, 400), (501, 0)))  # the target itself: on its line
    target = next(y for y, (label, _) in enumerate(equal) if label == "1001")
    assert columns(equal)[-1][MARKS[ONE]] == [target]


@pytest.mark.parametrize("width", [50, 80])
def test_two_different_totals_are_two_marks_and_equal_totals_one(width: int) -> None:
    # 0 to 0, 300 to 300, then 310 to 320 and 1010 to 1005: a row (125 points) apart at most
    played = game((300, 300), (10, 20), (700, 685), target=None, donnes=5)
    found = columns(rows(played, width))
    for column in found:
        if BOTH in column:  # one mark, where the totals are equal
            assert column == {BOTH: column[BOTH]} and len(column[BOTH]) == 1
        else:  # two marks on two rows
            one, two = column[MARKS[ONE]], column[MARKS[TWO]]
            assert len(one) == len(two) == 1 and one != two
    apart = [
        (column[MARKS[ONE]][0], column[MARKS[TWO]][0]) for column in found if BOTH not in column
    ]
    assert sum(BOTH in column for column in found) > 0 and apart
    assert apart[0][0] > apart[0][1]  # 320 drawn above 310 (rows counted from the top)
    assert apart[-1][0] < apart[-1][1]  # 1010 above 1005
    assert abs(apart[-1][0] - apart[-1][1]) == 1  # next to each other


@given(
    st.one_of(st.none(), st.integers(1, 100_000)),
    st.lists(st.tuples(st.integers(0, 110_000), st.integers(0, 110_000)), min_size=1),
)
def test_every_scale_keeps_totals_apart_and_on_their_side_of_the_target(
    goal: int | None, pairs: list[tuple[int, int]]
) -> None:
    high = max(max(pair) for pair in pairs)
    drawn = scale(goal, high)
    ticks = sorted(drawn.ticks.values())
    steps = {b - a for a, b in pairwise(ticks)}
    assert ticks[0] == 0 and len(steps) == 1 and round_step(steps.pop())
    assert 4 <= len(ticks) <= 6 or max(high, goal or 0) < 3
    assert ticks[-1] >= max(high, goal or 0)
    assert list(drawn.values) == sorted(set(drawn.values))
    for row, label in drawn.labels.items():  # the ticks and the target
        assert drawn.values[row] == Fraction(label)
    if goal is not None:
        assert drawn.target is not None and drawn.labels[drawn.target] == goal
    for pair in pairs:
        low, up = sorted(pair)
        bottom, top = drawn.rows(low, up)
        assert (bottom == top) == (low == up) and bottom <= top
        for total, row in ((low, bottom), (up, top)):
            if goal is not None and drawn.target is not None:
                side = (total > goal) - (total < goal)
                assert (row > drawn.target) - (row < drawn.target) == side


def exports(tmp_path: Path) -> dict[str, str]:
    """The HTML and SVG of the example game and of a game ending near its target, each
    by the name of its game and format: the file each is written to (the current folder,
    the tests' tmp_path) and says it was."""
    near = tmp_path / "near.toml"
    storage.save(near, game((500, 400), (508, 0)), None)
    out = {}
    for path in (EXAMPLE_FILES / "faits-annonces-coinche-capot.toml", near):
        for fmt in ("html", "svg"):
            code, said, err = run("export", "--format", fmt, "--file", str(path))
            written = tmp_path / f"{path.stem}.{fmt}"
            assert code == 0 and said == f"Written: {written}\n", err
            out[written.name] = written.read_text(encoding="utf-8")
    return out


# The names of the SVG's namespaces, in its root: names, never fetched.
NAMESPACES = ('xmlns="http://www.w3.org/2000/svg"', 'xmlns:xlink="http://www.w3.org/1999/xlink"')


def test_the_drawn_exports_load_nothing_from_elsewhere(tmp_path: Path) -> None:
    for name, text in exports(tmp_path).items():
        assert ("3890" if name.startswith("faits") else "1008") in text, name
        bare = text
        if name.endswith(".svg"):
            root = text[: text.index(">")]
            assert ElementTree.fromstring(text).tag == "{http://www.w3.org/2000/svg}svg"
            for namespace in NAMESPACES:
                bare = bare.replace(namespace, "") if namespace in root else bare
        else:
            HTMLParser().feed(text)
        assert "http://" not in bare and "https://" not in bare, name
        assert "@import" not in text and "@font-face" not in text, name
        assert re.findall(r"url\((?!#)", text) == [], name  # only the file's own clip paths
        assert "src=" not in text and "href=" not in text, name


def test_the_html_export_keeps_the_lines_as_drawn(tmp_path: Path) -> None:
    html = exports(tmp_path)["near.html"]
    assert "white-space: pre" in html and "line-height: 1.25" in html
    assert "monospace" in html and "Fira Code" not in html
