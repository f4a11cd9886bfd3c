"""R16 through the command line: worked examples of R16.8 recorded with `belote hand --line`
under `belote new --profile NAME` and under club files; what `--profile` refuses (R16.7) and
the files R16.6 refuses, nothing written; R16.5.1's refused hands; the profile `show --json`
and the feuille hold, kept when the club file changes (R16.7); `belote rules` and
`belote rules --profile`; random faulty files (Hypothesis)."""

from __future__ import annotations

import json
import os
import shutil
import tempfile
import tomllib
from collections.abc import Mapping
from pathlib import Path
from typing import Any

import pytest
import tomli_w
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_cli.core.facts import HouseRule, Mode, Rounding
from belote_cli.core.game import from_profile
from belote_cli.core.profile import BUILTINS, resolve
from belote_cli.text import line as hand_line
from tests.helpers import one_line_error, run, sheet
from tests.scoring import r16_reference as ref
from tests.scoring.test_profiles import (
    BASE,
    BUILTIN_TABLE,
    ORDER,
    PROFILES,
    REFUSED,
    Value,
    builtin_model,
    club,
    club_file,
    club_files,
    faulty_files,
    mapped_model,
    model_resolve,
)
from tests.strategies import hands

R = HouseRule
FIXTURES_V6 = Path(__file__).parent.parent / "fixtures" / "v6"  # feuilles of schema 6


def nested(profile: dict[str, Any]) -> dict[str, Any]:
    """`show --json`'s profile is the feuille's table (R16.7): its name, version, source,
    whether it was chosen, then each value; here with its values apart."""
    meta = ("name", "version", "source", "chosen")
    values = {key: value for key, value in profile.items() if key not in meta}
    return {key: profile[key] for key in meta} | {"values": values}


def feuilles(home: Path) -> list[Path]:
    """The feuilles in the home directory: none when nothing was written."""
    return sorted(home.glob("*.toml"))


def write(path: Path, doc: Mapping[str, Value]) -> Path:
    path.write_text(tomli_w.dumps(dict(doc)), encoding="utf-8")
    return path


def squeezed(text: str) -> str:
    """The text without any white space: what a wrapped line said, wherever it was cut."""
    return "".join(text.split())


def record(*lines: str) -> dict[str, Any]:
    """Each line recorded with `belote hand --line`; then the sheet."""
    for line in lines:
        code, _, err = run("hand", "--line", line, input="")
        assert code == 0, (line, err)
    return sheet()


# --- R16.8 through `belote hand` ------------------------------------------------------------

