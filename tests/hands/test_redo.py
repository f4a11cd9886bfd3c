"""Redo (issue 19): what the last undo removed comes back, in `play` and as a command,
until something else is recorded; kept in the feuille (schema 5) between commands."""

from __future__ import annotations

from pathlib import Path

import pytest

from belote_cli import storage
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import DealKind, Mode, OtherDeal
from belote_cli.core.game import Game, make_settings
from belote_cli.text import line
from tests.helpers import run, sheet
from tests.terminal import MARKS, finish, pexpect, spawn, words

CLASSIQUE = make_settings(Mode.CLASSIQUE)
ONE, TWO = (line.read(text, CLASSIQUE).hand() for text in ("1 co 100 der 1", "2 pi 90 der 2"))


def test_undo_keeps_what_it_removed_and_redo_brings_it_back_in_order() -> None:
    game = Game(CLASSIQUE, (ONE, TWO))
    undone = game.without_last().without_last()
    assert undone.hands == () and undone.undone == (TWO, ONE)
    assert undone.redone().hands == (ONE,) and undone.redone().undone == (TWO,)
    assert undone.redone().redone() == game
    with pytest.raises(RuleError) as error:
        game.redone()
    assert error.value.key == "nothing_to_redo"


def test_anything_recorded_after_ends_what_redo_could_bring_back() -> None:
    undone = Game(CLASSIQUE, (ONE, TWO)).without_last()
    assert undone.with_hand(OtherDeal(DealKind.PASSE)).undone == ()
    # correcting an earlier hand records nothing after it: what undo removed stays
    assert undone.with_replaced(1, TWO).undone == (TWO,)


def test_what_was_undone_is_kept_in_the_feuille(tmp_path: Path) -> None:
    path = tmp_path / "g.toml"
    storage.save(path, Game(CLASSIQUE, (ONE, TWO)).without_last(), None)
    assert "[[undone]]" in path.read_text()
    loaded = storage.load(path).game
    assert loaded.undone == (TWO,) and loaded.redone().hands == (ONE, TWO)


def test_redo_as_a_command() -> None:
    run("new", "--mode", "classique")
    run("hand", "--line", "1 co 100 der 1")
    run("hand", "--line", "2 pi 90 der 2")
    assert run("undo", "--yes")[1].startswith("Hand 2 undone. To bring it back: redo.")
    code, out, err = run("redo")
    assert code == 0, err
    assert out.startswith("Hand 2 brought back: 2 pi 90 der 2.")
    assert len(sheet()["hands"]) == 2
    code, _, err = run("redo")
    assert code == 1 and "nothing to redo" in err
    run("undo", "--yes")
    run("hand", "--line", "1 pi 100 der 1")  # something else recorded: no redo
    code, _, err = run("redo")
    assert code == 1 and "nothing to redo" in err


@pytest.mark.parametrize("language", ["en", "fr"])
@MARKS[0]
@MARKS[1]
def test_undo_and_redo_at_plays_prompt(isolated: Path, language: str) -> None:
    undo, redo, yes = {"en": ("undo", "redo", "y"), "fr": ("annuler", "rétablir", "o")}[language]
    spawn(["new", "--mode", "classique"], isolated, 80, language).expect(pexpect.EOF)
    child = spawn(["play"], isolated, 80, language)
    child.sendline("1 co 100 der 1 -")
    child.sendline(undo)
    child.expect(r"\[[yo]/n\]")
    child.sendline(yes)
    child.sendline(redo)
    child.sendline("q")
    out = words(finish(child))
    said = {
        "en": ("Hand 1 undone. To bring it back: redo.", "Hand 1 brought back: 1 co 100 der 1."),
        "fr": (
            "Donne 1 annulée. Pour la remettre : rétablir.",
            "Donne 1 rétablie : 1 co 100 der 1.",
        ),
    }[language]
    assert said[0] in out and said[1] in out
    assert len(storage.load(next(isolated.glob("*.toml"))).game.hands) == 1


def undone_twice() -> Path:
    """A feuille of two hands, both undone: redo would bring hand 1 back, then hand 2."""
    run("new", "--mode", "classique")
    run("hand", "--line", "1 co 100 der 1")
    run("hand", "--line", "2 pi 90 der 2")
    run("undo", "--yes")
    run("undo", "--yes")
    return next(Path("home").glob("*.toml"))


def test_two_redos_at_once_bring_back_one_hand() -> None:
    from belote_cli.commands.session import Session

    path = undone_twice()
    first, second = Session.open(path), Session.open(path)  # both read the same feuille
    first.redo()
    before = path.read_bytes()
    with pytest.raises(storage.Conflict) as conflict:
        second.redo()  # the stack changed since this scorer saw it
    assert conflict.value.key == "redo_changed" and path.read_bytes() == before
    assert storage.load(path).game.hands == (ONE,)


def test_a_redo_never_brings_back_another_scorers_hand() -> None:
    from belote_cli.commands.session import Session

    path = undone_twice()
    mine = Session.open(path)  # shown: redo brings back hand 1, "1 co 100 der 1"
    other = Session.open(path)
    other.redo()
    other.redo()
    other.add(OtherDeal(DealKind.PASSE))  # something else recorded...
    assert other.undo(yes=True)  # ...and undone: a passe is on top of the stack now
    before = path.read_bytes()
    with pytest.raises(storage.Conflict):
        mine.redo()
    assert path.read_bytes() == before
    code, _, err = run("redo")  # read anew, the passe is the one to bring back
    assert code == 0, err
    assert storage.load(path).game.hands[-1] == OtherDeal(DealKind.PASSE)


def test_a_refused_redo_is_one_line_through_the_command_line(
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    path = undone_twice()
    real = storage.update

    def racing(base: storage.Loaded, *args: object, **kwargs: object) -> storage.Saved:
        """Another scorer's redo lands between this one's read and its write."""
        other = storage.load(base.path)
        storage.save(base.path, other.game.redone(), other.raw)
        return real(base, *args, **kwargs)  # type: ignore[arg-type]

    monkeypatch.setattr(storage, "update", racing)
    code, _, err = run("redo")
    assert code == 1 and "since it was read" in err and err.count("\n") == 1, err
    assert storage.load(path).game.hands == (ONE,)
