"""A server that a room of phones -- or one hostile one -- cannot stall: each bound through a
real server process (web.serve's protocol under uvicorn) on a real socket of the loopback,
its times made short (`Bounds`) so that each test waits for an event with a deadline,
never for a guessed time. Peers are told apart by their loopback addresses (127.0.0.x):
Linux answers every one of them."""

from __future__ import annotations

import http.client
import json
import os
import re
import socket
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

import pytest

from belote_cli.storage import concours as store
from belote_cli.storage import keys
from belote_cli.storage.paths import checked_folder
from belote_cli.web.app import COOKIE
from belote_cli.web.toolkit import WINDOW, WRONG_CODES, Limiter
from tests.helpers import drawn_in_order, run, table_on_disk
from tests.web.said import by_team, scores

HOST = "127.0.0.1"
SERVE = """
import json, sys
from pathlib import Path
path, port, given, files, looks = sys.argv[1:6]
if int(files):  # the file limit of a small machine, for this process only
    import resource
    resource.setrlimit(resource.RLIMIT_NOFILE, (int(files), int(files)))
from belote_cli.storage import stamps as files
from belote_cli.storage import keys
from belote_cli.storage.paths import checked_folder
from belote_cli.web.app import make_app
from belote_cli.web.toolkit import Bounds
from belote_cli.web.serve import serve_forever

stamps = files.of_concours
def counted(path):  # each look at the files, one byte in `looks`
    with open(looks, "ab") as out:
        out.write(b".")
    return stamps(path)
files.of_concours = counted
bounds = Bounds(**json.loads(given))
app = make_app(Path(path), keys.server_key(checked_folder()), bounds=bounds)
serve_forever(app, "127.0.0.1", int(port), bounds)
"""


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind((HOST, 0))
        return int(probe.getsockname()[1])


def until(condition: Callable[[], Any], within: float = 10.0, what: str = "") -> Any:
    """`condition()` once it is true, looked at again and again; a failure after `within`."""
    end = time.monotonic() + within
    while True:
        found = condition()
        if found:
            return found
        assert time.monotonic() < end, f"never true: {what}"
        time.sleep(0.01)


def listening(port: int, process: subprocess.Popen[bytes]) -> bool:
    assert process.poll() is None, "the server stopped"
    try:
        socket.create_connection((HOST, port), timeout=1).close()
    except OSError:
        return False
    return True


class Running:
    """A server process for the concours at `path`, held to the bounds given."""

    def __init__(self, path: Path, work: Path, files: int = 0, **bounds: Any) -> None:
        self.port = free_port()
        self.looks = work / "looks"
        self.looks.write_bytes(b"")
        self.errors = work / "server.err"
        arguments = [str(path), str(self.port), json.dumps(bounds), str(files), str(self.looks)]
        with self.errors.open("wb") as errors:
            self.process = subprocess.Popen(
                [sys.executable, "-c", SERVE, *arguments], stderr=errors, env=os.environ.copy()
            )
        until(lambda: listening(self.port, self.process), 30, "the server listens")

    def connect(self, source: str = HOST, timeout: float = 5.0) -> socket.socket:
        opened = socket.create_connection((HOST, self.port), timeout, (source, 0))
        return opened

    def phone(self, source: str = HOST) -> Phone:
        return Phone(self.port, source)

    def memory(self) -> tuple[int, int]:
        """The server's resident memory now and at its peak (KiB)."""
        status = Path(f"/proc/{self.process.pid}/status").read_text()
        fields = dict(line.split(":", 1) for line in status.splitlines())
        return int(fields["VmRSS"].split()[0]), int(fields["VmHWM"].split()[0])

    def stop(self) -> str:
        self.process.terminate()
        self.process.wait(timeout=10)
        return self.errors.read_text()


