"""The club's side of a league (commands.publish, storage.outbox, text.season's
season_from_json) against what a league should never send and a club should never type: an
address or a token urllib cannot use, a redirect (never followed: the token stays home), an
answer too large or not HTTP at all, escape sequences in what is printed, numbers no count
is; the outbox's bytes kept exactly. A fake league is a small http.server in a thread that
answers what each test says; the real one (uvicorn, SQLite) checks what must still work.
Every refusal leaves the concours file, the settings and the outbox as they were."""

from __future__ import annotations

import inspect
import json
import math
import os
import socket
import stat
import threading
import time
from collections.abc import Callable, Iterator
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs, urlsplit

import pytest
from hypothesis import given
from hypothesis import strategies as st

from belote_cli.commands import publish as client
from belote_cli.commands.publish import cleaned, league_address
from belote_cli.core.names import MAX_CHARS
from belote_cli.core.season import Season
from belote_cli.entry.given import BadOption
from belote_cli.storage import disk, outbox
from belote_cli.storage.errors import StorageError
from belote_cli.storage.paths import feuilles
from belote_cli.text.season import season_from_json, season_json
from tests.helpers import run
from tests.league.test_league_cli import CHENES, PINS, club_evening, token_of

GOOD = "Abc_def-123456789_abcdefghijklmn"  # a token of the league's shape (32 characters)
OTHER = "Zyx_wvu-987654321_zyxwvutsrqponm"
EMPTY_SEASON = {"concours": 0, "in_progress": 0, "minimum": 1, "teams": [], "players": []}


# --- a fake league ---


Answering = Callable[[BaseHTTPRequestHandler], None]


class Fake:
    """A league that answers every request with `answering` (the test's), and keeps what
    it was asked: (method, path, headers, body)."""

    def __init__(self, answering: Answering) -> None:
        self.answering = answering
        self.requests: list[tuple[str, str, dict[str, str], bytes]] = []
        fake = self

        class Handler(BaseHTTPRequestHandler):
            def log_message(self, format: str, *args: Any) -> None:
                pass

            def answer(self) -> None:
                length = int(self.headers.get("Content-Length") or 0)
                body = self.rfile.read(length)
                fake.requests.append((self.command, self.path, dict(self.headers), body))
                fake.answering(self)

            do_GET = do_POST = do_PUT = answer

        self.server = ThreadingHTTPServer(("127.0.0.1", 0), Handler)
        self.base = f"http://127.0.0.1:{self.server.server_address[1]}"
        self.thread = threading.Thread(
            target=self.server.serve_forever, kwargs={"poll_interval": 0.05}, daemon=True
        )
        self.thread.start()

    def stop(self) -> None:
        self.server.shutdown()
        self.server.server_close()
        self.thread.join(timeout=10)


@pytest.fixture
def fake() -> Iterator[Callable[[Answering], Fake]]:
    """Fake leagues, as many as a test starts, each stopped after it."""
    started: list[Fake] = []

    def start(answering: Answering) -> Fake:
        started.append(Fake(answering))
        return started[-1]

    yield start
    for each in started:
        each.stop()


def answers(
    status: int, body: object, headers: dict[str, str] | None = None, league: bool = True
) -> Answering:
    """An answer: `body` as JSON (bytes: as they are), with `headers`; `league`: it says it
    is a belote league's (its Belote-League header), as a league's every answer does."""
    raw = body if isinstance(body, bytes) else json.dumps(body).encode()
    said = ({"Belote-League": "1"} if league else {}) | (headers or {})

    def answering(handler: BaseHTTPRequestHandler) -> None:
        handler.send_response(status)
        for name, value in said.items():
            handler.send_header(name, value)
        handler.send_header("Content-Type", "application/json")
        handler.send_header("Content-Length", str(len(raw)))
        handler.end_headers()
        handler.wfile.write(raw)

    return answering


def raw_answer(data: bytes) -> Answering:
    """Bytes that are no HTTP answer, then the connection closed."""

    def answering(handler: BaseHTTPRequestHandler) -> None:
        handler.wfile.write(data)
        handler.close_connection = True

    return answering


# --- the club's files ---


def files(home: Path) -> dict[str, bytes]:
    """The concours files, the league's settings and the outbox: every byte, by path."""
    found = {}
    for folder in (home / "concours", home / "league"):
        for path in sorted(folder.rglob("*")) if folder.exists() else []:
            if path.is_file():
                found[str(path.relative_to(home))] = path.read_bytes()
    return found


def waiting_files(home: Path) -> list[Path]:
    return sorted((home / "league" / "outbox").glob("*.toml"))


@pytest.fixture
def evening(isolated: Path) -> Path:
    """The club's home, a finished concours in it: the club's home."""
    club_evening("Vendredi", PINS)
    return isolated


