"""Pure scoring of one hand (R2-R8): facts in, marks and an explanation out.

Results are NamedTuples: immutable like frozen dataclasses, and several times cheaper to
build, which keeps rescoring a 300-hand game within a few milliseconds.

No I/O and nothing beyond the standard library: `import belote_cli.core.rules` stays cheap.
"""

from __future__ import annotations

from functools import cache
from typing import NamedTuple

from belote_cli.core import annonces as decl
from belote_cli.core.cards import (
    ALL_TRUMP_POINTS,
    CARD_POINTS,
    DER,
    HAND_POINTS,
    PLAIN_VALUES,
    TRUMP_VALUES,
    AllSuits,
    Rank,
    Trump,
)
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import (
    CAPOT,
    CONTRACTS,
    Coinche,
    Contract,
    HandFacts,
    HouseRule,
    Mode,
    Profile,
    Rounding,
    Settings,
    Team,
)
from belote_cli.core.profile import Scale, mapped, scale
from belote_cli.core.symbol import Symbol

BELOTE = 20  # R4.1
FLAT_BASE = 160  # R16.5.2: B with base-points = "flat-160"


class Outcome(Symbol):
    MADE = "made"
    FAILED = "failed"
    LITIGE = "litige"


# What a Term or a Check may be called: the explanation has a sentence for each.
TERM_KINDS = ("tricks", "base", "contract", "capot", "belote", "annonces")
CHECK_REASONS = (
    *("made", "failed", "litige", "no_litige", "defence_made", "defence_failed"),
    *("capot_made", "capot_failed", "capot_missed", "taker_capot", "litige_made"),
)


class Term(NamedTuple):
    """One amount added into a mark. `kind`, one of TERM_KINDS, names it for the
    explanation. `raw` is the amount before rounding."""

    kind: str
    amount: int
    factor: int = 1
    raw: int | None = None

    @property
    def value(self) -> int:
        return self.factor * self.amount


class Parts(NamedTuple):
    """A team's total as it was counted (R3-R5): its card points and what adds to them.
    `counted`: in a tout atout hand counted at trump values, the team's count with its der,
    which `cards` is converted from (R16.5.6: 198 × 162/258 = 124, the der inside)."""

    cards: int
    der: int = 0
    capot: int = 0  # the capot bonus, instead of the der (R3.2)
    belote: int = 0
    annonces: int = 0
    counted: int | None = None

    @property
    def bonuses(self) -> tuple[tuple[str, int], ...]:
        """What adds to the card points, by its kind (Term's): der, capot, belote…"""
        return tuple((kind, getattr(self, kind)) for kind in _BONUSES)

    @property
    def total(self) -> int:
        return self.cards + sum(amount for _, amount in self.bonuses)


_BONUSES = ("der", "capot", "belote", "annonces")
TA_TOTAL = 258  # R16.5.6: ta-total, tout atout counted at trump values, with the der


class Check(NamedTuple):
    """What decided the outcome: `left op right` (op one of >=, <, <=, >, =), or a capot. A side
    that is a team's total has its parts."""

    reason: str  # one of CHECK_REASONS
    left: int = 0
    op: str = ""
    right: int = 0
    left_parts: Parts | None = None  # the taker's
    right_parts: Parts | None = None  # the defence's, when it is a team's total


class HandScore(NamedTuple):
    outcome: Outcome
    marks: tuple[int, int]  # team 1, team 2: this hand alone, before any pot (R8.2)
    pot_in: int  # what a litige puts into the pot (R8.1)
    check: Check
    terms: tuple[tuple[Term, ...], tuple[Term, ...]]  # team 1, team 2
    taker: Team

    @property
    def winner(self) -> Team | None:
        """The team that wins the hand (and a pot, R8.2): None for a litige."""
        if self.outcome is Outcome.LITIGE:
            return None
        return self.taker if self.outcome is Outcome.MADE else self.taker.other


