"""R16: rule profiles, through the core. Every worked example E33-E86 (R16.8); R16.2's mapping
of every mode and accepted set of house rules; the ten built-ins (R16.3); the files A-G of
R16.9 and its refused files; the meta keys of R16.6.2. Hypothesis: random club files resolve
as a model of R16.4 and R16.6.3 says and round-trip through as_file; a file with one fault is
refused on it; random hands under random profiles score as an independent reading of R16.5
(tests/scoring/r16_reference.py) says; every mapped profile scores exactly as the settings
it maps (R16.2)."""

from __future__ import annotations

import itertools
import tomllib
import unicodedata
from collections.abc import Iterable, Mapping
from pathlib import Path
from typing import Any, NamedTuple

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st

from belote_cli.core.cards import AllSuits, Rank, Suit
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import (
    CAPOT,
    EXCLUSIVE,
    MAX_TARGET,
    Annonce,
    AnnonceKind,
    Coinche,
    DealKind,
    HandFacts,
    HouseRule,
    Mode,
    OtherDeal,
    Profile,
    Rounding,
    Team,
)
from belote_cli.core.game import Game, from_profile, make_settings
from belote_cli.core.profile import BUILTINS, ProfileError, as_file, mapped, resolve
from belote_cli.core.rules import score_hand
from tests.scoring import r16_reference as ref
from tests.strategies import hands, rule_sets

Value = str | int | bool  # a parameter's value, as TOML gives it (R16.4, R16.6.1)
ONE, TWO = Team.ONE, Team.TWO
C, S = Coinche.COINCHE, Coinche.SURCOINCHE
R = HouseRule
CO, CA, TR, PI = Suit.COEUR, Suit.CARREAU, Suit.TREFLE, Suit.PIQUE
EXACT, DIZAINE = Rounding.EXACT, Rounding.DIZAINE
PROFILES = Path(__file__).parent.parent / "fixtures" / "profiles"  # files A-G of R16.9


def club(letter: str) -> dict[str, Any]:
    """File A-G of R16.9, as tomllib reads it."""
    return tomllib.loads((PROFILES / f"{letter.lower()}.toml").read_text(encoding="utf-8"))


# --- a model of R16.2-R16.4 and R16.6, written from RULES.md -------------------------------

# R16.4's keys, in its order
ORDER = (
    *("counting", "rounding", "target", "target-rule", "capot-cards", "declarations"),
    *("litige", "pot-to", "litige-belote", "beat-defence", "surcoinche", "sa-ta"),
    *("sa-contract-factor", "ta-total", "belote-tout-atout", "belote", "belote-multiplied"),
    *("coinche-scope", "base-points"),
    *("capot-bonus", "capot-value", "capot-prime", "capot-coinche", "capot-failed"),
)
COUNTINGS = ("classique", "faits", "annonces", "faits-annonces")
COINCHE = COUNTINGS[1:]
# R16.4's "seed" column; R6.1's rounding and target by counting
SEED: dict[str, Value] = {
    "target-rule": "reach",
    "capot-cards": 252,
    "declarations": True,
    "litige": "pot",
    "pot-to": "winner",
    "litige-belote": "pot",
    "beat-defence": False,
    "surcoinche": 4,
    "sa-contract-factor": 1,
    "ta-total": 162,
    "belote-tout-atout": True,
    "belote": "holder",
    "belote-multiplied": False,
    "coinche-scope": "all",
    "base-points": "cards",
    "capot-bonus": 0,
    "capot-value": 250,
    "capot-prime": 500,
    "capot-coinche": "all",
    "capot-failed": "chute",
}
R6_1: dict[str, tuple[str, int]] = {
    "classique": ("exact", 1001),
    "faits": ("dizaine", 2000),
    "annonces": ("dizaine", 2000),
    "faits-annonces": ("dizaine", 3000),
}
# R16.4's "values" column (target: any integer 1-100 000)
CHOICES: dict[str, tuple[Value, ...]] = {
    "counting": COUNTINGS,
    "rounding": ("exact", "dizaine", "dizaine-6"),
    "target-rule": ("reach", "exceed"),
    "capot-cards": (252, 250, 162),
    "declarations": (True, False),
    "litige": ("pot", "failed", "made"),
    "pot-to": ("winner", "taker"),
    "litige-belote": ("pot", "kept"),
    "beat-defence": (True, False),
    "surcoinche": (4, 3),
    "sa-ta": (True, False),
    "sa-contract-factor": (1, 2),
    "ta-total": (162, 258),
    "belote-tout-atout": (True, False),
    "belote": ("holder", "prenable", "winner", "none"),
    "belote-multiplied": (True, False, "winner"),
    "coinche-scope": ("all", "contract", "own-points"),
    "base-points": ("cards", "flat-160"),
    "capot-bonus": (0, 100),
    "capot-value": tuple(range(190, 510, 10)),
    "capot-prime": ("cards", *range(0, 1010, 10)),
    "capot-coinche": ("all", "contract"),
    "capot-failed": ("chute", "as-made"),
}
META = ("format", "name", "version", "source", "extends")


def seed(key: str, counting: object) -> Value:
    """R16.4's seed value of a key, R6.1's for the rounding and the target."""
    if key == "rounding":
        return R6_1[str(counting)][0]
    if key == "target":
        return R6_1[str(counting)][1]
    if key == "sa-ta":  # false with counting classique, true otherwise
        return counting != "classique"
    return SEED[key]


def applies(key: str, above: Mapping[str, Value]) -> bool:
    """R16.4's "applies when": reads only the values above `key`; one of those without a
    value reads as its seed's (only `coinche-scope`, in faits)."""

    def v(name: str) -> Value:
        return above[name] if name in above else seed(name, above["counting"])

    counting = above["counting"]
    coinche = counting in COINCHE
    faits = counting in ("faits", "faits-annonces")
    rules = {
        "litige": counting == "classique",
        "pot-to": counting == "classique" and v("litige") == "pot",
        "litige-belote": counting == "classique" and v("litige") == "pot",
        "beat-defence": coinche,
        "surcoinche": coinche,
        "sa-ta": True,
        "sa-contract-factor": counting in ("annonces", "faits-annonces") and v("sa-ta") is True,
        "ta-total": v("sa-ta") is True,
        "belote-tout-atout": v("sa-ta") is True,
        "belote": coinche,
        "belote-multiplied": coinche and v("belote") != "none",
        "coinche-scope": counting == "faits-annonces",
        "base-points": faits,
        "capot-bonus": (
            faits and v("base-points") == "flat-160" and v("coinche-scope") != "own-points"
        ),
        "capot-value": counting in ("annonces", "faits-annonces"),
        "capot-prime": faits,
        "capot-coinche": counting == "faits-annonces",
        "capot-failed": faits,
    }
    return rules.get(key, True)


def valid(key: str, value: object, above: Mapping[str, Value]) -> bool:
    """R16.4's "values": an integer is an integer, not a boolean nor a string (R16.6.2)."""
    if key == "target":
        return type(value) is int and 1 <= value <= MAX_TARGET
    if key == "belote" and value == "none" and above["counting"] != "annonces":
        return False
    return any(type(value) is type(choice) and value == choice for choice in CHOICES[key])


class Refused(Exception):
    """The model refuses a file on `key`."""

    def __init__(self, key: str) -> None:
        super().__init__(key)
        self.key = key


def complete(
    start: Mapping[str, Value], given: Mapping[str, Value] | None = None
) -> dict[str, Value]:
    """R16.6.3 steps 2-5: the values of `start` (a seed's, a built-in's, a mapped one's),
    those a file gives replacing them; down R16.4's table each parameter that applies is
    kept (the seed's value for one `start` lacks), one that does not is dropped, or refused
    when the file gave it; each value kept must be one of its values."""
    given = given or {}
    merged = {**start, **given}
    if not valid("counting", merged["counting"], {}):
        raise Refused("counting")
    kept: dict[str, Value] = {"counting": merged["counting"]}
    for key in ORDER[1:]:
        if applies(key, kept):
            value = merged[key] if key in merged else seed(key, kept["counting"])
            if not valid(key, value, kept):
                raise Refused(key)
            kept[key] = value
        elif key in given:
            raise Refused(key)
    return kept


SEED_SOURCES = {
    "classique": "RULES R6.2, R6.3, R8 [004]",
    "faits": "RULES R6.6 [000]",
    "annonces": "RULES R6.7 [000]",
    "faits-annonces": "RULES R6.8 [000][001]",
}
# R16.2's table, in its order
RULE_VALUES: dict[HouseRule, dict[str, Value]] = {
    R.DEFENCE: {"beat-defence": True},
    R.NO_LITIGE: {"litige": "failed"},
    R.COINCHE_CONTRACT: {
        "coinche-scope": "contract",
        "capot-coinche": "contract",
        "capot-prime": "cards",
    },
    R.COINCHE_OWN_POINTS: {"coinche-scope": "own-points"},
    R.BELOTE_PRENABLE: {"belote": "prenable"},
    R.SURCOINCHE_X3: {"surcoinche": 3},
    R.ANNONCES_ONLY: {"belote": "none"},
    R.POT_TO_TAKER: {"pot-to": "taker"},
    R.EXCEED_TARGET: {"target-rule": "exceed"},
}


class Expected(NamedTuple):
    name: str
    version: int
    source: str
    values: dict[str, Value]


