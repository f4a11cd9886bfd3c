"""The concours's web server (Starlette): the wall (`/`, complete without scripts, then kept
up to date by server events), each table's page (`/t/CODE`, from the QR code of its sheet),
the organiser's page (`/o`, opened once with `/o/CODE`, then kept in a cookie). Every
result goes through the same core rules and the same locked writes as the command line
(storage.concours.update): a result answered "recorded" is on disk.

Security: no change without the right code; codes compared in constant time; wrong codes
limited per client (then 429); every form carries a token bound to its page's code; bodies
bounded; every name escaped (Jinja2's autoescape); a strict Content-Security-Policy, no
referrer (codes are in addresses); no address reaches a file: the page's assets are held in
memory, the concours file is the one named at start."""

from __future__ import annotations

import asyncio
import functools
import threading
import time
from collections import defaultdict, deque
from collections.abc import AsyncIterator, Awaitable, Callable
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response, StreamingResponse
from starlette.routing import Route

from belote_cli.commands.concours import playing_tables
from belote_cli.core.concours import Concours, Table, check_result
from belote_cli.core.concours import doubts as doubts_of_result
from belote_cli.core.errors import RuleError
from belote_cli.storage import concours as store
from belote_cli.storage import keys
from belote_cli.storage.errors import StorageError
from belote_cli.text.catalog import describe, t
from belote_cli.web import pages
from belote_cli.web.entries import Entries, State

MAX_BODY = 8 * 1024  # bytes: a form of a few numbers
WRONG_CODES = 10  # per client and per minute; then 429 until the minute is over
WINDOW = 60.0
POLL = 0.5  # seconds between two looks at the files, for the server events
COOKIE = "belote_organiser"
SECURITY = {
    "content-security-policy": (
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
        "connect-src 'self'; form-action 'self'; base-uri 'none'; frame-ancestors 'none'"
    ),
    "x-content-type-options": "nosniff",
    "referrer-policy": "no-referrer",
    "x-frame-options": "DENY",
    "cache-control": "no-store",
}


class Refused(Exception):
    """A request answered with an error page: its status and what is wrong."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


class Limiter:
    """Wrong codes counted per client over the last minute."""

    def __init__(self, clock: Callable[[], float]) -> None:
        self._clock = clock
        self._wrong: dict[str, deque[float]] = defaultdict(deque)
        self._lock = threading.Lock()

    def check(self, client: str) -> None:
        with self._lock:
            seen = self._wrong[client]
            while seen and seen[0] < self._clock() - WINDOW:
                seen.popleft()
            if len(seen) >= WRONG_CODES:
                raise Refused(429, t("web_too_many"))

    def wrong(self, client: str) -> None:
        with self._lock:
            self._wrong[client].append(self._clock())


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


class Server:
    """What the routes share: the concours file, the key, the tables' entries."""

    def __init__(self, path: Path, key: bytes, clock: Callable[[], float]) -> None:
        self.path = path
        self.key = key
        self.name = store.load(path).concours.name  # codes are bound to it
        self.entries = Entries()
        self.limiter = Limiter(clock)
        self.writes = Writes(path)

    def concours(self) -> Concours:
        c = store.load(self.path).concours
        # entries of tables that got their result elsewhere, or of a draw undone, go
        waiting = set()
        if c.parties:
            k, partie = c.partie()
            waiting = {(k, n) for n, row in enumerate(partie.tables, 1) if not row.done}
        self.entries.keep_only(waiting)
        return c

    def organiser(self) -> str:
        return keys.organiser_code(self.key, self.name)

    def table_of(self, c: Concours, code: str) -> tuple[int, int, int] | None:
        """The current partie's table and side whose code this is."""
        if not c.parties:
            return None
        k = len(c.parties)
        for n, (one, two) in enumerate(self.codes(c), start=1):
            for side, expected in enumerate((one, two)):
                if keys.same(code, expected):
                    return k, n, side
        return None

    @functools.lru_cache(maxsize=4)  # noqa: B019 -- one server, a few draws
    def _codes(self, k: int, seats: tuple[tuple[int, int], ...]) -> list[tuple[str, str]]:
        """Each table's two codes, computed once per draw (its teams make them)."""
        return keys.table_codes(self.key, self.name, k, seats)

    def codes(self, c: Concours) -> list[tuple[str, str]]:
        """The current partie's tables' codes (none before the first draw)."""
        if not c.parties:
            return []
        k, partie = c.partie()
        return self._codes(k, tuple(row.teams for row in partie.tables))

    def record(self, c: Concours, k: int, n: int, points: tuple[int, int], by: str) -> Concours:
        """The result, only if the table still has none and seats the same teams."""
        row = c.parties[k - 1].tables[n - 1]
        seen = Table(row.teams)

        def change(now: Concours) -> Concours:
            return now.with_result(k, n, points, seen=seen)

        return self.writes.apply(change, by)


