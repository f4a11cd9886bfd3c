"""What the user gave on the command line, as the hand-entry engine and the commands take it:
a hand's fact options as typed (HandOptions), and the refusal of an option's value
(BadOption), which the command line turns into a usage error naming the option."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import NamedTuple

from belote_cli.core.errors import RuleError


class BadOption(Exception):
    """An option's value is refused: exit 2 (usage), nothing written."""

    def __init__(self, option: str, error: RuleError) -> None:
        super().__init__(option, error)
        self.option = option
        self.error = error


class HandOptions(NamedTuple):
    """The fact options of `hand` and `edit`, as typed (None, () or False: not given).
    `facts` holds each fact's option by its name (core.told: `suit` is `--suit`); the piles
    (--points, --cards) may be given once per team. (A NamedTuple: it is built at every
    start, and costs a third of a dataclass.)"""

    facts: Mapping[str, str] = MappingProxyType({})
    points: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    # an entry that is not a played hand (R12.3)
    passe: bool = False
    fausse_donne: bool = False
    manual: str | None = None
    note: str | None = None

    def given(self) -> bool:
        """Was any fact or kind of entry given as an option?"""
        return any(value not in (None, (), False) for value in self[1:]) or bool(self.facts)

    def hand_given(self) -> bool:
        """Was any fact of a played hand given?"""
        return bool(self.facts or self.points or self.cards)


class NewGame:
    """The setting options of `belote new` as typed, by parameter (core.setting: --team1 is
    `team1`); an option not given is None (or False, a flag). Empty: `play`'s new game,
    everything asked."""

    def __init__(self, given: Mapping[str, object] = MappingProxyType({})) -> None:
        self._given = given

    def text(self, param: str) -> str | None:
        """The option as one answer to its question: a number as written, a repeated
        option's values joined (--rule a --rule b is `a,b`)."""
        value = self._given.get(param)
        if isinstance(value, list):
            return ",".join(value) if value else None
        return None if value is None else str(value)

    def number(self, param: str) -> int | None:
        value = self._given.get(param)
        assert value is None or isinstance(value, int)
        return value

    def flag(self, param: str) -> bool:
        return self._given.get(param) is True
