"""Names as a table shows them when the terminal is narrow: each team's and each player's
forms at every step of giving way, the first whole, each step shorter than the one before
and every step telling every team and every player apart (R12.1) -- the words that tell two
teams apart, the players' first names, their initials, the teams' numbers. text.sheet picks
the step a table's width allows."""

from __future__ import annotations

import re
from collections.abc import Iterable, Sequence
from dataclasses import dataclass

from belote_cli.core.digits import is_digits
from belote_cli.core.facts import Settings, Team
from belote_cli.core.names import clusters, folded
from belote_cli.text.catalog import t

_PARTS = re.compile(r"([\s\-]+)")  # a name's words, and what separates them


@dataclass(frozen=True)
class Forms:
    """The teams' and the players' names at each step of giving way, the first whole: each
    step shorter than the one before, none showing two teams (or two players) the same."""

    teams: tuple[tuple[str, ...], ...]
    players: tuple[tuple[str, ...], ...]  # none without players
    named: int  # the teams' steps that are names: the last of `teams` may be their numbers

    def team(self, team: Team, step: int) -> str:
        return self.teams[min(step, len(self.teams) - 1)][team.index]

    def in_row(self, team: Team, step: int, heads: int) -> str:
        """A team in a row: by a name, by its number only when the heads say the numbers
        (and the lines under the table what they stand for)."""
        return self.team(team, min(step, max(self.named - 1, heads)))

    def player(self, seat: int, step: int) -> str:
        return self.players[min(step, len(self.players) - 1)][seat - 1]


@dataclass(frozen=True)
class Steps:
    """How far each kind of name gives way in a table (a step past the last is the last)."""

    dealers: int = 0
    teams: int = 0  # the teams in the takers' column
    players: int = 0  # the players in the takers' column
    heads: int = 0  # the teams' heads

    @classmethod
    def of(cls, steps: Steps | tuple[int, int]) -> Steps:
        """Steps, or (names, heads): every name in the rows at the step `names`."""
        if isinstance(steps, Steps):
            return steps
        names, heads = steps
        return cls(names, names, names, heads)


def forms_of(s: Settings) -> Forms:
    """R12.1: a player gives way to the first name, then to its initials (A, JB for
    Jean-Baptiste) -- each only where no other player's would read the same (Alice and
    Alain keep their first names; Jean-Baptiste Poquelin is JB Poquelin beside
    Jean-Baptiste Pérignon). A team gives way to the words that tell the two apart (Les
    Bleus, Les Blancs: Bleus, Blancs), then to its players' (A & C), or, without players,
    to its initials; last, for the heads, to its number (T1, T2)."""
    players: tuple[tuple[str, ...], ...] = ()
    if s.players is not None:
        first = _picked([(name.split()[0], name) for name in s.players])
        short = _picked([_short(name, form) for name, form in zip(s.players, first, strict=True)])
        players = _steps([s.players, first, short])
    teams = [s.teams, _apart(*s.teams)]
    if players:
        teams += [(f"{p[0]} & {p[2]}", f"{p[1]} & {p[3]}") for p in players]
    elif teams[1] == s.teams:  # names that share no word
        teams.append((_initials(s.teams[0]), _initials(s.teams[1])))
    named = _steps(teams)
    numbers = (t("team_number", number=1), t("team_number", number=2))
    return Forms(_steps([*named, numbers]), players, len(named))


def _steps(candidates: Iterable[tuple[str, ...]]) -> tuple[tuple[str, ...], ...]:
    """The first candidate, then each that is narrower than the last kept, its names
    together (the columns they head or fill), a name taking its candidate only where it
    is narrower (Nous stays Nous when Les Joyeux Coincheurs de Lyon gives way), and that
    shows every name differently (as players read them: Équipe and equipe are the same)."""
    from rich.cells import cell_len

    kept: list[tuple[str, ...]] = []
    for candidate in candidates:
        forms = candidate
        if kept:
            pairs = zip(candidate, kept[-1], strict=True)
            forms = tuple(new if cell_len(new) < cell_len(old) else old for new, old in pairs)
        apart = all(forms) and len({folded(form) for form in forms}) == len(forms)
        if not kept or (apart and sum(map(cell_len, forms)) < sum(map(cell_len, kept[-1]))):
            kept.append(forms)
    return tuple(kept)


def _picked(candidates: Sequence[Sequence[str]]) -> tuple[str, ...]:
    """Each name's first candidate that is none of the other names' candidates, else its
    last: no two names read the same when the last candidates do not."""
    folds = [{folded(form) for form in forms} for forms in candidates]
    picked = []
    for index, forms in enumerate(candidates):
        others = set().union(*(fold for other, fold in enumerate(folds) if other != index))
        picked.append(next((form for form in forms if folded(form) not in others), forms[-1]))
    return tuple(picked)


def _short(name: str, before: str) -> tuple[str, ...]:
    """A player's short forms, shortest first, none wider than its form at the step
    before, which ends them: the first name's initials (A, JB for Jean-Baptiste), the
    first name, its initials and the rest of the name (JB Poquelin)."""
    from rich.cells import cell_len

    first, *rest = name.split(maxsplit=1)
    initials = _initials(first)
    forms = [initials, first, " ".join([initials, *rest])]
    return (*(form for form in forms if cell_len(form) <= cell_len(before)), before)


def _apart(one: str, two: str) -> tuple[str, str]:
    """The words that tell two names apart: the words both begin and both end with left
    out, at least one word of each kept (Club Alpha de Lyon, Club Beta de Lyon: Alpha,
    Beta; Les Bleus, Les Bleus 2: Bleus, Bleus 2)."""
    first, second = _PARTS.split(one), _PARTS.split(two)
    words = first[::2], second[::2]
    most = min(map(len, words)) - 1
    start = 0
    while start < most and folded(words[0][start]) == folded(words[1][start]):
        start += 1
    end = 0
    while start + end < most and folded(words[0][-1 - end]) == folded(words[1][-1 - end]):
        end += 1
    return (
        "".join(first[2 * start : len(first) - 2 * end]),
        "".join(second[2 * start : len(second) - 2 * end]),
    )


def _initials(name: str) -> str:
    """Each word's first sign, a number whole, & between spaces: Les Bleus de Saint-Malo is
    LBdSM, Pierre & Paul is P & P, Les 4 As is L4A."""
    signs = []
    for word in _PARTS.split(name)[::2]:
        if is_digits(word):
            signs.append(word)
        elif word == "&":
            signs.append(" & ")
        elif word:
            signs.append(clusters(word)[0])
    return "".join(signs).strip()
