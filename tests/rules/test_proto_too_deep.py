"""`proto-too-deep` (a limit of webots-ls, after WbProtoModel::WbProtoModel's recursion): an instance of a PROTO
that derives from 100 or more base PROTOs is not resolved further."""

from __future__ import annotations

import pytest

from .helpers import at, open_file, rows

HEADER = "#VRML_SIM R2025a utf8\n"
TEXT = f'{HEADER}EXTERNPROTO "../protos/P0.proto"\nP0 {{ }}\n'


def chain(bases: int) -> dict[str, str]:
    """P0 derives from P1, ..., P<bases - 1> from P<bases>, a Solid: ``bases`` PROTOs below P0."""
    files = {f"protos/P{k}.proto": f'{HEADER}EXTERNPROTO "P{k + 1}.proto"\nPROTO P{k} [ ] {{ P{k + 1} {{ }} }}\n'
             for k in range(bases)}
    files[f"protos/P{bases}.proto"] = f"{HEADER}PROTO P{bases} [ ] {{ Solid {{ }} }}\n"
    return files


@pytest.mark.parametrize("bases, too_deep", [(99, False), (100, True)])
async def test_proto_too_deep_past_100_proto_files(client, workspace, bases, too_deep):
    """The limit counts the chain's PROTO files with P0's own (``project.MAX_DERIVATION_DEPTH``): 100 bases make 101
    files, too deep, and the message says what was counted (it said "more than 100" for exactly 100 bases)."""
    _, found = await open_file(client, workspace, "worlds/w.wbt", TEXT, chain(bases))
    line, column, _, _ = at(TEXT, "P0 {")
    expected = ("proto-too-deep", "error", "PROTO 'P0' derives from 100 or more PROTOs: not resolved further",
                (line, column, line, column + 2))
    assert rows(found) == ([expected] if too_deep else [])
