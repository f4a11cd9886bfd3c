"""Every word a player may type, by meaning, one column per language of text.catalog.

Every column is accepted whatever the language shown: a French player in an English locale
still types `non`, and the words of the game (coinche, tierce, carré) are the same in every
column. Words are matched in lower case; a word with an accent is listed with and without it.
"""

from __future__ import annotations

from functools import cache

# meaning: (français, English), the words of each column separated by spaces. A meaning
# named GROUP_NAME belongs to GROUP, whose words must all differ (tests check it).
WORDS: dict[str, tuple[str, str]] = {
    # "none" at a question that takes a team, a coinche or declarations
    "none": ("non aucun aucune rien 0 -", "none no 0 -"),
    "answer_yes": ("o oui", "y yes"),
    "answer_no": ("n non", "n no"),
    # the coinche level (R6): none is the "none" words
    "coinche_coinche": ("coinche coinché contre contré", "coinche coinché contre contré"),
    "coinche_surcoinche": (
        "surcoinche surcoinché surcontre surcontré",
        "surcoinche surcoinché surcontre surcontré",
    ),
    # declarations (R5.1)
    "kind_carre": ("carre carré", "carre carré"),
    "kind_cent": ("cent quinte 100", "cent quinte 100"),
    "kind_cinquante": ("cinquante 50", "cinquante 50"),
    "kind_tierce": ("tierce", "tierce"),
    # ranks (R1.1), named by the core's Rank values
    "rank_A": ("a as", "a"),
    "rank_R": ("r roi", "r k"),
    "rank_D": ("d dame", "d q"),
    "rank_V": ("v valet", "v j"),
    "rank_10": ("10", "10"),
    "rank_9": ("9", "9"),
    "rank_8": ("8", "8"),
    "rank_7": ("7", "7"),
    # suits (R1.1), named by the core's Suit values; a card is a rank then one of these
    "suit_coeur": ("coeur cœur co ♥", "coeur cœur co ♥"),
    "suit_carreau": ("carreau ca ♦", "carreau ca ♦"),
    "suit_trefle": ("trefle trèfle t ♣", "trefle trèfle t ♣"),
    "suit_pique": ("pique p ♠", "pique p ♠"),
    # what `belote play` takes at the hand prompt instead of a taker
    "command_undo": ("annuler", "undo"),
    "command_edit": ("corriger", "edit"),
    "command_show": ("feuille", "show"),
    "command_help": ("aide ?", "help ?"),
    "command_quit": ("quitter", "quit"),
}


@cache
def words(meaning: str) -> frozenset[str]:
    """The words of one meaning, every column together."""
    return frozenset(word for column in WORDS[meaning] for word in column.split())


@cache
def group(name: str) -> dict[str, str]:
    """word → meaning for the meanings of a group, named without the group: group("rank")
    maps "roi" and "k" to "R"."""
    prefix = name + "_"
    return {
        word: meaning.removeprefix(prefix)
        for meaning in WORDS
        if meaning.startswith(prefix)
        for word in words(meaning)
    }
