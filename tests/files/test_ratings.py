"""Players' ratings (belote ratings): each finished game between named players one match
of two pairs, in the order played, checked against the rating library called directly on
the same matches; a concours partie between teams with named players is a match too."""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

from openskill.models import PlackettLuce

from tests.helpers import played_at, run

GAMES = [  # the four players in seat order (seats 1 and 3 against 2 and 4), who won
    ("Ana,Bruno,Carole,David", "1 co 90 der 1 -"),  # Ana & Carole
    ("Ana,Bruno,Carole,David", "1 co 90 der 1 -"),  # Ana & Carole
    ("Ana,Carole,Bruno,David", "2 co 90 der 2 -"),  # Carole & David
    ("Éric,Ana,Fanny,Bruno", "2 co 90 der 2 -"),  # Ana & Bruno
]


def played(isolated: Path) -> None:
    for n, (players, line) in enumerate(GAMES):
        run("new", "--mode", "classique", "--donnes", "1", "--players", players)
        run("hand", "--line", line)
        newest = max(isolated.glob("*.toml"), key=lambda path: path.stat().st_mtime_ns)
        played_at(newest, 86_400 * (20 + 2 * n) + 43_200)  # noon (UTC), 21 to 27 January 1970
    run("new", "--mode", "classique", "--players", "Ana,Bruno,Carole,David")  # in progress


def expected() -> dict[str, float]:
    model = PlackettLuce()
    players: dict[str, object] = {}

    def rating(name: str) -> object:
        return players.setdefault(name, model.rating(name=name))

    for seats, line in GAMES:
        a, b, c, d = seats.split(",")
        first_won = line.startswith("1")
        pairs = [[rating(a), rating(c)], [rating(b), rating(d)]]
        new = model.rate(pairs, ranks=[1, 2] if first_won else [2, 1])  # type: ignore[arg-type]
        for name, player in zip((a, c, b, d), [*new[0], *new[1]], strict=True):
            players[name] = player
    return {name: round(p.ordinal(), 2) for name, p in players.items()}  # type: ignore[attr-defined]


def test_ratings_are_the_rating_librarys_on_the_same_matches(isolated: Path) -> None:
    played(isolated)
    code, out, err = run("ratings", "--json")
    assert code == 0, err
    doc = json.loads(out)["ratings"]
    assert {row["player"]: row["rating"] for row in doc} == expected()
    assert [row["rating"] for row in doc] == sorted((row["rating"] for row in doc), reverse=True)
    counts = {row["player"]: row["matches"] for row in doc}
    assert counts == {"Ana": 4, "Bruno": 4, "Carole": 3, "David": 3, "Éric": 1, "Fanny": 1}
    assert json.loads(run("ratings", "--json")[1])["ratings"] == doc  # the same files, the same
    code, out, _ = run("ratings")
    assert code == 0 and "Rating (± 3σ)" in out and "Ana" in out
    assert json.loads(run("ratings", "--json", "--since", "2999-01-01")[1]) == {"ratings": []}
    # a season: the first three games, until 25 January 1970 (in any time zone)
    season = json.loads(run("ratings", "--json", "--until", "1970-01-25")[1])["ratings"]
    assert {row["player"] for row in season} == {"Ana", "Bruno", "Carole", "David"}
    code, _, err = run("ratings", "--since", "2026-02-01", "--until", "2026-01-01")
    said = "--until: the last day, 2026-01-01, is before the first, 2026-02-01"
    assert code == 2 and said in err


def test_no_rating_without_named_players_and_a_concours_partie_is_a_match() -> None:
    run("new", "--mode", "classique", "--donnes", "1")
    run("hand", "--line", "1 co 90 der 1 -")
    code, out, _ = run("ratings")
    assert code == 0 and "No rating yet" in out
    run("concours", "new", "Club")
    run("concours", "team", "add", "As", "--players", "Ana,Bruno")
    run("concours", "team", "add", "Rois", "--players", "Carole,David")
    run("concours", "draw")
    run("concours", "result", "1", "1000", "944")
    time.sleep(0.01)
    doc = json.loads(run("ratings", "--json")[1])["ratings"]
    assert sorted(row["player"] for row in doc) == ["Ana", "Bruno", "Carole", "David"]
    assert all(row["matches"] == 1 for row in doc)


def test_a_game_of_rated_players_starts_with_each_teams_chance(isolated: Path) -> None:
    played(isolated)
    code, out, _ = run("new", "--mode", "classique", "--players", "Ana,Bruno,Carole,David")
    said = " ".join(out.split())
    assert code == 0 and "From the players' ratings:" in said
    first, second = (int(n) for n in re.findall(r"(\d+) %", said)[:2])
    assert first + second in (99, 100, 101) and first > second  # Ana & Carole won more
    code, out, _ = run("new", "--mode", "classique", "--players", "W,X,Y,Z")
    assert code == 0 and "ratings" not in out  # nobody rated: nothing guessed