def published(home: Path, *args: str) -> tuple[int, str, str]:
    """`belote concours publish ARGS`: never a traceback, whatever the answer."""
    code, out, err = run("concours", "publish", *args)
    assert "Traceback" not in out + err and code in (0, 1, 2, 3), (code, out, err)
    return code, out, err


def printable(text: str) -> bool:
    """Nothing that would move the cursor, ring or change the terminal's title."""
    return not any((ord(c) < 32 and c != "\n") or 0x7F <= ord(c) < 0xA0 for c in text)


# --- 1: addresses ---


@pytest.mark.parametrize(
    "address",
    [
        "http://host:abc",
        "http://exa mple.org",
        "http://h\nx",
        "http://[::1",
        "http://h:99999",
        "http://exämple.org",
        "http://h\x00x",
        "http://h\x1b[2J",
        "http://h\tx",
        "ftp://x",
        "http://",
        "http://:80",
        "http://user:secret@h",
        "http://h/?q=1",
        "http://h/#top",
        "host:8000",
    ],
)
def test_an_address_urllib_cannot_use_is_refused(address: str) -> None:
    with pytest.raises(BadOption) as refused:
        league_address(address)
    assert refused.value.option == "--league"
    assert refused.value.error.key == "league_bad_address"


@pytest.mark.parametrize(
    ("address", "kept"),
    [
        ("http://127.0.0.1:8000/", "http://127.0.0.1:8000"),
        (" https://league.example.org/belote ", "https://league.example.org/belote"),
        ("http://[::1]:8080", "http://[::1]:8080"),
        ("http://localhost", "http://localhost"),
    ],
)
def test_a_league_address_is_kept_without_its_slash(address: str, kept: str) -> None:
    assert league_address(address) == kept


@pytest.mark.parametrize(
    "args",
    [
        ["--league", "http://host:abc", "--token", GOOD],
        ["--league", "http://exa mple.org", "--token", GOOD],
        ["--league", "http://h\nx", "--token", GOOD],
        ["--league", "http://[::1", "--token", GOOD],
        ["--league", "http://[::1"],
    ],
)
def test_publish_refuses_a_bad_address_and_changes_nothing(
    evening: Path, fake: Callable[[Answering], Fake], args: list[str]
) -> None:
    league = fake(answers(201, {"message": "published"}))
    outbox.remember(outbox.Remote(league.base, GOOD))
    outbox.queue(league.base, "someone", "Jeudi", b"kept = 1\n")
    before = files(evening)
    code, _, err = published(evening, *args)
    assert code == 2 and "league address" in err and "refused" in err
    assert printable(err)
    assert files(evening) == before and league.requests == []


@pytest.mark.parametrize("address", ["http://host:abc", "http://h\nx", "http://[::1"])
def test_season_refuses_a_bad_address(address: str) -> None:
    code, _, err = run("season", "--league", address)
    assert code == 2 and "league address" in err and "Traceback" not in err


# --- 2: tokens ---


@pytest.mark.parametrize(
    "token",
    ["Ana" + "é" * 20, "a\nb" * 10, "x" * 15, "x" * 129, "bad token with spaces", "t\x1bx" * 8],
)
def test_publish_refuses_a_bad_token_and_changes_nothing(
    evening: Path, fake: Callable[[Answering], Fake], token: str
) -> None:
    league = fake(answers(201, {"message": "published"}))
    for given_league in ([], ["--league", league.base]):
        before = files(evening)
        code, _, err = published(evening, *given_league, "--token", token)
        assert code == 2 and "token refused" in err and "--token" in err, err
        assert files(evening) == before
    assert league.requests == [] and not (evening / "league").exists()


def test_a_token_is_checked_before_the_concours(isolated: Path) -> None:
    """Options first: a bad token is said even when the concours is not finished."""
    assert run("concours", "new", "Mardi", "--parties", "2", "--donnes", "1")[0] == 0
    code, _, err = published(isolated, "--league", "http://127.0.0.1:9", "--token", "t")
    assert code == 2 and "token refused" in err


@pytest.mark.parametrize(
    "tokens",
    [
        '"http://h" = "short"\n',
        '"http://h" = "Abcdefghijklmnopqrstuvwxyz\\nabc"\n',
        '"http://h" = "Abcdefghijklmnopqrstuvwxyzé"\n',
        '"http://h" = 12\n',
    ],
)
def test_settings_with_a_bad_token_are_refused_by_name(evening: Path, tokens: str) -> None:
    settings = evening / "league" / "settings.toml"
    settings.parent.mkdir()
    settings.write_text(
        f'kind = "belote-league"\nschema = 1\nleague = "http://h"\n[tokens]\n{tokens}',
        encoding="utf-8",
    )
    before = files(evening)
    for args in ([], ["--token", GOOD], ["--league", "http://h"]):
        code, _, err = published(evening, *args)
        assert code == 1 and "settings.toml" in err and "not a file of belote" in err
        assert files(evening) == before
    with pytest.raises(StorageError):
        outbox.known(None)


