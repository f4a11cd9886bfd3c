"""The concours (R14.2-R14.7): its teams, its parties -- each a draw and the tables'
results -- and the ranking, recomputed from the results every time (nothing derived is
stored). Pure: a concours in, a new concours or a ranking out, RuleError for what the
rules refuse."""

from __future__ import annotations

import hashlib
from collections.abc import Iterable
from dataclasses import dataclass, replace
from enum import Enum
from typing import NamedTuple

from belote_cli.core.cards import HAND_POINTS
from belote_cli.core.errors import RuleError, SettingError
from belote_cli.core.facts import HouseRule, Mode, Rounding
from belote_cli.core.game import check_donnes, check_rules, check_target
from belote_cli.core.names import (
    MAX_NAME,
    name_key,
    player_name,
    same_name,
    shows_on_one_line,
    signs,
    team_name,
)
from belote_cli.core.pairing import seat

MAX_POINTS = 100_000  # R14.4
MAX_PARTIES = 20  # Decision: more than a day, and a draw stays fast (core.pairing)
MAX_SEED = 2**63 - 1
MAX_TEAMS = 500  # Decision: ten times the largest concours; a draw stays fast


class Ranking(Enum):
    """R14.6: what ranks the teams first."""

    POINTS = "points"
    WINS = "wins"


@dataclass(frozen=True)
class Format:
    """How every partie is played and the teams ranked (R14.2)."""

    mode: Mode
    parties: int = 4
    donnes: int | None = 12  # a game of N donnes, else to `target` (R14.1)
    target: int | None = None
    ranking: Ranking = Ranking.POINTS
    seed: int = 0  # of partie 1's random order (R14.3)
    rules: frozenset[HouseRule] = frozenset()  # R15.1: the house rules every table plays

    @property
    def rounding(self) -> Rounding:
        return self.mode.default_rounding  # the tables' games are played with it


class Entrant(NamedTuple):
    """A registered team, and its number, which never changes (R14.2): one more than the
    highest ever handed out in the concours, removed teams included."""

    name: str
    players: tuple[str, str] | None = None
    number: int = 0  # 0: not registered yet


class Table(NamedTuple):
    teams: tuple[int, int]  # team numbers, the choosing team first (R14.3)
    result: tuple[int, int] | None = None  # the same order (R14.4)


class Partie(NamedTuple):
    tables: tuple[Table, ...]
    exempt: int | None = None  # the team that sits out (R14.3)

    @property
    def complete(self) -> bool:
        return all(table.result is not None for table in self.tables)

    @property
    def started(self) -> bool:
        return any(table.result is not None for table in self.tables)


class Standing(NamedTuple):
    """A team's line of the ranking (R14.5, R14.6)."""

    rank: int
    team: int
    points: int
    against: int
    half_wins: int  # wins count in halves: a drawn partie is half a win each (R14.4)
    parties: int

    @property
    def wins(self) -> float:
        return self.half_wins / 2

    @property
    def difference(self) -> int:
        return self.points - self.against


def make_format(
    mode: Mode,
    parties: int = 4,
    donnes: int | None = None,
    target: int | None = None,
    ranking: Ranking = Ranking.POINTS,
    seed: int = 0,
    rules: Iterable[HouseRule] = (),
) -> Format:
    """R14.2: 1 to MAX_PARTIES parties, of N donnes (12 when neither is given) or to a
    target, never both (R14.1); house rules that fit the mode and the games (R15.1)."""
    if not 1 <= parties <= MAX_PARTIES:
        raise SettingError("parties", "bad_parties", value=parties, high=MAX_PARTIES)
    if not 0 <= seed <= MAX_SEED:  # TOML's integers are 64-bit
        raise SettingError("seed", "bad_seed", value=seed, high=MAX_SEED)
    if donnes is not None and target is not None:
        raise SettingError("donnes", "donnes_and_target")
    if target is not None:
        chosen = check_rules(mode, rules)
        return Format(mode, parties, None, check_target(target), ranking, seed, chosen)
    donnes = check_donnes(12 if donnes is None else donnes)
    return Format(mode, parties, donnes, None, ranking, seed, check_rules(mode, rules, donnes))


