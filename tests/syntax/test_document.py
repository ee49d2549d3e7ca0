"""Document: incremental edits must leave exactly what a from-scratch parse and line scan give, and leave the
document they started from unchanged."""

from __future__ import annotations

import random
from bisect import bisect_right

import pytest

from webots_ls.syntax.document import Document
from webots_ls.syntax.edits import ByteEdit
from webots_ls.syntax.parser import parse
from webots_ls.syntax.positions import scan_line_starts
from conftest import TEST_DATA  # the test data: ../shared, $WEBOTS_LS_TEST_DATA or .test-data


CORPUS = TEST_DATA / "corpus" / "files"

WORLD = """#VRML_SIM R2023b utf8
EXTERNPROTO "https://raw.githubusercontent.com/cyberbotics/webots/R2023b/projects/objects/floors/protos/RectangleArena.proto"

WorldInfo {
  basicTimeStep 16
}
DEF Ⅹ Solid {
  translation 0 0 0.1
  children [
    DEF BODY Shape {
      geometry Box { size 0.1, 0.2, 0.3 }
    }
  ]
  name "robot 🤖"
  boundingObject USE BODY
}
Robot {
  children [ USE Ⅹ ]
}
"""


def node_ranges(tree) -> list[tuple[str, int, int]]:
    out = []
    cursor = tree.walk()
    visited = False
    while True:
        if not visited:
            node = cursor.node
            out.append((node.type, node.start_byte, node.end_byte, node.start_point, node.end_point))
            if cursor.goto_first_child():
                continue
        if cursor.goto_next_sibling():
            visited = False
            continue
        if not cursor.goto_parent():
            return out
        visited = True


def apply(doc: Document, range, text, encoding="utf-16") -> tuple[Document, ByteEdit]:
    """One change: the new document and its byte edit (the old document is checked to stay as it was)."""
    before = (doc.source, str(doc.tree.root_node), node_ranges(doc.tree), doc.lines.starts())
    edited = doc.with_changes([(range, text)], encoding)
    assert (doc.source, str(doc.tree.root_node), node_ranges(doc.tree), doc.lines.starts()) == before
    assert len(edited.edits) == 1
    return edited.document, edited.edits[0]


def assert_matches_fresh(doc: Document) -> None:
    fresh = parse(doc.source)
    assert str(doc.tree.root_node) == str(fresh.root_node)
    assert node_ranges(doc.tree) == node_ranges(fresh)
    assert doc.lines.starts() == scan_line_starts(doc.source)


def test_open_parses_and_indexes():
    doc = Document.from_text(WORLD)
    assert doc.source == WORLD.encode()
    assert not doc.tree.root_node.has_error
    assert doc.lines.line_count == WORLD.count("\n") + 1
    assert_matches_fresh(doc)


def test_positions_with_non_ascii_names():
    doc = Document.from_text(WORLD)
    use = doc.source.index("USE Ⅹ".encode()) + 4  # byte offset of Ⅹ in "USE Ⅹ"
    line = WORLD.splitlines().index("  children [ USE Ⅹ ]")
    assert doc.position_at(use, "utf-16") == (line, 17)
    after = use + len("Ⅹ".encode())
    assert doc.position_at(after, "utf-16") == (line, 18)
    assert doc.position_at(after, "utf-8") == (line, 20)
    assert doc.position_at(after, "utf-32") == (line, 18)
    assert doc.offset_at(line, 18, "utf-16") == after
    assert doc.offset_at(line, 20, "utf-8") == after

    name_line = WORLD.splitlines().index('  name "robot 🤖"')
    quote = doc.source.index('🤖"'.encode()) + 4
    assert doc.position_at(quote, "utf-16") == (name_line, 16)  # the robot is 2 UTF-16 units
    assert doc.position_at(quote, "utf-32") == (name_line, 15)
    assert doc.position_at(quote, "utf-8") == (name_line, 18)
    assert doc.offset_at(name_line, 16, "utf-16") == quote
    assert doc.offset_at(name_line, 15, "utf-16") == quote - 4  # inside the pair: before it


