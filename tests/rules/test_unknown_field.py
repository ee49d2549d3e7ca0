"""`unknown-field` (WbParser::parseNode: Webots' "Skipped unknown '%1' field in %2 node"), and its quick fix: the
node's fields not written yet, nearest first (``fixes.field_names.field_names``)."""

from __future__ import annotations

from .helpers import at, fixed, open_file, quick_fixes, rows

TEXT = '#VRML_SIM R2025a utf8\nSolid { name "😀" rotaton 0 0 1 1 }\n'


async def test_unknown_field_of_a_built_in_node(client, workspace):
    uri, found = await open_file(client, workspace, "worlds/field.wbt", TEXT)
    assert rows(found) == [
        ("unknown-field", "warning", "Skipped unknown 'rotaton' field in Solid node",
         at(TEXT, "rotaton")),
    ]
    actions = await quick_fixes(client, uri, found[0])
    assert actions[0].title == "Did you mean 'rotation'?"
    new_text, messages = await fixed(client, uri, TEXT, actions[0])
    assert new_text == TEXT.replace("rotaton", "rotation") and messages == []
