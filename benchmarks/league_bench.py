"""How the league's server holds a season, on SQLite and on PostgreSQL side by side.

    python benchmarks/league_bench.py [--clubs N] [--concours N] [--teams N] [--quick]
                                      [--parties N] [--writers N] [--readers N]
                                      [--requests N] [--corrections N]
                                      [--database sqlite|postgresql|both]
                                      [--sizes 50,200,1000]

(`--quick`: 5 clubs × 4 concours × 12 teams, well under a minute on both databases.
`--sizes`: a league of each size's concours over 8 clubs, one Markdown row per size and
database -- docs/league-benchmark.md's table.)

A season of 50 clubs × 20 concours × 40 teams of 4 parties by default: about 2,000 named
players. Each club has a pool of regular pairs (half of them with licence numbers); half of
the teams of each of its concours are its own, the other half licensed pairs of other clubs,
visiting: players recur across a club's concours, and licensed ones across clubs. Every
concours is built and encoded (as `belote publish` sends it) before anything is timed.
Then, for each database -- a SQLite file in a temporary folder, and a real PostgreSQL server
(Debian's, tests/league/postgres.py) -- the clubs are added, the league's server is started
in a process of its own on a free port (as `belote league serve` runs it: league.app on
uvicorn with web.serve's options), and measured:

(a) publishing the whole season but its last concours through `POST /api/publish`, in the
    order it was played, from `--writers` client threads at once: p50/p99 of a publish (and
    of the season's first and last tenths: a publish's cost against the league's size),
    publishes per second; then a sample published again (the same bytes: "unchanged");
(b) the ranking page `/` and the ratings page `/ratings`: the first request (it computes
    the season or the ratings), then `--requests` requests from `--readers` threads at
    once (the cache: nothing has changed), p50/p99;
(b') the season's last concours published, then each page asked once: the cost of a
    concours at the end of the season (appended to the state, league.read);
(c) `--corrections` (10) corrected concours published by the writers while the readers
    keep loading both pages: the publishes' p50/p99 under reads, the reads' p50/p99/worst
    under writes (a correction in the middle is counted again by the server's worker
    while the readers keep the last state, league.read);
(d) the server process's memory (VmHWM, /proc) after (a), after (b) and at the end;
(e) the database's size on disk (SQLite: the file and its WAL; PostgreSQL:
    pg_database_size).
Every answer is checked (201 published, 200 unchanged, 201 corrected, 200 pages), and the
season the API gives at the end counts every concours and every named player. A publish
answered 5xx is sent again (SENDS times at most) and counted. The full size takes a while
(PostgreSQL's publishes most): the table is printed once both databases are done, what the
server wrote on its stderr summed up before it.
"""

from __future__ import annotations

import argparse
import contextlib
import http.client
import json
import math
import os
import platform
import random
import re
import shutil
import socket
import subprocess
import sys
import tempfile
import threading
import time
from collections import Counter
from collections.abc import Callable, Iterator, Sequence
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from datetime import date, timedelta
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

HOST = "127.0.0.1"
PLAYERS = 2000  # named players of the season, about, at any number of clubs
FIRST_DAY = date(2026, 9, 4)  # the season's first Friday
TIMEOUT = 600.0  # s a request may take before the benchmark gives up
SENDS = 10  # times a publish answered 5xx is sent, at most
# the last line of a traceback: the exception's name, and the driver's within brackets
FAULT = re.compile(r"^((?:\w+\.)*\w*(?:Error|Exception)(?:: \([\w.]+\))?)", re.MULTILINE)
Team = tuple[str, tuple[str, str] | None, tuple[str, str] | None]  # as tests/league/build.py


# --- the season, built before anything is timed ---


@dataclass
class Season:
    clubs: list[str]
    published: list[tuple[int, bytes]] = field(default_factory=list)  # (club, file), by day
    corrected: list[tuple[int, bytes]] = field(default_factory=list)
    players: int = 0  # named players, each counted once
    licensed: int = 0
    pool: int = 0  # each club's regular pairs
    home: int = 0  # of which play each of its concours
    seconds: float = 0.0  # to build and encode it all


