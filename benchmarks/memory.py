"""Resident memory of the real server over stdio, as a multiple of the file it holds open.

    python benchmarks/memory.py [--corpus DIR] [--links N]

For the largest corpus file and a chain of N USE links (``DEF N1 Group { children [ USE N0 ] }``, ...; 100,000 by
default), each in a fresh server: opens the file, waits for its first publishDiagnostics, and prints the server's
RSS (VmRSS of /proc/<pid>/status, Linux only) beside the RSS of the same server idle (initialized, nothing open)
and the file size: RSS / size, and (RSS - idle) / size. Goal: RSS <= 60x the file size. Also prints the time from
didOpen to the first publish, and the RSS once the file is closed again (what the server gives back: a closed
document's tree must not be kept), and the RSS of the processes the server started, 2 s after the first diagnostics
(the diagnostics worker, started in the first pause while a document of 256 KB or more is open, and multiprocessing's
resource tracker; Linux only). Prints figures only; never asserts.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import time
from pathlib import Path

from lsp import DEFAULT_CORPUS, Client, largest_corpus_files, noop_round_trips


def use_chain(links: int) -> bytes:
    lines = ["#VRML_SIM R2025a utf8", "DEF N0 Group { }"]
    lines += [f"DEF N{i} Group {{ children [ USE N{i - 1} ] }}" for i in range(1, links)]
    return ("\n".join(lines) + "\n").encode()


def rss_bytes(pid: int) -> int:
    with open(f"/proc/{pid}/status") as status:
        for line in status:
            if line.startswith("VmRSS:"):
                return int(line.split()[1]) * 1024
    raise RuntimeError("no VmRSS")


def children_rss_bytes(pid: int) -> int:
    """The RSS of the processes ``pid`` started, added up."""
    total = 0
    for entry in Path("/proc").iterdir():
        if not entry.name.isdigit():
            continue
        try:
            if int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1]) == pid:
                total += rss_bytes(int(entry.name))
        except (OSError, ValueError, RuntimeError):
            continue  # (ended meanwhile)
    return total


async def measure(name: str, source: bytes) -> None:
    client = await Client.start()
    try:
        await client.request("initialize", {"processId": os.getpid(), "capabilities": {}, "rootUri": None})
        client.notify("initialized", {})
        idle = rss_bytes(client.process.pid)
        uri = f"file:///tmp/webots-ls-memory/{name}"
        published = client.expect_diagnostics(uri, 1)
        started = time.perf_counter()
        client.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "webots", "version": 1, "text": source.decode("utf-8", "replace"),
        }})
        await client.process.stdin.drain()
        await asyncio.wait_for(published, 600)
        elapsed = time.perf_counter() - started
        rss = rss_bytes(client.process.pid)
        await asyncio.sleep(2)
        started_processes = children_rss_bytes(client.process.pid)
        client.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
        await noop_round_trips(client, 1)  # (answered after the close is handled)
        closed = rss_bytes(client.process.pid)
        size = len(source)
        print(
            f"{name:44s} {size / 1e6:6.2f} MB  open->diagnostics {elapsed:6.2f} s  idle {idle / 1e6:6.1f} MB  "
            f"RSS {rss / 1e6:7.1f} MB = {rss / size:5.1f}x the file  ((RSS - idle) = {(rss - idle) / size:5.1f}x)  "
            f"closed: RSS - idle = {(closed - idle) / 1e6:6.1f} MB  "
            f"processes it started (2 s later): {started_processes / 1e6:5.1f} MB",
            flush=True,
        )
    finally:
        await client.stop()


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--links", type=int, default=100_000)
    args = parser.parse_args()
    for path in largest_corpus_files(args.corpus, 1):
        await measure(path.name, path.read_bytes())
    await measure(f"use-chain-{args.links}.wbt", use_chain(args.links))


if __name__ == "__main__":
    asyncio.run(main())
