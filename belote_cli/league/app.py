"""The league's web server (Starlette): its pages -- the season's ranking (`/`), the
players' ratings (`/ratings`), the clubs (`/clubs`), a club's concours (`/clubs/N`), a
concours's ranking (`/concours/N`) -- in the reader's language, every name escaped, under
the concours server's Content-Security-Policy, nothing loaded from outside; the same as
JSON under `/api/…`, described by `/api/openapi.json`, made from the routes themselves; and
the one write, `POST /api/publish`, a club's concours file with its token
(`Authorization: Bearer …`).

A publish's token is looked at before its body is read: wrong tokens are limited per peer
as the concours server limits wrong codes (web.app.Limiter). Its body is bounded
(storage.disk.MAX_BYTES: what belote reads of any file), PUBLISHING of them read at once;
every answer is sent once its transaction is committed. The season's and the ratings'
pages are drawn once per write and language (league.read.League.kept)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable
from dataclasses import replace
from datetime import date
from typing import Any, NamedTuple

from sqlalchemy import Engine
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route

from belote_cli.core.digits import is_digits
from belote_cli.core.errors import Refusal, RuleError
from belote_cli.core.season import Period, Season, period_of
from belote_cli.league.db import reading
from belote_cli.league.errors import LeagueError
from belote_cli.league.publish import club_of, publish
from belote_cli.league.read import League
from belote_cli.storage.disk import MAX_BYTES
from belote_cli.text.catalog import decimal, describe, language, signed, t
from belote_cli.text.concours import wins
from belote_cli.text.ratings import rated_json, rated_row
from belote_cli.text.season import SIDES, season_head, season_json, season_rows
from belote_cli.web import pages
from belote_cli.web.app import (
    BOUNDS,
    SECURITY,
    SPEAKING,
    Bounds,
    Limiter,
    Refused,
    asset,
    client_of,
    read_body,
)

LEAGUE_BOUNDS = replace(BOUNDS, body=MAX_BYTES)  # a publish's body: a concours file
MOST_MINIMUM = 1000
PUBLISHING = 8  # publishes read and stored at once; the others wait their turn (memory)
SAID = {  # a publish's outcome (league.publish.Published), as the club is told it
    "published": "league_published",
    "unchanged": "league_unchanged",
    "corrected": "league_corrected",
}


class Param(NamedTuple):
    """A query parameter of the API, as OpenAPI describes it."""

    name: str
    kind: str  # OpenAPI's type: string, integer
    help: str
    where: str = "query"
    format: str | None = None


SINCE = Param("since", "string", "The season's first day (YYYY-MM-DD).", format="date")
UNTIL = Param("until", "string", "The season's last day (YYYY-MM-DD).", format="date")
MINIMUM = Param("min", "integer", "The concours a team or player must have played to be ranked.")
NUMBER = Param("number", "integer", "Its id in the league.", where="path")


class Api(NamedTuple):
    """A route of the API: its address, method, handler and what OpenAPI says of it."""

    path: str
    method: str
    handler: Callable[[Request], Any]
    summary: str
    params: tuple[Param, ...] = ()
    body: str | None = None  # the media type of the request's body


def _period(request: Request) -> tuple[Period, int]:
    """?since=&until=&min=, read as `belote season` reads --since, --until and --min."""
    query = request.query_params
    try:
        found = period_of(query.get("since") or None, query.get("until") or None)
    except RuleError as error:
        raise Refused(400, describe(error)) from None
    given = query.get("min", "1")
    if not (is_digits(given) and 1 <= int(given[:5]) <= MOST_MINIMUM):
        raise Refused(400, t("bad_minimum", value=given[:40]))
    return found, int(given)


def _number(request: Request) -> int:
    """An id in an address: digits, at most MOST_ID (no table holds more); else 404."""
    given = request.path_params["number"]
    if not (is_digits(given) and len(given) <= 10):
        raise Refused(404, t("web_not_found"))
    return int(given)


class Site:
    """The league's pages and API: a method each, run in a worker thread (but the
    publish, which reads its body first), around the one League."""

    def __init__(self, engine: Engine, clock: Callable[[], float], bounds: Bounds) -> None:
        self.engine = engine
        self.league = League(engine)
        self.limiter = Limiter(clock, bounds.clients)
        self.bounds = bounds
        self.publishing = asyncio.Semaphore(PUBLISHING)

    def kept_page(self, key: tuple[Any, ...], make: Callable[[], Response]) -> Response:
        """A page that draws a whole season or every rating, drawn once per language and
        what it shows until the next write: a room of readers costs one drawing."""
        body, status = self.league.kept(("page", language(), *key), lambda _: _drawn(make()))
        return HTMLResponse(body, status_code=status)

    # --- the pages ---

    def season_page(self, request: Request) -> Response:
        period, minimum = _period(request)
        return self.kept_page(
            ("season", period, minimum),
            lambda: _season_page(self.league.season(period, minimum), period),
        )

    def ratings_page(self, request: Request) -> Response:
        def make() -> Response:
            rows = [[*rated_row(r.rated), str(r.player)] for r in self.league.ratings()]
            return pages.render("league_ratings.html", title=t("league_ratings"), rows=rows)

        return self.kept_page(("ratings",), make)

    def clubs_page(self, request: Request) -> Response:
        clubs = self.league.clubs()
        return pages.render("league_clubs.html", title=t("league_clubs"), clubs=clubs)

    def club_page(self, request: Request) -> Response:
        club, concours = self.league.club(_number(request))
        return pages.render("league_club.html", title=club.name, club=club, concours=concours)

    def concours_page(self, request: Request) -> Response:
        concours, lines = self.league.concours(_number(request))
        return pages.render(
            "league_concours.html",
            title=concours.name,
            concours=concours,
            version=t("league_version", version=concours.version),
            lines=[
                (line, decimal(wins(line.half_wins)), signed(line.points - line.against, "+"))
                for line in lines
            ],
        )

    # --- the API ---

    def season_api(self, request: Request) -> Any:
        period, minimum = _period(request)
        doc = season_json(self.league.season(period, minimum))
        return {"since": _iso(period.first), "until": _iso(period.last), **doc}

    def ratings_api(self, request: Request) -> Any:
        rated = self.league.ratings()
        return {"ratings": [{"id": r.player, **rated_json(r.rated)} for r in rated]}

    def clubs_api(self, request: Request) -> Any:
        return {"clubs": [line._asdict() for line in self.league.clubs()]}

    def club_api(self, request: Request) -> Any:
        club, concours = self.league.club(_number(request))
        return {**club._asdict(), "published": [line._asdict() for line in concours]}

    def concours_api(self, request: Request) -> Any:
        concours, lines = self.league.concours(_number(request))
        ranking = [{**line._asdict(), "wins": wins(line.half_wins)} for line in lines]
        return {**concours._asdict(), "ranking": ranking}

    async def publish_api(self, request: Request) -> Response:
        """The token first (a cheap look, counted by the limiter when wrong), then the
        body, read and stored by at most PUBLISHING publishes at once."""
        peer = client_of(request, self.bounds.behind_proxy)
        self.limiter.check(peer)
        token = request.headers.get("authorization", "").removeprefix("Bearer ").strip()
        try:
            await asyncio.to_thread(self.known, token)
        except LeagueError:
            self.limiter.wrong(peer)
            raise
        async with self.publishing:
            body = await read_body(request, self.bounds.body, self.bounds.receive)
            done = await asyncio.to_thread(publish, self.engine, token, body)
        said = t(SAID[done.outcome], name=done.name, version=done.version, club=done.club)
        doc = {**done._asdict(), "message": said, "page": f"/concours/{done.concours}"}
        return JSONResponse(doc, status_code=201 if done.outcome != "unchanged" else 200)

    def known(self, token: str) -> None:
        with reading(self.engine) as connection:
            club_of(connection, token)

    def openapi(self, request: Request) -> Any:
        return _openapi(api_of(self))


def api_of(site: Site) -> list[Api]:
    """The API's routes, each declared once: its route and its OpenAPI entry come from here."""
    return [
        Api(
            "/api/season",
            "GET",
            site.season_api,
            "The season's ranking of teams and players.",
            (SINCE, UNTIL, MINIMUM),
        ),
        Api(
            "/api/ratings",
            "GET",
            site.ratings_api,
            "Every player's OpenSkill rating over every club's tables.",
        ),
        Api(
            "/api/clubs", "GET", site.clubs_api, "The clubs and how many concours each published."
        ),
        Api(
            "/api/clubs/{number}",
            "GET",
            site.club_api,
            "A club and its published concours.",
            (NUMBER,),
        ),
        Api(
            "/api/concours/{number}",
            "GET",
            site.concours_api,
            "A published concours and its ranking.",
            (NUMBER,),
        ),
        Api(
            "/api/publish",
            "POST",
            site.publish_api,
            "A club's finished concours file, published or corrected (Bearer: its token).",
            body="application/toml",
        ),
        Api(
            "/api/openapi.json", "GET", site.openapi, "This description of the API (OpenAPI 3.1)."
        ),
    ]


