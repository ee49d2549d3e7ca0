"""The C byte scans (``webots_byte_scan``) against their Python versions and a slow reference (line starts:
test_positions); the Python path alone (``WEBOTS_LS_PURE_PYTHON=1``) gives the same answers and the same findings."""

from __future__ import annotations

import json
import os
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest

from webots_ls.syntax import byte_scan
from webots_ls.syntax.byte_scan import number_runs, python_number_runs

ROOT = Path(__file__).resolve().parents[2]
CORPUS = ROOT.parent / "shared" / "corpus" / "files"


def test_the_tests_run_the_c_scans():
    # (optional when installing, so a build that left the extension out would make the server slower, silently: the
    # test environments must have it, unless the run asks for the Python path)
    assert byte_scan.NATIVE == (os.environ.get("WEBOTS_LS_PURE_PYTHON") != "1")


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


# -- the Python path alone ---------------------------------------------------------------------------------------
def _python_env(**extra: str) -> dict[str, str]:
    """The environment of a child Python that imports the same ``webots_ls`` as these tests."""
    env = {**os.environ, **extra}
    if os.environ.get("WEBOTS_LS_TEST_INSTALLED") != "1":
        env["PYTHONPATH"] = os.pathsep.join(filter(None, [str(ROOT / "server"), os.environ.get("PYTHONPATH")]))
    return env


_SCANS_IN_A_CHILD = """
import json, sys
from webots_ls.syntax import byte_scan
source = open(sys.argv[1], "rb").read()
spans = json.loads(sys.argv[2])
print(json.dumps({
    "native": byte_scan.NATIVE,
    "python": byte_scan.item_shape is byte_scan.python_item_shape,
    "line_starts": byte_scan.line_starts(source),
    "number_runs": [byte_scan.number_runs(source, start, end, integers) for start, end in spans for integers in (0, 1)],
    "item_shape": [byte_scan.item_shape(source, start, end, byte_scan.SHAPE_SPANS) for start, end in spans],
}))
"""


def _example_spans(source: bytes) -> list[list[int]]:
    """Slices to scan: every [...] without brackets inside, and every line."""
    spans = [[match.start(1), match.end(1)] for match in re.finditer(rb"\[([^\[\]]*)\]", source)]
    starts = byte_scan.python_line_starts(source)
    return spans + [[start, end] for start, end in zip(starts, starts[1:])]


def test_pure_python_is_turned_on_by_the_environment_and_gives_the_same_answers():
    """``WEBOTS_LS_PURE_PYTHON=1`` in a fresh process: ``NATIVE`` is False, the scans are the Python ones, and their
    answers on a real world are those of the C module."""
    import webots_byte_scan

    webots_byte_scan.set_shape_keywords(sorted(byte_scan.KEYWORDS))
    path = ROOT / "examples" / "worlds" / "arena.wbt"
    source = path.read_bytes()
    spans = _example_spans(source)
    result = subprocess.run([sys.executable, "-c", _SCANS_IN_A_CHILD, str(path), json.dumps(spans)],
                            capture_output=True, text=True, timeout=120, env=_python_env(WEBOTS_LS_PURE_PYTHON="1"))
    assert result.returncode == 0, result.stderr
    child = json.loads(result.stdout)
    assert (child["native"], child["python"]) == (False, True)
    assert child["line_starts"] == webots_byte_scan.line_starts(source)
    assert child["number_runs"] == [webots_byte_scan.number_runs(source, start, end, integers)
                                    for start, end in spans for integers in (0, 1)]
    assert child["item_shape"] == [webots_byte_scan.item_shape(source, start, end, byte_scan.SHAPE_SPANS)
                                   for start, end in spans]
    assert any(count > 0 for count in child["number_runs"]) and any(child["item_shape"])  # (scans that found things)


def _check(paths: list[Path], **env: str) -> str:
    result = subprocess.run([sys.executable, "-m", "webots_ls", "check", "--format", "json", *map(str, paths)],
                            capture_output=True, text=True, timeout=300, env=_python_env(**env))
    assert result.returncode in (0, 1), result.stderr
    return result.stdout


@pytest.mark.corpus
def test_the_python_path_finds_what_the_c_path_finds():
    """``webots-ls check`` with and without the C scans: the same findings, on the examples and a sample of the corpus
    (the whole corpus: measured in the report of the change that made the scans optional)."""
    sample = sorted(path for path in CORPUS.rglob("*") if path.is_file())[::40]
    paths = [ROOT / "examples", *sample]
    native = _check(paths)
    assert json.loads(native), "no finding at all: a sample that checks nothing"
    assert _check(paths, WEBOTS_LS_PURE_PYTHON="1") == native


def _native_module():
    import webots_byte_scan

    webots_byte_scan.set_shape_keywords(sorted(byte_scan.KEYWORDS))
    return webots_byte_scan


def _items(tree, largest: int):
    """The Webots nodes of at most ``largest`` bytes that are not inside another such one (number arrays are not
    searched: they hold no node)."""
    cursor = tree.walk()
    while True:
        node = cursor.node
        if node.type == "node" and node.end_byte - node.start_byte <= largest:
            yield node
        elif node.type != "numbers" and cursor.goto_first_child():
            continue
        while not cursor.goto_next_sibling():
            if not cursor.goto_parent():
                return


@pytest.mark.corpus
def test_c_and_python_scans_agree_on_the_corpus():
    """Every fifth corpus file: its line starts, its arrays' numbers, and the shape and masked spans of every node up
    to 4 KB (the largest such ones), from the C module and from the Python functions."""
    from webots_ls.syntax.parser import parse

    native = _native_module()
    files = sorted(path for path in CORPUS.rglob("*") if path.is_file())[::5]
    arrays = shapes = 0
    for path in files:
        source = path.read_bytes()
        assert native.line_starts(source) == byte_scan.python_line_starts(source), path
        for match in re.finditer(rb"\[([^\[\]]*)\]", source):
            for integers in (False, True):
                assert (native.number_runs(source, match.start(1), match.end(1), integers)
                        == python_number_runs(source, match.start(1), match.end(1), integers)), (path, match.start())
            arrays += 1
        for node in _items(parse(source), 4096):
            start, end = node.start_byte, node.end_byte
            for mode in (SHAPE, SHAPE_SPANS):
                assert native.item_shape(source, start, end, mode) == python_item_shape(source, start, end, mode), (
                    path, start, mode)
            shapes += 1
    assert arrays > 2_000 and shapes > 2_000, (arrays, shapes)
