"""Webots' DEF/USE rules through the real server over stdio: each case of WbNodeReader's binding (WbNodeReader::readNode) and
each of the three DEF-rename warnings of WbNodeEditor::apply (WbNodeEditor::apply)."""

from __future__ import annotations

from lsprotocol import types
from pytest_lsp import LanguageClient

from .conftest import diagnostics_for, find, open_document, pos, spans, tdi

URI = "file:///tmp/webots-ls-e2e/rules.wbt"


async def definition_line(client: LanguageClient, text: str, needle: str, occurrence: int = 0):
    result = await client.text_document_definition_async(
        types.DefinitionParams(text_document=tdi(URI), position=pos(*find(text, needle, occurrence))))
    return [location.range.start.line for location in result or []]


async def test_nested_same_name_defs_bind_to_the_inner_one(vscode: LanguageClient):
    """WbNodeReader::readNode rule 3 (Webots' nested_def_name.wbt): the outer DEF A is not registered, USE A is the Shape."""
    text = ("#VRML_SIM R2023b utf8\nDEF A Solid {\n  children [\n    DEF A Shape {\n    }\n  ]\n}\n"
            "Robot { children [ USE A ] }\n")
    open_document(vscode, URI, text)
    assert await definition_line(vscode, text, "A ]") == [3]
    refs = await vscode.text_document_references_async(types.ReferenceParams(
        text_document=tdi(URI), position=pos(*find(text, "A Solid")),
        context=types.ReferenceContext(include_declaration=False)))
    assert not refs  # nothing binds to the outer DEF
    published = await diagnostics_for(vscode, URI, 1)
    assert [d for d in published.diagnostics if d.severity == types.DiagnosticSeverity.Error] == []


async def test_use_inside_its_own_def_binds_to_an_earlier_def_or_nothing(vscode: LanguageClient):
    """WbNodeReader::readNode rule 2: a DEF is registered at its closing brace, so a USE in its own body sees only earlier DEFs."""
    text = ("#VRML_SIM R2023b utf8\nDEF G Group { }\nDEF G Transform {\n  children [ USE G ]\n}\n"
            "DEF H Transform {\n  children [ USE H ]\n}\n")
    open_document(vscode, URI, text)
    assert await definition_line(vscode, text, "G ]") == [1]
    assert await definition_line(vscode, text, "H ]") == []
    published = await diagnostics_for(vscode, URI, 1)
    errors = [(d.range.start.line, d.message) for d in published.diagnostics
              if d.severity == types.DiagnosticSeverity.Error]
    assert any(line == 6 and message.startswith("Did not find a 'DEF H' to match 'USE H'") for line, message in errors)
    assert all(line != 3 for line, message in errors)  # Webots loads it: a copy of the earlier DEF G
    (warning,) = [d for d in published.diagnostics if d.code == "use-inside-own-def"]
    assert warning.severity == types.DiagnosticSeverity.Warning and "earlier 'DEF G' at line 2" in warning.message


async def test_def_redefined_later_splits_the_uses(vscode: LanguageClient):
    """WbNodeReader::readNode rule 1: each USE binds to the latest DEF registered before it; references follow the binding."""
    text = ("#VRML_SIM R2023b utf8\nDEF B Shape { }\nTransform { children [ USE B ] }\nDEF B Shape { }\n"
            "Transform { children [ USE B ] }\n")
    open_document(vscode, URI, text)
    assert await definition_line(vscode, text, "B ]", 0) == [1]
    assert await definition_line(vscode, text, "B ]", 1) == [3]
    for occurrence, line in [(0, 2), (2, 4)]:
        refs = await vscode.text_document_references_async(types.ReferenceParams(
            text_document=tdi(URI), position=pos(*find(text, "B", occurrence)),
            context=types.ReferenceContext(include_declaration=False)))
        assert [r.range.start.line for r in refs] == [line]


async def rename(client: LanguageClient, text: str, needle: str, new_name: str, occurrence: int = 0):
    client.message_request_answer = "Cancel"
    client.message_requests.clear()
    open_document(client, URI, text)
    result = await client.text_document_rename_async(types.RenameParams(
        text_document=tdi(URI), position=pos(*find(text, needle, occurrence)), new_name=new_name))
    return result, [request.message for request in client.message_requests]


async def test_rename_warns_when_a_later_use_would_refer_to_the_renamed_node(vscode: LanguageClient):
    """WbNodeEditor::apply "USE only": 'This DEF string is already referred to by subsequent USE nodes'."""
    text = "#VRML_SIM R2023b utf8\nDEF B Shape { }\nDEF A Shape { }\nGroup { children [ USE B ] }\n"
    result, asked = await rename(vscode, text, "A Shape", "B")
    assert result is None  # the user cancelled
    (message,) = asked
    assert "already referred to by subsequent USE nodes" in message and "line 4" in message


async def test_rename_warns_when_its_uses_would_fall_to_a_later_def(vscode: LanguageClient):
    """WbNodeEditor::apply "DEF only": 'This DEF string is already used by subsequent DEF nodes'."""
    text = "#VRML_SIM R2023b utf8\nDEF A Shape { }\nDEF B Shape { }\nGroup { children [ USE A ] }\n"
    result, asked = await rename(vscode, text, "A Shape", "B")
    assert result is None
    (message,) = asked
    assert "already used by a subsequent DEF node (line 3)" in message and "line 4" in message


async def test_rename_warns_for_both_cases_at_once(vscode: LanguageClient):
    """WbNodeEditor::apply "both": subsequent USE and DEF nodes of the new name."""
    text = ("#VRML_SIM R2023b utf8\nDEF B Shape { }\nDEF A Shape { }\nGroup { children [ USE B ] }\n"
            "DEF B Shape { }\nGroup { children [ USE A ] }\n")
    result, asked = await rename(vscode, text, "A Shape", "B")
    assert result is None
    (message,) = asked
    assert "subsequent USE nodes" in message and "line 4" in message
    assert "subsequent DEF node (line 5)" in message and "line 6" in message


async def test_rename_without_conflict_asks_nothing(vscode: LanguageClient):
    text = "#VRML_SIM R2023b utf8\nDEF A Shape { }\nGroup { children [ USE A ] }\nDEF B Shape { }\n"
    result, asked = await rename(vscode, text, "A Shape", "C")
    assert asked == []
    assert len(spans(result.document_changes[0].edits if result.document_changes else result.changes[URI])) == 2
