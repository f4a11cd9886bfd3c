"""CSV for a spreadsheet, written once for every export (a game's, a concours's): a cell
that a spreadsheet would run as a formula is neutralised as OWASP describes ("CSV
injection"): a text starting with =, +, -, @, a tab or a carriage return gets a leading
apostrophe, which the spreadsheet shows as text. Numbers are written as they are."""

from __future__ import annotations

import csv
import io
from collections.abc import Iterable, Sequence

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def cell(value: object) -> object:
    """A value as the spreadsheet should read it: a name never as a formula."""
    if isinstance(value, str) and value.startswith(FORMULA_STARTS):
        return "'" + value
    return value


def csv_text(rows: Iterable[Sequence[object]]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    for row in rows:
        writer.writerow([cell(value) for value in row])
    return out.getvalue()