def kept_rules(rules: Iterable[HouseRule]) -> tuple[HouseRule, ...]:
    """R16.2: in its table's order, without pot-to-taker beside no-litige nor belote-prenable
    beside annonces-only (R15.1 says they have no effect there)."""
    chosen = frozenset(rules)
    dropped = set()
    if R.NO_LITIGE in chosen:
        dropped.add(R.POT_TO_TAKER)
    if R.ANNONCES_ONLY in chosen:
        dropped.add(R.BELOTE_PRENABLE)
    return tuple(rule for rule in RULE_VALUES if rule in chosen and rule not in dropped)


def mapped_model(
    mode: Mode, rounding: Rounding | None, target: int | None, rules: Iterable[HouseRule]
) -> Expected:
    """R16.2: the seed of the mode, its rounding and target, then each house rule."""
    kept = kept_rules(rules)
    rounded, default = R6_1[mode.value]
    start: dict[str, Value] = {
        "counting": mode.value,
        "rounding": rounded if rounding is None else rounding.value,
        "target": default if target is None else target,
    }
    for rule in kept:
        start |= RULE_VALUES[rule]
    name = "+".join([mode.value, *(rule.value for rule in kept)])
    source = SEED_SOURCES[mode.value] + ("; RULES R13.5/R15.1" if kept else "")
    return Expected(name, 1, source, complete(start))


def accepted(mode: Mode) -> list[frozenset[HouseRule]]:
    """Every set of house rules that fits the mode (R13.5, R15.1)."""
    fitting = [rule for rule in HouseRule if rule.fits(mode)]
    sets = (
        frozenset(combo)
        for size in range(len(fitting) + 1)
        for combo in itertools.combinations(fitting, size)
    )
    return [rules for rules in sets if not rules >= EXCLUSIVE]


ACCEPTED = [(mode, rules) for mode in Mode for rules in accepted(mode)]

FFB_C = "FFB, règles officielles de la belote contrée du 27/01/2016, §10.2, points faits"
FFB_FAITS: dict[str, Value] = {
    "declarations": False,
    "sa-ta": False,
    "belote": "winner",
    "base-points": "flat-160",
    "capot-failed": "as-made",
}
FFB_DEMANDES = FFB_FAITS | {"capot-prime": 250}
OWN_POINTS_SOURCE = (
    "Wikipédia, Coinche (contre: the winners' points doubled); FFB, belote contrée, "
    "Équipe Ludique edition (capot: 250 added to the cards)"
)
# R16.3's table: counting, source (verbatim), values set
BUILTIN_TABLE: dict[str, tuple[str, str, dict[str, Value]]] = {
    "classique": ("classique", SEED_SOURCES["classique"], {}),
    "faits": ("faits", SEED_SOURCES["faits"], {}),
    "annonces": ("annonces", SEED_SOURCES["annonces"], {}),
    "faits-annonces": ("faits-annonces", SEED_SOURCES["faits-annonces"], {}),
    "ffb-contree-2016-faits": ("faits", FFB_C, FFB_FAITS),
    "ffb-contree-2016-faits-note2": (
        "faits",
        FFB_C + ", Note 2",
        FFB_FAITS | {"capot-bonus": 100},
    ),
    "ffb-contree-2016-demandes": ("faits-annonces", FFB_C + " + demandés", FFB_DEMANDES),
    "ffb-contree-2016-demandes-note1": (
        "faits-annonces",
        FFB_C + " + demandés, Note 1",
        FFB_DEMANDES | {"coinche-scope": "contract"},
    ),
    "ffb-belote-2016": (
        "classique",
        "FFB, règles officielles de la belote du 27/01/2016, §10",
        {"pot-to": "taker", "target": 1000},
    ),
    "ffb-belote-2016-sa-ta": (
        "classique",
        "FFB, règles officielles de la belote du 27/01/2016, §10 and §11 (Sans Atout / Tout "
        "Atout: tout-atout points × 162/258)",
        {"pot-to": "taker", "target": 1000, "sa-ta": True, "ta-total": 258},
    ),
    "own-points-capot-500": (
        "faits-annonces",
        OWN_POINTS_SOURCE,
        {"coinche-scope": "own-points", "capot-prime": "cards", "capot-coinche": "contract"},
    ),
}


def builtin_model(name: str) -> Expected:
    counting, source, values = BUILTIN_TABLE[name]
    return Expected(name, 1, source, complete({"counting": counting} | values))


# R16.6.2's `extends`: a built-in's name, or the name R16.2 gives an accepted setting
STARTS: dict[str, dict[str, Value]] = {
    name: builtin_model(name).values for name in BUILTIN_TABLE
} | {
    mapped_model(mode, None, None, rules).name: mapped_model(mode, None, None, rules).values
    for mode, rules in ACCEPTED
}
FOLDED = {name.casefold() for name in BUILTIN_TABLE}


def name_ok(name: object) -> bool:
    """R16.6.2: 1 to 40 letters (category L), digits 0-9, spaces, hyphens, the first a
    letter; not a built-in's name ignoring case (Unicode case folding)."""
    if not isinstance(name, str) or not 1 <= len(name) <= 40:
        return False

    def letter(c: str) -> bool:
        return unicodedata.category(c).startswith("L")

    if not letter(name[0]) or not all(letter(c) or c in "0123456789 -" for c in name):
        return False
    return name.casefold() not in FOLDED


def source_ok(source: object) -> bool:
    """R16.6.2: 1 to 200 code points once the spaces at both ends are removed, no control
    character U+0000-U+001F or U+007F."""
    if not isinstance(source, str):
        return False
    if any(ord(c) < 0x20 or ord(c) == 0x7F for c in source):
        return False
    return 1 <= len(source.strip(" ")) <= 200


def model_resolve(doc: Mapping[str, Any]) -> Expected:
    """R16.6.2 and R16.6.3 (a file with one fault: which of several faults is named is not
    specified, so the tests give the model files with at most one)."""
    for key in doc:
        if key not in META and key not in ORDER:
            raise Refused(key)
    form = doc.get("format", 1)
    if type(form) is not int or form != 1:
        raise Refused("format")
    if not name_ok(doc.get("name")):
        raise Refused("name")
    version = doc.get("version", 1)
    if type(version) is not int or not 1 <= version <= 9999:
        raise Refused("version")
    source = doc.get("source")
    if not source_ok(source):
        raise Refused("source")
    assert isinstance(source, str)
    if ("extends" in doc) == ("counting" in doc):
        raise Refused("extends")
    if "extends" in doc:
        extends = doc["extends"]
        if not isinstance(extends, str) or extends not in STARTS:
            raise Refused("extends")
        start = STARTS[extends]
    else:
        if not valid("counting", doc["counting"], {}):
            raise Refused("counting")
        start = {"counting": doc["counting"]}
    given = {key: value for key, value in doc.items() if key in ORDER and key != "counting"}
    return Expected(doc["name"], version, source.strip(" "), complete(start, given))


def values_of(which: str) -> dict[str, Value]:
    """The model's values of a built-in or of a file A-G (`file A`)."""
    if which.startswith("file "):
        return model_resolve(club(which[-1])).values
    return builtin_model(which).values


def profile_of(which: str) -> Profile:
    """The implementation's profile of a built-in or of a file A-G (`file A`)."""
    return resolve(club(which[-1])) if which.startswith("file ") else BUILTINS[which]


def seen(profile: Profile) -> Expected:
    return Expected(profile.name, profile.version, profile.source, profile.as_dict())


# --- R16.8: the worked examples ---------------------------------------------------------------

FFB_F, NOTE2 = "ffb-contree-2016-faits", "ffb-contree-2016-faits-note2"
SA_TA, TA = "ffb-belote-2016-sa-ta", AllSuits.TA
FFB_D, NOTE1 = "ffb-contree-2016-demandes", "ffb-contree-2016-demandes-note1"
OWN = "own-points-capot-500"


class Example(NamedTuple):
    profile: str  # a built-in's name, or `file X` (R16.9)
    taker: int  # the taker's mark (the taker is team 1)
    defence: int
    pot: int  # what a litige puts into the pot
    facts: dict[str, Any]  # HandFacts' fields, the trump ♥ unless said


def ex(profile: str, taker: int, defence: int, pot: int = 0, **facts: Any) -> Example:
    return Example(profile, taker, defence, pot, facts)


