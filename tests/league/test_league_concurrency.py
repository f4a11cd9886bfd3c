"""The league's server under load and killed, on real sockets, on SQLite and on a real
PostgreSQL: fifty clubs publishing a hundred concours at once (some sent twice, some
corrected at the same moment) store each exactly once, each "published" committed when it
is answered; a server killed with SIGKILL in the middle of publishes loses none it
answered, and leaves no concours half-stored."""

from __future__ import annotations

import contextlib
import json
import os
import random
import signal
import socket
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections import defaultdict
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from http.client import HTTPException
from pathlib import Path
from typing import Any, NamedTuple

from sqlalchemy import Engine, create_engine, func, select
from sqlalchemy.engine import make_url
from sqlalchemy.pool import NullPool

from belote_cli.core.concours import Concours
from belote_cli.core.names import folded
from belote_cli.league import schema as s
from belote_cli.league.publish import add_club, digest
from belote_cli.storage.concours import encode
from belote_cli.storage.concours import read as read_concours
from tests.browser import Running
from tests.league.build import Team, club_teams, evening

CLUBS = 50


# --- the server, its clients, and a look at the database of its own ---


def served(engine: Engine) -> Running:
    """The league's app served by uvicorn as `belote league serve` serves it (its bounds,
    its protocol), in a thread, on a free port of the loopback."""
    from belote_cli.league.app import LEAGUE_BOUNDS, make_league_app

    return Running(make_league_app(engine), bounds=LEAGUE_BOUNDS)


def post(base: str, token: str, data: bytes, timeout: float = 60) -> tuple[int, dict[str, Any]]:
    """A publish over a connection of its own: the status and the JSON answered."""
    request = urllib.request.Request(
        f"{base}/api/publish",
        data=data,
        method="POST",
        headers={"Authorization": f"Bearer {token}", "Content-Type": "application/toml"},
    )
    try:
        with urllib.request.urlopen(request, timeout=timeout) as response:
            return response.status, json.loads(response.read())
    except urllib.error.HTTPError as error:
        return error.code, json.loads(error.read())


def get(base: str, path: str) -> Any:
    with urllib.request.urlopen(f"{base}{path}", timeout=30) as response:
        return json.loads(response.read())


def looking(url: str) -> Engine:
    """An engine of its own on the league's database, a fresh connection each time (no
    pool), reading without the server's write lock: what another process sees committed."""
    parsed = make_url(url)
    if parsed.get_backend_name() == "postgresql":
        parsed = parsed.set(drivername="postgresql+psycopg")
    return create_engine(parsed, poolclass=NullPool)


def counted(engine: Engine, table: Any) -> int:
    with engine.connect() as connection:
        return int(connection.execute(select(func.count()).select_from(table)).scalar_one())


def idents(c: Concours, club: int) -> set[str]:
    """The league's players of a concours published by `club` (league.publish._player_ids):
    each a name within the club, and a licence's player besides when it has one."""
    found = set()
    for team in c.teams:
        numbers = team.licences or ("", "")
        for name, licence in zip(team.players or (), numbers, strict=False):
            found |= {f"c{club}:{folded(name)}"} | ({f"l{licence}"} if licence else set())
    return found


def rated_tables(c: Concours) -> int:
    return sum(
        1
        for partie in c.parties
        for row in partie.tables
        if row.result is not None and all(c.team(n).players for n in row.teams)
    )


def whole(engine: Engine) -> None:
    """Nothing half-stored: every concours has its document's every ranking line and rated
    table, an audit line per version and its earlier versions; the counter of writes is
    the audit's length."""
    with engine.connect() as connection:
        rows = connection.execute(select(s.concours)).all()
        for row in rows:
            c = read_concours(row.document, Path("stored.toml"))
            assert row.digest == digest(row.document)
            results = connection.execute(
                select(func.count()).where(s.results.c.concours_id == row.id)
            ).scalar_one()
            matches = connection.execute(
                select(func.count()).where(s.matches.c.concours_id == row.id)
            ).scalar_one()
            assert (results, matches) == (len(c.teams), rated_tables(c)), row.name
            kept = connection.execute(
                select(s.versions.c.version).where(s.versions.c.concours_id == row.id)
            ).scalars()
            assert sorted(kept) == list(range(1, row.version)), row.name
            lines = connection.execute(
                select(s.audit.c.action).where(
                    s.audit.c.subject == row.id, s.audit.c.action.in_(["publish", "correct"])
                )
            ).scalars()
            assert sorted(lines) == ["correct"] * (row.version - 1) + ["publish"], row.name
        audit = connection.execute(select(func.count()).select_from(s.audit)).scalar_one()
        assert connection.execute(select(s.changes.c.count)).scalar_one() == audit


# --- fifty clubs at once ---


class Send(NamedTuple):
    club: int  # its index
    token: str
    data: bytes
    identity: str


