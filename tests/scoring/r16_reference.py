"""A second, independent reading of R16.5: the marks of one hand under a rule profile given
as its values (R16.4's keys and values), written from RULES.md alone, row by row -- never
from belote_cli.core.rules nor belote_cli.core.profile -- so that tests/scoring/
test_profiles.py can set the two side by side. Which team scores its declarations (R5) is
not what is tested: belote_cli.core.annonces gives decl[] of R6."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import NamedTuple

from belote_cli.core.annonces import team_points
from belote_cli.core.cards import AllSuits
from belote_cli.core.facts import CAPOT, Coinche, HandFacts, Team

Values = Mapping[str, str | int | bool]
Tricks = Callable[[Team], int]  # trick[x] of R16.5.2

CARDS = 152  # R1.4
DER = 10  # R1.4
HAND = 162  # R1.4
BELOTE = 20  # R4.1


class Scored(NamedTuple):
    outcome: str  # "made", "failed" or "litige"
    marks: tuple[int, int]  # team 1, team 2: the hand's own, before any pot (R8.2)
    pot_in: int  # what a litige puts into the pot (R8.1, R16.5.3)


def r(x: int, rounding: object) -> int:
    """R7.1 and R16.4: exact; dizaine, a final 5 going up; dizaine-6, going down."""
    if rounding == "exact":
        return x
    if rounding == "dizaine":
        return (x + 5) // 10 * 10
    assert rounding == "dizaine-6", rounding
    return 10 * ((x + 4) // 10)


def refused(values: Values, facts: HandFacts) -> bool:
    """R16.5.1: a declaration with `declarations = false`; sans atout or tout atout with
    `sa-ta = false` (its seed in classique, R13.1)."""
    if facts.annonces and values["declarations"] is False:
        return True
    return isinstance(facts.trump, AllSuits) and values.get("sa-ta", True) is False


def marks(values: Values, facts: HandFacts) -> tuple[int, int]:
    """The hand's marks, team 1 then team 2 (R16.5)."""
    return score(values, facts).marks


def score(values: Values, facts: HandFacts) -> Scored:
    """R16.5.2-R16.5.4, and R6.2, R6.3, R8 for classique (R16.5.3)."""
    t = facts.taker
    cc = int(values["capot-cards"])
    # R16.5.6: a tout atout hand under ta-total 258 is counted with every card at its trump
    # value, 248 in all, each team's count with its der then taken × 162 / 258
    at_258 = facts.trump is AllSuits.TA and values.get("ta-total", 162) == 258
    total = 248 if at_258 else CARDS

    def trick(x: Team) -> int:  # R16.5.2: cc to the capot team, 0 to the other; else R3.1
        if facts.capot is not None:
            return cc if facts.capot is x else 0
        assert facts.points is not None
        cards = facts.points if x is t else total - facts.points
        counted = cards + (DER if facts.der is x else 0)
        return round(counted * HAND / 258) if at_258 else counted  # 27/43: never a half

    # R16.5.6: belote-tout-atout false, a belote in a tout atout hand counts for nothing
    void = facts.trump is AllSuits.TA and values.get("belote-tout-atout", True) is False
    bel = {x: 0 if void else BELOTE * facts.belotes.count(x) for x in Team}  # R4.3's
    one, two = team_points(facts.annonces, facts.trump)
    dec = {Team.ONE: one, Team.TWO: two}
    if values["counting"] == "classique":
        return _classique(values, facts, trick, bel, dec)
    return _coinche(values, facts, trick, dec, bel)


def _pair(marks: Mapping[Team, int]) -> tuple[int, int]:
    return marks.get(Team.ONE, 0), marks.get(Team.TWO, 0)


def _classique(
    values: Values,
    facts: HandFacts,
    trick: Tricks,
    bel: dict[Team, int],
    dec: dict[Team, int],
) -> Scored:
    """R6.2, R6.3, R8, with R16.5.3's trick[] (r(cc) for r(252)), litige and litige-belote."""
    t, d = facts.taker, facts.taker.other
    rounding = values["rounding"]
    taker_total = trick(t) + bel[t] + dec[t]  # T of R6.2: belote and declarations included
    defence_total = trick(d) + bel[d] + dec[d]  # D
    if facts.capot is t:
        outcome = "made"
    elif facts.capot is d:
        outcome = "failed"
    elif taker_total > defence_total:
        outcome = "made"
    elif taker_total < defence_total:
        outcome = "failed"
    else:  # equal totals without a capot: R16.5.3's `litige`
        outcome = {"pot": "litige", "failed": "failed", "made": "made"}[str(values["litige"])]
    if outcome == "made":  # R6.3: each team its own
        own = {x: r(trick(x), rounding) + dec[x] + bel[x] for x in Team}
        return Scored(outcome, _pair(own), 0)
    if outcome == "failed":  # R6.3: r(162), or r(cc) when the defence took every trick
        cards = r(int(values["capot-cards"]) if facts.capot is d else HAND, rounding)
        return Scored(outcome, _pair({t: bel[t], d: cards + dec[t] + dec[d] + bel[d]}), 0)
    # R8.1: the defence marks its points; the taker's go to the pot, its belote with them
    # unless `litige-belote = "kept"` (R16.5.3)
    kept = values["litige-belote"] == "kept"
    defence = r(trick(d), rounding) + dec[d] + bel[d]
    pot = r(trick(t), rounding) + dec[t] + (0 if kept else bel[t])
    return Scored(outcome, _pair({t: bel[t] if kept else 0, d: defence}), pot)


