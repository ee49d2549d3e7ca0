"""`invalid-escape` (WbTokenizer::readWord: Webots' "Invalid escaped character")."""

from __future__ import annotations

from .helpers import at, open_file, rows

TEXT = "#VRML_SIM R2025a utf8\nSolid { name \"a\\tb\" }\n"


async def test_invalid_escape_backslash_t(client, workspace):
    _, found = await open_file(client, workspace, "worlds/w.wbt", TEXT)
    assert rows(found) == [
        ("invalid-escape", "error", "Invalid escaped character", at(TEXT, "\\t")),
    ]
