"""Scans over the bytes of a whole document: every line start, the numbers of a long numeric array, the shape of a
top-level item.

Done in C by the optional ``webots_byte_scan`` extension (``server/native/``, installed with the package as a
top-level module, so a server run from the source tree finds it too): one pass over the bytes in place, where Python
needs temporary copies (a ``bytes.splitlines`` list; a ``translate``d copy of a megabyte mesh array, then a count in
it). Numbers are read 16 bytes a step where SSE2 is there (x86-64), a byte a step elsewhere.
The Python versions below give the same answers. They run where the extension is absent (it failed to build: the
install goes on without it) and when ``WEBOTS_LS_PURE_PYTHON=1``; ``NATIVE`` says which run.
"""

from __future__ import annotations

import os
import re
from itertools import accumulate

from .words import KEYWORDS, SEPARATOR, SEPARATOR_BYTES

_NUMBER_BYTES = b"0123456789+-"
# Every byte to b"x" (a number byte), b" " (a separator) or b"?" (anything else), for floats and for integers.
_FLOAT_CLASSES = bytes(
    b"x"[0] if byte in _NUMBER_BYTES + b".eE" else b" "[0] if byte in SEPARATOR_BYTES else b"?"[0] for byte in range(256)
)
_INT_CLASSES = bytes(
    b"x"[0] if byte in _NUMBER_BYTES else b" "[0] if byte in SEPARATOR_BYTES else b"?"[0] for byte in range(256)
)


def python_line_starts(source: bytes) -> list[int]:
    """The offset of every line start of ``source``; line breaks are \\n, \\r\\n and a lone \\r (as LSP counts
    them), so a text ending with a break has an empty last line."""
    source = bytes(source)
    starts = list(accumulate(map(len, source.splitlines(keepends=True)), initial=0))  # (bytes: \r\n, \r, \n only)
    if source and source[-1] not in b"\r\n":
        starts.pop()  # the last value is the end of the text, not the start of an empty last line
    return starts


def python_number_runs(source: bytes, start: int, end: int, integers: bool) -> int:
    """The count of numbers in ``source[start:end]`` when it holds only number bytes (0-9 + - and, unless
    ``integers``, . e E) and separators (space, tab, CR, LF, comma); -1 when it holds any other byte; -2 when
    ``integers`` and a run of 10 number bytes (maybe beyond int32) is found. A number is a run of number bytes."""
    mapped = bytes(source[start:end]).translate(_INT_CLASSES if integers else _FLOAT_CLASSES)
    if b"?"[0] in mapped:
        return -1
    if integers and mapped.find(b"xxxxxxxxxx") >= 0:
        return -2
    return mapped.count(b" x") + (mapped[:1] == b"x")


# -- item shapes --------------------------------------------------------------------------------
# A top-level node's shape is its bytes with each of these tokens replaced by one byte of its class:
#   SHAPE_NAME    a DEF or USE name (after `DEF`/`USE` and separators) that is [A-Za-z_][A-Za-z0-9_-]*, not a keyword;
#   SHAPE_INT     a number word [+-]digits of at most 9 bytes (longer ones may be beyond int32: kept);
#   SHAPE_FLOAT   any other number word ([+-] (digits [. digits] | . digits) [e [+-] digits]);
#   SHAPE_STRING  a string with no backslash (a plain string: no escape to check).
# Everything else is kept: separators, brackets, comments (to the line feed), other words and strings. An item holding
# `%`, a raw line break in a string, a non-ASCII or control byte outside strings and comments, a `"` inside a word or
# a string glued to a word has no shape (None): its tokens are not surely the same as the tokenizer's. Two items of
# the same shape are the same tokens but for the masked ones, of the same classes: the whole-file pass gives them
# the same records but for those tokens' offsets (``analysis.tree_pass``).
SHAPE_NAME, SHAPE_INT, SHAPE_FLOAT, SHAPE_STRING = 1, 2, 3, 4
# What ``item_shape`` returns: the shape; the masked tokens' ends; their spans; their ends if the shape is the one given
SHAPE, SHAPE_ENDS, SHAPE_SPANS, SHAPE_ENDS_IF = 0, 1, 2, 3
_SHAPE_TOKEN = re.compile(
    rb"(?P<sep>" + SEPARATOR + rb")|(?P<comment>#[^\n]*)|(?P<bracket>[{}\[\]])|(?P<string>\"(?:[^\"\\]|\\.)*\"?)"
    rb"|(?P<word>[^" + SEPARATOR_BYTES + rb"{}\[\]#]+)",
    re.DOTALL,
)
_SHAPE_NAME_WORD = re.compile(rb"[A-Za-z_][A-Za-z0-9_-]*")
_SHAPE_NUMBER = re.compile(rb"[+-]?(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:[eE][+-]?[0-9]+)?")
_SHAPE_WORD_END = SEPARATOR_BYTES + b"{}[]#"
_SHAPE_WORD_BYTES = bytes(range(0x20, 0x7F)).translate(None, b'"%')


