"""The league's web server (league.app) on SQLite and on a real PostgreSQL, through
Starlette's test client: every page in English and in French under the security headers,
every name escaped; the JSON API giving the figures the pages show; its OpenAPI
description made of the app's own routes; bad parameters 400, unknown ids 404, a body too
big 413, a guesser of tokens 429; a publish's answers."""

from __future__ import annotations

import html
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from html.parser import HTMLParser
from typing import Any

import pytest
from sqlalchemy import Engine, func, select
from starlette.applications import Starlette
from starlette.routing import Route
from starlette.testclient import TestClient

from belote_cli.core.concours import Concours
from belote_cli.league import schema as s
from belote_cli.league.app import LEAGUE_BOUNDS, make_league_app
from belote_cli.league.publish import add_club, publish
from belote_cli.storage.concours import encode
from belote_cli.text.catalog import decimal, speaking, t
from belote_cli.web.toolkit import SECURITY, SPACING, WINDOW, WRONG_CODES
from tests.league.build import Team, club_teams, evening

CLUB = "<script>alert(0)</script>"
TEAM = "<script>alert(1)</script>"
PLAYER = "<script>alert(2)</script>"
UNNAMED = "<script>alert(3)</script>"  # a team whose players are not named
CONCOURS = "<script>alert(4)</script>"
FRENCH = {"Accept-Language": "fr-FR,fr;q=0.9,en;q=0.5"}


@dataclass
class League:
    app: Starlette
    client: TestClient
    engine: Engine
    alpha: str  # Alpha's token
    hostile: str  # the token of the club named CLUB
    club: int  # CLUB's id
    concours: int  # CONCOURS's id, published by CLUB
    other: int  # one of Alpha's


def _hostile_teams() -> list[Team]:
    return [
        (TEAM, (PLAYER, "Ana Script"), None),
        (UNNAMED, None, None),
        *club_teams("Gamma", 3),
    ]


@pytest.fixture
def league(engine: Engine) -> Iterator[League]:
    """Two clubs, one named like a script, and three concours with names like scripts."""
    _, alpha = add_club(engine, "Alpha")
    hostile_club, hostile = add_club(engine, CLUB)
    other = publish(engine, alpha, encode(evening("Alpha 1", club_teams("Alpha", 4)))).concours
    publish(
        engine, alpha, encode(evening("Alpha 2", club_teams("Alpha", 6)[1:], day="2026-11-20"))
    )
    c = evening(CONCOURS, _hostile_teams(), day="2026-11-13")
    number = publish(engine, hostile, encode(c)).concours
    app = make_league_app(engine)
    with TestClient(app) as client:
        yield League(app, client, engine, alpha, hostile, hostile_club.id, number, other)


def pages(league: League) -> list[str]:
    return [
        "/",
        "/?since=2026-11-01&until=2026-11-30&min=2",
        "/ratings?min=1",
        "/ratings",
        "/players/1",
        "/?q=script&page=1",
        "/clubs",
        f"/clubs/{league.club}",
        f"/concours/{league.concours}",
        f"/concours/{league.other}",
    ]


def secured(response: Any) -> None:
    for name, value in SECURITY.items():
        assert response.headers.get(name) == value, (name, response.url)


# --- the pages ---


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_page_answers_in_the_readers_language_secured(league: League, language: str) -> None:
    headers = FRENCH if language == "fr" else {"Accept-Language": "en"}
    with speaking(language):
        words = [t("league_title"), t("league_ratings"), t("league_clubs")]
    with speaking("fr" if language == "en" else "en"):
        others = [t("league_title")]
    for path in pages(league):
        response = league.client.get(path, headers=headers)
        assert response.status_code == 200, path
        assert response.headers["content-type"].startswith("text/html")
        secured(response)
        assert f'<html lang="{language}"' in response.text
        text = html.unescape(response.text)
        assert all(word in text for word in words), path  # the league's links
        assert not any(word in text for word in others), path
    with speaking(language):
        heading = t("league_version", version=1)
    concours = league.client.get(f"/concours/{league.concours}", headers=headers)
    assert heading in html.unescape(concours.text)


