"""What a team's or a player's name may be (R2.5, R12.1): the sheet shows it on one line,
and players type it.

Decision: a name is counted and checked by what a reader sees -- grapheme clusters -- not by
code points: a family emoji (people joined by zero-width joiners) or a flag is one sign and
is accepted; a tab, a newline or a control character is refused, and so is a name longer
than MAX_NAME signs (a limit no team reaches; a 100,000-character name would make every line
of the sheet 100 KB).
"""

from __future__ import annotations

import functools
import re
import unicodedata
from collections.abc import Callable
from typing import Concatenate, ParamSpec, TypeVar

from belote_cli.core.digits import is_digits
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import Players

MAX_NAME = 60
NONE_NAME = "none"  # `--belote none` must keep its meaning
# Names are folded and checked again and again (every hand of every game the index reads
# names the same few players): so many answers are remembered, each of a text no longer
# than SHORT (a name is at most MAX_NAME signs; a note or a typed line may be longer).
CACHED = 1024
SHORT = 4 * MAX_NAME
P = ParamSpec("P")
R = TypeVar("R")


def _remembered(function: Callable[Concatenate[str, P], R]) -> Callable[Concatenate[str, P], R]:
    """A function of a text (pure), its answers for the last CACHED short texts kept."""
    cached = functools.lru_cache(maxsize=CACHED)(function)

    @functools.wraps(function)
    def call(text: str, /, *args: P.args, **kwargs: P.kwargs) -> R:
        if len(text) > SHORT:
            return function(text, *args, **kwargs)
        return cached(text, *args, **kwargs)  # type: ignore[arg-type]  # str, bool: hashable

    return call


_ZWJ = "\u200d"  # zero-width joiner: joins two pictographs into one (a family emoji)
_ZWNJ = "\u200c"  # zero-width non-joiner: inside words of some scripts
_BLACK_FLAG = "\U0001f3f4"  # with tag characters: a subdivision's flag
_REFUSED = {"Cc", "Cs", "Co", "Cn", "Zl", "Zp"}  # controls, surrogates, unassigned, breaks
MAX_MARKS = 4  # combining marks on one letter: Vietnamese has two, Tibetan stacks four
MAX_SIGN = 12  # characters in one sign: a family of four with skin tones has eleven
# The characters of the longest name belote makes: a team named after its players
# (teams_of), two names of MAX_NAME signs of MAX_SIGN characters. Decision: a name read from
# a file is bounded so, in characters, not signs -- one saved before names had a limit
# (0.1.0) by 61 signs still loads; one of 1,000,000 signs (a hand-edited file) is refused
# before any work on it (every line that shows it would cut it, sign by sign).
MAX_CHARS = 2 * MAX_NAME * MAX_SIGN + len(" & ")
_CANCEL_TAG = "\U000e007f"  # ends a subdivision's flag: black flag, 2 to 6 tags, cancel
# Letters that show as nothing, spaces to a reader: Hangul fillers, the braille blank
_BLANKS = dict.fromkeys(map(ord, "\u115f\u1160\u3164\uffa0\u2800"), " ")
# French writes Cœur and Lætitia, and types Coeur and Laetitia: no decomposition splits them
_LIGATURES = {ord("œ"): "oe", ord("æ"): "ae"}


def _is_tag(char: str) -> bool:
    return "\U000e0020" <= char <= "\U000e007f"  # the tags of subdivision flags


def _is_regional(char: str) -> bool:
    return "\U0001f1e6" <= char <= "\U0001f1ff"  # two make a country's flag


_FIRST_MARK = "\u0300"  # below it, no combining mark, joiner, tag, pictograph nor flag


def _is_pictograph(char: str) -> bool:
    return unicodedata.category(char) == "So"


def _is_mark(char: str) -> bool:
    return unicodedata.category(char) in ("Mn", "Me", "Mc")


def clusters(name: str) -> list[str]:
    """The signs a reader sees, each with the characters that draw it (an approximation of
    Unicode's grapheme clusters, exact for names people write): combining marks, skin
    tones, variation selectors and joiners belong to the sign before them; a joiner joins
    two pictographs, never two letters; tags belong to a black flag; two regional
    indicators are one flag."""
    if not name or max(name) < _FIRST_MARK:  # Latin letters: each char is a sign (fast)
        return list(name)
    found: list[str] = []
    for char in name:
        last = found[-1] if found else ""
        extends = bool(last) and (
            _is_mark(char)
            or char in (_ZWJ, _ZWNJ)
            or "\U0001f3fb" <= char <= "\U0001f3ff"  # skin tones
            or (_is_tag(char) and last[0] == _BLACK_FLAG)
            or (last.endswith(_ZWJ) and _is_pictograph(last[0]) and _is_pictograph(char))
            or (_is_regional(char) and len(last) == 1 and _is_regional(last))
        )
        if extends:
            found[-1] += char
        else:
            found.append(char)
    return found


