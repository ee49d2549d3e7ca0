"""LSP lifecycle over raw stdio (issue: protocol misuse): exit codes, requests out of order, versionless changes,
broken and big frames, and an input that is not a pipe. Each run is bounded by a generous timeout, so a hang fails
instead of waiting.

The tests that take the ``command`` fixture run twice: the server as it starts here (a POSIX system: the pipe is
read on the event loop, ``stdio.serve``), and the server with ``import fcntl`` failing, as on Windows: then
pygls' own reader serves the pipe."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time

import pytest

from .conftest import SERVER_COMMAND, SERVER_DIR
from .test_cli import frame, read_frames

URI = "file:///tmp/lifecycle.wbt"
INITIALIZE = frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
INITIALIZED = frame({"jsonrpc": "2.0", "method": "initialized", "params": {}})
SHUTDOWN = frame({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
EXIT = frame({"jsonrpc": "2.0", "method": "exit"})
ENV = {**{k: v for k, v in os.environ.items() if k != "WEBOTS_HOME"}, "PYTHONPATH": str(SERVER_DIR)}
# ``python -m webots_ls`` where ``import fcntl`` raises ImportError (a None in sys.modules); it says on stderr, at the
# end, whether the transport module saw no fcntl
WITHOUT_FCNTL = [sys.executable, "-c", (
    "import runpy, sys\n"
    "sys.modules['fcntl'] = None\n"
    "try:\n"
    "    runpy.run_module('webots_ls', run_name='__main__', alter_sys=True)\n"
    "finally:\n"
    "    from webots_ls.server import stdio\n"
    "    sys.stderr.write('transport without fcntl: %s\\n' % (stdio.fcntl is None))\n"
)]


@pytest.fixture(params=["posix", "without-fcntl"])
def command(request) -> list[str]:
    return SERVER_COMMAND if request.param == "posix" else WITHOUT_FCNTL


def serve(*messages: bytes, command: list[str] = SERVER_COMMAND) -> tuple[int, list[dict], str]:
    """Run the server on these messages (stdin a pipe, closed after them): exit code, answers, stderr."""
    result = subprocess.run(
        [*command, "--stdio"], input=b"".join(messages), capture_output=True, timeout=60, env=ENV
    )
    return result.returncode, read_frames(result.stdout), result.stderr.decode("utf-8", "replace")


def definition_request(msg_id: int, line: int, character: int) -> bytes:
    return frame({"jsonrpc": "2.0", "id": msg_id, "method": "textDocument/definition", "params": {
        "textDocument": {"uri": URI}, "position": {"line": line, "character": character}}})


def answer(bodies: list[dict], msg_id: int) -> dict:
    (found,) = [body for body in bodies if body.get("id") == msg_id and "method" not in body]
    return found


@pytest.mark.quick
def test_exit_after_shutdown_is_code_zero(command):
    code, _, _ = serve(INITIALIZE, INITIALIZED, SHUTDOWN, EXIT, command=command)
    assert code == 0


def test_exit_without_shutdown_is_code_one(command):
    """LSP: "The server should exit with success code 0 if the shutdown request has been received before;
    otherwise with error code 1"."""
    code, _, stderr = serve(INITIALIZE, INITIALIZED, EXIT, command=command)
    assert code == 1, stderr


def test_requests_after_shutdown_are_invalid_requests(command):
    code, bodies, _ = serve(INITIALIZE, INITIALIZED, SHUTDOWN, definition_request(5, 0, 0), EXIT, command=command)
    assert answer(bodies, 5)["error"]["code"] == -32600  # InvalidRequest, instead of no answer
    assert code == 0


def test_requests_before_initialize_are_refused(command):
    code, bodies, _ = serve(definition_request(5, 0, 0), INITIALIZE, INITIALIZED, SHUTDOWN, EXIT, command=command)
    assert answer(bodies, 5)["error"]["code"] == -32002  # ServerNotInitialized
    assert "capabilities" in answer(bodies, 1)["result"]
    assert code == 0


