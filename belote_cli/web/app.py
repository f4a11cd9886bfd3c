"""The concours's web server (Starlette): the wall (`/`, complete without scripts, then kept
up to date by server events), each table's page (`/t/CODE`, from the QR code of its sheet),
the organiser's page (`/o`, opened once with `/o/CODE`, then kept in a cookie). Every
result goes through the same core rules and the same locked writes as the command line
(storage.concours.update): a result answered "recorded" is on disk.

Security: no change without the right code; codes compared in constant time; wrong codes
limited per peer (then 429), in bounded memory; every form carries a token bound to its
page's code, and a confirmation the points its page showed; bodies bounded; every name
escaped (Jinja2's autoescape); a strict Content-Security-Policy, no referrer (codes are in
addresses); no address reaches a file: the page's assets are held in memory, the concours
file is the one named at start. What the connections themselves may take (time, bytes,
their number) is bounded by `Bounds`, enforced by web.serve's protocol; the walls' server
events are fed by one `Watcher`."""

from __future__ import annotations

import asyncio
import contextlib
import functools
import secrets
import threading
import time
from collections import OrderedDict, deque
from collections.abc import AsyncIterator, Awaitable, Callable
from dataclasses import dataclass
from pathlib import Path
from typing import NamedTuple, TypeVar
from urllib.parse import parse_qs

from starlette.applications import Starlette
from starlette.middleware import Middleware
from starlette.requests import ClientDisconnect, Request
from starlette.responses import RedirectResponse, Response, StreamingResponse
from starlette.routing import Route
from starlette.types import ASGIApp, Receive, Scope, Send

from belote_cli.actions import concours as act
from belote_cli.core.concours import Concours, Partie, Table, check_result
from belote_cli.core.digits import is_digits
from belote_cli.core.errors import RuleError
from belote_cli.storage import concours as store
from belote_cli.storage import keys
from belote_cli.storage.errors import StorageError
from belote_cli.text.catalog import accepted, describe, speaking, t
from belote_cli.text.concours import (
    outcome_words,
    question_words,
    reinstated_words,
    team_label,
)
from belote_cli.web import pages
from belote_cli.web.entries import Entries, Key, State

MAX_BODY = 8 * 1024  # bytes: a form of a few numbers
WRONG_CODES = 10  # per peer and per minute; then one try every SPACING seconds
WINDOW = 60.0
SPACING = WINDOW / WRONG_CODES  # a peer over its limit tries again after this long
POLL = 0.5  # seconds between two looks at the files, for the server events
QUIET = 15.0  # seconds of a wall's stream without a change: then a comment, for the proxies
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


@dataclass(frozen=True)
class Bounds:
    """What the server holds at most, and for how long: a club's evening by default, small
    ones in the tests. The times and sizes are the protocol's (web.serve.Guarded), the
    rest the app's."""

    idle: float = 5.0  # s an open connection may wait for a request's first byte
    receive: float = 15.0  # s from a request's first byte to its last: a slowloris is cut
    head: int = 16 * 1024  # bytes of a request's line and headers (then 431)
    body: int = 64 * 1024  # bytes of any request's body (then 413); a form's is MAX_BODY
    connections: int = 1000  # open at once, walls included (fewer if the file limit is low)
    per_peer: int = 250  # open at once from one address: one phone cannot take them all
    clients: int = 4096  # peers the code limiter remembers at most
    poll: float = POLL
    behind_proxy: bool = False  # the peer is a proxy: X-Forwarded-For names the client


BOUNDS = Bounds()  # a club's evening


class Refused(Exception):
    """A request answered with an error page: its status and what is wrong."""

    def __init__(self, status: int, message: str) -> None:
        super().__init__(message)
        self.status = status
        self.message = message


