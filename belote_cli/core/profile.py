"""Rule profiles (R16): a named, versioned, cited set of values, one per parameter of R16.4
that applies, which fixes every scoring choice of a game.

Each parameter is declared once, in PARAMS, in R16.4's order: its key, the values it takes,
its seed value, and when it applies. From them: the built-in profiles (R16.3), the profile
a game made without `--profile` maps to (R16.2), a club's file resolved (R16.6), and the
Scale a hand is scored by (core.rules). Its sentences (`param_<key>`, `when_<key>`) are the
catalog's. Pure: no I/O; a file's bytes are read by storage.profile.
"""

from __future__ import annotations

import unicodedata
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import cache
from itertools import combinations
from typing import NamedTuple

from belote_cli.core.errors import RuleError
from belote_cli.core.facts import EXCLUSIVE, MAX_TARGET, HouseRule, Mode, Profile, Rounding, Value

Values = Mapping[str, Value]


def _counting(*names: str) -> Callable[[Values], bool]:
    return lambda v: v["counting"] in names


def _always(v: Values) -> bool:
    return True


@dataclass(frozen=True)
class Param:
    """One parameter of R16.4. `choices` are its values, or `accepts` says which are (a
    range); `seed` is its seed value, or by counting (R6.1's rounding and target)."""

    key: str
    choices: tuple[Value, ...]
    seed: Value | Callable[[str], Value]
    applies: Callable[[Values], bool] = _always
    accepts: Callable[[Value], bool] | None = None
    words: str = ""  # what it takes, as a refusal says it, when `choices` do not

    def seed_for(self, counting: str) -> Value:
        return self.seed(counting) if callable(self.seed) else self.seed

    def takes(self, value: Value, values: Values) -> bool:
        """Is `value` one of its values (of its type exactly: 1 is not true)? `belote =
        "none"` only with counting annonces."""
        kind = type(self.choices[0]) if self.choices else int
        if self.accepts is not None:
            return self.accepts(value)
        if type(value) is not kind or value not in self.choices:
            return False
        return not (self.key == "belote" and value == "none" and values["counting"] != "annonces")

    @property
    def accepted(self) -> str:
        """Its values, as a refusal lists them."""
        return self.words or ", ".join(_shown(choice) for choice in self.choices)


def written(key: str, value: Value) -> str:
    """A value as a club's file writes it (R16.6): `declarations = false`, `belote =
    "winner"` -- what a language's words for it stand beside (commands.rules)."""
    return f"{key} = {_shown(value)}"


def _shown(value: Value) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return f'"{value}"' if isinstance(value, str) else str(value)


def _whole(low: int, high: int, step: int = 1) -> Callable[[Value], bool]:
    def accepts(value: Value) -> bool:
        if isinstance(value, bool) or not isinstance(value, int):
            return False
        return low <= value <= high and value % step == 0

    return accepts


def _prime(value: Value) -> bool:
    return value == "cards" or _whole(0, 1000, 10)(value)


_COINCHE = _counting(*(mode.value for mode in Mode if mode.coinche))
_WITH_CONTRACT = _counting("annonces", "faits-annonces")
_FAITS = _counting("faits", "faits-annonces")
_BOOL = (True, False)


def _SA_TA(v: Values) -> bool:
    """Tout atout's parameters: a profile that plays it (R16.4)."""
    return v["sa-ta"] is True


def _pot(v: Values) -> bool:
    """The pot's parameters: a classique game that plays its litige (R16.4)."""
    return v["counting"] == "classique" and v["litige"] == "pot"


