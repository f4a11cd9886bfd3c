"""The README's transcript is a real run: replayed here, it gives the same words (the
feuille's path and time aside), so that the README never shows a question that no longer
exists."""

from __future__ import annotations

import re
from pathlib import Path

from tests.helpers import ROOT, runner

# What the player typed in the README's `belote play`: the new game's questions, a hand on
# one line (Enter at the coinche's and the declarations' questions), a hand answered
# question by question, then quit.
TYPED = ["annonces", "", "", "", "", "", "", "1 110co 103 der 1 bel 2", "", ""]
TYPED += ["eux", "100pi c", "70", "2", "", "q"]
FEUILLE = re.compile(r"\S*partie-\d{8}-\d{6}\.toml")


def transcript() -> str:
    """The README's `belote play` block, from its command to the end of the block."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    found = re.search(r"```text\n\$ belote play\n(.*?)```", text, re.S)
    assert found, "the README shows a run of belote play"
    return found.group(1)


def words(text: str) -> list[str]:
    return FEUILLE.sub("FEUILLE", text).split()


def test_the_readme_transcript_is_what_belote_play_says(tmp_path: Path) -> None:
    from belote_cli.cli import app

    env = {"BELOTE_HOME": str(tmp_path), "BELOTE_LANG": "en", "COLUMNS": "80"}
    result = runner.invoke(app, ["play"], input="\n".join(TYPED) + "\n", env=env)
    assert result.exit_code == 0, result.stderr
    assert words(result.stdout) == words(transcript())
