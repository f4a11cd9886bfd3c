"""Statistics across games: what one game adds to each team's and each player's Record, and
the records added up. Pure: a game in, typed counters out. The games index keeps a game's
share as tallies, each record a list of its counters in the order of COUNTERS (the one
place they are listed): thousands of games are added up without reading one again, and
without a Record made for each.

A player is known by their name; a team by its two players when they are named, else by its
name -- Nous and Eux too, one team across games. Names are compared as players type them
(core.names.folded: any case, accents optional): Sums adds up the games' tallies so.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, NamedTuple, TypeVar, cast

from belote_cli.core.facts import (
    CAPOT,
    Coinche,
    HandFacts,
    Settings,
    Team,
    seat_team,
)
from belote_cli.core.game import Game
from belote_cli.core.names import folded
from belote_cli.core.rules import Outcome
from belote_cli.core.symbol import Symbol


class Band(Symbol):
    """Contracts by size; classique has none (R6.4)."""

    LOW = "80-100"
    MIDDLE = "110-130"
    HIGH = "140-180"
    CAPOT = "capot"
    CLASSIQUE = "classique"


class Side(Symbol):
    """Who a coinche or surcoinche was made or failed for: the taker, or the defence."""

    TAKER = "taker"
    DEFENCE = "defence"


class Biggest(NamedTuple):
    """A team's or a player's biggest hand: its marks, and where it was."""

    marks: int
    game: str
    hand: int


K = TypeVar("K")
LEVELS = (Coinche.COINCHE, Coinche.SURCOINCHE)
CoincheCount = tuple[Coinche, Side, bool]  # a level, for whom, made (else failed)


def band(facts: HandFacts) -> Band:
    """The contract band of a hand."""
    if facts.contract is None:
        return Band.CLASSIQUE
    if facts.contract == CAPOT:
        return Band.CAPOT
    return (
        Band.LOW if facts.contract <= 100 else Band.MIDDLE if facts.contract <= 130 else Band.HIGH
    )


@dataclass(slots=True)
class Record:
    """A team's or a player's counters, over one game or added up over many."""

    games: int = 0
    finished: int = 0  # of those games: a rate counts only these, never one in progress
    won: int = 0
    hands: int = 0  # hands scored: a team's every hand, a player's the hands they took
    marks: int = 0  # the marks of those hands
    biggest: Biggest | None = None
    taken: dict[Band, int] = field(default_factory=dict)  # contracts taken, by band
    made: dict[Band, int] = field(default_factory=dict)  # and made
    capots: int = 0  # capots made as taker
    litiges: int = 0
    belotes: int = 0  # belotes held: a team's every one, a player's when named (R12.5)
    coinches: dict[CoincheCount, int] = field(default_factory=dict)

    def hand(self, marks: int, game_id: str, number: int) -> None:
        self.hands += 1
        self.marks += marks
        if self.biggest is None or marks > self.biggest.marks:
            self.biggest = Biggest(marks, game_id, number)

    # --- the tally the games index keeps ----------------------------------------------

    def tally(self) -> Tally:
        """Its counters in the order of COUNTERS, then its biggest hand or None: how the
        games index keeps it, and how thousands of games are added up (summed)."""
        counts = [getattr(self, name) for name in _SCALARS]
        counts += [self.taken.get(b, 0) for b in Band] + [self.made.get(b, 0) for b in Band]
        counts += [self.coinches.get(key, 0) for key in _COINCHE_KEYS]
        return [*counts, None if self.biggest is None else list(self.biggest)]

    @classmethod
    def of_tally(cls, tally: Tally) -> Record:
        """The record a tally (checked: checked_tally) counts."""
        counts = iter(cast(list[int], tally[:-1]))
        scalars = [next(counts) for _ in _SCALARS]
        taken, made = ([next(counts) for _ in Band] for _ in range(2))
        last = tally[-1]
        record = cls(
            biggest=None if last is None else Biggest(*cast(list[Any], last)),
            taken={b: n for b, n in zip(Band, taken, strict=True) if n},
            made={b: n for b, n in zip(Band, made, strict=True) if n},
            coinches={k: n for k, n in zip(_COINCHE_KEYS, counts, strict=True) if n},
        )
        for name, count in zip(_SCALARS, scalars, strict=True):
            setattr(record, name, count)
        return record


Tally = list[object]  # a record as the games index keeps it (Record.tally)
_SCALARS = ("games", "finished", "won", "hands", "marks", "capots", "litiges", "belotes")
_COINCHE_KEYS: tuple[CoincheCount, ...] = tuple(
    (level, side, made) for level in LEVELS for side in Side for made in (True, False)
)


def _coinche_key(key: CoincheCount) -> str:
    level, side, made = key
    return f"{level.value} {side.value} {'made' if made else 'failed'}"


# The counters of a tally, in its order: the one list of them (tally and of_tally follow it).
COUNTERS = (
    *_SCALARS,
    *(f"taken {b.value}" for b in Band),
    *(f"made {b.value}" for b in Band),
    *(_coinche_key(key) for key in _COINCHE_KEYS),
)


def checked_tally(value: object) -> Tally:
    """A tally as Record.tally writes it: ValueError for anything else (a NULL would drop a
    game from the sums, a counter missing would stop them). Run for every record of every
    game `belote stats` adds up: one pass, no Record made."""
    if not isinstance(value, list) or len(value) != len(COUNTERS) + 1:
        raise ValueError("a tally of another length")
    counts = value[:-1]  # whole numbers, never a bool, never negative: checked at C speed
    if set(map(type, counts)) != {int} or min(counts) < 0:
        raise ValueError("a counter is a whole number from 0")
    last = value[-1]
    if last is not None:
        _biggest(last)
    return value


def checked_tallies(doc: object) -> Tallies:
    """Tallies by side as JSON keeps them (tallies_json): ValueError for anything else."""
    if not isinstance(doc, dict) or set(doc) != set(SIDES):
        raise ValueError("not a record of each side")
    sides = [doc[side] for side in SIDES]
    if not all(isinstance(side, dict) for side in sides):
        raise ValueError("not records by name")
    teams, pairs, players = ({str(k): checked_tally(v) for k, v in s.items()} for s in sides)
    return teams, pairs, players


def tallies_json(tallies: Tallies) -> dict[str, dict[str, Tally]]:
    return dict(zip(SIDES, tallies, strict=True))


def summed(tallies: list[Tally]) -> Tally:
    """Tallies (checked) added up: each counter summed, a column at a time (thousands of
    games: no list made per game), and the biggest hand of all -- the first of equals."""
    columns = zip(*(cast(list[int], t[:-1]) for t in tallies), strict=True)
    counts = [sum(column) for column in columns]
    hands = [t[-1] for t in tallies if t[-1] is not None]
    return [*counts, max(hands, key=_marks) if hands else None]


def _marks(biggest: object) -> int:
    return cast(list[int], biggest)[0]


_GAMES = _SCALARS.index("games")


@dataclass
class Sums:
    """Tallies of one side added up by name as games come: memory bounded, whatever the
    games (a name's tallies summed every `every`). Names the same once folded (core.names:
    Eux, eux, EUX) are one name, shown as most games wrote it (of equals, the first in
    code-point order: Eux before eux) -- so a spelling never splits a team in two."""

    every: int
    tallies: dict[str, list[Tally]] = field(default_factory=dict)
    spellings: dict[str, dict[str, int]] = field(default_factory=dict)  # games by spelling

    def add(self, name: str, tally: Tally) -> None:
        key = folded(name)
        each = self.tallies.setdefault(key, [])
        each.append(tally)
        if len(each) >= self.every:
            each[:] = [summed(each)]
        spelled = self.spellings.setdefault(key, {})
        spelled[name] = spelled.get(name, 0) + cast(int, tally[_GAMES])

    def total(self) -> dict[str, Tally]:
        """Each name's tallies summed, by the name shown."""
        return {
            min(self.spellings[key].items(), key=lambda seen: (-seen[1], seen[0]))[0]: summed(each)
            for key, each in self.tallies.items()
        }


