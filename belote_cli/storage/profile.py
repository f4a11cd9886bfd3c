"""`--profile NAME|FILE` (R16.7): a built-in profile by its name, else a club's file (R16.6),
read whole and resolved by core.profile; a file refused is said on one line, naming the
key at fault, and nothing is written."""

from __future__ import annotations

from pathlib import Path

from belote_cli.core.errors import RuleError
from belote_cli.core.facts import Profile
from belote_cli.core.profile import BUILTINS, ProfileError, resolve
from belote_cli.storage import disk
from belote_cli.storage.errors import NoFile, StorageError, TooBig
from belote_cli.storage.tomltext import parse

MAX_BYTES = 64 * 1024  # R16.6.1
_TOO_BIG = RuleError("profile_too_big")


def chosen(given: str) -> Profile:
    """A built-in's name, else a file's path, read relative to the current directory: a
    regular file only, never waited on (a FIFO), read no further than R16.6.1's size."""
    if given in BUILTINS:
        return BUILTINS[given]
    path = Path(given)
    try:
        raw = disk.read(path, MAX_BYTES)
    except NoFile:
        raise StorageError("no_profile", value=given, accepted=", ".join(BUILTINS)) from None
    except TooBig:
        raise StorageError(
            "profile_file", path=path, detail=RuleError("profile_too_big")
        ) from None
    return read(raw, path)


def read(raw: bytes, path: Path) -> Profile:
    """R16.6.1: UTF-8 TOML of at most 64 KiB, a leading byte-order mark ignored, read by the
    one bounded reader of every file (storage.tomltext)."""
    if len(raw) > MAX_BYTES:
        raise StorageError("profile_file", path=path, detail=_TOO_BIG)
    doc = parse(raw, path)
    try:
        return resolve(doc)
    except ProfileError as error:
        raise StorageError("profile_file", path=path, detail=error) from None
