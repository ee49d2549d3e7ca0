"""The ``webots-ls`` command: ``check`` output and exit codes, ``--version``, serving via ``-m``."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from .conftest import SERVER_COMMAND, SERVER_DIR

GOOD = "#VRML_SIM R2023b utf8\nDEF Ⅹ Solid { }\nRobot { children [ USE Ⅹ ] }\n"
BAD = "#VRML_SIM R2023b utf8\nDEF Ⅹ Solid { }\nRobot { children [ USE Ⅹ USE MISSING ] }\n"


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
        "#VRML_SIM R2023b utf8\nPROTO Thing [ field SFFloat size 1 ] { Solid { } }\n", encoding="utf-8"
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


def test_serves_lsp_over_stdio_and_exits_cleanly():
    """A raw JSON-RPC exchange: initialize, shutdown, exit; nothing but LSP on stdout."""

    def frame(payload: dict) -> bytes:
        body = json.dumps(payload).encode()
        return b"Content-Length: %d\r\n\r\n" % len(body) + body

    messages = b"".join(
        [
            frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}),
            frame({"jsonrpc": "2.0", "method": "initialized", "params": {}}),
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
    out = result.stdout
    bodies = []
    while out:
        header, _, rest = out.partition(b"\r\n\r\n")
        assert header.startswith(b"Content-Length: "), out[:80]
        length = int(header.split(b":")[1].split(b"\r\n")[0])
        bodies.append(json.loads(rest[:length]))
        out = rest[length:]
    init = next(b for b in bodies if b.get("id") == 1)
    caps = init["result"]["capabilities"]
    assert caps["textDocumentSync"]["change"] == 2  # incremental
    assert caps["positionEncoding"] == "utf-16"
    for provider in ("definitionProvider", "referencesProvider", "documentHighlightProvider",
                     "documentSymbolProvider", "declarationProvider", "renameProvider"):
        assert caps.get(provider), provider
    assert init["result"]["serverInfo"]["name"] == "webots-ls"
    assert any(b.get("id") == 2 and "result" in b for b in bodies)

