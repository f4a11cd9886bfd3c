"""The concours (R14.2-R14.13): its teams -- late ones and withdrawn ones included --, its
parties -- each a draw and the tables' results or forfeits -- and the ranking, recomputed
from the results every time (nothing derived is stored). Pure: a concours in, a new
concours or a ranking out, RuleError for what the rules refuse."""

from __future__ import annotations

import datetime
import functools
import hashlib
from collections import Counter
from collections.abc import Iterable
from dataclasses import dataclass, replace
from typing import NamedTuple

from belote_cli.core.cards import HAND_POINTS
from belote_cli.core.digits import is_digits
from belote_cli.core.errors import RuleError, SettingError
from belote_cli.core.facts import HouseRule, Mode, Profile, Rounding
from belote_cli.core.game import check_donnes, check_rules, check_target
from belote_cli.core.names import (
    MAX_NAME,
    folded,
    licence,
    name_key,
    player_name,
    same_name,
    shows_on_one_line,
    signs,
    team_name,
)
from belote_cli.core.pairing import seat
from belote_cli.core.places import shared_ranks
from belote_cli.core.profile import Scale, mapped, scale
from belote_cli.core.symbol import Symbol

MAX_POINTS = 100_000  # R14.4
MAX_PARTIES = 20  # Decision: more than a day, and a draw stays fast (core.pairing)
MAX_SEED = 2**63 - 1
MAX_TEAMS = 500  # Decision: ten times the largest concours; a draw stays fast


class Ranking(Symbol):
    """R14.6: what ranks the teams first."""

    POINTS = "points"
    WINS = "wins"


@dataclass(frozen=True)
class Format:
    """How every partie is played and the teams ranked (R14.2); with a profile (R16.7),
    its counting is the mode, it has no house rules, and the profile scores every table."""

    mode: Mode
    parties: int = 4
    donnes: int | None = 12  # a game of N donnes, else to `target` (R14.1)
    target: int | None = None
    ranking: Ranking = Ranking.POINTS
    seed: int = 0  # of partie 1's random order (R14.3)
    rules: frozenset[HouseRule] = frozenset()  # R15.1: the house rules every table plays
    forfeit_points: int | None = None  # R14.13: a forfeit's winner's credit, else the mean
    # R16.7: the profile every partie and table plays (`--profile`), as stored; None: the
    # one the mode and rules map to (R16.2)
    profile: Profile | None = None

    @property
    def rounding(self) -> Rounding:
        """The tables' games are played with it: the profile's, else the mode's."""
        if self.profile is not None:
            return Rounding(self.profile["rounding"])
        return self.mode.default_rounding

    @functools.cached_property
    def played(self) -> Profile:
        """The profile every table's game is scored by: the concours's, else the one its
        mode, rounding, target and rules map to (R16.2)."""
        if self.profile is not None:
            return self.profile
        return mapped(self.mode, self.rounding, self.target, self.rules)

    @property
    def scale(self) -> Scale:
        return scale(self.played)

    @property
    def exceed(self) -> bool:
        """A partie to a target must pass it (R15.1's exceed-target, a profile's
        `target-rule = "exceed"`)."""
        return self.scale.exceed


class Entrant(NamedTuple):
    """A registered team, and its number, which never changes (R14.2): one more than the
    highest ever handed out in the concours, removed teams included."""

    name: str
    players: tuple[str, str] | None = None
    number: int = 0  # 0: not registered yet
    # R14.11: withdrawn after the draw of this partie (0: before any draw), else None
    withdrawn: int | None = None
    forfeited: int | None = None  # the table of that partie where it recorded a forfeit
    # each player's licence number, "" for a player without one; None: no licence given.
    # A league knows a player with a licence by it, whatever their club (issue 37)
    licences: tuple[str, str] | None = None


