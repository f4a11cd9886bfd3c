"""Schema versions as a list (storage.migrations, issue 33): every fixture of every version
loads to the game or concours it loaded to before the list; a newer version, a foreign
file and a broken one are refused as before; the newest version goes through no step; a
step never changes the document it is given; a load never writes.

The expected values were made by the code before storage.migrations: a digest of the
document the loaded game or concours is written as (storage.document, storage.concours;
its `schema` left out), with what can be read at a glance; and each refusal as its key and
values (language-free). A new version that writes something new into every file changes
the digests: make them again with the code before that change (`python -m
tests.files.test_migrations` prints them) and compare. Version 7 did (every game's
profile, R16.7): the games it loads to, their entries and totals, did not change. Version 8
did too (a profile's tout atout parameters at their seeds, issue 47): every document was
the one before but for those keys of its profile table, its entries and totals the same."""

from __future__ import annotations

import copy
import hashlib
import json
import os
import tomllib
from pathlib import Path
from typing import Any

import pytest

from belote_cli import storage
from belote_cli.core.errors import Refusal
from belote_cli.storage import concours, files
from belote_cli.storage.document import to_document
from belote_cli.storage.migrations import CONCOURS, FEUILLE, Migrations
from tests.helpers import FIXTURES, run

# fixture: (digest, entries or teams, totals or parties, undone entries or log lines)
LOADED: dict[str, tuple[str, int, tuple[int, int] | int, int]] = {
    "concours-v1/club-dete.toml": ("545989c4cf6cf71d", 6, 2, 0),
    "concours-v2/club-dete.toml": ("b6ba604d120eeb84", 6, 2, 0),
    "concours-v3/club-dete.toml": ("b6ba604d120eeb84", 6, 2, 0),
    "concours-v4/club-dete.toml": ("f762503a1270e12b", 7, 2, 0),
    "concours-v5/club-dete.toml": ("f762503a1270e12b", 7, 2, 0),
    "concours-v5/coinche-des-pins.toml": ("519b11471c216b3d", 5, 2, 10),
    "concours-v6/club-dete.toml": ("f762503a1270e12b", 7, 2, 0),
    "concours-v6/ligue-dete.toml": ("1caa0586aafe7f35", 7, 2, 0),  # licence numbers
    "concours-v7/club-dete.toml": ("f762503a1270e12b", 7, 2, 0),
    "concours-v7/ligue-dete.toml": ("1caa0586aafe7f35", 7, 2, 0),
    "concours-v7/tout-atout-de-noel.toml": ("c332ba549a1c4395", 4, 1, 5),
    "v1/classique-litige.toml": ("255254cdbe3a56ef", 11, (1082, 900), 0),
    "v1/faits-annonces-coinche-capot.toml": ("36a1e60c61240304", 9, (3890, 2050), 0),
    "v2/classique-joueurs-donnes.toml": ("1c4d2818139c89cc", 8, (527, 453), 0),
    "v2/classique-litige.toml": ("255254cdbe3a56ef", 11, (1082, 900), 0),
    "v2/faits-annonces-coinche-capot.toml": ("36a1e60c61240304", 9, (3890, 2050), 0),
    "v3/annonces-sans-tout-atout.toml": ("2c36959d46b49e7d", 6, (190, 340), 0),
    "v3/classique-joueurs-donnes.toml": ("1c4d2818139c89cc", 8, (527, 453), 0),
    "v3/classique-litige.toml": ("255254cdbe3a56ef", 11, (1082, 900), 0),
    "v3/faits-annonces-coinche-capot.toml": ("36a1e60c61240304", 9, (3890, 2050), 0),
    "v4/annonces-sans-tout-atout.toml": ("2c36959d46b49e7d", 6, (190, 340), 0),
    "v4/classique-joueurs-donnes.toml": ("1c4d2818139c89cc", 8, (527, 453), 0),
    "v4/classique-litige.toml": ("255254cdbe3a56ef", 11, (1082, 900), 0),
    "v4/faits-annonces-coinche-capot.toml": ("36a1e60c61240304", 9, (3890, 2050), 0),
    "v5/annonces-sans-tout-atout.toml": ("7a84cac605b12a55", 6, (190, 340), 0),
    "v5/classique-joueurs-donnes.toml": ("9b657d068ef0d011", 8, (527, 453), 0),
    "v5/classique-litige.toml": ("255254cdbe3a56ef", 11, (1082, 900), 0),
    "v5/faits-annonces-coinche-capot.toml": ("36a1e60c61240304", 9, (3890, 2050), 0),
    "v6/annonces-sans-tout-atout.toml": ("8d6d169a77d5f782", 6, (190, 340), 0),
    "v6/classique-joueurs-donnes.toml": ("c5579de0068434a8", 8, (527, 453), 0),
    "v6/classique-litige.toml": ("99b733fe1f988557", 11, (1082, 900), 0),
    "v6/faits-annonces-coinche-capot.toml": ("f2030a29ce4e9425", 9, (3890, 2050), 0),
    "v7/annonces-sans-tout-atout.toml": ("8d6d169a77d5f782", 6, (190, 340), 0),
    "v7/classique-joueurs-donnes.toml": ("c5579de0068434a8", 8, (527, 453), 0),
    "v7/classique-litige.toml": ("99b733fe1f988557", 11, (1082, 900), 0),
    "v7/faits-annonces-coinche-capot.toml": ("f2030a29ce4e9425", 9, (3890, 2050), 0),
    "v7/faits-annonces-coincheurs.toml": ("cd8888faf20423b1", 4, (1300, 1080), 0),
    "v8/annonces-sans-tout-atout.toml": ("8d6d169a77d5f782", 6, (190, 340), 0),
    "v8/classique-joueurs-donnes.toml": ("c5579de0068434a8", 8, (527, 453), 0),
    "v8/classique-litige.toml": ("99b733fe1f988557", 11, (1082, 900), 0),
    "v8/classique-tout-atout-ffb.toml": ("8e655c4704c775b0", 6, (890, 272), 0),
    "v8/faits-annonces-belote-du-gagnant.toml": ("3ee045df6057f479", 4, (1100, 1620), 0),
    "v8/faits-annonces-coinche-capot.toml": ("f2030a29ce4e9425", 9, (3890, 2050), 0),
    "v8/faits-annonces-coincheurs.toml": ("cd8888faf20423b1", 4, (1300, 1080), 0),
    "v8/faits-annonces-tout-atout-258.toml": ("948c4ca0648c8a7a", 2, (370, 150), 0),
}


