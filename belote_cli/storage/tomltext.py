"""TOML text, read safely: the one reader of every file belote reads -- feuilles, concours,
rule profiles, the league's outbox and settings --, the parser's work bounded whatever the
file holds (its values, a key's parts, how deep it nests); and what a save would not keep
(comments) found."""

from __future__ import annotations

import re
from collections.abc import Iterable, Mapping
from pathlib import Path
from types import MappingProxyType
from typing import Any, NamedTuple

from belote_cli.storage.errors import StorageError, TooBig, WouldDrop, toml_problem

BOM = "\ufeff"
# What the parser's work grows with: keys, values and tables, counted at C speed before it
# runs. A feuille has about 23 a hand: this is a 10,000-hand game, which parses in a second
# or two; 300,000 empty tables in 3 MB took 4 s.
MAX_ITEMS = 250_000
# Python's parser takes time and memory quadratic in the parts of a dotted key: a 40 KB
# `a.a.a…` took 2 GB. No file of belote's has a key of more than two parts.
MAX_KEY_PARTS = 16
# The parser recurses once a level of arrays and inline tables: 1,000 levels in 2 KB end in
# RecursionError (or worse, in compiled code). No file of belote's nests more than 3.
MAX_DEPTH = 32

_BARE = r"[A-Za-z0-9_-]++"
_QUOTED = r'"(?:[^"\\\n]|\\.)*+"' + r"|'[^'\n]*+'"
_PART = rf"(?:{_BARE}|{_QUOTED})"
# a key of more than MAX_KEY_PARTS parts; never starting inside a bare word (linear search)
_LONG_KEY = re.compile(
    rf"(?<![A-Za-z0-9_-]){_PART}(?:[ \t]*+\.[ \t]*+{_PART}){{{MAX_KEY_PARTS},}}"
)
# what TOML reads as strings and comments, first come first taken
_STRINGS_AND_COMMENTS = re.compile(
    r'"""(?:[^"\\]|\\[\s\S]|"(?!""))*+"""'
    r"|'''(?:[^']|'(?!''))*+'''"
    rf"|{_QUOTED}"
    r"|#[^\n]*+"
)


def parse(raw: bytes, path: Path) -> dict[str, Any]:
    """The TOML document. Every failure of the parser is a bad file, never a crash: a number
    of 5,000 digits, arrays nested a million deep, a key of 20,000 parts. Decision: a UTF-8
    byte order mark, which TOML does not allow but some editors add, is skipped."""
    if not raw.strip():
        raise StorageError("empty_file", path=path)
    if sum(raw.count(sign) for sign in (b"=", b",", b"[", b"{")) > MAX_ITEMS:
        raise TooBig("too_many_items", path=path, most=MAX_ITEMS)
    try:
        text = raw.decode("utf-8").removeprefix(BOM)
    except ValueError as error:
        raise StorageError("bad_toml", path=path, detail=toml_problem(error)) from None
    if _long_key(text):
        raise TooBig("long_key", path=path, most=MAX_KEY_PARTS)
    if _too_deep(text):
        raise TooBig("too_deep", path=path, most=MAX_DEPTH)
    # tomli is tomllib as its author keeps it, compiled: the same parser, the same errors,
    # three times faster
    import tomli

    try:
        return tomli.loads(text)
    except (ValueError, RecursionError, MemoryError) as error:  # TOMLDecodeError included
        raise StorageError("bad_toml", path=path, detail=toml_problem(error)) from None


_BRACKETS = re.compile(r"[^\[\]{}]+")


def _too_deep(text: str) -> bool:
    """Do arrays and inline tables nest deeper than MAX_DEPTH, strings and comments set
    aside? Counted on the brackets alone: a few thousand in a large feuille."""
    if text.count("[") + text.count("{") <= MAX_DEPTH:
        return False
    depth = 0
    for sign in _BRACKETS.sub("", _STRINGS_AND_COMMENTS.sub(_blank, text)):
        depth += 1 if sign in "[{" else -1
        if depth > MAX_DEPTH:
            return True
    return False


def _long_key(text: str) -> bool:
    """Has the text a key of more parts than any feuille has? Searched before the parser
    sees it. The quick search may find dots inside a string (a note); only then are strings
    and comments set aside and the keys searched again."""
    if text.count(".") < MAX_KEY_PARTS or _LONG_KEY.search(text) is None:  # (most have none)
        return False
    return _LONG_KEY.search(_STRINGS_AND_COMMENTS.sub(_blank, text)) is not None


def _blank(match: re.Match[str]) -> str:
    """A string as an empty one (a key part still), a comment as nothing."""
    return "" if match.group().startswith("#") else '""'


def has_comments(raw: bytes) -> bool:
    """Does the text hold a comment, which no save keeps (tomli-w writes none)?"""
    if b"#" not in raw:
        return False
    text = raw.decode("utf-8", "replace")
    return any(m.group().startswith("#") for m in _STRINGS_AND_COMMENTS.finditer(text))


class Shape(NamedTuple):
    """The keys a file's tables hold, in every schema version: those of the table, and the
    shape of each of its lists of tables (a feuille's hands, a concours's draws)."""

    keys: frozenset[str]
    tables: Mapping[str, Shape] = MappingProxyType({})


def unknown_keys(doc: dict[str, Any], shape: Shape, at: str = "") -> list[str]:
    """The keys of a document its reader does not read (a hand-edited file), as paths:
    `colour`, `hands[3].remark`. Called once the document was read: every table in it is
    known to be one."""
    found = [f"{at}{key}" for key in doc if key not in shape.keys]
    for name, inner in shape.tables.items():
        items = doc.get(name, [])
        if not isinstance(items, list):  # a text instead (a concours's tables since v4)
            continue
        for number, item in enumerate(items, start=1):
            found += unknown_keys(item, inner, f"{at}{name}[{number}].")
    return found


class Unkept(NamedTuple):
    """What a file holds that a save does not write again: comments (tomli-w writes none),
    keys belote does not read."""

    comments: bool = False
    keys: tuple[str, ...] = ()

    @classmethod
    def of(cls, raw: bytes, doc: dict[str, Any], shape: Shape, also: Iterable[str] = ()) -> Unkept:
        """`also`: keys the reader found in a table it reads whole (a profile's)."""
        return cls(has_comments(raw), (*unknown_keys(doc, shape), *also))

    def __bool__(self) -> bool:
        return self.comments or bool(self.keys)

    def listed(self) -> str:
        """The keys, the first five: a refusal or a note says them."""
        return ", ".join(self.keys[:5]) + (", …" if len(self.keys) > 5 else "")

    def near(self, shape: Shape) -> str | None:
        """A known key near one of these, at its place (hand: hands, hands[2].contrat:
        hands[2].contract): what was meant, most likely."""
        import difflib

        for key in self.keys:
            *outer, last = key.split(".")
            inner: Shape | None = shape
            for part in outer:  # hands[2]: the shape of the hands
                inner = None if inner is None else inner.tables.get(part.partition("[")[0])
            found = [] if inner is None else difflib.get_close_matches(last, inner.keys, n=1)
            if found:
                return ".".join([*outer, found[0]])
        return None

    def refusal(self, path: Path) -> WouldDrop:
        keys = self.listed()
        what = "unkept_both" if self.comments and keys else "unkept_keys" if keys else None
        told = StorageError(what or "unkept_comments", keys=keys)
        return WouldDrop("would_drop", path=path, what=told)
