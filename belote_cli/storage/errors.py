"""The refusal of storage: a file the feuille cannot be read from or written to."""

from __future__ import annotations

from belote_cli.core.errors import Refusal


class StorageError(Refusal):
    """A file the feuille cannot be read from or written to. `key` names a sentence of the
    catalog, as every refusal does."""


class WouldDrop(StorageError):
    """A save would drop what a hand-edited file holds and belote does not keep (comments,
    unknown keys): refused until the user agrees (storage.files.update's `drop`)."""


class NoFile(StorageError):
    """No file at the path named: a feuille to start, not a broken one."""


class Conflict(StorageError):
    """Another belote changed or removed the file meanwhile, so that this change no longer
    fits: nothing was written, and the file as it is now may be read again."""
