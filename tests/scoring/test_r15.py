"""R15: the house rules other tables score by. Every worked example E22-E32 through the core
and through `belote hand`; what each rule changes and what it leaves equal (Hypothesis)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from hypothesis import assume, given
from hypothesis import strategies as st

from belote_cli import storage
from belote_cli.core.cards import Suit
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import (
    CAPOT,
    Coinche,
    HandFacts,
    HouseRule,
    Mode,
    Rounding,
    Team,
)
from belote_cli.core.game import Game, PlayOn, check_rules, make_settings
from belote_cli.core.rules import Outcome, score_hand
from belote_cli.text.catalog import describe
from tests.helpers import run, sheet, totals_through_the_cli
from tests.strategies import hands, rule_sets

ONE, TWO = Team.ONE, Team.TWO
FA, FAITS, ANNONCES = Mode.FAITS_ANNONCES, Mode.FAITS, Mode.ANNONCES
EXACT, DIZAINE = Rounding.EXACT, Rounding.DIZAINE
C, S = Coinche.COINCHE, Coinche.SURCOINCHE
R = HouseRule

# name: mode, rounding, rules, the hand (taker ONE, trump ♥, der ONE unless said), marks
EXAMPLES: dict[str, tuple[Mode, Rounding, tuple[HouseRule, ...], dict[str, Any], int, int]] = {
    "E22": (FA, EXACT, (R.COINCHE_CONTRACT,), dict(contract=100, coinche=C, points=95), 362, 0),
    "E23": (
        FA,
        DIZAINE,
        (R.COINCHE_CONTRACT,),
        dict(contract=CAPOT, coinche=C, capot=ONE, der=None),
        750,
        0,
    ),
    "E24": (
        FA,
        EXACT,
        (R.COINCHE_CONTRACT,),
        dict(contract=120, trump=Suit.PIQUE, coinche=S, points=80),
        0,
        642,
    ),
    "E25": (
        ANNONCES,
        DIZAINE,
        (R.SURCOINCHE_X3,),
        dict(contract=110, coinche=S, points=100),
        330,
        0,
    ),
    "E26": (
        FAITS,
        DIZAINE,
        (R.SURCOINCHE_X3,),
        dict(contract=90, trump=Suit.CARREAU, coinche=S, points=70, der=TWO),
        0,
        480,
    ),
    "E27": (
        ANNONCES,
        DIZAINE,
        (R.ANNONCES_ONLY,),
        dict(contract=100, points=85, belotes=(ONE,)),
        100,
        0,
    ),
    "E30": (FA, DIZAINE, (R.COINCHE_CONTRACT,), dict(contract=CAPOT, capot=ONE, der=None), 500, 0),
    "E31": (
        FAITS,
        DIZAINE,
        (R.BELOTE_PRENABLE,),
        dict(contract=100, points=60, belotes=(ONE,)),
        0,
        180,
    ),
    "E32": (
        FA,
        DIZAINE,
        (R.COINCHE_OWN_POINTS,),
        dict(contract=110, coinche=C, points=120),
        480,
        30,
    ),
}
WITHOUT = {"E22": (524, 0), "E30": (750, 0), "E31": (20, 160), "E32": (540, 0)}  # the rule off


def facts_of(example: dict[str, Any]) -> HandFacts:
    return HandFacts(**({"taker": ONE, "trump": Suit.COEUR, "der": ONE} | example))


@pytest.mark.parametrize("name", EXAMPLES)
def test_r15_2_worked_examples(name: str) -> None:
    mode, rounding, rules, example, taker, defence = EXAMPLES[name]
    s = make_settings(mode, rounding=rounding, rules=rules)
    assert score_hand(s, facts_of(example)).marks == (taker, defence)
    if name in WITHOUT:
        plain = make_settings(mode, rounding=rounding)
        assert score_hand(plain, facts_of(example)).marks == WITHOUT[name]


@pytest.mark.parametrize("name", EXAMPLES)
def test_r15_2_worked_examples_through_the_command_line(name: str) -> None:
    mode, rounding, rules, example, taker, defence = EXAMPLES[name]
    assert totals_through_the_cli(mode, rounding, rules, facts_of(example)) == [taker, defence]


def test_e28_the_pot_goes_only_to_a_taker_that_makes_its_hand() -> None:
    s = make_settings(Mode.CLASSIQUE, rules=[R.POT_TO_TAKER])
    litige = HandFacts(ONE, Suit.COEUR, points=71, der=ONE)
    failed = HandFacts(ONE, Suit.COEUR, points=60, der=TWO)
    made = HandFacts(ONE, Suit.COEUR, points=100, der=ONE)
    game = Game(s, (litige, failed, made))
    assert [line.marks for line in game.lines] == [(0, 81), (0, 162), (191, 52)]
    assert game.totals == (191, 295)
    assert Game(make_settings(Mode.CLASSIQUE), game.hands).totals == (110, 376)
    run("new", "--mode", "classique", "--rule", "pot-to-taker")
    for text in ("1 co 71 der 1", "1 co 60 der 2", "1 co 100 der 1"):
        run("hand", "--line", text)
    assert sheet()["totals"] == [191, 295]


def test_e29_exactly_as_written() -> None:
    """team 1 at 910, team 2 at 62: a manual deal puts them there, then 91 to 71."""
    from belote_cli.core.facts import DealKind, OtherDeal

    start = OtherDeal(DealKind.MANUAL, (910, 62))
    hand = HandFacts(ONE, Suit.COEUR, points=81, der=ONE)
    ruled = Game(make_settings(Mode.CLASSIQUE, rules=[R.EXCEED_TARGET]), (start, hand))
    assert ruled.totals == (1001, 133) and not ruled.finished
    assert ruled.play_on == PlayOn(ONE, at_target=True)  # 1001 is not past 1001: said so
    plain = Game(make_settings(Mode.CLASSIQUE), (start, hand))
    assert plain.finished and plain.winner is ONE


def test_a_rule_that_does_not_fit_the_mode_is_refused_with_those_that_do() -> None:
    with pytest.raises(RuleError) as error:
        check_rules(Mode.CLASSIQUE, [R.COINCHE_CONTRACT])
    assert error.value.key == "rule_not_in_mode"
    assert error.value.params["fitting"] == (R.NO_LITIGE, R.POT_TO_TAKER, R.EXCEED_TARGET)
    with pytest.raises(RuleError) as error:
        check_rules(FA, [R.COINCHE_CONTRACT, R.COINCHE_OWN_POINTS])
    assert error.value.key == "rules_exclusive"
    with pytest.raises(RuleError) as error:
        check_rules(FAITS, [R.EXCEED_TARGET], donnes=12)
    assert error.value.key == "rule_needs_target"
    code, _, err = run("new", "--mode", "classique", "--rule", "surcoinche-x3")
    assert code == 2 and "the rules that do: no-litige, pot-to-taker, exceed-target" in err


def test_a_refused_rule_is_named_in_the_users_language(monkeypatch: pytest.MonkeyPatch) -> None:
    """Issue 35: the core's refusals hold the rules, which the catalog names."""
    monkeypatch.setenv("BELOTE_LANG", "fr")
    code, _, err = run("new", "--mode", "faits", "--donnes", "8", "--rule", "exceed-target")
    assert code == 2 and "la règle dépasser-objectif est" in err and "exceed" not in err, err
    with pytest.raises(RuleError) as error:
        check_rules(Mode.CLASSIQUE, [R.COINCHE_CONTRACT])
    assert "sans-litige, pot-au-preneur, dépasser-objectif" in describe(error.value)
    with pytest.raises(RuleError) as error:
        check_rules(FA, [R.COINCHE_CONTRACT, R.COINCHE_OWN_POINTS])
    assert describe(error.value).startswith("coinche-contrat et coinche-points-preneur")