def round_points(x: int, rounding: Rounding) -> int:
    """R7.1: to the nearest ten, a final 5 going up; R16.4's `dizaine-6`, down."""
    if rounding is Rounding.EXACT:
        return x
    return (x + (5 if rounding is Rounding.DIZAINE else 4)) // 10 * 10


def profile_of(settings: Settings) -> Profile:
    """A game's profile (R16.1): the one it was created with, or the one its mode,
    rounding, target and house rules map to (R16.2)."""
    profile = settings.profile
    if profile is None:
        return _mapped(settings.mode, settings.rounding, settings.target, settings.rules)
    return profile


def scale_of(settings: Settings) -> Scale:
    """What a game's hands are scored by (R16.5): its profile's values. The last game's
    are kept by identity: rescoring a game asks for them twice a hand."""
    global _last
    last = _last  # one read: another thread may set it meanwhile
    if last is not None and last[0] is settings:
        return last[1]
    found = scale(profile_of(settings))
    _last = (settings, found)
    return found


_last: tuple[Settings, Scale] | None = None


@cache
def _mapped(
    mode: Mode, rounding: Rounding, target: int | None, rules: frozenset[HouseRule]
) -> Profile:
    return mapped(mode, rounding, target, rules)


def check_contract(value: Contract) -> Contract:
    """R6.4: 80 to 180 in steps of ten, or capot."""
    if value != CAPOT and value not in CONTRACTS:
        raise RuleError("bad_contract", value=value)
    return value


def points_sum_error(total: int, expected: int = CARD_POINTS) -> RuleError:
    """R2.5: both teams' card points add up to 152. When they do not, the likely counting
    mistake is named: the dix de der or a belote counted in a pile, the 9 or the valet of
    trump counted at its plain value (R1.2, R1.3); else the difference."""
    gap = total - expected
    likely = {
        DER: "sum_der",
        BELOTE: "sum_belote",
        PLAIN_VALUES[Rank("9")] - TRUMP_VALUES[Rank("9")]: "sum_nine",
        PLAIN_VALUES[Rank("V")] - TRUMP_VALUES[Rank("V")]: "sum_valet",
    }
    if gap in likely:
        hint = RuleError(likely[gap])
    else:
        hint = RuleError("sum_more" if gap > 0 else "sum_less", gap=abs(gap))
    return RuleError("points_sum", value=total, total=expected, hint=hint)


def possible_capot(facts: HandFacts, total: int = CARD_POINTS) -> Team | None:
    """R3.2: the team that may have taken every trick, when the facts do not say it: it has
    every card point (`total` of them, pile_total) and the dix de der, yet the other team
    may have won a trick of cards worth 0 (four sevens). Asked, never guessed."""
    if facts.capot is not None or facts.points is None or facts.der is None:
        return None
    team = facts.der
    return team if facts.card_points(team, total) == total else None


def check_points(value: int, total: int = CARD_POINTS) -> int:
    """R2.2: card points from 0 to 152, der excluded (R16.5.1: 248 in a tout atout hand
    counted at trump values)."""
    if not 0 <= value <= total:
        key = "bad_points" if total == CARD_POINTS else "bad_points_all_trump"
        raise RuleError(key, value=value)
    return value


def _at_trump_values(sc: Scale, trump: Trump) -> bool:
    return trump is AllSuits.TA and sc.ta_total == TA_TOTAL


def at_trump_values(settings: Settings, trump: Trump) -> bool:
    """R16.5.6: is a hand of this trump counted with every card at its trump value (tout
    atout under ta-total 258)?"""
    return _at_trump_values(scale_of(settings), trump)


def pile_total(settings: Settings, trump: Trump) -> int:
    """What both teams' card points add up to (R2.5): 152, or 248 (R16.5.1)."""
    return _pile_total(scale_of(settings), trump)


def _pile_total(sc: Scale, trump: Trump) -> int:
    return ALL_TRUMP_POINTS if _at_trump_values(sc, trump) else CARD_POINTS