def test_every_name_is_escaped_on_every_page(league: League) -> None:
    shown = {  # where each name is seen
        "/": [PLAYER, UNNAMED],
        "/ratings?min=1": [PLAYER],
        "/clubs": [CLUB],
        f"/clubs/{league.club}": [CLUB, CONCOURS],
        f"/concours/{league.concours}": [CLUB, CONCOURS, TEAM, PLAYER, UNNAMED],
    }
    for path in pages(league):
        response = league.client.get(path)
        assert response.status_code == 200
        assert "<script>alert" not in response.text, path
        assert "alert(" not in response.text.replace("&lt;script&gt;alert(", ""), path
        for name in shown.get(path, []):
            assert html.escape(name, quote=False) in response.text, (path, name)
    # JSON says them as they are, as JSON, which no browser runs (nosniff)
    found = league.client.get(f"/api/concours/{league.concours}")
    assert found.headers["content-type"] == "application/json"
    assert found.headers["x-content-type-options"] == "nosniff"
    assert found.json()["name"] == CONCOURS
    assert TEAM in [line["name"] for line in found.json()["ranking"]]


# --- the API gives what the pages show ---


class Rows(HTMLParser):
    """The cells' texts of every row of the tables' bodies."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[list[str]] = []
        self._body = False
        self._cell: list[str] | None = None

    def handle_starttag(self, tag: str, attrs: list[tuple[str, str | None]]) -> None:
        if tag == "tbody":
            self._body = True
        elif tag == "tr" and self._body:
            self.rows.append([])
        elif tag == "td" and self._body:
            self._cell = []

    def handle_endtag(self, tag: str) -> None:
        if tag == "tbody":
            self._body = False
        elif tag == "td" and self._cell is not None:
            self.rows[-1].append(" ".join("".join(self._cell).split()))
            self._cell = None

    def handle_data(self, data: str) -> None:
        if self._cell is not None:
            self._cell.append(data)


def rows(league: League, path: str) -> list[list[str]]:
    response = league.client.get(path)
    assert response.status_code == 200, path
    parser = Rows()
    parser.feed(response.text)
    return parser.rows


def test_the_api_gives_the_figures_the_pages_show(league: League) -> None:
    client = league.client
    for query in ("", "?min=2", "?since=2026-11-10&until=2026-11-15", "?until=2026-11-10"):
        doc = client.get(f"/api/season{query}").json()
        expected = [
            [
                "–" if line["rank"] is None else str(line["rank"]),
                line["name"],
                str(line["concours"]),
                str(line["points"]),
                decimal(line["wins"]),
                str(line["best_rank"]),
            ]
            for side in ("teams", "players")
            for line in doc[side]
        ]
        assert rows(league, f"/{query}") == expected, query
        assert len(expected) > 0
    whole = client.get("/api/season").json()
    assert (whole["concours"], whole["since"], whole["until"]) == (3, None, None)
    one = client.get("/api/season?since=2026-11-13&until=2026-11-13").json()
    assert (one["concours"], one["since"], one["until"]) == (1, "2026-11-13", "2026-11-13")

    rated = client.get("/api/ratings?min=1").json()["ratings"]
    assert len(rated) > 10
    assert [[row[0], row[1], row[3]] for row in rows(league, "/ratings?min=1")] == [
        [str(r["rank"]), r["player"], str(r["matches"])] for r in rated
    ]
    assert client.get("/api/ratings").json()["ratings"] == []  # 10 games at least, by default

    clubs = client.get("/api/clubs").json()["clubs"]
    assert rows(league, "/clubs") == [
        [c["name"], str(c["concours"]), c["last"] or "–"] for c in clubs
    ]
    assert sorted(c["concours"] for c in clubs) == [1, 2]
    for club in clubs:
        doc = client.get(f"/api/clubs/{club['id']}").json()
        assert {k: doc[k] for k in club} == club
        assert rows(league, f"/clubs/{club['id']}") == [
            [c["name"], c["played_on"], str(c["teams"]), str(c["version"])]
            for c in doc["published"]
        ]
        for line in doc["published"]:
            found = client.get(f"/api/concours/{line['id']}").json()
            assert {k: found[k] for k in line} == line
            page = rows(league, f"/concours/{line['id']}")[: len(found["ranking"])]
            assert [[row[0], row[1], row[3]] for row in page] == [
                [str(x["rank"]), str(x["team"]), str(x["points"])] for x in found["ranking"]
            ]
            assert [row[5].replace("−", "-") for row in page] == [
                f"{x['points'] - x['against']:+d}" for x in found["ranking"]
            ]


# --- the OpenAPI description ---


def test_openapi_describes_every_api_route_with_its_parameters(league: League) -> None:
    response = league.client.get("/api/openapi.json")
    assert response.status_code == 200
    secured(response)
    doc = response.json()
    assert re.fullmatch(r"3\.1\.\d+", doc["openapi"])
    assert isinstance(doc["info"]["title"], str) and isinstance(doc["info"]["version"], str)
    app = league.app
    routes = [r for r in app.routes if isinstance(r, Route) and r.path.startswith("/api/")]
    assert len(routes) >= 7
    described: set[tuple[str, str]] = set()
    for route in routes:
        path = re.sub(r"\{(\w+):\w+\}", r"{\1}", route.path)
        for method in sorted((route.methods or set()) - {"HEAD"}):
            operation = doc["paths"][path][method.lower()]
            described.add((path, method.lower()))
            names = {(p["name"], p["in"]) for p in operation["parameters"]}
            assert {(name, "path") for name in re.findall(r"\{(\w+)\}", path)} <= names
            for parameter in operation["parameters"]:
                assert parameter["in"] in ("query", "path", "header", "cookie")
                assert parameter["schema"]["type"] in ("string", "integer")
                assert parameter["required"] is True or parameter["in"] != "path"
            assert operation["summary"] and operation["responses"]
            assert any(code in operation["responses"] for code in ("200", "201"))
    documented = {(path, method) for path, item in doc["paths"].items() for method in item}
    assert documented == described  # every route, and only the routes
    season = doc["paths"]["/api/season"]["get"]
    assert {(p["name"], p["in"]) for p in season["parameters"]} == {
        ("since", "query"),
        ("until", "query"),
        ("min", "query"),
    }
    ids = [op["operationId"] for item in doc["paths"].values() for op in item.values()]
    assert len(ids) == len(set(ids))  # unique, as OpenAPI requires
    publishing = doc["paths"]["/api/publish"]["post"]
    assert publishing["requestBody"]["required"] is True
    for requirement in publishing["security"]:
        assert set(requirement) <= set(doc["components"]["securitySchemes"])
    for ref in re.findall(r'"\$ref": "#/([^"]+)"', response.text):
        target: Any = doc
        for part in ref.split("/"):
            target = target[part]  # every reference resolves
        assert isinstance(target, dict)


# --- refusals ---


BAD_QUERIES = [
    "min=0",
    "min=x",
    "min=-1",
    "min=1001",
    "min=",
    "since=2026-13-01",
    "until=2026-02-30",
    "since=20261101",
    "since=tomorrow",
    "since=2026-10-01&until=2026-09-30",
]


def test_bad_parameters_are_refused_400(league: League) -> None:
    for query in BAD_QUERIES:
        api = league.client.get(f"/api/season?{query}")
        assert api.status_code == 400, query
        assert api.json()["status"] == 400 and api.json()["error"], query
        secured(api)
        page = league.client.get(f"/?{query}")
        assert page.status_code == 400, query
        assert page.headers["content-type"].startswith("text/html")
        secured(page)
    french = league.client.get("/api/season?since=2026-10-01&until=2026-09-30", headers=FRENCH)
    with speaking("fr"):
        assert french.json()["error"] == t("bad_period", since="2026-10-01", until="2026-09-30")


HUGE = ("2147483648", "9223372036854775808", "99999999999999999999")  # no table holds them


def test_unknown_ids_and_addresses_are_404(league: League) -> None:
    for path in ("/clubs/999", "/concours/999", "/clubs/x", "/nowhere", "/static/nothing.js"):
        response = league.client.get(path)
        assert response.status_code == 404, path
        assert response.headers["content-type"].startswith("text/html")
        secured(response)
    for number in HUGE:  # refused before any query: the database is never asked
        for path in (f"/clubs/{number}", f"/concours/{number}"):
            assert league.client.get(path).status_code == 404, path
            assert league.client.get(f"/api{path}").json()["status"] == 404, path
    for path in ("/api/clubs/999", "/api/concours/999", "/api/nowhere", "/api/concours/x"):
        response = league.client.get(path)
        assert response.status_code == 404, path
        assert response.json()["status"] == 404, path
        secured(response)
    wrong = league.client.get("/api/publish")
    assert wrong.status_code == 405 and wrong.json()["status"] == 405


# --- publishing ---


def bearer(token: str) -> dict[str, str]:
    return {"Authorization": f"Bearer {token}"}


def concours_count(engine: Engine) -> int:
    with engine.connect() as connection:
        return int(connection.execute(select(func.count()).select_from(s.concours)).scalar_one())


def test_a_publish_is_answered_published_unchanged_corrected(league: League) -> None:
    client = league.client
    c = evening("Alpha 3", club_teams("Alpha", 4), day="2026-12-04")
    first = client.post("/api/publish", content=encode(c), headers=bearer(league.alpha))
    assert first.status_code == 201
    secured(first)
    doc = first.json()
    assert (doc["outcome"], doc["version"], doc["name"]) == ("published", 1, "Alpha 3")
    assert doc["page"] == f"/concours/{doc['concours']}"
    assert doc["club"] == "Alpha"  # whose it is, said: a club using another's token sees it
    assert doc["message"] == t("league_published", name="Alpha 3", version=1, club="Alpha")
    assert client.get(doc["page"]).status_code == 200
    assert client.get(f"/api/concours/{doc['concours']}").json()["name"] == "Alpha 3"

    again = client.post("/api/publish", content=encode(c), headers=bearer(league.alpha))
    assert again.status_code == 200
    assert (again.json()["outcome"], again.json()["concours"]) == ("unchanged", doc["concours"])
    assert again.json()["message"] == t(
        "league_unchanged", name="Alpha 3", version=1, club="Alpha"
    )

    fixed = encode(c.with_result(3, 2, (1200, 1200)))
    corrected = client.post("/api/publish", content=fixed, headers=bearer(league.alpha) | FRENCH)
    assert corrected.status_code == 201
    assert (corrected.json()["outcome"], corrected.json()["version"]) == ("corrected", 2)
    with speaking("fr"):
        assert corrected.json()["message"] == t(
            "league_corrected", name="Alpha 3", version=2, club="Alpha"
        )
    assert corrected.json()["page"] == doc["page"]
    assert client.get(f"/api/concours/{doc['concours']}").json()["version"] == 2
    assert concours_count(league.engine) == 4


def test_a_concours_partie_by_partie_its_earlier_versions_and_csv(league: League) -> None:
    """A corrected concours's page shows each partie's tables and links its earlier version,
    which shows that file's own ranking; the CSV downloads are the reader's language's."""
    client = league.client
    c = evening("Alpha 4", club_teams("Alpha", 4), day="2026-12-11")
    number = client.post("/api/publish", content=encode(c), headers=bearer(league.alpha))
    number = number.json()["concours"]
    fixed = c.with_result(3, 1, (1601, 1))
    client.post("/api/publish", content=encode(fixed), headers=bearer(league.alpha))
    page = client.get(f"/concours/{number}").text
    assert f'href="/concours/{number}?version=1"' in page
    assert "1601 – 1" in page and t("league_parties") in page
    earlier = client.get(f"/concours/{number}?version=1")
    assert earlier.status_code == 200
    assert t("league_earlier", version=2) in html.unescape(earlier.text)
    assert "1601 – 1" not in earlier.text
    old = [[str(x.rank), str(x.team), str(x.points)] for x in c.ranking()]
    rows_then = [
        [cells[0], cells[1], cells[3]] for cells in rows(league, f"/concours/{number}?version=1")
    ]
    assert rows_then[: len(old)] == old
    assert client.get(f"/concours/{number}?version=7").status_code == 404
    assert client.get(f"/api/concours/{number}").json()["earlier"][0]["version"] == 1

    english = client.get("/csv/season?min=1")
    assert english.headers["content-type"].startswith("text/csv")
    assert "attachment" in english.headers["content-disposition"]
    assert not english.text.startswith("\ufeff") and english.text.startswith("side,")
    french = client.get("/csv/season", headers=FRENCH)
    assert french.content.startswith("\ufeff".encode()) and ";" in french.text.splitlines()[0]
    rated = client.get("/csv/ratings?min=1", headers=FRENCH).text.lstrip("\ufeff")
    assert rated.splitlines()[0].count(";") == 5 and len(rated.splitlines()) > 10
    sheet = client.get(f"/csv/concours/{number}", headers=FRENCH)
    assert sheet.status_code == 200 and "1601" in sheet.text
    assert client.get("/csv/concours/999").status_code == 404