# E33-E86 but E57 and E73 (games, below)
EXAMPLES: dict[str, Example] = {
    "E33": ex(FFB_F, 110, 80, contract=100, points=95, der=ONE, belotes=(TWO,)),
    "E34": ex(
        FFB_F, 340, 0, contract=110, trump=PI, coinche=C, points=110, der=ONE, belotes=(TWO,)
    ),
    "E35": ex(FFB_F, 660, 0, contract=90, trump=CA, coinche=S, points=70, der=ONE, belotes=(ONE,)),
    "E36": ex(FFB_F, 500, 20, contract=CAPOT, capot=ONE, belotes=(TWO,)),
    "E37": ex(FFB_F, 1020, 0, contract=CAPOT, coinche=C, capot=ONE, belotes=(ONE,)),
    "E38": ex(FFB_F, 0, 180, contract=120, points=80, der=ONE, belotes=(ONE,)),
    "E39": ex(
        FFB_F, 0, 340, contract=100, trump=TR, coinche=C, points=70, der=TWO, belotes=(TWO,)
    ),
    "E40": ex(FFB_F, 0, 640, contract=80, trump=PI, coinche=S, points=60, der=ONE),
    "E41": ex(FFB_F, 0, 520, contract=CAPOT, points=130, der=ONE, belotes=(ONE,)),
    "E42": ex(FFB_F, 0, 2020, contract=CAPOT, coinche=S, points=100, der=ONE, belotes=(TWO,)),
    "E43": ex(NOTE2, 420, 0, contract=90, coinche=C, capot=ONE),
    "E44": ex(NOTE2, 760, 0, contract=90, coinche=S, capot=ONE, belotes=(ONE,)),
    "E45": ex(FFB_D, 250, 50, contract=120, trump=PI, points=121, der=ONE, belotes=(TWO,)),
    "E46": ex(FFB_D, 540, 0, contract=100, coinche=C, points=92, der=ONE, belotes=(ONE,)),
    "E47": ex(FFB_D, 980, 0, contract=80, trump=CA, coinche=S, points=85, der=ONE, belotes=(TWO,)),
    "E48": ex(FFB_D, 520, 0, contract=CAPOT, capot=ONE, belotes=(ONE,)),
    "E49": ex(FFB_D, 2020, 0, contract=CAPOT, coinche=S, capot=ONE, belotes=(TWO,)),
    "E50": ex(FFB_D, 0, 310, contract=130, points=100, der=ONE, belotes=(TWO,)),
    "E51": ex(FFB_D, 0, 520, contract=90, trump=PI, coinche=C, points=56, der=ONE, belotes=(ONE,)),
    "E52": ex(FFB_D, 0, 500, contract=CAPOT, points=140, der=ONE),
    "E53": ex(FFB_D, 0, 1020, contract=CAPOT, coinche=C, points=120, der=ONE, belotes=(TWO,)),
    "E54": ex(NOTE1, 360, 0, contract=100, coinche=C, points=100, der=ONE),
    "E55": ex(
        NOTE1, 0, 660, contract=120, trump=TR, coinche=S, points=80, der=ONE, belotes=(ONE,)
    ),
    "E56": ex(NOTE1, 1000, 0, contract=CAPOT, coinche=C, capot=ONE),
    "E58": ex("file A", 160, 80, contract=80, points=75, der=ONE),
    "E59": ex("file A", 790, 0, contract=CAPOT, coinche=C, capot=ONE),
    "E60": ex("file A", 0, 510, contract=110, coinche=S, points=60, der=ONE, belotes=(ONE,)),
    "E61": ex("file B", 572, 0, contract=80, trump=AllSuits.SA, coinche=C, capot=ONE),
    "E62": ex("file B", 0, 362, contract=100, trump=AllSuits.SA, points=85, der=ONE),
    "E63": ex("file C", 520, 0, contract=80, coinche=C, points=89, der=ONE, belotes=(ONE,)),
    "E64": ex("file D", 350, 0, contract=100, capot=ONE),
    "E65": ex("file D", 0, 410, contract=CAPOT, capot=TWO),
    "E66": ex("file E", 20, 90, 70, points=61, der=ONE, belotes=(ONE,)),
    "E67": ex("file F", 182, 0, capot=ONE, belotes=(ONE,)),
    "E68": ex("file G", 81, 81, points=71, der=ONE),
    "E69": ex(OWN, 750, 0, contract=CAPOT, coinche=C, capot=ONE),
    "E70": ex(OWN, 480, 30, contract=110, coinche=C, points=120, der=ONE),
    "E71": ex(OWN, 0, 820, contract=CAPOT, coinche=C, points=120, der=ONE),
    "E72": ex("file C", 40, 520, contract=100, coinche=C, points=65, der=ONE, belotes=(ONE,)),
    # issue 47: tout atout and sans atout in classique, counted the federation's way
    # (R16.5.6), no belote in tout atout, the winner's belote multiplied (R16.5.4)
    "E74": ex(SA_TA, 144, 38, trump=TA, points=188, der=ONE, belotes=(ONE,)),
    "E75": ex(SA_TA, 0, 81, 81, trump=TA, points=119, der=ONE),
    "E76": ex(SA_TA, 20, 182, trump=TA, points=100, der=ONE, belotes=(ONE, TWO)),
    "E77": ex(SA_TA, 292, 0, trump=TA, capot=ONE, belotes=(ONE, ONE)),
    "E78": ex(SA_TA, 100, 62, trump=AllSuits.SA, points=90, der=ONE),
    "E79": ex("file H", 190, 80, contract=80, trump=TA, points=138, der=TWO, belotes=(ONE,)),
    "E80": ex("file H", 180, 70, contract=90, trump=TA, points=135, der=ONE),
    "E81": ex("file I", 0, 160, contract=100, trump=TA, points=75, der=ONE, belotes=(ONE,)),
    "E82": ex("file I", 100, 60, contract=80, trump=TA, points=90, der=ONE, belotes=(TWO,)),
    "E83": ex("file J", 560, 0, contract=100, coinche=C, points=100, der=ONE, belotes=(ONE,)),
    "E84": ex("file J", 520, 20, contract=100, coinche=C, points=100, der=ONE, belotes=(TWO,)),
    "E85": ex("file J", 20, 520, contract=100, coinche=C, points=60, der=ONE, belotes=(ONE,)),
    "E86": ex(
        "file J", 0, 1080, contract=90, trump=PI, coinche=S, points=60, der=ONE, belotes=(TWO,)
    ),
}


def facts_of(example: dict[str, Any]) -> HandFacts:
    return HandFacts(**({"taker": ONE, "trump": CO} | example))


@pytest.mark.parametrize("name", EXAMPLES)
def test_r16_8_worked_examples(name: str) -> None:
    """Each example's marks, and the pot of E66, under its profile (from_profile)."""
    example = EXAMPLES[name]
    result = score_hand(from_profile(profile_of(example.profile)), facts_of(example.facts))
    assert result.marks == (example.taker, example.defence)
    assert result.pot_in == example.pot


@pytest.mark.parametrize("name", EXAMPLES)
def test_the_reference_reproduces_every_worked_example(name: str) -> None:
    """The reference of R16.5 the differential tests trust, fed the model's values, gives
    R16.8's figures too."""
    example = EXAMPLES[name]
    scored = ref.score(values_of(example.profile), facts_of(example.facts))
    assert scored[1:] == ((example.taker, example.defence), example.pot)


# the figures the examples give for the same hand without the profile's value
WITHOUT: dict[str, tuple[str | tuple[Mode, Rounding, tuple[HouseRule, ...]], int, int]] = {
    "E43": ("ffb-contree-2016-faits", 320, 0),  # 320 without Note 2
    "E54": ("ffb-contree-2016-demandes", 520, 0),  # 520 without Note 1
    "E69": ((Mode.FAITS_ANNONCES, DIZAINE, (R.COINCHE_OWN_POINTS,)), 1500, 0),
    "E71": ((Mode.FAITS_ANNONCES, DIZAINE, (R.COINCHE_CONTRACT,)), 0, 660),  # contract only
}


@pytest.mark.parametrize("name", WITHOUT)
def test_r16_8_the_figures_said_without_the_profiles_value(name: str) -> None:
    which, taker, defence = WITHOUT[name]
    if isinstance(which, str):
        profile = BUILTINS[which]
    else:
        profile = mapped(which[0], which[1], None, which[2])
    facts = facts_of(EXAMPLES[name].facts)
    assert score_hand(from_profile(profile), facts).marks == (taker, defence)


def test_e58_e62_and_a_belote_multiplied_by_3_as_the_text_says() -> None:
    """E58 under dizaine would be r(85) = 90 + 80; E62: V is 200 in the marks, but the
    contract is made on 100 (R16.5.2, R6.5): 95 + 10 = 105 ≥ 100 makes it, marked 105 + 200;
    R16.5.4: a belote multiplied is 60 surcoinché with surcoinche = 3 (file C and 3)."""
    e58 = facts_of(EXAMPLES["E58"].facts)
    assert score_hand(from_profile(profile_of("file A")), e58).marks == (160, 80)
    dizaine = resolve(club("a") | {"rounding": "dizaine"})
    assert score_hand(from_profile(dizaine), e58).marks == (170, 80)
    made = facts_of(dict(contract=100, trump=AllSuits.SA, points=95, der=ONE))
    assert score_hand(from_profile(profile_of("file B")), made).marks == (305, 57)
    by_3 = resolve(club("c") | {"surcoinche": 3})
    e63 = facts_of(dict(EXAMPLES["E63"].facts, coinche=S))
    assert score_hand(from_profile(by_3), e63).marks == (3 * 160 + 3 * 80 + 60, 0)


def test_e57_the_pot_of_ffb_belote_2016_waits_for_a_taker_that_makes() -> None:
    """R16.3.2, R15.1's pot-to-taker: the litige's 81 waits over a failed hand and goes to the
    next taker that makes; R8.2 under `classique` gives it to the failed hand's defence."""
    hands_ = (
        HandFacts(ONE, CO, points=71, der=ONE),
        HandFacts(TWO, CO, points=60, der=ONE),
        HandFacts(TWO, CO, points=90, der=TWO),
    )
    game = Game(from_profile(BUILTINS["ffb-belote-2016"]), hands_)
    assert [line.marks for line in game.lines] == [(0, 81), (162, 0), (62, 181)]
    assert [line.pot for line in game.lines] == [81, 81, 0]
    assert game.totals == (224, 262) and not game.finished
    assert Game(from_profile(BUILTINS["classique"]), hands_).totals == (305, 181)
    assert Game(make_settings(Mode.CLASSIQUE), hands_).totals == (305, 181)


