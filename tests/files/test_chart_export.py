"""The chart a reader can read (issues 19 and 43): round labels, the target's line apart
from the totals near it and a round label near the target giving way to it, a labelled row
holding only its own value (963 under the 1000 row), two different totals never one mark,
the entries numbered under the axis; the SVG chart drawn to scale, its texts never
overlapping (their boxes from their font size); the sheet to print (HTML): a table of the
hands and the totals; both whole in one file, loading nothing from the web, every name
escaped."""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ElementTree
from fractions import Fraction
from html.parser import HTMLParser
from itertools import pairwise
from math import ceil
from pathlib import Path

import pytest
from hypothesis import given
from hypothesis import strategies as st

from belote_cli import storage
from belote_cli.cli import app
from belote_cli.core.facts import DealKind, OtherDeal
from belote_cli.core.game import Game, make_settings
from belote_cli.text.chart import BOTH, LINE, MARKS, chart, scale, step_for
from belote_cli.text.drawn import text_width
from tests.helpers import CLASSIQUE, EXACT, EXAMPLE_FILES, ONE, TWO, run, runner

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
    assert ticks == [0, 250, 500, 750, 1250]  # 1000, beside 1001, gives way to it
    target = next(y for y, (label, _) in enumerate(grid) if label == "1001")
    assert set(grid[target][1]) == {LINE}  # the target's row holds its line only
    labelled = [y for y, (label, _) in enumerate(grid) if label]
    assert all(b - a >= 3 for a, b in pairwise(labelled))  # two free rows between labels


def test_963_is_drawn_under_the_target_and_a_labelled_row_holds_its_value_only() -> None:
    grid = rows(game((500, 400), (463, 0)))  # 963 to 400, target 1001
    labels = {label: y for y, (label, _) in enumerate(grid) if label}
    last = columns(grid)[-1]
    assert labels["1001"] < last[MARKS[ONE]][0] < labels["750"]  # between, on no label
    assert last[MARKS[TWO]][0] in range(labels["500"] + 1, labels["250"])  # 400
    exact = columns(rows(game((500, 250), (0, 250))))[-1]  # 500 and 500: on the 500 row
    grid = rows(game((500, 250), (0, 250)))
    labels = {label: y for y, (label, _) in enumerate(grid) if label}
    assert exact == {BOTH: [labels["500"]]}
    above = columns(rows(game((510, 240))))[-1]  # 510 above the 500 row, 240 under 250
    assert above[MARKS[ONE]][0] < labels["500"] and above[MARKS[TWO]][0] > labels["250"]


@pytest.mark.parametrize(("entries", "width"), [(2, 80), (9, 80), (9, 40), (60, 40), (99, 120)])
def test_the_x_axis_numbers_the_entries_never_two_touching(entries: int, width: int) -> None:
    played = game(*([(10, 20)] * entries), target=None, donnes=99)
    lines = [line.plain for line in chart(played, width)]
    axis = next(at for at, line in enumerate(lines) if "└" in line)
    numbers = lines[axis + 1]
    assert len(numbers) <= width and numbers.strip()
    found = [(int(m.group()), m.start()) for m in re.finditer(r"\d+", numbers)]
    shown = [number for number, _ in found]
    step = shown[1] - shown[0] if len(shown) > 1 else 1
    assert shown == list(range(step, entries + 1, step))  # every one, or every nth
    start = lines[axis].index("└") + 1
    per_entry = (width - start - 1) / entries
    steps = [1, 2, 5, 10, 20, 50]
    if step > 1:  # sparser only as much as needed: the round step before would touch
        assert steps[steps.index(step) - 1] * per_entry < len(str(entries)) + 1
    for number, at in found:  # under its entry: where its point is drawn
        middle = at + len(str(number)) // 2 - start
        assert abs(middle - number * (width - 1 - start) / entries) <= len(str(number))


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
def test_every_scale_keeps_totals_apart_and_on_their_side_of_every_label(
    goal: int | None, pairs: list[tuple[int, int]]
) -> None:
    high = max(max(pair) for pair in pairs)
    drawn = scale(goal, high)
    ticks = sorted(drawn.ticks.values())
    step = step_for(max(high, goal or 0, 1))
    assert ticks[0] == 0 and round_step(step) and all(tick % step == 0 for tick in ticks)
    every = [step * n for n in range(ceil(max(high, goal or 0, 1) / step) + 1)]
    assert every[-1] >= max(high, goal or 0)  # the round values reach the top
    assert 4 <= len(every) <= 6 or max(high, goal or 0) < 3
    near = [
        v for v in every if goal is not None and v not in (0, goal) and 2 * abs(v - goal) < step
    ]
    assert ticks == [v for v in every if v not in near]  # those near the target give way
    assert list(drawn.values) == sorted(set(drawn.values))
    labelled = sorted(drawn.labels)
    for row, label in drawn.labels.items():  # the ticks and the target
        assert drawn.values[row] == Fraction(label)
    assert all(b - a >= 3 for a, b in pairwise(labelled))  # two free rows between labels
    if goal is not None:
        assert drawn.target is not None and drawn.labels[drawn.target] == goal
    for pair in pairs:
        low, up = sorted(pair)
        bottom, top = drawn.rows(low, up)
        assert (bottom == top) == (low == up) and bottom <= top
        for total, row in ((low, bottom), (up, top)):
            for at, label in drawn.labels.items():  # its side of every label; on it if equal
                assert (row > at) - (row < at) == (total > label) - (total < label)


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


