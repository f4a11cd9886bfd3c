"""R14.2-R14.7 through the core: registration, the draw, results, the exempt's credit, the
ranking, the checksum; R14.8 step by step; and Hypothesis properties of whole concours."""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from decimal import ROUND_HALF_UP, Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from belote_cli.core.concours import (
    Concours,
    Entrant,
    Ranking,
    Standing,
    concours_name,
    entrant,
    make_format,
    partie_mean,
    suspicious,
)
from belote_cli.core.errors import RuleError
from belote_cli.core.facts import Mode
from belote_cli.core.pairing import rematches, seat
from tests.helpers import drawn_in_order

C, A, E, B, D = 3, 1, 5, 2, 4  # R14.8: A B C D E registered in that order


def concours(count: int, ranking: Ranking = Ranking.POINTS, parties: int = 4) -> Concours:
    c = Concours("Test", make_format(Mode.CLASSIQUE, parties, ranking=ranking))
    for n in range(count):
        c = c.with_team(entrant(f"T{n + 1}" if count > 5 else "ABCDE"[n]))
    return c


def r148() -> Concours:
    return drawn_in_order(concours(5), [C, A, E, B, D])


def test_r14_8_partie_1_tables_in_the_random_order_the_last_exempt() -> None:
    p = r148().parties[0]
    assert [t.teams for t in p.tables] == [(C, A), (E, B)] and p.exempt == D


def test_r14_8_the_exempt_gets_the_mean_and_a_win_once_all_results_are_in() -> None:
    c = r148().with_result(1, 1, (1100, 900))
    assert next(s for s in c.ranking() if s.team == D).points == 0  # not yet (R14.5)
    c = c.with_result(1, 2, (1000, 1000))
    assert partie_mean(c.parties[0]) == 1000
    assert c.ranking() == [
        Standing(1, C, 1100, 900, 2, 1),
        Standing(2, D, 1000, 0, 2, 1),
        Standing(3, B, 1000, 1000, 1, 1),
        Standing(3, E, 1000, 1000, 1, 1),
        Standing(5, A, 900, 1100, 0, 1),
    ]
    ranked = c.ranking()
    assert [s.difference for s in ranked] == [200, 1000, 0, 0, -200]
    assert [s.wins for s in ranked] == [1, 1, 0.5, 0.5, 0]


def test_r14_8_partie_2_backtracks_so_that_b_and_e_do_not_meet_again() -> None:
    c = r148().with_result(1, 1, (1100, 900)).with_result(1, 2, (1000, 1000)).with_draw()
    p = c.parties[1]
    assert [t.teams for t in p.tables] == [(C, B), (D, E)] and p.exempt == A


def test_the_credit_rounds_half_up() -> None:
    c = drawn_in_order(concours(3), [1, 2, 3]).with_result(1, 1, (1001, 1000))
    assert partie_mean(c.parties[0]) == 1001  # 1000.5


def test_ranking_by_wins_puts_wins_before_points() -> None:
    c = drawn_in_order(concours(4, Ranking.WINS), [1, 2, 3, 4])
    c = c.with_result(1, 1, (500, 450)).with_result(1, 2, (1000, 1100))
    assert [s.team for s in c.ranking()] == [4, 1, 3, 2]  # 4 and 1 won; 3 lost with more
    by_points = Concours("x", make_format(Mode.CLASSIQUE), c.teams, c.parties)
    assert [s.team for s in by_points.ranking()] == [4, 3, 1, 2]


def test_registration_names_numbers_and_removal_renumbers() -> None:
    c = concours(3)
    with pytest.raises(RuleError, match="same_concours_team"):
        c.with_team(entrant("a"))
    with pytest.raises(RuleError, match="bad_concours_team"):
        entrant("12")
    with pytest.raises(RuleError, match="team_players"):
        entrant("Z", ["Ana"])
    with pytest.raises(RuleError, match="same_team_players"):
        entrant("Z", ["Ana", "ana"])
    with pytest.raises(RuleError, match="player_is_team"):
        entrant("Ana", ["ana", "Bob"])
    assert [t.name for t in c.without_team(2).teams] == ["A", "C"]
    drawn = c.with_draw()  # after the draw, a team registered is late (R14.12)
    assert drawn.with_team(entrant("Z")).teams[-1] == Entrant("Z", None, 4)
    with pytest.raises(RuleError, match="teams_drawn"):
        drawn.without_team(1)
    with pytest.raises(RuleError, match="bad_concours_name"):
        concours_name("  ")