def test_positions_past_the_end_clamp():
    doc = Document.from_text("ab\ncd")
    assert doc.offset_at(0, 99) == 2
    assert doc.offset_at(7, 0) == 5
    assert doc.position_at(99) == (1, 2)


def test_empty_document_and_deleting_everything():
    doc = Document.from_text("")
    assert doc.lines.line_count == 1
    assert doc.offset_at(0, 5) == 0
    doc, _ = apply(doc, ((0, 0), (0, 0)), "DEF A Solid { }\r\nUSE A\r\n")
    assert doc.lines.line_count == 3
    assert_matches_fresh(doc)
    doc, _ = apply(doc, ((0, 0), (2, 0)), "")
    assert doc.source == b""
    assert doc.lines.starts() == [0]
    assert_matches_fresh(doc)


def test_crlf_and_lone_cr_are_single_breaks():
    doc = Document.from_text("a\r\nbb\rccc\n")
    assert doc.lines.line_count == 4
    assert doc.offset_at(1, 0) == 3
    assert doc.offset_at(1, 9) == 5  # clamped before the \r
    assert doc.offset_at(2, 1) == 7
    assert doc.position_at(3) == (1, 0)
    assert doc.offset_at(3, 0) == 10 == len(doc.source)


def test_incremental_edit_returns_byte_edit_and_changed_ranges():
    doc = Document.from_text(WORLD)
    line = WORLD.splitlines().index("  basicTimeStep 16")
    edited = doc.with_changes([(((line, 16), (line, 18)), "32")], "utf-16")
    assert b"basicTimeStep 16" in doc.source  # the old document is unchanged
    doc, edit = edited.document, edited.edits[0]
    start = WORLD.encode().index(b"16\n")
    assert edit == ByteEdit(start, start + 2, start + 2)
    assert b"basicTimeStep 32" in doc.source
    assert edited.edits == [edit]
    assert_matches_fresh(doc)

    # Renaming a DEF changes the syntax around it only.
    line = WORLD.splitlines().index("    DEF BODY Shape {")
    edited = doc.with_changes([(((line, 8), (line, 12)), "HULL")], "utf-16")
    doc = edited.document
    assert all(end - start < len(doc.source) for start, end in edited.changed_ranges)
    assert_matches_fresh(doc)


def test_edit_after_non_ascii_under_each_encoding():
    for encoding, column in (("utf-8", 8), ("utf-16", 6), ("utf-32", 6)):
        doc = Document.from_text(WORLD)
        line = WORLD.splitlines().index("DEF Ⅹ Solid {")
        doc, _ = apply(doc, ((line, column), (line, column + 5)), "Robot", encoding)
        assert "DEF Ⅹ Robot {".encode() in doc.source, encoding
        assert_matches_fresh(doc)


def test_several_changes_in_one_notification_apply_in_order():
    doc = Document.from_text("WorldInfo {\n}\n")
    edited = doc.with_changes(
        [
            (((1, 0), (1, 0)), "  basicTimeStep 8\n"),
            (((1, 16), (1, 17)), "16"),
            (None, "Robot {\r\n}\r\n"),
            (((1, 1), (1, 1)), "\r\nRobot { }"),
        ],
        "utf-16",
    )
    assert doc.source == b"WorldInfo {\n}\n"
    doc = edited.document
    assert len(edited.edits) == 4
    assert doc.source == b"Robot {\r\n}\r\nRobot { }\r\n"
    assert_matches_fresh(doc)


VOCABULARY = [
    "DEF A ", "USE A", "Solid { ", "}", "[", "]", " children ", "\n", "\r\n", "\r", " 0.1 2 -3e4",
    '"text"', '"Ⅹ', "🤖", "Ⅹ", "# comment\n", "TRUE", "NULL", " translation 1 2 3\n", "PROTO P [ ",
    "field SFFloat x 1 ", "IS x", "%<= 1 >%", "EXTERNPROTO \"a.proto\"\n", "  ",
]


