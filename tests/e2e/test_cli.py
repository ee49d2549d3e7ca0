"""The ``webots-ls`` command: ``check`` output and exit codes, ``--version``, serving via ``-m``."""

from __future__ import annotations

import json
import socket
import subprocess
import time
from pathlib import Path

import pytest

from .conftest import SERVER_COMMAND, SERVER_DIR

GOOD = "#VRML_SIM R2023b utf8\nDEF Ⅹ Shape { }\nRobot { children [ USE Ⅹ ] }\n"
BAD = "#VRML_SIM R2023b utf8\nDEF Ⅹ Shape { }\nRobot { children [ USE Ⅹ USE MISSING ] }\n"


def run(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [*SERVER_COMMAND, *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        timeout=120,
        env={"PYTHONPATH": str(SERVER_DIR), "PATH": "/usr/bin:/bin"},
    )


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "worlds").mkdir()
    (tmp_path / "worlds" / "good.wbt").write_text(GOOD, encoding="utf-8")
    (tmp_path / "worlds" / "bad.wbt").write_bytes(BAD.replace("\n", "\r\n").encode())
    (tmp_path / "protos").mkdir()
    (tmp_path / "protos" / "Thing.proto").write_text(
        '#VRML_SIM R2023b utf8\nPROTO Thing [ field SFString name "thing" ] { Solid { name IS name } }\n',
        encoding="utf-8",
    )
    (tmp_path / "notes.txt").write_text("USE NOTHING\n", encoding="utf-8")
    return tmp_path


def test_check_text_reports_errors_with_one_based_positions(project: Path):
    result = run("check", "worlds", cwd=project)
    assert result.returncode == 1
    lines = result.stdout.splitlines()
    assert len(lines) == 1, result.stdout
    path, line, column, rest = lines[0].split(":", 3)
    assert Path(path) == Path("worlds/bad.wbt")
    assert (line, column) == ("3", "30")  # 1-based; Ⅹ counts as one character
    assert rest.startswith(" error: ")
    assert "MISSING" in rest
    assert rest.endswith("[unresolved-use]")


def test_check_clean_files_exit_zero(project: Path):
    result = run("check", "worlds/good.wbt", "protos", cwd=project)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout == ""


def test_check_warnings_alone_exit_zero(tmp_path: Path):
    # A PROTO parameter nothing refers to is a warning, not an error.
    (tmp_path / "Unused.proto").write_text(
        "#VRML_SIM R2023b utf8\nPROTO Unused [ field SFFloat size 1 ] { Solid { } }\n", encoding="utf-8"
    )
    result = run("check", "--format", "json", "Unused.proto", cwd=tmp_path)
    findings = json.loads(result.stdout)
    assert findings and {f["severity"] for f in findings} == {"warning"}
    assert result.returncode == 0


def test_check_json(project: Path):
    result = run("check", "--format", "json", str(project), cwd=project)
    assert result.returncode == 1
    findings = json.loads(result.stdout)
    assert [Path(f["path"]).name for f in findings] == ["bad.wbt"]  # .txt files are not checked
    (finding,) = findings
    assert finding["line"] == 3 and finding["column"] == 30
    assert finding["end_line"] == 3 and finding["end_column"] == 37
    assert finding["severity"] == "error"
    assert finding["code"] == "unresolved-use"
    assert BAD.replace("\n", "\r\n").encode()[finding["start_byte"] : finding["end_byte"]] == b"MISSING"


def test_check_missing_path_is_exit_two(project: Path):
    result = run("check", "nowhere.wbt", cwd=project)
    assert result.returncode == 2
    assert "nowhere.wbt" in result.stderr


def test_version():
    result = run("--version")
    assert result.returncode == 0
    assert result.stdout.startswith("webots-ls ")


def frame(payload: dict) -> bytes:
    body = json.dumps(payload).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def read_frames(out: bytes) -> list[dict]:
    bodies = []
    while out:
        header, _, rest = out.partition(b"\r\n\r\n")
        assert header.startswith(b"Content-Length: "), out[:80]
        length = int(header.split(b"\r\n")[0].split(b":")[1])
        bodies.append(json.loads(rest[:length]))
        out = rest[length:]
    return bodies


