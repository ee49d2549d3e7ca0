"""`missing` (WbParser::reportUnexpected: a closing bracket that never comes, reported where the file ends)."""

from __future__ import annotations

from .helpers import at, open_file, rows

TEXT = "#VRML_SIM R2025a utf8\nSolid { children [ Shape { }\n"


async def test_missing_bracket_at_the_end_of_the_file(client, workspace):
    _, found = await open_file(client, workspace, "worlds/w.wbt", TEXT)
    assert rows(found) == [
        ("missing", "error", "missing ']' to close the list of field 'children' opened at line 2; "
         "also not closed: 'Solid' (line 2)", (1, 28, 1, 28)),
    ]