PARAMS: tuple[Param, ...] = (
    Param("counting", tuple(mode.value for mode in Mode), lambda counting: counting),
    Param(
        "rounding",
        ("exact", "dizaine", "dizaine-6"),
        lambda counting: Mode(counting).default_rounding.value,
    ),
    Param(
        "target",
        (),
        lambda counting: Mode(counting).default_target,
        accepts=_whole(1, MAX_TARGET),
        words=f"1 … {MAX_TARGET}",
    ),
    Param("target-rule", ("reach", "exceed"), "reach"),
    Param("capot-cards", (252, 250, 162), 252),
    Param("declarations", _BOOL, True),
    Param("litige", ("pot", "failed", "made"), "pot", _counting("classique")),
    Param("pot-to", ("winner", "taker"), "winner", _pot),
    Param("litige-belote", ("pot", "kept"), "pot", _pot),
    Param("beat-defence", _BOOL, False, _COINCHE),
    Param("surcoinche", (4, 3), 4, _COINCHE),
    # R13.1: sans atout and tout atout, the coinche modes' and, in classique, an organiser's
    # option [ffb-b16 §11]
    Param("sa-ta", _BOOL, lambda counting: counting != "classique"),
    Param("sa-contract-factor", (1, 2), 1, lambda v: _WITH_CONTRACT(v) and v["sa-ta"] is True),
    Param("ta-total", (162, 258), 162, _SA_TA),  # R16.5.6
    Param("belote-tout-atout", _BOOL, True, _SA_TA),  # R16.5.6
    Param("belote", ("holder", "prenable", "winner", "none"), "holder", _COINCHE),
    Param(
        "belote-multiplied",
        (False, True, "winner"),
        False,
        lambda v: _COINCHE(v) and v["belote"] != "none",
        accepts=lambda value: value is True or value is False or value == "winner",
        words='true, false, "winner"',
    ),
    Param("coinche-scope", ("all", "contract", "own-points"), "all", _counting("faits-annonces")),
    Param("base-points", ("cards", "flat-160"), "cards", _FAITS),
    Param(
        "capot-bonus",
        (0, 100),
        0,
        lambda v: (
            _FAITS(v) and v["base-points"] == "flat-160" and v["coinche-scope"] != "own-points"
        ),
    ),
    Param(
        "capot-value",
        (),
        250,
        _WITH_CONTRACT,
        accepts=_whole(190, 500, 10),
        words="190, 200 … 500",
    ),
    Param("capot-prime", (), 500, _FAITS, accepts=_prime, words='"cards", 0, 10 … 1000'),
    Param("capot-coinche", ("all", "contract"), "all", _counting("faits-annonces")),
    Param("capot-failed", ("chute", "as-made"), "chute", _FAITS),
)
BY_KEY: Mapping[str, Param] = {param.key: param for param in PARAMS}
META = ("format", "name", "version", "source", "extends")
MAX_NAME, MAX_SOURCE, MAX_VERSION = 40, 200, 9999


def differs(profile: Profile) -> dict[str, Value]:
    """The values that differ from their seed value for its counting (R16.4, R16.7), in
    PARAMS's order."""
    counting = str(profile["counting"])
    return {k: v for k, v in profile.values if BY_KEY[k].seed_for(counting) != v}


def seeded(profile: Profile, key: str) -> Profile:
    """The profile with one value at its counting's seed, the others kept as they then
    apply (an explanation names a value that changed a mark: core.rules scores both)."""
    seed = BY_KEY[key].seed_for(str(profile["counting"]))
    values = _kept({key: seed}, profile.as_dict())
    return Profile(profile.name, profile.version, profile.source, values)


class ProfileError(RuleError):
    """A club's file refused (R16.6): `field` is the key at fault, `why` a refusal."""

    def __init__(self, field: str, why: RuleError) -> None:
        super().__init__("profile_refused", field=field, why=why)
        self.field = field


def _kept(
    given: Values, start: Values, refuse: Iterable[str] = ()
) -> tuple[tuple[str, Value], ...]:
    """R16.6.3 steps 2 to 5: the start values, a parameter they lack at its seed, the
    given ones over them; then down PARAMS each that applies is kept, checked, and one
    that does not is dropped, or refused when it is in `refuse` (a file gave it)."""
    counting = given.get("counting", start.get("counting"))
    merged = {**start, **given}
    kept: dict[str, Value] = {}
    reads: dict[str, Value] = {}  # what `applies` reads: a value dropped reads as its seed
    for param in PARAMS:
        value = merged.get(param.key, param.seed_for(str(counting)))
        if not param.applies(reads):
            if param.key in refuse:
                raise ProfileError(param.key, RuleError(f"when_{param.key}"))
            reads[param.key] = param.seed_for(str(counting))
            continue
        if not param.takes(value, kept):
            raise ProfileError(
                param.key, RuleError("profile_value", value=_shown(value), accepted=param.accepted)
            )
        kept[param.key] = reads[param.key] = value
    return tuple(kept.items())


