"""A game's settings are declared once (core.setting.SETTINGS): `belote new`'s options, the
feuille's keys, the JSON's fields and the questions derive from the declarations, in the
order of core.facts.Settings' fields."""

from __future__ import annotations

import json
import tomllib
from dataclasses import fields
from pathlib import Path
from typing import Any

from belote_cli.cli import app
from belote_cli.core.facts import Settings
from belote_cli.core.setting import SETTINGS
from belote_cli.storage.feuille import SHAPE
from tests.helpers import run


def test_every_field_of_settings_has_its_declaration_in_order() -> None:
    assert [setting.name for setting in SETTINGS] == [field.name for field in fields(Settings)]


def test_every_declared_option_is_an_option_of_new_in_order() -> None:
    import typer.main

    command = typer.main.get_command(app).get_command(None, "new")  # type: ignore[attr-defined]
    options = [option for param in command.params for option in param.opts]
    declared = [option for setting in SETTINGS for option in setting.options]
    assert options[: len(declared)] == declared


def test_a_feuille_and_the_json_hold_every_setting_by_its_name(
    isolated: Any, tmp_path: Path
) -> None:
    path = tmp_path / "g.toml"
    given = ("--mode", "faits", "--donnes", "8", "--players", "A,B,C,D", "--dealer", "C")
    assert run("new", *given, "--rule", "defence", "--fast", "--file", str(path))[0] == 0
    document = tomllib.loads(path.read_text(encoding="utf-8"))
    said = [name for name in document if name in {s.name for s in SETTINGS}]
    assert said == [s.name for s in SETTINGS if s.name != "target"]  # N donnes: no target
    assert document["first_dealer"] == 3 and document["fast"] is True
    _, out, _ = run("show", "--json", "--file", str(path))
    shown = json.loads(out)
    assert [name for name in shown if name in {s.name for s in SETTINGS}] == [
        s.name for s in SETTINGS
    ]
    assert shown["target"] is None and shown["donnes"] == 8 and shown["rules"] == ["defence"]
    assert {s.name for s in SETTINGS} <= SHAPE.keys


def test_a_setting_left_unsaid_is_its_default(isolated: Any, tmp_path: Path) -> None:
    path = tmp_path / "g.toml"
    assert run("new", "--mode", "classique", "--file", str(path))[0] == 0
    document = tomllib.loads(path.read_text(encoding="utf-8"))
    assert "fast" not in document and "players" not in document and "donnes" not in document
    shown = json.loads(run("show", "--json", "--file", str(path))[1])
    assert shown["fast"] is False and shown["players"] is None and shown["first_dealer"] == 1


def test_a_refused_setting_names_its_option(isolated: Any) -> None:
    code, _, err = run("new", "--mode", "classique", "--target", "0")
    assert code == 2 and "--target" in err
    code, _, err = run("new", "--mode", "faits", "--rule", "no-litige")
    assert code == 2 and "--rule" in err