def test_e73_a_litiges_taker_wins_on_its_kept_belote_and_the_pot_is_left() -> None:
    """File E, a game to 1001: 990 – 500, then E66's litige: 1010 – 590, team 1 wins on it
    (R9.2 does not exclude a litige's taker) and the pot of 70 belongs to no one (R8.3)."""
    settings_ = from_profile(resolve(club("e")))
    assert settings_.target == 1001
    start = Game(settings_).with_hand(OtherDeal(DealKind.MANUAL, (990, 500)))
    game = start.with_hand(facts_of(EXAMPLES["E66"].facts))
    assert game.lines[-1].marks == (20, 90)
    assert game.totals == (1010, 590)
    assert game.finished and game.winner is ONE
    assert game.pot == 70


# --- R16.2: the profile a game without --profile maps to --------------------------------------


@pytest.mark.parametrize(
    ("mode", "rules"), ACCEPTED, ids=[mapped_model(m, None, None, r).name for m, r in ACCEPTED]
)
def test_r16_2_every_accepted_setting_maps_to_its_profile(
    mode: Mode, rules: frozenset[HouseRule]
) -> None:
    """Name (the mode, `+`, each rule kept in the table's order), version 1, the seed's source
    (and `; RULES R13.5/R15.1` when a rule is kept), the values the table sets, in R16.4's
    order, with the game's rounding and target (a game of N donnes: the seed's)."""
    for rounding, target in itertools.product((EXACT, DIZAINE), (None, 777)):
        profile = mapped(mode, rounding, target, rules)
        assert seen(profile) == mapped_model(mode, rounding, target, rules)
        assert list(profile.values) == list(profile.as_dict().items())
        assert [key for key, _ in profile.values] == [k for k in ORDER if k in profile.as_dict()]


def test_r16_2_names_and_sources_as_written() -> None:
    rules = {R.SURCOINCHE_X3, R.COINCHE_CONTRACT}
    profile = mapped(Mode.FAITS_ANNONCES, DIZAINE, None, rules)
    assert profile.name == "faits-annonces+coinche-contract+surcoinche-x3"
    assert profile.source == "RULES R6.8 [000][001]; RULES R13.5/R15.1"
    assert profile.version == 1
    assert mapped(Mode.FAITS, DIZAINE, None, {R.SURCOINCHE_X3, R.DEFENCE}).name == (
        "faits+defence+surcoinche-x3"
    )
    assert mapped(Mode.CLASSIQUE, EXACT, None, ()).source == "RULES R6.2, R6.3, R8 [004]"
    plain = mapped(Mode.CLASSIQUE, EXACT, 500, [R.EXCEED_TARGET])
    assert (plain["target"], plain["target-rule"]) == (500, "exceed")


@pytest.mark.parametrize(
    ("mode", "rules", "without"),
    [
        (Mode.CLASSIQUE, {R.NO_LITIGE, R.POT_TO_TAKER}, {R.NO_LITIGE}),
        (
            Mode.CLASSIQUE,
            {R.NO_LITIGE, R.POT_TO_TAKER, R.EXCEED_TARGET},
            {R.NO_LITIGE, R.EXCEED_TARGET},
        ),
        (Mode.ANNONCES, {R.BELOTE_PRENABLE, R.ANNONCES_ONLY}, {R.ANNONCES_ONLY}),
        (
            Mode.ANNONCES,
            {R.DEFENCE, R.BELOTE_PRENABLE, R.ANNONCES_ONLY, R.SURCOINCHE_X3},
            {R.DEFENCE, R.ANNONCES_ONLY, R.SURCOINCHE_X3},
        ),
    ],
)
def test_r16_2_a_rule_without_effect_is_dropped_and_the_profile_shared(
    mode: Mode, rules: set[HouseRule], without: set[HouseRule]
) -> None:
    for rounding in (EXACT, DIZAINE):
        assert mapped(mode, rounding, None, rules) == mapped(mode, rounding, None, without)
    assert "pot-to-taker" not in mapped(mode, EXACT, None, rules).name
    assert "belote-prenable" not in mapped(mode, EXACT, None, rules).name


def test_r16_2_any_two_other_accepted_settings_differ_in_their_values() -> None:
    """Mode, rounding and rules (the target is a value of its own): two settings share their
    values only when they differ by a dropped rule."""
    seen_values: dict[tuple[tuple[str, Value], ...], tuple[Mode, Rounding, tuple[R, ...]]] = {}
    for (mode, rules), rounding in itertools.product(ACCEPTED, (EXACT, DIZAINE)):
        values = mapped(mode, rounding, None, rules).values
        setting = (mode, rounding, kept_rules(rules))
        assert seen_values.setdefault(values, setting) == setting, values
    assert len(seen_values) == len({(m, kept_rules(r)) for m, r in ACCEPTED}) * 2


def test_r16_3_the_seeds_are_the_mapped_profiles_of_the_plain_modes() -> None:
    for mode in Mode:
        assert mapped(mode, mode.default_rounding, None, ()) == BUILTINS[mode.value]


# --- R16.3: the built-in profiles --------------------------------------------------------------


def test_r16_3_there_are_ten_builtins() -> None:
    assert set(BUILTINS) == set(BUILTIN_TABLE)
    assert all(name == profile.name for name, profile in BUILTINS.items())


@pytest.mark.parametrize("name", BUILTIN_TABLE)
def test_r16_3_each_builtins_name_version_source_and_values(name: str) -> None:
    """Its source verbatim, version 1, the values R16.3's table sets and the seed's of its
    counting for every other parameter that applies (R16.4), in R16.4's order."""
    profile = BUILTINS[name]
    assert seen(profile) == builtin_model(name)
    assert [key for key, _ in profile.values] == [k for k in ORDER if k in profile.as_dict()]
    assert len(profile.source) <= 200


def test_r16_3_1_the_ffb_contree_profiles_as_the_federation_says() -> None:
    """surcoinche 4, beat-defence false, declarations false, dizaine, capot-cards 252,
    target-rule reach, R6.1's targets; capot-bonus (applying with flat-160) at its seed 0
    except Note 2's 100; no sa-contract-factor where sa-ta is false."""
    for name in BUILTIN_TABLE:
        if not name.startswith("ffb-contree"):
            continue
        profile = BUILTINS[name]
        assert profile["surcoinche"] == 4 and profile["beat-defence"] is False
        assert profile["declarations"] is False and profile["sa-ta"] is False
        assert profile["rounding"] == "dizaine" and profile["capot-cards"] == 252
        assert profile["target-rule"] == "reach" and profile["belote"] == "winner"
        assert profile["base-points"] == "flat-160" and profile["capot-failed"] == "as-made"
        assert profile["capot-bonus"] == (100 if name.endswith("note2") else 0)
        assert "sa-contract-factor" not in profile
        assert profile["target"] == (2000 if profile["counting"] == "faits" else 3000)
    assert BUILTINS["ffb-contree-2016-demandes"]["capot-prime"] == 250
    assert BUILTINS["ffb-contree-2016-faits"]["capot-prime"] == 500
    assert BUILTINS["ffb-contree-2016-demandes-note1"]["coinche-scope"] == "contract"
    assert BUILTINS["ffb-contree-2016-demandes"]["capot-coinche"] == "all"


def test_r16_3_2_and_3_3_the_other_builtins() -> None:
    ffb = BUILTINS["ffb-belote-2016"]
    assert ffb.as_dict() == {
        "counting": "classique",
        "rounding": "exact",
        "target": 1000,
        "target-rule": "reach",
        "capot-cards": 252,
        "declarations": True,
        "litige": "pot",
        "pot-to": "taker",
        "litige-belote": "pot",
        "sa-ta": False,  # R16.4: sa-ta applies in every counting, false in classique's seed
    }
    own = BUILTINS["own-points-capot-500"]
    assert own["coinche-scope"] == "own-points" and own["capot-prime"] == "cards"
    assert own["capot-coinche"] == "contract" and own["base-points"] == "cards"
    assert "capot-bonus" not in own


def test_a_profile_answers_only_for_the_parameters_that_apply() -> None:
    """R16.1: a parameter that does not apply has no value."""
    faits = BUILTINS["faits"]
    assert "litige" not in faits and "coinche-scope" not in faits and "capot-bonus" not in faits
    with pytest.raises(KeyError):
        faits["litige"]
    assert "surcoinche" in faits and faits["surcoinche"] == 4
    classique = BUILTINS["classique"]
    assert "belote" not in classique and "surcoinche" not in classique
    assert classique["litige"] == "pot"
    assert "sa-contract-factor" in BUILTINS["annonces"]
    assert "capot-prime" not in BUILTINS["annonces"]
    assert isinstance(faits.values, tuple)


# --- R16.9: the example files and the refused ones --------------------------------------------


@pytest.mark.parametrize("letter", "ABCDEFGHIJ")
def test_r16_9_files_a_to_j_resolve(letter: str) -> None:
    assert seen(resolve(club(letter))) == model_resolve(club(letter))


