"""textDocument/formatting and rangeFormatting over stdio: Webots' layout as edits in the client's encoding (UTF-16
for VS Code, UTF-8 for Neovim 0.11), CRLF kept, and a refusal shown to the user with no edit."""

from __future__ import annotations

import asyncio

from lsprotocol import types
from pytest_lsp import LanguageClient

from .conftest import open_document, pos, tdi

URI = "file:///tmp/webots-ls-e2e/formatting.wbt"

# Non-ASCII before the edited places on the same lines (an emoji is two UTF-16 units, four UTF-8 bytes), CRLF.
WORLD = (
    "#VRML_SIM R2023b utf8\r\n"
    "\r\n"
    'DEF Ⅹ_BODY Solid { name "🙂é"   translation 0.50 0 0\r\n'
    '      children [ Shape { geometry Box { size 1.0 1 1 } } ] }\r\n'
    "Robot{ boundingObject USE Ⅹ_BODY }\r\n"
)
FORMATTED = (
    "#VRML_SIM R2023b utf8\r\n"
    "\r\n"
    "DEF Ⅹ_BODY Solid {\r\n"
    '  name "🙂é"\r\n'
    "  translation 0.5 0 0\r\n"
    "  children [\r\n"
    "    Shape {\r\n"
    "      geometry Box {\r\n"
    "        size 1 1 1\r\n"
    "      }\r\n"
    "    }\r\n"
    "  ]\r\n"
    "}\r\n"
    "Robot {\r\n"
    "  boundingObject USE Ⅹ_BODY\r\n"
    "}\r\n"
)

OPTIONS = types.FormattingOptions(tab_size=4, insert_spaces=False)  # ignored: Webots writes two spaces


def apply(text: str, edits: list[types.TextEdit], encoding: str) -> str:
    """Apply LSP edits as a client does, positions counted in ``encoding`` code units."""
    lines = text.split("\n")
    codec = "utf-16-le" if encoding == "utf-16" else "utf-8"
    width = 2 if encoding == "utf-16" else 1

    def offset(position: types.Position) -> int:
        before = "\n".join(lines[: position.line]) + ("\n" if position.line else "")
        units = lines[position.line].encode(codec)[: position.character * width].decode(codec)
        return len(before) + len(units)

    spans = sorted(((offset(e.range.start), offset(e.range.end), e.new_text) for e in edits), reverse=True)
    for start, end, new_text in spans:
        text = text[:start] + new_text + text[end:]
    return text


async def _format(client: LanguageClient, uri: str):
    return await client.text_document_formatting_async(
        types.DocumentFormattingParams(text_document=tdi(uri), options=OPTIONS)
    )


async def test_formatting_in_utf16_with_crlf(vscode: LanguageClient):
    open_document(vscode, URI, WORLD)
    edits = await _format(vscode, URI)
    assert apply(WORLD, edits, "utf-16") == FORMATTED
    assert all("\n" not in e.new_text or "\r\n" in e.new_text for e in edits)  # never a bare LF in a CRLF file
    open_document(vscode, URI.replace(".wbt", "-2.wbt"), FORMATTED)
    assert list(await _format(vscode, URI.replace(".wbt", "-2.wbt"))) == []  # formatting twice changes nothing


async def test_formatting_in_utf8(neovim_utf8: LanguageClient):
    open_document(neovim_utf8, URI, WORLD)
    edits = await _format(neovim_utf8, URI)
    assert apply(WORLD, edits, "utf-8") == FORMATTED


async def test_range_formatting_touches_only_the_range(vscode: LanguageClient):
    open_document(vscode, URI, WORLD)
    robot_line = types.Range(start=pos(4, 0), end=pos(5, 0))
    edits = await vscode.text_document_range_formatting_async(
        types.DocumentRangeFormattingParams(text_document=tdi(URI), range=robot_line, options=OPTIONS)
    )
    assert edits and all(e.range.start.line >= 4 for e in edits)
    assert apply(WORLD, edits, "utf-16").endswith("Robot {\r\n  boundingObject USE Ⅹ_BODY\r\n}\r\n")
    assert apply(WORLD, edits, "utf-16").startswith(WORLD[: WORLD.index("Robot")])


async def test_document_with_a_syntax_error_is_refused_with_a_message(vscode: LanguageClient):
    broken = "#VRML_SIM R2023b utf8\n\nSolid {\n  translation 1 2 3\n  children [ Shape { ]\n}\n"
    uri = URI.replace(".wbt", "-broken.wbt")
    open_document(vscode, uri, broken)
    assert await _format(vscode, uri) is None
    for _ in range(100):  # the message is a notification: it may arrive just after the response
        if vscode.messages:
            break
        await asyncio.sleep(0.05)
    assert [m.type for m in vscode.messages] == [types.MessageType.Warning]
    assert "syntax error at line 5" in vscode.messages[0].message


async def test_template_proto_is_refused(vscode: LanguageClient):
    proto = (
        "#VRML_SIM R2023b utf8\n# template language: javascript\nPROTO T [\n  field SFInt32 n 2\n]\n{\n"
        "  %< for (let i = 0; i < fields.n.value; ++i) { >%\n  Solid {}\n  %< } >%\n}\n"
    )
    uri = "file:///tmp/webots-ls-e2e/T.proto"
    open_document(vscode, uri, proto)
    assert await _format(vscode, uri) is None
    for _ in range(100):
        if vscode.messages:
            break
        await asyncio.sleep(0.05)
    assert "template" in vscode.messages[-1].message
