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
    # (the C scan reads 16 bytes a step: a run or a stray byte at every offset, of every length, meets every seam)
    for pad in range(40):
        for length in range(1, 40):
            for stray in (b"", b"x"):
                text = b" " * pad + b"1" * length + b" " * 20 + stray + b"2 3"
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
