"""`recursive-proto` (WbProtoModel::WbProtoModel: Webots' "Recursive definition of PROTO node '%1' is not
supported")."""

from __future__ import annotations

from .helpers import open_file, rows

A = "#VRML_SIM R2025a utf8\nEXTERNPROTO \"B.proto\"\nPROTO A [ ] { B { } }\n"
B = "#VRML_SIM R2025a utf8\nEXTERNPROTO \"A.proto\"\nPROTO B [ ] { A { } }\n"
TEXT = "#VRML_SIM R2025a utf8\nEXTERNPROTO \"../protos/A.proto\"\nA { }\n"


async def test_recursive_proto_a_based_on_b_based_on_a(client, workspace):
    _, found = await open_file(client, workspace, "worlds/w.wbt", TEXT, {"protos/A.proto": A, "protos/B.proto": B})
    assert rows(found) == [
        ("recursive-proto", "error", "Recursive definition of PROTO node 'A' is not supported",
         (2, 0, 2, 1)),
    ]
