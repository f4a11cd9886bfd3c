"""`belote play` at a real terminal (pexpect, its screen drawn by pyte), as issue 43 asks:
a line that is the whole hand is recorded with nothing asked, what it leaves out said as
none before Enter; a refused line stays on the edited line to correct; `<` then Enter walks
through the same questions in the same order; the capot question offers the marks the
preview showed and the sheet then records, the pot included; who coinched is asked of a
person at a terminal."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from belote_cli.core.facts import Mode
from belote_cli.core.game import Game, make_settings
from belote_cli.entry.editline import preview
from belote_cli.text import line
from tests.hands.test_editline import Screen, hands_on_disk, spawn
from tests.helpers import run
from tests.terminal import MARKS, pexpect

pytestmark = MARKS


def _quit(screen: Screen) -> None:
    time.sleep(0.3)
    screen.send("\x04")  # Ctrl-D on an empty line: quit, every hand saved
    screen.child.expect(pexpect.EOF)
    assert "Traceback" not in screen.seen


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("columns", [40, 120])
def test_a_whole_line_is_recorded_with_nothing_asked(
    isolated: Path, language: str, columns: int, monkeypatch: pytest.MonkeyPatch
) -> None:
    assert run("new", "--mode", "faits", "--players", "Ana,Bob,Cid,Dan")[0] == 0
    monkeypatch.setenv("BELOTE_LANG", language)
    screen = Screen(spawn(["play"], isolated, columns, language), columns)
    screen.shows("1 110co 103 der 1")
    screen.send("bob 100pi c 90 der 2")
    none = "nothing else: no belote" if language == "en" else "rien d'autre : pas de belote"
    screen.shows(none)  # before Enter: what the line leaves out is none
    screen.send("\r")
    screen.shows("Hand 2" if language == "en" else "Donne 2")
    shown = " ".join(screen.seen.split())
    for question in ("Coinche (", "Belote and", "Belote et", "Who coinched", "Qui a coinché"):
        assert question not in shown
    _quit(screen)
    hand = hands_on_disk(isolated)[0]
    assert (hand["coinche"], hand["coinchers"], hand["belote"]) == ("coinche", [], None)


def test_a_refused_line_stays_on_the_edited_line(isolated: Path) -> None:
    assert run("new", "--profile", "ffb-contree-2016-faits")[0] == 0
    screen = Screen(spawn(["play"], isolated, 80, "en"), 80)
    screen.shows("undo or help")
    screen.send("1 100sa 100 der 1\r")  # this profile plays no sans atout
    screen.shows("sans atout")
    screen.typed(" 1 100sa 100 der 1")  # the line, back, to correct
    assert "Coinche (" not in screen.seen  # refused before any question
    screen.send("\x7f" * len("sa 100 der 1") + "co 100 der 1\r")
    screen.shows("Hand 1 —")
    _quit(screen)
    assert hands_on_disk(isolated)[0]["suit"] == "coeur"


def test_going_back_then_on_asks_the_same_questions_in_the_same_order(isolated: Path) -> None:
    assert run("new", "--mode", "faits", "--players", "Ana,Bob,Cid,Dan")[0] == 0
    screen = Screen(spawn(["play"], isolated, 100, "en"), 100)
    screen.shows("undo or help")
    screen.send("bob 100pi c 85\r")  # no der: asked, question by question
    screen.shows("Who coinched? (Ana, Cid; none)")
    for answer, question in [
        ("<", "Coinche (none"),
        ("<", "Trump ("),
        ("", "Coinche (none"),
        ("", "Who coinched? (Ana, Cid; none)"),
        ("ana", "Dix de der"),
        ("2", "Belote and declarations"),
    ]:
        screen.send(answer + "\r")
        screen.shows(question)
    screen.send("\r")
    screen.shows("Hand 2")
    _quit(screen)
    hand = hands_on_disk(isolated)[0]
    assert (hand["suit"], hand["coinche"], hand["coinchers"]) == ("pique", "coinche", [1])


def test_the_capot_question_offers_the_previews_and_the_sheets_figures(isolated: Path) -> None:
    assert run("new", "--mode", "classique", "--team1", "Les Rouges", "--team2", "Bleus")[0] == 0
    assert run("hand", "--line", "1 co 71 der 1")[0] == 0  # a litige: 81 in the pot
    settings = make_settings(Mode.CLASSIQUE, teams=("Les Rouges", "Bleus"))
    game = Game(settings).with_hand(line.read("1 co 71 der 1", settings).hand())
    # the preview's marks of either line: a capot, or 152 and the der without one
    previewed = preview(game, "1 co capot 1") + preview(game, "1 co 152 der 1")
    screen = Screen(spawn(["play"], isolated, 120, "en"), 120)
    screen.shows("undo or help")
    screen.send("1 co 152\r")
    screen.shows("Dix de der")
    screen.send("1\r")
    screen.shows("Belote and declarations")
    screen.send("\r")
    screen.shows("(y: Les Rouges 333, Bleus 0; n: Les Rouges 243, Bleus 0)")
    assert "Les Rouges 333, Bleus 0" in previewed and "Les Rouges 243, Bleus 0" in previewed
    screen.send("\r")  # an empty answer: asked again, saying why
    screen.shows("answer y (yes) or n (no)")
    screen.send("y\r")
    screen.shows("Hand 3")
    _quit(screen)
    assert hands_on_disk(isolated)[1]["marks"] == [333, 0]
