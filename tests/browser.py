"""The system's Chromium for the browser tests: found once, the tests skipped where it is
not installed -- but under CI, where .ci/run installs it, a missing browser fails -- and
the flags every headless run takes (this machine's closed network refuses Chromium's own
connections: background networking, updates and sync are off)."""

from __future__ import annotations

import os
import shutil
from pathlib import Path

import pytest

CHROMIUM = shutil.which("chromium") or shutil.which("chromium-browser")
MARKS = [  # a test module's pytestmark
    pytest.mark.skipif(
        CHROMIUM is None and not os.environ.get("CI"), reason="no Chromium on this machine"
    ),
    pytest.mark.slow,
]


@pytest.fixture(autouse=True)
def chromium() -> None:
    """Imported by a browser test module: under CI, no Chromium is a failure."""
    if CHROMIUM is None:
        pytest.fail("CI: no Chromium (.ci/run installs Debian's chromium when it is missing)")


def headless(profile: Path) -> list[str]:
    """Chromium, headless, with a profile of its own in `profile`."""
    command = [CHROMIUM or "", "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run"]
    command += ["--disable-background-networking", "--disable-component-update"]
    return [*command, "--disable-sync", f"--user-data-dir={profile}"]