class Table(NamedTuple):
    teams: tuple[int, int]  # team numbers, the choosing team first (R14.3)
    result: tuple[int, int] | None = None  # the points, in the same order (R14.4)
    forfeit: tuple[int, ...] = ()  # R14.13: the team(s) that forfeited, no points then

    @property
    def done(self) -> bool:
        """The table has its result: points or a forfeit (R14.13)."""
        return self.result is not None or bool(self.forfeit)

    @property
    def outcome(self) -> tuple[tuple[int, int] | None, tuple[int, ...]]:
        """What the table's result is, to compare two of them (R14.9)."""
        return self.result, self.forfeit


class Partie(NamedTuple):
    tables: tuple[Table, ...]
    exempt: int | None = None  # the team that sits out (R14.3)

    @property
    def complete(self) -> bool:
        return all(table.done for table in self.tables)

    @property
    def started(self) -> bool:
        return any(table.done for table in self.tables)

    def seated(self) -> set[int]:
        """The teams drawn in this partie: at a table, or exempt."""
        teams = {team for table in self.tables for team in table.teams}
        return teams if self.exempt is None else teams | {self.exempt}

    def table_of(self, team: int) -> int | None:
        """The number of the table where `team` sits, None if it does not play."""
        for n, table in enumerate(self.tables, start=1):
            if team in table.teams:
                return n
        return None


class How(Symbol):
    """How a team scored a partie (R14.4, R14.5, R14.13)."""

    PLAYED = "played"
    EXEMPT = "exempt"
    FORFEIT = "forfeit"  # it forfeited
    BY_FORFEIT = "won-by-forfeit"


class Score(NamedTuple):
    """A team's line for one partie."""

    partie: int
    table: int | None  # None: it sat out
    team: int
    opponent: int | None
    points: int
    against: int
    half_wins: int
    how: How


class Standing(NamedTuple):
    """A team's line of the ranking (R14.5, R14.6)."""

    rank: int
    team: int
    points: int
    against: int
    half_wins: int  # wins count in halves: a drawn partie is half a win each (R14.4)
    parties: int
    withdrawn: bool = False  # ranked after every team still in (R14.11)

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
    forfeit_points: int | None = None,
    profile: Profile | None = None,
) -> Format:
    """R14.2: 1 to MAX_PARTIES parties, of N donnes (12 when neither is given) or to a
    target, never both (R14.1); house rules that fit the mode and the games (R15.1); a
    fixed credit for a forfeit's winner, or none (R14.13). With a profile (R16.7), its
    counting is the mode and no house rule is given; a concours of donnes refuses one
    whose target must be exceeded."""
    if forfeit_points is not None and not 0 <= forfeit_points <= MAX_POINTS:
        raise SettingError("forfeit_points", "bad_result", value=forfeit_points, high=MAX_POINTS)
    if not 1 <= parties <= MAX_PARTIES:
        raise SettingError("parties", "bad_parties", value=parties, high=MAX_PARTIES)
    if not 0 <= seed <= MAX_SEED:  # TOML's integers are 64-bit
        raise SettingError("seed", "bad_seed", value=seed, high=MAX_SEED)
    if donnes is not None and target is not None:
        raise SettingError("donnes", "donnes_and_target")
    if profile is not None:
        chosen = frozenset(rules)
        if mode is not profile.counting or chosen:  # R16.7: the profile fixes them
            raise RuleError(
                "concours_profile_fixes", profile=profile.name, counting=profile.counting.value
            )
    if target is not None:
        chosen = check_rules(mode, rules)
        aim = check_target(target)
        goal: tuple[int | None, int | None] = None, aim
        # Decision: a concours to a target stores its profile with that target, as each
        # table's feuille does (R16.7: `--target` applied); its target-rule is kept. One of
        # donnes keeps the profile's target, which its donnes replace (R16.1).
        profile = None if profile is None else profile.with_target(aim)
    else:
        said = donnes is not None
        donnes = check_donnes(donnes if donnes is not None else 12)
        chosen = check_rules(mode, rules, donnes)
        goal = donnes, None
        if profile is not None and profile["target-rule"] == "exceed":  # R16.7, R15.1
            # the default 12 included: the refusal names --profile when --donnes was not said
            where = "donnes" if said else "profile"
            raise SettingError(where, "profile_exceed_donnes", profile=profile.name)
    return Format(mode, parties, *goal, ranking, seed, chosen, forfeit_points, profile)


