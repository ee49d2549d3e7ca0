"""`emissive-use` (WbDictionary::checkChargerAndLedConstraints: a Material USE'd in an LED's first child, its DEF
outside)."""

from __future__ import annotations

from .helpers import open_file, rows

TEXT = ("#VRML_SIM R2025a utf8\nShape { appearance Appearance { material DEF M Material { } } }\n"
        "LED { children [ Shape { appearance Appearance { material USE M } } ] }\n")


async def test_emissive_use_material_of_an_led(client, workspace):
    _, found = await open_file(client, workspace, "worlds/w.wbt", TEXT)
    assert rows(found) == [
        ("emissive-use", "warning", "Non-admissible USE M node inside first child of LED node.\nInvalid USE "
         "nodes that refer to DEF nodes defined outside the LED node are turned into DEF nodes "
         "otherwise the emissive color cannot be updated correctly.", (2, 62, 2, 63)),  # the M of USE M
    ]
