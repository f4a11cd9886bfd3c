"""`--profile NAME|FILE` (R16.7): a built-in profile by its name, else a club's file (R16.6),
read whole and resolved by core.profile; a file refused is said on one line, naming the
key at fault, and nothing is written."""

from __future__ import annotations

import tomllib
from pathlib import Path

from belote_cli.core.errors import RuleError
from belote_cli.core.facts import Profile
from belote_cli.core.profile import BUILTINS, ProfileError, resolve
from belote_cli.storage.errors import StorageError, system

MAX_BYTES = 64 * 1024  # R16.6.1
BOM = b"\xef\xbb\xbf"


def chosen(given: str) -> Profile:
    """A built-in's name, else a file's path, read relative to the current directory."""
    if given in BUILTINS:
        return BUILTINS[given]
    path = Path(given)
    try:
        with path.open("rb") as file:
            raw = file.read(MAX_BYTES + 1)
    except FileNotFoundError:
        raise StorageError("no_profile", value=given, accepted=", ".join(BUILTINS)) from None
    except OSError as error:
        raise StorageError("profile_unreadable", path=path, detail=system(error)) from None
    return read(raw, path)


def read(raw: bytes, path: Path) -> Profile:
    """R16.6.1: UTF-8 TOML of at most 64 KiB, a leading byte-order mark ignored."""
    if len(raw) > MAX_BYTES:
        raise StorageError("profile_file", path=path, detail=RuleError("profile_too_big"))
    try:
        doc = tomllib.loads(raw.removeprefix(BOM).decode("utf-8"))
    except UnicodeDecodeError:
        raise StorageError(
            "profile_file", path=path, detail=RuleError("profile_not_utf8")
        ) from None
    except tomllib.TOMLDecodeError as error:
        detail = RuleError("profile_not_toml", why=str(error))
        raise StorageError("profile_file", path=path, detail=detail) from None
    try:
        return resolve(doc)
    except ProfileError as error:
        raise StorageError("profile_file", path=path, detail=error) from None