# --- the built-in profiles (R16.3) -------------------------------------------------------

_FFB_C16 = "FFB, règles officielles de la belote contrée du 27/01/2016, §10.2, points faits"
_FFB_CONTREE: dict[str, Value] = {
    "declarations": False,
    "sa-ta": False,
    "belote": "winner",
    "base-points": "flat-160",
    "capot-failed": "as-made",
}
_WIKI_CO = "Wikipédia, Coinche (contre: the winners' points doubled)"
_FFB_EL = "FFB, belote contrée, Équipe Ludique edition (capot: 250 added to the cards)"
_FFB_B16_SA_TA = (
    "FFB, règles officielles de la belote du 27/01/2016, §10 and §11 (Sans Atout / Tout Atout: "
    "tout-atout points × 162/258)"
)
SEED_SOURCES = {
    "classique": "RULES R6.2, R6.3, R8 [004]",
    "faits": "RULES R6.6 [000]",
    "annonces": "RULES R6.7 [000]",
    "faits-annonces": "RULES R6.8 [000][001]",
}
_BUILT: tuple[tuple[str, str, str, Values], ...] = (
    *((counting, counting, source, {}) for counting, source in SEED_SOURCES.items()),
    ("ffb-contree-2016-faits", "faits", _FFB_C16, _FFB_CONTREE),
    (
        "ffb-contree-2016-faits-note2",
        "faits",
        _FFB_C16 + ", Note 2",
        {**_FFB_CONTREE, "capot-bonus": 100},
    ),
    (
        "ffb-contree-2016-demandes",
        "faits-annonces",
        _FFB_C16 + " + demandés",
        {**_FFB_CONTREE, "capot-prime": 250},
    ),
    (
        "ffb-contree-2016-demandes-note1",
        "faits-annonces",
        _FFB_C16 + " + demandés, Note 1",
        {**_FFB_CONTREE, "capot-prime": 250, "coinche-scope": "contract"},
    ),
    (
        "ffb-belote-2016",
        "classique",
        "FFB, règles officielles de la belote du 27/01/2016, §10",
        {"pot-to": "taker", "target": 1000},
    ),
    (
        "ffb-belote-2016-sa-ta",
        "classique",
        _FFB_B16_SA_TA,
        {"pot-to": "taker", "target": 1000, "sa-ta": True, "ta-total": 258},
    ),
    (
        "own-points-capot-500",
        "faits-annonces",
        f"{_WIKI_CO}; {_FFB_EL}",
        {"coinche-scope": "own-points", "capot-prime": "cards", "capot-coinche": "contract"},
    ),
)
BUILTINS: Mapping[str, Profile] = {
    name: Profile(name, 1, source, _kept({"counting": counting, **values}, {}))
    for name, counting, source, values in _BUILT
}


# --- the profile of a game made without --profile (R16.2) --------------------------------

