"""On every corpus file that has USEs, the real server over stdio answers `definition` from each USE with the DEF
that Webots' reader rule gives (an independent simulation of WbNodeReader, WbNodeReader::readNode and its scopes), and publishes no
unresolved-USE diagnostic: all these worlds load in Webots."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path

from lsprotocol import types
from pytest_lsp import LanguageClient
import pytest

from .conftest import TIMEOUT, client_fixture, open_document, pos, tdi

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
from analysis.reader_simulation import simulate_reader  # noqa: E402

import tree_sitter  # noqa: E402
import tree_sitter_webots  # noqa: E402
from conftest import TEST_DATA  # the test data: ../shared, $WEBOTS_LS_TEST_DATA or .test-data

CORPUS = TEST_DATA / "corpus" / "files"
PARSER = tree_sitter.Parser(tree_sitter.Language(tree_sitter_webots.language()))

corpus_client = client_fixture("corpus_client", "visual_studio_code", {"diagnosticsDelay": 10})


def utf16_position(source: bytes, offset: int) -> types.Position:
    line_start = source.rfind(b"\n", 0, offset) + 1
    prefix = source[line_start:offset].decode("utf-8")
    return pos(source.count(b"\n", 0, offset), len(prefix.encode("utf-16-le")) // 2)


@pytest.mark.corpus
async def test_definition_of_every_corpus_use(corpus_client: LanguageClient):
    files = sorted(path for path in CORPUS.glob("*/*") if path.is_file())
    assert len(files) == 858, f"corpus not found at {CORPUS}"
    checked = mismatched = files_with_uses = 0
    unresolved: list[str] = []
    for path in files:
        source = path.read_bytes()
        if b"USE" not in source:
            continue
        expected = simulate_reader(PARSER.parse(source), source)
        if not expected:
            continue
        files_with_uses += 1
        uri = path.as_uri()
        open_document(corpus_client, uri, source.decode("utf-8"))
        results = await asyncio.gather(*(
            corpus_client.text_document_definition_async(
                types.DefinitionParams(text_document=tdi(uri), position=utf16_position(source, use_start)))
            for use_start in expected))
        for (use_start, def_start), result in zip(expected.items(), results):
            checked += 1
            want = [] if def_start is None else [utf16_position(source, def_start)]
            got = [location.range.start for location in (result or [])]
            if got != want:
                mismatched += 1
        published = await wait_for_diagnostics(corpus_client, uri)
        unresolved += [f"{path.name}:{d.range.start.line + 1}: {d.message}" for d in published
                       if d.code == "unresolved-use"]
        corpus_client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=tdi(uri)))
    print(f"\ncorpus over stdio: {files_with_uses} files with USEs, {checked} USEs, {mismatched} mismatched,"
          f" {len(unresolved)} unresolved-USE diagnostics")
    assert checked > 3500
    assert mismatched == 0
    assert unresolved == []


async def wait_for_diagnostics(client: LanguageClient, uri: str) -> list[types.Diagnostic]:
    async def poll():
        while True:
            for params in client.published:
                if params.uri == uri:
                    return params.diagnostics
            await asyncio.sleep(0.01)

    return await asyncio.wait_for(poll(), TIMEOUT)
