"""What a player reads: one hand in full, the facts in JSON, whole names, the help, French
typography."""

from __future__ import annotations

import itertools
import os
import re
import subprocess
import sys

import pytest

from belote_cli.cli import app
from belote_cli.text.catalog import catalog
from tests.helpers import EXAMPLE_FILES, run, runner, sheet


def test_show_n_gives_every_fact_and_the_arithmetic_of_both_marks() -> None:
    run("new", "--mode", "faits-annonces")
    run("hand", "--line", "2 100pi c 70 der 2 bel 1 ann 2:tierce:A:carreau")
    code, out, err = run("show", "1")
    assert code == 0, err
    assert out.splitlines() == [
        "Hand 1: Eux took, 100 ♠ ×2 (coinche)",
        "Dealt by seat 1 (Nous)",
        "Card points: Nous 82, Eux 70; dix de der: Eux",
        "Belote: Nous; declarations: tierce, ace high, ♦ (Eux, 20)",
        "Hand 1 — Eux 70 + der 10 + declarations 20 = 100 ≥ 100: contract made. "
        "Nous: belote 20; Eux: hand 2 × (162 → 160) + contract 2 × 100 + declarations 20 = "
        "540. Declarations: Eux alone declared: Eux scores all its own, 20.",
        "After this hand: Nous 20, Eux 540",
    ]
    assert run("show", "2")[0] == 1
    code, out, _ = run("show", "1", "--json")
    assert code == 0 and '"marks": [\n    20,\n    540\n  ]' in out


def test_show_json_carries_each_hands_facts() -> None:
    run("new", "--mode", "faits")
    run("hand", "--line", "2 100pi c 70 der 2 bel 1 ann 2:tierce:A:carreau")
    run("hand", "--line", "1 capot co capot 1")
    first, second = sheet()["hands"]
    assert {k: first[k] for k in ("taker", "contract", "suit", "coinche", "points")} == {
        "taker": "Eux",
        "contract": 100,
        "suit": "pique",
        "coinche": "coinche",
        "points": [82, 70],
    }
    assert (first["der"], first["belote"], first["capot"]) == ("Eux", "Nous", None)
    assert first["annonces"] == [
        {"team": "Eux", "kind": "tierce", "height": "A", "suit": "carreau"}
    ]
    assert (second["contract"], second["capot"], second["points"], second["der"]) == (
        "capot",
        "Nous",
        None,
        None,
    )


@pytest.mark.parametrize("width", [80, 50])
def test_names_are_whole_when_the_table_fits(width: int, monkeypatch: pytest.MonkeyPatch) -> None:
    run("new", "--mode", "faits-annonces", "--team1", "Alice & Bob", "--team2", "Carole & David")
    run("hand", "--line", "1 110co 103 der 1 bel 2")
    run("hand", "--line", "2 80pi x2 90 der 2")
    monkeypatch.setenv("COLUMNS", str(width))
    out = run("show")[1]
    assert max(len(line) for line in out.splitlines()) <= width
    head = next(line for line in out.splitlines() if "Contract" in line)
    whole = "Alice & Bob" in head and "Carole & David" in head
    assert whole is (width == 80), out  # at 50 columns short forms, never cut: A & B, C & D
    assert width == 80 or ("A & B" in head and "C & D" in head)
    assert "Alice & Bob" in out and "Carole & David" in out  # whole below the table


@pytest.mark.parametrize("width", [40, 50, 60, 76, 80, 120])
def test_the_sheet_is_never_counted_narrower_than_rich_measures_it(width: int) -> None:
    """text.sheet skips Rich's measure when its own count fits: that count is never less."""
    import io

    from rich.console import Console
    from rich.measure import Measurement

    from belote_cli import storage
    from belote_cli.text import sheet as drawn

    console = Console(file=io.StringIO(), width=width)
    unbounded = console.options.update_width(10_000)
    for path in sorted(EXAMPLE_FILES.glob("*.toml")):
        game = storage.load(path).game
        for sizes, tight, all_rows in itertools.product(
            [(4, 4), (7, 7), (30, 30)], [False, True], [False, True]
        ):
            table = drawn._table(game, width, sizes, all_rows, tight)
            measured = Measurement.get(console, unbounded, table).maximum
            assert drawn._widest(table) >= measured, (path.name, width, sizes, tight)


@pytest.mark.parametrize(
    "argv", [[], ["hand"], ["edit"], ["show"], ["count"], ["annonces"], ["play"], ["new"]]
)
def test_help_names_no_python_type(argv: list[str]) -> None:
    out = runner.invoke(app, [*argv, "--help"]).stdout
    assert not re.search(r"<\w+(\[\w+\])?>", out), out  # <int>, <list[str]>
    assert "{" not in out.split("\n")[0], out  # the usage line: CARDS..., not {cards}...


def test_play_help_lists_the_commands_of_the_hand_prompt() -> None:
    out = runner.invoke(app, ["play", "--help"]).stdout
    for word in ("undo", "edit N FACT", "show", "quit", "cancel", "der T", "bel T"):
        assert word in " ".join(out.split()), word


def test_the_help_is_in_french_with_typers_own_words() -> None:
    env = dict(os.environ, BELOTE_LANG="fr")
    command = [sys.executable, "-m", "belote_cli"]
    out = subprocess.run([*command, "count", "--help"], env=env, capture_output=True, text=True)
    for words in ("Utilisation : belote count", "Arguments", "[obligatoire]", "Les cartes"):
        assert words in out.stdout
    assert "Affiche cette aide et quitte." in out.stdout
    out = subprocess.run([*command, "--help"], env=env, capture_output=True, text=True)
    assert "Commandes :" in out.stdout and "Installe la complétion" in out.stdout
    assert "Utilisation : belote [OPTIONS] COMMANDE [ARGUMENTS]..." in out.stdout


def test_annonces_says_what_it_does_with_fewer_than_eight_cards() -> None:
    out = runner.invoke(app, ["annonces", "--trump", "p", "Aco", "Rco", "Dco"]).stdout
    assert out.startswith("3 cards: the declarations they hold (a whole hand has eight)")


FRENCH = catalog("fr").MESSAGES


@pytest.mark.parametrize("key", sorted(FRENCH))
def test_french_typography_a_space_before_two_part_punctuation(key: str) -> None:
    """French puts a space before : ; ? ! (a colon inside a word, 1:tierce:R, is syntax)."""
    text = FRENCH[key]
    assert not re.search(r"[^\s\d:=A-ZÉ\]]:(\s|$)", text), text
    assert not re.search(r"\S[;?!](\s|$)", text), text


def test_french_elision_before_a_name() -> None:
    run("new", "--mode", "classique")
    answers = "pique\n\n"  # the trump, no capot: then the points are asked
    out = runner.invoke(app, ["hand"], input="2\n" + answers, env={"BELOTE_LANG": "fr"}).stdout
    assert "Points de cartes d'Eux" in out
    out = runner.invoke(app, ["hand"], input="1\n" + answers, env={"BELOTE_LANG": "fr"}).stdout
    assert "Points de cartes de Nous" in out
