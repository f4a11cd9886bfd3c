"""The catalog of sentences and the table of words: every language has every entry, with the
same placeholders, and every key the code builds or raises exists."""

from __future__ import annotations

import re
import string
from pathlib import Path

import pytest

from belote_cli.core.rules import CHECK_REASONS, TERM_KINDS, Outcome
from belote_cli.core.setting import SETTINGS
from belote_cli.text import catalog, words
from belote_cli.text.catalog import FALLBACK, LANGUAGES
from belote_cli.text.catalog import catalog as language_file
from belote_cli.text.catalog import t as catalog_t

PACKAGE = Path(catalog.__file__).parent.parent
MESSAGES = language_file(FALLBACK).MESSAGES  # the reference: every language has these keys
CHOICE = re.compile(r"\{(\w+)\|((?:[^{}]|\{\w+\})*)\}")  # as text.catalog reads them


def placeholders(text: str) -> set[str]:
    """The values a sentence takes: its {fields} and the numbers its plural forms follow."""
    plain = CHOICE.sub("", text)
    found = {name for _, name, _, _ in string.Formatter().parse(plain) if name is not None}
    chosen = {name for name, _ in CHOICE.findall(text)}
    inside = {
        name for _, forms in CHOICE.findall(text) for name in re.findall(r"\{(\w+)\}", forms)
    }
    return found | chosen | inside


def test_a_language_is_a_file_of_the_catalog() -> None:
    files = {path.stem for path in (PACKAGE / "catalog").glob("??.py")}
    assert set(LANGUAGES) == files and {"fr", "en"} <= files


@pytest.mark.parametrize("code", LANGUAGES)
def test_a_language_misses_nothing_and_adds_nothing(code: str) -> None:
    """A new language's file is checked here as soon as it exists: every sentence and
    every meaning of the reference, no other, and a plural rule."""
    language = language_file(code)
    assert set(language.MESSAGES) == set(MESSAGES), set(MESSAGES) ^ set(language.MESSAGES)
    assert set(language.WORDS) == set(language_file(FALLBACK).WORDS)
    assert language.NAME and all(language.plural(n) >= 0 for n in range(5))
    assert language.DECIMAL in (".", ",")


@pytest.mark.parametrize("key", sorted(MESSAGES))
def test_every_sentence_has_the_same_placeholders_in_every_language(key: str) -> None:
    texts = [language_file(code).MESSAGES[key] for code in LANGUAGES]
    assert all(text.strip() for text in texts), key
    assert len({frozenset(placeholders(text)) for text in texts}) == 1, texts


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_sentence_writes_a_plural_as_s_in_brackets(code: str) -> None:
    """Real plural forms: {count|une équipe|des équipes}, never équipe(s)."""
    found = [
        key
        for key, text in language_file(code).MESSAGES.items()
        if re.search(r"\w\((s|es|x)\)", text)
    ]
    assert found == []


