"""`belote concours …`: a club's tournament (R14) -- created, its teams registered, each
partie drawn, the tables' results entered, the ranking shown. Every change goes through
storage.concours.update: the file as it is under the lock, so several scorers at once lose
nothing."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from functools import partial
from pathlib import Path
from typing import NamedTuple

import typer

from belote_cli.commands.session import asking_before_dropping
from belote_cli.core.concours import (
    Concours,
    Ranking,
    Reinstatement,
    Table,
    check_result,
    concours_name,
    entrant,
    make_format,
    missing_tables,
    shared_players,
)
from belote_cli.core.concours import (
    doubts as doubts_of,
)
from belote_cli.core.errors import RuleError, SettingError
from belote_cli.entry.given import BadOption
from belote_cli.entry.terminal import say, terminal
from belote_cli.storage import concours as store
from belote_cli.storage.errors import StorageError
from belote_cli.text import parse
from belote_cli.text.catalog import describe, t
from belote_cli.text.concours import (
    Line,
    Playing,
    format_words,
    outcome_words,
    progress,
    team_label,
)
from belote_cli.text.jsondoc import json_text
from belote_cli.text.words import group, plain


def new(
    *,
    name: str,
    mode: str | None,
    parties: int,
    donnes: int | None,
    target: int | None,
    ranking: str,
    seed: int | None,
    rules: list[str],
    forfeit_points: int | None = None,
) -> None:
    import secrets

    try:
        chosen = parse.mode(mode or "classique")
    except RuleError as error:
        raise BadOption("--mode", error) from None
    order = group("ranking").get(plain(ranking))  # points, wins, victoires
    if order is None:
        raise SettingError("ranking", "bad_ranking", value=ranking)
    try:
        house = parse.rules(",".join(rules), chosen) if rules else []
    except RuleError as error:
        raise BadOption("--rule", error) from None
    form = make_format(
        chosen,
        parties,
        donnes,
        target,
        Ranking(order),
        secrets.randbelow(1_000_000) if seed is None else seed,
        house,
        forfeit_points,
    )
    loaded = store.create(Concours(concours_name(name), form))
    c = loaded.concours
    say(t("concours_created", name=c.name, format=format_words(c), path=loaded.path))


def list_all(*, as_json: bool) -> None:
    """Every concours, newest first; an unreadable file is listed as such."""
    found = [(path, _readable(path)) for path in store.all_paths()]
    if as_json:
        from belote_cli.text.concours import listing_json

        docs = [listing_json(path, c) for path, c in found]
        typer.echo(json_text(docs))
        return
    if not found:
        say(t("no_concours_yet"))
    for path, c in found:
        summary = t("concours_broken") if c is None else f"{c.name} — {format_words(c)}"
        say(f"{path.stem}: {summary}" + ("" if c is None else f" — {progress(c)}"))


def _readable(path: Path) -> Concours | None:
    try:
        return store.load(path).concours
    except StorageError:
        return None


def teams(*, concours: str | None, as_json: bool) -> None:
    from belote_cli.text.concours import teams_json, teams_lines

    c = store.load(store.find(concours)).concours
    if as_json:
        typer.echo(json_text(teams_json(c)))
        return
    if not c.teams:
        say(t("no_teams", name=c.name))
        return
    _print(teams_lines(c, _columns()))


def team_add(*, concours: str | None, team: str, players: str | None) -> None:
    given = None if players is None else [p.strip() for p in players.split(",")]
    registered = entrant(team, given)
    c = updated(store.find(concours), lambda now: now.with_team(registered)).concours
    number = c.teams[-1].number
    with_players = f" ({', '.join(registered.players)})" if registered.players else ""
    say(t("team_added", team=registered.name + with_players, number=number, count=len(c.teams)))
    if c.parties:  # R14.12
        say(t("team_added_late", partie=len(c.parties) + 1))
    for player, other in shared_players(c.teams, c.teams[-1]):
        terminal().warn(t("player_twice", player=player, number=other))


def team_remove(*, concours: str | None, number: int) -> None:
    """Removes the team numbered `number` as the organiser finds it now: under the lock,
    only if that number still holds that team."""
    path = store.find(concours)
    seen = store.load(path).concours.team(number)
    updated(path, lambda now: now.without_team(number, seen.name))
    say(t("team_removed", team=seen.name, number=number))


def team_withdraw(*, concours: str | None, number: int) -> None:
    """R14.11: the team as the organiser finds it now withdraws; the forfeit recorded at its
    table, if any, said, and the donnes played there hand by hand set aside."""
    path = store.find(concours)
    seen = store.load(path).concours.team(number)
    c = updated(path, lambda now: now.with_withdrawal(number, seen.name)).concours
    team = c.team(number)
    say(t("team_withdrawn", team=team.name, number=number))
    if team.forfeited is None or team.withdrawn is None:
        return
    k, at = team.withdrawn, team.forfeited
    say(t("withdrawal_forfeit", partie=k, table=at, team=team_label(c, number)))
    _set_aside(path, k, at)


def _set_aside(path: Path, partie: int, table: int) -> None:
    """The feuille of a table played hand by hand whose result is now a forfeit: its donnes
    do not count (R14.11), so it goes to the trash, never erased."""
    from belote_cli.storage import library
    from belote_cli.storage.paths import table_game

    game_path = table_game(path, partie, table)
    if game_path.exists():
        aside = library.move(game_path, to_trash=True)
        terminal().warn(t("withdrawal_played", table=table, path=aside))


def team_reinstate(*, concours: str | None, number: int) -> None:
    """R14.11: a withdrawal taken back, and the forfeit it recorded with it if it is still
    the table's result in the last partie drawn (as the file holds it under the lock); what
    the reinstatement did and did not do, said."""
    path = store.find(concours)
    seen = store.load(path).concours.team(number)
    done: list[Reinstatement] = []

    def change(now: Concours) -> Concours:
        done[:] = [now.reinstatement(number)]
        return now.without_withdrawal(number, seen.name)

    updated(path, change)
    (back,) = done
    say(
        t(
            "team_reinstated" if back.seated else "team_reinstated_late",
            team=seen.name,
            number=number,
        )
    )
    if back.removed is not None:
        say(t("reinstated_forfeit", partie=back.removed[0], table=back.removed[1]))
    if back.kept is not None:
        k, at = back.kept
        say(t("reinstated_forfeit_kept", partie=k, table=at, next=k + 1))


def draw(*, concours: str | None, as_json: bool, undo: bool) -> None:
    """Draws the next partie, or undoes the last draw: the one the organiser finds now,
    never another that a second organiser drew meanwhile."""
    path = store.find(concours)
    seen = store.load(path).concours
    drawn = len(seen.parties)
    if undo:
        updated(path, lambda now: now.without_draw(partie=drawn))
        say(t("draw_undone", partie=drawn))
        _played_meanwhile(path, seen, drawn)
        return
    c = updated(path, lambda now: now.with_draw(partie=drawn + 1)).concours
    k = len(c.parties)
    if as_json:
        from belote_cli.text.concours import draw_json

        typer.echo(json_text(draw_json(c, k)))
        return
    from belote_cli.text.concours import partie_lines

    _print(partie_lines(c, k, _columns()))
    # a rematch only when none could be avoided (R14.3): said, so nobody thinks it a mistake
    met = replace(c, parties=c.parties[:-1]).met()
    for one, two in (table.teams for table in c.parties[-1].tables):
        if frozenset((one, two)) in met:
            say(t("draw_rematch", one=team_label(c, one), two=team_label(c, two)))


def result(
    *,
    concours: str | None,
    table: int,
    points: tuple[int | None, int | None],
    forfeit: Sequence[str] = (),
    partie: int | None,
    force: bool,
) -> None:
    """The result -- both teams' points, or a forfeit (R14.13) -- goes to the partie and
    table the scorer finds now (the current partie when none is given) -- not to a partie
    drawn meanwhile -- and only if that table still seats the same teams."""
    given = _points(points, forfeit)
    path = store.find(concours)
    c = store.load(path).concours
    k, row = c.table(partie, table)
    gave = [c.called(text).number for text in forfeit]
    wanted = c.with_result(k, table, given, forfeit=gave).table(k, table)[1]  # checked
    if wanted.outcome == row.outcome:  # R14.9: writes nothing, asks nothing
        say(t("result_same", partie=k, table=table, result=outcome_words(c, row)))
        return
    doubts = [] if given is None else doubts_of(c.format, given)  # never a forfeit's (R14.10)
    if row.done:  # R14.9: a correction, what it replaces shown
        one, two = (team_label(c, n) for n in row.teams)
        values = {"table": table, "partie": k, "one": one, "two": two}
        doubts.append(RuleError("doubt_correction", result=outcome_words(c, row), **values))
    confirmed(doubts, force)
    # the table as shown: a result it got meanwhile is refused, so it replaces row's
    change = partial(Concours.with_result, partie=k, table=table, points=given, forfeit=gave)
    c = updated(path, lambda now: change(now, seen=row)).concours
    told_result(c, k, table, row)


def _points(
    points: tuple[int | None, int | None], forfeit: Sequence[str]
) -> tuple[int, int] | None:
    """Both teams' points, or none with --forfeit."""
    first, second = points
    if forfeit:
        if first is not None or second is not None:
            raise BadOption("--forfeit", RuleError("forfeit_and_points"))
        return None
    if first is None or second is None:
        raise BadOption("POINTS", RuleError("points_needed"))
    return check_result((first, second))