def make_app(path: Path, key: bytes, clock: Callable[[], float] = time.monotonic) -> Starlette:
    server = Server(path, key, clock)

    def page(handler: Callable[[Request], Response]) -> Callable[[Request], Awaitable[Response]]:
        """A route: its body bounded and read first, its refusals as pages, and the security
        headers on every answer."""

        async def route(request: Request) -> Response:
            try:
                if request.method == "POST":
                    request.state.form = await _form(request)
                response = await asyncio.to_thread(handler, request)
            except Refused as refusal:
                response = pages.refusal(refusal.status, refusal.message)
            except (RuleError, StorageError) as error:
                response = pages.refusal(409, describe(error))
            for name, value in SECURITY.items():  # a page's own policy stays (the sheets')
                response.headers.setdefault(name, value)
            return response

        return route

    def client(request: Request) -> str:
        return request.client.host if request.client else "?"

    # --- the wall ---

    def wall(request: Request) -> Response:
        c = server.concours()
        return pages.wall(c, server.entries.all(), playing_tables(path, c))

    def wall_part(request: Request) -> Response:
        c = server.concours()
        return pages.wall(c, server.entries.all(), playing_tables(path, c), whole=False)

    async def events(request: Request) -> Response:
        async def stream() -> AsyncIterator[str]:
            seen = None
            quiet = 0.0
            while not await request.is_disconnected():
                now = (_stamps(path), server.entries.version)
                if now != seen:
                    if seen is not None:
                        yield "event: change\ndata: 1\n\n"
                    seen = now
                    quiet = 0.0
                elif quiet >= 15:
                    yield ": still here\n\n"  # a comment keeps proxies from closing it
                    quiet = 0.0
                await asyncio.sleep(POLL)
                quiet += POLL

        response = StreamingResponse(stream(), media_type="text/event-stream")
        response.headers.update(SECURITY)
        return response

    # --- a table ---

    def table_page(request: Request) -> Response:
        who = client(request)
        server.limiter.check(who)
        code = request.path_params["code"]
        c = server.concours()
        found = server.table_of(c, code)
        if found is None:
            server.limiter.wrong(who)
            raise Refused(403, t("web_bad_code"))
        k, n, side = found
        if request.method == "POST":
            form = request.state.form
            if not keys.same(form.get("csrf", ""), keys.csrf_token(server.key, code)):
                server.limiter.wrong(who)
                raise Refused(403, t("web_bad_form"))
            said = _table_post(server, c, k, n, side, form)
            return RedirectResponse(f"/t/{code}?said={said}", status_code=303)
        said = request.query_params.get("said", "")
        token = keys.csrf_token(server.key, code)
        return pages.table(c, k, n, side, server.entries.get((k, n)), token, said)

    # --- the organiser ---

    def organiser_login(request: Request) -> Response:
        who = client(request)
        server.limiter.check(who)
        if not keys.same(request.path_params["code"], server.organiser()):
            server.limiter.wrong(who)
            raise Refused(403, t("web_bad_code"))
        response = RedirectResponse("/o", status_code=303)
        response.set_cookie(COOKIE, server.organiser(), httponly=True, samesite="strict")
        return response

    def organiser_page(request: Request) -> Response:
        who = client(request)
        server.limiter.check(who)
        if not keys.same(request.cookies.get(COOKIE, ""), server.organiser()):
            server.limiter.wrong(who)
            raise Refused(403, t("web_organiser_only"))
        token = keys.csrf_token(server.key, server.organiser())
        said = ""
        if request.method == "POST":
            form = request.state.form
            if not keys.same(form.get("csrf", ""), token):
                server.limiter.wrong(who)
                raise Refused(403, t("web_bad_form"))
            said = _organiser_post(server, form)
            return RedirectResponse(f"/o?said={said}", status_code=303)
        c = server.concours()
        return pages.organiser(c, server.entries.all(), token, request.query_params)

    def organiser_sheets(request: Request) -> Response:
        """The sheets with their QR codes, or (/poster) the placement poster, to print."""
        if not keys.same(request.cookies.get(COOKIE, ""), server.organiser()):
            server.limiter.wrong(client(request))
            raise Refused(403, t("web_organiser_only"))
        c = server.concours()
        if request.url.path == "/poster":
            response = pages.poster(c)
        else:
            response = pages.sheets(c, server.codes(c), str(request.base_url))
        # the printable pages' own style sits in them (they are also files of their own)
        policy = SECURITY["content-security-policy"].replace(
            "style-src 'self'", "style-src 'unsafe-inline'"
        )
        response.headers["content-security-policy"] = policy
        return response

    routes = [
        Route("/", page(wall)),
        Route("/wall", page(wall_part)),
        Route("/events", events),
        Route("/static/{name}", asset),
        Route("/t/{code}", page(table_page), methods=["GET", "POST"]),
        Route("/o/{code}", page(organiser_login)),
        Route("/o", page(organiser_page), methods=["GET", "POST"]),
        Route("/sheets", page(organiser_sheets)),
        Route("/poster", page(organiser_sheets)),
    ]
    handlers = {404: not_found, 405: not_allowed, Exception: _broken}
    app = Starlette(routes=routes, exception_handlers=handlers)
    app.state.server = server
    return app