# name: the profile (a built-in's name, or a file A-G), the line, the marks (team 1, team 2)
LINES: dict[str, tuple[str, str, list[int]]] = {
    "E34": ("ffb-contree-2016-faits", "1 110pi c 110 der 1 bel 2 -", [340, 0]),
    "E38": ("ffb-contree-2016-faits", "1 120co 80 der 1 bel 1 -", [0, 180]),
    "E42": ("ffb-contree-2016-faits", "1 capotpi s 100 der 1 bel 2 -", [0, 2020]),
    "E44": ("ffb-contree-2016-faits-note2", "1 90co s capot 1 bel 1 -", [760, 0]),
    "E46": ("ffb-contree-2016-demandes", "1 100co c 92 der 1 bel 1 -", [540, 0]),
    "E56": ("ffb-contree-2016-demandes-note1", "1 capotco c capot 1 -", [1000, 0]),
    "E70": ("own-points-capot-500", "1 110co c 120 der 1 -", [480, 30]),
    "E71": ("own-points-capot-500", "1 capotco c 120 der 1 -", [0, 820]),
    "E58": ("a", "1 80co 75 der 1 -", [160, 80]),
    "E59": ("a", "1 capotco c capot 1 -", [790, 0]),
    "E60": ("a", "1 110co s 60 der 1 bel 1 -", [0, 510]),
    "E61": ("b", "1 80sa c capot 1 -", [572, 0]),
    "E62": ("b", "1 100sa 85 der 1 -", [0, 362]),
    "E63": ("c", "1 80co c 89 der 1 bel 1 -", [520, 0]),
    "E72": ("c", "1 100co c 65 der 1 bel 1 -", [40, 520]),
    "E64": ("d", "1 100co capot 1 -", [350, 0]),
    "E65": ("d", "1 capotco capot 2 -", [0, 410]),
    "E66": ("e", "1 co 61 der 1 bel 1 -", [20, 90]),
    "E67": ("f", "1 co capot 1 bel 1 -", [182, 0]),
    "E68": ("g", "1 co 71 der 1 -", [81, 81]),
    # issue 47: tout atout in classique counted × 162/258, no belote in tout atout, the
    # winner's belote multiplied
    "E74": ("ffb-belote-2016-sa-ta", "1 ta 188 der 1 bel 1 -", [144, 38]),
    "E75": ("ffb-belote-2016-sa-ta", "1 ta 119 der 1 -", [0, 81]),
    "E76": ("ffb-belote-2016-sa-ta", "1 ta 100 der 1 bel 1,2 -", [20, 182]),
    "E77": ("ffb-belote-2016-sa-ta", "1 ta capot 1 bel 1,1 -", [292, 0]),
    "E78": ("ffb-belote-2016-sa-ta", "1 sa 90 der 1 -", [100, 62]),
    "E79": ("h", "1 80ta 138 der 2 bel 1 -", [190, 80]),
    "E80": ("h", "1 90ta 135 der 1 -", [180, 70]),
    "E81": ("i", "1 100ta 75 der 1 bel 1 -", [0, 160]),
    "E82": ("i", "1 80ta 90 der 1 bel 2 -", [100, 60]),
    "E83": ("j", "1 100co c 100 der 1 bel 1 -", [560, 0]),
    "E84": ("j", "1 100co c 100 der 1 bel 2 -", [520, 20]),
    "E85": ("j", "1 100co c 60 der 1 bel 1 -", [20, 520]),
    "E86": ("j", "1 90pi s 60 der 1 bel 2 -", [0, 1080]),
}


@pytest.mark.parametrize("name", LINES)
def test_r16_8_worked_examples_through_the_command_line(name: str, tmp_path: Path) -> None:
    """A built-in by its name; a club file by its path (copied where the test runs)."""
    profile, line, marks = LINES[name]
    if len(profile) == 1:
        path = tmp_path / "club" / f"{profile}.toml"
        path.parent.mkdir()
        shutil.copy(PROFILES / f"{profile}.toml", path)
        profile = str(path)
    code, _, err = run("new", "--profile", profile)
    assert code == 0, err
    doc = record(line)
    assert doc["hands"][-1]["marks"] == marks
    assert doc["totals"] == marks
    if name == "E66":
        assert doc["pot"] == 70


def test_a_club_file_is_read_relative_to_the_current_directory(tmp_path: Path) -> None:
    """R16.7: any P that is not a built-in's name is a path, read from the current
    directory (the tests run in tmp_path)."""
    shutil.copy(PROFILES / "a.toml", tmp_path / "a.toml")
    assert run("new", "--profile", "a.toml")[0] == 0
    assert record("1 80co 75 der 1 -")["totals"] == [160, 80]
    assert nested(sheet()["profile"])["name"] == "Cannes à la carte"


def test_e57_through_the_command_line() -> None:
    """ffb-belote-2016: the litige's pot waits over a failed hand for a taker that makes."""
    assert run("new", "--profile", "ffb-belote-2016")[0] == 0
    doc = record("1 co 71 der 1 -", "2 co 60 der 1 -", "2 co 90 der 2 -")
    assert [hand["marks"] for hand in doc["hands"]] == [[0, 81], [162, 0], [62, 181]]
    assert doc["totals"] == [224, 262] and doc["pot"] == 0
    assert run("new", "--profile", "classique", "--yes")[0] == 0
    doc = record("1 co 71 der 1 -", "2 co 60 der 1 -", "2 co 90 der 2 -")
    assert doc["totals"] == [305, 181]


