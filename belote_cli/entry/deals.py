"""The entries that are not played hands (R12.3): a passe, a fausse donne, a manual deal,
from the options (`--passe`, `--fausse-donne`, `--manual 1=N,2=M --note TEXT`) or asked."""

from __future__ import annotations

from belote_cli.core.errors import RuleError
from belote_cli.core.facts import DealKind, OtherDeal, Settings
from belote_cli.core.game import check_deal
from belote_cli.entry.given import BadOption, HandOptions
from belote_cli.entry.terminal import Talk
from belote_cli.text import parse
from belote_cli.text.catalog import t


def from_options(options: HandOptions, settings: Settings) -> OtherDeal | None:
    """The entry the options ask for, if it is not a played hand; refused (exit 2) when it
    is given with the facts of a hand, or with another kind."""
    kinds = [
        kind
        for kind, given in (
            (DealKind.PASSE, options.passe),
            (DealKind.FAUSSE_DONNE, options.fausse_donne),
            (DealKind.MANUAL, options.manual is not None),
        )
        if given
    ]
    if not kinds:
        if options.note is not None:
            raise BadOption("--note", RuleError("note_without_manual"))
        return None
    option = "--" + kinds[0].value
    if len(kinds) > 1:
        raise BadOption(option, RuleError("kinds_twice"))
    if options.hand_given():
        raise BadOption(option, RuleError("deal_with_facts"))
    if kinds[0] is not DealKind.MANUAL:
        if options.note is not None:
            raise BadOption("--note", RuleError("note_without_manual"))
        return OtherDeal(kinds[0])
    try:
        assert options.manual is not None
        marks = parse.manual(options.manual, settings.teams)
        deal = OtherDeal(DealKind.MANUAL, marks, (options.note or "").strip())
        check_deal(settings, deal)
    except RuleError as error:
        raise BadOption("--manual", error) from None
    return deal


def asked(kind: DealKind, settings: Settings, talk: Talk, text: str = "") -> OtherDeal:
    """A passe or a fausse donne; a manual deal's marks and note from `text` (`1=50,2=0
    faute de jeu`), else asked."""
    if kind is not DealKind.MANUAL:
        return OtherDeal(kind)
    marks_text, note = _marks_and_note(text)

    def checked(answer: str) -> OtherDeal:
        deal = OtherDeal(DealKind.MANUAL, parse.manual(answer, settings.teams))
        check_deal(settings, deal)
        return deal

    if marks_text:
        deal = checked(marks_text)
    else:
        deal = talk.ask(t("ask_manual", one=settings.teams[0], two=settings.teams[1]), checked)
        note = talk.ask(t("ask_note"), _note, t("none_word"))
    return OtherDeal(DealKind.MANUAL, deal.marks, note.strip())


def _note(answer: str) -> str:
    return "" if parse.is_none(answer) else answer.strip()


def _marks_and_note(text: str) -> tuple[str, str]:
    """`1=50, 2=0 faute de jeu`: the marks (their words hold `=` or a comma) and the note."""
    words = text.split()
    taken = 0
    while taken < len(words) and (
        "=" in words[taken]
        or words[taken].startswith(",")
        or (taken > 0 and words[taken - 1].endswith(","))
    ):
        taken += 1
    return "".join(words[:taken]), " ".join(words[taken:])
