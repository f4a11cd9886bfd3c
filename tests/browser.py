"""The system's Chromium for the browser tests: found once, the tests skipped where it is
not installed -- but under CI, where .ci/run installs it, a missing browser fails -- and
the flags every headless run takes (this machine's closed network refuses Chromium's own
connections: background networking, updates and sync are off)."""

from __future__ import annotations

import contextlib
import os
import shutil
import socket
import threading
import time
from collections.abc import Iterator
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from playwright.sync_api import Browser, BrowserContext
    from starlette.applications import Starlette

    from belote_cli.web.toolkit import Bounds

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


# Playwright's launch of the system's Chromium (never a downloaded one), with the flags above
FLAGS = ["--no-sandbox", "--disable-gpu", "--disable-background-networking"]
FLAGS += ["--disable-component-update", "--disable-sync"]
# A permission a page asks for (the table's phone asks to keep its screen awake) is refused
# at once: headless, a prompt nobody answers stayed open, and closing its context then
# never returned (a hang of CI at a test's teardown, its stack in Playwright's close)
FLAGS += ["--deny-permission-prompts"]


def shut(context: BrowserContext) -> None:
    """Close a context: each page left first (its event stream and what it asked for end
    with it), then the context. A page following the concours may be reloading itself:
    leaving is tried again."""
    from playwright.sync_api import Error

    for page in context.pages:
        for _ in range(5):
            try:
                page.goto("about:blank")
                break
            except Error:  # "interrupted by another navigation": its own reload
                continue
    context.close()


@contextlib.contextmanager
def launched() -> Iterator[Browser]:
    """The system's Chromium, launched by Playwright with FLAGS (never a downloaded one)."""
    from playwright.sync_api import sync_playwright

    if CHROMIUM is None:
        pytest.fail("CI: no Chromium (.ci/run installs Debian's chromium when it is missing)")
    with sync_playwright() as playwright:
        opened = playwright.chromium.launch(executable_path=CHROMIUM, args=FLAGS)
        yield opened
        opened.close()


@pytest.fixture(scope="module")
def browser() -> Iterator[Browser]:
    """One Chromium for a test module's pages (each test opens its own contexts)."""
    with launched() as opened:
        yield opened


class Running:
    """An app served by uvicorn as `concours serve` runs it (or as `bounds` say: the
    league's), in a thread, on localhost: on `port` (a restart on the port it had), else a
    free one."""

    def __init__(self, app: Starlette, port: int = 0, bounds: Bounds | None = None) -> None:
        import uvicorn

        from belote_cli.web.serve import options
        from belote_cli.web.toolkit import BOUNDS

        self.app = app
        self.listening = socket.socket()
        self.listening.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        self.listening.bind(("127.0.0.1", port))
        self.port = self.listening.getsockname()[1]
        self.base = f"http://127.0.0.1:{self.port}"
        self.server = uvicorn.Server(uvicorn.Config(app, **options(bounds or BOUNDS)))
        self.thread = threading.Thread(  # a daemon: a test that fails leaves no process
            target=self.server.run, kwargs={"sockets": [self.listening]}, daemon=True
        )
        self.thread.start()
        while not self.server.started:
            assert self.thread.is_alive(), "the server did not start"
            time.sleep(0.01)

    def stop(self) -> None:
        self.server.should_exit = True
        self.thread.join(timeout=10)
        assert not self.thread.is_alive()
        self.listening.close()
