"""`deprecated-node` (WbNodeModel::compatibleNodeName: Webots' "Deprecated '%1', please use '%2' node instead")."""

from __future__ import annotations

from .helpers import at, open_file, rows

TEXT = "#VRML_SIM R2025a utf8\nCameraFocus { }\n"


async def test_deprecated_node_camera_focus(client, workspace):
    _, found = await open_file(client, workspace, "worlds/w.wbt", TEXT)
    assert rows(found) == [
        ("deprecated-node", "warning", "Deprecated 'CameraFocus', please use 'Focus' node instead",
         at(TEXT, "CameraFocus")),
    ]
