"""Webots' parser test ``nested_proto_missing_ending_curly_bracket`` (issue 29.10) through the real server, as a user
meets it in an editor: the world and the PROTO it loads opened from Webots' ``tests/parser`` folder, with the
installation (``webotsHome``) resolving the world's ``webots://`` declarations.

The PROTO's body is an instance of another PROTO (``SolidSlot``) and the file ends without the body's closing ``}``.
``WbProtoModel`` cuts the body at the file's last ``}`` (the one closing ``SolidSlot {``), so ``WbParser::parseProtoBody``
reads ``SolidSlot { slot [ ... ]`` and runs out of tokens where the next parameter belongs
(``WbParser::parseParameter``): "Expected parameter name or '}', found end of file." at the end-of-file token, which
``WbTokenizer::tokenize`` makes at the start of the last token it read: the ``]`` of line 15.
"""

from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from lsprotocol import types

from conftest import TEST_DATA  # the test data: ../shared, $WEBOTS_LS_TEST_DATA or .test-data

from .conftest import change_document, diagnostics_for, open_document
from .test_project_server import client, initialize  # noqa: F401  the server without WEBOTS_HOME

PARSER_TESTS = TEST_DATA / "webots" / "parser-tests"
WORLD = "nested_proto_missing_ending_curly_bracket.wbt"
PROTO = "NestedProtoMissingEndingCurlyBracket.proto"
WEBOTS_TEXT = "Expected parameter name or '}', found end of file."


@pytest.fixture
def home(tmp_path: Path) -> Path:
    """A Webots installation holding the files the world loads, where its declarations point."""
    home = tmp_path / "webots"
    parser = home / "tests" / "parser"
    (parser / "worlds").mkdir(parents=True)
    (parser / "protos").mkdir()
    shutil.copy(PARSER_TESTS / "worlds" / WORLD, parser / "worlds" / WORLD)
    for name in (PROTO, "ParserTestSupervisor.proto"):
        shutil.copy(PARSER_TESTS / "protos" / name, parser / "protos" / name)
    slot = home / "tests" / "manual_tests" / "protos" / "SolidSlot.proto"
    slot.parent.mkdir(parents=True)
    shutil.copy(PARSER_TESTS / "protos" / "SolidSlot.proto", slot)
    return home


@pytest.mark.parser_tests
async def test_nested_proto_missing_ending_curly_bracket(client, home):
    parser = home / "tests" / "parser"
    await initialize(client, parser, {"webotsHome": str(home)})
    world = parser / "worlds" / WORLD
    proto = parser / "protos" / PROTO
    open_document(client, world.as_uri(), world.read_text(encoding="utf-8"))
    open_document(client, proto.as_uri(), proto.read_text(encoding="utf-8"))
    on_world = (await diagnostics_for(client, world.as_uri(), 1)).diagnostics
    on_proto = (await diagnostics_for(client, proto.as_uri(), 1)).diagnostics
    # Webots' text at Webots' place: line 15, column 5 (the `]`), as Webots prints it ('file':15:5: error: ...)
    webots = [d for d in on_proto if d.message.splitlines()[-1].removeprefix("Webots: ") == WEBOTS_TEXT]
    assert [(d.range.start.line + 1, d.range.start.character + 1, d.severity) for d in webots] == [
        (15, 5, types.DiagnosticSeverity.Error)], on_proto
    # the grammar's own finding says which `}` is missing, at the end of the file
    assert [d.message for d in on_proto if d not in webots] == ["missing '}' to close the PROTO body opened at line 7"]
    # the world's own text has no error: Webots' message is about the PROTO's file
    assert list(on_world) == [], on_world
    # the missing `}` written: both messages go
    lines = proto.read_text(encoding="utf-8").split("\n")
    change_document(client, proto.as_uri(), 2, ((len(lines) - 1, 0), (len(lines) - 1, 0), "}\n"))
    assert list((await diagnostics_for(client, proto.as_uri(), 2)).diagnostics) == []