def make_league_app(
    engine: Engine, clock: Callable[[], float] = time.monotonic, bounds: Bounds = LEAGUE_BOUNDS
) -> Starlette:
    """The league's server on `engine` (league.db.opened)."""
    site = Site(engine, clock, bounds)
    routes = [
        Route("/", _page(site.season_page)),
        Route("/ratings", _page(site.ratings_page)),
        Route("/clubs", _page(site.clubs_page)),
        Route("/clubs/{number}", _page(site.club_page)),
        Route("/concours/{number}", _page(site.concours_page)),
        Route("/static/{name}", asset),
        *(Route(a.path, _api(a.handler), methods=[a.method]) for a in api_of(site)),
    ]
    handlers = {404: _not_found, 405: _not_allowed, Exception: _broken}
    app = Starlette(routes=routes, exception_handlers=handlers, middleware=SPEAKING)
    app.state.league = site.league
    return app


def _season_page(found: Season, period: Period) -> Response:
    sides = [
        (t(f"stats_{side}"), lines)
        for side, lines in zip(SIDES, (found.teams, found.players), strict=True)
    ]
    unranked = any(line.rank is None for _, lines in sides for line in lines)
    return pages.render(
        "league_season.html",
        title=t("league_title"),
        head=season_head(found),
        sides=[(title, [row[:6] for row in season_rows(lines)]) for title, lines in sides],
        unranked=t("season_unranked", minimum=found.minimum) if unranked else "",
        since=_iso(period.first) or "",
        until=_iso(period.last) or "",
        minimum=found.minimum,
    )


