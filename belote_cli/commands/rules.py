"""`belote rules`: the modes and every house rule (R6.1, R13.5, R15), each with the one
sentence of what it changes, and the modes a rule fits; `--json` for a script."""

from __future__ import annotations

import json
import sys

from belote_cli.core.facts import HouseRule, Mode
from belote_cli.entry.terminal import wrapped
from belote_cli.text.catalog import t
from belote_cli.text.parse import rule_modes


def rules(*, as_json: bool) -> None:
    if as_json:
        doc = {
            "modes": [{"mode": m.value, "says": t(f"about_mode_{m.name.lower()}")} for m in Mode],
            "rules": [
                {
                    "rule": rule.value,
                    "modes": [mode.value for mode in rule.modes],
                    "says": t(f"about_rule_{rule.name.lower()}"),
                }
                for rule in HouseRule
            ],
        }
        print(json.dumps(doc, ensure_ascii=False, indent=2))
        return
    width = max(len(item.value) for item in (*Mode, *HouseRule)) + 2
    lines = [t("rules_modes")]
    lines += [_item(m.value, t(f"about_mode_{m.name.lower()}"), width) for m in Mode]
    lines += ["", t("rules_house")]
    for rule in HouseRule:
        said = t("about_rule", modes=rule_modes(rule), says=t(f"about_rule_{rule.name.lower()}"))
        lines.append(_item(rule.value, said, width))
    print("\n".join(lines))


def _item(name: str, says: str, width: int) -> str:
    """`  defence        (coinche modes) the taker must…`, its sentence wrapped under it."""
    return wrapped(f"  {name:<{width}}{says}", sys.stdout, " " * (width + 2))
