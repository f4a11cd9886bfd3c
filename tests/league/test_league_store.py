"""The league's store (league.publish, league.read, league.db) on SQLite and on a real
PostgreSQL: a publish stored once, the same bytes again changing nothing, a correction
keeping the earlier bytes, every refusal leaving the tables as they were; players one
person by licence across clubs, two by name; a merge; the season and the ratings the same
as belote computes them from the concours themselves; the migrated tables exactly the
schema's; a database a newer belote wrote refused, untouched."""

from __future__ import annotations

import json
import re
from datetime import date, datetime
from pathlib import Path
from typing import Any

import pytest
from sqlalchemy import Engine, func, select, text

from belote_cli.core.concours import Concours, entrant, make_format
from belote_cli.core.facts import Mode
from belote_cli.core.names import folded
from belote_cli.core.ratings import Match, ratings
from belote_cli.core.season import Period, season
from belote_cli.league import db
from belote_cli.league import schema as s
from belote_cli.league.errors import LeagueError
from belote_cli.league.publish import AUDITED, Published, add_club, digest, merge, publish
from belote_cli.league.read import League
from belote_cli.storage.concours import encode
from belote_cli.text.season import season_json
from tests.league.build import Team, club_teams, evening

FIXTURES = Path(__file__).parent.parent / "fixtures"


# --- what the tables hold ---


def contents(engine: Engine) -> dict[str, list[tuple[Any, ...]]]:
    """Every row of every table of the league, in a set order: two equal contents are the
    same database."""
    found: dict[str, list[tuple[Any, ...]]] = {}
    with engine.connect() as connection:
        for table in s.metadata.sorted_tables:
            rows = connection.execute(select(table)).all()
            found[table.name] = sorted((tuple(row) for row in rows), key=repr)
    return found


def counts(engine: Engine) -> dict[str, int]:
    return {name: len(rows) for name, rows in contents(engine).items()}


def actions(engine: Engine) -> list[str]:
    with engine.connect() as connection:
        return list(connection.execute(select(s.audit.c.action).order_by(s.audit.c.id)).scalars())


def player_ids(engine: Engine) -> dict[str, int]:
    """Each player's id by their ident (a licence, or a name in a club)."""
    with engine.connect() as connection:
        rows = connection.execute(select(s.players.c.ident, s.players.c.id))
        return {row.ident: row.id for row in rows}


def refused(engine: Engine, status: int, token: str, data: bytes) -> LeagueError:
    """A publish refused with `status`, the database untouched -- but for the audit's new
    line when the refusal is one the audit keeps: its reason, never the token, and the
    change counter as it was (readers have nothing to count again)."""
    before = contents(engine)
    with pytest.raises(LeagueError) as caught:
        publish(engine, token, data)
    assert caught.value.status == status, caught.value
    after = contents(engine)
    added = after.pop("audit")[len(before["audit"]) :]
    assert after == {k: v for k, v in before.items() if k != "audit"}
    if caught.value.key in AUDITED:
        [line] = added
        assert line[2] == "refused" and (not token or token not in line[5])
        assert json.loads(line[5])["reason"] == caught.value.key.removeprefix("league_")
    else:
        assert added == []
    return caught.value


# --- a publish, again, corrected, refused ---


