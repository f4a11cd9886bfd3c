"""The only file I/O: where the feuille de score lives, reading it, saving it atomically.

A file that is missing, empty, truncated, corrupt, foreign or from a newer belote is an
error naming the path -- never a new game -- and is left byte-for-byte as it was.
"""

from __future__ import annotations

import contextlib
import os
import stat
import sys
import time
import tomllib
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NamedTuple, TypeGuard

from belote_cli.cards import Rank, Suit
from belote_cli.errors import RuleError
from belote_cli.errors import StorageError as StorageError  # raised here, caught by callers
from belote_cli.facts import Annonce, AnnonceKind, Coinche, HandFacts, Mode, Rounding, Team
from belote_cli.game import Game, make_settings
from belote_cli.parse import contract as parse_contract

SCHEMA = 1
GAME_PREFIX = "partie-"


class Loaded(NamedTuple):
    game: Game
    path: Path
    raw: bytes  # the bytes read, to refuse a save over a file changed meanwhile


# --- where ------------------------------------------------------------------------------


def data_dir() -> Path:
    """$BELOTE_HOME, else the platform's user data directory."""
    home = os.environ.get("BELOTE_HOME")
    if home:
        return Path(home)
    if sys.platform == "win32":
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
    elif sys.platform == "darwin":
        base = Path.home() / "Library" / "Application Support"
    else:
        base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / "belote"


def explicit_path(option: Path | None) -> Path | None:
    """--file, else $BELOTE_FILE: a path the user named."""
    if option is not None:
        return option
    env = os.environ.get("BELOTE_FILE")
    return Path(env) if env else None


def current_path(option: Path | None) -> Path:
    """The feuille to read: a named one, else the newest game in the data directory."""
    named = explicit_path(option)
    if named is not None:
        return named
    folder = data_dir()
    games = list(folder.glob(GAME_PREFIX + "*.toml")) if folder.is_dir() else []
    if not games:
        raise StorageError("no_current_game", path=folder)
    return max(games, key=_created)


def _created(path: Path) -> tuple[str, int]:
    """partie-20261130-201500.toml, then partie-20261130-201500+2.toml in the same second."""
    stamp, _, n = path.stem.removeprefix(GAME_PREFIX).partition("+")
    return stamp, int(n) if n.isdigit() else 1


def new_game_path() -> Path:
    """A new file in the data directory; the old games stay beside it."""
    folder = data_dir()
    stamp = time.strftime("%Y%m%d-%H%M%S")
    path = folder / f"{GAME_PREFIX}{stamp}.toml"
    n = 2
    while path.exists():
        path = folder / f"{GAME_PREFIX}{stamp}+{n}.toml"
        n += 1
    return path


# --- reading ----------------------------------------------------------------------------


def load(path: Path) -> Loaded:
    try:
        raw = path.read_bytes()
    except FileNotFoundError:
        raise StorageError("no_game", path=path) from None
    except OSError as error:
        raise StorageError("unreadable", path=path, detail=error.strerror or error) from None
    if not raw.strip():
        raise StorageError("empty_file", path=path)
    try:
        doc = tomllib.loads(raw.decode("utf-8"))
    except (tomllib.TOMLDecodeError, UnicodeDecodeError) as error:
        raise StorageError("bad_toml", path=path, detail=error) from None
    return Loaded(from_document(doc, path), path, raw)


def from_document(doc: dict[str, Any], path: Path) -> Game:
    schema = doc.get("schema")
    if not _is_int(schema) or schema < 1 or "mode" not in doc:
        detail = RuleError("missing_field", field="schema" if "mode" in doc else "mode")
        raise StorageError("not_a_sheet", path=path, detail=detail)
    if schema > SCHEMA:
        raise StorageError("newer_schema", path=path, found=schema, known=SCHEMA)
    try:
        teams = doc.get("teams", ["Nous", "Eux"])
        if not (isinstance(teams, list) and len(teams) == 2):
            raise ValueError("teams")
        settings = make_settings(
            Mode(doc["mode"]),
            _int(doc["target"]),
            Rounding(doc["rounding"]),
            (str(teams[0]), str(teams[1])),
        )
        hands = doc.get("hands", [])
        if not isinstance(hands, list):
            raise ValueError("hands")
    except (KeyError, ValueError, TypeError, RuleError) as error:
        raise StorageError("not_a_sheet", path=path, detail=_why(error)) from None
    facts: list[HandFacts] = []
    for number, hand in enumerate(hands, start=1):
        try:
            facts.append(_hand_from(hand))
        except (KeyError, ValueError, TypeError, AttributeError) as error:
            raise StorageError(
                "bad_hand_in_file", path=path, number=number, detail=_why(error)
            ) from None
    game = Game(settings, tuple(facts))
    try:
        game.lines  # noqa: B018 -- rescoring every hand validates it (R2.6)
    except RuleError:
        for number in range(1, len(facts) + 1):  # which hand? (the error path only)
            try:
                Game(settings, tuple(facts[:number])).lines  # noqa: B018
            except RuleError as error:
                raise StorageError(
                    "bad_hand_in_file", path=path, number=number, detail=error
                ) from None
    return game


