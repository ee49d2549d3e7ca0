"""``def_and_use_names`` finds what the query ``(node def: (def_name))`` / ``(use_node name: (use_name))`` finds in a
byte range, on corpus files as they are and broken, and also below depth 16,384 where the query finds nothing."""

from __future__ import annotations

import random

import pytest
import tree_sitter
import tree_sitter_webots
from tree_sitter import Query, QueryCursor

from webots_ls.syntax.names_walk import def_and_use_names
from conftest import TEST_DATA  # the test data: ../shared, $WEBOTS_LS_TEST_DATA or .test-data

CORPUS = TEST_DATA / "corpus" / "files"
LANGUAGE = tree_sitter.Language(tree_sitter_webots.language())
_parser = tree_sitter.Parser(LANGUAGE)
_QUERY = Query(LANGUAGE, "(node def: (def_name) @def)\n(use_node name: (use_name) @use)\n")
_BREAKS = (b"DEF A Solid { children [ USE B DEF C Group { ] USE", b"Group { children [ DEF X Shape { } USE X", b"")


def _spans(nodes) -> list[tuple[int, int]]:
    return sorted((node.start_byte, node.end_byte) for node in nodes)


@pytest.mark.corpus
def test_same_names_as_the_query_on_corpus_files():
    rng = random.Random(9)
    paths = sorted(p for p in CORPUS.rglob("*") if p.suffix in (".wbt", ".proto") and p.is_file())
    for path in rng.sample(paths, 40):
        source = path.read_bytes()
        for broken in (False, True):
            if broken:  # a paste or a deletion somewhere: ERROR and MISSING nodes
                at = rng.randrange(len(source) + 1)
                source = source[:at] + rng.choice(_BREAKS) + source[at + rng.randrange(20) :]
            root = _parser.parse(source).root_node
            for _ in range(8):
                start = rng.randrange(len(source) + 1)
                end = min(len(source), start + rng.choice((0, 1, 5, 100, 5000, len(source))))
                cursor = QueryCursor(_QUERY)
                cursor.set_byte_range(start, end)
                captures = cursor.captures(root)
                defs, uses = def_and_use_names(root, start, end)
                assert (_spans(defs), _spans(uses)) == (
                    _spans(captures.get("def", [])), _spans(captures.get("use", []))), (path.name, start, end)
                assert _spans(defs) == [(n.start_byte, n.end_byte) for n in defs]  # in file order


def test_no_depth_limit():
    depth = 17000
    source = ("".join(f"DEF G{level} Group {{ children [ USE U{level}\n" for level in range(depth)) + "] }\n" * depth)
    root = _parser.parse(source.encode()).root_node
    defs, uses = def_and_use_names(root, 0, len(source))
    assert (len(defs), len(uses)) == (depth, depth)
    inner = source.index(f"DEF G{depth - 1} ")
    defs, uses = def_and_use_names(root, inner + 4, inner + 5)  # in the innermost DEF name
    assert [(n.start_byte, n.end_byte) for n in defs] == [(inner + 4, inner + 4 + len(f"G{depth - 1}"))] and not uses
