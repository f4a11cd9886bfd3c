"""CSV for a spreadsheet, written once for every export (a game's, a concours's): a cell
that a spreadsheet would run as a formula is neutralised as OWASP describes ("CSV
injection"): a text starting with =, +, -, @, a tab or a carriage return gets a leading
apostrophe, which the spreadsheet shows as text -- and so does one whose first character is
a look-alike of one (the full-width ＝ ＋ － ＠, the small ﹦ ﹢ ﹣ ﹫, the superscript ⁺:
some spreadsheets read them as the sign). Numbers are written as they are, or, for a file
meant for the user's own spreadsheet (`regional`), as its language writes them: in
French, `;` between cells, 1,5 and a byte-order mark (as French Excel expects)."""

from __future__ import annotations

import csv
import io
import unicodedata
from collections.abc import Iterable, Sequence

FORMULA_STARTS = ("=", "+", "-", "@", "\t", "\r")


def cell(value: object) -> object:
    """A value as the spreadsheet should read it: a name never as a formula."""
    if isinstance(value, str) and formula(value):
        return "'" + value
    return value


def formula(text: str) -> bool:
    """Would a spreadsheet read `text` as a formula? Its first character as typed, or any
    compatibility form of a sign (NFKC's look-alikes: ＝ is =). Decision: NFKD, which is
    NFKC before it composes -- the same signs, and a sign with a mark over it (≠ is = and
    U+0338) too: an apostrophe too many costs a name nothing. Only the first character
    counts: no sign has a decomposition, so no later character makes one of the first
    (composing and reordering move marks, never a sign)."""
    if not text:
        return False
    first = text[0]
    if first.isascii():
        return first in FORMULA_STARTS
    return unicodedata.normalize("NFKD", first).startswith(FORMULA_STARTS)


def csv_text(rows: Iterable[Sequence[object]], regional: bool = False, newline: str = "\n") -> str:
    """The rows as CSV, every line ended by `newline`: `,` and no mark, or, `regional`, as
    the language spoken writes them (text.catalog.spreadsheet_conventions)."""
    out = io.StringIO()
    separator, mark = ",", False
    if regional:
        from belote_cli.text.catalog import spreadsheet_conventions

        point, separator, mark = spreadsheet_conventions()
    writer = csv.writer(out, delimiter=separator, lineterminator=newline)
    for row in rows:
        cells = [cell(value) for value in row]
        if regional:
            cells = [str(v).replace(".", point) if isinstance(v, float) else v for v in cells]
        writer.writerow(cells)
    return ("\ufeff" if mark else "") + out.getvalue()
