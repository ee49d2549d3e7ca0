"""`unreadable-proto` (WbProtoTreeItem::parseItem: Webots stops at "File '%1' is not readable."), and its quick fix:
the workspace's file of that name, as a path relative to the world (``fixes.extern_proto.same_name_files``).
Issue 29: an EXTERNPROTO to a file that was never committed (`Bez2Robocup.proto`) passed silently."""

from __future__ import annotations

from .helpers import at, fixed, open_file, quick_fixes, rows

ROBOT = "#VRML_SIM R2025a utf8\nPROTO Bez2Robocup [ ]\n{ Robot { } }\n"
TEXT = '#VRML_SIM R2025a utf8\r\nEXTERNPROTO "../protos/Bez2Robocup.proto"\r\nBez2Robocup { }\r\n'


async def test_unreadable_proto_then_the_workspace_file_of_its_name(client, workspace):
    uri, found = await open_file(client, workspace, "worlds/soccer.wbt", TEXT,
                                 {"protos/robots/Bez2Robocup.proto": ROBOT})
    assert rows(found) == [
        ("unreadable-proto", "error", "File '../protos/Bez2Robocup.proto' is not readable. (no "
         "such file)", at(TEXT, "../protos/Bez2Robocup.proto")),
    ]
    (action,) = await quick_fixes(client, uri, found[0])
    assert action.title == "Change to '../protos/robots/Bez2Robocup.proto'" and action.is_preferred
    new_text, messages = await fixed(client, uri, TEXT, action)
    assert new_text == TEXT.replace("../protos/Bez2Robocup", "../protos/robots/Bez2Robocup") and messages == []
