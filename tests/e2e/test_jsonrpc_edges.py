"""JSON-RPC edges over raw frames to the real server (issue 28.9): a request that is not JSON-RPC 2.0 (no
``"jsonrpc": "2.0"``, a method that is not a string, not an object at all) gets InvalidRequest (-32600) instead of
no answer or -32603; a header block without a usable Content-Length is skipped without swallowing the request after
it. Each on both transports (the ``command`` fixture: the POSIX pipe reader, and pygls' reader, used without fcntl)."""

from __future__ import annotations

import json

from .test_lifecycle import EXIT, INITIALIZE, INITIALIZED, SHUTDOWN, answer, definition_request, serve
from .test_lifecycle import command  # noqa: F401 (the fixture: both transports)

INVALID_REQUEST = -32600


def _raw(payload) -> bytes:
    body = json.dumps(payload).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def _session(*messages: bytes, command: list[str]) -> tuple[int, list[dict], str]:
    """The messages between initialize and shutdown/exit; the answers to initialize (1) and shutdown (2) are
    checked here: the session went on after them."""
    code, bodies, stderr = serve(INITIALIZE, INITIALIZED, *messages, SHUTDOWN, EXIT, command=command)
    assert "capabilities" in answer(bodies, 1)["result"], stderr
    assert answer(bodies, 2)["result"] is None, stderr
    assert code == 0, stderr
    return code, bodies, stderr


def _errors_shown(bodies: list[dict]) -> list[dict]:
    """What the server told the user of its own failures (pygls' report_server_error: window/showMessage)."""
    return [body for body in bodies if body.get("method") == "window/showMessage"]


def test_a_request_without_jsonrpc_2_0_gets_invalid_request(command):
    _, bodies, stderr = _session(
        _raw({"id": 5, "method": "textDocument/hover", "params": {}}),
        _raw({"jsonrpc": "1.0", "id": 6, "method": "shutdown"}),
        _raw({"method": "textDocument/didClose", "params": {}}),  # a notification: nothing to answer
        definition_request(7, 0, 0),
        command=command,
    )
    assert answer(bodies, 5)["error"]["code"] == INVALID_REQUEST, stderr
    assert answer(bodies, 6)["error"]["code"] == INVALID_REQUEST
    assert answer(bodies, 7)["result"] is None  # (the session goes on; the document is not open)
    assert _errors_shown(bodies) == []
    assert [body["id"] for body in bodies if "error" in body] == [5, 6]


def test_a_method_that_is_not_a_string_gets_invalid_request(command):
    _, bodies, stderr = _session(
        _raw({"jsonrpc": "2.0", "id": 5, "method": 5}),
        _raw({"jsonrpc": "2.0", "id": 6, "method": None, "params": {}}),
        _raw({"jsonrpc": "2.0", "method": 5}),  # a notification: nothing to answer
        definition_request(7, 0, 0),
        command=command,
    )
    assert answer(bodies, 5)["error"]["code"] == INVALID_REQUEST, stderr
    assert answer(bodies, 6)["error"]["code"] == INVALID_REQUEST
    assert answer(bodies, 7)["result"] is None
    assert _errors_shown(bodies) == []


def test_a_message_that_is_not_an_object_gets_invalid_request_with_id_null(command):
    """JSON-RPC 2.0: an id that cannot be read is answered as null (a batch is not LSP; nor is a bare number)."""
    _, bodies, stderr = _session(
        b"Content-Length: 2\r\n\r\n[]", b"Content-Length: 1\r\n\r\n5",
        _raw({"jsonrpc": "2.0", "id": {"an": "object"}, "method": "shutdown"}),
        definition_request(7, 0, 0), command=command,
    )
    refused = [body for body in bodies if "error" in body]
    assert [(body["id"], body["error"]["code"]) for body in refused] == [(None, INVALID_REQUEST)] * 3, stderr
    assert answer(bodies, 7)["result"] is None
    assert _errors_shown(bodies) == []


def test_a_header_block_without_content_length_does_not_swallow_the_next_request(command):
    """A frame whose headers give no usable length is skipped with its body (whose end is unknown): the request
    after it, whose header follows that body on the same line, is read and answered."""
    shutdown_too_early = json.dumps({"jsonrpc": "2.0", "id": 9, "method": "shutdown"}).encode()
    _, bodies, stderr = _session(
        b"Content-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n" + shutdown_too_early,
        definition_request(5, 0, 0),
        b"Content-Length: five\r\n\r\n" + shutdown_too_early,
        definition_request(6, 0, 0),
        command=command,
    )
    assert answer(bodies, 5)["result"] is None, stderr
    assert answer(bodies, 6)["result"] is None, stderr
    assert [body for body in bodies if body.get("id") == 9] == []  # (skipped: its length was not given)


def test_header_names_are_read_in_any_case(command):
    """Header names are case-insensitive (LSP's base protocol follows HTTP's): ``content-length`` is read by both
    transports."""
    body = json.dumps({"jsonrpc": "2.0", "id": 5, "method": "textDocument/hover", "params": {
        "textDocument": {"uri": "file:///tmp/x.wbt"}, "position": {"line": 0, "character": 0}}}).encode()
    _, bodies, stderr = _session(b"content-length: %d\r\n\r\n" % len(body) + body, command=command)
    assert answer(bodies, 5)["result"] is None, stderr
