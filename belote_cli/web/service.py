"""The concours service: what its server knows and does -- the concours file, its key and
codes, the tables' entries, the questions kept for the organiser, the draws it has seen --
and each form's action, through the same actions as the command line (actions.concours).
Every write goes through one batch (`Writes`) and pokes the watcher: the walls and the
phones are told the moment the server writes."""

from __future__ import annotations

import functools
import secrets
import threading
from collections import OrderedDict
from collections.abc import Callable
from pathlib import Path
from typing import NamedTuple, TypeVar

from belote_cli.actions import concours as act
from belote_cli.core.concours import Concours, Partie, Table, check_result
from belote_cli.core.digits import is_digits
from belote_cli.storage import concours as store
from belote_cli.storage import keys, stamps
from belote_cli.text.catalog import describe, t
from belote_cli.text.concours import (
    outcome_words,
    question_words,
    reinstated_words,
    team_label,
)
from belote_cli.web import pages
from belote_cli.web.entries import Entries, Key, State
from belote_cli.web.toolkit import Bounds, Limiter, Refused, Watcher


class _Write:
    def __init__(self, change: store.Change, by: str) -> None:
        self.change, self.by = change, by
        self.outcome: Concours | Exception | None = None


class Writes:
    """The server's changes to the concours, written together: whoever finds the writer
    free writes every change waiting then, under the file's lock, in one write (storage.
    concours.update_all); each request gets its own change's outcome. Sixty tables
    confirming at once take a few writes, not sixty."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._waiting: list[_Write] = []
        self._queue = threading.Lock()  # guards _waiting
        self._writer = threading.Lock()  # one write at a time

    def apply(self, change: store.Change, by: str) -> Concours:
        mine = _Write(change, by)
        with self._queue:
            self._waiting.append(mine)
        with self._writer:
            if mine.outcome is None:  # nobody wrote it meanwhile: write all that waits
                with self._queue:
                    batch, self._waiting = self._waiting, []
                outcomes: list[Concours | Exception]
                try:
                    outcomes = [*store.update_all(self.path, [(w.change, w.by) for w in batch])]
                except Exception as error:  # the file refused them all (or a fault): each is told
                    outcomes = [error] * len(batch)
                for write, outcome in zip(batch, outcomes, strict=True):
                    write.outcome = outcome
        if isinstance(mine.outcome, Exception):
            raise mine.outcome
        assert mine.outcome is not None
        return mine.outcome


ASKED = 32  # questions (and what was done) kept for the organiser at most, oldest first out
DRAWS = 64  # draws the server remembers having seen, to tell a phone its draw was undone
T = TypeVar("T")
Asked = pages.Asked


class Seat(NamedTuple):
    """Where a table's code leads: a partie's table, the side of its team, and whether
    that draw is the current one (`current`), an `earlier` partie's, or a draw `undone`
    (`redrawn`: its partie was drawn again, other tables)."""

    partie: int
    table: int
    side: int
    teams: tuple[int, int]
    how: str


class Server:
    """What the routes share: the concours file, the key, the tables' entries."""

    def __init__(
        self,
        path: Path,
        key: bytes,
        clock: Callable[[], float],
        bounds: Bounds,
        address: str | None = None,
    ) -> None:
        self.path = path
        self.key = key
        self.bounds = bounds
        self.address = address  # where phones reach it, as `concours serve` says it
        self.name = store.load(path).concours.name  # codes are bound to it
        self.entries = Entries()
        self.limiter = Limiter(clock, bounds.clients)
        self.writes = Writes(path)
        self.watcher = Watcher(self._stamp, bounds.poll)
        self.asked: OrderedDict[str, Asked] = OrderedDict()  # questions to the organiser
        self.told: OrderedDict[str, tuple[str, ...]] = OrderedDict()  # what actions did
        self._asking = threading.Lock()
        # every draw seen while serving, (partie, its tables' teams): a phone whose draw was
        # undone is told so in words (a draw undone elsewhere is seen on the next request)
        self._draws: OrderedDict[tuple[int, Seats], None] = OrderedDict()

    def _stamp(self) -> object:
        return stamps.of_concours(self.path), self.entries.version

    def concours(self) -> Concours:
        c = store.load(self.path).concours
        if c.parties:
            with self._asking:
                self._draws[(len(c.parties), _seats(c.parties[-1]))] = None
                while len(self._draws) > DRAWS:
                    self._draws.popitem(last=False)
        # entries of tables that got their result elsewhere, or of a draw undone, go
        waiting = set()
        if c.parties:
            k, partie = c.partie()
            waiting = {
                Key(k, n, row.teams) for n, row in enumerate(partie.tables, 1) if not row.done
            }
        self.entries.keep_only(waiting)
        return c

    def organiser(self) -> str:
        return keys.organiser_code(self.key, self.name)

    def seat_of(self, c: Concours, code: str) -> Seat | None:
        """The table and side whose code this is: of the current partie, of an earlier
        one, or of a draw undone; None if it is no table's."""
        with self._asking:
            undone = [draw for draw in self._draws if not _stands(c, *draw)]
        drawn = [(k, _seats(partie)) for k, partie in enumerate(c.parties, start=1)]
        for k, seats in [*reversed(drawn), *undone]:
            for n, pair in enumerate(self._codes(k, seats), start=1):
                for side, expected in enumerate(pair):
                    if keys.same(code, expected):
                        how = "current" if k == len(c.parties) else "earlier"
                        if (k, seats) in undone:
                            how = "redrawn" if k <= len(c.parties) else "undone"
                        return Seat(k, n, side, seats[n - 1], how)
        return None

    @functools.lru_cache(maxsize=DRAWS)  # noqa: B019 -- one server, its evening's draws
    def _codes(self, k: int, seats: Seats) -> list[tuple[str, str]]:
        """Each table's two codes, computed once per draw (its teams make them)."""
        return keys.table_codes(self.key, self.name, k, seats)

    def codes(self, c: Concours) -> list[tuple[str, str]]:
        """The current partie's tables' codes (none before the first draw)."""
        if not c.parties:
            return []
        k, partie = c.partie()
        return self._codes(k, _seats(partie))

    def where(self, by: str) -> act.Where:
        """The concours as the actions change it from here: through the batch of writes."""
        return act.Where(self.path, by, write=self.writes.apply)

    def ask(
        self, form: dict[str, str], questions: list[str], figures: pages.Note | None = None
    ) -> str:
        """A question kept until the organiser answers it (on the page): its token."""
        return _kept(self.asked, Asked(dict(form), tuple(questions), figures), self._asking)

    def tell(self, sentences: list[str]) -> str:
        """What an action did, in the words the terminal says it, for the page: its token."""
        return _kept(self.told, tuple(sentences), self._asking)