def test_r16_9_what_the_text_says_of_files_h_to_j() -> None:
    """H: R6.8's seed with ta-total 258 (belote-tout-atout true); I: faits's seed with
    belote-tout-atout false (ta-total 162); J: faits-annonces+defence's values with its
    three keys (dizaine, target 3000, belote holder, ta-total 162)."""
    h = resolve(club("h"))
    assert h.as_dict() == BUILTINS["faits-annonces"].as_dict() | {"ta-total": 258}
    assert h["belote-tout-atout"] is True
    i = resolve(club("i"))
    assert i.as_dict() == BUILTINS["faits"].as_dict() | {"belote-tout-atout": False}
    assert i["ta-total"] == 162
    j = resolve(club("j"))
    assert (j["rounding"], j["target"], j["belote"], j["ta-total"]) == (
        "dizaine",
        3000,
        "holder",
        162,
    )
    assert (j["belote-multiplied"], j["capot-cards"], j["capot-prime"]) == ("winner", 250, "cards")
    assert j["beat-defence"] is True


def test_r16_9_tout_atout_parameters_come_and_go_with_sa_ta() -> None:
    """A file of counting classique with sa-ta true gets ta-total 162 and
    belote-tout-atout true; one extending ffb-belote-2016-sa-ta with sa-ta false loses
    both; one extending ffb-belote-2016 with sa-ta true gets ta-total 162, not 258."""
    plain = resolve(BASE | {"counting": "classique", "sa-ta": True})
    assert (plain["ta-total"], plain["belote-tout-atout"]) == (162, True)
    off = resolve(BASE | {"extends": "ffb-belote-2016-sa-ta", "sa-ta": False})
    assert "ta-total" not in off and "belote-tout-atout" not in off
    on = resolve(BASE | {"extends": "ffb-belote-2016", "sa-ta": True})
    assert on["ta-total"] == 162


def test_e75_the_pot_waits_for_the_taker_of_the_next_made_hand() -> None:
    """E75 then E74 under ffb-belote-2016-sa-ta: 81 against 81 is a litige, and E74's taker
    marks 144 + 81 = 225."""
    game = Game(from_profile(BUILTINS[SA_TA]))
    for name in ("E75", "E74"):
        game = game.with_hand(facts_of(EXAMPLES[name].facts))
    assert [line.marks for line in game.lines] == [(0, 81), (225, 38)]
    assert game.pot == 0


def test_r16_9_what_the_text_says_of_the_files() -> None:
    """A: the mapped values with capot-value 270, dizaine-6, target 2001, target-rule reach;
    F: version 2, played to 1001, or to its donnes (R16.7); G: pot-to dropped."""
    a = resolve(club("a"))
    name = "faits-annonces+coinche-contract+belote-prenable+surcoinche-x3"
    rules = {R.COINCHE_CONTRACT, R.BELOTE_PRENABLE, R.SURCOINCHE_X3}
    expected = mapped(Mode.FAITS_ANNONCES, DIZAINE, None, rules).as_dict() | {
        "capot-value": 270,
        "rounding": "dizaine-6",
        "target": 2001,
    }
    assert mapped(Mode.FAITS_ANNONCES, DIZAINE, None, rules).name == name
    assert a.as_dict() == expected and a["target-rule"] == "reach"
    assert (a.name, a.version) == ("Cannes à la carte", 1)
    f = resolve(club("f"))
    assert (f.name, f.version, f["capot-cards"]) == ("capot 162", 2, 162)
    assert from_profile(f).target == 1001
    by_donnes = from_profile(f, donnes=8)
    assert (by_donnes.donnes, by_donnes.target) == (8, None)
    g = resolve(club("g"))
    assert g["litige"] == "made" and "pot-to" not in g and "litige-belote" not in g
    assert g["target"] == 1000
    e = resolve(club("e"))
    assert e["litige-belote"] == "kept" and e["pot-to"] == "winner"


def test_r16_9_steps_2_and_4_bring_back_a_seed_value_and_drop_one() -> None:
    """sa-ta = true over ffb-contree-2016-demandes brings sa-contract-factor back at 1 (step
    2); base-points = "cards" over ffb-contree-2016-faits loses capot-bonus (step 4)."""
    base = {"name": "Club des Pins", "source": "Club des Pins, art. 4"}
    demandes = resolve(base | {"extends": "ffb-contree-2016-demandes", "sa-ta": True})
    assert demandes["sa-contract-factor"] == 1
    faits = resolve(base | {"extends": "ffb-contree-2016-faits", "base-points": "cards"})
    assert "capot-bonus" not in faits
    assert "capot-bonus" in BUILTINS["ffb-contree-2016-faits"]
    back = resolve(base | {"extends": "annonces+annonces-only", "belote": "holder"})
    assert back["belote-multiplied"] is False
    own = resolve(base | {"extends": "own-points-capot-500", "base-points": "flat-160"})
    assert "capot-bonus" not in own  # coinche-scope is own-points


BASE: dict[str, Value] = {"name": "Club des Pins", "source": "Club des Pins, règlement 2024"}

# R16.9's table: the file (BASE's name and source unless a key says; None: taken away), and
# the key it is refused on
REFUSED: dict[str, tuple[dict[str, Value | None], str]] = {
    "chute": ({"counting": "faits", "chute": 160}, "chute"),
    "donnes": ({"extends": "faits", "donnes": 12}, "donnes"),
    "coinche-scope in faits": (
        {"counting": "faits", "coinche-scope": "contract"},
        "coinche-scope",
    ),
    "both": ({"extends": "faits", "counting": "faits"}, "extends"),
    "neither": ({}, "extends"),
    "not a profile's name": ({"extends": "faits+surcoinche-x3+defence"}, "extends"),
    "a built-in's name": ({"name": "Faits", "counting": "faits"}, "name"),
    "a +": ({"name": "Pins+Cannes", "counting": "faits"}, "name"),
    "capot-bonus with own-points": (
        {
            "extends": "faits-annonces",
            "coinche-scope": "own-points",
            "base-points": "flat-160",
            "capot-bonus": 100,
        },
        "capot-bonus",
    ),
    "capot-bonus with cards": ({"extends": "faits", "capot-bonus": 100}, "capot-bonus"),
    "sa-contract-factor in faits": (
        {"extends": "ffb-contree-2016-faits", "sa-contract-factor": 2},
        "sa-contract-factor",
    ),
    "belote none in faits": ({"extends": "faits", "belote": "none"}, "belote"),
    "belote-multiplied, no belote": (
        {"extends": "annonces+annonces-only", "belote-multiplied": True},
        "belote-multiplied",
    ),
    "capot-value 255": ({"extends": "annonces", "capot-value": 255}, "capot-value"),
    "declarations a string": ({"extends": "faits", "declarations": "no"}, "declarations"),
    "litige in faits": ({"counting": "faits", "litige": "failed"}, "litige"),
    "no source": ({"counting": "faits", "source": None}, "source"),
    "format 2": ({"counting": "faits", "format": 2}, "format"),
    # issue 47's rows
    "ta-total without sa-ta": (
        {"extends": "ffb-contree-2016-faits", "ta-total": 258},
        "ta-total",
    ),
    "belote-tout-atout without sa-ta": (
        {"extends": "ffb-belote-2016", "belote-tout-atout": False},
        "belote-tout-atout",
    ),
    "ta-total 248": ({"extends": "faits", "ta-total": 248}, "ta-total"),
    "belote-multiplied winner, no belote": (
        {"extends": "annonces+annonces-only", "belote-multiplied": "winner"},
        "belote-multiplied",
    ),
    "belote-multiplied Winner": (
        {"extends": "faits", "belote-multiplied": "Winner"},
        "belote-multiplied",
    ),
}


def club_file(
    changes: Mapping[str, Value | None], base: Mapping[str, Value] = BASE
) -> dict[str, Value]:
    """BASE with these keys changed (None: taken away)."""
    doc = {**base, **changes}
    return {key: value for key, value in doc.items() if value is not None}


def refused_on(doc: Mapping[str, object]) -> str:
    """The key resolve refuses the file on (R16.6.3)."""
    with pytest.raises(ProfileError) as error:
        resolve(doc)
    assert isinstance(error.value, RuleError)
    params = error.value.params  # `key` is also Refusal's first parameter: `field` will do
    return str(params["key"] if "key" in params else params["field"])


@pytest.mark.parametrize("row", REFUSED)
def test_r16_9_refused_files(row: str) -> None:
    changes, key = REFUSED[row]
    doc = club_file(changes)
    with pytest.raises(Refused) as model:
        model_resolve(doc)
    assert model.value.key == key  # the model agrees with the table
    assert refused_on(doc) == key


def test_a_refusal_for_a_rule_that_does_not_apply_once_another_value_changes() -> None:
    """Step 4 reads the values kept above: `litige = "failed"` makes `pot-to` not apply,
    refused when given; so is `capot-coinche` outside faits-annonces."""
    assert (
        refused_on(club_file({"extends": "classique", "litige": "failed", "pot-to": "taker"}))
        == "pot-to"
    )
    assert refused_on(club_file({"extends": "faits", "capot-coinche": "all"})) == "capot-coinche"
    assert refused_on(club_file({"extends": "annonces", "capot-prime": 500})) == "capot-prime"
    assert refused_on(club_file({"extends": "faits-annonces", "litige-belote": "pot"})) == (
        "litige-belote"
    )
    no_sa: dict[str, Value] = {
        "extends": "faits-annonces",
        "sa-ta": False,
        "sa-contract-factor": 1,
    }
    assert refused_on(club_file(no_sa)) == "sa-contract-factor"
    assert refused_on(club_file({"counting": "classique", "belote": "holder"})) == "belote"


