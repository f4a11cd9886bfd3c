"""The layers import downwards only, and start-up stays at the framework's floor: what a
command imports is what it needs."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest


def imported_after(code: str) -> set[str]:
    """The modules, by full name, imported by running `code` in a fresh interpreter."""
    probe = f"{code}\nimport sys, json\nprint(json.dumps(sorted(sys.modules)))"
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


@pytest.mark.parametrize(
    ("package", "allowed"),
    [
        ("storage", ("core", "storage")),  # never what parses user input
        ("text", ("core", "text")),
    ],
)
def test_each_layer_imports_only_the_layers_below_it(
    package: str, allowed: tuple[str, ...]
) -> None:
    names = {
        "storage": "storage, storage.feuille, storage.files, storage.paths, storage.disk, "
        "storage.document, storage.library",
        "text": "text.catalog, text.words, text.parse, text.explain, text.sheet, text.export, "
        "text.line, text.games, text.chart",
    }[package]
    code = "import " + ", ".join(f"belote_cli.{name.strip()}" for name in names.split(","))
    modules = imported_after(code)
    layers = {m.split(".")[1] for m in ours(modules)}
    assert layers <= set(allowed), layers
    assert not outside_stdlib(modules) - {"belote_cli"}  # Rich only where a sheet is drawn


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
    commands = {m for m in ours(modules) if m.startswith("belote_cli.commands.")}
    # the options and the help's words are declared, no more
    assert commands == {"belote_cli.commands.options", "belote_cli.commands.help"}
    assert not {m for m in ours(modules) if m.startswith("belote_cli.storage")}
