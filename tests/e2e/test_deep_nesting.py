"""Completion after USE in a deeply nested world, over stdio: the USE's ancestors are found in one walk down the tree
(``Node.parent`` costs the depth per step, so walking up was quadratic: depth 4,000 took 26 s, 20,000 never
answered). Webots' ``WbDictionary::updateForInsertion`` offers neither the enclosing DEFs nor the unfit ones."""

from __future__ import annotations

import time

import pytest
from pytest_lsp import LanguageClient
from lsprotocol import types

from .conftest import change_document, find, open_document, pos, tdi

BOUND = 20  # seconds: generous for a loaded CI machine (measured: under 1 s at depth 20,000)


def _deep_world(depth: int, typed: str) -> str:
    opens = "".join(f"DEF G{level} Group {{ children [\n" for level in range(depth))
    return (
        "#VRML_SIM R2023b utf8\nDEF APP Appearance {}\nDEF BOX Box {}\n"
        + opens
        + f"DEF LEAF PBRAppearance {{}}\nShape {{ appearance {typed} }}\n"
        + "] }\n" * depth
    )


async def _timed_completion(client: LanguageClient, uri: str, text: str, typed: str):
    """Open ``text`` and ask for completion right after ``typed`` (followed by ` }`): (result, seconds)."""
    open_document(client, uri, text)
    line, character = find(text, typed + " }")
    started = time.monotonic()
    result = await client.text_document_completion_async(
        types.CompletionParams(text_document=tdi(uri), position=pos(line, character + len(typed)))
    )
    return result, time.monotonic() - started


# `USE A`: a partial name (a clean tree); `USE `: nothing typed yet (the tree has an error there).
@pytest.mark.parametrize(("depth", "typed"), [(4000, "USE A"), (20000, "USE A"), (4000, "USE "), (20000, "USE ")])
async def test_use_completion_at_depth(vscode: LanguageClient, depth: int, typed: str):
    uri = f"file:///tmp/webots-ls-e2e/deep-{depth}-{len(typed)}.wbt"
    text = _deep_world(depth, typed)
    result, elapsed = await _timed_completion(vscode, uri, text, typed)
    # The appearances before the USE, nearest first; not the Box (a geometry), not the enclosing Groups.
    assert [(item.label, item.detail) for item in sorted(result.items, key=lambda item: item.sort_text)] == [
        ("LEAF", "PBRAppearance"),
        ("APP", "Appearance"),
    ]
    assert elapsed < BOUND, f"completion at depth {depth} took {elapsed:.1f} s"


async def test_a_keystroke_below_depth_16384_keeps_the_names(vscode: LanguageClient):
    """An edit at depth 20,000 rescans its range with a cursor walk: tree-sitter's query cursor returns nothing below
    depth 16,384 (the renamed DEF was lost and the keystroke took 2.8 s)."""
    uri = "file:///tmp/webots-ls-e2e/deep-edit.wbt"
    text = _deep_world(20000, "USE A")
    open_document(vscode, uri, text)
    line, character = find(text, "LEAF")
    started = time.monotonic()
    change_document(vscode, uri, 2, ((line, character + 2), (line, character + 2), "X"))
    use_line, use_character = find(text, "USE A")
    result = await vscode.text_document_completion_async(
        types.CompletionParams(text_document=tdi(uri), position=pos(use_line, use_character + len("USE A")))
    )
    elapsed = time.monotonic() - started
    assert [item.label for item in sorted(result.items, key=lambda item: item.sort_text)] == ["LEXAF", "APP"]
    assert elapsed < BOUND, f"edit + completion at depth 20,000 took {elapsed:.1f} s"


@pytest.mark.parametrize("typed", ["geometry ", "geometry Sp"])
async def test_node_type_completion_at_depth(vscode: LanguageClient, typed: str):
    """A node type after `geometry` 20,000 Groups deep: the geometries only (the slot is read from the words before
    the cursor, its 20,000 frames shortened to the distinct ones), within the bound."""
    uri = f"file:///tmp/webots-ls-e2e/deep-type-{len(typed)}.wbt"
    text = _deep_world(20000, "USE A").replace("appearance USE A", typed)
    result, elapsed = await _timed_completion(vscode, uri, text, typed)
    labels = [item.label for item in result.items]
    assert {"Box", "Sphere", "NULL"} <= set(labels) and "Solid" not in labels and "Group" not in labels
    assert elapsed < BOUND, f"node type completion at depth 20,000 took {elapsed:.1f} s"
