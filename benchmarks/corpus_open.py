"""Open and keystroke latency of the real server over stdio on the whole corpus, as distributions.

    python benchmarks/corpus_open.py [--corpus DIR] [--largest N] [--iterations N] [--repeat N] [--server-dir DIR]

1. Every corpus file is opened as its project's user opens it: one server per project folder (``rootUri`` the
   folder, the file by its real ``file:`` URI, so the server reads the project's PROTO files), each file opened
   once, waited for until its first publishDiagnostics, then closed. Beside each open, the same file's full parse
   in this process (the median of three, taken just before the open). Prints the distribution of open -> diagnostics
   / its parse (p50, p95, max) overall and by size, and the 5 worst files with what may explain them: the size, the
   diagnostics count, the absolute times (a small file's ratio is mostly the fixed round trip), and whether it was
   its server's first open (which reads the project).
2. The ``--largest`` files (20 by default) each in a fresh server: the open (its first, cold, beside its parse) and
   ``--iterations`` keystrokes (a didChange of one character then a definition request, answered) beside the floor
   (tree-sitter's incremental reparse of the same edit plus a request round trip that does no work), sampled in
   turn; prints keystroke -> definition / floor at p50 and p95 for each file and their distribution.
   ``--repeat N``: each largest file's cold open in N fresh servers, printed as their median (and range): on a shared
   2-core machine one run of the same file varies 2-3x.
Guard (issue 26): keystroke p95 <= 3x the floor, open <= 2x a parse, on every corpus file over 1 MB in a fresh server.
``--server-dir`` runs another checkout's ``server/`` (before/after in one run: call twice). Prints figures only.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
import time
from collections import defaultdict
from pathlib import Path

from lsp import (
    DEFAULT_CORPUS, ROOT, Client, Reparse, full_parse_times, keystroke_byte, noop_round_trips, open_then_close,
    percentile, targets,
)

SUFFIXES = (".wbt", ".proto", ".wbo")
SIZE_CLASSES = ((0, 100_000, "< 100 KB"), (100_000, 1_000_000, "100 KB - 1 MB"), (1_000_000, 1 << 62, ">= 1 MB"))


async def started(server_dir: Path, folder: Path) -> Client:
    client = await Client.start(server_dir)
    await client.request("initialize", {"processId": os.getpid(), "capabilities": {}, "rootUri": folder.as_uri(),
                                        "workspaceFolders": [{"uri": folder.as_uri(), "name": folder.name}]})
    client.notify("initialized", {})
    await noop_round_trips(client, 1)
    return client


async def timed_open(client: Client, path: Path, text: str) -> tuple[float, int]:
    """Seconds from the didOpen to its first diagnostics (``lsp.open_then_close``), and their count."""
    sent, received = await open_then_close(client, path.as_uri(), text)
    return received - sent, len(client.last_published.get("diagnostics", []))


def corpus_projects(corpus: Path) -> dict[Path, list[Path]]:
    projects = defaultdict(list)
    for path in sorted(corpus.rglob("*")):
        if path.suffix in SUFFIXES and path.is_file():
            projects[path.parent].append(path)
    return projects


async def open_everything(corpus: Path, server_dir: Path) -> list[dict]:
    rows = []
    for folder, files in corpus_projects(corpus).items():
        client = await started(server_dir, folder)
        try:
            for index, path in enumerate(files):
                source = path.read_bytes()
                parse = statistics.median(full_parse_times(source, 3))
                opened, count = await timed_open(client, path, source.decode("utf-8", "replace"))
                rows.append({"file": f"{folder.name}/{path.name}", "size": len(source), "parse": parse,
                             "open": opened, "diagnostics": count,
                             "first": index == 0})
        finally:
            await client.stop()
    return rows


def print_distribution(label: str, values: list[float]) -> None:
    if values:
        print(f"  {label:<16} n={len(values):<4} p50 {percentile(values, 0.5):6.2f}x  p95 {percentile(values, 0.95):6.2f}x"
              f"  max {max(values):7.2f}x")


def report_opens(rows: list[dict]) -> None:
    print("\nopen -> first diagnostics / its full parse, every corpus file (one server per project folder)")
    print_distribution("all files", [row["open"] / row["parse"] for row in rows])
    for low, high, label in SIZE_CLASSES:
        print_distribution(label, [row["open"] / row["parse"] for row in rows if low <= row["size"] < high])
    total_open, total_parse = sum(row["open"] for row in rows), sum(row["parse"] for row in rows)
    print(f"  sums: open {total_open:.2f} s, parse {total_parse:.2f} s ({total_open / total_parse:.2f}x)")
    print("  the 5 worst:")
    for row in sorted(rows, key=lambda row: row["open"] / row["parse"], reverse=True)[:5]:
        print(f"    {row['open'] / row['parse']:7.2f}x  {row['file']}  {row['size'] / 1e3:8.1f} KB  open "
              f"{row['open'] * 1e3:7.2f} ms, parse {row['parse'] * 1e3:6.2f} ms, {row['diagnostics']} diagnostics"
              + (", its server's first open" if row["first"] else ""))
    firsts = [row["open"] for row in rows if row["first"]]
    others = [row["open"] for row in rows if not row["first"] and row["size"] < 100_000]
    if firsts and others:
        print(f"  a server's first open (the project read), p50 {percentile(firsts, 0.5) * 1e3:.1f} ms; later opens of"
              f" files under 100 KB, p50 {percentile(others, 0.5) * 1e3:.1f} ms")
    big = [row for row in rows if row["size"] >= 1_000_000]
    print("  the 5 worst of the files over 1 MB (a warm server: the project's other files opened before):")
    for row in sorted(big, key=lambda row: row["open"] / row["parse"], reverse=True)[:5]:
        print(f"    {row['open'] / row['parse']:7.2f}x  {row['file']}  {row['size'] / 1e6:5.2f} MB  open "
              f"{row['open'] * 1e3:7.2f} ms, parse {row['parse'] * 1e3:6.2f} ms, {row['diagnostics']} diagnostics")


async def keystrokes(client: Client, path: Path, source: bytes, iterations: int) -> tuple[list[float], list[float]]:
    """``iterations`` keystroke -> definition times and, sampled in turn, the floor's."""
    uri = path.as_uri()
    waiter = client.expect_diagnostics(uri, 1)
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "webots", "version": 1, "text": source.decode("utf-8", "replace")}})
    await asyncio.wait_for(waiter, 600)
    spots = targets(source)
    reparse = Reparse(source, keystroke_byte(source))
    position = spots["keystroke"]
    end = {"line": position["line"], "character": position["character"] + 1}
    floor, times = [], []
    for version in range(2, iterations + 2):
        floor.append(reparse.next() + (await noop_round_trips(client, 1))[0])
        insert = version % 2 == 0  # type a digit, then delete it
        change = {"range": {"start": position, "end": position if insert else end}, "text": "7" if insert else ""}
        change_data = client.frame({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}})
        msg_id, data = client.request_frame(
            "textDocument/definition", {"textDocument": {"uri": uri}, "position": spots["use"]})
        start = time.perf_counter()
        client._send(change_data)
        await client.send_request(msg_id, data)
        times.append(time.perf_counter() - start)
    client.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
    return times, floor


