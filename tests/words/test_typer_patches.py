"""Every place belote patches Typer or relies on its internals (issue 33), each tested for
the exact behaviour it relies on: a Typer upgrade that changes it fails here, naming the
patch. pyproject.toml pins Typer to the range CI tests.

- cli.help `typer.core._`: Typer's gettext, the words of the help from the catalog;
- cli.help `TyperArgument.display_type_rich`: an argument's help names no Python type;
- cli.help `_usage_pieces`: the usage line (Click's pieces, in our words; no patch);
- cli.help `Group.get_params`, `get_help_option`: the completion and help options' help;
- cli.lazy `typer.main.get_group_from_info`: a group's commands made when looked up;
- cli.lazy `typer.core._TyperParameter.process_value`: no converter for an option not given,
  nor Pydantic's for a text, a list of texts, a path or a whole number (`_Plain`);
- cli.usage: Typer's usage errors read back by their fields and English templates."""

from __future__ import annotations

import inspect
import os
import re
from importlib.metadata import version
from pathlib import Path
from typing import Annotated, Any

import pytest
import typer
import typer.core
import typer.main
from typer._coercion import build_runtime_param
from typer._param_types import coerce_cli_path
from typer.core import TyperArgument, TyperCommand, TyperGroup
from typer.models import CommandInfo, TyperInfo

from belote_cli.cli import app, help, lazy, usage
from belote_cli.text.catalog import t
from tests.helpers import ROOT, runner


def changed(patch: str, what: str) -> str:
    return f"Typer changed what {patch} relies on: {what}"


def _context(command: Any, name: str = "belote") -> typer.Context:
    return typer.Context(command, info_name=name)


def _top() -> Any:
    return typer.main.get_command(app)


def test_typer_is_in_the_range_pinned() -> None:
    pin = re.search(r'"typer>=([\d.]+),<([\d.]+)"', (ROOT / "pyproject.toml").read_text())
    assert pin is not None, "pyproject.toml pins Typer to the range CI tests"

    def numbers(text: str) -> tuple[int, ...]:
        return tuple(int(part) for part in re.findall(r"\d+", text)[:3])

    low, high = numbers(pin[1]), numbers(pin[2])
    assert low <= numbers(version("typer")) < high, "run these tests before moving the pin"


# --- cli.help -------------------------------------------------------------------------


GETTEXT = "cli.help's typer.core._ (Typer's gettext)"


def test_typer_asks_its_gettext_for_the_words_of_the_help(monkeypatch: pytest.MonkeyPatch) -> None:
    gettext = getattr(typer.core, "_", None)
    assert gettext is help._typer_word, changed(GETTEXT, "typer.core._ is not ours")
    asked: set[str] = set()

    def recording(text: str) -> str:
        asked.add(text)
        return help._typer_word(text)

    monkeypatch.setattr(typer.core, "_", recording)
    for argv in (["--help"], ["edit", "--help"], ["games", "--help"]):
        assert runner.invoke(app, argv).exit_code == 0, argv
    missing = set(help._TYPER_WORDS) - asked
    assert not missing, changed(GETTEXT, f"typer.core._ is no longer asked for {missing}")


ARGUMENT_TYPE = "cli.help's TyperArgument.display_type_rich"


def test_an_arguments_help_names_no_type() -> None:
    top = _top()
    show = top.get_command(_context(top), "show")
    (number,) = [param for param in show.params if isinstance(param, TyperArgument)]
    record = number.get_help_record(_context(show, "show"))
    assert record is not None and record[0] == "N", changed(ARGUMENT_TYPE, str(record))
    typed = typer.core._TyperParameter.display_type_rich(number, _context(show, "show"))
    assert typed, changed(ARGUMENT_TYPE, "Typer adds no type any more: the patch may go")


USAGE_LINE = "cli.help's _usage_pieces (Click's collect_usage_pieces in our words)"


