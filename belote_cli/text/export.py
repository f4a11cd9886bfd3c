"""Documents for scripts and for retyping: the game as `show --json` gives it, and a hand
as the options that record it."""

from __future__ import annotations

import shlex
from typing import Any

from belote_cli.core.facts import Annonce, HandFacts, Team
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


def annonces_text(found: tuple[Annonce, ...]) -> str:
    """Declarations as --annonces takes them: 1:tierce:R:coeur,2:carre:V (empty: none)."""
    return ",".join(
        ":".join(
            [str(a.team.value), a.kind.value, a.height.value, *([a.suit.value] if a.suit else [])]
        )
        for a in found
    )


def hand_options(facts: HandFacts) -> str:
    """The options of `belote hand` that record these facts again, asking nothing."""

    def team(x: Team | None) -> str:
        return "none" if x is None else str(x.value)

    args = ["--taker", team(facts.taker)]
    if facts.contract is not None:
        args += ["--contract", str(facts.contract), "--coinche", facts.coinche.value]
    args += ["--suit", facts.trump.value, "--capot", team(facts.capot)]
    if facts.capot is None:
        args += ["--points", f"{facts.taker.value}={facts.points}", "--der", team(facts.der)]
    args += ["--belote", team(facts.belote), "--annonces", annonces_text(facts.annonces) or "none"]
    return " ".join(shlex.quote(arg) for arg in args)