def test_a_builtin_name_is_the_builtin_even_beside_a_file_of_that_name(tmp_path: Path) -> None:
    write(tmp_path / "faits", club_file({"counting": "classique"}))
    assert run("new", "--profile", "faits")[0] == 0
    profile = nested(sheet()["profile"])
    assert (profile["name"], profile["values"]["counting"]) == ("faits", "faits")


# --- what --profile refuses, and refused files -----------------------------------------------


@pytest.mark.parametrize(
    "extra",
    [
        ["--mode", "faits"],
        ["--rounding", "exact"],
        ["--rule", "defence"],
        ["--mode", "classique", "--rule", "no-litige"],
    ],
    ids=" ".join,
)
@pytest.mark.parametrize("profile", ["faits", "file"])
def test_r16_7_profile_refuses_mode_rounding_and_rule(
    extra: list[str], profile: str, isolated: Path, tmp_path: Path
) -> None:
    """A usage error (exit 2), one line, nothing written."""
    if profile == "file":
        profile = str(shutil.copy(PROFILES / "c.toml", tmp_path / "c.toml"))
    code, _, err = run("new", "--profile", profile, *extra)
    assert code == 2, err
    one_line_error(err)
    assert feuilles(isolated) == []


def test_r16_2_rounding_keeps_its_two_values(isolated: Path) -> None:
    """dizaine-6 exists only in profiles: `--rounding dizaine-6` is refused."""
    code, _, err = run("new", "--mode", "faits", "--rounding", "dizaine-6")
    assert code == 2, err
    one_line_error(err)
    assert feuilles(isolated) == []


@pytest.mark.parametrize("row", REFUSED)
def test_r16_9_refused_files_through_the_command_line(
    row: str, isolated: Path, tmp_path: Path
) -> None:
    """Exit 1, one line naming the key at fault, nothing written (R16.6.3)."""
    changes, key = REFUSED[row]
    path = write(tmp_path / "club.toml", club_file(changes))
    code, _, err = run("new", "--profile", str(path))
    assert code == 1, err
    one_line_error(err)
    assert key in err
    assert feuilles(isolated) == []


GOOD = 'name = "Club des Pins"\nsource = "Club des Pins, art. 4"\nextends = "faits"\n'
# R16.6.1: the file's form, and the key a refusal names (None: not a key's fault)
FORMS: dict[str, tuple[str, str | None]] = {
    "a float": (GOOD + "target = 3.0\n", "target"),
    "a float that is a whole number": (GOOD + "surcoinche = 3.0\n", "surcoinche"),
    "an array": (GOOD + 'rounding = ["exact"]\n', "rounding"),
    "a table by dotted keys": (GOOD + "capot.value = 250\n", "capot"),
    "a table": (GOOD + "[rules]\nsurcoinche = 3\n", "rules"),
    "an inline table": (GOOD + "belote = { who = 1 }\n", "belote"),
    "a date": (GOOD + "target = 2024-06-01\n", "target"),
    "a time": (GOOD + "target = 20:30:00\n", "target"),
    "a key twice": (GOOD + 'rounding = "exact"\nrounding = "exact"\n', None),
    "not TOML": (GOOD + "rounding exact\n", None),
    "a string of another case": (GOOD + 'rounding = "Dizaine"\n', "rounding"),
}


@pytest.mark.parametrize("form", FORMS)
def test_r16_6_1_the_form_of_a_file(form: str, isolated: Path, tmp_path: Path) -> None:
    text, key = FORMS[form]
    path = tmp_path / "club.toml"
    path.write_text(text, encoding="utf-8")
    code, _, err = run("new", "--profile", str(path))
    assert code == 1, err
    one_line_error(err)
    if key is not None:
        assert key in err
    assert feuilles(isolated) == []