def check_trump(settings: Settings, trump: Trump, sc: Scale | None = None) -> None:
    """R13.1, R16.5.1: sans atout and tout atout where the game's profile plays them (the
    coinche modes; classique under a profile of `sa-ta = true`). Checked as soon as the
    trump is said, before anything is asked."""
    if not isinstance(trump, AllSuits) or (sc or scale_of(settings)).sa_ta:
        return
    if settings.profile is None and not settings.mode.coinche:
        raise RuleError("all_suits_in_classique")
    raise RuleError("profile_no_sa_ta", profile=profile_of(settings).name)


def validate(settings: Settings, facts: HandFacts, sc: Scale | None = None) -> None:
    """R2.2, R2.3, R4.4, R5.6, R6.4: refuse facts no hand could have; R16.5.1, those its
    profile (its scale `sc`, when known) does not play."""
    coinche_mode = settings.mode.coinche
    sc = sc or scale_of(settings)
    if facts.annonces and not sc.declarations:
        raise RuleError("profile_no_declarations", profile=profile_of(settings).name)
    check_trump(settings, facts.trump, sc)
    if not coinche_mode and facts.contract is not None:
        raise RuleError("contract_in_classique")
    if not coinche_mode and facts.coinche is not Coinche.NONE:
        raise RuleError("coinche_in_classique")
    if coinche_mode and facts.contract is None:
        raise RuleError("contract_missing")
    if facts.contract is not None:
        check_contract(facts.contract)
    total = _pile_total(sc, facts.trump)
    if facts.capot is None:
        if facts.points is None:
            raise RuleError("points_missing")
        check_points(facts.points, total)
        if facts.der is None:
            raise RuleError("der_missing")
    else:  # R2.3: given anyway, they must agree with the capot
        if facts.points is not None and facts.points != facts.card_points(facts.taker, total):
            raise RuleError("capot_points", team=facts.capot.value)
        if facts.der not in (None, facts.capot):
            raise RuleError("capot_der", team=facts.capot.value)
    decl.validate(facts.annonces, facts.trump, facts.belotes)


class _Held(NamedTuple):
    """What each team holds in a hand, by team index: trick[x], bel[x], decl[x] of R6, and
    the parts of each team's total: card points, der, capot bonus, belote, declarations."""

    trick: tuple[int, int]
    bel: tuple[int, int]
    dec: tuple[int, int]
    parts: tuple[Parts, Parts]
    rounding: Rounding

    def total(self, at: int) -> int:
        """A team's trick points, belote and declarations: R6's `made` for the taker, T or
        D of R6.2 in classique. Exact, never rounded (R7.3)."""
        return self.trick[at] + self.bel[at] + self.dec[at]

    def own(self, at: int) -> list[Term]:
        """A team's own points faits, rounded on their own (R7.2), and its bonuses."""
        tricks = Term("tricks", round_points(self.trick[at], self.rounding), raw=self.trick[at])
        return [tricks, *self.bonuses(at)]

    def bonuses(self, at: int) -> list[Term]:
        return _terms(("annonces", self.dec[at]), ("belote", self.bel[at]))

    def base(self, amount: int, k: int = 1) -> Term:
        return Term("base", round_points(amount, self.rounding), factor=k, raw=amount)


