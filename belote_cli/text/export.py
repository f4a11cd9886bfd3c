"""Documents for scripts: the game as `show --json` gives it."""

from __future__ import annotations

from typing import Any

from belote_cli.core.facts import Team
from belote_cli.core.game import Game, Line
from belote_cli.text.explain import explain


def to_json(game: Game) -> dict[str, Any]:
    s = game.settings
    return {
        "mode": s.mode.value,
        "target": s.target,
        "rounding": s.rounding.value,
        "teams": list(s.teams),
        "hands": [_line_json(game, line) for line in game.lines],
        "totals": list(game.totals),
        "pot": game.pot,
        "finished": game.finished,
        "winner": None if game.winner is None else s.name(game.winner),
    }


def _line_json(game: Game, line: Line) -> dict[str, Any]:
    f = line.facts
    return {
        "number": line.number,
        "taker": game.settings.name(f.taker),
        "contract": f.contract,
        "suit": f.trump.value,
        "coinche": f.coinche.value,
        "capot": None if f.capot is None else game.settings.name(f.capot),
        "points": None if f.capot else [f.card_points(Team.ONE), f.card_points(Team.TWO)],
        "outcome": line.score.outcome.value,
        "marks": list(line.marks),
        "pot_won": line.pot_won,
        "totals": list(line.totals),
        "pot": line.pot,
        "explanation": explain(game, line),
    }
