"""The league's database: a URL made an engine, upgraded to the newest tables by Alembic
before any use, refused when a newer belote wrote it. SQLite (the default, a file in the
data directory) or PostgreSQL through psycopg 3.

Why SQLAlchemy Core and Alembic: the same queries on both databases, each written once;
migrations as named steps, the standard pair of the ecosystem (issue 37 names them).

SQLite: WAL, so that readers never wait for a publish; each write transaction begins
IMMEDIATE (a read, DEFERRED), so that two publishes queue on the database's lock instead of
failing half-way (busy_timeout); `synchronous=FULL`: a publish answered is on disk,
whatever is killed."""

from __future__ import annotations

import contextlib
import threading
from collections.abc import Iterator
from importlib import resources
from pathlib import Path
from typing import Any

from sqlalchemy import Connection, Engine, create_engine, event, text
from sqlalchemy.engine import make_url
from sqlalchemy.exc import ArgumentError, SQLAlchemyError

from belote_cli.league.errors import LeagueError
from belote_cli.league.schema import REVISION

FILE = "league.sqlite3"  # the default database, in the data directory
ACCEPTED = "sqlite:///PATH, postgresql://USER@HOST/DATABASE"
BUSY = 30_000  # ms a SQLite writer waits for the lock before it is refused


def default_url(folder: Path) -> str:
    return f"sqlite:///{folder / FILE}"


def engine_for(url: str) -> Engine:
    """The engine of `url`: sqlite:///PATH, or postgresql://… (psycopg 3); anything else
    refused, the password never repeated."""
    try:
        parsed = make_url(url)
    except ArgumentError:  # not a URL: said without what follows an @ (a password)
        shown = url.rpartition("@")[2][:200]
        raise LeagueError(400, "league_bad_url", value=shown, accepted=ACCEPTED) from None
    backend = parsed.get_backend_name()
    if backend in ("postgresql", "postgres"):
        parsed = parsed.set(drivername="postgresql+psycopg")
        return create_engine(parsed, pool_size=10, max_overflow=30, pool_pre_ping=True)
    if backend != "sqlite" or not parsed.database or parsed.database == ":memory:":
        shown = parsed.render_as_string(hide_password=True)
        raise LeagueError(400, "league_bad_url", value=shown, accepted=ACCEPTED)
    try:
        Path(parsed.database).parent.mkdir(parents=True, exist_ok=True)
        _private(Path(parsed.database))
    except OSError as error:
        raise LeagueError(503, "league_unreachable_db", detail=error.strerror or error) from None
    engine = create_engine(
        parsed, connect_args={"timeout": BUSY / 1000, "check_same_thread": False}
    )
    event.listen(engine, "connect", _sqlite_connected)
    event.listen(engine, "begin", _sqlite_begin)
    return engine


def _private(path: Path) -> None:
    """The SQLite file its owner's only, made so before SQLite makes it (its -wal and -shm
    files take its mode), and made so again when found open to others: it holds the clubs'
    tokens' hashes and every publish's peer."""
    import os
    import stat

    fd = os.open(path, os.O_RDWR | os.O_CREAT | getattr(os, "O_NOFOLLOW", 0), 0o600)
    try:
        found = os.fstat(fd)
        if stat.S_ISREG(found.st_mode) and found.st_mode & 0o077 and found.st_uid == os.geteuid():
            os.fchmod(fd, 0o600)
    finally:
        os.close(fd)
    for other in ("-wal", "-shm"):
        companion = path.with_name(path.name + other)
        if companion.is_file() and not companion.is_symlink() and companion.stat().st_mode & 0o077:
            companion.chmod(0o600)


def _sqlite_connected(connection: Any, record: Any) -> None:
    connection.isolation_level = None  # SQLAlchemy says BEGIN itself (_sqlite_begin)
    cursor = connection.cursor()
    for pragma in (
        "journal_mode=WAL",
        "synchronous=FULL",
        "foreign_keys=ON",
        f"busy_timeout={BUSY}",
    ):
        cursor.execute(f"PRAGMA {pragma}")
    cursor.close()


WRITING = {"sqlite_begin": "IMMEDIATE"}  # a write's execution options (league.publish)


def _sqlite_begin(connection: Any) -> None:
    """A write begins IMMEDIATE (the database's write lock at once: two publishes queue
    instead of one failing half-way); a read DEFERRED, so readers never wait on each
    other nor on a writer (WAL)."""
    mode = connection.get_execution_options().get("sqlite_begin", "DEFERRED")
    connection.exec_driver_sql(f"BEGIN {mode}")


_UPGRADING = threading.Lock()


def opened(url: str | None) -> Engine:
    """The engine of `url` (None: the data directory's SQLite file), its tables the newest
    (created on an empty database); a database a newer belote upgraded is refused,
    untouched."""
    if url is None:
        from belote_cli.storage.paths import checked_folder

        url = default_url(checked_folder())
    engine = engine_for(url)
    try:
        with _UPGRADING, writing(engine) as connection:
            if connection.dialect.name == "postgresql":  # one server upgrades at a time
                connection.execute(text("SELECT pg_advisory_xact_lock(3700037)"))
            _upgrade(connection)
    except SQLAlchemyError as error:
        engine.dispose()
        raise LeagueError(503, "league_unreachable_db", detail=reason(error)) from None
    except LeagueError:
        engine.dispose()
        raise
    return engine


@contextlib.contextmanager
def writing(engine: Engine) -> Iterator[Connection]:
    """A write transaction: committed at the end, rolled back on any error."""
    with engine.connect() as connection:
        connection.execution_options(**WRITING)
        with connection.begin():
            yield connection


@contextlib.contextmanager
def reading(engine: Engine) -> Iterator[Connection]:
    """A read: one snapshot of the whole league -- REPEATABLE READ on PostgreSQL, whose
    default gives each query its own (a publish committed between two queries of a page
    would show players its lines cannot name); on SQLite, a DEFERRED transaction in WAL."""
    with engine.connect() as connection:
        if connection.dialect.name == "postgresql":
            connection.execution_options(isolation_level="REPEATABLE READ")
        with connection.begin():
            yield connection


def _upgrade(connection: Any) -> None:
    from alembic import command
    from alembic.config import Config
    from alembic.runtime.migration import MigrationContext
    from alembic.script import ScriptDirectory

    config = Config()
    config.set_main_option(
        "script_location", str(resources.files("belote_cli.league") / "migrations")
    )
    config.attributes["connection"] = connection
    known = {script.revision for script in ScriptDirectory.from_config(config).walk_revisions()}
    assert REVISION in known, "schema.REVISION names a migration"
    current = MigrationContext.configure(connection).get_current_revision()
    if current is not None and current not in known:
        raise LeagueError(503, "league_newer_db", found=current, known=REVISION)
    if current != REVISION:
        command.upgrade(config, "head")


def reason(error: Exception) -> str:
    """What the database said, on one line, without SQLAlchemy's background link."""
    found = getattr(error, "orig", None) or error
    return " ".join(str(found).split())[:300]