def _hold(facts: HandFacts, sc: Scale) -> _Held:
    """R3: card points and der, or a capot (worth the profile's capot-cards, R16.5.2); R4
    belote; R5 declarations."""
    counted: tuple[int | None, int | None] = (None, None)
    if facts.capot is None:  # R3.1
        total = _pile_total(sc, facts.trump)
        points = facts.card_points(Team.ONE, total)
        cards = (points, total - points)
        der = (DER, 0) if facts.der is Team.ONE else (0, DER)
        bonus = (0, 0)
        if total == ALL_TRUMP_POINTS:  # R16.5.6: each team's count with its der, to 162
            counted = (cards[0] + der[0], cards[1] + der[1])
            cards, der = (_converted(counted[0]), _converted(counted[1])), (0, 0)
    else:  # R3.2: all the cards, and the capot bonus instead of the der
        cards = (CARD_POINTS, 0) if facts.capot is Team.ONE else (0, CARD_POINTS)
        der = (0, 0)
        capot = sc.capot_cards - CARD_POINTS  # 100 (R3.2), 98 or 10 (R16.4)
        bonus = (capot, 0) if facts.capot is Team.ONE else (0, capot)
    trick = (cards[0] + der[0] + bonus[0], cards[1] + der[1] + bonus[1])
    bel = (0, 0)
    void = facts.trump is AllSuits.TA and not sc.belote_in_ta  # R16.5.6: counts for nothing
    if facts.belotes and not void:  # R4.1, R13.3: 20 a belote, to its holder's team
        ones = facts.belotes.count(Team.ONE)
        bel = (BELOTE * ones, BELOTE * (len(facts.belotes) - ones))
    dec = decl.team_points(facts.annonces, facts.trump)
    parts = (
        Parts(cards[0], der[0], bonus[0], bel[0], dec[0], counted[0]),
        Parts(cards[1], der[1], bonus[1], bel[1], dec[1], counted[1]),
    )
    return _Held(trick, bel, dec, parts, sc.rounding)


def _converted(counted: int) -> int:
    """R16.5.6: a tout atout count with its der (0 to 258) × 162/258, to the nearest whole
    number (27/43: never a half, so both teams' add up to 162)."""
    return (2 * counted * HAND_POINTS + TA_TOTAL) // (2 * TA_TOTAL)


def _terms(*pairs: tuple[str, int]) -> list[Term]:
    return [Term(kind, amount) for kind, amount in pairs if amount]


def score_hand(settings: Settings, facts: HandFacts) -> HandScore:
    """The marks of one hand, by R3-R8 as its profile's values say (R16.5), with the terms
    that make them."""
    sc = scale_of(settings)
    validate(settings, facts, sc)
    taker = facts.taker
    # ti, di: where R6's t and d (the taker and the defence) sit in pairs (team 1, team 2)
    ti = taker.index
    di = 1 - ti
    held = _hold(facts, sc)
    if sc.counting is Mode.CLASSIQUE:
        outcome, check = _classic_outcome(facts, held, ti, sc)
    else:
        outcome, check = _coinche_outcome(facts, held, ti, sc)
    k = factor(facts.coinche, sc)
    # the belotes counted towards the contract (R4.3); who marks them is the profile's
    held = held._replace(bel=_belotes_marked(held.bel, ti, outcome, k, sc))
    bel = held.bel
    # the team whose mark is `win` below: the defence marks alone in a litige (R8.1)
    winner = taker if outcome is Outcome.MADE else taker.other
    wi = winner.index  # and w, the winner
    # base of R6: capot-cards (252) when the winner took every trick
    base = sc.capot_cards if facts.capot is winner else HAND_POINTS
    pot = 0
    if outcome is Outcome.LITIGE:  # R8.1: the defence marks, the taker's points go to the pot
        win = held.own(di)
        lose = _terms(("belote", bel[ti])) if sc.litige_belote_kept else list[Term]()
        pot = sum(term.value for term in held.own(ti)) - sum(term.value for term in lose)
    elif sc.counting is Mode.CLASSIQUE:
        win, lose = _classic_marks(held, outcome, ti, base)
    elif sc.counting is Mode.ANNONCES:  # R6.7: the contract's value, belote as the profile says
        win = [
            Term("contract", _contract_value(facts, sc), factor=k),
            *_terms(("belote", bel[wi])),
        ]
        lose = _terms(("belote", bel[1 - wi]))
    else:
        win, lose = _faits(sc, facts, held, outcome is Outcome.MADE, k)
    marks = (sum(x.value for x in win), sum(x.value for x in lose))
    ordered = (tuple(win), tuple(lose)) if wi == 0 else (tuple(lose), tuple(win))
    return HandScore(
        outcome=outcome,
        marks=marks if wi == 0 else (marks[1], marks[0]),
        pot_in=pot,
        check=check,
        terms=ordered,
        taker=taker,
    )


