"""The hostile-repository cases of issue 28, each against a real server (or the real ``check``): how long the answer
took (or that none came within the bound) and the server's RSS after it, for a before/after table.

    python benchmarks/hostile_cases.py [--server-dir DIR] [--bound SECONDS]

Each case runs in a fresh server over a tree made by ``tests/hostile_trees.py`` (or its own) in a temporary folder;
a case that gets no answer within ``--bound`` (20 s) is reported as "no answer" and its server killed. Run it with
the Python whose compiled modules match the server folder (another checkout's: its own venv). POSIX only (FIFOs,
device files). Prints figures only; never asserts.
"""

from __future__ import annotations

import argparse
import asyncio
import os
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import psutil

from lsp import ROOT, Client

sys.path.insert(0, str(ROOT))
from tests.hostile_trees import HOSTILE_PROTOS, SECRET, hostile_tree, proto_chain  # noqa: E402


def rss_mb(pid: int) -> float:
    try:
        return psutil.Process(pid).memory_info().rss / 2**20
    except psutil.Error:
        return float("nan")


async def in_server(server_dir: Path, root: Path, bound: float, steps) -> str:
    """Run ``steps(client)`` (an async function returning a short result) in a fresh server over ``root``."""
    client = await Client.start(server_dir)
    started = time.perf_counter()
    try:
        await asyncio.wait_for(client.request("initialize", {
            "processId": os.getpid(), "capabilities": {}, "rootUri": root.as_uri(),
            "workspaceFolders": [{"uri": root.as_uri(), "name": "repo"}]}), bound)
        client.notify("initialized", {})
        started = time.perf_counter()
        result = await asyncio.wait_for(steps(client), bound)
        return f"{(time.perf_counter() - started) * 1e3:8.0f} ms  RSS {rss_mb(client.process.pid):7.1f} MB  {result}"
    except (asyncio.TimeoutError, ConnectionError, asyncio.IncompleteReadError) as error:
        state = "exited" if client.process.returncode is not None else "alive"
        return (f"no answer within {bound:.0f} s ({type(error).__name__}; server {state}, "
                f"RSS {rss_mb(client.process.pid):7.1f} MB)")
    finally:
        client.process.kill()
        await client.process.wait()
        client.reader.cancel()


def opened(path: Path):
    async def steps(client: Client) -> str:
        waiter = client.expect_diagnostics(path.as_uri(), 1)
        client.notify("textDocument/didOpen", {"textDocument": {
            "uri": path.as_uri(), "languageId": "webots", "version": 1, "text": path.read_text(encoding="utf-8")}})
        published = await waiter
        messages = [d["message"] for d in published["diagnostics"]]
        return f"{len(messages)} diagnostics" + (", the SECRET quoted" if any(SECRET in m for m in messages) else "")
    return steps


def then_request(first, method: str, params: dict, describe):
    async def steps(client: Client) -> str:
        await first(client)
        answer = await client.request(method, params)
        return describe(answer)
    return steps


