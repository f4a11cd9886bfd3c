"""What players type, turned into facts: cards, teams, contracts, points, declarations.

Each parser takes one answer or option value and raises RuleError naming what is accepted.
Shared by the options and the prompts so both accept exactly the same words (text.words).
"""

from __future__ import annotations

import re
from typing import NamedTuple

from belote_cli.core.cards import CARD_POINTS, AllSuits, Card, Rank, Suit, Trump
from belote_cli.core.digits import is_digits, is_signed
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import (
    CAPOT,
    EXCLUSIVE,
    Annonce,
    AnnonceKind,
    Coinche,
    Contract,
    DealKind,
    HouseRule,
    Mode,
    Players,
    Rounding,
    Settings,
    Team,
    seat_team,
)
from belote_cli.core.game import check_donnes, check_target, exclusive, unfit_rule
from belote_cli.core.names import player_names
from belote_cli.core.names import team_name as team_name
from belote_cli.core.rules import check_contract, check_points, check_trump, points_sum_error
from belote_cli.core.told import Seated, Taker
from belote_cli.text.catalog import t
from belote_cli.text.explain import rule_name
from belote_cli.text.words import group, meaning, means, plain


def is_none(text: str) -> bool:
    """An empty answer, or a word for none."""
    return not text.strip() or means("none", text)


def rank(word: str) -> Rank:
    found = meaning("rank", word)
    if found is None:
        raise RuleError("bad_rank", value=word)
    return Rank(found)


def suit(word: str) -> Suit:
    found = meaning("suit", word)
    if found is None:
        raise RuleError("bad_suit", value=word)
    return Suit(found)


def card(token: str) -> Card:
    """`Vco`, `10ca`, `A♠`, `9t`, `valetco`: a rank then a suit, any case."""
    low = plain(token)
    ranks, suits = group("rank"), group("suit")
    for suffix, found in suits.items():
        if low.endswith(suffix) and low[: -len(suffix)] in ranks:
            return Card(Rank(ranks[low[: -len(suffix)]]), Suit(found))
    raise RuleError("bad_card", value=token)


def cards(text: str | list[str]) -> tuple[Card, ...]:
    """Cards separated by spaces or commas; the same card twice is an error."""
    tokens = text.replace(",", " ").split() if isinstance(text, str) else text
    found: list[Card] = []
    for token in tokens:
        for part in token.replace(",", " ").split():
            one = card(part)
            if one in found:
                raise RuleError("card_twice", value=part)
            found.append(one)
    return tuple(found)


class Sides(NamedTuple):
    """What names a team at the table: its number, its name, or one of its players (R12.1:
    seats 1 and 3 are team 1)."""

    teams: tuple[str, str]
    players: Players | None = None


Names = Sides | tuple[str, str]  # a table's sides, or the teams' names alone


def sides(settings: Settings) -> Sides:
    return Sides(settings.teams, settings.players)


def _sides(names: Names) -> Sides:
    return names if isinstance(names, Sides) else Sides(names)


def seated(text: str, names: Names, shortened: bool = True) -> Seated:
    """`1`, `2`, a team's name, or one of its players' (`der alice`), in any case, accents
    optional: the team, and the player's seat when a player is named. Names are checked
    distinct when the game is made: none means two teams. Then, when `shortened`, the start
    of a name or of one of its words (`ali` for Alice, `bleus` for Les Bleus, `e` for Eux),
    when it is of one team only; of both, it is refused naming them. One letter is a start
    too: wherever a team or a player is expected, a name is meant, but where a word for
    none is also an answer (`capot n`, `bel n`), which the callers try first."""
    word, found = plain(text), _sides(names)
    for one in Team:
        if word in (str(one.value), plain(found.teams[one.index])):
            return Seated(one)
    players = list(enumerate(found.players or (), start=1))
    for seat, player in players:
        if word == plain(player):
            return Seated(seat_team(seat), seat)
    if shortened and word:
        teams = [Seated(one) for one in Team if _starts(found.teams[one.index], word)]
        held = [Seated(seat_team(seat), seat) for seat, name in players if _starts(name, word)]
        sides = {one.team for one in teams + held}
        if len(sides) == 1:
            return held[0] if len(held) == 1 else Seated(sides.pop())
        if len(sides) == 2:
            named = [found.teams[one.team.index] for one in teams]
            named += [found.players[one.seat - 1] for one in held if found.players and one.seat]
            raise Ambiguous("ambiguous_name", value=text, names=", ".join(named))
    raise RuleError("bad_team", value=text, one=found.teams[0], two=found.teams[1])