def test_publish_is_stored_once_and_corrected_with_its_earlier_bytes(engine: Engine) -> None:
    club, token = add_club(engine, "Alpha")
    c = evening("Lundi de l'Alpha", club_teams("Alpha", 4))
    data = encode(c)

    first = publish(engine, token, data)
    assert first.outcome == "published"
    assert (first.version, first.name) == (1, c.name)
    stored = counts(engine)
    assert stored["concours"] == 1
    assert stored["results"] == 4  # a line per team
    assert stored["matches"] == 3 * 2  # 3 parties of 2 tables, every player named
    assert stored["players"] == 8
    assert stored["versions"] == 0
    with engine.connect() as connection:
        row = connection.execute(select(s.concours)).one()
    assert (row.id, row.club_id, row.document, row.digest) == (
        first.concours,
        club.id,
        data,
        digest(data),
    )
    assert (row.played_on, row.identity) == ("2026-11-06", c.identity)

    before = contents(engine)
    again = publish(engine, token, data)
    assert again == Published("unchanged", first.concours, 1, c.name, "Alpha", club.id)
    assert contents(engine) == before  # not a row more, not a counter bumped

    fixed = c.with_result(2, 1, (1600, 400))
    assert fixed.finished and fixed.identity == c.identity
    second = publish(engine, token, encode(fixed))
    assert second == Published("corrected", first.concours, 2, c.name, "Alpha", club.id)
    with engine.connect() as connection:
        now = connection.execute(select(s.concours)).one()
        kept = connection.execute(select(s.versions)).one()
    assert (now.version, now.document, now.digest) == (2, encode(fixed), digest(encode(fixed)))
    assert (kept.concours_id, kept.version, kept.document, kept.digest) == (
        first.concours,
        1,
        data,
        digest(data),
    )
    assert counts(engine)["concours"] == 1
    # the results are the corrected file's
    _, lines = League(engine).concours(first.concours)
    expected = [(x.rank, x.team, x.points, x.against, x.half_wins) for x in fixed.ranking()]
    assert [(x.rank, x.team, x.points, x.against, x.half_wins) for x in lines] == expected
    assert expected != [(x.rank, x.team, x.points, x.against, x.half_wins) for x in c.ranking()]
    assert actions(engine) == ["club", "publish", "correct"]
    trail = League(engine).audit()  # the oldest first, each with its club's name
    assert [line["action"] for line in trail] == ["club", "publish", "correct"]
    assert json.loads(trail[-1]["detail"])["version"] == 2
    assert trail[-1]["subject"] == first.concours and trail[-1]["club_id"] == club.id
    assert trail[-1]["club"] == club.name

    # the corrected bytes again: unchanged, at version 2
    assert publish(engine, token, encode(fixed)).outcome == "unchanged"


def test_refusals_leave_the_database_as_it_was(engine: Engine) -> None:
    _, token = add_club(engine, "Alpha")
    _, other = add_club(engine, "Beta")
    c = evening("Mardi", club_teams("Alpha", 4))
    data = encode(c)
    publish(engine, token, data)

    # a concours another club published first, as is or corrected
    assert refused(engine, 403, other, data).key == "league_other_club"
    refused(engine, 403, other, encode(c.with_result(1, 1, (1500, 700))))
    # a token no club has
    assert refused(engine, 401, "not-a-token", encode(evening("Autre", club_teams("A", 4)))).key
    refused(engine, 401, "", data)
    # not finished: its figures may still change
    going = evening("Mercredi", club_teams("Alpha", 4), finish=False)
    assert not going.finished
    assert refused(engine, 409, token, encode(going)).key == "league_not_finished"


def _forged(data: bytes) -> list[bytes]:
    """A club's valid file edited by hand so that belote would not read it."""
    source = data.decode()
    line = re.compile(r"^(\d+) (\d+) (\d+) (\d+)$", re.MULTILINE)
    assert line.search(source)
    return [
        # a table seating a team that does not exist
        line.sub(lambda m: f"{m[1]} 99 {m[3]} {m[4]}", source, count=1).encode(),
        # a team at two tables of the same partie
        line.sub(lambda m: f"{m[1]} {m[1]} {m[3]} {m[4]}", source, count=1).encode(),
        # another kind of file
        source.replace('kind = "belote-concours"', 'kind = "belote-feuille"').encode(),
        # a schema no belote wrote
        re.sub(r"^schema = [0-9]+$", "schema = -1", source, count=1, flags=re.M).encode(),
        # more draws than parties
        source.replace("parties = 3", "parties = 2").encode(),
        # points no partie gives
        line.sub(lambda m: f"{m[1]} {m[2]} 9999999 {m[4]}", source, count=1).encode(),
        # partie 1 drawn at a time no clock gives (year 1)
        source.replace("2026-11-06T20:30:00+01:00", "0001-01-01T00:00:00").encode(),
    ]


