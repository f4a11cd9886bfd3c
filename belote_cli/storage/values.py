"""Values read from a TOML document, checked for their type exactly as TOML writes them --
never coerced -- and the messages that say what was found instead: shared by the readers
of feuilles and of concours."""

from __future__ import annotations

import datetime
import functools
from enum import Enum
from typing import Any, TypeGuard, TypeVar

from belote_cli.core.errors import RuleError

E = TypeVar("E", bound=Enum)


def why(error: BaseException) -> object:
    """A RuleError is kept to be translated; anything else says what it found."""
    if isinstance(error, RuleError):
        return error
    if isinstance(error, KeyError):
        return RuleError("missing_field", field=error.args[0])
    return RuleError("bad_value", detail=error)


def shown(value: object) -> str:
    """A value found in a file, as the message shows it: short, however big or deep."""
    import reprlib

    short = reprlib.Repr()
    short.maxlevel, short.maxstring, short.maxother, short.maxlong = 2, 30, 30, 30
    return short.repr(value)


def unexpected(value: object, expected: str, field: str = "", **params: object) -> RuleError:
    """A value of a file that is not as belote writes it: where, what was found, and what
    is expected (the catalog's expect_<expected>), in the user's language."""
    where = f"{field} " if field else ""
    detail = RuleError(f"expect_{expected}", **params)
    return RuleError("file_value", field=where, value=shown(value), expected=detail)


def is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def whole(value: object) -> int:
    """A whole number as TOML writes it: 100, never 100.5, "100" or true."""
    if not is_int(value):
        raise unexpected(value, "whole")
    return value


def truth(value: object, field: str) -> bool:
    """true or false, as TOML writes them: never 1 or "yes"."""
    if not isinstance(value, bool):
        raise unexpected(value, "bool", field)
    return value


def string(value: object) -> str:
    """A string as TOML writes it: "Nous", never 3."""
    if not isinstance(value, str):
        raise unexpected(value, "string")
    return value


def moment(value: object, field: str) -> datetime.datetime:
    """A date and time with its offset from UTC, as belote writes it (ISO 8601 in a
    string): "2026-12-01T21:30:05.120+01:00"."""
    if isinstance(value, str):
        try:
            found = datetime.datetime.fromisoformat(value)
        except ValueError:
            found = None
        if found is not None and found.utcoffset() is not None:
            return found
    raise unexpected(value, "moment", field)


def member(kind: type[E], value: object) -> E:
    """One of an enumeration's values, written as its string ("coeur", "faits")."""
    found: E | None = members(kind).get(string(value))
    if found is None:
        choices = ", ".join(str(member.value) for member in kind)
        raise unexpected(value, "one_of", choices=choices)
    return found


@functools.cache
def members(kind: type[E]) -> dict[object, E]:
    """An enumeration's members by value (a dict: Enum's own lookup is slow Python)."""
    return {member.value: member for member in kind}


def table(value: object) -> dict[str, Any]:
    """A TOML table (an entry, a team, a partie)."""
    if not isinstance(value, dict):
        raise unexpected(value, "table")
    return value


def listed(value: object, field: str) -> list[Any]:
    if not isinstance(value, list):
        raise unexpected(value, "list", field)
    return value
