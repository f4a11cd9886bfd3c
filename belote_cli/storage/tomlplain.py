"""The TOML belote writes, read at C speed: a feuille as tomli-w writes it is checked
against a narrow grammar, then rewritten as JSON and read by the json module, four times
faster than tomli (a 2,000-game index is built mostly of reading files).

Only a text the grammar takes is read here; any other -- a comment, an escape, a float, a
table header, a space out of place, a name with a comma, anything hand-made -- gives None,
and tomli reads it, with its errors. So this reader never decides what TOML means: on the
texts it takes, it gives exactly what tomli gives (tests/files/test_tomlplain.py compares
them on belote's files and on random texts near the grammar's edges).
"""

from __future__ import annotations

import json
import re
from typing import Any

_KEY = r"[A-Za-z0-9_-]++"
# No sign that ends or opens something in TOML or JSON (quote, backslash, = , [ ] { }):
# a string's content is the same text in both, and the rewriting below cannot meet one.
# No control character (TOML allows a tab, JSON does not).
_STRING = r'"[^"\\\x00-\x1f\x7f=,\[\]{}]*+"'
_INT = r"-?(?:0|[1-9][0-9]{0,17})"  # (18 digits: an int64)
_SCALAR = rf"(?:{_STRING}|{_INT}|true|false)"
_INLINE = rf"(?:\{{\}}|\{{ {_KEY} = {_SCALAR}(?:, {_KEY} = {_SCALAR})*+ \}})"
_ITEM = rf"(?:{_SCALAR}|{_INLINE})"
_VALUE = rf"(?:{_ITEM}|\[\]|\[\n(?:    {_ITEM},\n)++\])"  # an array as tomli-w writes it
_MEMBER = rf"{_KEY} = {_VALUE}\n"
_MEMBERS = rf"(?:{_MEMBER})++(?:\n(?:{_MEMBER})++)*+"  # one blank line between, at most
# The top table's own tables ([profile]): a scalar a line, a string holding any sign but a
# quote, a backslash or a control character (a source cites "§10.2, [000]"): read a line
# at a time, each value the same text in JSON.
_LOOSE = rf'(?:"[^"\\\x00-\x1f\x7f]*+"|{_INT}|true|false)'
_OWN_MEMBER = re.compile(rf"({_KEY}) = ({_LOOSE})")
_OWN = rf"\n\[{_KEY}\]\n(?:{_KEY} = {_LOOSE}\n)++"
# the top table's keys, its own tables, then tables of arrays of tables ([[hands]]), none
# empty
_GRAMMAR = re.compile(rf"{_MEMBERS}(?:{_OWN})*+(?:\n\[\[{_KEY}\]\]\n{_MEMBERS})*+")
_TABLES = "\x00"  # between the tables' texts: a sign no text the grammar takes holds


def read(text: str) -> dict[str, Any] | None:
    """The document, as tomli would read it; None: a text for tomli to read."""
    if _GRAMMAR.fullmatch(text) is None:
        return None
    # A header starts the only lines that start with "[" (strings hold no line's end)
    top, *rest = text.split("\n[[")
    top, *own = top.split("\n[")
    owned: dict[str, dict[str, Any]] = {}
    for section in own:
        name, _, body = section.partition("]\n")
        table = _own(body)
        if table is None or name in owned:
            return None
        owned[name] = table
    names, bodies = [], [top]
    for array in rest:
        name, _, body = array.partition("]]\n")
        names.append(name)
        bodies.append(body)
    inline = "{ " in text
    try:
        tables = json.loads(_json(_TABLES.join(bodies), inline))
    except ValueError:  # never seen (the tests look for it): tomli reads what it did not
        return None
    # A key given twice is one key in JSON, an error in TOML: every " = " is a key's (no
    # string of these tables holds "="), so the keys read must be as many
    keys = sum(map(len, tables)) + (sum(map(_inline_keys, tables)) if inline else 0)
    if sum(part.count(" = ") for part in (top, *rest)) != keys:
        return None
    document: dict[str, Any] = tables[0]
    for name, table in owned.items():
        if name in document:
            return None
        document[name] = table
    made: set[str] = set()
    for name, table in zip(names, tables[1:], strict=True):
        if name in owned or (name in document and name not in made):
            return None  # a key given twice, or a table and an array of one name
        made.add(name)
        document.setdefault(name, []).append(table)
    return document


def _own(body: str) -> dict[str, Any] | None:
    """An own table's lines (the grammar took them), as tomli reads them; None when a
    key is given twice."""
    table: dict[str, Any] = {}
    for line in body.splitlines():
        found = _OWN_MEMBER.fullmatch(line)
        assert found is not None  # the grammar's
        key, value = found.groups()
        if key in table:
            return None
        table[key] = json.loads(value)
    return table


def _json(text: str, inline: bool) -> str:
    """The tables' lines as a JSON list of objects. Each step replaces a sign found only
    where it says, in a text the grammar took: no string holds a line's end, nor any of
    "=", ",", "{"."""
    members = (
        text[:-1]  # the last line's end
        .replace(",\n]", "]")  # an array's end, its last item's comma with it
        .replace("\n    ", "")  # its items, on its line
        .replace("\n\n", "\n")  # blank lines
        .replace("\n" + _TABLES, _TABLES)  # a table's last line's end
        .replace("\n", ',"')  # between two keys of a table
        .replace(" = ", '": ')
    )
    if inline:  # the keys of inline tables
        members = members.replace("{ ", '{"').replace(", ", ', "')
    return '[{"' + members.replace(_TABLES, '},{"') + "}]"


def _inline_keys(table: dict[str, Any]) -> int:
    """The keys of the inline tables in a table."""
    count = 0
    for value in table.values():
        if type(value) is dict:
            count += len(value)
        elif type(value) is list:
            count += sum(len(item) for item in value if type(item) is dict)
    return count