def concours_name(text: str) -> str:
    """A concours's name: on one line, at most MAX_NAME signs."""
    name = text.strip()
    if not name or not shows_on_one_line(name) or signs(name) > MAX_NAME:
        raise RuleError("bad_concours_name", value=name, most=MAX_NAME)
    return name


def entrant(name: str, players: list[str] | None = None, stored: bool = False) -> Entrant:
    """A team's name -- not a number: teams are also called by their numbers -- and its two
    players if given, neither the other's nor the team's name (R12.1). `stored`: read from
    a file, by the rules of the version that wrote it (core.names)."""
    checked = team_name(name, stored)
    if checked.isdigit():
        raise RuleError("bad_concours_team", value=checked)
    if players is None:
        return Entrant(checked)
    if len(players) != 2:
        raise SettingError("players", "team_players", count=len(players))
    try:
        one, two = (player_name(text, stored) for text in players)
    except RuleError as error:
        raise SettingError("players", error.key, **error.params) from None
    if same_name(one, two, stored):
        raise SettingError("players", "same_team_players", value=two)
    for player in (one, two):
        if same_name(player, checked, stored):
            raise SettingError("players", "player_is_team", value=player)
    return Entrant(checked, (one, two))


def registered(teams: tuple[Entrant, ...], stored: bool = False) -> tuple[Entrant, ...]:
    """R14.2: at most MAX_TEAMS teams, no two of the same name (see core.names.same_name)."""
    if len(teams) > MAX_TEAMS:
        raise RuleError("too_many_teams", most=MAX_TEAMS)
    seen: dict[str, Entrant] = {}
    for team in teams:
        key = name_key(team.name, stored)
        if key in seen:  # the team already there named by its number, as the desk knows it
            first = seen[key]
            raise RuleError(
                "same_concours_team", value=team.name, number=first.number, name=first.name
            )
        seen[key] = team
    return teams


def shared_players(teams: tuple[Entrant, ...], team: Entrant) -> list[tuple[str, int]]:
    """The players of `team` already registered in another team, with its number: a
    warning, not a refusal (two players may share a name)."""
    found = []
    for other in teams:
        if other.number == team.number or other.players is None:
            continue
        for player in team.players or ():
            if any(same_name(player, theirs) for theirs in other.players):
                found.append((player, other.number))
    return found