async def asset(request: Request) -> Response:
    """The pages' style and script, held in memory: no address reaches a file."""
    found = pages.ASSETS.get(request.path_params["name"])
    if found is None:
        response: Response = pages.refusal(404, t("web_not_found"))
    else:
        response = Response(found[1], media_type=found[0])
    response.headers.update(SECURITY)
    return response


async def not_found(request: Request, error: Exception) -> Response:
    response = pages.refusal(404, t("web_not_found"))
    response.headers.update(SECURITY)
    return response


async def not_allowed(request: Request, error: Exception) -> Response:
    response = pages.refusal(405, t("web_not_allowed"))
    response.headers.update(SECURITY)
    return response


async def _broken(request: Request, error: Exception) -> Response:
    """A fault of ours: the page says so, the organiser's terminal has the details."""
    import traceback

    traceback.print_exception(error)
    response = pages.refusal(500, t("web_broken"))
    response.headers.update(SECURITY)
    return response


async def _form(request: Request) -> dict[str, str]:
    """A form's fields, the body read up to MAX_BODY (then 413), url-encoded only."""
    declared = request.headers.get("content-length")
    if declared is not None and (not declared.isdigit() or int(declared) > MAX_BODY):
        raise Refused(413, t("web_too_big", most=MAX_BODY))
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > MAX_BODY:
            raise Refused(413, t("web_too_big", most=MAX_BODY))
    try:
        fields = parse_qs(body.decode("utf-8"), max_num_fields=20, strict_parsing=False)
    except (UnicodeDecodeError, ValueError):
        raise Refused(400, t("web_bad_form")) from None
    return {name: values[-1] for name, values in fields.items()}


def _points(form: dict[str, str]) -> tuple[int, int]:
    try:
        first, second = int(form.get("first", "")), int(form.get("second", ""))
    except ValueError:
        raise Refused(400, t("web_points_needed")) from None
    return check_result((first, second))


