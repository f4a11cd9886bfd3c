"""The installed `belote` in a real pseudo-terminal, as a player runs it (pexpect)."""

from __future__ import annotations

import json
import os
import re
import time
from pathlib import Path
from typing import Any

import pytest

from tests.helpers import EXAMPLE_FILES
from tests.terminal import MARKS, finish, plain, spawn, words

pexpect = pytest.importorskip("pexpect")
pytestmark = MARKS


def test_a_hand_typed_at_the_prompts(isolated: Path) -> None:
    child = spawn(["new", "--mode", "faits", "--team1", "Alice", "--team2", "Bob"], isolated)
    child.expect("New game: faits, target 2000")
    child.expect(pexpect.EOF)
    child = spawn(["hand"], isolated)
    for prompt, answer in [
        (r"Taker \(1, 2, Alice, Bob\)", "alice"),
        (r"Contract and trump", "95"),
        ("refused: 80 to 180", "90"),
        ("Trump", "pique"),
        (r"Coinche .*\[none\]", ""),
        ("Card points of Alice", "81"),  # no capot asked: 81 leaves none possible
        ("Dix de der", "1"),
        (r"Belote.*\[none\]", "2"),
        (r"Declarations.*\[none\]", ""),
    ]:
        child.expect(prompt)
        child.sendline(answer)
    out = words(finish(child))
    assert "Alice 81 + der 10 = 91 ≥ 90: contract made" in out
    assert "Alice: points 91 → 90; Bob: points 71 → 70 + belote 20 = 90" in out
    assert child.exitstatus == 0


def test_ctrl_c_at_a_prompt_writes_nothing(isolated: Path) -> None:
    child = spawn(["new", "--mode", "classique"], isolated)
    child.expect(pexpect.EOF)
    path = next(isolated.glob("*.toml"))
    before = path.read_bytes()
    child = spawn(["hand"], isolated)
    child.expect("Taker")
    child.sendline("1")
    child.expect("Trump")
    child.expect_exact("> ")  # the answer's line, written by input(): it waits for a key now
    child.sendintr()
    child.expect("aborted: nothing was written")
    finish(child)
    assert child.exitstatus == 1
    assert path.read_bytes() == before


@pytest.mark.parametrize("columns", [80, 50])
def test_the_sheet_in_a_terminal_of_80_and_50_columns(isolated: Path, columns: int) -> None:
    example = EXAMPLE_FILES / "faits-annonces-coinche-capot.toml"
    child = spawn(["show", "--file", str(example)], isolated, columns)
    child.expect(pexpect.EOF)
    screen = child.before.replace("\r\n", "\n")
    lines = [line for line in plain(screen).splitlines() if line.strip()]
    assert max(len(line) for line in lines) <= columns, screen
    assert "Les Bleus wins the game, 3890 to 2050!" in plain(screen)
    assert "\x1b[" in screen  # a real terminal gets colour (red ♥ ♦)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("columns", [80, 50])
def test_messages_wrap_at_word_boundaries(isolated: Path, columns: int, language: str) -> None:
    """Every line fits the terminal, and no word is cut: joined again, the sentences read
    as the catalog has them."""
    from belote_cli.text import catalog

    spawn(["new", "--mode", "faits-annonces"], isolated, columns, language).expect(pexpect.EOF)
    child = spawn(["hand", "--line", "2 100pi c 70 der 2 bel 1"], isolated, columns, language)
    out = finish(child)
    assert max(len(line) for line in out.splitlines()) <= columns, out
    sentence = {
        "en": "Eux 70 + der 10 = 80 < 100: contract failed (chute)",
        "fr": "Eux 70 + der 10 = 80 < 100 : contrat chuté",
    }[language]
    assert sentence in words(out)
    child = spawn(["hand", "--line", "1 110co 103"], isolated, columns, language)
    err = finish(child)
    assert child.exitstatus == 2
    assert max(len(line) for line in err.splitlines()) <= columns, err
    with_env = {"en": "missing: the dix de der", "fr": "il manque le dix de der"}[language]
    assert with_env in words(err)
    child = spawn(["play", "--help"], isolated, columns, language)
    help_text = words(finish(child))
    os.environ["BELOTE_LANG"] = language
    try:
        assert " ".join(catalog.t("play_help").split()) in help_text
    finally:
        os.environ["BELOTE_LANG"] = "en"