# --- R16.6.2: the meta keys, and values of the right type -------------------------------------

GOOD_NAMES = [
    "A",
    "Club des Pins",
    "é" * 40,
    "Ça-va 2024",
    "Ω-9",
    "中文俱乐部",
    "ǅemal",  # a titlecase letter (Lt)
    "Pins ",  # spaces anywhere but first: the name is not trimmed
    "x--y",
    "faits annonces",  # not a built-in's name: a space is not a hyphen
]
BAD_NAMES: list[Value] = [
    "",
    "é" * 41,
    "1 club",
    "-club",
    " club",
    "Pins+Cannes",
    "faits-annonces+coinche-contract",
    "Faits",
    "FAITS-ANNONCES",
    "Classique",
    "ffb-BELOTE-2016",
    "Own-Points-Capot-500",
    "claſſique",  # ſ (long s) folds to s
    "ﬀb-contree-2016-faits",  # the ligature ﬀ folds to ff
    "Club_des_Pins",
    "Club.Pins",
    "Club\tPins",
    "Club\u00a0Pins",  # a no-break space is not U+0020
    "Cafe\u0301",  # a combining accent is not a letter
    "Club \u0663",  # an Arabic-Indic digit is not 0-9
    "Club ²",
    12,
    True,
]


@pytest.mark.parametrize("name", GOOD_NAMES)
def test_r16_6_2_names_accepted(name: str) -> None:
    profile = resolve(club_file({"name": name, "extends": "faits"}))
    assert profile.name == name


@pytest.mark.parametrize("name", BAD_NAMES, ids=repr)
def test_r16_6_2_names_refused(name: Value) -> None:
    doc = club_file({"extends": "faits"}) | {"name": name}
    assert refused_on(doc) == "name"


def test_r16_6_2_name_and_source_are_required() -> None:
    assert refused_on(club_file({"extends": "faits", "name": None})) == "name"
    assert refused_on(club_file({"extends": "faits", "source": None})) == "source"


GOOD_SOURCES = [
    ("x", "x"),
    ("y" * 200, "y" * 200),
    ("   " + "z" * 200 + "  ", "z" * 200),
    ("é" * 200, "é" * 200),
    (" Club des Pins, art. 4 ", "Club des Pins, art. 4"),
    ("\u00a0Club\u00a0", "\u00a0Club\u00a0"),  # only U+0020 is trimmed
    ("Club « des Pins » — art. 4 §2", "Club « des Pins » — art. 4 §2"),
]
BAD_SOURCES: list[Value] = [
    "",
    " ",
    "    ",
    "x" * 201,
    " " + "x" * 201 + " ",
    "a\tb",
    "a\nb",
    "a\x00b",
    "a\x1fb",
    "a\x7fb",
    "\tClub",
    "Club\r",
    5,
    True,
]


@pytest.mark.parametrize(("source", "kept"), GOOD_SOURCES)
def test_r16_6_2_sources_accepted_and_trimmed(source: str, kept: str) -> None:
    assert resolve(club_file({"source": source, "counting": "faits"})).source == kept


@pytest.mark.parametrize("source", BAD_SOURCES, ids=repr)
def test_r16_6_2_sources_refused(source: Value) -> None:
    doc = club_file({"counting": "faits"}) | {"source": source}
    assert refused_on(doc) == "source"


def test_r16_6_2_format_and_version() -> None:
    """format: the integer 1, 1 when absent; version: 1-9999, 1 when absent."""
    plain = club_file({"extends": "faits"})
    assert resolve(plain).version == 1
    assert resolve(plain | {"format": 1}) == resolve(plain)
    assert resolve(plain | {"version": 9999}).version == 9999
    for form in (0, 2, -1, True, "1"):
        assert refused_on(plain | {"format": form}) == "format"
    for version in (0, 10_000, -1, True, "3"):
        assert refused_on(plain | {"version": version}) == "version"


BAD_EXTENDS: list[Value] = [
    "Faits",
    "faits ",
    " faits",
    "",
    "faits+surcoinche-x3+defence",  # R16.2's order is faits+defence+surcoinche-x3
    "faits+exceed-target+surcoinche-x3",
    "classique+defence",  # a rule that does not fit the mode
    "faits-annonces+coinche-contract+coinche-own-points",  # refused together (R15.1)
    "classique+no-litige+pot-to-taker",  # R16.2 names it classique+no-litige
    "annonces+belote-prenable+annonces-only",  # R16.2 names it annonces+annonces-only
    "faits+defence+defence",
    "faits+",
    "+faits",
    "faits+défense",
    "belote",
    "Cannes à la carte",
    "ffb-contree-2016-faits+surcoinche-x3",
    1,
    True,
]


def test_r16_6_2_extends_every_builtin_and_every_mapped_name() -> None:
    """A file extending a name holds its values (R16.6.3 step 1): a built-in's, or those R16.2
    maps the mode and rules to with R6.1's rounding and target."""
    for mode, rules in ACCEPTED:
        profile = mapped(mode, mode.default_rounding, None, rules)
        extended = resolve(club_file({"extends": profile.name}))
        assert extended.values == profile.values, profile.name
        assert (extended.name, extended.source) == (BASE["name"], BASE["source"])
    for name, builtin in BUILTINS.items():
        assert resolve(club_file({"extends": name})).values == builtin.values


@pytest.mark.parametrize("extends", BAD_EXTENDS, ids=repr)
def test_r16_6_2_extends_refused(extends: Value) -> None:
    assert refused_on(club_file({"extends": extends})) == "extends"


BAD_COUNTINGS: list[Value] = ["Faits", "coinche", "classique ", 1, True]


@pytest.mark.parametrize("counting", [*BAD_COUNTINGS, "faits ", "belote", ""])
def test_r16_6_2_counting_refused(counting: Value) -> None:
    assert refused_on(club_file({"counting": counting})) == "counting"


# (extends, key, value) each refused on its key: its values, exactly, and of its type
BAD_VALUES: list[tuple[str, str, Value]] = [
    *(("faits-annonces", "surcoinche", v) for v in (True, "3", 2, 1, 0)),
    *(("faits-annonces", "target", v) for v in (0, -1, MAX_TARGET + 1, True, "2000")),
    *(("faits-annonces", "capot-cards", v) for v in (True, 251, 152, 0, "252")),
    *(("faits-annonces", "declarations", v) for v in (1, 0, "false", "true")),
    *(("faits-annonces", "beat-defence", v) for v in (0, "no")),
    *(("faits-annonces", "rounding", v) for v in ("Dizaine", "dizaine6", " exact", "exact ", 10)),
    *(("faits-annonces", "target-rule", v) for v in ("Exceed", "reached", True)),
    *(("faits-annonces", "sa-ta", v) for v in ("true", 1)),
    *(("faits-annonces", "sa-contract-factor", v) for v in (3, 0, True, "2")),
    *(("faits-annonces", "belote", v) for v in ("Holder", "none", "taker", 1)),
    *(("faits-annonces", "belote-multiplied", v) for v in (1, "yes")),
    *(("faits-annonces", "coinche-scope", v) for v in ("own points", "Contract", True)),
    *(("faits-annonces", "base-points", v) for v in ("flat160", "flat-162", 160)),
    *(("faits-annonces", "capot-value", v) for v in (180, 510, 255, True, "250", 0)),
    *(("faits-annonces", "capot-prime", v) for v in (1010, -10, 5, "Cards", "card", True)),
    *(("faits-annonces", "capot-coinche", v) for v in ("contrat", "none", False)),
    *(("faits-annonces", "capot-failed", v) for v in ("chute ", "made", 1)),
    *(("classique", "litige", v) for v in ("Pot", "litige", True)),
    *(("classique", "pot-to", v) for v in ("loser", "Taker")),
    *(("classique", "litige-belote", v) for v in ("held", "kept ", False)),
    *(("ffb-contree-2016-faits", "capot-bonus", v) for v in (50, 10, True, "100", 200)),
    ("faits", "belote", "none"),
    ("faits-annonces+annonces-only", "belote", "none"),  # not a name: refused on extends
]


@pytest.mark.parametrize(("extends", "key", "value"), BAD_VALUES, ids=repr)
def test_r16_6_3_step_5_values_out_of_their_column_are_refused(
    extends: str, key: str, value: Value
) -> None:
    doc = club_file({"extends": extends, key: value})
    expected = key if extends in STARTS else "extends"
    assert refused_on(doc) == expected


GOOD_VALUES: list[tuple[str, str, Value]] = [
    ("faits", "target", 1),
    ("faits", "target", MAX_TARGET),
    ("faits-annonces", "capot-value", 190),
    ("faits-annonces", "capot-value", 500),
    ("annonces", "capot-value", 270),
    ("faits-annonces", "capot-prime", 0),
    ("faits-annonces", "capot-prime", 1000),
    ("faits", "capot-prime", "cards"),
    ("annonces", "belote", "none"),
    ("faits", "rounding", "dizaine-6"),
    ("classique", "capot-cards", 250),
    ("classique", "litige", "made"),
    ("faits-annonces", "sa-contract-factor", 2),
    ("ffb-contree-2016-faits-note2", "capot-bonus", 0),
]


