"""The refusal of storage: a file the feuille cannot be read from or written to."""

from __future__ import annotations

from belote_cli.core.errors import Refusal


class StorageError(Refusal):
    """A file the feuille cannot be read from or written to. `key` names a sentence of the
    catalog, as every refusal does."""
