"""TOML text, read safely: the parser's work bounded, whatever the file holds, and what a
save would not keep (comments) found -- for feuilles and concours alike."""

from __future__ import annotations

import re
import tomllib
from pathlib import Path
from typing import Any

from belote_cli.storage.errors import StorageError

BOM = "\ufeff"
# Python's parser takes time and memory quadratic in the parts of a dotted key: a 40 KB
# `a.a.a…` took 2 GB. No file of belote's has a key of more than two parts.
MAX_KEY_PARTS = 16

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
    try:
        text = raw.decode("utf-8").removeprefix(BOM)
        _bounded(text)
        return tomllib.loads(text)
    except (ValueError, RecursionError, MemoryError) as error:  # TOMLDecodeError included
        raise StorageError("bad_toml", path=path, detail=error) from None


def _bounded(text: str) -> None:
    """Refuse a key of more parts than any feuille has before the parser sees it. The
    quick search may find dots inside a string (a note); only then are strings and comments
    set aside and the keys searched again."""
    if _LONG_KEY.search(text) is None:
        return
    if _LONG_KEY.search(_STRINGS_AND_COMMENTS.sub(_blank, text)) is not None:
        raise ValueError(f"a key of more than {MAX_KEY_PARTS} parts")


def _blank(match: re.Match[str]) -> str:
    """A string as an empty one (a key part still), a comment as nothing."""
    return "" if match.group().startswith("#") else '""'


def has_comments(raw: bytes) -> bool:
    """Does the text hold a comment, which no save keeps (tomli-w writes none)?"""
    if b"#" not in raw:
        return False
    text = raw.decode("utf-8", "replace")
    return any(m.group().startswith("#") for m in _STRINGS_AND_COMMENTS.finditer(text))
