"""No result overwritten silently (R14.9), typos caught (R14.10), the concours in use named:
through the core and the command line."""

from __future__ import annotations

import tomllib

from belote_cli.core.concours import doubts, make_format
from belote_cli.core.facts import HouseRule, Mode
from tests.concours.test_concours_cli import concours
from tests.helpers import run


def keys(mode: Mode, points: tuple[int, int], **options: object) -> list[str]:
    return [doubt.key for doubt in doubts(make_format(mode, **options), points)]  # type: ignore[arg-type]


def test_r14_10_an_extra_digit_in_classique_of_n_donnes() -> None:
    # 11 300 + 874 = 12 174: 1944 plus tens, so R14.7's checksum lets it through
    assert keys(Mode.CLASSIQUE, (11300, 874), donnes=12) == ["doubt_too_big"]
    assert keys(Mode.CLASSIQUE, (1130, 874), donnes=12) == []
    assert keys(Mode.CLASSIQUE, (1100, 900), donnes=12) == ["checksum"]
    assert keys(Mode.FAITS, (11300, 874), donnes=12) == []  # no check in a coinche mode


def test_r14_10_a_partie_to_a_target() -> None:
    assert keys(Mode.CLASSIQUE, (1020, 6400), target=1001) == ["doubt_too_far"]
    assert keys(Mode.CLASSIQUE, (500, 400), target=1001) == ["doubt_no_winner"]
    assert keys(Mode.CLASSIQUE, (1000, 1000), target=1001) == ["doubt_tie"]
    assert keys(Mode.CLASSIQUE, (1010, 640), target=1001) == []
    exceed = {"target": 1001, "rules": [HouseRule.EXCEED_TARGET]}
    assert keys(Mode.CLASSIQUE, (1001, 640), **exceed) == ["doubt_no_winner"]
    assert keys(Mode.CLASSIQUE, (1001, 640), target=1001) == []


def test_one_confirmation_answers_every_doubt_and_force_says_what_it_let_through() -> None:
    path = concours("A", "B", options=("--target", "1001"))
    run("concours", "draw")
    before = path.read_bytes()
    code, _, err = run("concours", "result", "1", "1000", "1000", input="n\n")
    assert code == 1 and "a tie at the target is played off" in err
    assert path.read_bytes() == before
    code, out, _ = run("concours", "result", "1", "500", "400", "--force")
    assert code == 0 and "Recorded with --force despite: Neither team has reached" in out
    code, out, err = run("concours", "result", "1", "1020", "6400", input="y\n")
    assert code == 0, err
    assert "more than twice the target" in err and "this is a correction" in err
    assert err.count("Record it anyway?") == 0 and out.count("Record it anyway?") == 1


def test_a_table_played_hand_by_hand_asks_before_replacing_a_typed_result() -> None:
    path = concours("A", "B", options=("--donnes", "1"))
    run("concours", "draw")
    run("play", "--concours", "club", "--table", "1", input="\nq\n")  # started, not played
    run("concours", "result", "1", "110", "52")  # typed meanwhile

    def result() -> list[int]:
        return tomllib.loads(path.read_text())["draws"][0]["tables"][0]["result"]  # type: ignore[no-any-return]

    code, out, _ = run("play", "--concours", "club", "--table", "1", input="1 co 90 der 1 -\nn\n")
    assert code == 0
    said = " ".join(out.split())
    assert "got the result 110 – 52, typed meanwhile: record the one just played, 100 – 62" in said
    assert "Table 1 keeps its result 110 – 52" in said and result() == [110, 52]
    code, out, _ = run("play", "--concours", "club", "--table", "1", input="y\n")  # asked again
    assert code == 0 and result() == [100, 62]
    assert "It replaces the result 110 – 52" in " ".join(out.split())
