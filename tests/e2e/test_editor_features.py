"""semanticTokens (full, range), foldingRange, selectionRange, linkedEditingRange, colors, links, inlay hints and
workspace symbols over stdio."""

from __future__ import annotations

import asyncio

from lsprotocol import types
import pytest_lsp
from pytest_lsp import LanguageClient

from .conftest import CONFIG, capabilities, client_fixture, find, open_document, pos, spans, tdi

URI = "file:///tmp/webots-ls-e2e/editor-features.wbt"

# CRLF line ends and a non-ASCII DEF name: every column is checked in the client's encoding.
WORLD = (
    "#VRML_SIM R2023b utf8\r\n"
    "# header comment\r\n"
    "# more header\r\n"
    "DEF Ⅹ_BODY Solid {\r\n"
    "  children [\r\n"
    "    Shape {\r\n"
    "      geometry Box { size 1 1 1 }\r\n"
    "    }\r\n"
    "  ]\r\n"
    "  boundingObject USE Ⅹ_BODY\r\n"
    "}\r\n"
    "CameraFocus { focalDistance 1 }\r\n"
    "Robot { children [ USE Ⅹ_BODY ] }\r\n"
)


def _decode(text: str, data: list[int], legend: types.SemanticTokensLegend, encoding: str = "utf-16"):
    """(text, type, modifiers) of each token, read back from the client's columns."""
    lines = text.split("\r\n")
    out, line, start = [], 0, 0
    for index in range(0, len(data), 5):
        delta_line, delta_start, length, kind, bits = data[index : index + 5]
        start = start + delta_start if delta_line == 0 else delta_start
        line += delta_line
        units = lines[line].encode("utf-16-le" if encoding == "utf-16" else "utf-8")
        width = 2 if encoding == "utf-16" else 1
        name = units[start * width : (start + length) * width].decode("utf-16-le" if encoding == "utf-16" else "utf-8")
        modifiers = tuple(m for i, m in enumerate(legend.token_modifiers) if bits & (1 << i))
        out.append((line, name, legend.token_types[kind], modifiers))
    return out


async def test_semantic_tokens_full_and_range(vscode: LanguageClient):
    open_document(vscode, URI, WORLD)
    legend = vscode.server_capabilities.semantic_tokens_provider.legend
    full = await vscode.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=tdi(URI)))
    tokens = _decode(WORLD, full.data, legend)
    assert (3, "Ⅹ_BODY", "variable", ("declaration", "readonly")) in tokens
    assert (9, "Ⅹ_BODY", "variable", ("readonly",)) in tokens  # inside its own DEF: unbound, but still a USE name
    assert (9, "boundingObject", "property", ()) in tokens
    assert (11, "CameraFocus", "class", ("defaultLibrary", "deprecated")) in tokens
    assert (12, "Ⅹ_BODY", "variable", ("readonly",)) in tokens
    ranged = await vscode.text_document_semantic_tokens_range_async(
        types.SemanticTokensRangeParams(text_document=tdi(URI), range=types.Range(start=pos(6, 0), end=pos(7, 0)))
    )
    assert _decode(WORLD, ranged.data, legend) == [
        (6, "geometry", "property", ()),
        (6, "Box", "class", ("defaultLibrary",)),
        (6, "size", "property", ()),
    ]


async def test_semantic_tokens_utf8_columns(neovim_utf8: LanguageClient):
    open_document(neovim_utf8, URI, WORLD)
    legend = neovim_utf8.server_capabilities.semantic_tokens_provider.legend
    full = await neovim_utf8.text_document_semantic_tokens_full_async(
        types.SemanticTokensParams(text_document=tdi(URI))
    )
    tokens = _decode(WORLD, full.data, legend, "utf-8")
    assert (12, "Ⅹ_BODY", "variable", ("readonly",)) in tokens
    assert (3, "Solid", "class", ("defaultLibrary",)) in tokens


