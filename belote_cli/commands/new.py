"""`belote new`: a new game, its settings from the options, or asked when --mode is not
given. Also how `play` starts a game."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TypeVar

import typer

from belote_cli import storage
from belote_cli.actions import feuille
from belote_cli.core.errors import RuleError, SettingError
from belote_cli.core.facts import DEFAULT_TEAMS, Players, Profile, Settings
from belote_cli.core.game import check_donnes, from_profile, make_settings
from belote_cli.core.names import player_names, team_names, teams_of
from belote_cli.core.setting import SETTINGS
from belote_cli.entry.given import BadOption, NewGame
from belote_cli.entry.terminal import Talk, terminal
from belote_cli.text import parse
from belote_cli.text.catalog import t
from belote_cli.text.explain import goal, seat_name

T = TypeVar("T")


def start_game(options: NewGame, *, file: Path | None, yes: bool) -> storage.Loaded:
    """A new feuille: at the named path (asking before replacing an unfinished game), or a
    new file in the data directory beside the old ones."""
    talk = terminal()
    path = storage.explicit_path(file)
    profile = _profile(options)  # a refused profile is said before anything is asked
    expected = _replaceable(path, yes, talk) if path is not None else None
    settings = _settings(options, talk, profile)
    odds = _chances(settings)  # from the games before this one (kept ratings: library.kept)
    loaded = feuille.new(settings, path, expected)
    announce(loaded, talk)
    if odds is not None:
        talk.tell(odds)
    return loaded


def _chances(settings: Settings) -> str | None:
    """With four named players, each team's chance to win from the players' ratings
    (belote ratings), when any of them has played a rated game."""
    seated = settings.players
    if seated is None:
        return None
    from belote_cli.commands.ratings import rated
    from belote_cli.core.ratings import chances

    one, two = (seated[0], seated[2]), (seated[1], seated[3])
    found = chances(rated(), one, two)
    if found is None:
        return None
    first, second = (round(100 * chance) for chance in found)
    teams = settings.teams
    return t("chances", one=teams[0], two=teams[1], first=first, second=second)


def rematch(finished: storage.Loaded, talk: Talk) -> storage.Loaded:
    """A new game with the same settings (mode, target, rounding, teams), in a new file
    beside the finished one: the finished game is kept as it is."""
    loaded = feuille.rematch(finished)
    announce(loaded, talk)
    return loaded


def announce(loaded: storage.Loaded, talk: Talk) -> None:
    s = loaded.game.settings
    talk.tell(
        t(
            "new_game",
            mode=s.mode.value if s.profile is None else s.profile.label,
            goal=goal(s),
            rounding=s.rounding.value,
            one=s.teams[0],
            two=s.teams[1],
            dealer=seat_name(s, loaded.game.next_dealer),
            path=loaded.path,
        )
    )


def _replaceable(path: Path, yes: bool, talk: Talk) -> bytes | None:
    """May `new` write at this named path? The bytes it holds now, to replace them."""
    try:
        loaded = storage.load(path)
    except storage.NoFile:
        return None
    except storage.StorageError:
        raise storage.StorageError("refuse_foreign", path=path) from None
    unfinished = loaded.game.hands and not loaded.game.finished
    if unfinished and not yes and not talk.confirm(t("ask_replace", path=path)):
        raise typer.Abort()
    return loaded.raw


def _settings(options: NewGame, talk: Talk, profile: Profile | None) -> Settings:
    """With --mode, what is not given takes its default; without it, everything is asked
    (players too: Enter skips them), each by its setting's question (`ask_<option>`)."""
    interactive = options.text("mode") is None and profile is None

    def value(param: str, parser: Callable[[str], T], default: str, accepted: str = "") -> T:
        given = options.text(param)
        if given is not None:
            try:
                return parser(given)
            except RuleError as error:
                raise BadOption(_OPTIONS[param], error) from None
        if interactive:
            return talk.ask(t(f"ask_{param}", accepted=accepted), parser, default)
        return parser(default)

    chosen = value("mode", parse.mode, "classique") if profile is None else profile.counting
    donnes = options.number("donnes")
    if options.number("target") is not None and donnes is not None:
        raise SettingError("donnes", "donnes_and_target")
    aim: tuple[int | None, int | None] = (options.number("target"), None)  # with a profile
    if donnes is not None:
        aim = (None, check_donnes(donnes))
    elif profile is None:
        aim = value("target", parse.goal, str(chosen.default_target))
    if profile is None:
        rounding = value("rounding", parse.rounding, chosen.default_rounding.value)
        rules = value(
            "rule",
            lambda text: parse.rules(text, chosen),
            t("none_word"),
            parse.rules_accepted(chosen),  # the rules of the mode chosen
        )
    seated = value("players", parse.players, t("none_word"))
    dealer = 1
    if seated is not None or options.text("dealer") is not None:
        offered = seated[0] if seated else "1"
        dealer = value("dealer", lambda x: parse.seat(x, seated), offered)
    named = teams_of(seated) if seated else DEFAULT_TEAMS
    one = value("team1", _team_or(named[0], seated), named[0])
    two = value("team2", _team_or(named[1], seated, beside=one), named[1])
    teams = None if (one, two) == named else (one, two)  # named after the players: as built
    fast = options.flag("fast")
    if profile is not None:  # R16.7: its target, unless given
        return from_profile(profile, aim[0], aim[1], teams, seated, dealer, fast)
    return make_settings(
        chosen, aim[0], rounding, teams, seated, dealer, rules, False, aim[1], fast
    )


def _profile(options: NewGame) -> Profile | None:
    """`--profile` (R16.7): a built-in's name or a club's file; it fixes the mode, the
    rounding and the rules, so none of their options may be given beside it."""
    given = options.text("profile")
    if given is None:
        return None
    for param in ("mode", "rounding", "rule"):
        if options.text(param) is not None:
            why = RuleError("profile_fixes", option=_OPTIONS[param])
            raise BadOption(_OPTIONS["profile"], why)
    from belote_cli.storage.profile import chosen

    return chosen(given)


# Each setting option by its parameter's name (core.setting): what a refusal names.
_OPTIONS = {
    param: option
    for setting in SETTINGS
    for option, param in zip(setting.options, setting.params, strict=True)
}


def _team_or(
    offered: str, players: Players | None, beside: str | None = None
) -> Callable[[str], str]:
    """A team's name as typed, or the one offered, taken as it is (R12.1 may have built it
    from long players' names); not a player's, nor the other team's (`beside`)."""

    def read(text: str) -> str:
        if text == offered:
            return offered
        name = parse.team_name(text)
        if players is not None:
            player_names(players, (name, name))
        return name if beside is None else team_names(beside, name)[1]

    return read
