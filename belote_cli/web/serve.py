"""`belote concours serve` and `belote serve`: the web server on the club's network, its
addresses printed (the organiser's with its code) and the wall's QR code drawn in the
terminal; Ctrl-C stops it.

uvicorn runs it with its own protocol (httptools) made to bound every connection
(`Guarded`): uvicorn alone lets a connection that sends nothing, or a byte every few
seconds, stay open for good, reads a header of any size into memory, and its
`limit_concurrency` counts idle kept-alive sockets as busy ones and answers 503 only once a
whole request head is read -- a thousand idle sockets would turn every phone away."""

from __future__ import annotations

import asyncio
import contextlib
import math
import socket
from collections import OrderedDict
from http import HTTPStatus
from pathlib import Path
from typing import Any, ClassVar

from uvicorn.protocols.http.httptools_impl import HttpToolsProtocol

from belote_cli.entry.terminal import say
from belote_cli.text.catalog import t
from belote_cli.web.toolkit import BOUNDS, SECURITY, Bounds

LINGER = 1.0  # s a refused connection is still read (and dropped): its answer, not a reset
LINGERING = 32  # refused connections read at once at most; beyond, closed at once
RESERVE = 64  # file descriptors kept for the files, the writers' lock and the event loop


def lan_address(host: str) -> str:
    """The address phones on the network reach this machine at: the one given, else the
    one its route out uses (no packet is sent), else the loopback."""
    if host not in ("0.0.0.0", "::", ""):
        return host
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as probe:
            probe.connect(("10.255.255.255", 1))
            return str(probe.getsockname()[0])
    except OSError:
        return "127.0.0.1"


def _qr(address: str) -> None:
    from belote_cli.text.qr import qr_text

    say(qr_text(address))


def serve_concours(
    *, concours: str | None, host: str, port: int, behind_proxy: bool = False
) -> None:
    from belote_cli.storage import concours as store
    from belote_cli.storage import keys
    from belote_cli.storage.paths import checked_folder
    from belote_cli.web.app import make_app

    path = store.find(concours)
    key = keys.server_key(checked_folder())
    bounds = Bounds(behind_proxy=behind_proxy)
    base = f"http://{lan_address(host)}:{port}"
    app = make_app(path, key, bounds=bounds, address=base + "/")
    say(f"{store.load(path).concours.name}")
    say(t("serve_wall", address=base + "/"))
    say(t("serve_organiser", address=f"{base}/o/{app.state.server.organiser()}"))
    _qr(base + "/")
    say(t("serve_stop"))
    serve_forever(app, host, port, bounds)
    say(t("serve_stopped"))


def serve_game(*, file: Path | None, game: str | None, host: str, port: int) -> None:
    from belote_cli.actions.feuille import opened
    from belote_cli.web.game import make_game_app

    path = opened(file, game).path  # one that cannot be read is said now, not on a phone
    base = f"http://{lan_address(host)}:{port}/"
    say(t("serve_feuille", address=base))
    _qr(base)
    say(t("serve_stop"))
    serve_forever(make_game_app(path), host, port)
    say(t("serve_stopped"))


def serve_forever(app: Any, host: str, port: int, bounds: Bounds = BOUNDS) -> None:
    import gc

    import uvicorn

    gc.freeze()  # what is loaded by now lives as long as the server: never collected again
    uvicorn.run(app, host=host, port=port, **options(bounds))


def options(bounds: Bounds) -> dict[str, Any]:
    """uvicorn's settings for a server held to `bounds` (also for a uvicorn.Config)."""
    return {
        "http": guarded(bounds, connection_cap(bounds.connections)),
        "ws": "none",  # no websockets: an upgrade is a request like any other
        "proxy_headers": False,  # a forwarded address is the app's to read, when told to
        "log_level": "warning",
        "access_log": False,
        "timeout_keep_alive": math.ceil(bounds.idle) + 1,  # ours (bounds.idle) comes first
        # a wall's open event stream must not hold Ctrl-C up: two seconds, then it closes
        "timeout_graceful_shutdown": 2,
    }