def concours_name(text: str) -> str:
    """A concours's name: on one line, at most MAX_NAME signs."""
    name = text.strip()
    if not name or not shows_on_one_line(name) or signs(name) > MAX_NAME:
        raise RuleError("bad_concours_name", value=name, most=MAX_NAME)
    return name


def entrant(
    name: str,
    players: list[str] | None = None,
    stored: bool = False,
    licences: list[str] | None = None,
) -> Entrant:
    """A team's name -- not a number: teams are also called by their numbers -- and its two
    players if given, neither the other's nor the team's name (R12.1), with their licence
    numbers if any ("" for a player without one; not the same for both). `stored`: read
    from a file, by the rules of the version that wrote it (core.names)."""
    checked = team_name(name, stored)
    if is_digits(checked):
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
    return Entrant(checked, (one, two), licences=_licences(licences))


def _licences(given: list[str] | None) -> tuple[str, str] | None:
    """Two players' licence numbers, "" for none; None when neither has one."""
    if given is None or not any(number.strip() for number in given):
        return None
    if len(given) != 2:
        raise SettingError("players", "team_players", count=len(given))
    try:
        one, two = (licence(number) if number.strip() else "" for number in given)
    except RuleError as error:
        raise SettingError("players", error.key, **error.params) from None
    if one and one == two:
        raise SettingError("players", "same_licence", value=one)
    return one, two


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
    held: dict[str, Entrant] = {}  # a licence is one person's: in one team only
    for team in teams:
        for number in team.licences or ():
            if number in held:
                first = held[number]
                raise RuleError(
                    "licence_taken", value=number, number=first.number, name=first.name
                )
            if number:
                held[number] = team
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


class Played(NamedTuple):
    """A table played to its points (Concours.played_tables)."""

    partie: int
    table: int
    teams: tuple[int, int]
    winner: int | None  # 0: the first team, 1: the second, None: equal points


class Playing(NamedTuple):
    """A table being played hand by hand (play --concours): its donnes so far, its totals."""

    donnes: int
    totals: tuple[int, int]


class Reinstatement(NamedTuple):
    """What taking back a withdrawal does (R14.11): the forfeit it removes, or the one that
    stays (partie, table), and whether a draw is left to seat the team."""

    removed: tuple[int, int] | None
    kept: tuple[int, int] | None
    seated: bool


class Placed(NamedTuple):
    """A team's place for the prizes: its line of the ranking, then its own place, teams
    of one rank separated by a lot drawn from the concours's seed."""

    place: int
    standing: Standing
    by_lot: bool  # it shares its rank: the lot decided its place
    prize: str | None  # the prize (lot) of that place, if any


MAX_PRIZES = MAX_TEAMS
MAX_PRIZE = 80  # signs: "Un jambon sec et deux bouteilles de Gaillac" fits


def prize_list(texts: Iterable[str]) -> tuple[str, ...]:
    """The prizes, best first: each on one line, at most MAX_PRIZE signs."""
    prizes = tuple(text.strip() for text in texts)
    if len(prizes) > MAX_PRIZES:
        raise RuleError("too_many_prizes", most=MAX_PRIZES)
    for prize in prizes:
        if not prize or not shows_on_one_line(prize) or signs(prize) > MAX_PRIZE:
            raise RuleError("bad_prize", value=prize, most=MAX_PRIZE)
    return prizes


