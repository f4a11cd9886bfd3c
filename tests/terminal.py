"""The installed `belote` in a real pseudo-terminal (pexpect), for the tests that run it as
a player does: at a given width and in a given language."""

from __future__ import annotations

import os
import re
import shutil
import sys
from pathlib import Path
from typing import Any

import pytest

pexpect = pytest.importorskip("pexpect")

BELOTE = shutil.which("belote", path=str(Path(sys.executable).parent)) or shutil.which("belote")
# what a test module that runs it sets
MARKS = [
    pytest.mark.skipif(BELOTE is None, reason="belote is not installed"),
    pytest.mark.slow,  # a real terminal: `pytest -m "not slow"` skips these
]


def spawn(
    args: list[str], home: Path, columns: int = 80, language: str = "en", rows: int = 40
) -> Any:
    env = dict(os.environ, BELOTE_HOME=str(home), BELOTE_LANG=language, TERM="xterm")
    env.pop("COLUMNS", None)  # the terminal's own size, never a test runner's (pytest-xdist
    env.pop("LINES", None)  # sets both in its workers)
    env.pop("NO_COLOR", None)
    return pexpect.spawn(
        BELOTE, args, env=env, encoding="utf-8", dimensions=(rows, columns), timeout=20
    )


def plain(text: str) -> str:
    return re.sub(r"\x1b\[[0-9;?]*[A-Za-z]", "", text).replace("\r\n", "\n")


def words(text: str) -> str:
    """The text with its line breaks as spaces: a sentence wrapped at word boundaries
    reads the same; one cut inside a word does not."""
    return " ".join(plain(text).split())


def finish(child: Any) -> str:
    child.expect(pexpect.EOF)
    child.close()
    return plain(child.before)
