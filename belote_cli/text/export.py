"""Documents: the game as `show --json` gives it, as CSV for a program or for a person's
spreadsheet, as Markdown. (The sheet to print, HTML, and the chart, SVG: text.drawn.)"""

from __future__ import annotations

import re
from typing import Any

from belote_cli.core import annonces as decl
from belote_cli.core.cards import Trump
from belote_cli.core.facts import (
    Annonce,
    Coinche,
    Contract,
    HandFacts,
    Mode,
    OtherDeal,
    Rounding,
    Settings,
    Team,
)
from belote_cli.core.game import Game, Line, plain
from belote_cli.core.rules import pile_total
from belote_cli.core.setting import SETTINGS
from belote_cli.core.told import FACTS, Seated, Taker, Uses, use
from belote_cli.text.catalog import t
from belote_cli.text.explain import (
    annonce_name,
    bid,
    explain,
    kind_name,
    outcome_name,
    seat_name,
    taker_name,
    title,
    trump_said,
    winner_line,
)
from belote_cli.text.parse import annonces_text


def to_json(game: Game) -> dict[str, Any]:
    s = game.settings
    return {
        "started": game.started_text,
        **{setting.name: plain(s, setting) for setting in SETTINGS},
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
    """Every fact of a hand, by its key (null, or an empty list, for an entry that is not
    a played hand)."""
    fields: dict[str, Any] = {}
    for fact in FACTS:
        value = None if f is None else fact.of(f)
        fields |= use(_Json(fact.option, f, game.settings), fact, value)
    return fields


def _name(settings: Settings, team: Team | None) -> str | None:
    return None if team is None else settings.name(team)


def _annonce_json(settings: Settings, a: Annonce) -> dict[str, Any]:
    return {
        "team": _name(settings, a.team),
        "kind": a.kind.value,
        "height": a.height.value,
        "suit": None if a.suit is None else a.suit.value,
    }


class _Json(Uses[dict[str, Any]]):
    """Each kind of value in JSON: the fields of a fact under its key (`f` None: the entry
    is not a played hand, and every value is None)."""

    def __init__(self, key: str, f: HandFacts | None, settings: Settings) -> None:
        self.key = key
        self.f = f
        self.s = settings

    def taker(self, taker: Taker | None, /) -> dict[str, Any]:
        return {
            self.key: None if taker is None else _name(self.s, taker.team),
            f"{self.key}_player": None if taker is None else taker.seat,
        }

    def contract(self, contract: Contract | None, /) -> dict[str, Any]:
        return {self.key: contract}

    def trump(self, trump: Trump | None, /) -> dict[str, Any]:
        return {self.key: None if trump is None else trump.value}

    def coinche(self, level: Coinche | None, /) -> dict[str, Any]:
        return {self.key: None if level is None else level.value}

    def team(self, team: Team | None, /) -> dict[str, Any]:
        return {self.key: _name(self.s, team)}

    team_or_none = team

    def teams(self, held: tuple[Seated, ...] | None, /) -> dict[str, Any]:
        """`belote`, the one team that said it (kept for readers of one belote),
        `belotes`, one team per belote (tout atout, R13.3), and `belote_players`, the seat
        of the player who held each, or null (R12.5)."""
        found = held or ()
        one = _name(self.s, found[0].team) if len(found) == 1 else None
        return {
            self.key: one,
            f"{self.key}s": [_name(self.s, belote.team) for belote in found],
            f"{self.key}_players": [belote.seat for belote in found],
        }

    def points(self, points: int | None, /) -> dict[str, Any]:
        f = self.f
        piles = None if f is None or points is None else _piles(self.s, f)
        return {self.key: piles}

    def annonces(self, found: tuple[Annonce, ...] | None, /) -> dict[str, Any]:
        return {self.key: [_annonce_json(self.s, a) for a in found or ()]}

    def players(self, seats: tuple[int, ...] | None, /) -> dict[str, Any]:
        """The seats of who coinched, then who surcoinched (R12.5)."""
        return {self.key: list(seats or ())}


def _piles(s: Settings, f: HandFacts) -> list[int]:
    """Both teams' card points, as they add up in that hand (core.rules.pile_total)."""
    return [f.card_points(team, pile_total(s, f.trump)) for team in Team]


def _player(s: Settings, one: Seated) -> str | None:
    """The player by name, for a person reading the cells; None when only the team is."""
    return None if one.seat is None or s.players is None else one.name(s)


class _Csv(_Json):
    """Each kind of value in CSV, where a cell differs from its JSON field: the player who
    took by name, one cell per pile, the teams of the belotes as one, the declarations as
    they are typed (`declarations`: the column's name in spreadsheets made before)."""

    def taker(self, taker: Taker | None, /) -> dict[str, Any]:
        return {
            self.key: None if taker is None else _name(self.s, taker.team),
            f"{self.key}_player": None if taker is None else _player(self.s, taker),
        }

    def points(self, points: int | None, /) -> dict[str, Any]:
        f = self.f
        piles: list[Any] = ["", ""] if f is None or points is None else _piles(self.s, f)
        return {f"{self.key}_{team.value}": piles[team.index] for team in Team}

    def teams(self, held: tuple[Seated, ...] | None, /) -> dict[str, Any]:
        s, found = self.s, held or ()
        return {
            f"{self.key}s": "+".join(_name(s, belote.team) or "" for belote in found),
            f"{self.key}_players": "+".join(_player(s, belote) or "" for belote in found),
        }

    def annonces(self, found: tuple[Annonce, ...] | None, /) -> dict[str, Any]:
        return {"declarations": annonces_text(found or ())}

    def players(self, seats: tuple[int, ...] | None, /) -> dict[str, Any]:
        names = self.s.players or ()
        return {self.key: "+".join(names[seat - 1] for seat in seats or () if names)}


class _PeopleCsv(_Csv):
    """Each kind of value in a person's spreadsheet, where it differs from a program's: a
    trump in words (cœur, sans atout), no word for no coinche, the declarations spelled out
    with their teams and points. Names are data: as they are."""

    def trump(self, trump: Trump | None, /) -> dict[str, Any]:
        return {self.key: None if trump is None else trump_said(trump)}

    def coinche(self, level: Coinche | None, /) -> dict[str, Any]:
        return {self.key: None if level is None or level is Coinche.NONE else level.value}

    def annonces(self, found: tuple[Annonce, ...] | None, /) -> dict[str, Any]:
        said = [
            t("annonce_of", name=annonce_name(a), team=self.s.name(a.team), points=decl.points(a))
            for a in found or ()
        ]
        return {"declarations": ", ".join(said)}


def _csv_cells(settings: Settings, f: HandFacts | None, people: bool = False) -> dict[str, Any]:
    cells: dict[str, Any] = {}
    kind = _PeopleCsv if people else _Csv
    for fact in FACTS:
        value = None if f is None else fact.of(f)
        cells |= use(kind(fact.option, f, settings), fact, value)
    return cells


CSV_COLUMNS = (
    *("number", "kind", "dealer"),
    *_csv_cells(Settings(mode=Mode.CLASSIQUE, target=None, rounding=Rounding.EXACT), None),
    *("marks_1", "marks_2", "totals_1", "totals_2", "note"),
)

# Each column's heading in a person's spreadsheet (a team's two columns: its name in it);
# a column without one (a new fact's) is headed by its key.
CSV_HEADINGS = {
    "number": "csv_number",
    "kind": "csv_kind",
    "dealer": "col_dealer",
    "taker": "col_taker",
    "taker_player": "csv_taker_player",
    "contract": "col_contract",
    "suit": "col_trump",
    "coinche": "col_coinche",
    "coinchers": "csv_coinchers",
    "capot": "csv_capot",
    "points": "csv_points",
    "der": "csv_der",
    "belotes": "csv_belotes",
    "belote_players": "csv_belote_players",
    "declarations": "csv_declarations",
    "marks": "csv_marks",
    "totals": "csv_totals",
    "note": "csv_note",
}


def csv_heading(settings: Settings, column: str) -> str:
    """A column's heading for people: `Atout`, `Points de cartes, Nous`."""
    base, _, team = column.rpartition("_")
    if team in ("1", "2") and base in CSV_HEADINGS:
        return t(CSV_HEADINGS[base], team=settings.teams[int(team) - 1])
    key = CSV_HEADINGS.get(column)
    return column if key is None else t(key)


def to_csv(game: Game, people: bool = False) -> str:
    """One row per entry: its facts, its marks, the totals; every line ends in CRLF (RFC
    4180, and what spreadsheets write). For a program: the keys as headings, the values as
    JSON has them, `,`, no byte-order mark. For `people`, in the language spoken: its
    headings and words (a kind, a trump, the declarations spelled out), and its
    spreadsheets' separator, decimal sign and byte-order mark (French: `;` and a mark)."""
    from belote_cli.text.spreadsheet import csv_text

    s = game.settings
    head: list[object] = [csv_heading(s, c) if people else c for c in CSV_COLUMNS]
    rows: list[list[object]] = [head]
    for line in game.lines:
        row = line_json(game, line)
        hand = line.facts if isinstance(line.facts, HandFacts) else None
        rows.append(
            [
                row["number"],
                kind_name(line.facts.kind) if people else row["kind"],
                seat_name(s, line.dealer, cell=True),  # by name, as the sheet says it
                *_csv_cells(s, hand, people).values(),
                *row["marks"],
                *row["totals"],
                row["note"],
            ]
        )
    return csv_text(rows, regional=people, newline="\r\n")


def to_markdown(game: Game) -> str:
    """The sheet as a Markdown table, its totals and its winner under it."""
    s = game.settings
    head = ["#", t("col_dealer"), t("col_taker"), t("col_contract"), t("col_outcome")]
    head += [t("col_marks"), *s.teams]
    rows = [head, ["---:", "---", "---", "---", "---", ":---:", "---:", "---:"]]
    for line in game.lines:
        f = line.facts
        if isinstance(f, HandFacts):
            assert line.score is not None
            what = [taker_name(s, f), bid(s, f), outcome_name(line, f)]
        else:
            what = [kind_name(f.kind), "", f.note]
        marks = f"{line.marks[0]} · {line.marks[1]}"
        dealer = seat_name(s, line.dealer, cell=True)
        rows.append([str(line.number), dealer, *what, marks, *map(str, line.totals)])
    rows.append(["", "", t("total_row"), "", "", "", *map(str, game.totals)])
    table = "\n".join("| " + " | ".join(_cell(cell) for cell in row) + " |" for row in rows)
    said = [winner_line(game), pot_line(game)]
    tail = "".join(f"\n\n{_text(text)}" for text in said if text is not None)
    return f"# {_text(title(s))}\n\n{table}{tail}\n"


def pot_line(game: Game) -> str | None:
    """R8: a pot no hand has won yet, as the sheet says it (the exports under their table);
    None when there is none."""
    if not game.pot:
        return None
    return t("pot_left" if game.finished else "pot_line", pot=game.pot)


def _text(text: str) -> str:
    """Markdown text: a name is text, never HTML a viewer runs (a team called <script>),
    nor a link or an image (a player called [x](javascript:…)): < and > as entities, the
    signs of Markdown's syntax escaped. An & stays as typed (Alice & Bob)."""
    escaped = re.sub(r"([\\`*_{}\[\]#+!|~])", r"\\\1", text)  # ( ) make no link without [ ]
    return escaped.replace("<", "&lt;").replace(">", "&gt;")


def _cell(text: str) -> str:
    """A Markdown cell (a `|` in a name would end it: _text escapes it too)."""
    return _text(text)
