"""Documents for scripts: the game as `show --json` gives it."""

from __future__ import annotations

from typing import Any

from belote_cli.core.facts import Annonce, Team
from belote_cli.core.game import Game, Line
from belote_cli.text.explain import explain


def to_json(game: Game) -> dict[str, Any]:
    s = game.settings
    return {
        "mode": s.mode.value,
        "target": s.target,
        "rounding": s.rounding.value,
        "teams": list(s.teams),
        "hands": [line_json(game, line) for line in game.lines],
        "totals": list(game.totals),
        "pot": game.pot,
        "finished": game.finished,
        "winner": None if game.winner is None else s.name(game.winner),
    }


def line_json(game: Game, line: Line) -> dict[str, Any]:
    f = line.facts

    def name(team: Team | None) -> str | None:
        return None if team is None else game.settings.name(team)

    return {
        "number": line.number,
        "taker": name(f.taker),
        "contract": f.contract,
        "suit": f.trump.value,
        "coinche": f.coinche.value,
        "capot": name(f.capot),
        "points": None if f.capot else [f.card_points(Team.ONE), f.card_points(Team.TWO)],
        "der": name(f.der),
        "belote": name(f.belote),
        "annonces": [
            {
                "team": name(a.team),
                "kind": a.kind.value,
                "height": a.height.value,
                "suit": None if a.suit is None else a.suit.value,
            }
            for a in f.annonces
        ],
        "outcome": line.score.outcome.value,
        "marks": list(line.marks),
        "pot_won": line.pot_won,
        "totals": list(line.totals),
        "pot": line.pot,
        "explanation": explain(game, line),
    }


def annonces_text(found: tuple[Annonce, ...]) -> str:
    """Declarations as --annonces takes them: 1:tierce:R:coeur,2:carre:V (empty: none)."""
    return ",".join(
        ":".join(
            [str(a.team.value), a.kind.value, a.height.value, *([a.suit.value] if a.suit else [])]
        )
        for a in found
    )
