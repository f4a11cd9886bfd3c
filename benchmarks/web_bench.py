"""How the concours's web server holds a club's evening, on localhost.

    python benchmarks/web_bench.py [--walls N] [--clients N] [--idle N] [--slow N]
                                   [--watchers N] [--games N] [--seconds S]

(`--walls 10 --idle 50 --slow 5 --watchers 10 --games 100 --seconds 1`: a quick run.)

Builds a concours of 120 teams (60 tables) under a temporary BELOTE_HOME with the core
itself, starts the server (`belote_cli.web.app`, uvicorn, as `belote concours serve` runs
it) in a process of its own, then measures:

(a) 60 tables sending their results within one second (a table starting every 1/60 s), then
    all 60 at once (a stress beyond the target, with no target of its own): for each table
    team 1 opens its page (GET, for the form's token) and enters both scores (POST), then
    team 2 opens its own page and confirms (POST) -- from a pool of 20 clients (http.client,
    one kept-alive connection each); p50/p99 of the POSTs (target p99 < 100 ms within one
    second), every result checked on disk afterwards;
(b) 100 walls connected to /events (raw sockets): the time from a result being recorded
    (store.update returned) to all 100 having received the `change` event (target < 1 s),
    then to all 100 having fetched /wall, as the walls' script does;
(c) the server process's peak memory (VmHWM, /proc);
(d) the same 60 tables within one second while 1,000 idle connections (from four addresses,
    as many hostile phones) and 100 slow clients (a header byte every half second) are held
    open: p99 of the POSTs (target < 100 ms), how many of the hostile connections the server
    closed meanwhile, its memory;
(e) 300 walls (each from an address of its own) open on /events over a data folder of
    5,000 games: the server's CPU over a few seconds, while nothing changes (one look at
    the files for all the walls, twice a second).
Every address is one of the loopback's (127.x.y.z); every loop is bounded in count and time.
"""

from __future__ import annotations

import argparse
import contextlib
import http.client
import os
import re
import resource
import selectors
import socket
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

TEAMS = 120
HOST = "127.0.0.1"
TOKEN = re.compile(rb'name="csrf" value="([^"]+)"')


def serve(path: str, port: int) -> None:
    """The server process: the app of the concours at `path`, as `concours serve` runs it."""
    from belote_cli.storage import keys
    from belote_cli.storage.paths import checked_folder
    from belote_cli.web.app import make_app
    from belote_cli.web.serve import serve_forever

    serve_forever(make_app(Path(path), keys.server_key(checked_folder())), HOST, port)


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


def peak_memory(pid: int) -> tuple[int, int]:
    """The process's resident memory now and at its peak, in KiB (VmRSS, VmHWM)."""
    fields = dict(
        line.split(":", 1) for line in Path(f"/proc/{pid}/status").read_text().splitlines()
    )
    return int(fields["VmRSS"].split()[0]), int(fields["VmHWM"].split()[0])


class Client:
    """One phone: a kept-alive connection to the server."""

    def __init__(self, port: int) -> None:
        self.connection = http.client.HTTPConnection(HOST, port, timeout=30)

    def get(self, address: str) -> tuple[int, bytes]:
        self.connection.request("GET", address)
        answer = self.connection.getresponse()
        return answer.status, answer.read()

    def post(self, address: str, body: str) -> tuple[int, str, float]:
        """Status, where it sends the phone, and the time it took (s)."""
        headers = {"Content-Type": "application/x-www-form-urlencoded"}
        start = time.perf_counter()
        self.connection.request("POST", address, body=body, headers=headers)
        answer = self.connection.getresponse()
        answer.read()
        took = time.perf_counter() - start
        return answer.status, answer.getheader("location") or "", took


def partie_codes(path: Path) -> list[tuple[str, str]]:
    """Each table of the current partie's two codes, as its sheet carries them."""
    from belote_cli.storage import concours as store
    from belote_cli.storage import keys
    from belote_cli.storage.paths import checked_folder

    key = keys.server_key(checked_folder())
    c = store.load(path).concours
    k, partie = c.partie()
    return keys.table_codes(key, c.name, k, [row.teams for row in partie.tables])


