"""The editor closes while the first PROTO scan runs (``shutdown`` then ``exit`` with the scan listing the
workspace): the scan is cancelled, which is no failure. Before, the cancelled scan still ended its progress on the
closed stdout: pygls logged "Error sending data" and its own failing error report, 6 MB of tracebacks on stderr
(and with a client already gone, the BrokenPipeError made "the PROTO scan failed").

Raw frames over a real pipe, with the client answering ``window/workDoneProgress/create`` as an editor does."""

from __future__ import annotations

import json
import re
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from .conftest import SERVER_DIR
from .test_cli import frame
from .test_lifecycle import ENV, command  # noqa: F401  (the fixture: the posix and the without-fcntl transports)

BOUND = 60  # seconds: only a hang fails it
FOLDERS, SUBFOLDERS = 30, 300  # a scan that lists 30 workspace folders of 300 folders each: still running at exit


def _frames(stream):
    """Each JSON-RPC body the server writes, until it closes stdout."""
    while True:
        header = b""
        while not header.endswith(b"\r\n\r\n"):
            byte = stream.read(1)
            if not byte:
                return
            header += byte
        length = int(header.split(b"Content-Length:")[1].split(b"\r\n")[0])
        yield json.loads(stream.read(length))


def _workspace(root: Path) -> list[Path]:
    folders = [root / f"w{index}" for index in range(FOLDERS)]
    for folder in folders:
        for sub in range(SUBFOLDERS):
            (folder / f"d{sub}").mkdir(parents=True)
    return folders


@pytest.mark.parametrize("ending", ["exit", "gone", "replaced"])
def test_exit_during_the_project_scan_logs_nothing_alarming(tmp_path, command, ending):  # noqa: F811
    """``exit``: shutdown then exit, as an editor closes. ``gone``: the editor dies (its end of both pipes closed).
    ``replaced``: a new ``webotsHome`` replaces the project mid-scan; the client is there: the first scan's progress
    ends ("cancelled"), the second one's with its count, then the editor closes."""
    if ending == "gone" and sys.platform == "win32":
        pytest.skip("a pipe closed under a running server: the POSIX case (SIGPIPE ignored, EPIPE on write)")
    folders = _workspace(tmp_path / "ws")
    stderr_path = tmp_path / "stderr.txt"
    with stderr_path.open("wb") as stderr:
        process = subprocess.Popen([*command, "--stdio"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                   stderr=stderr, env={**ENV, "PYTHONPATH": str(SERVER_DIR)})
    timer = threading.Timer(BOUND, process.kill)
    timer.start()

    def send(message: dict) -> None:
        process.stdin.write(frame(message))
        process.stdin.flush()

    kinds, logs, ends = [], [], []
    try:
        send({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {
            "capabilities": {"window": {"workDoneProgress": True}},
            "workspaceFolders": [{"uri": folder.as_uri(), "name": folder.name} for folder in folders]}})
        for message in _frames(process.stdout):
            if message.get("id") == 1 and "result" in message:
                send({"jsonrpc": "2.0", "method": "initialized", "params": {}})
            elif message.get("method") == "window/workDoneProgress/create":
                send({"jsonrpc": "2.0", "id": message["id"], "result": None})
            elif message.get("method") == "window/logMessage":
                logs.append(message["params"]["message"])
            elif message.get("method") == "$/progress":
                value = message["params"]["value"]
                kinds.append(value["kind"])
                if value["kind"] == "end":
                    ends.append(value["message"])
                if kinds != ["begin", "report"] and not (ending == "replaced" and len(ends) == 2):
                    continue
                if ending == "replaced" and not ends:  # listing the first folder: another installation is set
                    send({"jsonrpc": "2.0", "method": "workspace/didChangeConfiguration", "params": {
                        "settings": {"webots": {"webotsHome": str(tmp_path / "no-webots")}}}})
                elif ending == "gone":
                    process.stdin.close()
                    process.stdout.close()
                    break
                else:  # the editor closes: while listing the first folder, or after the second scan
                    send({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
                    send({"jsonrpc": "2.0", "method": "exit"})
        code = process.wait(BOUND)
    finally:
        timer.cancel()
        process.kill()
        for stream in (process.stdin, process.stdout):
            if not stream.closed:
                stream.close()
    stderr_text = stderr_path.read_text(encoding="utf-8", errors="replace")
    assert code == 0 or ending == "gone", stderr_text[-3000:]
    if ending == "replaced":
        assert ends == ["cancelled", "0 PROTO files in the workspace, 845 in Webots' library"], ends
    else:
        assert not any("PROTO files in the workspace" in log for log in logs), "the scan ended before exit: too fast"
    assert "the PROTO scan failed" not in stderr_text, stderr_text[-3000:]
    if ending == "gone":  # (pygls itself logs a progress report that found the pipe closed: not the server's)
        assert not re.search(r"(ERROR|WARNING) webots_ls", stderr_text), stderr_text[-3000:]
    else:
        assert "Traceback" not in stderr_text and "ERROR" not in stderr_text, stderr_text[-3000:]
