"""Card points as players give them: a number, or the cards of a pile, counted with the
trump and confirmed; for the taker, or for either team (R2.5)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from belote_cli.core.cards import AllSuits, Card, Trump, count
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import Settings, Team
from belote_cli.core.rules import at_trump_values, pile_total
from belote_cli.entry.given import BadOption
from belote_cli.entry.terminal import Talk
from belote_cli.text import parse
from belote_cli.text.catalog import t


def _pile_of(text: str) -> tuple[Card, ...]:
    """The cards of a pile. Decision: an empty pile is refused, as `belote count` refuses
    no cards: a team that took no trick is capot (R2.4), which is recorded as such. An
    answer of which no word is a card (`cent`, `abc`) was no pile: it is refused as the
    points question's answer, not as a card."""
    try:
        pile = parse.cards(text)
    except RuleError:
        if not any(_is_card(word) for word in text.replace(",", " ").split()):
            raise RuleError("bad_points_answer", value=text) from None
        raise
    if not pile:
        raise RuleError("empty_pile")
    return pile


def _is_card(word: str) -> bool:
    try:
        parse.card(word)
    except RuleError:
        return False
    return True


@dataclass(frozen=True)
class Piles:
    """Card points given as a number or as the cards of a pile (counted with the trump)."""

    settings: Settings
    taker: Team
    trump: Trump
    talk: Talk

    @property
    def total(self) -> int:
        """What both piles add up to: 152, or 248 counted at trump values (R16.5.1)."""
        return pile_total(self.settings, self.trump)

    def value(self, card: Card) -> int:
        """A card's value in this hand: at its trump value under R16.5.6."""
        return card.value(self.trump, at_trump_values(self.settings, self.trump))

    def count(self, pile: tuple[Card, ...]) -> int:
        return count(pile, self.trump, at_trump_values(self.settings, self.trump))

    def from_options(self, points: Sequence[str], cards: Sequence[str]) -> str | None:
        """--points T=N and --cards T=CARDS, once or once per team (R2.5): the taker's
        points as text, or None when neither is given."""
        given: dict[Team, int] = {}
        piles: list[Card] = []
        for option, values in (("--points", points), ("--cards", cards)):
            for value in values:
                try:
                    team, text = parse.split_team(value, parse.sides(self.settings))
                    if team in given:
                        raise RuleError("points_twice", team=self.settings.name(team))
                    if option == "--points":
                        given[team] = parse.card_points(text, self.total)
                        continue
                    pile = _pile_of(text)
                    if set(pile) & set(piles):
                        raise RuleError("card_twice", value=(set(pile) & set(piles)).pop())
                    piles += pile
                    given[team] = self.count(pile)
                    self.talk.tell(self._counted(team, pile))
                except RuleError as error:
                    raise BadOption(option, error) from None
        if not given:
            return None
        try:
            return str(parse.taker_points(given, self.taker, self.total))
        except RuleError as error:
            raise BadOption("--points", error) from None

    def answered(self, text: str) -> int:
        """At the prompt: the taker's points or its pile's cards, or T=N / T=CARDS for
        either team. Counted cards are shown and confirmed before they are taken."""
        team, value = self.taker, text
        if "=" in text:
            team, value = parse.split_team(text, parse.sides(self.settings))
        if parse.is_number(value):
            points = parse.card_points(value, self.total)
        else:
            pile = _pile_of(value)
            points = self.count(pile)
            if not self.talk.confirm(self._counted(team, pile)):
                raise RuleError("pile_again")
        return points if team is self.taker else self.total - points

    def _counted(self, team: Team, pile: tuple[Card, ...]) -> str:
        points = self.count(pile)
        return t(
            "pile_counted",
            cards=" + ".join(f"{card} {self.value(card)}" for card in pile),
            points=points,
            team=self.settings.name(team),
            other=self.settings.name(team.other),
            rest=self.total - points,
        )


def check_options(settings: Settings, points: Sequence[str], cards: Sequence[str]) -> None:
    """--points T=N and --cards T=CARDS, each read alone (the trump counts them later, and
    says what they add up to: here, the most they may, R16.5.1)."""
    most = pile_total(settings, AllSuits.TA)
    for option, values in (("--points", points), ("--cards", cards)):
        for value in values:
            try:
                _, text = parse.split_team(value, parse.sides(settings))
                parse.card_points(text, most) if option == "--points" else _pile_of(text)
            except RuleError as error:
                raise BadOption(option, error) from None