def _prompt(child: Any) -> None:
    child.expect(r"the taker \(Nous,\s+Eux\),\s+undo\s+or\s+help")


def test_play_in_a_real_terminal_back_cancel_and_ctrl_c(isolated: Path) -> None:
    spawn(["new", "--mode", "faits"], isolated).expect(pexpect.EOF)
    child = spawn(["play"], isolated)
    child.expect("No hand yet")
    _prompt(child)
    child.sendline("1 110co 103 der 1 -")  # one line that says everything, one answer
    child.expect("Hand 1 — Nous 103 \\+ der 10 = 113")
    _prompt(child)
    child.sendline("2")  # what is missing is asked, and < goes back
    child.expect("Contract and trump")
    child.sendline("90pi")
    child.expect(r"Coinche .*\[none\]")
    child.sendline("")
    child.expect("Card points of Eux")
    child.sendline("<")
    child.expect(r"Coinche .*\[none\]")
    child.sendline("<")
    child.expect("Contract and trump")
    child.sendline("100 pique")
    child.expect(r"Coinche .*\[none\]")
    child.sendline("")
    child.expect("Card points of Eux")
    child.sendline("120")
    child.expect("Dix de der")
    child.sendline("2")
    child.expect(r"Belote and declarations .*\[none\]")
    child.sendline("")
    child.expect("Hand 2 — Eux 120 \\+ der 10 = 130 ≥ 100")
    _prompt(child)
    child.sendline("1")
    child.expect("Contract and trump")
    child.sendline("annuler")  # cancel drops the hand in progress
    child.expect("hand cancelled: nothing was written")
    _prompt(child)
    child.sendline("2 80co c")
    child.expect("Card points of Eux")
    # the answer's own line, written by input() itself: it waits for the key now (a signal
    # just before readline's wait is seen only at the next one -- CPython's, not ours)
    child.expect_exact("> ")
    child.sendintr()  # Ctrl-C during a hand drops that hand only
    child.expect("hand 3 dropped: nothing was written")
    _prompt(child)
    child.sendline("undo")
    child.expect(r"Undo hand 2\? \[y/n\]")
    child.sendline("y")
    child.expect("Hand 2 undone.")
    _prompt(child)
    child.expect(": ")  # the prompt is read: a Ctrl-C sent before would come too early
    time.sleep(0.3)
    child.sendintr()  # Ctrl-C at the hand prompt quits, everything saved
    child.expect("Goodbye: the feuille is saved")
    finish(child)
    assert child.exitstatus == 0
    child = spawn(["show", "--json"], isolated)
    child.expect(pexpect.EOF)
    doc = json.loads(child.before)
    assert len(doc["hands"]) == 1
    assert doc["hands"][0]["points"] == [103, 49]


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("columns", [80, 50])
def test_the_list_of_games_never_cuts_an_id_or_a_score(
    isolated: Path, columns: int, language: str
) -> None:
    """At 50 columns the least useful columns give way; the id --game needs and the score
    stay whole."""
    finish(spawn(["new", "--mode", "faits", "--team1", "Les Bleus"], isolated))
    finish(spawn(["hand", "--line", "2 80co 95 der 2"], isolated))
    out = finish(spawn(["games"], isolated, columns, language))
    listed = json.loads(finish(spawn(["games", "--json"], isolated)))[0]
    assert listed["id"] in out and "60–110" in out, out
    assert "…" not in out and max(map(len, out.splitlines())) <= columns
    assert ("faits" in out) == (columns == 80)  # the mode gave way first


