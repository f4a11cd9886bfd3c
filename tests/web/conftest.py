"""The web's browser tests share one Chromium per module (tests/browser.py's fixture)."""

from tests.browser import browser  # noqa: F401
