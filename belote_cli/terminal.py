"""Talking with the player in a terminal: prompts, warnings, confirmations, and every
refusal turned into one line on stderr with its exit code (1 refused, 2 usage)."""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from typing import TYPE_CHECKING, NoReturn

import typer

from belote_cli import parse
from belote_cli.errors import BadOption, Refusal
from belote_cli.i18n import describe, t

if TYPE_CHECKING:
    from belote_cli.hand_input import Talk


def fail(message: str, code: int = 1) -> NoReturn:
    typer.echo(f"belote: {message}", err=True)
    raise typer.Exit(code)


@contextlib.contextmanager
def guarded() -> Iterator[None]:
    """Every refusal is one line on stderr and an exit code; nothing is written."""
    try:
        yield
    except BadOption as error:
        fail(f"{error.option}: {describe(error.error)}", 2)
    except Refusal as error:
        fail(describe(error))
    except (typer.Abort, KeyboardInterrupt, EOFError):
        typer.echo("", err=True)
        fail(t("aborted"))


def prompt(question: str, default: str | None) -> str:
    return str(typer.prompt(question, default=default, show_default=default is not None))


def warn(message: str) -> None:
    typer.echo(f"  {message}", err=True)


def tell(message: str) -> None:
    typer.echo(message)


def confirm(question: str) -> bool:
    """Yes or no, asked again until it is one of them."""
    from belote_cli.hand_input import ask

    return ask(prompt, warn, f"{question} [{t('yes_no')}]", parse.yes_no, None)


def talk() -> Talk:
    """The terminal's side of the conversation, for hand_input.collect."""
    from belote_cli.hand_input import Talk

    return Talk(prompt, warn, confirm, tell)
