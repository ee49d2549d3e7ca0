"""The local changed range covers every range tree-sitter's full comparison reports."""

from __future__ import annotations

import random

import pytest
import tree_sitter
import tree_sitter_webots

from webots_ls.syntax.changes import changed_ranges, local_change
from webots_ls.syntax.edits import ByteEdit
from conftest import TEST_DATA  # the test data: ../shared, $WEBOTS_LS_TEST_DATA or .test-data

CORPUS = TEST_DATA / "corpus" / "files"
LANGUAGE = tree_sitter.Language(tree_sitter_webots.language())


def point(source: bytes, offset: int) -> tuple[int, int]:
    return source.count(b"\n", 0, offset), offset - (source.rfind(b"\n", 0, offset) + 1)


def edited(source: bytes, start: int, end: int, text: bytes):
    parser = tree_sitter.Parser(LANGUAGE)
    old = parser.parse(source)
    new_source = source[:start] + text + source[end:]
    old.edit(start_byte=start, old_end_byte=end, new_end_byte=start + len(text), start_point=point(source, start),
             old_end_point=point(source, end), new_end_point=point(new_source, start + len(text)))
    return old, parser.parse(new_source, old), ByteEdit(start, end, start + len(text)), new_source


@pytest.mark.corpus
def test_local_range_covers_tree_sitter_changes_on_random_edits():
    rng = random.Random(11)
    files = sorted(p for p in CORPUS.glob("*/*") if p.is_file() and p.stat().st_size < 40_000)
    assert len(files) > 500, f"corpus not found at {CORPUS}"
    pieces = [b"7", b"x", b" ", b"{", b"}", b"[", b"]", b'"', b"DEF A ", b"USE A", b"#", b"\n", b"%<", b">%", b""]
    local_hits = 0
    for path in rng.sample(files, 150):
        source = path.read_bytes()
        for _ in range(4):
            start = rng.randrange(len(source) + 1)
            end = min(len(source), start + rng.choice([0, 0, 1, 2, 8]))
            old, new, edit, _ = edited(source, start, end, rng.choice(pieces))
            full = [(r.start_byte, r.end_byte) for r in old.changed_ranges(new)]
            local = local_change(old, new, edit)
            if local is None:
                assert changed_ranges(old, new, [edit]) == full
                continue
            local_hits += 1
            for a, b in full:
                assert local[0] <= a and b <= local[1], (path.name, start, end, full, local)
    assert local_hits > 200  # the fast path is the common case


def test_deleting_a_brace_falls_back_to_the_full_comparison():
    source = b"Solid {\n  children [\n    Shape { geometry Box { size 1 1 1 } }\n  ]\n}\nSolid { name \"b\" }\n"
    start = source.index(b"}\n  ]")
    old, new, edit, _ = edited(source, start, start + 1, b"")
    assert local_change(old, new, edit) is None


def test_a_number_edit_is_local_to_its_field():
    source = b"Solid {\n  translation 1 2 3\n  name \"a\"\n}\n"
    start = source.index(b"2")
    old, new, edit, new_source = edited(source, start, start + 1, b"5")
    a, b = local_change(old, new, edit)
    assert new_source[a:b] == b"translation 1 5 3"