# Each house rule's values, in R16.2's order (HouseRule's).
RULE_VALUES: Mapping[HouseRule, Values] = {
    HouseRule.DEFENCE: {"beat-defence": True},
    HouseRule.NO_LITIGE: {"litige": "failed"},
    HouseRule.COINCHE_CONTRACT: {
        "coinche-scope": "contract",
        "capot-coinche": "contract",
        "capot-prime": "cards",
    },
    HouseRule.COINCHE_OWN_POINTS: {"coinche-scope": "own-points"},
    HouseRule.BELOTE_PRENABLE: {"belote": "prenable"},
    HouseRule.SURCOINCHE_X3: {"surcoinche": 3},
    HouseRule.ANNONCES_ONLY: {"belote": "none"},
    HouseRule.POT_TO_TAKER: {"pot-to": "taker"},
    HouseRule.EXCEED_TARGET: {"target-rule": "exceed"},
}
# R16.2: a rule of no effect beside another is dropped from the mapping
_DROPPED = {
    HouseRule.POT_TO_TAKER: HouseRule.NO_LITIGE,
    HouseRule.BELOTE_PRENABLE: HouseRule.ANNONCES_ONLY,
}
RULES_SOURCE = "RULES R13.5/R15.1"
# The citations of this project's own that a built-in's or a mapped profile's source holds,
# between "; " (R16.2, R16.3), each by the name of its words in the catalog (`source_<name>`,
# text.explain.source_words): a seed's, the house rules', and own-points-capot-500's two
# notes, written in English.
CITATIONS: Mapping[str, str] = {
    **{source: counting for counting, source in SEED_SOURCES.items()},
    RULES_SOURCE: "house-rules",
    _WIKI_CO: "wiki-co",
    _FFB_EL: "ffb-el",
    _FFB_B16_SA_TA: "ffb-b16-sa-ta",
}


def kept_rules(rules: Iterable[HouseRule]) -> tuple[HouseRule, ...]:
    """The rules R16.2's mapping keeps, in its order."""
    chosen = frozenset(rules)
    return tuple(rule for rule in HouseRule if rule in chosen and _DROPPED.get(rule) not in chosen)


def mapped(
    mode: Mode, rounding: Rounding, target: int | None, rules: Iterable[HouseRule]
) -> Profile:
    """R16.2: the seed of the mode, its rounding and target (a game of N donnes keeps the
    seed's), then each rule's values; named after them."""
    kept = kept_rules(rules)
    given: dict[str, Value] = {"counting": mode.value, "rounding": rounding.value}
    if target is not None:
        given["target"] = target
    for rule in kept:
        given.update(RULE_VALUES[rule])
    source = SEED_SOURCES[mode.value] + (f"; {RULES_SOURCE}" if kept else "")
    return Profile(_mapped_name(mode, kept), 1, source, _kept(given, {}))


def _mapped_name(mode: Mode, kept: tuple[HouseRule, ...]) -> str:
    """R16.2: the mode, then each rule kept: `faits-annonces+coinche-contract`."""
    return "+".join([mode.value, *(rule.value for rule in kept)])


@cache
def mapped_names() -> Mapping[str, tuple[Mode, tuple[HouseRule, ...]]]:
    """Every name R16.2 gives to an accepted setting (R16.6.2's `extends`): its mode and
    the rules it keeps."""
    names: dict[str, tuple[Mode, tuple[HouseRule, ...]]] = {}
    for mode in Mode:
        fitting = [rule for rule in HouseRule if rule.fits(mode)]
        for size in range(len(fitting) + 1):
            for rules in combinations(fitting, size):
                if _accepted(rules):
                    kept = kept_rules(rules)
                    names[_mapped_name(mode, kept)] = (mode, kept)
    return names


def _accepted(rules: tuple[HouseRule, ...]) -> bool:
    return not set(rules) >= EXCLUSIVE  # R15.1


# --- a club's file (R16.6) ---------------------------------------------------------------


def resolve(doc: Mapping[str, object]) -> Profile:
    """R16.6.2 and R16.6.3: a club file's keys (as a TOML parser reads them) resolved to
    its profile; refused, naming the key at fault, with ProfileError."""
    for key, value in doc.items():
        _scalar(key, value)
        if key not in META and key not in BY_KEY:
            raise ProfileError(key, RuleError("profile_unknown_key", keys=", ".join(_KEYS)))
    if _given(doc, "format", 1) != 1:
        raise ProfileError("format", RuleError("profile_format"))
    name, version, source = _name(doc), _version(doc), _source(doc)
    given = {key: value for key, value in doc.items() if key in BY_KEY}
    extends = doc.get("extends")
    if (extends is None) == ("counting" not in doc):
        raise ProfileError("extends", RuleError("profile_extends_or_counting"))
    start: Values = {}
    if extends is not None:
        start = _extended(extends)
    values = _kept(given, start, refuse=given)  # type: ignore[arg-type]  # scalars, checked
    return Profile(name, version, source, values)


