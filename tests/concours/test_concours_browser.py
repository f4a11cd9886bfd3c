"""The concours's printable pages in a real browser: headless Chromium (the system's package)
renders the table sheets and the results, and the screenshot is a page with ink on it.
Skipped where Chromium is not installed (`apt-get install chromium`) -- but under CI, where
.ci/run installs it, a missing browser fails."""

from __future__ import annotations

import struct
import subprocess
import zlib
from pathlib import Path

from tests.browser import CHROMIUM, MARKS, chromium, headless  # noqa: F401
from tests.helpers import run

pytestmark = MARKS


def screenshot(page: Path, size: str = "794,1123") -> bytes:
    shot = page.with_suffix(".png")
    command = headless(page.parent / "chromium-profile")
    command += ["--hide-scrollbars", f"--window-size={size}", f"--screenshot={shot}"]
    subprocess.run([*command, page.as_uri()], capture_output=True, timeout=120, check=False)
    return shot.read_bytes()


def pixels(png: bytes) -> tuple[int, int, bytes]:
    """Width, height and the raw (filtered) rows of a PNG: enough to tell a drawn page
    from a blank one."""
    assert png[:8] == b"\x89PNG\r\n\x1a\n"
    width, height = struct.unpack(">II", png[16:24])
    data, at = b"", 8
    while at < len(png):
        (length,) = struct.unpack(">I", png[at : at + 4])
        kind = png[at + 4 : at + 8]
        if kind == b"IDAT":
            data += png[at + 8 : at + 8 + length]
        at += 12 + length
    return width, height, zlib.decompress(data)


def test_the_table_sheets_and_results_render_in_chromium(tmp_path: Path) -> None:
    run("concours", "new", "Concours de Noël")
    for team in ("Les As", "Rois de cœur", "Dames", "Valets"):
        run("concours", "team", "add", team, "--players", "Ana,Bob")
    run("concours", "draw")
    run("concours", "result", "1", "1000", "944")
    sheets, results = tmp_path / "sheets.html", tmp_path / "results.html"
    assert run("concours", "export", "--sheets", "--output", str(sheets))[0] == 0
    assert run("concours", "export", "--format", "html", "--output", str(results))[0] == 0
    for page in (sheets, results):
        width, height, raw = pixels(screenshot(page))
        assert (width, height) == (794, 1123)
        # a blank page's rows filter to a handful of byte values; text and rules to all
        assert len(set(raw)) > 100, page.name
