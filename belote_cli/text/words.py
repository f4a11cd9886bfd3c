"""Every word a player may type, by meaning, one column per language of text.catalog.

Every column is accepted whatever the language shown: a French player in an English locale
still types `non`, and the words of the game (coinche, tierce, carré) are the same in every
column. Words are compared in any case, accents optional (`plain`).
"""

from __future__ import annotations

from functools import cache

from belote_cli.core.names import folded

# meaning: (français, English), the words of each column separated by spaces. A meaning
# named GROUP_NAME belongs to GROUP, whose words must all differ (tests check it).
WORDS: dict[str, tuple[str, str]] = {
    # "none" at a question that takes a team, a coinche or declarations
    "none": ("non n aucun aucune rien 0 -", "none no n 0 -"),
    "answer_yes": ("o oui", "y yes"),
    "answer_no": ("n non", "n no"),
    # the coinche level (R6): none is the "none" words
    "coinche_coinche": ("coinche contre c x2", "coinche contre c x2"),
    "coinche_surcoinche": ("surcoinche surcontre sur s x4", "surcoinche surcontre sur s x4"),
    # declarations (R5.1)
    "kind_carre": ("carre", "carre"),
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
    "suit_trefle": ("trefle tr t ♣", "trefle tr t ♣"),
    "suit_pique": ("pique pi p ♠", "pique pi p ♠"),
    # contracts without a trump suit (R13.1), named by the core's AllSuits values
    "trump_sans-atout": ("sa sans-atout sansatout", "sa sans-atout sansatout no-trump"),
    "trump_tout-atout": ("ta tout-atout toutatout", "ta tout-atout toutatout all-trump"),
    # what `belote play` takes at the hand prompt instead of a hand
    "command_undo": ("annuler", "undo"),
    "command_edit": ("corriger", "edit"),
    "command_show": ("feuille", "show"),
    "command_help": ("aide ? h", "help ? h"),
    "command_quit": ("quitter q", "quit exit q"),
    "command_passe": ("passe", "passe pass"),
    "command_misdeal": ("fausse fausse-donne", "misdeal fausse fausse-donne"),
    "command_manual": ("manuel manuelle", "manual"),
    # the kinds of entries (R12.3), to change one (`edit 3 passe`)
    "deal_hand": ("main jouée", "hand played"),
    "deal_passe": ("passe", "passe pass"),
    "deal_fausse-donne": ("fausse fausse-donne", "misdeal fausse-donne"),
    "deal_manual": ("manuel manuelle", "manual"),
    # at any question of a hand: the previous question, or drop the hand
    "step_back": ("< retour", "< back"),
    "step_cancel": ("annuler", "cancel"),
    # the words of a hand on one line (text.line), before the fact they name
    "line_der": ("der", "der"),
    "line_belote": ("belote bel", "belote bel"),
    "line_capot": ("capot", "capot"),
    "line_annonces": ("annonces ann", "annonces ann declarations"),
    # a fact of a hand, named to correct it alone (`edit 8 belote` in play)
    "fact_taker": ("preneur", "taker"),
    "fact_contract": ("contrat", "contract"),
    "fact_trump": ("atout couleur", "trump suit"),
    "fact_coinche": ("coinche", "coinche"),
    "fact_capot": ("capot", "capot"),
    "fact_points": ("points cartes", "points cards"),
    "fact_der": ("der", "der"),
    "fact_belotes": ("belote belotes", "belote belotes"),
    "fact_annonces": ("annonces", "annonces declarations"),
}


def plain(text: str) -> str:
    """A word as it is compared: trimmed, any case, accents optional (é is e), the way
    names are (core.names.folded)."""
    return folded(text)


@cache
def words(meaning: str) -> frozenset[str]:
    """The words of one meaning, every column together, as plain() makes them."""
    return frozenset(plain(word) for column in WORDS[meaning] for word in column.split())


@cache
def written(meaning: str) -> str:
    """The word written for a meaning (`bel` in a line): the shortest that every column
    has, so that it reads back whatever the language."""
    columns = [set(column.split()) for column in WORDS[meaning]]
    return min(set.intersection(*columns), key=lambda word: (len(word), word))


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
        for meaning in WORDS
        if meaning.startswith(prefix)
        for word in words(meaning)
    }


def meaning(name: str, text: str) -> str | None:
    """The meaning, in group `name`, of the word `text`, if it has one there."""
    return group(name).get(plain(text))