@dataclass(frozen=True)
class Concours:
    name: str
    format: Format
    teams: tuple[Entrant, ...] = ()
    parties: tuple[Partie, ...] = ()
    numbered: int = 0  # the highest team number ever handed out (R14.2), as stored
    prizes: tuple[str, ...] = ()  # the prize list (lots), best place first
    log: tuple[str, ...] = ()  # who changed what, and when: a line each (see logged)

    @property
    def numbers(self) -> list[int]:
        """The registered teams' numbers, in order."""
        return [team.number for team in self.teams]

    @property
    def active(self) -> list[int]:
        """The numbers of the teams still in: those the next draw seats (R14.11)."""
        return [team.number for team in self.teams if team.withdrawn is None]

    @property
    def highest(self) -> int:
        """The highest team number ever handed out: never below a number a team holds."""
        return max(self.numbered, *self.numbers, 0)

    @functools.cached_property
    def _by_number(self) -> dict[int, Entrant]:  # the concours never changes: computed once
        return {team.number: team for team in self.teams}

    def team(self, number: int) -> Entrant:
        found = self._by_number.get(number)
        if found is None:
            numbers = ", ".join(map(str, self.numbers)) or "-"
            raise RuleError("no_such_team", number=number, numbers=numbers)
        return found

    def called(self, text: str) -> Entrant:
        """The team a scorer names: by its number, or by its name (R14.2's comparison)."""
        wanted = text.strip()
        if is_digits(wanted):
            return self.team(int(wanted))
        for team in self.teams:
            if same_name(team.name, wanted):
                return team
        numbers = ", ".join(map(str, self.numbers)) or "-"
        raise RuleError("no_team_called", name=wanted, numbers=numbers)

    def _with_entrant(self, changed: Entrant) -> Concours:
        teams = tuple(changed if team.number == changed.number else team for team in self.teams)
        return replace(self, teams=teams)

    # --- registration (R14.2, R14.12) ---

    def with_team(self, team: Entrant) -> Concours:
        """Registered last, with the next number. After the first draw, a late team: drawn
        from the next draw on (R14.12); refused once the last partie is drawn."""
        if len(self.parties) >= self.format.parties:
            raise RuleError("too_late_to_register", parties=self.format.parties)
        number = self.highest + 1
        teams = registered((*self.teams, team._replace(number=number)))
        return replace(self, teams=teams, numbered=number)

    def without_team(self, number: int, name: str | None = None) -> Concours:
        """The other teams keep their numbers, and this one is never handed out again
        (R14.2). `name`: the team the organiser meant, as it was shown; refused if team
        `number` is now another one (two organisers removing "team 1" at once must not
        remove two teams). Before the first draw only: after it, a team withdraws."""
        if self.parties:
            raise RuleError("teams_drawn", number=number)
        found = self._meant(number, name)
        teams = tuple(team for team in self.teams if team.number != found.number)
        return replace(self, teams=teams, numbered=self.highest)

    def _meant(self, number: int, name: str | None) -> Entrant:
        found = self.team(number)
        if name is not None and not same_name(found.name, name):
            raise RuleError("team_changed", number=number, was=name, now=found.name)
        return found

    # --- withdrawal (R14.11) ---

    def with_withdrawal(self, number: int, name: str | None = None) -> Concours:
        """Team `number` withdraws: a forfeit by it at its table of the drawn partie if that
        table has no result; no longer drawn from the next draw on. Decision: at a table
        whose other team withdrew first, the forfeit becomes both teams' (R14.13), so that
        no withdrawn team is credited a win it never played for."""
        if not self.parties:
            raise RuleError("withdraw_before_draw", number=number)
        found = self._meant(number, name)
        if found.withdrawn is not None:
            raise RuleError("already_withdrawn", number=number, name=found.name)
        k, partie = len(self.parties), self.parties[-1]
        at = partie.table_of(number)
        c, forfeited = self, None
        if at is not None:
            row = partie.tables[at - 1]
            if not row.done or (row.forfeit and number not in row.forfeit):
                gave = (*row.forfeit, number)
                c = self._with_table(k, at, Table(row.teams, None, _in_order(row.teams, gave)))
                forfeited = at
        return c._with_entrant(found._replace(withdrawn=k, forfeited=forfeited))

    def without_withdrawal(self, number: int, name: str | None = None) -> Concours:
        """The withdrawal taken back: until the next draw, or at any time once no draw is
        left (R14.11); the forfeit it recorded removed if it is still the table's result
        and its partie is the last drawn (see reinstatement)."""
        found = self._meant(number, name)
        if found.withdrawn is None:
            raise RuleError("not_withdrawn", number=number, name=found.name)
        drawn = len(self.parties)
        if found.withdrawn < drawn < self.format.parties:
            raise RuleError("withdrawal_drawn", number=number, partie=found.withdrawn + 1)
        c = self
        back = self.reinstatement(number)
        if back.removed is not None:
            k, at = back.removed
            row = self.parties[k - 1].tables[at - 1]
            left = tuple(team for team in row.forfeit if team != number)
            c = self._with_table(k, at, row._replace(forfeit=left))
        return c._with_entrant(found._replace(withdrawn=None, forfeited=None))

    def reinstatement(self, number: int) -> Reinstatement:
        """What taking back team `number`'s withdrawal does (R14.11), said before it is done.
        Decision (R14.11 does not say): the forfeit it recorded is removed only while its
        partie is the last drawn. Once a later partie is drawn -- possible only when no draw
        is left -- that draw was made on it (R14.3) and draws made stand (R14.4): the forfeit
        stays, as a result must at every table of a partie before the last, and the team
        comes back for the ranking only (among the teams still in), with no partie left to
        play."""
        team = self.team(number)
        k, at = team.withdrawn, team.forfeited
        seated = len(self.parties) < self.format.parties
        if not k or at is None:  # withdrew before any draw, or sat out: no forfeit
            return Reinstatement(None, None, seated)
        row = self.parties[k - 1].tables[at - 1]  # a table of it (storage.concours checks)
        if number not in row.forfeit or row.result is not None:
            return Reinstatement(None, None, seated)  # corrected since: not its forfeit now
        if k < len(self.parties):
            return Reinstatement(None, (k, at), seated)
        return Reinstatement((k, at), None, seated)

    # --- the draw (R14.3) ---

    def first_order(self) -> list[int]:
        """Partie 1's random order: the team numbers sorted by a hash of the concours's seed
        and the number -- the same order on every machine and every Python."""

        def key(number: int) -> bytes:
            return hashlib.sha256(f"{self.format.seed}/{number}".encode()).digest()

        return sorted(self.active, key=key)

    def with_draw(self, partie: int | None = None) -> Concours:
        """The next partie's tables, partie 1's in its random order (first_order), of the
        teams still in (R14.11). `partie`: the partie the organiser meant to draw; refused
        if another one is next now (two organisers drawing at once draw it once)."""
        k = len(self.parties) + 1
        if partie is not None and partie != k:
            raise RuleError("draw_changed", seen=partie - 1, drawn=k - 1)
        if k > self.format.parties:
            raise RuleError("no_more_parties", count=self.format.parties)
        if len(self.active) < 2:
            raise RuleError("too_few_teams", count=len(self.active))
        if self.parties and not self.parties[-1].complete:
            missing = missing_tables(self.parties[-1])
            raise RuleError("results_missing", partie=k - 1, tables=", ".join(map(str, missing)))
        still = set(self.active)
        ranked = (
            self.first_order() if k == 1 else [s.team for s in self.ranking() if s.team in still]
        )
        exempt = self._exempt(ranked) if len(ranked) % 2 else None
        playing = [team for team in ranked if team != exempt]
        if k == 1:
            pairs = list(zip(playing[::2], playing[1::2], strict=True))
        else:
            pairs = seat(playing, self.met())
        tables = tuple(Table(pair) for pair in pairs)
        return replace(self, parties=(*self.parties, Partie(tables, exempt)))

    def _exempt(self, ranked: list[int]) -> int:
        """Among the teams that have sat out least often, the last in `ranked`; a partie a
        late team missed counts as one sat out (R14.12), a win by forfeit does not."""
        times = dict.fromkeys(ranked, 0)
        for partie in self.parties:
            seated = partie.seated()
            for team in ranked:
                if team == partie.exempt or team not in seated:
                    times[team] += 1
        fewest = min(times.values())
        return [team for team in ranked if times[team] == fewest][-1]

    def met(self) -> set[frozenset[int]]:
        """The pairs of teams that have played each other: a forfeited table's have not
        (R14.13)."""
        return {
            frozenset(table.teams)
            for partie in self.parties
            for table in partie.tables
            if not table.forfeit
        }

    def without_draw(self, partie: int | None = None) -> Concours:
        """The last draw undone, while no result of its partie is in (R14.3), a forfeit
        included (R14.11). `partie`: the draw the organiser meant to undo; refused if the
        last one is now another. A team that withdrew after that draw withdrew before it."""
        if not self.parties:
            raise RuleError("no_draw")
        if partie is not None and partie != len(self.parties):
            raise RuleError("draw_changed", seen=partie, drawn=len(self.parties))
        if self.parties[-1].started:
            raise RuleError("draw_has_results", partie=len(self.parties))
        left = len(self.parties) - 1
        teams = tuple(
            team._replace(withdrawn=left, forfeited=None)
            if team.withdrawn is not None and team.withdrawn > left
            else team
            for team in self.teams
        )
        return replace(self, teams=teams, parties=self.parties[:-1])

    # --- results (R14.4, R14.13) ---

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
        points: tuple[int, int] | None,
        seen: Table | None = None,
        forfeit: Iterable[int] = (),
    ) -> Concours:
        """A table's result -- its points, or else a forfeit by one or both of its teams
        (R14.13) -- entered or corrected (R14.4): draws already made stand. `seen`: the
        table as the scorer was shown it -- refused if it now seats other teams (its draw
        undone and made again) or has another result than the one shown (another
        scorer's, which this one would replace unseen)."""
        k, row = self.table(partie, table)
        if seen is not None and row.teams != seen.teams:
            raise RuleError("table_changed", table=table, partie=k)
        if seen is not None and row.outcome != seen.outcome and row.done:
            raise changed_result(row, table, k)
        gave = tuple(forfeit)
        for team in gave:
            if team not in row.teams:
                one, two = row.teams
                raise RuleError("forfeit_not_here", team=team, table=table, one=one, two=two)
        if (points is None) == (not gave):
            raise RuleError("result_or_forfeit")
        if points is not None:
            check_result(points)
        return self._with_table(k, table, Table(row.teams, points, _in_order(row.teams, gave)))

    def _with_table(self, k: int, number: int, row: Table) -> Concours:
        found = self.parties[k - 1]
        tables = list(found.tables)
        tables[number - 1] = row
        parties = list(self.parties)
        parties[k - 1] = found._replace(tables=tuple(tables))
        return replace(self, parties=tuple(parties))

    def played_tables(self) -> list[Played]:
        """Every table with its points entered -- not a forfeit --, in the order of the
        parties and tables: a match between its two teams (core.ratings), the winner the
        one with more points, none on equal points (R14.4)."""
        found = []
        for k, partie in enumerate(self.parties, start=1):
            for n, row in enumerate(partie.tables, start=1):
                if row.result is not None:
                    one, two = row.result
                    winner = None if one == two else 0 if one > two else 1
                    found.append(Played(k, n, row.teams, winner))
        return found

    @property
    def finished(self) -> bool:
        """Every partie drawn and every result in."""
        return len(self.parties) == self.format.parties and self.parties[-1].complete

    # --- the ranking (R14.5, R14.6, R14.11, R14.13) ---

    def scores(self) -> list[Score]:
        """What every team scored in every partie, a line each, in the order of the parties
        and tables (R14.4, R14.5, R14.13): the ranking adds them up. An exempt team's and a
        forfeit's credits appear once every table of the partie has its result."""
        lines: list[Score] = []
        fixed = self.format.forfeit_points
        for k, partie in enumerate(self.parties, start=1):
            whole = partie.complete
            mean = partie_mean(partie)
            won = mean if fixed is None else fixed  # a forfeit's winner's credit (R14.13)
            for n, table in enumerate(partie.tables, start=1):
                one, two = table.teams
                if table.result is not None:
                    for team, other, own, theirs in (
                        (one, two, table.result[0], table.result[1]),
                        (two, one, table.result[1], table.result[0]),
                    ):
                        half = 2 if own > theirs else 1 if own == theirs else 0
                        lines.append(Score(k, n, team, other, own, theirs, half, How.PLAYED))
                    continue
                credited = len(table.forfeit) == 1 and whole
                for team, other in ((one, two), (two, one)):
                    if team in table.forfeit:  # 0 points and a loss
                        against = won if credited else 0
                        lines.append(Score(k, n, team, other, 0, against, 0, How.FORFEIT))
                    elif credited:  # R14.5's credit: a win, nothing against
                        lines.append(Score(k, n, team, other, won, 0, 2, How.BY_FORFEIT))
            if partie.exempt is not None and whole:
                lines.append(Score(k, None, partie.exempt, None, mean, 0, 2, How.EXEMPT))
        return lines

    def ranking(self) -> list[Standing]:
        """Every team, best first, the withdrawn ones after every team still in; equal
        teams share a rank and are listed by number."""
        return list(self._standings)

    @functools.cached_property
    def _standings(self) -> tuple[Standing, ...]:  # a wall draws it several times
        points = dict.fromkeys(self.numbers, 0)
        against, wins, parties = dict(points), dict(points), dict(points)
        for line in self.scores():
            points[line.team] += line.points
            against[line.team] += line.against
            wins[line.team] += line.half_wins
            parties[line.team] += 1
        out = {team.number for team in self.teams if team.withdrawn is not None}

        def key(team: int) -> tuple[bool, int, int, int]:
            difference = points[team] - against[team]
            if self.format.ranking is Ranking.WINS:
                return team in out, -wins[team], -points[team], -difference
            return team in out, -points[team], -wins[team], -difference

        order = sorted(self.numbers, key=lambda team: (key(team), team))
        return tuple(
            Standing(
                rank, team, points[team], against[team], wins[team], parties[team], team in out
            )
            for rank, team in zip(shared_ranks([key(t) for t in order]), order, strict=True)
        )

    def drawn_at(self) -> datetime.datetime | None:
        """When partie 1 was drawn, from the log: the evening the concours was played (its
        file's time moves with a late correction). None for a file older than the log."""
        for line in self.log:
            at, _, did = line.partition(" ")
            if did.endswith(": partie 1 drawn"):
                try:
                    return datetime.datetime.fromisoformat(at)
                except ValueError:
                    return None
        return None

    @property
    def identity(self) -> str:
        """What names this concours whatever its corrections, for a league (issue 37): its
        folded name, its seed and when partie 1 was drawn -- two clubs' concours differ by
        one at least, and no correction changes any."""
        drawn = self.drawn_at()
        return (
            f"{folded(self.name)}|{self.format.seed}|{'' if drawn is None else drawn.isoformat()}"
        )

    def logged(self, at: str, by: str, before: Concours) -> Concours:
        """This concours with a line of its log for each change since `before`, made at
        `at` by `by` (the organiser, table N, the command line)."""
        lines = tuple(f"{at} {by}: {did}" for did in changes(before, self))
        return replace(self, log=(*self.log, *lines)) if lines else self

    def placed(self) -> list[Placed]:
        """The ranking as the prizes are given: teams still equal after R14.6 separated by
        a drawn lot (a hash of the seed and the team's number: the same on every machine).
        Decision: a withdrawn team receives no prize; the prizes go to the teams still in.
        Decision: no prize is given before a partie is played whole: before, every team is
        equal, and the places would be the lot's alone."""

        def lot(team: int) -> bytes:
            return hashlib.sha256(f"{self.format.seed}/lot/{team}".encode()).digest()

        standings = self.ranking()
        shared = Counter(s.rank for s in standings)
        order = sorted(standings, key=lambda s: (s.rank, lot(s.team)))
        played = any(partie.complete for partie in self.parties)
        prizes = iter(self.prizes if played else ())
        return [
            Placed(place, s, shared[s.rank] > 1, None if s.withdrawn else next(prizes, None))
            for place, s in enumerate(order, start=1)
        ]

    def with_prizes(self, prizes: Iterable[str]) -> Concours:
        return replace(self, prizes=prize_list(prizes))


