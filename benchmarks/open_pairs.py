"""Open -> first diagnostics of one file in several servers at once, their opens interleaved (a before/after).

    python benchmarks/open_pairs.py FILE [--opens N] SERVER_DIR [SERVER_DIR ...]

Starts one server from each ``server/`` folder, then opens FILE N times in each, in turn (server A, server B, A,
B, ...), each open beside a full parse in this process made just before it, as ``lsp.py`` does: a drift in the
machine's speed then moves every server's figures alike. Prints each server's p50 open and the p50 of its open /
parse ratios (``lsp.py``'s target: 1.5x). Prints figures only; never asserts.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import statistics
from pathlib import Path

from lsp import Client, full_parse_times, noop_round_trips, open_then_close


async def run(path: Path, opens: int, server_dirs: list[Path]) -> None:
    source = path.read_bytes()
    text = source.decode("utf-8", "replace")
    clients = []
    for server_dir in server_dirs:
        client = await Client.start(server_dir)
        await client.request("initialize", {"processId": os.getpid(), "capabilities": {}, "rootUri": None})
        client.notify("initialized", {})
        clients.append(client)
    times: dict[int, list[float]] = {index: [] for index in range(len(clients))}
    ratios: dict[int, list[float]] = {index: [] for index in range(len(clients))}
    for n in range(opens):
        for index, client in enumerate(clients):
            parse = full_parse_times(source, 1)[0]
            sent, received = await open_then_close(client, f"file:///benchmark/{n}-{path.name}", text)
            times[index].append(received - sent)
            ratios[index].append((received - sent) / parse)
            await noop_round_trips(client, 1)
    print(f"{path.name} ({len(source) / 1e6:.2f} MB), {opens} opens each")
    for index, server_dir in enumerate(server_dirs):
        print(f"  {str(server_dir):<40} open p50 {statistics.median(times[index]) * 1e3:8.2f} ms   "
              f"open / parse p50 {statistics.median(ratios[index]):.3f}x")
    for client in clients:
        await client.stop()


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("file", type=Path)
    parser.add_argument("server_dirs", type=Path, nargs="+")
    parser.add_argument("--opens", type=int, default=21)
    args = parser.parse_args()
    asyncio.run(run(args.file, args.opens, [path.resolve() for path in args.server_dirs]))


if __name__ == "__main__":
    main()
