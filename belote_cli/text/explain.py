"""The one sentence that explains a hand: what decided it, then how each mark adds up."""

from __future__ import annotations

from belote_cli.core.facts import Team
from belote_cli.core.game import Game, Line
from belote_cli.core.rules import Term
from belote_cli.text.catalog import t


def _term(term: Term) -> str:
    amount = str(term.amount)
    if term.raw is not None and term.raw != term.amount:
        amount = f"{term.raw} → {term.amount}"
        amount = f"({amount})" if term.factor != 1 else amount
    if term.factor != 1:
        amount = f"{term.factor} × {amount}"
    return f"{t('term_' + term.kind)} {amount}"


def _sum(terms: list[Term], total: int) -> str:
    """`points 113 → 110 + contrat 110 = 220`; a lone plain term needs no total."""
    if not terms:
        return "0"
    text = " + ".join(_term(x) for x in terms)
    plain = len(terms) == 1 and terms[0].factor == 1  # it already ends with the total
    return text if plain else f"{text} = {total}"


def explain(game: Game, line: Line) -> str:
    """One sentence: what decided the hand, then how each team's mark adds up."""
    s, score = game.settings, line.score
    check = score.check
    key = "check_" + check.reason
    if check.reason in ("made", "failed") and not s.mode.coinche:
        key += "_classique"
    head = t(
        key,
        left=check.left,
        right=check.right,
        taker=s.name(score.taker),
        defence=s.name(score.taker.other),
    )
    parts = []
    for team in Team:
        terms = list(score.terms[team.index])
        if line.pot_won and team is score.winner:
            terms.append(Term("pot", line.pot_won))
        parts.append(t("team_sum", team=s.name(team), sum=_sum(terms, line.marks[team.index])))
    text = f"{head}. " + t("sum_separator").join(parts) + "."
    if score.pot_in:
        text += " " + t("pot_in", amount=score.pot_in, pot=line.pot) + "."
    return f"{t('hand_line', number=line.number)} — {text}"
