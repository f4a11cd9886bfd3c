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
