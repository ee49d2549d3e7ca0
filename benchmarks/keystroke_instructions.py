"""A keystroke in one process, counted in CPU instructions (callgrind), beside its floor's parts.

    python benchmarks/keystroke_instructions.py [FILE] [--keystrokes N] [--server-dir DIR] [--baseline-dir DIR]

Wall-clock keystrokes on a shared 2-core VM move by more than a small change saves; instruction counts move by about
1%. For FILE (default: the largest corpus file), the server is made in the process (``make_server``), the file opened,
and lsp.py's keystroke (a didChange typing or deleting a digit, then a definition request) is handed to it as bytes:
decoded, structured and handled as the pipe reader hands it (no pipe, no wake-ups: the instructions a keystroke
costs). Each count is (a run with N items - a run with none) / N, after 60 to warm up, under ``valgrind
--tool=callgrind``; beside it the floor's parts measured the same way: tree-sitter's reparse of the same edit
(lsp.py's ``Reparse``) and a no-op request (a definition in a document that is not open).
``--baseline-dir``: the keystroke for another checkout's ``server/`` too. Needs valgrind; about a minute a count.
Prints figures only.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

from lsp import DEFAULT_CORPUS, ROOT, largest_corpus_files

# The child: argv = server dir, file, what ("keystroke", "noop" or "reparse"), count.
CHILD = """
import asyncio, gc, json, sys
sys.path.insert(0, sys.argv[1])
sys.path.insert(0, sys.argv[5])
import lsp
from webots_ls.server import make_server, stdio

source = open(sys.argv[2], "rb").read()
what, count = sys.argv[3], int(sys.argv[4])


def body(message):
    return json.dumps(message).encode()


async def main():
    if what == "reparse":
        reparse = lsp.Reparse(source, lsp.keystroke_byte(source))
        for _ in range(60 + count):
            reparse.next()
        return
    server = make_server()
    server.protocol.set_writer(type("Writer", (), {"write": lambda self, data: None, "close": lambda self: None})())

    def feed(data):
        server.protocol.handle_message(server.protocol.structure_message(stdio.decode(data)))

    feed(body({"jsonrpc": "2.0", "id": 0, "method": "initialize", "params": {"capabilities": {}, "processId": None}}))
    feed(body({"jsonrpc": "2.0", "method": "initialized", "params": {}}))
    uri = "file:///benchmark/keystrokes.wbt"
    feed(body({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": uri, "languageId": "webots", "version": 1, "text": source.decode("utf-8", "replace")}}}))
    await asyncio.sleep(0.05)  # (the first diagnostics)
    spots = lsp.targets(source)
    at = spots["keystroke"]
    after = {"line": at["line"], "character": at["character"] + 1}
    noop = body({"jsonrpc": "2.0", "id": 1, "method": "textDocument/definition", "params": {
        "textDocument": {"uri": "file:///benchmark/not-open.wbt"}, "position": {"line": 0, "character": 0}}})
    frames = []
    for version in range(2, 62 + count):
        insert = version % 2 == 0
        change = {"range": {"start": at, "end": at if insert else after}, "text": "7" if insert else ""}
        frames.append([
            body({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
                "textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}}),
            body({"jsonrpc": "2.0", "id": version, "method": "textDocument/definition", "params": {
                "textDocument": {"uri": uri}, "position": spots["use"]}}),
        ] if what == "keystroke" else [noop])
    for messages in frames:
        for data in messages:
            feed(data)


asyncio.run(main())
"""


def instructions(server_dir: Path, path: Path, what: str, count: int) -> int:
    with tempfile.TemporaryDirectory() as scratch:
        run = subprocess.run(
            ["valgrind", "--tool=callgrind", f"--callgrind-out-file={scratch}/out", sys.executable, "-c", CHILD,
             str(server_dir), str(path), what, str(count), str(Path(__file__).parent)],
            capture_output=True, text=True, check=True,
        )
    found = re.search(r"Collected : (\d+)", run.stderr)
    if found is None:
        raise RuntimeError(f"no instruction count from callgrind: {run.stderr[-500:]}")
    return int(found.group(1))


def per_item(server_dir: Path, path: Path, what: str, count: int) -> int:
    return (instructions(server_dir, path, what, count) - instructions(server_dir, path, what, 0)) // count


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("file", type=Path, nargs="?")
    parser.add_argument("--keystrokes", type=int, default=200)
    parser.add_argument("--server-dir", type=Path, default=ROOT / "server")
    parser.add_argument("--baseline-dir", type=Path, help="another checkout's server/ folder, measured the same way")
    args = parser.parse_args()
    if shutil.which("valgrind") is None:
        sys.exit("valgrind not found (Debian: apt install valgrind)")
    path = args.file or largest_corpus_files(DEFAULT_CORPUS, 1)[0]
    server_dir, count = args.server_dir.resolve(), args.keystrokes
    reparse = per_item(server_dir, path, "reparse", count)
    noop = per_item(server_dir, path, "noop", count)
    print(f"{path.name}  ({path.stat().st_size / 1e6:.2f} MB), instructions per item ({count} items)")
    print(f"  floor: reparse {reparse / 1e3:,.0f}k + no-op request {noop / 1e3:,.0f}k = {(reparse + noop) / 1e3:,.0f}k")
    for label, folder in (("baseline", args.baseline_dir), ("server", server_dir)):
        if folder is not None:
            keystroke = per_item(folder.resolve(), path, "keystroke", count)
            print(f"  {label:<9} keystroke {keystroke / 1e3:,.0f}k = {keystroke / (reparse + noop):.2f}x the floor")


if __name__ == "__main__":
    main()