_KEYS = (*META, *BY_KEY)


def _scalar(key: str, value: object) -> None:
    """R16.6.1: a string, an integer or a boolean; a table, an array, a float, a date or
    a time is refused."""
    if isinstance(value, (str, int)):  # bool is an int
        return
    kind = (
        "table"
        if isinstance(value, Mapping)
        else "array"
        if isinstance(value, list)
        else "float"
        if isinstance(value, float)
        else "date"
    )
    raise ProfileError(key, RuleError(f"profile_{kind}"))


def _given(doc: Mapping[str, object], key: str, default: object) -> object:
    value = doc.get(key, default)
    return None if isinstance(value, bool) else value  # a boolean is not the integer 1


def _name(doc: Mapping[str, object], stored: bool = False) -> str:
    """R16.6.2: 1 to 40 letters, digits, spaces and hyphens, the first a letter (so never
    a `+`), not a built-in's name ignoring case; `stored` (a feuille's profile), also a
    built-in's or a mapped profile's own name."""
    name = doc.get("name")
    if not isinstance(name, str):
        raise ProfileError(
            "name", RuleError("profile_required" if name is None else "profile_string")
        )
    if stored and (name in BUILTINS or name in mapped_names()):
        return name
    fine = 1 <= len(name) <= MAX_NAME and all(_name_sign(sign) for sign in name)
    if not fine or not unicodedata.category(name[0]).startswith("L"):
        raise ProfileError("name", RuleError("profile_name", most=MAX_NAME))
    if name.casefold() in _BUILTIN_FOLDED:
        raise ProfileError("name", RuleError("profile_builtin_name", value=name))
    return name


def _name_sign(sign: str) -> bool:
    return unicodedata.category(sign).startswith("L") or sign in "0123456789 -"


_BUILTIN_FOLDED = frozenset(name.casefold() for name in BUILTINS)


def _version(doc: Mapping[str, object]) -> int:
    """R16.6.2: a whole number from 1 to 9999; 1 when absent."""
    version = _given(doc, "version", 1)
    if not isinstance(version, int) or not 1 <= version <= MAX_VERSION:  # not a bool: None
        raise ProfileError("version", RuleError("profile_version", most=MAX_VERSION))
    return version


def _source(doc: Mapping[str, object]) -> str:
    """R16.6.2: 1 to 200 signs once the spaces at both ends are taken away, no control
    character."""
    source = doc.get("source")
    if not isinstance(source, str):
        why = "profile_required" if source is None else "profile_string"
        raise ProfileError("source", RuleError(why))
    trimmed = source.strip(" ")
    controls = any(ord(sign) < 0x20 or ord(sign) == 0x7F for sign in trimmed)
    if not 1 <= len(trimmed) <= MAX_SOURCE or controls:
        raise ProfileError("source", RuleError("profile_source", most=MAX_SOURCE))
    return trimmed


def _extended(extends: object) -> Values:
    """R16.6.3 step 1: a built-in's values, or those R16.2 maps a mode and rules to, with
    R6.1's rounding and target."""
    if isinstance(extends, str):
        if extends in BUILTINS:
            return BUILTINS[extends].as_dict()
        if extends in mapped_names():
            mode, rules = mapped_names()[extends]
            return mapped(mode, mode.default_rounding, None, rules).as_dict()
    raise ProfileError("extends", RuleError("profile_extends", value=str(extends)))


META_KEYS = ("name", "version", "source")  # a profile's own, before its values


def as_table(profile: Profile, **also: Value) -> dict[str, Value]:
    """A profile as a feuille's and a concours's `[profile]` table hold it (R16.7): its
    name, version and source, `also` (a feuille's `chosen`), then every value."""
    meta: dict[str, Value] = {"name": profile.name, "version": profile.version}
    return meta | {"source": profile.source} | also | profile.as_dict()