Seats = tuple[tuple[int, int], ...]  # a draw: each table's two teams


def _seats(partie: Partie) -> Seats:
    return tuple(row.teams for row in partie.tables)


def _stands(c: Concours, k: int, seats: Seats) -> bool:
    """Is this draw of partie k the concours's own?"""
    return k <= len(c.parties) and _seats(c.parties[k - 1]) == seats


def _kept(kept: OrderedDict[str, T], value: T, lock: threading.Lock) -> str:
    """`value` kept under a new token, the oldest forgotten beyond ASKED."""
    token = secrets.token_urlsafe(9)
    with lock:
        kept[token] = value
        while len(kept) > ASKED:
            kept.popitem(last=False)
    return token


def _points(form: dict[str, str]) -> tuple[int, int]:
    given = _shown(form)
    if given is None:
        raise Refused(400, t("web_points_needed"))
    return check_result(given)


def _shown(form: dict[str, str]) -> tuple[int, int] | None:
    """The two points a form carries (a confirmation's: those its page showed)."""
    first, second = form.get("first", ""), form.get("second", "")
    return (int(first), int(second)) if is_digits(first) and is_digits(second) else None


def table_post(server: Server, c: Concours, key: Key, side: int, form: dict[str, str]) -> str:
    """A team's entry or its confirmation of the other team's; what happened, as a word
    the page says in full."""
    k, n, _ = key
    row = c.parties[k - 1].tables[n - 1]
    if row.done:  # corrections are the organiser's (R14.9)
        return "done"
    if form.get("action") == "confirm":
        found = server.entries.get(key)
        if found is None or found.state is not State.ENTERED or found.side == side:
            return "nothing"
        if _shown(form) != found.points:  # entered again since this page showed them: the
            return "changed"  # page shows the new figures, to confirm or not
        points = found.points
    else:
        entry = server.entries.enter(key, side, _points(form))
        if entry is not None:
            return entry.state.value  # entered, or a conflict
        points = _points(form)
    # the table as it was when the teams entered: without a result, the same two teams
    outcome = act.result(server.where(f"table {n}"), n, points, partie=k, seen=Table(key.teams))
    if isinstance(outcome, act.Ask):  # R14.7, R14.10: an unusual result waits for the organiser
        server.entries.wait(key, points, side, tuple(describe(doubt) for doubt in outcome.doubts))
        return "waiting"
    server.entries.clear(key)
    return "recorded"


