"""`play`'s hand line edited like a shell's (entry.editline): what Tab offers and what the
toolbar says, as pure functions; the line with prompt_toolkit's own pipe input; and the
installed `belote play` in a real terminal (pexpect, its screen drawn by pyte, which answers
prompt_toolkit's cursor position requests as a terminal does): ↑ and a correction, Tab, the
toolbar on screen at 40 and 80 columns in both languages, Ctrl-C and Ctrl-D; the plain
prompt under TERM=dumb or BELOTE_PLAIN=1."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given
from hypothesis import strategies as st

from belote_cli.core.errors import RuleError
from belote_cli.core.facts import HandFacts, Mode, Settings
from belote_cli.core.game import Game, make_settings
from belote_cli.entry import editline
from belote_cli.entry.editline import completions, meaning, preview
from belote_cli.text import line
from belote_cli.text.catalog import describe
from tests.helpers import run, sheet
from tests.strategies import game_settings, hands
from tests.terminal import BELOTE, MARKS, pexpect

PLAYERS = ["Alice", "Bob", "Carole", "David"]


def faits(**named: Any) -> Game:
    return Game(make_settings(Mode.FAITS, **named))


def offered(settings: Settings, before: str) -> list[str]:
    return [found.text for found in completions(settings, before)]


# The toolbar: what a line means, scores, lacks, or why it is refused


def test_a_whole_line_says_its_bid_what_decided_it_and_its_marks() -> None:
    said = preview(faits(), "1 110co 103 der 1 -")
    assert said == "Nous 110 ♥ — Nous 103 + der 10 = 113 ≥ 110: contract made — Nous 110, Eux 50"
    coinched = preview(faits(), "2 80pi c 81 der 2 rien")
    assert coinched.startswith("Eux 80 ♠ ×2 — Eux 81 + der 10 = 91 ≥ 80: contract made")
    assert coinched.endswith("Nous 0, Eux 320")


def test_in_french_the_toolbar_speaks_french(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BELOTE_LANG", "fr")
    said = preview(faits(), "1 110co 103 der 1 bel 2")
    assert said.startswith("Nous 110 ♥ — Nous 103 + der 10 = 113 ≥ 110 : contrat rempli")
    assert said.endswith("Nous 110, Eux 70 (rien d'autre : pas de coinche, pas d'annonces)")
    assert preview(faits(), "annuler") == describe(RuleError("no_hand"))  # in French


@pytest.mark.parametrize(
    "text",
    [
        "1 110co 103 der 1 -",
        "2 capot pi capot 2 bel 1 -",
        "alice 160sa c 70 der bob -",
        "1 90 tr 40 der 2 -",
    ],
)
def test_the_preview_is_what_the_hand_then_records(text: str) -> None:
    """The toolbar's sentence and marks are what `hand --line` then explains and writes."""
    run("new", "--mode", "faits", "--players", ",".join(PLAYERS))
    game = faits(players=PLAYERS)
    said = meaning(game, text).split(" — ")
    code, out, err = run("hand", "--line", text)
    assert code == 0, err
    explained = " ".join(out.split())
    assert f"Hand 1 — {said[1]}." in explained, (said, explained)
    marks = sheet()["hands"][0]["marks"]
    one, two = game.settings.teams
    assert said[2] == f"{one} {marks[0]}, {two} {marks[1]}"


def test_a_teams_name_may_hold_a_full_stop() -> None:
    game = faits(teams=("St. Louis", "Eux"))
    assert preview(game, "1 110co 103 der 1 -") == (
        "St. Louis 110 ♥ — St. Louis 103 + der 10 = 113 ≥ 110: contract made — "
        "St. Louis 110, Eux 50"
    )


def test_an_incomplete_line_says_what_is_missing() -> None:
    game = faits()
    assert preview(game, "") == (
        "missing: the taker, the contract, the trump, the points, the dix de der"
    )
    assert preview(game, "1 110co") == "missing: the points, the dix de der"
    assert preview(game, "1 110co 103") == "missing: the dix de der"
    assert preview(game, "1 capot co").endswith("(or capot 1 if the taker took every trick)")


