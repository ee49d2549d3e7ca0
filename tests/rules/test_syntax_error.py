"""`syntax-error` (WbParser::reportUnexpected: Webots' "Expected field name or '}', found ..." after our own words)."""

from __future__ import annotations

from .helpers import at, open_file, rows

TEXT = "#VRML_SIM R2025a utf8\nSolid { translation 0 0 1 ] }\n"


async def test_syntax_error_on_an_unmatched_bracket(client, workspace):
    _, found = await open_file(client, workspace, "worlds/w.wbt", TEXT)
    assert rows(found) == [
        ("syntax-error", "error", "unmatched ']': no '[' is open here\nWebots: Expected field name or '}', found ']'.",
         at(TEXT, "]")),
    ]
