"""Statistics across games: what one game adds to each team's and each player's record, and
the records added up. Pure: a game in, counters out (plain dicts, so that an index can keep a
game's share as JSON and add it up without reading the game again).

A team is known by its name, a player by theirs: the same name in two games is the same team.
"""

from __future__ import annotations

from typing import Any

from belote_cli.core.facts import CAPOT, HandFacts, Team, seat_team
from belote_cli.core.game import Game
from belote_cli.core.rules import Outcome

BANDS = ("80-100", "110-130", "140-180", "capot", "classique")  # contracts, by size

Record = dict[str, Any]  # counters by name; "biggest" is [marks, game id, hand number]


def band(facts: HandFacts) -> str:
    """The contract band of a hand: 80-100, 110-130, 140-180, capot, or classique."""
    if facts.contract is None:
        return "classique"
    if facts.contract == CAPOT:
        return "capot"
    return BANDS[0] if facts.contract <= 100 else BANDS[1] if facts.contract <= 130 else BANDS[2]


def share(game: Game, game_id: str) -> dict[str, dict[str, Record]]:
    """What this game adds to each team's and each player's record."""
    s = game.settings
    teams: dict[str, Record] = {name: _record() for name in s.teams}
    players: dict[str, Record] = {name: _record() for name in s.players or ()}
    for team in Team:
        members = [teams[s.name(team)]]
        members += [
            players[p] for seat, p in enumerate(s.players or (), 1) if seat_team(seat) is team
        ]
        for record in members:
            record["games"] = 1
            record["won"] = int(game.winner is team)
    for line in game.lines:
        facts, score = line.facts, line.score
        if not isinstance(facts, HandFacts) or score is None:
            continue
        for team in Team:  # each team's marks, for its average and its biggest hand
            _hand(teams[s.name(team)], line.marks[team.index], game_id, line.number)
        taker = facts.taker
        takers = [teams[s.name(taker)]]
        if facts.taker_player is not None and s.players is not None:
            player = players[s.players[facts.taker_player - 1]]
            takers.append(player)
            _hand(player, line.marks[taker.index], game_id, line.number)
        made = score.outcome is Outcome.MADE
        for record in takers:
            _count(record, f"taken {band(facts)}")
            _count(record, f"made {band(facts)}", made)
            _count(record, "capots", facts.capot is taker)
            _count(record, "litiges", score.outcome is Outcome.LITIGE)
        if facts.coinche.factor > 1:
            outcome = "made" if made else "failed"
            for record in takers:
                _count(record, f"{facts.coinche.value} taker {outcome}")
            _count(teams[s.name(taker.other)], f"{facts.coinche.value} defence {outcome}")
    return {"teams": teams, "players": players}


# what every record holds; the other counters appear when first counted
FIRST_RECORD: Record = {"games": 0, "won": 0, "hands": 0, "marks": 0, "biggest": None}


def _record() -> Record:
    return dict(FIRST_RECORD)


def _count(record: Record, key: str, yes: bool = True) -> None:
    if yes:
        record[key] = record.get(key, 0) + 1


def _hand(record: Record, marks: int, game_id: str, number: int) -> None:
    record["hands"] += 1
    record["marks"] += marks
    if record["biggest"] is None or marks > record["biggest"][0]:
        record["biggest"] = [marks, game_id, number]


def add(into: dict[str, Record], shares: dict[str, Record]) -> None:
    """Add a game's share to the records `into`, name by name."""
    for name, record in shares.items():
        total = into.get(name)
        if total is None:
            into[name] = dict(record)  # its first game: taken as it is
            continue
        for key, value in record.items():
            if key != "biggest":
                total[key] = total.get(key, 0) + value
            elif value is not None and (total[key] is None or value[0] > total[key][0]):
                total[key] = value
