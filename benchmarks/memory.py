"""Resident memory of the real server over stdio, as a multiple of the file it holds open.

    python benchmarks/memory.py [--corpus DIR] [--links N] [--server-dir DIR]

For the largest corpus file and a chain of N USE links (``DEF N1 Group { children [ USE N0 ] }``, ...; 100,000 by
default), each in a fresh server: opens the file, waits for its first publishDiagnostics, and prints the server's
RSS (VmRSS of /proc/<pid>/status, Linux only) once it gave freed memory back (``SETTLE_SECONDS`` later; also at the
publish) beside the RSS of the same server idle (initialized, nothing open) and the file size: RSS / size, and
(RSS - idle) / size. Goal: RSS <= 60x the file size. Also prints the time from didOpen to the first publish, and the
RSS once the file is closed again and memory given back (a closed document's tree must not be kept), and the RSS of
the processes the server started, ``SETTLE_SECONDS`` after the first diagnostics (the diagnostics worker, started in the first pause while a document of 256 KB or more is open, and multiprocessing's
resource tracker; Linux only). Then the editing session: the largest file open, ``--pauses`` pauses in typing (5
keystrokes each, then the wait for that version's diagnostics), and the RSS after the 5th pause and after the last:
their difference must stay a few MB (a leak grows it by a copy of the document per pause).
``--server-dir`` runs the server from another checkout's ``server/`` folder. Prints figures only; never asserts.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import time
from pathlib import Path

from lsp import DEFAULT_CORPUS, ROOT, Client, largest_corpus_files, noop_round_trips

# The server gives freed memory back 5 s after a big document's last publish or close (app.RELEASE_AFTER_SECONDS;
# until then the next document reuses it): its RSS is read once that is done, and at the publish too.
SETTLE_SECONDS = 6.0


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


async def measure(name: str, source: bytes, server_dir: Path = ROOT / "server") -> None:
    client = await Client.start(server_dir)
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
        at_publish = rss_bytes(client.process.pid)
        await asyncio.sleep(SETTLE_SECONDS)
        rss = rss_bytes(client.process.pid)
        started_processes = children_rss_bytes(client.process.pid)
        client.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
        await noop_round_trips(client, 1)  # (answered after the close is handled)
        await asyncio.sleep(SETTLE_SECONDS)
        closed = rss_bytes(client.process.pid)
        size = len(source)
        print(
            f"{name:44s} {size / 1e6:6.2f} MB  open->diagnostics {elapsed:6.2f} s  idle {idle / 1e6:6.1f} MB  "
            f"RSS {rss / 1e6:7.1f} MB = {rss / size:5.1f}x the file  ((RSS - idle) = {(rss - idle) / size:5.1f}x; "
            f"at the publish {at_publish / size:5.1f}x)  closed: RSS - idle = {(closed - idle) / 1e6:6.1f} MB  "
            f"processes it started: {started_processes / 1e6:5.1f} MB",
            flush=True,
        )
    finally:
        await client.stop()


async def editing_session(name: str, source: bytes, pauses: int, server_dir: Path = ROOT / "server") -> None:
    """Type 5 characters at the start of line 2, pause until that version's diagnostics, delete them key by key, pause,
    and so on: the RSS after each pause."""
    client = await Client.start(server_dir)
    try:
        await client.request("initialize", {"processId": os.getpid(), "capabilities": {}, "rootUri": None})
        client.notify("initialized", {})
        uri = f"file:///tmp/webots-ls-memory/{name}"
        published = client.expect_diagnostics(uri, 1)
        client.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "webots", "version": 1, "text": source.decode("utf-8", "replace"),
        }})
        await asyncio.wait_for(published, 600)
        opened = rss_bytes(client.process.pid)
        version, rss = 1, []
        for pause in range(pauses):
            published = client.expect_diagnostics(uri, version + 5)
            for key in range(5):
                version += 1
                at = key if pause % 2 == 0 else 4 - key
                client.notify("textDocument/didChange", {
                    "textDocument": {"uri": uri, "version": version},
                    "contentChanges": [{"range": {"start": {"line": 1, "character": at},
                                                  "end": {"line": 1, "character": at + (pause % 2)}},
                                        "text": "Solid"[key] if pause % 2 == 0 else ""}],
                })
            await asyncio.wait_for(published, 600)
            rss.append(rss_bytes(client.process.pid))
        print(
            f"{name:44s} editing session, {pauses} pauses of 5 keystrokes: RSS at the open {opened / 1e6:6.1f} MB, "
            f"after pause 5 {rss[min(4, pauses - 1)] / 1e6:6.1f} MB, after the last {rss[-1] / 1e6:6.1f} MB "
            f"(growth {(rss[-1] - rss[min(4, pauses - 1)]) / 1e6:+.1f} MB)",
            flush=True,
        )
    finally:
        await client.stop()


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--links", type=int, default=100_000)
    parser.add_argument("--server-dir", type=Path, default=ROOT / "server")
    parser.add_argument("--pauses", type=int, default=30)
    args = parser.parse_args()
    server_dir = args.server_dir.resolve()
    for path in largest_corpus_files(args.corpus, 1):
        await measure(path.name, path.read_bytes(), server_dir)
    await measure(f"use-chain-{args.links}.wbt", use_chain(args.links), server_dir)
    for path in largest_corpus_files(args.corpus, 1):
        await editing_session(path.name, path.read_bytes(), args.pauses, server_dir)


if __name__ == "__main__":
    asyncio.run(main())
