"""`non-integer` (WbSFInt::readSFInt: a number that is not a 32-bit integer is read as 0)."""

from __future__ import annotations

from .helpers import at, open_file, rows

TEXT = "#VRML_SIM R2025a utf8\nCamera { width 64.5 }\n"


async def test_non_integer_camera_width(client, workspace):
    _, found = await open_file(client, workspace, "worlds/w.wbt", TEXT)
    assert rows(found) == [
        ("non-integer", "warning", "'64.5' is not a 32-bit integer: Webots reads it as 0 in the SFInt32 field "
         "'width'", at(TEXT, "64.5")),
    ]
