"""A concours with a rule profile (R16.7), through the command line: every table's game scored
by it (E34 of R16.8); `--mode` and `--rule` refused beside it, a refused club file, a profile
that must exceed its target refused in a concours of donnes and kept in one to a target; the
checksum (R14.7, R16.5.5) and the doubts (R14.10) by its values; its name, version and values
on every heading and in the JSON; the concours's own copy of it, whatever the club's file
says afterwards; a concours file of schema 5 and older ones."""

from __future__ import annotations

import json
import tomllib
from pathlib import Path
from typing import Any

from belote_cli.storage import concours as store
from tests.helpers import FIXTURES, one_line_error, run

FFB = "ffb-contree-2016-faits"
E34 = "1 110pi c 110 der 1 bel 2 -\n"  # R16.8: 340 - 0 under ffb-contree-2016-faits
EXCEED = 'name = "Pins"\nsource = "Club des Pins"\nextends = "faits+exceed-target"\n'


def folder() -> Path:
    return Path.cwd() / "home" / "concours"


def created(*options: str, teams: tuple[str, ...] = ("As", "Rois")) -> Path:
    code, _, err = run("concours", "new", "Club", *options)
    assert code == 0, err
    for team in teams:
        assert run("concours", "team", "add", team)[0] == 0
    return next(folder().glob("*.toml"))


def as_json(*args: str) -> dict[str, Any]:
    code, out, err = run(*args, "--json")
    assert code == 0, err
    found: dict[str, Any] = json.loads(out)
    return found


def club_file(name: str, text: str) -> str:
    Path(name).write_text(text, encoding="utf-8")
    return name


def test_a_table_played_hand_by_hand_scores_by_the_profile() -> None:
    path = created("--profile", FFB, "--donnes", "1")
    first, second = as_json("concours", "draw")["tables"][0]["teams"]
    code, out, err = run("play", "--concours", "club", "--table", "1", input=E34)
    assert code == 0, err
    assert "340 – 0" in out
    assert f"{FFB} v1" in out  # the table's feuille is a game of the profile
    table = as_json("concours", "show")["draws"][0]["tables"][0]
    assert table["teams"] == [first, second] and table["result"] == [340, 0]
    feuille = tomllib.loads((path.parent.parent / "club-p1-t1.toml").read_text("utf-8"))
    assert feuille["profile"]["name"] == FFB and feuille["profile"]["belote"] == "winner"


def test_the_profile_fixes_the_mode_and_the_rules() -> None:
    for given in (("--mode", "faits"), ("--rule", "defence"), ("--rule", "surcoinche-x3")):
        code, _, err = run("concours", "new", "Club", "--profile", FFB, *given)
        assert code == 2 and f"not {given[0]} beside it" in err, err
        one_line_error(err)
    code, _, err = run("concours", "new", "Club", "--profile", FFB, "--rounding", "exact")
    assert code == 2  # a concours has no --rounding: its mode's, or its profile's
    assert not list(folder().glob("*"))


def test_a_refused_club_file_writes_nothing() -> None:
    litige = club_file(
        "bad.toml", 'name = "Pins"\nsource = "s"\nextends = "faits"\nlitige = "pot"\n'
    )
    for given, said in ((litige, "litige"), ("missing.toml", "missing.toml")):
        code, _, err = run("concours", "new", "Club", "--profile", given)
        assert code == 1 and said in err, err
        one_line_error(err)
    assert not list(folder().glob("*"))


def test_a_profile_that_must_exceed_its_target_needs_a_concours_to_a_target() -> None:
    exceed = club_file("pins.toml", EXCEED)
    code, _, err = run("concours", "new", "Club", "--profile", exceed, "--donnes", "4")
    assert code == 2 and err.startswith("belote: --donnes:") and "Pins" in err, err
    one_line_error(err)
    code, _, err = run("concours", "new", "Club", "--profile", exceed)  # 12 donnes: refused
    assert code == 2 and err.startswith("belote: --profile:"), err
    assert not list(folder().glob("*"))
    path = created("--profile", exceed, "--target", "1000")
    profile = as_json("concours", "show")["profile"]
    assert profile["target-rule"] == "exceed" and profile["target"] == 1000
    stored = store.load(path).concours.format.profile
    assert stored is not None and stored["target"] == 1000  # the concours's, as its tables'
    run("concours", "draw")
    # the table's game keeps the rule, with the concours's target
    code, out, err = run("play", "--concours", "club", "--table", "1", input="q\n")
    assert code == 0 and "target-rule exceed" in out, err
    feuille = tomllib.loads((path.parent.parent / "club-p1-t1.toml").read_text("utf-8"))
    assert feuille["profile"]["target-rule"] == "exceed" and feuille["target"] == 1000
    before = path.read_bytes()
    code, out, err = run("concours", "result", "1", "1000", "900", input="")  # none past it
    assert code == 1 and "the target, 1000" in out + err and path.read_bytes() == before
    assert run("concours", "result", "1", "1010", "900")[0] == 0


