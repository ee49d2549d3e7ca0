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


@pytest.mark.corpus
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


@pytest.mark.corpus
@pytest.mark.parametrize("name", TEXTS)
def test_diagnostics_json_is_lsprotocols_form(name):
    snapshot = _snapshot(name)
    findings = diagnostics(snapshot.tree, snapshot.source, snapshot.analysis)
    published = convert.diagnostics(snapshot, findings, "utf-16")
    assert published == _round_trip(published, list[types.Diagnostic])


@pytest.mark.corpus
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


# -- a didChange read straight from its JSON -----------------------------------------------------------
PLAIN_CHANGE = {
    "textDocument": {"uri": "file:///w/%C3%A9.wbt", "version": 7},
    "contentChanges": [
        {"range": {"start": {"line": 3, "character": 5}, "end": {"line": 4, "character": 0}}, "text": "é\r\n"},
        {"range": {"start": {"line": 0, "character": 0}, "end": {"line": 0, "character": 0}}, "rangeLength": 0,
         "text": ""},
        {"text": "a whole new text"},
    ],
}
ODD_VALUES = [None, True, False, -1, 1.0, 2**31, "3", [], {}, 2**31 - 1, 0]


def _through_lsprotocol(params: dict) -> convert.DocumentChange | None:
    """What pygls' converter and ``document_change`` make of the params (None: it refuses them)."""
    from pygls.protocol import default_converter

    try:
        structured = default_converter().structure(params, types.DidChangeTextDocumentParams)
    except Exception:
        return None
    return convert.document_change(structured)


def _variants(rng) -> list:
    """The plain params with one value changed, one key added or one dropped, somewhere."""
    import copy

    variants = []
    for _ in range(400):
        params = copy.deepcopy(PLAIN_CHANGE)
        holders = [params, params["textDocument"], *params["contentChanges"]]
        for change in params["contentChanges"]:
            if "range" in change:
                holders += [change["range"], change["range"]["start"], change["range"]["end"]]
        holder = rng.choice(holders)
        key = rng.choice(sorted(holder))
        what = rng.random()
        if what < 0.7:
            holder[key] = rng.choice(ODD_VALUES)
        elif what < 0.85:
            holder["extra"] = 1
        else:
            del holder[key]
        variants.append(params)
    return variants


def test_a_plain_did_change_is_read_as_lsprotocol_reads_it():
    """The JSON fast path accepts the plain shape every client sends, and whatever it accepts reads exactly as
    lsprotocol's types read it; the rest (a null version, a float, a key too many) is left to them."""
    import copy
    import random

    fast = convert.document_change_from_json(copy.deepcopy(PLAIN_CHANGE))
    assert fast is not None and fast == _through_lsprotocol(copy.deepcopy(PLAIN_CHANGE))
    assert fast.changes[2] == (None, "a whole new text") and fast.changes[0] == (((3, 5), (4, 0)), "é\r\n")
    accepted = refused = 0
    for params in _variants(random.Random(3)):
        read = convert.document_change_from_json(copy.deepcopy(params))
        if read is None:
            refused += 1
        else:
            accepted += 1
            assert read == _through_lsprotocol(params), params
    assert accepted > 20 and refused > 100
    null_version = copy.deepcopy(PLAIN_CHANGE)
    null_version["textDocument"]["version"] = None
    assert convert.document_change_from_json(null_version) is None  # (the server keeps the version: see app)
