"""Who coinched and who surcoinched (issue 35, R12.5): a player of the defence coinches, one
of the taker's team surcoinches; said on a line (`by`, `par`), as an option, or at the
question asked after a coinche when players are named; kept by the feuille (schema 7),
told by the explanation, `show N`, the JSON and the CSV; refused, naming why, when it
cannot be."""

from __future__ import annotations

import csv
import io
import json
import tomllib
from pathlib import Path

import pytest

from belote_cli.cli import app
from belote_cli.core.cards import Suit
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import Coinche, HandFacts, Mode, Team
from belote_cli.core.game import Game, make_settings
from belote_cli.core.told import COINCHE, COINCHERS
from belote_cli.entry.collect import collect
from belote_cli.entry.given import HandOptions
from belote_cli.entry.questions import Ask
from belote_cli.entry.terminal import Talk
from belote_cli.storage import handtable
from belote_cli.text import line
from belote_cli.text.catalog import describe
from tests.helpers import run, runner, sheet

PLAYERS = ("Alice", "Bruno", "Carole", "Dana")  # Alice and Carole are team 1
TABLE = make_settings(Mode.FAITS_ANNONCES, teams=("Les Bleus", "Les Rouges"), players=PLAYERS)
ONE, TWO = Team.ONE, Team.TWO


def _hand(coinche: Coinche, coinchers: tuple[int, ...]) -> HandFacts:
    return HandFacts(
        ONE,
        Suit.COEUR,
        points=103,
        der=ONE,
        contract=110,
        coinche=coinche,
        coinche_players=coinchers,
    )


@pytest.mark.parametrize(
    ("text", "level", "seats"),
    [
        ("alice 110co x2 by bruno 103 der 1", Coinche.COINCHE, (2,)),
        ("alice 110co c par Dana 103 der 1", Coinche.COINCHE, (4,)),
        ("alice 110co s par bru,car 103 der 1", Coinche.SURCOINCHE, (2, 3)),
        ("alice 110co 103 by dana x2 der 1 by bruno", None, None),  # said twice
    ],
)
def test_a_line_says_who_coinched_by_name_or_its_start(
    text: str, level: Coinche | None, seats: tuple[int, ...] | None
) -> None:
    if seats is None:
        with pytest.raises(RuleError) as refused:
            line.read(text, TABLE)
        assert refused.value.key == "line_twice"
        return
    told = line.read(text, TABLE)
    assert (told[COINCHE], told[COINCHERS]) == (level, seats)
    facts = _hand(level or Coinche.NONE, seats)
    assert line.read(line.write(facts, TABLE), TABLE).hand() == facts  # written back


@pytest.mark.parametrize(
    ("coinche", "seats", "key"),
    [
        (Coinche.COINCHE, (3,), "coincher_team"),  # Carole is of the taker's team
        (Coinche.SURCOINCHE, (2, 4), "surcoincher_team"),  # Dana is of the defence
        (Coinche.SURCOINCHE, (2,), "coinche_players_count"),
        (Coinche.COINCHE, (2, 1), "coinche_players_count"),
        (Coinche.NONE, (2,), "coinchers_not_coinched"),
    ],
)
def test_who_coinched_is_refused_where_the_game_has_it_otherwise(
    coinche: Coinche, seats: tuple[int, ...], key: str
) -> None:
    game = Game(TABLE)
    with pytest.raises(RuleError) as refused:
        game.with_hand(_hand(coinche, seats))
    assert refused.value.key == key
    assert describe(refused.value)  # one sentence, in words


def test_a_table_without_players_is_never_asked_and_refuses_the_option() -> None:
    no_players = make_settings(Mode.FAITS)
    assert COINCHERS.applies(no_players, line.read("1 110co x2 103 der 1", no_players))
    with pytest.raises(RuleError) as refused:
        line.read("1 110co x2 by bruno 103 der 1", no_players)
    assert refused.value.key == "coinchers_no_players"  # not "who coinched is ()"
    assert "belote new --players" in describe(refused.value)
    assert runner.invoke(app, ["new", "--mode", "faits"]).exit_code == 0
    result = runner.invoke(app, ["play"], input="1 110co c 103 der 1\n\nq\n")
    assert result.exit_code == 0, result.stderr
    assert "Who coinched" not in result.stdout
    assert sheet()["hands"][0]["coinche"] == "coinche"


