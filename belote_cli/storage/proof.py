"""Every write proves it can be read: before a file is replaced, the bytes it would hold are
read back by the reader every command uses, with the same limits (disk.MAX_BYTES, the
parser's tomltext.MAX_ITEMS) and the same checks of what the file says (every partie before
the last complete, every forfeit at a table of its team…). What would fail is refused with
its reason and nothing is written: belote never leaves a file that it cannot read itself.
The limits on what belote writes are thus the limits on what it reads, declared there once."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

from belote_cli.core.errors import Refusal, RuleError
from belote_cli.storage import disk
from belote_cli.storage.errors import StorageError, TooBig

T = TypeVar("T")

# the read refusals that say a limit was passed, and the reason each gives for a write
_LIMITS = {"too_large": "limit_bytes", "too_many_items": "limit_items", "long_key": "limit_key"}


def proven(data: bytes, path: Path, reader: Callable[[bytes, Path], T]) -> T:
    """What `reader` reads from `data` -- as it would from the file at `path` --, or the
    refusal of the write that would leave it unreadable."""
    try:
        if len(data) > disk.MAX_BYTES:  # disk.read's own limit, before any parse
            raise TooBig("too_large", path=path, most=disk.MAX_BYTES // (1024 * 1024))
        return reader(data, path)
    except StorageError as error:
        raise StorageError("write_unreadable", path=path, detail=reason(error)) from None


def reason(error: Refusal) -> Refusal:
    """Why the bytes cannot be read back, without the read refusal's own path and
    "nothing was changed": a limit passed, else what the reader found wrong."""
    if isinstance(error, TooBig):  # its sentence for a write: what would be passed
        return RuleError(_LIMITS[error.key], most=error.params.get("most"))
    detail = error.params.get("detail")
    return detail if isinstance(detail, Refusal) else error
