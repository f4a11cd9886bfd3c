"""A league end to end through the command line (issue 37): two clubs' concours run with
`belote concours`, each club registered with `belote league club add`, published to a real
league server (uvicorn on a socket, its database SQLite), published again (unchanged),
corrected and republished, corrected while the league is down (kept in the outbox), then
synced; `belote season --league` against `belote season` over the same files; a merge and
the audit trail. Every figure the league shows is recomputed here from the files."""

from __future__ import annotations

import json
import os
import shutil
import stat
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from belote_cli.league import db
from belote_cli.league.app import make_league_app
from belote_cli.storage import outbox
from tests.browser import Running
from tests.helpers import run

PINS = [("As", "Ana:FFB-1, Bruno"), ("Rois", "Chloé, Dan"), ("Dames", "Emma, Félix")]
CHENES = [("Valets", "Ana:FFB-1, Gaby"), ("Dix", "Hugo, Inès"), ("Neuf", "Jules, Karim")]
RESULTS = [(1, 1100, 900), (1, 800, 1200), (1, 1000, 1000)]  # each partie's one table


@pytest.fixture
def homes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[dict[str, Path]]:
    """Each club's computer is a data directory of its own; the league's is a third."""
    found = {name: tmp_path / name for name in ("pins", "chenes", "league")}
    yield found


