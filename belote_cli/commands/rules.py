"""`belote rules`: the modes and every house rule (R6.1, R13.5, R15), each with the one
sentence of what it changes, and the modes a rule fits; a rule by its name in the user's
language (`défense` in French: `--rule` takes either). `--json` for a script: a rule by its
value (`defence`), and its `name` as shown."""

from __future__ import annotations

import sys

from belote_cli.commands.render import shown
from belote_cli.core.facts import HouseRule, Mode
from belote_cli.entry.terminal import wrapped
from belote_cli.text.catalog import t
from belote_cli.text.explain import rule_name
from belote_cli.text.parse import rule_modes


def rules(*, as_json: bool) -> None:
    shown(as_json, _doc, lambda: print("\n".join(_lines())))


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
    return {"modes": modes, "rules": house}


def _lines() -> list[str]:
    names = [rule_name(rule) for rule in HouseRule]
    width = max(len(name) for name in (*(mode.value for mode in Mode), *names)) + 2
    lines = [t("rules_modes")]
    lines += [_item(mode.value, _says("mode", mode), width) for mode in Mode]
    lines += ["", t("rules_house")]
    for rule, name in zip(HouseRule, names, strict=True):
        said = t("about_rule", modes=rule_modes(rule), says=_says("rule", rule))
        lines.append(_item(name, said, width))
    return lines


def _says(what: str, item: Mode | HouseRule) -> str:
    """Its one sentence: the catalog's about_mode_<MODE> or about_rule_<RULE>."""
    return t(f"about_{what}_{item.name.lower()}")


def _item(name: str, says: str, width: int) -> str:
    """`  defence        (coinche modes) the taker must…`, its sentence wrapped under it."""
    return wrapped(f"  {name:<{width}}{says}", sys.stdout, " " * (width + 2))
