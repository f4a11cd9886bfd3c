"""The server's secrets. One random key, made once and kept in the data directory (readable
by its owner only), so that a restart gives the same codes; every code derived from it with
HMAC-SHA256 -- the organiser's, and each team's at each table of each partie, bound to the
table's two teams: a draw made over gives that table new codes, and an old sheet's code is
worthless. Codes are compared in constant time."""

from __future__ import annotations

import base64
import hashlib
import hmac
import secrets
from collections.abc import Iterable
from pathlib import Path

from belote_cli.storage import disk

KEY_FILE = ".serve-key"  # hidden: never listed as a feuille
KEY_BYTES = 32
CODE_CHARS = 16  # base32: 80 bits, typed by nobody (it is in the QR code's address)


def server_key(folder: Path) -> bytes:
    """The key kept in `folder`, made under the folder's lock the first time: readable by
    its owner only from its first byte (disk.replace gives the mode before writing)."""
    path = folder / KEY_FILE
    found = disk.read_if_any(path)
    if found is not None and len(found) == KEY_BYTES:
        # Decision: a key left readable by others is made private and kept: the codes on
        # sheets already printed stay good
        disk.make_private(path)
        return found
    with disk.writing(folder, path):
        found = disk.read_if_any(path)
        if found is None or len(found) != KEY_BYTES:
            found = secrets.token_bytes(KEY_BYTES)
            disk.replace(path, found, mode=disk.PRIVATE)
    return found


def code(key: bytes, *parts: object) -> str:
    """The code of what `parts` name, lower-case letters and digits."""
    digest = hmac.new(key, "/".join(map(str, parts)).encode(), hashlib.sha256).digest()
    return base64.b32encode(digest).decode().lower()[:CODE_CHARS]


def organiser_code(key: bytes, concours: str) -> str:
    return code(key, "organiser", concours)


def table_code(key: bytes, concours: str, partie: int, teams: tuple[int, int], side: int) -> str:
    """The code of one team (`side` 0 or 1) at the table seating `teams` in partie
    `partie`: the two halves of a sheet carry different codes."""
    return code(key, "table", concours, partie, *teams, side)


def table_codes(
    key: bytes, concours: str, partie: int, seats: Iterable[tuple[int, int]]
) -> list[tuple[str, str]]:
    """Each table's two codes (its first team's, its second's), in the tables' order."""
    return [
        (table_code(key, concours, partie, teams, 0), table_code(key, concours, partie, teams, 1))
        for teams in seats
    ]


def csrf_token(key: bytes, holder: str) -> str:
    """The token every form of a page carries, bound to the code that opened it."""
    return code(key, "csrf", holder)


def same(given: str, expected: str) -> bool:
    """Constant time, whatever is given."""
    return hmac.compare_digest(given.encode("utf-8", "replace"), expected.encode())