async def test_folding_ranges(vscode: LanguageClient):
    open_document(vscode, URI, WORLD)
    folds = await vscode.text_document_folding_range_async(types.FoldingRangeParams(text_document=tdi(URI)))
    got = sorted((f.start_line, f.end_line, f.kind) for f in folds)
    assert got == [
        (0, 2, types.FoldingRangeKind.Comment),  # the header comment block
        (3, 9, types.FoldingRangeKind.Region),  # Solid { ... } keeps its closing line visible
        (4, 7, types.FoldingRangeKind.Region),  # children [ ... ]
        (5, 6, types.FoldingRangeKind.Region),  # Shape { ... }
    ]


async def test_selection_range_value_field_node(vscode: LanguageClient):
    open_document(vscode, URI, WORLD)
    line, character = find(WORLD, "1 1 1")
    (result,) = await vscode.text_document_selection_range_async(
        types.SelectionRangeParams(text_document=tdi(URI), positions=[pos(line, character + 2)])
    )
    chain = []
    while result is not None:
        chain.append(result.range)
        result = result.parent
    assert spans(chain[:4]) == sorted(
        [(6, 26, 6, 31), (6, 21, 6, 31), (6, 15, 6, 33), (6, 6, 6, 33)]
    )
    assert (chain[-1].start.line, chain[-1].end.line) == (0, 13)


async def test_linked_editing_def_with_its_uses(vscode: LanguageClient):
    open_document(vscode, URI, WORLD)
    line, character = find(WORLD, "Ⅹ_BODY", 2)  # in Robot: bound to the DEF
    result = await vscode.text_document_linked_editing_range_async(
        types.LinkedEditingRangeParams(text_document=tdi(URI), position=pos(line, character + 1))
    )
    assert spans(result.ranges) == [(3, 4, 3, 10), (12, 23, 12, 29)]
    assert result.word_pattern
    line, character = find(WORLD, "Ⅹ_BODY", 1)  # the USE inside its own DEF: bound to nothing
    none = await vscode.text_document_linked_editing_range_async(
        types.LinkedEditingRangeParams(text_document=tdi(URI), position=pos(line, character + 1))
    )
    assert none is None


async def test_document_colors_and_presentation(vscode: LanguageClient):
    text = "#VRML_SIM R2023b utf8\r\nPointLight { location 1 1 1 color 1 0.5 0 } # Ⅹ\r\n"
    open_document(vscode, URI, text)
    (found,) = await vscode.text_document_document_color_async(types.DocumentColorParams(text_document=tdi(URI)))
    assert spans([found]) == [(1, 34, 1, 41)]
    assert (found.color.red, found.color.green, found.color.blue) == (1.0, 0.5, 0.0)
    (presented,) = await vscode.text_document_color_presentation_async(
        types.ColorPresentationParams(
            text_document=tdi(URI), color=types.Color(red=0.25, green=1.0, blue=0.0, alpha=1.0), range=found.range
        )
    )
    assert presented.text_edit.new_text == "0.25 1 0"
    assert presented.text_edit.range == found.range


UNITS = "#VRML_SIM R2023b utf8\r\nSolid { physics Physics { mass 2 } } # Ⅹ\r\nHingeJoint { device [ RotationalMotor { maxVelocity 5 } ] }\r\n"


async def test_inlay_hints_units_and_setting_off(vscode: LanguageClient):
    open_document(vscode, URI, UNITS)
    whole = types.Range(start=pos(0, 0), end=pos(3, 0))
    hints = await vscode.text_document_inlay_hint_async(types.InlayHintParams(text_document=tdi(URI), range=whole))
    assert sorted((h.position.line, h.position.character, h.label) for h in hints) == [(1, 32, "kg"), (2, 53, "rad/s")]
    only_first = types.Range(start=pos(1, 0), end=pos(2, 0))
    hints = await vscode.text_document_inlay_hint_async(types.InlayHintParams(text_document=tdi(URI), range=only_first))
    assert [h.label for h in hints] == ["kg"]
    vscode.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"webots": {"inlayHints": {"units": False}}})
    )
    hints = await vscode.text_document_inlay_hint_async(types.InlayHintParams(text_document=tdi(URI), range=whole))
    assert list(hints) == []