def test_settings_without_tokens_know_no_token(
    evening: Path, fake: Callable[[Answering], Fake]
) -> None:
    league = fake(answers(201, {"message": "Vendredi: published.", "page": "/concours/1"}))
    settings = evening / "league" / "settings.toml"
    settings.parent.mkdir()
    settings.write_text(f'kind = "belote-league"\nschema = 1\nleague = "{league.base}"\n')
    assert outbox.known(None) is None and outbox.token_of(league.base) is None
    before = files(evening)
    code, _, err = published(evening)
    assert code == 2 and "which league?" in err and files(evening) == before
    code, out, err = published(evening, "--token", GOOD)  # the league kept, the token given
    assert code == 0 and f"Vendredi: published. {league.base}/concours/1" in out, err
    assert outbox.known(None) == outbox.Remote(league.base, GOOD)
    assert league.requests[0][2]["Authorization"] == f"Bearer {GOOD}"


# --- 3: the answer: never followed elsewhere, bounded, HTTP ---


@pytest.mark.parametrize("status", [301, 302, 303, 307, 308])
def test_a_redirect_is_not_followed_and_the_file_is_kept(
    evening: Path, fake: Callable[[Answering], Fake], status: int
) -> None:
    elsewhere = fake(answers(405, {"error": "method not allowed"}))
    target = f"{elsewhere.base}/api/publish"
    league = fake(answers(status, b"", {"Location": target + "\x1b[2J"}))
    code, out, err = published(evening, "--league", league.base + "/", "--token", GOOD)
    assert code == 1 and "the league refused what is said above" in err
    assert f"sends elsewhere ({target}[2J)" in out and "kept in the outbox" in out
    assert printable(out)
    assert elsewhere.requests == []  # the token never left for another host
    [(method, path, headers, _)] = league.requests
    assert (method, path, headers["Authorization"]) == ("POST", "/api/publish", f"Bearer {GOOD}")
    assert len(waiting_files(evening)) == 1
    assert outbox.known(None) == outbox.Remote(league.base, GOOD)  # remembered all the same

    # the league back where it was: the file kept goes
    league.answering = answers(201, {"message": "Vendredi: published.", "page": "/concours/1"})
    code, out, err = run("league", "sync")
    assert code == 0 and "Vendredi: published." in out, err
    assert waiting_files(evening) == []


def test_season_is_not_followed_elsewhere(fake: Callable[[Answering], Fake]) -> None:
    elsewhere = fake(answers(200, EMPTY_SEASON))
    league = fake(answers(302, b"", {"Location": f"{elsewhere.base}/api/season"}))
    code, _, err = run("season", "--league", league.base)
    assert code == 1 and f"sends elsewhere ({elsewhere.base}/api/season)" in err
    assert elsewhere.requests == [] and len(league.requests) == 1


@pytest.mark.parametrize("status", [200, 201, 400])
def test_an_answer_too_large_is_not_the_leagues(
    evening: Path, fake: Callable[[Answering], Fake], status: int
) -> None:
    league = fake(answers(status, b" " * disk.MAX_BYTES + b"{}"))
    code, out, err = published(evening, "--league", league.base, "--token", GOOD)
    assert code == 3 and "cannot be reached (its answer is larger than 4 MB" in out, err
    assert len(waiting_files(evening)) == 1  # kept: sent again later
    code, _, err = run("season", "--league", league.base)
    assert code == 1 and "its answer is larger than 4 MB" in err


@pytest.mark.parametrize(
    "data",
    [
        b"NOT HTTP AT ALL\r\n\r\n",
        b"HTTP/1.1 200 OK\r\nX: " + b"x" * 70_000 + b"\r\n\r\n{}",
        b"HTTP/1.1 200 OK\r\nContent-Length: 100\r\n\r\n{}",  # cut short
        b"HTTP/1.1 200 OK\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n",
        b"HTTP/1.1 400 Bad\r\nContent-Length: 100\r\n\r\n{}",  # a refusal cut short
        b"HTTP/1.1 400 Bad\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n",
        b"HTTP/1.1 2000 \x1b[2J\r\n\r\n",
        b"",
    ],
)
def test_an_answer_that_is_not_http_is_no_answer(
    evening: Path, fake: Callable[[Answering], Fake], data: bytes
) -> None:
    league = fake(raw_answer(data))
    code, out, err = published(evening, "--league", league.base, "--token", GOOD)
    # no HTTP, or an HTTP refusal that does not say it is a league's: kept, said
    assert code == 3 and printable(out), (out, err)
    assert "cannot be reached" in out or "not as a belote league would" in out
    assert len(waiting_files(evening)) == 1
    code, _, err = run("season", "--league", league.base)
    assert code == 1 and "Traceback" not in err and printable(err)
    assert "cannot be reached" in err or "answered: 400" in err