@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_narrow_legend_names_only_what_the_rows_show(isolated: Path, language: str) -> None:
    finish(spawn(["new", "--mode", "faits"], isolated))
    finish(spawn(["hand", "--line", "2 80co 95 der 2"], isolated))
    out = finish(spawn(["show"], isolated, 50, language))
    assert "✓" in out and "litige" not in out, out


@pytest.mark.parametrize("columns", [80, 50])
def test_a_french_line_never_starts_with_a_colon_or_a_semicolon(
    isolated: Path, columns: int
) -> None:
    """French sets a space before : and ; -- a wrapped line keeps the sign with its word."""
    finish(spawn(["new", "--mode", "faits", "--team1", "Les Bleus"], isolated, columns, "fr"))
    out = finish(spawn(["hand", "--line", "1 110co 103 der 1 bel 2"], isolated, columns, "fr"))
    starts = [line for line in out.splitlines() if line.lstrip()[:1] in (":", ";", "?", "!")]
    assert starts == [], out
    assert "Les Bleus 103 + der 10" in words(out)


@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("columns", [80, 50])
def test_a_prompts_default_is_never_split_across_lines(
    isolated: Path, columns: int, language: str
) -> None:
    new = ["new", "--mode", "annonces", "--team1", "Les Champions du Village"]
    finish(spawn(new, isolated, columns, language))
    hand = ["hand", "--taker", "1", "--contract", "100", "--suit", "pique"]
    child = spawn([*hand, "--points", "1=90", "--der", "1"], isolated, columns, language)
    seen = ""
    for _ in range(8):  # the coinche, capot, belote, declarations: each default taken
        if child.expect([r"\] ?: ", r"\n> ", pexpect.EOF]) == 2:
            break
        seen += child.before + child.after
        child.sendline("")
    out = plain(seen + (child.before if isinstance(child.before, str) else ""))
    # the terminal wraps a line longer than itself wherever it is full, "[n" / "one]": no
    # line belote writes is longer, and no [default] is cut by a line belote breaks
    assert max(len(line) for line in out.splitlines()) <= columns, out
    assert not re.search(r"\[[^\]\n]*\n", out), out
    assert re.search(r"\[(none|non)\]", out), out


def test_a_team_head_is_cut_only_as_much_as_the_width_asks(isolated: Path) -> None:
    """At 80 columns a long team's name gives way to its short form only when both cannot
    fit; a short one stays whole."""
    new = ["new", "--mode", "faits-annonces", "--players", "Alice,Bob,Carole,David"]
    finish(
        spawn([*new, "--team1", "Les Champions du Village", "--team2", "Bob & David"], isolated)
    )
    finish(spawn(["hand", "--line", "alice 160co 130 der 1"], isolated))
    out = finish(spawn(["show"], isolated, 80))
    head = next(line for line in out.splitlines() if "Dealer" in line)
    # too long for its column: its players' first names stand for it, never a cut name
    assert "Bob & David" in head and "Alice & Carole" in head, out
    assert "Les Champions du Village" in out  # whole, below the table
    assert max(len(line) for line in out.splitlines()) <= 80


@pytest.mark.parametrize("language", ["fr", "en"])
def test_a_players_name_answers_a_teams_question(isolated: Path, language: str) -> None:
    new = ["new", "--mode", "faits", "--players", "Alice,Bob,Carole,David"]
    finish(spawn(new, isolated, 80, language))
    child = spawn(["hand", "--coinche", "none", "--capot", "none"], isolated, 80, language)
    for prompt, answer in [("1, 2", "alice"), ("80", "80co"), (r"\(0", "100"), ("der", "bob")]:
        child.expect(prompt)
        child.sendline(answer)
    for _ in range(2):  # belote, declarations: none
        child.expect([r"\] ?: ", r"\n> "])
        child.sendline("")
    out = finish(child)
    assert re.search(r"Bob & David ?: 60 / 2000", out), out  # 52 + the der bob's team won