def test_r16_6_1_a_byte_order_mark_is_ignored_and_64_kib_is_the_most(
    isolated: Path, tmp_path: Path
) -> None:
    path = tmp_path / "club.toml"
    path.write_bytes("\ufeff".encode() + GOOD.encode())
    assert run("new", "--profile", str(path))[0] == 0
    body = GOOD.encode() + b"# "
    most = body + b"x" * (64 * 1024 - len(body) - 1) + b"\n"
    assert len(most) == 64 * 1024
    path.write_bytes(most)
    assert run("new", "--profile", str(path), "--yes")[0] == 0
    path.write_bytes(most + b"\n")
    before = feuilles(isolated)
    code, _, err = run("new", "--profile", str(path), "--yes")
    assert code == 1, err
    one_line_error(err)
    assert feuilles(isolated) == before
    path.write_bytes(GOOD.encode() + b"# \xff\xfe\n")  # not UTF-8
    assert run("new", "--profile", str(path), "--yes")[0] == 1
    assert feuilles(isolated) == before


def test_r16_7_donnes_with_an_exceed_profile_is_refused(isolated: Path, tmp_path: Path) -> None:
    """--donnes replaces the target and its rule, so it is refused with `exceed` (R15.1);
    --target and --donnes exclude each other (R14.1)."""
    path = write(tmp_path / "exceed.toml", club_file({"extends": "faits+exceed-target"}))
    code, _, err = run("new", "--profile", str(path), "--donnes", "8")
    assert code == 2, err
    one_line_error(err)
    assert feuilles(isolated) == []
    code, _, err = run("new", "--profile", "ffb-belote-2016", "--target", "500", "--donnes", "8")
    assert code == 2 and feuilles(isolated) == []
    assert run("new", "--profile", str(path), "--target", "1500")[0] == 0
    values = nested(sheet()["profile"])["values"]
    assert (values["target"], values["target-rule"]) == (1500, "exceed")


def test_r16_7_target_and_donnes_under_a_builtin() -> None:
    """--target replaces the profile's target, its rule kept; with --donnes the stored
    profile keeps its target and the game its donnes."""
    assert run("new", "--profile", "ffb-belote-2016", "--target", "500")[0] == 0
    values = nested(sheet()["profile"])["values"]
    assert (values["target"], values["target-rule"]) == (500, "reach")
    assert run("new", "--profile", "ffb-belote-2016", "--donnes", "8", "--yes")[0] == 0
    doc = sheet()
    assert doc["donnes"] == 8 and nested(doc["profile"])["values"]["target"] == 1000


# --- R16.5.1: hands a profile does not play ------------------------------------------------


def test_r16_5_1_declarations_and_sans_atout_refused_by_the_ffb_profiles(tmp_path: Path) -> None:
    assert run("new", "--profile", "ffb-contree-2016-faits")[0] == 0
    for line in (
        "1 110co 100 der 1 ann 1:tierce:A -",
        "1 110sa 100 der 1 -",
        "1 110ta 100 der 1 -",
    ):
        code, _, err = run("hand", "--line", line, input="")
        assert code != 0 and err, line
        assert sheet()["hands"] == [], line
    sa_ta = club_file({"extends": "ffb-contree-2016-faits", "sa-ta": True})
    assert run("new", "--profile", str(write(tmp_path / "sa.toml", sa_ta)), "--yes")[0] == 0
    assert record("1 110sa 100 der 1 -")["totals"] == [110, 50]
    no_declarations = club_file({"extends": "classique", "declarations": False})
    path = write(tmp_path / "plain.toml", no_declarations)
    assert run("new", "--profile", str(path), "--yes")[0] == 0
    code, _, err = run("hand", "--line", "1 co 90 der 1 ann 1:tierce:A -", input="")
    assert code != 0 and err and sheet()["hands"] == []
    assert record("1 co 90 der 1 -")["totals"] == [100, 62]


# --- R16.7: what a game shows and stores -----------------------------------------------------


