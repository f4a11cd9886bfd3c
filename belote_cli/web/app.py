"""The concours's web server (Starlette): the wall (`/`, complete without scripts, then kept
up to date by server events), each table's page (`/t/CODE`, from the QR code of its sheet),
the organiser's page (`/o`, opened once with `/o/CODE`, then kept in a cookie): the routes,
thin, around the concours service (web.service) and the servers' toolkit (web.toolkit).
Every result goes through the same core rules and the same locked writes as the command
line (storage.concours.update): a result answered "recorded" is on disk.

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
import time
from collections.abc import Awaitable, Callable
from pathlib import Path

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import Route

from belote_cli.actions import concours as act
from belote_cli.core.digits import is_digits
from belote_cli.core.errors import RuleError
from belote_cli.storage import keys
from belote_cli.storage.errors import StorageError
from belote_cli.text.catalog import describe, t
from belote_cli.web import pages
from belote_cli.web.entries import Key
from belote_cli.web.service import Server, organiser_post, table_post
from belote_cli.web.toolkit import (
    BOUNDS,
    SECURITY,
    SPEAKING,
    Bounds,
    Refused,
    asset,
    broken,
    client_of,
    event_stream,
    not_allowed,
    not_found,
    read_form,
)

COOKIE = "belote_organiser"


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
                    request.state.form = await read_form(request, bounds.receive)
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
    handlers = {404: not_found, 405: not_allowed, Exception: broken}
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
                said = table_post(server, c, key, side, form)
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
                said = organiser_post(self.server, form)
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
