"""The layers import downwards only, and start-up stays at the framework's floor: what a
command imports is what it needs."""

from __future__ import annotations

import ast
import json
import subprocess
import sys
from pathlib import Path

import pytest

from tests.helpers import ROOT, run


def imported_after(code: str) -> set[str]:
    """The modules, by full name, that running `code` in a fresh interpreter imports: those
    the interpreter had at its start (its own site modules: Debian's sitecustomize, a .pth
    file's) are not the code's."""
    probe = (
        "import sys\n_before = set(sys.modules)\n"
        f"{code}\nimport json\nprint(json.dumps(sorted(set(sys.modules) - _before)))"
    )
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    return set(json.loads(out.stdout.splitlines()[-1]))


def ours(modules: set[str]) -> set[str]:
    return {m for m in modules if m.startswith("belote_cli.")}


def outside_stdlib(modules: set[str]) -> set[str]:
    tops = {m.split(".")[0] for m in modules}
    return {m for m in tops - set(sys.stdlib_module_names) if not m.startswith("_")}


def test_the_scoring_core_imports_nothing_beyond_the_standard_library() -> None:
    core = "belote_cli.core"
    modules = imported_after(
        f"import {core}.rules, {core}.game, {core}.cards, {core}.annonces, {core}.stats"
    )
    assert outside_stdlib(modules) == {"belote_cli"}
    assert {m for m in ours(modules) if not m.startswith(core)} == set()
    assert f"{core}.rules" in modules


LAYERS = {  # a layer, and the layers its modules may import (docs/contributing.md)
    "core": ("core",),
    "storage": ("core", "storage", "__version__"),  # never what parses user input
    "text": ("core", "text"),
    "entry": ("core", "text", "entry"),
    "actions": ("core", "storage", "actions"),  # every operation, for every face
    "commands": ("core", "storage", "text", "entry", "actions", "commands"),
    "web": ("core", "storage", "text", "entry", "actions", "commands", "web"),  # on top
    "cli": ("core", "text", "entry", "cli", "commands", "web", "league", "streams", "__version__"),
    # the league's server and its administrator's commands: on top, as the web
    "league": (
        "core",
        "storage",
        "text",
        "entry",
        "actions",
        "commands",
        "web",
        "league",
        "__version__",
    ),
}
PACKAGE = ROOT / "belote_cli"


def modules_of(layer: str) -> list[str]:
    """Every module of a layer, found in the package itself (a new one is seen)."""
    return sorted(
        "belote_cli." + ".".join(path.relative_to(PACKAGE).with_suffix("").parts)
        for path in (PACKAGE / layer).rglob("*.py")
        if path.name != "__init__.py"
    )