def tables_round(port: int, codes: list[tuple[str, str]], clients: int, pace: float) -> dict:
    """Every table enters then confirms its result; `pace` s between two tables' starts
    (0: all at once). The POSTs' times, and the whole round's."""
    local = threading.local()
    start = time.perf_counter()

    def table(n: int) -> tuple[float, float]:
        wait = start + n * pace - time.perf_counter()
        if wait > 0:
            time.sleep(wait)
        if not hasattr(local, "client"):
            local.client = Client(port)
        client: Client = local.client
        times = []
        for side, action, said in ((0, "enter", "entered"), (1, "confirm", "recorded")):
            address = f"/t/{codes[n][side]}"
            status, page = client.get(address)
            found = TOKEN.search(page)
            assert status == 200 and found is not None, (status, page[:200])
            body = f"csrf={found.group(1).decode()}&action={action}&first=1000&second=944"
            status, location, took = client.post(address, body)
            assert status == 303 and f"said={said}" in location, (status, location)
            times.append(took)
        return times[0], times[1]

    with ThreadPoolExecutor(clients) as pool:
        both = list(pool.map(table, range(len(codes))))
    return {
        "posts": [t for pair in both for t in pair],
        "confirms": [pair[1] for pair in both],
        "total": time.perf_counter() - start,
    }


def cpu_seconds(pid: int) -> float:
    """The process's CPU time so far, user and system (/proc)."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def peer(n: int, network: int) -> str:
    """The n-th address of a loopback network of its own (127.network.x.y)."""
    return f"127.{network}.{1 + n // 250}.{1 + n % 250}"


def hostile_round(
    port: int, codes: list[tuple[str, str]], clients: int, idle: int, slow: int
) -> dict:
    """`idle` connections that send nothing and `slow` ones sending a header byte every
    half second, held open while the tables enter and confirm within one second; how many
    of them the server closed."""
    held = []
    for n in range(idle):  # four hostile phones, a quarter each
        held.append(socket.create_connection((HOST, port), 10, (f"127.0.0.{2 + n % 4}", 0)))
    crawling = []
    for _ in range(slow):
        crawler = socket.create_connection((HOST, port), 10, ("127.0.0.9", 0))
        crawler.sendall(f"GET / HTTP/1.1\r\nHost: {HOST}\r\nX-Slow: ".encode())
        crawling.append(crawler)
    done = threading.Event()

    def crawl() -> None:  # a byte each, every half second, for as long as the round lasts
        while not done.wait(0.5):
            for crawler in crawling:
                with contextlib.suppress(OSError):
                    crawler.sendall(b"a")

    crawler_thread = threading.Thread(target=crawl)
    crawler_thread.start()
    try:
        measured = tables_round(port, codes, clients, 1 / 60)
    finally:
        done.set()
        crawler_thread.join(timeout=10)
    measured["idle closed"] = sum(map(cut, held))
    measured["slow closed"] = sum(map(cut, crawling))
    return measured


def cut(connection: socket.socket) -> bool:
    """Whether the server has closed (or answered) the connection; closed here after."""
    connection.setblocking(False)
    try:
        connection.recv(65536)
    except BlockingIOError:
        return False
    except OSError:
        return True
    finally:
        connection.close()
    return True


def watchers_round(port: int, pid: int, watchers: int, seconds: float) -> float:
    """`watchers` walls open on /events, nothing changing: the server's CPU (% of a core)
    over `seconds`."""
    streams = []
    for n in range(watchers):
        stream = socket.create_connection((HOST, port), 10, (peer(n, 2), 0))
        stream.sendall(f"GET /events HTTP/1.1\r\nHost: {HOST}\r\n\r\n".encode())
        streams.append(stream)
    for stream in streams:
        head = b""
        while b"\r\n\r\n" not in head:
            head += stream.recv(4096)
        assert head.startswith(b"HTTP/1.1 200"), head
    time.sleep(1.0)  # settled: every stream open, the watcher looking
    before, start = cpu_seconds(pid), time.perf_counter()
    time.sleep(seconds)
    used = (cpu_seconds(pid) - before) / (time.perf_counter() - start)
    for stream in streams:
        stream.close()
    return used * 100


def quantile(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q * (len(ordered) - 1)))]


def walls_round(port: int, walls: int, record: Callable[[], None]) -> tuple[float, float, float]:
    """`walls` event streams open; a result recorded: the time until all have been told
    (s), then until all have fetched /wall (s), and the median wall's time to be told."""
    selector = selectors.DefaultSelector()
    streams = []
    for _ in range(walls):
        stream = socket.create_connection((HOST, port))
        stream.sendall(f"GET /events HTTP/1.1\r\nHost: {HOST}\r\n\r\n".encode())
        streams.append(stream)
    for stream in streams:  # each answered: its stream runs
        head = b""
        while b"\r\n\r\n" not in head:
            head += stream.recv(4096)
        assert head.startswith(b"HTTP/1.1 200"), head
        stream.setblocking(False)
        selector.register(stream, selectors.EVENT_READ, bytearray())
    time.sleep(1.0)  # every stream has looked at the files once (twice its poll)
    recorded = time.perf_counter()  # from the moment the result is sent
    record()
    waiting = set(streams)
    told = 0.0
    each: list[float] = []
    while waiting:
        for ready, _ in selector.select(timeout=10):
            stream = ready.fileobj
            assert isinstance(stream, socket.socket)
            ready.data.extend(stream.recv(65536))
            if stream in waiting and b"event: change" in ready.data:
                waiting.discard(stream)
                told = time.perf_counter() - recorded
                each.append(told)
        assert time.perf_counter() - recorded < 30, f"{len(waiting)} walls never told"

    def fetch(_: int) -> int:
        connection = http.client.HTTPConnection(HOST, port, timeout=30)
        connection.request("GET", "/wall")
        answer = connection.getresponse()
        answer.read()
        connection.close()
        return answer.status

    with ThreadPoolExecutor(walls) as pool:  # every wall's script fetches at once
        assert set(pool.map(fetch, range(walls))) == {200}
    fetched = time.perf_counter() - recorded
    for stream in streams:
        selector.unregister(stream)
        stream.close()
    return told, fetched, quantile(each, 0.5)


