"""The league's web server (Starlette): its pages -- the season's ranking (`/`), the
players' ratings (`/ratings`), a player (`/players/N`), the clubs (`/clubs`), a club's
concours (`/clubs/N`), a concours partie by partie and its earlier versions
(`/concours/N?version=V`), each a page of 50 lines at most, their CSV (`/csv/…`), their
style (`static/league.css`, beside the concours's) -- in the reader's language, every name
escaped, under
the concours server's Content-Security-Policy, nothing loaded from outside; the same as
JSON under `/api/…`, described by `/api/openapi.json`, made from the routes themselves; and
the one write, `POST /api/publish`, a club's concours file with its token
(`Authorization: Bearer …`).

A publish's token is looked at before its body is read: wrong tokens are limited per peer
as the concours server limits wrong codes (web.toolkit.Limiter). Its body is bounded
(storage.disk.MAX_BYTES: what belote reads of any file), PER_CLUB of one club's read at
once and PUBLISHING stored at once; every answer is sent once its transaction is
committed, and says the club it filed the concours under (its number too: the laptop
remembers it). Every API answer carries MARK: a refusal is a league's. The pages are drawn
once per state and language from a state readers never wait for (league.read)."""

from __future__ import annotations

import asyncio
import time
from collections.abc import Awaitable, Callable, Mapping
from dataclasses import replace
from datetime import date
from pathlib import Path
from typing import Any, NamedTuple, TypeVar

from sqlalchemy import Engine
from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route

