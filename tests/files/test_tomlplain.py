"""The TOML belote writes, read without tomli (storage.tomlplain): on every text it takes,
exactly what tomli gives -- the same keys, the same values of the same types -- and every
text it does not take is left to tomli. Compared on belote's own files, on every fixture,
on random documents as tomli-w writes them, on random texts near the grammar's edges and
on belote's files with a sign changed. `pytest --hypothesis-profile fuzz` on this file
tries 5,000 texts of each kind."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import tomli
import tomli_w
from hypothesis import HealthCheck, given, reject, settings
from hypothesis import strategies as st

from belote_cli import storage
from belote_cli.core.errors import RuleError
from belote_cli.core.game import Game, make_settings
from belote_cli.storage import tomlplain, tomltext
from tests.helpers import FIXTURES
from tests.strategies import game_settings, hands

FUZZ = settings(
    deadline=None, suppress_health_check=[HealthCheck.too_slow, HealthCheck.filter_too_much]
)


def typed(value: object) -> object:
    """A value with its types shown: True is not 1 here, nor 1 a "1"."""
    if isinstance(value, dict):
        return {key: typed(inner) for key, inner in value.items()}
    if isinstance(value, list):
        return [typed(inner) for inner in value]
    return type(value).__name__, value


def tomli_gives(text: str) -> object:
    """tomli's document, or the class of its refusal."""
    try:
        return typed(tomli.loads(text))
    except tomli.TOMLDecodeError:
        return tomli.TOMLDecodeError


def agrees(text: str) -> dict[str, Any] | None:
    """What this reader gives, checked against tomli: the same document when it takes the
    text, and it takes every text of its grammar that tomli reads."""
    got = tomlplain.read(text)
    expected = tomli_gives(text)
    if got is not None:
        assert typed(got) == expected, text
    elif tomlplain._GRAMMAR.fullmatch(text) is not None:  # (a key twice: tomli refuses it)
        assert expected is tomli.TOMLDecodeError, text
    return got


# --- belote's files -----------------------------------------------------------------------


def written(game: Game) -> str:
    return tomli_w.dumps(storage.to_document(game))


@st.composite
def games(draw: st.DrawFn, names: st.SearchStrategy[str] | None = None) -> Game:
    """A game of a few hands in any mode, house rules and rounding; with `names`, named
    teams and players."""
    s = draw(game_settings())
    if names is not None:
        one, two, *players = draw(st.lists(names, min_size=6, max_size=6, unique=True))
        try:
            s = make_settings(s.mode, rules=s.rules, teams=(one, two), players=players)
        except RuleError:  # a name no player or team may have (core.names)
            reject()
    game = Game(s)
    for facts in draw(st.lists(hands(s.mode), max_size=6)):
        try:
            game = game.with_hand(facts)
        except RuleError:  # (a hand after the end, or one the house rules refuse)
            break
    return game


LETTERS = st.characters(categories=["L", "N"]) | st.sampled_from("  &'-.·")
PLAIN_NAMES = st.text(LETTERS, min_size=1, max_size=10)
ANY_NAMES = st.text(LETTERS | st.sampled_from('"\\=,[]{}#\t'), min_size=1, max_size=10)


@given(games())
@FUZZ
def test_every_game_belote_writes_is_read_without_tomli(game: Game) -> None:
    assert agrees(written(game)) is not None


@given(games(PLAIN_NAMES))
@FUZZ
def test_names_are_read_without_tomli_unless_they_hold_a_sign_of_toml(game: Game) -> None:
    assert agrees(written(game)) is not None


@given(games(ANY_NAMES))
@FUZZ
def test_any_name_is_read_as_tomli_reads_it(game: Game) -> None:
    agrees(written(game))


@pytest.mark.parametrize("path", sorted(FIXTURES.rglob("*.toml")), ids=lambda p: p.name)
def test_every_fixture_is_read_as_tomli_reads_it(path: Path) -> None:
    agrees(path.read_text(encoding="utf-8"))


def test_the_files_of_this_schema_are_read_without_tomli() -> None:
    newest = [path for path in FIXTURES.glob(f"v{storage.SCHEMA}/*.toml")]
    assert newest
    assert all(agrees(path.read_text(encoding="utf-8")) is not None for path in newest)


