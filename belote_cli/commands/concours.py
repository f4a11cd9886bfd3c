"""`belote concours …`: a club's tournament (R14) -- created, its teams registered, each
partie drawn, the tables' results entered, the ranking shown. Every change goes through
storage.concours.update: the file as it is under the lock, so several scorers at once lose
nothing."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace
from pathlib import Path
from typing import NamedTuple, TypeVar

import typer

from belote_cli.actions import concours as act
from belote_cli.commands.session import asking_before_dropping
from belote_cli.core.concours import (
    Concours,
    Ranking,
    Table,
    check_result,
    concours_name,
    make_format,
    missing_tables,
)
from belote_cli.core.errors import RuleError, SettingError
from belote_cli.entry.given import BadOption
from belote_cli.entry.terminal import say, shown, terminal
from belote_cli.storage import concours as store
from belote_cli.storage.errors import StorageError
from belote_cli.text import parse
from belote_cli.text.catalog import t
from belote_cli.text.columns import Line
from belote_cli.text.concours import (
    format_words,
    outcome_words,
    players_words,
    progress,
    question_words,
    reinstated_words,
    team_label,
)
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
    profile: str | None = None,
) -> None:
    """R14.2; with `--profile` (R16.7), the profile every partie and table plays: it fixes
    the mode and the rules, so neither is given beside it; the parties keep the concours's
    donnes or target."""
    import secrets

    if profile is not None:
        for option, given in (("--mode", mode is not None), ("--rule", bool(rules))):
            if given:
                raise BadOption("--profile", RuleError("profile_fixes", option=option))
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
    played = None
    if profile is not None:  # a built-in's name, else a club's file: refused, exit 1
        from belote_cli.storage.profile import chosen as profile_chosen

        played = profile_chosen(profile)
        chosen = played.counting
    form = make_format(
        chosen,
        parties,
        donnes,
        target,
        Ranking(order),
        secrets.randbelow(1_000_000) if seed is None else seed,
        house,
        forfeit_points,
        played,
    )
    loaded = store.create(Concours(concours_name(name), form))
    c = loaded.concours
    say(t("concours_created", name=c.name, format=format_words(c), path=loaded.path))


def list_all(*, as_json: bool) -> None:
    """Every concours, newest first; an unreadable file is listed as such."""
    from belote_cli.text.concours import listing_json

    found = [(path, _readable(path)) for path in store.all_paths()]

    def text() -> None:
        if not found:
            say(t("no_concours_yet"))
        for path, c in found:
            summary = t("concours_broken") if c is None else f"{c.name} — {format_words(c)}"
            say(f"{path.stem}: {summary}" + ("" if c is None else f" — {progress(c)}"))

    shown(as_json, lambda: [listing_json(path, c) for path, c in found], text)


def _readable(path: Path) -> Concours | None:
    try:
        return store.load(path).concours
    except StorageError:
        return None


def teams(*, concours: str | None, as_json: bool) -> None:
    from belote_cli.text.concours import teams_json, teams_lines

    c = store.load(store.find(concours)).concours

    def text() -> None:
        if not c.teams:
            say(t("no_teams", name=c.name))
            return
        _print(teams_lines(c, _columns()))

    shown(as_json, lambda: teams_json(c), text)


def team_add(*, concours: str | None, team: str, players: str | None) -> None:
    done = acted(concours, lambda where: act.team_add(where, team, players))
    added = done.team
    with_players = f" ({players_words(added)})" if added.players else ""
    count = len(done.concours.teams)
    say(t("team_added", team=added.name + with_players, number=added.number, count=count))
    if done.late:  # R14.12
        say(t("team_added_late", partie=len(done.concours.parties) + 1))
    for player, other in done.shared:
        terminal().warn(t("player_twice", player=player, number=other))


def team_remove(*, concours: str | None, number: int) -> None:
    """Removes the team numbered `number` as the organiser finds it now: under the lock,
    only if that number still holds that team."""
    done = acted(concours, lambda where: act.team_remove(where, number))
    say(t("team_removed", team=done.team.name, number=number))


def team_withdraw(*, concours: str | None, number: int) -> None:
    """R14.11: the team withdraws; the forfeit recorded at its table, if any, said, and the
    donnes played there hand by hand set aside."""
    done = acted(concours, lambda where: act.team_withdraw(where, number))
    say(t("team_withdrawn", team=done.team.name, number=number))
    if done.forfeit is not None:
        k, at = done.forfeit
        label = team_label(done.concours, number)
        say(t("withdrawal_forfeit", partie=k, table=at, team=label))
        if done.aside is not None:
            terminal().warn(t("withdrawal_played", table=at, path=done.aside))


def team_reinstate(*, concours: str | None, number: int) -> None:
    """R14.11: a withdrawal taken back; what the reinstatement did and did not do, said."""
    done = acted(concours, lambda where: act.team_reinstate(where, number))
    assert done.back is not None
    for words in reinstated_words(done.team, done.back):
        say(words)


def draw(*, concours: str | None, as_json: bool, undo: bool) -> None:
    """Draws the next partie, or undoes the last draw: the one the organiser finds now,
    never another that a second organiser drew meanwhile."""
    if undo:
        undone = acted(concours, act.undo_draw)
        say(t("draw_undone", partie=undone.partie))
        for table, count in undone.played:
            terminal().warn(t("draw_undone_played", table=table, count=count))
        return
    from belote_cli.text.concours import draw_json, partie_lines

    drawn = acted(concours, act.draw)
    c, k = drawn.concours, drawn.partie

    def text() -> None:
        _print(partie_lines(c, k, _columns()))
        # a rematch only when none could be avoided (R14.3): said, so nobody thinks it a
        # mistake
        for one, two in drawn.rematches:
            say(t("draw_rematch", one=team_label(c, one), two=team_label(c, two)))

    shown(as_json, lambda: draw_json(c, k), text)


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
    drawn meanwhile -- and only if that table still seats the same teams. What the action
    asks (R14.7, R14.9, R14.10) is asked here, or answered by --force."""
    given = _points(points, forfeit)
    at = act.Where(store.find(concours))
    done = acted(at, lambda where: act.result(where, table, given, forfeit, partie))
    if isinstance(done, act.Ask):  # asked once, before the write (and its own question)
        ask = done
        questions = question_words(ask.concours, ask.partie, table, ask.doubts, ask.replaces)
        if force:
            say(t("forced", doubts=" ".join(questions)))
        else:
            confirmed(questions)
        done = acted(
            at, lambda where: act.result(where, table, given, forfeit, ask.partie, ask.seen, True)
        )
    if isinstance(done, act.Same):
        row = done.concours.table(done.partie, table)[1]
        result_words = outcome_words(done.concours, row)
        say(t("result_same", partie=done.partie, table=table, result=result_words))
        return
    assert isinstance(done, act.Recorded)
    told_result(done.concours, done.partie, table, done.before)


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


