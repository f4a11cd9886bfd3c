"""Start-up stays at the framework's floor: what a command imports is what it needs."""

from __future__ import annotations

import json
import subprocess
import sys

import pytest

HEAVY = ("rich", "tomli_w", "typer", "pydantic")


def imported_after(code: str) -> set[str]:
    """The top-level modules imported by running `code` in a fresh interpreter."""
    probe = f"{code}\nimport sys, json\nprint(json.dumps(sorted(sys.modules)))"
    out = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True)
    assert out.returncode == 0, out.stderr
    return {name.split(".")[0] for name in json.loads(out.stdout.splitlines()[-1])}


def test_the_scoring_core_imports_nothing_beyond_the_standard_library() -> None:
    modules = imported_after("import belote_cli.rules, belote_cli.game, belote_cli.cards")
    outside = {m for m in modules - set(sys.stdlib_module_names) if not m.startswith("_")}
    assert outside == {"belote_cli"}, outside
    assert not modules & set(HEAVY)


@pytest.mark.parametrize("argv", [["--version"], ["--help"]])
def test_version_and_help_import_neither_rich_nor_tomli_w(argv: list[str]) -> None:
    code = (
        "import sys\n"
        f"sys.argv = ['belote', *{argv!r}]\n"
        "from belote_cli.cli import main\n"
        "try:\n    main()\nexcept SystemExit:\n    pass"
    )
    modules = imported_after(code)
    assert "rich" not in modules
    assert "tomli_w" not in modules
    assert "belote_cli" in modules
