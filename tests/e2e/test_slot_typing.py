"""Through the real server: slot typing (WbNodeUtilities::isAllowedToInsert, code misplaced-node) at the node's type
in UTF-16 columns after non-ASCII text, and a syntax finding that also carries Webots' console text
(WbParser::reportUnexpected) on a line of its own."""

from __future__ import annotations

from lsprotocol import types
from pytest_lsp import LanguageClient

from .conftest import diagnostics_for, find, open_document

URI = "file:///tmp/webots-ls-e2e/slot-typing.wbt"


async def test_misplaced_nodes_and_webots_syntax_text(vscode: LanguageClient):
    text = (
        "#VRML_SIM R2023b utf8\r\n"
        'Solid { name "é€😀" children [ Camera { } ] }\r\n'
        "Shape { appearance Box { } }\r\n"
        "Background {\r\n  skyColor [ 0.4 0.7 1 ]\r\n  ]\r\n}\r\n"
    )
    open_document(vscode, URI, text)
    published = await diagnostics_for(vscode, URI, 1)
    misplaced = sorted((d.range.start.line, d.range.start.character, d.message) for d in published.diagnostics
                       if d.code == "misplaced-node")
    assert misplaced == [
        (*find(text, "Camera"), "Cannot insert Camera node in 'children' field of Solid node that doesn't have a Robot "
                                "ancestor."),
        (*find(text, "Box"), "Cannot insert Box node in 'appearance' field of Shape node."),
    ]
    assert all(d.severity == types.DiagnosticSeverity.Warning for d in published.diagnostics
               if d.code == "misplaced-node")
    (syntax,) = [d for d in published.diagnostics if d.code == "syntax-error"]
    assert (syntax.range.start.line, syntax.range.start.character) == (5, 2)
    plain, webots = syntax.message.split("\n")
    assert plain and webots == "Webots: Expected field name or '}', found ']'."