def _every_command() -> list[tuple[Any, typer.Context]]:
    top = _top()
    found = [(top, _context(top))]
    for name in top.list_commands(_context(top)):
        command = top.get_command(_context(top), name)
        found.append((command, _context(command, name)))
        if isinstance(command, TyperGroup):
            for inner in command.list_commands(_context(command, name)):
                made = command.get_command(_context(command, name), inner)
                found.append((made, _context(made, inner)))
    return found


def test_the_usage_line_holds_typers_pieces_in_our_words() -> None:
    words = {
        "[OPTIONS]": t("help_options_metavar"),
        "COMMAND [ARGS]...": t("help_command_metavar"),
    }
    for command, ctx in _every_command():
        typers = type(command).collect_usage_pieces(command, ctx)
        expected = [words.get(piece, piece.replace("{", "").replace("}", "")) for piece in typers]
        ours = help._usage_pieces(command, ctx)
        assert ours == expected, changed(USAGE_LINE, f"{ctx.info_name}: {typers}")


OPTIONS_HELP = "cli.help's Group.get_params and _Words.get_help_option"


def test_the_completion_options_and_the_help_option_get_our_words() -> None:
    top = _top()
    helps = {param.name: getattr(param, "help", None) for param in top.get_params(_context(top))}
    for name in ("install_completion", "show_completion"):
        assert helps.get(name) == t(f"help_{name}"), changed(OPTIONS_HELP, f"no {name}")
    option = top.get_help_option(_context(top))
    assert option is not None and "--help" in option.opts, changed(OPTIONS_HELP, "no --help")
    assert option.help == t("help_help"), changed(OPTIONS_HELP, str(option.help))


# --- cli.lazy -------------------------------------------------------------------------


GROUPS = "cli.lazy's typer.main.get_group_from_info"


def test_typer_builds_every_group_through_the_function_cli_lazy_replaces() -> None:
    assert typer.main.get_group_from_info is lazy.group_from_info, changed(GROUPS, "not ours")
    top = _top()  # typer.main.get_command -> get_group -> get_group_from_info, looked up
    assert isinstance(top.commands, lazy.Commands), changed(GROUPS, "get_group does not call it")
    how = {"pretty_exceptions_short", "suggest_commands", "rich_markup_mode"}
    assert set(inspect.signature(lazy._typer_group).parameters) == {"group_info", *how}, changed(
        GROUPS, "its parameters"
    )
    made = set(inspect.signature(typer.main.get_command_from_info).parameters)
    assert made == {"command_info", "pretty_exceptions_short", "rich_markup_mode"}, changed(
        GROUPS, "get_command_from_info's parameters"
    )
    read = {"name", "callback", "cls", "help", "short_help", "hidden", "deprecated"}
    assert read <= set(vars(CommandInfo())), changed(GROUPS, "CommandInfo's fields")
    assert {"typer_instance", "cls"} <= set(vars(TyperInfo())), changed(GROUPS, "TyperInfo")
    assert isinstance(app.registered_commands, list) and isinstance(app.registered_groups, list)


def test_the_help_of_a_group_is_typers_own_with_no_command_made() -> None:
    """TyperGroup.format_commands reads the group's `commands` (BuiltWhenNeeded lists them
    from their declarations): the help is the one Typer's own builder gives."""
    how: dict[str, Any] = {
        "pretty_exceptions_short": app.pretty_exceptions_short,
        "rich_markup_mode": app.rich_markup_mode,
        "suggest_commands": app.suggest_commands,
    }
    typers = lazy._typer_group(TyperInfo(app), **how)  # every command made
    ours = lazy.group_from_info(TyperInfo(app), **how)
    assert not isinstance(typers.commands, lazy.Commands)
    assert ours.get_help(_context(ours)) == typers.get_help(_context(typers)), changed(
        GROUPS, "the list of commands"
    )
    assert ours.commands._made == {}, changed(GROUPS, "format_commands makes the commands")