@dataclass(frozen=True)
class Concours:
    name: str
    format: Format
    teams: tuple[Entrant, ...] = ()
    parties: tuple[Partie, ...] = ()
    numbered: int = 0  # the highest team number ever handed out (R14.2), as stored

    @property
    def numbers(self) -> list[int]:
        """The registered teams' numbers, in order."""
        return [team.number for team in self.teams]

    @property
    def highest(self) -> int:
        """The highest team number ever handed out: never below a number a team holds."""
        return max(self.numbered, *self.numbers, 0)

    def team(self, number: int) -> Entrant:
        for team in self.teams:
            if team.number == number:
                return team
        numbers = ", ".join(map(str, self.numbers)) or "-"
        raise RuleError("no_such_team", number=number, numbers=numbers)

    # --- registration (R14.2) ---

    def with_team(self, team: Entrant) -> Concours:
        """Registered last, with the next number; before the first draw only."""
        self._registering()
        number = self.highest + 1
        teams = registered((*self.teams, team._replace(number=number)))
        return replace(self, teams=teams, numbered=number)

    def without_team(self, number: int, name: str | None = None) -> Concours:
        """The other teams keep their numbers, and this one is never handed out again
        (R14.2). `name`: the team the organiser meant, as it was shown; refused if team
        `number` is now another one (two organisers removing "team 1" at once must not
        remove two teams)."""
        self._registering()
        found = self.team(number)
        if name is not None and not same_name(found.name, name):
            raise RuleError("team_changed", number=number, was=name, now=found.name)
        teams = tuple(team for team in self.teams if team.number != number)
        return replace(self, teams=teams, numbered=self.highest)

    def _registering(self) -> None:
        if self.parties:
            raise RuleError("teams_drawn")

    # --- the draw (R14.3) ---

    def first_order(self) -> list[int]:
        """Partie 1's random order: the team numbers sorted by a hash of the concours's seed
        and the number -- the same order on every machine and every Python."""

        def key(number: int) -> bytes:
            return hashlib.sha256(f"{self.format.seed}/{number}".encode()).digest()

        return sorted(self.numbers, key=key)

    def with_draw(self, partie: int | None = None) -> Concours:
        """The next partie's tables, partie 1's in its random order (first_order). `partie`:
        the partie the organiser meant to draw; refused if another one is next now (two
        organisers drawing at once draw it once)."""
        k = len(self.parties) + 1
        if partie is not None and partie != k:
            raise RuleError("draw_changed", seen=partie - 1, drawn=k - 1)
        if k > self.format.parties:
            raise RuleError("no_more_parties", count=self.format.parties)
        if len(self.teams) < 2:
            raise RuleError("too_few_teams", count=len(self.teams))
        if self.parties and not self.parties[-1].complete:
            missing = missing_tables(self.parties[-1])
            raise RuleError("results_missing", partie=k - 1, tables=", ".join(map(str, missing)))
        ranked = self.first_order() if k == 1 else [s.team for s in self.ranking()]
        exempt = self._exempt(ranked) if len(ranked) % 2 else None
        playing = [team for team in ranked if team != exempt]
        if k == 1:
            pairs = list(zip(playing[::2], playing[1::2], strict=True))
        else:
            pairs = seat(playing, self.met())
        tables = tuple(Table(pair) for pair in pairs)
        return replace(self, parties=(*self.parties, Partie(tables, exempt)))

    def _exempt(self, ranked: list[int]) -> int:
        """Among the teams that have sat out least often, the last in `ranked`."""
        times = {team: 0 for team in ranked}
        for partie in self.parties:
            if partie.exempt is not None:
                times[partie.exempt] += 1
        fewest = min(times.values())
        return [team for team in ranked if times[team] == fewest][-1]

    def met(self) -> set[frozenset[int]]:
        """The pairs of teams that have played each other."""
        return {frozenset(table.teams) for partie in self.parties for table in partie.tables}

    def without_draw(self, partie: int | None = None) -> Concours:
        """The last draw undone, while no result of its partie is in (R14.3). `partie`: the
        draw the organiser meant to undo; refused if the last one is now another."""
        if not self.parties:
            raise RuleError("no_draw")
        if partie is not None and partie != len(self.parties):
            raise RuleError("draw_changed", seen=partie, drawn=len(self.parties))
        if self.parties[-1].started:
            raise RuleError("draw_has_results", partie=len(self.parties))
        return replace(self, parties=self.parties[:-1])

    # --- results (R14.4) ---

    def partie(self, number: int | None = None) -> tuple[int, Partie]:
        """Partie `number`, else the current one (the last drawn), with its number."""
        if not self.parties:
            raise RuleError("no_draw")
        k = len(self.parties) if number is None else number
        if not 1 <= k <= len(self.parties):
            raise RuleError("no_such_partie", number=k, count=len(self.parties))
        return k, self.parties[k - 1]

    def table(self, partie: int | None, number: int) -> tuple[int, Table]:
        """Table `number` of partie `partie` (else the current one), with the partie's
        number."""
        k, found = self.partie(partie)
        if not 1 <= number <= len(found.tables):
            raise RuleError("no_such_table", number=number, count=len(found.tables), partie=k)
        return k, found.tables[number - 1]

    def with_result(
        self,
        partie: int | None,
        table: int,
        points: tuple[int, int],
        seen: Table | None = None,
    ) -> Concours:
        """A table's result, entered or corrected (R14.4): draws already made stand.
        `seen`: the table as the scorer was shown it -- refused if it now seats other teams
        (its draw undone and made again) or has another result than the one shown (another
        scorer's, which this one would replace unseen)."""
        k, row = self.table(partie, table)
        if seen is not None and row.teams != seen.teams:
            raise RuleError("table_changed", table=table, partie=k)
        if seen is not None and row.result != seen.result and row.result is not None:
            first, second = row.result
            raise RuleError("result_changed", table=table, partie=k, first=first, second=second)
        found = self.parties[k - 1]
        check_result(points)
        tables = list(found.tables)
        tables[table - 1] = tables[table - 1]._replace(result=points)
        parties = list(self.parties)
        parties[k - 1] = found._replace(tables=tuple(tables))
        return replace(self, parties=tuple(parties))

    @property
    def finished(self) -> bool:
        """Every partie drawn and every result in."""
        return len(self.parties) == self.format.parties and self.parties[-1].complete

    # --- the ranking (R14.5, R14.6) ---

    def ranking(self) -> list[Standing]:
        """Every team, best first; equal teams share a rank and are listed by number."""
        points = dict.fromkeys(self.numbers, 0)
        against, wins, parties = dict(points), dict(points), dict(points)
        for partie in self.parties:
            scored = [table for table in partie.tables if table.result is not None]
            for table in scored:
                assert table.result is not None
                for team, own, other in (
                    (table.teams[0], table.result[0], table.result[1]),
                    (table.teams[1], table.result[1], table.result[0]),
                ):
                    points[team] += own
                    against[team] += other
                    wins[team] += 2 if own > other else 1 if own == other else 0
                    parties[team] += 1
            if partie.exempt is not None and scored and partie.complete:
                points[partie.exempt] += exempt_credit(partie)  # R14.5, once all are in
                wins[partie.exempt] += 2
                parties[partie.exempt] += 1

        def key(team: int) -> tuple[int, int, int]:
            difference = points[team] - against[team]
            if self.format.ranking is Ranking.WINS:
                return -wins[team], -points[team], -difference
            return -points[team], -wins[team], -difference

        order = sorted(self.numbers, key=lambda team: (key(team), team))
        standings: list[Standing] = []
        for place, team in enumerate(order, start=1):
            tied = standings and key(standings[-1].team) == key(team)
            rank = standings[-1].rank if tied else place
            standings.append(
                Standing(rank, team, points[team], against[team], wins[team], parties[team])
            )
        return standings


