"""Every sentence the user reads, in the user's language: one file per language in this
package (fr.py, en.py), each with its MESSAGES, the WORDS players type, and its plural
rule; a language may also have an `agreement` rule (the form of a verb after a name: `t`)
and a `prepare` step (its own grammar before the fields are filled in: French elides and
contracts, "d'Eux", "des Rouges"). Only the user's language is loaded to say something;
text.words reads them all.

The words of the game (belote, capot, coinche, litige, dix de der, feuille de score) stay
French in every language. The language is BELOTE_LANG, else the locale (LC_ALL, LC_MESSAGES,
LANG) when it is one of LANGUAGES, else English -- but a web page answers in the language its
reader's browser asks for (`speaking`, set per request from Accept-Language: `accepted`).
A new language is one new file here, a copy of en.py translated (tests/test_catalog.py finds
what it misses).

Why not gettext: Typer 0.29's bundled Click no longer calls gettext (its messages are
f-strings, translated here from the errors' fields: cli.usage), .po files must be compiled to
.mo, and a Python module per language loads in a fraction of a millisecond from its bytecode
(`python benchmarks/catalog.py` measures both).
"""

from __future__ import annotations

import importlib
import os
import re
from collections.abc import Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from functools import cache
from typing import Protocol, cast

from belote_cli.core.errors import Refusal

FALLBACK = "en"  # the reference language: every key is there
NO_BREAK = "\u00a0"  # a space a wrapped line is never cut at (text.wrap)
WHOLE = ("path", "accepted", "missing")  # values a refusal shows whole: a path, what it
# accepts, what it lacks (our words, never what was typed)


class Language(Protocol):
    """What a language's file holds."""

    NAME: str
    DECIMAL: str  # the decimal sign
    CSV_SEPARATOR: str  # what the language's spreadsheets split a CSV line at
    CSV_BOM: bool  # whether its spreadsheets need a byte-order mark to read UTF-8
    NO_BREAK_BEFORE: str  # signs a wrapped line must not start with
    MESSAGES: dict[str, str]
    WORDS: dict[str, str]

    def plural(self, n: int) -> int: ...


# A language is a file of this package named by its code (fr.py): found, not listed.
_LANGUAGE = re.compile(r"^[a-z]{2}\.py$")
LANGUAGES = tuple(
    sorted(name[:2] for name in os.listdir(os.path.dirname(__file__)) if _LANGUAGE.match(name))
)


@cache
def catalog(code: str) -> Language:
    """The file of language `code`, loaded once."""
    return cast(Language, importlib.import_module(f"{__name__}.{code}"))


# The language of what is being answered now (a web page: its reader's), else None: the
# process's own. A context variable: each request (and the worker thread it runs in, which
# gets a copy of its context) has its own, and none outlives it.
_SPOKEN: ContextVar[str | None] = ContextVar("belote_spoken", default=None)


@contextmanager
def speaking(code: str | None) -> Iterator[None]:
    """Everything said inside in language `code` (one of LANGUAGES; None or another: the
    process's own), in this context only -- a web request in its reader's language."""
    token = _SPOKEN.set(code if code in LANGUAGES else None)
    try:
        yield
    finally:
        _SPOKEN.reset(token)


_ACCEPTED = re.compile(
    r"^\s*([A-Za-z]{1,8})(?:-[A-Za-z0-9]{1,8})*\s*(?:;\s*q\s*=\s*([0-9.]{1,5}))?"
)


def accepted(header: str) -> str | None:
    """The one of LANGUAGES that an Accept-Language header prefers (`fr-FR,fr;q=0.9,
    en;q=0.8`: fr), by its weights, the first given among equals; None when it names none
    of them (then the process's own language is spoken). Read within bounds: a header of
    any length costs at most its first 32 entries."""
    best: tuple[float, str] | None = None
    for part in header[:2048].split(",")[:32]:
        found = _ACCEPTED.match(part)
        if found is None:
            continue
        code = found.group(1).lower()
        try:
            weight = float(found.group(2)) if found.group(2) else 1.0
        except ValueError:
            continue
        if code in LANGUAGES and weight > 0 and (best is None or weight > best[0]):
            best = (weight, code)
    return None if best is None else best[1]


def language() -> str:
    """One of LANGUAGES: the one being spoken (a web page's reader's), else BELOTE_LANG,
    then the locale."""
    spoken = _SPOKEN.get()
    if spoken is not None:
        return spoken
    chosen = os.environ.get("BELOTE_LANG", "").strip().lower()
    if chosen in LANGUAGES:
        return chosen
    for var in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = os.environ.get(var)
        if value:
            code = value.lower()[:2]
            return code if code in LANGUAGES else FALLBACK
    return FALLBACK


def describe(error: Refusal) -> str:
    """The sentence of a refusal, the refusals nested in it translated too, and every value
    it echoes cut to a readable length (a path, and what is `accepted`, shown whole)."""
    params = {
        k: describe(v) if isinstance(v, Refusal) else v if k in WHOLE else shorten(_said(v))
        for k, v in error.params.items()
    }
    return t(error.key, **params)


