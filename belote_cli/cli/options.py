"""The options commands share, declared once: the feuille to use, --yes, --json, the fact
options of a hand, which `hand` and `edit` both take (`with_fact_options`), a game's
settings' options, which `belote new` takes (`with_setting_options`), and the option of
each setting the core may refuse (SETTINGS).

Imported at every start by belote_cli.cli: nothing here but declarations."""

from __future__ import annotations

import functools
import inspect
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

import typer

from belote_cli.core.setting import SETTINGS as GAME_SETTINGS
from belote_cli.core.told import FACTS, Kind
from belote_cli.entry.given import HandOptions, NewGame
from belote_cli.text.catalog import t

# The option of each setting the core may refuse (core.errors.SettingError): a refusal of
# it is a usage error naming the option, wherever the value came from. A game's settings
# are declared in core.setting; these are the concours's.
SETTINGS = {
    **{setting.name: setting.options[0] for setting in GAME_SETTINGS},
    "parties": "--parties",
    "seed": "--seed",
    "ranking": "--ranking",
    "forfeit_points": "--forfeit-points",
}

FileOpt = Annotated[
    Path | None, typer.Option("--file", help=t("opt_file"), dir_okay=False, metavar="PATH")
]
GameOpt = Annotated[str | None, typer.Option("--game", help=t("opt_game"), metavar="ID")]
YesOpt = Annotated[bool, typer.Option("--yes", "-y", help=t("opt_yes"))]
JsonOpt = Annotated[bool, typer.Option("--json", help=t("opt_json"))]
OutputOpt = Annotated[
    Path | None, typer.Option("--output", help=t("opt_output"), dir_okay=False, metavar="PATH")
]
ForceOpt = Annotated[bool, typer.Option("--force", help=t("opt_force"))]
# the game `delete` and `restore` move, by its file rather than its id
GameFileOpt = Annotated[
    Path | None,
    typer.Option("--file", help=t("opt_game_file"), dir_okay=False, metavar="PATH"),
]
MAX_PORT = 65535


def _port(value: int) -> int:
    """A port to listen on, 1 to 65535: 0 would let the system choose one, which the
    address and the QR code shown could not name. (A usage error of Typer's: checked as the
    option is read, before the command runs.)"""
    if not 1 <= value <= MAX_PORT:
        raise typer.BadParameter(t("bad_port", value=value, most=MAX_PORT))
    return value


PortOpt = Annotated[int, typer.Option("--port", help=t("opt_port"), metavar="P", callback=_port)]
HostOpt = Annotated[str, typer.Option("--host", help=t("opt_host"), metavar="H")]
# a period of saved games and concours (stats, ratings, season), and a spreadsheet's CSV
SinceOpt = Annotated[str | None, typer.Option("--since", help=t("opt_since"), metavar="DATE")]
UntilOpt = Annotated[str | None, typer.Option("--until", help=t("opt_until"), metavar="DATE")]
CsvOpt = Annotated[bool, typer.Option("--csv", help=t("opt_stats_csv"))]
TrumpOpt = Annotated[str, typer.Option("--trump", help=t("opt_trump"), metavar="SUIT")]
CardsArg = Annotated[
    list[str], typer.Argument(help=t("arg_cards"), metavar="CARDS", show_default=False)
]


def _fact_option(name: str, metavar: str, many: bool = False) -> Any:
    kind = list[str] | None if many else str | None
    return Annotated[kind, typer.Option(f"--{name}", help=t(f"opt_{name}"), metavar=metavar)]