def test_a_plural_form_follows_its_number(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("BELOTE_LANG", "fr")
    one = catalog_t("team_added", number=1, team="A", count=1)
    assert one.endswith("1 équipe inscrite.")
    assert catalog_t("team_added", number=2, team="B", count=2).endswith("2 équipes inscrites.")
    assert catalog_t("team_added", number=2, team="B", count=0).endswith("0 équipe inscrite.")
    assert catalog_t("goal_donnes", donnes=1) == "1 donne"
    assert catalog_t("chart_axis", count=3) == "les 3 donnes, de la première à la dernière"
    monkeypatch.setenv("BELOTE_LANG", "en")
    assert catalog_t("team_added", number=2, team="B", count=0).endswith("0 teams registered.")
    assert catalog_t("tables_missing", tables="3", count=1) == "Results to come: table 3."


def test_every_key_built_at_run_time_exists() -> None:
    built = {f"outcome_{o.value}" for o in Outcome}
    built |= {f"term_{kind}" for kind in (*TERM_KINDS, "pot")}  # the explanation adds a pot
    built |= {f"check_{reason}" for reason in CHECK_REASONS}
    built |= {f"check_{reason}_classique" for reason in ("made", "failed")}
    built |= {f"height_{rank}" for rank in ("A", "R", "D", "V", "10", "9")}  # sequences
    built |= {f"opt_{name}" for name in _fact_options()}
    built |= {f"opt_{param}" for setting in SETTINGS for param in setting.params}
    assert (built | _of_facts() | _of_settings()) - set(MESSAGES) == set()


def _of_settings() -> set[str]:
    """The question of each game setting `belote new` asks (commands.new: not the donnes,
    asked with the target, nor --fast, nor --profile: an option only)."""
    asked = [param for setting in SETTINGS for param in setting.params]
    return {f"ask_{param}" for param in asked if param not in ("donnes", "fast", "profile")}


def _of_facts() -> set[str]:
    """The sentences of each fact of core.told.FACTS: its question, its name, its line in
    `show N` (the facts the first lines do not tell), and what a whole line leaves out
    (text.line.nones: the counted EXTRAS)."""
    from belote_cli.core.told import EXTRAS, FACTS
    from belote_cli.text.explain import _IN_HEAD

    keys = {f"ask_{fact.option}" for fact in FACTS} | {f"fact_{fact.name}" for fact in FACTS}
    keys |= {f"unsaid_{fact.name}" for fact in EXTRAS if fact.counted}
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
BUILT += ("stats_", "ranking_", "help_", "usage_missing_")  # usage_missing_{param type}
BUILT += ("expect_",)  # storage.values.unexpected(value, "whole"): expect_whole
BUILT += ("os_",)  # storage.errors.system: os_<errno name>
BUILT += ("annonces_", "the_")  # explain._decided: annonces_<Why>, the_<AnnonceKind>
BUILT += ("about_",)  # commands.rules: about_mode_<Mode>, about_rule_<HouseRule>
BUILT += ("how_",)  # text.concours.results_csv: how_<core.concours.How>
BUILT += ("web_said_", "web_done_")  # web.pages: what a table or the organiser just did
BUILT += ("when_", "param_", "profile_table", "profile_array", "profile_float", "profile_date")
# core.profile: when_<parameter> (when it applies), param_<parameter> (what it is, for
# belote rules), profile_<kind> (a value of a file)
BUILT += ("value_", "source_")  # text.explain: value_<parameter>[_<value>], source_<citation>


def test_no_sentence_is_dead() -> None:
    """Every key is named somewhere in the package (its code or the web's templates), or is
    of a family the code builds."""
    files = [*PACKAGE.parent.rglob("*.py"), *PACKAGE.parent.glob("web/templates/*.html")]
    source = "".join(
        path.read_text(encoding="utf-8") for path in files if "catalog" not in path.parts
    )
    dead = [
        key
        for key in MESSAGES
        if f'"{key}"' not in source
        and f"'{key}'" not in source
        and not key.startswith(BUILT)
        and key not in _of_facts()
        and key not in _of_settings()
    ]
    assert dead == []


def test_every_meaning_has_words_in_every_language() -> None:
    for meaning, columns in words.columns().items():
        assert len(columns) == len(LANGUAGES), meaning
        assert all(column.split() for column in columns), meaning


def test_the_words_of_one_group_never_mean_two_things() -> None:
    meanings = words.columns()
    groups = {meaning.rsplit("_", 1)[0] for meaning in meanings if "_" in meaning}
    for name in groups:
        members = [m for m in meanings if m.startswith(name + "_")]
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
    monkeypatch.setenv("LANG", "C.UTF-8")  # a locale no language file has
    assert catalog.language() == "en"
    monkeypatch.delenv("LANG")
    assert catalog.language() == "en"


@pytest.mark.parametrize("code", LANGUAGES)
def test_no_sentence_cites_a_rule_number(code: str) -> None:
    """Rule numbers (R8.3) are for the documentation, not for the player's sentence."""
    texts = language_file(code).MESSAGES.items()
    assert [key for key, text in texts if re.search(r"\bR\d+(\.\d+)?\b", text)] == []


def test_french_says_donne_and_le_joueur(monkeypatch: pytest.MonkeyPatch) -> None:
    from tests.helpers import run

    monkeypatch.setenv("BELOTE_LANG", "fr")
    _, out, _ = run("new", "--mode", "faits")
    assert "au joueur 1 (Nous) de donner" in out and "place" not in out
    _, out, _ = run("hand", "--line", "2 80co 95 der 2")
    assert out.startswith("Donne 1 — ") and "Au joueur 2 (Eux) de donner" in out, out
