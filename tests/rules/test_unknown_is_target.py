"""`unknown-is-target` (WbNode::readFields: Webots' "Field IS reference '%1' has no matching PROTO parameter.")."""

from __future__ import annotations

from .helpers import at, open_file, rows

TEXT = ('#VRML_SIM R2025a utf8\nPROTO P [\n  field SFString name "p"\n]\n'
        "{ Solid { name IS name description IS nmae } }\n")


async def test_unknown_is_target_misspelt(client, workspace):
    _, found = await open_file(client, workspace, "protos/P.proto", TEXT)
    assert rows(found) == [
        ("unknown-is-target", "warning", "Field IS reference 'nmae' has no matching PROTO parameter.",
         at(TEXT, "nmae")),
    ]
