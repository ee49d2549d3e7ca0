"""`restricted-value` (WbFieldValueRestriction: Webots' "Invalid '%1' changed to %2. The value should be in the list:
{%3}.")."""

from __future__ import annotations

from .helpers import at, open_file, rows

LAMP = ('#VRML_SIM R2025a utf8\nPROTO Lamp [ field SFString { "red", "blue" } color "red" ]\n'
        "{ Solid { name IS color } }\n")
TEXT = "#VRML_SIM R2025a utf8\nEXTERNPROTO \"../protos/Lamp.proto\"\nLamp { color \"green\" }\n"


async def test_restricted_value_string_not_listed(client, workspace):
    _, found = await open_file(client, workspace, "worlds/w.wbt", TEXT, {"protos/Lamp.proto": LAMP})
    assert rows(found) == [
        ("restricted-value", "warning", 'Invalid \'color\' changed to "red". The value should be in the list: '
         '{"red", "blue"}.', at(TEXT, '"green"')),
    ]
