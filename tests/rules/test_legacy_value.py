"""`legacy-value` (WbParser::parseField: a WorldInfo.gravity vector before R2020b, Webots' "Found deprecated gravity
vector ...")."""

from __future__ import annotations

from .helpers import at, open_file, rows

TEXT = "#VRML_SIM R2020a utf8\nWorldInfo { gravity 0 -9.81 0 }\n"


async def test_legacy_value_gravity_vector_of_an_old_world(client, workspace):
    _, found = await open_file(client, workspace, "worlds/w.wbt", TEXT)
    assert rows(found) == [
        ("legacy-value", "warning", "Found deprecated gravity vector (0 -9.81 0) in WorldInfo, using gravity vector "
         "length: 9.81", at(TEXT, "0 -9.81 0")),
    ]