@_remembered
def shows_on_one_line(name: str, stored: bool = False) -> bool:
    """No character that breaks a line, controls the terminal or shows nothing alone, and
    no sign piled higher than a line (marks stacked by the hundred). `stored`: a name read
    from a file keeps the rules of the version that wrote it -- tags anywhere, any sign."""
    for sign in clusters(name):
        for char in sign:
            category = unicodedata.category(char)
            if category in _REFUSED:
                return False
            if category == "Cf" and char not in (_ZWJ, _ZWNJ) and not _is_tag(char):
                return False  # bidi overrides and the like
        if not stored and not _drawn_on_one_line(sign):
            return False
    return True


def _drawn_on_one_line(sign: str) -> bool:
    """Not piled higher than a line, and no text hidden: tags only as a flag's, ending it."""
    if len(sign) > MAX_SIGN or sum(map(_is_mark, sign)) > MAX_MARKS:
        return False
    tags = [char for char in sign if _is_tag(char)]
    return not tags or (sign[0] == _BLACK_FLAG and len(tags) <= 6 and tags[-1] == _CANCEL_TAG)


def signs(name: str) -> int:
    """How many signs a reader sees (see clusters)."""
    return len(clusters(name))


@_remembered
def folded(text: str) -> str:
    """A name as it is compared: any case, accents optional (Équipe is equipe), ligatures
    their letters (Cœur is coeur), look-alikes one (the fullwidth Ｎｏｕｓ is Nous: NFKC),
    what shows nothing dropped (joiners between letters, variation selectors), blank
    letters spaces, spaces trimmed and runs of them one: two names the same once folded
    are the same name, as players type them."""
    if text.isascii():  # most names, and every word typed: nothing to decompose
        return " ".join(text.casefold().split())
    compatible = unicodedata.normalize("NFKC", text.translate(_BLANKS)).casefold()
    compatible = compatible.translate(_LIGATURES)
    kept = "".join(
        char
        for char in unicodedata.normalize("NFD", compatible)
        if not unicodedata.combining(char) and not _shows_nothing(char)
    )
    return " ".join(kept.split())


def _shows_nothing(char: str) -> bool:
    """Joiners, tags and variation selectors: they change how a sign is drawn, not which."""
    return unicodedata.category(char) == "Cf" or "\ufe00" <= char <= "\ufe0f"


@_remembered
def _folded_before(text: str) -> str:
    """How names were compared before look-alikes and spaces were folded."""
    if text.isascii():  # nothing to decompose (as in folded)
        return text.strip().casefold()
    decomposed = unicodedata.normalize("NFD", text.strip().casefold())
    return "".join(char for char in decomposed if not unicodedata.combining(char))


def name_key(text: str, stored: bool = False) -> str:
    """What two names that are the same name share. `stored`: names read from a file are
    compared as the version that wrote it compared them -- a game saved with teams Nous and
    Ｎｏｕｓ loads."""
    return _folded_before(text) if stored else folded(text)


def same_name(one: str, two: str, stored: bool = False) -> bool:
    return name_key(one, stored) == name_key(two, stored)


def _name(text: str, refused: str, stored: bool) -> str:
    """A name trimmed, not empty, on one line; new ones also not `none` and at most
    MAX_NAME signs. Decision: a name read from a feuille (`stored`) keeps only the rules of
    the version that wrote it -- a game saved before a rule existed still loads."""
    name = text.strip()
    if len(name) > MAX_CHARS:  # before any other work: a file may hold a 1,000,000-sign name
        raise RuleError("name_too_long", most=MAX_NAME, value=name[:MAX_NAME])
    key = folded(name)
    if not key or not shows_on_one_line(name, stored):  # blank to a reader
        raise RuleError(refused, value=name)
    if not stored and key == NONE_NAME:
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


def club_name(text: str) -> str:
    """A league's club (issue 37): a name (see _name)."""
    return _name(text, "bad_club_name", False)


def team_names(one: str, two: str, stored: bool = False) -> tuple[str, str]:
    """R2.5: two valid names that are not the same name."""
    first, second = team_name(one, stored), team_name(two, stored)
    if same_name(first, second, stored):
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
        if any(same_name(name, other, stored) for other in (*found, *(teams or ()))):
            raise RuleError("same_player_names", value=name)
        found.append(name)
    return found[0], found[1], found[2], found[3]


def player_name(text: str, stored: bool = False) -> str:
    """R12.1: a name (see _name) that is not a whole number (seats are numbers)."""
    name = _name(text, "bad_player_name", stored)
    if is_digits(name):
        raise RuleError("bad_player_name", value=name)
    return name


LICENCE = re.compile(r"[A-Z0-9][A-Z0-9-]{0,19}")  # a federation's licence number: 123456


def licence(text: str) -> str:
    """A player's licence number, as a league knows the player by it whatever their club
    (issue 37): 1 to 20 letters, digits and dashes, kept in capitals, spaces dropped.
    Decision: no federation's own format is imposed -- clubs of several federations meet."""
    number = "".join(text.split()).upper()
    if not LICENCE.fullmatch(number):
        raise RuleError("bad_licence", value=text.strip()[:MAX_NAME])
    return number


def teams_of(players: Players) -> tuple[str, str]:
    """R12.1 Decision: a team not named is called after its players, seats 1 & 3, 2 & 4."""
    return f"{players[0]} & {players[2]}", f"{players[1]} & {players[3]}"
