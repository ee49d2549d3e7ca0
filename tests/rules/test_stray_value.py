"""`stray-value` (WbParser::parseField: Webots' "Expected field name or '}', found '%1'")."""

from __future__ import annotations

from .helpers import at, open_file, rows

TEXT = "#VRML_SIM R2025a utf8\nGroup { children [ ] NULL }\n"


async def test_stray_value_null_where_a_field_name_goes(client, workspace):
    _, found = await open_file(client, workspace, "worlds/w.wbt", TEXT)
    assert rows(found) == [
        ("stray-value", "error", "Expected field name or '}', found 'NULL'", at(TEXT, "NULL")),
    ]
