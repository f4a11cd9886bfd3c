"""The TOML document a game is written as, in the newest schema (storage.feuille.SCHEMA):
the settings, then each entry's facts, and for a person reading it each entry's dealer,
marks, running totals and outcome (recomputed on load, never trusted)."""

from __future__ import annotations

from typing import Any

from belote_cli.core.facts import Annonce, Coinche, DealKind, HandFacts, OtherDeal, Team
from belote_cli.core.game import Game, Line
from belote_cli.storage.feuille import SCHEMA


def to_document(game: Game) -> dict[str, Any]:
    s = game.settings
    document: dict[str, Any] = {
        "schema": SCHEMA,
        "mode": s.mode.value,
        **({"target": s.target} if s.donnes is None else {"donnes": s.donnes}),
        "rounding": s.rounding.value,
        "teams": list(s.teams),
    }
    if s.players is not None:
        document["players"] = list(s.players)
    document["first_dealer"] = s.first_dealer
    document["rules"] = sorted(rule.value for rule in s.rules)
    document["hands"] = [_entry(line) for line in game.lines]
    return document


def _entry(line: Line) -> dict[str, Any]:
    entry: dict[str, Any] = {"kind": line.facts.kind.value, "dealer": line.dealer}
    if isinstance(line.facts, HandFacts):
        entry |= _hand(line.facts)
        assert line.score is not None
        entry["outcome"] = line.score.outcome.value
    elif line.facts.kind is DealKind.MANUAL:
        entry |= _manual(line.facts)
    entry["marks"] = list(line.marks)
    entry["totals"] = list(line.totals)
    if line.pot:
        entry["pot"] = line.pot
    return entry


def _hand(f: HandFacts) -> dict[str, Any]:
    hand: dict[str, Any] = {"taker": f.taker.value}
    if f.taker_player is not None:
        hand["taker_player"] = f.taker_player
    if f.contract is not None:
        hand["contract"] = f.contract
    hand["suit"] = f.trump.value
    if f.coinche is not Coinche.NONE:
        hand["coinche"] = f.coinche.value
    if f.capot is not None:
        hand["capot"] = f.capot.value
    else:
        hand["points"] = [f.card_points(Team.ONE), f.card_points(Team.TWO)]
        assert f.der is not None
        hand["der"] = f.der.value
    if len(f.belotes) == 1:
        hand["belote"] = f.belotes[0].value
    elif f.belotes:  # tout atout: one team per belote (R13.3)
        hand["belote"] = [team.value for team in f.belotes]
    if f.annonces:
        hand["annonces"] = [_annonce(a) for a in f.annonces]
    return hand


def _manual(deal: OtherDeal) -> dict[str, Any]:
    manual: dict[str, Any] = {"manual": list(deal.marks)}
    if deal.note:
        manual["note"] = deal.note
    return manual


def _annonce(a: Annonce) -> dict[str, Any]:
    doc: dict[str, Any] = {"team": a.team.value, "kind": a.kind.value, "height": a.height.value}
    if a.suit is not None:
        doc["suit"] = a.suit.value
    return doc
