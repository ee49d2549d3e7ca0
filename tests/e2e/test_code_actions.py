"""textDocument/codeAction over stdio: what the server advertises and when it answers. Each code's quick fix is
tested with its code, in ``tests/rules/test_<code>.py`` (applied to the text, then the new version's diagnostics)."""

from __future__ import annotations

from lsprotocol import types

from .conftest import capabilities, diagnostics_for, open_document, tdi
from .test_project_server import client, workspace  # noqa: F401 (the fixtures: no WEBOTS_HOME)


async def test_quick_fixes_are_advertised_and_only_given_when_asked(client, workspace):
    result = await client.initialize_session(types.InitializeParams(
        capabilities=capabilities("visual_studio_code"), initialization_options={"diagnosticsDelay": 50},
        workspace_folders=[types.WorkspaceFolder(uri=workspace.as_uri(), name="ws")]))
    assert list(result.capabilities.code_action_provider.code_action_kinds) == ["quickfix"]
    uri = (workspace / "worlds" / "only.wbt").as_uri()
    text = "#VRML_SIM R2023b\nWorldInfo { }\n"
    open_document(client, uri, text)
    (diagnostic,) = (await diagnostics_for(client, uri, 1)).diagnostics
    for only, count in ((["refactor"], 0), (["quickfix"], 1), (None, 1)):
        context = types.CodeActionContext(diagnostics=[diagnostic], only=only)
        found = await client.text_document_code_action_async(
            types.CodeActionParams(text_document=tdi(uri), range=diagnostic.range, context=context)
        )
        assert len(found or []) == count, only
    # another source's diagnostic with the same code gets nothing; so do made-up ranges (reversed, past the end)
    foreign = types.Diagnostic(range=diagnostic.range, message="x", code="header", source="other")
    odd = [types.Diagnostic(range=types.Range(start=types.Position(line=a, character=b),
                                              end=types.Position(line=c, character=d)), message="x", code=code)
           for a, b, c, d in ((1, 5, 0, 2), (40, 0, 90, 3)) for code in ("forbidden-use", "unknown-node", 7)]
    for diagnostics in ([foreign], odd):
        found = await client.text_document_code_action_async(types.CodeActionParams(
            text_document=tdi(uri), range=diagnostic.range, context=types.CodeActionContext(diagnostics=diagnostics)))
        assert not found
