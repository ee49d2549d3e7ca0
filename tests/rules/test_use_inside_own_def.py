"""`use-inside-own-def` (WbNodeReader::readNode: a DEF is registered at its closing '}', so a USE inside it refers to an
earlier DEF)."""

from __future__ import annotations

from .helpers import at, open_file, rows

TEXT = "#VRML_SIM R2025a utf8\nDEF A Group { }\nDEF A Group { children [ USE A ] }\n"


async def test_use_inside_own_def_refers_to_the_earlier_def(client, workspace):
    _, found = await open_file(client, workspace, "worlds/w.wbt", TEXT)
    assert rows(found) == [
        ("use-inside-own-def", "warning", "'USE A' is inside the node 'DEF A' of line 3; Webots registers a DEF "
         "only when its closing '}' is read, so it refers to the earlier 'DEF A' at line 2",
         at(TEXT, "A", 2)),
    ]