def test_every_rule_is_kept_shown_and_exported() -> None:
    rules = ["coinche-contract", "belote-prenable", "surcoinche-x3", "exceed-target", "defence"]
    run("new", "--mode", "faits-annonces", *(arg for rule in rules for arg in ("--rule", rule)))
    doc = sheet()
    assert doc["rules"] == sorted(rules)
    shown = run("show")[1]
    assert all(rule in shown for rule in rules), shown
    run("hand", "--line", "1 100co s 80 der 1")
    assert "×3" in run("show")[1]
    for fmt in ("markdown", "html", "svg", "json"):  # csv: one row per entry, no settings
        out = run("export", "--format", fmt)[1]
        if fmt in ("html", "svg"):  # written to a file, which is said
            out = Path(out.removeprefix("Written: ").strip()).read_text(encoding="utf-8")
        assert "coinche-contract" in out, fmt
    assert run("rematch")[0] == 0
    assert sheet()["rules"] == sorted(rules)


# --- what each rule changes, and what it leaves equal (Hypothesis) ---------------------


def marks(mode: Mode, rules: frozenset[HouseRule], facts: HandFacts) -> tuple[int, int]:
    return score_hand(make_settings(mode, rules=rules), facts).marks


def outcome(mode: Mode, rules: frozenset[HouseRule], facts: HandFacts) -> Outcome:
    return score_hand(make_settings(mode, rules=rules), facts).outcome


