"""prepareRename / rename over stdio, including each way of handling conflicts."""

from __future__ import annotations

import pytest
from lsprotocol import types
from pygls.exceptions import JsonRpcException
from pytest_lsp import LanguageClient

from .conftest import change_document, find, open_document, pos, spans, tdi

URI = "file:///tmp/webots-ls-e2e/rename.wbt"

# Renaming the first DEF to B makes "USE A" (renamed to "USE B") bind to the second DEF B: a conflict.
CONFLICT_WORLD = """#VRML_SIM R2023b utf8
DEF A Solid { }
DEF B Solid { }
Robot { children [ USE A USE B ] }
"""


def rename_params(text: str, needle: str, new_name: str, occurrence: int = 0, encoding: str = "utf-16"):
    return types.RenameParams(
        text_document=tdi(URI), position=pos(*find(text, needle, occurrence, encoding)), new_name=new_name
    )


def edits_of(result: types.WorkspaceEdit) -> list:
    if result.document_changes is not None:
        (change,) = result.document_changes
        assert change.text_document.uri == URI
        return list(change.edits)
    return list(result.changes[URI])


def apply(text: str, edits, encoding: str = "utf-16") -> str:
    """Apply TextEdits to ``text`` (utf-16 or utf-8 columns)."""
    lines = text.split("\n")

    def index(p):
        line = lines[p.line]
        if encoding == "utf-8":
            column = len(line.encode()[: p.character].decode())
        else:
            column = len(line.encode("utf-16-le")[: 2 * p.character].decode("utf-16-le"))
        return sum(len(x) + 1 for x in lines[: p.line]) + column

    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[: index(edit.range.start)] + edit.new_text + text[index(edit.range.end) :]
    return text


async def test_rename_without_conflict_edits_def_and_uses(vscode: LanguageClient):
    open_document(vscode, URI, CONFLICT_WORLD)
    result = await vscode.text_document_rename_async(rename_params(CONFLICT_WORLD, "A", "ARM"))
    assert vscode.message_requests == []
    assert result.document_changes[0].text_document.version == 1  # VS Code takes versioned edits
    assert apply(CONFLICT_WORLD, edits_of(result)) == CONFLICT_WORLD.replace("DEF A", "DEF ARM").replace(
        "USE A", "USE ARM"
    )


async def test_conflict_asks_with_show_message_request_and_continues(vscode: LanguageClient):
    vscode.message_request_answer = "Continue"
    open_document(vscode, URI, CONFLICT_WORLD)
    result = await vscode.text_document_rename_async(rename_params(CONFLICT_WORLD, "A", "B"))
    (request,) = vscode.message_requests
    assert [a.title for a in request.actions] == ["Continue", "Cancel"]
    assert request.type == types.MessageType.Warning
    assert "line 4" in request.message  # the USE that would change its target
    assert apply(CONFLICT_WORLD, edits_of(result)) == CONFLICT_WORLD.replace("DEF A", "DEF B").replace(
        "USE A", "USE B"
    )


async def test_document_edited_while_asking_is_content_modified(vscode: LanguageClient):
    vscode.message_request_answer = "Continue"
    vscode.before_answer = lambda: change_document(vscode, URI, 2, ((0, 0), (0, 0), "# edited\n"))
    open_document(vscode, URI, CONFLICT_WORLD)
    with pytest.raises(JsonRpcException) as error:
        await vscode.text_document_rename_async(rename_params(CONFLICT_WORLD, "A", "B"))
    assert error.value.code == types.LSPErrorCodes.ContentModified


async def test_conflict_cancelled_by_user_returns_no_edit(neovim: LanguageClient):
    neovim.message_request_answer = "Cancel"
    open_document(neovim, URI, CONFLICT_WORLD)
    result = await neovim.text_document_rename_async(rename_params(CONFLICT_WORLD, "A USE", "B"))  # on the USE
    assert len(neovim.message_requests) == 1
    assert result is None


async def test_conflict_dismissed_message_returns_no_edit(neovim: LanguageClient):
    neovim.message_request_answer = None  # the user closed the message without choosing
    open_document(neovim, URI, CONFLICT_WORLD)
    result = await neovim.text_document_rename_async(rename_params(CONFLICT_WORLD, "A", "B"))
    assert len(neovim.message_requests) == 1
    assert result is None


