"""LSP lifecycle over raw stdio (issue: protocol misuse): exit codes, requests out of order, versionless changes,
and an input that is not a pipe. Each run is bounded by a generous timeout, so a hang fails instead of waiting."""

from __future__ import annotations

import subprocess

from .conftest import SERVER_COMMAND, SERVER_DIR
from .test_cli import frame, read_frames

URI = "file:///tmp/lifecycle.wbt"
INITIALIZE = frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
INITIALIZED = frame({"jsonrpc": "2.0", "method": "initialized", "params": {}})
SHUTDOWN = frame({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
EXIT = frame({"jsonrpc": "2.0", "method": "exit"})
ENV = {"PYTHONPATH": str(SERVER_DIR), "PATH": "/usr/bin:/bin"}


def serve(*messages: bytes) -> tuple[int, list[dict], str]:
    """Run the server on these messages (stdin a pipe, closed after them): exit code, answers, stderr."""
    result = subprocess.run(
        [*SERVER_COMMAND, "--stdio"], input=b"".join(messages), capture_output=True, timeout=60, env=ENV
    )
    return result.returncode, read_frames(result.stdout), result.stderr.decode("utf-8", "replace")


def definition_request(msg_id: int, line: int, character: int) -> bytes:
    return frame({"jsonrpc": "2.0", "id": msg_id, "method": "textDocument/definition", "params": {
        "textDocument": {"uri": URI}, "position": {"line": line, "character": character}}})


def answer(bodies: list[dict], msg_id: int) -> dict:
    (found,) = [body for body in bodies if body.get("id") == msg_id and "method" not in body]
    return found


def test_exit_after_shutdown_is_code_zero():
    code, _, _ = serve(INITIALIZE, INITIALIZED, SHUTDOWN, EXIT)
    assert code == 0


def test_exit_without_shutdown_is_code_one():
    """LSP: "The server should exit with success code 0 if the shutdown request has been received before;
    otherwise with error code 1"."""
    code, _, stderr = serve(INITIALIZE, INITIALIZED, EXIT)
    assert code == 1, stderr


def test_requests_after_shutdown_are_invalid_requests():
    code, bodies, _ = serve(INITIALIZE, INITIALIZED, SHUTDOWN, definition_request(5, 0, 0), EXIT)
    assert answer(bodies, 5)["error"]["code"] == -32600  # InvalidRequest, instead of no answer
    assert code == 0


def test_requests_before_initialize_are_refused():
    code, bodies, _ = serve(definition_request(5, 0, 0), INITIALIZE, INITIALIZED, SHUTDOWN, EXIT)
    assert answer(bodies, 5)["error"]["code"] == -32002  # ServerNotInitialized
    assert "capabilities" in answer(bodies, 1)["result"]
    assert code == 0


def test_a_change_with_version_null_is_applied():
    text = "#VRML_SIM R2023b utf8\nDEF A Solid {}\nUSE B\n"
    change = {"range": {"start": {"line": 2, "character": 4}, "end": {"line": 2, "character": 5}}, "text": "A"}
    code, bodies, _ = serve(
        INITIALIZE, INITIALIZED,
        frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": URI, "languageId": "webots", "version": 1, "text": text}}}),
        frame({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": URI, "version": None}, "contentChanges": [change]}}),
        definition_request(5, 2, 4),
        SHUTDOWN, EXIT,
    )
    (location,) = answer(bodies, 5)["result"]
    assert location["range"]["start"] == {"line": 1, "character": 4}  # USE A now binds to DEF A
    assert code == 0


def test_stdin_that_is_not_a_pipe_ends_cleanly():
    """``webots-ls < /dev/null``: the end of input ends the server, without a traceback and without hanging."""
    with open("/dev/null", "rb") as devnull:
        result = subprocess.run(
            [*SERVER_COMMAND], stdin=devnull, capture_output=True, timeout=60, env=ENV
        )
    assert result.returncode == 0
    assert b"Traceback" not in result.stderr, result.stderr.decode()
    assert result.stdout == b""


def test_broken_frame_headers_are_skipped_and_the_session_goes_on():
    """Bad input never ends the server: a frame whose Content-Length is negative, not a number or missing is skipped
    (with a message on stderr), and the messages after it are answered."""
    broken = [b"Content-Length: -5\r\n\r\n", b"Content-Length: five\r\n\r\n", b"Content-Type: x\r\n\r\n"]
    code, bodies, stderr = serve(*broken, INITIALIZE, INITIALIZED, definition_request(5, 0, 0), SHUTDOWN, EXIT)
    assert "capabilities" in answer(bodies, 1)["result"], stderr
    assert answer(bodies, 5)["result"] is None  # (the document is not open)
    assert code == 0
