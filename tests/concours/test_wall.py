"""The live wall (`concours show --live`) on any screen: everything when it fits, two
columns when the screen is wide, else pages that say which they are -- never a silent cut;
a table played hand by hand shows its donne; a finished concours ends on a podium. Laid out
by text.concours.wall, then seen on a real terminal (pexpect feeding a pyte screen) at
100×45, 80×24 and 60×20, in French and English."""

from __future__ import annotations

import contextlib
import time
from pathlib import Path

import pytest

from belote_cli.core.concours import Concours, Playing, entrant, make_format
from belote_cli.core.facts import Mode
from belote_cli.text.columns import text_width
from belote_cli.text.concours import _sections, wall
from tests.helpers import drawn_in_order, run
from tests.terminal import BELOTE, pexpect, spawn

SIZES = [(100, 45), (80, 24), (60, 20)]


def club(teams: int, prizes: tuple[str, ...] = ()) -> Concours:
    c = Concours("Club de la Vallée", make_format(Mode.CLASSIQUE, 1))
    for n in range(1, teams + 1):
        c = c.with_team(entrant(f"Équipe numéro {n}"))
    drawn = drawn_in_order(c, list(range(1, teams + 1))) if teams <= 5 else c.with_draw()
    return drawn.with_prizes(prizes)


@pytest.mark.parametrize(("width", "height"), SIZES)
@pytest.mark.parametrize("teams", [4, 13, 41])
def test_the_wall_fits_its_screen_and_every_line_is_on_some_page(
    width: int, height: int, teams: int
) -> None:
    c = club(teams)
    _, pages = wall(c, width, height, {})
    seen: set[str] = set()
    for page in range(pages):
        lines, count = wall(c, width, height, {}, page)
        assert count == pages
        assert len(lines) <= height - 1  # the footer's line is left
        assert all(text_width(text) <= width for text, _ in lines)
        assert lines[0][0].startswith("Club de la Vallée")  # the heading on every page
        seen |= {text for text, _ in lines}
    if pages > 1:  # every line of every section on some page: nothing dropped unseen
        assert {text for section in _sections(c, width, {}) for text, _ in section} <= seen
    else:
        assert all(any(f"Équipe numéro {n} " in text for text in seen) for n in range(1, teams))
    assert (pages == 1) == (teams == 4 or (teams == 13 and height == 45))


def test_a_wide_screen_puts_the_tables_and_the_ranking_side_by_side() -> None:
    c = club(13)
    lines, pages = wall(c, 160, 24, {})
    assert pages == 1
    assert any("Partie 1 / 1" in text and "Ranking" in text for text, _ in lines)


def test_a_table_played_hand_by_hand_shows_its_donne() -> None:
    c = club(4)
    lines, _ = wall(c, 100, 45, {2: Playing(11, (1630, 152))})
    assert any("donne 11/12 · 1630 – 152" in text for text, _ in lines)


def test_a_finished_concours_ends_on_its_podium_a_drawn_lot_between_equals() -> None:
    c = club(5, ("Un jambon", "Deux bouteilles", "Un panier", "Un saucisson"))
    c = c.with_result(1, 1, (1000, 900)).with_result(1, 2, (900, 900))
    lines, _ = wall(c, 100, 45, {})
    texts = [text for text, _ in lines]
    at = texts.index("Podium")
    assert texts[at + 1].startswith("1. Équipe numéro 1 (1)") and "Un jambon" in texts[at + 1]
    # 5 (exempt) has the mean 925 and a win; 3 and 4 share 900 and half a win: a drawn lot
    assert texts[at + 2].startswith("2. Équipe numéro 5 (5)")
    assert "(drawn lot)" in texts[at + 3] and "Un panier" in texts[at + 3]


# --- in a real terminal -----------------------------------------------------------------------


def screen_of(
    child: object, columns: int, rows: int, until: str, timeout: float = 15
) -> list[str]:
    """What the terminal shows once `until` is on it (pyte: a VT100 screen fed the output)."""
    import pyte

    screen = pyte.Screen(columns, rows)
    stream = pyte.Stream(screen)
    end = time.monotonic() + timeout
    while time.monotonic() < end:
        with contextlib.suppress(pexpect.TIMEOUT):
            stream.feed(child.read_nonblocking(65536, timeout=0.2))  # type: ignore[attr-defined]
        if any(until in line for line in screen.display):
            time.sleep(0.3)  # the rest of the frame
            with contextlib.suppress(pexpect.TIMEOUT):
                stream.feed(child.read_nonblocking(65536, timeout=0.2))  # type: ignore[attr-defined]
            return list(screen.display)
    raise AssertionError(f"{until!r} never shown:\n" + "\n".join(screen.display))


WORDS = {
    "en": {"footer": "Ctrl-C to leave", "page": "page 1 / ", "donne": "donne 1/12"},
    "fr": {"footer": "Ctrl-C pour quitter", "page": "page 1 / ", "donne": "donne 1/12"},
}


@pytest.mark.slow
@pytest.mark.skipif(BELOTE is None, reason="belote is not installed")
@pytest.mark.parametrize("language", ["fr", "en"])
def test_the_live_wall_on_real_terminals(isolated: Path, language: str) -> None:
    run("concours", "new", "Club de la Vallée", "--seed", "3")
    for n in range(1, 14):
        run("concours", "team", "add", f"Équipe numéro {n}")
    run("concours", "draw")
    run("concours", "result", "1", "1000", "944")
    hand = "1 co 90 der 1 -\nq\n"
    code, _, err = run("play", "--concours", "club de la vallee", "--table", "2", input=hand)
    assert code == 0, err
    said = WORDS[language]
    for columns, rows in SIZES:
        child = spawn(["concours", "show", "--live"], isolated, columns, language, rows)
        shown = screen_of(child, columns, rows, said["footer"])
        child.sendintr()
        child.expect(pexpect.EOF)
        text = "\n".join(shown)
        assert shown[0].startswith("Club de la Vallée"), text  # the heading, not cut away
        assert said["footer"] in [line for line in shown if line.strip()][-1], text
        assert said["donne"] in text, text  # table 2 being played, at its first donne
        if rows < 45:
            assert said["page"] in text, text  # more pages: said, never a silent cut
