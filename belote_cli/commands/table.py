"""`belote play --concours NAME --table T`: a concours table's partie, played hand by hand
as any game -- its teams, their players, the concours's mode and donnes (R14.1), or its
profile (R16.7) -- in a
feuille of the data directory named after the concours, the partie and the table; when
the game ends, its totals are the table's result (R14.4, not checked: R14.7)."""

from __future__ import annotations

from dataclasses import replace
from pathlib import Path
from typing import NamedTuple

import typer

from belote_cli import storage
from belote_cli.actions import feuille
from belote_cli.commands.new import announce
from belote_cli.core.concours import Concours, Table
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import Players, Settings
from belote_cli.core.game import Game, from_profile, make_settings
from belote_cli.entry.terminal import Talk
from belote_cli.storage import concours as store
from belote_cli.storage.paths import table_game
from belote_cli.text import parse
from belote_cli.text.catalog import t
from belote_cli.text.concours import outcome_words, team_label


class TableRef(NamedTuple):
    """The concours table a game is played for."""

    concours: Path  # its file
    partie: int
    table: int
    teams: tuple[int, int]


def open_table(name: str | None, number: int, talk: Talk) -> tuple[storage.Loaded, TableRef]:
    """The table's game of the current partie: resumed, or started (the first dealer
    asked when the players are known)."""
    path = store.find(name)
    c = store.load(path).concours
    k, row = c.table(None, number)
    ref = TableRef(path, k, number, row.teams)
    settings = table_settings(c, row)
    game_path = table_game(path, k, number)
    try:
        loaded = storage.load(game_path)
    except storage.NoFile:
        pass
    else:
        if loaded.game.settings.teams == settings.teams:
            return loaded, ref
        # a game of a draw undone since (R14.3): to the trash, never erased (belote restore
        # brings it back), and the table starts its own game
        from belote_cli.storage import library

        aside = library.move(game_path, to_trash=True)
        old = " – ".join(loaded.game.settings.teams)
        talk.warn(t("table_game_aside", table=number, teams=old, path=aside))
        game_path = table_game(path, k, number)
    # which table, teams and seats, before anything is asked
    one, two = (team_label(c, team) for team in row.teams)
    talk.tell(t("table_game", concours=c.name, partie=k, table=number, one=one, two=two))
    if settings.players is not None:
        players = settings.players
        talk.tell(t("table_seats", seats=", ".join(f"{n} {p}" for n, p in enumerate(players, 1))))
    if row.done:  # a result typed by hand: replaced only if the scorer says so
        question = t("ask_replay", table=number, result=outcome_words(c, row))
        if not talk.confirm(question):
            raise typer.Abort()
    if settings.players is not None:
        seats = settings.players
        dealer = talk.ask(t("ask_dealer"), lambda text: parse.seat(text, seats), seats[0])
        settings = replace(settings, first_dealer=dealer)
    loaded = feuille.new(settings, game_path)
    announce(loaded, talk)
    return loaded, ref


def table_settings(c: Concours, row: Table) -> Settings:
    """The table's first team is team 1 (seats 1 and 3), its second team 2 (R12.1); the
    game is scored by the concours's profile when it has one, with the concours's donnes
    or target (R16.7), else by its mode and rules. Decision: two players of the same name
    at one table (two Jeans) are told apart by their team's number, "Jean (3)"."""
    one, two = (c.team(number) for number in row.teams)
    f = c.format
    names = (one.name, two.name)

    def seated(players: Players | list[str] | None, stored: bool = False) -> Settings:
        if f.profile is not None:
            return from_profile(
                f.profile,
                target=f.target,
                donnes=f.donnes,
                teams=names,
                players=players,
                stored=stored,
            )
        return make_settings(
            f.mode, f.target, None, names, players, rules=f.rules, stored=stored, donnes=f.donnes
        )

    if one.players is None or two.players is None:
        return seated(None)
    players = [one.players[0], two.players[0], one.players[1], two.players[1]]
    try:
        return seated(players)
    except RuleError:
        numbers = [row.teams[0], row.teams[1]] * 2
        return seated([f"{p} ({n})" for p, n in zip(players, numbers, strict=True)], stored=True)


def record_result(ref: TableRef, game: Game, talk: Talk) -> tuple[Concours, Table] | None:
    """The finished game's totals as the table's result, unless the table has changed
    since (its draw undone and made again); with the table as it was. A result typed for
    the table meanwhile (a forfeit included) is replaced only if the scorer says so
    (R14.9), and only that one: None when the typed one is kept."""
    from belote_cli.commands.concours import updated

    c = store.load(ref.concours).concours
    typed = c.table(ref.partie, ref.table)[1]
    played = game.totals
    if typed.done and typed.outcome != (played, ()):
        values = {"table": ref.table, "result": outcome_words(c, typed)}
        if not talk.confirm(t("ask_keep_played", one=played[0], two=played[1], **values)):
            talk.tell(t("typed_kept", **values))
            return None
    # another result meanwhile: refused, shown (R14.9)
    seen = typed if typed.teams == ref.teams else Table(ref.teams)
    recorded = updated(
        ref.concours, lambda now: now.with_result(ref.partie, ref.table, played, seen=seen)
    )
    return recorded.concours, typed