def _drawn(response: Response) -> tuple[bytes, int]:
    return bytes(response.body), response.status_code


def _page(handler: Callable[[Request], Response]) -> Callable[[Request], Awaitable[Response]]:
    """A page's route: its refusals as pages, the security headers on every answer."""

    async def route(request: Request) -> Response:
        try:
            response = await asyncio.to_thread(handler, request)
        except Refused as refusal:
            response = pages.refusal(refusal.status, refusal.message)
        except LeagueError as error:
            response = pages.refusal(error.status, describe(error))
        return _secured(response)

    return route


def _api(handler: Callable[[Request], Any]) -> Callable[[Request], Awaitable[Response]]:
    """An API route: its value as JSON, its refusals as {"error", "status"}."""

    async def route(request: Request) -> Response:
        try:
            if asyncio.iscoroutinefunction(handler):
                response = await handler(request)
            else:
                response = JSONResponse(await asyncio.to_thread(handler, request))
        except Refused as refusal:
            response = _json_refusal(refusal.status, refusal.message)
        except LeagueError as error:
            response = _json_refusal(error.status, describe(error))
        except Refusal as error:
            response = _json_refusal(422, describe(error))
        return _secured(response)

    return route


def _iso(day: date | None) -> str | None:
    return None if day is None else day.isoformat()


def _secured(response: Response) -> Response:
    for name, value in SECURITY.items():
        response.headers.setdefault(name, value)
    return response


def _json_refusal(status: int, message: str) -> Response:
    return JSONResponse({"error": message, "status": status}, status_code=status)


def _refused(request: Request, status: int, message: str) -> Response:
    """A refusal Starlette answers itself, as JSON under /api/, else as a page."""
    if request.url.path.startswith("/api/"):
        return _secured(_json_refusal(status, message))
    return _secured(pages.refusal(status, message))


async def _not_found(request: Request, error: Exception) -> Response:
    return _refused(request, 404, t("web_not_found"))


async def _not_allowed(request: Request, error: Exception) -> Response:
    return _refused(request, 405, t("web_not_allowed"))


async def _broken(request: Request, error: Exception) -> Response:
    """A fault of ours, or a database gone: said in a sentence; the details on the
    server's terminal."""
    import traceback

    traceback.print_exception(error)
    return _refused(request, 500, t("web_broken"))


_SCHEMAS: dict[str, dict[str, Any]] = {
    "Error": {
        "type": "object",
        "properties": {"error": {"type": "string"}, "status": {"type": "integer"}},
        "required": ["error", "status"],
    },
}


def _openapi(api: list[Api]) -> dict[str, Any]:
    """OpenAPI 3.1 of the API's routes: each route's address, method, summary and
    parameters, as declared once beside its handler."""
    from belote_cli import __version__

    paths: dict[str, Any] = {}
    for route in api:
        path = route.path
        operation: dict[str, Any] = {
            "summary": route.summary,
            "operationId": route.handler.__name__.removesuffix("_api"),
            "parameters": [
                {
                    "name": p.name,
                    "in": p.where,
                    "required": p.where == "path",
                    "description": p.help,
                    "schema": {"type": p.kind} | ({"format": p.format} if p.format else {}),
                }
                for p in route.params
            ],
            "responses": {
                "200": {"description": "OK", "content": {"application/json": {}}},
                "default": {
                    "description": "Refused: what is wrong, in the reader's language.",
                    "content": {
                        "application/json": {"schema": {"$ref": "#/components/schemas/Error"}}
                    },
                },
            },
        }
        if route.body is not None:
            operation["requestBody"] = {
                "required": True,
                "content": {route.body: {"schema": {"type": "string"}}},
            }
            operation["security"] = [{"club": []}]
            operation["responses"]["201"] = {
                "description": "Published or corrected",
                "content": {"application/json": {}},
            }
        paths.setdefault(path, {})[route.method.lower()] = operation
    return {
        "openapi": "3.1.0",
        "info": {"title": "belote league", "version": __version__},
        "paths": paths,
        "components": {
            "schemas": _SCHEMAS,
            "securitySchemes": {"club": {"type": "http", "scheme": "bearer"}},
        },
    }
