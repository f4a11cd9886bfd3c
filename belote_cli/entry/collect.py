"""Collect the facts of one hand: options and a line first, a question for what is missing.

`collect` walks the facts of a hand (core.told.FACTS) in order, asking entry.questions'
questions. A
question shows what it accepts and asks again, with the reason, after a wrong answer; an
answer may also carry more of the hand, as words of a line (`103 der 1 bel 2`). At every
question `<` goes back to the previous one and `annuler`/`cancel` drops the hand. A fact
that does not apply (no contract in classique, no points on a capot) is never asked, and
refused when given as an option.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from belote_cli.core.errors import Refusal, RuleError
from belote_cli.core.facts import HandFacts, Settings
from belote_cli.core.rules import pile_total, possible_capot, score_hand
from belote_cli.core.told import CAPOT, DER, FACTS, POINTS, TAKER, TRUMP, Fact, Told, none
from belote_cli.entry.given import BadOption, HandOptions
from belote_cli.entry.questions import Ask, Hand, keyword, present
from belote_cli.entry.terminal import Talk
from belote_cli.text import line, parse
from belote_cli.text.catalog import t

# A hand's marks (team 1's, team 2's) as its game will show them: the pot included (R8.2)
Marks = Callable[[HandFacts], tuple[int, int]]


class Back(Exception):
    """The player asked for the previous question."""


class Cancelled(Refusal):
    """The player dropped the hand being entered: nothing is written."""

    def __init__(self) -> None:
        super().__init__("hand_cancelled")


def collect(
    settings: Settings,
    options: HandOptions,
    talk: Talk,
    previous: HandFacts | None = None,
    *,
    known: Told | None = None,
    ask: Ask = Ask.ALL,
    only: str | None = None,
    marks: Marks | None = None,
) -> HandFacts:
    """The facts of a hand: from `known` (a line), the options, and answers. With
    `previous` (edit), a fact not given keeps its old value when some option was given or
    `only` one fact (by name) is asked again; else every fact is asked, its old value the
    default. A question that offers marks gives them as `marks` does (else the hand's
    own, without a pot)."""
    hand = Hand(settings, talk, options, previous, known or Told(), ask, only, marks=marks)
    _check_options(hand)
    asked = _walk(hand)
    if only is not None and only not in asked:
        raise RuleError("fact_not_here", fact=t(f"fact_{only}"))
    return hand.known.hand()


def _walk(hand: Hand) -> list[str]:
    """Fill every fact that applies, in order, then confirm a capot the facts leave
    possible. `<` goes back to the fact before, asked or given by the line alike, its
    answer offered again (Hand.earlier). The names of the facts asked."""
    asked: list[tuple[int, Told]] = []  # a question, and what was known before
    line = frozenset(fact for fact in FACTS if fact in hand.known)  # given by the line
    at = 0
    while True:
        try:
            if at == len(FACTS):
                _confirm_capot(hand)
                return [FACTS[at].name for at, _ in asked]
            fact = FACTS[at]
            if not _applies(hand, fact) or fact in hand.known:
                at += 1
                continue
            before = hand.known
            if _fill(hand, fact):
                asked.append((at, before))
            at += 1
        except Back:
            at = _back(hand, asked, line, at)


def _back(hand: Hand, asked: list[tuple[int, Told]], line: frozenset[Fact[Any]], at: int) -> int:
    """`<` at the question of FACTS[at]: the fact before, the last asked or the line's
    last before it, whichever comes later; what was answered (or the line said) is offered
    again. Walking on, every question passed going back is asked again, in the same order:
    a fact of the line gone back over is a question now, its value the default. Where the
    walk goes on."""
    hand.earlier = hand.earlier | hand.known
    said = [fact for fact in FACTS[:at] if fact in line and fact in hand.known]
    if said and FACTS.index(said[-1]) > (asked[-1][0] if asked else -1):
        hand.known = hand.known.without(said[-1])
        return FACTS.index(said[-1])
    if asked:
        at, before = asked.pop()  # as it was then, but what was gone back over since
        hand.known = before.without(*(fact for fact in FACTS[at:] if fact not in hand.known))
        return at
    hand.talk.warn(t("first_question"))
    return at


def _applies(hand: Hand, fact: Fact[Any]) -> bool:
    """Does `fact` apply, given what is known? If not, it is refused as an option (exit 2)."""
    reason = hand.applies(fact)
    option = present(fact, hand.options)
    if reason is not None and option is not None and not _says_none(hand.options, fact):
        raise BadOption(option, RuleError(reason, mode=hand.settings.mode.value))
    return reason is None


def _says_none(options: HandOptions, fact: Fact[Any]) -> bool:
    """`--belote none` in sans atout agrees with what does not apply: it is no refusal."""
    value = options.facts.get(fact.option)
    return value is not None and parse.is_none(value)


def _check_options(hand: Hand) -> None:
    """Every option is checked before anything is asked, in order, what the earlier ones
    say known to the later ones (--suit sa: no --belote)."""
    ahead = Hand(hand.settings, hand.talk, hand.options, None, hand.known)
    for fact in FACTS:
        if not _applies(ahead, fact) or ahead.check(fact):
            continue
        given = hand.options.facts.get(fact.option)
        if given is not None:
            ahead.known = ahead.known.with_(fact, _read_option(ahead, fact, given))


def _read_option(hand: Hand, fact: Fact[Any], given: str) -> Any:
    try:
        return hand.read(fact, given)
    except RuleError as error:
        raise BadOption(f"--{fact.option}", error) from None


def _fill(hand: Hand, fact: Fact[Any]) -> bool:
    """The fact from its option, else its old value (edit), else none (when not asked),
    else asked. Was it asked?"""
    given = hand.given(fact)
    if given is not None:
        hand.known = hand.known.with_(fact, _read_option(hand, fact, given))
        return False
    old = hand.old(fact)
    if fact is CAPOT and fact.name != hand.only and _capot_later(hand, old):
        return False
    if not fact.counted and not hand.talk.interactive and fact.name != hand.only:
        # what no mark needs: a script is never stopped for it
        hand.known = hand.known.with_(fact, none(fact) if old is None else old)
        return False
    # R6.4: whether a capot contract was made is always asked (but of a line that is the
    # whole hand), none not offered unless as the old answer of the hand being corrected
    capot_contract = fact is CAPOT and hand.ask is not Ask.NOTHING and hand.capot_contract
    if fact.name != hand.only:
        if hand.keep and (old is not None or fact.optional):
            hand.known = hand.known.with_(fact, old)
            return False
        if fact.optional and not capot_contract and not hand.ask.asks(fact):
            return False  # none, unless a later answer says it (the hand's default)
    if old is not None:
        default: str | None = hand.show(fact, old)
    elif fact.optional and not (capot_contract and hand.previous is None):
        default = t("none_word")
    else:
        default = None
    asked = hand.together(fact)
    found = hand.talk.ask(hand.question(fact), lambda text: _answer(hand, asked, text), default)
    hand.known = hand.known | found
    hand.known = hand.known | hand.known.nones(asked, hand.settings)  # the others said none
    return True


def _capot_later(hand: Hand, old: object) -> bool:
    """R3.2, R6.4: a capot is asked only when the facts leave it possible. Card points
    already said of neither 0 nor 152 leave none: it is none, not asked (a failed capot
    contract's 130). Else, but on a capot contract or of a hand that was a capot, it is
    asked after the points and the der, when they leave it possible (_confirm_capot): a
    number typed is then the points it looks like."""
    points = hand.known.get(POINTS, None)
    total = pile_total(hand.settings, hand.known[TRUMP])  # the trump comes first (FACTS)
    if points is not None and points not in (0, total):
        hand.known = hand.known.with_(CAPOT, None)
        return True
    return hand.ask is Ask.ALL and old is None and not hand.capot_contract


def _confirm_capot(hand: Hand) -> None:
    """After a line, a team with every card point and the der may have taken every trick
    (R3.2): asked, each answer with the marks it gives."""
    if not hand.ask.asks_capot or CAPOT in hand.known:
        return
    facts = hand.known.hand()
    team = possible_capot(facts, pile_total(hand.settings, facts.trump))
    if team is None:
        return
    made = hand.known.without(POINTS, DER).with_(CAPOT, team)
    missed = hand.known.with_(CAPOT, None)
    marks = _marks(hand, made), _marks(hand, missed)
    key = "ask_capot_same" if marks[0] == marks[1] else "ask_capot_possible"
    question = t(key, team=hand.settings.name(team), made=marks[0], missed=marks[1])
    hand.known = made if hand.talk.ask(question, _yes_no) else missed


def _marks(hand: Hand, told: Told) -> str:
    facts = told.hand()
    marks = hand.marks(facts) if hand.marks else score_hand(hand.settings, facts).marks
    one, two = hand.settings.teams
    return t("marks_of_both", one=one, two=two, first=marks[0], second=marks[1])


def _yes_no(text: str) -> bool:
    _step(text)
    return parse.yes_no(text)


def _step(text: str) -> None:
    """`<` goes back, `annuler` drops the hand."""
    step = parse.step(text)
    if step == "back":
        raise Back()
    if step == "cancel":
        raise Cancelled()


def _answer(hand: Hand, asked: tuple[Fact[Any], ...], text: str) -> Told:
    """An answer: `<`, `annuler`, the value of an asked fact, or words of a line that may
    say more of the hand (`103 der 1`). Its facts."""
    _step(text)
    errors = []
    for fact in asked:
        try:
            return Told({fact: hand.read(fact, text)})
        except RuleError as error:
            errors.append(error)
    first = asked[0]
    taker_first = first is TAKER
    found = None
    for words in (f"{keyword(first)} {text}", text):
        try:
            found = line.read(words, hand.settings, hand.known, taker_first)
            break
        except RuleError:
            continue
    # the words must answer the question: give the fact, or make it not apply (capot 2 as
    # the points) -- 105 at the contract's question is not 105 card points
    after = Hand(hand.settings, hand.talk, hand.options, None, hand.known | (found or Told()))
    if found is None or all(f not in found and after.applies(f) is None for f in asked):
        raise errors[0]
    return found
