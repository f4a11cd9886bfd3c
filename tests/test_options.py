"""The command line's own converters (cli.lazy) give what Typer's Pydantic adapters give: a
whole number read as Pydantic reads one, or refused as it refuses one."""

from __future__ import annotations

import re
from typing import Any

import pytest
from hypothesis import example, given
from hypothesis import strategies as st

from belote_cli.cli import lazy
from tests.helpers import one_line_error, run, usage_error


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


def test_two_dashes_end_the_options_so_a_team_may_start_with_a_dash(
    monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`--` ends the options everywhere (Click's own); a value read as an option says so."""
    assert run("concours", "new", "Soir")[0] == 0
    err = usage_error(["concours", "team", "add", "-1+1"], monkeypatch, capsys)
    one_line_error(err)
    assert (
        "(a value that starts with a dash goes after --: belote concours team add -- -1+1)" in err
    )
    code, _, err = run("concours", "team", "add", "--", "-1+1")
    assert code == 0, err
    assert "-1+1" in run("concours", "show")[1]
    err = usage_error(["new", "--mode", "faits", "-x"], monkeypatch, capsys)
    assert "goes after --" not in err  # belote new takes no value but its options'
