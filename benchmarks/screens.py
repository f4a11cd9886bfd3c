"""Screenshots of the concours night as people see it, at the sizes tests/web/test_screens.py
measures: the wall (partie 2 under way, and the evening finished, its podium and prizes), a
table's page on a phone (the other team's entry to confirm) and the organiser's page.

    python benchmarks/screens.py [FOLDER] [--readme]

FOLDER is docs/screens/ by default. Every page at 390×844, 1366×768, 1920×1080 and
3840×2160 (`wall-going-1920x1080.png`, ...), what a screen shows without scrolling; with
--readme, the three the README shows: the wall and the organiser's page at 1366×768, a phone
at 390×844 (`wall.png`, `organiser.png`, `phone.png`). The evening is the tests' own (60
teams of real names up to 60 signs, in French), made in a temporary BELOTE_HOME with the
command line, served on localhost by the real server; the browser is the system's Chromium
(Playwright, nothing downloaded)."""

from __future__ import annotations

import argparse
import os
import shutil
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folder", nargs="?", type=Path, default=ROOT / "docs" / "screens")
    parser.add_argument("--readme", action="store_true", help="only the README's three")
    chosen = parser.parse_args()
    work = Path(tempfile.mkdtemp(prefix="belote-screens-"))
    runtime = work / "run"
    runtime.mkdir(mode=0o700)
    os.environ |= {"XDG_RUNTIME_DIR": str(runtime), "BELOTE_LANG": "fr"}
    os.environ |= {"BELOTE_HOME": str(work / "going")}
    os.environ.pop("BELOTE_FILE", None)
    try:
        shoot(work, chosen.folder, chosen.readme)
    finally:
        shutil.rmtree(work, ignore_errors=True)


def shoot(work: Path, folder: Path, readme: bool) -> None:
    from playwright.sync_api import sync_playwright

    from belote_cli.storage import concours as store
    from tests.browser import CHROMIUM
    from tests.web.test_screens import FLAGS, SIZES, Served, build, finish

    if CHROMIUM is None:
        sys.exit("no Chromium on this machine")
    going_path = build(work / "going")
    shutil.copytree(work / "going", work / "finished")
    os.environ["BELOTE_HOME"] = str(work / "finished")
    finish(store.find(None))
    finished_path = store.find(None)
    folder.mkdir(parents=True, exist_ok=True)
    going, finished = Served(going_path), Served(finished_path)
    try:
        going.enter(14, 0, 1100, 844)  # as in the tests: an entry, a conflict, a doubt
        going.enter(15, 0, 1000, 944)
        going.enter(15, 1, 944, 1000)
        going.enter(16, 0, 1000, 900)
        going.enter(17, 0, 1264, 680)  # the phone shown: team 2 of table 17, to confirm
        pages = {
            "wall-going": going.base + "/",
            "wall-finished": finished.base + "/",
            "phone": f"{going.base}/t/{going.code(17, 1)}",
            "organiser": f"{going.base}/o/{going.organiser()}",
        }
        wanted = [(name, size) for name in pages for size in SIZES]
        if readme:
            wanted = [("wall-going", "laptop"), ("phone", "phone"), ("organiser", "laptop")]
        with sync_playwright() as playwright:
            browser = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
            for name, size in wanted:
                viewport = SIZES[size]
                context = browser.new_context(viewport=viewport, locale="fr-FR")
                page = context.new_page()
                page.goto(pages[name])
                page.wait_for_load_state("networkidle")
                if readme:
                    path = folder / f"{name.removesuffix('-going')}.png"
                else:
                    path = folder / f"{name}-{viewport['width']}x{viewport['height']}.png"
                page.screenshot(path=str(path))
                print(f"{path}  {path.stat().st_size // 1024} KiB")
                context.close()
            browser.close()
    finally:
        going.running.stop()
        finished.running.stop()


if __name__ == "__main__":
    main()