def build(clubs: int, concours: int, teams: int, parties: int, corrections: int) -> Season:
    """The season's files: club k's concours n on the n-th week (its day of the week its
    own), each with `teams` teams; and `corrections` of them corrected (a table's points
    changed), spread over the clubs."""
    from belote_cli.core.concours import MAX_POINTS
    from belote_cli.storage.concours import encode
    from tests.league.build import evening

    started = time.perf_counter()
    names = [f"Club {k:02d}" for k in range(1, clubs + 1)]
    home = math.ceil(teams / 2)  # the host's pairs in each concours; the rest visit
    pool, licensed = _pool(clubs, home)
    if (clubs - 1) * licensed < teams - home:  # too few visitors to be had: all at home
        home = teams
        pool, licensed = _pool(clubs, home)
    pairs: list[list[Team]] = []
    for k, club in enumerate(names, start=1):
        found: list[Team] = []
        for j in range(1, pool + 1):
            players = (f"{club} P{2 * j - 1}", f"{club} P{2 * j}")
            numbers = (f"L{k:03d}-{2 * j - 1}", f"L{k:03d}-{2 * j}") if j <= licensed else None
            found.append((f"{club} T{j}", players, numbers))
        pairs.append(found)
    season = Season(names, pool=pool, home=home)
    chosen = set(_spread(clubs, concours, corrections))
    played: set[Team] = set()
    days: list[date] = []
    for n in range(1, concours + 1):
        for k, club in enumerate(names):
            chance = random.Random(f"{club}/{n}")
            visitors = [
                team for other, own in enumerate(pairs) if other != k for team in own[:licensed]
            ]
            entered = chance.sample(pairs[k], home) + chance.sample(visitors, teams - home)
            chance.shuffle(entered)
            played.update(entered)
            day = FIRST_DAY + timedelta(days=7 * (n - 1) + k % 5)
            c = evening(f"{club} concours {n}", entered, day.isoformat(), parties, seed=n)
            days.append(day)
            season.published.append((k, encode(c)))
            if (n, k) in chosen:
                points = c.parties[-1].tables[0].result
                assert points is not None
                one, two = points
                other = (two, one) if one != two else (one, min(one + 1, MAX_POINTS))
                season.corrected.append((k, encode(c.with_result(parties, 1, other))))
    # in the order they were played: the last one is the end of the season (its publish
    # appends to the season and ratings, league.read)
    order = sorted(range(len(days)), key=lambda n: days[n])
    season.published = [season.published[n] for n in order]
    season.players = 2 * len(played)
    season.licensed = 2 * sum(1 for team in played if team[2] is not None)
    season.seconds = time.perf_counter() - started
    return season


def _pool(clubs: int, home: int) -> tuple[int, int]:
    """A club's regular pairs -- about PLAYERS in the league, from as many as play in each
    of its concours to twice as many -- and how many of them are licensed (half)."""
    pool = min(max(round(PLAYERS / 2 / clubs), home), 2 * home)
    return pool, math.ceil(pool / 2)


def _spread(clubs: int, concours: int, count: int) -> Iterator[tuple[int, int]]:
    """`count` (concours, club) pairs, a club after the other, earliest concours first."""
    for i in range(min(count, clubs * concours)):
        yield 1 + i // clubs, i % clubs


# --- the server, in a process of its own ---


def serve(url: str, port: int) -> None:
    """The server process: what `belote league serve --database URL` runs (league.serve),
    on the loopback: the app on uvicorn, held to the league's bounds (web.serve.options)."""
    from belote_cli.league.app import LEAGUE_BOUNDS, make_league_app
    from belote_cli.league.db import opened
    from belote_cli.web.serve import serve_forever

    serve_forever(make_league_app(opened(url), bounds=LEAGUE_BOUNDS), HOST, port, LEAGUE_BOUNDS)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


