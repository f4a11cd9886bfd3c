"""The league's tests run on both of its databases: SQLite (a file in the test's folder) and a
REAL PostgreSQL -- one server for the whole session (tests.league.postgres: Debian's
package), a fresh database on it for each test. Where PostgreSQL is not installed its half
is skipped, said why; under CI (.ci/run installs it) it fails instead: never a silent pass."""

from __future__ import annotations

import contextlib
import itertools
import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from sqlalchemy import Engine

from tests.browser import browser  # noqa: F401  (the browser tests' one Chromium)
from tests.league import postgres

DATABASES = ["sqlite", "postgresql"]
_NAMES = itertools.count(1)


@pytest.fixture(scope="session")
def postgres_server() -> Iterator[str]:
    """One real PostgreSQL for the session, started when a test first needs it: its URL."""
    if postgres.binaries() is None:
        reason = "PostgreSQL is not installed (apt-get install postgresql)"
        if os.environ.get("CI"):
            pytest.fail(f"CI: {reason}; .ci/run installs it")
        pytest.skip(reason)
    with postgres.server() as url:
        yield url


@pytest.fixture(params=DATABASES)
def database(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[str]:
    """An empty database's URL, on SQLite then on PostgreSQL (a new one for each test)."""
    if request.param == "sqlite":
        yield f"sqlite:///{tmp_path}/league.sqlite3"
        return
    server: str = request.getfixturevalue("postgres_server")
    name = f"league_{os.getpid()}_{next(_NAMES)}"
    yield postgres.fresh_database(server, name)
    _drop(server, name)


def _drop(server: str, name: str) -> None:
    """The test's database gone (its connections with it: a killed server's may linger)."""
    import psycopg

    base = server.rsplit("/", 1)[0]
    with (
        contextlib.suppress(psycopg.Error),
        psycopg.connect(f"{base}/postgres", autocommit=True) as connection,
    ):
        connection.execute(f'DROP DATABASE IF EXISTS "{name}" WITH (FORCE)')


@pytest.fixture
def engine(database: str) -> Iterator[Engine]:
    """The league's engine on the test's database, its tables made (league.db.opened)."""
    from belote_cli.league import db

    opened = db.opened(database)
    yield opened
    opened.dispose()