def organiser_post(server: Server, form: dict[str, str]) -> str:
    """The organiser's action, through the same actions as the command line: what happened,
    as the query of the page that says it (`said=WORD`), or the question the action asks
    (`ask=TOKEN`: R14.7, R14.9, R14.10), answered by sending the form again, confirmed."""
    action = form.get("action", "")

    def number(field: str) -> int:
        given = form.get(field, "")
        if not is_digits(given):
            raise Refused(400, t("web_number_needed", field=field))
        return int(given)

    if action in ASKED_FIRST and form.get("confirmed") != "yes":
        _tried(server, action, form, number)  # refused now as it would be: nothing asked
        questions = _asked_first(server.concours(), action, form, number)
        if questions:
            return "ask=" + server.ask(form, questions)
    where = server.where("organiser")
    if action == "draw":
        act.draw(where, drawn=number("drawn"))  # the parties the organiser saw drawn
    elif action == "undo":
        act.undo_draw(where, drawn=number("drawn"))
    elif action in ("result", "accept", "forfeit"):
        return _decided(server, form, action, number("partie"), number("table"))
    elif action == "reject":
        k, n = number("partie"), number("table")
        server.entries.refuse(Key(k, n, _seen(server.concours(), k, n, form).teams))
    elif action == "withdraw":
        act.team_withdraw(where, number("team"))
    elif action == "reinstate":  # what it did, in the terminal's words
        done = act.team_reinstate(where, number("team"))
        assert done.back is not None
        return "told=" + server.tell(reinstated_words(done.team, done.back))
    elif action == "add":
        players = form.get("players", "").strip()
        act.team_add(where, form.get("name", ""), players or None)
    else:
        raise Refused(400, t("web_bad_form"))
    return f"said={action}"


# What removes or replaces something, asked first on the organiser's page, naming its
# table and teams: a button is pressed more easily than a command is typed.
ASKED_FIRST = ("undo", "forfeit", "reject", "withdraw")


def _tried(
    server: Server, action: str, form: dict[str, str], number: Callable[[str], int]
) -> None:
    """The action done on the concours in memory, never written (nor any file moved): its
    refusal, if any, is the page's answer before any question is asked."""
    c = server.concours()
    trial = act.Where(server.path, "organiser", write=lambda change, by: change(c))
    if action == "undo":
        act.undo_draw(trial, drawn=number("drawn"))
    elif action == "withdraw":  # the core's change alone: the action also sets aside a file
        c.with_withdrawal(number("team"))
    elif action == "forfeit":
        k, n = number("partie"), number("table")
        act.result(trial, n, None, [form.get("team", "")], k, _seen(c, k, n, form), True)
    elif action == "reject":  # only what waits for the organiser, as the page showed it
        k, n = number("partie"), number("table")
        found = server.entries.get(Key(k, n, _seen(c, k, n, form).teams))
        if found is None or not found.deciding:
            raise Refused(409, t("web_entry_changed"))


