"""What players type, turned into facts: teams, contracts, points, declarations.

Each parser takes one answer or option value and raises RuleError naming what is accepted.
Shared by the options and the prompts so both accept exactly the same words.
"""

from __future__ import annotations

from belote_cli.cards import parse_rank, parse_suit
from belote_cli.errors import RuleError
from belote_cli.facts import (
    CAPOT,
    Annonce,
    AnnonceKind,
    Coinche,
    Contract,
    Mode,
    Rounding,
    Team,
)
from belote_cli.game import check_target
from belote_cli.game import team_name as team_name
from belote_cli.rules import check_contract, check_points

NONE_WORDS = frozenset({"", "none", "non", "no", "aucun", "aucune", "rien", "0", "-"})
YES_WORDS = frozenset({"o", "oui", "y", "yes"})
NO_WORDS = frozenset({"n", "non", "no"})


def team(text: str, names: tuple[str, str]) -> Team:
    """`1`, `2`, or a team's name, case-insensitive."""
    word = text.strip().casefold()
    for t in Team:
        if word in (str(t.value), names[t.index].casefold()):
            return t
    raise RuleError("bad_team", value=text, one=names[0], two=names[1])


def team_or_none(text: str, names: tuple[str, str]) -> Team | None:
    if text.strip().casefold() in NONE_WORDS:
        return None
    try:
        return team(text, names)
    except RuleError:
        raise RuleError("bad_team_or_none", value=text, one=names[0], two=names[1]) from None


def number(text: str) -> int:
    try:
        return int(text.strip())
    except ValueError:
        raise RuleError("bad_number", value=text) from None


def target(text: str) -> int:
    return check_target(number(text))


def contract(text: str) -> Contract:
    word = text.strip().lower()
    if word == CAPOT:
        return CAPOT
    try:
        return check_contract(int(word))
    except ValueError:
        raise RuleError("bad_contract", value=text) from None


def card_points(text: str) -> int:
    return check_points(number(text))


def is_number(text: str) -> bool:
    return text.strip().lstrip("+-").isdigit()


def split_team(text: str, names: tuple[str, str]) -> tuple[Team, str]:
    """`T=VALUE`: the team and what follows the sign."""
    if "=" not in text:
        raise RuleError("bad_points_form", value=text)
    who, value = text.split("=", 1)
    return team(who, names), value


def taker_points(given: dict[Team, int], taker: Team) -> int:
    """R2.5: points for one team or both; for both they must add up to 152."""
    if len(given) == 2 and sum(given.values()) != 152:
        raise RuleError("points_sum", value=sum(given.values()))
    if taker in given:
        return given[taker]
    return 152 - given[taker.other]


_COINCHES = {
    "coinche": Coinche.COINCHE,
    "coinché": Coinche.COINCHE,
    "contre": Coinche.COINCHE,
    "contré": Coinche.COINCHE,
    "surcoinche": Coinche.SURCOINCHE,
    "surcoinché": Coinche.SURCOINCHE,
    "surcontre": Coinche.SURCOINCHE,
    "surcontré": Coinche.SURCOINCHE,
}


def coinche(text: str) -> Coinche:
    word = text.strip().lower()
    if word in NONE_WORDS:
        return Coinche.NONE
    if word in _COINCHES:
        return _COINCHES[word]
    raise RuleError("bad_coinche", value=text)


def mode(text: str) -> Mode:
    try:
        return Mode(text.strip().lower())
    except ValueError:
        raise RuleError("bad_mode", value=text) from None


def rounding(text: str) -> Rounding:
    try:
        return Rounding(text.strip().lower())
    except ValueError:
        raise RuleError("bad_rounding", value=text) from None


_KINDS = {k.value: k for k in AnnonceKind} | {
    "carré": AnnonceKind.CARRE,
    "quinte": AnnonceKind.CENT,
    "100": AnnonceKind.CENT,
    "50": AnnonceKind.CINQUANTE,
}


def annonces(text: str, names: tuple[str, str]) -> tuple[Annonce, ...]:
    """`none`, or `T:KIND:HEIGHT[:SUIT]` separated by commas."""
    if text.strip().casefold() in NONE_WORDS:
        return ()
    found: list[Annonce] = []
    for item in text.split(","):
        parts = [p.strip() for p in item.split(":")]
        kind = _KINDS.get(parts[1].lower()) if len(parts) in (3, 4) else None
        if kind is None:
            raise RuleError("bad_annonce", value=item.strip())
        try:
            found.append(
                Annonce(
                    team(parts[0], names),
                    kind,
                    parse_rank(parts[2]),
                    parse_suit(parts[3]) if len(parts) == 4 else None,
                )
            )
        except RuleError as error:
            raise RuleError("bad_annonce", value=item.strip()) from error
    return tuple(found)


def yes_no(text: str) -> bool:
    word = text.strip().lower()
    if word in YES_WORDS:
        return True
    if word in NO_WORDS:
        return False
    raise RuleError("bad_yes_no")
