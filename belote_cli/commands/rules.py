"""`belote rules`: the modes and every house rule (R6.1, R13.5, R15), each with the one
sentence of what it changes, and the modes a rule fits; a rule by its name in the user's
language (`défense` in French: `--rule` takes either); then each built-in profile (R16.3),
its source and the values that differ from their seed, in the user's words (French: "sans
annonces", the source's internal reference beside its words). `--profile NAME|FILE`: one
profile's every value, each with what it means and, where the words are not the file's, how
a club's file writes it. `--json` for a script: a rule by its value (`defence`), and its
`name` as shown; a profile by its name, source and values, as stored."""

from __future__ import annotations

import sys

from belote_cli.core.facts import HouseRule, Mode, Profile
from belote_cli.core.profile import BUILTINS, differs, written
from belote_cli.entry.terminal import shown, wrapped
from belote_cli.text.catalog import t
from belote_cli.text.explain import raw_words, rule_name, source_words, value_words
from belote_cli.text.parse import rule_modes


def rules(*, as_json: bool, profile: str | None = None) -> None:
    if profile is not None:
        from belote_cli.storage.profile import chosen

        one = chosen(profile)
        shown(as_json, lambda: _profile_doc(one), lambda: print("\n".join(_profile_lines(one))))
        return
    shown(as_json, _doc, lambda: print("\n".join(_lines())))


def _profile_doc(profile: Profile) -> dict[str, object]:
    meta = {"name": profile.name, "version": profile.version, "source": profile.source}
    return meta | {"values": profile.as_dict()}


def _profile_lines(profile: Profile) -> list[str]:
    """`ffb-contree-2016-faits v1`, its source, then each value and what it means, and how
    a club's file writes it when the words are not the file's (`sans annonces … (declarations
    = false)`)."""
    lines = [profile.label, wrapped(f"  {source_words(profile.source)}", sys.stdout)]
    width = max(len(value_words(key, value)) for key, value in profile.values) + 4
    for key, value in profile.values:
        words, says = value_words(key, value), t(f"param_{key}")
        if words != raw_words(key, value):
            says += t("profile_reference", written=written(key, value))
        lines.append(_item(words, says, width))
    return lines


def _doc() -> object:
    modes = [{"mode": mode.value, "says": _says("mode", mode)} for mode in Mode]
    house = [
        {
            "rule": rule.value,
            "name": rule_name(rule),
            "modes": [m.value for m in rule.modes],
            "says": _says("rule", rule),
        }
        for rule in HouseRule
    ]
    profiles = [
        _profile_doc(profile) | {"differs": differs(profile)} for profile in BUILTINS.values()
    ]
    return {"modes": modes, "rules": house, "profiles": profiles}


def _lines() -> list[str]:
    names = [rule_name(rule) for rule in HouseRule]
    width = max(len(name) for name in (*(mode.value for mode in Mode), *names)) + 2
    lines = [t("rules_modes")]
    lines += [_item(mode.value, _says("mode", mode), width) for mode in Mode]
    lines += ["", t("rules_house")]
    for rule, name in zip(HouseRule, names, strict=True):
        said = t("about_rule", modes=rule_modes(rule), says=_says("rule", rule))
        lines.append(_item(name, said, width))
    lines += ["", t("rules_profiles")]
    for profile in BUILTINS.values():
        values = ", ".join(value_words(key, value) for key, value in differs(profile).items())
        said = source_words(profile.source)
        lines.append(wrapped(f"  {profile.name} — {said}", sys.stdout, "    "))
        lines.append(wrapped(f"    {values or t('rules_seed')}", sys.stdout, "    "))
    return lines


def _says(what: str, item: Mode | HouseRule) -> str:
    """Its one sentence: the catalog's about_mode_<MODE> or about_rule_<RULE>."""
    return t(f"about_{what}_{item.name.lower()}")


def _item(name: str, says: str, width: int) -> str:
    """`  defence        (coinche modes) the taker must…`, its sentence wrapped under it."""
    return wrapped(f"  {name:<{width}}{says}", sys.stdout, " " * (width + 2))