class Answer(NamedTuple):
    send: Send
    status: int
    doc: dict[str, Any]
    committed: bool  # its concours seen committed, at its version at least, once answered


def _teams(n: int) -> list[Team]:
    """Club n's teams; its first player has a licence five clubs share (the same person,
    made by whichever club's publish comes first: a race between clubs)."""
    teams = club_teams(f"Club{n:02d}", 4)
    name, players, _ = teams[0]
    teams[0] = (name, players, (f"LIC{n % 10}", ""))
    return teams


def test_fifty_clubs_publish_a_hundred_concours_at_once(database: str, engine: Engine) -> None:
    added = [add_club(engine, f"Club {n:02d}") for n in range(CLUBS)]
    clubs = [club for club, _ in added]
    evenings: dict[str, tuple[int, Concours]] = {}
    sends: list[Send] = []
    for n, (_, token) in enumerate(added):
        for part, day in (("A", "2026-10-01"), ("B", "2026-10-08")):
            c = evening(f"Club {n:02d} {part}", _teams(n), day=day, seed=n + 1)
            evenings[c.identity] = (n, c)
            sends.append(Send(n, token, encode(c), c.identity))
    twice = [sends[2 * n] for n in range(5)]  # the same bytes sent twice at once
    corrections = []  # a correction sent with its first version, at once
    for n in range(5, 10):
        _, c = evenings[sends[2 * n + 1].identity]
        fixed = c.with_result(1, 1, (1600, 400))
        corrections.append(Send(n, sends[2 * n + 1].token, encode(fixed), c.identity))
    everything = sends + twice + corrections
    random.Random(37).shuffle(everything)
    look = looking(database)
    server = served(engine)
    start = threading.Barrier(CLUBS)

    def send(number: int) -> Answer:
        one = everything[number]
        if number < CLUBS:  # the first fifty leave together
            start.wait(timeout=30)
        status, doc = post(server.base, one.token, one.data)
        committed = False
        if status in (200, 201):
            with look.connect() as connection:  # a connection of its own, right away
                row = connection.execute(
                    select(s.concours.c.version, s.concours.c.identity).where(
                        s.concours.c.id == doc["concours"]
                    )
                ).first()
            committed = row is not None and row.version >= doc["version"]
            committed = committed and row is not None and row.identity == one.identity
        return Answer(one, status, doc, committed)

    began = time.monotonic()
    try:
        with ThreadPoolExecutor(CLUBS) as pool:
            answers = list(pool.map(send, range(len(everything))))
    finally:
        server.stop()
    took = time.monotonic() - began

    assert [a.status for a in answers if a.status not in (200, 201)] == []
    assert all(a.committed for a in answers), [a.doc for a in answers if not a.committed]
    by_identity: dict[str, list[Answer]] = defaultdict(list)
    for answer in answers:
        by_identity[answer.send.identity].append(answer)
    assert set(by_identity) == {one.identity for one in sends}
    with look.connect() as connection:
        stored = {row.identity: row for row in connection.execute(select(s.concours))}
        kept = connection.execute(select(s.versions)).all()
        players = connection.execute(select(s.players.c.ident)).scalars().all()
    assert len(stored) == counted(look, s.concours) == 2 * CLUBS  # no duplicate
    for identity, found in by_identity.items():
        outcomes = sorted(a.doc["outcome"] for a in found)
        row = stored[identity]
        assert {a.doc["concours"] for a in found} == {row.id}
        assert row.club_id == clubs[found[0].send.club].id
        if len(found) == 1:
            assert outcomes == ["published"]
            assert (row.version, row.document) == (1, found[0].send.data)
        elif found[0].send.data == found[1].send.data:  # the same bytes twice
            assert outcomes == ["published", "unchanged"]
            assert [a.status for a in found if a.doc["outcome"] == "unchanged"] == [200]
            assert row.version == 1
        else:  # a correction and its first version: the one answered last is stored
            assert outcomes == ["corrected", "published"]
            last = max(found, key=lambda a: a.doc["version"])
            assert (last.doc["version"], row.version, row.document) == (2, 2, last.send.data)
            first = min(found, key=lambda a: a.doc["version"])
            assert [
                (v.concours_id, v.version, v.document) for v in kept if v.concours_id == row.id
            ] == [(row.id, 1, first.send.data)]
    assert len(kept) == 5
    expected = set().union(*(idents(c, clubs[n].id) for n, c in evenings.values()))
    assert len(players) == len(set(players))
    assert set(players) == expected
    assert sum(ident.startswith("lLIC") for ident in players) == 10
    assert counted(look, s.results) == 4 * 2 * CLUBS
    assert counted(look, s.audit) == CLUBS + 2 * CLUBS + 5
    whole(look)
    look.dispose()
    assert took < 60, took


# --- killed in the middle ---

