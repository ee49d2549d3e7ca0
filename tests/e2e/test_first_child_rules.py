"""The first-child USE rules through the real server: WbDictionary::checkChargerAndLedConstraints (LED, Charger) and
WbTrack::updateTextureTransform (Track), with Webots' texts at the USE, and none where Webots accepts the USE."""

from __future__ import annotations

from lsprotocol import types
from pytest_lsp import LanguageClient

from .conftest import diagnostics_for, find, open_document

URI = "file:///tmp/webots-ls-e2e/first-child.wbt"


async def test_led_and_track_uses(vscode: LanguageClient):
    text = (
        "#VRML_SIM R2025a utf8\n"
        "Shape { appearance Appearance { material DEF GLOW Material { } textureTransform DEF TT TextureTransform { } } }\n"
        "LED { children [ Shape { appearance Appearance { material USE GLOW } } ] }\n"
        "LED { children [ Shape { } Shape { appearance Appearance { material USE GLOW } } ] }\n"
        "Track { children [ Shape { appearance Appearance { textureTransform USE TT } } ] }\n"
        "Track { children [ Shape { } Shape { appearance Appearance { textureTransform USE TT } } ] }\n"
    )
    open_document(vscode, URI, text)
    published = await diagnostics_for(vscode, URI, 1)
    found = sorted(
        (d.range.start.line, d.range.start.character, d.code, d.severity)
        for d in published.diagnostics
        if d.code in ("emissive-use", "track-texture-use")
    )
    warning = types.DiagnosticSeverity.Warning
    line, column = find(text, "GLOW } } ] }")
    assert found == [(line, column, "emissive-use", warning), (4, find(text, "USE TT")[1], "track-texture-use", warning)]
    messages = {d.code: d.message for d in published.diagnostics}
    assert messages["emissive-use"].startswith("Non-admissible USE GLOW node inside first child of LED node.\n")
    assert messages["track-texture-use"].startswith("Non-admissible TextureTransform USE node inside Track node.This")
