"""The JSON the server sends without lsprotocol objects (big answers: diagnostics, the outline) is exactly what
lsprotocol would send, and pygls sends it untouched."""

from __future__ import annotations

import pytest
from lsprotocol import types
from pygls.protocol import JsonRPCNotification, JsonRPCResponseMessage

from webots_ls.analysis.spans import Span
from webots_ls.features.diagnostics import diagnostics
from webots_ls.features.symbols import document_symbols
from webots_ls.server import convert
from webots_ls.server.app import json_ready_converter
from webots_ls.snapshot import FileSnapshot

from conftest import CORPUS

TEXTS = {
    "non-ASCII, CRLF, lone CR": (
        '#VRML_SIM R2023b utf8\r\nEXTERNPROTO "a/Ⅹ.proto"\rDEF Ⅹ Group { children [ DEF 𝔸 Solid { name "é" '
        'boundingObject USE Ⅹ } ] }\r\nUSE Ⅹ USE 𝔸 USE MISSING\r\n'
        'PROTO P [ field SFNode n Group { } ] { Group { } }\n'
    ),
    "corpus world": (CORPUS / "cyberbotics__optima/CNN-autonomous-car__worlds__autonomous_car_test.wbt"),
    "corpus PROTO": (CORPUS / "EmilioYared__webots-visiblesim/protos__Catom3DPhysics.proto"),
}


def _snapshot(name: str) -> FileSnapshot:
    text = TEXTS[name]
    return FileSnapshot.open("file:///test.wbt", text if isinstance(text, str) else text.read_bytes(), 1)


def _round_trip(data, type_):
    converter = json_ready_converter()
    return converter.unstructure(converter.structure(data, type_))


@pytest.mark.parametrize("name", TEXTS)
@pytest.mark.parametrize("encoding", ["utf-16", "utf-8"])
def test_outline_json_is_lsprotocols_form(name, encoding):
    snapshot = _snapshot(name)
    symbols = document_symbols(snapshot)
    tree = convert.document_symbols(snapshot, symbols, encoding, hierarchical=True)
    assert tree and tree == _round_trip(tree, list[types.DocumentSymbol])
    flat = convert.document_symbols(snapshot, symbols, encoding, hierarchical=False)
    assert len(flat) > len(tree) and flat == _round_trip(flat, list[types.SymbolInformation])
    stack = list(tree)
    while stack:  # lsprotocol leaves out what is empty: no "detail": "" or "children": []
        symbol = stack.pop()
        assert symbol.get("detail", "x") and symbol.get("children", [None])
        stack.extend(symbol.get("children", []))


@pytest.mark.parametrize("name", TEXTS)
def test_diagnostics_json_is_lsprotocols_form(name):
    snapshot = _snapshot(name)
    findings = diagnostics(snapshot.tree, snapshot.source, snapshot.analysis)
    published = convert.diagnostics(snapshot, findings, "utf-16")
    assert published == _round_trip(published, list[types.Diagnostic])


@pytest.mark.parametrize("name", TEXTS)
@pytest.mark.parametrize("encoding", ["utf-16", "utf-8", "utf-32"])
def test_definition_json_is_what_lsprotocols_locations_give(name, encoding):
    """go to definition answers with ``json_locations``: what ``locations`` (lsprotocol objects) unstructure to."""
    snapshot = _snapshot(name)
    size = len(snapshot.source)
    spans = [Span(start, min(size, start + 9)) for start in range(0, size, max(1, size // 60))]
    spans += [occurrence.span for occurrence in snapshot.analysis.occurrences]
    expected = json_ready_converter().unstructure(convert.locations(snapshot, spans, encoding))
    assert convert.json_locations(snapshot, spans, encoding) == expected


def test_json_ready_payloads_are_sent_as_they_are():
    """pygls unstructures a message with the server's converter (its ``converter_factory``): a ``JsonReady``
    payload comes out as the very same object, not walked nor copied."""
    converter = json_ready_converter()
    payload = [{"range": {"start": {"line": 0, "character": 1}}, "kind": 13}]
    response = converter.unstructure(JsonRPCResponseMessage(id=7, result=convert.JsonReady(payload), jsonrpc="2.0"))
    assert response == {"id": 7, "jsonrpc": "2.0", "result": payload} and response["result"] is payload
    params = {"uri": "file:///a.wbt", "diagnostics": payload}
    notification = JsonRPCNotification(method="textDocument/publishDiagnostics", params=convert.JsonReady(params),
                                       jsonrpc="2.0")
    assert converter.unstructure(notification)["params"] is params
    # lsprotocol objects are still unstructured as before
    position = converter.unstructure(JsonRPCResponseMessage(id=8, result=types.Position(line=1, character=2),
                                                            jsonrpc="2.0"))
    assert position["result"] == {"line": 1, "character": 2}