def _digest(doc: dict[str, Any]) -> str:
    doc = {key: value for key, value in doc.items() if key != "schema"}
    text = json.dumps(doc, sort_keys=True, ensure_ascii=False)
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:16]


def loaded(name: str) -> tuple[str, int, tuple[int, int] | int, int]:
    """What a fixture loads to, as LOADED says it."""
    path = FIXTURES / name
    if name.startswith("concours-"):
        c = concours.load(path).concours
        return _digest(concours.to_document(c)), len(c.teams), len(c.parties), len(c.log)
    game = files.load(path).game
    totals = (game.totals[0], game.totals[1])
    return _digest(to_document(game)), len(game.lines), totals, len(game.undone)


def _fixtures() -> list[str]:
    """Every feuille and concours of every version (fixtures/profiles holds club files)."""
    found = [*FIXTURES.glob("v*/*.toml"), *FIXTURES.glob("concours-v*/*.toml")]
    return sorted(str(path.relative_to(FIXTURES)) for path in found)


@pytest.mark.parametrize("name", sorted(LOADED))
def test_every_fixture_loads_to_what_it_loaded_to_before_the_list(name: str) -> None:
    assert loaded(name) == LOADED[name]


def test_every_fixture_has_its_expected_values() -> None:
    assert _fixtures() == sorted(LOADED)


def test_a_game_is_the_same_game_in_every_version_that_could_hold_it() -> None:
    games = [files.load(FIXTURES / f"v{n}" / "classique-litige.toml").game for n in range(1, 6)]
    assert all(game == games[0] for game in games)


