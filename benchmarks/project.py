"""The server with its project: a corpus world that uses 20+ PROTOs, opened in an editor whose workspace folder is
its repository, with the bundled index (no installation) and with a stand-in installation (a WEBOTS_HOME with
Webots' resources/proto-list.xml and no projects/, as Webots' test runner has).

    python benchmarks/project.py [--iterations N] [--min-protos 20]

Prints, beside the world's own full parse (py-tree-sitter, this process) and the keystroke floor of
``benchmarks/lsp.py`` (an incremental reparse plus a bare round trip):
- open -> first diagnostics (PROTOs resolved, project rules run), ratio to the full parse (target <= 3x);
- keystroke -> definition p95, ratio to the floor (target <= 2x).
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
    targets
from proto_resolution import CORPUS, NODE_TYPES, lay_out
from tree_sitter import QueryCursor

ROOT = Path(__file__).resolve().parents[1]
PROTO_LIST = ROOT.parent / "shared" / "webots" / "proto-list.xml"


def proto_count(source: bytes) -> int:
    """Distinct node type names that are not built-in nodes (PROTO instances)."""
    from webots_ls.analysis.node_models import find_node_model
    from webots_ls.syntax.parser import parse

    captures = QueryCursor(NODE_TYPES).captures(parse(source).root_node).get("type", [])
    names = {source[node.start_byte:node.end_byte].decode("utf-8", "replace") for node in captures}
    return len({name for name in names if find_node_model(name) is None})


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
            waiter = client.expect_diagnostics(uri, 1)
            start = time.perf_counter()
            client.notify("textDocument/didOpen", {"textDocument": {
                "uri": uri, "languageId": "webots", "version": 1, "text": text}})
            await waiter
            results["open -> diagnostics"].append(time.perf_counter() - start)
            client.notify("textDocument/didClose", {"textDocument": {"uri": uri}})
        client.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "webots", "version": 1, "text": text}})
        spots = targets(source)
        reparses = reparse_times(source, keystroke_byte(source), iterations)
        noops = await noop_round_trips(client, iterations)
        results["floor"] = [a + b for a, b in zip(reparses, noops)]
        position = spots["keystroke"]
        end = {"line": position["line"], "character": position["character"] + 1}
        times = []
        for version in range(2, iterations + 2):
            insert = version % 2 == 0  # type a digit, then delete it
            change = {"range": {"start": position, "end": position if insert else end}, "text": "7" if insert else ""}
            client.notify("textDocument/didChange", {
                "textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
            start = time.perf_counter()
            await client.request("textDocument/definition", {"textDocument": {"uri": uri}, "position": spots["use"]})
            times.append(time.perf_counter() - start)
        results["keystroke + definition"] = times
    finally:
        await client.stop()
    return results


def report(label: str, results: dict[str, list[float]]) -> None:
    parse = percentile(results["parse"], 0.5)
    floor = percentile(results["floor"], 0.95)
    first = percentile(results["open -> diagnostics"], 0.5)
    keystroke = percentile(results["keystroke + definition"], 0.95)
    print(f"{label}: full parse {parse * 1000:.1f} ms; open -> diagnostics p50 {first * 1000:.1f} ms "
          f"({first / parse:.1f}x parse, target <= 3x); keystroke -> definition p95 {keystroke * 1000:.1f} ms "
          f"({keystroke / floor:.1f}x floor {floor * 1000:.1f} ms, target <= 2x)")


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
