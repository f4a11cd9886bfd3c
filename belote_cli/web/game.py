"""`belote serve`: the current game's feuille on the players' phones, live and read-only --
every entry with its marks and the running totals, redrawn by server events whenever the
feuille changes. No form, no change: nothing here writes."""

from __future__ import annotations

import asyncio
from pathlib import Path

from starlette.applications import Starlette
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import Route

from belote_cli import storage
from belote_cli.storage import stamps
from belote_cli.storage.errors import StorageError
from belote_cli.text.catalog import describe, t
from belote_cli.web import pages
from belote_cli.web.toolkit import (
    POLL,
    SECURITY,
    SPEAKING,
    Watcher,
    asset,
    event_stream,
    not_allowed,
    not_found,
)


def _feuille(path: Path, whole: bool) -> Response:
    from belote_cli.text.export import to_json

    try:
        game = storage.load(path).game
    except StorageError as error:
        return pages.refusal(409, describe(error))
    doc = to_json(game)
    one, two = doc["teams"]
    hands = [(h["number"], h["marks"], h["totals"], h["explanation"]) for h in doc["hands"]]
    hands.reverse()  # the newest first: what a phone shows without scrolling
    goal = t("donne_count", donne=doc["donnes_played"], donnes=doc["donnes"])
    heading = f"{doc['mode']} — " + (goal if doc["donnes"] else str(doc["target"]))
    values = {"one": one, "two": two, "totals": doc["totals"], "hands": hands}
    values |= {"heading": heading, "title": f"{one} – {two}"}
    if whole:
        return pages.render("feuille.html", script=True, refresh=True, **values)
    return pages.render("feuille_part.html", **values)


def make_game_app(path: Path, poll: float = POLL) -> Starlette:

    watcher = Watcher(lambda: stamps.of_file(path), poll)  # one look for every phone

    async def feuille(request: Request) -> Response:
        response = await asyncio.to_thread(_feuille, path, True)
        response.headers.update(SECURITY)
        return response

    async def part(request: Request) -> Response:
        response = await asyncio.to_thread(_feuille, path, False)
        response.headers.update(SECURITY)
        return response

    async def events(request: Request) -> Response:
        return event_stream(watcher)

    routes = [
        Route("/", feuille),
        Route("/wall", part),
        Route("/events", events),
        Route("/static/{name}", asset),
    ]
    handlers = {404: not_found, 405: not_allowed}
    return Starlette(routes=routes, exception_handlers=handlers, middleware=SPEAKING)