def test_show_json_gives_a_chosen_builtin_profile() -> None:
    assert run("new", "--profile", "ffb-contree-2016-demandes")[0] == 0
    profile = nested(sheet()["profile"])
    expected = builtin_model("ffb-contree-2016-demandes")
    assert profile == {
        "name": expected.name,
        "version": 1,
        "source": expected.source,
        "values": expected.values,
        "chosen": True,
    }
    assert list(profile["values"]) == [key for key in ORDER if key in expected.values]


def test_show_json_gives_the_profile_a_game_without_profile_maps_to() -> None:
    """R16.2: not chosen; the mapped name, source and values; --target applied, --donnes
    leaving the seed's target."""
    code, _, err = run("new", "--mode", "faits-annonces", "--rule", "coinche-contract")
    assert code == 0, err
    expected = mapped_model(Mode.FAITS_ANNONCES, Rounding.DIZAINE, None, {R.COINCHE_CONTRACT})
    assert nested(sheet()["profile"]) == {
        "name": "faits-annonces+coinche-contract",
        "version": 1,
        "source": "RULES R6.8 [000][001]; RULES R13.5/R15.1",
        "values": expected.values,
        "chosen": False,
    }
    new = ["new", "--mode", "classique", "--rounding", "dizaine", "--target", "500", "--yes"]
    assert run(*new, "--rule", "no-litige", "--rule", "pot-to-taker")[0] == 0
    profile = nested(sheet()["profile"])
    assert profile["name"] == "classique+no-litige"
    expected = mapped_model(Mode.CLASSIQUE, Rounding.DIZAINE, 500, {R.NO_LITIGE})
    assert profile["values"] == expected.values
    assert run("new", "--mode", "faits", "--donnes", "8", "--yes")[0] == 0
    assert nested(sheet()["profile"])["values"]["target"] == 2000


def test_show_json_gives_a_club_files_profile(tmp_path: Path) -> None:
    path = shutil.copy(PROFILES / "f.toml", tmp_path / "f.toml")
    assert run("new", "--profile", str(path))[0] == 0
    expected = model_resolve(club("f"))
    profile = nested(sheet()["profile"])
    assert (profile["name"], profile["version"], profile["source"]) == expected[:3]
    assert profile["values"] == expected.values and profile["chosen"] is True


def test_r16_7_the_feuille_holds_the_profile_table(isolated: Path) -> None:
    assert run("new", "--profile", "ffb-belote-2016", "--target", "500")[0] == 0
    (path,) = feuilles(isolated)
    doc = tomllib.loads(path.read_text(encoding="utf-8"))
    assert doc["schema"] >= 7
    table = doc["profile"]
    expected = builtin_model("ffb-belote-2016").values | {"target": 500}
    assert table == {
        "name": "ffb-belote-2016",
        "version": 1,
        "source": BUILTIN_TABLE["ffb-belote-2016"][1],
        "chosen": True,
        **expected,
    }


def test_r16_7_a_game_without_profile_stores_its_mapped_profile(isolated: Path) -> None:
    assert run("new", "--mode", "faits", "--rule", "surcoinche-x3", "--rule", "defence")[0] == 0
    (path,) = feuilles(isolated)
    table = tomllib.loads(path.read_text(encoding="utf-8"))["profile"]
    expected = mapped_model(Mode.FAITS, None, None, {R.SURCOINCHE_X3, R.DEFENCE})
    assert table["name"] == "faits+defence+surcoinche-x3" and table["chosen"] is False
    assert {key: table[key] for key in expected.values} == expected.values


