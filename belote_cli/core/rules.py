"""Pure scoring of one hand (R2-R8): facts in, marks and an explanation out.

Results are NamedTuples: immutable like frozen dataclasses, and several times cheaper to
build, which keeps rescoring a 300-hand game within a few milliseconds.

No I/O and nothing beyond the standard library: `import belote_cli.core.rules` stays cheap.
"""

from __future__ import annotations

from typing import NamedTuple

from belote_cli.core import annonces as decl
from belote_cli.core.cards import (
    CAPOT_POINTS,
    CARD_POINTS,
    DER,
    HAND_POINTS,
    PLAIN_VALUES,
    TRUMP_VALUES,
    AllSuits,
    Rank,
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
    Rounding,
    Settings,
    Team,
)
from belote_cli.core.symbol import Symbol

BELOTE = 20  # R4.1
CAPOT_CONTRACT = 250  # R6.5: V for a capot contract
CAPOT_FAITS = 500  # R6.6: a capot contract made, in points faits


class Outcome(Symbol):
    MADE = "made"
    FAILED = "failed"
    LITIGE = "litige"


# What a Term or a Check may be called: the explanation has a sentence for each.
TERM_KINDS = ("tricks", "base", "contract", "capot", "belote", "annonces")
CHECK_REASONS = (
    *("made", "failed", "litige", "no_litige", "defence_made", "defence_failed"),
    *("capot_made", "capot_failed", "capot_missed", "taker_capot"),
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
    """A team's total as it was counted (R3-R5): its card points and what adds to them."""

    cards: int
    der: int = 0
    capot: int = 0  # the capot bonus, instead of the der (R3.2)
    belote: int = 0
    annonces: int = 0

    @property
    def bonuses(self) -> tuple[tuple[str, int], ...]:
        """What adds to the card points, by its kind (Term's): der, capot, belote…"""
        return tuple((kind, getattr(self, kind)) for kind in self._fields[1:])


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
    """R7.1: to the nearest ten, a final 5 going up."""
    return x if rounding is Rounding.EXACT else (x + 5) // 10 * 10


def check_contract(value: Contract) -> Contract:
    """R6.4: 80 to 180 in steps of ten, or capot."""
    if value != CAPOT and value not in CONTRACTS:
        raise RuleError("bad_contract", value=value)
    return value


def points_sum_error(total: int) -> RuleError:
    """R2.5: both teams' card points add up to 152. When they do not, the likely counting
    mistake is named: the dix de der or a belote counted in a pile, the 9 or the valet of
    trump counted at its plain value (R1.2, R1.3); else the difference."""
    gap = total - CARD_POINTS
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
    return RuleError("points_sum", value=total, hint=hint)


def possible_capot(facts: HandFacts) -> Team | None:
    """R3.2: the team that may have taken every trick, when the facts do not say it: it has
    every card point and the dix de der, yet the other team may have won a trick of cards
    worth 0 (four sevens). Asked, never guessed."""
    if facts.capot is not None or facts.points is None or facts.der is None:
        return None
    team = facts.der
    return team if facts.card_points(team) == CARD_POINTS else None


def check_points(value: int) -> int:
    """R2.2: card points from 0 to 152, der excluded."""
    if not 0 <= value <= CARD_POINTS:
        raise RuleError("bad_points", value=value)
    return value


def validate(settings: Settings, facts: HandFacts) -> None:
    """R2.2, R2.3, R4.4, R5.6, R6.4: refuse facts no hand could have."""
    coinche_mode = settings.mode.coinche
    if not coinche_mode and facts.contract is not None:
        raise RuleError("contract_in_classique")
    if not coinche_mode and facts.coinche is not Coinche.NONE:
        raise RuleError("coinche_in_classique")
    if coinche_mode and facts.contract is None:
        raise RuleError("contract_missing")
    if not coinche_mode and isinstance(facts.trump, AllSuits):
        raise RuleError("all_suits_in_classique")  # R13.1
    if facts.contract is not None:
        check_contract(facts.contract)
    if facts.capot is None:
        if facts.points is None:
            raise RuleError("points_missing")
        check_points(facts.points)
        if facts.der is None:
            raise RuleError("der_missing")
    else:  # R2.3: given anyway, they must agree with the capot
        if facts.points is not None and facts.points != facts.card_points(facts.taker):
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


def _hold(facts: HandFacts, rounding: Rounding) -> _Held:
    """R3: card points and der, or a capot; R4 belote; R5 declarations."""
    if facts.capot is None:  # R3.1
        points = facts.card_points(Team.ONE)
        cards = (points, CARD_POINTS - points)
        der = (DER, 0) if facts.der is Team.ONE else (0, DER)
        bonus = (0, 0)
    else:  # R3.2: all the cards, and the capot bonus instead of the der
        cards = (CARD_POINTS, 0) if facts.capot is Team.ONE else (0, CARD_POINTS)
        der = (0, 0)
        capot = CAPOT_POINTS - CARD_POINTS  # 100
        bonus = (capot, 0) if facts.capot is Team.ONE else (0, capot)
    trick = (cards[0] + der[0] + bonus[0], cards[1] + der[1] + bonus[1])
    bel = (0, 0)
    if facts.belotes:  # R4.1, R13.3: 20 a belote, to its holder's team
        ones = facts.belotes.count(Team.ONE)
        bel = (BELOTE * ones, BELOTE * (len(facts.belotes) - ones))
    dec = decl.team_points(facts.annonces, facts.trump)
    parts = (
        Parts(cards[0], der[0], bonus[0], bel[0], dec[0]),
        Parts(cards[1], der[1], bonus[1], bel[1], dec[1]),
    )
    return _Held(trick, bel, dec, parts, rounding)


def _terms(*pairs: tuple[str, int]) -> list[Term]:
    return [Term(kind, amount) for kind, amount in pairs if amount]


def score_hand(settings: Settings, facts: HandFacts) -> HandScore:
    """The marks of one hand, by R3-R8, with the terms that make them."""
    validate(settings, facts)
    taker = facts.taker
    # ti, di: where R6's t and d (the taker and the defence) sit in pairs (team 1, team 2)
    ti = taker.index
    di = 1 - ti
    rules = settings.rules
    held = _hold(facts, settings.rounding)
    if settings.mode is Mode.CLASSIQUE:
        outcome, check = _classic_outcome(facts, held, ti, rules)
    else:
        outcome, check = _coinche_outcome(facts, held, ti, rules)
    # the belotes counted towards the contract (R4.3); who marks them is R15's to change
    held = held._replace(bel=_belotes_marked(held.bel, ti, outcome, rules))
    bel = held.bel
    k = factor(facts.coinche, rules)
    # the team whose mark is `win` below: the defence marks alone in a litige (R8.1)
    winner = taker if outcome is Outcome.MADE else taker.other
    wi = winner.index  # and w, the winner
    # base of R6: 252 when the winner took every trick
    base = CAPOT_POINTS if facts.capot is winner else HAND_POINTS
    pot = 0
    if outcome is Outcome.LITIGE:  # R8.1: the defence marks, the taker's points go to the pot
        win, lose = held.own(di), list[Term]()
        pot = sum(term.value for term in held.own(ti))
    elif settings.mode is Mode.CLASSIQUE:
        win, lose = _classic_marks(held, outcome, ti, base)
    elif settings.mode is Mode.ANNONCES:  # R6.7: the contract's value, belote to its holder
        value = _contract_value(facts)
        win = [Term("contract", value, factor=k), *_terms(("belote", bel[wi]))]
        lose = _terms(("belote", bel[1 - wi]))
    else:
        win, lose = _faits(settings.mode, facts, held, outcome is Outcome.MADE, base, rules)
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
    """R6.3: made, each team its own; failed, the defence 162 (252 on its capot) plus both
    teams' declarations and its belote, the taker its belote."""
    di = 1 - ti
    if outcome is Outcome.MADE:
        return held.own(ti), held.own(di)
    win = [held.base(base), *_terms(("annonces", held.dec[ti] + held.dec[di]))]
    return win + _terms(("belote", held.bel[di])), _terms(("belote", held.bel[ti]))


def factor(coinche: Coinche, rules: frozenset[HouseRule] = frozenset()) -> int:
    """k of R6: 1, 2 coinché, 4 surcoinché; 3 surcoinché at a surcoinche-x3 table (R15.1)."""
    if coinche is Coinche.SURCOINCHE and HouseRule.SURCOINCHE_X3 in rules:
        return 3
    return coinche.factor


def _belotes_marked(
    bel: tuple[int, int], ti: int, outcome: Outcome, rules: frozenset[HouseRule]
) -> tuple[int, int]:
    """Who marks each belote (R4.2): its holder's team; none at an annonces-only table,
    the defence a failed taker's at a belote-prenable one (R15.1)."""
    if HouseRule.ANNONCES_ONLY in rules:
        return 0, 0
    if HouseRule.BELOTE_PRENABLE in rules and outcome is Outcome.FAILED:
        every = bel[0] + bel[1]
        return (0, every) if ti == 0 else (every, 0)
    return bel


def _faits(
    mode: Mode,
    facts: HandFacts,
    held: _Held,
    made: bool,
    base: int,
    rules: frozenset[HouseRule],
) -> tuple[list[Term], list[Term]]:
    """R6.6 `faits` and R6.8 `faits-annonces` (the same, plus the contract for the winner);
    R15.1's coinche-contract and coinche-own-points rewrite rows of R6.8."""
    ti, k = facts.taker.index, factor(facts.coinche, rules)
    di = 1 - ti
    with_contract = mode is Mode.FAITS_ANNONCES
    contract = [Term("contract", _contract_value(facts), factor=k)] if with_contract else []
    once = HouseRule.COINCHE_CONTRACT in rules  # the card points count once, r(base)
    if not made:  # any k: the failed taker's declarations go to the defence, as in [004]
        win = [held.base(base, 1 if once else k), *contract]
        win += _terms(("annonces", held.dec[ti] + held.dec[di]), ("belote", held.bel[di]))
        return win, _terms(("belote", held.bel[ti]))
    if facts.contract == CAPOT:
        if once:  # r(252) + k × 250
            return [held.base(CAPOT_POINTS), *contract, *held.bonuses(ti)], held.bonuses(di)
        amount = CAPOT_FAITS + (CAPOT_CONTRACT if with_contract else 0)
        return [Term("capot", amount, factor=k), *held.bonuses(ti)], held.bonuses(di)
    if k == 1:
        win = held.own(ti)
        return [win[0], *contract, *win[1:]], held.own(di)
    if HouseRule.COINCHE_OWN_POINTS in rules:  # k × (r(trick[t]) + V); the defence its own
        tricks = held.own(ti)[0]._replace(factor=k)
        return [tricks, *contract, *held.bonuses(ti)], held.own(di)
    return [held.base(base, 1 if once else k), *contract, *held.bonuses(ti)], held.bonuses(di)


def _contract_value(facts: HandFacts) -> int:
    """V of R6.5: the contract, or 250 for a capot contract."""
    return CAPOT_CONTRACT if facts.contract == CAPOT else int(facts.contract or 0)


def _classic_outcome(
    facts: HandFacts, held: _Held, ti: int, rules: frozenset[HouseRule]
) -> tuple[Outcome, Check]:
    """R6.2: capot decides; else the taker must beat the defence, T = D is a litige (R13.5:
    dedans at a table that plays no litige)."""
    if facts.capot is facts.taker:
        return Outcome.MADE, Check("capot_made")
    if facts.capot is not None:
        return Outcome.FAILED, Check("capot_failed")
    taker, defence = held.total(ti), held.total(1 - ti)
    parts = held.parts[ti], held.parts[1 - ti]
    if taker > defence:
        return Outcome.MADE, Check("made", taker, ">", defence, *parts)
    if taker == defence:
        if HouseRule.NO_LITIGE in rules:
            return Outcome.FAILED, Check("no_litige", taker, "=", defence, *parts)
        return Outcome.LITIGE, Check("litige", taker, "=", defence, *parts)
    return Outcome.FAILED, Check("failed", taker, "<", defence, *parts)


def _coinche_outcome(
    facts: HandFacts, held: _Held, ti: int, rules: frozenset[HouseRule]
) -> tuple[Outcome, Check]:
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
    if HouseRule.DEFENCE not in rules or facts.capot is facts.taker:
        return Outcome.MADE, Check("made", made, ">=", facts.contract, parts)
    di = 1 - ti
    defence = held.trick[di] + held.dec[di]  # R4.3: its belote never makes the taker fail
    defence_parts = held.parts[di]._replace(belote=0)
    if made > defence:
        return Outcome.MADE, Check("defence_made", made, ">", defence, parts, defence_parts)
    return Outcome.FAILED, Check("defence_failed", made, "<=", defence, parts, defence_parts)
