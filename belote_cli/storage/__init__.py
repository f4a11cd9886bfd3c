"""The feuille de score on disk: where it lives (paths), what the file holds (feuille:
schema, reading and validating, writing) and how it is written (files: atomic save, lock).
Below the commands; imports the core only."""

from belote_cli.storage.feuille import SCHEMA, StorageError, from_document, to_document
from belote_cli.storage.files import Loaded, load, save
from belote_cli.storage.paths import current_path, data_dir, explicit_path, new_game_path

__all__ = [
    "SCHEMA",
    "Loaded",
    "StorageError",
    "current_path",
    "data_dir",
    "explicit_path",
    "from_document",
    "load",
    "new_game_path",
    "save",
    "to_document",
]
