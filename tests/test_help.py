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