def test_what_is_not_a_finished_concours_is_refused_422(engine: Engine) -> None:
    _, token = add_club(engine, "Alpha")
    c = evening("Jeudi", club_teams("Alpha", 4))
    feuille = (FIXTURES / "v7" / "classique-litige.toml").read_bytes()
    garbage = [b"", b"\x00\xff\xfe garbage", b"not = [toml", "é".encode("latin-1"), feuille]
    for data in [*garbage, *_forged(encode(c))]:
        assert refused(engine, 422, token, data).key == "league_not_a_concours", data[:80]
    assert counts(engine)["concours"] == 0
    assert publish(engine, token, encode(c)).outcome == "published"  # the file itself is fine


# --- players: by licence across clubs, by name within a club, merged ---


def test_a_licence_is_one_player_in_every_club_a_name_is_not(engine: Engine) -> None:
    _, alpha = add_club(engine, "Alpha")
    _, beta = add_club(engine, "Beta")
    alphas: list[Team] = [
        ("Les As", ("Ana Martin", "Denis Roy"), ("L100", "")),
        *club_teams("Alpha", 3),
    ]
    betas: list[Team] = [
        # the same licence, the name spelt otherwise: the same person
        ("Les Bis", ("Ana Martin-Dupont", "Denis Roy"), ("L100", "")),
        *club_teams("Beta", 3),
    ]
    one = evening("Alpha d'hiver", alphas, day="2026-11-06")
    two = evening("Beta d'hiver", betas, day="2026-11-13")
    publish(engine, alpha, encode(one))
    publish(engine, beta, encode(two))

    ids = player_ids(engine)
    assert "lL100" in ids
    assert sum(ident.endswith(":denis roy") for ident in ids) == 2
    # Ana's licence, and her name in each club (merged into it), Denis twice, the others
    assert len(ids) == 1 + 2 + 2 + 2 * 6

    found = League(engine).season(Period(), 1)
    players = [line.who for line in found.players]
    ana = [who for who in players if who.name.startswith("Ana")]
    assert len(ana) == 1 and ana[0].name == "Ana Martin"  # as first published
    assert ana[0].played == 2 and len(ana[0].ranks) == 2
    # two clubs' Denis Roy, each shown with his club: no two lines alike
    denis = [who for who in players if who.name in ("Denis Roy (Alpha)", "Denis Roy (Beta)")]
    assert [who.played for who in denis] == [1, 1]

    rated = [r.rated for r in League(engine).ratings()]
    assert [r.matches for r in rated if r.player.startswith("Ana")] == [6]
    assert [r.matches for r in rated if r.player.startswith("Denis Roy (")] == [3, 3]
    assert len(rated) == len(ids) - 2  # Ana's two club names are her licence's player


def test_a_club_player_with_and_without_a_licence_is_one_player(engine: Engine) -> None:
    """A club's evenings, the licence given one evening and not the other -- in either
    order: one player, as `belote season` over the same files counts her."""
    _, alpha = add_club(engine, "Alpha")
    plain: list[Team] = [("As", ("Ana", "Bruno"), None), *club_teams("Alpha", 3)]
    licensed: list[Team] = [("As", ("Ana", "Bruno"), ("L7", "")), *club_teams("Alpha", 3)]
    evenings = [
        evening("Un", plain, day="2026-11-06"),
        evening("Deux", licensed, day="2026-11-13"),
        evening("Trois", plain, day="2026-11-20"),
    ]
    for c in evenings:
        publish(engine, alpha, encode(c))
    expected = season_json(season(evenings, 3))
    assert season_json(League(engine).season(Period(), 3)) == expected
    ana = [line for line in expected["players"] if line["name"] == "Ana"]
    assert ana[0]["concours"] == 3 and ana[0]["rank"] is not None


