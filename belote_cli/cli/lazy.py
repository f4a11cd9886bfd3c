"""Typer builds only the command being run. Typer turns every command function of a group
into a Click command at every start (its parameters read, their types solved: ~1 ms a
command) though one is run; a group whose class is `BuiltWhenNeeded` keeps the list of its
commands' names, in their order, and makes each the first time it is looked up: `belote
show` makes `show`; an unknown command's suggestions need only the names, and the list of
commands of `--help` their help (from their declarations, as Typer would write it).
Typer's own builder still makes the group itself and each command.
And an option not given has no value to convert: Typer would still build its converter (a
Pydantic adapter, ~0.3 ms each; `hand` has twenty options). A text, a list of texts, a
path or a whole number given is converted without Pydantic, which Typer's converters
import: a third of a one-shot command's time. Installed by importing this module (cli.help
does); what both patches rely on is tested in tests/words/test_typer_patches.py."""

from __future__ import annotations

import copy
import dataclasses
import inspect
import re
from collections.abc import Callable, Iterator, MutableMapping
from pathlib import Path
from typing import Any

import typer.core
import typer.main
from typer._coercion import PassThroughRuntimeParam, RuntimeParam
from typer._param_types import coerce_cli_path
from typer.models import OptionInfo


class BuiltWhenNeeded:
    """The mark of a group whose commands are made when first looked up."""

    def list_commands(self, ctx: Any) -> list[str]:
        return list(self.commands)  # type: ignore[attr-defined]  # names only: none made

    def format_commands(self, ctx: Any, formatter: Any) -> None:
        """Typer's list of commands, from what Commands.listed gives of each."""
        group: Any = self  # a TyperGroup
        commands = group.commands
        if isinstance(commands, Commands):
            group.commands = commands.listed()
        try:
            super().format_commands(ctx, formatter)  # type: ignore[misc]
        finally:
            group.commands = commands


class Commands(MutableMapping[str, Any]):
    """A group's commands by name, in the order declared, each made when first read."""

    def __init__(self) -> None:
        self._makers: dict[str, Callable[[], Any]] = {}
        self._listings: dict[str, Callable[[], Any]] = {}
        self._made: dict[str, Any] = {}

    def add(
        self, name: str, make: Callable[[], Any], listing: Callable[[], Any] | None = None
    ) -> None:
        """A command made by `make`; listed, before it is made, as `listing` makes it."""
        self._makers[name] = make
        self._listings[name] = listing or make
        self._made.pop(name, None)

    def listed(self) -> dict[str, Any]:
        """Each command as the list of commands shows it: made, or its listing."""
        return {name: self._made.get(name) or self._listings[name]() for name in self._makers}

    def __getitem__(self, name: str) -> Any:
        if name not in self._made:
            self._made[name] = self._makers[name]()  # KeyError: no such command
        return self._made[name]

    def __setitem__(self, name: str, command: Any) -> None:
        self.add(name, lambda: command)

    def __delitem__(self, name: str) -> None:
        del self._makers[name], self._listings[name]
        self._made.pop(name, None)

    def __contains__(self, name: object) -> bool:
        return name in self._makers  # without making it

    def __iter__(self) -> Iterator[str]:
        return iter(self._makers)

    def __len__(self) -> int:
        return len(self._makers)


_typer_group = typer.main.get_group_from_info


def group_from_info(group_info: Any, **how: Any) -> Any:
    """typer.main.get_group_from_info, the commands of a BuiltWhenNeeded group left to be
    made: Typer makes the group from a copy of its app without commands, then each command
    as it would, when it is looked up. Its sub-groups are made now (cheap: theirs wait)."""
    solved = typer.main.solve_typer_info_defaults(group_info)
    if not (isinstance(solved.cls, type) and issubclass(solved.cls, BuiltWhenNeeded)):
        return _typer_group(group_info, **how)
    app = group_info.typer_instance
    shell = copy.copy(app)
    shell.registered_commands, shell.registered_groups = [], []
    empty = copy.copy(group_info)
    empty.typer_instance = shell
    group = _typer_group(empty, **how)
    commands = Commands()
    options = {k: how[k] for k in ("pretty_exceptions_short", "rich_markup_mode")}
    for info in app.registered_commands:
        name = info.name or typer.main.get_command_name(info.callback.__name__)
        commands.add(name, _maker(info, options), _listing(info, name))
    for sub_info in app.registered_groups:
        sub = typer.main.get_group_from_info(sub_info, **how)
        if not sub.name:  # an unnamed sub-app: Typer merges its commands; so do we
            for name in sub.commands:
                commands.add(name, _maker_of(sub.commands, name))
            continue
        commands[sub.name] = sub
    group.commands = commands
    return group


