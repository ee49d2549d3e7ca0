"""`is-type-mismatch` (WbProtoModel::verifyNodeAliasing: Webots' "Type mismatch between '%1' PROTO parameter and field
'%2'")."""

from __future__ import annotations

from .helpers import at, open_file, rows

TEXT = ('#VRML_SIM R2025a utf8\nPROTO P [\n  field SFString texture "a.png"\n]\n'
        "{ Shape { appearance Appearance { texture ImageTexture { url IS texture } } } }\n")


async def test_is_type_mismatch_sfstring_linked_to_mfstring(client, workspace):
    _, found = await open_file(client, workspace, "protos/P.proto", TEXT)
    assert rows(found) == [
        ("is-type-mismatch", "error", "Type mismatch between 'texture' PROTO parameter and field 'url'",
         at(TEXT, "texture")),
        # an IS of another type does not use the parameter (WbProtoModel::verifyAliasing)
        ("unused-parameter", "warning", "PROTO parameter 'texture' has no matching IS field",
         at(TEXT, "texture")),
    ]
