"""A sentence cut to a terminal's width at word boundaries, never before a sign the language
keeps with the word before it (French : ; ? !). One way for the prompts and the sheet's
explanation: Rich's own wrapping breaks at an unbreakable space, textwrap does not."""

from __future__ import annotations

import textwrap

from belote_cli.text.catalog import NO_BREAK, unbroken


def fill(text: str, width: int, indent: str = "") -> str:
    """`text` cut to `width`; a NO_BREAK in it keeps its two words on one line, and is a
    plain space again once cut."""
    cut = "\n".join(
        textwrap.fill(
            unbroken(paragraph),
            max(20, width),
            subsequent_indent=indent,
            break_long_words=False,
            break_on_hyphens=False,
        )
        for paragraph in text.split("\n")
    )
    return cut.replace(NO_BREAK, " ")
