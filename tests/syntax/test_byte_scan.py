"""The C byte scans (``_byte_scan``) against their Python versions and a slow reference (line starts: test_positions)."""

from __future__ import annotations

import random

import pytest

from webots_ls.syntax import byte_scan
from webots_ls.syntax.byte_scan import number_runs, python_number_runs


def test_the_tests_run_the_c_scans():
    # (installed with the package: a build that left the extension out would make the server slower, silently)
    assert byte_scan.uses_extension()


def _random_bytes(rng: random.Random, alphabet: bytes, size: int) -> bytes:
    return bytes(rng.choice(alphabet) for _ in range(size))


def _reference_runs(text: bytes, integers: bool) -> int:
    """Token by token: what ``number_runs`` documents."""
    number = set(b"0123456789+-" if integers else b"0123456789+-.eE")
    words = text.replace(b",", b" ").split()  # (bytes.split: space, tab, CR, LF, and VT and FF, checked below)
    if any(byte not in number and byte not in b" \t\r\n," for byte in text):
        return -1
    if integers and any(len(word) >= 10 for word in words):
        return -2
    return len(words)


@pytest.mark.parametrize("integers", [False, True])
@pytest.mark.parametrize("seed", range(40))
def test_number_runs_match_the_reference(seed, integers):
    rng = random.Random(seed)
    alphabet = b"0123456789" * 3 + b"+-.eE \t\r\n,," + (b"]x\x0b" if seed % 4 == 0 else b"")
    source = _random_bytes(rng, alphabet, rng.randrange(0, 200))
    start = rng.randrange(0, len(source) + 1)
    end = rng.randrange(start, len(source) + 1)
    expected = _reference_runs(source[start:end], integers)
    assert number_runs(source, start, end, integers) == python_number_runs(source, start, end, integers) == expected


@pytest.mark.parametrize(
    ("text", "integers", "count"),
    [
        (b"", False, 0),
        (b"1 2 3", False, 3),
        (b"1,2,,3", True, 3),
        (b"-1.5e+3 .5", False, 2),
        (b"1.5", True, -1),  # a fraction in an integer array: read token by token
        (b"123456789 1", True, 2),
        (b"1234567890", True, -2),  # maybe beyond int32
        (b"1234567890", False, 1),
        (b"1 2 ]", False, -1),
        (b"1\x0b2", False, -1),  # vertical tab: not a Webots separator
    ],
)
def test_number_runs_cases(text, integers, count):
    assert number_runs(text, 0, len(text), integers) == python_number_runs(text, 0, len(text), integers) == count


def test_number_runs_clamps_its_bounds_to_the_text():
    assert number_runs(b"1 2", -5, 99, False) == 2


@pytest.mark.parametrize("integers", [False, True])
def test_number_runs_across_block_boundaries(integers):
    # (the C scan reads 64 bytes a step, then 16: a run or a stray byte at every offset, of every length up to 80,
    # meets every seam; a run of 10 or more across a seam is what an integer array must not hold)
    for pad in range(80):
        for length in range(1, 80):
            for stray in (b"", b"x"):
                text = b" " * pad + b"1" * length + b" " * 130 + stray + b"2 3"
                expected = python_number_runs(text, 0, len(text), integers)
                assert number_runs(text, 0, len(text), integers) == expected, (pad, length, stray)
                assert number_runs(text, pad, len(text), integers) == python_number_runs(text, pad, len(text), integers)


@pytest.mark.parametrize("integers", [False, True])
@pytest.mark.parametrize("seed", range(10))
def test_number_runs_of_long_texts(seed, integers):
    rng = random.Random(seed)
    source = _random_bytes(rng, b"0123456789" * 2 + b"-.e  \n,", 5000)
    start, end = rng.randrange(0, 40), len(source) - rng.randrange(0, 40)
    assert number_runs(source, start, end, integers) == python_number_runs(source, start, end, integers)


# -- item shapes ---------------------------------------------------------------------------------------------------
from webots_ls.syntax.byte_scan import (  # noqa: E402
    SHAPE, SHAPE_ENDS, SHAPE_ENDS_IF, SHAPE_FLOAT, SHAPE_INT, SHAPE_NAME, SHAPE_SPANS, SHAPE_STRING, item_shape,
    python_item_shape,
)
from webots_ls.syntax.words import KEYWORDS  # noqa: E402