class Phone:
    """One phone: its own address, its cookies, a kept-alive connection."""

    def __init__(self, port: int, source: str) -> None:
        self.connection = http.client.HTTPConnection(HOST, port, 5, source_address=(source, 0))
        self.cookies: dict[str, str] = {}

    def ask(
        self, method: str, address: str, fields: dict[str, str] | None = None, **headers: str
    ) -> tuple[int, str, str]:
        """Status, page and where it sends the phone."""
        sent = {"Cookie": "; ".join(f"{k}={v}" for k, v in self.cookies.items()), **headers}
        body = None
        if fields is not None:
            body = urlencode(fields)
            sent["Content-Type"] = "application/x-www-form-urlencoded"
        self.connection.request(method, address, body=body, headers=sent)
        answer = self.connection.getresponse()
        page = answer.read().decode()
        for cookie in answer.headers.get_all("set-cookie") or []:
            name, value = cookie.split(";", 1)[0].split("=", 1)
            self.cookies[name] = value
        return answer.status, page, answer.getheader("location") or ""

    def get(self, address: str, **headers: str) -> tuple[int, str, str]:
        return self.ask("GET", address, None, **headers)

    def form(self, address: str, **fields: str) -> tuple[int, str, str]:
        """A form of the page at `address`, with the token that page gives."""
        status, page, _ = self.get(address)
        assert status == 200, page
        token = re.search(r'name="csrf" value="([^"]+)"', page)
        assert token is not None
        return self.ask("POST", address, {"csrf": token.group(1), **fields})


@pytest.fixture
def club() -> Path:
    """A concours of four teams, partie 1 drawn."""
    assert run("concours", "new", "Club", "--seed", "1")[0] == 0
    for team in ("A", "B", "C", "D"):
        assert run("concours", "team", "add", team)[0] == 0
    assert run("concours", "draw")[0] == 0
    return store.find(None)


@pytest.fixture
def serving(club: Path, tmp_path: Path) -> Iterator[Callable[..., Running]]:
    """Start servers of the club's concours; each stopped afterwards, none having
    written a traceback."""
    started: list[Running] = []

    def start(files: int = 0, **bounds: Any) -> Running:
        work = tmp_path / f"server{len(started)}"
        work.mkdir()
        started.append(Running(club, work, files, **bounds))
        return started[-1]

    yield start
    for server in started:
        errors = server.stop()
        assert "Traceback" not in errors, errors


def code(path: Path, table: int, side: int) -> str:
    c = store.load(path).concours
    k, partie = c.partie()
    return keys.table_code(
        keys.server_key(checked_folder()), c.name, k, partie.tables[table - 1].teams, side
    )


def read_all(connection: socket.socket) -> bytes:
    """What the server sends until it closes the connection (b"" if nothing)."""
    got = b""
    while chunk := connection.recv(65536):
        got += chunk
    return got


# --- time: idle, slow, unfinished ----------------------------------------------------------


def test_a_connection_that_sends_nothing_is_closed_after_its_idle_time(
    serving: Callable[..., Running],
) -> None:
    server = serving(idle=0.3, receive=5.0)
    quiet = server.connect()
    start = time.monotonic()
    assert read_all(quiet) == b""  # closed, nothing said: nothing was asked
    assert 0.25 < time.monotonic() - start < 10  # after its idle time, not never
    kept = server.connect()  # kept alive after an answer: the same idle time
    kept.sendall(f"GET /static/style.css HTTP/1.1\r\nHost: {HOST}\r\n\r\n".encode())
    start = time.monotonic()
    answer = read_all(kept)
    assert answer.startswith(b"HTTP/1.1 200") and 0.25 < time.monotonic() - start < 10


def test_a_request_sent_a_byte_at_a_time_is_cut_when_its_time_is_up(
    serving: Callable[..., Running], club: Path
) -> None:
    server = serving(idle=5.0, receive=0.5)
    for head in (  # a slowloris head, then a slow body to a table's page
        f"GET / HTTP/1.1\r\nHost: {HOST}\r\nX-Slow: ",
        f"POST /t/{code(club, 1, 0)} HTTP/1.1\r\nHost: {HOST}\r\nContent-Length: 90\r\n"
        "Content-Type: application/x-www-form-urlencoded\r\n\r\nfirst=",
    ):
        slow = server.connect(timeout=0.05)  # the pace of its bytes: one per 50 ms
        slow.sendall(head.encode())
        start, got = time.monotonic(), b""
        while time.monotonic() - start < 5:
            try:
                slow.sendall(b"1")
                chunk = slow.recv(65536)
            except TimeoutError:
                continue
            except (BrokenPipeError, ConnectionResetError):
                break
            if not chunk:
                break
            got += chunk
        took = time.monotonic() - start
        assert got.startswith(b"HTTP/1.1 408"), got[:200]
        assert b"took too long to arrive" in got and took > 0.4, took  # cut within 5 s
    assert table_on_disk(club, 1, 1).result is None