class Ambiguous(RuleError):
    """The start of a name that is of both teams: refused naming them, never guessed."""


def _starts(name: str, start: str) -> bool:
    """Does the name, or one of its words, start with `start` (both plain)?"""
    folded = plain(name)
    return folded.startswith(start) or any(
        part.startswith(start) for part in re.split(r"[^\w]+", folded) if part
    )


def team(text: str, names: Names) -> Team:
    """A team, or one of its players' (see seated)."""
    return seated(text, names).team


def team_or_none(text: str, names: Names) -> Team | None:
    """A team, or none. A team's own name comes first: a team called Rien is Rien; then
    the words for none (`no` is none, not the start of Nous); then a name's start."""
    try:
        return seated(text, names, shortened=False).team
    except RuleError:
        if is_none(text):
            return None
    try:
        return team(text, names)
    except Ambiguous:
        raise
    except RuleError:
        teams = _sides(names).teams
        raise RuleError("bad_team_or_none", value=text, one=teams[0], two=teams[1]) from None


def number(text: str) -> int:
    """A whole number of ASCII digits, maybe signed (core.digits)."""
    try:
        if is_number(text):
            return int(text.strip())
    except ValueError:  # more digits than int reads: no number a table types either
        pass
    raise RuleError("bad_number", value=text)


def target(text: str) -> int:
    return check_target(number(text))


def goal(text: str) -> tuple[int | None, int | None]:
    """A target (2000) or a number of donnes (12 donnes, 12d), as (target, donnes): R14.1."""
    import re

    found = re.fullmatch(r"\s*([0-9]+)\s*(?:donnes?|d)\s*", text, re.IGNORECASE)
    if found is not None:
        return None, check_donnes(int(found.group(1)))
    if not is_number(text):
        raise RuleError("bad_goal", value=text)
    return target(text), None


def contract(text: str) -> Contract:
    word = text.strip().lower()
    if word == CAPOT:
        return CAPOT
    if not is_digits(word):
        raise RuleError("bad_contract", value=text)
    return check_contract(int(word))


def card_points(text: str, total: int = CARD_POINTS) -> int:
    """Card points, 0 to `total` (152; 248 counted at trump values: core.rules.pile_total)."""
    return check_points(number(text), total)


def is_number(text: str) -> bool:
    """Digits 0-9 only, maybe signed (`²` is a digit to Python, not a number to int)."""
    return is_signed(text.strip())


def split_team(text: str, names: Names) -> tuple[Team, str]:
    """`T=VALUE`: the team and what follows the sign."""
    if "=" not in text:
        raise RuleError("bad_points_form", value=text)
    who, value = text.split("=", 1)
    return team(who, names), value


def taker_points(given: dict[Team, int], taker: Team, total: int = CARD_POINTS) -> int:
    """R2.5: points for one team or both; for both they must add up to 152 (`total`)."""
    if len(given) == 2 and sum(given.values()) != total:
        raise points_sum_error(sum(given.values()), total)
    if taker in given:
        return given[taker]
    return total - given[taker.other]


def coinche(text: str) -> Coinche:
    if is_none(text):
        return Coinche.NONE
    found = meaning("coinche", text)
    if found is None:
        raise RuleError("bad_coinche", value=text)
    return Coinche(found)


def mode(text: str) -> Mode:
    try:
        return Mode(text.strip().lower())
    except ValueError:
        raise RuleError("bad_mode", value=text) from None


