"""The TOML document a game is written as, in the newest schema (storage.feuille.SCHEMA):
the settings, then each entry's facts, and for a person reading it each entry's dealer,
marks, running totals and outcome (recomputed on load, never trusted)."""

from __future__ import annotations

from typing import Any

from belote_cli.core.facts import DealKind, Entry, HandFacts, OtherDeal, Settings
from belote_cli.core.game import Game, Line, plain
from belote_cli.core.rules import pile_total
from belote_cli.core.setting import SETTINGS
from belote_cli.storage import handtable
from belote_cli.storage.feuille import SCHEMA


def to_document(game: Game) -> dict[str, Any]:
    document: dict[str, Any] = {"schema": SCHEMA}
    if game.started_text is not None:
        document["started"] = game.started_text
    for setting in SETTINGS:
        value = plain(game.settings, setting)
        if setting.said(value):
            document[setting.name] = value
    document["hands"] = [_entry(line, game.settings) for line in game.lines]
    if game.undone:  # for redo: the facts alone, scored when brought back
        document["undone"] = [_facts(entry, game.settings) for entry in game.undone]
    return document


def _facts(facts: Entry, settings: Settings) -> dict[str, Any]:
    entry: dict[str, Any] = {"kind": facts.kind.value}
    if isinstance(facts, HandFacts):
        entry |= handtable.write(facts, pile_total(settings, facts.trump))
    elif facts.kind is DealKind.MANUAL:
        entry |= _manual(facts)
    return entry


def _entry(line: Line, settings: Settings) -> dict[str, Any]:
    entry: dict[str, Any] = {"kind": line.facts.kind.value, "dealer": line.dealer}
    entry |= _facts(line.facts, settings)
    if isinstance(line.facts, HandFacts):
        assert line.score is not None
        entry["outcome"] = line.score.outcome.value
    entry["marks"] = list(line.marks)
    entry["totals"] = list(line.totals)
    if line.pot:
        entry["pot"] = line.pot
    return entry


def _manual(deal: OtherDeal) -> dict[str, Any]:
    manual: dict[str, Any] = {"manual": list(deal.marks)}
    if deal.note:
        manual["note"] = deal.note
    return manual
