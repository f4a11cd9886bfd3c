"""The help's own words in the user's language, where Typer lets them be set: its gettext
(Options, required…), the usage line, the help option, the completion options; and an
argument's help that names what to type, never a Python type. Imported at every start by
belote_cli.cli: assignments and two small classes, no work."""

from __future__ import annotations

import functools
import importlib
from typing import Any

import typer
from typer.core import TyperArgument, TyperCommand, TyperGroup

from belote_cli.cli.lazy import BuiltWhenNeeded
from belote_cli.text.catalog import t, template


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


def _plain_usage_name(self: TyperArgument) -> str:
    name = self.display_name_raw if self.required else f"[{self.display_name_raw}]"
    return name + ("..." if self.nargs != 1 else "")  # CARDS..., [N]: not {cards}...


TyperArgument.display_type_rich = _plain_display_type  # type: ignore[method-assign,assignment]
TyperArgument._usage_display_name = _plain_usage_name  # type: ignore[method-assign]


class _Words:
    """The usage line and the help option's text in the user's language."""

    def format_usage(self, ctx: Any, formatter: Any) -> None:
        words = {"[OPTIONS]": "help_options_metavar", "COMMAND [ARGS]...": "help_command_metavar"}
        pieces = self.collect_usage_pieces(ctx)  # type: ignore[attr-defined]
        pieces = [t(words[piece]) if piece in words else piece for piece in pieces]
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
