"""What a team's or a player's name may be (R2.5, R12.1): the sheet shows it on one line,
and players type it.

Decision: a name is counted and checked by what a reader sees -- grapheme clusters -- not by
code points: a family emoji (people joined by zero-width joiners) or a flag is one sign and
is accepted; a tab, a newline or a control character is refused, and so is a name longer
than MAX_NAME signs (a limit no team reaches; a 100,000-character name would make every line
of the sheet 100 KB).
"""

from __future__ import annotations

import unicodedata

from belote_cli.core.errors import RuleError
from belote_cli.core.facts import Players

MAX_NAME = 60
NONE_NAME = "none"  # `--belote none` must keep its meaning

_JOINERS = {"\u200c", "\u200d"}  # zero-width non-joiner and joiner: inside words and emoji
_REFUSED = {"Cc", "Cs", "Co", "Cn", "Zl", "Zp"}  # controls, surrogates, unassigned, breaks


def _is_tag(char: str) -> bool:
    return "\U000e0020" <= char <= "\U000e007f"  # the tags of subdivision flags


def _is_regional(char: str) -> bool:
    return "\U0001f1e6" <= char <= "\U0001f1ff"  # two make a country's flag


def shows_on_one_line(name: str) -> bool:
    """No character that breaks a line, controls the terminal or shows nothing alone."""
    for char in name:
        category = unicodedata.category(char)
        if category in _REFUSED:
            return False
        if category == "Cf" and char not in _JOINERS and not _is_tag(char):
            return False  # bidi overrides and the like
    return True


def signs(name: str) -> int:
    """How many signs a reader sees: combining marks, joined emoji, skin tones, tags and the
    second half of a flag belong to the sign before them (an approximation of Unicode's
    grapheme clusters that is exact for names people write)."""
    count, joined, regional = 0, False, False
    for char in name:
        extends = (
            joined
            or char in _JOINERS
            or unicodedata.category(char) in ("Mn", "Me", "Mc")
            or "\U0001f3fb" <= char <= "\U0001f3ff"  # skin tones
            or _is_tag(char)
            or (regional and _is_regional(char))
        )
        regional = _is_regional(char) and not (regional and extends)
        joined = char == "\u200d"
        count += not extends
    return count


def folded(text: str) -> str:
    """A name as it is compared: any case, accents optional (Équipe is equipe): two names
    the same once folded are the same name, as players type them."""
    decomposed = unicodedata.normalize("NFD", text.strip().casefold())
    return "".join(char for char in decomposed if not unicodedata.combining(char))


def _name(text: str, refused: str, stored: bool) -> str:
    """A name trimmed, not empty, on one line; new ones also not `none` and at most
    MAX_NAME signs. Decision: a name read from a feuille (`stored`) keeps only the rules of
    the version that wrote it -- a game saved before a rule existed still loads."""
    name = text.strip()
    if not name or not shows_on_one_line(name):
        raise RuleError(refused, value=name)
    if not stored and folded(name) == NONE_NAME:
        raise RuleError(refused, value=name)
    if not stored and signs(name) > MAX_NAME:
        raise RuleError("name_too_long", most=MAX_NAME, value=name)
    return name


def team_name(text: str, stored: bool = False) -> str:
    """R2.5: a name (see _name), and not 1 or 2: those name the teams by position."""
    name = _name(text, "bad_team_name", stored)
    if name in ("1", "2"):
        raise RuleError("bad_team_name", value=name)
    return name


def team_names(one: str, two: str, stored: bool = False) -> tuple[str, str]:
    """R2.5: two valid names that are not the same name."""
    first, second = team_name(one, stored), team_name(two, stored)
    if folded(first) == folded(second):
        raise RuleError("same_team_names", value=second)
    return first, second


def player_names(
    names: list[str] | tuple[str, ...], teams: tuple[str, str] | None, stored: bool = False
) -> Players:
    """R12.1: four names in playing order, each a name (see _name) that is not a whole
    number, none the same name as another player's or a team's."""
    if len(names) != 4:
        raise RuleError("players_count", count=len(names))
    found: list[str] = []
    for text in names:
        name = player_name(text, stored)
        if folded(name) in (folded(other) for other in (*found, *(teams or ()))):
            raise RuleError("same_player_names", value=name)
        found.append(name)
    return found[0], found[1], found[2], found[3]


def player_name(text: str, stored: bool = False) -> str:
    """R12.1: a name (see _name) that is not a whole number (seats are numbers)."""
    name = _name(text, "bad_player_name", stored)
    if name.isdigit():
        raise RuleError("bad_player_name", value=name)
    return name


def teams_of(players: Players) -> tuple[str, str]:
    """R12.1 Decision: a team not named is called after its players, seats 1 & 3, 2 & 4."""
    return f"{players[0]} & {players[2]}", f"{players[1]} & {players[3]}"
