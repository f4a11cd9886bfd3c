"""Every test runs in its own data directory, in English, at 80 columns: never the real home."""

from __future__ import annotations

from pathlib import Path

import pytest
from hypothesis import settings

# No test hangs on the machine's speed: an example that takes long on a loaded machine
# (the suite runs on every core, pytest-xdist) is as good as a quick one
settings.register_profile("suite", deadline=None)
settings.load_profile("suite")
# `pytest --hypothesis-profile fuzz FILE`: the differential tests at length (CI: 100 each)
settings.register_profile("fuzz", max_examples=5_000, deadline=None)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption(
        "--stress",
        type=int,
        default=0,
        help="size of the stress loops (writers' hands, kills); CI runs them small",
    )


@pytest.fixture
def stress(request: pytest.FixtureRequest) -> int:
    """How many hands each concurrent writer adds, and how many saves are killed."""
    return int(request.config.getoption("--stress")) or 5


@pytest.fixture(autouse=True)
def isolated(
    tmp_path: Path, tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> Path:
    home = tmp_path / "home"
    monkeypatch.setenv("BELOTE_HOME", str(home))
    runtime = tmp_path_factory.mktemp("run")  # the writers' queues (storage.lock): its own
    runtime.chmod(0o700)
    monkeypatch.setenv("XDG_RUNTIME_DIR", str(runtime))
    monkeypatch.delenv("BELOTE_FILE", raising=False)
    monkeypatch.setenv("BELOTE_LANG", "en")
    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.delenv("LINES", raising=False)  # pytest-xdist's workers set it
    monkeypatch.setenv("NO_COLOR", "1")
    # play's plain prompt, even in a real terminal: the edited line has its own tests
    # (tests/hands/test_editline.py), which take this away
    monkeypatch.setenv("BELOTE_PLAIN", "1")
    monkeypatch.chdir(tmp_path)
    return home