def rounding(text: str) -> Rounding:
    """`--rounding`: exact or dizaine (R16.2: dizaine-6 is a profile's only)."""
    word = text.strip().lower()
    if word not in (Rounding.EXACT.value, Rounding.DIZAINE.value):
        raise RuleError("bad_rounding", value=text)
    return Rounding(word)


def annonces(text: str, names: Names) -> tuple[Annonce, ...]:
    """`none`, or `T:KIND:HEIGHT[:SUIT]` separated by commas."""
    if is_none(text):
        return ()
    found: list[Annonce] = []
    for item in text.split(","):
        parts = [p.strip() for p in item.split(":")]
        kind = meaning("kind", parts[1]) if len(parts) in (3, 4) else None
        if kind is None:
            raise RuleError("bad_annonce", value=item.strip())
        try:
            found.append(
                Annonce(
                    team(parts[0], names),
                    AnnonceKind(kind),
                    rank(parts[2]),
                    suit(parts[3]) if len(parts) == 4 else None,
                )
            )
        except RuleError as error:
            raise RuleError("bad_annonce", value=item.strip()) from error
    return tuple(found)


def annonces_text(found: tuple[Annonce, ...]) -> str:
    """Declarations as --annonces takes them: 1:tierce:R:coeur,2:carre:V (empty: none)."""
    return ",".join(
        ":".join(
            [str(a.team.value), a.kind.value, a.height.value, *([a.suit.value] if a.suit else [])]
        )
        for a in found
    )


def yes_no(text: str) -> bool:
    answer = meaning("answer", text)
    if answer is None:
        raise RuleError("bad_yes_no")
    return answer == "yes"


def command(text: str) -> str | None:
    """The in-game command a word names (undo, edit, show, help, quit), if it names one."""
    return meaning("command", text)


def step(text: str) -> str | None:
    """`back` or `cancel`, if the answer to a question of a hand is one of their words."""
    return meaning("step", text)


def fact(text: str) -> str:
    """What `edit 8 belote` corrects alone: a fact (a HandFacts field), or the entry's kind
    (`edit 3 passe`: a DealKind value)."""
    found = meaning("fact", text)
    if found is not None:
        return found
    try:
        return deal_kind(text).value
    except RuleError:
        raise RuleError("bad_fact", value=text) from None


def taker(text: str, settings: Settings) -> Taker:
    """`1`, `2`, a team's name, or a player's name (R12.5): in any case, accents optional."""
    try:
        return seated(text, sides(settings))
    except Ambiguous:
        raise
    except RuleError:
        if settings.players is None:
            raise
        raise RuleError("bad_taker", value=text, players=", ".join(settings.players)) from None


def players(text: str) -> Players | None:
    """Four names separated by commas, in playing order (R12.1); none: no players."""
    if is_none(text):
        return None
    return player_names([name.strip() for name in text.split(",")], None)


def seat(text: str, players: tuple[str, ...] | None) -> int:
    """A seat, 1 to 4, or the name of the player sitting there."""
    word = plain(text)
    for number, name in enumerate(players or (), start=1):
        if word == plain(name):
            return number
    if word in ("1", "2", "3", "4"):
        return int(word)
    raise RuleError("bad_dealer", value=text)


def manual(text: str, names: tuple[str, str]) -> tuple[int, int]:
    """R12.3: both teams' marks, `1=N,2=M` (or the teams' names)."""
    marks: dict[Team, int] = {}
    for item in text.split(","):
        who, value = split_team(item.strip(), names)
        if who in marks:
            raise RuleError("bad_manual_form", value=text)
        marks[who] = number(value)
    if len(marks) != 2:
        raise RuleError("bad_manual_form", value=text)
    return marks[Team.ONE], marks[Team.TWO]


def deal_kind(text: str) -> DealKind:
    """The kind of an entry (R12.3): hand, passe, fausse donne, manual."""
    words = text.split()
    found = meaning("deal", words[0]) if words else None
    if found is None:
        raise RuleError("bad_kind", value=text)
    return DealKind(found)


