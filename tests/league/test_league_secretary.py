"""The right club, or a question, and the secretary's tools (issue 46), on SQLite and a real
PostgreSQL: a publish that would file a concours under another club than the laptop's is
refused, naming both, nothing stored; a concours moved to its right club, withdrawn and
restored, a merge undone -- each audited, and after each the season and the ratings are
counted again independently, by core.season and core.ratings over the concours files
themselves. The league's settings (best N, minimum); a database of the first revision
upgraded; the state appended for a concours at the end of the season, made whole for a
correction, and a reader never waiting for it."""

from __future__ import annotations

import json
import threading
import time
from typing import Any

import pytest
from sqlalchemy import Connection, Engine, create_engine, select, text

from belote_cli.core.concours import Concours
from belote_cli.core.ratings import Match, ratings
from belote_cli.core.season import Period, season, tallied
from belote_cli.core.season import lines as season_lines
from belote_cli.league import db, read
from belote_cli.league import schema as s
from belote_cli.league.errors import LeagueError
from belote_cli.league.publish import (
    add_club,
    merge,
    move,
    publish,
    set_settings,
    unmerge,
    withdraw,
)
from belote_cli.league.read import League
from belote_cli.storage.concours import encode
from belote_cli.text.season import season_json
from tests.league.build import club_teams, evening
from tests.league.test_league_store import contents, player_ids


def independent_ratings(played: list[Concours]) -> set[tuple[str, int, float, int]]:
    """core.ratings over the concours's own tables, players by name."""
    matches: list[Match] = []
    for number, c in enumerate(played):
        drawn = c.drawn_at()
        assert drawn is not None
        for found in c.played_tables():
            one, two = (c.team(team).players for team in found.teams)
            if one is None or two is None:
                continue
            key = (drawn.timestamp(), f"{number:04d}/{found.partie:04d}/{found.table:05d}")
            matches.append(Match(key, one, two, found.winner))
    return {(r.player, r.rank, round(r.rating, 6), r.matches) for r in ratings(matches)}


def counted_again(engine: Engine, played: list[Concours]) -> None:
    """The league's season and ratings are belote's own over `played`, counted apart."""
    league = League(engine)
    assert season_json(league.season(Period(), 1)) == season_json(season(played, 1))
    found = {
        (r.rated.player, r.rated.rank, round(r.rated.rating, 6), r.rated.matches)
        for r in league.ratings()
    }
    assert found == independent_ratings(played)


def audited(engine: Engine) -> list[tuple[str, dict[str, Any]]]:
    with engine.connect() as connection:
        rows = connection.execute(
            select(s.audit.c.action, s.audit.c.detail).order_by(s.audit.c.id)
        )
        return [(row.action, json.loads(row.detail)) for row in rows]


# --- the right club ---


def test_a_publish_for_another_club_is_refused_naming_both(engine: Engine) -> None:
    alpha, alpha_token = add_club(engine, "Alpha")
    _, beta_token = add_club(engine, "Beta")
    c = evening("Vendredi", club_teams("Alpha", 4))
    before = contents(engine)
    with pytest.raises(LeagueError) as caught:
        publish(engine, beta_token, encode(c), expected=alpha.id, peer="10.0.0.7")
    error = caught.value
    assert (error.status, error.key) == (409, "league_not_your_club")
    assert error.params == {"club": "Beta", "expected": "Alpha"}
    after = contents(engine)
    assert after.pop("audit")[len(before["audit"]) :][0][2] == "refused"
    assert after == {k: v for k, v in before.items() if k != "audit"}  # nothing stored
    action, detail = audited(engine)[-1]
    assert action == "refused" and detail == {
        "name": "Vendredi",
        "peer": "10.0.0.7",
        "reason": "not_your_club",
    }
    assert beta_token not in json.dumps(audited(engine))
    done = publish(engine, alpha_token, encode(c), expected=alpha.id)  # the right token
    assert (done.outcome, done.club, done.club_id) == ("published", "Alpha", alpha.id)


