"""Documents for scripts: the game as `show --json` gives it."""

from __future__ import annotations

from typing import Any

from belote_cli.core.facts import Annonce, HandFacts, OtherDeal, Team
from belote_cli.core.game import Game, Line
from belote_cli.text.explain import explain


def to_json(game: Game) -> dict[str, Any]:
    s = game.settings
    return {
        "mode": s.mode.value,
        "target": s.target,
        "rounding": s.rounding.value,
        "teams": list(s.teams),
        "players": None if s.players is None else list(s.players),
        "rules": sorted(rule.value for rule in s.rules),
        "hands": [line_json(game, line) for line in game.lines],
        "totals": list(game.totals),
        "pot": game.pot,
        "finished": game.finished,
        "winner": None if game.winner is None else s.name(game.winner),
        "next_dealer": game.next_dealer,
    }


def line_json(game: Game, line: Line) -> dict[str, Any]:
    """An entry: its kind and dealer, a played hand's facts (null for the other kinds), its
    marks and the explanation."""
    f = line.facts
    hand = f if isinstance(f, HandFacts) else None
    return {
        "number": line.number,
        "kind": f.kind.value,
        "dealer": line.dealer,
        **_hand_facts(game, hand),
        "note": f.note if isinstance(f, OtherDeal) and f.note else None,
        "outcome": None if line.score is None else line.score.outcome.value,
        "marks": list(line.marks),
        "pot_won": line.pot_won,
        "totals": list(line.totals),
        "pot": line.pot,
        "explanation": explain(game, line),
    }


def _hand_facts(game: Game, f: HandFacts | None) -> dict[str, Any]:
    def name(team: Team | None) -> str | None:
        return None if team is None else game.settings.name(team)

    if f is None:
        keys = ("taker", "taker_player", "contract", "suit", "coinche", "capot", "points")
        return {key: None for key in (*keys, "der", "belote")} | {"belotes": [], "annonces": []}
    return {
        "taker": name(f.taker),
        "taker_player": f.taker_player,
        "contract": f.contract,
        "suit": f.trump.value,
        "coinche": f.coinche.value,
        "capot": name(f.capot),
        "points": None if f.capot else [f.card_points(Team.ONE), f.card_points(Team.TWO)],
        "der": name(f.der),
        "belote": name(f.belotes[0]) if len(f.belotes) == 1 else None,
        "belotes": [name(team) for team in f.belotes],  # tout atout: one per belote
        "annonces": [
            {
                "team": name(a.team),
                "kind": a.kind.value,
                "height": a.height.value,
                "suit": None if a.suit is None else a.suit.value,
            }
            for a in f.annonces
        ],
    }


def annonces_text(found: tuple[Annonce, ...]) -> str:
    """Declarations as --annonces takes them: 1:tierce:R:coeur,2:carre:V (empty: none)."""
    return ",".join(
        ":".join(
            [str(a.team.value), a.kind.value, a.height.value, *([a.suit.value] if a.suit else [])]
        )
        for a in found
    )
