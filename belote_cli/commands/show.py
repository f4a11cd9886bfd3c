"""`belote show`: the feuille de score, drawn or as JSON; or one hand in full."""

from __future__ import annotations

from pathlib import Path

from belote_cli.commands.feuille import read_feuille
from belote_cli.core.game import Game, Line
from belote_cli.entry.terminal import shown


def show(
    *,
    number: int | None,
    as_json: bool,
    all_rows: bool,
    file: Path | None,
    game_id: str | None,
    compact: bool = False,
) -> None:
    """The sheet (`compact`: the compact one, whatever the width), its JSON, or hand N."""
    game = read_feuille(file, game_id).game
    if number is not None:
        game.hand(number)  # it exists
        line = game.lines[number - 1]

        def details() -> None:
            from belote_cli.entry.terminal import say
            from belote_cli.text.explain import details

            for text in details(game, line):
                say(text)

        shown(as_json, lambda: _line_json(game, line), details)
        return
    shown(as_json, lambda: _game_json(game), lambda: _sheet(game, all_rows, compact))


def _line_json(game: Game, line: Line) -> object:
    from belote_cli.text.export import line_json

    return line_json(game, line)


def _game_json(game: Game) -> object:
    from belote_cli.text.export import to_json

    return to_json(game)


def _sheet(game: Game, all_rows: bool, compact: bool) -> None:
    from belote_cli.text.sheet import print_sheet

    print_sheet(game, all_rows=all_rows, compact=compact)
