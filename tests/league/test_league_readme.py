"""The README's league transcript is a real run (issue 37): a club's evening published to a
real league server, published again, and the league's season read in the terminal -- the
same words as the README shows, its address and token aside."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from belote_cli.league import db
from belote_cli.league.app import make_league_app
from tests.browser import Running
from tests.helpers import ROOT, run

ADDRESS = "http://league.example.org:8000"  # the README's league
TEAMS = [("As", "Ana:123456, Bruno"), ("Rois", "Chloé, Dan"), ("Dames", "Emma, Félix")]


def transcript() -> list[tuple[str, str]]:
    """Each command of the README's league block, and what it printed."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    found = re.search(r"```text\n(\$ belote concours publish --league .*?)```", text, re.S)
    assert found, "the README shows a league's run"
    runs = re.split(r"^\$ ", found.group(1), flags=re.M)[1:]
    return [(block.split("\n", 1)[0], block.split("\n", 1)[1]) for block in runs]


def test_the_readme_league_transcript_is_what_belote_says(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setenv("BELOTE_HOME", str(tmp_path / "league"))
    code, out, _ = run("league", "club", "add", "Club des Pins")
    token = out.splitlines()[1].strip()
    server = Running(make_league_app(db.opened(None)))
    try:
        monkeypatch.setenv("BELOTE_HOME", str(tmp_path / "club"))
        assert (
            run("concours", "new", "Vendredi", "--parties", "2", "--donnes", "1", "--seed", "1")[0]
            == 0
        )
        for team, players in TEAMS:
            assert run("concours", "team", "add", team, "--players", players)[0] == 0
        for one, two in [(120, 42), (90, 72)]:
            assert run("concours", "draw")[0] == 0
            assert run("concours", "result", "1", str(one), str(two))[0] == 0
        for command, said in transcript():
            words = command.replace(ADDRESS, server.base).split()[1:]
            words = [token if w.startswith("YOjb") else w for w in words]
            code, out, err = run(*words)
            assert code == 0, err
            shown = out.replace(server.base, ADDRESS)
            expected = said.strip().splitlines()
            assert shown.strip().splitlines()[: len(expected)] == expected, command
    finally:
        server.stop()
