"""Documents: the game as `show --json` gives it, as CSV for a spreadsheet, as Markdown. (The
HTML and SVG of the sheet as drawn come from Rich itself: commands.export.)"""

from __future__ import annotations

import re
from typing import Any

from belote_cli.core.facts import HandFacts, OtherDeal, Team
from belote_cli.core.game import Game, Line
from belote_cli.text.catalog import t
from belote_cli.text.explain import explain, title, winner_line
from belote_cli.text.parse import annonces_text


def to_json(game: Game) -> dict[str, Any]:
    s = game.settings
    return {
        "mode": s.mode.value,
        "target": s.target,
        "donnes": s.donnes,
        "rounding": s.rounding.value,
        "teams": list(s.teams),
        "players": None if s.players is None else list(s.players),
        "rules": sorted(rule.value for rule in s.rules),
        "hands": [line_json(game, line) for line in game.lines],
        "totals": list(game.totals),
        "pot": game.pot,
        "finished": game.finished,
        "donnes_played": game.donnes_played,
        "winner": None if game.winner is None else s.name(game.winner),
        "next_dealer": game.next_dealer,
    }


def line_json(game: Game, line: Line) -> dict[str, Any]:
    """An entry: its kind and dealer, a played hand's facts (null for the other kinds), its
    marks and the explanation."""
    f = line.facts
    hand = f if isinstance(f, HandFacts) else None
    return {
        "number": line.number,
        "kind": f.kind.value,
        "dealer": line.dealer,
        **_hand_facts(game, hand),
        "note": f.note if isinstance(f, OtherDeal) and f.note else None,
        "outcome": None if line.score is None else line.score.outcome.value,
        "marks": list(line.marks),
        "pot_won": line.pot_won,
        "totals": list(line.totals),
        "pot": line.pot,
        "explanation": explain(game, line),
    }


def _hand_facts(game: Game, f: HandFacts | None) -> dict[str, Any]:
    def name(team: Team | None) -> str | None:
        return None if team is None else game.settings.name(team)

    if f is None:
        keys = ("taker", "taker_player", "contract", "suit", "coinche", "capot", "points")
        return {key: None for key in (*keys, "der", "belote")} | {"belotes": [], "annonces": []}
    return {
        "taker": name(f.taker),
        "taker_player": f.taker_player,
        "contract": f.contract,
        "suit": f.trump.value,
        "coinche": f.coinche.value,
        "capot": name(f.capot),
        "points": None if f.capot else [f.card_points(Team.ONE), f.card_points(Team.TWO)],
        "der": name(f.der),
        "belote": name(f.belotes[0]) if len(f.belotes) == 1 else None,
        "belotes": [name(team) for team in f.belotes],  # tout atout: one per belote
        "annonces": [
            {
                "team": name(a.team),
                "kind": a.kind.value,
                "height": a.height.value,
                "suit": None if a.suit is None else a.suit.value,
            }
            for a in f.annonces
        ],
    }


CSV_COLUMNS = (
    *("number", "kind", "dealer", "taker", "taker_player", "contract", "suit", "coinche"),
    *("points_1", "points_2", "der", "belotes", "capot", "declarations"),
    *("marks_1", "marks_2", "totals_1", "totals_2", "note"),
)


def to_csv(game: Game) -> str:
    """One row per entry (a spreadsheet reads it): its facts, its marks, the totals."""
    from belote_cli.text.spreadsheet import csv_text

    rows: list[list[object]] = [list(CSV_COLUMNS)]
    for line in game.lines:
        row = line_json(game, line)
        points = row["points"] or ["", ""]
        facts = line.facts
        said = annonces_text(facts.annonces) if isinstance(facts, HandFacts) else ""
        rows.append(
            [
                *(row[key] for key in ("number", "kind", "dealer", "taker", "taker_player")),
                *(row[key] for key in ("contract", "suit", "coinche")),
                *points,
                row["der"],
                "+".join(row["belotes"]),
                row["capot"],
                said,
                *row["marks"],
                *row["totals"],
                row["note"],
            ]
        )
    return csv_text(rows)


def to_markdown(game: Game) -> str:
    """The sheet as a Markdown table, its totals and its winner under it."""
    from belote_cli.text.explain import bid, kind_name, seat_name, taker_name

    s = game.settings
    head = ["#", t("col_dealer"), t("col_taker"), t("col_contract"), t("col_outcome")]
    head += [t("col_marks"), *s.teams]
    rows = [head, ["---:", "---", "---", "---", "---", ":---:", "---:", "---:"]]
    for line in game.lines:
        f = line.facts
        if isinstance(f, HandFacts):
            assert line.score is not None
            what = [taker_name(s, f), bid(f), t("outcome_" + line.score.outcome.value)]
        else:
            what = [kind_name(f.kind), "", f.note]
        marks = f"{line.marks[0]} · {line.marks[1]}"
        rows.append(
            [str(line.number), seat_name(s, line.dealer), *what, marks, *map(str, line.totals)]
        )
    rows.append(["", "", t("total_row"), "", "", "", *map(str, game.totals)])
    table = "\n".join("| " + " | ".join(_cell(cell) for cell in row) + " |" for row in rows)
    won = winner_line(game)
    tail = "" if won is None else f"\n\n{_text(won)}"
    return f"# {_text(title(s))}\n\n{table}{tail}\n"


def _text(text: str) -> str:
    """Markdown text: a name is text, never HTML a viewer runs (a team called <script>),
    nor a link or an image (a player called [x](javascript:…)): < and > as entities, the
    signs of Markdown's syntax escaped. An & stays as typed (Alice & Bob)."""
    escaped = re.sub(r"([\\`*_{}\[\]()#+!|~])", r"\\\1", text)
    return escaped.replace("<", "&lt;").replace(">", "&gt;")


def _cell(text: str) -> str:
    """A Markdown cell (a `|` in a name would end it: _text escapes it too)."""
    return _text(text)