def _played_meanwhile(path: Path, c: Concours, partie: int) -> None:
    """The tables of an undone draw that were being played hand by hand: said, their
    feuilles kept (to the trash when the table is played after the new draw)."""
    from belote_cli import storage
    from belote_cli.storage.paths import table_game

    for number in range(1, len(c.parties[partie - 1].tables) + 1):
        game_path = table_game(path, partie, number)
        try:
            game = storage.load(game_path).game
        except storage.StorageError:
            continue  # none, or not readable: nothing was being played there
        if game.hands:
            terminal().warn(t("draw_undone_played", table=number, count=len(game.hands)))


def confirmed(doubts: list[RuleError], force: bool) -> None:
    """One confirmation answers every doubt about one result (R14.7, R14.9, R14.10);
    --force answers it, and says what it let through."""
    if not doubts:
        return
    if force:
        say(t("forced", doubts=" ".join(describe(doubt) for doubt in doubts)))
        return
    talk = terminal()
    for doubt in doubts:
        talk.warn(describe(doubt))
    try:
        agreed = talk.confirm(t("ask_record_anyway"))
    except (typer.Abort, EOFError, KeyboardInterrupt):
        agreed = False
    if not agreed:
        raise RuleError("result_unconfirmed")


def told_result(c: Concours, partie: int | None, table: int, before: Table | None = None) -> None:
    """The result as recorded (and the one it replaces), then what the organiser does
    next."""
    k, found = c.partie(partie)
    row = found.tables[table - 1]
    one, two = (team_label(c, team) for team in row.teams)
    values = {"concours": c.name, "partie": k, "table": table, "one": one, "two": two}
    if row.result is not None:
        say(t("result_recorded", first=row.result[0], second=row.result[1], **values))
    else:
        say(t("forfeit_recorded", outcome=outcome_words(c, row), **values))
    if before is not None and before.done and before.outcome != row.outcome:
        say(t("result_replaced", result=outcome_words(c, before)))
    missing = missing_tables(found)
    if missing:
        say(t("tables_missing", tables=", ".join(map(str, missing)), count=len(missing)))
    elif c.finished:
        say(t("concours_over"))
    elif k == len(c.parties):
        say(t("partie_complete", partie=k, next=k + 1))