def lsp_position(source: bytes, offset: int, encoding: str) -> tuple[int, int]:
    """Where an LSP client would put ``offset`` (reference implementation, O(n))."""
    starts = scan_line_starts(source)
    line = bisect_right(starts, offset) - 1
    prefix = source[starts[line] : offset].decode()
    if encoding == "utf-8":
        return line, len(prefix.encode())
    if encoding == "utf-16":
        return line, len(prefix.encode("utf-16-le")) // 2
    return line, len(prefix)


@pytest.mark.parametrize("seed", range(6))
def test_random_edits_match_fresh_parse(seed):
    rng = random.Random(seed)
    doc = Document.from_text(WORLD)
    for step in range(60):
        text = doc.source.decode()
        start = rng.randint(0, len(text))
        end = min(len(text), start + rng.choice([0, 0, 1, 3, 12, 80]))
        if text[start - 1 : start + 1] == "\r\n" or text[end - 1 : end + 1] == "\r\n":
            continue  # inside a CRLF: not a position LSP can express
        inserted = "".join(rng.choice(VOCABULARY) for _ in range(rng.choice([0, 1, 1, 2, 5])))
        encoding = rng.choice(["utf-8", "utf-16", "utf-32"])
        start_byte, end_byte = len(text[:start].encode()), len(text[:end].encode())
        lsp_range = (
            lsp_position(doc.source, start_byte, encoding),
            lsp_position(doc.source, end_byte, encoding),
        )
        doc, edit = apply(doc, lsp_range, inserted, encoding)
        assert edit == ByteEdit(start_byte, end_byte, start_byte + len(inserted.encode()))
        assert doc.source == (text[:start] + inserted + text[end:]).encode()
        assert_matches_fresh(doc)


@pytest.mark.parametrize("line_text, first, last", [
    ("  translation 0 0 0.1", 14, 17),  # ASCII: offsets and points from one read of the line
    ("DEF Ⅹ Solid {", 6, 11),  # past a non-ASCII character: each position decoded
])
def test_a_reversed_range_on_one_line_is_the_same_change(line_text, first, last):
    """A range whose end comes before its start (some clients send them) is the same span, on one line as on
    several."""
    doc = Document.from_text(WORLD)
    line = WORLD.splitlines().index(line_text)
    forward, forward_edit = apply(doc, ((line, first), (line, last)), "x")
    backward, backward_edit = apply(doc, ((line, last), (line, first)), "x")
    assert backward.source == forward.source and backward_edit == forward_edit
    assert forward_edit.old_end_byte - forward_edit.start_byte == len(line_text[first:last].encode())
    assert_matches_fresh(backward)


@pytest.mark.parametrize("text, line, first, last, typed, joined", [
    ("Solid {\r  name \"a\"\n}\n", 1, 0, 10, "", "Solid {\r\n}\n"),  # a line between a lone CR and a LF: one break
    ("Solid {\r  name \"a\"\n}\n", 1, 2, 6, "", None),  # part of it: two breaks still
    ("Solid {\r\n  name \"a\"\r\n}\r\n", 1, 0, 10, "", None),  # CRLF before: nothing to join
    ("Solid {\n  name \"a\"\n}\n", 1, 0, 0, "x", None),
    ("Solid {\n  name \"a\"\n}\n", 1, 2, 6, "transl", None),
])
def test_an_edit_within_a_line_moves_the_later_lines_or_joins_a_break(text, line, first, last, typed, joined):
    """An edit within one line's plain head that types no line break moves the later line starts by its length
    (``LineIndex.edited`` with ``within_line``); deleting all of a line between a lone CR and a LF joins them into one break (LSP's CRLF)."""
    before = Document.from_text(text)
    doc, _ = apply(before, ((line, first), (line, last)), typed)
    if joined is not None:
        assert doc.source == joined.encode() and doc.lines.line_count == before.lines.line_count - 1
    assert_matches_fresh(doc)


def largest_corpus_files(count: int) -> list:
    files = sorted(CORPUS.rglob("*.wbt"), key=lambda p: p.stat().st_size, reverse=True)
    return files[:count]


