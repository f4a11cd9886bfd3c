"""The web pages as package files (web.pages): every template in `templates/`, compiled with
escaping on and nothing that turns it off, every page escaping every name, every sentence it
names in every language; the style and the script read from `static/`; and a wheel built from
the sources ships them all, so that an installed belote (not only a checkout) serves its pages."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
import zipfile
from importlib import metadata
from pathlib import Path

import pytest

from belote_cli.core.concours import Concours, entrant, make_format
from belote_cli.core.facts import Mode
from belote_cli.text.catalog import LANGUAGES, catalog
from belote_cli.web import pages
from belote_cli.web.entries import Entry, Key, State
from tests.helpers import ROOT

HOSTILE = "<script>alert(1)</script>"
WEB = ROOT / "belote_cli" / "web"
TEMPLATES = sorted((WEB / "templates").glob("*.html"))


def test_every_template_is_a_package_file_compiled_with_escaping_on() -> None:
    assert pages.ENVIRONMENT.autoescape is True
    assert pages.ENVIRONMENT.list_templates() == [path.name for path in TEMPLATES]
    for path in TEMPLATES:
        pages.ENVIRONMENT.get_template(path.name)  # compiles
        text = path.read_text(encoding="utf-8")
        # nothing a template says turns the escaping off for a value
        assert not re.search(r"\|\s*safe\b|autoescape\s+false|\bMarkup\b", text), path.name
        macros = path.stem.endswith("macros")  # what several pages write alike (league's too)
        if path.stem != "layout" and not macros and not path.stem.endswith("_part"):  # a page
            assert '{% extends "layout.html" %}' in text, path.name


def test_every_sentence_a_template_names_is_in_every_language() -> None:
    named = re.compile(r"""\bt\(\s*["']([a-z_0-9]+)["']\s*[,)]""")
    keys = {key for path in TEMPLATES for key in named.findall(path.read_text(encoding="utf-8"))}
    assert len(keys) > 20  # the pattern does find them
    for code in LANGUAGES:
        assert keys - set(catalog(code).MESSAGES) == set(), code


def test_the_style_and_the_script_are_the_static_files_held_in_memory() -> None:
    static = sorted((WEB / "static").iterdir())
    names = ["league.css", "style.css", "wall.js"]  # the league's own style too (issue 46)
    assert sorted(pages.ASSETS) == [path.name for path in static] == names
    for path in static:
        media, body = pages.ASSETS[path.name]
        assert body == path.read_bytes() and media.endswith("; charset=utf-8")


def hostile_concours() -> Concours:
    """A concours whose every name is a script: its own, its teams', players', prizes'."""
    c = Concours(HOSTILE, make_format(Mode.CLASSIQUE, 4, seed=1))
    for n in range(4):
        c = c.with_team(entrant(f"{HOSTILE} {n}", [HOSTILE, f"<b>{n}</b>"]))
    return c.with_prizes([HOSTILE, "<i>lot</i>"]).with_draw().with_result(1, 1, (1000, 944))


def test_every_page_escapes_every_name() -> None:
    c = hostile_concours()
    _, partie = c.partie()
    waiting = {
        Key(1, 2, partie.tables[1].teams): Entry(State.WAITING, (900, 0), 0, None, (HOSTILE,))
    }
    shown = {
        "wall": pages.wall(c, waiting, {}),
        "wall_part": pages.wall(c, waiting, {}, whole=False),
        "organiser": pages.organiser(c, waiting, "token", {"said": "draw"}),
        "table": pages.table(c, 1, 2, 1, waiting[Key(1, 2, partie.tables[1].teams)], "t", ""),
        "refusal": pages.refusal(404, HOSTILE),
    }
    for name, response in shown.items():
        html = bytes(response.body).decode()
        assert HOSTILE not in html and "&lt;script&gt;alert(1)&lt;/script&gt;" in html, name
        assert "<i>" not in html and "<b>" not in html, name


def _build_backend() -> list[str]:
    """pip's options for building belote: this environment's setuptools when it can build
    this pyproject.toml (a license as text needs 77), else the one pip fetches."""
    try:
        major = int(metadata.version("setuptools").split(".")[0])
    except (metadata.PackageNotFoundError, ValueError):
        major = 0
    return ["--no-build-isolation"] if major >= 77 else []


@pytest.mark.slow
def test_a_wheel_ships_the_templates_and_the_static_files(tmp_path: Path) -> None:
    """Built from a copy of the sources (the checkout is left as it was), then imported from
    the wheel's files alone: its pages render and its assets are there."""
    source, dist, site = tmp_path / "source", tmp_path / "dist", tmp_path / "site"
    shutil.copytree(
        ROOT / "belote_cli", source / "belote_cli", ignore=shutil.ignore_patterns("__pycache__")
    )
    for name in ("pyproject.toml", "README.md"):
        shutil.copy2(ROOT / name, source / name)
    command = [sys.executable, "-m", "pip", "wheel", str(source), "--no-deps", "--quiet"]
    built = subprocess.run(
        [*command, *_build_backend(), "-w", str(dist)], capture_output=True, text=True
    )
    offline = "No matching distribution found for setuptools" in built.stderr
    if built.returncode and offline and not os.environ.get("CI"):
        pytest.skip("no setuptools to build with, offline")  # under CI, a failure
    assert built.returncode == 0, built.stderr
    (wheel,) = dist.glob("belote-*.whl")
    with zipfile.ZipFile(wheel) as opened:
        shipped = set(opened.namelist())
        opened.extractall(site)
    wanted = {
        path.relative_to(ROOT).as_posix()
        for folder in ("templates", "static")
        for path in (WEB / folder).iterdir()
    }
    assert len(wanted) >= 10 and wanted <= shipped
    # the league's migrations (issue 37): Alembic reads them from the installed package
    migrations = ROOT / "belote_cli" / "league" / "migrations"
    steps = {path.relative_to(ROOT).as_posix() for path in migrations.rglob("*.py")}
    assert len(steps) >= 2 and steps <= shipped
    probe = "from belote_cli.web import pages\nprint(pages.__file__, sorted(pages.ASSETS))\n"
    probe += (
        "for name in pages.ENVIRONMENT.list_templates(): pages.ENVIRONMENT.get_template(name)\n"
    )
    probe += "print(bytes(pages.refusal(404, '<b>').body).decode())\n"
    probe += "from belote_cli.league import db\n"  # the league's tables made from the wheel's
    probe += "print(db.opened('sqlite:///league.sqlite3').url)\n"
    ran = subprocess.run(
        [sys.executable, "-c", probe],
        capture_output=True,
        text=True,
        cwd=tmp_path,
        env={**os.environ, "PYTHONPATH": str(site)},
    )
    assert ran.returncode == 0, ran.stderr
    assert ran.stdout.startswith(f"{site / 'belote_cli' / 'web' / 'pages.py'} ['league.css', ")
    assert "<h1>There is no such page</h1>" in ran.stdout and "&lt;b&gt;" in ran.stdout
    assert ran.stdout.rstrip().endswith("sqlite:///league.sqlite3")
