"""`unused-parameter` (WbProtoModel::verifyAliasing: Webots' "PROTO parameter '%1' has no matching IS field")."""

from __future__ import annotations

from .helpers import at, open_file, rows

TEXT = "#VRML_SIM R2025a utf8\nPROTO P [\n  field SFFloat mass 1\n]\n{ Solid { } }\n"


async def test_unused_parameter_with_no_is(client, workspace):
    _, found = await open_file(client, workspace, "protos/P.proto", TEXT)
    assert rows(found) == [
        ("unused-parameter", "warning", "PROTO parameter 'mass' has no matching IS field", at(TEXT, "mass")),
    ]