@pytest.mark.parametrize("address", ["http://h:abc", "http://[::1", "http://h\nx"])
def test_an_address_in_the_outbox_urllib_cannot_use_is_unreachable(
    isolated: Path, address: str
) -> None:
    """An address kept by an older belote, or by hand: the file waits, said."""
    outbox.remember(outbox.Remote(address, GOOD))
    outbox.queue(address, "x", "Jeudi", b"x = 1\n")
    code, out, err = run("league", "sync")
    assert code == 3 and "cannot be reached" in out and "Traceback" not in err, (out, err)
    assert len(waiting_files(isolated)) == 1


# --- 4: what a league says, printed ---

ESCAPES = "\x1b[2J\x1b]0;pwned\x07\r\nYour token is wrong\u202e\x9b31m\ud800"


def test_what_the_league_says_is_cleaned(evening: Path, fake: Callable[[Answering], Fake]) -> None:
    said = {"message": "Vendredi: published." + ESCAPES + "x" * 5000, "page": "/c/1" + ESCAPES}
    league = fake(answers(201, said))
    code, out, err = published(evening, "--league", league.base, "--token", GOOD)
    assert code == 0 and out.startswith("Vendredi: published.") and printable(out), err
    assert out.count("\n") == 1 and len(out) < 2 * 300 + len(league.base) + 10
    assert "\u202e" not in out and "\ud800" not in out
    assert f"{league.base}/c/1[2J]0;pwned Your token is wrong31m" in out
    assert waiting_files(evening) == []

    # refused for good: said cleaned, taken out
    league.answering = answers(409, {"error": "refused" + ESCAPES})
    code, out, err = published(evening)
    assert code == 1 and "refused: refused" in out and printable(out)
    assert "taken out of the outbox" in out and out.count("\n") == 1
    assert waiting_files(evening) == []


def test_a_league_error_on_season_is_cleaned(fake: Callable[[Answering], Fake]) -> None:
    league = fake(answers(400, {"error": "bad" + ESCAPES + "y" * 5000}))
    code, _, err = run("season", "--league", league.base)
    assert code == 1 and "answered: bad" in err and printable(err)
    assert err.count("\n") == 1 and len(err) < 400 + len(league.base)


def test_cleaned_keeps_one_line() -> None:
    assert cleaned("a\r\nb\x1b[2J\u2028c\td") == "a b[2J c d"
    assert cleaned("é" * 400) == "é" * 299 + "…"
    assert cleaned(404) == "404"


def a_season(**line: object) -> dict[str, Any]:
    """A season of one player, its line changed by `line`."""
    player = {"rank": 1, "name": "Ana", "concours": 1, "points": 2000, "wins": 1.5}
    player |= {"best_rank": 1, "ranks": [1]}
    return EMPTY_SEASON | {"concours": 1, "players": [player | line]}


@pytest.mark.parametrize(
    "name",
    [
        "\x1b[2JAna",
        "Ana\nBruno",
        "Ana\r",
        "\u202eAna",
        "Ana\ud800",
        "A" * (MAX_CHARS + 1),
        "",
        "   ",
        12,
        None,
    ],
)
def test_a_season_with_a_name_that_would_not_show_is_refused(
    fake: Callable[[Answering], Fake], name: object
) -> None:
    league = fake(answers(200, a_season(name=name)))
    code, out, err = run("season", "--league", league.base)
    assert code == 1 and f"{league.base} answered: its answer is not the league's" in err
    assert printable(out + err) and "Ana" not in out + err
    with pytest.raises(ValueError):
        season_from_json(a_season(name=name))


# --- 5: numbers ---


@pytest.mark.parametrize(
    "doc",
    [
        a_season(wins=1e308),
        a_season(wins=math.inf),
        a_season(wins=math.nan),
        a_season(wins=-1),
        a_season(wins=True),
        a_season(wins=1.25),
        a_season(wins="1"),
        a_season(rank=0),
        a_season(rank=-1),
        a_season(rank=1.0),
        a_season(rank=True),
        a_season(points=1e308),
        a_season(points=2**80),
        a_season(points=10**5000),
        a_season(ranks=[]),
        a_season(ranks=[0]),
        a_season(ranks=[1, True]),
        a_season(ranks=[math.inf]),
        a_season(ranks="1"),
        a_season() | {"concours": -1},
        a_season() | {"minimum": True},
        a_season() | {"minimum": 1.0},
        a_season() | {"in_progress": math.inf},
        a_season() | {"players": {"Ana": 1}},
        a_season() | {"teams": "AB"},
        EMPTY_SEASON | {"players": [1]},
        {"teams": [], "players": []},
    ],
)
def test_numbers_no_count_is_are_refused(doc: dict[str, Any]) -> None:
    with pytest.raises(ValueError):
        season_from_json(doc)