def test_parse_gives_tomli_what_this_reader_does_not_take(tmp_path: Path) -> None:
    raw = b'schema = 5\nmode = "faits" # a comment\n'
    assert tomlplain.read(raw.decode()) is None
    assert tomltext.parse(raw, tmp_path / "x.toml") == {"schema": 5, "mode": "faits"}
    with pytest.raises(storage.StorageError) as refused:
        tomltext.parse(b"schema = 5\nschema = 6\n", tmp_path / "x.toml")
    assert refused.value.key == "bad_toml"


# --- texts near the grammar's edges -------------------------------------------------------

KEYS = st.sampled_from(["a", "b", "hands", "schema", "a-b", "A_1", "1", "-", "é", "a.b", '"a"'])
SIGNS = "\"\\=,[]{}#\t\x7f\x00 .'\ne1_-+:"
STRINGS = st.text(st.sampled_from([*SIGNS, "a", "é", "Ω", "\u2028", "𝄞"]), max_size=6)
INTEGERS = st.integers(-(10**20), 10**20).map(str) | st.sampled_from(
    ["0", "-0", "+1", "01", "1_000", "0x1f", "0o7", "1e3", "1.5", "inf", "nan", "9" * 18]
)
SCALARS = (
    INTEGERS
    | st.sampled_from(["true", "false", "True", "''", "'a'", '""', '"""a"""', "1979-05-27"])
    | STRINGS.map(lambda s: f'"{s}"')
)
SEPARATORS = st.sampled_from([" = ", " = ", " = ", "=", " =", "= ", "  = ", "\t= "])


@st.composite
def inline_tables(draw: st.DrawFn) -> str:
    pairs = draw(st.lists(st.tuples(KEYS, SEPARATORS, SCALARS), max_size=3))
    if not pairs:
        return draw(st.sampled_from(["{}", "{ }"]))
    inner = draw(st.sampled_from([", ", ",", " , "])).join(k + s + v for k, s, v in pairs)
    return draw(st.sampled_from(["{ %s }", "{%s}", "{ %s}"])) % inner


ITEMS = SCALARS | inline_tables()


@st.composite
def arrays(draw: st.DrawFn) -> str:
    items = draw(st.lists(ITEMS, max_size=3))
    if draw(st.booleans()):  # inline
        return "[" + ", ".join(items) + "]"
    indent = draw(st.sampled_from(["    ", "    ", "  ", "\t", "     "]))
    end = draw(st.sampled_from([",", ",", "", " ,"]))
    return "[\n" + "".join(f"{indent}{item}{end}\n" for item in items) + "]"


VALUES = ITEMS | arrays()
LINES = (
    st.builds(lambda k, s, v: k + s + v, KEYS, SEPARATORS, VALUES)
    | KEYS.map(lambda k: f"[[{k}]]")
    | st.sampled_from(["", "", "[a]", "[[ a ]]", "[[a.b]]", "# note", " ", "[[a]] # x"])
)


PLAIN_KEYS = st.sampled_from(["a", "b", "hands", "schema", "a-b", "A_1", "1", "-"])
PLAIN_SCALARS = (
    st.integers(-(10**18) + 1, 10**18 - 1).map(str)
    | st.sampled_from(["true", "false"])
    | st.text(st.sampled_from("aé Ω&.#'-_:𝄞"), max_size=6).map(lambda s: f'"{s}"')
)
PLAIN_PAIRS = st.lists(st.builds(lambda k, v: f"{k} = {v}", PLAIN_KEYS, PLAIN_SCALARS), max_size=3)
PLAIN_ITEMS = PLAIN_SCALARS | PLAIN_PAIRS.map(lambda p: "{ " + ", ".join(p) + " }" if p else "{}")
PLAIN_VALUES = (
    PLAIN_ITEMS
    | st.just("[]")
    | st.lists(PLAIN_ITEMS, min_size=1, max_size=3).map(
        lambda items: "[\n" + "".join(f"    {item},\n" for item in items) + "]"
    )
)
PLAIN_LINES = (
    st.builds(lambda k, v: f"{k} = {v}", PLAIN_KEYS, PLAIN_VALUES)
    | PLAIN_KEYS.map(lambda k: f"\n[[{k}]]")
    | st.just("")
)