def test_r16_2_a_schema_6_feuille_reads_through_the_mapping(tmp_path: Path) -> None:
    """No profile in the file: the mapped one, not chosen; a save writes it (R16.2)."""
    path = Path(shutil.copy(FIXTURES_V6 / "annonces-sans-tout-atout.toml", tmp_path / "v6.toml"))
    profile = nested(sheet(path)["profile"])
    expected = mapped_model(Mode.ANNONCES, Rounding.DIZAINE, 2000, {R.DEFENCE})
    assert (profile["name"], profile["chosen"]) == ("annonces+defence", False)
    assert profile["values"] == expected.values
    assert run("undo", "--yes", "--file", str(path))[0] == 0
    table = tomllib.loads(path.read_text(encoding="utf-8"))["profile"]
    assert table["name"] == "annonces+defence" and table["chosen"] is False
    assert table["beat-defence"] is True


def test_r16_7_a_game_keeps_its_values_when_the_club_file_changes(tmp_path: Path) -> None:
    """The game is scored from its stored values: the file edited, or gone, changes
    nothing (E26's hand: 3 × 162 exact, 4 × 160 under the edited file)."""
    path = write(
        tmp_path / "club.toml",
        club_file({"extends": "faits", "surcoinche": 3, "rounding": "exact", "version": 1}),
    )
    assert run("new", "--profile", str(path))[0] == 0
    assert record("1 90ca s 70 der 2 -")["totals"] == [0, 486]
    write(path, club_file({"extends": "faits", "version": 2}))
    doc = record("1 90ca s 70 der 2 -")
    assert [hand["marks"] for hand in doc["hands"]] == [[0, 486], [0, 486]]
    profile = nested(doc["profile"])
    assert profile["version"] == 1
    assert (profile["values"]["surcoinche"], profile["values"]["rounding"]) == (3, "exact")
    path.unlink()
    assert sheet()["totals"] == [0, 972]
    write(path, club_file({"extends": "faits"}))
    assert run("new", "--profile", str(path), "--yes")[0] == 0
    assert record("1 90ca s 70 der 2 -")["totals"] == [0, 640]


def test_r16_7_only_a_game_with_profile_shows_it_in_its_heading() -> None:
    assert run("new", "--mode", "faits-annonces", "--rule", "coinche-contract")[0] == 0
    shown = run("show")[1]
    assert "faits-annonces+coinche-contract" not in shown
    assert run("new", "--profile", "ffb-contree-2016-faits", "--yes")[0] == 0
    shown = squeezed(run("show")[1])
    assert "ffb-contree-2016-faits" in shown
    assert "flat-160" in shown and "as-made" in shown  # values that differ from the seed


# --- belote rules ------------------------------------------------------------------------------


def test_rules_lists_every_builtin_with_its_source_and_what_differs() -> None:
    code, out, err = run("rules")
    assert code == 0, err
    flat = squeezed(out)
    for name, (_, source, _) in BUILTIN_TABLE.items():
        assert squeezed(name) in flat and squeezed(source) in flat, name
    for word in ("flat-160", "as-made", "own-points", "capot-bonus", "pot-to", "taker"):
        assert word in flat


def test_rules_json_lists_every_builtin() -> None:
    """Each built-in's name, version, source, values, and the values that differ from its
    counting's seed: every one the seed holds otherwise, never one equal to the seed's."""
    code, out, err = run("rules", "--json")
    assert code == 0, err
    profiles = {entry["name"]: entry for entry in json.loads(out)["profiles"]}
    assert set(profiles) == set(BUILTIN_TABLE)
    for name, entry in profiles.items():
        expected = builtin_model(name)
        assert (entry["version"], entry["source"], entry["values"]) == expected[1:]
        seed = builtin_model(str(expected.values["counting"])).values
        differs = set(entry["differs"])
        changed = {k for k, v in expected.values.items() if k in seed and seed[k] != v}
        assert changed <= differs, name
        assert not {k for k in differs if seed.get(k, None) == expected.values.get(k)}, name
        assert differs <= set(expected.values) | set(seed), name
    assert all(not profiles[mode.value]["differs"] for mode in Mode)


