"""What the user gave on the command line, as the hand-entry engine and the commands take it:
a hand's fact options as typed (HandOptions), and the refusal of an option's value
(BadOption), which the command line turns into a usage error naming the option."""

from __future__ import annotations

from typing import NamedTuple

from belote_cli.core.errors import RuleError


class BadOption(Exception):
    """An option's value is refused: exit 2 (usage), nothing written."""

    def __init__(self, option: str, error: RuleError) -> None:
        super().__init__(option, error)
        self.option = option
        self.error = error


class HandOptions(NamedTuple):
    """The fact options of `hand` and `edit`, as typed (None, () or False: not given). Each
    field is the option of the same name: `suit` is `--suit`, `fausse_donne` is
    `--fausse-donne`. (A NamedTuple: it is built at every start, and costs a third of a
    dataclass.)"""

    taker: str | None = None
    contract: str | None = None
    suit: str | None = None
    points: tuple[str, ...] = ()
    cards: tuple[str, ...] = ()
    der: str | None = None
    belote: str | None = None
    coinche: str | None = None
    capot: str | None = None
    annonces: str | None = None
    # an entry that is not a played hand (R12.3)
    passe: bool = False
    fausse_donne: bool = False
    manual: str | None = None
    note: str | None = None

    def given(self) -> bool:
        """Was any fact or kind of entry given as an option?"""
        return any(value not in (None, (), False) for value in self)