# --- size: heads and bodies ------------------------------------------------------------------


def test_a_head_too_long_is_refused_before_it_is_held(serving: Callable[..., Running]) -> None:
    server = serving(head=16 * 1024)

    def huge_header(size: int) -> bytes:
        big = server.connect()
        big.sendall(f"GET / HTTP/1.1\r\nHost: {HOST}\r\nX-Big: ".encode() + b"a" * size)
        return read_all(big)

    assert huge_header(64 * 1024).startswith(b"HTTP/1.1 431")  # the page, made once
    before = server.memory()[1]
    answer = huge_header(8 * 1024 * 1024)
    assert answer.startswith(b"HTTP/1.1 431") and b"headers are too long" in answer
    assert server.memory()[1] - before < 2048  # KiB: the 8 MB were never held
    status, page, _ = server.phone().get("/")
    assert status == 200, page


def test_a_head_too_long_that_comes_in_one_read_is_refused_too(
    serving: Callable[..., Running],
) -> None:
    """20 KB of head in a single write, whole: counted once it is complete (a head counted
    only as its parts come would let it through)."""
    server = serving(head=16 * 1024)
    one = server.connect()
    one.sendall(f"GET / HTTP/1.1\r\nHost: {HOST}\r\nX-Big: {'a' * 20_000}\r\n\r\n".encode())
    assert read_all(one).startswith(b"HTTP/1.1 431")


def test_a_refusal_is_never_written_into_an_answer_on_its_way(
    serving: Callable[..., Running],
) -> None:
    """A request pipelined behind another whose answer is not sent yet (a wall's open
    stream): refused by closing, never by a page in the middle of that answer."""
    server = serving(head=16 * 1024)
    stream = server.connect()
    stream.sendall(f"GET /events HTTP/1.1\r\nHost: {HOST}\r\n\r\n".encode())
    big = f"GET / HTTP/1.1\r\nHost: {HOST}\r\nX-Big: {'a' * 20_000}\r\n\r\n"
    stream.sendall(big.encode())
    answer = read_all(stream)  # the stream's answer, cut, or none: never the 431 of another
    assert b"HTTP/1.1 431" not in answer and (not answer or answer.startswith(b"HTTP/1.1 200"))


def test_a_body_in_the_same_packets_as_its_head_is_not_counted_as_head(
    serving: Callable[..., Running], club: Path
) -> None:
    server = serving(head=1024)
    address = f"/t/{code(club, 1, 0)}"
    fields = {"action": "enter", "first": "1000", "second": "944", "pad": "x" * 4000}
    status, page, where = server.phone().form(address, **fields)
    assert status == 303 and "said=entered" in where, page


def test_a_body_too_long_is_refused_before_it_is_read(serving: Callable[..., Running]) -> None:
    server = serving(body=4096)
    for head in ("Content-Length: 100000000\r\n", "Transfer-Encoding: chunked\r\n"):
        big = server.connect()
        big.sendall(f"POST /o HTTP/1.1\r\nHost: {HOST}\r\n{head}\r\n".encode())
        if "chunked" in head:
            big.sendall(b"1000\r\n" + b"a" * 4096 + b"\r\n" + b"1000\r\n" + b"a" * 4096 + b"\r\n")
        answer = read_all(big)
        assert answer.startswith(b"HTTP/1.1 413"), answer[:200]


# --- number: idle sockets, a cap, each peer's share ------------------------------------------


def test_idle_sockets_beyond_the_file_limit_cannot_starve_a_phone(
    serving: Callable[..., Running],
) -> None:
    """The server may open 128 files (its connections: 64 at most); 150 idle sockets from
    another address, and a phone's page still comes at once."""
    server = serving(files=128, idle=30.0, receive=30.0)
    idle = [server.connect("127.0.0.2") for _ in range(150)]
    start = time.monotonic()
    status, page, _ = server.phone().get("/")
    assert status == 200 and time.monotonic() - start < 10, page  # not starved
    for connection in idle:
        connection.setblocking(False)

    def closed(connection: socket.socket) -> bool:
        try:
            return connection.recv(1) == b""
        except BlockingIOError:
            return False
        except ConnectionResetError:
            return True

    # the oldest idle ones made room
    until(lambda: sum(map(closed, idle)) >= 150 - 64, 5, "the oldest idle closed")
    for connection in idle:
        connection.close()


