"""What `belote games` shows of a readable game: its mode, goal, teams, totals, hands and
status. Pure: a game in, a typed summary out (storage.library keeps it as JSON in its
index)."""

from __future__ import annotations

from dataclasses import dataclass

from belote_cli.core.game import Game
from belote_cli.core.symbol import Symbol


class Status(Symbol):
    GOING = "in-progress"
    DRAWN = "drawn"  # R14.1: a game of N donnes ended equal
    WON = "won"


@dataclass(frozen=True)
class Summary:
    mode: str
    target: int | None
    donnes: int | None
    teams: list[str]
    players: list[str] | None
    totals: list[int]
    hands: int
    status: Status
    winner: str | None
    started: str | None = None  # when, as the feuille says it (ISO 8601 with its offset)


def summarise(game: Game) -> Summary:
    s = game.settings
    status = (
        Status.GOING if not game.finished else Status.DRAWN if game.winner is None else Status.WON
    )
    return Summary(
        mode=s.mode.value,
        target=s.target,
        donnes=s.donnes,
        teams=list(s.teams),
        players=None if s.players is None else list(s.players),
        totals=list(game.totals),
        hands=game.hands_played,  # one definition of a hand: core.game.Line.played
        status=status,
        winner=None if game.winner is None else s.name(game.winner),
        started=game.started_text,
    )