class Limiter:
    """Wrong codes and cookies counted per peer over the last minute, in bounded memory:
    each peer keeps its last WRONG_CODES times at most, a peer whose minute is over is
    forgotten, and beyond `clients` peers the one wrong longest ago is forgotten first --
    wrong cookies from any number of addresses take the same few hundred kilobytes.

    Decision: a peer over its limit may try one code every SPACING seconds; a try sooner
    is refused (429) whatever it sends, unread. So wrong codes never lock out a right one
    for longer than a few seconds (a player who mistyped, then scans the sheet, gets in),
    while a guesser is held to WRONG_CODES a minute: answering a right code at once while
    refusing wrong ones would tell a guesser which guess was right, at full speed. A
    peer's count is its own (a proxy's clients are told apart only with --behind-proxy)."""

    def __init__(self, clock: Callable[[], float], clients: int = Bounds.clients) -> None:
        self._clock = clock
        self._clients = clients
        self._wrong: OrderedDict[str, deque[float]] = OrderedDict()  # wrong longest ago first
        self._lock = threading.Lock()

    def __len__(self) -> int:
        return len(self._wrong)

    def check(self, client: str) -> None:
        with self._lock:
            seen = self._wrong.get(client)
            if seen is None:
                return
            while seen and seen[0] <= self._clock() - WINDOW:
                seen.popleft()
            if not seen:
                del self._wrong[client]
            elif len(seen) >= WRONG_CODES and self._clock() - seen[-1] < SPACING:
                raise Refused(429, t("web_too_many", seconds=round(SPACING)))

    def wrong(self, client: str) -> None:
        with self._lock:
            now = self._clock()
            seen = self._wrong.pop(client, None) or deque(maxlen=WRONG_CODES)
            seen.append(now)
            self._wrong[client] = seen
            while self._wrong:  # the oldest first: gone once its minute is over or too many
                oldest = next(iter(self._wrong.values()))
                if oldest[-1] > now - WINDOW and len(self._wrong) <= self._clients:
                    break
                self._wrong.popitem(last=False)


class Watcher:
    """The server events' one look at the files: every `poll` seconds while any event
    stream is open, one thread looks (`look`: a stamp of what the walls show) and each
    stream waits for the version to change -- 300 walls cost one look, not 300."""

    def __init__(self, look: Callable[[], object], poll: float) -> None:
        self._look = look
        self._poll = poll
        self.version = 0
        self.looks = 0
        self._streams = 0
        self._changed: asyncio.Event | None = None
        self._poked: asyncio.Event | None = None
        self._task: asyncio.Task[None] | None = None

    def poke(self) -> None:
        """The server wrote (a result, a draw, an entry): look now, not at the next poll --
        the walls and the phones are told at once. Safe from any thread."""
        task, poked = self._task, self._poked
        if task is None or task.done() or poked is None:
            return  # no stream open: nobody to tell
        with contextlib.suppress(RuntimeError):  # the loop closed meanwhile
            task.get_loop().call_soon_threadsafe(poked.set)

    async def follow(self, quiet: float = QUIET) -> AsyncIterator[bool]:
        """True at each change, False after `quiet` seconds without one; for as long as
        the stream is read."""
        self._streams += 1
        try:
            self._start()
            seen = self.version
            while True:
                changed = self._changed
                assert changed is not None
                if self.version == seen:
                    with contextlib.suppress(TimeoutError):
                        await asyncio.wait_for(changed.wait(), quiet)
                yield self.version != seen
                seen = self.version
        finally:
            self._streams -= 1

    def _start(self) -> None:
        loop = asyncio.get_running_loop()
        if self._task is None or self._task.done() or self._task.get_loop() is not loop:
            self._changed, self._poked = asyncio.Event(), asyncio.Event()
            self._task = loop.create_task(self._watch())

    async def _watch(self) -> None:
        state = await self._looked()
        poked = self._poked
        assert poked is not None
        while self._streams:  # the last stream closed: no more looks
            with contextlib.suppress(TimeoutError):  # a poll, or the server's own write
                await asyncio.wait_for(poked.wait(), self._poll)
            poked.clear()
            now = await self._looked()
            if now != state:
                state = now
                self.version += 1
                changed, self._changed = self._changed, asyncio.Event()
                assert changed is not None
                changed.set()

    async def _looked(self) -> object:
        self.looks += 1
        try:
            return await asyncio.to_thread(self._look)
        except Exception:  # a look that failed is a state of its own; the next may not
            return None


def event_stream(watcher: Watcher) -> StreamingResponse:
    """The server events of a wall: `change` whenever the watcher sees one."""

    async def stream() -> AsyncIterator[str]:
        async for changed in watcher.follow():
            yield "event: change\ndata: 1\n\n" if changed else ": still here\n\n"

    response = StreamingResponse(stream(), media_type="text/event-stream")
    response.headers.update(SECURITY)
    return response


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
        from belote_cli.commands import live

        return live.stamps(self.path), self.entries.version

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