N, I, F, S = (bytes([code]) for code in (SHAPE_NAME, SHAPE_INT, SHAPE_FLOAT, SHAPE_STRING))


@pytest.mark.parametrize(
    ("text", "shape"),
    [
        (b"DEF BOX_1 Solid { translation 1 -2 3.5 }", b"DEF " + N + b" Solid { translation " + I + b" " + I + b" " + F + b" }"),
        (b"USE a-b", b"USE " + N),
        (b"DEF\n\t, NAME Group", b"DEF\n\t, " + N + b" Group"),  # separators between DEF and its name
        (b"DEF # c\nNAME Group", b"DEF # c\nNAME Group"),  # a comment between: kept (read from the tree)
        (b"DEF NULL Group", b"DEF NULL Group"),  # a keyword is never masked
        (b"DEF 1 Group", b"DEF " + I + b" Group"),  # a number, not a name (the walk reads it from the tree either way)
        (b"DEF A.B Group", b"DEF A.B Group"),  # not a plain name
        (b"size 123456789 1234567890", b"size " + I + b" 1234567890"),  # 10 bytes: maybe beyond int32, kept
        (b"x +1 .5 1e3 1.e-2 1e 1-2 --1", b"x " + I + b" " + F + b" " + F + b" " + F + b" 1e 1-2 --1"),
        (b'url [ "a b", "c\\"d" ]', b"url [ " + S + b', "c\\"d" ]'),  # an escape: kept
        (b"[#DEF A 1\n2]", b"[#DEF A 1\n" + I + b"]"),  # nothing masked inside a comment
        (b'name "\xc3\xa9t\xc3\xa9"', b"name " + S),  # non-ASCII in a string
        (b"", b""),
    ],
)
def test_item_shape_masks_names_numbers_and_plain_strings(text, shape):
    assert item_shape(text, 0, len(text), SHAPE) == python_item_shape(text, 0, len(text), SHAPE) == shape


@pytest.mark.parametrize(
    "text",
    [b"Solid { %< x >% }", b'name "a\nb"', b'name "abc', b'name "a"b', b'x a"b', b"caf\xc3\xa9 1", b"a\x0bb", b'n "%"'],
)
def test_items_whose_tokens_are_uncertain_have_no_shape(text):
    """`%`, a raw line break in a string, an unterminated or glued string, a quote inside a word, non-ASCII or control
    bytes outside strings: tokens the tokenizer may read otherwise."""
    assert item_shape(text, 0, len(text), SHAPE) is None
    assert python_item_shape(text, 0, len(text), SHAPE) is None


def test_item_shape_gives_the_masked_tokens_offsets():
    text = b'xx DEF A1 Solid { name "ab" size 10 }'
    start = 3
    spans = [(7, 9), (23, 27), (33, 35)]
    assert item_shape(text, start, len(text), SHAPE_ENDS) == [start, *(end for _, end in spans)]
    assert item_shape(text, start, len(text), SHAPE_SPANS) == [start, *(offset for span in spans for offset in span)]
    assert python_item_shape(text, start, len(text), SHAPE_SPANS) == item_shape(text, start, len(text), SHAPE_SPANS)


@pytest.mark.parametrize("seed", range(20))
def test_item_shape_c_and_python_agree_on_random_texts(seed):
    rng = random.Random(seed)
    words = [b" ", b"\t", b"\n", b"\r", b",", b"{", b"}", b"[", b"]", b"#", b'"', b"\\", b"%", b"DEF", b"USE", b"A",
             b"x_1", b"-", b"+", b".", b"e", b"1", b"23", b"123456789", b"1234567890", b"\xc3\xa9", b"\x0b", b"NULL"]
    for _ in range(2000):
        text = b"".join(rng.choice(words) for _ in range(rng.randrange(16)))
        start, end = rng.randrange(3), len(text) - rng.randrange(3)
        for mode in (SHAPE, SHAPE_ENDS, SHAPE_SPANS):
            assert item_shape(text, start, end, mode) == python_item_shape(text, start, end, mode), (text, start, end)