def trump(text: str, settings: Settings | None = None) -> Trump:
    """A suit, or sans atout / tout atout (R13.1); of a game, one its rules play, refused as
    soon as it is said (core.rules.check_trump)."""
    found = meaning("trump", text)
    if found is None:
        return suit(text)
    if settings is not None:
        check_trump(settings, AllSuits(found))
    return AllSuits(found)


def is_trump(text: str) -> bool:
    return meaning("suit", text) is not None or meaning("trump", text) is not None


def belotes(text: str, names: Names) -> tuple[Seated, ...]:
    """The team of each belote announced, or the player who held it (R12.5): none, `1`,
    `alice`, or in tout atout `1,2`, `1,1` (R13.3)."""
    try:
        return tuple(seated(word, names, shortened=False) for word in text.split(","))
    except RuleError:
        if is_none(text):  # after the teams' names: a team called Rien is Rien
            return ()
    try:  # then the start of a name (see seated)
        return tuple(seated(word, names) for word in text.split(","))
    except Ambiguous:
        raise
    except RuleError:
        teams = _sides(names).teams
        raise RuleError("bad_belotes", value=text, one=teams[0], two=teams[1]) from None


def coinchers(text: str, settings: Settings) -> tuple[int, ...]:
    """Who coinched, then who surcoinched, by name (R12.5): `dana`, `dana,ali`, or none.
    Only players: a team did not coinche (core.game.check_players checks their teams)."""
    if is_none(text):
        return ()
    if settings.players is None:  # R12.5: said only of a table whose players are named
        raise RuleError("coinchers_no_players")
    players = settings.players
    seats = []
    for word in text.split(","):
        try:
            seat = seated(word, Sides(settings.teams, settings.players)).seat
        except Ambiguous:
            raise
        except RuleError:
            seat = None
        if seat is None:
            raise RuleError("bad_coinchers", value=text, players=", ".join(players))
        seats.append(seat)
    return tuple(seats)


def rules_accepted(mode: Mode | None = None) -> str:
    """The house rules of a mode (R13.5, R15), or every one with the modes it fits, by their
    names in the user's language: `defence (coinche modes), …`, `défense (modes coinche), …`."""
    if mode is not None:
        return t("rules_separator").join(rule_name(rule) for rule in HouseRule if rule.fits(mode))
    return t("rules_separator").join(
        t("rule_fits", rule=rule_name(rule), modes=rule_modes(rule)) for rule in HouseRule
    )


def rule_modes(rule: HouseRule) -> str:
    """The modes a rule fits, in words: the coinche modes, every mode, or their names."""
    if set(rule.modes) == set(Mode):
        return t("modes_every")
    if set(rule.modes) == {mode for mode in Mode if mode.coinche}:
        return t("modes_coinche")
    return t("rules_separator").join(mode.value for mode in rule.modes)


def rules(text: str, mode: Mode | None = None) -> list[HouseRule]:
    """House rules (R13.5, R15), separated by commas, each by its name in any language
    (`defence`, `défense`, `defense`), in any case, accents optional, its hyphens typed as
    spaces or underscores too (`sans litige`); none: no rule. With the mode, what
    core.game.check_rules refuses is refused here first, by its own checks (unfit_rule,
    exclusive), the rules named in the user's language (and a question asks again)."""
    if is_none(text):
        return []
    found = [meaning("rule", "-".join(word.replace("_", " ").split())) for word in text.split(",")]
    if None in found:
        raise RuleError("bad_rule", value=text, accepted=rules_accepted(mode))
    chosen = [HouseRule(rule) for rule in found if rule is not None]
    unfit = None if mode is None else unfit_rule(mode, chosen)  # core.game's checks
    if mode is not None and unfit is not None:
        name, fitting = rule_name(unfit), rules_accepted(mode)
        raise RuleError("rule_not_in_mode", rule=name, mode=mode.value, fitting=fitting)
    if exclusive(chosen):  # R15.1
        first, second = (rule_name(rule) for rule in HouseRule if rule in EXCLUSIVE)
        raise RuleError("rules_exclusive", first=first, second=second)
    return chosen
