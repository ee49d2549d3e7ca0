"""Open -> first diagnostics in one process, counted in CPU instructions (callgrind), beside a full parse.

    python benchmarks/open_instructions.py [FILE ...] [--server-dir DIR] [--baseline-dir DIR]

Wall-clock figures on a shared 2-core machine move by 2x from one minute to the next; instruction counts do not.
For each input (default: a 1 MB generated world like ``lsp.py``'s and a 10,000-link USE chain like ``memory.py``'s),
opens it once in a process under ``valgrind --tool=callgrind`` (imports, node models and caches warm, as in a
running server), then again, stopping after: nothing, the parse (``Document.from_text``: parse and line index), the
analysis (``FileSnapshot.of_document``), the diagnostics (``features.diagnostics``). The differences are each
phase's instructions; prints them and (parse + analysis + diagnostics) / parse, the open's cost as a multiple of its
parse (issue target: 1.5x).
``--baseline-dir``: the same for another checkout's ``server/`` (a before/after in the same run).
Needs valgrind (Debian: ``apt install valgrind``); each input takes about a minute. Prints figures only.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from lsp import ROOT, generated_world
from memory import use_chain

# The child: the server's open path run once to warm up (imports, node models, caches: what a running server has),
# then again, stopped after the phase named on its command line.
PHASES = ("warm", "parse", "analysis", "diagnostics")
CHILD = """
import gc, sys
sys.path.insert(0, sys.argv[1])
from webots_ls.features.diagnostics import diagnostics
from webots_ls.snapshot import FileSnapshot
from webots_ls.syntax.document import Document
source = open(sys.argv[2], "rb").read()

def open_file(stop):
    gc.disable()  # (as the server's open: no cyclic GC while the tree and analysis are made)
    document = Document.from_text(source)
    if stop != "parse":
        snapshot = FileSnapshot.of_document("file:///benchmark.wbt", 1, document)
        gc.enable()
        if stop != "analysis":
            diagnostics(snapshot.tree, snapshot.source, snapshot.analysis)
    gc.enable()

open_file("diagnostics")
if sys.argv[3] != "warm":
    open_file(sys.argv[3])
"""


def instructions(server_dir: Path, path: Path, stop: str) -> int:
    with tempfile.TemporaryDirectory() as scratch:
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={scratch}/out", sys.executable, "-c", CHILD,
             str(server_dir), str(path), stop],
            capture_output=True, text=True, check=True,
        )
    found = re.search(r"Collected : (\d+)", run.stderr)
    if found is None:
        raise RuntimeError(f"no instruction count from callgrind: {run.stderr[-500:]}")
    return int(found.group(1))


def phases(server_dir: Path, path: Path) -> dict[str, int]:
    totals = [instructions(server_dir, path, stop) for stop in PHASES]
    return {phase: after - before for phase, before, after in zip(PHASES[1:], totals, totals[1:])}


def report(label: str, counts: dict[str, int]) -> str:
    parse = counts["parse"]
    total = sum(counts.values())
    parts = ", ".join(f"{phase} {count / 1e6:,.0f}M" for phase, count in counts.items())
    return f"  {label:<10} {parts}; open = {total / parse:.2f}x the parse"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", nargs="*", type=Path)
    parser.add_argument("--server-dir", type=Path, default=ROOT / "server")
    parser.add_argument("--baseline-dir", type=Path, help="another checkout's server/ folder, measured the same way")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        sys.exit("valgrind not found (Debian: apt install valgrind)")
    with tempfile.TemporaryDirectory() as scratch:
        inputs = list(args.files)
        if not inputs:
            defaults = (("generated-1MB.wbt", generated_world(1 << 20)), ("use-chain-10000.wbt", use_chain(10_000)))
            for name, text in defaults:
                inputs.append(Path(scratch) / name)
                inputs[-1].write_bytes(text)
        for path in inputs:
            print(f"{path.name}  ({path.stat().st_size / 1e6:.2f} MB)")
            if args.baseline_dir is not None:
                print(report("baseline", phases(args.baseline_dir.resolve(), path)))
            print(report("server", phases(args.server_dir.resolve(), path)))


if __name__ == "__main__":
    main()