def _asking(*answers: str) -> tuple[Talk, list[str]]:
    """A person at a terminal answering `answers`, and what was asked and warned."""
    said: list[str] = []
    given = iter(answers)

    def prompt(question: str, default: str | None) -> str:
        said.append(question)
        return next(given) or default or ""

    return Talk(prompt, said.append, lambda text: None, interactive=True), said


def test_who_coinched_is_asked_at_a_terminal_after_a_coinche_and_kept() -> None:
    talk, said = _asking("c", "carole", "dana", "1", "")  # Carole: refused, then Dana
    known = line.read("alice 110co 103", TABLE)  # the der is missing: question by question
    hand = collect(TABLE, HandOptions(), talk, known=known, ask=Ask.LINE)
    assert "Who coinched? (Bruno, Dana; none)" in said
    assert "Carole cannot have coinched: the defence coinches" in said
    assert (hand.coinche, hand.coinche_players) == (Coinche.COINCHE, (4,))


def test_a_script_is_never_asked_who_coinched(tmp_path: Path) -> None:
    """What no mark needs is asked only of a person: a pipe records the hand without it."""
    names = ",".join(PLAYERS)
    assert runner.invoke(app, ["new", "--mode", "faits", "--players", names]).exit_code == 0
    answers = ["alice 110co 103", "c", "1", "", "bruno 90pi s par alice,bruno 100 der 2 bel 2"]
    result = runner.invoke(app, ["play"], input="\n".join([*answers, "q"]) + "\n")
    assert result.exit_code == 0, result.stderr
    assert "Who coinched" not in result.stdout
    assert "Coinche by Alice, surcoinche by Bruno." in result.stdout
    first, second = sheet()["hands"]
    assert (first["coinche"], first["coinchers"]) == ("coinche", [])
    assert (second["coinche"], second["coinchers"]) == ("surcoinche", [1, 2])
    shown = run("show", "2")[1]
    assert "Hand 2: Bruno took, 90 ♠ ×4 (coinche by Alice, surcoinche by Bruno)" in shown
    options = ["--taker", "alice", "--contract", "110", "--suit", "co", "--points", "1=103"]
    options += ["--der", "1", "--belote", "none", "--annonces", "none", "--coinche", "coinche"]
    code, _, err = run("hand", *options)  # every scoring option, no terminal: recorded
    assert code == 0, err
    assert sheet()["hands"][2]["coinchers"] == []


def test_the_option_the_file_and_the_exports_keep_it(tmp_path: Path) -> None:
    names = ",".join(PLAYERS)
    assert run("new", "--mode", "faits-annonces", "--players", names)[0] == 0
    options = ["--taker", "alice", "--contract", "110", "--suit", "co", "--points", "1=103"]
    options += ["--der", "1", "--capot", "none", "--belote", "none", "--annonces", "none"]
    code, _, err = run("hand", *options, "--coinche", "x2", "--coinchers", "bruno")
    assert code == 0, err
    path = next((tmp_path / "home").rglob("*.toml"))
    doc = tomllib.loads(path.read_text(encoding="utf-8"))
    assert doc["schema"] == 8
    assert doc["hands"][0]["coinchers"] == [2]
    assert handtable.read(doc["hands"][0], 8, TABLE).coinche_players == (2,)
    assert json.loads(run("show", "--json")[1])["hands"][0]["coinchers"] == [2]
    program = csv.DictReader(io.StringIO(run("export", "--format", "csv")[1]))
    assert next(program)["coinchers"] == "Bruno"
    people = run("export", "--format", "csv", "--dialect", "excel-fr")[1]
    rows = csv.DictReader(io.StringIO(people.lstrip("\ufeff")), delimiter=";")
    assert next(rows)["Coinche (joueurs)"] == "Bruno"
    code, _, err = run("hand", *options, "--coinche", "x2", "--coinchers", "carole")
    assert code == 2 and "Carole cannot have coinched: the defence coinches" in err
    assert len(sheet()["hands"]) == 1
