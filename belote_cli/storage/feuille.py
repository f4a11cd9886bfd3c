"""What a feuille de score file holds, read: the game from a parsed TOML document of any
schema version up to SCHEMA, brought to the newest shape by storage.migrations first (where
each version is said). Every value is checked for its type and its rules: a file is read
exactly as written or refused, never coerced. (storage.document writes.)"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import fields
from pathlib import Path
from typing import Any

from belote_cli.core.errors import RuleError
from belote_cli.core.facts import (
    DealKind,
    Entry,
    HouseRule,
    Mode,
    OtherDeal,
    Profile,
    Rounding,
    Settings,
)
from belote_cli.core.game import Game, make_settings
from belote_cli.core.rules import profile_of
from belote_cli.core.setting import SETTINGS, Setting
from belote_cli.core.told import ANNONCES
from belote_cli.storage import handtable, profiletable
from belote_cli.storage.errors import StorageError
from belote_cli.storage.migrations import FEUILLE
from belote_cli.storage.tomltext import Shape
from belote_cli.storage.values import (
    is_int,
    listed,
    member,
    moment,
    shown,
    string,
    table,
    truth,
    unexpected,
    whole,
    why,
)

PROFILED = 7  # the first version that holds a profile (R16.7)
SCHEMA = FEUILLE.newest  # 8: one more than the steps of storage.migrations.FEUILLE

# The keys of every version, by table; a key not here is not kept by a save (storage.files
# says so first). dealer, outcome, marks, totals and pot are written for a person reading the
# file and recomputed on load.
_ENTRY = Shape(
    frozenset(
        {
            *handtable.KEYS,
            *("kind", "manual", "note", "dealer", "outcome", "marks", "totals", "pot"),
        }
    ),
    {ANNONCES.option: Shape(handtable.ANNONCE_KEYS)},
)
SHAPE = Shape(
    frozenset(
        {
            *("schema", "started", "hands", "undone"),
            *(setting.name for setting in SETTINGS),
        }
    ),
    {"hands": _ENTRY, "undone": _ENTRY},  # undone: what undo removed, for redo (version 5)
)


# --- reading ----------------------------------------------------------------------------


def from_document(doc: dict[str, Any], path: Path) -> Game:
    schema = doc.get("schema")
    if "schema" not in doc or "mode" not in doc:
        detail = RuleError("missing_field", field="schema" if "mode" in doc else "mode")
        raise StorageError("not_a_sheet", path=path, detail=detail)
    if not is_int(schema) or schema < 1:
        detail = RuleError("bad_schema", value=shown(schema))
        raise StorageError("not_a_sheet", path=path, detail=detail)
    doc = FEUILLE.upgraded(doc, schema, path)  # the newest: as it is
    try:
        settings = _settings_from(doc)
        # written from version 6, read in any: a key kept is never dropped unseen
        started = moment(doc["started"], "started") if "started" in doc else None
        hands = doc.get("hands", [])
        undone = doc.get("undone", [])
        for key, value in (("hands", hands), ("undone", undone)):
            if not isinstance(value, list):
                raise unexpected(value, "tables", key)
    except (KeyError, ValueError, TypeError, RuleError) as error:
        raise StorageError("not_a_sheet", path=path, detail=why(error)) from None
    # a hand is checked by the rules of the version that wrote it (storage.handtable)
    facts = _entries(hands, schema, path, "bad_hand_in_file", settings)
    kept = _entries(undone, schema, path, "bad_undone_in_file", settings)
    game = Game(settings, facts, kept, started)
    try:
        game.lines  # noqa: B018 -- rescoring every hand validates it (R2.6)
    except RuleError as error:
        raise StorageError(
            "bad_hand_in_file", path=path, number=error.hand, detail=error
        ) from None
    return game


def _entries(
    tables: list[Any], schema: int, path: Path, key: str, settings: Settings
) -> tuple[Entry, ...]:
    entries: list[Entry] = []
    for number, entry in enumerate(tables, start=1):
        try:
            entries.append(_entry_from(entry, schema, settings))
        except (KeyError, ValueError, TypeError, AttributeError) as error:
            raise StorageError(key, path=path, number=number, detail=why(error)) from None
    return tuple(entries)


def _settings_from(doc: dict[str, Any]) -> Settings:
    """Each setting as its declaration reads it (core.setting.SETTINGS); one left out is
    its field's default. A game of N donnes has `donnes` and no target (R14.1)."""
    values: dict[str, Any] = {}
    for setting in SETTINGS:
        name = setting.name
        if name in doc:
            values[name] = _READ[setting.plain](doc[name], setting)
        elif not setting.required:
            values[name] = _DEFAULTS[name]
        elif not (name == "target" and "donnes" in doc):
            raise KeyError(name)
    # R16.7: a profile chosen is the game's; one not chosen is the one its settings map to
    profile, chosen = values.pop("profile") or (None, False)
    settings = make_settings(**values, stored=True, profile=profile if chosen else None)
    if profile is not None and not chosen and profile_of(settings) != profile:
        raise RuleError("profile_not_mapped", name=profile.name)
    return settings


def _profile(value: object, setting: Setting) -> tuple[Profile, bool]:
    """A game's profile table (R16.7), and whether it was chosen."""
    return profiletable.read(value), truth(table(value).get("chosen"), "chosen")


_DEFAULTS = {field.name: field.default for field in fields(Settings)}
_CHOICES: dict[str, type[Mode | Rounding | HouseRule]] = {
    "Mode": Mode,
    "Rounding": Rounding,
    "HouseRule": HouseRule,
}


def _names(value: object, setting: Setting) -> object:
    names = _strings(value, setting.count, setting.name)
    return (names[0], names[1]) if setting.count == 2 else names


# How a setting is read back from each plain form it is written in (core.setting.Plain).
_READ: dict[str, Callable[[object, Setting], object]] = {
    "word": lambda value, setting: member(_CHOICES[setting.choices], value),
    "words": lambda value, setting: [
        member(_CHOICES[setting.choices], word) for word in listed(value, setting.name)
    ],
    "number": lambda value, setting: whole(value),
    "names": _names,
    "flag": lambda value, setting: truth(value, setting.name),
    "profile": _profile,
}


def _strings(value: object, count: int, field: str) -> list[str]:
    if not (isinstance(value, list) and len(value) == count):
        raise unexpected(value, "names", field, count=count)
    return [string(item) for item in value]


def _entry_from(doc: object, schema: int, settings: Settings) -> Entry:
    """An entry of its kind (R12.3); a played hand by the rules of `schema`, the version
    that wrote it, its piles by the game's (`settings`: what they add up to)."""
    entry = table(doc)
    kind = member(DealKind, entry.get("kind", "hand"))
    if kind is DealKind.HAND:
        return handtable.read(entry, schema, settings)
    if kind is not DealKind.MANUAL:
        return OtherDeal(kind)
    marks = entry.get("manual")
    if not (isinstance(marks, list) and len(marks) == 2):
        raise unexpected(marks, "marks", "manual")
    return OtherDeal(kind, (whole(marks[0]), whole(marks[1])), string(entry.get("note", "")))