def test_merge_makes_two_players_one(engine: Engine) -> None:
    _, alpha = add_club(engine, "Alpha")
    _, beta = add_club(engine, "Beta")
    one = evening("Fête Alpha", [("Roy", ("Denis Roy", "Eve Roy"), None), *club_teams("A", 3)])
    two = evening(
        "Fête Beta",
        [("Roy", ("Denis Roy", "Fred Roy"), None), *club_teams("B", 3)],
        day="2026-11-20",
    )
    publish(engine, alpha, encode(one))
    publish(engine, beta, encode(two))
    ids = player_ids(engine)
    first, second = (ids[f"c{n}:denis roy"] for n in (1, 2))
    league = League(engine)
    before = [
        x.who for x in league.season(Period(), 1).players if x.who.name.startswith("Denis Roy")
    ]
    assert sorted(who.name for who in before) == ["Denis Roy (Alpha)", "Denis Roy (Beta)"]

    assert merge(engine, second, first) == ("Denis Roy", "Denis Roy")

    after = [
        x.who for x in league.season(Period(), 1).players if x.who.name.startswith("Denis Roy")
    ]
    assert [who.name for who in after] == ["Denis Roy"]  # one now: no club needed
    (merged,) = after
    assert merged.played == 2
    assert merged.points == sum(who.points for who in before)
    assert merged.half_wins == sum(who.half_wins for who in before)
    assert sorted(merged.ranks) == sorted(r for who in before for r in who.ranks)
    rated = [r for r in league.ratings() if r.rated.player == "Denis Roy"]
    assert [(r.player, r.rated.matches) for r in rated] == [(first, 6)]
    line = league.audit()[-1]
    assert (line["action"], line["subject"]) == ("merge", second)
    assert json.loads(line["detail"])["into"] == first

    before_refusals = contents(engine)
    for player, into, status in (
        (first, first, 409),
        (second, first, 409),
        (999, first, 404),
        (first, 999, 404),
        (2**31, first, 404),  # more than a table holds
        (first, 10**20, 404),
    ):
        with pytest.raises(LeagueError) as caught:
            merge(engine, player, into)
        assert caught.value.status == status
    assert contents(engine) == before_refusals
    # a team of two players is known by them: after the merge, each of its concours still
    # counts for its own pair
    teams = [x.who for x in league.season(Period(), 1).teams if "Denis Roy" in x.who.name]
    assert sorted(who.name for who in teams) == ["Denis Roy & Eve Roy", "Denis Roy & Fred Roy"]


# --- the season and the ratings: the same as belote computes them ---


def _withdrawing(name: str, teams: list[Team], day: str, seed: int) -> Concours:
    """A finished concours where team 1 withdraws after partie 2's draw (R14.11)."""
    c = Concours(name, make_format(Mode.CLASSIQUE, 3, seed=seed))
    for team, players, _ in teams:
        c = c.with_team(entrant(team, None if players is None else list(players)))
    points = iter([(1000 + 37 * n, 700 + 53 * n) for n in range(40)])
    for k in range(1, 4):
        before = c
        c = c.with_draw()
        if k == 1:
            c = c.logged(f"{day}T20:30:00+01:00", "cli", before)
        if k == 2:
            c = c.with_withdrawal(1)
        for n, row in enumerate(c.parties[-1].tables, start=1):
            if not row.done:
                c = c.with_result(None, n, next(points))
    assert c.finished and c.team(1).withdrawn == 2
    return c


