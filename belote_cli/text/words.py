"""Every word a player may type, by meaning: each language's file of text.catalog has its
WORDS, and this module reads them all.

Every column is accepted whatever the language shown: a French player in an English locale
still types `non`, and the words of the game (coinche, tierce, carré) are the same in every
column. Words are compared in any case, accents optional (`plain`).
"""

from __future__ import annotations

from functools import cache

from belote_cli.core.names import folded
from belote_cli.text.catalog import FALLBACK, LANGUAGES, catalog


@cache
def columns() -> dict[str, tuple[str, ...]]:
    """meaning: the words of each language (text.catalog's files), separated by spaces. A
    meaning named GROUP_NAME belongs to GROUP, whose words must all differ (tests check it)."""
    languages = [catalog(code).WORDS for code in LANGUAGES]
    meanings = catalog(FALLBACK).WORDS
    return {meaning: tuple(words.get(meaning, "") for words in languages) for meaning in meanings}


def plain(text: str) -> str:
    """A word as it is compared: trimmed, any case, accents optional (é is e), the way
    names are (core.names.folded)."""
    return folded(text)


@cache
def words(meaning: str) -> frozenset[str]:
    """The words of one meaning, every column together, as plain() makes them."""
    return frozenset(plain(word) for column in columns()[meaning] for word in column.split())


@cache
def written(meaning: str) -> str:
    """The word written for a meaning (`bel` in a line): the shortest that every column
    has, so that it reads back whatever the language."""
    every = [set(column.split()) for column in columns()[meaning]]
    return min(set.intersection(*every), key=lambda word: (len(word), word))


def means(meaning: str, text: str) -> bool:
    """Is `text` one of the words of `meaning`?"""
    return plain(text) in words(meaning)


@cache
def group(name: str) -> dict[str, str]:
    """word → meaning for the meanings of a group, named without the group: group("rank")
    maps "roi" and "k" to "R"."""
    prefix = name + "_"
    return {
        word: meaning.removeprefix(prefix)
        for meaning in columns()
        if meaning.startswith(prefix)
        for word in words(meaning)
    }


def meaning(name: str, text: str) -> str | None:
    """The meaning, in group `name`, of the word `text`, if it has one there."""
    return group(name).get(plain(text))