def changes(before: Concours, after: Concours) -> list[str]:
    """What changed from one concours to the next, in a few words each (the log's)."""
    found: list[str] = []
    old = {team.number: team for team in before.teams}
    new = {team.number: team for team in after.teams}
    found += [f"team {n} registered" for n in new if n not in old]
    found += [f"team {n} removed" for n in old if n not in new]
    for n, team in new.items():
        if n in old and team.withdrawn != old[n].withdrawn:
            found.append(f"team {n} {'reinstated' if team.withdrawn is None else 'withdrew'}")
    for k, (was, now) in enumerate(zip(before.parties, after.parties, strict=False), start=1):
        for n, (one, two) in enumerate(zip(was.tables, now.tables, strict=False), start=1):
            if one.outcome != two.outcome:
                if two.result is not None:
                    what = f"{two.result[0]} {two.result[1]}"
                elif two.forfeit:
                    what = "forfeit " + " ".join(map(str, two.forfeit))
                else:
                    what = "no result"
                found.append(f"partie {k} table {n}: {what}")
    drawn, was_drawn = len(after.parties), len(before.parties)
    found += [f"partie {k} drawn" for k in range(was_drawn + 1, drawn + 1)]
    found += [f"draw of partie {k} undone" for k in range(was_drawn, drawn, -1)]
    if before.prizes != after.prizes:
        found.append("prizes")
    return found


