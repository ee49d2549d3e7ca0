"""`header` (WbTokenizer::readFileInfo: Webots' 'Invalid header. Please modify the first line to "%1".'), and its
quick fix (``fixes.header.header_line``): an invalid header keeps its version; a missing one gets the current
header."""

from __future__ import annotations

import pytest

from .helpers import fixed, open_file, quick_fixes, rows


@pytest.mark.parametrize("name, text, message, expected", [
    ("bad.wbt", "#VRML_SIM R2023b\r\nWorldInfo { }\r\n",
     'Invalid header. Please modify the first line to "#VRML_SIM R2023b utf8".',
     "#VRML_SIM R2023b utf8\r\nWorldInfo { }\r\n"),
    ("none.proto", "# ä😀\nPROTO none [ ] { Group { } }\n",
     'Invalid header. Please modify the first line to "#VRML_SIM R2025a utf8".',
     "#VRML_SIM R2025a utf8\n# ä😀\nPROTO none [ ] { Group { } }\n"),
    ("bare.wbt", "WorldInfo { }\n", 'Missing header. Please modify the first line to "#VRML_SIM R2025a utf8".',
     "#VRML_SIM R2025a utf8\nWorldInfo { }\n"),
])
async def test_header_fixed(client, workspace, name, text, message, expected):
    uri, found = await open_file(client, workspace, f"worlds/{name}", text)
    (row,) = [row for row in rows(found) if row[0] == "header"]
    first_line = text.split("\n")[0].rstrip("\r")
    assert row == ("header", "error", message, (0, 0, 0, len(first_line.encode("utf-16-le")) // 2))
    (action,) = await quick_fixes(client, uri, next(d for d in found if d.code == "header"))
    new_text, messages = await fixed(client, uri, text, action)
    assert new_text == expected
    assert "header" not in [code for code, *_ in messages]
