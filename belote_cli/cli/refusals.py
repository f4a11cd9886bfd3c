"""The one place where refusals become one line on standard error and an exit code: 1 refused
by the rules or a file, or aborted; 2 a wrong option (an option's value, or a setting the
core refused, named by its option). Nothing is written."""

from __future__ import annotations

import contextlib
import sys
from collections.abc import Iterator
from typing import NoReturn

import typer

from belote_cli.cli.options import SETTINGS
from belote_cli.core.errors import Refusal, SettingError
from belote_cli.entry.given import BadOption
from belote_cli.text.catalog import describe, t


@contextlib.contextmanager
def guarded() -> Iterator[None]:
    """Every refusal is one line on stderr and an exit code; nothing is written."""
    try:
        yield
    except BadOption as error:
        fail(f"{error.option}: {describe(error.error)}", 2)
    except SettingError as error:  # a usage error, whatever gave the value
        fail(f"{SETTINGS[error.setting]}: {describe(error)}", 2)
    except Refusal as error:
        fail(describe(error))
    except (typer.Abort, KeyboardInterrupt, EOFError):
        tell("")
        fail(t("aborted"))


def fail(message: str, code: int = 1) -> NoReturn:
    from belote_cli.entry.terminal import wrapped

    tell(wrapped(f"belote: {message}", sys.stderr, indent="  "))
    raise typer.Exit(code)


def tell(line: str) -> None:
    """A line on standard error; one that cannot be written (closed, full) changes no exit
    code."""
    with contextlib.suppress(OSError):
        typer.echo(line, err=True)