def phone_round(port: int, walls: int, codes: tuple[str, str]) -> float:
    """A table's first team enters its result; `walls` open; the second team confirms it:
    the median wall's time from the confirmation sent to being told (the server pokes its
    watcher when it writes itself: no poll to wait for)."""
    client = Client(port)

    def post(side: int, action: str) -> None:
        status, page = client.get(f"/t/{codes[side]}")
        found = TOKEN.search(page)
        assert status == 200 and found is not None, (status, page[:200])
        body = f"csrf={found.group(1).decode()}&action={action}&first=1000&second=944"
        assert client.post(f"/t/{codes[side]}", body)[0] == 303

    post(0, "enter")
    return walls_round(port, walls, lambda: post(1, "confirm"))[2]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--walls", type=int, default=100)
    parser.add_argument("--clients", type=int, default=20)
    parser.add_argument("--idle", type=int, default=1000)
    parser.add_argument("--slow", type=int, default=100)
    parser.add_argument("--watchers", type=int, default=300)
    parser.add_argument("--games", type=int, default=5000)
    parser.add_argument("--seconds", type=float, default=10.0)
    parser.add_argument("--serve", nargs=2, metavar=("PATH", "PORT"), help=argparse.SUPPRESS)
    options = parser.parse_args()
    if options.serve:
        serve(options.serve[0], int(options.serve[1]))
        return

    soft, hard = resource.getrlimit(resource.RLIMIT_NOFILE)  # the sockets of every round
    with contextlib.suppress(ValueError, OSError):
        resource.setrlimit(resource.RLIMIT_NOFILE, (max(soft, min(hard, 8192)), hard))
    work = Path(tempfile.mkdtemp(prefix="belote-web-bench-"))
    runtime = work / "run"
    runtime.mkdir(mode=0o700)
    os.environ |= {
        "BELOTE_HOME": str(work / "home"),
        "XDG_RUNTIME_DIR": str(runtime),
        "BELOTE_LANG": "en",
    }
    from belote_cli.core.concours import Concours, entrant, make_format
    from belote_cli.core.facts import Mode
    from belote_cli.storage import concours as store

    c = Concours("Concours du club", make_format(Mode.CLASSIQUE, 5, seed=7))
    for n in range(1, TEAMS + 1):
        c = c.with_team(entrant(f"Équipe {n}", [f"Joueur {2 * n}", f"Joueuse {2 * n + 1}"]))
    path = store.create(c.with_draw()).path
    partie_codes(path)  # the key, made before the server reads it

    port = free_port()
    server = subprocess.Popen(
        [sys.executable, __file__, "--serve", str(path), str(port)], env=os.environ.copy()
    )
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                socket.create_connection((HOST, port), timeout=1).close()
                break
            except OSError:
                assert server.poll() is None and time.monotonic() < deadline, "no server"
                time.sleep(0.05)
        report(measure(path, port, server.pid, options), options)
    finally:
        server.terminate()
        server.wait(timeout=10)