async def test_document_links(vscode: LanguageClient, tmp_path):
    (tmp_path / "worlds").mkdir()
    uri = (tmp_path / "worlds" / "w.wbt").as_uri()
    text = '#VRML_SIM R2023b utf8\r\nEXTERNPROTO "../protos/Ⅹ.proto"\r\nRobot { controller "drive" }\r\n'
    open_document(vscode, uri, text)
    links = await vscode.text_document_document_link_async(types.DocumentLinkParams(text_document=tdi(uri)))
    assert [(spans([link])[0], link.target) for link in links] == [
        ((1, 13, 1, 30), (tmp_path / "protos" / "Ⅹ.proto").as_uri()),
        ((2, 20, 2, 25), (tmp_path / "controllers" / "drive").as_uri()),
    ]


units_off = client_fixture("units_off", "visual_studio_code", {"inlayHints": {"units": False}})


async def test_inlay_hints_off_by_initialization_option(units_off: LanguageClient):
    open_document(units_off, URI, UNITS)
    whole = types.Range(start=pos(0, 0), end=pos(3, 0))
    hints = await units_off.text_document_inlay_hint_async(types.InlayHintParams(text_document=tdi(URI), range=whole))
    assert list(hints) == []


async def test_inlay_hints_setting_pulled_by_workspace_configuration(vscode: LanguageClient):
    """A didChangeConfiguration without settings (VS Code's pull model): the server asks workspace/configuration
    for the 'webots' section and applies what the client answers."""
    open_document(vscode, URI, UNITS)
    whole = types.Range(start=pos(0, 0), end=pos(3, 0))
    params = types.InlayHintParams(text_document=tdi(URI), range=whole)
    assert [h.label for h in await vscode.text_document_inlay_hint_async(params)] == ["kg", "rad/s"]
    vscode.set_configuration({"inlayHints": {"units": False}}, section="webots")
    vscode.workspace_did_change_configuration(types.DidChangeConfigurationParams(settings=None))
    for _ in range(200):  # the answer arrives asynchronously; 10 s at most
        hints = list(await vscode.text_document_inlay_hint_async(params))
        if not hints:
            break
        await asyncio.sleep(0.05)
    assert hints == []


@pytest_lsp.fixture(config=CONFIG)
async def in_workspace(lsp_client: LanguageClient, tmp_path):
    (tmp_path / "protos").mkdir()
    (tmp_path / "protos" / "Ⅹ_Wheel.proto").write_text("#VRML_SIM R2023b utf8\r\nPROTO Ⅹ_Wheel [\r\n]\r\n{ Solid {} }\r\n")
    await lsp_client.initialize_session(
        types.InitializeParams(
            capabilities=capabilities("visual_studio_code"),
            workspace_folders=[types.WorkspaceFolder(uri=tmp_path.as_uri(), name="ws")],
        )
    )
    lsp_client.root = tmp_path
    yield
    await lsp_client.shutdown_session()


async def test_workspace_symbols_protos_and_open_defs(in_workspace: LanguageClient):
    client = in_workspace
    open_document(client, URI, WORLD)
    found = await client.workspace_symbol_async(types.WorkspaceSymbolParams(query="ⅹ_"))
    got = sorted((s.name, s.location.uri, spans([s.location])[0]) for s in found)
    wheel = (client.root / "protos" / "Ⅹ_Wheel.proto").as_uri()
    assert got == [("Ⅹ_BODY", URI, (3, 4, 3, 10)), ("Ⅹ_Wheel", wheel, (1, 6, 1, 13))]