def _coinche(
    values: Values, facts: HandFacts, trick: Tricks, dec: dict[Team, int], bel: dict[Team, int]
) -> Scored:
    """R16.5.4: whether the contract is made (R6.5, R13.5), then the main part by rows A to E
    (or `annonces`'s one row), the declarations and the belotes."""
    t, d = facts.taker, facts.taker.other
    counting = values["counting"]
    k = {Coinche.NONE: 1, Coinche.COINCHE: 2, Coinche.SURCOINCHE: int(values["surcoinche"])}[
        facts.coinche
    ]
    took_all = facts.capot is t
    capot_contract = facts.contract == CAPOT
    if capot_contract:
        value = int(values.get("capot-value", 0))  # V; not used in faits
    else:
        assert isinstance(facts.contract, int)
        doubled = facts.trump is AllSuits.SA and values.get("sa-contract-factor", 1) == 2
        value = facts.contract * (2 if doubled else 1)
    # R6.5 with R16.5.2's trick[]: each belote of the taker counts 20, never 20 × k
    made_points = trick(t) + bel[t] + dec[t]
    if capot_contract:
        made = took_all
    else:
        assert isinstance(facts.contract, int)
        made = facts.capot is not d and made_points >= facts.contract  # the figure, not V
        if made and values["beat-defence"] is True and not took_all:  # R13.5
            made = made_points > trick(d) + dec[d]  # the defence's belote never counts
    w = t if made else d
    main: dict[Team, int] = {}
    if counting == "annonces":
        main[w] = k * value
    else:
        main = _faits_rows(values, facts, trick, k, value, made)
    marked = {x: main.get(x, 0) for x in Team}
    if counting != "annonces":  # declarations: made, each its own; failed, all to the defence
        if made:
            marked[t] += dec[t]
            marked[d] += dec[d]
        else:
            marked[d] += dec[t] + dec[d]
    who = values["belote"]
    multiplied = values.get("belote-multiplied", False)
    for holder in facts.belotes:
        if who == "none" or bel[holder] == 0:  # none marked, or void in tout atout
            continue
        to = holder
        if who == "prenable" and not made and holder is t:
            to = d
        if who == "winner":
            if k > 1:
                to = w
            elif not made and holder is t:
                to = d
        # true: 20 × k; "winner": 20 × k to the winner w, 20 to the loser (R16.5.4)
        times = multiplied is True or (multiplied == "winner" and to is w)
        marked[to] += BELOTE * (k if times else 1)
    return Scored("made" if made else "failed", _pair(marked), 0)


def _faits_rows(
    values: Values, facts: HandFacts, trick: Tricks, k: int, value: int, made: bool
) -> dict[Team, int]:
    """Rows A, B, B′, C, D, E of R16.5.4 (`faits`, `faits-annonces`)."""
    t, d = facts.taker, facts.taker.other
    rounding = values["rounding"]
    cc = int(values["capot-cards"])
    fa = values["counting"] == "faits-annonces"

    def add(x: int) -> int:
        return x if fa else 0

    def base(x: Team) -> int:  # B(x)
        if values["base-points"] == "flat-160":
            return 160
        return r(cc if facts.capot is x else HAND, rounding)

    prime = values["capot-prime"]
    p = r(cc, rounding) if prime == "cards" else int(prime)  # P
    scope = values.get("coinche-scope", "all")  # read as the seed's in faits (R16.4)
    kb = 1 if scope == "contract" else k
    kc = 1 if values.get("capot-coinche", "all") == "contract" else k
    capot_contract = facts.contract == CAPOT
    if made and capot_contract:  # C
        return {t: kc * p + add(k * value)}
    if made and k == 1:  # A
        return {t: r(trick(t), rounding) + add(value), d: r(trick(d), rounding)}
    if made and scope == "own-points":  # B′
        return {t: k * (r(trick(t), rounding) + value), d: r(trick(d), rounding)}
    if made:  # B
        bonus = int(values.get("capot-bonus", 0)) if facts.capot is t else 0
        return {t: kb * base(t) + add(k * value) + bonus}
    if capot_contract and values["capot-failed"] == "as-made":  # E
        return {d: kc * p + add(k * value)}
    return {d: kb * base(d) + add(k * value)}  # D
