"""`belote league serve`: the league's server on its database, as `belote concours serve`
runs the concours's (web.serve: uvicorn, held to its bounds)."""

from __future__ import annotations

from dataclasses import replace

from belote_cli.entry.terminal import say
from belote_cli.league.app import LEAGUE_BOUNDS, make_league_app
from belote_cli.league.db import opened
from belote_cli.text.catalog import t
from belote_cli.web.serve import lan_address, serve_forever


def serve_league(*, database: str | None, host: str, port: int, behind_proxy: bool) -> None:
    engine = opened(database)
    bounds = replace(LEAGUE_BOUNDS, behind_proxy=behind_proxy)
    base = f"http://{lan_address(host)}:{port}/"
    shown = engine.url.render_as_string(hide_password=True)
    say(t("league_serving", address=base, database=shown))
    say(t("serve_stop"))
    serve_forever(make_league_app(engine, bounds=bounds), host, port, bounds)
    say(t("serve_stopped"))
