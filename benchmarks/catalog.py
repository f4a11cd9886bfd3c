"""Start-up cost of the catalog: a Python module per language (what belote does) against a
gettext catalog of the same sentences (a .mo file, what gettext reads).

Each way is timed in a fresh interpreter, from the standard modules Typer imports anyway to
the first sentence said, bytecode precompiled; the medians of RUNS runs are printed.
Run: python benchmarks/catalog.py
"""

from __future__ import annotations

import compileall
import statistics
import struct
import subprocess
import sys
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
RUNS = 40

# What Typer imports anyway at every start, imported before the clock starts in both ways.
SHARED = "import re, os, importlib, functools, typing, gettext, locale, enum\n"
MODULE = (
    SHARED
    + """
import time
start = time.perf_counter()
from belote_cli.text.catalog import t
t("aborted")
print((time.perf_counter() - start) * 1000)
"""
)

GETTEXT = (
    SHARED
    + """
import time
start = time.perf_counter()
translation = gettext.translation("belote", {folder!r}, languages=["fr"])
translation.gettext("aborted")
print((time.perf_counter() - start) * 1000)
"""
)


def write_mo(messages: dict[str, str], path: Path) -> None:
    """A GNU .mo file of `messages` (msgid: msgstr), as msgfmt writes it, without a hash;
    its header (msgid "") says UTF-8."""
    messages = {"": "Content-Type: text/plain; charset=UTF-8\n", **messages}
    keys = sorted(messages)
    ids = b"".join(key.encode() + b"\0" for key in keys)
    strs = b"".join(messages[key].encode() + b"\0" for key in keys)
    start = 7 * 4 + 16 * len(keys)
    table, offset = [], start
    for key in keys:
        table += [len(key.encode()), offset]
        offset += len(key.encode()) + 1
    values = []
    for key in keys:
        values += [len(messages[key].encode()), offset]
        offset += len(messages[key].encode()) + 1
    head = struct.pack("Iiiiiii", 0x950412DE, 0, len(keys), 28, 28 + 8 * len(keys), 0, 0)
    path.write_bytes(
        head
        + struct.pack(f"{len(table)}i", *table)
        + struct.pack(f"{len(values)}i", *values)
        + ids
        + strs
    )


def median_ms(code: str) -> float:
    env = {"BELOTE_LANG": "fr", "PATH": "/usr/bin:/bin"}
    times = [
        float(
            subprocess.run(
                [sys.executable, "-c", code], capture_output=True, text=True, env=env, cwd=ROOT
            ).stdout
        )
        for _ in range(RUNS)
    ]
    return statistics.median(times)


def main() -> None:
    sys.path.insert(0, str(ROOT))
    from belote_cli.text.catalog import catalog

    compileall.compile_dir(ROOT / "belote_cli", quiet=1)
    messages = catalog("fr").MESSAGES
    with tempfile.TemporaryDirectory() as folder:
        mo = Path(folder) / "fr" / "LC_MESSAGES" / "belote.mo"
        mo.parent.mkdir(parents=True)
        write_mo(messages, mo)
        module, gettext = median_ms(MODULE), median_ms(GETTEXT.format(folder=folder))
    print(f"catalog start-up, {len(messages)} sentences, medians of {RUNS} fresh interpreters")
    print(f"{'a Python module per language (belote)':45} {module:6.2f} ms")
    print(f"{'a gettext .mo catalog':45} {gettext:6.2f} ms")


if __name__ == "__main__":
    main()
