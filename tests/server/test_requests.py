"""Requests reach their handlers through pygls' dispatch (``WebotsProtocol.handle_message`` hands them on): one
answer each, the result, or pygls' own internal error when the handler raises."""

from __future__ import annotations

import json

import pytest

from webots_ls.server.app import WebotsLanguageServer


class Writer:
    def __init__(self) -> None:
        self.frames: list[bytes] = []

    def write(self, data: bytes) -> None:
        self.frames.append(data)

    def messages(self) -> list[dict]:
        return [json.loads(frame.split(b"\r\n\r\n", 1)[1]) for frame in self.frames]


@pytest.fixture
def server():
    server = WebotsLanguageServer()

    @server.feature("test/plain")
    def plain(ls, params):
        return {"echo": params}

    @server.feature("test/raises")
    def raises(ls, params):
        raise ValueError("boom")

    server.protocol.set_writer(Writer())
    server.protocol.initialized = True
    return server


def _ask(server, method: str, msg_id: int, params=None) -> dict:
    protocol = server.protocol
    protocol.handle_message(protocol.structure_message(
        {"jsonrpc": "2.0", "id": msg_id, "method": method, "params": params}
    ))
    answers = [message for message in protocol.writer.messages() if message.get("id") == msg_id]
    assert len(answers) == 1  # one answer, however it was made
    return answers[0]


def test_a_plain_handler_is_answered_with_its_result(server):
    assert _ask(server, "test/plain", 1, [1, "é"]) == {"jsonrpc": "2.0", "id": 1, "result": {"echo": [1, "é"]}}


def test_a_handler_that_raises_gets_an_internal_error(server):
    answer = _ask(server, "test/raises", 2)
    assert answer["error"]["code"] == -32603 and "boom" in answer["error"]["message"]
    assert "result" not in answer


def test_an_unknown_method_is_still_method_not_found(server):
    assert _ask(server, "test/missing", 4)["error"]["code"] == -32601


@pytest.mark.asyncio
async def test_a_did_change_without_its_jsonrpc_field_is_applied_and_one_of_another_version_is_not():
    """As before the didChange fast read (``convert.document_change_from_json``): lsprotocol's types take a message
    without "jsonrpc" as "2.0", and pygls drops one of another JSON-RPC version."""
    from webots_ls.server import make_server

    server = make_server()
    protocol = server.protocol
    protocol.set_writer(Writer())
    protocol.initialized = True
    uri = "untitled:typed"
    server.open(uri, "DEF A Solid { }\n", 1)
    for version, jsonrpc in ((2, None), (3, "2.0"), (4, "1.0")):
        message = {"method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": version},
            "contentChanges": [{"range": {"start": {"line": 0, "character": 4}, "end": {"line": 0, "character": 5}},
                                "text": str(version)}]}}
        if jsonrpc is not None:
            message["jsonrpc"] = jsonrpc
        protocol.handle_message(protocol.structure_message(message))
    snapshot = server.snapshot(uri)
    assert snapshot.version == 3 and snapshot.source == b"DEF 3 Solid { }\n"
