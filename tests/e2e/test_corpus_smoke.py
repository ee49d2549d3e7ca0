"""Real files through the real server: every request answers without an error, before and after a
destructive edit. A sample of the shared corpus (every 40th file), read in place, never copied."""

from __future__ import annotations

import random

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from .conftest import change_document, diagnostics_for, open_document, pos, tdi
from conftest import TEST_DATA  # the test data: ../shared, $WEBOTS_LS_TEST_DATA or .test-data

CORPUS = TEST_DATA / "corpus" / "files"
SAMPLE = (
    sorted(p for p in CORPUS.rglob("*") if p.suffix in (".wbt", ".proto", ".wbo"))[::40]
    if CORPUS.is_dir()
    else []
)


def utf16_position(text: str, index: int) -> tuple[int, int]:
    before = text[:index]
    line = before.count("\n")
    column = before[before.rfind("\n") + 1 :]
    return line, len(column.encode("utf-16-le")) // 2


@pytest.mark.corpus
@pytest.mark.skipif(not SAMPLE, reason="shared corpus not present")
async def test_corpus_sample_answers_every_request(vscode: LanguageClient):
    rng = random.Random(7)
    for path in SAMPLE:
        uri = path.as_uri()
        text = path.read_bytes().decode("utf-8", "replace")
        open_document(vscode, uri, text)
        await diagnostics_for(vscode, uri, 1)
        doc = tdi(uri)
        symbols = await vscode.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc))
        assert symbols is not None, path
        for _ in range(5):
            position = pos(*utf16_position(text, rng.randint(0, len(text))))
            await vscode.text_document_definition_async(types.DefinitionParams(text_document=doc, position=position))
            await vscode.text_document_references_async(
                types.ReferenceParams(
                    text_document=doc, position=position, context=types.ReferenceContext(include_declaration=True)
                )
            )
            await vscode.text_document_document_highlight_async(
                types.DocumentHighlightParams(text_document=doc, position=position)
            )
            await vscode.text_document_prepare_rename_async(
                types.PrepareRenameParams(text_document=doc, position=position)
            )
        # Unbalance the file in the middle, as a half-typed edit would.
        start = rng.randint(0, len(text))
        change_document(vscode, uri, 2, (utf16_position(text, start), utf16_position(text, start), '}"['))
        await diagnostics_for(vscode, uri, 2)
        await vscode.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc))
        vscode.text_document_did_close(types.DidCloseTextDocumentParams(text_document=doc))
    errors = [m for m in vscode.messages if m.type == types.MessageType.Error]
    assert errors == []
