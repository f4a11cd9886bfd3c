"""The code's own shape: short functions everywhere in the package (issue 33: none over 60
lines, `make_app` included), so that each says one thing."""

from __future__ import annotations

import ast

from tests.helpers import ROOT

MOST_LINES = 60


def test_no_function_is_over_sixty_lines() -> None:
    long = []
    for path in sorted((ROOT / "belote_cli").rglob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef):
                lines = (node.end_lineno or node.lineno) - node.lineno + 1
                if lines > MOST_LINES:
                    long.append(f"{path.relative_to(ROOT)}:{node.lineno} {node.name} ({lines})")
    assert not long, long


# Where a value is untyped by nature: TOML, JSON and SQLite (read and written), Jinja's
# template values, uvicorn's configuration, Typer's internals, a league's SQL rows and the
# JSON of its API (issue 37). Everywhere else a value has its type (issue 33).
EDGES: tuple[str, ...] = ("storage/", "text/export.py", "text/concours.py", "text/games.py")
EDGES += ("text/season.py", "commands/games.py", "web/pages.py", "web/serve.py", "cli/lazy.py")
EDGES += ("league/", "commands/publish.py")


def test_no_untyped_mapping_outside_the_edges() -> None:
    found = [
        str(path.relative_to(ROOT))
        for path in sorted((ROOT / "belote_cli").rglob("*.py"))
        if "dict[str, Any]" in path.read_text(encoding="utf-8")
        and not path.relative_to(ROOT / "belote_cli").as_posix().startswith(EDGES)
    ]
    assert not found, found
