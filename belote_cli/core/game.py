"""A game: its settings and its entries (played hands, passes, fausses donnes, manual
deals). Everything else -- marks, totals, pot, dealers, winner -- is recomputed from them
(R2.6), entry by entry (R8 pot, R9 end of the game, R12 the deal)."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from functools import cached_property
from typing import TYPE_CHECKING, NamedTuple

from belote_cli.core.errors import RuleError, SettingError
from belote_cli.core.facts import (
    DEFAULT_TEAMS,
    EXCLUSIVE,
    MAX_DONNES,
    MAX_TARGET,
    SEATS,
    Coinche,
    DealKind,
    Entry,
    HandFacts,
    HouseRule,
    Mode,
    OtherDeal,
    Players,
    Profile,
    Rounding,
    Settings,
    Team,
    next_seat,
    seat_team,
)
from belote_cli.core.names import player_names, shows_on_one_line, team_names, teams_of
from belote_cli.core.profile import as_table
from belote_cli.core.rules import HandScore, Outcome, profile_of, scale_of, score_hand
from belote_cli.core.setting import Setting

if TYPE_CHECKING:
    from datetime import datetime

MAX_MANUAL = 10_000  # R12.3
MAX_NOTE = 200  # Decision: a note is a line of the sheet, as a name is


class Line(NamedTuple):
    """One entry on the feuille de score."""

    number: int
    facts: Entry
    score: HandScore | None  # a played hand's; None for a passe, fausse donne or manual
    pot_won: int  # the pot this hand's winner takes with it (R8.2)
    marks: tuple[int, int]  # the entry's marks, pot included
    totals: tuple[int, int]  # running totals after this entry
    pot: int  # the pot after this entry
    winner: Team | None  # the team that won the game on this entry (R9, R12.4, R14.1)
    dealer: int  # the seat that dealt it (R12.2)
    donne: int  # the donnes played so far, this one included (R14.1)
    over: bool  # the game ended on this entry: won, or its last donne played (R14.1)

    @property
    def played(self) -> bool:
        """A played hand -- what `games`, `stats` and the exports count as a hand; a passe,
        a fausse donne or a manual deal is an entry, not a hand (a manual deal is a donne,
        R14.1)."""
        return self.score is not None


class PlayOn(NamedTuple):
    """A game that goes on past its target: `best` leads but could not win on the hand
    that took it there (R9.2): it was made capot, or else its contract failed; `best` is
    None when the candidates are equal (R9.3). `at_target`: `best` is exactly at the
    target, which an exceed-target table must pass (R15.1)."""

    best: Team | None
    made_capot: bool = False
    at_target: bool = False


def check_target(value: int) -> int:
    if not 1 <= value <= MAX_TARGET:
        raise SettingError("target", "bad_target", value=value, high=MAX_TARGET)
    return value


def check_donnes(value: int) -> int:
    if not 1 <= value <= MAX_DONNES:
        raise SettingError("donnes", "bad_donnes", value=value, high=MAX_DONNES)
    return value


def check_seat(seat: int) -> int:
    if seat not in SEATS:
        raise RuleError("bad_seat", value=seat)
    return seat


def unfit_rule(mode: Mode, rules: Iterable[HouseRule]) -> HouseRule | None:
    """R13.5: the first of these rules (in HouseRule's order) that does not fit the mode."""
    chosen = frozenset(rules)
    return next((rule for rule in HouseRule if rule in chosen and not rule.fits(mode)), None)


def exclusive(rules: Iterable[HouseRule]) -> bool:
    """R15.1: coinche-contract and coinche-own-points rewrite the same row of R6.8."""
    return frozenset(rules) >= EXCLUSIVE


def check_rules(
    mode: Mode, rules: Iterable[HouseRule], donnes: int | None = None
) -> frozenset[HouseRule]:
    """R13.5, R15.1: each rule fits the mode (else the rules that do are named), not
    coinche-contract with coinche-own-points, and exceed-target only in a game to a target."""
    chosen = frozenset(rules)
    unfit = unfit_rule(mode, chosen)
    if unfit is not None:  # the rules as themselves: the refusal names them (HouseRule.word)
        fitting = tuple(other for other in HouseRule if other.fits(mode))
        values = {"rule": unfit, "mode": mode.value, "fitting": fitting}
        raise SettingError("rules", "rule_not_in_mode", **values)
    if exclusive(chosen):
        first, second = (rule for rule in HouseRule if rule in EXCLUSIVE)
        raise SettingError("rules", "rules_exclusive", first=first, second=second)
    if donnes is not None and HouseRule.EXCEED_TARGET in chosen:
        raise SettingError("rules", "rule_needs_target", rule=HouseRule.EXCEED_TARGET)
    return chosen


def make_settings(
    mode: Mode,
    target: int | None = None,
    rounding: Rounding | None = None,
    teams: tuple[str, str] | None = None,
    players: Players | list[str] | None = None,
    first_dealer: int = 1,
    rules: Iterable[HouseRule] = (),
    stored: bool = False,
    donnes: int | None = None,
    fast: bool = False,
    profile: Profile | None = None,
) -> Settings:
    """Settings with the mode's defaults (R6.1), checked (R2.5, R12.1, R13.5): a game to a
    target, or of a number of donnes, which has no target (R14.1). Teams not
    named are Nous and Eux, or named after their players (R12.1; such a name may be longer
    than a typed one). A house rule given twice counts once; one that does not fit the mode
    is refused. `stored`: read from a feuille, names keep the rules they were saved under.
    `profile`: a game made with one (from_profile), whose values these settings must be."""
    chosen = check_rules(mode, rules, donnes)
    if donnes is not None:
        if target is not None:
            raise SettingError("donnes", "donnes_and_target")
        check_donnes(donnes)
    else:
        target = check_target(mode.default_target if target is None else target)
    seated = None if players is None else player_names(players, None, stored)
    if teams is None:
        named = DEFAULT_TEAMS if seated is None else teams_of(seated)
        names = team_names(*named, stored=True)
    else:
        names = team_names(*teams, stored=stored)
    if seated is not None:
        player_names(seated, names, stored=True)  # not the same as a team's name either
    rounding = rounding or mode.default_rounding
    if rounding is Rounding.DIZAINE_6 and profile is None:  # a profile's only (R16.2)
        raise SettingError("rounding", "bad_rounding", value=rounding.value)
    seat = check_seat(first_dealer)
    if profile is not None:  # R16.7: the profile fixes them (a game of donnes: no target)
        goal = None if donnes is not None else profile["target"]
        fixed = (profile.counting, Rounding(profile["rounding"]), goal, frozenset[HouseRule]())
        if (mode, rounding, target, chosen) != fixed:
            raise RuleError("profile_settings", profile=profile.name)
    return Settings(
        mode=mode,
        target=target,
        donnes=donnes,
        rounding=rounding,
        teams=names,
        players=seated,
        first_dealer=seat,
        rules=chosen,
        profile=profile,
        fast=fast,
    )


def from_profile(
    profile: Profile,
    target: int | None = None,
    donnes: int | None = None,
    teams: tuple[str, str] | None = None,
    players: Players | list[str] | None = None,
    first_dealer: int = 1,
    fast: bool = False,
    stored: bool = False,
) -> Settings:
    """A game under a profile (R16.7): its counting, rounding and target; `target`
    replaces the target and keeps its rule; `donnes` replaces both, refused when the
    target must be exceeded (R15.1); the two exclude each other (R14.1)."""
    if donnes is not None and profile["target-rule"] == "exceed":
        raise SettingError("donnes", "profile_exceed_donnes", profile=profile.name)
    if target is not None:
        if donnes is not None:
            raise SettingError("donnes", "donnes_and_target")
        profile = profile.with_target(check_target(target))
    rounding = Rounding(profile["rounding"])
    goal = None if donnes is not None else int(profile["target"])
    return make_settings(
        profile.counting,
        goal,
        rounding,
        teams,
        players,
        first_dealer,
        (),
        stored,
        donnes,
        fast,
        profile,
    )


def plain(settings: Settings, setting: Setting) -> object:
    """A setting's value as a feuille and the JSON write it (core.setting.Plain)."""
    value = getattr(settings, setting.name)
    if setting.plain == "profile":  # R16.7: every game's, chosen or not
        return as_table(profile_of(settings), chosen=value is not None)
    if value is None or setting.plain in ("number", "flag"):
        return value
    if setting.plain == "word":
        return value.value
    if setting.plain == "words":
        return sorted(member.value for member in value)
    return list(value)


def check_deal(settings: Settings, deal: OtherDeal) -> None:
    """R12.3: a passe or a fausse donne marks nothing; a manual deal's marks are whole
    numbers from 0 to 10,000, multiples of 10 in a `dizaine` game (so R11 holds)."""
    if deal.kind is not DealKind.MANUAL:
        if deal.marks != (0, 0) or deal.note:
            raise RuleError("deal_marks", kind=deal.kind.value)
        return
    if not shows_on_one_line(deal.note) or len(deal.note) > MAX_NOTE:
        raise RuleError("bad_note", most=MAX_NOTE)
    for mark in deal.marks:
        if not 0 <= mark <= MAX_MANUAL:
            raise RuleError("bad_manual", value=mark, high=MAX_MANUAL)
        if settings.rounding.tens and mark % 10:
            raise RuleError("manual_dizaine", value=mark)


def check_players(settings: Settings, facts: HandFacts) -> None:
    """R12.5: the player who took sits in the taking team, one who held a belote in the
    belote's team (one player, or none, per belote), who coinched as check_coinchers says."""
    held = facts.belote_players
    if held and len(held) != len(facts.belotes):
        raise RuleError("belote_players_count", count=len(facts.belotes))
    said = [(facts.taker_player, facts.taker, "taker_player_team")]
    seats = zip(facts.belote_seats, facts.belotes, strict=True)
    said += [(seat, team, "belote_player_team") for seat, team in seats]
    if facts.coinche_players:
        check_coinchers(settings, facts.taker, facts.coinche, facts.coinche_players)
    for seat, team, reason in said:
        if seat is None:
            continue
        if settings.players is None:
            raise RuleError("no_players")
        if seat_team(check_seat(seat)) is not team:
            raise RuleError(reason, player=settings.players[seat - 1])


def check_coinchers(
    settings: Settings, taker: Team, coinche: Coinche, seats: tuple[int, ...]
) -> None:
    """Decision (R12.5 says nothing of the coinche): who coinched is a player of the
    defence, who surcoinched one of the taker's team, as the game has it; on a surcoinche,
    both are given, or neither. Checked as soon as it is said, and again with the hand."""
    if settings.players is None:
        raise RuleError("no_players")
    if coinche is Coinche.NONE:
        raise RuleError("coinchers_not_coinched")
    if len(seats) != coinche.callers:
        raise RuleError("coinche_players_count", count=coinche.callers)
    for seat, team, reason in zip(
        seats, (taker.other, taker), ("coincher_team", "surcoincher_team"), strict=False
    ):
        if seat_team(check_seat(seat)) is not team:
            raise RuleError(reason, player=settings.players[seat - 1])


@dataclass(frozen=True)
class Game:
    settings: Settings
    hands: tuple[Entry, ...] = field(default=())  # every entry, of any kind (R12.3)
    # what undo removed, the last one last: redo brings it back, until something else is
    # recorded (never scored: not part of the game)
    undone: tuple[Entry, ...] = field(default=())
    # when the game was started, with the offset of the table's clock: the day it belongs
    # to in a season (None: a game saved before belote wrote it)
    started: datetime | None = None

    @property
    def started_text(self) -> str | None:
        """When it was started as the feuille and the JSON say it: ISO 8601, to the
        millisecond, with the offset."""
        return None if self.started is None else self.started.isoformat(timespec="milliseconds")

    @cached_property
    def lines(self) -> tuple[Line, ...]:
        """Score every entry in order. An entry after the game was won is refused (R9.4)."""
        lines: list[Line] = []
        totals, pot, dealer, donne, over = (0, 0), 0, self.settings.first_dealer, 0, False
        for number, entry in enumerate(self.hands, start=1):
            try:
                if over:
                    raise RuleError("game_over_at", number=number - 1)
                score = self._score(entry)
            except RuleError as error:
                error.hand = number  # which entry, found in one pass (a file names it)
                raise
            pot_won = 0
            if score is None:  # R12.4: a deal that is not a played hand leaves the pot
                assert isinstance(entry, OtherDeal)
                marks = entry.marks
            else:
                marks = score.marks
                taker = self._pot_taker(score)
                if pot and taker is not None:  # R8.2
                    pot_won, pot = pot, 0
                    marks = _add(marks, taker, pot_won)
                pot += score.pot_in  # R8.1: successive litiges add up
            totals = (totals[0] + marks[0], totals[1] + marks[1])
            if score is not None or entry.kind is DealKind.MANUAL:  # a donne (R14.1)
                donne += 1
            if self.settings.donnes is None:
                winner = self._winner(totals, entry, score)
                over = winner is not None
            else:  # R14.1: the last donne ends the game; equal totals are a draw
                over = donne == self.settings.donnes
                winner = _ahead(totals) if over else None
            line = (number, entry, score, pot_won, marks, totals, pot, winner, dealer)
            lines.append(Line(*line, donne, over))
            dealer = _next_dealer(dealer, entry)
        return tuple(lines)

    def _score(self, entry: Entry) -> HandScore | None:
        if isinstance(entry, OtherDeal):
            check_deal(self.settings, entry)
            return None
        if entry.taker_player is not None or entry.belote_players or entry.coinche_players:
            check_players(self.settings, entry)
        return score_hand(self.settings, entry)

    @property
    def totals(self) -> tuple[int, int]:
        return self.lines[-1].totals if self.lines else (0, 0)

    @property
    def pot(self) -> int:
        """R8.3: a pot left at the end is shown but belongs to no one."""
        return self.lines[-1].pot if self.lines else 0

    @property
    def winner(self) -> Team | None:
        return self.lines[-1].winner if self.lines else None

    @property
    def finished(self) -> bool:
        """Won (R9), or its last donne played, won or drawn (R14.1)."""
        return bool(self.lines) and self.lines[-1].over

    @property
    def hands_played(self) -> int:
        """The played hands (Line.played), whatever else was entered."""
        return sum(line.played for line in self.lines)

    @property
    def donnes_played(self) -> int:
        """R14.1: played hands and manual deals; passes and fausses donnes are not donnes."""
        return self.lines[-1].donne if self.lines else 0

    @property
    def next_dealer(self) -> int:
        """R12.2: the seat that deals the next entry."""
        if not self.lines:
            return self.settings.first_dealer
        return _next_dealer(self.lines[-1].dealer, self.lines[-1].facts)

    @property
    def play_on(self) -> PlayOn | None:
        """Why a game goes on although a team is at or above the target (R9.2, R9.3,
        R15.1's exceed-target)."""
        if self.finished:
            return None
        if not any(map(self._past, self.totals)):
            exact = [team for team in Team if self.totals[team.index] == self.settings.target]
            return PlayOn(exact[0], at_target=True) if exact else None
        best = self._leading_past_target(self.totals)
        hands = (line.facts for line in reversed(self.lines) if isinstance(line.facts, HandFacts))
        last = next(hands, None)  # the last hand played: passes since change nothing
        return PlayOn(best, best is not None and last is not None and last.capot is best.other)

    def _pot_taker(self, score: HandScore) -> Team | None:
        """R8.2: the winner of a hand that is not a litige takes the pot; at a pot-to-taker
        table, only a taker that makes its hand (R15.1)."""
        if scale_of(self.settings).pot_to_taker and score.outcome is not Outcome.MADE:
            return None
        return score.winner

    def _past(self, total: int) -> bool:
        """R9.1: a total that makes its team a candidate: at or above the target; strictly
        above at an exceed-target table (R15.1)."""
        target = self.settings.target
        if target is None:
            return False
        return total > target if scale_of(self.settings).exceed else total >= target

    def _leading_past_target(self, totals: tuple[int, int]) -> Team | None:
        """R9.1, R9.3: the candidate team (at or above the target) with the higher total;
        None when no team is, or both are with equal totals."""
        over = [x for x in (Team.ONE, Team.TWO) if self._past(totals[x.index])]
        if not over or (len(over) == 2 and totals[0] == totals[1]):
            return None
        return max(over, key=lambda x: totals[x.index])

    def with_hand(self, entry: Entry) -> Game:
        """R9.4, R12.4: nothing is added to a finished game."""
        if self.finished:
            raise RuleError("game_over")
        return self._checked((*self.hands, entry))

    def without_last(self) -> Game:
        """The last entry removed, kept for redo."""
        if not self.hands:
            raise RuleError("no_hand")
        return replace(self, hands=self.hands[:-1], undone=(*self.undone, self.hands[-1]))

    def redone(self) -> Game:
        """The entry the last undo removed, back (the others undone stay to redo)."""
        if not self.undone:
            raise RuleError("nothing_to_redo")
        return replace(self.with_hand(self.undone[-1]), undone=self.undone[:-1])

    def hand(self, number: int) -> Entry:
        """Entry `number`, counted from 1."""
        if not 1 <= number <= len(self.hands):
            raise RuleError("no_such_hand", number=number, count=len(self.hands))
        return self.hands[number - 1]

    def with_replaced(self, number: int, entry: Entry) -> Game:
        """Entry `number` (from 1) is replaced, of any kind; every later one is rescored and
        its dealer derived again (R12.2, R12.5)."""
        self.hand(number)  # it exists
        hands = (*self.hands[: number - 1], entry, *self.hands[number:])
        return replace(self._checked(hands), undone=self.undone)  # redo checks it again

    def _checked(self, hands: tuple[Entry, ...]) -> Game:
        game = replace(self, hands=hands, undone=())
        game.lines  # noqa: B018 -- scoring validates every entry and R9.4
        return game

    def _winner(
        self, totals: tuple[int, int], entry: Entry, score: HandScore | None
    ) -> Team | None:
        """R9.1-R9.3, R12.4: checked after a played hand and a manual deal, never after a
        passe or a fausse donne."""
        if score is None and entry.kind is not DealKind.MANUAL:
            return None
        best = self._leading_past_target(totals)
        if best is None:
            return None  # nobody at the target, or R9.3: equal candidates play on
        if score is None:  # R12.4: a manual deal excludes no team
            return best
        # R9.2: a team made capot, or a taker whose contract failed, cannot win on this hand
        if score.outcome is Outcome.FAILED and best is score.taker:
            return None
        assert isinstance(entry, HandFacts)
        if entry.capot is best.other:
            return None
        return best


def _ahead(totals: tuple[int, int]) -> Team | None:
    """The team with the higher total; None when they are equal (R14.1, a draw)."""
    if totals[0] == totals[1]:
        return None
    return Team.ONE if totals[0] > totals[1] else Team.TWO


def _add(marks: tuple[int, int], team: Team, amount: int) -> tuple[int, int]:
    return (marks[0] + amount, marks[1]) if team is Team.ONE else (marks[0], marks[1] + amount)


def _next_dealer(dealer: int, entry: Entry) -> int:
    """R12.2: the next seat deals, but the same dealer deals again after a fausse donne."""
    if isinstance(entry, OtherDeal) and entry.kind is DealKind.FAUSSE_DONNE:
        return dealer
    return next_seat(dealer)