def _asked_first(
    c: Concours, action: str, form: dict[str, str], number: Callable[[str], int]
) -> list[str]:
    """The question an organiser's destructive action asks before it is done; none when
    there is nothing to lose (the action then refuses or does nothing on its own)."""
    if action == "undo":
        if not c.parties:
            return []
        count = len(c.parties[-1].tables)
        return [t("web_ask_undo", partie=len(c.parties), count=count)]
    if action == "withdraw":
        team = c.team(number("team"))
        k, partie = len(c.parties), c.parties[-1] if c.parties else None
        at = None if partie is None else partie.table_of(team.number)
        if partie is None or at is None or partie.tables[at - 1].done:
            return [t("web_ask_withdraw", team=team_label(c, team.number))]
        other = next(n for n in partie.tables[at - 1].teams if n != team.number)
        values = {"table": at, "partie": k, "other": team_label(c, other)}
        return [t("web_ask_withdraw_table", team=team_label(c, team.number), **values)]
    k, n = number("partie"), number("table")
    row = c.table(k, n)[1]
    one, two = (team_label(c, team) for team in row.teams)
    if action == "reject":
        return [t("web_ask_reject", table=n, partie=k, one=one, two=two)]
    gave = c.called(form.get("team", "")).number
    if gave not in row.teams:  # refused by the action, in the terminal's words
        return []
    against = two if gave == row.teams[0] else one
    said = [t("web_ask_forfeit", team=team_label(c, gave), table=n, partie=k, other=against)]
    return said + question_words(c, k, n, (), row if row.done else None)  # R14.9


def _decided(server: Server, form: dict[str, str], action: str, k: int, n: int) -> str:
    """A result, a forfeit, or an entry the organiser accepts (its doubts shown with it): a
    question the action asks is kept, and asked on the organiser's page."""
    c = server.concours()
    seen = _seen(c, k, n, form)
    if action == "forfeit":
        points, forfeit = None, [form.get("team", "")]
    else:
        points, forfeit = _points(form), []
    confirmed = form.get("confirmed") == "yes"
    if action == "accept":  # what waits for the organiser, as the page showed it
        entry = server.entries.get(Key(k, n, seen.teams))
        shown = () if entry is None else (entry.points, entry.other)
        if entry is None or not entry.deciding or points not in shown:
            raise Refused(409, t("web_entry_changed"))  # rejected, or entered again, since
        # its doubts (R14.7, R14.10) were on the page with it: accepting answers them
        confirmed = confirmed or entry.state is State.WAITING
    where = server.where("organiser")
    outcome = act.result(where, n, points, forfeit, k, seen, confirmed)
    if isinstance(outcome, act.Ask):  # asked with the figures it would record, by team
        questions = question_words(outcome.concours, k, n, outcome.doubts, outcome.replaces)
        figures = pages.to_record(outcome.concours, k, n, points)
        return "ask=" + server.ask(form, questions, figures)
    server.entries.clear(Key(k, n, seen.teams))
    if isinstance(outcome, act.Same):  # R14.9: nothing written, said as the terminal says it
        same = t("result_same", partie=k, table=n, result=outcome_words(c, seen))
        return "told=" + server.tell([same])
    return f"said={action}"


def _seen(c: Concours, k: int, n: int, form: dict[str, str]) -> Table:
    """The table as the organiser's page showed it: the same two teams (a draw undone and
    made again seats others), and a correction -- a result or a forfeit over another
    (R14.9) -- replaces only the result that page showed."""
    row = c.table(k, n)[1]
    if form.get("teams") != pages.teams_key(row):
        raise Refused(409, t("web_entry_changed"))
    if row.done and form.get("replaces") != pages.outcome_key(row):
        raise Refused(409, t("web_correction_unseen"))
    return row