def test_a_players_page_their_concours_rating_and_clubs(league: League) -> None:
    client = league.client
    rated = client.get("/api/ratings?min=1").json()["ratings"]
    first = rated[0]
    doc = client.get(f"/api/players/{first['id']}").json()
    assert doc["name"] == first["player"] and doc["rating"]["rank"] == first["rank"]
    assert doc["clubs"] and len(doc["history"]) >= 1
    assert doc["history"][0]["rating"] is not None
    page = client.get(f"/players/{first['id']}")
    assert page.status_code == 200
    assert ("<polyline" in page.text) == (len(doc["history"]) >= 2)  # the curve, when one
    ratings_page = client.get("/ratings?min=1").text
    assert f'href="/players/{first["id"]}"' in ratings_page  # every name a link
    assert client.get("/players/99999").status_code == 404
    found = client.get("/ratings?min=1&q=ALPHA%20p1").text
    assert "Alpha P1" in found and "Gamma" not in found


def test_a_publish_refused_says_why_and_stores_nothing(league: League) -> None:
    client = league.client
    c = evening("Alpha 4", club_teams("Alpha", 4), day="2026-12-11")
    data = encode(c)
    going = evening("Alpha 5", club_teams("Alpha", 4), finish=False)
    cases: list[tuple[bytes, dict[str, str], int]] = [
        (data, {}, 401),  # no token
        (data, {"Authorization": "Basic abc"}, 401),
        (data, bearer("wrong"), 401),
        (b"\x00garbage", bearer(league.alpha), 422),
        (data.replace(b'"belote-concours"', b'"belote-feuille"'), bearer(league.alpha), 422),
        (encode(going), bearer(league.alpha), 409),
    ]
    for body, headers, status in cases:
        response = client.post("/api/publish", content=body, headers=headers)
        assert response.status_code == status, (status, response.text)
        assert response.json()["status"] == status and response.json()["error"]
        secured(response)
    assert concours_count(league.engine) == 3
    published = client.post("/api/publish", content=data, headers=bearer(league.alpha))
    assert published.status_code == 201
    theirs = client.post("/api/publish", content=data, headers=bearer(league.hostile))
    assert theirs.status_code == 403
    assert theirs.json()["error"] == t("league_other_club", name="Alpha 4")
    assert concours_count(league.engine) == 4


