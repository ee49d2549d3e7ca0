"""What a user waits for on a server's first open: a fresh server per run (initialize, initialized, one answered
round trip), then didOpen -> first diagnostics of each file, beside the file's full parse in this process and
a second open of the same text at another URI (the server warm).

    python benchmarks/first_open.py FILE... [--runs N] [--server-dir DIR] [--profile OUT_DIR]

Then, from the start: what a user waits for when opening a file starts the server (an editor's first file): the
process started -> its initialize answered ("start"), and -> the first diagnostics of the file, whose didOpen
follows ``initialized`` at once, as editors send them. The servers may write their bytecode cache, to a folder of
their own (``PYTHONPYCACHEPREFIX``: the checkout is not written), filled by one start before those measured: an
installed package has its bytecode compiled, and compiling the sources at each start would be most of the time.

``--profile``: the server runs under cProfile (``python -m cProfile -o OUT_DIR/NAME.prof -m webots_ls``), one
profile per file, for ``python -m pstats``. Prints figures only.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import tempfile
import time
from pathlib import Path

from corpus_open import started, timed_open
from lsp import ROOT, Client, full_parse_times


async def first_open(server_dir: Path, path: Path, profile: Path | None) -> tuple[float, float]:
    """The first open's seconds, and a second open's (the same text at another URI: the server warm)."""
    if profile is None:
        client = await started(server_dir, path.parent)
    else:  # (as ``started``, with the server under cProfile)
        command = ("-m", "cProfile", "-o", str(profile / f"{path.name}.prof"), "-m", "webots_ls", "--stdio")
        client = await Client.start(server_dir, command)
        started_client = client
        await started_client.request("initialize", {"processId": None, "capabilities": {},
                                                    "rootUri": path.parent.as_uri()})
        client.notify("initialized", {})
    try:
        text = path.read_bytes().decode("utf-8", "replace")
        opened, _ = await timed_open(client, path, text)
        again, _ = await timed_open(client, path.with_name(f"again-{path.name}"), text)
    finally:
        await client.stop()
    return opened, again


async def from_start(server_dir: Path, path: Path, cache: str) -> tuple[float, float]:
    """Seconds from the server's start to its initialize answered, and to the first diagnostics of ``path``."""
    text = path.read_bytes().decode("utf-8", "replace")
    env = {"PYTHONDONTWRITEBYTECODE": "", "PYTHONPYCACHEPREFIX": cache}
    start = time.perf_counter()
    client = await Client.start(server_dir, env=env)
    try:
        await client.request("initialize", {"processId": os.getpid(), "capabilities": {},
                                            "rootUri": path.parent.as_uri()})
        initialized = time.perf_counter()
        client.notify("initialized", {})
        waiter = client.expect_diagnostics(path.as_uri(), 1)
        client.notify("textDocument/didOpen", {"textDocument": {
            "uri": path.as_uri(), "languageId": "webots", "version": 1, "text": text}})
        await asyncio.wait_for(waiter, 600)
        published = time.perf_counter()
    finally:
        await client.stop()
    return initialized - start, published - start


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("files", type=Path, nargs="+")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--server-dir", type=Path, default=ROOT / "server")
    parser.add_argument("--profile", type=Path)
    args = parser.parse_args()
    server_dir = args.server_dir.resolve()
    print(f"server: {server_dir}")
    print(f"  {'file':<60}{'KB':>9}{'parse ms':>10}{'first open ms (median, min)':>30}{'warm open ms':>14}")
    for path in args.files:
        path = path.resolve()
        runs = [await first_open(server_dir, path, args.profile) for _ in range(args.runs)]
        opens, again = [run[0] for run in runs], [run[1] for run in runs]
        parse = statistics.median(full_parse_times(path.read_bytes(), 3))
        print(f"  {path.name[-60:]:<60}{path.stat().st_size / 1e3:9.1f}{parse * 1e3:10.2f}"
              f"{statistics.median(opens) * 1e3:18.1f}{min(opens) * 1e3:12.1f}{statistics.median(again) * 1e3:14.1f}",
              flush=True)
    if args.profile is not None:
        return
    print(f"  {'from the start':<60}{'':>9}{'':>10}{'start ms':>18}{'diagnostics ms':>26}")
    with tempfile.TemporaryDirectory() as cache:
        await from_start(server_dir, args.files[0].resolve(), cache)  # (fills the bytecode cache)
        for path in args.files:
            path = path.resolve()
            runs = [await from_start(server_dir, path, cache) for _ in range(args.runs)]
            print(f"  {path.name[-60:]:<60}{'':>9}{'':>10}{statistics.median(run[0] for run in runs) * 1e3:18.1f}"
                  f"{statistics.median(run[1] for run in runs) * 1e3:26.1f}", flush=True)


if __name__ == "__main__":
    asyncio.run(main())
