"""Position codec and incremental line index, checked against slow obviously-correct references."""

from __future__ import annotations

import random

import pytest

from webots_ls.syntax.byte_scan import line_starts, python_line_starts
from webots_ls.syntax.positions import (
    LineIndex,
    byte_column,
    character_count,
    scan_line_starts,
)


def reference_starts(source: bytes) -> list[int]:
    """Line starts by walking byte by byte: \r\n, \r and \n are each one break."""
    starts = [0]
    i = 0
    while i < len(source):
        if source[i : i + 2] == b"\r\n":
            i += 2
            starts.append(i)
        elif source[i : i + 1] in (b"\r", b"\n"):
            i += 1
            starts.append(i)
        else:
            i += 1
    return starts


def units(text: str, encoding: str) -> int:
    if encoding == "utf-8":
        return len(text.encode("utf-8"))
    if encoding == "utf-16":
        return len(text.encode("utf-16-le")) // 2
    return len(text)


@pytest.mark.parametrize(
    "source",
    [b"", b"a", b"a\n", b"a\r\nb", b"a\rb\r", b"\r\n\r\n", b"\n\r", b"x\r\r\ny\n\nz", b"\r", b"x\r", b"\r\r\n\n"],
)
def test_scan_line_starts_matches_reference(source):
    # (scan_line_starts is the C scan in the installed package; the Python one runs from a source checkout)
    assert scan_line_starts(source) == python_line_starts(source) == reference_starts(source)


@pytest.mark.parametrize("seed", range(20))
def test_line_starts_match_the_reference(seed):
    rng = random.Random(seed)
    source = bytes(rng.choice(b"ab\r\n\xc3\xa9 ") for _ in range(rng.randrange(0, 300)))
    assert line_starts(source) == python_line_starts(source) == reference_starts(source)


def test_line_starts_of_a_memoryview_and_a_long_text():
    source = b"DEF A Solid { }\n" * 10_000 + b"last"
    assert line_starts(memoryview(source)) == reference_starts(source)


ROMAN_LINE = "DEF Ⅹ Solid { name \"Ⅹ\" }"  # Ⅹ is U+2169: 3 UTF-8 bytes, 1 UTF-16 unit
EMOJI_LINE = "# 🤖 robot 🤖 end"  # U+1F916: 4 UTF-8 bytes, 2 UTF-16 units (a surrogate pair)


@pytest.mark.parametrize("encoding", ["utf-8", "utf-16", "utf-32"])
@pytest.mark.parametrize("text", [ROMAN_LINE, EMOJI_LINE, "plain ascii", "é𝄞ǅ\u0301x"])
def test_codec_round_trips_at_every_character_boundary(text, encoding):
    line = text.encode("utf-8")
    for i in range(len(text) + 1):
        prefix = text[:i]
        offset = len(prefix.encode("utf-8"))
        character = units(prefix, encoding)
        assert character_count(line[:offset], encoding) == character
        assert byte_column(line, character, encoding) == offset


def test_roman_numeral_columns():
    line = ROMAN_LINE.encode("utf-8")
    solid = line.index(b"Solid")
    assert solid == 8  # "DEF " + 3 bytes + " "
    assert character_count(line[:solid], "utf-16") == 6
    assert character_count(line[:solid], "utf-32") == 6
    assert character_count(line[:solid], "utf-8") == 8
    assert byte_column(line, 6, "utf-16") == solid


def test_utf16_position_inside_surrogate_pair_snaps_to_character_start():
    line = EMOJI_LINE.encode("utf-8")
    emoji = line.index("🤖".encode())
    assert emoji == 2
    assert byte_column(line, 2, "utf-16") == emoji
    assert byte_column(line, 4, "utf-16") == emoji + 4  # after the pair
    # unit 3 is between the two halves of the pair: the start of the emoji
    assert byte_column(line, 3, "utf-16") == emoji


def test_past_end_of_line_clamps_to_line_length():
    line = ROMAN_LINE.encode("utf-8")
    for encoding in ("utf-8", "utf-16", "utf-32"):
        assert byte_column(line, 10_000, encoding) == len(line)
        assert byte_column(line, 0, encoding) == 0


