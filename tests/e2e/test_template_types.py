"""Node types from the expansion (issue 30.4) in USE completion and hover, and ``webots-ls check`` running the same
template pass as the server (issue 30, CLI): through the real server and the real command."""

from __future__ import annotations

import asyncio
import json
import subprocess
from pathlib import Path

import pytest
from lsprotocol import types

from .conftest import SERVER_COMMAND, SERVER_DIR, TIMEOUT, find, open_document
from .test_template_diagnostics import (  # noqa: F401 (the client and workspace fixtures)
    BROKEN, WORLD, client, initialize, published_when, with_code, workspace,
)

# Typed up to `USE ` in two slots; the failing instance tells when the template pass has published.
TYPING = """#VRML_SIM R2023b utf8
EXTERNPROTO "../protos/Maybe.proto"
EXTERNPROTO "../protos/Shapely.proto"
DEF A Maybe { solid TRUE }
DEF B Maybe { solid FALSE }
DEF ROUND Shapely { round TRUE }
DEF SQUARE Shapely { round FALSE }
Maybe { count -1 }
Group { children [ USE  ] }
Shape { geometry USE  }
"""


def position(text: str, needle: str, after: int = 0) -> types.Position:
    line, character = find(text, needle)
    return types.Position(line, character + after)


async def labels(client, uri: str, text: str, needle: str) -> list[str]:
    result = await asyncio.wait_for(client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=position(text, needle, len(needle)),
    )), TIMEOUT)
    items = result.items if isinstance(result, types.CompletionList) else result or []
    return sorted(item.label for item in items)


async def hover_text(client, uri: str, text: str, needle: str, after: int = 0) -> str:
    result = await asyncio.wait_for(client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=position(text, needle, after))), TIMEOUT)
    assert result is not None
    return result.contents.value


async def open_typing(client, workspace: Path) -> str:
    uri = (workspace / "worlds" / "typing.wbt").as_uri()
    open_document(client, uri, TYPING)
    await published_when(client, uri, lambda d: with_code(d, "template-error"))  # the template pass is done
    return uri


@pytest.mark.asyncio
async def test_use_completion_offers_what_each_instance_expands_to(client, workspace):
    await initialize(client, workspace)
    uri = await open_typing(client, workspace)
    # A expands to a Solid (never USEd), B to a Pose; SQUARE to a Solid, which no geometry field takes
    assert await labels(client, uri, TYPING, "children [ USE ") == ["B"]
    assert await labels(client, uri, TYPING, "geometry USE ") == ["ROUND"]


@pytest.mark.asyncio
async def test_use_completion_reads_the_template_text_when_evaluation_is_off(client, workspace):
    await initialize(client, workspace, {"templates": {"evaluate": False}})
    uri = (workspace / "worlds" / "typing.wbt").as_uri()
    open_document(client, uri, TYPING)
    await published_when(client, uri, lambda d: True)
    # today's reading: Shapely's text starts with a Sphere, so both are offered as geometries
    assert await labels(client, uri, TYPING, "geometry USE ") == ["ROUND", "SQUARE"]


@pytest.mark.asyncio
async def test_hover_shows_the_type_an_instance_expands_to(client, workspace):
    await initialize(client, workspace)
    uri = await open_typing(client, workspace)
    assert "expands to `Solid`" in await hover_text(client, uri, TYPING, "A Maybe")
    assert "expands to `Pose`" in await hover_text(client, uri, TYPING, "B Maybe")
    assert "expands to `Solid`" in await hover_text(client, uri, TYPING, "Shapely { round FALSE", 2)
    assert "expands to `Sphere`" in await hover_text(client, uri, TYPING, "Shapely { round TRUE", 2)


@pytest.mark.asyncio
async def test_use_hover_shows_the_type_its_def_expands_to(client, workspace):
    await initialize(client, workspace)
    text = WORLD
    uri = (workspace / "worlds" / "w.wbt").as_uri()
    open_document(client, uri, text)
    await published_when(client, uri, lambda d: with_code(d, "template-error"))
    assert "expands to `Pose`" in await hover_text(client, uri, text, "B ] }")
    assert "expands to `Solid`" in await hover_text(client, uri, text, "A USE B")



# USEs of procedural DEFs in a geometry field: where each may stand is judged on what its DEF expands to.
USES = """#VRML_SIM R2023b utf8
EXTERNPROTO "../protos/Maybe.proto"
EXTERNPROTO "../protos/Shapely.proto"
DEF ROUND Shapely { round TRUE }
DEF SQUARE Shapely { round FALSE }
DEF B Maybe { solid FALSE }
Maybe { count -1 }
Shape { geometry USE ROUND }
Shape { geometry USE SQUARE }
Shape { geometry USE B }
"""


@pytest.mark.asyncio
async def test_where_a_use_may_stand_comes_from_its_def_expansion(client, workspace):
    await initialize(client, workspace)
    uri = (workspace / "worlds" / "uses.wbt").as_uri()
    open_document(client, uri, USES)
    published = await published_when(client, uri, lambda d: with_code(d, "template-error"))
    misplaced = sorted((d.range.start.line, d.message) for d in with_code(published, "misplaced-node"))
    # (the template's text reads Shapely as a Sphere and Maybe as a Solid: today's reading flags USE B as a Solid)
    assert misplaced == [
        (8, "Cannot insert Solid node in 'geometry' field of Shape node."),
        (9, "Cannot insert Pose node in 'geometry' field of Shape node."),
    ]

# -- check -----------------------------------------------------------------------------------------------
def run_check(root: Path, *args: str) -> list[dict]:
    result = subprocess.run(
        [*SERVER_COMMAND, "check", "--format", "json", *args], capture_output=True, text=True, cwd=root,
        timeout=120, env={"PYTHONPATH": str(SERVER_DIR), "PATH": "/usr/bin:/bin"},
    )
    assert result.returncode in (0, 1), result.stderr
    return json.loads(result.stdout)


def as_checked(diagnostics) -> list[tuple]:
    return sorted((d.range.start.line + 1, d.range.start.character + 1, d.code, d.message) for d in diagnostics)


def of_file(records: list[dict], name: str) -> list[tuple]:
    return sorted((r["line"], r["column"], r["code"], r["message"]) for r in records if Path(r["path"]).name == name)


@pytest.mark.asyncio
async def test_check_reports_what_the_server_publishes(client, workspace):
    await initialize(client, workspace)
    world = (workspace / "worlds" / "w.wbt").as_uri()
    open_document(client, world, WORLD)
    broken = (workspace / "protos" / "Broken.proto").as_uri()
    open_document(client, broken, BROKEN)
    published = {}
    for uri in (world, broken):
        published[uri] = as_checked(await published_when(client, uri, lambda d: with_code(d, "template-error")))
    records = run_check(workspace, "worlds/w.wbt", "protos/Broken.proto")
    assert of_file(records, "w.wbt") == published[world]
    assert of_file(records, "Broken.proto") == published[broken]
    codes = [r["code"] for r in records]
    assert codes.count("template-error") == 2 and codes.count("forbidden-use") == 1


def test_check_without_templates_reads_the_template_text(workspace):
    records = run_check(workspace, "--no-templates", "worlds/w.wbt", "protos/Broken.proto")
    codes = [r["code"] for r in records]
    # Maybe's text starts with a Solid: both USEs are judged forbidden, and no template runs
    assert codes.count("template-error") == 0 and codes.count("forbidden-use") == 2
    codes = [r["code"] for r in run_check(workspace, "worlds/w.wbt", "protos/Broken.proto")]
    assert codes.count("template-error") == 2 and codes.count("forbidden-use") == 1