def test_draw_refusals_and_undo() -> None:
    with pytest.raises(RuleError, match="too_few_teams"):
        concours(1).with_draw()
    c = concours(4, parties=1).with_draw()
    with pytest.raises(RuleError, match="no_more_parties"):
        c.with_draw()
    c = concours(4).with_draw()
    with pytest.raises(RuleError, match="results_missing"):
        c.with_draw()
    assert c.without_draw() == concours(4)
    assert c.without_draw().with_draw() == c  # partie 1 redraws the same order (R14.3)
    started = c.with_result(None, 1, (900, 1044))
    with pytest.raises(RuleError, match="draw_has_results"):
        started.without_draw()
    with pytest.raises(RuleError, match="no_draw"):
        concours(4).without_draw()


def test_results_refused_and_corrected() -> None:
    c = concours(4).with_draw()
    for args, key in (
        ((1, 3, (1, 2)), "no_such_table"),
        ((2, 1, (1, 2)), "no_such_partie"),
        ((1, 1, (-1, 2)), "bad_result"),
        ((1, 1, (100_001, 2)), "bad_result"),
    ):
        with pytest.raises(RuleError, match=key):
            c.with_result(*args)
    c = c.with_result(1, 1, (1000, 944)).with_result(1, 1, (944, 1000))
    assert c.parties[0].tables[0].result == (944, 1000)


def test_a_correction_after_a_later_draw_changes_the_ranking_not_the_draw() -> None:
    c = drawn_in_order(concours(4), [1, 2, 3, 4])
    c = c.with_result(1, 1, (1000, 944)).with_result(1, 2, (1000, 944)).with_draw()
    drawn = c.parties[1]
    c = c.with_result(1, 1, (10, 1934))
    assert c.parties[1] == drawn and c.ranking()[0].team == 2


def test_the_checksum_of_r14_7() -> None:
    form = make_format(Mode.CLASSIQUE, donnes=12)
    assert suspicious(form, (1000, 944)) is None  # 1944
    assert suspicious(form, (1100, 934)) is None  # 1944 + 90: a capot
    assert suspicious(form, (1100, 900)) == 1944  # fewer
    assert suspicious(form, (1100, 850)) == 1944  # 1950: not 1944 plus tens
    assert suspicious(make_format(Mode.FAITS, donnes=12), (1, 1)) is None
    assert suspicious(make_format(Mode.CLASSIQUE, target=1001), (1, 1)) is None


def test_the_format_defaults_and_refusals() -> None:
    f = make_format(Mode.CLASSIQUE)
    assert (f.parties, f.donnes, f.target) == (4, 12, None)
    for kwargs, key in (
        ({"parties": 0}, "bad_parties"),
        ({"parties": 21}, "bad_parties"),
        ({"donnes": 12, "target": 1001}, "donnes_and_target"),
        ({"donnes": 100}, "bad_donnes"),
    ):
        with pytest.raises(RuleError, match=key):
            make_format(Mode.CLASSIQUE, **kwargs)  # type: ignore[arg-type]


# --- the draw against R14.3 as written -------------------------------------------------


def search(order: list[int], met: set[frozenset[int]]) -> list[tuple[int, int]]:
    """R14.3 word for word: depth first, no rematch; else the first of the fewest."""

    def seatings(rest: list[int], avoid: bool) -> Iterator[list[tuple[int, int]]]:
        if not rest:
            yield []
            return
        chooser = rest[0]
        for other in rest[1:]:
            if avoid and frozenset((chooser, other)) in met:
                continue
            left = [team for team in rest if team not in (chooser, other)]
            for tail in seatings(left, avoid):
                yield [(chooser, other), *tail]

    first = next(seatings(order, True), None)
    if first is not None:
        return first
    return min(seatings(order, False), key=lambda pairs: rematches(pairs, met))


