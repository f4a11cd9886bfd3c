"""Corrections, tokens and odd parameters of the league (a review found them, issue 37), on
both databases: an older file never undoes a correction; a wrong token is refused before
its body is read and counted by the limiter; parameters no number holds are refused, not a
500; names as long as a file may hold them are stored on PostgreSQL too; equal ratings are
listed by name; a club that lost its token is given a new one."""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Iterator

import pytest
from sqlalchemy import Engine
from starlette.testclient import TestClient

from belote_cli.core.concours import Concours
from belote_cli.core.season import Period, season
from belote_cli.league.app import make_league_app
from belote_cli.league.errors import LeagueError
from belote_cli.league.publish import add_club, publish, reset_token
from belote_cli.league.read import League
from belote_cli.storage.concours import encode
from belote_cli.text.season import season_json
from tests.league.build import club_teams, evening
from tests.league.test_league_store import contents


def corrected(c: Concours, points: tuple[int, int]) -> Concours:
    """`c` with its last partie's first table's points changed, logged as a scorer's."""
    after = c.with_result(len(c.parties), 1, points)
    return after.logged("2026-11-07T10:00:00+01:00", "cli", c)


def test_an_older_file_never_undoes_a_correction(engine: Engine) -> None:
    """Laptop A's outbox still holds version 1 when laptop B's correction is in: A's file,
    sent late, is refused (409) and the correction stays."""
    _, token = add_club(engine, "Alpha")
    first = evening("Vendredi", club_teams("Alpha", 6))
    second = corrected(first, (1500, 500))
    assert publish(engine, token, encode(first)).outcome == "published"
    assert publish(engine, token, encode(second)).outcome == "corrected"
    before = contents(engine)
    with pytest.raises(LeagueError) as caught:
        publish(engine, token, encode(first))
    assert caught.value.status == 409 and caught.value.key == "league_older"
    after = contents(engine)
    [audited] = after.pop("audit")[len(before["audit"]) :]  # the refusal, audited
    assert audited[2] == "refused" and json.loads(audited[5])["reason"] == "older"
    assert after == {k: v for k, v in before.items() if k != "audit"}
    third = corrected(second, (400, 1600))  # a later correction still goes in
    assert publish(engine, token, encode(third)).version == 3
    with pytest.raises(LeagueError):  # and the second, now older, no longer does
        publish(engine, token, encode(second))


@pytest.fixture
def client(engine: Engine) -> Iterator[TestClient]:
    with TestClient(make_league_app(engine), raise_server_exceptions=False) as opened:
        yield opened


def test_a_wrong_token_is_refused_before_its_body_and_counted(
    engine: Engine, client: TestClient
) -> None:
    _, token = add_club(engine, "Alpha")
    for _ in range(10):
        answer = client.post(
            "/api/publish", content=b"not = [toml", headers={"Authorization": "Bearer x"}
        )
        assert answer.status_code == 401  # not 422: the body was never read
    answer = client.post(
        "/api/publish", content=b"x", headers={"Authorization": f"Bearer {token}"}
    )
    assert answer.status_code == 429  # the peer's wrong tokens were counted


def test_numbers_no_column_holds_are_refused_not_a_500(client: TestClient) -> None:
    for query in ("min=²", "min=" + "9" * 5000, "min=1001", "since=2026-13-01"):
        assert client.get(f"/api/season?{query}").status_code == 400, query
        assert client.get(f"/?{query}").status_code == 400, query
    for path in (
        "/clubs/" + "9" * 5000,
        "/api/concours/" + "9" * 5000,
        "/concours/²",
        "/clubs/-1",
    ):
        assert client.get(path).status_code == 404, path


def test_names_as_long_as_a_file_holds_are_stored(engine: Engine) -> None:
    """A file read back may hold a name longer than a new one may be (core.names): stored on
    PostgreSQL as on SQLite, never a 500 that keeps the file in the outbox for good."""
    _, token = add_club(engine, "Alpha")
    c = evening("Long", club_teams("Alpha", 4))
    family = (
        "\U0001f468\u200d\U0001f469\u200d\U0001f467\u200d\U0001f466"  # one sign, 7 code points
    )
    long = family * 60
    renamed = c.teams[0]._replace(name=long, players=(long + "a", long + "b"))
    c = dataclasses.replace(c, teams=(renamed, *c.teams[1:]))
    assert publish(engine, token, encode(c)).outcome == "published"
    names = [line.who.name for line in League(engine).season(Period(), 1).players]
    assert long + "a" in names


def test_equal_ratings_are_listed_by_name(engine: Engine) -> None:
    _, token = add_club(engine, "Alpha")
    teams = [("Z", ("Zoé", "Yann"), None), ("A", ("Alice", "Bob"), None)]
    c = evening("Duo", teams, parties=1)
    publish(engine, token, encode(c))
    rated = League(engine).ratings()
    by_rating: dict[float, list[str]] = {}
    for r in rated:
        by_rating.setdefault(round(r.rated.rating, 6), []).append(r.rated.player)
    for names in by_rating.values():
        assert names == sorted(names, key=str.casefold)


def test_a_club_that_lost_its_token_is_given_a_new_one(engine: Engine) -> None:
    _, old = add_club(engine, "Club des Pins")
    club, new = reset_token(engine, "club des pins")
    assert club.name == "Club des Pins" and new != old
    c = evening("Vendredi", club_teams("Pins", 4))
    with pytest.raises(LeagueError) as caught:
        publish(engine, old, encode(c))
    assert caught.value.status == 401
    assert publish(engine, new, encode(c)).outcome == "published"
    with pytest.raises(LeagueError) as caught:
        reset_token(engine, "Club des Chênes")
    assert caught.value.status == 404


def test_the_season_of_evenings_published_in_any_order_is_the_files(engine: Engine) -> None:
    """The same season from the league as from the files, the evenings published in any
    order."""
    _, token = add_club(engine, "Alpha")
    evenings = [
        evening(f"Soir {n}", club_teams("Alpha", 5), day=f"2026-11-{n + 1:02d}", seed=n)
        for n in range(4)
    ]
    for c in reversed(evenings):
        publish(engine, token, encode(c))
    assert season_json(League(engine).season(Period(), 2)) == season_json(season(evenings, 2))