def test_a_concours_moved_withdrawn_restored_a_merge_undone(engine: Engine) -> None:
    """Alpha's evening published with Beta's token, moved to Alpha; one withdrawn and
    restored; a merge undone: the season and ratings counted again after each."""
    alpha, alpha_token = add_club(engine, "Alpha")
    _, beta_token = add_club(engine, "Beta")
    first = evening("Alpha 1", club_teams("Alpha", 4), day="2026-10-02", seed=1)
    second = evening("Alpha 2", club_teams("Alpha", 4), day="2026-10-09", seed=2)
    third = evening("Beta 1", club_teams("Beta", 5), day="2026-10-16", seed=3)
    publish(engine, alpha_token, encode(first))
    wrong = publish(engine, beta_token, encode(second)).concours  # the wrong token
    publish(engine, beta_token, encode(third))
    # filed under Beta, Alpha's unlicensed players are second persons: two "Alpha P1"
    assert "c2:alpha p1" in player_ids(engine)
    with pytest.raises(AssertionError):
        counted_again(engine, [first, second, third])

    assert move(engine, wrong, "alpha") == ("Alpha 2", "Beta", "Alpha")
    counted_again(engine, [first, second, third])
    assert publish(engine, alpha_token, encode(second)).outcome == "unchanged"  # Alpha's now
    with pytest.raises(LeagueError) as caught:
        publish(engine, beta_token, encode(second))
    assert caught.value.key == "league_other_club"

    assert withdraw(engine, wrong) == "Alpha 2"
    counted_again(engine, [first, third])
    assert [line.name for line in League(engine).club(alpha.id)[1]] == ["Alpha 1"]
    with pytest.raises(LeagueError) as caught:
        League(engine).concours(wrong)
    assert caught.value.status == 404
    with pytest.raises(LeagueError) as caught:
        publish(engine, alpha_token, encode(second.with_result(1, 1, (1500, 700))))
    assert (caught.value.status, caught.value.key) == (409, "league_withdrawn")
    assert withdraw(engine, wrong, back=True) == "Alpha 2"
    counted_again(engine, [first, second, third])

    ids = player_ids(engine)
    one, other = ids["c1:alpha p1"], ids["c2:beta p1"]
    merge(engine, other, one)
    with pytest.raises(AssertionError):  # two people counted as one
        counted_again(engine, [first, second, third])
    assert unmerge(engine, other) == ("Beta P1", "Alpha P1")
    counted_again(engine, [first, second, third])

    actions = [action for action, _ in audited(engine)]
    assert actions[-6:] == ["refused", "withdraw", "refused", "restore", "merge", "unmerge"]
    assert "move" in actions


@pytest.mark.parametrize(
    ("change", "status", "key"),
    [
        (lambda e, n: move(e, n, "Alpha"), 409, "league_already_club"),
        (lambda e, n: move(e, n, "Nobody"), 404, "league_no_club_named"),
        (lambda e, n: move(e, 999, "Alpha"), 404, "league_no_concours"),
        (lambda e, n: withdraw(e, n, back=True), 409, "league_not_withdrawn"),
        (lambda e, n: withdraw(e, 2**31), 404, "league_no_concours"),
        (lambda e, n: unmerge(e, 1), 409, "league_not_merged"),
        (lambda e, n: unmerge(e, 999), 404, "league_no_player"),
        (lambda e, n: set_settings(e, {"best": 0}), 400, "league_bad_setting"),
    ],
)
def test_a_secretarys_mistake_changes_nothing(
    engine: Engine, change: Any, status: int, key: str
) -> None:
    _, token = add_club(engine, "Alpha")
    number = publish(engine, token, encode(evening("Lundi", club_teams("Alpha", 4)))).concours
    before = contents(engine)
    with pytest.raises(LeagueError) as caught:
        change(engine, number)
    assert (caught.value.status, caught.value.key) == (status, key)
    assert contents(engine) == before


def test_best_results_and_the_minimum_as_the_league_sets_them(engine: Engine) -> None:
    _, token = add_club(engine, "Alpha")
    played = [
        evening(f"Soir {k}", club_teams("Alpha", 4), day=f"2026-10-{k + 1:02d}", seed=k)
        for k in range(4)
    ]
    for c in played:
        publish(engine, token, encode(c))
    assert set_settings(engine, {"best": 2, "minimum": 3}) == {
        "best": 2,
        "minimum": 3,
        "rated": 10,
    }
    league = League(engine)
    found = league.season(Period(), 3, league.settings()["best"])
    assert season_json(found) == season_json(tallied([season_lines(c) for c in played], 3, 2))
    # the two best evenings of each: never more than the whole, and the best ones
    whole = {line.who.name: line.who.points for line in season(played, 3).players}
    for line in found.players:
        best = sorted(r[0] for r in line.who.results)[-2:]
        assert line.who.points == sum(best) <= whole[line.who.name]
    assert set_settings(engine, {"best": None})["best"] is None
    assert audited(engine)[-1] == ("settings", {"best": None})


