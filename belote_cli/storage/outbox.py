"""What a club keeps of its league (issue 37), in the data directory's `league/` folder
(not beside the feuilles, which are every TOML file there): `settings.toml`, the league's
address and the club's token for it (the owner's only: 0600), written when a publish names
them, so that later publishes need neither; and `outbox/`, a concours file
waiting to reach its league -- the league could not be reached, or the publish is under
way -- one TOML file each, named after its league and concours, so that a later version of
the same concours replaces the one waiting (the league keeps every version it received,
and a correction sent twice is the same bytes twice: never stored twice). The concours
file is kept there as its bytes exactly (base64: TOML would give a CRLF file back with LF,
and the league would receive other bytes than the file's).

Every write is atomic and under the folder's lock, as a feuille's; a file here that cannot
be read is named (cleaned) and skipped, never taken for an empty outbox, and never blocks
the others (issue 46).

The right club (issue 46): a token given is `pending` until the league accepts it -- a
token refused is never kept for the next publish --, and the club the league filed the
laptop's publishes under is kept in `clubs` (its number and name): later publishes tell the
league which club they expect, and the league refuses one that would file elsewhere."""

from __future__ import annotations

import base64
import binascii
import hashlib
import re
from datetime import datetime
from pathlib import Path
from typing import Any, NamedTuple

from belote_cli.storage import disk
from belote_cli.storage.errors import NoFile, StorageError
from belote_cli.storage.paths import checked_folder, feuilles, own_folder
from belote_cli.storage.tomltext import parse

PLACE = "league"
CONFIG = "settings.toml"
FOLDER = "outbox"
KIND = "belote-outbox"
CONFIG_KIND = "belote-league"
SCHEMA = 1
# A club's token as the league makes them (secrets.token_urlsafe(24): 32 characters), with
# room to spare; anything else is refused before it reaches an HTTP header
TOKEN = re.compile(r"[A-Za-z0-9_-]{16,128}")


def good_token(token: object) -> bool:
    return isinstance(token, str) and TOKEN.fullmatch(token) is not None


class Remote(NamedTuple):
    league: str  # its address, http(s)://host[:port], no trailing slash
    token: str


class Waiting(NamedTuple):
    """A concours file waiting to reach its league."""

    path: Path  # the outbox's file
    league: str
    identity: str  # core.concours.Concours.identity
    name: str
    queued: str  # when, ISO 8601
    document: bytes  # the concours file's bytes, as they were when published


def _doc(path: Path, kind: str) -> dict[str, Any]:
    doc = parse(disk.read(path), path)  # the one bounded reader: a hostile file is refused
    if doc.get("kind") != kind or not isinstance(doc.get("schema"), int):
        raise StorageError("not_league_file", path=path)
    if doc["schema"] > SCHEMA:
        raise StorageError("newer_schema", path=path, found=doc["schema"], known=SCHEMA)
    return doc


def _dumps(doc: dict[str, Any]) -> bytes:
    import tomli_w

    return tomli_w.dumps(doc).encode("utf-8")


def _encoded(document: bytes) -> str:
    return base64.b64encode(document).decode("ascii")


# --- the league's address and tokens ---


def place() -> Path:
    return own_folder(checked_folder(), PLACE)


def config_path() -> Path:
    return place() / CONFIG


def _config() -> dict[str, Any]:
    """The settings, always with `tokens`, `pending` and `clubs` tables (none yet: empty);
    a token that is not one the league makes, or a club that is not a number and a name (a
    hand-edited file), refuses the file by name. A file others may read is made the
    owner's only (a token is a password)."""
    path = config_path()
    if disk.read_if_any(path) is None:
        return {"kind": CONFIG_KIND, "schema": SCHEMA, "tokens": {}, "pending": {}, "clubs": {}}
    disk.make_private(path)  # a token is a club's password
    doc = _doc(path, CONFIG_KIND)
    league = doc.get("league")
    for table in ("tokens", "pending"):
        tokens = doc.setdefault(table, {})
        if not isinstance(tokens, dict) or not all(good_token(v) for v in tokens.values()):
            raise StorageError("not_league_file", path=path)
    clubs = doc.setdefault("clubs", {})
    if not isinstance(clubs, dict) or not all(_club(v) for v in clubs.values()):
        raise StorageError("not_league_file", path=path)
    if league is not None and not isinstance(league, str):
        raise StorageError("not_league_file", path=path)
    return doc


def _club(value: object) -> bool:
    return (
        isinstance(value, dict)
        and isinstance(value.get("id"), int)
        and isinstance(value.get("name"), str)
    )


def known(league: str | None) -> Remote | None:
    """The league named (else the last one published to) and the club's token for it;
    None when there is none."""
    doc = _config()
    address = league or doc.get("league")
    if address is None:
        return None
    token = doc["pending"].get(address) or doc["tokens"].get(address)
    return None if token is None else Remote(address, token)


