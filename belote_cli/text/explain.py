"""What a hand was and why it scored what it did: the one sentence that explains it (what
decided it, then how each mark adds up), and every fact of it for `belote show N`."""

from __future__ import annotations

from dataclasses import replace

from belote_cli.core import annonces as decl
from belote_cli.core.cards import AllSuits, Rank, Suit, Trump
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import (
    Annonce,
    AnnonceKind,
    Coinche,
    Contract,
    DealKind,
    HandFacts,
    HouseRule,
    OtherDeal,
    Profile,
    Settings,
    Team,
    Value,
    seat_team,
)
from belote_cli.core.game import Game, Line
from belote_cli.core.names import folded
from belote_cli.core.profile import CITATIONS, differs, seeded
from belote_cli.core.rules import (
    HandScore,
    Parts,
    Term,
    factor,
    pile_total,
    scale_of,
    score_hand,
)
from belote_cli.core.told import (
    CAPOT,
    COINCHE,
    COINCHERS,
    CONTRACT,
    DER,
    FACTS,
    POINTS,
    TAKER,
    TRUMP,
    Seated,
    Taker,
    Uses,
    use,
)
from belote_cli.text.catalog import known, named, t


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


def _side(team: str, parts: Parts) -> str:
    """A team's total as it was counted: `Nous 103 + der 10 + belote 20 = 133`; in a tout
    atout hand counted at trump values, converted first (R16.5.6): `Nous 198 × 162/258 =
    124 + belote 20 = 144`."""
    first = (
        parts.cards
        if parts.counted is None
        else t("converted", counted=parts.counted, converted=parts.cards)
    )
    words = [f"{team} {first}"]
    words += [f"{t('term_' + kind)} {amount}" for kind, amount in parts.bonuses if amount]
    return " + ".join(words) + (f" = {parts.total}" if len(words) > 1 else "")


def seat_name(settings: Settings, seat: int, cell: bool = False) -> str:
    """A seat as players call it: its player, else "seat 2 (Eux)" (R12.2) -- in French
    "le joueur 2 (Eux)" in a sentence ("au joueur 2 (Eux) de donner"), "joueur 2 (Eux)" in
    a table's `cell`."""
    if settings.players is not None:
        return settings.players[seat - 1]
    return t("seat_cell" if cell else "seat", seat=seat, team=settings.name(seat_team(seat)))


def taker_name(settings: Settings, facts: HandFacts) -> str:
    """The player who took when recorded, else the taking team."""
    if facts.taker_player is not None and settings.players is not None:
        return settings.players[facts.taker_player - 1]
    return settings.name(facts.taker)


def explain(game: Game, line: Line) -> str:
    """One sentence: what decided the hand, then how each team's mark adds up. A passe, a
    fausse donne or a manual deal says what it was."""
    if isinstance(line.facts, OtherDeal):
        return f"{t('hand_line', number=line.number)} — {_other_deal(game, line.facts, line)}"
    s, score = game.settings, line.score
    assert score is not None
    check = score.check
    key = "check_" + check.reason
    if check.reason in ("made", "failed") and not s.mode.coinche:
        key += "_classique"
    taker, defence = s.name(score.taker), s.name(score.taker.other)
    head = t(
        key,
        left=_side(taker, check.left_parts) if check.left_parts else check.left,
        right=_side(defence, check.right_parts) if check.right_parts else check.right,
        taker=taker,
        defence=defence,
        contract=line.facts.contract,
    )
    parts = []
    for team in Team:
        terms = list(score.terms[team.index])
        if line.pot_won and team is score.winner:
            terms.append(Term("pot", line.pot_won))
        parts.append(t("team_sum", team=s.name(team), sum=_sum(terms, line.marks[team.index])))
    text = f"{head}. " + t("sum_separator").join(parts) + _ruled(s, line.facts, score) + "."
    if said := called(s, line.facts):  # a sentence of its own: "Coinche by Dana."
        text += f" {said[:1].upper()}{said[1:]}."
    if line.facts.annonces:
        text += " " + _decided(s, line.facts, score) + "."
    if score.pot_in:
        text += " " + t("pot_in", amount=score.pot_in, pot=line.pot) + "."
    elif line.pot and score.winner is not None:  # R15.1: not taken by a failed taker
        text += " " + t("pot_waits", pot=line.pot) + "."
    return f"{t('hand_line', number=line.number)} — {text}"


