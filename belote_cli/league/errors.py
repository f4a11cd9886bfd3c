"""What the league refuses, with the HTTP status a web answer gives it."""

from __future__ import annotations

from belote_cli.core.errors import Refusal


class LeagueError(Refusal):
    """A refusal of the league (text.catalog's `key`), answered with `status` on the web."""

    def __init__(self, status: int, key: str, **params: object) -> None:
        super().__init__(key, **params)
        self.status = status
        self.club: int | None = None  # the club refused, when known (the audit keeps it)