@pytest.mark.parametrize(("extends", "key", "value"), GOOD_VALUES, ids=repr)
def test_r16_6_3_values_in_their_column_are_kept(extends: str, key: str, value: Value) -> None:
    profile = resolve(club_file({"extends": extends, key: value}))
    assert profile[key] == value and type(profile[key]) is type(value)


# --- Hypothesis: random club files ------------------------------------------------------------

club_names = st.builds(
    lambda first, rest: first + rest,
    st.characters(categories=["L"]),
    st.text(st.characters(categories=["L"]) | st.sampled_from("0123456789 -"), max_size=39),
).filter(name_ok)
sources = st.builds(
    lambda left, text, right: " " * left + text + " " * right,
    st.integers(0, 3),
    st.text(st.characters(exclude_categories=["Cc", "Cs"]), min_size=1, max_size=200),
    st.integers(0, 3),
).filter(source_ok)


def value_for(key: str, counting: object) -> st.SearchStrategy[Value]:
    """Any value of the key's column (R16.4) that fits the counting."""
    if key == "target":
        return st.integers(1, MAX_TARGET)
    choices = CHOICES[key]
    if key == "belote" and counting != "annonces":
        choices = tuple(choice for choice in choices if choice != "none")
    return st.sampled_from(choices)


@st.composite
def club_files(draw: st.DrawFn, counting: str | None = None) -> dict[str, Value]:
    """A file R16.6 accepts (of that counting, when given): `extends` a built-in or a
    mapped name, or a `counting`; then, down R16.4's table, any parameter that applies given
    the values above, with any of its values."""
    doc: dict[str, Value] = {"name": draw(club_names), "source": draw(sources)}
    if draw(st.booleans()):
        doc["version"] = draw(st.integers(1, 9999))
    if draw(st.booleans()):
        doc["format"] = 1
    if draw(st.booleans()):
        names = sorted(k for k, v in STARTS.items() if counting in (None, v["counting"]))
        extends = draw(st.sampled_from(names))
        doc["extends"] = extends
        start = STARTS[extends]
    else:
        start = {"counting": counting or draw(st.sampled_from(COUNTINGS))}
        doc["counting"] = start["counting"]
    kept: dict[str, Value] = {"counting": start["counting"]}
    for key in ORDER[1:]:
        if not applies(key, kept):
            continue
        if draw(st.integers(0, 2)) == 0:
            doc[key] = kept[key] = draw(value_for(key, kept["counting"]))
        else:
            kept[key] = start[key] if key in start else seed(key, kept["counting"])
    return doc


ANY_VALUES: list[Value] = [1, "x", True, 160]
UNKNOWN_KEYS = ["chute", "donnes", "mode", "rules", "Rounding", "capot_value", "coinche", "k"]
WRONG: dict[str, list[Value]] = {
    "target": [0, MAX_TARGET + 1, True, "1000"],
    "capot-cards": [251, 0, True],
    "surcoinche": [2, 8, False],
    "sa-contract-factor": [3, True],
    "capot-bonus": [50, True],
    "capot-value": [255, 180, 520, True],
    "capot-prime": [1005, 1010, -10, "Cards", True],
}


def wrong_values(key: str, counting: object) -> list[Value]:
    """Values out of a key's column: of another type, another case, out of range."""
    if key in WRONG:
        return WRONG[key]
    if CHOICES[key] == (True, False):
        return [1, 0, "true", "false"]
    words = [str(choice) for choice in CHOICES[key]]
    wrong: list[Value] = [w.capitalize() for w in words] + [w + " " for w in words] + [1, True]
    if key == "belote" and counting != "annonces":
        wrong.append("none")
    return wrong


def later(key: str, doc: Mapping[str, object]) -> frozenset[str]:
    """`key`, or a key given below it, whose applying may read it (R16.6.3 step 4)."""
    return frozenset({key, *(k for k in ORDER[ORDER.index(key) + 1 :] if k in doc)})


def meta_only(doc: Mapping[str, Value]) -> dict[str, Value]:
    return {key: value for key, value in doc.items() if key in META}


# the parameter faults first: Hypothesis draws the first ones of a list more often
FAULTS = (
    *("value", "does not apply", "unknown", "extends", "name", "source", "both"),
    *("neither", "counting", "format", "version", "no name", "no source"),
)


@st.composite
def faulty_files(draw: st.DrawFn) -> tuple[dict[str, Value], frozenset[str]]:
    """A file of club_files with one fault, and the keys a refusal may name: the fault's key
    (or, for a parameter, one below it that reads it; for `extends` and `counting` the
    parameters are taken away, since which apply is then unknown)."""
    doc = draw(club_files())
    values = model_resolve(doc).values
    fault = draw(st.sampled_from(FAULTS))
    counting = values["counting"]
    if fault == "unknown":
        key = draw(st.sampled_from(UNKNOWN_KEYS))
        doc[key] = draw(st.sampled_from(ANY_VALUES))
        return doc, frozenset({key})
    if fault in ("format", "version"):
        wrong: list[Value] = [0, 2, True, "1"] if fault == "format" else [0, 10_000, True, "2"]
        doc[fault] = draw(st.sampled_from(wrong))
        return doc, frozenset({fault})
    if fault == "name":
        doc["name"] = draw(st.sampled_from(BAD_NAMES))
        return doc, frozenset({"name"})
    if fault == "source":
        doc["source"] = draw(st.sampled_from(BAD_SOURCES))
        return doc, frozenset({"source"})
    if fault in ("no name", "no source"):
        del doc[fault.removeprefix("no ")]
        return doc, frozenset({fault.removeprefix("no ")})
    if fault in ("both", "neither", "extends", "counting"):
        doc = meta_only(doc)
        doc.pop("extends", None)
        if fault == "both":
            same = [name for name, start in STARTS.items() if start["counting"] == counting]
            doc |= {"extends": draw(st.sampled_from(same)), "counting": counting}
        elif fault == "extends":
            doc["extends"] = draw(st.sampled_from(BAD_EXTENDS))
        elif fault == "counting":
            doc["counting"] = draw(st.sampled_from(BAD_COUNTINGS))
        return doc, frozenset({"counting" if fault == "counting" else "extends"})
    if fault == "value":
        key = draw(st.sampled_from([k for k in values if k != "counting"]))
        doc[key] = draw(st.sampled_from(wrong_values(key, counting)))
        return doc, later(key, doc)
    key = draw(st.sampled_from([k for k in ORDER if k not in values]))
    doc[key] = draw(value_for(key, counting))
    return doc, later(key, doc)


@given(club_files())
def test_random_files_resolve_as_r16_6_3_says_and_round_trip(doc: dict[str, Value]) -> None:
    """The profile is the file's name, version and trimmed source with the values the model
    keeps; as_file gives a club file with `counting` and every value that resolves back to
    it, and survives TOML."""
    import tomli_w

    profile = resolve(doc)
    assert seen(profile) == model_resolve(doc)
    again = as_file(profile)
    assert set(again) - {"format"} == {"name", "version", "source", *profile.as_dict()}
    assert again["counting"] == profile["counting"] and "extends" not in again
    assert resolve(again) == profile
    assert resolve(tomllib.loads(tomli_w.dumps(again))) == profile


@given(faulty_files())
def test_random_files_with_one_fault_are_refused_on_it(
    case: tuple[dict[str, Value], frozenset[str]],
) -> None:
    doc, keys = case
    with pytest.raises(Refused):
        model_resolve(doc)
    assert refused_on(doc) in keys


# --- R16.5: scoring under a profile ------------------------------------------------------------


@st.composite
def profiles(draw: st.DrawFn, counting: str | None = None) -> tuple[Profile, dict[str, Value]]:
    """A built-in, or a random club file's profile (of that counting, when given), and the
    model's values of it."""
    if draw(st.integers(0, 3)) == 0:
        fit = [n for n, row in BUILTIN_TABLE.items() if counting in (None, row[0])]
        name = draw(st.sampled_from(sorted(fit)))
        return BUILTINS[name], builtin_model(name).values
    doc = draw(club_files(counting))
    return resolve(doc), model_resolve(doc).values


def played(profile: Profile, facts: HandFacts) -> Game:
    """A game under the profile, to a target it cannot reach in a hand, with this hand."""
    return Game(from_profile(profile, target=MAX_TARGET)).with_hand(facts)


@given(st.data(), profiles())
def test_random_hands_under_random_profiles_score_as_the_reference(
    data: st.DataObject, case: tuple[Profile, dict[str, Value]]
) -> None:
    """The differential test: score_hand with from_profile against r16_reference, hand by
    hand (marks and the pot a litige puts in); a hand R16.5.1 refuses is refused."""
    profile, values = case
    mode = Mode(values["counting"])
    facts = data.draw(hands(mode, all_suits=True, ta_total=values.get("ta-total")))
    if ref.refused(values, facts):
        with pytest.raises(RuleError):
            played(profile, facts)
        return
    result = played(profile, facts).lines[-1].score
    assert result is not None
    assert (result.marks, result.pot_in) == ref.score(values, facts)[1:]