def memory(pid: int) -> tuple[int, int]:
    """The process's resident memory now and at its peak, in KiB (VmRSS, VmHWM)."""
    fields = dict(
        line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines()
    )
    return int(fields["VmRSS"].split()[0]), int(fields["VmHWM"].split()[0])


def cpu_seconds(pid: int) -> float:
    """The process's CPU time so far, user and system (/proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


@contextlib.contextmanager
def running(url: str, log: Path) -> Iterator[tuple[int, int]]:
    """The league's server on `url`, started and listening: its port and pid; stopped
    afterwards."""
    port = free_port()
    with log.open("wb") as errors:
        server = subprocess.Popen(
            [sys.executable, __file__, "--serve", url, str(port)],
            env=os.environ.copy(),
            stdout=subprocess.DEVNULL,
            stderr=errors,
        )
        try:
            deadline = time.monotonic() + 60
            while True:
                try:
                    socket.create_connection((HOST, port), timeout=1).close()
                    break
                except OSError:
                    if server.poll() is not None or time.monotonic() > deadline:
                        raise SystemExit(f"no server:\n{log.read_text()}") from None
                    time.sleep(0.05)
            yield port, server.pid
        finally:
            server.terminate()
            try:
                server.wait(timeout=15)
            except subprocess.TimeoutExpired:
                server.kill()
                server.wait()


# --- the clients ---


class Client:
    """One client thread's kept-alive connection to the server."""

    def __init__(self, port: int) -> None:
        self.port = port
        self.connection = http.client.HTTPConnection(HOST, port, timeout=TIMEOUT)

    def request(
        self, method: str, address: str, body: bytes | None = None, token: str = ""
    ) -> tuple[int, bytes, float]:
        """Status, body and the time it took (s); a connection the server closed (idle
        too long) is opened again, not timed."""
        headers = {"Authorization": f"Bearer {token}"} if token else {}
        if body is not None:
            headers["Content-Type"] = "application/toml"
        for attempt in range(2):
            start = time.perf_counter()
            try:
                self.connection.request(method, address, body=body, headers=headers)
                answer = self.connection.getresponse()
                data = answer.read()
            except (http.client.RemoteDisconnected, ConnectionResetError, BrokenPipeError):
                self.connection.close()
                self.connection = http.client.HTTPConnection(HOST, self.port, timeout=TIMEOUT)
                if attempt:
                    raise
                continue
            return answer.status, data, time.perf_counter() - start
        raise AssertionError("unreachable")

    def close(self) -> None:
        self.connection.close()


def pooled(port: int) -> tuple[Callable[[], Client], Callable[[], None]]:
    """A client per thread, made on first use; and what closes them all."""
    local = threading.local()
    made: list[Client] = []
    lock = threading.Lock()

    def client() -> Client:
        found: Client | None = getattr(local, "client", None)
        if found is None:
            found = local.client = Client(port)
            with lock:
                made.append(found)
        return found

    def close() -> None:
        for one in made:
            one.close()

    return client, close


@dataclass
class Round:
    """A round of publishes: each one's time until it was answered as expected (s), the
    whole round's, and the answers 5xx ("nothing was recorded, try again") sent again."""

    times: list[float]
    total: float
    refused: int


def publish_round(
    port: int, files: Sequence[tuple[int, bytes]], tokens: list[str], writers: int, said: str
) -> Round:
    """Every file published by its club, from `writers` threads, in order. A file answered
    5xx is sent again at once, as `belote publish` keeps it for later (SENDS times at
    most): its time is until its last answer."""
    client, close = pooled(port)
    expected = 200 if said == "unchanged" else 201
    refused: list[int] = []

    def one(item: tuple[int, bytes]) -> float:
        club, data = item
        spent = 0.0
        for _ in range(SENDS):
            status, body, took = client().request("POST", "/api/publish", data, tokens[club])
            spent += took
            if status < 500:
                break
            refused.append(status)
        assert status == expected, (status, body[:300])
        assert json.loads(body)["outcome"] == said, body[:300]
        return spent

    start = time.perf_counter()
    try:
        with ThreadPoolExecutor(writers) as pool:
            times = list(pool.map(one, files))
    finally:
        close()
    return Round(times, time.perf_counter() - start, len(refused))