def test_serves_lsp_over_stdio_and_exits_cleanly():
    """A raw JSON-RPC exchange: initialize, a malformed request, a good one, shutdown, exit;
    nothing but LSP on stdout, and a bad request does not stop the server."""
    uri = "file:///tmp/raw.wbt"
    messages = b"".join(
        [
            frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}),
            frame({"jsonrpc": "2.0", "method": "initialized", "params": {}}),
            frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
                "uri": uri, "languageId": "webots", "version": 1, "text": GOOD}}}),
            frame({"jsonrpc": "2.0", "id": 3, "method": "textDocument/definition",
                   "params": {"textDocument": {"uri": uri}}}),  # no position
            frame({"jsonrpc": "2.0", "id": 4, "method": "textDocument/definition",
                   "params": {"textDocument": {"uri": uri}, "position": {"line": 2, "character": 23}}}),
            frame({"jsonrpc": "2.0", "id": 2, "method": "shutdown"}),
            frame({"jsonrpc": "2.0", "method": "exit"}),
        ]
    )
    result = subprocess.run(
        [*SERVER_COMMAND, "--stdio"],
        input=messages,
        capture_output=True,
        timeout=60,
        env={"PYTHONPATH": str(SERVER_DIR), "PATH": "/usr/bin:/bin"},
    )
    assert result.returncode == 0, result.stderr
    bodies = read_frames(result.stdout)
    bad = next(b for b in bodies if b.get("id") == 3)
    assert bad["error"]["code"] == -32602  # InvalidParams, instead of no answer at all
    (location,) = next(b for b in bodies if b.get("id") == 4)["result"]
    assert location["range"]["start"] == {"line": 1, "character": 4}
    init = next(b for b in bodies if b.get("id") == 1)
    caps = init["result"]["capabilities"]
    assert caps["textDocumentSync"]["change"] == 2  # incremental
    assert caps["positionEncoding"] == "utf-16"
    for provider in ("definitionProvider", "referencesProvider", "documentHighlightProvider",
                     "documentSymbolProvider", "declarationProvider", "renameProvider"):
        assert caps.get(provider), provider
    assert init["result"]["serverInfo"]["name"] == "webots-ls"
    assert any(b.get("id") == 2 and "result" in b for b in bodies)



def test_serves_stdin_from_a_regular_file(tmp_path: Path):
    """stdin that is not a pipe (here a file) falls back to pygls' threaded reader."""
    requests = tmp_path / "requests.bin"
    requests.write_bytes(
        frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
        + frame({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
        + frame({"jsonrpc": "2.0", "method": "exit"})
    )
    with requests.open("rb") as stdin:
        result = subprocess.run(
            [*SERVER_COMMAND], stdin=stdin, capture_output=True, timeout=60,
            env={"PYTHONPATH": str(SERVER_DIR), "PATH": "/usr/bin:/bin"},
        )
    assert result.returncode == 0, result.stderr
    assert {b.get("id") for b in read_frames(result.stdout)} >= {1, 2}


def test_serves_over_tcp():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen(
        [*SERVER_COMMAND, "--tcp", "--host", "127.0.0.1", "--port", str(port)],
        env={"PYTHONPATH": str(SERVER_DIR), "PATH": "/usr/bin:/bin"},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                connection = socket.create_connection(("127.0.0.1", port), timeout=30)
                break
            except ConnectionRefusedError:
                if time.monotonic() > deadline or server.poll() is not None:
                    raise
                time.sleep(0.05)
        with connection:
            connection.sendall(
                frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
            )
            received = b""
            while b"serverInfo" not in received or not _complete(received):
                chunk = connection.recv(65536)
                assert chunk, "server closed the connection"
                received += chunk
        (reply,) = read_frames(received)
        assert reply["result"]["serverInfo"]["name"] == "webots-ls"
    finally:
        server.kill()
        server.wait(timeout=30)


def _complete(data: bytes) -> bool:
    header, _, rest = data.partition(b"\r\n\r\n")
    length = int(header.split(b"\r\n")[0].split(b":")[1])
    return len(rest) >= length