def ranking(*, concours: str | None, as_json: bool) -> None:
    c = store.load(store.find(concours)).concours
    if as_json:
        from belote_cli.text.concours import ranking_json

        typer.echo(json_text(ranking_json(c)))
        return
    from belote_cli.text.concours import ranking_lines

    _print(ranking_lines(c, _columns()))


def prizes(*, concours: str | None, prizes: list[str], clear: bool, as_json: bool) -> None:
    """The prize list (lots): set (what it replaces said), removed, or shown by place."""
    path = store.find(concours)
    if prizes and clear:
        raise BadOption("--clear", RuleError("prizes_and_clear"))
    if prizes or clear:
        before = store.load(path).concours.prizes
        c = updated(path, lambda now: now.with_prizes(prizes)).concours
        if c.prizes:
            say(t("prizes_set", count=len(c.prizes), prizes=_numbered(c.prizes)))
        else:
            say(t("prizes_cleared"))
        if before and before != c.prizes:
            say(t("prizes_replaced", prizes=_numbered(before)))
        return
    c = store.load(path).concours
    if as_json:
        from belote_cli.text.concours import prizes_json

        typer.echo(json_text(prizes_json(c)))
        return
    if not c.prizes:
        say(t("no_prizes"))
        return
    from belote_cli.text.concours import prizes_lines

    _print(prizes_lines(c, _columns()))


def _numbered(prizes: tuple[str, ...]) -> str:
    return " · ".join(f"{n}. {prize}" for n, prize in enumerate(prizes, start=1))


