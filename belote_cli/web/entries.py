"""What the tables have entered from their phones and is not recorded yet (R14.4 through
the web): one team enters both teams' points, the other team confirms them with its own
code, and only then is the result recorded. Two different entries are a conflict, and a
result that R14.7 or R14.10 questions waits for the organiser -- both shown on the
organiser's page. Kept in memory: nothing here is a result (a result the server said was
recorded is on disk); a restart asks the table to enter again.

An entry belongs to one draw: it is keyed by the partie, the table and the two teams the
table seats, so a draw undone and made again never offers a table another match's points
(the same two teams at the same table again keep theirs: their codes are the same too)."""

from __future__ import annotations

import threading
from enum import Enum
from typing import NamedTuple

Points = tuple[int, int]


class Key(NamedTuple):
    """Which match an entry is of: one draw's table and the teams it seats."""

    partie: int
    table: int
    teams: tuple[int, int]


class State(Enum):
    ENTERED = "entered"  # by one team, the other to confirm
    CONFLICT = "conflict"  # the two teams entered different points
    WAITING = "waiting"  # confirmed, but questioned (R14.7, R14.10): the organiser decides
    REFUSED = "refused"  # the organiser refused it: both teams' phones say so until the
    # table enters again


class Entry(NamedTuple):
    state: State
    points: Points  # as the first team to enter gave them
    side: int  # the team that entered them (0: the table's first team)
    other: Points | None = None  # a conflict: the other team's points
    doubts: tuple[str, ...] = ()  # a waiting result: what was questioned, in words

    @property
    def deciding(self) -> bool:
        """Does it wait for the organiser's decision (questioned, or a conflict)?"""
        return self.state in (State.WAITING, State.CONFLICT)


class Entries:
    """The entries of every table, safe to use from several request threads; `version`
    changes with each change (the wall follows it)."""

    def __init__(self) -> None:
        self._lock = threading.Lock()
        self._entries: dict[Key, Entry] = {}
        self.version = 0

    def get(self, key: Key) -> Entry | None:
        with self._lock:
            return self._entries.get(key)

    def all(self) -> dict[Key, Entry]:
        with self._lock:
            return dict(self._entries)

    def enter(self, key: Key, side: int, points: Points) -> Entry | None:
        """A team's entry: kept for the other team to confirm; the other team's own entry
        of the same points confirms it (None: to be recorded), of other points is a
        conflict."""
        with self._lock:
            found = self._entries.get(key)
            if found is not None and found.state is State.ENTERED and found.side != side:
                if found.points == points:
                    del self._entries[key]
                    self.version += 1
                    return None
                entry = Entry(State.CONFLICT, found.points, found.side, points)
            else:
                entry = Entry(State.ENTERED, points, side)
            self._entries[key] = entry
            self.version += 1
            return entry

    def wait(self, key: Key, points: Points, side: int, doubts: tuple[str, ...]) -> None:
        with self._lock:
            self._entries[key] = Entry(State.WAITING, points, side, None, doubts)
            self.version += 1

    def refuse(self, key: Key) -> None:
        """The organiser refused what the table entered: kept, as refused, for its phones
        to say so (an entry of the table replaces it)."""
        with self._lock:
            found = self._entries.get(key)
            if found is not None and found.state is not State.REFUSED:
                self._entries[key] = found._replace(state=State.REFUSED)
                self.version += 1

    def clear(self, key: Key) -> None:
        with self._lock:
            if self._entries.pop(key, None) is not None:
                self.version += 1

    def keep_only(self, keys: set[Key]) -> None:
        """Entries of tables that no longer wait (a result typed elsewhere, a draw undone)
        go."""
        with self._lock:
            gone = [key for key in self._entries if key not in keys]
            for key in gone:
                del self._entries[key]
            self.version += bool(gone)
