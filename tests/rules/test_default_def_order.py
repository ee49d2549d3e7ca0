"""`default-def-order` (WbNode::createProtoInstance: Webots' "Wrong order of fields in the instance of PROTO %1: USE
nodes might refer to the wrong DEF nodes.")."""

from __future__ import annotations

from .helpers import at, open_file, rows

# like Webots' parser test DefaultDef.proto: the instance skips `second`, whose default holds a DEF
TRIO = ("#VRML_SIM R2025a utf8\nPROTO Trio [\n"
        "  field SFNode first DEF A Box { }\n  field SFNode second DEF B Sphere { }\n  field SFNode third NULL\n]\n"
        "{ Group { children [\n"
        "  Shape { geometry IS first } Shape { geometry IS second } Shape { geometry IS third }\n] } }\n")
TEXT = ('#VRML_SIM R2025a utf8\nEXTERNPROTO "../protos/Trio.proto"\n'
        "Solid { children [ Trio { third Cylinder { } first Box { } } ] }\n")


async def test_default_def_order_second_left_to_its_default_def(client, workspace):
    _, found = await open_file(client, workspace, "worlds/w.wbt", TEXT, {"protos/Trio.proto": TRIO})
    assert rows(found) == [
        ("default-def-order", "warning", "Wrong order of fields in the instance of PROTO Trio: USE nodes might "
         "refer to the wrong DEF nodes.", at(TEXT, "Trio", 1)),
    ]
