"""`unknown-node` (WbParser::parseNode: Webots' "Skipped unknown '%1' node or PROTO", with our "did you mean"), and
its quick fix: the known types nearest to it that the slot accepts (``fixes.node_types.node_types``)."""

from __future__ import annotations

from .helpers import at, fixed, open_file, quick_fixes, rows

TEXT = ('#VRML_SIM R2025a utf8\nShape { appearance PBRAppearance { name "ü😀" } geometry Cylnder { } }\n'
        'Solid { name "😀" translaton 0 0 1 }\n')


async def test_unknown_node_did_you_mean_cylinder(client, workspace):
    uri, found = await open_file(client, workspace, "worlds/types.wbt", TEXT)
    assert rows(found) == [
        ("unknown-node", "warning", "Skipped unknown 'Cylnder' node or PROTO (did you mean 'Cylinder'?)",
         at(TEXT, "Cylnder")),
        ("unknown-field", "warning", "Skipped unknown 'translaton' field in Solid node", at(TEXT, "translaton")),
    ]
    (action,) = await quick_fixes(client, uri, found[0])
    assert action.title == "Did you mean 'Cylinder'?"
    new_text, messages = await fixed(client, uri, TEXT, action)
    assert new_text == TEXT.replace("Cylnder", "Cylinder")
    assert [code for code, *_ in messages] == ["unknown-field"]
