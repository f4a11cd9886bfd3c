"""Refusals: a message key and its values, translated by i18n where they are shown."""

from __future__ import annotations


class Refusal(Exception):
    """Something belote refuses. `key` names a sentence of the i18n catalog."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key, params)
        self.key = key
        self.params = params

    def __str__(self) -> str:
        values = ", ".join(f"{k}={v}" for k, v in self.params.items())
        return f"{self.key}({values})"


class RuleError(Refusal, ValueError):
    """Facts or settings the rules refuse (the one exception the core raises)."""


class StorageError(Refusal):
    """A file the feuille cannot be read from or written to."""


class BadOption(Exception):
    """An option's value is refused: exit 2 (usage), nothing written."""

    def __init__(self, option: str, error: RuleError) -> None:
        super().__init__(option, error)
        self.option = option
        self.error = error