def test_a_whole_line_says_what_it_records_as_none() -> None:
    assert preview(faits(), "1 110co 103 der 1").endswith(
        "(nothing else: no coinche, no belote, no declarations)"
    )
    assert "nothing else" not in preview(faits(), "1 110co 103 der 1 -")  # `-` says it
    assert preview(faits(), "1 110co 152 der 1 -").endswith(
        "(nothing else: no capot (add capot 1 if it was one))"
    )
    classique = Game(make_settings(Mode.CLASSIQUE))
    assert preview(classique, "1 co 81 der 1 bel 2").endswith("(nothing else: no declarations)")
    with_players = faits(players=PLAYERS)  # who coinched changes no mark: never said
    assert preview(with_players, "1 110co x2 103 der 1 -").endswith("Bob & David 0")


def test_a_wrong_line_says_the_refusal_play_would_say() -> None:
    game = faits()
    for text, key in [
        ("1 110co 200 der 1", "bad_points"),
        ("1 110co 103 der 1 zz", "line_word"),
        ("1 110", "line_contract_trump"),
    ]:
        with pytest.raises(RuleError) as raised:
            meaning(game, text)
        assert raised.value.key == key
        assert preview(game, text) == describe(raised.value)
    classique = Game(make_settings(Mode.CLASSIQUE))  # its own words: no contract to offer
    with pytest.raises(RuleError) as raised:
        meaning(classique, "1 110co 103 der 1")
    assert raised.value.key == "line_word_classique"
    assert "110co" not in describe(RuleError("line_word_classique", value="x"))
    won = Game(make_settings(Mode.FAITS, target=100)).with_hand(_hand("1 110co 103 der 1 -"))
    assert preview(won, "1 80co 90 der 1 -") == describe(RuleError("game_over"))


def _hand(text: str) -> HandFacts:
    from belote_cli.text import line

    return line.read(text, make_settings(Mode.FAITS)).hand()


def test_a_command_is_said_as_it_is_typed() -> None:
    game = faits()
    assert preview(game, "undo") == describe(RuleError("no_hand"))
    played = game.with_hand(_hand("1 110co 103 der 1 -"))
    assert preview(played, "undo") == "undo: takes back hand 1, once confirmed"
    assert preview(played, "edit 1").startswith("edit N: corrects hand N")
    assert preview(played, "q") == "quit: every hand is already saved"
    manuel = faits(players=["Manuel", "Bob", "Carole", "David"])
    assert preview(manuel, "manual 1=0,2=50").startswith("manual: both teams' marks")
    assert preview(manuel, "manuel 110co 103 der 1 -").startswith("Manuel 110 ♥")  # a hand


def test_the_toolbar_is_cut_to_the_terminals_width(monkeypatch: pytest.MonkeyPatch) -> None:
    game = faits(teams=("Les Champions du Village", "Les Rouges"))
    for language in ("en", "fr"):
        monkeypatch.setenv("BELOTE_LANG", language)
        said = preview(game, "1 110co 103 der 1 ann 1:tierce:R", 39)
        lines = said.splitlines()
        assert len(lines) > 2 and max(map(len, lines)) <= 39
        assert not any(line.lstrip().startswith((":", ";")) for line in lines)
        assert " ".join(said.split()) == preview(game, "1 110co 103 der 1 ann 1:tierce:R")


WORDS = [
    *("1", "2", "alice", "Les", "Bleus", "nous", "eux", "110co", "80", "capot", "co", "pi"),
    *("sa", "ta", "c", "x2", "s", "x4", "103", "152", "0", "1=90", "2=62", "der", "bel"),
    *("ann", "1:tierce:R", "2:carre:V", "rien", "-", "undo", "edit", "show", "manual", "q"),
    *("1,2", "=", "999999999999999999999", "capotpi", "der1", "bel2", "♥", "é", "\t"),
    # digits to Python, not numbers typed at a table: superscripts, other scripts, `_`
    *("²", "110²", "١٢٠", "१००co", "1_0", "٣=90", "der²", "x²", "⁴"),
]