def _said(value: object) -> str:
    """A value a refusal echoes: a word of the game (a house rule: core.facts.HouseRule's
    `word`) by its name in the user's language, a tuple of them joined; else as it is."""
    if isinstance(value, tuple):
        return ", ".join(map(_said, value))
    word = getattr(value, "word", None)
    return named(word) if isinstance(word, str) else str(value)


def named(word: str) -> str:
    """The name of a word of the catalog's WORDS in the user's language: the first of its
    words there (`défense` for rule_defence); every language's words read back."""
    return catalog(language()).WORDS[word].split()[0]


def shorten(text: str, size: int = 60) -> str:
    """`text`, or its start and an ellipsis when it would show longer than `size` --
    counted as a message shows it: an invisible character by its escape (`\\U000e0061`)."""
    if len(text) <= size and text.isprintable():
        return text
    shown = 0
    for end, char in enumerate(text):
        shown += 1 if char.isprintable() else len(repr(char)) - 2
        if shown > size - 1:
            return text[:end] + "…"
    return text


def shorten_words(text: str, size: int = 60) -> str:
    """`text` with every word longer than `size` shortened (a value echoed by a message),
    but paths, shown whole."""
    return " ".join(word if "/" in word else shorten(word, size) for word in text.split(" "))


def decimal(value: float) -> str:
    """A number as the user's language writes it: 108.9 in English, 108,9 in French."""
    return str(value).replace(".", catalog(language()).DECIMAL)


def signed(value: float, plus: str = "+") -> str:
    """A figure to one decimal, in the user's language, a true minus sign before it (not
    a hyphen): a rating, its trend, a concours team's difference."""
    return f"{'−' if value < 0 else plus}{decimal(round(abs(value), 1))}"


def spreadsheet_conventions() -> tuple[str, str, bool]:
    """The decimal sign, CSV separator and byte-order mark of the user's spreadsheets."""
    found = catalog(language())
    return found.DECIMAL, found.CSV_SEPARATOR, found.CSV_BOM


def unbroken(text: str) -> str:
    """`text` for a terminal that wraps it: the space before a sign the language does not
    start a line with (French : ; ? !) made unbreakable, so that the sign stays with the
    word before it."""
    signs = catalog(language()).NO_BREAK_BEFORE
    for sign in signs:
        text = text.replace(f" {sign}", f"{NO_BREAK}{sign}")
    return text.replace("« ", f"«{NO_BREAK}") if "»" in signs else text  # and after «


def template(key: str) -> str:
    """The sentence `key` in the user's language, its {fields} left for the caller (Click
    fills in its own help's)."""
    return _sentence(catalog(language()), key)


def known(key: str) -> bool:
    """Is `key` a sentence of the catalog (of its reference language, which has them all)?
    For a key built from a value that may have no sentence of its own."""
    return key in catalog(FALLBACK).MESSAGES


def _sentence(chosen: Language, key: str) -> str:
    found = chosen.MESSAGES.get(key)
    return catalog(FALLBACK).MESSAGES[key] if found is None else found


# {count|une donne|des donnes}; a form may hold fields: {count|la donne|les {count} donnes}.
# A name chooses too, by its grammatical person: {team|a pris|ont pris|avons pris|avez pris}.
_CHOICE = re.compile(r"\{(\w+)\|((?:[^{}]|\{\w+\})*)\}")
_WHOLE = re.compile(r"^[+-]?\d+$")


def t(key: str, **values: object) -> str:
    """The sentence `key` in the user's language: the form of each number chosen by the
    language's plural rule, the form of each name by its agreement rule, then its {fields}
    filled in."""
    chosen = catalog(language())
    text = _sentence(chosen, key)
    if "|" in text:
        text = _CHOICE.sub(lambda m: _form(chosen, m, values), text)
    prepare = getattr(chosen, "prepare", None)  # its own grammar (elision, contraction)
    if prepare is not None:
        text = prepare(text, values)
    return text.format(**values)


def _form(chosen: Language, match: re.Match[str], values: dict[str, object]) -> str:
    """The form a value takes: a number's by the language's `plural(n)`; a name's (a team,
    a player: any other text) by its `agreement(name)`, the form of the person and number
    a verb takes after that name -- French: 0 "Alice a pris", 1 "Les Rouges ont pris", 2
    "Nous avons pris", 3 "Vous avez pris". A language without that rule gives every name
    its first form."""
    forms = match.group(2).split("|")
    value = values[match.group(1)]
    text = str(value).strip()
    if isinstance(value, int):
        index = chosen.plural(value)
    elif _WHOLE.match(text):
        index = chosen.plural(int(text))
    else:
        agreement = getattr(chosen, "agreement", None)
        index = 0 if agreement is None else int(agreement(text))
    return forms[min(index, len(forms) - 1)]