def _maker(info: Any, options: dict[str, Any]) -> Callable[[], Any]:
    return lambda: typer.main.get_command_from_info(info, **options)


def _listing(info: Any, name: str) -> Callable[[], Any]:
    """The command without its parameters: all the list of commands reads of it (its short
    help: TyperGroup.format_commands), its help solved as typer.main.get_command_from_info
    solves it."""

    def listing() -> Any:
        text = info.help
        text = inspect.getdoc(info.callback) if text is None else inspect.cleandoc(text)
        made = info.cls or typer.core.TyperCommand
        return made(
            name=name,
            help=text,
            short_help=info.short_help,
            hidden=info.hidden,
            deprecated=info.deprecated,
        )

    return listing


def _maker_of(commands: Any, name: str) -> Callable[[], Any]:
    return lambda: commands[name]


typer.main.get_group_from_info = group_from_info


_typer_process_value = typer.core._TyperParameter.process_value
# What Typer's converters all make of no value (RuntimeParam.coerce): None, or () for an
# option taking many. This one converts nothing else.
_NOTHING = PassThroughRuntimeParam(parameter_info=OptionInfo(), annotation=object)


@dataclasses.dataclass(frozen=True)
class _Plain(RuntimeParam):
    """What Typer's Pydantic adapter makes of a text (itself), a list of texts (a list), a
    path (a Path, checked by Typer's own coerce_cli_path: `dir_okay`, its messages) or a
    whole number (as Pydantic reads one: ASCII digits, `_` between them, an optional sign
    and spaces around, a zero fraction; else the message of usage_int)."""

    def _coerce_value(self, value: Any, param: Any, ctx: Any) -> Any:
        if self.annotation is Path:
            return coerce_cli_path(
                Path(value), self.parameter_info, path_type=Path, param=param, ctx=ctx
            )
        if self.annotation is int:
            return _whole(value, param, ctx)
        return list(value) if self.annotation == list[str] else value


# the annotations _Plain converts; Typer the others (a range, a choice, a file...)
_PLAIN = (str, list[str], Path, int)
_WHOLE = re.compile(r"\s*([+-]?[0-9]+(?:_[0-9]+)*)(?:\.0+)?\s*")


def _whole(value: Any, param: Any, ctx: Any) -> int:
    if isinstance(value, int) and not isinstance(value, bool):
        return value
    found = _WHOLE.fullmatch(value) if isinstance(value, str) and value.isascii() else None
    try:
        if found is not None:
            return int(found.group(1))
    except ValueError:  # more digits than Python reads (4,300)
        pass
    from typer._click.exceptions import BadParameter

    from belote_cli.text.catalog import t

    raise BadParameter(t("usage_int", value=value), ctx=ctx, param=param)


def _process_value(self: Any, ctx: Any, value: Any) -> Any:
    """Typer's, without building the converter of an option not given, nor Pydantic's for
    a text, a list of texts, a path or a whole number (_Plain)."""
    described = self.type_descriptor
    info = described.parameter_info
    plain = described.file_annotation is None and described.annotation in _PLAIN
    plain = plain and getattr(info, "min", None) is None and getattr(info, "max", None) is None
    if self._runtime_param is None and plain:
        self._runtime_param = _Plain(info, described.annotation)
    if value is not None or self._runtime_param is not None:
        return _typer_process_value(self, ctx, value)
    self._runtime_param = _NOTHING
    try:
        return _typer_process_value(self, ctx, value)
    finally:
        self._runtime_param = None  # built when a value comes


typer.core._TyperParameter.process_value = _process_value  # type: ignore[method-assign]