def test_the_newest_version_goes_through_no_step_and_is_not_copied() -> None:
    path = FIXTURES / f"v{storage.SCHEMA}" / "classique-litige.toml"
    doc = tomllib.loads(path.read_text(encoding="utf-8"))
    assert FEUILLE.upgraded(doc, storage.SCHEMA, path) is doc
    path = FIXTURES / f"concours-v{concours.SCHEMA}" / "club-dete.toml"
    doc = tomllib.loads(path.read_text(encoding="utf-8"))
    assert CONCOURS.upgraded(doc, concours.SCHEMA, path) is doc


@pytest.mark.parametrize("name", _fixtures())
def test_a_step_never_changes_the_document_it_is_given(name: str) -> None:
    """What a save would not keep is looked for in the document after it was read."""
    path = FIXTURES / name
    doc = tomllib.loads(path.read_text(encoding="utf-8"))
    # a list every feuille step walks
    doc["undone"] = [{"kind": "hand", "taker": 1, "suit": "coeur", "points": [100, 52], "der": 1}]
    before = copy.deepcopy(doc)
    read = concours.from_document if name.startswith("concours-") else storage.from_document
    read(doc, path)
    assert doc == before


def test_each_version_has_its_named_step_in_order() -> None:
    assert FEUILLE.newest == storage.SCHEMA and CONCOURS.newest == concours.SCHEMA
    for migrations in (FEUILLE, CONCOURS):
        for version, step in enumerate(migrations.steps, start=2):
            assert step.__name__.startswith(f"v{version}_") and step.__doc__, step
    fresh = Migrations()
    with pytest.raises(AssertionError, match="from version 1"):
        fresh.step(2)(lambda doc: doc)


class _Drop:
    def __repr__(self) -> str:
        return "DROP"


