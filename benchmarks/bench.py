"""How fast belote is at the table, against the least code that does the same work.

    python benchmarks/bench.py [--runs N]

    python benchmarks/bench.py --writers   (only the concurrent writers' worst wait)

Generates a 30-hand and a 300-hand game in a temporary directory, writes the reference apps
(minimal Typer apps on the same interpreter and packages: one loads the same TOML with
tomllib and prints the same number of rows in a Rich table, one also appends a hand and
writes the file back with tomli-w, one prints a version line, one prints the help of as
many commands), times every command with hyperfine when it is installed (else a
subprocess + perf_counter loop), and prints a table of medians and ratios. Two numbers are
measured inside one process: rescoring a 300-hand game, and `play` from the last answer of
a hand to the updated sheet on a 30-hand game, and the live wall redrawn after a result at
200 teams. A concours of 500 teams over 20 parties is drawn, given a result and ranked, each
a command of its own. Last, eight processes save into one 5,000-entry feuille at once: the
worst wait for the writers' lock.
"""

from __future__ import annotations

import argparse
import compileall
import io
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import tomli_w

from belote_cli import storage
from belote_cli.core.cards import Suit
from belote_cli.core.facts import Annonce, AnnonceKind, Coinche, HandFacts, Mode, Rank, Team
from belote_cli.core.game import Game, from_profile, make_settings
from belote_cli.core.profile import resolve

ROWS = 12  # what `belote show` draws by default (text.sheet.RECENT_ROWS)

REF_SHOW = """
import tomllib
from pathlib import Path
from typing import Annotated

import typer

app = typer.Typer()


@app.command()
def show(file: Annotated[Path, typer.Option()]) -> None:
    from rich.console import Console
    from rich.table import Table

    doc = tomllib.loads(file.read_text(encoding="utf-8"))
    table = Table(title="Feuille de score")
    for name in ("#", "Taker", "Contract", "Outcome", "Marks", "Nous", "Eux"):
        table.add_column(name)
    for n, hand in enumerate(doc["hands"][-ROWS:], start=1):
        marks, totals = hand["marks"], hand["totals"]
        table.add_row(str(n), str(hand["taker"]), f"{hand.get('contract', '')} {hand['suit']}",
                      hand["outcome"], f"{marks[0]} · {marks[1]}", str(totals[0]), str(totals[1]))
    Console().print(table)


app()
"""

REF_HAND = """
import os
import tempfile
import tomllib
from pathlib import Path
from typing import Annotated

import typer

app = typer.Typer()


@app.command()
def hand(file: Annotated[Path, typer.Option()], taker: int = 1, contract: int = 100,
         suit: str = "coeur", points: str = "1=100", der: int = 1) -> None:
    import tomli_w
    from rich.console import Console
    from rich.table import Table

    doc = tomllib.loads(file.read_text(encoding="utf-8"))
    team, value = points.split("=")
    mine = int(value)
    doc["hands"].append({"taker": taker, "contract": contract, "suit": suit,
                         "points": [mine, 152 - mine], "der": der})
    fd, tmp = tempfile.mkstemp(dir=file.parent)
    with os.fdopen(fd, "wb") as out:
        out.write(tomli_w.dumps(doc).encode())
        out.flush()
        os.fsync(out.fileno())
    os.replace(tmp, file)
    table = Table(title="Feuille de score")
    for name in ("#", "Taker", "Contract", "Outcome", "Marks", "Nous", "Eux"):
        table.add_column(name)
    for n, row in enumerate(doc["hands"][-ROWS:], start=1):
        table.add_row(str(n), str(row["taker"]), str(row.get("contract")), row["suit"],
                      str(row.get("points")), str(row.get("der")), str(row.get("totals")))
    Console().print(table)


app()
"""

REF_VERSION = """
from typing import Annotated

import typer

app = typer.Typer()


def version(value: bool) -> None:
    if value:
        typer.echo("belote 0.0.0")
        raise typer.Exit()


@app.callback()
def main(v: Annotated[bool, typer.Option("--version", callback=version, is_eager=True)] = False):
    pass


@app.command()
def show() -> None:
    pass


app()
"""

REF_HELP = (
    """
from typing import Annotated

import typer

app = typer.Typer(context_settings={"help_option_names": ["-h", "--help"]}, rich_markup_mode=None)
"""
    + "".join(
        f"""

@app.command(help="Command {name}: does what it says.")
def {name}(file: Annotated[str, typer.Option(help="The file.")] = "") -> None:
    pass
"""
        for name in ("new", "hand", "show", "undo", "edit", "play", "count", "annonces", "extra")
    )
    + "\n\napp()\n"
)