def events(server: Running, source: str = HOST) -> socket.socket:
    """A wall's open event stream, its answer's head read."""
    stream = server.connect(source)
    stream.sendall(f"GET /events HTTP/1.1\r\nHost: {HOST}\r\n\r\n".encode())
    head = b""
    while b"\r\n\r\n" not in head:
        head += stream.recv(4096)
    assert head.startswith(b"HTTP/1.1 200"), head
    return stream


def test_beyond_the_cap_or_a_peers_share_a_new_connection_gets_503_at_once(
    serving: Callable[..., Running],
) -> None:
    server = serving(connections=6, per_peer=3)
    walls = [events(server, "127.0.0.2") for _ in range(3)]  # busy, never idle
    start = time.monotonic()
    status, page, _ = server.phone("127.0.0.2").get("/")
    assert status == 503 and "try again in a few seconds" in page
    assert time.monotonic() - start < 5  # at once: not after the others leave
    walls += [events(server, "127.0.0.3") for _ in range(3)]
    status, page, _ = server.phone("127.0.0.4").get("/")  # the server's cap, now
    assert status == 503
    walls.pop().close()  # a wall leaves: room again, once the server has seen it
    until(lambda: server.phone("127.0.0.4").get("/")[0] == 200, 5, "room again")
    for wall in walls:
        wall.close()


# --- the walls: one look for all -------------------------------------------------------------


def test_one_look_at_the_files_serves_every_wall(
    serving: Callable[..., Running], club: Path
) -> None:
    server = serving(poll=0.05)
    walls = [events(server) for _ in range(30)]
    before, start = len(server.looks.read_bytes()), time.monotonic()
    until(lambda: len(server.looks.read_bytes()) >= before + 20, 10, "looks")
    looks = len(server.looks.read_bytes()) - before
    polls = (time.monotonic() - start) / 0.05
    assert looks <= polls + 3, (looks, polls)  # one per poll, not one per wall per poll
    store.update(club, lambda now: now.with_result(1, 1, (1000, 944)), by="test")
    for wall in walls:  # and every wall is told
        wall.settimeout(5)
        got = b""
        while b"event: change" not in got:
            chunk = wall.recv(4096)
            assert chunk, "the stream ended"
            got += chunk
        wall.close()


# --- the codes' limit: every route, each peer, bounded memory --------------------------------


def test_wrong_cookies_on_the_printable_pages_are_limited_per_peer(
    serving: Callable[..., Running],
) -> None:
    server = serving()
    hostile = server.phone("127.0.0.2")
    hostile.cookies[COOKIE] = "a" * 16
    for n in range(WRONG_CODES):
        assert hostile.get("/sheets" if n % 2 else "/poster")[0] == 403
    assert hostile.get("/sheets")[0] == 429 and hostile.get("/poster")[0] == 429
    organiser = server.phone("127.0.0.3")  # another peer: its right cookie still works
    organiser.cookies[COOKIE] = keys.organiser_code(keys.server_key(checked_folder()), "Club")
    assert organiser.get("/sheets")[0] == 200 and organiser.get("/poster")[0] == 200


def test_the_limiter_remembers_a_bounded_number_of_peers(
    serving: Callable[..., Running],
) -> None:
    server = serving(clients=4)
    hostile = server.phone("127.0.0.2")
    for _ in range(WRONG_CODES):
        assert hostile.get("/o/whatever")[0] == 403
    assert hostile.get("/o/whatever")[0] == 429
    for n in range(3, 8):  # five other peers, one wrong code each: the first is forgotten
        assert server.phone(f"127.0.0.{n}").get("/o/whatever")[0] == 403
    assert hostile.get("/o/whatever")[0] == 403


def test_the_limiters_memory_is_bounded_and_its_minutes_expire() -> None:
    now = [0.0]
    limiter = Limiter(lambda: now[0], clients=100)
    for n in range(20_000):
        limiter.wrong(f"peer {n}")
    assert len(limiter) == 100
    for _ in range(1000):  # one peer's own wrong codes: its last WRONG_CODES only
        limiter.wrong("peer 0")
    now[0] += WINDOW + 1
    limiter.wrong("peer 1")
    assert len(limiter) == 1  # the others' minutes are over: forgotten


