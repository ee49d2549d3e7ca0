"""Incremental reparsing gives the tree a fresh parse gives, and an edit in a big mesh stays local."""

from __future__ import annotations

import random

import pytest
import tree_sitter

from .conftest import CORPUS, LANGUAGE, parse


def point_of(source: bytes, offset: int) -> tuple[int, int]:
    line = source.count(b"\n", 0, offset)
    return line, offset - (source.rfind(b"\n", 0, offset) + 1)


def edit(tree: tree_sitter.Tree, source: bytes, start: int, end: int, text: bytes) -> tuple[tree_sitter.Tree, bytes]:
    new_source = source[:start] + text + source[end:]
    tree.edit(
        start_byte=start, old_end_byte=end, new_end_byte=start + len(text),
        start_point=point_of(source, start), old_end_point=point_of(source, end),
        new_end_point=point_of(new_source, start + len(text)),
    )
    return tree_sitter.Parser(LANGUAGE).parse(new_source, tree), new_source


def mesh_world(numbers: int) -> bytes:
    rng = random.Random(7)
    points = "\n".join(" ".join(f"{rng.uniform(-1, 1):.6f}" for _ in range(3)) for _ in range(numbers // 3))
    indices = " ".join(str(rng.randrange(numbers // 3)) if i % 4 else "-1" for i in range(1, numbers + 1))
    return (f"#VRML_SIM R2023b utf8\nShape {{\n  geometry IndexedFaceSet {{\n    coord Coordinate {{\n"
            f"      point [\n{points}\n      ]\n    }}\n    coordIndex [ {indices} ]\n  }}\n}}\n").encode()


def test_numbers_come_in_chunks():
    source = mesh_world(30_000)
    tree = parse(source)
    assert not tree.root_node.has_error
    chunks, stack = [], [tree.root_node]
    while stack:
        node = stack.pop()
        if node.type == "numbers":
            chunks.append(node)
        stack.extend(node.children)
    counts = [len(chunk.text.replace(b",", b" ").split()) for chunk in chunks]
    assert sum(counts) == 60_000
    # Content-defined chunks of 8 to 1024 numbers (64 on average): never one token per number, nor one for all.
    assert max(counts) <= 1024 and min(counts[:-1]) >= 1
    assert 60_000 / 200 < len(chunks) < 60_000 / 20, len(chunks)


def test_edit_inside_mesh_changes_only_its_chunk():
    source = mesh_world(30_000)
    tree = parse(source)
    middle = source.index(b"coordIndex") + 5_000
    while source[middle:middle + 1] not in b"0123456789":
        middle += 1
    new_tree, new_source = edit(tree, source, middle, middle + 1, b"7")
    assert str(new_tree.root_node) == str(parse(new_source).root_node)
    changed = tree.changed_ranges(new_tree)  # `tree` is the edited old tree
    assert sum(r.end_byte - r.start_byte for r in changed) < 4_000
    # Chunk boundaries after the edited chunk are the old ones: the chunks are reused, not re-cut.
    def chunk_spans(root):
        spans, stack = set(), [root]
        while stack:
            node = stack.pop()
            if node.type == "numbers":
                spans.add((node.start_byte, node.end_byte))
            stack.extend(node.children)
        return spans
    old_spans, new_spans = chunk_spans(parse(source).root_node), chunk_spans(new_tree.root_node)
    assert len(old_spans ^ new_spans) <= 6


@pytest.mark.corpus
def test_random_edits_match_fresh_parse():
    """Random insertions and deletions (including brackets, quotes, template openings) on real files."""
    rng = random.Random(2026)
    files = sorted(p for p in (CORPUS / "files").rglob("*") if p.is_file() and p.stat().st_size < 60_000)
    pieces = [b"{", b"}", b"[", b"]", b'"', b"%<", b">%", b"%{ else }%", b"%< } else { >%", b" 1 2 ", b"DEF X ",
              b"USE X", b"#", b"\n", b"\r\n", b"\xe2\x85\xa9", b"-", b".", b"e"]
    for path in rng.sample(files, 120):
        source = path.read_bytes()
        tree = parse(source)
        for _ in range(6):
            start = rng.randrange(len(source) + 1)
            end = min(len(source), start + rng.choice([0, 0, 1, 3, 20]))
            text = rng.choice(pieces) if rng.random() < 0.8 else b""
            tree, source = edit(tree, source, start, end, text)
            assert str(tree.root_node) == str(parse(source).root_node), (path.name, start, end, text)