def as_file(profile: Profile) -> dict[str, Value]:
    """A club file of this profile's values (`counting` and every one); it resolves to
    the profile when its name may be a club's (not a built-in's, nor a mapped one's)."""
    return as_table(profile)


# What a profile stored before R16 took tout atout's parameters lacks, at its seed (R16.7)
SINCE_TOUT_ATOUT = ("sa-ta", "ta-total", "belote-tout-atout")


def completed(values: Mapping[str, Value], keys: Iterable[str]) -> dict[str, Value]:
    """A stored profile's values, each of `keys` it lacks that applies to it added at its
    seed (R16.7: an older feuille's profile scores exactly as it did)."""
    counting = str(values.get("counting"))
    reads = {param.key: values.get(param.key, param.seed_for(counting)) for param in PARAMS}
    added = dict(values)
    for param in PARAMS:
        if param.key in keys and param.key not in values and param.applies(reads):
            added[param.key] = param.seed_for(counting)
    return added


def stored(doc: Mapping[str, Value]) -> Profile:
    """A profile as a feuille or a concours stored it (R16.7): its name, version and
    source checked as a club file's are (its name may be a built-in's or a mapped one's),
    its values kept as they are, checked as a file's would be (every one that applies
    given, none that does not). A key that is not a profile's is not read."""
    values = {key: value for key, value in doc.items() if key in BY_KEY}
    kept = _kept(values, {}, refuse=values)
    missing = [key for key, _ in kept if key not in values]
    if missing:
        raise ProfileError(missing[0], RuleError("profile_required"))
    return Profile(_name(doc, stored=True), _version(doc), _source(doc), kept)


# --- what a hand is scored by (core.rules) -----------------------------------------------


class Scale(NamedTuple):
    """A profile's values as core.rules reads them: a parameter that does not apply at
    its seed (it plays no part there), each as the type it is used as."""

    counting: Mode
    rounding: Rounding
    exceed: bool
    capot_cards: int
    declarations: bool
    litige: str
    pot_to_taker: bool
    litige_belote_kept: bool
    beat_defence: bool
    surcoinche: int
    sa_ta: bool
    sa_factor: int
    ta_total: int  # 162, or 258: a tout atout hand counted at trump values (R16.5.6)
    belote_in_ta: bool  # false: a belote in a tout atout hand counts for nothing
    belote: str
    belote_multiplied: bool | str  # True, False, or "winner" (R16.5.4)
    scope: str
    flat_160: bool
    capot_bonus: int
    capot_value: int
    capot_prime: int | None  # None: "cards", r(capot-cards)
    capot_coinche_all: bool
    failed_as_made: bool


@cache
def scale(profile: Profile) -> Scale:
    counting = str(profile["counting"])
    v = {param.key: param.seed_for(counting) for param in PARAMS} | profile.as_dict()
    prime = v["capot-prime"]
    return Scale(
        counting=Mode(counting),
        rounding=Rounding(v["rounding"]),
        exceed=v["target-rule"] == "exceed",
        capot_cards=int(v["capot-cards"]),
        declarations=bool(v["declarations"]),
        litige=str(v["litige"]),
        pot_to_taker=v["pot-to"] == "taker",
        litige_belote_kept=v["litige-belote"] == "kept",
        beat_defence=bool(v["beat-defence"]),
        surcoinche=int(v["surcoinche"]),
        sa_ta=bool(v["sa-ta"]),
        sa_factor=int(v["sa-contract-factor"]),
        ta_total=int(v["ta-total"]),
        belote_in_ta=bool(v["belote-tout-atout"]),
        belote=str(v["belote"]),
        belote_multiplied=_multiplied(v["belote-multiplied"]),
        scope=str(v["coinche-scope"]),
        flat_160=v["base-points"] == "flat-160",
        capot_bonus=int(v["capot-bonus"]),
        capot_value=int(v["capot-value"]),
        capot_prime=None if prime == "cards" else int(prime),
        capot_coinche_all=v["capot-coinche"] == "all",
        failed_as_made=v["capot-failed"] == "as-made",
    )


def _multiplied(value: Value) -> bool | str:
    return "winner" if value == "winner" else bool(value)