async def test_conflict_continued_on_neovim_uses_plain_changes(neovim: LanguageClient):
    neovim.message_request_answer = "Continue"
    open_document(neovim, URI, CONFLICT_WORLD)
    result = await neovim.text_document_rename_async(rename_params(CONFLICT_WORLD, "A", "B"))
    assert result.document_changes is None  # Neovim 0.7 does not declare documentChanges
    assert sorted(e.new_text for e in result.changes[URI]) == ["B", "B"]


async def test_conflict_annotated_for_clients_with_change_annotations(annotations_only: LanguageClient):
    open_document(annotations_only, URI, CONFLICT_WORLD)
    result = await annotations_only.text_document_rename_async(rename_params(CONFLICT_WORLD, "A", "B"))
    assert annotations_only.message_requests == []
    edits = edits_of(result)
    assert all(isinstance(e, types.AnnotatedTextEdit) for e in edits)
    assert {e.annotation_id for e in edits} == set(result.change_annotations)
    (annotation,) = result.change_annotations.values()
    assert annotation.needs_confirmation is True
    assert "line 4" in annotation.description
    assert apply(CONFLICT_WORLD, edits) == CONFLICT_WORLD.replace("DEF A", "DEF B").replace("USE A", "USE B")


async def test_conflict_refused_when_client_cannot_confirm(emacs: LanguageClient):
    open_document(emacs, URI, CONFLICT_WORLD)
    with pytest.raises(JsonRpcException) as error:
        await emacs.text_document_rename_async(rename_params(CONFLICT_WORLD, "A", "B", encoding="utf-32"))
    assert error.value.code == -32803  # RequestFailed
    assert "line 4" in error.value.message
    assert "affected lines: 3, 4" in error.value.message
    # A rename without conflicts still works for this client.
    result = await emacs.text_document_rename_async(rename_params(CONFLICT_WORLD, "A", "C", encoding="utf-32"))
    assert len(edits_of(result)) == 2


@pytest.mark.parametrize("bad_name", ["1ARM", "USE", "two words", ""])
async def test_invalid_new_name_is_an_error_with_the_reason(vscode: LanguageClient, bad_name):
    open_document(vscode, URI, CONFLICT_WORLD)
    with pytest.raises(JsonRpcException) as error:
        await vscode.text_document_rename_async(rename_params(CONFLICT_WORLD, "A", bad_name))
    assert error.value.code == types.ErrorCodes.InvalidParams
    assert "cannot be a DEF name" in error.value.message


async def test_rename_on_non_name_is_an_error(vscode: LanguageClient):
    open_document(vscode, URI, CONFLICT_WORLD)
    with pytest.raises(JsonRpcException) as error:
        await vscode.text_document_rename_async(rename_params(CONFLICT_WORLD, "Robot", "X"))
    assert "renamed" in error.value.message


async def test_prepare_rename_on_names_and_elsewhere(vscode: LanguageClient):
    text = '#VRML_SIM R2023b utf8\nDEF Ⅹ Solid { name "Ⅹ" }\nRobot { children [ USE Ⅹ ] }\n'
    open_document(vscode, URI, text)

    async def prepare(needle: str, occurrence: int = 0, shift: int = 0):
        line, character = find(text, needle, occurrence)
        return await vscode.text_document_prepare_rename_async(
            types.PrepareRenameParams(text_document=tdi(URI), position=pos(line, character + shift))
        )

    on_def = await prepare("Ⅹ")
    assert on_def.placeholder == "Ⅹ"
    assert spans([on_def.range]) == [(1, 4, 1, 5)]
    on_use = await prepare("Ⅹ", 2)
    assert spans([on_use.range]) == [(2, 23, 2, 24)]
    assert await prepare("Solid") is None  # a node type
    assert await prepare("Ⅹ", 1) is None  # inside a string
    assert await prepare("name") is None  # a field name
    assert await prepare("#VRML") is None  # the header
    assert await prepare("Robot {", 0, 6) is None  # a brace
    assert await prepare("[ USE", 0, 1) is None  # whitespace


async def test_rename_non_ascii_name_under_utf8(neovim_utf8: LanguageClient):
    text = '#VRML_SIM R2023b utf8\nDEF Ⅹ Solid { }\nRobot { children [ USE Ⅹ ] }\n'
    open_document(neovim_utf8, URI, text)
    result = await neovim_utf8.text_document_rename_async(rename_params(text, "Ⅹ", "Ⅻ", 1, encoding="utf-8"))
    edits = edits_of(result)
    assert spans(edits) == [(1, 4, 1, 7), (2, 23, 2, 26)]  # byte columns: Ⅹ is 3 bytes
    assert apply(text, edits, "utf-8") == text.replace("Ⅹ", "Ⅻ")