def read_round(port: int, address: str, readers: int, requests: int) -> list[float]:
    """`requests` GETs of `address` from `readers` threads at once: each one's time (s)."""
    client, close = pooled(port)

    def one(_: int) -> float:
        status, body, took = client().request("GET", address)
        assert status == 200, (status, body[:300])
        return took

    try:
        with ThreadPoolExecutor(readers) as pool:
            return list(pool.map(one, range(requests)))
    finally:
        close()


def first_request(port: int, address: str) -> tuple[float, int]:
    """The time of one GET of `address` (s), and its page's bytes."""
    client = Client(port)
    try:
        status, body, took = client.request("GET", address)
        assert status == 200, (status, body[:300])
        return took, len(body)
    finally:
        client.close()


def mixed_round(
    port: int, files: Sequence[tuple[int, bytes]], tokens: list[str], writers: int, readers: int
) -> tuple[Round, list[float]]:
    """The corrections published while `readers` threads load `/` and `/ratings` in turn,
    until the last is answered: the publishes' times, and the reads' (s)."""
    done = threading.Event()
    reads: list[float] = []
    lock = threading.Lock()

    def reader(n: int) -> None:
        client = Client(port)
        pages = ["/", "/ratings"] if n % 2 == 0 else ["/ratings", "/"]
        try:
            for k in range(1_000_000):
                if done.is_set():
                    break
                status, body, took = client.request("GET", pages[k % 2])
                assert status == 200, (status, body[:300])
                with lock:
                    reads.append(took)
        finally:
            client.close()

    with ThreadPoolExecutor(readers) as pool:
        going = [pool.submit(reader, n) for n in range(readers)]
        try:
            writes = publish_round(port, files, tokens, writers, "corrected")
        finally:
            done.set()
        for future in going:
            future.result()
    return writes, reads


# --- a database, measured ---


