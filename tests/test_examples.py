"""Each examples/*.toml is a real game: it loads, rescores to what it says, and round-trips."""

from __future__ import annotations

import tomllib
from pathlib import Path

import pytest

from belote_cli import storage
from belote_cli.core.facts import CAPOT, Coinche, Mode, Team
from belote_cli.core.rules import Outcome

EXAMPLES = sorted((Path(__file__).parent.parent / "examples").glob("*.toml"))


def test_there_are_examples() -> None:
    assert len(EXAMPLES) >= 2


@pytest.mark.parametrize("path", EXAMPLES, ids=lambda p: p.name)
def test_an_example_rescores_to_what_it_says(path: Path) -> None:
    game = storage.load(path).game
    doc = tomllib.loads(path.read_text(encoding="utf-8"))
    for line, hand in zip(game.lines, doc["hands"], strict=True):
        assert list(line.marks) == hand["marks"]
        assert list(line.totals) == hand["totals"]
        assert line.score.outcome.value == hand["outcome"]
    assert storage.from_document(storage.to_document(game), path) == game


def test_the_classique_example_has_a_litige_and_a_winner() -> None:
    game = storage.load(EXAMPLES[0]).game
    assert game.settings.mode is Mode.CLASSIQUE
    litige = [line for line in game.lines if line.score.outcome is Outcome.LITIGE]
    assert litige and litige[0].pot == 81
    assert game.lines[litige[0].number].pot_won == 81  # the next winner takes it (R8.2)
    assert game.winner is Team.ONE and game.totals == (1082, 900)


def test_the_faits_annonces_example_has_coinche_and_capot() -> None:
    game = storage.load(EXAMPLES[1]).game
    assert game.settings.mode is Mode.FAITS_ANNONCES
    assert any(f.coinche is Coinche.SURCOINCHE for f in game.hands)
    assert any(f.contract == CAPOT and f.capot for f in game.hands)
    assert game.lines[3].marks == (0, 820)  # capot annoncé: 750 + cinquante 50 + belote 20
    assert game.winner is Team.ONE and game.totals == (3890, 2050)
