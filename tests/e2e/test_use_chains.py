"""Chains of USEs (``DEF N1 Group { children [ USE N0 ] }``, ``DEF N2 ... USE N1``, ...) through the real server.

Whether a USE is forbidden (``WbNodeUtilities::isAValidUseableNode``) depends on the Solid and joint descendants of
its DEF's node, found through the USEs it holds: each node's facts are computed once, iteratively (a recursive
search hit Python's recursion limit at ~1,000 links and was quadratic before that).
"""

from __future__ import annotations

import asyncio
import time

from lsprotocol import types
from pytest_lsp import LanguageClient

from .conftest import diagnostics_for, open_document, pos, tdi

URI = "file:///tmp/webots-ls-e2e/chain.wbt"
BOUND = 30  # seconds: generous, for a shared CI machine (in-process it takes about 2 s of CPU for 100,000 links)


def chain(links: int, first: str) -> str:
    lines = ["#VRML_SIM R2025a utf8", f"DEF N0 {first}"]
    lines += [f"DEF N{i} Group {{ children [ USE N{i - 1} ] }}" for i in range(1, links)]
    return "\n".join(lines) + "\n"


async def published(client: LanguageClient, uri: str, version: int) -> types.PublishDiagnosticsParams:
    return await diagnostics_for(client, uri, version, BOUND)


async def test_a_2000_link_chain_reports_every_forbidden_use(vscode: LanguageClient):
    text = chain(2000, "Solid { }")
    open_document(vscode, URI, text)
    diagnostics = (await published(vscode, URI, 1)).diagnostics
    assert len(diagnostics) == 1999 and {d.code for d in diagnostics} == {"forbidden-use"}
    by_line = {d.range.start.line: d.message for d in diagnostics}
    assert by_line[2] == "Solid nodes cannot be USEd. Non-admissible USE node turned into DEF node."
    assert by_line[2000] == "Nodes with a Solid descendant cannot be USEd. Non-admissible USE node turned into DEF node."
    # completion after USE judges every DEF of the chain too (it answered -32603 on a RecursionError)
    completion = await asyncio.wait_for(
        vscode.text_document_completion_async(
            types.CompletionParams(text_document=tdi(URI), position=pos(2000, len("DEF N1999 Group { children [ USE ")))
        ),
        BOUND,
    )
    labels = {item.label for item in (completion.items if hasattr(completion, "items") else completion or [])}
    assert "N1998" not in labels  # a node with a Solid descendant is not offered


async def test_a_100000_link_chain_publishes(vscode: LanguageClient):
    text = chain(100_000, "Group { }")
    started = time.monotonic()
    open_document(vscode, URI, text)
    diagnostics = (await published(vscode, URI, 1)).diagnostics
    assert list(diagnostics) == []
    assert time.monotonic() - started < BOUND
