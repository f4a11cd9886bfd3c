"""What the servers share (the concours's, web.app, and the league's, league.app): the
bounds of a connection and a body, the security headers every answer carries, the limiter of
wrong codes, each request in its reader's language, the pages' assets held in memory, the
error pages, and the server events' one look at the files (`Watcher`), which a server pokes
when it writes itself. Starlette only: no concours, no league."""

from __future__ import annotations

import asyncio
import contextlib
import threading
from collections import OrderedDict, deque
from collections.abc import AsyncIterator, Callable
from dataclasses import dataclass
from urllib.parse import parse_qs

from starlette.middleware import Middleware
from starlette.requests import ClientDisconnect, Request
from starlette.responses import Response, StreamingResponse
from starlette.types import ASGIApp, Receive, Scope, Send

from belote_cli.core.digits import is_digits
from belote_cli.text.catalog import accepted, speaking, t
from belote_cli.web import pages

MAX_BODY = 8 * 1024  # bytes: a form of a few numbers
WRONG_CODES = 10  # per peer and per minute; then one try every SPACING seconds
WINDOW = 60.0
SPACING = WINDOW / WRONG_CODES  # a peer over its limit tries again after this long
POLL = 0.5  # seconds between two looks at the files, for the server events
QUIET = 15.0  # seconds of a wall's stream without a change: then a comment, for the proxies
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


async def broken(request: Request, error: Exception) -> Response:
    """A fault of ours: the page says so, the organiser's terminal has the details."""
    import traceback

    traceback.print_exception(error)
    response = pages.refusal(500, t("web_broken"))
    response.headers.update(SECURITY)
    return response


async def read_form(request: Request, within: float) -> dict[str, str]:
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