@pytest.mark.corpus
@pytest.mark.skipif(not CORPUS.is_dir(), reason="shared corpus not present")
def test_edits_on_a_large_corpus_world():
    path = largest_corpus_files(1)[0]
    source = path.read_bytes()
    doc = Document.from_text(source)
    assert doc.lines.starts() == scan_line_starts(source)
    middle = doc.lines.line_count // 2
    doc, _ = apply(doc, ((middle, 0), (middle, 0)), "DEF NEW Solid { }\n")
    doc, _ = apply(doc, ((middle, 4), (middle, 7)), "RENAMED")
    doc, _ = apply(doc, ((3, 0), (middle + 1, 0)), "")
    assert_matches_fresh(doc)


CORPUS_SAMPLES = [
    "Leonm00__Webots-Room-Generator-Tool/Webots_Tool__webots__plan.wbt",  # CRLF line ends
    "cyberbotics__webots/projects__objects__backgrounds__protos__TexturedBackground.proto",  # JS templates
    "cyberbotics__webots-projects/projects__seronet-spawner__protos__ConveyorStationWheel.proto",  # Lua
]


@pytest.mark.corpus
@pytest.mark.skipif(not CORPUS.is_dir(), reason="shared corpus not present")
@pytest.mark.parametrize("relpath", CORPUS_SAMPLES)
def test_random_edits_on_real_files_match_fresh_parse(relpath):
    """Cut and paste pieces of a real file into itself, as an editor would, checking each step."""
    source = (CORPUS / relpath).read_bytes()
    rng = random.Random(relpath)
    doc = Document.from_text(source)
    for step in range(40):
        text = doc.source.decode("utf-8")
        start = rng.randint(0, len(text))
        end = min(len(text), start + rng.choice([0, 1, 4, 30, 200]))
        if text[start - 1 : start + 1] == "\r\n" or text[end - 1 : end + 1] == "\r\n":
            continue
        piece_start = rng.randint(0, len(text))
        inserted = text[piece_start : piece_start + rng.choice([0, 1, 2, 10, 60])]
        start_byte, end_byte = len(text[:start].encode()), len(text[:end].encode())
        doc, _ = apply(
            doc,
            (lsp_position(doc.source, start_byte, "utf-16"), lsp_position(doc.source, end_byte, "utf-16")),
            inserted,
        )
        assert doc.source == (text[:start] + inserted + text[end:]).encode()
        assert_matches_fresh(doc)


def _offset_reference(text: bytes, line: int, character: int, encoding: str) -> int:
    """An LSP position's byte offset from the whole line's text (what ``offset_at`` reads only part of)."""
    from webots_ls.syntax.positions import byte_column

    starts = scan_line_starts(text)
    if line < 0:
        return 0
    if line >= len(starts):
        return len(text)
    end = starts[line + 1] if line + 1 < len(starts) else len(text)
    content = text[starts[line] : end]
    if line + 1 < len(starts):
        content = content[:-2] if content.endswith(b"\r\n") else content[:-1]
    return starts[line] + byte_column(content, character, encoding)


@pytest.mark.parametrize("encoding", ["utf-8", "utf-16", "utf-32"])
def test_offsets_of_positions_on_long_and_short_lines(encoding):
    """``offset_at`` reads a line up to what the position can span: the same offsets as from the whole line (long
    lines, every line break, characters of 1 to 4 bytes, positions past a line's end), in bytes and in pieces."""
    rng = random.Random(4)
    parts = ["a", "1 2 3 ", "é", "Ⅹ", "𝔸", "\n", "\r\n", "\r", "x" * 300, "é" * 200]
    for _ in range(60):
        text = "".join(rng.choice(parts) for _ in range(rng.randint(0, 40))).encode()
        document = Document.from_text(text)
        # the same text, in pieces
        edited = document.with_changes([(((0, 0), (0, 0)), "Ⅹ"), (((0, 0), (0, 1)), "")]).document
        assert edited.source == text
        for _ in range(40):
            line = rng.randint(-1, document.lines.line_count)
            character = rng.choice([0, 1, 2, 3, 5, rng.randint(0, 400), 10_000])
            expected = _offset_reference(text, line, character, encoding)
            assert document.offset_at(line, character, encoding) == expected, (text, line, character)
            assert edited.offset_at(line, character, encoding) == expected, (text, line, character)