DROP = _Drop()  # a key taken away
V1, V2, V3, V4, V6, V7 = (f"v{n}/classique-litige.toml" for n in (1, 2, 3, 4, 6, 7))
C1, C3, C4 = (f"concours-v{n}/club-dete.toml" for n in (1, 3, 4))
C5 = "concours-v5/coinche-des-pins.toml"  # a concours with a rule profile (R16.7)
C6 = "concours-v6/ligue-dete.toml"  # a concours with licence numbers (issue 37)
# (fixture, changes to its document: "hands.0.suit" = value, the refusal as before the list)
REFUSED: list[tuple[str, dict[str, object], str]] = [
    (
        V1,
        {"schema": 9},
        "newer_schema(path=f.toml, found=9, known=8)",
    ),
    (
        V1,
        {"schema": "6"},
        "not_a_sheet(path=f.toml, detail=bad_schema(value='6'))",
    ),
    (
        V1,
        {"schema": DROP},
        "not_a_sheet(path=f.toml, detail=missing_field(field=schema))",
    ),
    (
        V1,
        {"mode": DROP},
        "not_a_sheet(path=f.toml, detail=missing_field(field=mode))",
    ),
    (
        V1,
        {"hands.0.suit": "sans-atout"},
        "bad_hand_in_file(path=f.toml, number=1, detail=file_value(field=, "
        "value='sans-atout', expected=expect_one_of(choices=coeur, carreau, trefle, "
        "pique)))",
    ),
    (
        V1,
        {"hands.0.belote": [1, 2]},
        "bad_hand_in_file(path=f.toml, number=1, detail=belote_two_teams())",
    ),
    (
        V1,
        {"hands.0.kind": "passe"},
        "",
    ),
    (
        V1,
        {"undone": [{"kind": "passe", "taker": 1, "suit": "tout-atout"}]},
        "bad_undone_in_file(path=f.toml, number=1, detail=file_value(field=, "
        "value='tout-atout', expected=expect_one_of(choices=coeur, carreau, trefle, "
        "pique)))",
    ),
    (
        V1,
        {"players": ["A", "B", "C", "D"], "first_dealer": "x", "donnes": "x"},
        "",
    ),
    (
        V1,
        {"hands.0": 3},
        "bad_hand_in_file(path=f.toml, number=1, detail=file_value(field=, value=3, "
        "expected=expect_table()))",
    ),
    (
        V1,
        {"hands": 3},
        "not_a_sheet(path=f.toml, detail=file_value(field=hands , value=3, "
        "expected=expect_tables()))",
    ),
    (
        V1,
        {"rules": ["zzz"]},
        "not_a_sheet(path=f.toml, detail=file_value(field=, value='zzz', "
        "expected=expect_one_of(choices=defence, no-litige, coinche-contract, "
        "coinche-own-points, belote-prenable, surcoinche-x3, annonces-only, "
        "pot-to-taker, exceed-target)))",
    ),
    (
        V1,
        {"fast": 1},
        "not_a_sheet(path=f.toml, detail=file_value(field=fast , value=1, "
        "expected=expect_bool()))",
    ),
    (
        V2,
        {"hands.0.suit": "rouge"},
        "bad_hand_in_file(path=f.toml, number=1, detail=file_value(field=, "
        "value='rouge', expected=expect_one_of(choices=coeur, carreau, trefle, pique)))",
    ),
    (
        V2,
        {"hands.0.suit": "tout-atout"},
        "bad_hand_in_file(path=f.toml, number=1, detail=file_value(field=, "
        "value='tout-atout', expected=expect_one_of(choices=coeur, carreau, trefle, "
        "pique)))",
    ),
    (
        V2,
        {"hands.0.belote": [1, 2]},
        "bad_hand_in_file(path=f.toml, number=1, detail=belote_two_teams())",
    ),
    (
        V2,
        {"hands.0.kind": "passe"},
        "",
    ),
    (
        V2,
        {"players": ["A"]},
        "not_a_sheet(path=f.toml, detail=file_value(field=players , value=['A'], "
        "expected=expect_names(count=4)))",
    ),
    (
        V2,
        {"first_dealer": "x"},
        "not_a_sheet(path=f.toml, detail=file_value(field=, value='x', expected=expect_whole()))",
    ),
    (
        V2,
        {"donnes": "x"},
        "",
    ),
    (
        V3,
        {"hands.0.suit": "sans-atout"},
        "bad_hand_in_file(path=f.toml, number=1, detail=all_suits_in_classique())",
    ),
    (
        V3,
        {"hands.0.suit": "rouge"},
        "bad_hand_in_file(path=f.toml, number=1, detail=file_value(field=, "
        "value='rouge', expected=expect_one_of(choices=coeur, carreau, trefle, pique, "
        "sans-atout, tout-atout)))",
    ),
    (
        V3,
        {"donnes": 12},
        "",
    ),
    (
        V3,
        {"donnes": 12, "target": DROP},
        "not_a_sheet(path=f.toml, detail=missing_field(field=target))",
    ),
    (
        V4,
        {"donnes": "x"},
        "not_a_sheet(path=f.toml, detail=file_value(field=, value='x', expected=expect_whole()))",
    ),
    (
        V4,
        {"donnes": 12, "target": DROP},
        "",
    ),
    (
        V6,
        {"schema": 9},
        "newer_schema(path=f.toml, found=9, known=8)",
    ),
    (
        V6,
        {"players": ["A"]},
        "not_a_sheet(path=f.toml, detail=file_value(field=players , value=['A'], "
        "expected=expect_names(count=4)))",
    ),
    (
        V6,
        {"hands.0.kind": "zzz"},
        "bad_hand_in_file(path=f.toml, number=1, detail=file_value(field=, "
        "value='zzz', expected=expect_one_of(choices=hand, passe, fausse-donne, "
        "manual)))",
    ),
    (
        V6,
        {"started": "x"},
        "not_a_sheet(path=f.toml, detail=file_value(field=started , value='x', "
        "expected=expect_moment()))",
    ),
    (
        V6,
        {"hands.1.suit": "rouge", "undone": [{"kind": "hand", "suit": "rouge"}]},
        "bad_hand_in_file(path=f.toml, number=2, detail=file_value(field=, "
        "value='rouge', expected=expect_one_of(choices=coeur, carreau, trefle, pique, "
        "sans-atout, tout-atout)))",
    ),
    (
        V6,
        {"profile": {"name": "Club", "chosen": True, "counting": "faits"}},
        "",  # R16.2: an older game holds no profile; a table found in it is not read
    ),
    (
        V7,
        {"profile.name": ""},  # a stored profile's own keys, checked as a club file's
        "not_a_sheet(path=f.toml, detail=profile_refused(field=name, why=profile_name(most=40)))",
    ),
    (
        V7,
        {"profile.version": -3},
        "not_a_sheet(path=f.toml, detail=profile_refused(field=version, "
        "why=profile_version(most=9999)))",
    ),
    (
        V7,
        {"profile.source": "x" * 300},
        "not_a_sheet(path=f.toml, detail=profile_refused(field=source, "
        "why=profile_source(most=200)))",
    ),
    (
        V7,
        {"profile.surcoinche": 3},  # R16.4: no surcoinche in classique
        "not_a_sheet(path=f.toml, detail=profile_refused(field=surcoinche, "
        "why=when_surcoinche()))",
    ),
    (
        V7,
        {"profile.target": 1000},  # not chosen: the settings' profile, or refused
        "not_a_sheet(path=f.toml, detail=profile_not_mapped(name=classique))",
    ),
    (
        V7,
        {"profile.chosen": True, "profile.litige": "made", "profile.pot-to": DROP}
        | {"profile.litige-belote": DROP, "profile.name": "Club"},
        "",  # chosen: the game is scored by its stored values
    ),
    (
        V7,
        {"profile.target": DROP},
        "not_a_sheet(path=f.toml, detail=profile_refused(field=target, why=profile_required()))",
    ),
    (
        C1,
        {"kind": DROP},
        "not_a_concours(path=f.toml)",
    ),
    (
        C1,
        {"schema": 8},
        "newer_schema(path=f.toml, found=8, known=7)",
    ),
    (
        C1,
        {"schema": 0},
        "not_a_concours(path=f.toml)",
    ),
    (
        C1,
        {"draws.0.tables.0.teams": [3, 99]},
        "bad_concours(path=f.toml, detail=file_value(field=teams , value=[3, 99], "
        "expected=expect_pair()))",
    ),
    (
        C1,
        {"draws.0.tables.0.teams": [3, 3]},
        "bad_concours(path=f.toml, detail=file_seating(teams=6, seated=[3, 3, 6, 5, 2, 4]))",
    ),
    (
        C1,
        {"draws.0.tables.0.teams": [3]},
        "bad_concours(path=f.toml, detail=file_value(field=teams , value=[3], "
        "expected=expect_pair()))",
    ),
    (
        C1,
        {"draws.0.tables.0.teams": ["3", 1]},
        "bad_concours(path=f.toml, detail=file_value(field=, value='3', expected=expect_whole()))",
    ),
    (
        C1,
        {"draws.0.tables.0.teams": 3},
        "bad_concours(path=f.toml, detail=file_value(field=teams , value=3, "
        "expected=expect_list()))",
    ),
    (
        C1,
        {"draws.0.tables.0.result": [1100]},
        "bad_concours(path=f.toml, detail=file_value(field=result , value=[1100], "
        "expected=expect_result()))",
    ),
    (
        C1,
        {"draws.0.tables.0.result": [-5, 1000]},
        "bad_concours(path=f.toml, detail=bad_result(value=-5, high=100000))",
    ),
    (
        C1,
        {"draws.0.tables.0.result": ["1100", 850]},
        "bad_concours(path=f.toml, detail=file_value(field=, value='1100', "
        "expected=expect_whole()))",
    ),
    (
        C1,
        {"draws.0.tables.0.result": DROP},
        "bad_concours(path=f.toml, detail=file_result_missing(partie=1))",
    ),
    (
        C1,
        {"draws.0.tables.0": 3},
        "bad_concours(path=f.toml, detail=file_value(field=, value=3, expected=expect_table()))",
    ),
    (
        C1,
        {"draws.0.tables": "3 1 1100 850\n"},
        "bad_concours(path=f.toml, detail=file_value(field=tables , value='3 1 1100 "
        "850\\n', expected=expect_list()))",
    ),
    (
        C1,
        {"draws.0.tables": [{"teams": [3, 1], "result": [1100, 850]}]},
        "bad_concours(path=f.toml, detail=file_seating(teams=6, seated=[3, 1]))",
    ),
    (
        C1,
        {"draws.0.exempt": 99},
        "bad_concours(path=f.toml, detail=file_seating(teams=6, seated=[3, 1, 6, 5, 2, 4, ...]))",
    ),
    (
        C1,
        {"draws.0.exempt": "x"},
        "bad_concours(path=f.toml, detail=file_value(field=, value='x', expected=expect_whole()))",
    ),
    (
        C1,
        {"draws.0": 3},
        "bad_concours(path=f.toml, detail=file_value(field=, value=3, expected=expect_table()))",
    ),
    (
        C1,
        {"draws": 3},
        "bad_concours(path=f.toml, detail=file_value(field=draws , value=3, "
        "expected=expect_list()))",
    ),
    (
        C1,
        {"teams.0.number": 99},
        "bad_concours(path=f.toml, detail=file_value(field=teams , value=[3, 1], "
        "expected=expect_pair()))",
    ),
    (
        C1,
        {"teams.0": 3},
        "bad_concours(path=f.toml, detail=file_value(field=, value=3, expected=expect_table()))",
    ),
    (
        C3,
        {"draws.0.tables.0.teams": [3, 99]},
        "bad_concours(path=f.toml, detail=file_value(field=teams , value=[3, 99], "
        "expected=expect_pair()))",
    ),
    (
        C3,
        {"teams.0.number": 2},
        "bad_concours(path=f.toml, detail=file_numbers(numbers=[2, 2, 3, 4, 5, 6]))",
    ),
    (
        C3,
        {"draws.0.exempt": 0},
        "",
    ),
    (
        C4,
        {"schema": 8},
        "newer_schema(path=f.toml, found=8, known=7)",
    ),
    (
        C4,
        {"schema": 5},
        "",
    ),
    (
        C4,
        {"kind": "x"},
        "not_a_concours(path=f.toml)",
    ),
    (
        C4,
        {"draws.0.tables": "3 99\n"},
        "bad_concours(path=f.toml, detail=file_value(field=tables , value='3 99', "
        "expected=expect_pair()))",
    ),
    (
        C4,
        {"draws.0.tables": [{"teams": [3, 1]}]},
        "bad_concours(path=f.toml, detail=file_value(field=, value=[{'teams': [...]}], "
        "expected=expect_string()))",
    ),
    (
        C4,
        {"draws.0.exempt": 99},
        "bad_concours(path=f.toml, detail=file_seating(teams=7, seated=[3, 1, 6, 5, 2, 4, ...]))",
    ),
    (
        C6,
        {"teams.0.licences": ["12/34", ""]},
        "bad_concours(path=f.toml, detail=bad_licence(value=12/34))",
    ),
    (
        C6,
        {"teams.0.licences": ["654321", ""]},
        "bad_concours(path=f.toml, detail=licence_taken(value=654321, number=1, name=Les As))",
    ),
    (
        C6,
        {"teams.0.players": DROP},
        "bad_concours(path=f.toml, detail=file_licences(name=Les As))",
    ),
    (
        C6,
        {"schema": 5},
        "",
    ),
    (
        C5,
        {"schema": 8},
        "newer_schema(path=f.toml, found=8, known=7)",
    ),
    (
        C5,
        {"schema": 4},  # an older concours's profile is not its own: not read
        "",
    ),
    (
        C5,
        {"mode": "faits"},
        "bad_concours(path=f.toml, detail=concours_profile_fixes(profile=Club des Pins, "
        "counting=faits-annonces))",
    ),
    (
        C5,
        {"rules": ["surcoinche-x3"]},
        "bad_concours(path=f.toml, detail=concours_profile_fixes(profile=Club des Pins, "
        "counting=faits-annonces))",
    ),
    (
        C5,
        {"profile": 3},
        "bad_concours(path=f.toml, detail=file_value(field=, value=3, expected=expect_table()))",
    ),
    (
        C5,
        {"profile.name": DROP},
        "bad_concours(path=f.toml, detail=profile_refused(field=name, why=profile_required()))",
    ),
    (
        C5,
        {"profile.litige": "pot"},
        "bad_concours(path=f.toml, detail=profile_refused(field=litige, why=when_litige()))",
    ),
    (
        C5,
        {"profile.surcoinche": DROP},
        "bad_concours(path=f.toml, detail=profile_refused(field=surcoinche, "
        "why=profile_required()))",
    ),
    (
        C5,
        {"profile.surcoinche": "3"},
        "bad_concours(path=f.toml, detail=profile_refused(field=surcoinche, "
        'why=profile_value(value="3", accepted=4, 3)))',
    ),
    (
        C5,
        {"profile.sa-ta": 1.5},
        "bad_concours(path=f.toml, detail=file_value(field=profile.sa-ta , value=1.5, "
        "expected=expect_profile_value_kind()))",
    ),
    (
        C5,
        {"profile.target-rule": "exceed"},
        "bad_concours(path=f.toml, detail=profile_exceed_donnes(profile=Club des Pins))",
    ),
    (
        C5,
        {"profile.colour": "red"},  # read; a save would not keep it (said first)
        "",
    ),
    (
        C5,
        {"donnes": DROP, "target": 1500},
        "",
    ),
]


