"""`belote show`: the feuille de score, drawn or as JSON; or one hand in full."""

from __future__ import annotations

from pathlib import Path

import typer

from belote_cli.commands.feuille import read_feuille
from belote_cli.text.jsondoc import json_text


def show(
    *, number: int | None, as_json: bool, all_rows: bool, file: Path | None, game_id: str | None
) -> None:
    game = read_feuille(file, game_id).game
    if number is not None:
        game.hand(number)  # it exists
        line = game.lines[number - 1]
        if as_json:
            from belote_cli.text.export import line_json

            typer.echo(json_text(line_json(game, line)))
            return
        from belote_cli.entry.terminal import say
        from belote_cli.text.explain import details

        for text in details(game, line):
            say(text)
        return
    if as_json:
        from belote_cli.text.export import to_json

        typer.echo(json_text(to_json(game)))
        return
    from belote_cli.text.sheet import print_sheet

    print_sheet(game, all_rows=all_rows)
