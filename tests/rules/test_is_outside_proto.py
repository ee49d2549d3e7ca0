"""`is-outside-proto` (WbParser::parseField: Webots' "'IS' keyword is only allowed in .proto files")."""

from __future__ import annotations

from .helpers import at, open_file, rows

TEXT = "#VRML_SIM R2025a utf8\nSolid { name IS name }\n"


async def test_is_outside_proto_in_a_world(client, workspace):
    _, found = await open_file(client, workspace, "worlds/w.wbt", TEXT)
    assert rows(found) == [
        ("is-outside-proto", "error", "'IS' keyword is only allowed in .proto files", at(TEXT, "IS")),
    ]
