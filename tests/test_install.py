"""The README's first command works on a fresh machine, exactly as written: a copy of the
checkout (what a player cloned), a new home, the machine's own Python on the PATH (not the
tests' virtual environment, nor pipx or uv), the package registry as the only network.
It installs belote into a folder of its own and plays a game, typed at `play`'s questions.
(The French README gives the same command.)"""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

from tests.helpers import ROOT

LEFT_BEHIND = ("*.egg-info", "__pycache__", "build", "dist", ".venv", ".git", ".*_cache")
# `play`: a new game (classique, each default), one hand on a line, then quit
TYPED = ["classique", "", "", "", "", "", "", "1 co 100 der 1 -", "q"]


def first_command(readme: str) -> str:
    found = re.search(r"```sh\n(.*?)\n```", (ROOT / readme).read_text(encoding="utf-8"), re.S)
    assert found, f"{readme} starts with a command"
    return found.group(1)


def machine_path() -> str:
    """The PATH without the tests' own virtual environment: the machine's Python."""
    ours = Path(sys.prefix) / "bin"
    kept = [p for p in os.environ["PATH"].split(os.pathsep) if p and Path(p) != ours]
    return os.pathsep.join(kept)


def test_both_readmes_give_the_same_first_command() -> None:
    assert first_command("README.md") == first_command("README.fr.md")


def test_the_readmes_first_command_installs_and_plays_on_a_fresh_machine(tmp_path: Path) -> None:
    command = first_command("README.md")
    assert "pipx" not in command and "uv " not in command  # what a fresh machine lacks
    checkout = tmp_path / "belote"
    shutil.copytree(ROOT, checkout, ignore=shutil.ignore_patterns(*LEFT_BEHIND))
    home = tmp_path / "home"
    home.mkdir()
    path = machine_path()
    assert shutil.which("python3", path=path), "the machine has a python3"
    keep = ("PIP_INDEX_URL", "PIP_EXTRA_INDEX_URL", "PIP_FIND_LINKS", "PIP_CONSTRAINT")
    env = {name: os.environ[name] for name in keep if name in os.environ}
    env |= {"HOME": str(home), "PATH": path, "LANG": "C.UTF-8", "BELOTE_LANG": "en"}
    ran = subprocess.run(
        ["bash", "-c", command],
        cwd=checkout,
        env=env,
        input="\n".join(TYPED) + "\n",
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert ran.returncode == 0, ran.stdout[-3000:] + ran.stderr[-3000:]
    said = " ".join(ran.stdout.split())
    assert "New game: classique, target 1001" in said
    assert "Hand 1 — Nous 100 + der 10 = 110" in said
    assert "Goodbye: the feuille is saved" in said
    assert (home / ".belote" / "bin" / "belote").exists()
    assert list((home / ".local" / "share" / "belote").glob("partie-*.toml"))