@given(st.sampled_from([FAITS, ANNONCES, FA]).flatmap(lambda m: st.tuples(st.just(m), hands(m))))
def test_surcoinche_x3_is_three_quarters_of_x4_and_changes_nothing_else(
    case: tuple[Mode, HandFacts],
) -> None:
    mode, facts = case
    rule = frozenset({R.SURCOINCHE_X3})
    assert outcome(mode, rule, facts) == outcome(mode, frozenset(), facts)
    if facts.coinche is not S:
        assert marks(mode, rule, facts) == marks(mode, frozenset(), facts)
    else:
        x4, x3 = marks(mode, frozenset(), facts), marks(mode, rule, facts)
        assert sum(x3) < sum(x4)


@given(st.sampled_from([FAITS, ANNONCES, FA]).flatmap(lambda m: st.tuples(st.just(m), hands(m))))
def test_belote_prenable_moves_only_a_failed_takers_belotes(case: tuple[Mode, HandFacts]) -> None:
    mode, facts = case
    rule = frozenset({R.BELOTE_PRENABLE})
    plain, ruled = marks(mode, frozenset(), facts), marks(mode, rule, facts)
    assert outcome(mode, rule, facts) == outcome(mode, frozenset(), facts)
    assert sum(plain) == sum(ruled)  # belotes change hands, none is lost
    held = 20 * facts.belotes.count(facts.taker)
    t, d = facts.taker.index, 1 - facts.taker.index
    if outcome(mode, rule, facts) is Outcome.FAILED:
        assert (ruled[t], ruled[d]) == (plain[t] - held, plain[d] + held)
    else:
        assert ruled == plain


@given(hands(ANNONCES))
def test_annonces_only_marks_the_contract_alone(facts: HandFacts) -> None:
    rule = frozenset({R.ANNONCES_ONLY})
    result = score_hand(make_settings(ANNONCES, rules=rule), facts)
    assert result.outcome == outcome(ANNONCES, frozenset(), facts)
    assert min(result.marks) == 0  # the loser marks nothing, belote or not
    assert all(term.kind == "contract" for side in result.terms for term in side)


@given(hands(FA))
def test_coinche_contract_changes_only_coinched_hands_and_capot_contracts(
    facts: HandFacts,
) -> None:
    rule = frozenset({R.COINCHE_CONTRACT})
    assert outcome(FA, rule, facts) == outcome(FA, frozenset(), facts)
    if facts.coinche is Coinche.NONE and facts.contract != CAPOT:
        assert marks(FA, rule, facts) == marks(FA, frozenset(), facts)
    else:
        assert sum(marks(FA, rule, facts)) <= sum(marks(FA, frozenset(), facts))


@given(hands(FA))
def test_coinche_own_points_changes_only_a_made_coinched_contract(facts: HandFacts) -> None:
    rule = frozenset({R.COINCHE_OWN_POINTS})
    made = outcome(FA, rule, facts) is Outcome.MADE
    if not (made and facts.coinche is not Coinche.NONE and facts.contract != CAPOT):
        assert marks(FA, rule, facts) == marks(FA, frozenset(), facts)
    else:
        defence = 1 - facts.taker.index
        assert marks(FA, rule, facts)[defence] >= marks(FA, frozenset(), facts)[defence]


@given(st.sampled_from(Mode).flatmap(lambda m: st.tuples(st.just(m), rule_sets(m))))
def test_every_set_of_rules_that_fits_is_accepted(case: tuple[Mode, frozenset[HouseRule]]) -> None:
    mode, rules = case
    assert make_settings(mode, rules=rules).rules == rules


@given(hands(Mode.CLASSIQUE), st.integers(0, 3))
def test_pot_to_taker_never_changes_a_hands_own_marks(facts: HandFacts, before: int) -> None:
    rule = frozenset({R.POT_TO_TAKER})
    assert marks(Mode.CLASSIQUE, rule, facts) == marks(Mode.CLASSIQUE, frozenset(), facts)
    litiges = (HandFacts(ONE, Suit.COEUR, points=71, der=ONE),) * before
    game = Game(make_settings(Mode.CLASSIQUE, rules=rule, target=100_000), (*litiges, facts))
    last = game.lines[-1]
    assume(last.score is not None)
    assert last.score is not None
    if last.pot_won:
        assert last.score.outcome is Outcome.MADE