def show(*, concours: str | None, live: bool, as_json: bool = False) -> None:
    path = store.find(concours)
    if as_json:
        from belote_cli.text.concours import concours_json

        typer.echo(json_text(concours_json(store.load(path).concours)))
        return
    if live:
        from belote_cli.commands.live import follow

        follow(path)
        return
    from belote_cli.text.concours import board

    c = store.load(path).concours
    _print(board(c, _columns(), playing_tables(path, c)))


def playing_tables(path: Path, c: Concours) -> dict[int, Playing]:
    """The tables of the current partie without a result that are being played hand by
    hand (play --concours): how many donnes, and the totals so far."""
    from belote_cli import storage
    from belote_cli.storage.paths import table_game

    if not c.parties:
        return {}
    k, partie = c.partie()
    found = {}
    for n, row in enumerate(partie.tables, start=1):
        if row.done:
            continue
        try:
            game = storage.load(table_game(path, k, n)).game
        except storage.StorageError:
            continue  # none, or not readable: nothing to show
        if game.settings.teams == tuple(c.team(team).name for team in row.teams):
            found[n] = Playing(game.donnes_played, game.totals)
    return found


class Printable(NamedTuple):
    """What `concours export` makes besides the ranking: the table sheets or the poster of
    a partie (HTML), or every team's line of every partie (CSV)."""

    sheets: bool = False
    poster: bool = False
    results: bool = False
    partie: int | None = None  # of the sheets or the poster; else the partie drawn last
    address: str | None = None  # the web server's: each team's QR code on the sheets


def export(
    *, concours: str | None, fmt: str | None, output: Path | None, force: bool, what: Printable
) -> None:
    """The ranking (CSV, HTML, the HTML with every result), every result (CSV, --results),
    or a page to print: the table sheets or the placement poster of a partie (HTML)."""
    from belote_cli.commands.export import deliver, refuse_overwrite

    if what.sheets and what.poster:
        raise BadOption("--poster", RuleError("sheets_and_poster"))
    printable = what.sheets or what.poster
    if what.partie is not None and not printable:
        raise BadOption("--partie", RuleError("partie_for_pages"))
    if what.address is not None and (
        not what.sheets or not what.address.startswith(("http://", "https://"))
    ):
        raise BadOption("--address", RuleError("bad_sheets_address", value=what.address))
    formats = ("html",) if printable else ("csv",) if what.results else ("csv", "html")
    chosen = fmt or ("html" if printable else "csv" if what.results else None)
    if chosen is None:
        raise BadOption("--format", RuleError("format_needed", formats=", ".join(formats)))
    if chosen not in formats:
        error = RuleError("bad_format", value=chosen, formats=", ".join(formats))
        raise BadOption("--format", error)
    refuse_overwrite(output, force)
    c = store.load(store.find(concours)).concours
    from belote_cli.text import concours as words
    from belote_cli.text import concours_html

    if what.sheets:
        codes = None if what.address is None else _sheet_codes(c, what.partie, what.address)
        text = concours_html.sheets(c, what.partie, codes)
    elif what.poster:
        text = concours_html.poster(c, what.partie)
    elif what.results:
        text = words.results_csv(c)
    elif chosen == "csv":
        text = words.to_csv(c)
    else:
        text = concours_html.results(c)
    if deliver(text, output, force):  # not after the document on the standard output
        say(t("written", path=output))


def _sheet_codes(c: Concours, partie: int | None, address: str) -> dict[int, tuple[str, str]]:
    """Each table's two QR codes (SVG) to its teams' pages on the web server at `address`
    (belote concours serve, which derives the same codes from the same key)."""
    from belote_cli.storage import keys
    from belote_cli.storage.paths import checked_folder
    from belote_cli.text.qr import sheet_codes

    k, found = c.partie(partie)
    seats = [row.teams for row in found.tables]
    return sheet_codes(
        address, keys.table_codes(keys.server_key(checked_folder()), c.name, k, seats)
    )


def updated(path: Path, change: Callable[[Concours], Concours]) -> store.LoadedConcours:
    """storage.concours.update, asking before a save drops what a hand-edited file holds."""
    return asking_before_dropping(terminal(), lambda drop: store.update(path, change, drop))


STYLES = {"bold": {"bold": True}, "dim": {"dim": True}}  # Rich's names, as click takes them


def _print(lines: list[Line]) -> None:
    """Lines with their styles, which only a terminal sees (click strips them elsewhere)."""
    for text, style in lines:
        typer.echo(typer.style(text, **STYLES[style]) if style in STYLES else text)


def _columns() -> int:
    import shutil

    return shutil.get_terminal_size().columns
