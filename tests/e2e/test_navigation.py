"""definition / declaration / references / documentHighlight / documentSymbol over stdio."""

from __future__ import annotations

from lsprotocol import types
from pytest_lsp import LanguageClient

from .conftest import find, open_document, pos, spans, tdi

URI = "file:///tmp/webots-ls-e2e/navigation.wbt"

WORLD = """#VRML_SIM R2023b utf8
WorldInfo {
}
DEF Ⅹ Solid {
  children [
    DEF BODY Shape {
      geometry Box { size 0.1 0.2 0.3 }
    }
  ]
  boundingObject USE BODY
}
Robot {
  name "🤖 Ⅹ"
  children [ USE Ⅹ USE BODY ]
}
"""


def rng(text: str, needle: str, occurrence: int = 0, length: int | None = None, encoding: str = "utf-16"):
    """(line, start, line, end) of a name in ``text``."""
    line, start = find(text, needle, occurrence, encoding)
    name = needle if length is None else needle[:length]
    units = {"utf-8": len(name.encode()), "utf-16": len(name.encode("utf-16-le")) // 2}.get(encoding, len(name))
    return (line, start, line, start + units)


async def test_definition_of_use_goes_to_def(vscode: LanguageClient):
    open_document(vscode, URI, WORLD)
    line, character = find(WORLD, "BODY", 2)  # the USE BODY after "USE Ⅹ"
    result = await vscode.text_document_definition_async(
        types.DefinitionParams(text_document=tdi(URI), position=pos(line, character + 1))
    )
    assert spans(result) == [rng(WORLD, "BODY")]
    assert result[0].uri == URI


async def test_definition_after_non_ascii_name_utf16(neovim: LanguageClient):
    # Neovim 0.7 negotiates utf-16: "Ⅹ" is one unit, so "USE Ⅹ" then " USE BODY" columns shift by 1.
    open_document(neovim, URI, WORLD)
    line, character = find(WORLD, "Ⅹ", 2)  # in "USE Ⅹ"
    result = await neovim.text_document_definition_async(
        types.DefinitionParams(text_document=tdi(URI), position=pos(line, character))
    )
    assert spans(result) == [rng(WORLD, "Ⅹ")]
    line, character = find(WORLD, "BODY", 2)
    assert character == 23
    result = await neovim.text_document_definition_async(
        types.DefinitionParams(text_document=tdi(URI), position=pos(line, character))
    )
    assert spans(result) == [rng(WORLD, "BODY")]


async def test_definition_after_non_ascii_name_utf8(neovim_utf8: LanguageClient):
    result = neovim_utf8.server_capabilities
    assert result.position_encoding == types.PositionEncodingKind.Utf8
    open_document(neovim_utf8, URI, WORLD)
    line, character = find(WORLD, "BODY", 2, encoding="utf-8")
    assert character == 25  # "Ⅹ" is 3 bytes
    found = await neovim_utf8.text_document_definition_async(
        types.DefinitionParams(text_document=tdi(URI), position=pos(line, character))
    )
    assert spans(found) == [rng(WORLD, "BODY", encoding="utf-8")]
    # The same column read as utf-16 would land after "BODY": no definition there.
    line, character = find(WORLD, "Ⅹ", 2, encoding="utf-8")
    found = await neovim_utf8.text_document_definition_async(
        types.DefinitionParams(text_document=tdi(URI), position=pos(line, character))
    )
    assert spans(found) == [rng(WORLD, "Ⅹ", encoding="utf-8")]
    assert found[0].range.end.character == found[0].range.start.character + 3


async def test_emacs_negotiates_utf32(emacs: LanguageClient):
    assert emacs.server_capabilities.position_encoding == types.PositionEncodingKind.Utf32
    text = 'DEF A Solid { name "🤖" }\nDEF 🤖x Solid { } Robot { children [ USE A ] }\n'
    open_document(emacs, URI, text)
    line, character = find(text, "A ]", 0, encoding="utf-32")
    found = await emacs.text_document_definition_async(
        types.DefinitionParams(text_document=tdi(URI), position=pos(line, character))
    )
    assert spans(found) == [(0, 4, 0, 5)]


async def test_declaration_is_the_def(vscode: LanguageClient):
    open_document(vscode, URI, WORLD)
    line, character = find(WORLD, "USE Ⅹ")
    result = await vscode.text_document_declaration_async(
        types.DeclarationParams(text_document=tdi(URI), position=pos(line, character + 4))
    )
    assert spans(result) == [rng(WORLD, "Ⅹ")]


async def test_definition_on_nothing_is_null(vscode: LanguageClient):
    open_document(vscode, URI, WORLD)
    result = await vscode.text_document_definition_async(
        types.DefinitionParams(text_document=tdi(URI), position=pos(1, 2))
    )
    assert not result


async def test_references_with_and_without_declaration(vscode: LanguageClient):
    open_document(vscode, URI, WORLD)
    line, character = find(WORLD, "BODY")
    uses = [rng(WORLD, "BODY", 1), rng(WORLD, "BODY", 2)]
    with_decl = await vscode.text_document_references_async(
        types.ReferenceParams(
            text_document=tdi(URI),
            position=pos(line, character),
            context=types.ReferenceContext(include_declaration=True),
        )
    )
    assert spans(with_decl) == sorted([rng(WORLD, "BODY")] + uses)
    without = await vscode.text_document_references_async(
        types.ReferenceParams(
            text_document=tdi(URI),
            position=pos(*find(WORLD, "BODY", 2)),
            context=types.ReferenceContext(include_declaration=False),
        )
    )
    assert spans(without) == sorted(uses)


async def test_document_highlight_marks_def_as_write(vscode: LanguageClient):
    open_document(vscode, URI, WORLD)
    line, character = find(WORLD, "Ⅹ", 2)
    result = await vscode.text_document_document_highlight_async(
        types.DocumentHighlightParams(text_document=tdi(URI), position=pos(line, character))
    )
    by_kind = {(h.range.start.line, h.range.start.character): h.kind for h in result}
    assert by_kind == {
        find(WORLD, "Ⅹ"): types.DocumentHighlightKind.Write,
        find(WORLD, "Ⅹ", 2): types.DocumentHighlightKind.Read,
    }


async def test_document_symbols_hierarchical(vscode: LanguageClient):
    open_document(vscode, URI, WORLD)
    result = await vscode.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=tdi(URI))
    )
    assert all(isinstance(s, types.DocumentSymbol) for s in result)
    assert [s.name for s in result] == ["WorldInfo", "Solid", "Robot"]
    solid = result[1]
    assert solid.detail == "DEF Ⅹ"
    assert solid.kind == types.SymbolKind.Object
    assert solid.range.start == pos(3, 0)
    assert solid.range.end == pos(10, 1)
    assert solid.selection_range == types.Range(start=pos(3, 4), end=pos(3, 5))  # the name Ⅹ
    shape = solid.children[0]
    assert (shape.name, shape.detail) == ("Shape", "DEF BODY")
    robot = result[2]
    use = robot.children[0]
    assert use.name == "USE Ⅹ"
    # "  children [ USE Ⅹ": the name Ⅹ is one utf-16 unit at column 17
    assert use.selection_range == types.Range(start=pos(13, 17), end=pos(13, 18))


async def test_document_symbols_flat_for_clients_without_hierarchy(flat_symbols: LanguageClient):
    open_document(flat_symbols, URI, WORLD)
    result = await flat_symbols.text_document_document_symbol_async(
        types.DocumentSymbolParams(text_document=tdi(URI))
    )
    assert all(isinstance(s, types.SymbolInformation) for s in result)
    assert [s.name for s in result] == [
        "WorldInfo", "Solid", "Shape", "Box", "USE BODY", "Robot", "USE Ⅹ", "USE BODY"
    ]
    box = result[3]
    assert box.container_name == "Shape"
    assert box.location.uri == URI
    assert box.location.range == types.Range(start=pos(6, 15), end=pos(6, 39))


async def test_requests_for_unknown_document_return_null(vscode: LanguageClient):
    result = await vscode.text_document_definition_async(
        types.DefinitionParams(text_document=tdi("file:///not/open.wbt"), position=pos(0, 0))
    )
    assert result is None