def _why(error: BaseException) -> object:
    """A RuleError is kept to be translated; anything else says what it found."""
    if isinstance(error, RuleError):
        return error
    if isinstance(error, KeyError):
        return RuleError("missing_field", field=error.args[0])
    return RuleError("bad_value", detail=error)


def _is_int(value: object) -> TypeGuard[int]:
    return isinstance(value, int) and not isinstance(value, bool)


def _int(value: object) -> int:
    """A whole number as TOML writes it: 100, never 100.5, "100" or true."""
    if not _is_int(value):
        raise ValueError(f"{value!r}: a whole number is expected")
    return value


def _team(value: object) -> Team:
    if isinstance(value, bool) or value not in (1, 2):
        raise ValueError(f"team {value!r}")
    return Team(value)


def _hand_from(hand: dict[str, Any]) -> HandFacts:
    points = hand.get("points")
    taker = _team(hand["taker"])
    if points is not None:
        points = [_int(x) for x in points]
        if len(points) != 2 or sum(points) != 152:  # R2.5
            raise RuleError("points_sum", value=sum(points))
    belote = hand.get("belote")
    if isinstance(belote, list):
        raise RuleError("belote_two_teams")
    return HandFacts(
        taker=taker,
        trump=Suit(hand["suit"]),
        points=None if points is None else points[taker.index],
        der=None if hand.get("der") is None else _team(hand["der"]),
        belote=None if belote is None else _team(belote),
        capot=None if hand.get("capot") is None else _team(hand["capot"]),
        contract=None if "contract" not in hand else parse_contract(str(hand["contract"])),
        coinche=Coinche(hand.get("coinche", "none")),
        annonces=tuple(
            Annonce(
                _team(a["team"]),
                AnnonceKind(a["kind"]),
                Rank(str(a["height"])),
                None if a.get("suit") is None else Suit(a["suit"]),
            )
            for a in hand.get("annonces", [])
        ),
    )


# --- writing ----------------------------------------------------------------------------


def to_document(game: Game) -> dict[str, Any]:
    """The file: settings, then per hand its facts, and for a person reading it the marks,
    running totals and outcome (recomputed on load, never trusted)."""
    s = game.settings
    hands: list[dict[str, Any]] = []
    for line in game.lines:
        f = line.facts
        hand: dict[str, Any] = {"taker": f.taker.value}
        if f.contract is not None:
            hand["contract"] = f.contract
        hand["suit"] = f.trump.value
        if f.coinche is not Coinche.NONE:
            hand["coinche"] = f.coinche.value
        if f.capot is not None:
            hand["capot"] = f.capot.value
        else:
            hand["points"] = [f.card_points(Team.ONE), f.card_points(Team.TWO)]
            assert f.der is not None
            hand["der"] = f.der.value
        if f.belote is not None:
            hand["belote"] = f.belote.value
        if f.annonces:
            hand["annonces"] = [_annonce_doc(a) for a in f.annonces]
        hand["outcome"] = line.score.outcome.value
        hand["marks"] = list(line.marks)
        hand["totals"] = list(line.totals)
        if line.pot:
            hand["pot"] = line.pot
        hands.append(hand)
    return {
        "schema": SCHEMA,
        "mode": s.mode.value,
        "target": s.target,
        "rounding": s.rounding.value,
        "teams": list(s.teams),
        "hands": hands,
    }


def _annonce_doc(a: Annonce) -> dict[str, Any]:
    doc: dict[str, Any] = {"team": a.team.value, "kind": a.kind.value, "height": a.height.value}
    if a.suit is not None:
        doc["suit"] = a.suit.value
    return doc


def save(path: Path, game: Game, expected: bytes | None) -> bytes:
    """Write atomically: a temporary file in the same directory, flushed and synced, then
    os.replace. `expected` is what the file held when it was read, None if it did not
    exist: a file changed meanwhile is refused and left as it is. Returns what it wrote."""
    import tomli_w

    data = tomli_w.dumps(to_document(game)).encode("utf-8")
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        with _lock(path.parent):
            try:
                current: bytes | None = path.read_bytes()
            except FileNotFoundError:
                current = None
            if current != expected:
                raise StorageError("changed_meanwhile", path=path)
            _replace(path, data)
    except OSError as error:
        raise StorageError("unwritable", path=path, detail=error.strerror or error) from None
    return data


def _replace(path: Path, data: bytes) -> None:
    import tempfile  # only writers need it

    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as out:
            out.write(data)
            out.flush()
            os.fsync(out.fileno())
        os.chmod(tmp, _mode(path))
        os.replace(tmp, path)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise
    _sync_dir(path.parent)


def _mode(path: Path) -> int:
    """The mode the file had; for a new file, what the umask allows (mkstemp gives 0600)."""
    try:
        return stat.S_IMODE(path.stat().st_mode)
    except FileNotFoundError:
        mask = os.umask(0)
        os.umask(mask)
        return 0o666 & ~mask


@contextlib.contextmanager
def _lock(folder: Path) -> Iterator[None]:
    """One writer at a time in a folder (POSIX flock on the folder itself: no lock file)."""
    try:
        import fcntl
    except ImportError:  # Windows: os.replace is still atomic
        yield
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX)
        yield
    finally:
        os.close(fd)


def _sync_dir(folder: Path) -> None:
    """Make the rename itself durable (POSIX)."""
    if sys.platform == "win32":
        return
    fd = os.open(folder, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)
