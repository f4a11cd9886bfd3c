"""The README's transcript is a real run: replayed here, it gives the same words (the
feuille's path and time aside), so that the README never shows a question that no longer
exists."""

from __future__ import annotations

import re
from pathlib import Path

from tests.helpers import ROOT, runner

# What the player typed in the README's `belote play`: the new game's questions, a hand on
# one line (the whole hand: nothing asked), a hand answered question by question, then quit.
TYPED = ["annonces", "", "", "", "", "", "", "1 110co 103 der 1 bel 2"]
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


# --- players' records: stats, ratings and a season ---------------------------------------

# The evenings the README's records come from: three games of four named players who
# change partners, then three concours (the last without the Dames and the Valets).
GAMES = [
    ("Ana,Bruno,Carole,David", ["ana 110co 103 der 1", "bruno 80pi c 60 der 1"]),
    ("Ana,Carole,Bruno,David", ["carole 120ca 110 der 2 bel carole", "bruno 90t 50 der 2"]),
    ("Ana,David,Bruno,Carole", ["ana 100co 120 der 1", "david 90pi 100 der 2 bel 2"]),
]
CONCOURS = [
    ("Octobre", [(1100, 900), (1000, 800)]),
    ("Novembre", [(700, 1200), (1000, 1000)]),
    ("Décembre", [(1150, 850)]),
]
TEAMS = [("As", "Ana,Bruno"), ("Rois", "Carole,David"), ("Dames", "Élise,Fanny")]
TEAMS += [("Valets", "Gaspard,Hugo")]
ID = re.compile(r"\b[0-9a-f]{8}\b")


def records() -> None:
    """The games and concours of the README's records, through the command line."""
    from tests.helpers import run

    for players, lines in GAMES:
        run("new", "--mode", "faits", "--target", "300", "--players", players)
        for line in lines:
            run("hand", "--line", line)
    for name, results in CONCOURS:
        run("concours", "new", name, "--mode", "faits", "--parties", "1", "--seed", "1")
        for team, players in TEAMS[: 2 * len(results)]:
            run("concours", "team", "add", team, "--players", players, "--concours", name)
        run("concours", "draw", "--concours", name)
        for table, (one, two) in enumerate(results, start=1):
            run("concours", "result", str(table), str(one), str(two), "--concours", name)


def shown_records() -> list[tuple[list[str], str]]:
    """The README's records block: each command shown, and what it printed."""
    text = (ROOT / "README.md").read_text(encoding="utf-8")
    found = re.search(r"```text\n(\$ belote stats.*?)```", text, re.S)
    assert found, "the README shows a run of belote stats"
    runs = re.split(r"^\$ belote ", found.group(1), flags=re.M)[1:]
    return [(run.split("\n", 1)[0].split(), run.split("\n", 1)[1]) for run in runs]


def test_the_readme_records_are_what_stats_ratings_and_season_say() -> None:
    from belote_cli.cli import app

    records()
    env = {"BELOTE_LANG": "en", "COLUMNS": "80"}
    shown = shown_records()
    assert [args[0] for args, _ in shown] == ["stats", "ratings", "season"]
    for args, out in shown:
        result = runner.invoke(app, args, env=env)
        assert result.exit_code == 0, result.stderr
        said = ID.sub("ID", result.stdout).split()
        assert said == ID.sub("ID", out).split(), result.stdout