def _table_post(
    server: Server, c: Concours, k: int, n: int, side: int, form: dict[str, str]
) -> str:
    """A team's entry or its confirmation of the other team's; what happened, as a word
    the page says in full."""
    row = c.parties[k - 1].tables[n - 1]
    if row.done:  # corrections are the organiser's (R14.9)
        return "done"
    key = (k, n)
    if form.get("action") == "confirm":
        found = server.entries.get(key)
        if found is None or found.state is not State.ENTERED or found.side == side:
            return "nothing"
        points = found.points
    else:
        entry = server.entries.enter(key, side, _points(form))
        if entry is not None:
            return entry.state.value  # entered, or a conflict
        points = _points(form)
    doubts = doubts_of_result(c.format, points)
    if doubts:  # R14.7, R14.10: an unusual result waits for the organiser
        server.entries.wait(key, points, side, tuple(describe(doubt) for doubt in doubts))
        return "waiting"
    server.record(c, k, n, points, by=f"table {n}")
    server.entries.clear(key)
    return "recorded"


def _organiser_post(server: Server, form: dict[str, str]) -> str:
    """The organiser's action, as the command line would do it; what happened, as a word."""
    action = form.get("action", "")
    path = server.path

    def number(field: str) -> int:
        try:
            return int(form.get(field, ""))
        except ValueError:
            raise Refused(400, t("web_number_needed", field=field)) from None

    by = "organiser"
    if action == "draw":
        drawn = number("drawn")  # the partie the organiser saw drawn last
        server.writes.apply(lambda now: now.with_draw(partie=drawn + 1), by=by)
    elif action == "undo":
        drawn = number("drawn")
        server.writes.apply(lambda now: now.without_draw(partie=drawn), by=by)
    elif action in ("result", "accept"):
        k, n = number("partie"), number("table")
        points = _points(form)
        c = store.load(path).concours
        seen = _seen(c, k, n, form)

        def change(now: Concours) -> Concours:
            return now.with_result(k, n, points, seen=seen)

        server.writes.apply(change, by=by)
        server.entries.clear((k, n))
    elif action == "reject":
        server.entries.clear((number("partie"), number("table")))
    elif action == "forfeit":
        k, n, team = number("partie"), number("table"), number("team")
        seen = _seen(store.load(path).concours, k, n, form)
        server.writes.apply(
            lambda now: now.with_result(k, n, None, seen=seen, forfeit=[team]), by=by
        )
        server.entries.clear((k, n))
    elif action == "withdraw":
        team = number("team")
        server.writes.apply(lambda now: now.with_withdrawal(team), by=by)
    elif action == "reinstate":
        team = number("team")
        server.writes.apply(lambda now: now.without_withdrawal(team), by=by)
    elif action == "add":
        from belote_cli.core.concours import entrant

        players = [p.strip() for p in form.get("players", "").split(",") if p.strip()]
        team_entrant = entrant(form.get("name", ""), players or None)
        server.writes.apply(lambda now: now.with_team(team_entrant), by=by)
    else:
        raise Refused(400, t("web_bad_form"))
    return action


def _seen(c: Concours, k: int, n: int, form: dict[str, str]) -> Table:
    """The table as the organiser's page showed it: a correction -- a result or a forfeit
    over another (R14.9) -- replaces only the result that page showed."""
    row = c.table(k, n)[1]
    if row.done and form.get("replaces") != pages.outcome_key(row):
        raise Refused(409, t("web_correction_unseen"))
    return row


def _stamps(path: Path) -> list[tuple[int, int] | None]:
    from belote_cli.commands.live import stamps

    return stamps(path)


def serve_forever(app: Any, host: str, port: int) -> None:
    import gc

    import uvicorn

    gc.freeze()  # what is loaded by now lives as long as the server: never collected again

    # a wall's open event stream must not hold Ctrl-C up: two seconds, then it closes
    uvicorn.run(
        app,
        host=host,
        port=port,
        log_level="warning",
        access_log=False,
        timeout_graceful_shutdown=2,
    )