def measure(path: Path, port: int, pid: int, options: argparse.Namespace) -> dict:
    """Every round, in turn, on the server `pid`: a partie each for the tables' rounds."""
    from belote_cli.storage import concours as store

    at_start = peak_memory(pid)[0]

    def draw() -> None:
        store.update(path, lambda now: now.with_draw(), by="bench")

    def played(k: int) -> bool:
        tables = store.load(path).concours.parties[k - 1].tables
        return all(row.result == (1000, 944) for row in tables)

    alone = tables_round(port, partie_codes(path), 1, 0)
    assert played(1)
    draw()
    paced = tables_round(port, partie_codes(path), options.clients, 1 / 60)
    assert played(2)
    draw()
    burst = tables_round(port, partie_codes(path), options.clients, 0)
    assert played(3)
    draw()
    codes = partie_codes(path)
    hostile = hostile_round(port, codes, options.clients, options.idle, options.slow)
    assert played(4)
    hostile_kib = peak_memory(pid)[0]
    draw()

    def record() -> None:
        store.update(path, lambda now: now.with_result(5, 1, (1000, 944)), by="bench")

    told, fetched, _ = walls_round(port, options.walls, record)
    phone = phone_round(port, options.walls, partie_codes(path)[1])
    for n in range(options.games):  # the data folder of a club's years
        (path.parent.parent / f"game-{n:05}.toml").write_bytes(b"")
    cpu = watchers_round(port, pid, options.watchers, options.seconds)
    now_kib, peak_kib = peak_memory(pid)
    return {
        "alone": alone,
        "paced": paced,
        "burst": burst,
        "hostile": hostile,
        "walls": (told, fetched),
        "phone": phone,
        "cpu": cpu,
        "memory": (at_start, hostile_kib, now_kib, peak_kib),
    }


def report(measured: dict, options: argparse.Namespace) -> None:
    alone, paced, burst = measured["alone"], measured["paced"], measured["burst"]
    hostile, (told, fetched) = measured["hostile"], measured["walls"]
    at_start, hostile_kib, now_kib, peak_kib = measured["memory"]
    ms = 1000.0
    held = f"+{options.idle} idle, {options.slow} slow"
    watching = f"{options.watchers} walls, {options.games} games"
    rows = [
        ("one table at a time: POST p50", quantile(alone["posts"], 0.5) * ms, "ms", ""),
        ("  enter (kept in memory) p50", quantile(alone["posts"][::2], 0.5) * ms, "ms", ""),
        ("  confirm (a write) p50", quantile(alone["confirms"], 0.5) * ms, "ms", ""),
        ("60 tables in 1 s: POST p50", quantile(paced["posts"], 0.5) * ms, "ms", ""),
        ("60 tables in 1 s: POST p99", quantile(paced["posts"], 0.99) * ms, "ms", "< 100 ms"),
        ("  confirm (a write) p99", quantile(paced["confirms"], 0.99) * ms, "ms", ""),
        ("  the 60 tables, all done in", paced["total"] * ms, "ms", ""),
        ("60 tables at once: POST p50", quantile(burst["posts"], 0.5) * ms, "ms", ""),
        # beyond the target's evening (60 tables within a second): all in the same instant
        ("60 tables at once: POST p99", quantile(burst["posts"], 0.99) * ms, "ms", "(stress)"),
        ("  confirm (a write) p99", quantile(burst["confirms"], 0.99) * ms, "ms", ""),
        ("  the 60 tables, all done in", burst["total"] * ms, "ms", ""),
        (f"{options.walls} walls told of a result", told * ms, "ms", "< 1000 ms"),
        ("  of a phone's confirmation, median", measured["phone"] * ms, "ms", "< 100 ms"),
        (f"{options.walls} walls fetched /wall", fetched * ms, "ms", ""),
        (f"{held}: POST p99", quantile(hostile["posts"], 0.99) * ms, "ms", "< 100 ms"),
        ("  confirm (a write) p99", quantile(hostile["confirms"], 0.99) * ms, "ms", ""),
        ("  idle connections closed", hostile["idle closed"], "", ""),
        ("  slow connections cut", hostile["slow closed"], "", ""),
        ("  server memory after it", hostile_kib / 1024, "MiB", ""),
        (f"{watching}: CPU", measured["cpu"], "%", "of a core"),
        ("server memory at start", at_start / 1024, "MiB", ""),
        ("server memory at the end", now_kib / 1024, "MiB", ""),
        ("server memory, peak", peak_kib / 1024, "MiB", ""),
    ]
    cores = os.cpu_count()
    print(f"web server, {TEAMS} teams, {options.clients} clients, {cores} cores")
    mean = statistics.mean(burst["posts"]) * ms
    print(f"Python {sys.version.split()[0]}, mean POST {mean:.1f} ms at once")
    print(f"{'measure':34} {'value':>9}       target")
    for name, value, unit, target in rows:
        print(f"{name:34} {value:9.1f} {unit:4}  {target}".rstrip())


if __name__ == "__main__":
    main()
