"""Every sentence the user reads, one column per language (the words players type are in
text.words, in the same columns); the sentences themselves are in this package's modules,
one per part of the program, and make one table here.

The words of the game (belote, capot, coinche, litige, dix de der, feuille de score) stay
French in every language. The language is BELOTE_LANG, else the locale (LC_ALL, LC_MESSAGES,
LANG) when it is one of LANGUAGES, else English. A new language is one more column in each
module and in text.words, and its code in LANGUAGES.
"""

from __future__ import annotations

import os

from belote_cli.core.errors import Refusal
from belote_cli.text.catalog import concours, errors, prompts, storage, told

LANGUAGES = ("fr", "en")  # the columns of MESSAGES and of text.words.WORDS
FALLBACK = "en"

# key: (français, English), by the part of the program that says it
MESSAGES: dict[str, tuple[str, str]] = {
    **errors.MESSAGES,
    **storage.MESSAGES,
    **prompts.MESSAGES,
    **told.MESSAGES,
    **concours.MESSAGES,
}


def language() -> str:
    """One of LANGUAGES: BELOTE_LANG first, then the locale."""
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
    it echoes cut to a readable length (a path is shown whole)."""
    params = {
        k: describe(v) if isinstance(v, Refusal) else v if k == "path" else shorten(str(v))
        for k, v in error.params.items()
    }
    return t(error.key, **params)


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


def template(key: str) -> str:
    """The sentence `key` in the user's language, its {fields} left for the caller (Click
    fills in its own help's)."""
    return MESSAGES[key][LANGUAGES.index(language())]


def t(key: str, **values: object) -> str:
    """The sentence `key` in the user's language, its {fields} filled in."""
    chosen = language()
    template = MESSAGES[key][LANGUAGES.index(chosen)]
    if chosen == "fr" and "de {" in template:
        template = _elide(template, values)
    return template.format(**values)


def _elide(template: str, values: dict[str, object]) -> str:
    """French elision before a value: "de Nous" but "d'Eux", "carré d'as"."""
    import re

    def de(match: re.Match[str]) -> str:
        value = str(values.get(match.group(1), ""))
        vowel = value[:1].casefold() in "aeiouyàâéèêëîïôûü"
        return ("d'" if vowel and value else "de ") + "{" + match.group(1) + "}"

    return re.sub(r"\bde \{(\w+)\}", de, template)