def _classic_marks(
    held: _Held, outcome: Outcome, ti: int, base: int
) -> tuple[list[Term], list[Term]]:
    """R6.3: made, each team its own; failed, the defence 162 (r(252) on its capot) plus
    both teams' declarations and its belote, the taker its belote."""
    di = 1 - ti
    if outcome is Outcome.MADE:
        return held.own(ti), held.own(di)
    win = [held.base(base), *_terms(("annonces", held.dec[ti] + held.dec[di]))]
    return win + _terms(("belote", held.bel[di])), _terms(("belote", held.bel[ti]))


def factor(coinche: Coinche, sc: Scale) -> int:
    """k of R6: 1, 2 coinché, surcoinché the profile's `surcoinche` (4; 3 at a
    surcoinche-x3 table, R15.1)."""
    return sc.surcoinche if coinche is Coinche.SURCOINCHE else coinche.factor


def _belotes_marked(
    bel: tuple[int, int], ti: int, outcome: Outcome, k: int, sc: Scale
) -> tuple[int, int]:
    """Who marks each belote (R16.5.4): its holder's team (R4.2); none (annonces-only);
    the defence a failed taker's (prenable; winner, not coinched); the winner every one
    of a coinched hand (winner); each worth 20 × k when multiplied."""
    if sc.counting is Mode.CLASSIQUE or (sc.belote == "holder" and not sc.belote_multiplied):
        return bel  # R4.2, the seed's: the most played
    if sc.belote == "none":
        return 0, 0
    every = bel[0] + bel[1]
    failed = outcome is Outcome.FAILED
    to_defence = (0, every) if ti == 0 else (every, 0)
    to_taker = (every, 0) if ti == 0 else (0, every)
    if sc.belote == "prenable" and failed:
        bel = to_defence
    elif sc.belote == "winner" and (k > 1 or failed):
        bel = to_defence if failed else to_taker
    if sc.belote_multiplied is True:
        bel = (bel[0] * k, bel[1] * k)
    elif sc.belote_multiplied == "winner":  # × k for the winner w only (R16.5.4)
        wi = ti if outcome is Outcome.MADE else 1 - ti
        bel = (bel[0] * k, bel[1]) if wi == 0 else (bel[0], bel[1] * k)
    return bel


def _faits(
    sc: Scale, facts: HandFacts, held: _Held, made: bool, k: int
) -> tuple[list[Term], list[Term]]:
    """R16.5.4's rows A to E: R6.6 `faits` and R6.8 `faits-annonces` (the same, plus the
    contract for the winner), as the profile's values rewrite them."""
    ti = facts.taker.index
    di = 1 - ti
    value = _contract_value(facts, sc)
    contract = [Term("contract", value, factor=k)] if sc.counting is Mode.FAITS_ANNONCES else []
    kb = 1 if sc.scope == "contract" else k  # what multiplies B
    capot_contract = facts.contract == CAPOT
    if not made:  # the failed taker's declarations go to the defence, as in [004]
        if capot_contract and sc.failed_as_made:  # row E
            win = _prime(sc, held, k, value, contract)
        else:  # row D
            win = [_base(sc, facts, held, di, kb), *contract]
        win += _terms(("annonces", held.dec[ti] + held.dec[di]), ("belote", held.bel[di]))
        return win, _terms(("belote", held.bel[ti]))
    if capot_contract:  # row C
        return [*_prime(sc, held, k, value, contract), *held.bonuses(ti)], held.bonuses(di)
    if k == 1:  # row A
        win = held.own(ti)
        return [win[0], *contract, *win[1:]], held.own(di)
    if sc.scope == "own-points":  # row B': k × (r(trick[t]) + V); the defence its own
        tricks = held.own(ti)[0]._replace(factor=k)
        return [tricks, *contract, *held.bonuses(ti)], held.own(di)
    win = [_base(sc, facts, held, ti, kb), *contract]  # row B
    if facts.capot is facts.taker and sc.capot_bonus:
        win.append(Term("capot", sc.capot_bonus))
    return [*win, *held.bonuses(ti)], held.bonuses(di)


