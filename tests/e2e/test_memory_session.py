"""Memory over an editing session (issue 26): the real server over stdio, the largest corpus world, 30 pauses in
typing, each after 5 keystrokes and each waited out until that version's diagnostics are published. The server's
resident memory must stay flat: it grew by one copy of the document per pause while tree-sitter's read callback
pinned every buffer it was handed (py-tree-sitter 0.26.1 keeps them: 65 -> 164 MB on a 3.5 MB world)."""

from __future__ import annotations

import json
import subprocess
import time

import psutil
import pytest
import pytest

from tests.conftest import CORPUS

from .conftest import SERVER_COMMAND
from .test_cli import frame
from .test_lifecycle import ENV, EXIT, INITIALIZE, INITIALIZED, SHUTDOWN

pytestmark = pytest.mark.corpus  # (reads a corpus world)

WORLD = CORPUS / "cyberbotics__syllabus" / "section4__safety__worlds__safety.wbt"  # 3.8 MB, the corpus' largest
URI = "file:///tmp/session/safety.wbt"
PAUSES = 30
TYPED = "Solid"  # typed at the start of line 2 in one pause, deleted key by key in the next
ALLOWED_GROWTH = 16 << 20  # bytes from the 5th pause to the last: the leak grew ~3.5 MB per pause (~90 MB here)
WAIT = 60  # seconds for one version's diagnostics: a bound that fails a hang, not a timing


def _next_frame(stdout) -> dict:
    length = None
    while (line := stdout.readline()) and (line.strip() or length is None):
        if line.lower().startswith(b"content-length:"):
            length = int(line.split(b":")[1])
    if length is None:
        raise EOFError("the server closed its output")
    return json.loads(stdout.read(length))


def _change(version: int, line: int, start: int, end: int, text: str) -> bytes:
    return frame({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
        "textDocument": {"uri": URI, "version": version},
        "contentChanges": [{"range": {"start": {"line": line, "character": start},
                                      "end": {"line": line, "character": end}}, "text": text}]}})


def _wait_for_diagnostics(process: subprocess.Popen, version: int | None) -> None:
    deadline = time.monotonic() + WAIT
    while time.monotonic() < deadline:
        body = _next_frame(process.stdout)
        if body.get("method") == "textDocument/publishDiagnostics" and body["params"].get("version") == version:
            return
    raise AssertionError(f"no diagnostics for version {version} within {WAIT} s")


@pytest.mark.corpus
def test_resident_memory_stays_flat_over_thirty_typing_pauses():
    text = WORLD.read_text(encoding="utf-8")
    process = subprocess.Popen([*SERVER_COMMAND, "--stdio"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, env=ENV)
    rss = []
    try:
        process.stdin.write(INITIALIZE + INITIALIZED + frame({"jsonrpc": "2.0", "method": "textDocument/didOpen",
            "params": {"textDocument": {"uri": URI, "languageId": "webots", "version": 1, "text": text}}}))
        process.stdin.flush()
        _wait_for_diagnostics(process, 1)
        version = 1
        for pause in range(PAUSES):
            for key in range(len(TYPED)):
                version += 1
                if pause % 2 == 0:
                    process.stdin.write(_change(version, 1, key, key, TYPED[key]))
                else:
                    at = len(TYPED) - key
                    process.stdin.write(_change(version, 1, at - 1, at, ""))
            process.stdin.flush()
            _wait_for_diagnostics(process, version)
            rss.append(psutil.Process(process.pid).memory_info().rss)
        process.stdin.write(SHUTDOWN + EXIT)
        process.stdin.flush()
        process.wait(timeout=WAIT)
    finally:
        process.kill()
        process.communicate()
    growth = rss[-1] - rss[4]
    assert growth < ALLOWED_GROWTH, [f"{value / 2**20:.1f} MB" for value in rss]
