"""The drawn exports in a real browser: headless Chromium (the system's package) opens the
HTML and the SVG as a reader would, offline. The HTML's rows are as the terminal draws them:
a row of blocks (the sheet's bars) never covers the row above, the chart's marks are text in
their team's colour on the page's own background, and nothing is fetched.
Skipped where Chromium is not installed (`apt-get install chromium`) -- but under CI, where
.ci/run installs it, a missing browser fails."""

from __future__ import annotations

import html
import json
import re
import subprocess
from pathlib import Path
from typing import Any

from tests.browser import CHROMIUM, MARKS, chromium, headless  # noqa: F401
from tests.helpers import EXAMPLE_FILES, run

pytestmark = MARKS


def browse(page: Path, *flags: str) -> str:
    """Chromium's standard output for `page` (the DOM with --dump-dom)."""
    command = headless(page.parent / "chromium-profile")
    command += ["--hide-scrollbars", *flags]
    done = subprocess.run([*command, page.as_uri()], capture_output=True, text=True, timeout=120)
    return done.stdout


# What the page shows, measured by the browser itself, written into the page for --dump-dom.
PROBE = """<pre id="probe"></pre><script>
const pre = document.querySelector("pre"), style = getComputedStyle(pre);
const canvas = document.createElement("canvas").getContext("2d");
canvas.font = `${style.fontSize} ${style.fontFamily}`;
const block = canvas.measureText("\u2588");
const inside = [...pre.querySelectorAll("*")];
const marks = inside.filter((e) => /^[\u25cf\u25cb\u25c9]+$/.test(e.textContent));
document.getElementById("probe").textContent = JSON.stringify({
  whiteSpace: style.whiteSpace,
  row: pre.getBoundingClientRect().height / (pre.textContent.split("\\n").length - 1),
  block: block.actualBoundingBoxAscent + block.actualBoundingBoxDescent,
  page: getComputedStyle(document.body).backgroundColor,
  backgrounds: [...new Set([pre, ...inside].map((e) => getComputedStyle(e).backgroundColor))],
  marks: [...new Set(marks.map((e) => e.textContent[0] + " " + getComputedStyle(e).color))],
  fetched: performance.getEntriesByType("resource").map((e) => e.name),
  fonts: [...document.fonts].map((font) => font.family),
});
</script>"""

# The same of the SVG: its text's font, what it fetched, the fonts it declared.
SVG_PROBE = """<script>
const texts = [...document.querySelectorAll("text")].filter((e) => e.textContent.trim());
const probe = document.createElementNS("http://www.w3.org/2000/svg", "text");
probe.id = "probe";
probe.textContent = JSON.stringify({
  texts: texts.length,
  font: getComputedStyle(texts[texts.length - 1]).fontFamily,
  drawn: texts.filter((e) => e.getBBox().width > 0).length,
  fetched: performance.getEntriesByType("resource").map((e) => e.name),
  fonts: [...document.fonts].map((font) => font.family),
});
document.documentElement.appendChild(probe);
</script>"""


def probed(page: Path) -> dict[str, Any]:
    """What the browser measured of `page`: a copy of it with the probe at its end."""
    shown = page.with_name("probed" + page.suffix)
    end, probe = ("</svg>", SVG_PROBE) if page.suffix == ".svg" else ("</body>", PROBE)
    shown.write_text(page.read_text().replace(end, probe + end))
    found = re.search(r'id="probe">(.*?)</', browse(shown, "--dump-dom"), re.S)
    assert found is not None and found.group(1), "the probe did not run"
    return json.loads(html.unescape(found.group(1)))  # type: ignore[no-any-return]


def exported(tmp_path: Path, fmt: str) -> Path:
    page = tmp_path / f"game.{fmt}"
    game = EXAMPLE_FILES / "faits-annonces-coinche-capot.toml"
    assert run("export", "--format", fmt, "--file", str(game), "--output", str(page))[0] == 0
    return page


def test_the_html_export_draws_the_sheet_and_chart_as_the_terminal_does(tmp_path: Path) -> None:
    shown = probed(exported(tmp_path, "html"))
    assert shown["whiteSpace"] == "pre"
    assert shown["block"] <= shown["row"] + 0.5  # a row of █ never covers the one above
    assert shown["page"] == "rgb(255, 255, 255)"
    assert set(shown["backgrounds"]) == {"rgba(0, 0, 0, 0)"}  # the page's, under every cell
    # the marks in the legend's colours (Rich's blue, red, magenta), not dimmed
    assert set(shown["marks"]) == {"● rgb(0, 0, 128)", "○ rgb(128, 0, 0)", "◉ rgb(128, 0, 128)"}
    assert shown["fetched"] == [] and shown["fonts"] == []  # the reader's own fonts


def test_the_svg_export_is_drawn_in_the_readers_own_monospace(tmp_path: Path) -> None:
    shown = probed(exported(tmp_path, "svg"))
    assert shown["texts"] > 100 and shown["drawn"] == shown["texts"]  # every text has ink
    assert shown["font"].endswith("monospace") and "Fira Code" not in shown["font"]
    assert shown["fetched"] == [] and shown["fonts"] == []  # no font from a CDN