@pytest.mark.parametrize("seed", range(10))
def test_item_shape_gives_the_ends_only_for_the_shape_asked(seed):
    """Mode SHAPE_ENDS_IF (the walk's runs of top-level items of one shape): the masked tokens' ends exactly when the
    item's shape is the one given (another item with other names and numbers, a shorter or longer one, a different
    byte anywhere), in C and in Python."""
    rng = random.Random(seed)
    words = [b" ", b"\n", b",", b"{", b"}", b"[", b"]", b"#", b'"', b"%", b"DEF", b"USE", b"A", b"x_1", b"-", b".",
             b"1", b"23", b"1234567890", b"\xc3\xa9", b"NULL", b'"s"']
    swaps = {b"A": b"B2", b"x_1": b"y", b"1": b"456", b"23": b"7", b'"s"': b'"other"', b".": b",", b"}": b"]"}
    compared = equal = 0
    for _ in range(1500):
        tokens = [rng.choice(words) for _ in range(rng.randrange(1, 14))]
        first = b"".join(tokens)
        shape = item_shape(first, 0, len(first), SHAPE)
        if shape is None:
            continue
        other = [swaps.get(token, token) if rng.random() < 0.3 else token for token in tokens]
        if rng.random() < 0.2:
            other = other[: rng.randrange(len(other) + 1)] + [rng.choice(words) for _ in range(rng.randrange(3))]
        text = b"  " + b"".join(other)
        start, end = 2, len(text)
        same = item_shape(text, start, end, SHAPE) == shape
        expected = item_shape(text, start, end, SHAPE_ENDS) if same else None
        assert item_shape(text, start, end, SHAPE_ENDS_IF, shape) == expected, (first, text)
        assert python_item_shape(text, start, end, SHAPE_ENDS_IF, shape) == expected, (first, text)
        compared += 1
        equal += same
    assert compared > 500 and 100 < equal < compared  # both answers well exercised


def test_item_shape_mode_3_needs_a_shape():
    with pytest.raises(TypeError):
        item_shape(b"A", 0, 1, SHAPE_ENDS_IF)
    with pytest.raises(TypeError):
        python_item_shape(b"A", 0, 1, SHAPE_ENDS_IF)


def test_shape_keywords_are_the_grammars():
    """The words never masked as names: every word-like string literal of the grammar."""
    import json
    import re
    from pathlib import Path

    grammar = json.loads((Path(__file__).parents[2] / "grammar" / "src" / "grammar.json").read_text())
    literals = set()

    def walk(rule):
        if isinstance(rule, dict):
            if rule.get("type") == "STRING" and re.fullmatch(r"[A-Za-z_][A-Za-z0-9_]*", rule["value"]):
                literals.add(rule["value"].encode())
            for value in rule.values():
                walk(value)
        elif isinstance(rule, list):
            for value in rule:
                walk(value)

    walk(grammar["rules"])
    assert literals == KEYWORDS


# -- find_all ---------------------------------------------------------------------------------------
from webots_ls.syntax.byte_scan import find_all, python_find_all  # noqa: E402


@pytest.mark.parametrize("seed", range(20))
def test_find_all_matches_repeated_finds(seed):
    """Every place of the needle, as repeated ``bytes.find`` from each one's end, whichever byte it is found by."""
    rng = random.Random(seed)
    needle = rng.choice([b"EXTERNPROTO", b"XX", b"X", b"aXa", b"PROTO"])
    pieces = [b"EXTERNPROTO", b"X", b"EXTERN", b"PROTO", b"XX", b"1.5e-3 ", b"\n", b"aXa", b"a", "é".encode()]
    text = b"".join(rng.choice(pieces) for _ in range(rng.randrange(0, 400)))
    expected, at = [], text.find(needle)
    while at >= 0:
        expected.append(at)
        at = text.find(needle, at + len(needle))
    for anchor in range(len(needle)):
        assert find_all(text, needle, anchor) == expected
        assert python_find_all(text, needle, anchor) == expected


def test_find_all_at_the_text_ends_and_with_bad_arguments():
    assert find_all(b"EXTERNPROTO", b"EXTERNPROTO", 1) == [0]
    assert find_all(b"XTERNPROTO EXTERNPROT", b"EXTERNPROTO", 1) == []  # (cut at either end)
    assert find_all(bytearray(b"..EXTERNPROTO"), b"EXTERNPROTO", 10) == [2]
    for scan in (find_all, python_find_all):
        for needle, anchor in ((b"", 0), (b"ab", 2), (b"ab", -1)):
            with pytest.raises(ValueError):
                scan(b"abc", needle, anchor)
