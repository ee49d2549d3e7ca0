"""`misplaced-node` (WbNodeUtilities::isAllowedToInsert: Webots' "Cannot insert %1 node in '%2' field of %3 node.")."""

from __future__ import annotations

from .helpers import at, open_file, rows

TEXT = "#VRML_SIM R2025a utf8\nSolid { children [ Sphere { } ] }\n"


async def test_misplaced_node_geometry_in_children(client, workspace):
    _, found = await open_file(client, workspace, "worlds/w.wbt", TEXT)
    assert rows(found) == [
        ("misplaced-node", "warning", "Cannot insert Sphere node in 'children' field of Solid node.",
         at(TEXT, "Sphere")),
    ]