def _league_of(engine: Engine) -> list[Concours]:
    """Four clubs, their concours over several weeks (player names their own, two teams
    without named players, an exempt team, a withdrawal), published in the order they were
    played: the concours as belote reads them."""
    tokens = {club: add_club(engine, club)[1] for club in ("Alpha", "Beta", "Gamma", "Delta")}
    plan: list[tuple[str, Concours]] = [
        ("Alpha", evening("Alpha 1", club_teams("Alpha", 4), day="2026-09-04", seed=1)),
        ("Beta", evening("Beta 1", club_teams("Beta", 5), day="2026-09-11", seed=2)),
        ("Alpha", evening("Alpha 2", club_teams("Alpha", 6)[2:], day="2026-09-18", seed=3)),
        (
            "Gamma",
            evening(
                "Gamma 1",
                [*club_teams("Gamma", 3), ("Gamma sans noms", None, None)],
                day="2026-09-18",
                seed=4,
            ),
        ),
        ("Delta", _withdrawing("Delta 1", club_teams("Delta", 5), "2026-10-02", 5)),
        ("Beta", evening("Beta 2", club_teams("Beta", 4), day="2026-10-09", seed=6)),
        ("Gamma", evening("Gamma 2", club_teams("Gamma", 4), day="2026-10-16", seed=7)),
        ("Alpha", evening("Alpha 3", club_teams("Alpha", 4), day="2026-10-23", seed=8)),
    ]
    for club, c in plan:
        assert publish(engine, tokens[club], encode(c)).outcome == "published"
    return [c for _, c in plan]


def _day(c: Concours) -> date:
    drawn = c.drawn_at()
    assert drawn is not None
    return drawn.date()


PERIODS = [
    Period(),
    Period(date(2026, 9, 18), None),
    Period(None, date(2026, 10, 2)),
    Period(date(2026, 9, 11), date(2026, 10, 9)),
    Period(date(2026, 9, 18), date(2026, 9, 18)),
    Period(date(2027, 1, 1), None),  # nothing played
]


def test_the_season_is_belotes_own_season_of_the_same_concours(engine: Engine) -> None:
    played = _league_of(engine)
    league = League(engine)
    compared = 0
    for period in PERIODS:
        kept = [c for c in played if period.holds(_day(c))]
        for minimum in (1, 2, 3):
            expected = season_json(season(kept, minimum))
            assert season_json(league.season(period, minimum)) == expected, (period, minimum)
            compared += len(expected["players"])
    assert compared > 100  # the seasons compared are not empty ones
    whole = season_json(league.season(Period(), 2))
    assert whole["concours"] == 8
    assert any(line["rank"] is None for line in whole["players"])  # the minimum bites
    assert any(line["rank"] is not None for line in whole["players"])


def test_the_ratings_are_belotes_own_ratings_of_the_same_tables(engine: Engine) -> None:
    played = _league_of(engine)
    matches: list[Match] = []
    for number, c in enumerate(played):
        drawn = c.drawn_at()
        assert drawn is not None
        for k, partie in enumerate(c.parties, start=1):
            for n, row in enumerate(partie.tables, start=1):
                one, two = (c.team(team).players for team in row.teams)
                if row.result is None or one is None or two is None:
                    continue
                winner = (
                    None if row.result[0] == row.result[1] else int(row.result[1] > row.result[0])
                )
                matches.append(
                    Match((drawn.timestamp(), f"{number:04d}/{k}/{n}"), one, two, winner)
                )
    expected = {(r.player, r.rank, round(r.rating, 6), r.matches) for r in ratings(matches)}
    found = League(engine).ratings()
    assert {
        (r.rated.player, r.rated.rank, round(r.rated.rating, 6), r.rated.matches) for r in found
    } == expected
    named = {name for match in matches for name in (*match.one, *match.two)}
    assert len(found) == len(expected) == len(named) >= 40
    with engine.connect() as connection:
        assert connection.execute(select(func.count()).select_from(s.matches)).scalar() == len(
            matches
        )


# --- the clubs and their concours ---