@given(hands(Mode.CLASSIQUE))
def test_exceed_target_only_moves_a_total_equal_to_the_target(facts: HandFacts) -> None:
    from belote_cli.core.facts import DealKind, OtherDeal

    for start in ((910, 62), (1001 - 91, 0), (800, 800), (1000, 0)):
        deal = OtherDeal(DealKind.MANUAL, start)
        plain = Game(make_settings(Mode.CLASSIQUE), (deal, facts))
        ruled = Game(make_settings(Mode.CLASSIQUE, rules=[R.EXCEED_TARGET]), (deal, facts))
        if all(1001 not in line.totals for line in plain.lines):
            assert (ruled.finished, ruled.winner) == (plain.finished, plain.winner)
        if ruled.finished:
            assert plain.finished


def test_a_concours_keeps_its_rules_and_every_table_plays_them(isolated: Path) -> None:
    code, out, err = run(
        "concours", "new", "Club", "--mode", "faits-annonces", "--rule", "coinche-contract"
    )
    assert code == 0, err
    assert "rule: coinche-contract" in out
    for team in ("A", "B"):
        run("concours", "team", "add", team)
    run("concours", "draw")
    run("play", "--concours", "club", "--table", "1", input="\n1 100co c 95 der 1 -\nq\n")
    table = next(isolated.glob("club-p1-t1*.toml"))
    game = storage.load(table).game
    assert game.settings.rules == {R.COINCHE_CONTRACT}
    assert game.lines[0].marks == (360, 0)  # E22 at dizaine: r(162) + 2 × 100
    sheets = run("concours", "export", "--sheets")[1]
    assert "coinche-contract" in sheets
    code, _, err = run("concours", "new", "X", "--mode", "classique", "--rule", "defence")
    assert code == 2 and "the rules that do: no-litige, pot-to-taker, exceed-target" in err
    code, _, err = run("concours", "new", "Y", "--mode", "faits", "--rule", "exceed-target")
    assert code != 0 and "for a game to a target, not of N donnes" in err


def test_the_rules_command_lists_every_mode_and_rule_in_both_languages() -> None:
    from belote_cli.cli import app
    from tests.helpers import runner

    french = ["défense", "sans-litige", "coinche-contrat", "coinche-points-preneur"]
    french += ["belote-prenable", "surcoinche-x3", "contrat-seul", "pot-au-preneur"]
    names = {"en": [rule.value for rule in HouseRule], "fr": [*french, "dépasser-objectif"]}
    for language in ("en", "fr"):
        out = runner.invoke(app, ["rules"], env={"BELOTE_LANG": language}).stdout
        assert all(mode.value in out for mode in Mode)
        assert all(f"  {name} " in out for name in names[language])  # in its language
    doc = json.loads(run("rules", "--json")[1])
    assert [r["rule"] for r in doc["rules"]] == [rule.value for rule in HouseRule]
    assert [r["name"] for r in doc["rules"]] == names["en"]
    assert doc["rules"][-1]["modes"] == [mode.value for mode in Mode]  # exceed-target
    assert "belote rules" in run("new", "--help")[1]


def test_the_rules_that_act_beyond_a_hands_marks_say_so() -> None:
    run("new", "--mode", "classique", "--rule", "pot-to-taker")
    run("hand", "--line", "1 co 71 der 1")
    out = run("hand", "--line", "1 co 60 der 2")[1]
    assert "The pot (81) waits for a taker that wins its hand (rule: pot-to-taker)." in out
    run("new", "--mode", "classique", "--rule", "exceed-target", "--target", "162", "--yes")
    out = run("hand", "--line", "1 co 152 der 1 capot -")[1]
    assert "Nous is at the target, and must pass it at this table (rule: exceed-target)" in (
        " ".join(out.split())
    )


def test_declarations_are_said_where_their_points_went() -> None:
    run("new", "--mode", "annonces")
    out = " ".join(run("hand", "--line", "1 100co 90 der 1 ann 2:tierce:A")[1].split())
    assert "Declarations: Eux alone declared: declarations are never marked in annonces" in out
    run("new", "--mode", "faits", "--yes")
    out = " ".join(run("hand", "--line", "1 150co 90 der 1 ann 1:tierce:A")[1].split())
    assert "Declarations: Nous alone declared: Eux marks them with the hand, 20." in out


def test_a_capot_contract_on_a_line_says_how_to_give_it_made() -> None:
    run("new", "--mode", "faits")
    code, _, err = run("hand", "--line", "2 capot co")
    assert code == 2 and "(or capot 2 if the taker took every trick)" in err
