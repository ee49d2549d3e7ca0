"""A world's diagnostics follow the PROTO files its procedural instances expand to (issue 30): when a PROTO read only
by an instance's expansion changes (edited as an open document, or on disk), and when the template itself changes,
the world is judged again, as a fresh open would judge it, through the real server."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from lsprotocol import types

from .conftest import TIMEOUT, change_document, open_document, write_project
from .test_project_server import watcher_registered
from .test_template_diagnostics import (  # noqa: F401 (the client fixture)
    USE_SOLID, client, initialize, published_when, with_code,
)

# The template's text reads as a Pose first; the instance expands to an Inner, which only its expansion reads. A
# failing instance tells when the template pass has published.
OUTER = """#VRML_SIM R2023b utf8
# template language: javascript
EXTERNPROTO "Inner.proto"
PROTO Outer [
  field SFBool fail FALSE
  field SFBool slow FALSE
]
{
  %< if (fields.fail.value) throw new Error('asked to fail'); >%
  %< if (fields.slow.value) { const end = Date.now() + 5000; while (Date.now() < end) {} } >%
  %< if (false) { >%
  Pose { }
  %< } else { >%
  Inner { }
  %< } >%
}
"""

INNER_POSE = """#VRML_SIM R2023b utf8
PROTO Inner [ ]
{
  Pose { }
}
"""

INNER_SOLID = INNER_POSE.replace("Pose", "Solid")

WORLD = """#VRML_SIM R2023b utf8
EXTERNPROTO "../protos/Outer.proto"
DEF X Outer { }
Outer { fail TRUE }
Group { children [ USE X ] }
"""


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    return write_project(tmp_path / "ws", {}, {"Outer": OUTER, "Inner": INNER_POSE})


def judged(diagnostics) -> list[tuple]:
    return sorted((d.range.start.line, d.range.start.character, d.code, d.message) for d in diagnostics)


def refused(diagnostics) -> bool:
    return any(d.message == USE_SOLID for d in with_code(diagnostics, "forbidden-use"))


async def open_world(client, workspace: Path, name: str, text: str = WORLD) -> tuple[str, list]:
    """Open ``text`` as ``name``; its diagnostics once the template pass has published."""
    uri = (workspace / "worlds" / name).as_uri()
    open_document(client, uri, text)
    return uri, await published_when(client, uri, lambda d: with_code(d, "template-error"))


async def settled_like_a_fresh_open(client, workspace: Path, uri: str, text: str = WORLD) -> None:
    """``uri`` is republished with the USE refused, and as a fresh open of the same text is."""
    await published_when(client, uri, refused)
    _, fresh = await open_world(client, workspace, "fresh.wbt", text)
    assert refused(fresh)
    await asyncio.sleep(0.3)  # (nothing more is due: a late, stale publication would show here)
    diagnostics = [params for params in client.published if params.uri == uri][-1].diagnostics
    assert judged(diagnostics) == judged(fresh)


async def opened(client, workspace: Path) -> str:
    await initialize(client, workspace)
    await asyncio.wait_for(watcher_registered(client), TIMEOUT)
    uri, diagnostics = await open_world(client, workspace, "w.wbt")
    assert not refused(diagnostics)  # Inner is a Pose: X may be USEd
    return uri


@pytest.mark.asyncio
async def test_open_proto_read_by_an_expansion_edited(client, workspace):
    uri = await opened(client, workspace)
    inner = (workspace / "protos" / "Inner.proto").as_uri()
    open_document(client, inner, INNER_POSE)
    change_document(client, inner, 2, INNER_SOLID)
    await settled_like_a_fresh_open(client, workspace, uri)


@pytest.mark.asyncio
async def test_proto_file_read_by_an_expansion_changed_on_disk(client, workspace):
    uri = await opened(client, workspace)
    inner = workspace / "protos" / "Inner.proto"
    inner.write_text(INNER_SOLID, encoding="utf-8")
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=inner.as_uri(), type=types.FileChangeType.Changed),
    ]))
    await settled_like_a_fresh_open(client, workspace, uri)


@pytest.mark.asyncio
async def test_template_edited(client, workspace):
    uri = await opened(client, workspace)
    outer = (workspace / "protos" / "Outer.proto").as_uri()
    open_document(client, outer, OUTER)
    change_document(client, outer, 2, OUTER.replace("Inner { }", "Solid { }"))
    await settled_like_a_fresh_open(client, workspace, uri)  # (the fresh open reads the edited document too)


@pytest.mark.asyncio
async def test_template_changed_on_disk(client, workspace):
    uri = await opened(client, workspace)
    outer = workspace / "protos" / "Outer.proto"
    outer.write_text(OUTER.replace("Inner { }", "Solid { }"), encoding="utf-8")
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=outer.as_uri(), type=types.FileChangeType.Changed),
    ]))
    await settled_like_a_fresh_open(client, workspace, uri)


# X is checked first; the slow instance keeps the pass running (until the 1 s limit stops it) while Inner changes.
SLOW_WORLD = WORLD.replace("Outer { fail TRUE }", "Outer { slow TRUE }")


@pytest.mark.asyncio
async def test_proto_read_by_an_expansion_changed_while_the_pass_runs(client, workspace):
    await initialize(client, workspace)
    await asyncio.wait_for(watcher_registered(client), TIMEOUT)
    uri = (workspace / "worlds" / "w.wbt").as_uri()
    open_document(client, uri, SLOW_WORLD)
    await published_when(client, uri, lambda d: True)  # the static pass: the template pass starts
    await asyncio.sleep(0.3)  # (X's expansion has been checked, with Inner a Pose; the slow one renders)
    assert not any(with_code(params.diagnostics, "template-error") for params in client.published)  # still running
    inner = workspace / "protos" / "Inner.proto"
    inner.write_text(INNER_SOLID, encoding="utf-8")
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=inner.as_uri(), type=types.FileChangeType.Changed),
    ]))
    await settled_like_a_fresh_open(client, workspace, uri, SLOW_WORLD)
