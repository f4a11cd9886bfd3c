"""A game: its settings and the facts of its hands. Everything else -- marks, totals, pot,
winner -- is recomputed from them (R2.6), hand by hand (R8 pot, R9 end of the game)."""

from __future__ import annotations

from dataclasses import dataclass, field
from functools import cached_property
from typing import NamedTuple

from belote_cli.core.errors import RuleError
from belote_cli.core.facts import MAX_TARGET, HandFacts, Mode, Rounding, Settings, Team
from belote_cli.core.names import team_names
from belote_cli.core.rules import HandScore, Outcome, score_hand


class Line(NamedTuple):
    """One hand on the feuille de score."""

    number: int
    facts: HandFacts
    score: HandScore
    pot_won: int  # the pot this hand's winner takes with it (R8.2)
    marks: tuple[int, int]  # the hand's marks, pot included
    totals: tuple[int, int]  # running totals after this hand
    pot: int  # the pot after this hand
    winner: Team | None  # the team that won the game on this hand (R9)


def check_target(value: int) -> int:
    if not 1 <= value <= MAX_TARGET:
        raise RuleError("bad_target", value=value, high=MAX_TARGET)
    return value


def make_settings(
    mode: Mode,
    target: int | None = None,
    rounding: Rounding | None = None,
    teams: tuple[str, str] = ("Nous", "Eux"),
) -> Settings:
    """Settings with the mode's defaults (R6.1), checked (R2.5)."""
    target = check_target(mode.default_target if target is None else target)
    return Settings(mode, target, rounding or mode.default_rounding, team_names(*teams))


@dataclass(frozen=True)
class Game:
    settings: Settings
    hands: tuple[HandFacts, ...] = field(default=())

    @cached_property
    def lines(self) -> tuple[Line, ...]:
        """Score every hand in order. A hand after the game was won is refused (R9.4)."""
        lines: list[Line] = []
        totals, pot, winner = (0, 0), 0, None
        for number, facts in enumerate(self.hands, start=1):
            try:
                if winner is not None:
                    raise RuleError("game_over_at", number=number - 1)
                score = score_hand(self.settings, facts)
            except RuleError as error:
                error.hand = number  # which hand, found in one pass (a file names it)
                raise
            marks = score.marks
            pot_won = 0
            if score.winner is not None and pot:  # R8.2
                pot_won, pot = pot, 0
                marks = _add(marks, score.winner, pot_won)
            pot += score.pot_in  # R8.1: successive litiges add up
            totals = (totals[0] + marks[0], totals[1] + marks[1])
            winner = self._winner(totals, score, facts.capot)
            lines.append(Line(number, facts, score, pot_won, marks, totals, pot, winner))
        return tuple(lines)

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
        return self.winner is not None

    def with_hand(self, facts: HandFacts) -> Game:
        """R9.4: no hand is added to a finished game."""
        if self.finished:
            raise RuleError("game_over")
        return self._checked((*self.hands, facts))

    def without_last(self) -> Game:
        if not self.hands:
            raise RuleError("no_hand")
        return Game(self.settings, self.hands[:-1])

    def hand(self, number: int) -> HandFacts:
        """The facts of hand `number`, counted from 1."""
        if not 1 <= number <= len(self.hands):
            raise RuleError("no_such_hand", number=number, count=len(self.hands))
        return self.hands[number - 1]

    def with_replaced(self, number: int, facts: HandFacts) -> Game:
        """Hand `number` (from 1) gets new facts; every later hand is rescored."""
        self.hand(number)  # it exists
        hands = (*self.hands[: number - 1], facts, *self.hands[number:])
        return self._checked(hands)

    def _checked(self, hands: tuple[HandFacts, ...]) -> Game:
        game = Game(self.settings, hands)
        game.lines  # noqa: B018 -- scoring validates every hand and R9.4
        return game

    def _winner(
        self, totals: tuple[int, int], score: HandScore, capot: Team | None
    ) -> Team | None:
        """R9.1-R9.3."""
        candidates = [x for x in (Team.ONE, Team.TWO) if totals[x.index] >= self.settings.target]
        if not candidates:
            return None
        best = max(candidates, key=lambda x: totals[x.index])
        if len(candidates) == 2 and totals[0] == totals[1]:
            return None  # R9.3: equal candidates play another hand
        # R9.2: a team made capot, or a taker whose contract failed, cannot win on this hand
        if score.outcome is Outcome.FAILED and best is score.taker:
            return None
        if capot is best.other:
            return None
        return best


def _add(marks: tuple[int, int], team: Team, amount: int) -> tuple[int, int]:
    return (marks[0] + amount, marks[1]) if team is Team.ONE else (marks[0], marks[1] + amount)
