"""The catalog of sentences and the table of words: every language has every entry, with the
same placeholders, and every key the code builds or raises exists."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from belote_cli.core.rules import CHECK_REASONS, TERM_KINDS, Outcome
from belote_cli.text import catalog, words
from belote_cli.text.catalog import LANGUAGES, MESSAGES

PACKAGE = Path(catalog.__file__).parent.parent


def placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name is not None}


@pytest.mark.parametrize("key", sorted(MESSAGES))
def test_every_sentence_has_every_language_and_the_same_placeholders(key: str) -> None:
    columns = MESSAGES[key]
    assert len(columns) == len(LANGUAGES)
    assert all(text.strip() for text in columns), key
    assert len({frozenset(placeholders(text)) for text in columns}) == 1, columns


def test_every_key_built_at_run_time_exists() -> None:
    built = {f"outcome_{o.value}" for o in Outcome}
    built |= {f"term_{kind}" for kind in (*TERM_KINDS, "pot")}  # the explanation adds a pot
    built |= {f"check_{reason}" for reason in CHECK_REASONS}
    built |= {f"check_{reason}_classique" for reason in ("made", "failed")}
    built |= {f"height_{rank}" for rank in ("A", "R", "D", "V", "10", "9")}  # sequences
    built |= {f"opt_{name}" for name in _fact_options()}
    assert (built | _of_facts()) - set(MESSAGES) == set()


def _of_facts() -> set[str]:
    """The sentences of each fact of core.told.FACTS: its question, its name, its line in
    `show N` (the facts the first lines do not tell)."""
    from belote_cli.core.told import FACTS
    from belote_cli.text.explain import _IN_HEAD

    keys = {f"ask_{fact.option}" for fact in FACTS} | {f"fact_{fact.name}" for fact in FACTS}
    return keys | {f"detail_{fact.name}" for fact in FACTS if fact not in _IN_HEAD}


def _fact_options() -> list[str]:
    from belote_cli.cli.options import FACT_OPTIONS

    return list(FACT_OPTIONS)


def test_every_key_the_code_names_exists() -> None:
    """Refusals and sentences named by a literal key anywhere in the package."""
    named = re.compile(r"""(?:Error|Refusal|\bt)\(\s*["']([a-z_0-9]+)["']\s*[,)]""")
    keys = set()
    for path in PACKAGE.rglob("*.py"):
        keys |= set(named.findall(path.read_text(encoding="utf-8")))
    assert len(keys) > 80  # the pattern does find them
    expected = re.compile(r'\bunexpected\(\w+, "([a-z_]+)"')  # storage.values
    for path in PACKAGE.parent.rglob("*.py"):
        keys |= {f"expect_{name}" for name in expected.findall(path.read_text(encoding="utf-8"))}
    assert "expect_whole" in keys
    assert keys - set(MESSAGES) == set()


# The families of keys the code builds from a value (f"kind_{...}"): their members are
# used though no literal names them.
BUILT: tuple[str, ...] = ("outcome_", "term_", "check_", "height_", "opt_", "kind_")
BUILT += ("stats_", "ranking_", "help_")
BUILT += ("expect_",)  # storage.values.unexpected(value, "whole"): expect_whole


def test_no_sentence_is_dead() -> None:
    """Every key is named somewhere in the package, or is of a family the code builds."""
    source = "".join(
        path.read_text(encoding="utf-8")
        for path in PACKAGE.parent.rglob("*.py")
        if "catalog" not in path.parts
    )
    dead = [
        key
        for key in MESSAGES
        if f'"{key}"' not in source
        and f"'{key}'" not in source
        and not key.startswith(BUILT)
        and key not in _of_facts()
    ]
    assert dead == []


def test_every_meaning_has_words_in_every_language() -> None:
    for meaning, columns in words.WORDS.items():
        assert len(columns) == len(LANGUAGES), meaning
        assert all(column.split() for column in columns), meaning


def test_the_words_of_one_group_never_mean_two_things() -> None:
    groups = {meaning.rsplit("_", 1)[0] for meaning in words.WORDS if "_" in meaning}
    for name in groups:
        members = [m for m in words.WORDS if m.startswith(name + "_")]
        seen: dict[str, str] = {}
        for meaning in members:
            for word in words.words(meaning):
                assert seen.setdefault(word, meaning) == meaning, (word, meaning, seen[word])


def test_the_language_follows_belote_lang_then_the_locale(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        monkeypatch.delenv(var, raising=False)
    monkeypatch.setenv("BELOTE_LANG", "fr")
    assert catalog.language() == "fr"
    monkeypatch.setenv("BELOTE_LANG", "xx")
    monkeypatch.setenv("LANG", "fr_BE.UTF-8")
    assert catalog.language() == "fr"
    monkeypatch.setenv("LANG", "de_DE.UTF-8")
    assert catalog.language() == "en"
    monkeypatch.delenv("LANG")
    assert catalog.language() == "en"