def connection_cap(wanted: int) -> int:
    """The connections the server takes at most: `wanted`, fewer if the file limit is low
    (the soft limit raised toward the hard one first) -- a socket beyond it would fail to
    be accepted, and wait unanswered."""
    try:
        import resource
    except ImportError:  # no such limit here
        return wanted
    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)
    need = wanted + RESERVE
    if soft != resource.RLIM_INFINITY and soft < need:
        raised = need if hard == resource.RLIM_INFINITY else min(need, hard)
        with contextlib.suppress(ValueError, OSError):
            resource.setrlimit(resource.RLIMIT_NOFILE, (raised, hard))
            soft = raised
    if soft == resource.RLIM_INFINITY:
        return wanted
    return max(1, min(wanted, soft - RESERVE))


class Connections:
    """One server's open connections: all of them, and each peer's, the one idle longest
    first; and how many refused ones are still being read."""

    def __init__(self, bounds: Bounds, cap: int) -> None:
        self.bounds = bounds
        self.cap = cap
        self.open: OrderedDict[Guarded, None] = OrderedDict()
        self.peers: dict[str, OrderedDict[Guarded, None]] = {}
        self.lingering = 0


def guarded(bounds: Bounds, cap: int) -> type[Guarded]:
    """The protocol of one server: its connections counted together."""

    class Protocol(Guarded):
        shared = Connections(bounds, cap)

    return Protocol


