"""Helpers of the per-code tests: open a file of a workspace in the real server, read what it publishes as
(code, severity, message, range) rows, ask a finding's quick fixes and apply one."""

from __future__ import annotations

from pathlib import Path

from lsprotocol import types
from pytest_lsp import LanguageClient

from e2e.conftest import capabilities, change_document, diagnostics_for, find, open_document, published_when, tdi
from e2e.test_rename import apply

Row = tuple[str, str, str, tuple[int, int, int, int]]  # code, severity, message, (line, char, line, char)
SEVERITY = {types.DiagnosticSeverity.Error: "error", types.DiagnosticSeverity.Warning: "warning",
            types.DiagnosticSeverity.Information: "information", types.DiagnosticSeverity.Hint: "hint"}


async def initialize(client: LanguageClient, workspace: Path, caps: str = "visual_studio_code") -> None:
    await client.initialize_session(types.InitializeParams(
        capabilities=capabilities(caps),
        initialization_options={"diagnosticsDelay": 50},
        workspace_folders=[types.WorkspaceFolder(uri=workspace.as_uri(), name="ws")],
    ))


async def open_file(client: LanguageClient, workspace: Path, name: str, text: str, files: dict[str, str] | None = None,
                    caps: str = "visual_studio_code") -> tuple[str, list[types.Diagnostic]]:
    """Write ``files`` (path relative to the workspace: text) and ``name`` into the workspace, start the server on
    it, open ``name`` with ``text``: its uri and the diagnostics the server publishes for it."""
    for relative, content in {**(files or {}), name: text}.items():
        path = workspace / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_bytes(content.encode())
    await initialize(client, workspace, caps)
    uri = (workspace / name).as_uri()
    open_document(client, uri, text)
    return uri, list((await diagnostics_for(client, uri, 1)).diagnostics)


def rows(diagnostics: list[types.Diagnostic]) -> list[Row]:
    return [(d.code, SEVERITY[d.severity], d.message,
             (d.range.start.line, d.range.start.character, d.range.end.line, d.range.end.character))
            for d in diagnostics]


def at(text: str, needle: str, occurrence: int = 0, encoding: str = "utf-16") -> tuple[int, int, int, int]:
    """The range of the ``occurrence``-th ``needle`` in ``text`` (on one line)."""
    line, character = find(text, needle, occurrence, encoding)
    width = len(needle.encode()) if encoding == "utf-8" else len(needle.encode("utf-16-le")) // 2
    return line, character, line, character + width


async def quick_fixes(client: LanguageClient, uri: str, diagnostic: types.Diagnostic) -> list[types.CodeAction]:
    """The code actions the server gives for ``diagnostic`` (each a quick fix of it alone)."""
    context = types.CodeActionContext(diagnostics=[diagnostic])
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(text_document=tdi(uri), range=diagnostic.range, context=context))
    for action in actions or []:
        assert action.kind == "quickfix" and list(action.diagnostics) == [diagnostic]
    return list(actions or [])


def edits_of(action: types.CodeAction, uri: str) -> list[types.TextEdit]:
    if action.edit.document_changes is not None:
        (change,) = action.edit.document_changes
        assert change.text_document.uri == uri
        return list(change.edits)
    return list(action.edit.changes[uri])


async def fixed(client: LanguageClient, uri: str, text: str, action: types.CodeAction,
                encoding: str = "utf-16") -> tuple[str, list[Row]]:
    """The text after ``action``'s edit, and the rows the server then publishes for it."""
    new_text = apply(text, edits_of(action, uri), encoding)
    change_document(client, uri, 2, new_text)
    return new_text, rows((await diagnostics_for(client, uri, 2)).diagnostics)


async def published_with(client: LanguageClient, uri: str, code: str, version: int | None = None) -> list[Row]:
    """The rows of the first publication for ``uri`` (at ``version``, when given) that holds a ``code`` finding."""
    found = await published_when(client, uri, lambda diagnostics: any(d.code == code for d in diagnostics),
                                 version=version)
    return rows(found)