def confirmed(questions: list[str]) -> None:
    """One confirmation answers every doubt about one result (R14.7, R14.9, R14.10)."""
    talk = terminal()
    for question in questions:
        talk.warn(question)
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
    from belote_cli.text.concours import ranking_json, ranking_lines

    c = store.load(store.find(concours)).concours
    shown(as_json, lambda: ranking_json(c), lambda: _print(ranking_lines(c, _columns())))


def prizes(*, concours: str | None, prizes: list[str], clear: bool, as_json: bool) -> None:
    """The prize list (lots): set (what it replaces said), removed, or shown by place."""
    if prizes and clear:
        raise BadOption("--clear", RuleError("prizes_and_clear"))
    if prizes or clear:
        done = acted(concours, lambda where: act.prizes(where, prizes))
        c, before = done.concours, done.before
        if c.prizes:
            say(t("prizes_set", count=len(c.prizes), prizes=_numbered(c.prizes)))
        else:
            say(t("prizes_cleared"))
        if before and before != c.prizes:
            say(t("prizes_replaced", prizes=_numbered(before)))
        return
    from belote_cli.text.concours import prizes_json, prizes_lines

    c = store.load(store.find(concours)).concours

    def text() -> None:
        if not c.prizes:
            say(t("no_prizes"))
            return
        _print(prizes_lines(c, _columns()))

    shown(as_json, lambda: prizes_json(c), text)


def _numbered(prizes: tuple[str, ...]) -> str:
    return " · ".join(f"{n}. {prize}" for n, prize in enumerate(prizes, start=1))


def show(*, concours: str | None, live: bool, as_json: bool = False) -> None:
    from belote_cli.text.concours import board, concours_json

    path = store.find(concours)
    if live and not as_json:
        from belote_cli.commands.live import follow

        follow(path)
        return
    c = store.load(path).concours
    shown(
        as_json,
        lambda: concours_json(c),
        lambda: _print(board(c, _columns(), act.playing(path, c))),
    )


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
    deliver(text, output, force)


def _sheet_codes(c: Concours, partie: int | None, address: str) -> dict[int, tuple[str, str]]:
    """Each table's two QR codes (SVG) to its teams' pages on the web server at `address`
    (belote concours serve, which derives the same codes from the same key). Only the
    current partie's: a code of an earlier one would open nothing, so it is refused."""
    from belote_cli.storage import keys
    from belote_cli.storage.paths import checked_folder
    from belote_cli.text.qr import sheet_codes

    k, found = c.partie(partie)
    if k != len(c.parties):  # the server opens the current partie's tables only
        error = RuleError("codes_current_only", partie=k, current=len(c.parties))
        raise BadOption("--address", error)
    seats = [row.teams for row in found.tables]
    return sheet_codes(
        address, keys.table_codes(keys.server_key(checked_folder()), c.name, k, seats)
    )


def updated(path: Path, change: Callable[[Concours], Concours]) -> store.LoadedConcours:
    """storage.concours.update, asking before a save drops what a hand-edited file holds."""
    return asking_before_dropping(terminal(), lambda drop: store.update(path, change, drop))


T = TypeVar("T")


def acted(concours: str | act.Where | None, action: Callable[[act.Where], T]) -> T:
    """An action on the concours named (else the one in progress, else where it is already
    found), from the command line; asking before a save drops what a hand-edited file
    holds."""
    where = concours if isinstance(concours, act.Where) else act.Where(store.find(concours))
    return asking_before_dropping(terminal(), lambda drop: action(replace(where, drop=drop)))


STYLES = {"bold": {"bold": True}, "dim": {"dim": True}}  # Rich's names, as click takes them


def _print(lines: list[Line]) -> None:
    """Lines with their styles, which only a terminal sees (click strips them elsewhere)."""
    for text, style in lines:
        typer.echo(typer.style(text, **STYLES[style]) if style in STYLES else text)


def _columns() -> int:
    import shutil

    return shutil.get_terminal_size().columns
