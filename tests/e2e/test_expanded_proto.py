"""``webots/expandedProto`` (issue 30.2) through the real server: a PROTO instance expanded with its written values,
a PROTO at its defaults, plain PROTOs by substitution, procedural ones rendered by the template engine (JavaScript
and Lua), the ``templates.evaluate`` switch, a runaway template stopped while the server keeps answering."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import LanguageClient

from .conftest import NO_WEBOTS_HOME_CONFIG, TIMEOUT, capabilities, find, open_document, write_project

METHOD = "webots/expandedProto"

BOX = """#VRML_SIM R2023b utf8
PROTO Box2 [
  field SFVec3f position 0 0 0
  field SFString label "box"
  field MFNode extras [ ]
]
{
  Solid {
    translation IS position
    name IS label
    children IS extras
  }
}
"""

MAYBE = """#VRML_SIM R2023b utf8
# template language: javascript
PROTO Maybe [
  field SFBool solid TRUE
  field SFString label "maybe"
]
{
  %< if (fields.solid.value) { >%
  Solid { name IS label description "made %<= 2 * 21 >%" }
  %< } else { >%
  Pose { }
  %< } >%
}
"""

LEGACY = """#VRML_SIM R2021a utf8
PROTO Legacy [
  field SFInt32 count 2
]
{
  Group {
    children [
      %{ for i = 1, fields.count.value do }%
      Pose { translation %{= i }% 0 0 }
      %{ end }%
    ]
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

RANDOM = """#VRML_SIM R2023b utf8
# template language: javascript
PROTO Random [
  field SFInt32 seed 1
  field SFString tag ""
]
{
  %< import * as wbrandom from 'wbrandom.js'; >%
  %< wbrandom.seed(fields.seed.value); >%
  Pose { translation %<= wbrandom.integer(1, 1000000) >% %<= wbrandom.real() >% 0 }
}
"""

SNOOP = """#VRML_SIM R2023b utf8
# template language: javascript
PROTO Snoop [ ]
{
  %< const secret = wbfile.readTextFile('/etc/passwd'); >%
  Pose { translation 0 0 0 }
  # %<= secret >%
}
"""

SYSTEM = """#VRML_SIM R2023b utf8
# template language: javascript
PROTO System [ ]
{
  %< import * as fs from 'fs'; >%
  Pose { }
}
"""

WORLD = """#VRML_SIM R2023b utf8
EXTERNPROTO "../protos/Box2.proto"
EXTERNPROTO "../protos/Maybe.proto"
EXTERNPROTO "../protos/Legacy.proto"
EXTERNPROTO "../protos/Spin.proto"
EXTERNPROTO "../protos/Random.proto"
EXTERNPROTO "../protos/Snoop.proto"
EXTERNPROTO "../protos/System.proto"
EXTERNPROTO "webots://projects/objects/floors/protos/Floor.proto"
Random { seed 7 tag "a" }
Random { seed 7 tag "b" }
Random { seed 8 }
Snoop { }
System { }
Box2 { position 1 2 3 extras [ Shape { } ] }
DEF A Maybe { label "kept" }
DEF B Maybe { solid FALSE }
Legacy { count 3 }
Spin { }
Floor { }
Pose { }
"""

# No WEBOTS_HOME: Webots' library PROTOs have no file here.
CONFIG = NO_WEBOTS_HOME_CONFIG


@pytest_lsp.fixture(config=CONFIG)
async def client(lsp_client: LanguageClient):
    yield lsp_client
    await lsp_client.shutdown_session()


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    return write_project(tmp_path / "ws", {"w": WORLD}, {
        "Box2": BOX, "Maybe": MAYBE, "Legacy": LEGACY, "Spin": SPIN, "Random": RANDOM, "Snoop": SNOOP, "System": SYSTEM,
    })


async def initialize(client: LanguageClient, workspace: Path, options: dict | None = None) -> None:
    await client.initialize_session(
        types.InitializeParams(
            capabilities=capabilities("visual_studio_code"),
            initialization_options=options,
            workspace_folders=[types.WorkspaceFolder(uri=workspace.as_uri(), name="ws")],
        )
    )


async def expand(client: LanguageClient, uri: str, text: str, needle: str, occurrence: int = 0):
    line, character = find(text, needle, occurrence)
    params = {"textDocument": {"uri": uri}, "position": {"line": line, "character": character}}
    result = await asyncio.wait_for(client.protocol.send_request_async(METHOD, params), TIMEOUT)
    return None if result is None else (result.text, list(result.errors))


async def open_world(client: LanguageClient, workspace: Path) -> str:
    uri = (workspace / "worlds" / "w.wbt").as_uri()
    open_document(client, uri, WORLD)
    return uri


@pytest.mark.asyncio
async def test_plain_instance_takes_its_written_values(client, workspace):
    await initialize(client, workspace)
    uri = await open_world(client, workspace)
    text, errors = await expand(client, uri, WORLD, "position 1 2 3")
    assert errors == []
    # written values replace their IS references; the one not written takes its default
    assert text == 'Solid {\n  translation 1 2 3\n  name "box"\n  children [ Shape { } ]\n}\n'
    # on a node inside the instance's values: the instance around it; just after its `}` (the end of its line) too
    assert (await expand(client, uri, WORLD, "Shape"))[0] == text
    assert (await expand(client, uri, WORLD, "\nDEF A"))[0] == text


@pytest.mark.asyncio
async def test_proto_file_expands_at_its_defaults_and_built_ins_have_nothing(client, workspace):
    await initialize(client, workspace)
    uri = (workspace / "protos" / "Box2.proto").as_uri()
    edited = BOX.replace('"box"', '"edited"')  # the open document's text, not the file's
    open_document(client, uri, edited)
    text, errors = await expand(client, uri, edited, "label")
    assert (text, errors) == ('Solid {\n  translation 0 0 0\n  name "edited"\n  children [ ]\n}\n', [])
    world = await open_world(client, workspace)
    assert await expand(client, world, WORLD, "Pose { }\n") is None


@pytest.mark.asyncio
async def test_library_proto_without_installation_is_not_fetched(client, workspace):
    await initialize(client, workspace)
    uri = await open_world(client, workspace)
    text, errors = await expand(client, uri, WORLD, "Floor { }")
    assert text == ""
    assert len(errors) == 1 and "'Floor'" in errors[0] and "never downloaded" in errors[0]


@pytest.mark.asyncio
async def test_javascript_instance_renders_with_its_values(client, workspace):
    await initialize(client, workspace)
    uri = await open_world(client, workspace)
    assert await expand(client, uri, WORLD, "Maybe { label") == ('Solid { name "kept" description "made 42" }\n', [])
    text, errors = await expand(client, uri, WORLD, "Maybe { solid")
    assert (text.strip(), errors) == ("Pose { }", [])
    proto_uri = (workspace / "protos" / "Maybe.proto").as_uri()
    open_document(client, proto_uri, MAYBE)
    text, errors = await expand(client, proto_uri, MAYBE, "PROTO")
    assert (text, errors) == ('Solid { name "maybe" description "made 42" }\n', [])


@pytest.mark.asyncio
async def test_lua_template_renders(client, workspace):
    await initialize(client, workspace)
    uri = await open_world(client, workspace)
    text, errors = await expand(client, uri, WORLD, "Legacy {")
    assert errors == []
    assert [line.strip() for line in text.splitlines() if "translation" in line] == [
        "Pose { translation 1 0 0 }", "Pose { translation 2 0 0 }", "Pose { translation 3 0 0 }",
    ]


@pytest.mark.asyncio
async def test_evaluation_off_shows_the_template(client, workspace):
    await initialize(client, workspace, {"templates": {"evaluate": False}})
    uri = await open_world(client, workspace)
    text, errors = await expand(client, uri, WORLD, "Maybe { label")
    assert text == MAYBE
    assert len(errors) == 1 and "evaluation is off" in errors[0]
    # a plain PROTO still expands
    assert (await expand(client, uri, WORLD, "Box2 {"))[1] == []


@pytest.mark.asyncio
async def test_runaway_template_is_stopped_while_the_server_answers(client, workspace):
    await initialize(client, workspace)
    uri = await open_world(client, workspace)
    started = time.monotonic()
    expansion = asyncio.ensure_future(expand(client, uri, WORLD, "Spin {"))
    await asyncio.sleep(0.2)  # the render has started
    line, character = find(WORLD, "Pose { }\n")
    for _ in range(3):  # answered during the render, not after it
        symbols = await asyncio.wait_for(client.text_document_document_symbol_async(
            types.DocumentSymbolParams(text_document=types.TextDocumentIdentifier(uri=uri))), TIMEOUT)
        assert symbols and not expansion.done()
        hover = await client.text_document_hover_async(types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line, character)))
        assert hover is not None and not expansion.done()
    text, errors = await expansion
    assert text == "" and len(errors) == 1 and "interrupted" in errors[0] and errors[0].startswith("line 5:")
    assert time.monotonic() - started < 10  # stopped by the 1 s limit (a generous bound that catches a hang)


@pytest.mark.asyncio
async def test_wbrandom_is_deterministic_for_a_seed(client, workspace):
    await initialize(client, workspace)
    uri = await open_world(client, workspace)
    first, errors = await expand(client, uri, WORLD, 'seed 7 tag "a"')
    assert errors == [] and "translation" in first
    # another instance (another render: its values differ) with the same seed: the same numbers
    assert await expand(client, uri, WORLD, 'seed 7 tag "b"') == (first, [])
    other, errors = await expand(client, uri, WORLD, "seed 8")
    assert errors == [] and other != first


@pytest.mark.asyncio
async def test_templates_reach_no_file_and_no_system_module(client, workspace):
    await initialize(client, workspace)
    uri = await open_world(client, workspace)
    text, errors = await expand(client, uri, WORLD, "Snoop {")
    assert text == "" and len(errors) == 1 and "wbfile.readTextFile is not available" in errors[0]
    assert "root:" not in errors[0]
    text, errors = await expand(client, uri, WORLD, "System {")
    assert text == "" and len(errors) == 1 and "module 'fs' is not available" in errors[0]