@given(st.data(), profiles())
def test_r16_5_5_marks_never_negative_and_tens_when_rounded(
    data: st.DataObject, case: tuple[Profile, dict[str, Value]]
) -> None:
    """R16.5.5: never negative; multiples of ten with dizaine or dizaine-6; in classique, and
    in faits not coinched on a numeric contract, a made hand with neither belote nor
    declaration marks 162, or cc when a team took every trick, counted exact."""
    profile, values = case
    facts = data.draw(hands(Mode(values["counting"]), with_extras=False))
    if ref.refused(values, facts):
        return
    result = score_hand(from_profile(profile), facts)
    assert min(result.marks) >= 0 and result.pot_in >= 0
    if values["rounding"] != "exact":
        assert all(mark % 10 == 0 for mark in (*result.marks, result.pot_in))
    plain = values["counting"] == "classique" or (
        values["counting"] == "faits" and facts.coinche is Coinche.NONE and facts.contract != CAPOT
    )
    if plain and values["rounding"] == "exact" and result.outcome.value == "made":
        assert sum(result.marks) == (162 if facts.capot is None else values["capot-cards"])


@given(st.data(), profiles("classique"), st.integers(1, 5))
def test_classique_games_carry_the_pot_as_r8_and_r16_5_3_say(
    data: st.DataObject, case: tuple[Profile, dict[str, Value]], count: int
) -> None:
    """A few hands under a classique profile: the pot goes to the winner of the next hand
    that is not a litige (R8.2), or with pot-to = "taker" to the next taker that makes
    (R15.1); without a pot (litige failed or made) there never is one."""
    profile, values = case
    facts = data.draw(st.lists(hands(Mode.CLASSIQUE), min_size=count, max_size=count))
    if any(ref.refused(values, f) for f in facts):
        return
    game = Game(from_profile(profile, target=MAX_TARGET), tuple(facts))
    pot, totals = 0, [0, 0]
    for line, hand in zip(game.lines, facts, strict=True):
        outcome, marks, pot_in = ref.score(values, hand)
        won = list(marks)
        if pot and outcome != "litige":
            to_taker = values.get("pot-to") == "taker"
            if not to_taker or outcome == "made":
                winner = hand.taker if outcome == "made" else hand.taker.other
                won[winner.index] += pot
                pot = 0
        pot += pot_in
        totals = [totals[0] + won[0], totals[1] + won[1]]
        assert (line.marks, line.pot, line.totals) == (tuple(won), pot, tuple(totals))
    if values["litige"] != "pot":
        assert game.pot == 0


@given(
    st.sampled_from(Mode).flatmap(
        lambda m: st.tuples(
            st.just(m),
            st.sampled_from([EXACT, DIZAINE]),
            rule_sets(m),
            st.lists(hands(m), min_size=1, max_size=4),
        )
    )
)
@settings(deadline=None)
def test_r16_2_every_mapped_profile_scores_exactly_as_its_settings(
    case: tuple[Mode, Rounding, frozenset[HouseRule], list[HandFacts]],
) -> None:
    """A game without --profile and the same game under the profile its settings map to
    (R16.2): the same marks, pots, totals, winner, hand by hand, at the mode's target."""
    mode, rounding, rules, facts = case
    plain = make_settings(mode, rounding=rounding, rules=rules)
    profiled = from_profile(mapped(mode, rounding, None, rules))
    assert profiled.target == plain.target

    def lines(s: Any) -> object:
        try:
            game = Game(s, tuple(facts))
            return [(x.marks, x.pot, x.totals, x.winner, x.over) for x in game.lines]
        except RuleError as error:
            return error.key

    assert lines(profiled) == lines(plain)
    for hand in facts:
        a, b = score_hand(plain, hand), score_hand(profiled, hand)
        assert (a.outcome, a.marks, a.pot_in) == (b.outcome, b.marks, b.pot_in)


# --- R16.5.1, R16.7: refusals and the length of a game -----------------------------------------


def test_r16_5_1_a_declaration_or_sa_ta_that_the_profile_does_not_play_is_refused() -> None:
    ffb = BUILTINS["ffb-contree-2016-faits"]
    tierce = Annonce(ONE, AnnonceKind.TIERCE, Rank.AS, CO)
    with_tierce = facts_of(dict(contract=100, points=95, der=ONE, annonces=(tierce,)))
    for facts in (
        with_tierce,
        facts_of(dict(contract=100, trump=AllSuits.SA, points=95, der=ONE)),
        facts_of(dict(contract=100, trump=AllSuits.TA, points=95, der=ONE)),
    ):
        with pytest.raises(RuleError):
            Game(from_profile(ffb)).with_hand(facts)
        assert Game(from_profile(BUILTINS["faits"])).with_hand(facts).lines
    sa_ta = resolve(club_file({"extends": "ffb-contree-2016-faits", "sa-ta": True}))
    assert (
        Game(from_profile(sa_ta))
        .with_hand(facts_of(dict(contract=100, trump=AllSuits.SA, points=95, der=ONE)))
        .lines
    )
    no_declarations = resolve(club_file({"extends": "classique", "declarations": False}))
    classic = HandFacts(ONE, CO, points=90, der=ONE, annonces=(tierce,))
    with pytest.raises(RuleError):
        Game(from_profile(no_declarations)).with_hand(classic)


def test_r16_7_target_and_donnes() -> None:
    """--target replaces the target and keeps the target-rule; --donnes replaces both, and
    is refused with target-rule exceed (R15.1); the two exclude each other (R14.1)."""
    ffb = BUILTINS["ffb-belote-2016"]
    assert from_profile(ffb).target == 1000
    assert from_profile(ffb, target=500).target == 500
    by_donnes = from_profile(ffb, donnes=12)
    assert (by_donnes.donnes, by_donnes.target) == (12, None)
    exceed = resolve(club_file({"extends": "classique+exceed-target"}))
    assert exceed["target-rule"] == "exceed"
    with pytest.raises(RuleError):
        from_profile(exceed, donnes=12)
    with pytest.raises(RuleError):
        from_profile(ffb, target=500, donnes=12)
    assert from_profile(exceed, target=1001).target == 1001


def test_r16_7_a_target_rule_exceed_profile_plays_e29() -> None:
    """E29 under a club file with target-rule = "exceed": 1001 is not past 1001."""
    start = OtherDeal(DealKind.MANUAL, (910, 62))
    hand = HandFacts(ONE, CO, points=81, der=ONE)
    exceed = resolve(club_file({"counting": "classique", "target-rule": "exceed"}))
    game = Game(from_profile(exceed), (start, hand))
    assert game.totals == (1001, 133) and not game.finished
    reach = Game(from_profile(BUILTINS["classique"]), (start, hand))
    assert reach.finished and reach.winner is ONE


def test_r16_5_5_a_dizaine_6_game_takes_manual_marks_in_tens_only() -> None:
    """R12.3 under R16.5.5: a dizaine-6 game is a dizaine game for a manual deal's marks."""
    game = Game(from_profile(resolve(club("a"))))
    assert game.with_hand(OtherDeal(DealKind.MANUAL, (990, 500))).totals == (990, 500)
    with pytest.raises(RuleError):
        game.with_hand(OtherDeal(DealKind.MANUAL, (995, 500)))


@given(st.data(), profiles())
@settings(deadline=None)
def test_an_older_feuilles_profile_reads_the_new_parameters_at_their_seeds(
    data: st.DataObject, case: tuple[Profile, dict[str, Value]]
) -> None:
    """Issue 47: a feuille of schema 7 stored no `ta-total` nor `belote-tout-atout` (nor
    `sa-ta` in classique). Read now, its profile has them at their seeds, and every hand it
    holds scores as it did: as under the profile with those keys at their seeds."""
    from belote_cli.core.profile import SINCE_TOUT_ATOUT, as_table
    from belote_cli.storage.document import to_document
    from belote_cli.storage.feuille import from_document

    profile, values = case
    classique = values["counting"] == "classique"
    # what version 7 could hold: no sa-ta in classique (false), no "winner" (issue 47)
    assume(not (classique and values["sa-ta"]) and values.get("belote-multiplied") != "winner")
    seeds = {"ta-total": 162, "belote-tout-atout": True}
    at_seeds = Profile(
        profile.name,
        profile.version,
        profile.source,
        tuple((key, seeds.get(key, value)) for key, value in profile.values),
    )
    mode = Mode(str(values["counting"]))
    facts = data.draw(hands(mode, all_suits=values.get("sa-ta") is True))
    try:
        game = Game(from_profile(at_seeds, target=MAX_TARGET)).with_hand(facts)
    except RuleError:
        return  # a hand the profile refuses (R16.5.1)
    doc = to_document(game) | {"schema": 7}
    doc["profile"] = {k: v for k, v in doc["profile"].items() if k not in SINCE_TOUT_ATOUT}
    if not classique:  # a coinche profile of version 7 had its sa-ta
        doc["profile"]["sa-ta"] = at_seeds["sa-ta"]
    read = from_document(doc, Path("old.toml"))
    assert read.settings.profile is not None
    assert game.settings.profile is not None  # at_seeds, to its target
    assert as_table(read.settings.profile) == as_table(game.settings.profile)
    assert read.lines[-1].marks == game.lines[-1].marks