@pytest.mark.parametrize(
    "name",
    ["ffb-contree-2016-demandes", "classique", "ffb-belote-2016-sa-ta", "file A", "file J"],
)
def test_rules_profile_shows_every_value(name: str, tmp_path: Path) -> None:
    if name.startswith("file "):
        letter = name[-1].lower()
        which = str(shutil.copy(PROFILES / f"{letter}.toml", tmp_path / f"{letter}.toml"))
        expected = model_resolve(club(letter))
    else:
        which, expected = name, builtin_model(name)
    code, out, err = run("rules", "--profile", which, "--json")
    assert code == 0, err
    assert json.loads(out) == {
        "name": expected.name,
        "version": expected.version,
        "source": expected.source,
        "values": expected.values,
    }
    code, out, err = run("rules", "--profile", which)
    assert code == 0, err
    flat = squeezed(out)
    assert squeezed(expected.name) in flat and squeezed(expected.source) in flat
    for key, value in expected.values.items():
        assert key in flat, key
        if not isinstance(value, bool):
            assert squeezed(str(value)) in flat, key


def test_rules_profile_refuses_a_faulty_file(isolated: Path, tmp_path: Path) -> None:
    path = write(tmp_path / "club.toml", club_file({"extends": "faits", "capot-bonus": 100}))
    code, _, err = run("rules", "--profile", str(path))
    assert code == 1, err
    one_line_error(err)
    assert "capot-bonus" in err
    assert feuilles(isolated) == []


# --- Hypothesis: random club files ------------------------------------------------------------


def home() -> Path:
    return Path(os.environ["BELOTE_HOME"])


@given(faulty_files())
@settings(max_examples=25, deadline=None)
def test_random_faulty_files_are_refused_naming_a_key(
    case: tuple[dict[str, Value], frozenset[str]],
) -> None:
    doc, keys = case
    with tempfile.TemporaryDirectory() as folder:
        path = write(Path(folder) / "club.toml", doc)
        code, _, err = run("new", "--profile", str(path))
    assert code == 1, err
    one_line_error(err)
    assert any(key in err for key in keys), (keys, err)
    assert feuilles(home()) == []


@given(club_files())
@settings(max_examples=15, deadline=None)
def test_random_club_files_make_games_that_show_their_profile(doc: dict[str, Value]) -> None:
    expected = model_resolve(doc)
    with tempfile.TemporaryDirectory() as folder:
        path = write(Path(folder) / "club.toml", doc)
        code, _, err = run("new", "--profile", str(path), "--yes")
    assert code == 0, err
    profile = nested(sheet()["profile"])
    assert (profile["name"], profile["version"], profile["source"]) == expected[:3]
    assert profile["values"] == expected.values and profile["chosen"] is True


def test_the_club_files_are_those_of_r16_9() -> None:
    """The fixtures are R16.9's files as written (a check of the tests' own data)."""
    assert club("a")["extends"] == "faits-annonces+coinche-contract+belote-prenable+surcoinche-x3"
    assert club("f") == {
        "format": 1,
        "name": "capot 162",
        "version": 2,
        "source": "AAPPMA de Koenigshoffen, tournament rules: a capot is marked 162",
        "counting": "classique",
        "capot-cards": 162,
    }
    assert set(BASE) == {"name", "source"}


def test_a_refused_file_is_said_before_replacing_a_game_is_asked(tmp_path: Path) -> None:
    """`new --profile FILE --file PATH` over an unfinished game: the file is read first, so
    a refusal comes before the question, and the game is left as it was."""
    game = tmp_path / "g.toml"
    assert run("new", "--mode", "classique", "--file", str(game))[0] == 0
    assert run("hand", "--line", "1 co 90 der 1 -", "--file", str(game))[0] == 0
    before = game.read_bytes()
    bad = write(tmp_path / "bad.toml", {"name": "Club", "source": "x", "extends": "nothing"})
    code, out, err = run("new", "--profile", str(bad), "--file", str(game), input="y\n")
    assert code == 1 and "extends" in err, err
    assert "Replace it?" not in out
    assert game.read_bytes() == before


# --- issue 47: tout atout counted at trump values, through the command line ---------------