def check(server_dir: Path, cwd: Path, bound: float, *args: str) -> str:
    started = time.perf_counter()
    try:
        result = subprocess.run([sys.executable, "-m", "webots_ls", "check", *args], capture_output=True, cwd=cwd,
                                timeout=bound, stdin=subprocess.DEVNULL,
                                env={**os.environ, "PYTHONPATH": str(server_dir)})
    except subprocess.TimeoutExpired:
        return f"no answer within {bound:.0f} s"
    output = result.stdout.decode("utf-8", "replace") + result.stderr.decode("utf-8", "replace")
    notes = ["traceback"] if "Traceback" in output else []
    notes += ["the SECRET printed"] if SECRET in output else []
    return f"{(time.perf_counter() - started) * 1e3:8.0f} ms  exit {result.returncode}  {', '.join(notes) or 'clean'}"


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--server-dir", type=Path, default=ROOT / "server")
    parser.add_argument("--bound", type=float, default=20.0)
    args = parser.parse_args()
    server_dir, bound = args.server_dir.resolve(), args.bound
    print(f"server: {server_dir}")
    with tempfile.TemporaryDirectory() as temporary:
        base = Path(temporary)
        rows = []

        def tree(name: str):
            return hostile_tree(base / name / "repo")

        for proto in HOSTILE_PROTOS:  # one world per hostile file: each reached through an EXTERNPROTO
            made = tree(f"one-{proto}")
            world = made.root / "worlds" / f"{proto}.wbt"
            world.write_text(f'#VRML_SIM R2023b utf8\nEXTERNPROTO "../protos/{proto}.proto"\n{proto} {{ }}\n',
                             encoding="utf-8")
            rows.append((f"open a world declaring protos/{proto}.proto", await in_server(
                server_dir, made.root, bound, opened(world))))
        made = tree("old")
        rows.append(("open an R2021b world using every one by name", await in_server(
            server_dir, made.root, bound, opened(made.old_world))))
        made = tree("symbols")
        rows.append(("workspace/symbol \"\"", await in_server(server_dir, made.root, bound, lambda client: _symbols(
            client))))
        made = tree("references")
        good = made.root / "protos" / "Good.proto"
        rows.append(("references on a PROTO name (a FIFO .wbt in the tree)", await in_server(
            server_dir, made.root, bound, then_request(opened(good), "textDocument/references", {
                "textDocument": {"uri": good.as_uri()}, "position": {"line": 1, "character": 7},
                "context": {"includeDeclaration": True}}, lambda answer: f"{len(answer.get('result') or [])} places"))))
        made = tree("check")
        rows.append(("check worlds/world.wbt (EXTERNPROTOs to each)", check(
            server_dir, made.root, bound, "worlds/world.wbt")))
        rows.append(("check --format github protos", check(server_dir, made.root, bound, "--format", "github", "protos")))
        many = base / "many"
        many.mkdir()
        (many / "many.wbt").write_text("#VRML_SIM R2025a utf8\n" + "Solid { } @ " * 15_000, encoding="utf-8")
        rows.append(("open 'Solid { } @ ' x 15,000 (180 KB)", await in_server(
            server_dir, many, bound * 3, opened(many / "many.wbt"))))
        (many / "many30k.wbt").write_text("#VRML_SIM R2025a utf8\n" + "Solid { } @ " * 30_000, encoding="utf-8")
        rows.append(("check of 30,000 top-level errors", check(server_dir, many, bound * 4, "many30k.wbt")))
        deep = base / "deep"
        proto_chain(deep / "protos", 1000)
        (deep / "worlds").mkdir()
        (deep / "worlds" / "deep.wbt").write_text(
            '#VRML_SIM R2025a utf8\nEXTERNPROTO "../protos/P999.proto"\nP999 { }\n', encoding="utf-8")
        rows.append(("open a world using the end of a 1,000-PROTO chain", await in_server(
            server_dir, deep, bound, opened(deep / "worlds" / "deep.wbt"))))
        rows.append(("  then top-level completion", await in_server(server_dir, deep, bound, then_request(
            opened(deep / "worlds" / "deep.wbt"), "textDocument/completion", {
                "textDocument": {"uri": (deep / "worlds" / "deep.wbt").as_uri()},
                "position": {"line": 3, "character": 0}}, _items))))
        rows.append(("check of that world", check(server_dir, deep, bound, "worlds/deep.wbt")))
        nul = base / "nul"
        (nul / "worlds").mkdir(parents=True)
        (nul / "worlds" / "nul.wbt").write_text('#VRML_SIM R2025a utf8\nEXTERNPROTO "../protos/A\x00B.proto"\nAB { }\n',
                                                encoding="utf-8")
        rows.append(("a NUL byte in an EXTERNPROTO URL: definition on it", await in_server(
            server_dir, nul, bound, then_request(opened(nul / "worlds" / "nul.wbt"), "textDocument/definition", {
                "textDocument": {"uri": (nul / "worlds" / "nul.wbt").as_uri()}, "position": {"line": 1, "character": 20}},
                lambda answer: f"error {answer['error']['code']}" if "error" in answer else "answered"))))
    width = max(len(name) for name, _ in rows)
    for name, result in rows:
        print(f"{name:<{width}}  {result}", flush=True)


async def _symbols(client: Client) -> str:
    answer = await client.request("workspace/symbol", {"query": ""})
    return f"{len(answer.get('result') or [])} symbols"


def _items(answer: dict) -> str:
    result = answer.get("result") or []
    return f"{len(result['items'] if isinstance(result, dict) else result)} items"


if __name__ == "__main__":
    asyncio.run(main())
