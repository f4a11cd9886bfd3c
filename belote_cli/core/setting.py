"""A game's settings, each declared once (Rich's `table.Column` idiom: a dataclass, a
docstring per attribute): what `belote new`'s options take (cli.options.with_setting_options),
the question that asks it (`ask_<name>`, commands.new), how a feuille writes and reads it
(storage.document, storage.feuille) and its field of `show --json` (text.export).

The values themselves are core.facts.Settings' fields, in the same order. Nothing here is
an enumeration: `belote --help` imports this module, and not the core's enumerations."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

# How a setting is written in a feuille and in JSON, and read back: a member of its
# enumeration by its value, a set of members (sorted), a whole number, names, true/false.
# A profile: its table (R16.7), every game's, the one its settings map to when not chosen.
Plain = Literal["word", "words", "number", "names", "flag", "profile"]
# What its option takes on the command line: a text, a whole number, a repeated text, a flag.
Given = Literal["text", "number", "many", "flag"]


@dataclass(frozen=True)
class Setting:
    name: str
    """Its field of core.facts.Settings, its key in a feuille and in `show --json`."""
    plain: Plain
    """How a feuille and the JSON write it."""
    options: tuple[str, ...]
    """The options of `belote new` that give it (the teams: one a team); each one's help
    is the catalog's `opt_<option>`."""
    given: Given
    """What each of its options takes."""
    metavar: str = ""
    """What its options show they take, in `--help`."""
    choices: str = ""
    """The enumeration of core.facts its words are members of."""
    count: int = 0
    """How many names."""
    unsaid: tuple[bool | None, ...] = ()
    """Plain values a feuille leaves out (by identity: 0 is not False)."""
    required: bool = False
    """A feuille must say it (else, left out, it is its field's default)."""

    def said(self, value: object) -> bool:
        """Whether a feuille writes this plain value."""
        return all(value is not unsaid for unsaid in self.unsaid)

    @property
    def params(self) -> tuple[str, ...]:
        """Its options' names as a command's parameters: --team1 is team1."""
        return tuple(option.lstrip("-").replace("-", "_") for option in self.options)


SETTINGS = (
    Setting("mode", "word", ("--mode",), "text", "MODE", choices="Mode", required=True),
    # a game of N donnes has no target (R14.1): the one required setting a feuille may omit
    Setting("target", "number", ("--target",), "number", "N", unsaid=(None,), required=True),
    Setting("donnes", "number", ("--donnes",), "number", "N", unsaid=(None,)),
    Setting("rounding", "word", ("--rounding",), "text", "R", choices="Rounding", required=True),
    Setting("teams", "names", ("--team1", "--team2"), "text", "NAME", count=2),
    Setting("players", "names", ("--players",), "text", "A,B,C,D", count=4, unsaid=(None,)),
    Setting("first_dealer", "number", ("--dealer",), "text", "NAME|SEAT"),
    Setting("rules", "words", ("--rule",), "many", "RULE", choices="HouseRule"),
    Setting("fast", "flag", ("--fast",), "flag", unsaid=(False,)),
    # last: a feuille writes it as a table, after every key (R16.7)
    Setting("profile", "profile", ("--profile",), "text", "NAME|FILE"),
)
BY_NAME = {setting.name: setting for setting in SETTINGS}
