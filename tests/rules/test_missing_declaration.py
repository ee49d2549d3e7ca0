"""`missing-declaration` (WbProtoManager::findModel: Webots' "Missing declaration for '%1', add: 'EXTERNPROTO
\"%2\"' to '%3'."), and its quick fix: the line Webots asks for, after the header block
(``fixes.extern_proto.declaration``)."""

from __future__ import annotations

from .helpers import at, fixed, open_file, quick_fixes, rows

WHEEL = "#VRML_SIM R2025a utf8\nPROTO Wheel [\n  field SFFloat width 0.02\n]\n{ Solid { } }\n"
TEXT = '#VRML_SIM R2025a utf8\r\n# ä😀\r\n\r\nWorldInfo { title "😀" }\r\nWheel { width 0.1 }\r\n'


async def test_missing_declaration_of_a_project_proto(client, workspace):
    uri, found = await open_file(client, workspace, "worlds/decl.wbt", TEXT, {"protos/Wheel.proto": WHEEL})
    world = workspace / "worlds" / "decl.wbt"
    assert rows(found) == [
        ("missing-declaration", "error", "Missing declaration for 'Wheel', add: 'EXTERNPROTO "
         f"\"../protos/Wheel.proto\"' to '{world}'.", at(TEXT, "Wheel")),
    ]
    (action,) = await quick_fixes(client, uri, found[0])
    assert action.title == "Add 'EXTERNPROTO \"../protos/Wheel.proto\"'" and action.is_preferred
    new_text, messages = await fixed(client, uri, TEXT, action)
    assert new_text == TEXT.replace("\r\n\r\n", '\r\n\r\nEXTERNPROTO "../protos/Wheel.proto"\r\n\r\n')
    assert messages == []