def test_clubs_a_club_and_a_concours_read_back(engine: Engine) -> None:
    played = _league_of(engine)
    league = League(engine)
    clubs = league.clubs()
    assert [(x.name, x.concours, x.last) for x in clubs] == [
        ("Alpha", 3, "2026-10-23"),
        ("Beta", 2, "2026-10-09"),
        ("Delta", 1, "2026-10-02"),
        ("Gamma", 2, "2026-10-16"),
    ]
    alpha = next(x for x in clubs if x.name == "Alpha")
    line, published = league.club(alpha.id)
    assert line == alpha
    assert [(x.name, x.played_on, x.teams, x.version) for x in published] == [
        ("Alpha 3", "2026-10-23", 4, 1),
        ("Alpha 2", "2026-09-18", 4, 1),
        ("Alpha 1", "2026-09-04", 4, 1),
    ]
    for c in played:
        (number,) = [x.id for club in clubs for x in league.club(club.id)[1] if x.name == c.name]
        head, lines = league.concours(number)
        assert (head.name, head.played_on) == (c.name, _day(c).isoformat())
        expected = [
            (
                x.rank,
                x.team,
                c.team(x.team).name,
                c.team(x.team).players or (),
                x.points,
                x.against,
                x.half_wins,
                x.parties,
                x.withdrawn,
            )
            for x in c.ranking()
        ]
        assert [tuple(line)[:-1] for line in lines] == expected
        assert all(len(line.ids) == len(line.players) for line in lines)
    assert any(line.withdrawn for c in played for line in c.ranking())
    for missing in (lambda: league.club(999), lambda: league.concours(999)):
        with pytest.raises(LeagueError) as caught:
            missing()
        assert caught.value.status == 404


def test_a_club_name_is_taken_once(engine: Engine) -> None:
    add_club(engine, "Alpha")
    before = contents(engine)
    with pytest.raises(LeagueError) as caught:
        add_club(engine, " alpha ")
    assert caught.value.status == 409
    assert contents(engine) == before


# --- the database: migrated to the schema, a newer one refused ---


def test_the_migrated_tables_are_the_schemas(engine: Engine) -> None:
    from alembic.autogenerate import compare_metadata
    from alembic.runtime.migration import MigrationContext

    with engine.connect() as connection:
        context = MigrationContext.configure(connection, opts={"compare_type": True})
        assert compare_metadata(context, s.metadata) == []
        assert context.get_current_revision() == s.REVISION
        assert connection.execute(select(s.changes.c.count)).scalar_one() == 0


def test_opening_again_changes_nothing(database: str, engine: Engine) -> None:
    _, token = add_club(engine, "Alpha")
    publish(engine, token, encode(evening("Vendredi", club_teams("Alpha", 4))))
    before = contents(engine)
    again = db.opened(database)
    try:
        assert contents(again) == before
    finally:
        again.dispose()


def test_a_newer_database_is_refused_untouched(database: str, engine: Engine) -> None:
    _, token = add_club(engine, "Alpha")
    publish(engine, token, encode(evening("Samedi", club_teams("Alpha", 4))))
    with engine.begin() as connection:
        connection.execute(text("UPDATE alembic_version SET version_num = 'f00d'"))
    before = contents(engine)
    with pytest.raises(LeagueError) as caught:
        db.opened(database)
    assert (caught.value.status, caught.value.key) == (503, "league_newer_db")
    assert caught.value.params["found"] == "f00d"
    assert contents(engine) == before
    with engine.connect() as connection:
        assert connection.execute(text("SELECT version_num FROM alembic_version")).all() == [
            ("f00d",)
        ]


def test_the_concours_day_is_the_day_of_its_first_draw(engine: Engine) -> None:
    _, token = add_club(engine, "Alpha")
    c = evening("Nuit", club_teams("Alpha", 4), day="2026-12-31")
    done = publish(engine, token, encode(c))
    with engine.connect() as connection:
        row = connection.execute(select(s.concours).where(s.concours.c.id == done.concours)).one()
    assert row.played_on == "2026-12-31"
    assert row.played_at == datetime.fromisoformat("2026-12-31T20:30:00+01:00").timestamp()
    assert row.identity == f"{folded(c.name)}|{c.format.seed}|2026-12-31T20:30:00+01:00"
    with engine.connect() as connection:  # the counter of writes: one per club, one per publish
        assert connection.execute(select(s.changes.c.count)).scalar_one() == 2
