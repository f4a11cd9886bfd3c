"""Refusals: a message key and its values, translated by the catalog where they are shown."""

from __future__ import annotations


class Refusal(Exception):
    """Something belote refuses. `key` names a sentence of the catalog (text.catalog)."""

    def __init__(self, key: str, **params: object) -> None:
        super().__init__(key, params)
        self.key = key
        self.params = params

    def __str__(self) -> str:
        values = ", ".join(f"{k}={v}" for k, v in self.params.items())
        return f"{self.key}({values})"


class RuleError(Refusal, ValueError):
    """Facts or settings the rules refuse (the one exception the core raises). `hand` is
    the number of the hand that was refused, when a game scores its hands."""

    hand: int | None = None


class SettingError(RuleError):
    """A setting the rules refuse (a game's target, a concours's parties…), named, so that
    whoever asked for it says which option to change (cli.options.SETTINGS)."""

    def __init__(self, setting: str, key: str, **params: object) -> None:
        super().__init__(key, **params)
        self.setting = setting