@pytest.mark.parametrize("text", ["²", "1 ²", "1 110co ²", "1 ١٢٠co 90 der 1", "1 1_10co"])
def test_a_digit_that_is_no_ascii_digit_is_no_number(text: str) -> None:
    """`'²'.isdigit()` is true and `int('²')` raises; `int('١٢٠')` is 120: neither is a
    number typed at a table (core.digits)."""
    game = faits()
    assert isinstance(preview(game, text), str)
    completions(game.settings, text)
    with pytest.raises(RuleError):
        line.read(text + " 90 der 1", game.settings)


@given(
    settings=game_settings() | st.just(make_settings(Mode.FAITS, players=PLAYERS)),
    text=st.lists(st.sampled_from(WORDS), max_size=9).map(" ".join) | st.text(max_size=40),
)
def test_the_toolbar_survives_any_text(settings: Settings, text: str) -> None:
    """Whatever is typed, a sentence: the line read, or refused as play refuses it."""
    game = Game(settings)
    with contextlib.suppress(RuleError):  # anything else fails the test
        meaning(game, text)
    assert isinstance(preview(game, text, 40), str)
    completions(settings, text)


@given(settings=game_settings(), data=st.data())
def test_the_line_of_any_hand_previews_its_recorded_marks(
    settings: Settings, data: st.DataObject
) -> None:
    from belote_cli.text import line

    facts = data.draw(hands(settings.mode))
    game = Game(settings)
    try:
        scored = game.with_hand(facts).lines[-1]
    except RuleError:
        return  # a hand the players cannot have
    said = meaning(game, line.write(facts, settings) + " -")
    a, b = settings.teams
    assert f"{a} {scored.marks[0]}, {b} {scored.marks[1]}" in said


# Tab: names, suits in both languages, contracts, keywords, commands


def test_tab_completes_names_in_any_case_and_from_any_of_their_words() -> None:
    s = make_settings(Mode.FAITS, teams=("Les Bleus", "Rouges"), players=PLAYERS)
    assert offered(s, "rou") == ["Rouges"]
    assert offered(s, "ALI") == ["Alice"]
    assert offered(s, "ble") == ["Les Bleus"]
    assert offered(s, "les b") == ["Les Bleus"]
    assert completions(s, "les b")[0].replaces == len("les b")  # both words replaced
    assert offered(s, "1 110co 103 der ")[:2] == ["Les Bleus", "Rouges"]
    assert offered(s, "1 110co 103 der c") == ["Carole"]


def test_tab_completes_suits_in_both_languages_contracts_and_keywords() -> None:
    s = faits().settings
    assert offered(s, "1 ")[:2] == ["80", "90"] and "capot" in offered(s, "1 ")
    assert offered(s, "1 1") == ["100", "110", "120", "130", "140", "150", "160", "170", "180"]
    assert {"110coeur", "110carreau", "110clubs"} <= set(offered(s, "1 110c"))
    assert "110cœur" not in offered(s, "1 110c")  # the same word as coeur: offered once
    assert {"hearts", "heart"} <= set(offered(s, "1 110 he"))
    assert {"pique", "pi"} <= set(offered(s, "1 110 p"))
    assert offered(s, "1 110co 103 d") == ["der", "declarations"]
    assert {"rien", "none", "der", "bel", "capot", "ann"} <= set(offered(s, "1 110co 103 "))
    assert {"coinche", "contre"} <= set(offered(s, "1 110co co"))
    classique = make_settings(Mode.CLASSIQUE)
    assert "coeur" in offered(classique, "1 ") and "80" not in offered(classique, "1 ")
    assert "coinche" not in offered(classique, "1 co 80 co")