SERVER = """
import sys

import uvicorn

from belote_cli.league import db
from belote_cli.league.app import LEAGUE_BOUNDS, make_league_app
from belote_cli.web.serve import options

app = make_league_app(db.opened(sys.argv[1]))
uvicorn.run(app, host="127.0.0.1", port=int(sys.argv[2]), **options(LEAGUE_BOUNDS))
"""


def _free_port() -> int:
    with socket.socket() as found:
        found.bind(("127.0.0.1", 0))
        return int(found.getsockname()[1])


@contextlib.contextmanager
def process(url: str, log: Path) -> Iterator[tuple[subprocess.Popen[bytes], str]]:
    """The league's server in a process of its own, answering: it, and its address."""
    port = _free_port()
    with log.open("ab") as out:
        running = subprocess.Popen(
            [sys.executable, "-c", SERVER, url, str(port)], stdout=out, stderr=out
        )
    base = f"http://127.0.0.1:{port}"
    try:
        deadline = time.monotonic() + 30
        while True:
            assert running.poll() is None, log.read_text()
            try:
                get(base, "/api/clubs")
                break
            except OSError:
                assert time.monotonic() < deadline, log.read_text()
                time.sleep(0.05)
        yield running, base
    finally:
        if running.poll() is None:
            running.kill()
        running.wait(timeout=30)


class Acked(NamedTuple):
    identity: str
    digest: str
    version: int
    outcome: str


def test_a_server_killed_mid_publish_loses_nothing_it_answered(
    database: str, engine: Engine, tmp_path: Path
) -> None:
    began = time.monotonic()
    writers = 8
    tokens = [add_club(engine, f"Club {n}")[1] for n in range(writers)]
    planned: list[list[Concours]] = [
        [
            evening(
                f"Club {n} soir {k}", _teams(n), day=f"2026-{1 + k // 28:02d}-{1 + k % 28:02d}"
            )
            for k in range(40)
        ]
        for n in range(writers)
    ]
    acked: list[Acked] = []
    unanswered: list[tuple[str, bytes]] = []  # sent, and the server died before it answered
    refused: list[tuple[int, dict[str, Any]]] = []
    lock = threading.Lock()
    log = tmp_path / "server.log"

    with process(database, log) as (running, base):

        def writer(n: int) -> None:
            """Club n publishes its evenings one after the other, and corrects every
            third one once answered, until the server is gone."""
            queue: list[bytes] = []
            for k, c in enumerate(planned[n]):
                queue.append(encode(c))
                if k % 3 == 2:
                    queue.append(encode(c.with_result(2, 1, (1500, 500))))
            for data in queue:
                c = read_concours(data, Path("sent.toml"))
                try:
                    status, doc = post(base, tokens[n], data, timeout=30)
                except (OSError, HTTPException, ValueError):  # the server is gone: its fate
                    # is unknown (answered in part, or not at all)
                    with lock:
                        unanswered.append((tokens[n], data))
                    return
                with lock:
                    if status in (200, 201):
                        acked.append(
                            Acked(c.identity, digest(data), doc["version"], doc["outcome"])
                        )
                    else:
                        refused.append((status, doc))

        threads = [threading.Thread(target=writer, args=(n,), daemon=True) for n in range(writers)]
        for thread in threads:
            thread.start()
        deadline = time.monotonic() + 30
        while len(acked) < 60 and time.monotonic() < deadline:
            time.sleep(0.005)
        os.kill(running.pid, signal.SIGKILL)
        running.wait(timeout=30)
        for thread in threads:
            thread.join(timeout=60)
            assert not thread.is_alive()

    assert refused == []
    assert len(acked) >= 60, log.read_text()
    # killed mid-way: every writer still had publishes to send, and lost its last one
    assert len(unanswered) == writers
    assert len(acked) + len(unanswered) < sum(len(p) * 4 // 3 for p in planned)
    assert {a.outcome for a in acked} <= {"published", "corrected"}

    look = looking(database)
    with process(database, log) as (_, base):  # the same database, opened again
        with look.connect() as connection:
            stored = {row.identity: row for row in connection.execute(select(s.concours))}
            kept = {
                (row.concours_id, row.version, row.digest)
                for row in connection.execute(select(s.versions))
            }
        for answer in acked:  # every publish answered is there, at its version at least
            row = stored[answer.identity]
            assert row.version >= answer.version, answer
            if row.version == answer.version:
                assert row.digest == answer.digest, answer
            else:
                assert (row.id, answer.version, answer.digest) in kept, answer
        whole(look)
        assert sum(c["concours"] for c in get(base, "/api/clubs")["clubs"]) == len(stored)
        # what was in flight is sent again, as a club's outbox does: stored once
        for token, data in unanswered:
            status, doc = post(base, token, data)
            assert status in (200, 201), doc
            assert doc["outcome"] in ("published", "unchanged", "corrected")
        whole(look)
        assert counted(look, s.concours) == len(
            {a.identity for a in acked}
            | {read_concours(d, Path("x")).identity for _, d in unanswered}
        )
    look.dispose()
    assert time.monotonic() - began < 60
