"""`proto-name-mismatch` (WbProtoModel::WbProtoModel: Webots' "'%1' PROTO identifier does not match filename")."""

from __future__ import annotations

from .helpers import at, open_file, rows

TEXT = "#VRML_SIM R2025a utf8\nPROTO Q [ ]\n{ Solid { } }\n"


async def test_proto_name_mismatch_q_in_p_proto(client, workspace):
    _, found = await open_file(client, workspace, "protos/P.proto", TEXT)
    assert rows(found) == [
        ("proto-name-mismatch", "error", "'Q' PROTO identifier does not match filename", at(TEXT, "Q")),
    ]