def test_tab_completes_the_commands_of_either_language() -> None:
    s = faits().settings
    assert offered(s, "un") == ["undo"]
    assert offered(s, "ann") == ["annuler"]
    assert "quitter" in offered(s, "qu") and "quit" in offered(s, "qu")


# When the line is edited, and with what


def test_the_line_is_edited_only_in_a_terminal_that_can(monkeypatch: pytest.MonkeyPatch) -> None:
    class Tty:
        def isatty(self) -> bool:
            return True

    assert not editline.usable()  # pytest's streams are no terminal
    monkeypatch.setattr(sys, "stdin", Tty())
    monkeypatch.setattr(sys, "stdout", Tty())
    monkeypatch.setenv("TERM", "xterm")
    monkeypatch.delenv("BELOTE_PLAIN", raising=False)
    assert editline.usable()
    monkeypatch.setenv("TERM", "dumb")
    assert not editline.usable()
    monkeypatch.setenv("TERM", "xterm")
    monkeypatch.setenv("BELOTE_PLAIN", "1")
    assert not editline.usable()


@pytest.mark.parametrize("argv", [["--help"], ["hand", "--line", "1 co 90 der 1"]])
def test_no_command_but_play_in_a_terminal_imports_prompt_toolkit(argv: list[str]) -> None:
    assert run("new", "--mode", "classique")[0] == 0
    code = (
        f"import sys\nsys.argv = ['belote', *{argv!r}]\n"
        "from belote_cli.cli import main\n"
        "try:\n    main()\nexcept SystemExit:\n    pass\n"
        "print('prompt_toolkit' in sys.modules)"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert out.stdout.splitlines()[-1] == "False", out.stderr
    piped = subprocess.run(  # play, its answers piped: the plain prompt
        [sys.executable, "-X", "importtime", "-m", "belote_cli", "play"],
        input="q\n",
        capture_output=True,
        text=True,
    )
    assert piped.returncode == 0 and "prompt_toolkit" not in piped.stderr


@pytest.fixture
def pipe() -> Iterator[Any]:
    """prompt_toolkit reading its keys from a pipe, drawing nowhere."""
    from prompt_toolkit.application import create_app_session
    from prompt_toolkit.input import create_pipe_input
    from prompt_toolkit.output import DummyOutput

    with create_pipe_input() as keys, create_app_session(input=keys, output=DummyOutput()):
        yield keys


def test_up_brings_back_this_sessions_lines_and_a_hands_whole_line(pipe: Any) -> None:
    game = faits()
    edited = editline.HandLine()
    pipe.send_text("1 110co 103 der 1\r")
    assert edited.ask("Hand 1", game) == "1 110co 103 der 1"
    edited.remember("1 110co 103 der 1 bel 2")  # what play adds once the hand is recorded
    pipe.send_text("\x1b[A\x01\x1b[C\x1b[C\x1b[C\x1b[C\x1b[C\x1b[C\x1b[C\x1b[C\x1b[3~\x1b[3~9\r")
    assert edited.ask("Hand 2", game) == "1 110co 93 der 1 bel 2"  # ↑, Ctrl-A, →…, Delete
    pipe.send_text("\x1b[A\x1b[A\x1b[A\r")  # the oldest line, and no further
    assert edited.ask("Hand 3", game) == "1 110co 103 der 1"
    pipe.send_text("\x03")
    with pytest.raises(KeyboardInterrupt):  # Ctrl-C: play quits, as at the plain prompt
        edited.ask("Hand 4", game)
    pipe.send_text("\x04")
    with pytest.raises(EOFError):  # Ctrl-D on an empty line: the end of input
        edited.ask("Hand 4", game)


# The installed `belote play` in a real terminal


def spawn(args: list[str], home: Path, columns: int, language: str, **extra: str) -> Any:
    """The installed belote in a terminal as tests.terminal spawns it, but its line edited
    unless `extra` says otherwise (BELOTE_PLAIN, TERM)."""
    env = dict(os.environ, BELOTE_HOME=str(home), BELOTE_LANG=language, TERM="xterm")
    for name in ("COLUMNS", "LINES", "NO_COLOR", "BELOTE_PLAIN", "PROMPT_TOOLKIT_NO_CPR"):
        env.pop(name, None)
    env.update(extra)
    return pexpect.spawn(
        BELOTE, args, env=env, encoding="utf-8", dimensions=(24, columns), timeout=20
    )


class Screen:
    """What a terminal of `columns` shows of `child` (pyte), answering its questions (the
    cursor's position) as a terminal does."""

    def __init__(self, child: Any, columns: int) -> None:
        import pyte

        class Answering(pyte.Screen):
            def write_process_input(self, data: str) -> None:
                child.send(data)

        self.child = child
        self.screen = Answering(columns, 24)
        self.stream = pyte.Stream(self.screen)
        self.seen = ""

    def shows(self, *texts: str, timeout: float = 20) -> str:
        """The screen once it shows every text (spaces and line breaks as one space)."""
        end = time.monotonic() + timeout
        while True:
            shown = "\n".join(line.rstrip() for line in self.screen.display)
            if all(" ".join(text.split()) in " ".join(shown.split()) for text in texts):
                return shown
            assert time.monotonic() < end, (texts, shown)
            self.read()

    def typed(self, text: str, timeout: float = 20) -> None:
        """Wait until the line being edited (the cursor's row) ends with `text`."""
        end = time.monotonic() + timeout
        while not self.screen.display[self.screen.cursor.y].rstrip().endswith(text):
            assert time.monotonic() < end, (text, self.screen.display)
            self.read()

    def read(self) -> None:
        """What the terminal was sent meanwhile, drawn."""
        try:
            data = self.child.read_nonblocking(4096, timeout=0.2)
        except pexpect.TIMEOUT:
            return
        self.seen += data
        self.stream.feed(data)

    def send(self, keys: str) -> None:
        self.child.send(keys)


def new_game(home: Path, *options: str) -> None:
    child = spawn(["new", "--mode", "faits", *options], home, 80, "en")
    child.expect(pexpect.EOF)


def hands_on_disk(home: Path) -> list[dict[str, Any]]:
    path = next(home.glob("*.toml"))
    hands: list[dict[str, Any]] = json.loads(run("show", "--json", "--file", str(path))[1])[
        "hands"
    ]
    return hands


@MARKS[0]
@MARKS[1]
@pytest.mark.parametrize("language", ["en", "fr"])
@pytest.mark.parametrize("columns", [40, 80])
def test_the_toolbar_previews_the_hand_on_screen(
    isolated: Path, columns: int, language: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    new_game(isolated, "--team1", "Les Bleus", "--team2", "Les Rouges")
    monkeypatch.setenv("BELOTE_LANG", language)
    game = faits(teams=("Les Bleus", "Les Rouges"))
    screen = Screen(spawn(["play"], isolated, columns, language), columns)
    screen.shows("1 110co 103 der 1")  # the question's example
    screen.send("1 110co 103 der 1")
    said = preview(game, "1 110co 103 der 1")
    assert ("contract made" if language == "en" else "contrat rempli") in said
    shown = screen.shows(said)
    rows = shown.splitlines()
    assert rows[-1].strip()  # the toolbar at the bottom, the typed line above it, whole
    screen.typed(" 1 110co 103 der 1")  # the line, whole, above the toolbar
    screen.send(" bel 3")  # a wrong line: its refusal, no traceback
    screen.shows(preview(game, "1 110co 103 der 1 bel 3"))
    screen.send("\x7f2 -\r")
    screen.shows("Les Bleus 103 + der 10 = 113")
    screen.send("q\r")
    screen.child.expect(pexpect.EOF)
    assert "Traceback" not in screen.seen
    assert hands_on_disk(isolated)[0]["points"] == [103, 49]


@MARKS[0]
@MARKS[1]
def test_up_recalls_the_line_to_correct_and_ctrl_c_quits(isolated: Path) -> None:
    new_game(isolated)
    screen = Screen(spawn(["play"], isolated, 80, "en"), 80)
    screen.shows("undo or help")
    screen.send("1 110co 103 der 1 -\r")
    screen.shows("Hand 1 — Nous 103 + der 10 = 113", "Hand 2")
    screen.send("\x1b[A")  # ↑: the line back
    screen.typed(" 1 110co 103 der 1 -")
    screen.shows("contract made")
    screen.send("\x01" + "\x1b[C" * 8 + "\x1b[3~" * 3 + "90")  # Ctrl-A, → ×8, Delete ×3
    screen.typed(" 1 110co 90 der 1 -")
    screen.shows("90 + der 10 = 100 < 110: contract failed")
    screen.send("\r")
    screen.shows("Hand 2 — Nous 90 + der 10 = 100 < 110")
    screen.shows("Hand 3")
    time.sleep(0.3)
    screen.send("\x03")  # Ctrl-C at the hand prompt: quit, every hand saved
    screen.shows("Goodbye: the feuille is saved")
    screen.child.expect(pexpect.EOF)
    screen.child.close()
    assert screen.child.exitstatus == 0
    assert [hand["points"] for hand in hands_on_disk(isolated)] == [[103, 49], [90, 62]]


@MARKS[0]
@MARKS[1]
@pytest.mark.parametrize("language", ["en", "fr"])
def test_tab_completes_a_teams_name_and_ctrl_d_quits(isolated: Path, language: str) -> None:
    new_game(isolated, "--team1", "Les Bleus", "--team2", "Rouges")
    screen = Screen(spawn(["play"], isolated, 80, language), 80)
    screen.shows("Rouges")
    screen.send("rou\t")
    screen.typed(" Rouges")
    screen.send(" 100pi 90 der les b\t")
    screen.typed(" Rouges 100pi 90 der Les Bleus")
    screen.send(" -\r")
    screen.shows("Rouges 90 < 100", "Hand 2" if language == "en" else "Donne 2")
    time.sleep(0.3)
    screen.send("\x04")  # Ctrl-D on an empty line: the end of input, quit
    screen.child.expect(pexpect.EOF)
    hand = hands_on_disk(isolated)[0]
    assert (hand["taker"], hand["der"], hand["points"]) == ("Rouges", "Les Bleus", [62, 90])


@MARKS[0]
@MARKS[1]
@pytest.mark.parametrize("env", [{"TERM": "dumb"}, {"BELOTE_PLAIN": "1"}])
def test_a_dumb_terminal_or_belote_plain_gets_the_plain_prompt(
    isolated: Path, env: dict[str, str]
) -> None:
    new_game(isolated)
    child = spawn(["play"], isolated, 80, "en", **env)
    child.expect(r"undo\s+or\s+help")
    child.expect(": ")
    child.sendline("1 110co 103 der 1 -")
    child.expect("Hand 1 — Nous 103 \\+ der 10 = 113")
    child.sendline("q")
    child.expect(pexpect.EOF)
    said = child.before
    assert "\x1b[6n" not in said  # no question to the terminal: no prompt_toolkit
    assert "contract made — Nous 110" not in said  # no toolbar
    assert len(hands_on_disk(isolated)) == 1


def test_tab_offers_sans_atout_and_tout_atout_where_the_rules_play_them() -> None:
    """Issue 47: classique plays them under a profile of sa-ta true, and only there."""
    from belote_cli.core.game import from_profile
    from belote_cli.core.profile import BUILTINS

    sa_ta = from_profile(BUILTINS["ffb-belote-2016-sa-ta"])
    assert {"ta", "tout-atout"} <= {found.text for found in completions(sa_ta, "1 t")}
    plain = from_profile(BUILTINS["ffb-belote-2016"])
    assert "ta" not in {found.text for found in completions(plain, "1 t")}
