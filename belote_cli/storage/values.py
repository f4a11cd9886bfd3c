"""Values read from a TOML document, checked for their type exactly as TOML writes them --
never coerced -- and the messages that say what was found instead: shared by the readers
of feuilles and of concours."""

from __future__ import annotations

import contextlib
import datetime
import functools
import re
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
    """A date and time with its offset from UTC: as belote writes it, a string of RFC 3339
    ("2026-12-01T21:30:05.120+01:00", Z for UTC); or TOML's own offset date-time, as a
    person may write it by hand."""
    found = value
    if isinstance(value, str) and _MOMENT.fullmatch(value):
        with contextlib.suppress(ValueError):  # a 13th month, a 32nd day
            found = datetime.datetime.fromisoformat(value)
    if isinstance(found, datetime.datetime) and found.utcoffset() is not None:
        return found
    if isinstance(value, datetime.date | datetime.time):  # said as TOML writes it
        value = _Written(value.isoformat())
    raise unexpected(value, "moment", field)


class _Written(str):
    """A value shown as TOML writes it (a date), not as a string in quotes."""

    __slots__ = ()

    def __repr__(self) -> str:
        return str(self)


# RFC 3339's date-time (the day, the time to the second, a fraction, the offset) -- not
# the week dates and other forms datetime.fromisoformat also takes
_MOMENT = re.compile(r"\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(?:\.\d{1,6})?(?:Z|[+-]\d\d:\d\d)", re.ASCII)


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
