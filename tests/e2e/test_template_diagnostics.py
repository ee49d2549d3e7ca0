"""Diagnostics from rendering (issue 30.3) and node types from the expansion (issue 30.4) through the real server: a
template's JavaScript error on the code that raised it, a field only the generated text has, a runaway template
stopped while the server answers, an instance whose values make its template fail, and the forbidden USE that
depends on the instance's values; none of it with ``templates.evaluate`` off."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import LanguageClient

from .conftest import NO_WEBOTS_HOME_CONFIG, TIMEOUT, capabilities, find, open_document, published_when, write_project

BROKEN = """#VRML_SIM R2023b utf8
# template language: javascript
PROTO Broken [
  field SFFloat size 1
]
{
  %< const half = fields.size.value.nothing.here; >%
  Solid { }
}
"""

GENERATED = """#VRML_SIM R2023b utf8
# template language: javascript
PROTO Generated [
  field SFBool tinted TRUE
]
{
  Solid {
    %<= fields.tinted.value ? 'colour' : 'name' >% 1 0 0
    translation 0 0 %<= 1 + 1 >%
  }
}
"""

LUA_BROKEN = """#VRML_SIM R2021a utf8
PROTO LuaBroken [
  field SFInt32 count 2
]
{
  Group {
    %{ local n = fields.count.value + nil }%
  }
}
"""

SPIN = """#VRML_SIM R2023b utf8
# template language: javascript
PROTO Spin [ ]
{
  %< while (true) {} >%
  Pose { }
}
"""

MAYBE = """#VRML_SIM R2023b utf8
# template language: javascript
PROTO Maybe [
  field SFBool solid TRUE
  field SFInt32 count 1
]
{
  %< if (fields.count.value < 0) throw new Error('count must not be negative'); >%
  %< if (fields.solid.value) { >%
  Solid { }
  %< } else { >%
  Pose { }
  %< } >%
}
"""

SHAPELY = """#VRML_SIM R2023b utf8
# template language: javascript
PROTO Shapely [
  field SFBool round TRUE
]
{
  %< if (fields.round.value) { >%
  Sphere { }
  %< } else { >%
  Solid { }
  %< } >%
}
"""

SHAPES = """#VRML_SIM R2023b utf8
EXTERNPROTO "../protos/Shapely.proto"
Shape { geometry Shapely { round TRUE } }
Shape { geometry Shapely { round FALSE } }
"""

WORLD = """#VRML_SIM R2023b utf8
EXTERNPROTO "../protos/Maybe.proto"
DEF A Maybe { solid TRUE }
DEF B Maybe { solid FALSE }
Maybe { count -1 }
Group { children [ USE A USE B ] }
"""

USE_SOLID = "Solid nodes cannot be USEd. Non-admissible USE node turned into DEF node."

CONFIG = NO_WEBOTS_HOME_CONFIG


@pytest_lsp.fixture(config=CONFIG)
async def client(lsp_client: LanguageClient):
    yield lsp_client
    await lsp_client.shutdown_session()


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    return write_project(tmp_path / "ws", {"w": WORLD, "shapes": SHAPES}, {
        "Broken": BROKEN, "Generated": GENERATED, "Spin": SPIN, "Maybe": MAYBE, "LuaBroken": LUA_BROKEN,
        "Shapely": SHAPELY,
    })


async def initialize(client: LanguageClient, workspace: Path, options: dict | None = None) -> None:
    await client.initialize_session(
        types.InitializeParams(
            capabilities=capabilities("visual_studio_code"),
            initialization_options={"diagnosticsDelay": 50, **(options or {})},
            workspace_folders=[types.WorkspaceFolder(uri=workspace.as_uri(), name="ws")],
        )
    )


def with_code(diagnostics, code: str) -> list:
    return [d for d in diagnostics if d.code == code]


def start_of(diagnostic) -> tuple[int, int]:
    return diagnostic.range.start.line, diagnostic.range.start.character


async def open_proto(client: LanguageClient, workspace: Path, name: str, text: str) -> str:
    uri = (workspace / "protos" / f"{name}.proto").as_uri()
    open_document(client, uri, text)
    return uri


@pytest.mark.asyncio
async def test_javascript_error_is_on_the_code_that_raised_it(client, workspace):
    await initialize(client, workspace)
    uri = await open_proto(client, workspace, "Broken", BROKEN)
    diagnostics = await published_when(client, uri, lambda d: with_code(d, "template-error"))
    (error,) = with_code(diagnostics, "template-error")
    assert error.message.startswith("Template engine error: TypeError") and "here" in error.message
    assert start_of(error) == find(BROKEN, "%< const half")
    assert error.severity == types.DiagnosticSeverity.Error


@pytest.mark.asyncio
async def test_lua_error_is_on_the_code_that_raised_it(client, workspace):
    await initialize(client, workspace)
    uri = await open_proto(client, workspace, "LuaBroken", LUA_BROKEN)
    diagnostics = await published_when(client, uri, lambda d: with_code(d, "template-error"))
    (error,) = with_code(diagnostics, "template-error")
    assert error.message.startswith("Template engine error: ") and "nil" in error.message
    assert start_of(error) == find(LUA_BROKEN, "%{ local n")


@pytest.mark.asyncio
async def test_field_only_the_generated_text_has(client, workspace):
    await initialize(client, workspace)
    uri = await open_proto(client, workspace, "Generated", GENERATED)
    diagnostics = await published_when(client, uri, lambda d: with_code(d, "unknown-field"))
    (unknown,) = with_code(diagnostics, "unknown-field")
    assert unknown.message == "Skipped unknown 'colour' field in Solid node (in the text the template generates)"
    assert start_of(unknown) == find(GENERATED, "%<= fields.tinted")  # the expression that wrote the name
    assert with_code(diagnostics, "template-error") == []


@pytest.mark.asyncio
async def test_runaway_template_is_reported_while_the_server_answers(client, workspace):
    await initialize(client, workspace)
    started = time.monotonic()
    uri = await open_proto(client, workspace, "Spin", SPIN)
    await published_when(client, uri, lambda d: True)  # the static pass first
    hover = await asyncio.wait_for(client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(*find(SPIN, "Pose")))), TIMEOUT)
    assert hover is not None
    assert not any(with_code(params.diagnostics, "template-error") for params in client.published)  # still running
    diagnostics = await published_when(client, uri, lambda d: with_code(d, "template-error"))
    (error,) = with_code(diagnostics, "template-error")
    assert "interrupted" in error.message and start_of(error) == find(SPIN, "%< while")
    assert time.monotonic() - started < 10  # stopped by the 1 s limit (a generous bound that catches a hang)


@pytest.mark.asyncio
async def test_instance_values_decide_its_type_and_its_failure(client, workspace):
    await initialize(client, workspace)
    uri = (workspace / "worlds" / "w.wbt").as_uri()
    open_document(client, uri, WORLD)
    diagnostics = await published_when(client, uri, lambda d: with_code(d, "template-error"))
    # DEF A expands to a Solid: its USE is refused; DEF B to a Pose: its USE is fine
    forbidden = with_code(diagnostics, "forbidden-use")
    assert [(start_of(d), d.message) for d in forbidden] == [(find(WORLD, "A USE B"), USE_SOLID)]
    (failure,) = with_code(diagnostics, "template-error")
    assert start_of(failure) == find(WORLD, "Maybe { count")
    assert "count must not be negative" in failure.message and "'Maybe'" in failure.message


@pytest.mark.asyncio
async def test_instance_values_decide_where_it_may_stand(client, workspace):
    await initialize(client, workspace)
    uri = (workspace / "worlds" / "shapes.wbt").as_uri()
    open_document(client, uri, SHAPES)
    # the template's text reads as a Sphere (a geometry); with round FALSE the instance is a Solid
    diagnostics = await published_when(client, uri, lambda d: with_code(d, "misplaced-node"))
    (misplaced,) = with_code(diagnostics, "misplaced-node")
    assert start_of(misplaced) == find(SHAPES, "Shapely { round FALSE")
    assert misplaced.message == "Cannot insert Solid node in 'geometry' field of Shape node."


@pytest.mark.asyncio
async def test_nothing_is_rendered_when_evaluation_is_off(client, workspace):
    await initialize(client, workspace, {"templates": {"evaluate": False}})
    world = (workspace / "worlds" / "w.wbt").as_uri()
    open_document(client, world, WORLD)
    broken = await open_proto(client, workspace, "Broken", BROKEN)
    for uri in (world, broken):
        await published_when(client, uri, lambda d: True)
    await asyncio.sleep(1.5)  # time enough for a pass that should not run
    for params in client.published:
        assert with_code(params.diagnostics, "template-error") == [], params
