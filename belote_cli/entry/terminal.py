"""Talking with the player: a question and its answer, a warning after a wrong answer, a line
told. `Talk` is the conversation as the commands see it; `terminal()` is the real one."""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from typing import TextIO, TypeVar

import typer

from belote_cli.core.errors import RuleError
from belote_cli.text import parse
from belote_cli.text.catalog import NO_BREAK, describe, t
from belote_cli.text.wrap import fill

T = TypeVar("T")
# prompt(question, default) -> answer; it raises to abort (Ctrl-C, end of input)
Prompt = Callable[[str, str | None], str]


@dataclass(frozen=True)
class Talk:
    """How the player is asked and told things."""

    prompt: Prompt
    warn: Callable[[str], None]
    tell: Callable[[str], None]
    # a person answers at a terminal: only then is what no mark needs asked (who coinched)
    interactive: bool = True

    def ask(self, question: str, parser: Callable[[str], T], default: str | None = None) -> T:
        """The answer, read by `parser`; a wrong one is asked again, with the reason."""
        while True:
            answer = self.prompt(question, default)
            try:
                found = parser(answer)
            except RuleError as error:
                self.warn(describe(error))
                continue
            if answer.strip() or default is not None:
                return found
            self.warn(t("answer_needed"))  # no default offered: Enter is no answer (R6.4)

    def confirm(self, question: str) -> bool:
        """Yes or no, asked again until it is one of them."""
        return self.ask(f"{question} [{t('yes_no')}]", parse.yes_no)


def _prompt(question: str, default: str | None) -> str:
    """In a terminal: the question as `framed` shows it, and line editing and history
    (readline)."""
    shown, suffix = framed(question, default)
    if sys.stdin.isatty() and sys.stdout.isatty():
        import readline  # noqa: F401 -- input() edits lines and keeps a history with it
    # an empty answer reaches the question's reader, which says why it is asked again
    # (Click would ask again without a word); "" is no default shown
    answer = typer.prompt(shown, default=default or "", show_default=False, prompt_suffix=suffix)
    return str(answer)


def framed(question: str, default: str | None = None) -> tuple[str, str]:
    """The question and what follows it, as a prompt shows them: in a terminal, wrapped to
    its width (the default never split: "[n" / "one]"), and the answer on a line of its own
    when the question leaves it little room (entry.editline asks the same way)."""
    said = question if default is None else f"{question} [{default.replace(' ', NO_BREAK)}]"
    # the colon is wrapped with the question, kept with its last word (never a line's start)
    colon = t("prompt_suffix").rstrip().replace(" ", NO_BREAK)
    shown, suffix = wrapped(said + colon, sys.stdout), " "
    if sys.stdin.isatty() and sys.stdout.isatty():
        import shutil

        last = shown.rsplit("\n", 1)[-1] + suffix  # the answer starts after both
        if len(last) > shutil.get_terminal_size().columns * 0.6:
            suffix = "\n> "
    return shown, suffix


def _warn(message: str) -> None:
    typer.echo(wrapped(f"  {message}", sys.stderr, indent="  "), err=True)


def say(message: str) -> None:
    """A line for the player, wrapped to the terminal."""
    typer.echo(wrapped(message, sys.stdout))


def wrapped(text: str, stream: TextIO, indent: str = "") -> str:
    """`text` cut at word boundaries to the width of the terminal `stream` is; unchanged
    when it is not a terminal (a script reads one line)."""
    if not stream.isatty():
        return text.replace(NO_BREAK, " ")
    import shutil

    return fill(text, shutil.get_terminal_size().columns - 1, indent)


def terminal() -> Talk:
    try:
        interactive = sys.stdin.isatty()
    except (AttributeError, ValueError):  # a stream replaced, or closed
        interactive = False
    return Talk(_prompt, _warn, say, interactive)


def shown(as_json: bool, doc: Callable[[], object], text: Callable[[], None]) -> None:
    """One renderer for what a command shows (pipx's result idiom): the result as JSON for
    a script (`doc`, made only then), else as text for a person (`text` shows it) -- chosen
    here, once, never by a branch of the command's own."""
    if as_json:
        from belote_cli.text.jsondoc import json_text

        typer.echo(json_text(doc()))
    else:
        text()
