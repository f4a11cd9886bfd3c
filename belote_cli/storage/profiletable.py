"""A rule profile as a feuille and a concours hold it (R16.7): a `[profile]` table of its
name, version and source, then each value (core.profile.as_table writes it); read back here,
checked as a club's file is (core.profile.stored). A key that is not a profile's is not
read: a save would not keep it, and `unknown` says so first (storage.tomltext.Unkept)."""

from __future__ import annotations

from belote_cli.core.facts import Profile
from belote_cli.core.profile import BY_KEY, META_KEYS, stored
from belote_cli.storage.values import table, unexpected


def read(doc: object) -> Profile:
    found = table(doc)
    for key, value in found.items():
        if not isinstance(value, (str, int)):  # true and false are ints
            raise unexpected(value, "profile_value_kind", f"profile.{key}")
    return stored(found)


def unknown(doc: object, also: tuple[str, ...] = ()) -> list[str]:
    """The keys of a profile's table that are not read (`also`: its file's own, such as a
    feuille's `chosen`), as paths: `profile.colour`."""
    if not isinstance(doc, dict):
        return []
    known = (*META_KEYS, *also)
    return [f"profile.{key}" for key in doc if key not in known and key not in BY_KEY]
