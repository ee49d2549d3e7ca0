"""`proto-too-deep` (a limit of webots-ls, after WbProtoModel::WbProtoModel's recursion): an instance of a PROTO
whose chain of base PROTOs is longer than 100 is not resolved further."""

from __future__ import annotations

from .helpers import at, open_file, rows

HEADER = "#VRML_SIM R2025a utf8\n"
# P0 derives from P1, ..., P100 from P101, a Solid: 101 PROTOs below P0
CHAIN = {f"protos/P{k}.proto": f'{HEADER}EXTERNPROTO "P{k + 1}.proto"\nPROTO P{k} [ ] {{ P{k + 1} {{ }} }}\n'
         for k in range(101)}
CHAIN["protos/P101.proto"] = f"{HEADER}PROTO P101 [ ] {{ Solid {{ }} }}\n"
TEXT = f'{HEADER}EXTERNPROTO "../protos/P0.proto"\nP0 {{ }}\n'


async def test_proto_too_deep_chain_of_101_protos(client, workspace):
    _, found = await open_file(client, workspace, "worlds/w.wbt", TEXT, CHAIN)
    assert rows(found) == [("proto-too-deep", "error", "PROTO 'P0' derives from more than 100 PROTOs: not resolved "
                            "further", at(TEXT, "P0 {")[:3] + (2,))]