def _changed(doc: dict[str, Any], changes: dict[str, object]) -> dict[str, Any]:
    doc = copy.deepcopy(doc)
    for where, value in changes.items():
        *outer, last = where.split(".")
        inner: Any = doc
        for part in outer:
            inner = inner[int(part)] if part.isdigit() else inner[part]
        key: Any = int(last) if last.isdigit() else last
        if value is DROP:
            del inner[key]
        else:
            inner[key] = value
    return doc


def refusal(name: str, changes: dict[str, object]) -> str:
    """How the fixture, changed, is refused: its refusal's key and values ("" if read)."""
    path = FIXTURES / name
    doc = _changed(tomllib.loads(path.read_text(encoding="utf-8")), changes)
    read = concours.from_document if name.startswith("concours-") else storage.from_document
    try:
        read(doc, Path("f.toml"))
    except Refusal as error:
        return str(error)
    return ""


@pytest.mark.parametrize(("name", "changes", "said"), REFUSED)
def test_a_file_is_refused_as_before_the_list(
    name: str, changes: dict[str, object], said: str
) -> None:
    assert refusal(name, changes) == said


def test_a_load_never_writes(isolated: Path) -> None:
    """Reading an older file, by the storage or by a command, leaves it as it was: it is
    written in the newest version by the next change recorded only."""
    here = Path("copies")
    here.mkdir()
    for name in _fixtures():
        path = here / name.replace("/", "-")
        path.write_bytes((FIXTURES / name).read_bytes())
        os.utime(path, ns=(1_000_000_000, 1_000_000_000))
        if name.startswith("concours-"):
            concours.load(path)
        else:
            files.load(path)
            code, _, err = run("show", "--file", str(path))
            assert code == 0, err
        assert path.read_bytes() == (FIXTURES / name).read_bytes(), name
        assert path.stat().st_mtime_ns == 1_000_000_000, name
    kept = concours.folder() / "club-dete.toml"
    kept.parent.mkdir(parents=True, exist_ok=True)
    kept.write_bytes((FIXTURES / "concours-v1" / "club-dete.toml").read_bytes())
    code, _, err = run("concours", "show")
    assert code == 0, err
    assert kept.read_bytes() == (FIXTURES / "concours-v1" / "club-dete.toml").read_bytes()


if __name__ == "__main__":  # the expected values, as the code of this tree makes them
    for name in _fixtures():
        print(f'    "{name}": {loaded(name)!r},')
    for name, changes, _ in REFUSED:
        print(f"    ({name!r}, {changes!r}, {refusal(name, changes)!r}),")