# What an option of each kind of fact takes (core.told.Kind), as --help shows it.
_METAVARS = {
    Kind.TAKER: "T",
    Kind.CONTRACT: "N|capot",
    Kind.TRUMP: "SUIT",
    Kind.COINCHE: "LEVEL",
    Kind.TEAM: "T",
    Kind.TEAM_OR_NONE: "T|none",
    Kind.TEAMS: "T|none",
    Kind.POINTS: "T=N",
    Kind.ANNONCES: "LIST",
    Kind.PLAYERS: "NAME[,NAME]",
}
# The piles are the points' options, once per team; the kinds of entry are not facts.
_PILES = {"points": "T=N", "cards": "T=CARDS"}
_DEAL_OPTIONS = {
    "passe": Annotated[bool, typer.Option("--passe", help=t("opt_passe"))],
    "fausse_donne": Annotated[bool, typer.Option("--fausse-donne", help=t("opt_fausse_donne"))],
    "manual": _fact_option("manual", "1=N,2=M"),
    "note": _fact_option("note", "TEXT"),
}

# The fact options, in the order the table tells the facts, as `--help` shows them.
FACT_OPTIONS = {
    **{
        name: _fact_option(name, metavar, many=True)
        if fact.kind is Kind.POINTS
        else _fact_option(fact.option, _METAVARS[fact.kind])
        for fact in FACTS
        for name, metavar in (_PILES.items() if fact.kind is Kind.POINTS else [(fact.option, "")])
    },
    **_DEAL_OPTIONS,
}


def with_fact_options(command: Callable[..., None]) -> Callable[..., None]:
    """Give a command every fact option; they reach it as one HandOptions, `facts`.

    Typer reads a command's parameters from its signature: the wrapper shows the command's
    arguments, then the fact options, then its own options."""
    own = [p for p in inspect.signature(command).parameters.values() if p.name != "facts"]
    arguments = [p for p in own if p.default is inspect.Parameter.empty]
    added = [
        inspect.Parameter(name, inspect.Parameter.KEYWORD_ONLY, default=default, annotation=kind)
        for name, kind in FACT_OPTIONS.items()
        for default in [False if name in ("passe", "fausse_donne") else None]
    ]
    rest = [p.replace(kind=inspect.Parameter.KEYWORD_ONLY) for p in own if p not in arguments]
    parameters = [*arguments, *added, *rest]

    @functools.wraps(command)
    def wrapper(**values: Any) -> None:
        given = {name: values.pop(name) for name in FACT_OPTIONS}
        points, cards = (tuple(given.pop(name) or ()) for name in _PILES)
        passe, fausse_donne, manual, note = (given.pop(name) for name in _DEAL_OPTIONS)
        facts = {name: value for name, value in given.items() if value is not None}
        options = HandOptions(facts, points, cards, passe, fausse_donne, manual, note)
        command(facts=options, **values)

    wrapper.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    wrapper.__annotations__ = {p.name: p.annotation for p in parameters}
    return wrapper


# What the option of a setting takes (core.setting.Given), as Typer reads it.
_GIVEN: dict[str, object] = {
    "text": str | None,
    "number": int | None,
    "many": list[str] | None,
    "flag": bool,
}


def with_setting_options(command: Callable[..., None]) -> Callable[..., None]:
    """Give a command the option of every game setting (core.setting.SETTINGS), first,
    then its own; they reach it as one NewGame, `options`."""
    own = [
        p.replace(kind=inspect.Parameter.KEYWORD_ONLY)
        for p in inspect.signature(command).parameters.values()
        if p.name != "options"
    ]
    added = [
        inspect.Parameter(
            param,
            inspect.Parameter.KEYWORD_ONLY,
            default=False if setting.given == "flag" else None,
            annotation=Annotated[
                _GIVEN[setting.given],
                typer.Option(option, help=t(f"opt_{param}"), metavar=setting.metavar or None),
            ],
        )
        for setting in GAME_SETTINGS
        for option, param in zip(setting.options, setting.params, strict=True)
    ]
    parameters = [*added, *own]
    names = {p.name for p in added}

    @functools.wraps(command)
    def wrapper(**values: Any) -> None:
        given = NewGame({name: values.pop(name) for name in names})
        command(options=given, **values)

    wrapper.__signature__ = inspect.Signature(parameters)  # type: ignore[attr-defined]
    wrapper.__annotations__ = {p.name: p.annotation for p in parameters}
    return wrapper
