"""Workspace folders added after ``initialize`` (issue 28.7): the server advertises
``workspaceFolders.changeNotifications``, so a folder the client adds later (``workspace/didChangeWorkspaceFolders``)
is part of the project like the first ones: its ``protos/`` resolve the names of old worlds, its PROTO files are
listed by workspace/symbol, a .proto changed in it refreshes the worlds that use it; a folder removed is forgotten."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import LanguageClient

from .conftest import TIMEOUT, capabilities, open_document
from .test_project_server import CONFIG

# An R2021b world: its PROTO names are looked up in the project's protos/ folders (no EXTERNPROTO then). It lies at
# the top of folder B, so that only B's being a workspace folder makes B/protos one of those folders.
WORLD = "#VRML_SIM R2021b utf8\nWorldInfo { }\nX { size 2 }\n"
X_PROTO = "#VRML_SIM R2021b utf8\nPROTO X [\n  field SFFloat size 1\n]\n{ Solid { } }\n"
X_WITHOUT_SIZE = "#VRML_SIM R2021b utf8\nPROTO X [ ]\n{ Solid { } }\n"


@pytest_lsp.fixture(config=CONFIG)
async def client(lsp_client: LanguageClient):
    yield lsp_client
    await lsp_client.shutdown_session()


@pytest.fixture
def folders(tmp_path: Path) -> tuple[Path, Path]:
    first, later = tmp_path / "A", tmp_path / "B"
    (first / "protos").mkdir(parents=True)
    (later / "protos").mkdir(parents=True)
    (later / "protos" / "X.proto").write_text(X_PROTO, encoding="utf-8")
    (later / "w.wbt").write_text(WORLD, encoding="utf-8")
    return first, later


def _folder(path: Path) -> types.WorkspaceFolder:
    return types.WorkspaceFolder(uri=path.as_uri(), name=path.name)


def _folders_changed(client: LanguageClient, added=(), removed=()) -> None:
    client.workspace_did_change_workspace_folders(types.DidChangeWorkspaceFoldersParams(
        event=types.WorkspaceFoldersChangeEvent(added=[_folder(p) for p in added], removed=[_folder(p) for p in removed])))


async def _published(client: LanguageClient, uri: str, after: int) -> list[types.Diagnostic]:
    """The diagnostics of the first publication for ``uri`` after the first ``after`` ones."""
    async def poll():
        while len(found := [p for p in client.published if p.uri == uri]) <= after:
            await asyncio.sleep(0.02)
        return found[after].diagnostics

    return await asyncio.wait_for(poll(), TIMEOUT)


def _count(client: LanguageClient, uri: str) -> int:
    return len([p for p in client.published if p.uri == uri])


def _codes(diagnostics: list[types.Diagnostic]) -> list:
    return sorted(str(d.code) for d in diagnostics)


async def _symbol_names(client: LanguageClient) -> list[str]:
    symbols = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="X"))
    return [symbol.name for symbol in symbols if symbol.kind == types.SymbolKind.Class]


@pytest.mark.asyncio
async def test_a_folder_added_later_is_part_of_the_project_and_one_removed_is_forgotten(client, folders):
    first, later = folders
    result = await client.initialize_session(types.InitializeParams(
        capabilities=capabilities("visual_studio_code"), initialization_options={"diagnosticsDelay": 50},
        workspace_folders=[_folder(first)]))
    assert result.capabilities.workspace.workspace_folders.change_notifications
    uri = (later / "w.wbt").as_uri()
    open_document(client, uri, WORLD)
    assert _codes(await _published(client, uri, 0)) == ["unknown-node"]  # B is not a workspace folder yet
    assert await _symbol_names(client) == []

    seen = _count(client, uri)
    _folders_changed(client, added=[later])
    assert _codes(await _published(client, uri, seen)) == []  # X is B/protos/X.proto, with its size field
    assert await _symbol_names(client) == ["X"]

    seen = _count(client, uri)  # watched like the first folders: a change on disk is read
    (later / "protos" / "X.proto").write_text(X_WITHOUT_SIZE, encoding="utf-8")
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=(later / "protos" / "X.proto").as_uri(), type=types.FileChangeType.Changed)]))
    assert _codes(await _published(client, uri, seen)) == ["unknown-parameter"]

    seen = _count(client, uri)
    _folders_changed(client, removed=[later])
    assert _codes(await _published(client, uri, seen)) == ["unknown-node"]
    assert await _symbol_names(client) == []
