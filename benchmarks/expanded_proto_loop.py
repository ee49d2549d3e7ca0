"""How long ``webots/expandedProto`` holds the real server's event loop, on a big PROTO.

    python benchmarks/expanded_proto_loop.py PROTO_FILE [--server-dir DIR] [--rounds N]

Opens the PROTO (its diagnostics and template pass settled first), then asks for its expansion ``--rounds`` times;
while each request is pending, a request that does no work (a definition in a document that is not open) is sent
every millisecond. Prints, per round, the expansion's time and the longest wait of a probe sent meanwhile: work the
handler does on the event loop shows as a probe wait of its length. The first round renders; the others take the
render from the cache, so what is left on the loop is the handler's own work (the IS substitution before it moved
to the thread). ``--server-dir``: another checkout's ``server/`` folder (before/after). Prints figures only.
"""

from __future__ import annotations

import argparse
import asyncio
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from lsp import ROOT, Client  # noqa: E402  (the benchmarks' minimal JSON-RPC client)


async def probe_waits(client: Client, uri: str, until: asyncio.Future) -> list[float]:
    waits = []
    params = {"textDocument": {"uri": uri + ".not-open.wbt"}, "position": {"line": 0, "character": 0}}
    while not until.done():
        start = time.perf_counter()
        await client.request("textDocument/definition", params)
        waits.append(time.perf_counter() - start)
        await asyncio.sleep(0.001)
    return waits


async def main() -> None:
    parser = argparse.ArgumentParser()
    parser.add_argument("proto", type=Path)
    parser.add_argument("--server-dir", type=Path, default=ROOT / "server")
    parser.add_argument("--rounds", type=int, default=6)
    args = parser.parse_args()
    path = args.proto.resolve()
    uri = path.as_uri()
    client = await Client.start(args.server_dir)
    root = path.parent.parent
    await client.request("initialize", {"processId": None, "rootUri": root.as_uri(), "capabilities": {},
                                        "initializationOptions": {"diagnosticsDelay": 50}})
    client.notify("initialized", {})
    first = client.expect_diagnostics(uri, 1)
    client.notify("textDocument/didOpen", {"textDocument": {
        "uri": uri, "languageId": "webots", "version": 1, "text": path.read_bytes().decode("utf-8", "replace")}})
    await asyncio.wait_for(first, 120)
    await asyncio.sleep(5)  # (the template pass renders and republishes after the first publish)
    params = {"textDocument": {"uri": uri}, "position": {"line": 0, "character": 0}}
    for round_ in range(args.rounds):
        start = time.perf_counter()
        expansion = asyncio.ensure_future(client.request("webots/expandedProto", params))
        waits = await probe_waits(client, uri, expansion)
        answer = (await expansion)["result"]
        took = time.perf_counter() - start
        print(f"round {round_ + 1}: expandedProto {took * 1000:.0f} ms ({len(answer['text']) / 1e6:.1f} M chars); "
              f"probes {len(waits)}, longest wait {max(waits) * 1000:.1f} ms, median "
              f"{statistics.median(waits) * 1000:.2f} ms")
    await client.stop()


if __name__ == "__main__":
    asyncio.run(main())
