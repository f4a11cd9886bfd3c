"""Every command's and sub-command's help works, in both languages (a default shown in the
help once broke it: "unexpected error (KeyError: 'default')")."""

from __future__ import annotations

import os
import subprocess
import sys
from typing import Any

import pytest
import typer

from belote_cli.cli import app
from tests.helpers import usage_error


def command_paths() -> list[list[str]]:
    """Every command path of the app, the lazy concours group's included, found from the
    app itself (a new command is seen)."""
    root = typer.main.get_command(app)
    found: list[list[str]] = [[]]

    def walk(group: Any, path: list[str]) -> None:
        if not hasattr(group, "list_commands"):  # a command, not a group
            return
        ctx = typer.Context(group)
        for name in group.list_commands(ctx):
            sub = group.get_command(ctx, name)
            assert sub is not None, name
            found.append([*path, name])
            walk(sub, [*path, name])

    walk(root, [])
    return found


PATHS = command_paths()


def test_the_commands_are_all_found() -> None:
    names = {" ".join(path) for path in PATHS}
    assert {"new", "hand", "play", "games", "concours", "concours team add"} <= names


@pytest.mark.parametrize("language", ["fr", "en"])
@pytest.mark.parametrize("path", PATHS, ids=lambda path: " ".join(path) or "belote")
def test_every_help_works(path: list[str], language: str) -> None:
    """In a process of its own: the help's words are those of the process's language."""
    env = {**os.environ, "BELOTE_LANG": language}
    result = subprocess.run(
        [sys.executable, "-m", "belote_cli", *path, "--help"],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    assert result.stdout.startswith("Utilisation : " if language == "fr" else "Usage: ")


ENGLISH = ("Options:", "Arguments:", "Commands:", "Show this message", "[default:", "required]")


@pytest.mark.parametrize("path", PATHS, ids=lambda path: " ".join(path) or "belote")
def test_no_english_word_of_typer_in_a_french_help(path: list[str]) -> None:
    from tests.helpers import runner

    out = runner.invoke(app, [*path, "--help"], env={"BELOTE_LANG": "fr"}).stdout
    assert [word for word in ENGLISH if word in out] == []


# Every kind of Typer's usage errors, and what a French user reads instead (cli.usage).
USAGE = [
    (["hand", "--bogus"], "option inconnue : --bogus"),
    (["hand", "--tak", "1"], "option inconnue : --tak (options proches : --taker)"),
    (["hand", "--points"], "l'option --points attend une valeur (belote hand -h"),
    (["undo", "--yes=3"], "l'option --yes ne prend pas de valeur"),
    (["frob"], "commande inconnue « frob »"),
    (["show", "1", "2"], "2 : en trop, cette commande ne le prend pas"),
    (["show", "x"], "valeur refusée pour 'N' : « x » n'est pas un nombre entier"),
    (["new", "--target", "1.5"], "valeur refusée pour '--target' : « 1.5 » n'est pas un nombre"),
    (["edit"], "il manque l'argument 'N'"),
    (["concours", "result"], "il manque l'argument 'TABLE'"),
    (["new", "--file", "/"], "valeur refusée pour '--file' : '/' est un dossier, pas un fichier"),
]
TYPER_ENGLISH = ("Invalid value", "No such", "Missing", "Option '", "Got unexpected", "Input ")


@pytest.mark.parametrize(("argv", "said"), USAGE, ids=[" ".join(argv) for argv, _ in USAGE])
def test_a_usage_error_is_said_in_french(
    argv: list[str], said: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    monkeypatch.setenv("BELOTE_LANG", "fr")
    err = usage_error(argv, monkeypatch, capsys)
    assert err.startswith(f"belote: {said}") and err.count("\n") == 1, err
    assert [word for word in TYPER_ENGLISH if word in err] == [], err
