"""R10 (docs/rules.md) through the command line: every worked example as a `belote hand`."""

from __future__ import annotations

import shlex
import tempfile
from pathlib import Path
from typing import Any

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_cli.core.cards import Suit
from belote_cli.core.facts import Annonce, HandFacts, Mode, Rounding, Team
from belote_cli.core.game import make_settings
from belote_cli.core.rules import score_hand
from tests.helpers import EXAMPLES, hand_options, run, sheet
from tests.strategies import hands


def options(facts: dict[str, Any]) -> list[str]:
    """The `belote hand` options of a worked example's facts (the taker is team 1)."""
    args = ["--taker", "1", "--suit", str(facts.get("trump", Suit.COEUR).value)]
    for name in ("contract", "der", "capot"):
        value = facts.get(name)
        if value is not None:
            args += [f"--{name}", str(value.value if isinstance(value, Team) else value)]
    belotes: tuple[Team, ...] = facts.get("belotes", ())
    if belotes:
        args += ["--belote", ",".join(str(team.value) for team in belotes)]
    if "points" in facts:
        args += ["--points", f"1={facts['points']}"]
    coinche = facts.get("coinche")
    args += ["--coinche", coinche.value] if coinche else []
    annonces: tuple[Annonce, ...] = facts.get("annonces", ())
    text = ",".join(f"{a.team.value}:{a.kind.value}:{a.height.value}" for a in annonces)
    return [*args, "--annonces", text or "none"]


@pytest.mark.parametrize("name", EXAMPLES)
def test_worked_example_through_the_command_line(name: str) -> None:
    mode, rounding, facts, taker, defence = EXAMPLES[name]
    assert run("new", "--mode", mode.value, "--rounding", rounding.value)[0] == 0
    given = options(facts)
    for option in ("--belote", "--capot", *(("--coinche",) if mode.coinche else ())):
        if option not in given:  # every fact given: nothing is asked
            given += [option, "none"]
    code, out, err = run("hand", *given, input="")
    assert code == 0, err
    assert sheet()["totals"] == [taker, defence], out


def test_e8_litige_through_the_command_line() -> None:
    run("new", "--mode", "classique", "--rounding", Rounding.EXACT.value)
    hand = ["--taker", "1", "--suit", "coeur", "--points", "1=71", "--der", "1"]
    code, out, _ = run("hand", *hand, "--belote", "none", "--capot", "none", "--annonces", "none")
    assert code == 0
    assert "Nous 71 + der 10 = 81 = Eux 81: litige" in out
    doc = sheet()
    assert (doc["totals"], doc["pot"]) == ([0, 81], 81)


def test_the_game_end_example_through_the_command_line() -> None:
    """Team 1 at 990, team 2 at 144; team 2 makes capot, team 1 holds belote: 1010 / 396,
    and team 1 cannot win on this hand (R9.2)."""
    run("new", "--mode", "classique")
    plain = ["--belote", "none", "--capot", "none", "--annonces", "none"]
    for _ in range(6):
        run("hand", "--taker", "1", "--suit", "coeur", "--points", "1=152", "--der", "1", *plain)
    run("hand", "--taker", "2", "--suit", "pique", "--points", "2=134", "--der", "2", *plain)
    assert sheet()["totals"] == [990, 144]
    code, out, _ = run(
        "hand", "--taker", "2", "--suit", "trefle", "--capot", "2", "--belote", "1",
        "--annonces", "none",
    )  # fmt: skip
    assert code == 0
    doc = sheet()
    assert doc["totals"] == [1010, 396]
    assert doc["finished"] is False
    assert "wins the game" not in out
    assert "Nous reached the target on a hand it was made capot on: another hand" in out


def test_a_failed_taker_at_the_target_is_told_its_contract_failed() -> None:
    """R9.2's decision: the taker whose contract failed cannot win on that hand; the sheet
    says which of the two reasons keeps the game going."""
    run("new", "--mode", "classique")
    for _ in range(6):
        run("hand", "--line", "1 co 152 der 1")
    run("hand", "--line", "2 pi 134 der 2")
    assert sheet()["totals"] == [990, 144]
    code, out, _ = run("hand", "--line", "1 tr 40 der 2 bel 1")  # dedans, with its belote
    assert code == 0 and not sheet()["finished"] and sheet()["totals"][0] >= 1001
    assert "Nous reached the target on a hand its contract failed on" in out, out


@given(st.sampled_from(Mode).flatmap(lambda m: st.tuples(st.just(m), hands(m))))
@settings(max_examples=60, deadline=None)
def test_the_command_line_scores_as_the_core(case: tuple[Mode, HandFacts]) -> None:
    mode, facts = case
    with tempfile.TemporaryDirectory() as folder:
        path = str(Path(folder) / "g.toml")
        assert run("new", "--mode", mode.value, "--target", "100000", "--file", path)[0] == 0
        options = shlex.split(hand_options(facts))  # a hand as the options that record it
        code, _, err = run("hand", *options, "--file", path, input="")
        assert code == 0, (err, options)
        expected = score_hand(make_settings(mode, target=100_000), facts)
        doc = sheet(Path(path))
        assert doc["hands"][0]["marks"] == list(expected.marks)
        assert doc["pot"] == expected.pot_in
