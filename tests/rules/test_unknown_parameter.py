"""`unknown-parameter` (WbParser::parseNode: Webots' "Skipped unknown '%1' parameter in %2 PROTO"), and its quick
fix: the PROTO's parameters not written yet, nearest first (``fixes.field_names.field_names``)."""

from __future__ import annotations

from .helpers import at, fixed, open_file, quick_fixes, rows

WHEEL = ("#VRML_SIM R2025a utf8\nPROTO Wheel [\n  field SFFloat radius 0.1\n  field SFFloat width 0.02\n]\n"
         "{ Solid { } }\n")
TEXT = '#VRML_SIM R2025a utf8\r\n# ä😀\r\nEXTERNPROTO "../protos/Wheel.proto"\r\n\r\nWheel { widht 0.1 }\r\n'


async def test_unknown_parameter_did_you_mean_width(client, workspace):
    uri, found = await open_file(client, workspace, "worlds/parameter.wbt", TEXT, {"protos/Wheel.proto": WHEEL})
    assert rows(found) == [
        ("unknown-parameter", "warning", "Skipped unknown 'widht' parameter in Wheel PROTO",
         at(TEXT, "widht")),
    ]
    (action,) = await quick_fixes(client, uri, found[0])
    assert action.title == "Did you mean 'width'?"
    new_text, messages = await fixed(client, uri, TEXT, action)
    assert new_text == TEXT.replace("widht", "width") and messages == []
