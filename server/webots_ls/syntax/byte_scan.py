"""Scans over the bytes of a whole document: every line start, the numbers of a long numeric array.

Done in C by the ``webots_byte_scan`` extension (``server/native/``, installed with the package as a top-level
module, so a server run from the source tree finds it too): one pass over the bytes in place, where Python needs
temporary copies (a ``bytes.splitlines`` list; a ``translate``d copy of a megabyte mesh array, then a count in it).
Numbers are read 16 bytes a step where SSE2 is there (x86-64), a byte a step elsewhere.
The Python versions below give the same answers; they run where the extension is not built (``uses_extension``
tells which runs; a test checks that the tests run the C one).
"""

from __future__ import annotations

from itertools import accumulate

from .words import SEPARATOR_BYTES

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


try:
    from webots_byte_scan import line_starts, number_runs
except ImportError:  # a checkout where the package was not installed
    line_starts, number_runs = python_line_starts, python_number_runs


def uses_extension() -> bool:
    return line_starts is not python_line_starts