def python_item_shape(source: bytes, start: int, end: int, mode: int, shape: bytes | None = None):
    """``item_shape`` in Python (the same answers; see the rules above)."""
    if mode == SHAPE_ENDS_IF:
        if shape is None:
            raise TypeError("item_shape mode 3 takes the shape to compare with")
        ends = python_item_shape(source, start, end, SHAPE_ENDS)
        return ends if ends is not None and python_item_shape(source, start, end, SHAPE) == bytes(shape) else None
    source = bytes(source)
    start = min(max(start, 0), len(source))  # (clamped as a slice is: as the C version does)
    end = max(min(end, len(source)), start)
    key, offsets = bytearray(), [start]
    after_def_or_use = False
    at = start
    while at < end:
        token = _SHAPE_TOKEN.match(source, at, end)
        kind, text = token.lastgroup, token.group()
        masked = 0
        if kind == "string":
            glued = token.end() < end and source[token.end()] not in _SHAPE_WORD_END
            if not _closed_string(text) or glued or b"\n" in text or b"\r" in text or b"%" in text:
                return None
            masked = 0 if b"\\" in text else SHAPE_STRING
        elif kind == "word":
            if text.translate(None, _SHAPE_WORD_BYTES):
                return None  # a control, non-ASCII, `"` or `%` byte
            if after_def_or_use and _SHAPE_NAME_WORD.fullmatch(text) and text not in KEYWORDS:
                masked = SHAPE_NAME
            elif _SHAPE_NUMBER.fullmatch(text):
                plain = not any(byte in text for byte in b".eE")
                masked = (SHAPE_INT if len(text) <= 9 else 0) if plain else SHAPE_FLOAT
        if kind != "sep":
            after_def_or_use = kind == "word" and text in (b"DEF", b"USE")
        if masked:
            key.append(masked)
            if mode == SHAPE_SPANS:
                offsets.append(token.start())
            offsets.append(token.end())
        else:
            key += text
        at = token.end()
    return bytes(key) if mode == SHAPE else offsets


def _closed_string(text: bytes) -> bool:
    """Whether a string token read by ``_SHAPE_TOKEN`` ends with its closing quote (not an escaped one)."""
    if len(text) < 2 or not text.endswith(b'"'):
        return False
    backslashes = len(text) - 1 - len(text[:-1].rstrip(b"\\"))
    return backslashes % 2 == 0


def _native():
    """The C module, or None: turned off by ``WEBOTS_LS_PURE_PYTHON=1``, or not built (a failed compile, a checkout
    where the package was not installed)."""
    if os.environ.get("WEBOTS_LS_PURE_PYTHON") == "1":
        return None
    try:
        import webots_byte_scan
    except ImportError:
        return None
    webots_byte_scan.set_shape_keywords(sorted(KEYWORDS))
    return webots_byte_scan


_module = _native()
NATIVE = _module is not None  # whether the scans below are the C ones
if _module is not None:
    line_starts, number_runs, item_shape = _module.line_starts, _module.number_runs, _module.item_shape
else:
    line_starts, number_runs, item_shape = python_line_starts, python_number_runs, python_item_shape

