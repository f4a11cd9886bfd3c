"""Typer's own usage errors (a wrong option, a missing argument, a value that is not a
number) in the user's language. Typer's bundled Click writes them as English f-strings, not
through gettext: each is read back from the error's fields, or from its message by the one
table of Typer's templates below, and said again from the catalog. A message no template
knows (a later Typer) is shown as Typer wrote it; tests/words/test_typer_patches.py checks
that each template still reads the installed Typer's message."""

from __future__ import annotations

import re
from typing import Any

from belote_cli.text.catalog import t

# Typer's templates (typer._click), each with the catalog key that says it again.
_TEMPLATES = [
    (re.compile(r"^No such option: (?P<option>\S+)$"), "usage_no_such_option"),
    (_MISSING_COMMAND := re.compile(r"^Missing command\.$"), "usage_missing_command"),
    (re.compile(r"^Option '(?P<option>[^']+)' does not take a value\.$"), "usage_no_value"),
    (re.compile(r"^Option '(?P<option>[^']+)' requires an argument\.$"), "usage_needs_value"),
    (
        re.compile(r"^Option '(?P<option>[^']+)' requires (?P<count>\d+) arguments\.$"),
        "usage_needs_values",
    ),
    (
        re.compile(r"^Argument '(?P<argument>[^']+)' takes (?P<count>\d+) values\.$"),
        "usage_argument_values",
    ),
    (re.compile(r"^Got unexpected extra argument(?:s|\(s\))? \((?P<extra>.*)\)$"), "usage_extra"),
    (re.compile(r"^\w+ (?P<path>'.*') is a directory\.$"), "usage_is_directory"),
    (re.compile(r"^\w+ (?P<path>'.*') is a file\.$"), "usage_is_file"),
    (re.compile(r"^\w+ (?P<path>'.*') does not exist\.$"), "usage_no_path"),
    (re.compile(r"^\w+ (?P<path>'.*') is not readable\.$"), "usage_not_readable"),
    (re.compile(r"^\w+ (?P<path>'.*') is not writable\.$"), "usage_not_writable"),
]
# Typer adds its own suggestion, in English, to the top level's only: said again for every group
_NO_SUCH_COMMAND = re.compile(r"^No such command '(?P<command>.*?)'\.(?: Did you mean .*\?)?$")
# What a value given to a typed option fails (pydantic's error types, which Typer uses).
_VALUE_ERRORS = {"int_parsing": "usage_int", "int_from_float": "usage_int"}


def message(error: Any) -> str:
    """The sentence of one of Typer's usage errors, in the user's language."""
    kind = type(error).__name__
    if kind == "MissingParameter" and error.param is not None:
        key = f"usage_missing_{error.param.param_type_name}"  # an argument or an option
        return t(key, name=error.param.get_error_hint())
    if kind == "BadParameter":
        hint = error.param_hint or (error.param.get_error_hint() if error.param else "")
        hint = hint if isinstance(hint, str) else " / ".join(hint)  # Click's own joining
        return t("usage_bad_value", param=hint, detail=_detail(error))
    unknown = _NO_SUCH_COMMAND.match(str(error.message))
    if unknown is not None:
        return _no_such_command(unknown["command"], getattr(error, "ctx", None))
    if kind == "NoSuchOption":
        return _no_such_option(error)
    return _said(str(error.message))


def _no_such_option(error: Any) -> str:
    """An unknown option, the options near it, and -- where the command takes a value that
    may start with a dash (a team called -1+1): from the error's own fields."""
    said = t("usage_no_such_option", option=error.option_name)
    if error.possibilities:
        said += " " + t("usage_possible", options=", ".join(sorted(error.possibilities)))
    command = getattr(error.ctx, "command", None)
    arguments = [p for p in getattr(command, "params", ()) if p.param_type_name == "argument"]
    if arguments:
        said += " " + t("usage_after_dashes", command=error.ctx.command_path)
    return said


def hint(error: Any) -> str:
    """The catalog key of where to look next: the commands, for a command unknown or
    missing; else the options."""
    text = str(getattr(error, "message", ""))
    unknown = _NO_SUCH_COMMAND.match(text) or _MISSING_COMMAND.match(text)
    return "see_commands" if unknown else "see_help"


def _no_such_command(command: str, ctx: Any) -> str:
    """An unknown command, and the group's commands near it (`concours drw`: draw)."""
    said = t("usage_no_such_command", command=command)
    group = getattr(ctx, "command", None)
    if group is None or not hasattr(group, "list_commands"):
        return said
    import difflib

    near = difflib.get_close_matches(command, group.list_commands(ctx), n=3)
    if near:
        names = ", ".join(t("usage_command_name", command=name) for name in near)
        said += t("usage_did_you_mean", commands=names)
    return said


def _detail(error: Any) -> str:
    """Why a value is refused: the type it is not, else the path check it fails."""
    cause = error.__cause__
    errors = getattr(cause, "errors", None)
    if callable(errors):
        found = errors()
        key = _VALUE_ERRORS.get(found[0].get("type", "")) if found else None
        if key is not None:
            return t(key, value=found[0].get("input", ""))
    return _said(str(error.message))


def _said(text: str) -> str:
    for pattern, key in _TEMPLATES:
        match = pattern.match(text)
        if match:
            return t(key, **match.groupdict())
    return text