def _ruled(s: Settings, f: HandFacts, score: HandScore) -> str:
    """The house rules of R15 that changed these marks (each one off, they differ), named
    after them; R13.5's are named by the check that they decided. Under a profile chosen,
    its values that did (each at its seed, they differ: R16.7), with the profile's name."""
    if s.profile is not None:
        values = [
            value_words(key, value)
            for key, value in differs(s.profile).items()
            if _made_by(s, s.profile, key, f, score.marks)
        ]
        if not values:
            return ""
        return t("ruled_profile", profile=s.profile.name, values=", ".join(values))
    changed = frozenset(
        rule
        for rule in s.rules - {HouseRule.DEFENCE, HouseRule.NO_LITIGE}
        if score_hand(replace(s, rules=s.rules - {rule}), f).marks != score.marks
    )
    if not changed:
        return ""
    return t("ruled", count=len(changed), rules=rule_names(changed))


def _made_by(
    s: Settings, profile: Profile, key: str, f: HandFacts, marks: tuple[int, int]
) -> bool:
    """Did this value of the profile make these marks: at its seed they differ, or the hand
    could not be played at all (`sa-ta` of a tout atout hand, R16.5.1)?"""
    try:
        return score_hand(replace(s, profile=seeded(profile, key)), f).marks != marks
    except RuleError:
        return True


def _other_deal(game: Game, deal: OtherDeal, line: Line) -> str:
    """R12.3: what the deal was, and what it marked."""
    s = game.settings
    if deal.kind is DealKind.PASSE:
        return t("explain_passe") + "."
    if deal.kind is DealKind.FAUSSE_DONNE:
        return t("explain_fausse_donne", dealer=seat_name(s, line.dealer)) + "."
    marks = t("sum_separator").join(
        t("team_sum", team=s.name(team), sum=deal.marks[team.index]) for team in Team
    )
    note = f" ({deal.note})" if deal.note else ""
    return t("explain_manual", marks=marks) + note + "."


def annonce_words(a: Annonce) -> str:
    """A declaration as players say it: `tierce au roi de cœur — 20`, `carré de valets —
    200`."""
    return f"{annonce_name(a)} — {decl.points(a)}"


def annonce_name(a: Annonce) -> str:
    """A declaration's name, spelled out: `tierce au roi de cœur`, `carré de valets`,
    `carré d'as` (English keeps the suit's sign: `tierce, king high, ♥`)."""
    if a.kind is AnnonceKind.CARRE:
        key = _CARRES.get(a.height)
        return t("carre_name", height=a.height.value if key is None else t(key))
    said = t("sequence_at", kind=a.kind.value, height=t("height_" + a.height.value))
    return said + (t("sequence_suit", suit=trump_said(a.suit)) if a.suit else "")


# The ranks a carré is worth something of (R5.1), as players say the four: "valets".
_CARRES = {
    Rank.AS: "carre_of_A",
    Rank.ROI: "carre_of_R",
    Rank.DAME: "carre_of_D",
    Rank.VALET: "carre_of_V",
    Rank.DIX: "carre_of_10",
    Rank.NEUF: "carre_of_9",
}
# A trump in words, in a sentence or a spreadsheet's cell: "cœur", "sans atout".
_TRUMPS: dict[Trump, str] = {
    Suit.COEUR: "suit_said_coeur",
    Suit.CARREAU: "suit_said_carreau",
    Suit.TREFLE: "suit_said_trefle",
    Suit.PIQUE: "suit_said_pique",
    AllSuits.SA: "suit_said_sans_atout",
    AllSuits.TA: "suit_said_tout_atout",
}


def trump_said(trump: Trump) -> str:
    """A trump as the user's language says it in words: `cœur`, `sans atout` (English: the
    sheet's sign, ♥)."""
    return t(_TRUMPS[trump])


def _decided(s: Settings, f: HandFacts, score: HandScore) -> str:
    """R5.4, R5.5: whose declarations won, over what, or that they cancelled; then where
    their points went, as the marks have them (R6: to the defence of a failed hand, only
    towards the contract in annonces)."""
    decision = decl.decide(f.annonces, f.trump)
    values: dict[str, object] = {}
    if decision.team is not None:
        values |= {"team": s.name(decision.team), "other": s.name(decision.team.other)}
    for key, a in (("best", decision.best), ("beaten", decision.beaten)):
        if a is not None:
            values[key] = annonce_name(a)
            values[f"the_{key}"] = t(f"the_{a.kind.value}", name=values[key])
    said = t(f"annonces_{decision.why.value}", **values)
    if decision.team is None:
        return said
    marked = [
        (team, term.value)
        for team in Team
        for term in score.terms[team.index]
        if term.kind == "annonces"
    ]
    if not marked:
        return said + t("annonces_unmarked")
    team, points = marked[0]
    key = "annonces_marked" if team is decision.team else "annonces_to_winner"
    return said + t(key, team=s.name(team), points=points)