CONVERTERS = "cli.lazy's typer.core._TyperParameter.process_value"


def _options() -> tuple[Any, dict[str, Any]]:
    probe = typer.Typer()

    @probe.command()
    def one(
        text: str | None = None,
        texts: list[str] | None = None,
        number: int | None = None,
        path: Annotated[Path | None, typer.Option(exists=True, dir_okay=False)] = None,
    ) -> None:
        pass  # pragma: no cover

    command = typer.main.get_command(probe)
    return command, {str(param.name): param for param in command.params}


VALUES: list[tuple[str, object]] = [
    ("text", "Ana"),
    ("text", None),
    ("texts", ("a", "b")),
    ("texts", None),
    ("number", "12"),
    ("number", " +12 "),
    ("number", "-3"),
    ("number", "1_000"),
    ("number", "12.0"),
    ("number", "12.5"),
    ("number", "douze"),
    ("number", "1__0"),
    ("number", "١٢"),
    ("number", None),
    ("path", "pyproject.toml"),
    ("path", "."),
    ("path", "nowhere.toml"),
    ("path", None),
]


def _processed(command: Any, param: Any, value: object, typers: bool) -> object:
    """What a parameter makes of a value: by cli.lazy, or by Typer's own converter."""
    param._runtime_param = build_runtime_param(param.type_descriptor) if typers else None
    ctx = _context(command, "one")
    try:
        if typers:
            return lazy._typer_process_value(param, ctx, value)
        return param.process_value(ctx, value)
    except Exception as error:  # Typer's BadParameter, said as a user reads it
        if not hasattr(error, "message"):
            raise
        return f"refused: {usage.message(error)}"