def last_league() -> str | None:
    """The league last published to (kept even when its token is not)."""
    league: str | None = _config().get("league")
    return league


def _changed(change: Any) -> None:
    """The settings changed by `change(doc)`, under the lock, written the owner's only."""
    path = config_path()
    with disk.writing(path.parent, path):
        doc = _config()
        change(doc)
        disk.replace(path, _dumps(doc), mode=disk.PRIVATE)


def remember(remote: Remote) -> None:
    """`remote` is the league later publishes go to; its token is pending until the league
    accepts it (confirmed)."""

    def change(doc: dict[str, Any]) -> None:
        doc["league"] = remote.league
        doc["pending"] = {**doc["pending"], remote.league: remote.token}

    _changed(change)


def token_of(league: str) -> str | None:
    """The token to send: the one given last (pending), else the one the league took."""
    doc = _config()
    found: str | None = doc["pending"].get(league) or doc["tokens"].get(league)
    return found


def club_of(league: str) -> tuple[int, str] | None:
    """The club `league` took this laptop for: its number and name; None before any."""
    found = _config()["clubs"].get(league)
    return None if found is None else (found["id"], found["name"])


def confirmed(league: str, token: str, club: tuple[int, str] | None) -> None:
    """The league took `token` (for `club`): kept for the next publishes."""

    def change(doc: dict[str, Any]) -> None:
        if doc["pending"].get(league) == token:
            doc["pending"] = {k: v for k, v in doc["pending"].items() if k != league}
        doc["tokens"] = {**doc["tokens"], league: token}
        if club is not None:
            doc["clubs"] = {**doc["clubs"], league: {"id": club[0], "name": club[1]}}

    if club_of(league) != club or _config()["tokens"].get(league) != token:
        _changed(change)


def dropped(league: str, token: str) -> bool:
    """A pending token the league refused: forgotten (the one it took before stays).
    Whether there was one to drop."""
    if _config()["pending"].get(league) != token:
        return False

    def change(doc: dict[str, Any]) -> None:
        doc["pending"] = {k: v for k, v in doc["pending"].items() if k != league}

    _changed(change)
    return True


def new_club(league: str) -> None:
    """This laptop now publishes for another club of `league` (`--new-club`): the club
    kept is forgotten; the next publish the league accepts says which it is."""

    def change(doc: dict[str, Any]) -> None:
        doc["clubs"] = {k: v for k, v in doc["clubs"].items() if k != league}

    _changed(change)


# --- the outbox ---


def folder() -> Path:
    return own_folder(place(), FOLDER)


def queue(league: str, identity: str, name: str, document: bytes) -> Waiting:
    """The concours file kept until its league has it; a version of the same concours
    for the same league already waiting is replaced (only the newest need go)."""
    where = folder()
    key = hashlib.sha256(f"{league}\n{identity}".encode()).hexdigest()[:20]
    path = where / f"{key}.toml"
    queued = datetime.now().astimezone().isoformat(timespec="seconds")
    doc = {"kind": KIND, "schema": SCHEMA, "league": league, "identity": identity}
    doc |= {"name": name, "queued": queued, "document": _encoded(document)}
    with disk.writing(where, path):
        disk.replace(path, _dumps(doc), mode=disk.PRIVATE)
    return Waiting(path, league, identity, name, queued, document)


def waiting() -> list[Waiting]:
    """Every file waiting that can be read, the longest waiting first (unreadable: the
    others)."""
    return scanned()[0]


def scanned() -> tuple[list[Waiting], list[StorageError]]:
    """Every file waiting, the longest waiting first; and why each other file of the
    outbox cannot be read (one bad file never blocks the others)."""
    found, bad = [], []
    for path in feuilles(folder()):
        try:
            found.append(_waiting(path))
        except NoFile:  # sent meanwhile by another belote (sent): no longer waiting
            continue
        except StorageError as error:
            bad.append(error)
    return sorted(found, key=lambda w: (w.queued, w.path.name)), bad


def _waiting(path: Path) -> Waiting:
    doc = _doc(path, KIND)
    try:
        fields = [doc[key] for key in ("league", "identity", "name", "queued", "document")]
    except KeyError:
        raise StorageError("not_league_file", path=path) from None
    if not all(isinstance(value, str) for value in fields):
        raise StorageError("not_league_file", path=path)
    league, identity, name, queued, document = fields
    try:
        data = base64.b64decode(document, validate=True)
    except binascii.Error:
        raise StorageError("not_league_file", path=path) from None
    return Waiting(path, league, identity, name, queued, data)


def sent(entry: Waiting) -> None:
    """`entry` reached its league: gone from the outbox -- unless a newer version of the
    same concours replaced it meanwhile, which has yet to go."""
    with disk.writing(entry.path.parent, entry.path):
        now = disk.read_if_any(entry.path)
        if now is None:
            return
        try:
            same = parse(now, entry.path).get("document") == _encoded(entry.document)
        except StorageError:
            same = False
        if same:
            disk.remove(entry.path)