class Sheet(HTMLParser):
    """The printable sheet's table read back: its heads, its body's and its foot's rows."""

    def __init__(self) -> None:
        super().__init__()
        self.part = ""
        self.rows: dict[str, list[list[str]]] = {"thead": [], "tbody": [], "tfoot": []}
        self.cell: list[str] | None = None
        self.tags: list[str] = []

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        self.tags.append(tag)
        if tag in self.rows:
            self.part = tag
        elif tag == "tr":
            self.rows[self.part].append([])
        elif tag in ("td", "th"):
            self.cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag in ("td", "th") and self.cell is not None:
            self.rows[self.part][-1].append("".join(self.cell).strip())
            self.cell = None

    def handle_data(self, data: str) -> None:
        if self.cell is not None:
            self.cell.append(data)


def read_sheet(html: str) -> Sheet:
    found = Sheet()
    found.feed(html)
    return found


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_sheet_to_print_is_a_table_of_the_hands_and_the_totals(
    tmp_path: Path, language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BELOTE_LANG", language)
    path = EXAMPLE_FILES / "faits-annonces-coinche-capot.toml"
    doc = json.loads(run("show", "--json", "--file", str(path))[1])
    target = tmp_path / "sheet.html"
    assert run("export", "--format", "html", "--file", str(path), "--output", str(target))[0] == 0
    html = target.read_text(encoding="utf-8")
    sheet = read_sheet(html)
    heads = {"en": ["#", "Taker", "Contract", "Outcome"], "fr": ["#", "Preneur", "Contrat"]}
    assert sheet.rows["thead"][0][: len(heads[language])] == heads[language]
    assert sheet.rows["thead"][0][4:] == ["Les Bleus", "Les Rouges"]
    marks = {"en": "Marks", "fr": "Points"}[language]
    assert sheet.rows["thead"][1] == [marks, "Total"] * 2
    body = sheet.rows["tbody"]
    assert [row[0] for row in body] == [str(hand["number"]) for hand in doc["hands"]]
    for row, hand in zip(body, doc["hands"], strict=True):
        one, two = hand["marks"], hand["totals"]
        assert row[4:] == [str(one[0]), str(two[0]), str(one[1]), str(two[1])]
    assert body[3][1:4] == ["Les Rouges", "capot ♦", "capot"]
    assert sheet.rows["tfoot"] == [["Total", "", "3890", "", "2050"]]
    assert f'<html lang="{language}">' in html and "@page { size: A4;" in html
    assert "Les Bleus" in html.split("</table>")[1]  # who won, under the table
    assert "<svg" in html and "xmlns" not in html  # the chart, inline


def test_every_name_is_text_in_the_sheet_and_the_chart(tmp_path: Path) -> None:
    run("new", "--mode", "classique", "--team1", "<script>alert(1)</script>", "--team2", "A & B")
    run("hand", "--line", "1 co 90 der 1 -")
    for fmt in ("html", "svg"):
        target = tmp_path / f"game.{fmt}"
        assert run("export", "--format", fmt, "--output", str(target))[0] == 0
        text = target.read_text(encoding="utf-8")
        assert "<script" not in text and "&lt;script&gt;alert(1)&lt;/script&gt;" in text
        assert "A &amp; B" in text and "A & B" not in text
    svg = ElementTree.parse(tmp_path / "game.svg").getroot()
    legend = [e.text for e in svg.iter(f"{SVG}text") if e.get("class") == "legend"]
    assert legend == ["<script>alert(1)</script>: 100", "A & B: 62"]
    assert (
        read_sheet((tmp_path / "game.html").read_text()).rows["thead"][0][4]
        == "<script>alert(1)</script>"
    )


SVG = "{http://www.w3.org/2000/svg}"


def chart_of(played: Game, tmp_path: Path, language: str = "en") -> ElementTree.Element:
    """The SVG chart of a game, as `belote export --format svg` writes it."""
    path, target = tmp_path / "game.toml", tmp_path / "chart.svg"
    path.unlink(missing_ok=True)
    storage.save(path, played, None)
    args = ["export", "--format", "svg", "--file", str(path), "--output", str(target), "--force"]
    result = runner.invoke(app, args, env={"BELOTE_LANG": language})
    assert result.exit_code == 0, result.stderr
    return ElementTree.parse(target).getroot()


def test_the_svg_chart_draws_each_total_at_its_true_height(tmp_path: Path) -> None:
    svg = chart_of(game((500, 400), (463, 0)), tmp_path)  # 963 to 400, target 1001
    ticks = {
        int(e.get("data-value", "")): float(e.get("y1", ""))
        for e in svg.iter(f"{SVG}line")
        if e.get("class") == "tick"
    }
    target = next(
        float(e.get("y1", "")) for e in svg.iter(f"{SVG}line") if e.get("class") == "target"
    )
    nous, eux = (
        [tuple(map(float, xy.split(","))) for xy in e.get("points", "").split()]
        for e in svg.iter(f"{SVG}polyline")
    )
    zero, thousand = ticks[0], ticks[1000]
    height = zero - nous[-1][1]  # SVG's y grows downwards
    assert abs(height / (zero - thousand) - 0.963) < 0.001  # 963: under the 1000 line
    assert nous[-1][1] > thousand > target  # under 1000, itself under the target's 1001
    assert [round((zero - y) / (zero - thousand) * 1000) for _, y in eux] == [0, 400, 400]
    assert [x for x, _ in nous] == [x for x, _ in eux] and nous[0][0] < nous[1][0] < nous[2][0]
    labels = [e.text for e in svg.iter(f"{SVG}text")]
    assert "target 1001" in labels and "1000" in labels and labels.count("1001") == 0
    assert [e.text for e in svg.iter(f"{SVG}text") if e.get("class") == "entry"] == ["1", "2"]


def boxes(svg: ElementTree.Element) -> list[tuple[str, float, float, float, float]]:
    """Each text's box from its font size and position: its width at most text_width's (or
    its textLength), from its baseline an ascent of 0.8 em and a descent of 0.25 em."""
    size = float(svg.get("font-size", ""))
    found = []
    for e in svg.iter(f"{SVG}text"):
        text, font = e.text or "", float(e.get("font-size", size))
        width = float(e.get("textLength") or text_width(text, font))
        x, y = float(e.get("x", "")), float(e.get("y", ""))
        left = x - {"start": 0, "middle": width / 2, "end": width}[e.get("text-anchor", "start")]
        found.append((text, left, y - 0.8 * font, left + width, y + 0.25 * font))
    return found


def overlapping(found: list[tuple[str, float, float, float, float]]) -> list[tuple[str, str]]:
    return [
        (a[0], b[0])
        for i, a in enumerate(found)
        for b in found[i + 1 :]
        if a[1] < b[3] and b[1] < a[3] and a[2] < b[4] and b[2] < a[4]
    ]


LONG = "Les Très Grands Champions du Club des Pins de Vieille-Ville"
CHARTS = {  # games whose labels could meet: near the target, long, of donnes, long names
    "near": game((500, 400), (463, 0)),
    "equal": game((500, 400), (501, 0)),
    "sixty": game(*(((i * 37) % 90, (i * 53) % 80) for i in range(60)), target=3000),
    "ninety-nine": game(*[(900, 800)] * 99, target=None, donnes=99),
    "donnes": game((90, 72), (0, 162), target=None, donnes=4),
    "small": game((1, 0), target=1),
    "names": Game(
        make_settings(CLASSIQUE, target=1000, rounding=EXACT, teams=(LONG, "漢字" * 30)),
        (OtherDeal(DealKind.MANUAL, (300, 200)),),
    ),
}


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("name", sorted(CHARTS))
def test_no_two_texts_of_the_svg_chart_overlap(tmp_path: Path, name: str, language: str) -> None:
    svg = chart_of(CHARTS[name], tmp_path, language)
    found = boxes(svg)
    assert overlapping(found) == []
    width, height = (float(v) for v in svg.get("viewBox", "").split()[2:])
    assert all(
        left >= 0 and right <= width and top >= 0 and bottom <= height
        for _, left, top, right, bottom in found
    )
    numbers = [int(e.text or "") for e in svg.iter(f"{SVG}text") if e.get("class") == "entry"]
    entries = len(CHARTS[name].lines)
    assert numbers and numbers[-1] > entries - numbers[0] and numbers == sorted(numbers)
