"""The first diagnostics after the first edit of a big document, in a fresh server, beside those of a later edit.

    python benchmarks/first_edit.py [FILE] [--servers N] [--read SECONDS] [--server-dir DIR]

For FILE (default: the largest corpus file), N times (default 5): a fresh server opens it and publishes its first
diagnostics; the client waits ``--read`` seconds (someone reading before typing; default 1 s), types a digit and
times the publish for that version; then it types again, 1 s later, and times that publish too. A document of 256 KB
or more is checked after edits in the diagnostics worker process, so the first edit's time includes whatever of the
worker's start is left by then (before it was started in a pause, the whole start: a new interpreter importing the
analysis). Both times include the debounce (``diagnosticsDelay``, 200 ms). Prints p50 and the range of each, and
their ratio (first / later, p50), the later edit being the baseline measured in the same run. Prints figures only.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import time
from pathlib import Path

from lsp import DEFAULT_CORPUS, ROOT, Client, largest_corpus_files, targets


async def edit_times(server_dir: Path, source: bytes, read_seconds: float) -> tuple[float, float]:
    """(first edit -> its diagnostics, a later edit -> its diagnostics), in seconds, in a fresh server."""
    client = await Client.start(server_dir)
    try:
        await client.request("initialize", {"processId": os.getpid(), "capabilities": {}, "rootUri": None})
        client.notify("initialized", {})
        uri = "file:///benchmark/first-edit.wbt"
        opened = client.expect_diagnostics(uri, 1)
        client.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "webots", "version": 1, "text": source.decode("utf-8", "replace")}})
        await opened
        position = targets(source)["keystroke"]
        times = []
        for version, pause in ((2, read_seconds), (3, 1.0)):
            await asyncio.sleep(pause)
            published = client.expect_diagnostics(uri, version)
            start = time.perf_counter()
            client.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version},
                                                     "contentChanges": [{"range": {"start": position, "end": position},
                                                                         "text": "7"}]})
            await asyncio.wait_for(published, 120)
            times.append(time.perf_counter() - start)
        return times[0], times[1]
    finally:
        await client.stop()


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("file", type=Path, nargs="?")
    parser.add_argument("--servers", type=int, default=5, help="fresh servers, one sample of each edit from each")
    parser.add_argument("--read", type=float, default=1.0, help="seconds between the first diagnostics and the edit")
    parser.add_argument("--server-dir", type=Path, default=ROOT / "server")
    args = parser.parse_args()
    path = args.file or largest_corpus_files(DEFAULT_CORPUS, 1)[0]
    source = path.read_bytes()
    samples = [await edit_times(args.server_dir.resolve(), source, args.read) for _ in range(args.servers)]
    first, later = [s[0] for s in samples], [s[1] for s in samples]
    print(f"{path.name}  ({len(source) / 1e6:.2f} MB), server: {args.server_dir.resolve()}, {args.servers} servers")
    for label, values in (("first edit -> diagnostics", first), ("later edit -> diagnostics", later)):
        print(f"  {label:28s} p50 {statistics.median(values) * 1e3:7.0f} ms  "
              f"({min(values) * 1e3:.0f}-{max(values) * 1e3:.0f} ms)")
    print(f"  first / later: {statistics.median(first) / statistics.median(later):.2f}x (p50)")


if __name__ == "__main__":
    asyncio.run(main())