def test_e74_says_its_conversion_in_the_hands_sentence() -> None:
    """The explanation says the federation's arithmetic: 198 × 162/258 = 124, + belote."""
    assert run("new", "--profile", "ffb-belote-2016-sa-ta")[0] == 0
    code, out, err = run("hand", "--line", "1 ta 188 der 1 bel 1 -")
    assert code == 0, err
    said = " ".join(out.split())
    assert "Nous 198 × 162/258 = 124 + belote 20 = 144 > Eux 60 × 162/258 = 38" in said
    code, out, _ = run("hand", "--line", "1 ta 250 der 1 -")
    assert code == 2  # R16.5.1: 0 to 248
    code, _, err = run("hand", "--line", "1 ta 2=60 1=190 der 1 -")
    assert code == 2 and "must add up to 248" in err  # both piles: 248 (R2.5 read so)


def test_cards_of_a_tout_atout_hand_are_counted_at_trump_values() -> None:
    """R16.5.6: R13.6's V♥ 9♥ A♠ 10♣ R♦ D♦ is 62 there, not 38."""
    assert run("new", "--profile", "ffb-belote-2016-sa-ta")[0] == 0
    options = ["--taker", "1", "--suit", "ta", "--cards", "1=V♥ 9♥ A♠ 10♣ R♦ D♦"]
    code, out, err = run("hand", *options, "--der", "2", "--belote", "none", "--annonces", "none")
    assert code == 0, err
    assert "= 62: Nous 62, Eux 186" in " ".join(out.split())
    assert sheet()["hands"][0]["points"] == [62, 186]


def test_the_concours_takes_the_new_builtin() -> None:
    code, _, err = run("concours", "new", "Noël", "--profile", "ffb-belote-2016-sa-ta")
    assert code == 0, err
    code, out, err = run("concours", "show", "--json")
    assert code == 0, err
    profile = json.loads(out)["profile"]
    assert (profile["name"], profile["ta-total"], profile["sa-ta"]) == (
        "ffb-belote-2016-sa-ta",
        258,
        True,
    )


def test_rules_lists_the_new_values_and_their_words_in_french(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv("BELOTE_LANG", "fr")
    code, out, err = run("rules", "--profile", "ffb-belote-2016-sa-ta")
    assert code == 0, err
    flat = " ".join(out.split())
    assert "tout atout compté en valeurs d'atout × 162/258" in flat
    assert "§10 et §11" in flat  # the source, in French words
    assert "ta-total = 258" in flat


@pytest.mark.parametrize("letter", ["h", "i", "j", "builtin"])
@given(data=st.data())
@settings(max_examples=8, deadline=None)
def test_random_hands_through_the_command_line_score_as_the_reference(
    letter: str, data: st.DataObject
) -> None:
    """The differential through `belote hand --line`: random hands under the new built-in
    and files H-J, each recorded in a game of its own, against an independent reading of
    R16.5 (tests/scoring/r16_reference.py)."""
    folder = Path(tempfile.mkdtemp())
    if letter == "builtin":
        which, profile = "ffb-belote-2016-sa-ta", BUILTINS["ffb-belote-2016-sa-ta"]
    else:
        which = str(shutil.copy(PROFILES / f"{letter}.toml", folder / f"{letter}.toml"))
        profile = resolve(club(letter))
    values = profile.as_dict()
    facts = data.draw(
        hands(Mode(str(values["counting"])), all_suits=True, ta_total=values.get("ta-total"))
    )
    feuille = str(folder / "game.toml")
    assert run("new", "--profile", which, "--file", feuille)[0] == 0
    text = hand_line.write(facts, from_profile(profile)) + " -"
    code, _, err = run("hand", "--line", text, "--file", feuille, input="")
    if ref.refused(values, facts):
        assert code != 0, text
        return
    assert code == 0, (text, err)
    assert sheet(Path(feuille))["hands"][-1]["marks"] == list(ref.score(values, facts).marks)