@given(
    st.integers(0, 5).map(lambda half: 2 * half),
    st.randoms(use_true_random=False),
    st.floats(0, 1),
)
def test_the_draw_is_the_seating_r14_3_describes(size: int, rnd, density: float) -> None:  # type: ignore[no-untyped-def]
    order = rnd.sample(range(1, 30), size)
    met = {frozenset(p) for p in itertools.combinations(order, 2) if rnd.random() < density}
    assert seat(order, met) == search(order, met)


# --- whole concours --------------------------------------------------------------------


@settings(max_examples=60, deadline=None)
@given(
    st.integers(2, 13),
    st.integers(1, 6),
    st.sampled_from(Ranking),
    st.integers(0, 10_000),
    st.data(),
)
def test_any_concours_seats_everyone_once_rotates_exemptions_avoids_rematches(
    teams: int, parties: int, ranking: Ranking, seed: int, data: st.DataObject
) -> None:
    c = Concours("P", make_format(Mode.FAITS, parties, ranking=ranking, seed=seed))
    for n in range(teams):
        c = c.with_team(entrant(f"T{n + 1}"))
    points = st.integers(0, 3000)
    for k in range(1, parties + 1):
        met_before = c.met()
        c = c.with_draw()
        partie = c.parties[-1]
        seated = [team for table in partie.tables for team in table.teams]
        seated += [] if partie.exempt is None else [partie.exempt]
        assert sorted(seated) == list(range(1, teams + 1))  # every team once
        exempts = [p.exempt for p in c.parties if p.exempt is not None]
        assert len(exempts) == (k if teams % 2 else 0)
        assert (
            max(map(exempts.count, set(exempts)), default=0)
            - min((exempts.count(team) for team in range(1, teams + 1)), default=0)
            <= 1
        )  # exemptions rotate
        pairs = [table.teams for table in partie.tables]
        if k > 1:
            order = [
                team for team in (s.team for s in _before(c).ranking()) if team != partie.exempt
            ]
            assert rematches(pairs, met_before) == rematches(search(order, met_before), met_before)
        for n in range(1, len(partie.tables) + 1):
            c = c.with_result(k, n, (data.draw(points), data.draw(points)))
        assert c.ranking() == recomputed(c)
    assert c.finished


def _before(c: Concours) -> Concours:
    return Concours(c.name, c.format, c.teams, c.parties[:-1])


def recomputed(c: Concours) -> list[Standing]:
    """The ranking from the results, the long way."""
    rows = {
        n: {"points": 0, "against": 0, "half": 0, "parties": 0} for n in range(1, len(c.teams) + 1)
    }
    for partie in c.parties:
        played = [v for table in partie.tables if table.result for v in table.result]
        for table in partie.tables:
            if table.result is None:
                continue
            for team, own, other in zip(
                table.teams, table.result, table.result[::-1], strict=True
            ):
                row = rows[team]
                row["points"] += own
                row["against"] += other
                row["half"] += 2 if own > other else 1 if own == other else 0
                row["parties"] += 1
        if partie.exempt and all(table.result for table in partie.tables):
            row = rows[partie.exempt]
            mean = Decimal(sum(played)) / len(played)
            row["points"] += int(mean.quantize(Decimal(1), rounding=ROUND_HALF_UP))
            row["half"] += 2
            row["parties"] += 1

    def key(n: int) -> tuple[int, ...]:
        r = rows[n]
        diff = r["points"] - r["against"]
        if c.format.ranking is Ranking.WINS:
            return (-r["half"], -r["points"], -diff)
        return (-r["points"], -r["half"], -diff)

    order = sorted(rows, key=lambda n: (key(n), n))
    out = []
    for n in order:
        r = rows[n]
        rank = 1 + sum(1 for m in rows if key(m) < key(n))
        out.append(Standing(rank, n, r["points"], r["against"], r["half"], r["parties"]))
    return out