def _count(value: object) -> int:
    if type(value) is not int or value < 0:  # never a bool, never negative
        raise ValueError("a counter is a whole number from 0")
    return value


def _biggest(value: object) -> Biggest:
    if not (isinstance(value, list) and len(value) == 3 and isinstance(value[1], str)):
        raise ValueError("a biggest hand is [marks, game, hand]")
    return Biggest(_count(value[0]), value[1], _count(value[2]))


SIDES = ("teams", "pairs", "players")  # a share's records, and the statistics' sections


@dataclass(frozen=True)
class Share:
    """What one game adds to each team's, each pair's and each player's record, by name:
    a game whose players are named adds to its two pairs of partners, one that named none
    to its two teams."""

    teams: dict[str, Record]
    pairs: dict[str, Record]
    players: dict[str, Record]

    def sides(self) -> Records:
        """Its records in the order of SIDES."""
        return self.teams, self.pairs, self.players

    def tallies(self) -> Tallies:
        """Its records as the games index keeps them, in the order of SIDES."""
        teams, pairs, players = (
            {name: record.tally() for name, record in records.items()} for records in self.sides()
        )
        return teams, pairs, players


Tallies = tuple[dict[str, Tally], dict[str, Tally], dict[str, Tally]]  # a share's, by side
Records = tuple[dict[str, Record], dict[str, Record], dict[str, Record]]  # by side