@pytest.mark.parametrize(("name", "value"), VALUES)
def test_an_option_is_converted_as_typer_converts_it(
    name: str, value: object, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.chdir(ROOT)
    assert typer.core._TyperParameter.process_value is lazy._process_value, CONVERTERS
    command, params = _options()
    param = params[name]
    ours = _processed(command, param, value, typers=False)
    built = param._runtime_param  # Typer's get_runtime_param keeps what it built there
    typers = _processed(command, param, value, typers=True)
    assert ours == typers, changed(CONVERTERS, f"{value!r}")
    assert isinstance(built, lazy._Plain), changed(CONVERTERS, "_runtime_param not used")


def test_no_converter_is_built_for_an_option_not_given() -> None:
    """Typer's converter of a ranged number (Pydantic's), built only when a value comes."""
    group: Any = typer.main.get_command(_probe())
    command = group.get_command(_context(group, "p"), "one")
    (ranged,) = [param for param in command.params if param.name == "n"]
    ctx = _context(command, "one")
    assert ranged.process_value(ctx, None) is None
    assert ranged._runtime_param is None, changed(CONVERTERS, "an option not given converted")
    assert ranged.process_value(ctx, "3") == 3
    assert ranged._runtime_param is not None, changed(CONVERTERS, "_runtime_param not kept")


def test_typers_path_check_takes_what_cli_lazy_gives() -> None:
    names = list(inspect.signature(coerce_cli_path).parameters)
    assert names == ["value", "parameter_info", "path_type", "param", "ctx"], changed(
        CONVERTERS, f"coerce_cli_path{names}"
    )


# --- cli.usage ------------------------------------------------------------------------


TEMPLATES = "cli.usage's templates of Typer's messages"


def _probe() -> typer.Typer:
    probe = typer.Typer(no_args_is_help=False)

    @probe.command()
    def one(
        flag: bool = False,
        n: Annotated[int | None, typer.Option(min=1)] = None,
        pair: tuple[int, int] | None = None,
        f: Annotated[Path | None, typer.Option(exists=True, dir_okay=False)] = None,
        d: Annotated[Path | None, typer.Option(exists=True, file_okay=False)] = None,
        r: Annotated[Path | None, typer.Option(exists=True, readable=True)] = None,
        w: Annotated[Path | None, typer.Option(exists=True, writable=True)] = None,
    ) -> None:
        pass  # pragma: no cover

    @probe.command()
    def two(xy: Annotated[tuple[int, int], typer.Argument()], m: int = typer.Option()) -> None:
        pass  # pragma: no cover

    return probe


def _error(argv: list[str]) -> Any:
    with pytest.raises(Exception) as raised:
        typer.main.get_command(_probe()).main(argv, standalone_mode=False, prog_name="p")
    return raised.value


def _template(text: str) -> str | None:
    return next((key for pattern, key in usage._TEMPLATES if pattern.match(text)), None)


PATH = str(ROOT / "pyproject.toml")
MESSAGES = [
    (["one", "--bogus"], "usage_no_such_option"),
    ([], "usage_missing_command"),
    (["one", "--flag=1"], "usage_no_value"),
    (["one", "--n"], "usage_needs_value"),
    (["one", "--pair", "1"], "usage_needs_values"),
    (["two", "1"], "usage_argument_values"),
    (["one", "x"], "usage_extra"),
    (["one", "x", "y"], "usage_extra"),
    (["one", "--f", str(ROOT)], "usage_is_directory"),
    (["one", "--d", PATH], "usage_is_file"),
    (["one", "--f", str(ROOT / "nowhere")], "usage_no_path"),
    (["one", "--r", PATH], "usage_not_readable"),
    (["one", "--w", PATH], "usage_not_writable"),
]


@pytest.mark.parametrize(("argv", "key"), MESSAGES, ids=[key for _, key in MESSAGES])
def test_each_template_still_reads_typers_message(
    argv: list[str], key: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    denied = os.W_OK if key == "usage_not_writable" else os.R_OK
    monkeypatch.setattr("os.access", lambda path, mode: mode != denied)
    error = _error(argv)
    assert _template(str(error.message)) == key, changed(TEMPLATES, repr(error.message))


def test_typers_errors_still_have_the_fields_cli_usage_reads() -> None:
    unknown = _error(["one", "--fla"])
    assert type(unknown).__name__ == "NoSuchOption", changed(TEMPLATES, "NoSuchOption")
    assert "--flag" in unknown.possibilities, changed(TEMPLATES, "its possibilities")
    missing = _error(["two", "1", "2"])
    assert type(missing).__name__ == "MissingParameter", changed(TEMPLATES, "MissingParameter")
    assert missing.param.param_type_name == "option", changed(TEMPLATES, "param_type_name")
    assert missing.param.get_error_hint() == "'--m'", changed(TEMPLATES, "get_error_hint")
    bad = _error(["one", "--n", "x"])  # a ranged number: Pydantic's converter, not _Plain
    assert type(bad).__name__ == "BadParameter" and bad.param_hint is None, changed(
        TEMPLATES, "BadParameter"
    )
    found = bad.__cause__.errors()[0]
    assert found["type"] in usage._VALUE_ERRORS and found["input"] == "x", changed(
        TEMPLATES, f"Pydantic's error {found}"
    )
    command = _error(["three"])
    assert usage._NO_SUCH_COMMAND.match(str(command.message)), changed(TEMPLATES, "no command")
    assert command.ctx is not None and hasattr(command.ctx.command, "list_commands")


def test_a_group_without_arguments_says_so_by_its_error_name() -> None:
    """cli.main shows the help for NoArgsIsHelpError (Typer's, by its name)."""
    group = TyperGroup(name="g", no_args_is_help=True, commands={"c": TyperCommand("c")})
    with pytest.raises(Exception) as raised:
        group.main([], standalone_mode=False, prog_name="g")
    assert type(raised.value).__name__ == "NoArgsIsHelpError", changed(TEMPLATES, "its name")
    assert callable(getattr(raised.value, "format_message", None))