def test_a_body_over_the_bound_is_refused_413(engine: Engine) -> None:
    _, token = add_club(engine, "Alpha")
    small = replace(LEAGUE_BOUNDS, body=1000)
    data = encode(evening("Grand", club_teams("Alpha", 12)))
    assert len(data) > 1000
    with TestClient(make_league_app(engine, bounds=small)) as client:
        declared = client.post("/api/publish", content=data, headers=bearer(token))
        assert declared.status_code == 413  # its Content-Length says it
        secured(declared)

        def chunks() -> Iterator[bytes]:  # no Content-Length: counted as it comes
            for start in range(0, len(data), 256):
                yield data[start : start + 256]

        streamed = client.post("/api/publish", content=chunks(), headers=bearer(token))
        assert streamed.status_code == 413
        assert streamed.json()["status"] == 413
        lying = client.post(
            "/api/publish", content=b"x", headers=bearer(token) | {"Content-Length": "99999"}
        )
        assert lying.status_code == 413
    assert concours_count(engine) == 0
    with TestClient(make_league_app(engine)) as client:  # the default bound takes it
        assert client.post("/api/publish", content=data, headers=bearer(token)).status_code == 201


def test_more_than_ten_wrong_tokens_a_minute_are_refused_429(engine: Engine) -> None:
    _, token = add_club(engine, "Alpha")
    now = [1000.0]
    proxied = replace(LEAGUE_BOUNDS, behind_proxy=True)  # peers told apart by the header
    app = make_league_app(engine, clock=lambda: now[0], bounds=proxied)
    first: list[Concours] = [
        evening(f"Soir {n}", club_teams("Alpha", 4), day=f"2026-10-{n:02d}") for n in (1, 2, 3)
    ]
    guesser = {"X-Forwarded-For": "10.0.0.1"}
    with TestClient(app) as client:

        def send(token: str, peer: dict[str, str], c: Concours) -> int:
            response = client.post("/api/publish", content=encode(c), headers=bearer(token) | peer)
            return int(response.status_code)

        for n in range(WRONG_CODES):
            now[0] += 1
            assert send(f"guess-{n}", guesser, first[0]) == 401, n
        now[0] += 1
        assert send("guess-more", guesser, first[0]) == 429
        assert send(token, guesser, first[0]) == 429  # even the right one, unread: no oracle
        # another peer is not held
        assert send("guess-other", {"X-Forwarded-For": "10.0.0.2"}, first[0]) == 401
        # one try every SPACING seconds
        now[0] += SPACING
        assert send(token, guesser, first[0]) == 201
        assert send("guess-again", guesser, first[1]) == 401
        assert send(token, guesser, first[1]) == 429
        # a minute later the peer is forgotten
        now[0] += WINDOW + 1
        assert send(token, guesser, first[1]) == 201
        assert send(token, guesser, first[2]) == 201
    assert concours_count(engine) == 3
