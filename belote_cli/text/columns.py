"""Tables as lines of text for a terminal: each column as wide as it needs, the numbers
never cut nor wrapped, a name wrapped inside its column (table_lines), or each row a block
when the names' column would be too narrow; or, for a season's and ratings' tables, a name
cut to fit (aligned). Built by hand, not as Rich tables: a 200-team ranking is then drawn in
a millisecond (Rich measures every cell: 150 ms)."""

from __future__ import annotations

import functools
import unicodedata

from belote_cli.core.names import clusters
from belote_cli.text.catalog import NO_BREAK, unbroken

Line = tuple[str, str]  # its text, and its style: "" plain, "bold" or "dim" (Rich's names)


def text_width(text: str) -> int:
    """Columns a text takes: wide characters two, combining marks none."""
    if text.isascii() or max(text) < "\u0300":  # Latin letters: neither marks nor wide
        return len(text)
    return sum(map(_sign_width, text))


@functools.cache
def _sign_width(char: str) -> int:  # a wall's characters are few, and met again and again
    return (
        0
        if unicodedata.combining(char)
        else 2
        if unicodedata.east_asian_width(char) in "WF"
        else 1
    )


def cut(text: str, size: int) -> str:
    if text_width(text) <= size:
        return text
    while text and text_width(text) > size - 1:
        text = text[:-1]
    return text + "…"


def aligned(
    head: list[str], rows: list[list[str]], right: set[int], width: int, flexible: int
) -> list[Line]:
    """Columns as wide as their widest cell, two spaces apart, numbers to the right; the
    `flexible` column (a name) cut so that a line fits `width`."""
    sizes = [max(text_width(cell) for cell in column) for column in zip(head, *rows, strict=True)]
    spare = width - (sum(sizes) + 2 * (len(sizes) - 1))
    if spare < 0:
        sizes[flexible] = max(6, sizes[flexible] + spare)

    def line(cells: list[str]) -> str:
        out = []
        for n, (cell, size) in enumerate(zip(cells, sizes, strict=True)):
            cell = cut(cell, size)
            pad = " " * (size - text_width(cell))
            out.append(pad + cell if n in right else cell + pad)
        return "  ".join(out).rstrip()

    rule = "─" * min(width, sum(sizes) + 2 * (len(sizes) - 1))
    return [(line(head), "bold"), (rule, "dim"), *((line(row), "") for row in rows)]


# Decision: a name is never cut, nor a number. A name column narrower than NAME_LEAST reads
# as a word a line; below that the rows are stacked -- the numbers on a line under their
# heads (short ones when the full ones do not fit), each name whole on the lines under it:
# at 40 columns a ranking of 60-sign names still reads down, one team a block.
NAME_LEAST = 16


def wrapped(text: str, size: int) -> list[str]:
    """A text in lines of at most `size` columns, broken between words (never before a sign
    the language keeps with the word before it: French : ; ? !); a word longer than a line,
    between its signs (never inside one: core.names.clusters)."""
    lines: list[str] = []
    line = ""
    for word in filter(None, unbroken(text).split(" ")):
        joined = f"{line} {word}" if line else word
        if text_width(joined) <= size:
            line = joined
            continue
        if line:
            lines.append(line)
        line = ""
        for sign in clusters(word):
            if line and text_width(line + sign) > size:
                lines.append(line)
                line = ""
            line += sign
    return [part.replace(NO_BREAK, " ") for part in (*lines, line)]


def _shares(sizes: list[int], flexible: list[int], spare: int) -> dict[int, int]:
    """The flexible columns' widths: each its widest cell if all fit in `spare`, else the
    spare shared out, the narrower columns first given what they need."""
    given: dict[int, int] = {}
    left = sorted(flexible, key=lambda i: sizes[i])
    while left:
        share = spare // len(left)
        i = left.pop(0)
        given[i] = min(sizes[i], share) if left else min(sizes[i], spare)
        spare -= given[i]
    return given


def table_lines(
    head: list[str],
    rows: list[list[str]],
    right: set[int],
    width: int,
    flexible: set[int],
    short: list[str] | None = None,
) -> list[Line]:
    """Columns as wide as their widest cell, two spaces apart, numbers to the right: the
    `flexible` columns (names) wrapped within theirs so that a line fits `width`, never
    cut; else stacked (see NAME_LEAST), under the `short` heads if the full ones do not
    fit."""
    flexible = {i for i in flexible if i < len(head)}  # the prize's, when there are prizes
    sizes = [max(map(text_width, column)) for column in zip(head, *rows, strict=True)]
    fixed = [i for i in range(len(head)) if i not in flexible]
    spare = width - sum(sizes[i] for i in fixed) - 2 * (len(head) - 1)
    least = sum(min(sizes[i], NAME_LEAST) for i in flexible)
    if spare < least:
        return _stacked(head, rows, right, width, flexible, short)
    for i, size in _shares(sizes, sorted(flexible), spare).items():
        sizes[i] = size
    lines = [(line, "bold") for line in _row(head, sizes, right, flexible)]
    lines.append(("─" * min(width, sum(sizes) + 2 * (len(sizes) - 1)), "dim"))
    return lines + [(line, "") for row in rows for line in _row(row, sizes, right, flexible)]


def _row(cells: list[str], sizes: list[int], right: set[int], flexible: set[int]) -> list[str]:
    """A row's lines: its flexible cells wrapped, the others on its first line."""
    parts = [
        wrapped(cell, size) if n in flexible else [cell]
        for n, (cell, size) in enumerate(zip(cells, sizes, strict=True))
    ]
    lines = []
    for k in range(max(map(len, parts))):
        out = []
        for n, (part, size) in enumerate(zip(parts, sizes, strict=True)):
            cell = part[k] if k < len(part) else ""
            pad = " " * (size - text_width(cell))
            out.append(pad + cell if n in right else cell + pad)
        lines.append("  ".join(out).rstrip())
    return lines


def _stacked(
    head: list[str],
    rows: list[list[str]],
    right: set[int],
    width: int,
    flexible: set[int],
    short: list[str] | None,
) -> list[Line]:
    """Each row a block: its numbers on a line under their heads, then each of its
    flexible cells (a name, a prize) on the lines under it, indented, wrapped whole."""
    fixed = [i for i in range(len(head)) if i not in flexible]
    heads = [head[i] for i in fixed]
    numbers = [[row[i] for i in fixed] for row in rows]
    sizes = [max(map(text_width, column)) for column in zip(heads, *numbers, strict=True)]
    if short is not None and sum(sizes) + 2 * (len(sizes) - 1) > width:
        heads = [short[i] for i in fixed]
        sizes = [max(map(text_width, column)) for column in zip(heads, *numbers, strict=True)]
    kept = {n for n, i in enumerate(fixed) if i in right}
    lines = [(line, "bold") for line in _row(heads, sizes, kept, set())]
    lines.append(("─" * min(width, sum(sizes) + 2 * (len(sizes) - 1)), "dim"))
    for row, cells in zip(rows, numbers, strict=True):
        lines += [(line, "") for line in _row(cells, sizes, kept, set())]
        for i in sorted(flexible):
            if row[i]:
                lines += [(f"  {line}", "") for line in wrapped(row[i], max(1, width - 2))]
    return lines