def _in_order(teams: tuple[int, int], some: Iterable[int]) -> tuple[int, ...]:
    """Some of a table's teams, in the table's order, each once."""
    chosen = set(some)
    return tuple(team for team in teams if team in chosen)


def changed_result(row: Table, table: int, partie: int) -> RuleError:
    """The refusal of a result shown to the scorer that another has changed meanwhile."""
    if row.result is None:
        teams = ", ".join(map(str, row.forfeit))
        return RuleError("forfeit_changed", table=table, partie=partie, teams=teams)
    first, second = row.result
    return RuleError("result_changed", table=table, partie=partie, first=first, second=second)


def check_result(points: tuple[int, int]) -> tuple[int, int]:
    """R14.4: each team's points, whole numbers from 0 to MAX_POINTS."""
    for value in points:
        if not 0 <= value <= MAX_POINTS:
            raise RuleError("bad_result", value=value, high=MAX_POINTS)
    return points


def partie_mean(partie: Partie) -> int:
    """R14.5, R14.13: the mean of the points of every team that played the partie, rounded
    to the nearest whole number, a final .5 up; over the tables actually played (not a
    forfeited one), 0 if none was."""
    scores = [value for table in partie.tables if table.result for value in table.result]
    if not scores:
        return 0
    return (2 * sum(scores) + len(scores)) // (2 * len(scores))