async def cold_open(server_dir: Path, path: Path, source: bytes, iterations: int) -> tuple[float, tuple | None]:
    """One fresh server's first open of ``path`` as a ratio to a parse here, and its ``iterations`` keystrokes' times
    and floor (None when 0)."""
    client = await started(server_dir, path.parent)
    try:
        parse = statistics.median(full_parse_times(source, 3))
        opened, _ = await timed_open(client, path, source.decode("utf-8", "replace"))
        typed = await keystrokes(client, path, source, iterations) if iterations else None
    finally:
        await client.stop()
    return opened / parse, typed


async def largest_files(corpus: Path, count: int, iterations: int, server_dir: Path, repeat: int = 1) -> None:
    files = sorted((path for paths in corpus_projects(corpus).values() for path in paths),
                   key=lambda path: path.stat().st_size, reverse=True)[:count]
    print(f"\nthe {len(files)} largest files, each in a fresh server: the cold open, and keystroke -> definition / floor"
          f" ({iterations} keystrokes)" + (f"; the open's median of {repeat} fresh servers (min-max)" if repeat > 1 else ""))
    print(f"  {'file':<70}{'MB':>6}{'open/parse':>12}{'key p50':>9}{'key p95':>9}")
    opens, p50s, p95s = [], [], []
    for path in files:
        source = path.read_bytes()
        ratios, typed = [], None
        for run in range(repeat):  # (the keystrokes: in the first server only)
            ratio, typed_here = await cold_open(server_dir, path, source, iterations if run == 0 else 0)
            ratios.append(ratio)
            typed = typed if run else typed_here
        opens.append(statistics.median(ratios))
        spread = f"  ({min(ratios):.2f}-{max(ratios):.2f}x)" if repeat > 1 else ""
        name = f"{path.parent.name}/{path.name}"
        if typed is None:  # (``--iterations 0``: the cold opens only)
            print(f"  {name[-70:]:<70}{len(source) / 1e6:6.2f}{opens[-1]:11.2f}x{spread}", flush=True)
            continue
        times, floor = typed
        p50s.append(percentile(times, 0.5) / percentile(floor, 0.5))
        p95s.append(percentile(times, 0.95) / percentile(floor, 0.95))
        print(f"  {name[-70:]:<70}{len(source) / 1e6:6.2f}{opens[-1]:11.2f}x{p50s[-1]:8.2f}x{p95s[-1]:8.2f}x{spread}",
              flush=True)
    print_distribution("cold open/parse", opens)
    if iterations:
        print_distribution("keystroke p50", p50s)
        print_distribution("keystroke p95", p95s)


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--corpus", type=Path, default=DEFAULT_CORPUS)
    parser.add_argument("--largest", type=int, default=20)
    parser.add_argument("--iterations", type=int, default=40, help="keystrokes per file (0: the cold opens only)")
    parser.add_argument("--server-dir", type=Path, default=ROOT / "server")
    parser.add_argument("--no-opens", action="store_true", help="only the largest files' part")
    parser.add_argument("--repeat", type=int, default=1,
                        help="fresh servers per largest file: its cold open is their median (a single run varies 2-3x)")
    args = parser.parse_args()
    server_dir, corpus = args.server_dir.resolve(), args.corpus.resolve()
    print(f"server: {server_dir}")
    if not args.no_opens:
        report_opens(await open_everything(corpus, server_dir))
    await largest_files(corpus, args.largest, args.iterations, server_dir, args.repeat)


if __name__ == "__main__":
    asyncio.run(main())