def pair_name(players: tuple[str, str] | list[str]) -> str:
    """Two partners, in the same order whatever their seats: "Ana & Bruno"."""
    return " & ".join(sorted(players, key=folded))


def partners(name: str) -> tuple[str, ...]:
    """The two players of a pair's name (pair_name). Decision: a player whose own name
    holds " & " is found as two -- no table has one."""
    return tuple(name.split(" & "))


def team_key(s: Settings, team: Team) -> str:
    """Who a team is across games: its two players when they are named ("Ana & Bruno",
    whatever the team was called that evening); else its name. Decision: a table that named
    nobody is Nous and Eux, one team each across games -- as players call them (issue 43)."""
    if s.players is not None:
        return pair_name([p for seat, p in enumerate(s.players, 1) if seat_team(seat) is team])
    return s.name(team)


def share(game: Game, game_id: str) -> Share:
    """What this game adds to each team's (or pair's) and each player's record."""
    s = game.settings
    keys = {team: team_key(s, team) for team in Team}
    teams = {keys[team]: Record() for team in Team}
    players = {name: Record() for name in s.players or ()}
    for team in Team:
        members = [teams[keys[team]]]
        members += [
            players[p] for seat, p in enumerate(s.players or (), 1) if seat_team(seat) is team
        ]
        for record in members:
            record.games = 1
            record.finished = int(game.finished)
            record.won = int(game.winner is team)
    for line in game.lines:
        facts, score = line.facts, line.score
        if not line.played or not isinstance(facts, HandFacts) or score is None:
            continue  # a hand is a played hand (core.game.Line.played), as in `games`
        for team in Team:  # each team's marks, for its average and its biggest hand
            teams[keys[team]].hand(line.marks[team.index], game_id, line.number)
        for team, seat in zip(facts.belotes, facts.belote_seats, strict=True):
            teams[keys[team]].belotes += 1
            if seat is not None and s.players is not None:
                players[s.players[seat - 1]].belotes += 1
        taker = facts.taker
        takers = [teams[keys[taker]]]
        if facts.taker_player is not None and s.players is not None:
            player = players[s.players[facts.taker_player - 1]]
            takers.append(player)
            player.hand(line.marks[taker.index], game_id, line.number)
        made = score.outcome is Outcome.MADE
        contract = band(facts)
        for record in takers:
            _one(record.taken, contract)
            _one(record.made, contract, made)
            record.capots += facts.capot is taker
            record.litiges += score.outcome is Outcome.LITIGE
        if facts.coinche.factor > 1:
            for record in takers:
                _one(record.coinches, (facts.coinche, Side.TAKER, made))
            _one(teams[keys[taker.other]].coinches, (facts.coinche, Side.DEFENCE, made))
    if s.players is not None:  # its teams are pairs of partners
        return Share({}, teams, players)
    return Share(teams, {}, players)


def _one(counts: dict[K, int], key: K, yes: bool = True) -> None:
    """One more of `key`; a counter appears when first counted."""
    if yes:
        counts[key] = counts.get(key, 0) + 1
