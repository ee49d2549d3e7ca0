"""Answers with 100,000 items, from the real server over stdio and from ``webots-ls check``.

    python benchmarks/big_answers.py [--count N] [--repeat R] [--server-dir DIR]

Cases (issue 9): N unresolved USEs on one non-ASCII line (didOpen -> publishDiagnostics with N findings), and the
outline of a file with N USEs (documentSymbol, hierarchical). For each, the best of R runs of:
- wall: from sending the message to having read the answer's bytes (a raw JSON-RPC client: no pygls, so the figure
  is the server's side plus the pipe);
- server CPU: the server process' user + system time over the same interval (/proc/<pid>/stat, Linux);
- client: what a pygls client (pytest-lsp, editors built on pygls) then spends on the answer, measured in this
  process: ``json.loads`` of the received body and cattrs structuring into lsprotocol types.
And ``webots-ls check`` on the findings file (a subprocess, wall time). Targets: 5 s for the findings, 2 s for the
outline, until the client has the answer. Prints figures only; never asserts.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

from lsprotocol import converters, types

from lsp import ROOT, Client


def findings_text(count: int) -> str:
    return "#VRML_SIM R2023b utf8\n" + " ".join(f"USE Ⅹ{i}" for i in range(count)) + "\n"


def outline_text(count: int) -> str:
    return "#VRML_SIM R2023b utf8\nDEF Ⅹ Group {}\n" + " ".join("USE Ⅹ" for _ in range(count)) + "\n"


def cpu_seconds(pid: int) -> float:
    with open(f"/proc/{pid}/stat") as stat:
        fields = stat.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


class RawClient(Client):
    """The benchmark client; an answer comes with when its bytes were read (and the server's CPU time then), its
    body (for the client-side figure) and the message."""

    async def _read_body(self) -> bytes | None:
        body = await super()._read_body()
        self.received = time.perf_counter(), cpu_seconds(self.process.pid)  # before this client parses it
        return body

    def _answer(self, message: dict, body: bytes):
        return self.received, body, message


def client_seconds(body: bytes, type_) -> float:
    converter = converters.get_converter()
    started = time.perf_counter()
    converter.structure(json.loads(body), type_)
    return time.perf_counter() - started


async def timed(client: RawClient, send) -> tuple[float, float, bytes, dict]:
    """Wall and server CPU seconds from sending to having the answer's bytes, the body and the message."""
    cpu, started = cpu_seconds(client.process.pid), time.perf_counter()
    (received, cpu_then), body, message = await send()
    return received - started, cpu_then - cpu, body, message


async def run(server_dir: Path, count: int, repeat: int) -> dict[str, list[tuple[float, float, float]]]:
    client = await RawClient.start(server_dir)
    capabilities = {"textDocument": {"documentSymbol": {"hierarchicalDocumentSymbolSupport": True}}}
    await client.request("initialize", {"processId": os.getpid(), "capabilities": capabilities, "rootUri": None})
    client.notify("initialized", {})
    results: dict[str, list[tuple[float, float, float]]] = {"findings": [], "outline": []}
    try:
        for run_number in range(repeat):
            uri = f"file:///tmp/webots-ls-big/findings{run_number}.wbt"

            async def publish():
                waiter = client.expect_diagnostics(uri, 1)
                client.notify("textDocument/didOpen", {"textDocument": {
                    "uri": uri, "languageId": "webots", "version": 1, "text": findings_text(count)}})
                await client.process.stdin.drain()
                return await waiter

            wall, cpu, body, message = await timed(client, publish)
            assert len(message["params"]["diagnostics"]) == count
            results["findings"].append((wall, cpu, client_seconds(body, types.PublishDiagnosticsNotification)))
            client.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
        uri = "file:///tmp/webots-ls-big/outline.wbt"
        waiter = client.expect_diagnostics(uri, 1)
        client.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "webots", "version": 1, "text": outline_text(count)}})
        await waiter
        for _ in range(repeat):
            request = client.request_frame("textDocument/documentSymbol", {"textDocument": {"uri": uri}})
            wall, cpu, body, message = await timed(client, lambda: client.send_request(*request))
            assert len(message["result"]) == count + 1
            results["outline"].append((wall, cpu, client_seconds(body, types.DocumentSymbolResponse)))
    finally:
        await client.stop()
    return results


def check_seconds(server_dir: Path, count: int) -> float:
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "findings.wbt"
        path.write_text(findings_text(count), encoding="utf-8")
        env = {**os.environ, "PYTHONPATH": str(server_dir)}
        started = time.perf_counter()
        subprocess.run([sys.executable, "-m", "webots_ls", "check", str(path)], env=env, stdout=subprocess.DEVNULL,
                       stderr=subprocess.DEVNULL, check=False)
        return time.perf_counter() - started


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--count", type=int, default=100_000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--server-dir", type=Path, default=ROOT / "server")
    args = parser.parse_args()
    print(f"load average {os.getloadavg()[0]:.2f}; {args.count:,} items; best of {args.repeat}", flush=True)
    results = asyncio.run(run(args.server_dir, args.count, args.repeat))
    for name, runs in results.items():
        wall, cpu, client = (min(values) for values in zip(*runs))
        print(f"{name:9s} server: wall {wall:5.2f} s, CPU {cpu:5.2f} s; a pygls client then: {client:5.2f} s; "
              f"total {wall + client:5.2f} s", flush=True)
    print(f"check     {check_seconds(args.server_dir, args.count):5.2f} s", flush=True)


if __name__ == "__main__":
    main()