@st.composite
def texts(draw: st.DrawFn) -> str:
    """Lines as tomli-w writes them (a key twice, a header after a key of its name, two
    blank lines: what the grammar takes and TOML refuses), some of them one step off."""
    if not draw(st.booleans()):
        first = draw(st.builds(lambda k, v: f"{k} = {v}", PLAIN_KEYS, PLAIN_VALUES))
        return "\n".join([first, *draw(st.lists(PLAIN_LINES, max_size=12))]) + "\n"
    lines = draw(st.lists(st.one_of(PLAIN_LINES, LINES), max_size=12))
    end = draw(st.sampled_from(["\n", "\n", "\n", "\r\n"]))
    return end.join(lines) + draw(st.sampled_from([end, end, ""]))


@given(texts())
@FUZZ
def test_texts_near_the_grammar_are_read_as_tomli_reads_them(text: str) -> None:
    agrees(text)


TOML_KEYS = st.text(st.sampled_from("ab-_1"), min_size=1, max_size=3) | st.just("é")
TOML_SCALARS = (
    st.integers(-(2**63), 2**63 - 1)
    | st.booleans()
    | st.text(st.sampled_from("aé #'-"), max_size=5)
    | st.text(max_size=5)
    | st.floats(allow_nan=False)
)
TOML_VALUES = st.recursive(
    TOML_SCALARS,
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(TOML_KEYS, inner, max_size=3),
    max_leaves=8,
)


TABLES = st.lists(st.dictionaries(TOML_KEYS, TOML_VALUES))


@given(st.dictionaries(TOML_KEYS, TOML_VALUES | TABLES))
@FUZZ
def test_documents_as_tomli_w_writes_them_are_read_as_tomli_does(doc: dict[str, Any]) -> None:
    agrees(tomli_w.dumps(doc))


@given(games(), st.data())
@FUZZ
def test_a_file_with_a_sign_changed_is_read_as_tomli_does(game: Game, data: st.DataObject) -> None:
    text = written(game)
    for _ in range(data.draw(st.integers(1, 3))):
        at = data.draw(st.integers(0, len(text)))
        cut = data.draw(st.integers(0, 2))
        sign = data.draw(st.sampled_from(["", *SIGNS, "a", "[[hands]]\n", "\n\n"]))
        text = text[:at] + sign + text[at + cut :]
    agrees(text)


def test_each_edge_is_left_to_tomli() -> None:
    """Texts one step off what tomli-w writes of a feuille: each is tomli's to read."""
    base = 'schema = 5\nteams = [\n    "A",\n    "B",\n]\n\n[[hands]]\nkind = "hand"\n'
    assert agrees(base) is not None
    assert agrees(base.replace("[[hands]]", "[hands]")) is not None  # a table (profile)
    for text in [
        base.replace("\n", "\r\n"),  # Windows lines
        base + "kind = 1\n",  # a key twice (in a table)
        "schema = 5\nschema = 5\n",
        base.replace('kind = "hand"', 'kind = "hand" # x'),
        base.replace('"A"', '"A\\u00e9"'),  # an escape
        base.replace('"A"', '"A\tB"'),  # a tab
        base.replace('"A"', '"A, B"'),  # a comma
        base.replace("5", "5.0"),
        base.replace("5", "1" * 19),
        base.replace("5", "05"),
        base.replace("[[hands]]", "[hands.x]"),  # a dotted table
        base + "\n[profile]\n",  # an empty table
        base.replace("[[hands]]", "[hands]") + "\n[[hands]]\nkind = 1\n",  # both of a name
        base + "\n\n[[hands]]\nkind = 1\n",  # two blank lines
        base + "\n[[hands]]\n",  # an empty table
        "hands = 1\n\n[[hands]]\nkind = 1\n",  # a key, then a table of that name
        "a = { b = 1, b = 2 }\n",  # a key twice in an inline table
        base.rstrip("\n"),  # no end of line
        "\n" + base,
        base.replace("    ", "   "),
        base.replace('    "B",\n', '    "B"\n'),
    ]:
        assert agrees(text) is None, text