class Guarded(HttpToolsProtocol):
    """uvicorn's httptools protocol, every connection bounded (`Bounds`):
    - a connection waits `idle` seconds for a request's first byte, then closes;
    - from its first byte, a request has `receive` seconds to arrive whole, head and body
      (then 408): a byte every few seconds does not keep it open;
    - a head over `head` bytes is answered 431, a body over `body` bytes 413, as soon as
      they are that long: neither is held in memory;
    - a response the client stops reading for `receive` seconds closes the connection;
    - beyond `per_peer` connections of one address, or `connections` in all, the one idle
      longest (of that address, or anyone's) is closed to make room; none idle: 503.
    A refused connection gets its page, then is read and dropped for LINGER seconds, so
    that the client reads the page rather than a reset."""

    shared: ClassVar[Connections]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        self._timer: asyncio.TimerHandle | None = None
        self._stalled: asyncio.TimerHandle | None = None
        self._peer = "?"
        self._in_head = True  # the next request's head is not whole yet
        self._started = False  # a byte of it has come
        self._heads = 0  # heads received whole, ever
        self._head = 0
        self._body = 0
        self._refused = False
        self._lingers = False

    # --- the connection's life ---

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._peer = self.client[0] if self.client else "?"
        self.shared.open[self] = None
        self.shared.peers.setdefault(self._peer, OrderedDict())[self] = None
        self._arm(self.shared.bounds.idle, self._idle_out)
        if not self._room():
            self._refuse(503, t("web_full"))

    def connection_lost(self, exc: Exception | None) -> None:
        self._forget()
        self._disarm()
        if self._stalled is not None:
            self._stalled.cancel()
        if self._lingers:
            self.shared.lingering -= 1
            self._lingers = False
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self._refused:
            return  # read and dropped, until it closes
        if self._in_head and not self._started:
            self._started = True
            self._arm(self.shared.bounds.receive, self._too_slow)
        heads, in_head = self._heads, self._in_head
        super().data_received(data)
        # bytes of a head, from its start to its end, counted as they come: httptools would
        # keep them all (a body ending in the same bytes is not a head's)
        if in_head and self._in_head and self._heads == heads and not self._refused:
            self._head += len(data)
            if self._head > self.shared.bounds.head:
                self._refuse(431, t("web_head_too_big"))

    # --- httptools' callbacks ---

    def on_headers_complete(self) -> None:
        self._heads += 1
        # a head that came whole in one read was never counted as it came: its size here
        size = len(self.url) + sum(len(name) + len(value) for name, value in self.headers)
        if size > self.shared.bounds.head:
            self._refuse(431, t("web_head_too_big"))
            return
        declared = dict(self.headers).get(b"content-length", b"0")
        if not declared.isdigit() or int(declared) > self.shared.bounds.body:
            self._refuse(413, t("web_too_big", most=self.shared.bounds.body))
            return
        self._in_head, self._head, self._body = False, 0, 0
        super().on_headers_complete()

    def on_body(self, body: bytes) -> None:
        if self._refused:
            return
        self._body += len(body)
        if self._body > self.shared.bounds.body:  # a chunked body, longer than it may be
            self._refuse(413, t("web_too_big", most=self.shared.bounds.body))
            return
        super().on_body(body)

    def on_message_complete(self) -> None:
        if self._refused:
            return
        self._disarm()  # received whole: the app's time is not bounded here
        self._in_head, self._started = True, False
        super().on_message_complete()

    def on_response_complete(self) -> None:
        super().on_response_complete()
        idle = self.timeout_keep_alive_task is not None  # uvicorn waits for the next request
        if idle and self in self.shared.open:
            self.shared.open.move_to_end(self)
            self.shared.peers[self._peer].move_to_end(self)
            if not self._started:
                self._arm(self.shared.bounds.idle, self._idle_out)

    def pause_writing(self) -> None:
        super().pause_writing()
        if self._stalled is None:
            self._stalled = self.loop.call_later(self.shared.bounds.receive, self._close)

    def resume_writing(self) -> None:
        super().resume_writing()
        if self._stalled is not None:
            self._stalled.cancel()
            self._stalled = None

    # --- the bounds ---

    def _room(self) -> bool:
        """Room for this connection: beyond its peer's share or the server's cap, the
        connection idle longest (of the same peer, or anyone's) is closed; none: no room.
        Behind a proxy every client has the proxy's address: no share per peer then."""
        bounds = self.shared.bounds
        mine = self.shared.peers[self._peer]
        if not bounds.behind_proxy and len(mine) > bounds.per_peer and not self._evict(mine):
            return False
        return len(self.shared.open) <= self.shared.cap or self._evict(self.shared.open)

    def _evict(self, among: OrderedDict[Guarded, None]) -> bool:
        for other in among:
            if other is not self and other._idle():
                other._close()
                return True
        return False

    def _idle(self) -> bool:
        """Waiting for a request (none begun, or only part of its head): may be closed."""
        return self._in_head and (self.cycle is None or self.cycle.response_complete)

    def _idle_out(self) -> None:
        self._close()  # not a byte: nothing to answer

    def _too_slow(self) -> None:
        self._refuse(408, t("web_too_slow"))

    def _refuse(self, status: int, message: str) -> None:
        """Our own answer, then the connection read and dropped for LINGER seconds."""
        self._refused = True
        self._forget()
        self._disarm()
        cycle = self.cycle
        if cycle is not None and not cycle.response_complete:
            cycle.disconnected = True  # the app's answer, if it comes, goes nowhere
            cycle.message_event.set()  # an app reading the body reads a disconnect
        # an answer is on its way -- this request's, begun, or an earlier request's still
        # being sent (pipelined, or a wall's open stream): nothing may be written into it
        busy = cycle is not None and not cycle.response_complete
        answered = busy and (self._in_head or cycle.response_started)
        if answered or self.transport.is_closing():
            self._close()
            return
        self.transport.write(answer(status, message))
        if self.shared.lingering >= LINGERING or not self.transport.can_write_eof():
            self._close()
            return
        self._lingers = True
        self.shared.lingering += 1
        self.transport.write_eof()
        self.flow.resume_reading()
        self._timer = self.loop.call_later(LINGER, self._close)

    def _close(self) -> None:
        self._forget()
        if not self.transport.is_closing():
            self.transport.close()

    def _forget(self) -> None:
        self.shared.open.pop(self, None)
        mine = self.shared.peers.get(self._peer)
        if mine is not None:
            mine.pop(self, None)
            if not mine:
                del self.shared.peers[self._peer]

    def _arm(self, delay: float, then: Any) -> None:
        self._disarm()
        self._timer = self.loop.call_later(delay, then)

    def _disarm(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None


def answer(status: int, message: str) -> bytes:
    """A refusal page as the bytes of a whole HTTP response, the connection closing."""
    from belote_cli.web import pages

    page = pages.refusal(status, message)
    lines = [f"HTTP/1.1 {status} {HTTPStatus(status).phrase}"]
    lines += ["content-type: text/html; charset=utf-8", f"content-length: {len(page.body)}"]
    lines += ["connection: close", *(f"{name}: {value}" for name, value in SECURITY.items())]
    if status == 503:
        lines.append("retry-after: 5")
    return ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1") + bytes(page.body)
