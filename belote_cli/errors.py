"""The one exception the core raises: a message key and its values, translated by i18n."""

from __future__ import annotations


class RuleError(ValueError):
    """Facts or settings the rules refuse. `key` names a sentence of the i18n catalog."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key, params)
        self.key = key
        self.params = params

    def __str__(self) -> str:
        values = ", ".join(f"{k}={v}" for k, v in self.params.items())
        return f"{self.key}({values})"
