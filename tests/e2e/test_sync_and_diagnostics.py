"""Incremental document sync and debounced, versioned diagnostics over stdio."""

from __future__ import annotations

import asyncio

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from .conftest import change_document, diagnostics_for, find, open_document, pos, spans, tdi

URI = "file:///tmp/webots-ls-e2e/sync.wbt"

BROKEN = """#VRML_SIM R2023b utf8
DEF Ⅹ Shape { }
Robot { children [ USE Ⅹ USE MISSING ] }
"""


async def definition(client: LanguageClient, line: int, character: int):
    return await client.text_document_definition_async(
        types.DefinitionParams(text_document=tdi(URI), position=pos(line, character))
    )


@pytest.mark.quick
async def test_open_publishes_diagnostics_with_version(vscode: LanguageClient):
    open_document(vscode, URI, BROKEN, version=7)
    published = await diagnostics_for(vscode, URI, 7)
    (diagnostic,) = published.diagnostics
    assert diagnostic.code == "unresolved-use"
    assert diagnostic.severity == types.DiagnosticSeverity.Error
    assert diagnostic.source == "webots-ls"
    assert "MISSING" in diagnostic.message
    # after "USE Ⅹ " on line 2: Ⅹ is one utf-16 unit
    assert spans([diagnostic.range]) == [(2, 29, 2, 36)]


async def test_diagnostics_columns_under_utf8(neovim_utf8: LanguageClient):
    open_document(neovim_utf8, URI, BROKEN)
    (diagnostic,) = (await diagnostics_for(neovim_utf8, URI, 1)).diagnostics
    assert spans([diagnostic.range]) == [(2, 31, 2, 38)]  # Ⅹ is 3 bytes


async def test_fixing_the_error_clears_diagnostics_for_the_new_version(vscode: LanguageClient):
    open_document(vscode, URI, BROKEN)
    await diagnostics_for(vscode, URI, 1)
    line, character = find(BROKEN, "MISSING")
    change_document(vscode, URI, 2, ((line, character - 4), (line, character + 8), ""))
    published = await diagnostics_for(vscode, URI, 2)
    assert list(published.diagnostics) == []


async def test_rapid_changes_are_debounced_into_one_publish(slow_diagnostics: LanguageClient):
    # A 1.5 s debounce; five changes sent back to back supersede each other's pending run.
    client = slow_diagnostics
    open_document(client, URI, BROKEN)
    await diagnostics_for(client, URI, 1)
    line, character = find(BROKEN, "MISSING")
    for version, letter in enumerate("ABCDE", start=2):
        change_document(client, URI, version, ((line, character), (line, character), letter))
    published = await diagnostics_for(client, URI, 6)
    assert "EDCBAMISSING" in published.diagnostics[0].message
    await asyncio.sleep(0.1)  # let any stray late publish arrive before checking
    versions = [p.version for p in client.published if p.uri == URI]
    assert versions == [1, 6]


async def test_published_versions_never_go_backwards(vscode: LanguageClient):
    open_document(vscode, URI, BROKEN)
    line, character = find(BROKEN, "MISSING")
    for version in range(2, 12):
        change_document(vscode, URI, version, ((line, character), (line, character), "x"))
        if version % 3 == 0:
            await asyncio.sleep(0.3)  # sometimes long enough for the debounce to fire
    await diagnostics_for(vscode, URI, 11)
    versions = [p.version for p in vscode.published if p.uri == URI]
    assert versions == sorted(versions)
    assert len(set(versions)) == len(versions)


async def test_close_clears_diagnostics(vscode: LanguageClient):
    open_document(vscode, URI, BROKEN)
    await diagnostics_for(vscode, URI, 1)
    vscode.text_document_did_close(types.DidCloseTextDocumentParams(text_document=tdi(URI)))

    async def cleared():
        while not (vscode.published[-1].uri == URI and list(vscode.published[-1].diagnostics) == []):
            await asyncio.sleep(0.02)

    await asyncio.wait_for(cleared(), 20)
    assert await definition(vscode, 2, 23) is None  # no longer open


@pytest.mark.quick
async def test_incremental_changes_keep_navigation_right(vscode: LanguageClient):
    text = "#VRML_SIM R2023b utf8\nDEF A Shape { }\nRobot { children [ USE A ] }\n"
    open_document(vscode, URI, text)
    # 1. insert a new DEF line above: everything after moves down one line
    change_document(vscode, URI, 2, ((1, 0), (1, 0), "DEF 🤖 Transform { }\n"))
    # 2. type a new USE after "USE A", then its non-ASCII name
    change_document(vscode, URI, 3, ((3, 24), (3, 24), " USE "))
    change_document(vscode, URI, 4, ((3, 29), (3, 29), "🤖"))
    # now: line 3 is "Robot { children [ USE A USE 🤖 ] }"
    result = await definition(vscode, 3, 29)
    assert spans(result) == [(1, 4, 1, 6)]  # the robot is two utf-16 units
    result = await definition(vscode, 3, 23)
    assert spans(result) == [(2, 4, 2, 5)]
    # 3. delete across lines: join the two DEF lines
    change_document(vscode, URI, 5, ((1, 20), (2, 0), " "))
    result = await definition(vscode, 2, 23)
    assert spans(result) == [(1, 25, 1, 26)]
    published = await diagnostics_for(vscode, URI, 5)
    assert list(published.diagnostics) == []


