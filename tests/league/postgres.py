"""A real PostgreSQL server for the league's tests and benchmarks: Debian's `postgresql`
package (initdb and pg_ctl in /usr/lib/postgresql/N/bin) on a temporary directory, on a
free port of the loopback, as a non-root user (PostgreSQL refuses to run as root: the
`postgres` user the package makes, when the tests run as root). Never a mock."""

from __future__ import annotations

import contextlib
import glob
import os
import shutil
import socket
import subprocess
import tempfile
from collections.abc import Iterator
from pathlib import Path
from typing import Any


def binaries() -> Path | None:
    """The newest installed server's folder of programs, else None."""
    found = sorted(glob.glob("/usr/lib/postgresql/*/bin/pg_ctl"), key=_version)
    return Path(found[-1]).parent if found else None


def _version(path: str) -> int:
    part = Path(path).parent.parent.name
    return int(part) if part.isascii() and part.isdigit() else 0


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


def _as_owner(command: list[str], root: Path, check: bool = True) -> None:
    """Run a server program, as `postgres` when we are root (initdb refuses root): the
    privileges dropped by subprocess itself, so that no program is looked up on a PATH
    (runuser lives in /usr/sbin, which a user's PATH may lack), in the server's own folder
    (the caller's may be closed to `postgres`)."""
    owner: dict[str, Any] = {}
    if os.geteuid() == 0:
        owner = {"user": "postgres", "group": "postgres", "extra_groups": []}
    subprocess.run(command, check=check, capture_output=True, cwd=root, **owner)


@contextlib.contextmanager
def server(database: str = "league") -> Iterator[str]:
    """A fresh server with an empty `database`; its URL (postgresql://…), the server
    stopped and its files gone afterwards."""
    bin_dir = binaries()
    if bin_dir is None:
        raise RuntimeError("PostgreSQL is not installed: apt-get install postgresql")
    root = Path(tempfile.mkdtemp(prefix="belote-pg-"))
    if os.geteuid() == 0:
        shutil.chown(root, "postgres", "postgres")
    data, port = root / "data", _free_port()
    _as_owner([str(bin_dir / "initdb"), "-D", str(data), "-A", "trust", "-U", "belote"], root)
    options = (
        f"-p {port} -k {root} -c listen_addresses=127.0.0.1 -c fsync=on -c max_connections=200"
    )
    start = [str(bin_dir / "pg_ctl"), "-D", str(data), "-o", options, "-l", str(root / "log")]
    _as_owner([*start, "-w", "-t", "60", "start"], root)
    try:
        createdb = [str(bin_dir / "createdb"), "-h", "127.0.0.1", "-p", str(port), "-U", "belote"]
        _as_owner([*createdb, database], root)
        yield f"postgresql://belote@127.0.0.1:{port}/{database}"
    finally:
        stop = [str(bin_dir / "pg_ctl"), "-D", str(data), "-m", "immediate", "-w", "stop"]
        _as_owner(stop, root, check=False)
        shutil.rmtree(root, ignore_errors=True)


def fresh_database(url: str, name: str) -> str:
    """Another empty database on the server of `url`, for one test."""
    import psycopg

    base = url.rsplit("/", 1)[0]
    with psycopg.connect(f"{base}/postgres", autocommit=True) as connection:
        connection.execute(f'DROP DATABASE IF EXISTS "{name}"')
        connection.execute(f'CREATE DATABASE "{name}"')
    return f"{base}/{name}"