def test_the_checksum_is_made_only_where_a_donne_is_worth_162_plus_tens() -> None:
    flat = 'counting = "classique"\ncapot-cards = 250\n'
    club_file("flat.toml", f'name = "Capot 250"\nsource = "Pagat"\n{flat}')
    created("--profile", "flat.toml", "--donnes", "1")
    run("concours", "draw")
    code, out, err = run("concours", "result", "1", "100", "400", input="")  # an extra digit?
    assert code == 1 and "324" in out + err  # R14.10 still asks
    code, out, err = run("concours", "result", "1", "100", "50", input="")  # not 162: recorded
    assert code == 0 and "100 – 50" in out, err
    club_file("plain.toml", 'name = "Capot 252"\nsource = "R6"\ncounting = "classique"\n')
    code, _, err = run("concours", "new", "Other", "--profile", "plain.toml", "--donnes", "1")
    assert code == 0, err
    for team in ("A", "B"):
        run("concours", "team", "add", team, "--concours", "other")
    run("concours", "draw", "--concours", "other")
    code, out, err = run("concours", "result", "1", "100", "50", "--concours", "other", input="")
    assert code == 1 and "162" in out + err  # asked, and not confirmed


def test_the_headings_show_the_profile_and_its_values() -> None:
    code, out, _ = run("concours", "new", "Club", "--profile", FFB, "--donnes", "8")
    words = f"{FFB} v1, 4 parties of 8 donnes, ranked by points — declarations false"
    said = out.split("File")[0]
    assert code == 0 and words in said and "belote winner" in said and "target" not in said
    for team in ("As", "Rois"):
        run("concours", "team", "add", team)
    run("concours", "draw")
    assert words in run("concours", "list")[1]
    assert run("concours", "export", "--sheets", "--output", "s.html")[0] == 0
    sheets = Path("s.html").read_text(encoding="utf-8")
    assert f'<p class="sub">{words}' in sheets and "capot-failed as-made</p>" in sheets
    profile = as_json("concours", "show")["profile"]
    assert {key: profile[key] for key in ("name", "version", "chosen", "belote")} == {
        "name": FFB,
        "version": 1,
        "chosen": True,
        "belote": "winner",
    }
    assert profile["source"].startswith("FFB, règles officielles")
    # without --profile: today's words, and the profile its mode maps to (R16.2)
    run("concours", "new", "Plain", "--mode", "faits", "--rule", "defence")
    shown = as_json("concours", "show", "--concours", "plain")
    assert shown["profile"]["name"] == "faits+defence" and shown["profile"]["chosen"] is False
    listed = run("concours", "list")[1]
    assert "Plain — faits, 4 parties of 12 donnes, ranked by points — rule: defence" in listed


def test_the_concours_keeps_its_own_copy_of_the_profile() -> None:
    text = f'name = "Pins"\nversion = 2\nsource = "Club des Pins"\nextends = "{FFB}"\n'
    club_file("pins.toml", text)
    path = created("--profile", "pins.toml", "--donnes", "1")
    club_file("pins.toml", text.replace("version = 2", "version = 3") + 'belote = "holder"\n')
    run("concours", "draw")
    code, out, err = run("play", "--concours", "club", "--table", "1", input=E34)
    assert code == 0 and "340 – 0" in out and "Pins v2" in out, err  # 320 - 20 by the file
    stored = tomllib.loads(path.read_text(encoding="utf-8"))
    assert stored["schema"] == store.SCHEMA and stored["profile"]["belote"] == "winner"


def test_a_profile_in_an_older_concours_is_not_its_own() -> None:
    source = FIXTURES / "concours-v5" / "coinche-des-pins.toml"
    fixture = store.load(source)
    assert fixture.concours.format.profile is not None and not fixture.unkept
    assert fixture.concours.format.profile.name == "Club des Pins"
    older = Path("older.toml")
    older.write_text(source.read_text("utf-8").replace("schema = 5", "schema = 4"), "utf-8")
    loaded = store.load(older)
    assert loaded.concours.format.profile is None and loaded.unkept.keys == ("profile",)
    extra = Path("extra.toml")
    extra.write_text(source.read_text("utf-8") + "\n", "utf-8")
    text = extra.read_text("utf-8").replace("version = 3\n", 'version = 3\ncolour = "red"\n')
    extra.write_text(text, "utf-8")
    assert store.load(extra).unkept.keys == ("profile.colour",)