@pytest.mark.parametrize("text", ["Infinity", "-Infinity", "NaN", "1e308", "1e400"])
def test_a_season_with_numbers_json_should_not_hold_is_refused(
    fake: Callable[[Answering], Fake], text: str
) -> None:
    body = json.dumps(a_season(wins=0.5)).replace("0.5", text).encode()
    league = fake(answers(200, body))
    code, _, err = run("season", "--league", league.base, "--json")
    assert code == 1 and "answered: its answer is not the league's" in err, err


def test_a_season_the_league_gives_is_read_back_as_it_is() -> None:
    doc = a_season(rank=None, wins=2.5, ranks=[3, 1, 2]) | {"minimum": 2}
    doc["players"][0] |= {"concours": 3, "best_rank": 1}
    found = season_from_json(doc)
    assert isinstance(found, Season) and season_json(found) == doc


json_values = st.recursive(
    st.none()
    | st.booleans()
    | st.integers()
    | st.floats(allow_nan=True, allow_infinity=True)
    | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=20,
)
lines = st.fixed_dictionaries(
    {},
    optional={key: json_values for key in ("rank", "name", "points", "ranks", "wins")}
    | {"ranks": st.lists(json_values, max_size=3) | json_values},
)
seasons = st.fixed_dictionaries(
    {},
    optional={
        "concours": json_values,
        "in_progress": json_values,
        "minimum": json_values,
        "teams": st.lists(lines | json_values, max_size=3) | json_values,
        "players": st.lists(lines | json_values, max_size=3) | json_values,
    },
)


@given(json_values)
def test_any_json_is_a_season_or_a_value_error(doc: Any) -> None:
    try:
        found = season_from_json(doc)
    except ValueError:
        return
    assert isinstance(found, Season)


@given(seasons)
def test_any_seasonlike_json_is_a_season_or_a_value_error(doc: dict[str, Any]) -> None:
    try:
        found = season_from_json(doc)
    except ValueError:
        return
    assert isinstance(found, Season)
    json.dumps(season_json(found), allow_nan=False)  # every figure a finite number


# --- 6: the days sent are the days checked ---


def test_season_sends_the_days_it_checked(fake: Callable[[Answering], Fake]) -> None:
    league = fake(answers(200, EMPTY_SEASON))
    code, _, err = run(
        "season", "--league", league.base, "--since", " 2026-9-1", "--until", "2026-12-31 "
    )
    assert code == 0, err
    [(method, path, _, _)] = league.requests
    query = parse_qs(urlsplit(path).query)
    assert (method, urlsplit(path).path) == ("GET", "/api/season")
    assert query == {"min": ["1"], "since": ["2026-09-01"], "until": ["2026-12-31"]}
    code, _, err = run("season", "--league", league.base, "--since", "2026-13-1")
    assert code == 2 and "--since" in err and len(league.requests) == 1


# --- 7, 8, 9: the outbox ---


def test_a_document_comes_back_byte_for_byte(isolated: Path) -> None:
    document = b'name = "Vendredi"\r\nnote = """a\r\nb\rc"""\r\n\r\n\xc3\xa9\n'
    queued = outbox.queue("http://h", "id-1", "Vendredi", document)
    [found] = outbox.waiting()
    assert found.document == document and found == queued
    assert stat.S_IMODE(found.path.stat().st_mode) == 0o600
    doc = (isolated / "league" / "outbox" / found.path.name).read_text()
    assert '"\\r' not in doc and "\r" not in doc  # the bytes, not a TOML string of them
    outbox.sent(found)
    assert outbox.waiting() == []


def test_a_document_replaced_meanwhile_is_not_taken_out(isolated: Path) -> None:
    first = outbox.queue("http://h", "id-1", "Vendredi", b"a\r\n")
    outbox.queue("http://h", "id-1", "Vendredi", b"a\n")  # a newer version, same file
    outbox.sent(first)
    [left] = outbox.waiting()
    assert left.document == b"a\n"