def test_long_line_conversion_only_reads_prefix():
    line = ("é" * 10 + "x" * 1_000_000).encode()
    assert byte_column(line, 11, "utf-16") == 21
    assert character_count(line[:21], "utf-16") == 11


def test_invalid_utf8_bytes_count_one_unit_each():
    line = b"a\xffb\xc3"
    assert character_count(line, "utf-16") == 4
    assert byte_column(line, 2, "utf-16") == 2
    assert byte_column(line, 3, "utf-32") == 3


def check_index(index: LineIndex, source: bytes) -> None:
    expected = reference_starts(source)
    assert index.starts() == expected
    assert index.line_count == len(expected)
    for line, start in enumerate(expected):
        assert index.line_start(line) == start
        assert index.line_of(start) == line
        if start > 0:
            assert index.line_of(start - 1) == line - 1


@pytest.mark.parametrize("split_from", [1, 32])
def test_line_index_random_edits_match_rebuild(split_from):
    rng = random.Random(1234)
    LineIndex.BLOCK = 4  # tiny blocks exercise splitting, merging and dropping blocks
    LineIndex.SPLIT_FROM = split_from  # 1: typing splits blocks (up to the bound on their number)
    try:
        pieces = [b"\r", b"\n", b"\r\n", b"a", b"bc", b"\xe2\x85\xa9", b"\n\n\n", b"xy\r"]
        source = b"".join(rng.choice(pieces) for _ in range(200))
        index = LineIndex(source)
        check_index(index, source)
        for _ in range(600):
            start = rng.randint(0, len(source))
            old_end = min(len(source), start + rng.choice([0, 0, 1, 2, 5, 40]))
            text = b"".join(rng.choice(pieces) for _ in range(rng.choice([0, 1, 1, 2, 30])))
            source = source[:start] + text + source[old_end:]
            index.apply_edit(source, start, old_end, start + len(text))
            assert index.starts() == reference_starts(source)
        check_index(index, source)
    finally:
        LineIndex.BLOCK = 512
        LineIndex.SPLIT_FROM = 32


def test_line_index_joins_and_splits_crlf():
    source = b"a\r\nb"
    index = LineIndex(source)
    # delete the \n: "a\rb" still two lines, the second one starts one byte earlier
    source = b"a\rb"
    index.apply_edit(source, 2, 3, 2)
    assert index.starts() == [0, 2]
    # insert \n after \r: back to one CRLF break
    source = b"a\r\nb"
    index.apply_edit(source, 2, 2, 3)
    assert index.starts() == [0, 3]
    # insert "x" between \r and \n: two breaks now
    source = b"a\rx\nb"
    index.apply_edit(source, 2, 2, 3)
    assert index.starts() == [0, 2, 4]


@pytest.mark.parametrize("split_from", [1, 32])
def test_edited_indexes_leave_the_older_ones_as_they_were(split_from):
    """``edited`` shares blocks with the index it copies: typing without line breaks (shifting starts, splitting
    blocks) or with them (rebuilding blocks) must not change any older index, and each reads like a fresh one."""
    rng = random.Random(77)
    LineIndex.BLOCK = 4
    LineIndex.SPLIT_FROM = split_from
    try:
        source = b"".join(rng.choice([b"ab\n", b"c\r\n", b"\xe2\x85\xa9 x\n", b"\r"]) for _ in range(120))
        history = [(source, LineIndex(source))]
        for _ in range(300):
            start = rng.randint(0, len(source))
            old_end = min(len(source), start + rng.choice([0, 0, 1, 3]))
            text = rng.choice([b"", b"x", b"yz", b"\n", b"\r\n", b"q\rw"])
            source = source[:start] + text + source[old_end:]
            history.append((source, history[-1][1].edited(source, start, old_end, start + len(text))))
            check_index(history[-1][1], source)
        for old_source, old_index in history[::10]:
            check_index(old_index, old_source)
    finally:
        LineIndex.BLOCK = 512
        LineIndex.SPLIT_FROM = 32