from belote_cli.core.concours import Concours
from belote_cli.core.digits import is_digits
from belote_cli.core.errors import Refusal, RuleError
from belote_cli.core.names import folded
from belote_cli.core.season import Period, Season, period_of
from belote_cli.league.db import reading
from belote_cli.league.errors import LeagueError
from belote_cli.league.publish import Club, club_of, publish, refused
from belote_cli.league.read import League, Ranked, TeamLine
from belote_cli.storage.disk import MAX_BYTES
from belote_cli.text.catalog import decimal, describe, language, signed, t
from belote_cli.text.concours import outcome_cell, results_csv, to_csv, wins
from belote_cli.text.ratings import rated_json, rated_row
from belote_cli.text.season import SIDES, season_csv, season_head, season_json, season_rows
from belote_cli.text.spreadsheet import csv_text
from belote_cli.web import pages
from belote_cli.web.toolkit import (
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

T = TypeVar("T")
LEAGUE_BOUNDS = replace(BOUNDS, body=MAX_BYTES)  # a publish's body: a concours file
MOST_MINIMUM = 1000
PUBLISHING = 8  # publishes stored at once; the others wait their turn
# Bodies one club's token may have being read at once: one club's slow bodies never hold
# another club's turn (issue 46); memory: PER_CLUB bodies of MAX_BYTES per club at most
PER_CLUB = 2
PAGE = 50  # lines of a season's or the ratings' page: a phone scrolls through 50, not 2,000
MARK = {"belote-league": "1"}  # on every API answer: a refusal a league made, not a stranger
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


PAGE_PARAM = Param("page", "integer", "The page of the lines (50 each), from 1.")
FIND = Param("q", "string", "Only the names holding this text (case and accents optional).")
SINCE = Param("since", "string", "The season's first day (YYYY-MM-DD).", format="date")
UNTIL = Param("until", "string", "The season's last day (YYYY-MM-DD).", format="date")
MINIMUM = Param(
    "min",
    "integer",
    "The concours a team or player must have played to be ranked (default: the league's).",
)
RATED = Param(
    "min", "integer", "The parties a player must have played to be listed (default: the league's)."
)
VERSION = Param("version", "integer", "An earlier version, kept at its correction.")
NUMBER = Param("number", "integer", "Its id in the league.", where="path")


class Api(NamedTuple):
    """A route of the API: its address, method, handler and what OpenAPI says of it."""

    path: str
    method: str
    handler: Callable[[Request], Any]
    summary: str
    params: tuple[Param, ...] = ()
    body: str | None = None  # the media type of the request's body


def _period(request: Request, minimum: int) -> tuple[Period, int]:
    """?since=&until=&min=, read as `belote season` reads --since, --until and --min
    (`minimum` when none is given: the league's setting)."""
    query = request.query_params
    try:
        found = period_of(query.get("since") or None, query.get("until") or None)
    except RuleError as error:
        raise Refused(400, describe(error)) from None
    return found, _count(request, "min", minimum)


def _count(request: Request, name: str, default: int) -> int:
    """A count of the query (?min=, ?page=): 1 to MOST_MINIMUM, else 400."""
    given = request.query_params.get(name, str(default))
    if not (is_digits(given) and 1 <= int(given[:5]) <= MOST_MINIMUM):
        raise Refused(400, t("bad_minimum", value=given[:40]))
    return int(given)


def _found(request: Request) -> str:
    """?q=: the text a name must hold, folded (at most 60 signs)."""
    return folded(request.query_params.get("q", "")[:60])


def _number(request: Request) -> int:
    """An id in an address: digits, at most MOST_ID (no table holds more); else 404."""
    given = request.path_params["number"]
    if not (is_digits(given) and len(given) <= 10):
        raise Refused(404, t("web_not_found"))
    return int(given)


class Site:
    """The league's pages and API: a method each, run in a worker thread (but the
    publish, which reads its body first), around the one League, whose readers never wait
    for a write (league.read)."""

    def __init__(self, engine: Engine, clock: Callable[[], float], bounds: Bounds) -> None:
        self.engine = engine
        self.league = League(engine, wait=False)
        self.limiter = Limiter(clock, bounds.clients)
        self.bounds = bounds
        self.publishing = asyncio.Semaphore(PUBLISHING)
        self.reading: dict[int, asyncio.Semaphore] = {}  # each club's bodies (PER_CLUB)

    def kept_page(self, key: tuple[Any, ...], make: Callable[[], Response]) -> Response:
        """A page that draws a whole season or every rating, drawn once per language and
        state: a room of readers costs one drawing."""
        body, status = self.league.kept(("page", language(), *key), lambda _: _drawn(make()))
        return HTMLResponse(body, status_code=status)

    def _season(self, request: Request) -> tuple[Season, Period]:
        settings = self.league.settings()
        period, minimum = _period(request, settings["minimum"] or 1)
        return self.league.season(period, minimum, settings["best"]), period

    def _ratings(self, request: Request) -> list[Ranked]:
        rated = self.league.settings()["rated"] or 1
        return self.league.ratings(_count(request, "min", rated))

    # --- the pages ---

    def season_page(self, request: Request) -> Response:
        found, period = self._season(request)
        page, wanted = _count(request, "page", 1), _found(request)
        key = ("season", period, found.minimum, page, wanted)
        names = self.league.state().players.shown
        return self.kept_page(key, lambda: _season_page(found, period, page, wanted, names))

    def ratings_page(self, request: Request) -> Response:
        rated = self._ratings(request)
        minimum = _count(request, "min", self.league.settings()["rated"] or 1)
        page, wanted = _count(request, "page", 1), _found(request)

        def make() -> Response:
            shown = [r for r in rated if wanted in folded(r.rated.player)]
            lines = [(rated_row(r.rated), r.player) for r in _paged(shown, page)]
            pager = _pager(page, len(shown), {"min": minimum, "q": wanted}, "/ratings")
            return pages.render(
                "league_ratings.html",
                title=t("league_ratings"),
                pager=pager,
                rows=lines,
                minimum=minimum,
                q=wanted,
                csv=f"/csv/ratings?{_query({'min': minimum})}",
            )

        return self.kept_page(("ratings", minimum, page, wanted), make)

    def player_page(self, request: Request) -> Response:
        found = self.league.player(_number(request))
        history = [(h, "–" if h.rating is None else signed(h.rating, "")) for h in found.history]
        chart = _chart([h.rating for h in reversed(found.history) if h.rating is not None])
        rated = None if found.rated is None else rated_row(found.rated)
        return pages.render(
            "league_player.html",
            title=found.name,
            player=found,
            history=history,
            rated=rated,
            chart=chart,
        )

    def clubs_page(self, request: Request) -> Response:
        clubs = self.league.clubs()
        return pages.render("league_clubs.html", title=t("league_clubs"), clubs=clubs)

    def club_page(self, request: Request) -> Response:
        club, concours = self.league.club(_number(request))
        return pages.render("league_club.html", title=club.name, club=club, concours=concours)

    def concours_page(self, request: Request) -> Response:
        number = _number(request)
        concours, lines = self.league.concours(number)
        version, c = self._document(request, number)
        if version != concours.version:  # an earlier version: its own file's ranking
            lines = _file_lines(c)
        return pages.render(
            "league_concours.html",
            title=concours.name,
            concours=concours,
            version=t("league_version", version=version),
            current=version == concours.version,
            versions=[(v, t("league_version", version=v)) for v in _all(concours.version)],
            shown=version,
            lines=[
                (line, decimal(wins(line.half_wins)), signed(line.points - line.against, "+"))
                for line in lines
            ],
            parties=_parties(c),
        )

    def _document(self, request: Request, number: int) -> tuple[int, Concours]:
        given = request.query_params.get("version")
        wanted = None if not given else _count(request, "version", 1)
        version, data = self.league.document(number, wanted)
        return version, _concours_of(data)

    # --- CSV, as a spreadsheet of the reader's language opens it ---

    def season_csv(self, request: Request) -> Response:
        return _csv(season_csv(self._season(request)[0]), "season")

    def ratings_csv(self, request: Request) -> Response:
        rows: list[list[object]] = [[t(k) for k in RATING_COLUMNS]]
        for r in self._ratings(request):
            row = r.rated
            rows.append([row.rank, row.player, round(row.rating, 2), round(3 * row.sigma, 2)])
            rows[-1] += [row.matches, round(row.trend, 2)]
        return _csv(csv_text(rows, regional=True), "ratings")

    def concours_csv(self, request: Request) -> Response:
        number = _number(request)
        self.league.concours(number)
        _, c = self._document(request, number)
        return _csv(to_csv(c) + "\n" + results_csv(c).lstrip("\ufeff"), f"concours-{number}")

    # --- the API ---

    def season_api(self, request: Request) -> Any:
        found, period = self._season(request)
        doc = season_json(found)
        return {"since": _iso(period.first), "until": _iso(period.last), **doc}

    def ratings_api(self, request: Request) -> Any:
        rated = self._ratings(request)
        return {"ratings": [{"id": r.player, **rated_json(r.rated)} for r in rated]}

    def player_api(self, request: Request) -> Any:
        found = self.league.player(_number(request))
        rated = None if found.rated is None else rated_json(found.rated)
        history = [h._asdict() for h in found.history]
        return {
            "id": found.id,
            "name": found.name,
            "clubs": found.clubs,
            "rating": rated,
            "history": history,
        }

    def clubs_api(self, request: Request) -> Any:
        return {"clubs": [line._asdict() for line in self.league.clubs()]}

    def club_api(self, request: Request) -> Any:
        club, concours = self.league.club(_number(request))
        return {**club._asdict(), "published": [line._asdict() for line in concours]}

    def concours_api(self, request: Request) -> Any:
        number = _number(request)
        concours, lines = self.league.concours(number)
        ranking = [{**line._asdict(), "wins": wins(line.half_wins)} for line in lines]
        versions = [{"version": v, "replaced_at": at} for v, at in self.league.versions(number)]
        return {**concours._asdict(), "ranking": ranking, "earlier": versions}

    async def publish_api(self, request: Request) -> Response:
        """The token first (a cheap look, counted by the limiter and audited when wrong),
        then the body, read by at most PER_CLUB of the club's publishes at once, and stored
        by at most PUBLISHING publishes at once."""
        peer = client_of(request, self.bounds.behind_proxy)
        self.limiter.check(peer)
        token = request.headers.get("authorization", "").removeprefix("Bearer ").strip()
        try:
            club = await asyncio.to_thread(self.known, token)
        except LeagueError as error:
            self.limiter.wrong(peer)
            await asyncio.to_thread(refused, self.engine, error, peer)
            raise
        expected = _expected(request)
        async with self.reading.setdefault(club.id, asyncio.Semaphore(PER_CLUB)):
            body = await read_body(request, self.bounds.body, self.bounds.receive)
            async with self.publishing:
                done = await asyncio.to_thread(publish, self.engine, token, body, expected, peer)
        self.league.touched()  # its next reader counts it at once
        said = t(SAID[done.outcome], name=done.name, version=done.version, club=done.club)
        doc = {**done._asdict(), "message": said, "page": f"/concours/{done.concours}"}
        return JSONResponse(doc, status_code=201 if done.outcome != "unchanged" else 200)

    def known(self, token: str) -> Club:
        with reading(self.engine) as connection:
            return club_of(connection, token)

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
            (RATED,),
        ),
        Api(
            "/api/players/{number}",
            "GET",
            site.player_api,
            "A player: their clubs, their concours and their rating after each.",
            (NUMBER,),
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
            "A published concours, its ranking and its earlier versions.",
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


RATING_COLUMNS = (
    "col_rank",
    "col_player",
    "col_rating",
    "col_uncertainty",
    "col_matches",
    "col_trend",
)


def _expected(request: Request) -> int | None:
    """The club the laptop publishes for (`Belote-Club: N`), if it says one."""
    given = request.headers.get("belote-club", "").strip()
    return int(given) if is_digits(given) and len(given) <= 10 else None


def _paged(lines: list[T], page: int) -> list[T]:
    return lines[(page - 1) * PAGE : page * PAGE]


def _pager(page: int, total: int, query: Mapping[str, object], path: str) -> dict[str, str]:
    """The links to the page before and after, and where this one is."""
    from urllib.parse import urlencode

    last = max(1, -(-total // PAGE))
    kept = {k: v for k, v in query.items() if v not in ("", None)}

    def href(number: int) -> str:
        return f"{path}?{urlencode({**kept, 'page': number})}"

    found = {"where": t("league_page", page=min(page, last), pages=last)}
    found["before"] = href(min(page - 1, last)) if page > 1 else ""
    found["after"] = href(page + 1) if page < last else ""
    return found


def _chart(ratings: list[float]) -> str:
    """A player's rating after each concours as an SVG polyline's points (0 0 to 300
    80): numbers only, drawn by the page without a script."""
    if len(ratings) < 2:
        return ""
    low, high = min(ratings), max(ratings)
    span = high - low or 1.0
    step = 300 / (len(ratings) - 1)
    return " ".join(
        f"{k * step:.1f},{80 - (value - low) / span * 76 - 2:.1f}"
        for k, value in enumerate(ratings)
    )


def _all(version: int) -> list[int]:
    return list(range(version, 0, -1))


def _concours_of(data: bytes) -> Concours:
    from belote_cli.storage import concours as store

    return store.read(data, Path("published.toml"))


def _file_lines(c: Concours) -> list[TeamLine]:
    """An earlier version's ranking, as its file gives it (players by name, no page)."""
    lines = []
    for line in c.ranking():
        team = c.team(line.team)
        players = tuple(team.players or ())
        figures = (line.points, line.against, line.half_wins, line.parties, line.withdrawn)
        lines.append(TeamLine(line.rank, line.team, team.name, players, *figures, ()))
    return lines


def _parties(c: Concours) -> list[tuple[int, list[tuple[int, str, str, str]]]]:
    """Each partie's tables: number, the two teams, the result."""
    return [
        (
            k,
            [
                (n, c.team(row.teams[0]).name, c.team(row.teams[1]).name, outcome_cell(row))
                for n, row in enumerate(partie.tables, start=1)
            ],
        )
        for k, partie in enumerate(c.parties, start=1)
    ]


def _csv(text: str, name: str) -> Response:
    """A CSV download: the reader's language's separators (French: `;` and a BOM)."""
    headers = {"content-disposition": f'attachment; filename="{name}.csv"'}
    return Response(text, media_type="text/csv; charset=utf-8", headers=headers)


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
        Route("/players/{number}", _page(site.player_page)),
        Route("/csv/season", _page(site.season_csv)),
        Route("/csv/ratings", _page(site.ratings_csv)),
        Route("/csv/concours/{number}", _page(site.concours_csv)),
        Route("/static/league.css", _style),
        Route("/static/{name}", asset),
        *(Route(a.path, _api(a.handler), methods=[a.method]) for a in api_of(site)),
    ]
    handlers = {404: _not_found, 405: _not_allowed, Exception: _broken}
    app = Starlette(routes=routes, exception_handlers=handlers, middleware=SPEAKING)
    app.state.league = site.league
    app.state.site = site
    site.league.poke()  # the first state made before the first reader asks
    return app


_STYLE: list[bytes] = []  # league.css, read once


async def _style(request: Request) -> Response:
    """The league's own style (static/league.css), beside the concours's."""
    if not _STYLE:
        from importlib import resources

        _STYLE.append((resources.files("belote_cli.web") / "static" / "league.css").read_bytes())
    return _secured(Response(_STYLE[0], media_type="text/css"))


def _season_page(
    found: Season, period: Period, page: int, wanted: str, names: dict[int, str]
) -> Response:
    """The season's page: teams then players, 50 lines each a page, those holding `wanted`;
    every player's name a link to their page."""
    sides = []
    biggest = 0
    for side, lines in zip(SIDES, (found.teams, found.players), strict=True):
        kept = [line for line in lines if wanted in folded(line.who.name)]
        biggest = max(biggest, len(kept))
        rows = [
            (row[:6], _linked(line.who.key, names))
            for row, line in zip(season_rows(_paged(kept, page)), _paged(kept, page), strict=True)
        ]
        sides.append((t(f"stats_{side}"), rows))
    unranked = any(line.rank is None for line in [*found.teams, *found.players])
    query = {"since": _iso(period.first), "until": _iso(period.last), "min": found.minimum}
    return pages.render(
        "league_season.html",
        title=t("league_title"),
        head=season_head(found),
        sides=sides,
        unranked=t("season_unranked", minimum=found.minimum) if unranked else "",
        since=_iso(period.first) or "",
        until=_iso(period.last) or "",
        minimum=found.minimum,
        q=wanted,
        pager=_pager(page, biggest, {**query, "q": wanted}, "/"),
        csv=f"/csv/season?{_query(query)}",
    )


def _query(values: Mapping[str, object]) -> str:
    from urllib.parse import urlencode

    return urlencode({k: v for k, v in values.items() if v not in ("", None)})


def _linked(key: str, names: dict[int, str]) -> list[tuple[int, str]]:
    """The players a season's line is (a player "p12", a team "p12+p5"), each its id and
    name, for their links; none for a team whose players are not named."""
    found = []
    for part in key.split("+"):
        number = part.removeprefix("p")
        if part.startswith("p") and is_digits(number) and int(number) in names:
            found.append((int(number), names[int(number)]))
    return sorted(found, key=lambda pair: folded(pair[1]))  # core.stats.pair_name's order


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
            reason = error.key.removeprefix("league_")
            response = _json_refusal(error.status, describe(error), reason)
        except Refusal as error:
            response = _json_refusal(422, describe(error))
        response.headers.update(MARK)
        return _secured(response)

    return route


def _iso(day: date | None) -> str | None:
    return None if day is None else day.isoformat()


def _secured(response: Response) -> Response:
    for name, value in SECURITY.items():
        response.headers.setdefault(name, value)
    return response


def _json_refusal(status: int, message: str, reason: str = "") -> Response:
    """A refusal as JSON; `reason`, the league's word for it (a club's laptop keeps a file
    refused for a token or a club, drops one refused for good)."""
    doc = {"error": message, "status": status} | ({"reason": reason} if reason else {})
    return JSONResponse(doc, status_code=status)


def _refused(request: Request, status: int, message: str) -> Response:
    """A refusal Starlette answers itself, as JSON under /api/, else as a page."""
    if request.url.path.startswith("/api/"):
        response = _json_refusal(status, message)
        response.headers.update(MARK)
        return _secured(response)
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