def check_result(points: tuple[int, int]) -> tuple[int, int]:
    """R14.4: each team's points, whole numbers from 0 to MAX_POINTS."""
    for value in points:
        if not 0 <= value <= MAX_POINTS:
            raise RuleError("bad_result", value=value, high=MAX_POINTS)
    return points


def exempt_credit(partie: Partie) -> int:
    """R14.5: the mean of the points of every team that played the partie, rounded to the
    nearest whole number, a final .5 up."""
    scores = [value for table in partie.tables if table.result for value in table.result]
    return (2 * sum(scores) + len(scores)) // (2 * len(scores))


def missing_tables(partie: Partie) -> list[int]:
    return [n for n, table in enumerate(partie.tables, start=1) if table.result is None]


def expected_sum(form: Format) -> int | None:
    """R14.7: what a table's two results add up to in a classique game of N donnes counted
    exactly -- 162 x N, plus tens -- or None where nothing is checked."""
    exact = form.mode is Mode.CLASSIQUE and form.rounding is Rounding.EXACT
    return HAND_POINTS * form.donnes if exact and form.donnes is not None else None


def doubts(form: Format, points: tuple[int, int]) -> list[RuleError]:
    """What makes typed points look wrong, each to be confirmed (R14.7, R14.10): a
    classique sum short of 162 x N or not that plus tens, or above twice it (an extra
    digit: 11 300 - 874); in a partie to a target T, equal points (a tie is played off), no
    team at the target (past it at an exceed-target table), or a team above 2 x T."""
    found: list[RuleError] = []
    total = sum(points)
    expected = suspicious(form, points)
    if expected is not None:
        found.append(RuleError("checksum", total=total, expected=expected, donnes=form.donnes))
    sum_of = expected_sum(form)
    if sum_of is not None and total > 2 * sum_of:
        found.append(RuleError("doubt_too_big", total=total, most=2 * sum_of))
    target = form.target
    if target is not None:
        exceed = HouseRule.EXCEED_TARGET in form.rules
        if points[0] == points[1]:
            found.append(RuleError("doubt_tie", points=points[0]))
        elif not any(x > target if exceed else x >= target for x in points):
            found.append(RuleError("doubt_no_winner", target=target))
        if max(points) > 2 * target:
            found.append(RuleError("doubt_too_far", points=max(points), most=2 * target))
    return found


def suspicious(form: Format, points: tuple[int, int]) -> int | None:
    """The sum a result should have made when it does not look right (R14.7), else None."""
    expected = expected_sum(form)
    if expected is None:
        return None
    total = sum(points)
    return expected if total < expected or (total - expected) % 10 else None