def test_a_change_with_version_null_is_applied(command):
    text = "#VRML_SIM R2023b utf8\nDEF A Solid {}\nUSE B\n"
    change = {"range": {"start": {"line": 2, "character": 4}, "end": {"line": 2, "character": 5}}, "text": "A"}
    code, bodies, _ = serve(
        INITIALIZE, INITIALIZED,
        frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": URI, "languageId": "webots", "version": 1, "text": text}}}),
        frame({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": URI, "version": None}, "contentChanges": [change]}}),
        definition_request(5, 2, 4),
        SHUTDOWN, EXIT, command=command)
    (location,) = answer(bodies, 5)["result"]
    assert location["range"]["start"] == {"line": 1, "character": 4}  # USE A now binds to DEF A
    assert code == 0


def _next_frame(stdout) -> dict:
    length = None
    while (line := stdout.readline().strip()) or length is None:
        if line.lower().startswith(b"content-length:"):
            length = int(line.split(b":")[1])
    return json.loads(stdout.read(length))


def test_a_server_without_fcntl_answers_an_open_with_diagnostics():
    """As on Windows (no ``fcntl``, no pipe watching): pygls' reader serves the pipe, and an opened world with an
    unknown node gets its diagnostics, with the document's version; shutdown and exit end it with code 0."""
    text = "#VRML_SIM R2023b utf8\nDEF A Solid {}\nNoSuchNode { }\n"
    opened = frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": URI, "languageId": "webots", "version": 7, "text": text}}})
    process = subprocess.Popen([*WITHOUT_FCNTL, "--stdio"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, env=ENV)
    try:
        process.stdin.write(INITIALIZE + INITIALIZED + opened)
        process.stdin.flush()
        while (published := _next_frame(process.stdout)).get("method") != "textDocument/publishDiagnostics":
            pass
        out, err = process.communicate(SHUTDOWN + EXIT, timeout=60)
    finally:
        process.kill()
    assert published["params"]["uri"] == URI and published["params"]["version"] == 7
    (diagnostic,) = published["params"]["diagnostics"]
    assert "NoSuchNode" in diagnostic["message"] and diagnostic["range"]["start"] == {"line": 2, "character": 0}
    assert answer(read_frames(out), 2)["result"] is None  # (the shutdown's answer)
    assert process.returncode == 0, err.decode()
    assert "transport without fcntl: True" in err.decode()


def test_stdin_that_is_not_a_pipe_ends_cleanly():
    """``webots-ls < /dev/null``: the end of input ends the server, without a traceback and without hanging."""
    with open(os.devnull, "rb") as devnull:
        result = subprocess.run(
            [*SERVER_COMMAND], stdin=devnull, capture_output=True, timeout=60, env=ENV
        )
    assert result.returncode == 0
    assert b"Traceback" not in result.stderr, result.stderr.decode()
    assert result.stdout == b""


def test_broken_frame_headers_are_skipped_and_the_session_goes_on(command):
    """Bad input never ends the server: a frame whose Content-Length is negative, not a number or missing is skipped
    (with a message on stderr), and the messages after it are answered."""
    broken = [b"Content-Length: -5\r\n\r\n", b"Content-Length: five\r\n\r\n", b"Content-Type: x\r\n\r\n"]
    code, bodies, stderr = serve(*broken, INITIALIZE, INITIALIZED, definition_request(5, 0, 0), SHUTDOWN, EXIT,
                                 command=command)
    assert "capabilities" in answer(bodies, 1)["result"], stderr
    assert answer(bodies, 5)["result"] is None  # (the document is not open)
    assert code == 0


def test_frames_split_anywhere_and_bodies_bigger_than_the_pipe_are_read_whole(command):
    """The pipe reader (``stdio.PipeReader``) puts frames together from reads that end anywhere: in a header, in its
    blank line, in a body; and reads a body of several pipe-fulls (a 3 MB didOpen) in one piece."""
    filler = "# é ✓ 𝄞 \\ \"\r\n" * 180_000  # non-ASCII, escapes and CRLF, over 3 MB once framed
    text = "#VRML_SIM R2023b utf8\n" + filler + "DEF A Solid {}\nUSE A\n"
    opened = frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
        "uri": URI, "languageId": "webots", "version": 1, "text": text}}})
    assert len(opened) > 3 << 20
    last_line = text.count("\n") - 1
    stream = b"".join([INITIALIZE, INITIALIZED, opened, definition_request(5, last_line, 4), SHUTDOWN, EXIT])
    cuts = [5, 17, 18, 19, len(INITIALIZE) + 2, len(INITIALIZE) + len(INITIALIZED) + 30, len(stream) - 40,
            len(stream) - 3]
    process = subprocess.Popen([*command, "--stdio"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                               stderr=subprocess.PIPE, env=ENV)
    try:
        previous = 0
        for cut in [*cuts, len(stream)]:
            process.stdin.write(stream[previous:cut])
            process.stdin.flush()
            time.sleep(0.05)  # each piece arrives as a read of its own
            previous = cut
        out, err = process.communicate(timeout=60)  # (closes stdin: the end of input)
    finally:
        process.kill()
    bodies = read_frames(out)
    (location,) = answer(bodies, 5)["result"]
    assert location["range"]["start"] == {"line": last_line - 1, "character": 4}, err.decode()
    assert process.returncode == 0


def test_a_content_length_beyond_memory_waits_for_bytes_and_ends_with_the_input(command):
    """Content-Length is the client's word: a body's buffer grows as its bytes come, so a header claiming a terabyte
    neither raises MemoryError nor stops the messages before it; the end of input ends the server."""
    code, bodies, stderr = serve(INITIALIZE, INITIALIZED, b"Content-Length: 999999999999\r\n\r\n{\"jsonrpc\": ",
                                 command=command)
    assert "capabilities" in answer(bodies, 1)["result"], stderr
    assert "Traceback" not in stderr and "MemoryError" not in stderr, stderr