def test_a_broken_document_is_named_and_the_others_still_wait(isolated: Path) -> None:
    entry = outbox.queue("http://h", "id-1", "Vendredi", b"a\n")
    good = outbox.queue("http://h", "id-2", "Samedi", b"b\n")
    text = entry.path.read_text().replace('document = "', 'document = "!!')
    entry.path.write_text(text)
    waiting, [refused] = outbox.scanned()
    assert refused.key == "not_league_file" and refused.params["path"] == entry.path
    assert waiting == [good] == outbox.waiting()


def test_a_file_sent_meanwhile_is_no_longer_waiting(
    isolated: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Listed, then taken out by another belote's sent() before it is read: skipped."""
    kept = outbox.queue("http://h", "id-1", "Vendredi", b"a\n")
    gone = outbox.queue("http://h", "id-2", "Samedi", b"b\n")

    def listed_then_sent(folder: Path) -> list[Path]:
        found = feuilles(folder)
        outbox.sent(gone)
        return found

    monkeypatch.setattr(outbox, "feuilles", listed_then_sent)
    assert [w.name for w in outbox.waiting()] == [kept.name]


@pytest.mark.skipif(not hasattr(os, "O_DIRECTORY"), reason="no folder to sync")
def test_a_file_sent_is_gone_durably(isolated: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    entry = outbox.queue("http://h", "id-1", "Vendredi", b"a\n")
    synced: list[tuple[bool, bool]] = []  # (a folder?, the file still there?)
    fsync = os.fsync

    def recorded(fd: int) -> None:
        synced.append((stat.S_ISDIR(os.fstat(fd).st_mode), entry.path.exists()))
        fsync(fd)

    monkeypatch.setattr(os, "fsync", recorded)
    outbox.sent(entry)
    assert synced == [(True, False)]


# --- the real league ---


@pytest.fixture
def real_league(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[str, str]]:
    """A league served by uvicorn, one club registered: its address and the club's token."""
    from belote_cli.league import db
    from belote_cli.league.app import make_league_app
    from tests.browser import Running

    home = tmp_path / "league-home"
    monkeypatch.setenv("BELOTE_HOME", str(home))
    code, out, err = run("league", "club", "add", "Club des Pins")
    assert code == 0, err
    token = token_of(out)
    monkeypatch.setenv("BELOTE_HOME", str(tmp_path / "home"))
    server = Running(make_league_app(db.opened(db.default_url(home))))
    yield server.base, token
    server.stop()


def test_a_real_league_publish_remembers_what_was_given(
    evening: Path, real_league: tuple[str, str]
) -> None:
    base, token = real_league
    assert outbox.good_token(token)
    before = files(evening)
    for bad in ("wrong", token + "\n" + token, token + "é"):
        code, _, err = published(evening, "--league", base, "--token", bad)
        assert code == 2 and "token refused" in err and files(evening) == before
    code, out, err = published(evening, "--league", base + "/", "--token", token)
    assert code == 0 and "Vendredi: published for" in out and f"{base}/concours/1" in out, err
    assert outbox.known(None) == outbox.Remote(base, token) and waiting_files(evening) == []
    settings = evening / "league" / "settings.toml"
    assert stat.S_IMODE(settings.stat().st_mode) == 0o600

    # a token of the right shape the league does not know: refused there, the file kept,
    # the token forgotten (the one the league took stays for the next publish)
    code, out, err = published(evening, "--token", OTHER)
    assert code == 1 and "wrong token" in out and "kept in the outbox" in out
    assert "The token given was not kept" in out
    assert outbox.known(None) == outbox.Remote(base, token)
    code, out, err = published(evening, "--token", token)
    assert code == 0 and "unchanged" in out and waiting_files(evening) == []

    # the league's season, over the days as checked here
    code, out, err = run("season", "--league", base, "--json", "--since", " 2026-1-1")
    assert code == 0, err
    assert {p["name"] for p in json.loads(out)["players"]} >= {"Ana", "Bruno"}


def test_an_unfinished_concours_changes_nothing(
    isolated: Path, real_league: tuple[str, str]
) -> None:
    base, token = real_league
    assert run("concours", "new", "Mardi", "--parties", "2", "--donnes", "1")[0] == 0
    before = files(isolated)
    code, _, err = published(isolated, "--league", base, "--token", token)
    assert code == 1 and "Mardi is not finished" in err
    assert files(isolated) == before and not (isolated / "league").exists()


# --- issue 46: a league sending slowly, a plain web server, a poisoned outbox, the right
# club; exit statuses; one club's slow bodies; serve on the loopback ---


PUBLISHED = {"message": "Vendredi: published.", "page": "/concours/1"}


def dribbling(pause: threading.Event) -> Answering:
    """An answer whose headers come, then its body a byte at a time, for ever (until the
    test ends: `pause` set)."""

    def answering(handler: BaseHTTPRequestHandler) -> None:
        handler.send_response(201)
        handler.send_header("Content-Length", "1000000")
        handler.end_headers()
        while not pause.wait(0.05):
            try:
                handler.wfile.write(b" ")
                handler.wfile.flush()
            except OSError:
                return

    return answering


def test_a_league_sending_slowly_is_given_up_at_the_deadline(
    evening: Path, fake: Callable[[Answering], Fake], monkeypatch: pytest.MonkeyPatch
) -> None:
    ended = threading.Event()
    league = fake(dribbling(ended))
    monkeypatch.setattr(client, "DEADLINE", 1.0)
    try:
        started = time.monotonic()
        code, out, err = run("concours", "publish", "--league", league.base, "--token", GOOD)
        took = time.monotonic() - started
        assert code == client.QUEUED == 3, (out, err)
        assert "no whole answer within 1 s" in out and "1 concours waits" in out
        assert took < 10  # a byte every 50 ms would have kept a socket timeout away
        assert len(waiting_files(evening)) == 1
        code, _, err = run("season", "--league", league.base)
        assert code == 1 and "no whole answer within 1 s" in err
    finally:
        ended.set()


def test_a_plain_web_servers_404_keeps_the_file_waiting(
    evening: Path, fake: Callable[[Answering], Fake]
) -> None:
    plain = fake(answers(404, {"error": "not found", "status": 404}, league=False))
    code, out, err = run("concours", "publish", "--league", plain.base, "--token", GOOD)
    assert code == 3, (out, err)
    assert "kept in the outbox" in out and "not as a belote league would" in out
    assert len(waiting_files(evening)) == 1
    plain.answering = answers(201, PUBLISHED)  # the league, there after all
    code, out, _ = run("league", "sync")
    assert code == 0 and "Vendredi: published." in out and waiting_files(evening) == []


def test_a_poisoned_outbox_never_blocks_the_others(
    evening: Path, fake: Callable[[Answering], Fake]
) -> None:
    league = fake(answers(201, PUBLISHED))
    outbox.remember(outbox.Remote(league.base, GOOD))
    folder = outbox.folder()
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "broken.toml").write_bytes(b"kind = [")
    (folder / "\x1b]0;pwned\x07\x1b[2J.toml").write_bytes(b"\x00\xff")
    code, out, err = run("concours", "publish")
    assert code == 1, (out, err)
    assert "Vendredi: published." in out  # sent all the same
    assert "broken.toml" in out and "skipped" in out and printable(out + err)
    assert "\x1b" not in out + err
    assert [p.name for p in waiting_files(evening)] == sorted(
        ["broken.toml", "\x1b]0;pwned\x07\x1b[2J.toml"]
    )


def test_exit_statuses_and_forgetting_one_concours(
    evening: Path, fake: Callable[[Answering], Fake]
) -> None:
    down = "http://127.0.0.1:9"
    code, out, _ = run("concours", "publish", "--league", down, "--token", GOOD)
    assert code == 3 and "1 concours waits" in out and "--forget NAME" in out
    outbox.queue(down, "other", "Samedi", b"x = 1\n")
    code, out, _ = run("league", "sync")
    assert code == 3 and "2 concours wait" in out
    code, out, _ = run("league", "sync", "--forget", "VENDREDI")
    assert code == 0 and "Vendredi: forgotten" in out
    assert [w.name for w in outbox.waiting()] == ["Samedi"]  # only that one


def test_settings_found_open_are_made_private(
    evening: Path, fake: Callable[[Answering], Fake]
) -> None:
    league = fake(answers(201, PUBLISHED | {"club": "Pins", "club_id": 4}))
    outbox.remember(outbox.Remote(league.base, GOOD))
    settings = outbox.config_path()
    settings.chmod(0o644)
    code, _, err = run("concours", "publish")
    assert code == 0, err
    assert stat.S_IMODE(settings.stat().st_mode) == 0o600
    assert outbox.club_of(league.base) == (4, "Pins")
    assert league.requests[-1][2].get("Belote-Club") is None  # no club known before
    code, _, _ = run("concours", "publish")
    assert league.requests[-1][2]["Belote-Club"] == "4"  # the club it was taken for


@pytest.mark.parametrize(
    "address",
    [
        "http://s3cr3tTOKENs3cr3t@league.example.org",
        "http://user:s3cr3tTOKENs3cr3t@league.example.org",
        "http://league.example.org/?token=s3cr3tTOKENs3cr3t",
        "http://league.example.org/#s3cr3tTOKENs3cr3t",
    ],
)
def test_a_token_in_an_address_is_never_repeated(evening: Path, address: str) -> None:
    code, out, err = run("concours", "publish", "--league", address, "--token", GOOD)
    assert code == 2 and "league address" in err
    assert "s3cr3t" not in out + err


# --- the right club, against a real league ---


@pytest.fixture
def two_clubs(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[str, str, str]]:
    """A real league, the Pins and the Chênes registered: its address and their tokens."""
    from belote_cli.league import db
    from belote_cli.league.app import make_league_app
    from tests.browser import Running

    home = tmp_path / "league-home"
    monkeypatch.setenv("BELOTE_HOME", str(home))
    pins = token_of(run("league", "club", "add", "Club des Pins")[1])
    chenes = token_of(run("league", "club", "add", "Les Chênes")[1])
    database = home / "league.sqlite3"
    assert stat.S_IMODE(database.stat().st_mode) == 0o600  # its owner's only
    monkeypatch.setenv("BELOTE_HOME", str(tmp_path / "home"))
    server = Running(make_league_app(db.opened(db.default_url(home))))
    yield server.base, pins, chenes
    server.stop()


def test_another_clubs_token_is_refused_naming_both(
    evening: Path, two_clubs: tuple[str, str, str]
) -> None:
    base, pins, chenes = two_clubs
    code, out, err = run("concours", "publish", "--league", base, "--token", pins)
    assert code == 0 and "published for Club des Pins" in out, err
    assert outbox.club_of(base) == (1, "Club des Pins")

    # a new evening, published with the Chênes' token by mistake: refused, nothing filed
    club_evening("Samedi", CHENES)
    code, out, err = run("concours", "publish", "--token", chenes)
    assert code == 1, (out, err)
    [said] = [line for line in out.splitlines() if "refused" in line]
    assert "Les Chênes" in said and "Club des Pins" in said and "nothing was stored" in said
    assert "The token given was not kept" in out
    assert outbox.known(None) == outbox.Remote(base, pins)  # the right token stays
    assert len(waiting_files(evening)) == 1  # kept: sent with the right token
    code, out, _ = run("league", "sync")
    assert code == 0 and "Samedi: published for Club des Pins" in out

    # the laptop really changed clubs: said once, then the token's club is its club
    code, out, _ = run("league", "new-club")
    assert code == 0 and "no longer publishes for Club des Pins" in out
    club_evening("Dimanche", CHENES)
    code, out, _ = run("concours", "publish", "--token", chenes)
    assert code == 0 and "Dimanche: published for Les Chênes" in out
    assert outbox.club_of(base) == (2, "Les Chênes")


def test_serve_listens_on_the_loopback_by_default() -> None:
    from belote_cli.cli import league

    assert inspect.signature(league.serve).parameters["host"].default == "127.0.0.1"
    code, out, _ = run("league", "serve", "--help")
    assert code == 0 and "127.0.0.1" in out and "--host 0.0.0.0" in " ".join(out.split())


# --- the league's side: one club's slow bodies ---


def test_one_clubs_slow_bodies_never_starve_another(tmp_path: Path) -> None:
    """Club A's valid token opens ten publishes whose bodies never come; club B publishes
    meanwhile, at once."""
    from belote_cli.league import db
    from belote_cli.league.app import LEAGUE_BOUNDS, PER_CLUB, make_league_app
    from belote_cli.league.publish import add_club
    from belote_cli.storage.concours import encode
    from tests.browser import Running
    from tests.league.build import club_teams
    from tests.league.build import evening as built

    engine = db.opened(db.default_url(tmp_path))
    _, slow = add_club(engine, "Lents")
    _, quick = add_club(engine, "Rapides")
    app = make_league_app(engine)
    server = Running(app, bounds=LEAGUE_BOUNDS)
    sockets: list[socket.socket] = []
    try:
        for _ in range(10):
            opened = socket.create_connection(("127.0.0.1", server.port))
            head = (
                f"POST /api/publish HTTP/1.1\r\nHost: 127.0.0.1\r\n"
                f"Authorization: Bearer {slow}\r\nContent-Length: 50000\r\n\r\nname"
            )
            opened.sendall(head.encode())
            sockets.append(opened)
        site = app.state.site
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:  # A's turns all taken: its bodies being read
            reading = site.reading.get(1)
            if reading is not None and reading.locked():
                break
            time.sleep(0.01)
        assert site.reading[1].locked() and PER_CLUB < 10
        import urllib.request

        data = encode(built("Vite", club_teams("Rapides", 4)))
        request = urllib.request.Request(
            server.base + "/api/publish",
            data=data,
            headers={"Authorization": f"Bearer {quick}", "Content-Type": "application/toml"},
        )
        started = time.monotonic()
        with urllib.request.urlopen(request, timeout=30) as answer:
            assert answer.status == 201
        assert time.monotonic() - started < 3  # not behind A's ten
    finally:
        for opened in sockets:
            opened.close()
        server.stop()
        engine.dispose()
