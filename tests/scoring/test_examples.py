"""Each examples/*.toml is a real game: it loads, rescores to what it says, and round-trips."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from belote_cli import storage
from belote_cli.core.facts import CAPOT, Coinche, DealKind, HandFacts, Mode, Team
from belote_cli.core.rules import Outcome
from tests.helpers import EXAMPLE_FILES

FOLDER = EXAMPLE_FILES
EXAMPLES = sorted(FOLDER.glob("*.toml"))


def test_there_are_examples() -> None:
    assert len(EXAMPLES) >= 3


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_an_example_rescores_to_what_it_says(path: Path) -> None:
    game = storage.load(path).game
    doc = tomllib.loads(path.read_text(encoding="utf-8"))
    for line, hand in zip(game.lines, doc["hands"], strict=True):
        assert list(line.marks) == hand["marks"]
        assert list(line.totals) == hand["totals"]
        outcome = None if line.score is None else line.score.outcome.value
        assert outcome == hand.get("outcome")
        assert line.dealer == hand["dealer"]
    assert storage.from_document(storage.to_document(game), path) == game


def test_the_classique_example_has_a_litige_and_a_winner() -> None:
    game = storage.load(FOLDER / "classique-litige.toml").game
    assert game.settings.mode is Mode.CLASSIQUE
    litige = [line for line in game.lines if line.score and line.score.outcome is Outcome.LITIGE]
    assert litige and litige[0].pot == 81
    assert game.lines[litige[0].number].pot_won == 81  # the next winner takes it (R8.2)
    assert game.winner is Team.ONE and game.totals == (1082, 900)


def test_the_faits_annonces_example_has_coinche_and_capot() -> None:
    game = storage.load(FOLDER / "faits-annonces-coinche-capot.toml").game
    assert game.settings.mode is Mode.FAITS_ANNONCES
    hands = [f for f in game.hands if isinstance(f, HandFacts)]
    assert any(f.coinche is Coinche.SURCOINCHE for f in hands)
    assert any(f.contract == CAPOT and f.capot for f in hands)
    assert game.lines[3].marks == (0, 820)  # capot annoncé: 750 + cinquante 50 + belote 20
    assert game.winner is Team.ONE and game.totals == (3890, 2050)


def test_the_players_example_has_every_kind_of_entry() -> None:
    game = storage.load(FOLDER / "classique-joueurs-donnes.toml").game
    assert game.settings.players == ("Alice", "Bob", "Carole", "David")
    assert {line.facts.kind for line in game.lines} == set(DealKind)
    assert [line.dealer for line in game.lines] == [2, 3, 4, 1, 1, 2, 3, 4]
    assert game.winner is Team.ONE and game.totals == (527, 453)