def make_game(hands: int, profile: bool = False) -> Game:
    """A coinche game of `hands` varied hands that is not over (a target out of reach);
    under a profile: the club file of R16.6's example (faits + demandés, ×3, exact)."""
    settings = make_settings(Mode.FAITS_ANNONCES, target=100_000)
    if profile:
        club = {"name": "Club des Pins", "source": "R16.6", "extends": "ffb-contree-2016-demandes"}
        club |= {"surcoinche": 3, "rounding": "exact", "declarations": True}
        settings = from_profile(resolve(club), target=100_000)
    game = Game(settings)
    samples = [
        HandFacts(
            Team.ONE, Suit.COEUR, points=103, der=Team.ONE, belotes=(Team.TWO,), contract=110
        ),
        HandFacts(Team.TWO, Suit.PIQUE, points=56, der=Team.TWO, belotes=(Team.TWO,), contract=90),
        HandFacts(
            Team.ONE,
            Suit.TREFLE,
            points=100,
            der=Team.ONE,
            contract=100,
            coinche=Coinche.COINCHE,
            annonces=(Annonce(Team.ONE, AnnonceKind.TIERCE, Rank.AS, Suit.TREFLE),),
        ),
        HandFacts(Team.TWO, Suit.CARREAU, capot=Team.TWO, contract="capot"),
        HandFacts(Team.ONE, Suit.PIQUE, points=82, der=Team.TWO, contract=80),
    ]
    for n in range(hands):
        game = game.with_hand(samples[n % len(samples)])
    return game


def make_library(folder: Path, games: int) -> Path:
    """A data directory of `games` saved games of 15 hands (30,000 hands for 2,000), some
    won, some in progress, with players, as a group that plays every week has after years."""
    folder.mkdir()
    players = ["Alice", "Bob", "Carole", "David"]
    base = make_game(15)
    for n in range(games):
        settings = make_settings(Mode.FAITS_ANNONCES, target=100_000, players=players)
        game = Game(settings, base.hands)
        write(folder / f"partie-{20200101 + n // 10:08d}-{n % 10:06d}.toml", game)
    return folder


def write(path: Path, game: Game) -> Path:
    path.write_bytes(tomli_w.dumps(storage.to_document(game)).encode("utf-8"))
    return path


def make_concours(folder: Path, teams: int = 500, parties: int = 20) -> dict[str, Path]:
    """A concours of `teams` teams in the concours folder of the data directory `folder`:
    `ranking.toml` with every partie played, `draw.toml` one partie short of its last draw,
    `result.toml` with the last partie drawn and no result in."""
    import random

    from belote_cli.core.concours import Concours, entrant, make_format
    from belote_cli.storage import concours as store

    rnd = random.Random(5)
    c = Concours("Bench", make_format(Mode.CLASSIQUE, parties, seed=3))
    for n in range(1, teams + 1):
        c = c.with_team(entrant(f"Équipe {n}", [f"Joueur {n}a", f"Joueur {n}b"]))
    files: dict[str, Path] = {}
    target = folder / "concours"
    target.mkdir(parents=True)
    for k in range(1, parties + 1):
        if k == parties:
            files["draw"] = target / "draw.toml"
            files["draw"].write_bytes(store.encode(c))
        c = c.with_draw()
        if k == parties:
            files["result"] = target / "result.toml"
            files["result"].write_bytes(store.encode(c))
        for n in range(1, len(c.parties[-1].tables) + 1):
            one = rnd.randrange(600, 1400) // 10 * 10
            c = c.with_result(k, n, (one, 1944 - one + 10 * rnd.randrange(0, 10)))
    files["ranking"] = target / "ranking.toml"
    files["ranking"].write_bytes(store.encode(c))
    return files


