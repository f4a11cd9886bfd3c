"""The help's own words in the user's language, where Typer lets them be set: its gettext
(Options, required…), the usage line, the help option, the completion options; and an
argument's help that names what to type, never a Python type; and help cut to the
terminal's width never before a sign the language keeps with the word before it (French : ;
? !, as text.wrap cuts). Imported at every start by belote_cli.cli: assignments and a few
small classes, no work. What each patch of Typer relies on is tested in
tests/words/test_typer_patches.py (Typer is pinned in pyproject.toml)."""

from __future__ import annotations

import functools
import importlib
from typing import Any

import typer
from typer._click.core import Context
from typer._click.formatting import HelpFormatter
from typer.core import TyperArgument, TyperCommand, TyperGroup

from belote_cli.cli.lazy import BuiltWhenNeeded
from belote_cli.text.catalog import NO_BREAK, t, template, unbroken


def _typer_word(text: str) -> str:
    """Typer's gettext: the words of its help (Options, required…) from the catalog."""
    key = _TYPER_WORDS.get(text)
    return text if key is None else template(key)  # Click fills in "{default}" itself


_TYPER_WORDS = {
    "Options": "help_options",
    "Arguments": "help_arguments",
    "Commands": "help_commands",
    "required": "help_required",
    "default: {default}": "help_default",
}
typer.core._ = _typer_word  # type: ignore[attr-defined,assignment]


def _plain_display_type(self: TyperArgument, ctx: object) -> None:
    return None  # an argument's help names what to type, never a type (<list[str]>)


TyperArgument.display_type_rich = _plain_display_type  # type: ignore[method-assign,assignment]


def _usage_pieces(command: Any, ctx: Any) -> list[str]:
    """Click's collect_usage_pieces in the user's words, an argument as `CARDS...` or `[N]`
    (Typer writes `{CARDS}...`)."""
    pieces = [t("help_options_metavar")] if command.options_metavar else []
    for param in command.get_params(ctx):
        if isinstance(param, TyperArgument):
            name = param.display_name_raw
            pieces.append((name if param.required else f"[{name}]") + "..." * (param.nargs != 1))
        else:
            pieces += param.get_usage_pieces(ctx)
    return pieces + ([t("help_command_metavar")] if isinstance(command, TyperGroup) else [])


class _Formatter(HelpFormatter):
    """Click's help formatter, its texts cut as the language cuts them: the space before a
    French : ; ? ! made unbreakable while a line is cut (text.catalog.unbroken), a plain
    space again once written."""

    def write_text(self, text: str) -> None:
        super().write_text(unbroken(text))

    def write_dl(self, rows: Any, col_max: int = 30, col_spacing: int = 2) -> None:
        said = [(term, unbroken(help)) for term, help in rows]
        super().write_dl(said, col_max, col_spacing)

    def getvalue(self) -> str:
        return super().getvalue().replace(NO_BREAK, " ")


class _Context(Context):
    formatter_class = _Formatter


class _Words:
    """The usage line and the help option's text in the user's language, the help cut as
    the language cuts it."""

    context_class: type[Context] = _Context

    def format_usage(self, ctx: Any, formatter: Any) -> None:
        pieces = _usage_pieces(self, ctx)
        formatter.write_usage(ctx.command_path, " ".join(pieces), prefix=t("help_usage"))

    def get_help_option(self, ctx: Any) -> Any:
        option = super().get_help_option(ctx)  # type: ignore[misc]
        if option is not None:
            option.help = t("help_help")
        return option


class Command(_Words, TyperCommand):
    """A command whose refusals are handled once, here (cli.refusals): its function only
    imports its module and calls it with keywords."""

    def invoke(self, ctx: Any) -> Any:
        from belote_cli.cli.refusals import guarded

        with guarded():
            return super().invoke(ctx)


class Group(BuiltWhenNeeded, _Words, TyperGroup):
    """A group whose commands are made when first looked up (cli.lazy)."""

    def get_params(self, ctx: Any) -> list[Any]:
        params = super().get_params(ctx)
        for param in params:
            if param.name in ("install_completion", "show_completion"):
                # typed as a Parameter, which has no help for mypy
                setattr(param, "help", t(f"help_{param.name}"))  # noqa: B010
        return params


class LazyGroup(Group):
    """A group whose commands are built the first time one is needed, from the Typer app
    `app` of the module a subclass names: `belote concours`'s dozen commands cost nothing
    to the others."""

    module = ""  # the module holding the Typer app, set by a subclass

    @functools.cached_property
    def _real(self) -> Any:
        return typer.main.get_group(importlib.import_module(self.module).app)

    def list_commands(self, ctx: Any) -> list[str]:
        return self._real.list_commands(ctx)  # type: ignore[no-any-return]

    def get_command(self, ctx: Any, cmd_name: str) -> Any:
        return self._real.get_command(ctx, cmd_name)