@pytest.mark.parametrize("layer", sorted(LAYERS))
def test_every_import_of_a_layer_points_down(layer: str) -> None:
    """Read from the source: imports inside functions count too."""
    wrong = []
    for path in (PACKAGE / layer).rglob("*.py"):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [alias.name for alias in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module == "belote_cli":
                names = [f"belote_cli.{alias.name}" for alias in node.names]  # a package
            elif isinstance(node, ast.ImportFrom) and node.level == 0:
                names = [node.module or ""]
            for name in names:
                parts = name.split(".")
                if parts[0] == "belote_cli" and (len(parts) < 2 or parts[1] not in LAYERS[layer]):
                    wrong.append(
                        f"{path.relative_to(PACKAGE)}:{getattr(node, 'lineno', 0)} imports {name}"
                    )
    assert wrong == []


@pytest.mark.parametrize(("layer", "allowed"), [(k, LAYERS[k]) for k in ("storage", "text")])
def test_each_layer_imports_only_the_layers_below_it(layer: str, allowed: tuple[str, ...]) -> None:
    modules = imported_after("import " + ", ".join(modules_of(layer)))
    layers = {m.split(".")[1] for m in ours(modules)}
    assert layers <= set(allowed), layers
    # Rich only where a sheet is drawn; storage reads what belote did not write with tomli
    # (compiled by mypyc, whose runtime is a module named after a hash)
    beyond = {m for m in outside_stdlib(modules) if not m.endswith("__mypyc")}
    assert beyond - {"belote_cli", "tomli"} == set()


@pytest.mark.parametrize("argv", [["--version"], ["--help"]])
def test_version_and_help_import_no_command_and_neither_rich_nor_tomli_w(
    argv: list[str],
) -> None:
    code = (
        "import sys\n"
        f"sys.argv = ['belote', *{argv!r}]\n"
        "from belote_cli.cli import main\n"
        "try:\n    main()\nexcept SystemExit:\n    pass"
    )
    modules = imported_after(code)
    assert not {"rich", "tomli_w"} & {m.split(".")[0] for m in modules}
    assert "belote_cli.cli" in modules
    # the app, its options and the help's words are declared, no command, no storage
    assert not {m for m in ours(modules) if m.startswith("belote_cli.commands")}
    assert not {m for m in ours(modules) if m.startswith("belote_cli.storage")}
    assert {m for m in ours(modules) if m.startswith("belote_cli.entry")} == {
        "belote_cli.entry",
        "belote_cli.entry.given",
    }


@pytest.mark.parametrize(
    "argv",
    [
        ["show"],
        "show --file FILE".split(),
        "hand --file FILE --taker 1 --suit coeur --points 1=90 --der 1 --belote none "
        "--capot none --annonces none".split(),
    ],
)
def test_a_text_or_a_path_imports_no_converter(argv: list[str], tmp_path: Path) -> None:
    """Typer converts an option's value with Pydantic (~150 ms to import); an option not
    given has none to convert, and a text, a list of texts or a path is converted without
    it (cli.lazy): `belote show` and a whole `belote hand` import none."""
    example = tmp_path / "game.toml"
    assert run("new", "--mode", "classique", "--file", str(example))[0] == 0
    assert run("hand", "--line", "1 co 90 der 1 -", "--file", str(example))[0] == 0
    argv = [str(example) if arg == "FILE" else arg for arg in argv]
    code = (
        "import os, sys\n"
        f"os.environ['BELOTE_FILE'] = {str(example)!r}\n"
        f"os.environ['BELOTE_HOME'] = {str(tmp_path / 'home')!r}\n"
        f"sys.argv = ['belote', *{argv!r}]\n"
        "from belote_cli.cli import main\n"
        "try:\n    main()\nexcept SystemExit as done:\n    assert done.code == 0, done.code"
    )
    modules = imported_after(code)
    assert "belote_cli.text.sheet" in modules  # the sheet was drawn
    assert "pydantic" not in {m.split(".")[0] for m in modules}


def test_no_module_imports_one_that_imports_it_back() -> None:
    """No circle of imports, at import time or inside a function (commands.concours and
    commands.live imported each other until the actions held what both need)."""
    import graphlib

    names = {
        path: ".".join(path.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__")
        for path in PACKAGE.rglob("*.py")
    }
    known = set(names.values())
    graph: dict[str, set[str]] = {}
    for path, name in names.items():
        found = graph.setdefault(name, set())
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ImportFrom) and (node.module or "").startswith("belote_cli"):
                for alias in node.names:
                    whole = f"{node.module}.{alias.name}"
                    found.add(whole if whole in known else str(node.module))
            elif isinstance(node, ast.Import):
                found |= {alias.name for alias in node.names if alias.name in known}
    for name, needed in graph.items():
        needed.discard(name)
        needed &= known
    graphlib.TopologicalSorter(graph).prepare()  # CycleError names the circle


LEAGUE_LIBRARIES = {"sqlalchemy", "alembic", "psycopg", "psycopg_binary"}


@pytest.mark.parametrize(
    "argv",
    [
        ["show"],
        ["season"],
        ["ratings"],
        ["concours", "teams"],
        ["concours", "publish"],  # refused (no league known): before any league library
        ["league", "sync"],  # a club's outbox: the standard library's HTTP client only
        ["league", "--help"],
    ],
)
def test_only_the_league_server_imports_the_database_libraries(
    argv: list[str], tmp_path: Path
) -> None:
    """Issue 37: SQLAlchemy, Alembic and psycopg are imported by the league's server and
    its administrator's commands only; every other command starts as fast as before."""
    home = tmp_path / "home"
    assert run("new", "--mode", "classique")[0] == 0
    assert run("concours", "new", "Club", "--donnes", "1")[0] == 0
    code = (
        "import os, sys\n"
        f"os.environ['BELOTE_HOME'] = {str(home)!r}\n"
        f"sys.argv = ['belote', *{argv!r}]\n"
        "from belote_cli.cli import main\n"
        "try:\n    main()\nexcept SystemExit:\n    pass"
    )
    modules = imported_after(code)
    assert not LEAGUE_LIBRARIES & {m.split(".")[0] for m in modules}
    assert not {m for m in ours(modules) if m.startswith("belote_cli.league")}


def test_the_league_server_imports_them() -> None:
    """The test above would pass if nothing ever imported them."""
    modules = imported_after("import belote_cli.league.serve")
    assert "sqlalchemy" in {m.split(".")[0] for m in modules}


@pytest.mark.parametrize(
    "argv", [["league", "serve"], ["league", "club", "add", "Pins"], ["league", "audit"]]
)
def test_the_league_server_without_its_extra_says_how_to_add_it(
    argv: list[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    """A scorer's install has no SQLAlchemy (pyproject's `league` extra): the league's own
    commands say in one line how to add it; nothing else needs it."""
    import sys

    monkeypatch.setitem(sys.modules, "sqlalchemy", None)  # as if not installed
    for name in [m for m in sys.modules if m.startswith("belote_cli.league")]:
        monkeypatch.delitem(sys.modules, name)
    code, out, err = run(*argv)
    assert code == 1, out + err
    assert len(err.strip().splitlines()) == 1
    assert "python -m pip install 'belote[league]'" in err and "sqlalchemy" in err


def _imports_of(module: Path) -> set[str]:
    """Every module a file imports, at its top or inside a function."""
    import ast

    found: set[str] = set()
    for node in ast.walk(ast.parse(module.read_text(encoding="utf-8"))):
        if isinstance(node, ast.ImportFrom) and node.module:
            found |= {node.module, *(f"{node.module}.{alias.name}" for alias in node.names)}
        elif isinstance(node, ast.Import):
            found |= {alias.name for alias in node.names}
    return found


@pytest.mark.parametrize("face", ["web", "league"])
def test_a_face_imports_nothing_of_the_terminals(face: str) -> None:
    """The terminal, the concours server and the league are peer faces over the actions
    (issue 45): a server imports nothing of `commands` or `cli`, even inside a function."""
    wrong = {
        f"{path.relative_to(PACKAGE)}: {name}"
        for path in (PACKAGE / face).rglob("*.py")
        for name in _imports_of(path)
        if name.startswith(("belote_cli.commands", "belote_cli.cli"))
    }
    assert wrong == set()
