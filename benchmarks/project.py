"""The server with its project: a corpus world that uses 20+ PROTOs, opened in an editor whose workspace folder is
its repository, with the bundled index (no installation) and with a stand-in installation (a WEBOTS_HOME with
Webots' resources/proto-list.xml and no projects/, as Webots' test runner has).

    python benchmarks/project.py [--iterations N] [--min-protos 20]

Prints, beside the world's own full parse (py-tree-sitter, this process) and the keystroke floor of
``benchmarks/lsp.py`` (an incremental reparse plus a bare round trip):
- open -> first diagnostics (PROTOs resolved, project rules run), ratio to the full parse (target <= 3x);
- keystroke -> definition p95, ratio to the floor (target <= 2x);
- keystroke -> hover on a PROTO instance's type p95, ratio to the same floor: the edited version keeps the file's
  provider and its answers (nothing resolved again while the header and EXTERNPROTO lines are unchanged).
Messages are serialized before the clock starts (as in ``lsp.py``).
Figures only; never asserts. Run it on a quiet machine for figures (the corpus is ../shared/corpus).
"""

from __future__ import annotations

import argparse
import asyncio
import csv
import os
import tempfile
import time
from pathlib import Path

from lsp import Client, full_parse_times, keystroke_byte, noop_round_trips, percentile, reparse_times, \
    targets, utf16_position
from proto_resolution import CORPUS, NODE_TYPES, lay_out
from tree_sitter import QueryCursor

ROOT = Path(__file__).resolve().parents[1]
PROTO_LIST = ROOT.parent / "shared" / "webots" / "proto-list.xml"


def proto_instances(source: bytes) -> list[tuple[str, int]]:
    """(type name, byte offset) of the node types that are not built-in nodes (PROTO instances), in order."""
    from webots_ls.analysis.node_models import find_node_model
    from webots_ls.syntax.parser import parse

    captures = QueryCursor(NODE_TYPES).captures(parse(source).root_node).get("type", [])
    found = [(source[node.start_byte:node.end_byte].decode("utf-8", "replace"), node.start_byte) for node in captures]
    return sorted((name, offset) for name, offset in found if find_node_model(name) is None)


def proto_count(source: bytes) -> int:
    """Distinct node type names that are not built-in nodes (PROTO instances)."""
    return len({name for name, _ in proto_instances(source)})


def open_frame(client: Client, uri: str, text: str) -> bytes:
    return client.frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {
        "textDocument": {"uri": uri, "languageId": "webots", "version": 1, "text": text}}})


async def keystrokes(client: Client, uri: str, spot: dict, method: str, target: dict, versions: range) -> list[float]:
    """Type a digit at ``spot`` and delete it, alternately; each change then ``method`` at ``target``, timed
    together (both serialized before the clock starts)."""
    end = {"line": spot["line"], "character": spot["character"] + 1}
    times = []
    for version in versions:
        insert = version % 2 == 0  # type a digit, then delete it
        change = {"range": {"start": spot, "end": spot if insert else end}, "text": "7" if insert else ""}
        change_data = client.frame({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}})
        msg_id, data = client.request_frame(method, {"textDocument": {"uri": uri}, "position": target})
        start = time.perf_counter()
        client._send(change_data)
        await client.send_request(msg_id, data)
        times.append(time.perf_counter() - start)
    return times


def pick_world(files: list[tuple[str, Path]], minimum: int) -> tuple[str, Path, int] | None:
    """The largest world using at least ``minimum`` distinct PROTOs."""
    best = None
    for repository, path in files:
        if path.suffix != ".wbt":
            continue
        source = path.read_bytes()
        count = proto_count(source)
        if count >= minimum and (best is None or len(source) > best[1].stat().st_size):
            best = (repository, path, count)
    return best


async def measure(world: Path, workspace: Path, webots_home: Path | None, iterations: int) -> dict[str, list[float]]:
    os.environ.pop("WEBOTS_HOME", None)  # the installation is only what is given here
    client = await Client.start(ROOT / "server")
    options = {"webotsHome": str(webots_home)} if webots_home else {}
    await client.request("initialize", {"processId": os.getpid(), "capabilities": {}, "initializationOptions": options,
                                        "workspaceFolders": [{"uri": workspace.as_uri(), "name": "ws"}]})
    client.notify("initialized", {})
    source = world.read_bytes()
    text = source.decode("utf-8", "replace")
    uri = world.as_uri()
    results: dict[str, list[float]] = {"parse": full_parse_times(source, 5), "open -> diagnostics": []}
    try:
        for _ in range(3):
            data = open_frame(client, uri, text)
            waiter = client.expect_diagnostics(uri, 1)
            start = time.perf_counter()
            client._send(data)
            await client.process.stdin.drain()
            await waiter
            results["open -> diagnostics"].append(time.perf_counter() - start)
            client.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
        waiter = client.expect_diagnostics(uri, 1)
        client._send(open_frame(client, uri, text))
        await waiter
        spots = targets(source)
        reparses = reparse_times(source, keystroke_byte(source), iterations)
        noops = await noop_round_trips(client, iterations)
        results["floor"] = [a + b for a, b in zip(reparses, noops)]
        typed = range(2, iterations + 2)
        results["keystroke + definition"] = await keystrokes(
            client, uri, spots["keystroke"], "textDocument/definition", spots["use"], typed)
        proto = utf16_position(source, proto_instances(source)[0][1])
        results["keystroke + PROTO hover"] = await keystrokes(
            client, uri, spots["keystroke"], "textDocument/hover", proto, range(typed.stop, typed.stop + iterations))
    finally:
        await client.stop()
    return results


def report(label: str, results: dict[str, list[float]]) -> None:
    parse = percentile(results["parse"], 0.5)
    floor = percentile(results["floor"], 0.95)
    first = percentile(results["open -> diagnostics"], 0.5)
    keystroke = percentile(results["keystroke + definition"], 0.95)
    hover = percentile(results["keystroke + PROTO hover"], 0.95)
    print(f"{label}: full parse {parse * 1000:.1f} ms; open -> diagnostics p50 {first * 1000:.1f} ms "
          f"({first / parse:.1f}x parse, target <= 3x); keystroke -> definition p95 {keystroke * 1000:.1f} ms "
          f"({keystroke / floor:.1f}x floor {floor * 1000:.1f} ms, target <= 2x); keystroke -> hover on a PROTO "
          f"p95 {hover * 1000:.1f} ms ({hover / floor:.1f}x floor)")


async def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--iterations", type=int, default=100)
    parser.add_argument("--min-protos", type=int, default=20)
    args = parser.parse_args()
    rows = list(csv.DictReader((CORPUS / "manifest.tsv").open(encoding="utf-8"), delimiter="\t"))
    with tempfile.TemporaryDirectory() as folder:
        files = lay_out(rows, Path(folder) / "corpus")
        picked = pick_world(files, args.min_protos)
        if picked is None:
            print(f"no corpus world uses {args.min_protos} PROTOs")
            return
        repository, world, count = picked
        print(f"{world.relative_to(Path(folder) / 'corpus')}: {world.stat().st_size} bytes, {count} PROTO names")
        home = Path(folder) / "webots"
        (home / "resources").mkdir(parents=True)
        (home / "resources" / "proto-list.xml").write_bytes(PROTO_LIST.read_bytes())
        workspace = Path(folder) / "corpus" / repository
        report("bundled index", await measure(world, workspace, None, args.iterations))
        report("stand-in installation", await measure(world, workspace, home, args.iterations))


if __name__ == "__main__":
    asyncio.run(main())
