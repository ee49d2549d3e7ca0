"""`value-type` (WbParser::parseFieldValue: Webots' "Expected floating point value, found '%1'")."""

from __future__ import annotations

from .helpers import at, open_file, rows

TEXT = "#VRML_SIM R2025a utf8\nSolid { translation 0 0 }\n"


async def test_value_type_vector_with_two_numbers(client, workspace):
    _, found = await open_file(client, workspace, "worlds/w.wbt", TEXT)
    assert rows(found) == [
        ("value-type", "error", "Expected floating point value, found '}'", at(TEXT, "}")),
    ]