def time_commands(
    commands: dict[str, list[str]],
    prepare: dict[str, str],
    runs: int,
    env: dict[str, str],
    envs: dict[str, dict[str, str]],
) -> dict[str, float]:
    """Median wall time in ms of each command. The runs are spread over five rounds that
    take every command in turn, so a slow minute of a shared machine weighs on all alike.
    `envs`: the environment of the commands whose name holds a key of it."""
    hyperfine = shutil.which("hyperfine")
    rounds = 5
    times: dict[str, list[float]] = {name: [] for name in commands}
    for _ in range(rounds):
        for name, argv in commands.items():
            command_env = next((e for key, e in envs.items() if key in name), env)
            if hyperfine:
                times[name] += _hyperfine(
                    hyperfine, argv, prepare.get(name), -(-runs // rounds), command_env
                )
                continue
            for n in range(-(-runs // rounds) + 1):
                if name in prepare:
                    subprocess.run(prepare[name], shell=True, check=True)
                start = time.perf_counter()
                subprocess.run(argv, env=command_env, check=True, capture_output=True)
                if n:  # the first run warms the caches
                    times[name].append((time.perf_counter() - start) * 1000)
    return {name: statistics.median(values) for name, values in times.items()}


def _hyperfine(
    hyperfine: str, argv: list[str], prepare: str | None, runs: int, env: dict[str, str]
) -> list[float]:
    out = Path(tempfile.mkdtemp()) / "h.json"
    cmd = [hyperfine, "--warmup", "1", "--runs", str(runs), "--export-json", str(out)]
    cmd += ["--prepare", prepare] if prepare else ["-N"]  # --prepare needs a shell
    subprocess.run([*cmd, " ".join(argv)], env=env, check=True, capture_output=True, text=True)
    return [t * 1000 for t in json.loads(out.read_text())["results"][0]["times"]]


def in_process(runs: int, folder: Path) -> dict[str, float]:
    """Rescoring 300 hands, and play's path from the last answer to the updated sheet."""
    from rich.console import Console

    from belote_cli.text import explain, sheet

    rescores: dict[bool, list[float]] = {False: [], True: []}
    for profile, rescore in rescores.items():
        big = make_game(300, profile)
        for _ in range(runs):
            start = time.perf_counter()
            Game(big.settings, big.hands).lines  # noqa: B018 -- the work being timed
            rescore.append((time.perf_counter() - start) * 1000)

    game = make_game(29)
    facts = game.hands[-1]
    path = write(folder / "play.toml", game)
    raw = path.read_bytes()
    console = Console(file=io.StringIO(), width=80, force_terminal=True)
    answer_to_sheet = []
    for _ in range(runs):
        start = time.perf_counter()
        # what Session.record does once the facts are in: save under the lock, then show
        saved = storage.update(storage.Loaded(game, path, raw), lambda g: g.with_hand(facts))
        after = saved.loaded.game
        console.print(explain.explain(after, after.lines[-1]))
        sheet.print_sheet(after, console)
        answer_to_sheet.append((time.perf_counter() - start) * 1000)
        path.write_bytes(raw)  # back to 29 hands for the next run
    return {
        "draw: 200 teams, rematches forced": _forced_rematches(),
        "wall: a redraw at 200 teams": _wall_redraw(runs),
        "rescore 300 hands": statistics.median(rescores[False]),
        "rescore 300 hands, a club's profile": statistics.median(rescores[True]),
        "play: answer to sheet (30 hands)": statistics.median(answer_to_sheet),
        "refuse a 2,500-hand file": _refuse_long_game(folder),
    }


def _wall_redraw(runs: int) -> float:
    """The live wall drawn again after a result, at 200 teams (the concours read anew: a
    result changed it), on a 100×45 terminal: the median, in ms."""
    from belote_cli.core.concours import Concours, entrant, make_format
    from belote_cli.storage import concours as store
    from belote_cli.storage.tomltext import parse
    from belote_cli.text.concours import wall

    c = Concours("Wall", make_format(Mode.CLASSIQUE, 4, seed=3))
    for n in range(1, 201):
        c = c.with_team(entrant(f"Équipe {n}", [f"Joueur {n}a", f"Joueur {n}b"]))
    c = c.with_draw()
    raw = store.encode(c)
    times = []
    for n in range(1, min(runs, 100) + 1):
        doc = parse(raw, Path("wall.toml"))
        start = time.perf_counter()
        now = store.from_document(doc, Path("wall.toml")).with_result(1, n, (1000, 944))
        wall(now, 100, 45, {})
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def _forced_rematches() -> float:
    """The draw's search when rematches cannot all be avoided: 200 teams of which 21 have
    all met each other and nobody else (a concours of 20 parties among them)."""
    from belote_cli.core.pairing import seat

    order = list(range(1, 201))
    met = {frozenset((a, b)) for a in range(180, 201) for b in range(a + 1, 201)}
    met |= {frozenset((a, b)) for a in range(1, 180) for b in range(1, 180) if a != b}
    times = []
    for _ in range(5):
        start = time.perf_counter()
        pairs = seat(order, met)
        times.append((time.perf_counter() - start) * 1000)
    assert len(pairs) == 100
    return statistics.median(times)


def _refuse_long_game(folder: Path) -> float:
    """Loading a 2,500-hand file whose last hand comes after the win, and refusing it: one
    pass over the hands (it took 31 s when each refusal rescored every prefix)."""
    settings = make_settings(Mode.ANNONCES, target=100_000)  # 80 a hand, taken in turn
    hands = tuple(
        HandFacts(taker, Suit.COEUR, points=100, der=taker, contract=80)
        for taker in [Team.ONE, Team.TWO] * 1250
    )[:2499]
    document = storage.to_document(Game(settings, hands))
    document["hands"].append(dict(document["hands"][-1]))
    path = folder / "long.toml"
    path.write_text(tomli_w.dumps(document))
    times = []
    for _ in range(5):
        start = time.perf_counter()
        try:
            storage.load(path)
        except storage.StorageError:
            times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


WRITER = """
import contextlib, json, sys, time
from pathlib import Path
from belote_cli import storage
from belote_cli.storage import disk

path, saves = Path(sys.argv[1]), int(sys.argv[2])
waits, holds = [], []
real = disk.locked


@contextlib.contextmanager
def timed(folder):
    asked = time.perf_counter()
    with real(folder):
        got = time.perf_counter()
        waits.append(got - asked)
        try:
            yield
        finally:
            holds.append(time.perf_counter() - got)


disk.locked = timed
for _ in range(saves):
    loaded = storage.load(path)  # what `belote hand` reads, then its locked save
    storage.update(loaded, lambda game: game.with_hand(game.hands[-1]))  # one more passe
print(json.dumps({"waits": waits, "holds": holds}))
"""


def writers_at_once(folder: Path, writers: int = 8, entries: int = 5000, saves: int = 4) -> str:
    """`writers` processes saving hands into one `entries`-entry feuille at once: the worst
    wait for the lock, against one save's time under it (the lock is a queue: a writer waits
    for those ahead of it, about `writers` saves at worst)."""
    from belote_cli.core.facts import DealKind, OtherDeal

    passes = tuple(OtherDeal(DealKind.PASSE) for _ in range(entries))  # a long game, not won
    path = write(folder / "writers.toml", Game(make_game(1).settings, passes))
    script = folder / "writer.py"
    script.write_text(WRITER)
    processes = [
        subprocess.Popen(
            [sys.executable, str(script), str(path), str(saves)], stdout=subprocess.PIPE
        )
        for _ in range(writers)
    ]
    found = [json.loads(process.communicate()[0]) for process in processes]
    waits = [wait for one in found for wait in one["waits"]]
    hold = statistics.median(h for one in found for h in one["holds"])
    kept = len(storage.load(path).game.hands) == entries + writers * saves
    return (
        f"{writers} writers, {entries:,}-entry feuille: worst wait {max(waits) * 1000:.0f} ms"
        f" = {max(waits) / hold:.1f} saves of {hold * 1000:.0f} ms (target ≤ {writers});"
        f" {writers * saves} saves, {'all kept' if kept else 'SOME LOST'}"
    )


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--runs", type=int, default=30)
    parser.add_argument(
        "--writers", action="store_true", help="only the concurrent writers' worst wait"
    )
    arguments = parser.parse_args()
    runs = arguments.runs
    if arguments.writers:
        with tempfile.TemporaryDirectory(prefix="belote-bench-") as place:
            print(writers_at_once(Path(place)))
        return
    folder = Path(tempfile.mkdtemp(prefix="belote-bench-"))
    small = write(folder / "g30.toml", make_game(30))
    shutil.copy(write(folder / "p30.toml", make_game(30, profile=True)), folder / "p-base.toml")
    large = write(folder / "g300.toml", make_game(300))
    shutil.copy(small, folder / "hand-base.toml")
    for name, text in (("show", REF_SHOW), ("hand", REF_HAND)):
        (folder / f"ref_{name}.py").write_text(text.replace("ROWS", str(ROWS)))
    (folder / "ref_version.py").write_text(REF_VERSION)
    (folder / "ref_help.py").write_text(REF_HELP)

    # pip compiles bytecode when it installs a package; an editable install (and
    # PYTHONDONTWRITEBYTECODE) would otherwise recompile belote on every run.
    import belote_cli

    compileall.compile_dir(Path(belote_cli.__file__).parent, quiet=1)
    py = sys.executable
    script = Path(py).parent / "belote"
    belote = [str(script)] if script.exists() else [py, "-m", "belote_cli"]
    hand_file = str(folder / "hand.toml")
    facts = ["--taker", "1", "--contract", "100", "--suit", "coeur", "--points", "1=100"]
    facts += ["--der", "1", "--belote", "none", "--coinche", "none", "--capot", "none"]
    facts += ["--annonces", "none"]
    commands = {
        "belote --version": [*belote, "--version"],
        "floor --version": [py, str(folder / "ref_version.py"), "--version"],
        "belote --help": [*belote, "--help"],
        "floor --help": [py, str(folder / "ref_help.py"), "--help"],
        "belote show (30)": [*belote, "show", "--file", str(small)],
        "floor show (30)": [py, str(folder / "ref_show.py"), "--file", str(small)],
        "belote show (300)": [*belote, "show", "--file", str(large)],
        "belote hand (30)": [*belote, "hand", *facts, "--file", hand_file],
        "floor hand (30)": [py, str(folder / "ref_hand.py"), "--file", hand_file],
        "hand, profile (30)": [*belote, "hand", *facts, "--file", str(folder / "p30.toml")],
    }
    library = make_library(folder / "library", 2000)
    with_library = dict(os.environ, BELOTE_LANG="en", COLUMNS="80", BELOTE_HOME=str(library))
    subprocess.run([*belote, "games"], env=with_library, check=True, capture_output=True)
    commands["belote games (2000)"] = [*belote, "games"]
    commands["belote stats (2000)"] = [*belote, "stats"]
    commands["belote ratings (2000)"] = [*belote, "ratings"]
    reset = f"cp {folder / 'hand-base.toml'} {hand_file}"
    prepare = {"belote hand (30)": reset, "floor hand (30)": reset}
    prepare["hand, profile (30)"] = f"cp {folder / 'p-base.toml'} {folder / 'p30.toml'}"
    concours = make_concours(folder / "concours-home")
    for name in ("draw", "result"):  # each run starts from the same file
        base = concours[name].with_suffix(".base")
        shutil.copy(concours[name], base)
        prepare[f"concours {name} (500)"] = f"cp {base} {concours[name]}"
    commands["concours draw (500)"] = [*belote, "concours", "draw", "--concours", "draw"]
    commands["concours result (500)"] = [*belote, "concours", "result", "1", "1000", "944"]
    commands["concours result (500)"] += ["--concours", "result"]
    commands["concours ranking (500)"] = [*belote, "concours", "ranking", "--concours", "ranking"]
    with_concours = dict(os.environ, BELOTE_LANG="en", COLUMNS="80")
    with_concours["BELOTE_HOME"] = str(folder / "concours-home")
    env = dict(os.environ, BELOTE_LANG="en", COLUMNS="80", BELOTE_HOME=str(folder / "home"))
    envs = {"(2000)": with_library, "(500)": with_concours}
    medians = time_commands(commands, prepare, runs, env, envs)

    def ratio(name: str, floor: str, limit: float) -> tuple[str, float, float, str, str]:
        value = medians[name] / medians[floor]
        return name, medians[name], medians[floor], f"{value:.2f}", f"≤ {limit}"

    rows = [
        ratio("belote --version", "floor --version", 1.1),
        ratio("belote --help", "floor --help", 1.1),
        ratio("belote show (30)", "floor show (30)", 1.15),
        ratio("belote hand (30)", "floor hand (30)", 1.15),
        ratio("hand, profile (30)", "floor hand (30)", 1.15),  # R16: as a mode's hand
        ratio("belote show (300)", "belote show (30)", 1.15),
        ratio("belote games (2000)", "belote show (30)", 1.5),
        ratio("belote stats (2000)", "belote show (30)", 1.5),
        ratio("belote ratings (2000)", "belote show (30)", 1.5),
        ratio("concours draw (500)", "belote show (30)", 1.5),
        ratio("concours result (500)", "belote show (30)", 1.5),
        ratio("concours ranking (500)", "belote show (30)", 1.5),
    ]
    tool = "hyperfine" if shutil.which("hyperfine") else "subprocess loop"
    print(f"medians of {runs} runs ({tool}), {sys.version.split()[0]}, {os.cpu_count()} cores")
    print(f"{'command':<22} {'median ms':>10} {'reference ms':>13} {'ratio':>6}  target")
    for name, value, floor, r, limit in rows:
        print(f"{name:<22} {value:>10.1f} {floor:>13.1f} {r:>6}  {limit}")
    limits = {"rescore": "< 5 ms", "play": "≤ 100 ms", "refuse": "< 1000 ms", "draw": "< 1000 ms"}
    limits["wall"] = "< 50 ms"
    for name, value in in_process(max(runs, 20), folder).items():
        limit = limits[name.split()[0].rstrip(":")]
        print(f"{name:<35} {value:>10.2f} ms  target {limit}")
    print(writers_at_once(folder))
    shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
