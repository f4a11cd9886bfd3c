"""Pure scoring of one hand (R2-R8): facts in, marks and an explanation out.

No I/O and nothing beyond the standard library: `import belote_cli.rules` stays cheap.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from belote_cli import annonces as decl
from belote_cli.cards import CAPOT_POINTS, CARD_POINTS, DER, HAND_POINTS
from belote_cli.errors import RuleError
from belote_cli.facts import CAPOT, CONTRACTS, Coinche, HandFacts, Mode, Rounding, Settings, Team

BELOTE = 20  # R4.1
CAPOT_CONTRACT = 250  # R6.5: V for a capot contract
CAPOT_FAITS = 500  # R6.6: a capot contract made, in points faits


class Outcome(Enum):
    MADE = "made"
    FAILED = "failed"
    LITIGE = "litige"


@dataclass(frozen=True)
class Term:
    """One amount added into a mark. `kind` names it for the explanation:
    tricks, base, contract, capot, belote, annonces. `raw` is the amount before rounding."""

    kind: str
    amount: int
    factor: int = 1
    raw: int | None = None

    @property
    def value(self) -> int:
        return self.factor * self.amount


@dataclass(frozen=True)
class Check:
    """What decided the outcome: `left op right` (op one of >=, <, >, =), or a capot."""

    reason: str  # made, failed, litige, capot_made, capot_failed, taker_capot, capot_missed
    left: int = 0
    op: str = ""
    right: int = 0


@dataclass(frozen=True)
class HandScore:
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


def bonuses_belote(amount: int) -> list[Term]:
    return [Term("belote", amount)] if amount else []


def validate(settings: Settings, facts: HandFacts) -> None:
    """R2.2, R2.3, R4.4, R5.6, R6.4: refuse facts no hand could have."""
    coinche_mode = settings.mode.coinche
    if not coinche_mode and facts.contract is not None:
        raise RuleError("contract_in_classique")
    if not coinche_mode and facts.coinche is not Coinche.NONE:
        raise RuleError("coinche_in_classique")
    if coinche_mode and facts.contract is None:
        raise RuleError("contract_missing")
    if coinche_mode and facts.contract != CAPOT and facts.contract not in CONTRACTS:
        raise RuleError("bad_contract", value=facts.contract)
    if facts.capot is None:
        if facts.points is None:
            raise RuleError("points_missing")
        if not 0 <= facts.points <= CARD_POINTS:
            raise RuleError("bad_points", value=facts.points)
        if facts.der is None:
            raise RuleError("der_missing")
    else:  # R2.3: given anyway, they must agree with the capot
        if facts.points is not None and facts.points != facts.card_points(facts.taker):
            raise RuleError("capot_points", team=facts.capot.value)
        if facts.der not in (None, facts.capot):
            raise RuleError("capot_der", team=facts.capot.value)
    decl.validate(facts.annonces, facts.trump, facts.belote)


def score_hand(settings: Settings, facts: HandFacts) -> HandScore:
    """The marks of one hand, by R3-R8, with the terms that make them."""
    validate(settings, facts)
    t, d = facts.taker, facts.taker.other
    r = settings.rounding

    def trick(x: Team) -> int:  # R3.1, R3.2
        if facts.capot is not None:
            return CAPOT_POINTS if x is facts.capot else 0
        return facts.card_points(x) + (DER if facts.der is x else 0)

    bel = {x: BELOTE if facts.belote is x else 0 for x in Team}  # R4
    annonce_points = decl.team_points(facts.annonces, facts.trump)
    dec = {x: annonce_points[x.index] for x in Team}

    def bonuses(x: Team) -> list[Term]:
        return [Term(k, v) for k, v in (("annonces", dec[x]), ("belote", bel[x])) if v]

    def own(x: Team) -> list[Term]:  # a team's own points faits, rounded on their own (R7.2)
        return [Term("tricks", round_points(trick(x), r), raw=trick(x)), *bonuses(x)]

    made_total = trick(t) + bel[t] + dec[t]  # exact, never rounded (R7.3)
    if settings.mode is Mode.CLASSIQUE:
        outcome, check = _classic_outcome(facts, made_total, trick(d) + bel[d] + dec[d])
    else:
        outcome, check = _coinche_outcome(facts, made_total)

    k = facts.coinche.factor
    w = t if outcome is Outcome.MADE else d
    base = CAPOT_POINTS if facts.capot is w else HAND_POINTS
    value = CAPOT_CONTRACT if facts.contract == CAPOT else facts.contract
    capot_contract = facts.contract == CAPOT
    # The failed taker's declarations go to the defence, as in [004] (R6.3, R6.6).
    all_bonuses = [Term("annonces", dec[t] + dec[d])] if dec[t] + dec[d] else []
    loser_keeps = [Term("belote", bel[w.other])] if bel[w.other] else []
    pot = 0
    win: list[Term]
    lose: list[Term]
    mode = settings.mode
    if outcome is Outcome.LITIGE:  # R8.1
        win, lose = own(d), []
        pot = sum(term.value for term in own(t))
        w = d
    elif mode is Mode.CLASSIQUE and outcome is Outcome.MADE:  # R6.3
        win, lose = own(t), own(d)
    elif mode is Mode.CLASSIQUE:  # R6.3, failed
        win = [
            Term("base", round_points(base, r), raw=base),
            *all_bonuses,
            *bonuses_belote(bel[d]),
        ]
        lose = loser_keeps
    elif mode is Mode.ANNONCES:  # R6.7
        assert value is not None
        win = [Term("contract", value, factor=k), *bonuses_belote(bel[w])]
        lose = loser_keeps
    elif outcome is Outcome.FAILED:  # R6.6, R6.8: failed, any k
        win = [Term("base", round_points(base, r), factor=k, raw=base)]
        if mode is Mode.FAITS_ANNONCES:
            assert value is not None
            win.append(Term("contract", value, factor=k))
        win += [*all_bonuses, *bonuses_belote(bel[d])]
        lose = loser_keeps
    else:  # R6.6, R6.8: made
        assert value is not None
        if capot_contract:
            amount = CAPOT_FAITS + (CAPOT_CONTRACT if mode is Mode.FAITS_ANNONCES else 0)
            win, lose = [Term("capot", amount, factor=k), *bonuses(t)], bonuses(d)
        elif k == 1:
            win, lose = own(t), own(d)
        else:
            win = [Term("base", round_points(base, r), factor=k, raw=base), *bonuses(t)]
            lose = bonuses(d)
        if mode is Mode.FAITS_ANNONCES and not capot_contract:
            win.insert(1, Term("contract", value, factor=k))
    marks = {w: sum(x.value for x in win), w.other: sum(x.value for x in lose)}
    terms = {w: tuple(win), w.other: tuple(lose)}
    return HandScore(
        outcome=outcome,
        marks=(marks[Team.ONE], marks[Team.TWO]),
        pot_in=pot,
        check=check,
        terms=(terms[Team.ONE], terms[Team.TWO]),
        taker=t,
    )


def _classic_outcome(facts: HandFacts, taker: int, defence: int) -> tuple[Outcome, Check]:
    """R6.2: capot decides; else the taker must beat the defence, T = D is a litige."""
    if facts.capot is facts.taker:
        return Outcome.MADE, Check("capot_made")
    if facts.capot is not None:
        return Outcome.FAILED, Check("capot_failed")
    if taker > defence:
        return Outcome.MADE, Check("made", taker, ">", defence)
    if taker == defence:
        return Outcome.LITIGE, Check("litige", taker, "=", defence)
    return Outcome.FAILED, Check("failed", taker, "<", defence)


def _coinche_outcome(facts: HandFacts, made_total: int) -> tuple[Outcome, Check]:
    """R6.5: the contract is made on exact points, with at least one trick taken."""
    if facts.contract == CAPOT:
        if facts.capot is facts.taker:
            return Outcome.MADE, Check("capot_made")
        return Outcome.FAILED, Check("capot_missed")
    assert isinstance(facts.contract, int)
    if facts.capot is facts.taker.other:  # Decision R6.5: no trick, no contract
        return Outcome.FAILED, Check("taker_capot")
    if made_total >= facts.contract:
        return Outcome.MADE, Check("made", made_total, ">=", facts.contract)
    return Outcome.FAILED, Check("failed", made_total, "<", facts.contract)
