"""A whole concours run in a real pseudo-terminal (pexpect), in French and in English: 9
teams over 3 parties, one table played hand by hand with `play --concours`, a wrong sum
confirmed at the prompt, and the live board following a result entered meanwhile."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path

import pytest

from tests.terminal import BELOTE, MARKS, finish, pexpect, spawn, words

pytestmark = MARKS

TEAMS = ["Les As", "Rois", "Dames", "Valets", "Étoiles", "Piques", "Cœurs", "Trèfles", "Bleus"]
SAID = {
    "fr": {"added": "Équipe 9", "recorded": "Partie {k}, table {n} :", "ask": "Enregistrer"},
    "en": {"added": "Team 9", "recorded": "Partie {k}, table {n}:", "ask": "Record it anyway"},
}


def run(home: Path, language: str, *args: str) -> str:
    return finish(spawn(list(args), home, language=language))


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_whole_concours_of_9_teams_over_3_parties(isolated: Path, language: str) -> None:
    said = SAID[language]
    run(isolated, language, "concours", "new", "Club", "--parties", "3", "--seed", "7")
    for n, team in enumerate(TEAMS, start=1):
        out = run(isolated, language, "concours", "team", "add", team, "--players", f"A{n},B{n}")
    assert said["added"] in out
    for k in (1, 2, 3):
        draw = json.loads(run(isolated, language, "concours", "draw", "--json"))
        assert len(draw["tables"]) == 4 and draw["exempt"] is not None
        for table in draw["tables"]:
            n = table["table"]
            if k == 2 and n == 1:  # played hand by hand: 12 donnes
                child = spawn(
                    ["play", "--concours", "club", "--table", "1"], isolated, 80, language
                )
                child.expect(r"\[A\d\]")  # the first dealer, the first player offered
                child.sendline("")
                for donne in range(12):
                    child.expect(r"(?:Donne|Hand) \d+")
                    child.sendline("1 co 100 der 1 -" if donne % 2 else "2 pi 90 der 2 -")
                out = words(finish(child))
                assert said["recorded"].format(k=k, n=n) in out
                continue
            if k == 3 and n == 2:  # a wrong sum: asked, and confirmed
                child = spawn(["concours", "result", "2", "1100", "900"], isolated, 80, language)
                child.expect(said["ask"])
                child.sendline("o" if language == "fr" else "y")
                assert said["recorded"].format(k=k, n=n) in words(finish(child))
                continue
            out = run(isolated, language, "concours", "result", str(n), "1000", "944")
            assert said["recorded"].format(k=k, n=n) in words(out)
    ranking = json.loads(run(isolated, language, "concours", "ranking", "--json"))["ranking"]
    assert len(ranking) == 9 and all(r["parties"] == 3 for r in ranking)
    board = words(run(isolated, language, "concours", "show"))
    assert "Club" in board and "3 / 3" in board


def test_the_live_board_follows_a_result_entered_elsewhere(isolated: Path) -> None:
    run(isolated, "en", "concours", "new", "Live", "--mode", "faits")
    for team in TEAMS[:4]:
        run(isolated, "en", "concours", "team", "add", team)
    run(isolated, "en", "concours", "draw")
    child = spawn(["concours", "show", "--live"], isolated)
    child.expect("2 result")  # two results to come
    env = {"BELOTE_HOME": str(isolated), "BELOTE_LANG": "en", "PATH": "/usr/bin:/bin"}
    assert BELOTE is not None
    subprocess.run([BELOTE, "concours", "result", "1", "1234", "567"], env=env, check=True)
    child.expect("1 result", timeout=10)  # the heading, then the table below it
    child.expect("1234 – 567")
    child.sendintr()
    child.expect(pexpect.EOF)
