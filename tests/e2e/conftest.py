"""End-to-end fixtures: the real server process (``python -m webots_ls``) driven over stdio by
pytest-lsp clients that replay real editors' recorded capabilities."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path
from typing import Any

import attrs
import pytest_lsp
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, register_lsp_features

SERVER_DIR = Path(__file__).resolve().parents[2] / "server"
SERVER_COMMAND = [sys.executable, "-m", "webots_ls"]
TIMEOUT = 20  # seconds: generous bound for any single wait, only to fail instead of hanging


def _record_diagnostics(client: LanguageClient, params: types.PublishDiagnosticsParams) -> None:
    client.diagnostics[params.uri] = params.diagnostics
    client.published.append(params)


def _answer_message_request(client: LanguageClient, params: types.ShowMessageRequestParams):
    client.message_requests.append(params)
    if client.before_answer is not None:
        client.before_answer()  # e.g. the user keeps typing while the question is shown
    title = client.message_request_answer
    if title is None:
        return None
    return next((action for action in params.actions or [] if action.title == title), None)


def _record_registration(client: LanguageClient, params: types.RegistrationParams) -> None:
    client.registrations.extend(params.registrations)


def make_client() -> LanguageClient:
    """pytest-lsp's test client, also recording every publishDiagnostics and client/registerCapability and answering
    window/showMessageRequest with ``client.message_request_answer``."""
    client = LanguageClient()
    client.published = []
    client.registrations = []
    client.message_requests = []
    client.message_request_answer = None
    client.before_answer = None
    register_lsp_features(
        client,
        {
            **DEFAULT_CLIENT_FEATURES,
            types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS: _record_diagnostics,
            types.WINDOW_SHOW_MESSAGE_REQUEST: _answer_message_request,
            types.CLIENT_REGISTER_CAPABILITY: _record_registration,
        },
    )
    return client


CONFIG = ClientServerConfig(
    server_command=SERVER_COMMAND,
    client_factory=make_client,
    server_env={**os.environ, "PYTHONPATH": str(SERVER_DIR)},
)

# A server that finds no Webots installation in its environment: the tests give the installation they mean (or
# none: Webots' library PROTOs are then the bundled index, with no files).
NO_WEBOTS_HOME_CONFIG = ClientServerConfig(
    server_command=SERVER_COMMAND,
    client_factory=make_client,
    server_env={**{k: v for k, v in os.environ.items() if k != "WEBOTS_HOME"}, "PYTHONPATH": str(SERVER_DIR)},
)


def write_project(root: Path, worlds: dict[str, str], protos: dict[str, str]) -> Path:
    """A Webots project at ``root``: ``worlds/NAME.wbt`` and ``protos/NAME.proto`` with the texts given."""
    (root / "worlds").mkdir(parents=True)
    (root / "protos").mkdir()
    for folder, suffix, files in (("worlds", ".wbt", worlds), ("protos", ".proto", protos)):
        for name, text in files.items():
            (root / folder / f"{name}{suffix}").write_text(text, encoding="utf-8")
    return root


def capabilities(name: str) -> types.ClientCapabilities:
    if name == "annotations-only":
        # VS Code's capabilities without window/showMessageRequest: conflicts go to change annotations.
        caps = client_capabilities("visual_studio_code")
        return attrs.evolve(caps, window=attrs.evolve(caps.window, show_message=None))
    if name == "flat-symbols":
        # A client without hierarchical document symbols gets SymbolInformation.
        caps = client_capabilities("neovim@v0.7.0")
        symbols = attrs.evolve(caps.text_document.document_symbol, hierarchical_document_symbol_support=False)
        return attrs.evolve(caps, text_document=attrs.evolve(caps.text_document, document_symbol=symbols))
    if name == "utf-8":
        # Neovim 0.11 offers utf-8 first; pygls then negotiates utf-8.
        return client_capabilities("neovim@v0.11.0")
    return client_capabilities(name)


async def start(lsp_client: LanguageClient, caps: str, options: dict | None = None):
    result = await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=capabilities(caps),
            initialization_options=options,
            root_uri=Path.cwd().as_uri(),
        )
    )
    lsp_client.server_capabilities = result.capabilities
    return result


def client_fixture(name: str, caps: str, options: dict | None = None):
    @pytest_lsp.fixture(config=CONFIG, name=name)
    async def fixture(lsp_client: LanguageClient):
        await start(lsp_client, caps, options)
        yield
        await lsp_client.shutdown_session()

    return fixture


vscode = client_fixture("vscode", "visual_studio_code")
neovim = client_fixture("neovim", "neovim@v0.7.0")
neovim_utf8 = client_fixture("neovim_utf8", "utf-8")
emacs = client_fixture("emacs", "emacs")
flat_symbols = client_fixture("flat_symbols", "flat-symbols")
annotations_only = client_fixture("annotations_only", "annotations-only")
slow_diagnostics = client_fixture("slow_diagnostics", "visual_studio_code", {"diagnosticsDelay": 1500})
eager_diagnostics = client_fixture("eager_diagnostics", "visual_studio_code", {"diagnosticsDelay": 0})


# -- helpers -------------------------------------------------------------------------------------
def open_document(client: LanguageClient, uri: str, text: str, version: int = 1) -> None:
    client.text_document_did_open(
        types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="webots", version=version, text=text)
        )
    )


def change_document(client: LanguageClient, uri: str, version: int, *changes: Any) -> None:
    """Each change is ``((line, char), (line, char), text)`` or a bare string (whole document)."""
    content = []
    for change in changes:
        if isinstance(change, str):
            content.append(types.TextDocumentContentChangeWholeDocument(text=change))
        else:
            (l1, c1), (l2, c2), text = change
            content.append(
                types.TextDocumentContentChangePartial(
                    range=types.Range(
                        start=types.Position(line=l1, character=c1),
                        end=types.Position(line=l2, character=c2),
                    ),
                    text=text,
                )
            )
    client.text_document_did_change(
        types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
            content_changes=content,
        )
    )


async def diagnostics_for(
    client: LanguageClient, uri: str, version: int, timeout: float = TIMEOUT
) -> types.PublishDiagnosticsParams:
    """Wait for the diagnostics the server publishes for ``version`` of ``uri`` (at most ``timeout`` seconds)."""

    async def poll():
        while True:
            for params in client.published:
                if params.uri == uri and params.version == version:
                    return params
            await asyncio.sleep(0.02)

    return await asyncio.wait_for(poll(), timeout)


async def published_when(client: LanguageClient, uri: str, condition, timeout: float = TIMEOUT,
                         version: int | None = None) -> list[types.Diagnostic]:
    """The diagnostics of the first publication for ``uri`` (at ``version``, when given) that satisfies
    ``condition``: for what the template pass publishes after the static diagnostics, once rendering is done."""

    async def poll():
        while True:
            for params in client.published:
                if params.uri == uri and version in (None, params.version) and condition(params.diagnostics):
                    return params.diagnostics
            await asyncio.sleep(0.02)

    return await asyncio.wait_for(poll(), timeout)


def pos(line: int, character: int) -> types.Position:
    return types.Position(line=line, character=character)


def tdi(uri: str) -> types.TextDocumentIdentifier:
    return types.TextDocumentIdentifier(uri=uri)


def spans(ranges) -> list[tuple[int, int, int, int]]:
    """Sorted (start line, start char, end line, end char) of ranges / locations / highlights."""
    out = []
    for item in ranges:
        r = getattr(item, "range", item)
        out.append((r.start.line, r.start.character, r.end.line, r.end.character))
    return sorted(out)


def find(text: str, needle: str, occurrence: int = 0, encoding: str = "utf-16") -> tuple[int, int]:
    """LSP position of the ``occurrence``-th ``needle`` in ``text`` under ``encoding``."""
    index = -1
    for _ in range(occurrence + 1):
        index = text.index(needle, index + 1)
    before = text[:index]
    line = before.count("\n")
    prefix = before[before.rfind("\n") + 1 :]
    if encoding == "utf-8":
        return line, len(prefix.encode())
    if encoding == "utf-16":
        return line, len(prefix.encode("utf-16-le")) // 2
    return line, len(prefix)