def whole_season(
    port: int, pid: int, season: Season, tokens: list[str], writers: int
) -> dict[str, Row]:
    """(a): the season published but its last concours, in the order it was played; the
    publishes' time at its start and at its end (a publish's cost against the league's
    size, issue 46)."""
    ms, cpu = 1000.0, cpu_seconds(pid)
    done = publish_round(port, season.published[:-1], tokens, writers, "published")
    times, tenth = done.times, max(1, len(done.times) // 10)
    return {
        "publish p50": (quantile(times, 0.5) * ms, "ms"),
        "  publish p50, the season's first tenth": (quantile(times[:tenth], 0.5) * ms, "ms"),
        "  publish p50, the season's last tenth": (quantile(times[-tenth:], 0.5) * ms, "ms"),
        "publish p99": (quantile(times, 0.99) * ms, "ms"),
        "publishes per second": (len(times) / done.total, "/s"),
        "  the whole season published in": (done.total, "s"),
        "  server CPU per publish": ((cpu_seconds(pid) - cpu) / len(times) * ms, "ms"),
        "  answered 500, sent again": (done.refused, ""),
    }


def one_more(port: int, season: Season, tokens: list[str]) -> dict[str, Row]:
    """One more concours at the end of the season (issue 46): its publish, then each page
    asked once -- the state appended, its cost the concours's own (league.read)."""
    last = publish_round(port, season.published[-1:], tokens, 1, "published")
    found: dict[str, Row] = {"publish at the end of the season": (last.times[0] * 1000, "ms")}
    for address in ("/", "/ratings"):
        took, _ = first_request(port, address)
        found[f"  {address} first request after it (appended)"] = took * 1000, "ms"
    return found


def quantile(values: Sequence[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


Row = tuple[float | None, str]  # a measure's value (None: none here) and its unit


def measure(url: str, season: Season, options: argparse.Namespace, work: Path) -> dict[str, Row]:
    """Every round on the database at `url` (empty): the table's column."""
    from belote_cli.league.db import opened
    from belote_cli.league.publish import add_club

    engine = opened(url)
    try:
        tokens = [add_club(engine, name)[1] for name in season.clubs]
    finally:
        engine.dispose()
    ms, mib = 1000.0, 1 / 1024
    found: dict[str, Row] = {}
    readers = f"{options.readers} readers"
    log = work / f"server-{url.split(':', 1)[0]}.log"
    with said(log), running(url, log) as (port, pid):
        found["server memory at start"] = memory(pid)[0] * mib, "MiB"
        found |= whole_season(port, pid, season, tokens, options.writers)
        found["server peak memory after publishes"] = memory(pid)[1] * mib, "MiB"
        rolled, deadlocks = postgres_stats(url) if url.startswith("postgresql") else (None, None)
        found["  transactions rolled back (PostgreSQL)"] = rolled, ""
        found["  deadlocks found (PostgreSQL)"] = deadlocks, ""
        again = season.published[:-1][:: max(1, len(season.published) // 100)]
        times = publish_round(port, again, tokens, options.writers, "unchanged").times
        found["publish again (unchanged) p50"] = quantile(times, 0.5) * ms, "ms"
        for address in ("/", "/ratings"):
            took, length = first_request(port, address)
            found[f"{address} first request (computes)"] = took * ms, "ms"
            found[f"  {address} page size"] = length / 1024, "KiB"
            cpu = cpu_seconds(pid)
            times = read_round(port, address, options.readers, options.requests)
            found[f"{address} p50, {readers}"] = quantile(times, 0.5) * ms, "ms"
            found[f"{address} p99, {readers}"] = quantile(times, 0.99) * ms, "ms"
            used = (cpu_seconds(pid) - cpu) / len(times) * ms
            found[f"  server CPU per {address}"] = used, "ms"
        found["server peak memory after reads"] = memory(pid)[1] * mib, "MiB"
        found |= one_more(port, season, tokens)
        if season.corrected:
            writes, reads = mixed_round(
                port, season.corrected, tokens, options.writers, options.readers
            )
            corrections = writes.times
            found[f"correction p50, {readers} meanwhile"] = quantile(corrections, 0.5) * ms, "ms"
            found[f"correction p99, {readers} meanwhile"] = quantile(corrections, 0.99) * ms, "ms"
            found["  answered 500, sent again "] = writes.refused, ""
            found["  page p50 while corrections come"] = quantile(reads, 0.5) * ms, "ms"
            found["  page p99 while corrections come"] = quantile(reads, 0.99) * ms, "ms"
            found["  page worst while corrections come"] = max(reads) * ms, "ms"
            found["  pages read meanwhile"] = len(reads), ""
        now, peak = memory(pid)
        found["server memory at the end"] = now * mib, "MiB"
        found["server peak memory"] = peak * mib, "MiB"
        check(port, season)
    found["database on disk"] = size(url) * mib / 1024, "MiB"
    return found


@contextlib.contextmanager
def said(log: Path) -> Iterator[None]:
    """What the server wrote on its stderr (a fault's traceback), summed up afterwards:
    each exception's count, and the last traceback's end."""
    try:
        yield
    finally:
        text = log.read_text() if log.exists() else ""
        if text:
            faults = Counter(m.group(1) for m in FAULT.finditer(text))
            shown = ", ".join(f"{count} × {name}" for name, count in faults.most_common())
            print(f"the server said ({log.name}), lines naming: {shown}", file=sys.stderr)
            print(text[-800:], file=sys.stderr)


def check(port: int, season: Season) -> None:
    """The season the API gives counts every concours, and rates every named player."""
    client = Client(port)
    try:
        status, body, _ = client.request("GET", "/api/season")
        assert status == 200, (status, body[:300])
        doc = json.loads(body)
        assert doc["concours"] == len(season.published), (doc["concours"], "concours")
        assert len(doc["players"]) == season.players, (len(doc["players"]), season.players)
        status, body, _ = client.request("GET", "/api/ratings?min=1")
        assert status == 200, (status, body[:300])
        rated = len(json.loads(body)["ratings"])
        assert rated == season.players, (rated, season.players)
    finally:
        client.close()


def size(url: str) -> int:
    """The database's bytes on disk."""
    if url.startswith("sqlite:///"):
        path = Path(url.removeprefix("sqlite:///"))
        return sum(p.stat().st_size for p in (path, Path(f"{path}-wal")) if p.exists())
    import psycopg

    with psycopg.connect(url) as connection:
        row = connection.execute("SELECT pg_database_size(current_database())").fetchone()
    assert row is not None
    return int(row[0])


def postgres_stats(url: str) -> tuple[int, int]:
    """The database's transactions rolled back and deadlocks found, so far."""
    import psycopg

    query = "SELECT xact_rollback, deadlocks FROM pg_stat_database WHERE datname = %s"
    with psycopg.connect(url) as connection:
        connection.execute("SELECT pg_stat_clear_snapshot()")
        row = connection.execute(query, (url.rsplit("/", 1)[1],)).fetchone()
    assert row is not None
    return int(row[0]), int(row[1])


def postgres_version(url: str) -> str:
    import psycopg

    with psycopg.connect(url) as connection:
        row = connection.execute("SHOW server_version").fetchone()
    assert row is not None
    return str(row[0]).split()[0]


# --- the whole run ---


def report(
    season: Season, columns: dict[str, dict[str, Row]], versions: str, options: argparse.Namespace
) -> None:
    files = len(season.published)
    sizes = sum(len(data) for _, data in season.published) / files / 1024
    print(
        f"league server, {len(season.clubs)} clubs × {options.concours} concours × "
        f"{options.teams} teams × {options.parties} parties = {files} concours "
        f"({sizes:.1f} KiB each), {season.players} named players ({season.licensed} licensed; "
        f"each club {season.pool} pairs, {season.home} of them in each of its concours)"
    )
    print(
        f"{options.writers} writers, {options.readers} readers, {options.requests} requests "
        f"a page, {len(season.corrected)} corrections; {os.cpu_count()} cores; {versions}"
    )
    names = list(dict.fromkeys(name for found in columns.values() for name in found))
    print(f"{'measure':42} {'SQLite':>10} {'PostgreSQL':>10}")
    for name in names:
        cells, said = [], ""
        for database in ("sqlite", "postgresql"):
            row = columns.get(database, {}).get(name)
            if row is None:
                cells.append(f"{'-':>10}")
                continue
            value, said = row
            if value is None:
                cells.append(f"{'-':>10}")
            else:
                cells.append(f"{value:10.0f}" if said == "" else f"{value:10.1f}")
        print(f"{name:42} {cells[0]} {cells[1]} {said}".rstrip())


def arguments() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    parser.add_argument("--clubs", type=int, default=50)
    parser.add_argument("--concours", type=int, default=20, help="each club's")
    parser.add_argument("--teams", type=int, default=40, help="in each concours")
    parser.add_argument("--parties", type=int, default=4, help="of each concours")
    parser.add_argument("--quick", action="store_true", help="5 clubs × 4 concours × 12 teams")
    parser.add_argument("--writers", type=int, default=8, help="publishing client threads")
    parser.add_argument("--readers", type=int, default=16, help="reading client threads")
    parser.add_argument("--requests", type=int, default=320, help="GETs of each page")
    parser.add_argument(
        "--corrections", type=int, default=10, help="published while the pages are read"
    )
    parser.add_argument("--database", choices=("sqlite", "postgresql", "both"), default="both")
    parser.add_argument("--sizes", help="leagues of N,N,… concours, 8 clubs: a row each")
    parser.add_argument("--serve", nargs=2, metavar=("URL", "PORT"), help=argparse.SUPPRESS)
    return parser


def main() -> None:
    parser = arguments()
    options = parser.parse_args()
    if options.serve:
        serve(options.serve[0], int(options.serve[1]))
        return
    if options.quick:
        options.clubs, options.concours, options.teams = 5, 4, 12
        options.requests = min(options.requests, 160)
    if options.clubs < 1 or options.concours < 1 or options.teams < 2:
        parser.error("at least 1 club, 1 concours and 2 teams")

    if options.sizes:
        return sized(options)
    work = Path(tempfile.mkdtemp(prefix="belote-league-bench-"))
    os.environ |= {"BELOTE_HOME": str(work / "home"), "BELOTE_LANG": "en"}
    os.environ.pop("BELOTE_FILE", None)
    try:
        season = build(
            options.clubs, options.concours, options.teams, options.parties, options.corrections
        )
        print(f"season built in {season.seconds:.1f} s (not timed below)", file=sys.stderr)
        import sqlalchemy

        versions = [
            f"Python {platform.python_version()}",
            f"SQLAlchemy {sqlalchemy.__version__}",
        ]
        columns: dict[str, dict[str, Row]] = {}
        if options.database in ("sqlite", "both"):
            import sqlite3

            versions.append(f"SQLite {sqlite3.sqlite_version}")
            url = f"sqlite:///{work / 'league.sqlite3'}"
            columns["sqlite"] = measure(url, season, options, work)
            print("SQLite done", file=sys.stderr)
        if options.database in ("postgresql", "both"):
            import psycopg

            from tests.league.postgres import server

            with server() as url:
                versions.append(f"PostgreSQL {postgres_version(url)}")
                versions.append(f"psycopg {psycopg.__version__}")
                columns["postgresql"] = measure(url, season, options, work)
            print("PostgreSQL done", file=sys.stderr)
        report(season, columns, ", ".join(versions), options)
    finally:
        shutil.rmtree(work, ignore_errors=True)


SUMMED = {  # the summary's columns: a measure of `measure`, and its heading
    "  publish p50, the season's first tenth": "publish p50, first tenth (ms)",
    "  publish p50, the season's last tenth": "publish p50, last tenth (ms)",
    "publish p99": "publish p99 (ms)",
    "publishes per second": "publishes /s (8 clubs)",
    "  page p99 while corrections come": "page p99 under corrections (ms)",
    "  page worst while corrections come": "page worst (ms)",
    "  / first request after it (appended)": "/ after one more (ms)",
    "  /ratings first request after it (appended)": "/ratings after one more (ms)",
}


def sized(options: argparse.Namespace) -> None:
    """Leagues of each size in `--sizes` (8 clubs, their concours spread over them), on
    each database: a Markdown table, a row per size and database (issue 46)."""
    sizes = [int(size) for size in options.sizes.split(",")]
    rows: list[tuple[int, str, dict[str, Row]]] = []
    for size in sizes:
        options.clubs, options.concours = 8, max(1, math.ceil(size / 8))
        work = Path(tempfile.mkdtemp(prefix="belote-league-bench-"))
        os.environ |= {"BELOTE_HOME": str(work / "home"), "BELOTE_LANG": "en"}
        try:
            season = build(
                8, options.concours, options.teams, options.parties, options.corrections
            )
            if options.database in ("sqlite", "both"):
                url = f"sqlite:///{work / 'league.sqlite3'}"
                rows.append((len(season.published), "SQLite", measure(url, season, options, work)))
            if options.database in ("postgresql", "both"):
                from tests.league.postgres import server

                with server() as url:
                    found = measure(url, season, options, work)
                rows.append((len(season.published), "PostgreSQL", found))
            print(f"{size} concours done", file=sys.stderr)
        finally:
            shutil.rmtree(work, ignore_errors=True)
    print(
        f"{options.teams} teams × {options.parties} parties a concours, {options.writers} "
        f"writers, {options.readers} readers, {options.corrections} corrections; "
        f"{os.cpu_count()} cores"
    )
    print("| concours | database | " + " | ".join(SUMMED.values()) + " |")
    print("|---:|---|" + "---:|" * len(SUMMED))
    for size, database, found in rows:
        cells = []
        for name in SUMMED:
            value = found.get(name, (None, ""))[0]
            cells.append("–" if value is None else f"{value:.0f}")
        print(f"| {size} | {database} | " + " | ".join(cells) + " |")


if __name__ == "__main__":
    main()