async def test_several_changes_in_one_notification(vscode: LanguageClient):
    text = "#VRML_SIM R2023b utf8\nDEF A Shape { }\nRobot { children [ USE A ] }\n"
    open_document(vscode, URI, text)
    change_document(
        vscode,
        URI,
        2,
        ((1, 4), (1, 5), "LONGER"),  # DEF LONGER
        ((2, 23), (2, 24), "LONGER"),  # USE LONGER (positions after the first change)
        ((1, 0), (1, 0), "# comment\n"),  # under the header, which must stay on line 1
    )
    result = await definition(vscode, 3, 25)
    assert spans(result) == [(2, 4, 2, 10)]
    assert list((await diagnostics_for(vscode, URI, 2)).diagnostics) == []


async def test_full_document_change(vscode: LanguageClient):
    open_document(vscode, URI, "DEF A Shape { }\n")
    change_document(vscode, URI, 2, BROKEN)
    (diagnostic,) = (await diagnostics_for(vscode, URI, 2)).diagnostics
    assert diagnostic.code == "unresolved-use"


async def test_crlf_document(vscode: LanguageClient):
    text = "#VRML_SIM R2023b utf8\r\nDEF Ⅹ Shape { }\r\n\r\nRobot {\r\n  children [ USE Ⅹ USE NONE ]\r\n}\r\n"
    open_document(vscode, URI, text)
    (diagnostic,) = (await diagnostics_for(vscode, URI, 1)).diagnostics
    assert spans([diagnostic.range]) == [(4, 23, 4, 27)]
    result = await definition(vscode, 4, 17)
    assert spans(result) == [(1, 4, 1, 5)]
    # insert a CRLF line before, then edit at the end of a line (before its \r\n)
    change_document(vscode, URI, 2, ((2, 0), (2, 0), "DEF NONE Shape { }\r\n"))
    change_document(vscode, URI, 3, ((1, 15), (1, 15), " # end"))
    result = await definition(vscode, 5, 23)
    assert spans(result) == [(2, 4, 2, 8)]
    assert list((await diagnostics_for(vscode, URI, 3)).diagnostics) == []


async def test_lone_cr_line_breaks_count_as_lines(vscode: LanguageClient):
    text = "DEF A Shape { }\rRobot { children [ USE A ] }\r"
    open_document(vscode, URI, text)
    result = await definition(vscode, 1, 23)
    assert spans(result) == [(0, 4, 0, 5)]


async def test_server_survives_a_bad_request(vscode: LanguageClient):
    open_document(vscode, URI, BROKEN)
    # A position far outside the document is clamped, not a crash.
    assert await definition(vscode, 10_000, 10_000) is None
    change_document(vscode, URI, 2, ((99, 0), (120, 5), "\n"))
    result = await definition(vscode, 2, 23)
    assert spans(result) == [(1, 4, 1, 5)]


def big_world(extra: str) -> str:
    """A world over the size from which post-edit diagnostics run on the worker thread."""
    lines = ["#VRML_SIM R2023b utf8"]
    lines += [f"DEF N{i} Pose {{ translation {i} 0 0 }}" for i in range(9000)]
    lines.append(f"Robot {{ children [ USE N1 {extra} ] }}")
    return "\n".join(lines) + "\n"


async def test_big_document_diagnostics_after_edits(vscode: LanguageClient):
    text = big_world("USE MISSING")
    assert len(text.encode()) > 300_000
    open_document(vscode, URI, text)
    (diagnostic,) = (await diagnostics_for(vscode, URI, 1)).diagnostics
    assert diagnostic.code == "unresolved-use"
    line, character = find(text, "MISSING")
    # three quick edits: MISSING -> N2 -> N3 -> N3ZZ (unresolved again)
    change_document(vscode, URI, 2, ((line, character), (line, character + 7), "N2"))
    change_document(vscode, URI, 3, ((line, character), (line, character + 2), "N3"))
    change_document(vscode, URI, 4, ((line, character + 2), (line, character + 2), "ZZ"))
    (diagnostic,) = (await diagnostics_for(vscode, URI, 4)).diagnostics
    assert "N3ZZ" in diagnostic.message
    assert spans([diagnostic.range]) == [(line, character, line, character + 4)]
    change_document(vscode, URI, 5, ((line, character + 2), (line, character + 4), ""))
    assert list((await diagnostics_for(vscode, URI, 5)).diagnostics) == []
    versions = [p.version for p in vscode.published if p.uri == URI]
    assert versions == sorted(versions) and versions[-1] == 5


async def test_changes_during_a_background_run_get_a_run_of_their_own(eager_diagnostics: LanguageClient):
    # No debounce: the first edit starts a worker run at once, the next ones arrive while it runs.
    client = eager_diagnostics
    text = big_world("USE MISSING")
    open_document(client, URI, text)
    await diagnostics_for(client, URI, 1)
    line, character = find(text, "MISSING")
    for version, name in enumerate(["N5", "N6", "GONE"], start=2):
        change_document(client, URI, version, ((line, character), (line, character + 7), name.ljust(7)))
    (diagnostic,) = (await diagnostics_for(client, URI, 4)).diagnostics
    assert "GONE" in diagnostic.message
    versions = [p.version for p in client.published if p.uri == URI]
    assert versions == sorted(versions) and len(set(versions)) == len(versions)