def bid(s: Settings, f: HandFacts, gap: str = " ") -> str:
    """A hand's contract as the sheet and the exports show it: 110 ♥ ×2, or ♥ alone in
    classique; the coinche multiplier is k of R6 (×3 for a surcoinche, R15.1)."""
    shown = f.trump.symbol if f.contract is None else f"{f.contract}{gap}{f.trump.symbol}"
    k = factor(f.coinche, scale_of(s))
    return shown + (f"{gap}×{k}" if f.coinche is not Coinche.NONE else "")


def called(s: Settings, f: HandFacts) -> str:
    """Who coinched and who surcoinched, when said (R12.5): `coinche by Dana, surcoinche by
    Ali`; else nothing."""
    levels = (Coinche.COINCHE, Coinche.SURCOINCHE)
    return ", ".join(
        t("called_by", level=level.value, player=seat_name(s, seat))
        for level, seat in zip(levels, f.coinche_players, strict=False)
    )


def outcome_name(line: Line, f: HandFacts) -> str:
    """How a played hand ended, in a word: made, failed, litige, or capot when the taker
    took every trick (the sheet and the exports say it alike)."""
    assert line.score is not None
    if f.capot is not None and f.capot is f.taker:
        return "capot"
    return t("outcome_" + line.score.outcome.value)


def kind_name(kind: DealKind) -> str:
    """What an entry is, in words: passe, fausse donne, manual deal."""
    return t(f"kind_{kind.name.lower()}")


def details(game: Game, line: Line) -> list[str]:
    """Every fact of an entry, then the sentence that explains it and the totals after it."""
    s, f = game.settings, line.facts
    totals = t(
        "detail_totals",
        one=s.teams[0],
        two=s.teams[1],
        first=line.totals[0],
        second=line.totals[1],
    ) + ("" if s.mode.coinche else t("detail_pot", pot=line.pot))  # a pot: classique only
    dealt = t("detail_dealer", dealer=seat_name(s, line.dealer))
    if isinstance(f, OtherDeal):
        kind = kind_name(f.kind)
        return [
            t("detail_kind", number=line.number, kind=kind),
            dealt,
            explain(game, line),
            totals,
        ]

    level = called(s, f) or f.coinche.value
    contract = bid(s, f) + (f" ({level})" if f.coinche is not Coinche.NONE else "")
    if f.capot is None:
        points = t(
            "detail_points",
            one=s.teams[0],
            two=s.teams[1],
            first=f.card_points(Team.ONE, pile_total(s, f.trump)),
            second=f.card_points(Team.TWO, pile_total(s, f.trump)),
            der=_team_or_none(s, f.der),
        )
    else:
        points = t("detail_capot", team=_team_or_none(s, f.capot))
    extras = t("detail_separator").join(
        t("detail_fact", fact=t(f"detail_{fact.name}"), value=use(_Shown(s), fact, fact.of(f)))
        for fact in FACTS
        if fact not in _IN_HEAD
    )
    return [
        t("detail_taker", number=line.number, taker=taker_name(s, f), bid=contract),
        dealt,
        points,
        extras,
        explain(game, line),
        totals,
    ]


# The facts the first lines of `details` tell (who took, the bid, the points or the capot);
# every other fact has a line of its own after them, "Belote : Nous".
_IN_HEAD = frozenset({TAKER, CONTRACT, TRUMP, COINCHE, COINCHERS, CAPOT, POINTS, DER})


def _team_or_none(settings: Settings, team: Team | None) -> str:
    return t("none_word") if team is None else settings.name(team)


