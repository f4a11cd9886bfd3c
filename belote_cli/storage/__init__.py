"""The feuille de score on disk: where it lives (paths), what the file holds (feuille: the
schema, reading and validating, writing), games in files (files: load, create, update under
the lock), TOML read safely (tomltext), bytes on disk (disk: bounded reads, atomic replace)
and the writers' lock of a folder (lock: a queue). Below the commands; imports the core
only."""

from belote_cli.storage.document import to_document
from belote_cli.storage.errors import Changed, Conflict, NoFile, StorageError, WouldDrop
from belote_cli.storage.feuille import SCHEMA, from_document
from belote_cli.storage.files import Loaded, Saved, create, load, save, update
from belote_cli.storage.paths import current_path, data_dir, explicit_path

__all__ = [
    "SCHEMA",
    "Changed",
    "Conflict",
    "Loaded",
    "NoFile",
    "Saved",
    "StorageError",
    "WouldDrop",
    "create",
    "current_path",
    "data_dir",
    "explicit_path",
    "from_document",
    "load",
    "save",
    "to_document",
    "update",
]
