"""`legacy-type` (WbParser::parseFieldValue: Recognition.occlusion was an SFBool before R2021b: a warning with Webots'
text and a note)."""

from __future__ import annotations

from .helpers import at, open_file, rows

TEXT = "#VRML_SIM R2021a utf8\nRecognition { occlusion FALSE }\n"


async def test_legacy_type_boolean_occlusion_of_an_old_world(client, workspace):
    _, found = await open_file(client, workspace, "worlds/w.wbt", TEXT)
    assert rows(found) == [
        ("legacy-type", "warning", "Expected integer value, found 'FALSE' (Recognition.occlusion was an SFBool in "
         "older Webots versions, it is an SFInt32 now)", at(TEXT, "FALSE")),
    ]
