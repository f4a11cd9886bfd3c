"""What a club's years of saved games cost: the first build of the games index, then
`belote games`, `stats` and `ratings` from it, at 200, 2,000 and 20,000 games.

    python benchmarks/library_bench.py [--sizes 200,2000,20000] [--runs N]

Each data directory holds games of 15 hands (30,000 hands at 2,000) among eight players
who change partners, some won, some in progress: 200 different games, each saved under as
many names as the size needs. The first build is timed once per size (an index made from
nothing, `belote games`); the other commands with hyperfine when it is installed (else a
subprocess loop), with the peak memory of one run of each. The table ends with the cost
per game of each size, which stays flat when the cost is linear, and the ratio to
`belote show` of one 30-hand game (issue 23: at most 1.5 at 2,000 games). `stats` and
`ratings` give what they kept while no file changes (storage.library.kept): the last column
is `stats` just after one game changed, every game added up again.
"""

from __future__ import annotations

import argparse
import compileall
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).parent))

from bench import make_game, time_commands, write

from belote_cli.core.cards import Suit
from belote_cli.core.facts import Coinche, HandFacts, Mode, Team
from belote_cli.core.game import Game, make_settings

PLAYERS = ["Ana", "Bruno", "Carole", "David", "Élise", "Fanny", "Gaspard", "Hélène"]
DISTINCT = 200


def varied_game(rng: random.Random) -> Game:
    """A game of 15 hands of faits between four of the eight players, to 1,500: often won
    before its last hand, else in progress."""
    players = rng.sample(PLAYERS, 4)
    game = Game(make_settings(Mode.FAITS, target=1500, players=players))
    for _ in range(15):
        if game.finished:
            break
        taker = rng.choice(list(Team))
        contract = rng.choice([80, 90, 100, 110, 120, 130, 140])
        points = rng.randrange(40, 140)
        coinche = rng.choice([Coinche.NONE] * 6 + [Coinche.COINCHE])
        facts = HandFacts(
            taker,
            rng.choice(list(Suit)),
            points=points,
            der=rng.choice(list(Team)),
            contract=contract,
            coinche=coinche,
            belotes=(rng.choice(list(Team)),) if rng.random() < 0.3 else (),
            taker_player=rng.choice([1, 3] if taker is Team.ONE else [2, 4]),
        )
        game = game.with_hand(facts)
    return game


def make_library(folder: Path, games: int, seed: int = 23) -> None:
    rng = random.Random(seed)
    folder.mkdir()
    sources = [folder / f"source-{n}.toml" for n in range(min(games, DISTINCT))]
    for path in sources:
        write(path, varied_game(rng))
    day = 86_400
    for n in range(games):
        target = folder / f"partie-{20200101 + n // 1000:08d}-{n % 1000:06d}.toml"
        shutil.copyfile(sources[n % len(sources)], target)
        stamp = 1_577_836_800 + n * day // 10  # ten games a day, from 2020, never racy
        os.utime(target, (stamp, stamp))
    for path in sources:
        path.unlink()


def peak_mib(command: list[str], env: dict[str, str]) -> float:
    """The peak resident memory of one run of `command`, in MiB."""
    child = subprocess.Popen(command, env=env, stdout=subprocess.DEVNULL)
    _, status, usage = os.wait4(child.pid, 0)
    assert os.waitstatus_to_exitcode(status) == 0, command
    return usage.ru_maxrss / 1024


def after_a_change(home: Path, command: list[str], env: dict[str, str], runs: int = 3) -> float:
    """The median ms of `command` just after one game's file changed: what it kept is
    made again from every game (library.kept)."""
    path = min(home.glob("*.toml"))
    times = []
    for n in range(runs):
        stamp = path.stat().st_mtime - 60 * (n + 1)  # another time: another stamp
        os.utime(path, (stamp, stamp))
        start = time.perf_counter()
        subprocess.run(command, env=env, check=True, capture_output=True)
        times.append(1000 * (time.perf_counter() - start))
    return sorted(times)[runs // 2]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--sizes", default="200,2000,20000")
    parser.add_argument("--runs", type=int, default=10)
    arguments = parser.parse_args()
    sizes = [int(size) for size in arguments.sizes.split(",")]
    import belote_cli

    compileall.compile_dir(Path(belote_cli.__file__).parent, quiet=1)
    py = sys.executable
    script = Path(py).parent / "belote"
    belote = [str(script)] if script.exists() else [py, "-m", "belote_cli"]
    folder = Path(tempfile.mkdtemp(prefix="belote-library-"))
    small = write(folder / "g30.toml", make_game(30))
    base = dict(os.environ, BELOTE_LANG="en", COLUMNS="80", BELOTE_HOME=str(folder / "home"))
    show = time_commands(
        {"show (30)": [*belote, "show", "--file", str(small)]}, {}, arguments.runs, base, {}
    )["show (30)"]
    rows = []
    for size in sizes:
        home = folder / f"games-{size}"
        made = time.perf_counter()
        make_library(home, size)
        made = time.perf_counter() - made
        env = dict(base, BELOTE_HOME=str(home))
        start = time.perf_counter()
        subprocess.run([*belote, "games"], env=env, check=True, capture_output=True)
        build = time.perf_counter() - start
        commands = {name: [*belote, name] for name in ("games", "stats", "ratings")}
        medians = time_commands(commands, {}, arguments.runs, env, {})
        memory = {name: peak_mib(command, env) for name, command in commands.items()}
        medians["stats, 1 changed"] = after_a_change(home, [*belote, "stats"], env)
        rows.append((size, build, medians, memory, made))
        shutil.rmtree(home, ignore_errors=True)
    tool = "hyperfine" if shutil.which("hyperfine") else "subprocess loop"
    print(f"medians of {arguments.runs} runs ({tool}), {sys.version.split()[0]}, ", end="")
    print(f"{os.cpu_count()} cores; belote show (30): {show:.1f} ms")
    print(f"{'games':>7} {'first build s':>14} {'per game ms':>12}", end="")
    for name in ("games", "stats", "ratings"):
        print(f" {name + ' ms':>11} {'×show':>6} {'MiB':>5}", end="")
    print(f" {'stats, 1 changed':>17}")
    for size, build, medians, memory, _ in rows:
        print(f"{size:>7} {build:>14.2f} {1000 * build / size:>12.2f}", end="")
        for name in ("games", "stats", "ratings"):
            cost, ratio = medians[name], medians[name] / show
            print(f" {cost:>11.1f} {ratio:>6.2f} {memory[name]:>5.0f}", end="")
        print(f" {medians['stats, 1 changed']:>17.1f}")
    print("targets at 2,000 games: first build < 3 s; games, stats, ratings ≤ 1.5 × show")
    shutil.rmtree(folder, ignore_errors=True)


if __name__ == "__main__":
    main()