def make_app(
    path: Path,
    key: bytes,
    clock: Callable[[], float] = time.monotonic,
    bounds: Bounds = BOUNDS,
    address: str | None = None,
) -> Starlette:
    """The concours's server; `address`, the one phones reach it at (`http://LAN:PORT/`):
    the sheets' QR codes lead there when the organiser opened them on the loopback."""
    server = Server(path, key, clock, bounds, address)
    site = Site(server)

    def page(handler: Callable[[Request], Response]) -> Callable[[Request], Awaitable[Response]]:
        """A route: its body bounded and read first, its refusals as pages, and the security
        headers on every answer."""

        async def route(request: Request) -> Response:
            try:
                if request.method == "POST":
                    request.state.form = await _form(request, bounds.receive)
                response = await asyncio.to_thread(handler, request)
            except Refused as refusal:
                response = pages.refusal(refusal.status, refusal.message, site.back(request))
            except (RuleError, StorageError) as error:
                response = pages.refusal(409, describe(error), site.back(request))
            for name, value in SECURITY.items():  # a page's own policy stays (the sheets')
                response.headers.setdefault(name, value)
            return response

        return route

    async def events(request: Request) -> Response:
        return event_stream(server.watcher)

    routes = [
        Route("/", page(site.wall)),
        Route("/wall", page(site.wall_part)),
        Route("/events", events),
        Route("/static/{name}", asset),
        Route("/t/{code}", page(site.table_page), methods=["GET", "POST"]),
        Route("/o/{code}", page(site.organiser_login)),
        Route("/o", page(site.organiser_page), methods=["GET", "POST"]),
        Route("/sheets", page(site.organiser_sheets)),
        Route("/poster", page(site.organiser_sheets)),
    ]
    handlers = {404: not_found, 405: not_allowed, Exception: _broken}
    app = Starlette(routes=routes, exception_handlers=handlers, middleware=SPEAKING)
    app.state.server = server
    return app


class Site:
    """The pages' handlers (run in a worker thread each), around the one server."""

    def __init__(self, server: Server) -> None:
        self.server = server

    def client(self, request: Request) -> str:
        return client_of(request, self.server.bounds.behind_proxy)

    def back(self, request: Request) -> tuple[str, str]:
        """Where a refusal leads back: a table's page to itself (a form refused, the page
        shows the table as it is now), the organiser's pages to the organiser's (with its
        cookie), any other to the wall's ranking."""
        path = request.url.path
        if path.startswith("/t/") and request.method == "POST":
            return path, "web_back_table"
        organiser = keys.same(request.cookies.get(COOKIE, ""), self.server.organiser())
        if path.startswith(("/o", "/sheets", "/poster")) and organiser:
            return pages.ORGANISER
        return pages.WALL

    def proven(self, request: Request, given: str, expected: str, refusal: str) -> None:
        """A code, a cookie or a form's token, counted by the limiter when wrong."""
        who = self.client(request)
        self.server.limiter.check(who)
        if not keys.same(given, expected):
            self.server.limiter.wrong(who)
            raise Refused(403, t(refusal))

    # --- the wall ---

    def wall(self, request: Request) -> Response:
        c = self.server.concours()
        return pages.wall(c, self.server.entries.all(), act.playing(self.server.path, c))

    def wall_part(self, request: Request) -> Response:
        c = self.server.concours()
        playing = act.playing(self.server.path, c)
        return pages.wall(c, self.server.entries.all(), playing, whole=False)

    # --- a table ---

    def table_page(self, request: Request) -> Response:
        server, who = self.server, self.client(request)
        server.limiter.check(who)
        code = request.path_params["code"]
        c = server.concours()
        seat = server.seat_of(c, code)
        if seat is None:
            server.limiter.wrong(who)
            raise Refused(403, t("web_bad_code"))
        k, n, side = seat.partie, seat.table, seat.side
        if seat.how != "current":  # a printed sheet of another draw: said in words
            if request.method == "POST":  # a form sent from before: nothing to record
                return RedirectResponse(f"/t/{code}", status_code=303)
            return pages.gone(c, k, n, side, seat.teams, seat.how)
        key = Key(k, n, seat.teams)
        token = keys.csrf_token(server.key, code)
        if request.method == "POST":
            form = request.state.form
            self.proven(request, form.get("csrf", ""), token, "web_bad_form")
            try:
                said = _table_post(server, c, key, side, form)
            finally:  # whatever was written: the walls and the phones are told now
                server.watcher.poke()
            return RedirectResponse(f"/t/{code}?said={said}", status_code=303)
        said = request.query_params.get("said", "")
        return pages.table(c, k, n, side, server.entries.get(key), token, said)

    # --- the organiser ---

    def organiser_login(self, request: Request) -> Response:
        organiser = self.server.organiser()
        self.proven(request, request.path_params["code"], organiser, "web_bad_code")
        response = RedirectResponse("/o", status_code=303)
        response.set_cookie(COOKIE, organiser, httponly=True, samesite="strict")
        return response

    def organiser_page(self, request: Request) -> Response:
        organiser = self.server.organiser()
        self.proven(request, request.cookies.get(COOKIE, ""), organiser, "web_organiser_only")
        token = keys.csrf_token(self.server.key, organiser)
        if request.method == "POST":
            form = request.state.form
            self.proven(request, form.get("csrf", ""), token, "web_bad_form")
            try:
                said = _organiser_post(self.server, form)
            finally:  # whatever was written: the walls and the phones are told now
                self.server.watcher.poke()
            shown = form.get("shown", "")  # back to the partie the page showed
            said += f"&partie={shown}" if is_digits(shown) else ""
            return RedirectResponse(f"/o?{said}", status_code=303)
        c = self.server.concours()
        query = request.query_params
        asked = self.server.asked.get(query.get("ask", ""))
        told = self.server.told.get(query.get("told", ""), ())
        return pages.organiser(c, self.server.entries.all(), token, query, asked, told)

    def phones_base(self, request: Request) -> str:
        """Where the sheets' codes lead: where the organiser reached the server, unless
        that is this machine's loopback (127.0.0.1, which no phone reaches): then the
        address `concours serve` said."""
        base = str(request.base_url)
        loopback = request.url.hostname in ("127.0.0.1", "localhost", "::1")
        return self.server.address if loopback and self.server.address else base

    def organiser_sheets(self, request: Request) -> Response:
        """The sheets with their QR codes, or (/poster) the placement poster, to print."""
        organiser = self.server.organiser()
        self.proven(request, request.cookies.get(COOKIE, ""), organiser, "web_organiser_only")
        c = self.server.concours()
        if request.url.path == "/poster":
            response = pages.poster(c)
        else:
            response = pages.sheets(c, self.server.codes(c), self.phones_base(request))
        # the printable pages' own style sits in them (they are also files of their own)
        policy = SECURITY["content-security-policy"].replace(
            "style-src 'self'", "style-src 'unsafe-inline'"
        )
        response.headers["content-security-policy"] = policy
        return response