# --- the database: upgraded from an older belote ---


def test_a_database_of_the_first_revision_is_upgraded(database: str) -> None:
    from importlib import resources

    from alembic import command
    from alembic.config import Config

    url = database.replace("postgresql://", "postgresql+psycopg://")
    older = create_engine(url)
    config = Config()
    config.set_main_option(
        "script_location", str(resources.files("belote_cli.league") / "migrations")
    )
    with older.begin() as connection:
        config.attributes["connection"] = connection
        command.upgrade(config, "0001")
        connection.execute(
            text(
                "INSERT INTO clubs (id, name, key, token_hash, added_at) "
                "VALUES (1, 'Alpha', 'alpha', 'x', 0)"
            )
        )
    older.dispose()
    engine = db.opened(database)
    try:
        with engine.connect() as connection:
            found = connection.execute(text("SELECT version_num FROM alembic_version"))
            assert found.scalar_one() == s.REVISION == "0002"
            assert connection.execute(select(s.clubs.c.name)).scalar_one() == "Alpha"
            assert connection.execute(select(s.concours.c.withdrawn_at)).all() == []
    finally:
        engine.dispose()


# --- readers never wait: appended, made whole apart ---


def test_a_concours_at_the_end_is_appended_a_correction_made_whole(
    engine: Engine, monkeypatch: pytest.MonkeyPatch
) -> None:
    _, token = add_club(engine, "Alpha")
    played = [
        evening(f"Soir {k}", club_teams("Alpha", 4), day=f"2026-10-{k + 1:02d}", seed=k)
        for k in range(3)
    ]
    publish(engine, token, encode(played[0]))
    league = League(engine)
    league.settled()
    made: list[int] = []
    whole = read._made

    def counting(connection: Connection) -> read.State:
        made.append(1)
        return whole(connection)

    monkeypatch.setattr(read, "_made", counting)
    for c in played[1:]:
        publish(engine, token, encode(c))
        league.settled()
    assert made == []  # each the cost of its own concours: appended
    monkeypatch.setattr(read, "_made", whole)
    counted_again(engine, played)
    assert season_json(league.season(Period(), 1)) == season_json(season(played))
    monkeypatch.setattr(read, "_made", counting)
    fixed = played[0].with_result(1, 1, (1600, 400))
    publish(engine, token, encode(fixed))
    state = league.settled()
    assert made == [1]  # a correction in the middle: made whole
    assert season_json(league.season(Period(), 1)) == season_json(season([fixed, *played[1:]]))
    assert state.count == league.state().count


def test_a_reader_never_waits_for_the_state_being_made(engine: Engine) -> None:
    """The worker making a state whole (here: held at its lock) never holds a reader: the
    last state is served, consistent; the new one, once made, replaces it at once."""
    _, token = add_club(engine, "Alpha")
    first = evening("Soir 1", club_teams("Alpha", 4), day="2026-10-01", seed=1)
    publish(engine, token, encode(first))
    league = League(engine, wait=False)
    before = season_json(league.season(Period(), 1))
    publish(engine, token, encode(first.with_result(1, 1, (1600, 400))))  # a correction
    with league._updating:  # the state being made, for as long as this lasts
        started = time.monotonic()
        assert season_json(league.season(Period(), 1)) == before
        assert time.monotonic() - started < 1.0
    league.poke()
    done = threading.Event()

    def fresh() -> bool:
        return league.state().count == League(engine).state().count

    deadline = time.monotonic() + 30
    while not fresh() and time.monotonic() < deadline:
        done.wait(0.01)  # polled: the worker's new state, whenever it comes
    expected = season([first.with_result(1, 1, (1600, 400))])
    assert season_json(league.season(Period(), 1)) == season_json(expected)