def at(home: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BELOTE_HOME", str(home))


def club_evening(name: str, teams: list[tuple[str, str]]) -> None:
    """A concours of three teams in three parties of one donne, every result entered."""
    code, _, err = run("concours", "new", name, "--parties", "3", "--donnes", "1")
    assert code == 0, err
    for team, players in teams:
        code, _, err = run("concours", "team", "add", team, "--players", players)
        assert code == 0, err
    for table, one, two in RESULTS:
        code, _, err = run("concours", "draw")
        assert code == 0, err
        code, _, err = run("concours", "result", str(table), str(one), str(two), "--force")
        assert code == 0, err


def token_of(output: str) -> str:
    """The token `league club add` prints, alone on its line."""
    lines = [line.strip() for line in output.splitlines() if line.strip()]
    return lines[1]


@pytest.fixture
def league(homes: dict[str, Path], monkeypatch: pytest.MonkeyPatch) -> Iterator[Running]:
    url = db.default_url(homes["league"])
    server = Running(make_league_app(db.opened(url)))
    yield server
    server.stop()


def test_two_clubs_publish_correct_offline_and_sync(
    homes: dict[str, Path], league: Running, monkeypatch: pytest.MonkeyPatch
) -> None:
    base = league.base
    at(homes["league"], monkeypatch)
    code, out, err = run("league", "club", "add", "Club des Pins")
    assert code == 0 and "Club 1: Club des Pins" in out, err
    pins = token_of(out)
    code, out, err = run("league", "club", "add", "Les Chênes")
    chenes = token_of(out)
    code, _, err = run("league", "club", "add", "club des pins")
    assert code == 1 and "already a club called Club des Pins" in err

    # the Pins: their evening, published, then the same file again
    at(homes["pins"], monkeypatch)
    code, _, err = run("concours", "publish")
    assert code == 2 and "--league" in err  # no league known yet
    club_evening("Vendredi", PINS)
    code, out, err = run("concours", "publish", "--league", base + "/", "--token", pins)
    assert (
        code == 0
        and "Vendredi: published for Club des Pins." in out
        and f"{base}/concours/1" in out
    ), err
    config = homes["pins"] / "league" / "settings.toml"
    assert stat.S_IMODE(config.stat().st_mode) == 0o600  # a token is a password
    code, out, _ = run("games")  # the league's files are no feuille
    assert code == 0 and "settings" not in out and "league" not in out
    code, out, _ = run("concours", "publish")  # the league and the token were kept
    assert code == 0 and "already published for Club des Pins, unchanged (version 1)" in out
    assert list((homes["pins"] / "league" / "outbox").glob("*.toml")) == []

    # a correction, republished: version 2, the first kept by the league
    code, _, err = run("concours", "result", "1", "1200", "800", "--partie", "3", "--force")
    assert code == 0, err
    code, out, _ = run("concours", "publish")
    assert code == 0 and "corrected for Club des Pins, version 2" in out

    # the league is down: the next correction waits in the outbox, then is synced
    port = league.port
    league.stop()
    code, _, err = run("concours", "result", "1", "700", "1300", "--partie", "3", "--force")
    code, out, err = run("concours", "publish")
    assert code == 3 and "cannot be reached" in out and "1 concours waits" in out, err
    assert len(list((homes["pins"] / "league" / "outbox").glob("*.toml"))) == 1
    again = Running(make_league_app(db.opened(db.default_url(homes["league"]))), port=port)
    try:
        code, out, _ = run("league", "sync")
        assert code == 0 and "corrected for Club des Pins, version 3" in out
        assert list((homes["pins"] / "league" / "outbox").glob("*.toml")) == []
        code, out, _ = run("league", "sync")
        assert code == 0 and "Nothing is waiting" in out
        code, out, _ = run("league", "sync")  # said twice: never sent twice

        # the Chênes: their own evening; the Pins' file is not theirs to publish
        at(homes["chenes"], monkeypatch)
        club_evening("Samedi", CHENES)
        code, out, err = run("concours", "publish", "--league", again.base, "--token", chenes)
        assert code == 0 and "Samedi: published for Les Chênes." in out, err
        pins_file = next((homes["pins"] / "concours").glob("*.toml"))
        shutil.copy(pins_file, homes["chenes"] / "concours" / "copied.toml")
        code, out, err = run("concours", "publish", "--concours", "Vendredi")
        assert code == 1 and "published by another club" in out
        assert (
            list((homes["chenes"] / "league" / "outbox").glob("*.toml")) == []
        )  # refused for good
        (homes["chenes"] / "concours" / "copied.toml").unlink()
        code, out, err = run("concours", "publish", "--token", "w" * 32)  # well-formed, wrong
        assert code == 1 and "wrong token" in out and "kept in the outbox" in out
        assert len(list((homes["chenes"] / "league" / "outbox").glob("*.toml"))) == 1
        code, out, err = run("concours", "publish", "--token", chenes)  # the right one, kept
        assert code == 0 and "unchanged" in out
        assert outbox.known(None) == outbox.Remote(again.base, chenes)

        # the league's season is `belote season` over both clubs' files, once the league
        # has counted the corrections again (its pages serve the last state meanwhile)
        counted(again.base, lambda doc: doc["concours"] == 2)
        league_season = run("season", "--league", again.base, "--json")
        league_text = run("season", "--league", again.base)
        at(homes["league"], monkeypatch)
        both = homes["league"] / "concours"
        both.mkdir(parents=True)
        for club in ("pins", "chenes"):
            for path in (homes[club] / "concours").glob("*.toml"):
                shutil.copy(path, both / f"{club}-{path.name}")
        local = run("season", "--json")
        assert league_season[0] == 0 and local[0] == 0
        assert json.loads(league_season[1]) == json.loads(local[1])
        assert league_text == run("season")
        doc = json.loads(local[1])
        ana = [p for p in doc["players"] if p["name"] == "Ana"]
        assert len(ana) == 1 and ana[0]["concours"] == 2  # one licence, two clubs: one Ana

        # the administrator merges two players; the audit trail says it
        ratings = json.loads(fetched(again.base, "/api/ratings?min=1"))["ratings"]
        ids = {r["player"]: r["id"] for r in ratings}
        code, out, err = run("league", "merge", str(ids["Gaby"]), str(ids["Bruno"]))
        assert code == 0 and "Gaby" in out and "Bruno" in out, err
        season = counted(again.base, lambda doc: all(p["name"] != "Gaby" for p in doc["players"]))
        bruno = [p for p in season["players"] if p["name"] == "Bruno"]
        assert bruno[0]["concours"] == 2 and not [
            p for p in season["players"] if p["name"] == "Gaby"
        ]
        code, out, _ = run("league", "audit", "--json")
        actions = [line["action"] for line in json.loads(out)["audit"]]
        # the refusals too: another club's file, a wrong token -- never the token itself
        assert sorted(set(actions)) == ["club", "correct", "merge", "publish", "refused"]
        refusals = [
            line["detail"]["reason"]
            for line in json.loads(out)["audit"]
            if line["action"] == "refused"
        ]
        assert refusals == ["other_club", "wrong_token"]
        assert "w" * 32 not in out
        assert actions.count("correct") == 2 and actions.count("publish") == 2
    finally:
        again.stop()


def counted(base: str, done: Callable[[dict[str, Any]], bool]) -> dict[str, Any]:
    """The league's season once `done` holds of it: a write the league recounts apart
    (a correction, a merge) shows once counted -- waited for, at most 30 s."""
    deadline = time.monotonic() + 30
    while True:
        doc: dict[str, Any] = json.loads(fetched(base, "/api/season"))
        if done(doc) or time.monotonic() > deadline:
            assert done(doc), doc
            return doc
        time.sleep(0.02)  # a poll of the condition, not a wait for a guessed time


def fetched(base: str, path: str) -> str:
    """A page of the league, as any HTTP client reads it."""
    import urllib.request

    with urllib.request.urlopen(base + path, timeout=10) as answer:
        body: bytes = answer.read()
    return body.decode()


def test_publish_refuses_an_unfinished_concours_and_a_bad_address(
    homes: dict[str, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    at(homes["pins"], monkeypatch)
    assert run("concours", "new", "Mardi", "--parties", "2", "--donnes", "1")[0] == 0
    code, _, err = run("concours", "publish", "--league", "ftp://x", "--token", "t")
    assert code == 2 and "league address 'ftp://x' refused" in err
    code, _, err = run("concours", "publish", "--league", "http://127.0.0.1:9", "--token", "t")
    assert code == 2 and "token refused" in err
    token = "t" * 32
    code, _, err = run("concours", "publish", "--league", "http://127.0.0.1:9", "--token", token)
    assert code == 1 and "Mardi is not finished" in err
    assert not (homes["pins"] / "league" / "outbox").exists()
    code, _, err = run("season", "--league", "http://127.0.0.1:9")
    assert code == 1 and "cannot be reached" in err


def test_a_broken_outbox_file_is_refused_by_name_and_kept(
    homes: dict[str, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    at(homes["pins"], monkeypatch)
    broken = homes["pins"] / "league" / "outbox" / "x.toml"
    broken.parent.mkdir(parents=True)
    broken.write_bytes(b"kind = [")
    code, out, _ = run("league", "sync")
    assert code == 1 and "x.toml" in out and "skipped" in out
    assert broken.read_bytes() == b"kind = ["


def test_the_league_database_is_refused_by_url_without_its_password(
    homes: dict[str, Path], monkeypatch: pytest.MonkeyPatch
) -> None:
    at(homes["league"], monkeypatch)
    code, _, err = run("league", "club", "add", "X", "--database", "mysql://u:secret@h/db")
    assert code == 1 and "refused" in err and "secret" not in err
    assert not os.path.exists(homes["league"])


def test_a_mistyped_address_is_forgotten_and_the_files_stay(
    homes: dict[str, Path], league: Running, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A newcomer's mistakes: a port typed wrong keeps the file waiting until `league sync
    --forget`; a known league without a token asks for --token; a club's name is a name;
    the audit names each line's club."""
    at(homes["league"], monkeypatch)
    code, _, err = run("league", "club", "add", "  ")
    assert code == 1 and "club name '' refused" in err
    token = token_of(run("league", "club", "add", "Club des Pins")[1])
    at(homes["pins"], monkeypatch)
    club_evening("Vendredi", PINS)
    concours = next((homes["pins"] / "concours").glob("*.toml"))
    before = concours.read_bytes()
    code, out, _ = run("concours", "publish", "--league", "http://127.0.0.1:9", "--token", token)
    assert code == 3 and "cannot be reached" in out and "--forget" in out
    code, _, err = run("league", "sync", "--forget", "Samedi")
    assert code == 1 and "nothing called Samedi waits" in err
    code, out, _ = run("league", "sync", "--forget", "vendredi")
    assert code == 0 and "Vendredi: forgotten" in out
    assert list((homes["pins"] / "league" / "outbox").glob("*.toml")) == []
    assert concours.read_bytes() == before
    code, _, err = run("concours", "publish", "--league", league.base)
    assert code == 2 and err.startswith("belote: --token: no token is kept for")
    code, out, _ = run("concours", "publish", "--league", league.base, "--token", token)
    assert code == 0 and "published for Club des Pins" in out
    at(homes["league"], monkeypatch)
    code, out, _ = run("league", "audit")
    lines = out.splitlines()
    assert code == 0 and len(lines) == 2, out
    assert (
        "club" in lines[0] and "publish" in lines[1] and "Club des Pins  Vendredi v1" in lines[1]
    )
