"""The command line's own converters (cli.lazy) give what Typer's Pydantic adapters give: a
whole number read as Pydantic reads one, or refused as it refuses one."""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from belote_cli.cli import lazy
from tests.helpers import run


def pydantic_int(text: str) -> int | None:
    """Pydantic's reading, but for a sign after a digit: pydantic-core 2.50 reads "0-1" as
    -1 and "00-0" as 0 (leading zeros dropped, then the rest read), which no reader of a
    number would; ours refuses them (test below)."""
    from pydantic import TypeAdapter, ValidationError

    if re.search(r"\d[\s_]*[+-]", text):
        return None
    try:
        return TypeAdapter(int).validate_python(text)
    except ValidationError:
        return None


def ours(text: str) -> int | None:
    from typer._click.exceptions import BadParameter

    try:
        return lazy._whole(text, None, None)
    except BadParameter:
        return None


@given(st.text(alphabet="0123456789+-_. \t١e", max_size=8))
@example("5.0")
@example(" +1_000 ")
@example("١٢")
@example("5.")
@example("1__0")
@example("_1")
@example("9" * 5000)
@example("0-1")
def test_a_whole_number_is_read_as_pydantic_reads_it(text: str) -> None:
    assert ours(text) == pydantic_int(text)


@pytest.mark.parametrize("text", ["0-1", "00-0", "0-0", "1-0"])
def test_a_sign_after_a_digit_is_no_number(text: str) -> None:
    assert ours(text) is None


@pytest.mark.parametrize(
    ("value", "said"),
    [("abc", "'abc' is not a whole number"), ("1.5", "'1.5' is not a whole number")],
)
def test_a_wrong_whole_number_is_refused_with_exit_2(value: str, said: str, isolated: Any) -> None:
    code, _, err = run("games", "--limit", value)
    assert code == 2 and said in err