def client_of(request: Request, behind_proxy: bool) -> str:
    """Who a limiter counts: the peer, or behind a proxy the address the proxy says it
    saw -- the last X-Forwarded-For entry, the one the proxy added (the ones before it are
    the client's own words). Without --behind-proxy the header is anyone's: unread."""
    peer = request.client.host if request.client else "?"
    if not behind_proxy:
        return peer
    forwarded = ",".join(request.headers.getlist("x-forwarded-for"))
    return forwarded.rsplit(",", 1)[-1].strip()[:64] or peer


class Speaking:
    """Every answer in its reader's language, the one its Accept-Language prefers (a phone
    set to French reads French from an English laptop), else the server's: the context of
    the request, which its worker thread and its error pages share."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return
        header = dict(scope["headers"]).get(b"accept-language", b"")
        with speaking(accepted(header.decode("latin-1"))):
            await self.app(scope, receive, send)


SPEAKING = [Middleware(Speaking)]


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


async def _form(request: Request, within: float) -> dict[str, str]:
    """A form's fields, url-encoded only, its body read up to MAX_BODY (read_body)."""
    body = await read_body(request, MAX_BODY, within)
    try:
        fields = parse_qs(body.decode("utf-8"), max_num_fields=20, strict_parsing=False)
    except (UnicodeDecodeError, ValueError):
        raise Refused(400, t("web_bad_form")) from None
    return {name: values[-1] for name, values in fields.items()}


async def read_body(request: Request, most: int, within: float) -> bytes:
    """A request's body, read up to `most` bytes (then 413) within `within` seconds (then
    408: the protocol's deadline, again here for a server without it)."""
    declared = request.headers.get("content-length")
    if declared is not None and (not is_digits(declared) or int(declared) > most):
        raise Refused(413, t("web_too_big", most=most))
    body = bytearray()
    try:
        async with asyncio.timeout(within):
            async for chunk in request.stream():
                body += chunk
                if len(body) > most:
                    raise Refused(413, t("web_too_big", most=most))
    except (TimeoutError, ClientDisconnect):  # nobody reads the answer if it left
        raise Refused(408, t("web_too_slow")) from None
    return bytes(body)


def _points(form: dict[str, str]) -> tuple[int, int]:
    given = _shown(form)
    if given is None:
        raise Refused(400, t("web_points_needed"))
    return check_result(given)


def _shown(form: dict[str, str]) -> tuple[int, int] | None:
    """The two points a form carries (a confirmation's: those its page showed)."""
    first, second = form.get("first", ""), form.get("second", "")
    return (int(first), int(second)) if is_digits(first) and is_digits(second) else None


def _table_post(server: Server, c: Concours, key: Key, side: int, form: dict[str, str]) -> str:
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


def _organiser_post(server: Server, form: dict[str, str]) -> str:
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
