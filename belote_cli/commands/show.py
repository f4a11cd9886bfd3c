"""`belote show`: the feuille de score, drawn or as JSON."""

from __future__ import annotations

from pathlib import Path

import typer

from belote_cli import storage


def show(as_json: bool, all_rows: bool, file: Path | None) -> None:
    game = storage.load(storage.current_path(file)).game
    if as_json:
        import json

        from belote_cli.text.export import to_json

        typer.echo(json.dumps(to_json(game), ensure_ascii=False, indent=2))
        return
    from belote_cli.text.sheet import print_sheet

    print_sheet(game, all_rows=all_rows)