def missing_tables(partie: Partie) -> list[int]:
    return [n for n, table in enumerate(partie.tables, start=1) if not table.done]


# R16.5.5: the capot-cards under which a donne is still worth 162 plus tens
CHECKED_CAPOT_CARDS = (252, 162)


def expected_sum(form: Format) -> int | None:
    """R14.7: what a table's two results add up to in a classique game of N donnes counted
    exactly -- 162 x N, plus tens -- or None where nothing is checked; under a profile
    (R16.5.5), only when its capot-cards is 252 or 162 (a flat 250 is 88 over 162)."""
    sc = form.scale
    exact = sc.counting is Mode.CLASSIQUE and sc.rounding is Rounding.EXACT
    checked = exact and sc.capot_cards in CHECKED_CAPOT_CARDS
    return HAND_POINTS * form.donnes if checked and form.donnes is not None else None


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
    # Decision: R14.10's extra digit is looked for in every classique game of N donnes,
    # whatever its profile's rounding and capot-cards, which only R14.7's checksum reads
    # (R16.5.5); without a profile, a classique concours is exact, as before
    if form.mode is Mode.CLASSIQUE and form.donnes is not None:
        most = 2 * HAND_POINTS * form.donnes
        if total > most:
            found.append(RuleError("doubt_too_big", total=total, most=most))
    target = form.target
    if target is not None:
        exceed = form.exceed  # R15.1's exceed-target, a profile's target-rule (R16.7)
        if points[0] == points[1]:
            found.append(RuleError("doubt_tie", points=points[0]))
        elif not any(x > target if exceed else x >= target for x in points):
            found.append(
                RuleError("doubt_not_passed" if exceed else "doubt_no_winner", target=target)
            )
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
