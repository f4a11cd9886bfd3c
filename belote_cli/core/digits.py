"""Numbers as people type them: the ASCII digits 0 to 9, nothing else.

`str.isdigit` is true of `²` (which `int` refuses) and of `٣` (which `int` reads as 3), and
`int` takes `1_000` and surrounding spaces: none of these is a number typed at a table or
written by belote. Every place that reads a number asks here first.
"""

from __future__ import annotations

import re

DIGITS = re.compile(r"[0-9]+")  # one or more ASCII digits, as a pattern others build on


def is_digits(text: str) -> bool:
    """Only the digits 0-9, at least one: `12`, not `²`, `٣`, `1_0` or `+1`."""
    return DIGITS.fullmatch(text) is not None


def is_signed(text: str) -> bool:
    """Digits 0-9 after at most one sign: `12`, `-3`, `+4`."""
    return is_digits(text[1:] if text[:1] in ("+", "-") else text)
