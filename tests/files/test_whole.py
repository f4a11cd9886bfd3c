"""Whatever the program accepts leaves a file that every command reads (issue 32): any
sequence of concours operations (draw, undo, result, correction, forfeit, withdraw,
reinstate, late team) and of feuille operations (hand, undo, redo, edit, passe, manual),
each refused or applied as the commands apply it, is written and read back by the reader
every command uses -- and reads back as the same concours or game. No proof is needed to
save it (storage.proof refuses none of them)."""

from __future__ import annotations

from pathlib import Path

from hypothesis import given, settings
from hypothesis import strategies as st

from belote_cli.core.concours import Concours, entrant, make_format
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import DealKind, Mode, OtherDeal, Settings
from belote_cli.core.game import Game
from belote_cli.storage import concours as store
from belote_cli.storage.document import to_document
from belote_cli.storage.files import _encode, read
from belote_cli.storage.proof import proven
from tests.strategies import game_settings, hands

HERE = Path("whole.toml")
# results are most of a concours: drawn more often, so that many concours reach their end
CONCOURS_OPS = [
    *("draw", "draw", "undo", "result", "result", "result", "result", "correction"),
    *("forfeit", "withdraw", "withdraw", "reinstate", "reinstate", "late", "remove"),
]


def concours_op(c: Concours, op: str, data: st.DataObject) -> Concours:
    """One operation as a command would make it, its choices drawn; RuleError if refused."""
    pick = data.draw
    points = st.integers(0, 3000)
    if op == "draw":
        return c.with_draw()
    if op == "undo":
        return c.without_draw()
    if op in ("result", "correction", "forfeit"):
        k, partie = c.partie()
        waiting = [n for n, row in enumerate(partie.tables, start=1) if not row.done]
        if op == "correction" or not waiting:  # a table of any partie
            k = pick(st.integers(1, len(c.parties)))
            waiting = list(range(1, len(c.parties[k - 1].tables) + 1))
        if not waiting:
            raise RuleError("no_table")
        n = pick(st.sampled_from(waiting))
        row = c.table(k, n)[1]
        if op == "forfeit":
            gave = pick(st.sampled_from([row.teams[:1], row.teams[1:], row.teams]))
            return c.with_result(k, n, None, seen=row, forfeit=gave)
        return c.with_result(k, n, (pick(points), pick(points)), seen=row)
    numbers = c.numbers or [1]
    if op == "withdraw":
        return c.with_withdrawal(pick(st.sampled_from(numbers)))
    if op == "reinstate":
        withdrawn = [team.number for team in c.teams if team.withdrawn is not None]
        return c.without_withdrawal(pick(st.sampled_from(withdrawn or numbers)))
    if op == "remove":
        return c.without_team(pick(st.sampled_from(numbers)))
    return c.with_team(entrant(f"L{c.highest + 1}"))


def read_back(c: Concours) -> Concours:
    data = store.encode(c)
    return proven(data, HERE, store.read)


@settings(max_examples=150, deadline=None)
@given(
    st.integers(2, 9),
    st.integers(1, 4),
    st.integers(0, 10_000),
    st.lists(st.sampled_from(CONCOURS_OPS), min_size=10, max_size=80),
    st.data(),
)
def test_every_concours_the_operations_leave_is_read_back_as_it_is(
    teams: int, parties: int, seed: int, ops: list[str], data: st.DataObject
) -> None:
    c = Concours("Whole", make_format(Mode.FAITS, parties, seed=seed))
    for n in range(teams):
        c = c.with_team(entrant(f"T{n + 1}"))
    for op in ["draw", *ops]:
        try:
            c = concours_op(c, op, data)
        except RuleError:
            continue  # refused: nothing changes
        back = read_back(c)
        assert store.encode(back) == store.encode(c)  # the same concours, byte for byte
        assert back.ranking() == c.ranking()


FEUILLE_OPS = ["hand", "undo", "redo", "edit", "passe", "fausse-donne", "manual"]


def feuille_op(game: Game, op: str, data: st.DataObject) -> Game:
    pick = data.draw
    mode = game.settings.mode
    if op == "hand":
        return game.with_hand(pick(hands(mode)))
    if op == "undo":
        return game.without_last()
    if op == "redo":
        return game.redone()
    if op == "edit":
        number = pick(st.integers(1, max(1, len(game.hands))))
        game.hand(number)
        return game.with_replaced(number, pick(hands(mode)))
    if op == "manual":
        marks = (pick(st.integers(0, 500)), pick(st.integers(0, 500)))
        return game.with_hand(OtherDeal(DealKind.MANUAL, marks, pick(st.sampled_from(["", "x"]))))
    return game.with_hand(OtherDeal(DealKind(op)))


@settings(max_examples=150, deadline=None)
@given(game_settings(), st.lists(st.sampled_from(FEUILLE_OPS), max_size=30), st.data())
def test_every_feuille_the_operations_leave_is_read_back_as_it_is(
    chosen: Settings, ops: list[str], data: st.DataObject
) -> None:
    game = Game(chosen)
    for op in ops:
        try:
            game = feuille_op(game, op, data)
        except RuleError:
            continue
        back = read(_encode(game, HERE), HERE).game  # _encode proves it too
        assert back == game
        assert to_document(back) == to_document(game)
