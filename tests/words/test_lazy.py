"""Typer builds only the command being run (cli.lazy): every command is still reachable,
the help lists them all in the order declared, an unknown command gets its usual error, and
an option not given still comes as None (or () for an option taking many)."""

from __future__ import annotations

from typing import Any

import pytest
import typer

from belote_cli.cli import app
from belote_cli.cli.lazy import Commands
from tests.helpers import run, usage_error


def declared() -> list[str]:
    """The top-level commands, by name, in the order cli/__init__.py declares them."""
    names = [
        info.name or typer.main.get_command_name(getattr(info.callback, "__name__", ""))
        for info in app.registered_commands
    ]
    return [*names, *(group.name for group in app.registered_groups if group.name)]


def built(group: Any) -> set[str]:
    return set(group.commands._made)


def test_no_command_is_made_before_it_is_looked_up() -> None:
    group: Any = typer.main.get_command(app)
    assert isinstance(group.commands, Commands)
    assert built(group) == set()
    ctx = typer.Context(group)
    assert group.list_commands(ctx) == declared()
    assert built(group) == set()
    show = group.get_command(ctx, "show")
    assert show is not None and show.name == "show"
    assert built(group) == {"show"}
    assert group.get_command(ctx, "show") is show  # made once
    assert group.get_command(ctx, "frob") is None
    assert "hand" in group.commands and "frob" not in group.commands
    assert built(group) == {"show"}


def test_every_command_is_reachable_and_made_as_typer_makes_it() -> None:
    group: Any = typer.main.get_command(app)
    ctx = typer.Context(group)
    for name in declared():
        command = group.get_command(ctx, name)
        assert command is not None and command.name == name
        assert command.help


def test_the_help_lists_every_command_in_the_order_declared() -> None:
    code, out, _ = run("--help")
    assert code == 0
    listed = out.split("Commands:\n", 1)[1].splitlines()
    names = [line.split()[0] for line in listed if line.startswith("  ") and line[2] != " "]
    assert names == declared()


def test_the_help_lists_the_commands_alike_made_or_not() -> None:
    group: Any = typer.main.get_command(app)

    def help_text() -> str:
        with typer.Context(group, info_name="belote") as ctx:
            return str(group.get_help(ctx))

    listed = help_text()
    assert built(group) == set()  # listed from their declarations
    for name in declared():
        group.get_command(typer.Context(group), name)
    assert built(group) == set(declared())
    assert help_text() == listed


@pytest.mark.parametrize(
    ("language", "argv", "said"),
    [
        ("en", ["shw"], "belote: No such command 'shw'. Did you mean 'show'? (belote -h lists"),
        # every group, built when run (cli.help.LazyGroup) or not, suggests its own
        ("en", ["concours", "drw"], "No such command 'drw'. Did you mean 'draw'? (belote con"),
        ("en", ["concours", "team", "ad"], "No such command 'ad'. Did you mean 'add'?"),
        ("en", ["frob"], "belote: No such command 'frob'. (belote -h lists the commands)"),
        ("fr", ["shw"], "belote: commande inconnue « shw » ; vouliez-vous dire « show » ?"),
        ("fr", ["concours", "drw"], "commande inconnue « drw » ; vouliez-vous dire « draw » ?"),
        ("fr", ["frob"], "belote: commande inconnue « frob » (belote -h donne les commandes)"),
    ],
)
def test_an_unknown_command_gets_its_usual_error_and_the_commands_near_it(
    language: str,
    argv: list[str],
    said: str,
    monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    monkeypatch.setenv("BELOTE_LANG", language)
    assert said in usage_error(argv, monkeypatch, capsys)


def test_an_option_not_given_is_none_and_one_given_is_converted() -> None:
    seen: dict[str, Any] = {}
    probe = typer.Typer()

    @probe.command()
    def one(
        number: int | None = None, words: list[str] | None = None, many: list[int] | None = None
    ) -> None:
        seen.update(number=number, words=words, many=many)

    from typer.testing import CliRunner

    assert CliRunner().invoke(probe, []).exit_code == 0
    assert seen == {"number": None, "words": None, "many": None}  # Typer's own values
    assert CliRunner().invoke(probe, ["--number", "7", "--many", "3"]).exit_code == 0
    assert seen == {"number": 7, "words": None, "many": [3]}
    result = CliRunner().invoke(probe, ["--number", "seven"])
    assert result.exit_code == 2  # converted, and refused, as before
