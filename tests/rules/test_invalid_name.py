"""`invalid-name` (WbParser::parseIdentifier, WbToken::isKeyword: a keyword as a DEF name)."""

from __future__ import annotations

from .helpers import at, open_file, rows

TEXT = "#VRML_SIM R2025a utf8\nDEF TO Solid { }\n"


async def test_invalid_name_keyword_as_def_name(client, workspace):
    _, found = await open_file(client, workspace, "worlds/w.wbt", TEXT)
    assert rows(found) == [
        ("invalid-name", "error", "Invalid DEF name 'TO': 'TO' is a Webots keyword", at(TEXT, "TO")),
    ]
