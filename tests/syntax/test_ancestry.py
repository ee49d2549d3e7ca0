"""``ancestors`` ends at the node ``descendant_for_byte_range`` finds and holds exactly its chain of parents."""

from __future__ import annotations

import random

import pytest
import tree_sitter
import tree_sitter_webots

from webots_ls.syntax.ancestry import ancestors
from conftest import TEST_DATA  # the test data: ../shared, $WEBOTS_LS_TEST_DATA or .test-data

CORPUS = TEST_DATA / "corpus" / "files"
_parser = tree_sitter.Parser(tree_sitter.Language(tree_sitter_webots.language()))


def _key(node: tree_sitter.Node) -> tuple:
    return node.type, node.start_byte, node.end_byte


def _parents(node: tree_sitter.Node) -> list[tuple]:
    chain = []
    while node is not None:
        chain.append(_key(node))
        node = node.parent
    return chain[::-1]


@pytest.mark.corpus
def test_same_node_and_parents_as_tree_sitter_on_corpus_files():
    rng = random.Random(6)
    paths = sorted(p for p in CORPUS.rglob("*") if p.suffix in (".wbt", ".proto") and p.is_file())
    assert len(paths) > 100
    checked = 0
    for path in rng.sample(paths, 40):
        source = path.read_bytes()
        root = _parser.parse(source).root_node
        for _ in range(40):
            start = rng.randrange(len(source) + 1)
            end = min(len(source), start + rng.choice((0, 0, 1, 3, 12)))
            expected = root.descendant_for_byte_range(start, end)
            assert [_key(node) for node in ancestors(root, start, end)] == _parents(expected), (path.name, start, end)
            checked += 1
    assert checked == 1600


def test_broken_text_and_file_edges():
    for text in (b"", b"Solid {", b"Group { children [ Shape { geometry USE } ] }", b"#VRML_SIM R2023b utf8\n}}]"):
        root = _parser.parse(text).root_node
        for offset in range(len(text) + 1):
            expected = root.descendant_for_byte_range(offset, offset)
            assert [_key(node) for node in ancestors(root, offset)] == _parents(expected), (text, offset)
