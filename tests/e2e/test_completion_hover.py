"""USE completion, hover and the forbidden-USE diagnostic over stdio."""

from __future__ import annotations

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from .conftest import change_document, diagnostics_for, find, open_document, pos, spans, tdi

URI = "file:///tmp/webots-ls-e2e/completion.wbt"

WORLD = """#VRML_SIM R2023b utf8
DEF Ⅹ Appearance {}
DEF BOX Box { size 1 1 1 }
DEF SOL Solid {}
DEF WOOD PaintedWood {}
Shape {
  appearance PBRAppearance {}
  geometry Sphere {}
}
"""


async def _complete(client: LanguageClient, line: int, character: int, kind=types.CompletionTriggerKind.Invoked):
    context = types.CompletionContext(
        trigger_kind=kind, trigger_character=" " if kind == types.CompletionTriggerKind.TriggerCharacter else None
    )
    return await client.text_document_completion_async(
        types.CompletionParams(text_document=tdi(URI), position=pos(line, character), context=context)
    )


def _items(result) -> list[tuple[str, str, types.CompletionItemKind]]:
    return [(item.label, item.detail, item.kind) for item in sorted(result.items, key=lambda item: item.sort_text)]


async def test_capabilities_advertised(vscode: LanguageClient):
    capabilities = vscode.server_capabilities
    assert capabilities.completion_provider is not None
    assert " " in capabilities.completion_provider.trigger_characters
    assert capabilities.hover_provider


@pytest.mark.quick
async def test_completion_after_typing_use_space(vscode: LanguageClient):
    open_document(vscode, URI, WORLD)
    line, character = find(WORLD, "PBRAppearance {}")
    # replace the appearance value by "USE " as a user would type it
    change_document(vscode, URI, 2, ((line, character), (line, character + len("PBRAppearance {}")), "USE "))
    result = await _complete(vscode, line, character + 4, types.CompletionTriggerKind.TriggerCharacter)
    reference = types.CompletionItemKind.Reference
    # PaintedWood is a PROTO of Webots' library (an Appearance, from the bundled index): both fit, latest first
    assert _items(result) == [("WOOD", "PaintedWood", reference), ("Ⅹ", "Appearance", reference)]
    edit = result.items[0].text_edit
    assert spans([edit.range]) == [(line, character + 4, line, character + 4)]


async def test_completion_replaces_a_partial_name_utf16(neovim: LanguageClient):
    text = WORLD + "Shape { appearance USE Ⅹ geometry USE BO }\n"
    open_document(neovim, URI, text)
    line, character = find(text, "USE BO")
    character += 4
    assert character == 38  # Ⅹ is one utf-16 unit (three utf-8 bytes)
    result = await _complete(neovim, line, character + 1)  # cursor inside the partial name
    # WOOD is a PaintedWood, Webots' library PROTO whose base type is Appearance: not a geometry
    assert [item.label for item in result.items] == ["BOX"]
    assert spans([result.items[0].text_edit.range]) == [(line, character, line, character + 2)]
    assert result.items[0].text_edit.new_text == "BOX"


async def test_no_completion_inside_a_vector_or_a_comment(vscode: LanguageClient):
    text = WORLD + "# Shape { geometry  }\n"
    open_document(vscode, URI, text)
    line, character = find(text, "size 1 1 1")
    assert await _complete(vscode, line, character + len("size 1 ")) is None  # the second number of a vector
    line, character = find(text, "geometry  }")
    assert await _complete(vscode, line, character + len("geometry ")) is None  # in a comment


async def test_hover_node_type_field_use_and_def(vscode: LanguageClient):
    text = WORLD + "Solid { children [ Shape { appearance USE Ⅹ } ] }\n"
    open_document(vscode, URI, text)

    async def hover_at(needle: str, occurrence: int = 0, skip: int = 0):
        line, character = find(text, needle, occurrence)
        return await vscode.text_document_hover_async(
            types.HoverParams(text_document=tdi(URI), position=pos(line, character + skip))
        )

    result = await hover_at("Solid", 1)
    assert result.contents.kind == types.MarkupKind.Markdown
    assert result.contents.value.startswith("**Solid** — built-in node\n\nBase: `Pose` → `Group`")
    assert "Solid nodes can be collision detected" in result.contents.value
    line, character = find(text, "Solid", 1)
    assert spans([result.range]) == [(line, character, line, character + 5)]

    result = await hover_at("appearance", 0, 2)
    assert result.contents.value.startswith("```webots\nSFNode appearance NULL\n```")

    result = await hover_at("Ⅹ", 1)  # the USE
    assert result.contents.value == "**USE Ⅹ** → `DEF Ⅹ` `Appearance` (line 2)"
    result = await hover_at("Ⅹ", 0)
    assert result.contents.value == "**DEF Ⅹ** (`Appearance`): 1 USE"

    assert await hover_at("1 1 1") is None


async def test_forbidden_use_is_a_warning(vscode: LanguageClient):
    text = WORLD + "Robot { children [ USE SOL ] }\n"
    open_document(vscode, URI, text)
    published = await diagnostics_for(vscode, URI, 1)
    (diagnostic,) = [d for d in published.diagnostics if d.code == "forbidden-use"]
    assert diagnostic.severity == types.DiagnosticSeverity.Warning
    assert diagnostic.message == "Solid nodes cannot be USEd. Non-admissible USE node turned into DEF node."
    line, character = find(text, "SOL", 1)
    assert spans([diagnostic.range]) == [(line, character, line, character + 3)]