class _Shown(Uses[str]):
    """Each kind of value as `show N` tells it."""

    def __init__(self, settings: Settings) -> None:
        self.s = settings

    def taker(self, taker: Taker, /) -> str:
        return taker.name(self.s)

    def contract(self, contract: Contract | None, /) -> str:
        return t("none_word") if contract is None else str(contract)

    def trump(self, trump: Trump, /) -> str:
        return str(trump.symbol)

    def coinche(self, level: Coinche, /) -> str:
        return t("none_word") if level is Coinche.NONE else level.value

    def team(self, team: Team | None, /) -> str:
        return _team_or_none(self.s, team)

    team_or_none = team

    def teams(self, held: tuple[Seated, ...], /) -> str:
        return ", ".join(one.name(self.s) for one in held) or t("none_word")

    def points(self, points: int | None, /) -> str:
        return t("none_word") if points is None else str(points)

    def players(self, seats: tuple[int, ...], /) -> str:
        return ", ".join(seat_name(self.s, seat) for seat in seats) or t("none_word")

    def annonces(self, found: tuple[Annonce, ...], /) -> str:
        said = ", ".join(
            t("annonce_of", name=annonce_name(a), team=self.s.name(a.team), points=decl.points(a))
            for a in found
        )
        return said or t("none_word")


def winner_line(game: Game) -> str | None:
    """Who won the game, and by how much, once it is won; a drawn game (R14.1) says so."""
    if game.winner is None:
        return t("drawn", score=game.totals[0]) if game.finished else None
    w, s = game.winner, game.settings
    return t(
        "winner", team=s.name(w), score=game.totals[w.index], other=game.totals[w.other.index]
    )


def goal(s: Settings) -> str:
    """What ends the game: its target, or its number of donnes (R14.1)."""
    if s.donnes is not None:
        return t("goal_donnes", donnes=s.donnes)
    return t("goal_target", target=s.target)


def title(s: Settings) -> str:
    """The heading: the mode, the target or the donnes (R14.1), the house rules (R13.5);
    a profile chosen by its name and version, and its values that differ from its
    counting's seed (R16.7)."""
    if s.profile is None:
        return t("title", mode=s.mode.value, goal=goal(s)) + rules_words(s.rules)
    return t("title", mode=s.profile.label, goal=goal(s)) + profile_words(s.profile)


def profile_words(profile: Profile) -> str:
    """` — sans annonces, belote au gagnant de la donne` (` — declarations false, belote
    winner` in English): a profile's values that differ from their seed (R16.7), but the
    target, which a heading's goal says (or a game of donnes does not play); nothing when
    none differs."""
    values = [value_words(k, v) for k, v in differs(profile).items() if k != "target"]
    return t("title_values", values=", ".join(values)) if values else ""


def value_words(key: str, value: Value) -> str:
    """A profile's value as the heading, the explanations and `belote rules` say it, in the
    user's language: the catalog's `value_<key>_<value>` for one of its values
    (`value_declarations_false`: "sans annonces"), else `value_<key>` with the value (a
    number: "objectif 1000"). English says R16.4's key and value (`declarations false`); a
    value the catalog has no words for, too."""
    shown = ("true" if value else "false") if isinstance(value, bool) else str(value)
    if known(own := f"value_{key}_{shown}"):
        return t(own)
    if known(f"value_{key}"):
        return t(f"value_{key}", value=shown)
    return raw_words(key, value)


def raw_words(key: str, value: Value) -> str:
    """A profile's value by R16.4's key and value: `capot-bonus 100`."""
    shown = ("true" if value else "false") if isinstance(value, bool) else str(value)
    return f"{key} {shown}"


def source_words(source: str) -> str:
    """A profile's source as the user's language says it. The project's own citations (a
    seed's `RULES R6.2, R6.3, R8 [004]`, the house rules', R16.2 and R16.3; the two notes of
    own-points-capot-500's, written in English) are said by the catalog (`source_<name>`),
    a reference beside its words; any other (the federation's, a club's) as written."""
    parts = source.split("; ")
    if not any(part in CITATIONS for part in parts):
        return source
    said = [
        t(f"source_{CITATIONS[part]}", reference=part) if part in CITATIONS else part
        for part in parts
    ]
    return t("source_separator").join(said)


def rules_words(rules: frozenset[HouseRule]) -> str:
    """` — rules: defence, surcoinche-x3` (R13.5, R15), or nothing without a rule."""
    if not rules:
        return ""
    return t("title_rules", count=len(rules), rules=rule_names(rules))


def rule_names(rules: frozenset[HouseRule]) -> str:
    """House rules by their names in the user's language, in alphabetical order (accents
    aside: défense before pot-au-preneur)."""
    return ", ".join(sorted((rule_name(rule) for rule in rules), key=folded))


def rule_name(rule: HouseRule) -> str:
    """A house rule's name in the user's language (`défense`, `defence`): the first of its
    words there. Every language's words are read as the rule (parse.rules)."""
    return named(rule.word)
