"""No English sentence reaches a French user: a refused file says what is wrong in French,
down to the value it found (storage.values.unexpected), whatever is broken in it."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.helpers import one_line_error, run

HEAD = 'schema = 4\nmode = "faits"\ntarget = 1000\nrounding = "dizaine"\n'
HAND = 'kind = "hand"\ntaker = 1\nsuit = "coeur"\ncontract = 80\npoints = [100, 52]\nder = 1\n'
BROKEN = {
    "hands not a list": (HEAD + "hands = 3\n", "une liste de tables est attendue"),
    "a team of 3": (
        HEAD + "[[hands]]\n" + HAND.replace("taker = 1", "taker = 3"),
        "taker 3 : 1 ou 2 est attendu",
    ),
    "a suit unknown": (HEAD + "[[hands]]\n" + HAND.replace("coeur", "rouge"), "l'une de"),
    "points not numbers": (
        HEAD + "[[hands]]\n" + HAND.replace("[100, 52]", '["a", 52]'),
        "un nombre entier est attendu",
    ),
    "an annonce not a table": (HEAD + "[[hands]]\n" + HAND + "annonces = [3]\n", "une table"),
    "a coinche unknown": (HEAD + "[[hands]]\n" + HAND + 'coinche = "x9"\n', "surcoinche"),
    "teams of one name": (HEAD + 'teams = ["Nous"]\n', "2 noms sont attendus"),
    "manual marks": (HEAD + '[[hands]]\nkind = "manual"\nmanual = [1]\n', "deux équipes"),
    "a mode unknown": (HEAD.replace('"faits"', '"poker"'), "classique, faits"),
}
ENGLISH = ("expected", "is not a valid", "object", "attribute", "a list", "Invalid")


@pytest.mark.parametrize("case", sorted(BROKEN))
def test_a_broken_file_is_refused_in_french(
    case: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    text, said = BROKEN[case]
    path = tmp_path / "broken.toml"
    path.write_text(text, encoding="utf-8")
    monkeypatch.setenv("BELOTE_LANG", "fr")
    code, _, err = run("show", "--file", str(path))
    assert code == 1
    one_line_error(err)
    assert said in err, err
    assert [word for word in ENGLISH if word in err] == [], err
    assert path.read_text(encoding="utf-8") == text


def test_the_system_and_the_toml_parser_are_said_in_french(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The C library's strerror and tomllib's messages are English: said again."""
    import subprocess
    import sys

    from tests.files.test_environment import full_device

    full_device()  # never made a regular file by the redirection
    env = {"BELOTE_LANG": "fr", "PATH": "/usr/bin:/bin", "BELOTE_HOME": str(tmp_path)}
    full = subprocess.run(
        f"{sys.executable} -m belote_cli --version >/dev/full",
        shell=True,
        capture_output=True,
        text=True,
        env=env,
    )
    full_device(after=True)
    assert "plus de place sur le disque" in full.stderr, full.stderr
    broken = tmp_path / "broken.toml"
    broken.write_text('schema = 4\nmode = "faits"\nx = \n', encoding="utf-8")
    monkeypatch.setenv("BELOTE_LANG", "fr")
    code, _, err = run("show", "--file", str(broken))
    assert code == 1 and "TOML invalide, ligne 3, colonne 5" in err, err
    assert "Invalid" not in err


ODD_VALUES = ("3", '"x"', "[1]", "{ a = 1 }", "true", "1.5", "[]", '["a", "b", "c"]')
HAND_KEYS: tuple[str, ...] = (
    "taker",
    "suit",
    "contract",
    "points",
    "der",
    "coinche",
    "capot",
    "belote",
)
HAND_KEYS += ("annonces", "taker_player", "kind")


@pytest.mark.parametrize("key", HAND_KEYS)
def test_any_odd_value_of_a_hand_is_refused_in_french(
    key: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Every key of a hand, given each kind of value TOML has: refused or read, never an
    English word of Python's or of a library's."""
    monkeypatch.setenv("BELOTE_LANG", "fr")
    path = tmp_path / "odd.toml"
    for value in ODD_VALUES:
        lines = [line for line in HAND.splitlines() if not line.startswith(f"{key} =")]
        path.write_text(HEAD + "[[hands]]\n" + "\n".join([*lines, f"{key} = {value}"]) + "\n")
        code, _, err = run("show", "--file", str(path))
        assert code in (0, 1), (value, err)
        words = [word for word in (*ENGLISH, "object", "not a valid", "argument") if word in err]
        assert words == [], (key, value, err)