def test_a_forwarded_address_is_read_only_behind_a_proxy(
    club: Path, serving: Callable[..., Running]
) -> None:
    direct = serving()
    phone = direct.phone()  # X-Forwarded-For is anyone's words here: the peer is counted
    for n in range(WRONG_CODES):
        assert phone.get("/o/whatever", **{"X-Forwarded-For": f"127.0.1.{n}"})[0] == 403
    assert phone.get("/o/whatever", **{"X-Forwarded-For": "127.0.1.99"})[0] == 429
    port = free_port()
    command = [sys.executable, "-m", "belote_cli", "concours", "serve", "--behind-proxy"]
    command += ["--host", HOST, "--port", str(port)]
    proxied = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    try:
        until(lambda: listening(port, proxied), 30, "the server listens")
        proxy = Phone(port, HOST)  # every client comes through it: told apart by its header
        for _ in range(WRONG_CODES):
            assert proxy.get("/o/whatever", **{"X-Forwarded-For": "127.0.1.2"})[0] == 403
        assert proxy.get("/o/whatever", **{"X-Forwarded-For": "127.0.1.2"})[0] == 429
        # the proxy appends the address it saw: what the client wrote before it is not read
        spoofed = {"X-Forwarded-For": "127.0.1.3, 127.0.1.2"}
        assert proxy.get(f"/t/{code(club, 1, 0)}", **spoofed)[0] == 429
        other = {"X-Forwarded-For": "127.0.1.3"}
        assert proxy.get(f"/t/{code(club, 1, 0)}", **other)[0] == 200
    finally:
        proxied.terminate()
        _, errors = proxied.communicate(timeout=10)
    assert b"Traceback" not in errors, errors


# --- state carries its version -----------------------------------------------------------------


def test_an_entry_dies_with_its_draw(serving: Callable[..., Running], club: Path) -> None:
    server = serving()
    first = server.phone("127.0.0.2")
    status, _, where = first.form(
        f"/t/{code(club, 1, 0)}", action="enter", first="1000", second="944"
    )
    assert status == 303 and "said=entered" in where
    old_teams = table_on_disk(club, 1, 1).teams
    # the draw undone and made again, seating other teams at table 1
    store.update(club, lambda now: now.without_draw(), by="test")
    store.update(club, lambda now: drawn_in_order(now, [1, 3, 2, 4]), by="test")
    assert table_on_disk(club, 1, 1).teams != old_teams
    for side in (0, 1):
        address = f"/t/{code(club, 1, side)}"
        status, page, _ = server.phone("127.0.0.3").get(address)
        assert status == 200 and "1000 – 944" not in page, page
    _, wall, _ = server.phone().get("/")
    assert "1000 – 944" not in wall
    address = f"/t/{code(club, 1, 1)}"  # a confirmation of what the old table entered
    status, _, where = server.phone("127.0.0.3").form(
        address, action="confirm", first="1000", second="944"
    )
    assert status == 303 and "said=nothing" in where
    assert table_on_disk(club, 1, 1).result is None


def test_a_confirmation_records_only_the_points_its_page_showed(
    serving: Callable[..., Running], club: Path
) -> None:
    server = serving()
    one, two = server.phone("127.0.0.2"), server.phone("127.0.0.3")
    mine, theirs = f"/t/{code(club, 1, 0)}", f"/t/{code(club, 1, 1)}"
    one.form(mine, action="enter", first="1000", second="944")
    status, page, _ = two.get(theirs)  # the other team's page shows 1000 – 944
    assert "entered these points: confirm them" in page
    assert scores(page) == by_team(club, 1, 1, (1000, 944))
    token = re.search(r'name="csrf" value="([^"]+)"', page)
    assert token is not None
    one.form(mine, action="enter", first="1100", second="844")  # meanwhile, entered again
    shown = {"csrf": token.group(1), "action": "confirm", "first": "1000", "second": "944"}
    status, _, where = two.ask("POST", theirs, shown)
    assert status == 303 and "said=changed" in where  # refused: the new figures shown
    status, page, _ = two.get(where)
    assert "the other team entered other figures meanwhile" in page
    assert page.count('role="alert"') == 1  # a warning, once; then the new figures to confirm
    assert scores(page) == by_team(club, 1, 1, (1100, 844))
    assert table_on_disk(club, 1, 1).result is None
    status, _, where = two.form(theirs, action="confirm", first="1100", second="844")
    assert status == 303 and "said=recorded" in where
    assert table_on_disk(club, 1, 1).result == (1100, 844)
