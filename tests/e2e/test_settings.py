"""The server's settings reach it through every channel a client uses: initializationOptions, a
didChangeConfiguration carrying the ``webots`` section, and workspace/configuration (VS Code's pull model). And
the server says at startup which version it is, which Python runs it and which Webots library it uses."""

from __future__ import annotations

import asyncio
import sys

import pytest_lsp
from lsprotocol import types
from pytest_lsp import LanguageClient

from .conftest import CONFIG, TIMEOUT, change_document, open_document, start

URI = "file:///settings/world.wbt"
WORLD = "#VRML_SIM R2023b utf8\nSolid { children [ USE NOPE ] }\n"
NEVER_MS = 600_000  # a debounce no test waits out: diagnostics after a change only come once the setting changed


async def diagnostics_after_changes(client: LanguageClient) -> types.PublishDiagnosticsParams:
    """Change the document every half second until the server publishes diagnostics for a version after the
    first (at most TIMEOUT seconds): with a 10-minute debounce in force, none come."""

    async def keep_changing():
        version = 1
        while True:
            version += 1
            change_document(client, URI, version, ((1, 0), (1, 0), " "))
            await asyncio.sleep(0.5)
            for params in client.published:
                if params.uri == URI and params.version is not None and params.version >= 2:
                    return params

    return await asyncio.wait_for(keep_changing(), TIMEOUT)


@pytest_lsp.fixture(config=CONFIG)
async def slow(lsp_client: LanguageClient):
    """A VS Code client whose initializationOptions hold a 10-minute diagnostics debounce."""
    await start(lsp_client, "visual_studio_code", {"diagnosticsDelay": NEVER_MS})
    yield
    await lsp_client.shutdown_session()


async def test_diagnostics_delay_from_did_change_configuration(slow: LanguageClient):
    open_document(slow, URI, WORLD)
    slow.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"webots": {"diagnosticsDelay": 0}})
    )
    published = await diagnostics_after_changes(slow)
    assert any("NOPE" in d.message for d in published.diagnostics), published


async def test_diagnostics_delay_pulled_by_workspace_configuration(slow: LanguageClient):
    open_document(slow, URI, WORLD)
    slow.set_configuration({"diagnosticsDelay": 0}, section="webots")
    slow.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    published = await diagnostics_after_changes(slow)
    assert any("NOPE" in d.message for d in published.diagnostics), published


async def test_bad_diagnostics_delay_is_ignored(slow: LanguageClient):
    """A value that is not a number is left out (the server keeps running, its delay unchanged)."""
    open_document(slow, URI, WORLD)
    slow.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"webots": {"diagnosticsDelay": "soon"}})
    )
    slow.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"webots": {"diagnosticsDelay": 0}})
    )
    await diagnostics_after_changes(slow)


async def test_startup_log_names_version_python_and_webots(slow: LanguageClient):
    async def logged():
        while not any("Python" in m.message for m in slow.log_messages):
            await asyncio.sleep(0.02)
        return next(m.message for m in slow.log_messages if "Python" in m.message)

    message = await asyncio.wait_for(logged(), TIMEOUT)
    assert f"Python {sys.version.split()[0]}" in message, message
    assert sys.executable in message, message
    assert "Webots" in message, message
