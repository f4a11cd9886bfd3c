"""The installed `belote` in a real pseudo-terminal, as a player runs it (pexpect)."""

from __future__ import annotations

import json
import os
import shutil
import sys
from pathlib import Path

import pytest

pexpect = pytest.importorskip("pexpect")

BELOTE = shutil.which("belote", path=str(Path(sys.executable).parent)) or shutil.which("belote")
pytestmark = [
    pytest.mark.skipif(BELOTE is None, reason="belote is not installed"),
    pytest.mark.slow,  # a real terminal: `pytest -m "not slow"` skips these
]


def spawn(args: list[str], home: Path, columns: int = 80) -> pexpect.spawn:
    env = dict(os.environ, BELOTE_HOME=str(home), BELOTE_LANG="en", TERM="xterm")
    env.pop("COLUMNS", None)
    env.pop("NO_COLOR", None)
    return pexpect.spawn(
        BELOTE, args, env=env, encoding="utf-8", dimensions=(40, columns), timeout=20
    )


def test_a_hand_typed_at_the_prompts(isolated: Path) -> None:
    child = spawn(["new", "--mode", "faits", "--team1", "Alice", "--team2", "Bob"], isolated)
    child.expect("New game: faits, target 2000")
    child.expect(pexpect.EOF)
    child = spawn(["hand"], isolated)
    for prompt, answer in [
        (r"Taker \(1, 2, Alice, Bob\)", "alice"),
        (r"Contract \(80 to 180, or capot\)", "95"),
        ("refused: 80 to 180", "90"),
        (r"Coinche .*\[none\]", ""),
        ("Trump", "pique"),
        (r"Capot.*\[none\]", ""),
        ("Card points of Alice", "81"),
        ("Dix de der", "1"),
        (r"Belote.*\[none\]", "2"),
        (r"Declarations.*\[none\]", ""),
    ]:
        child.expect(prompt)
        child.sendline(answer)
    child.expect("91 ≥ 90: contract made")
    child.expect("Alice: points 91 → 90; Bob: points 71 → 70 \\+ belote 20 = 90")
    child.expect(pexpect.EOF)
    child.close()
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
    child.sendintr()
    child.expect("aborted: nothing was written")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 1
    assert path.read_bytes() == before


@pytest.mark.parametrize("columns", [80, 50])
def test_the_sheet_in_a_terminal_of_80_and_50_columns(isolated: Path, columns: int) -> None:
    example = Path(__file__).parent.parent / "examples" / "faits-annonces-coinche-capot.toml"
    child = spawn(["show", "--file", str(example)], isolated, columns)
    child.expect(pexpect.EOF)
    screen = child.before.replace("\r\n", "\n")
    plain = [line for line in _strip_ansi(screen).splitlines() if line.strip()]
    assert max(len(line) for line in plain) <= columns, screen
    assert "Les Bleus wins the game, 3890 to 2050!" in _strip_ansi(screen)
    assert "\x1b[" in screen  # a real terminal gets colour (red ♥ ♦)


def _strip_ansi(text: str) -> str:
    import re

    return re.sub(r"\x1b\[[0-9;]*m", "", text)


def _hand(child: pexpect.spawn, answers: list[str]) -> None:
    prompts = ["Trump", "Capot", "Card points", "Dix de der", "Belote", "Declarations"]
    child.expect(r"taker \(1, 2, Nous, Eux\) or help")
    child.sendline(answers[0])
    for prompt, answer in zip(prompts, answers[1:], strict=True):
        child.expect(prompt)
        child.sendline(answer)


def test_a_session_of_play_with_five_hands_an_undo_and_a_quit(isolated: Path) -> None:
    child = spawn(["new", "--mode", "classique"], isolated)
    child.expect(pexpect.EOF)
    child = spawn(["play"], isolated)
    child.expect("No hand yet")
    hands = [
        ["1", "coeur", "", "90", "1", "", ""],  # 100 · 62
        ["2", "pique", "", "100", "2", "2", ""],  # 52 · 130
        ["1", "trefle", "", "71", "1", "", ""],  # litige: 0 · 81, pot 81
        ["2", "carreau", "", "40", "2", "", ""],  # Eux dedans: 162 + pot 81 · 0
        ["1", "coeur", "", "120", "1", "1", "1:tierce:A:coeur"],  # 150 · 32
    ]
    for number, answers in enumerate(hands, start=1):
        _hand(child, answers)
        child.expect(f"Hand {number} — ")
        child.expect("Eux: ")  # the progress line ends the sheet
    child.expect(r"taker \(1, 2, Nous, Eux\) or help")
    child.sendline("undo")
    child.expect(r"Undo hand 5\? \[y/n\]")
    child.sendline("y")
    child.expect("Hand 5 undone.")
    child.expect(r"Hand 5 — taker")
    child.sendline("quit")
    child.expect("Goodbye: the feuille is saved")
    child.expect(pexpect.EOF)
    child.close()
    assert child.exitstatus == 0
    child = spawn(["show", "--json"], isolated)
    child.expect(pexpect.EOF)
    doc = json.loads(child.before)
    assert doc["totals"] == [100 + 52 + 0 + 243, 62 + 130 + 81 + 0]
    assert len(doc["hands"]) == 4
