"""The feuille's actions called directly (actions.feuille), without a face: each applies
its change to the file as it is, only if what the scorer saw still holds."""

from __future__ import annotations

from pathlib import Path

import pytest

from belote_cli import storage
from belote_cli.actions import feuille
from belote_cli.core.facts import DealKind, Mode, OtherDeal
from belote_cli.core.game import Game, make_settings
from belote_cli.text import line

CLASSIQUE = make_settings(Mode.CLASSIQUE)
ONE, TWO = (line.read(text, CLASSIQUE).hand() for text in ("1 co 100 der 1", "2 pi 90 der 2"))
PASSE = OtherDeal(DealKind.PASSE)


@pytest.fixture
def seen(tmp_path: Path) -> storage.Loaded:
    path = tmp_path / "g.toml"
    storage.save(path, Game(CLASSIQUE, (ONE,)), None)
    return storage.load(path)


def test_a_record_keeps_what_another_scorer_added_meanwhile(seen: storage.Loaded) -> None:
    feuille.record(seen, TWO)  # another scorer, from the same reading
    saved = feuille.record(seen, PASSE)
    assert saved.added == 1 and saved.loaded.game.hands == (ONE, TWO, PASSE)


def test_an_undo_removes_only_the_entry_shown(seen: storage.Loaded) -> None:
    feuille.record(seen, TWO)
    with pytest.raises(storage.Conflict):
        feuille.undo(seen)  # hand 1 was shown as the last: hand 2 came since
    moved = feuille.undo(storage.load(seen.path))
    assert (moved.number, moved.entry) == (2, TWO)
    assert moved.saved.loaded.game.undone == (TWO,)


def test_a_redo_brings_back_the_entry_shown_or_nothing(seen: storage.Loaded) -> None:
    undone = feuille.undo(seen).saved.loaded
    back = feuille.redo(undone)
    assert (back.number, back.entry) == (1, ONE)
    with pytest.raises(storage.Conflict) as twice:
        feuille.redo(undone)  # the same reading again: the stack changed since
    assert twice.value.key == "redo_changed"
    assert storage.load(seen.path).game.hands == (ONE,)


def test_an_edit_rescores_what_follows(seen: storage.Loaded) -> None:
    saved = feuille.edit(feuille.record(seen, TWO).loaded, 1, PASSE)
    assert saved.loaded.game.hands == (PASSE, TWO)


def test_a_new_game_never_replaces_a_file_written_meanwhile(tmp_path: Path) -> None:
    path = tmp_path / "named.toml"
    made = feuille.new(CLASSIQUE, path)
    assert made.game.started is not None and storage.load(path).game == made.game
    with pytest.raises(storage.Conflict):
        feuille.new(CLASSIQUE, path)  # a file there that this new game was not told of
    again = feuille.new(CLASSIQUE, path, made.raw)
    assert storage.load(path).raw == again.raw


def test_a_rematch_is_beside_the_finished_game_the_deal_going_on(seen: storage.Loaded) -> None:
    after = feuille.rematch(seen)
    assert after.path.parent == seen.path.parent and after.path != seen.path
    assert after.game.settings.first_dealer == seen.game.next_dealer
    assert storage.load(seen.path).game == seen.game  # kept as it was


def test_delete_and_restore_move_a_game_never_erase_it(isolated: Path) -> None:
    from belote_cli.storage import library

    made = feuille.new(CLASSIQUE)
    found = library.find(library.game_id(made.path))
    aside = feuille.delete(found)
    assert aside.exists() and not made.path.exists()
    trashed = library.find(library.game_id(made.path), trash=True)
    assert feuille.restore(trashed) == made.path and made.path.exists()
    assert feuille.restore(library.find(library.game_id(made.path), trash=True)) is None