def _base(sc: Scale, facts: HandFacts, held: _Held, team: int, factor: int) -> Term:
    """B(x) × factor (R16.5.2): r(capot-cards) when x took every trick, else r(162); or a
    flat 160."""
    if sc.flat_160:
        return Term("base", FLAT_BASE, factor=factor)
    took_all = facts.capot is not None and facts.capot.index == team
    return held.base(sc.capot_cards if took_all else HAND_POINTS, factor)


def _prime(sc: Scale, held: _Held, k: int, value: int, contract: list[Term]) -> list[Term]:
    """kc × P + add(k × V) (R16.5.4): a made capot contract (row C), or a failed one
    marked as made (row E)."""
    kc = k if sc.capot_coinche_all else 1  # what multiplies P
    if sc.capot_prime is None:  # "cards": r(capot-cards)
        return [held.base(sc.capot_cards, kc), *contract]
    if kc == k:  # one amount, k × (500 + 250)
        return [Term("capot", sc.capot_prime + (value if contract else 0), factor=k)]
    return [Term("capot", sc.capot_prime, factor=kc), *contract]


def _contract_value(facts: HandFacts, sc: Scale) -> int:
    """V of R16.5.2: the contract (twice it in sans atout with sa-contract-factor 2), or
    capot-value for a capot contract."""
    if facts.contract == CAPOT:
        return sc.capot_value
    double = facts.trump is AllSuits.SA and sc.sa_factor == 2
    return int(facts.contract or 0) * (2 if double else 1)


def _classic_outcome(facts: HandFacts, held: _Held, ti: int, sc: Scale) -> tuple[Outcome, Check]:
    """R6.2: capot decides; else the taker must beat the defence, T = D is a litige, or as
    the profile's `litige` says: dedans (R13.5's no-litige), or made (R16.5.3)."""
    if facts.capot is facts.taker:
        return Outcome.MADE, Check("capot_made")
    if facts.capot is not None:
        return Outcome.FAILED, Check("capot_failed")
    taker, defence = held.total(ti), held.total(1 - ti)
    parts = held.parts[ti], held.parts[1 - ti]
    if taker > defence:
        return Outcome.MADE, Check("made", taker, ">", defence, *parts)
    if taker == defence:
        if sc.litige == "failed":
            return Outcome.FAILED, Check("no_litige", taker, "=", defence, *parts)
        if sc.litige == "made":
            return Outcome.MADE, Check("litige_made", taker, "=", defence, *parts)
        return Outcome.LITIGE, Check("litige", taker, "=", defence, *parts)
    return Outcome.FAILED, Check("failed", taker, "<", defence, *parts)


def _coinche_outcome(facts: HandFacts, held: _Held, ti: int, sc: Scale) -> tuple[Outcome, Check]:
    """R6.5: the contract is made on exact points, with at least one trick taken; R13.5, at
    a table that plays the `defence` rule, and more than the defence (without its belote),
    unless the taker took every trick."""
    if facts.contract == CAPOT:
        if facts.capot is facts.taker:
            return Outcome.MADE, Check("capot_made")
        return Outcome.FAILED, Check("capot_missed")
    assert isinstance(facts.contract, int)
    if facts.capot is facts.taker.other:  # Decision R6.5: no trick, no contract
        return Outcome.FAILED, Check("taker_capot")
    made, parts = held.total(ti), held.parts[ti]
    if made < facts.contract:
        return Outcome.FAILED, Check("failed", made, "<", facts.contract, parts)
    if not sc.beat_defence or facts.capot is facts.taker:
        return Outcome.MADE, Check("made", made, ">=", facts.contract, parts)
    di = 1 - ti
    defence = held.trick[di] + held.dec[di]  # R4.3: its belote never makes the taker fail
    defence_parts = held.parts[di]._replace(belote=0)
    if made > defence:
        return Outcome.MADE, Check("defence_made", made, ">", defence, parts, defence_parts)
    return Outcome.FAILED, Check("defence_failed", made, "<=", defence, parts, defence_parts)
