"""Codec between byte offsets of the UTF-8 source and LSP positions, plus an incremental line index.

LSP positions are ``(line, character)``; ``character`` counts UTF-8 bytes, UTF-16 code units or
code points depending on the negotiated position encoding. Line breaks are ``\\n``, ``\\r\\n`` and a
lone ``\\r``, each one break (as the LSP specification says).

All conversions work on a slice of one line, using C codecs, so their cost grows with the column,
never with the size of the document.
"""

from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from itertools import accumulate, repeat

from .byte_scan import line_starts

UTF8 = "utf-8"
UTF16 = "utf-16"
UTF32 = "utf-32"
ENCODINGS = (UTF8, UTF16, UTF32)

_LINE_BREAK = re.compile(rb"\r\n|\r|\n")


def check_encoding(encoding: str) -> str:
    encoding = str(getattr(encoding, "value", encoding)).lower()
    if encoding not in ENCODINGS:
        raise ValueError(f"unknown position encoding {encoding!r}")
    return encoding


def character_count(prefix: bytes, encoding: str) -> int:
    """Length of ``prefix`` (bytes from a line start) in ``encoding`` units.

    Invalid UTF-8 bytes count as one unit each.
    """
    encoding = check_encoding(encoding)
    if encoding == UTF8 or prefix.isascii():
        return len(prefix)
    text = prefix.decode("utf-8", "surrogateescape")
    if encoding == UTF32:
        return len(text)
    return len(text.encode("utf-16-le", "surrogatepass")) // 2


def byte_column(line: bytes, character: int, encoding: str) -> int:
    """Byte column in ``line`` (one line's content, without its break) of ``character`` units.

    Past the end of the line gives the line length (LSP clamps to the line). A UTF-16 position
    between the two halves of a surrogate pair resolves to the start of that character.
    """
    encoding = check_encoding(encoding)
    if character <= 0:
        return 0
    if encoding == UTF8:
        return min(character, len(line))
    # ``character`` units never span more than 4 bytes each: decode only that much of the line.
    head = line[: 4 * character + 4]
    if head.isascii():
        return min(character, len(line))
    text = head.decode("utf-8", "surrogateescape")
    if encoding == UTF32:
        return min(len(text[:character].encode("utf-8", "surrogateescape")), len(line))
    units = text.encode("utf-16-le", "surrogatepass")
    if 2 * character >= len(units):
        return len(line)  # only reachable when ``head`` is the whole line
    kept = units[: 2 * character].decode("utf-16-le", "surrogatepass")
    if kept and "\ud800" <= kept[-1] <= "\udbff":
        kept = kept[:-1]  # cut inside a surrogate pair: stay before the character
    return len(kept.encode("utf-8", "surrogateescape"))


# All line start offsets of a text, from scratch (the reference the index must match).
scan_line_starts = line_starts


class LineIndex:
    """Line start offsets of a document: the one line index (LSP positions and line numbers in messages).

    Starts are stored in blocks of at most ``2 * BLOCK`` values relative to a per-block base, so an
    edit touches the one or two blocks around it and adds the byte delta to later block bases
    (O(blocks), a few hundred for a 5 MB file) instead of rewriting every later line start.
    ``edited`` returns a new index and leaves this one as it was: blocks are never changed in place,
    so the two share every block the edit did not touch (a snapshot keeps its index unchanged).
    """

    BLOCK = 512
    # A keystroke moves the starts after it: from this many in its block on, they become a block of their own
    # (while the blocks are fewer than twice as many as a fresh index has, plus 16) instead of each being rewritten.
    SPLIT_FROM = 32

    def __init__(self, source: bytes = b""):
        self._blocks: list[list[int]] = []
        self._bases: list[int] = []
        self._firsts: list[int] = []  # absolute first start of each block
        self._first_lines: list[int] = []  # line number of each block's first start
        self._count = 0
        self.rebuild(source)

    # -- building ----------------------------------------------------------------------------
    def rebuild(self, source: bytes) -> None:
        self._blocks, self._bases = [], []
        self._append_chunks(scan_line_starts(source))
        self._refresh()

    def _append_chunks(self, starts: list[int], into: list[list[int]] | None = None,
                       bases: list[int] | None = None) -> None:
        blocks = self._blocks if into is None else into
        block_bases = self._bases if bases is None else bases
        # Absolute starts, base 0: a slice per block (C), not a subtraction per line start (Python; 30 ms for a
        # 5 MB world's 155,000 lines). Edits rebase only the blocks they touch.
        for i in range(0, len(starts), self.BLOCK):
            blocks.append(starts[i : i + self.BLOCK])
            block_bases.append(0)

    def _refresh(self) -> None:
        self._firsts = [block[0] + base for block, base in zip(self._blocks, self._bases)]
        self._first_lines = list(accumulate(map(len, self._blocks), initial=0))
        self._count = self._first_lines.pop()

    # -- queries -------------------------------------------------------------------------------
    @property
    def line_count(self) -> int:
        return self._count

    def line_start(self, line: int) -> int:
        """Byte offset where ``line`` (0-based, ``0 <= line < line_count``) starts."""
        if not 0 <= line < self._count:
            raise IndexError(f"line {line} out of range (0..{self._count - 1})")
        b = bisect_right(self._first_lines, line) - 1
        return self._blocks[b][line - self._first_lines[b]] + self._bases[b]

    def line_of(self, offset: int) -> int:
        """The line containing byte ``offset`` (a line break belongs to the line it ends)."""
        b = max(bisect_right(self._firsts, offset) - 1, 0)
        return self._first_lines[b] + bisect_right(self._blocks[b], offset - self._bases[b]) - 1

    def line_number(self, offset: int) -> int:
        """1-based line of byte ``offset``, for messages ("opened at line 12")."""
        return self.line_of(offset) + 1

    def starts(self) -> list[int]:
        """Every line start (O(lines): for tests and debugging)."""
        return [s + base for block, base in zip(self._blocks, self._bases) for s in block]

    def _first_index_at_least(self, offset: int) -> int:
        """Index of the first line start >= ``offset`` (``line_count`` if none)."""
        b = max(bisect_right(self._firsts, offset) - 1, 0)
        return self._first_lines[b] + bisect_left(self._blocks[b], offset - self._bases[b])

    def _block_of_index(self, index: int) -> int:
        return bisect_right(self._first_lines, min(index, self._count - 1)) - 1

    # -- editing -------------------------------------------------------------------------------
    def edited(self, new_source: bytes, start: int, old_end: int, new_end: int, within_line: int | None = None
               ) -> LineIndex:
        """A new index after one edit (see ``apply_edit``); this one is unchanged. O(blocks) to copy.
        ``within_line``: the line whose content held the deleted bytes (the caller read them: no break among them;
        most keystrokes), so that only the typed bytes and the two around them are looked at."""
        copy = self._copy()
        if within_line is not None and copy._breaks_kept(new_source, start, new_end):
            copy._shift_starts(within_line + 1, new_end - old_end)
        else:
            copy.apply_edit(new_source, start, old_end, new_end)
        return copy

    @staticmethod
    def _breaks_kept(new_source: bytes, start: int, new_end: int) -> bool:
        """After an edit that deleted no break: whether it typed none and joined none (a lone CR before it and a LF
        after it are one CRLF break now)."""
        window = new_source[max(start - 1, 0) : new_end + 1]
        typed = window[1 if start else 0 : len(window) - (new_end < len(new_source))]
        if b"\n" in typed or b"\r" in typed:
            return False
        return not (start and window[:1] == b"\r" and window[-1:] == b"\n" and new_end < len(new_source))

    def _copy(self) -> LineIndex:
        copy = LineIndex.__new__(LineIndex)
        copy._blocks, copy._bases = list(self._blocks), list(self._bases)
        copy._firsts, copy._first_lines, copy._count = self._firsts, self._first_lines, self._count
        return copy

    def apply_edit(self, new_source: bytes, start: int, old_end: int, new_end: int) -> None:
        """Bytes ``[start, old_end)`` were replaced; ``new_source[start:new_end]`` is the new text.

        Whether offset ``p`` starts a line depends on the bytes at ``p - 1`` and ``p`` only, so
        only starts in ``[start, old_end]`` (old) / ``[start, new_end]`` (new) can change; later
        ones move by the byte delta. Offset 0 always starts a line.
        """
        delta = new_end - old_end
        lo = max(start, 1)
        window_start = lo - 1
        window = new_source[window_start : new_end + 1]
        fresh = [
            m.end() + window_start
            for m in _LINE_BREAK.finditer(window)
            if lo <= m.end() + window_start <= new_end
        ]
        first_removed = self._first_index_at_least(lo)
        first_kept = self._first_index_at_least(old_end + 1)
        if not fresh and first_removed == first_kept:  # no line break typed or deleted: most keystrokes
            self._shift_starts(first_kept, delta)
            return

        b_lo = self._block_of_index(first_removed)
        b_hi = max(self._block_of_index(max(first_kept - 1, first_removed)), b_lo)
        head_index = self._first_lines[b_lo]
        merged = [
            s + base
            for block, base in zip(self._blocks[b_lo : b_hi + 1], self._bases[b_lo : b_hi + 1])
            for s in block
        ]
        local_removed = first_removed - head_index
        local_kept = first_kept - head_index
        if delta:
            tail = [s + delta for s in merged[local_kept:]]
        else:
            tail = merged[local_kept:]
        merged = merged[:local_removed] + fresh + tail

        new_blocks: list[list[int]] = []
        new_bases: list[int] = []
        if len(merged) <= 2 * self.BLOCK and merged:
            new_blocks.append([s - merged[0] for s in merged])
            new_bases.append(merged[0])
        else:
            self._append_chunks(merged, new_blocks, new_bases)
        self._blocks[b_lo : b_hi + 1] = new_blocks
        later_bases = self._bases[b_hi + 1 :]
        if delta:
            later_bases = [b + delta for b in later_bases]
        self._bases[b_lo:] = new_bases + later_bases
        self._refresh()

    def _shift_starts(self, first: int, delta: int) -> None:
        """Move the line starts from index ``first`` on by ``delta`` (none added or removed): the rest of one block
        and the later bases. Blocks and ``_firsts`` are shared with the index this one was copied from: replaced,
        never changed in place."""
        if first >= self._count or not delta:
            return
        b = self._block_of_index(first)
        local = first - self._first_lines[b]
        if local:
            block = self._blocks[b]
            if len(block) - local <= self.SPLIT_FROM or len(self._blocks) >= 2 * (self._count // self.BLOCK) + 16:
                self._blocks[b] = block[:local] + [start + delta for start in block[local:]]
            else:  # the moved starts become a block of their own, moved by its base: two slices, no start rewritten
                self._blocks[b : b + 1] = [block[:local], block[local:]]
                self._bases.insert(b + 1, self._bases[b])
                self._firsts = self._firsts[: b + 1] + [block[local] + self._bases[b]] + self._firsts[b + 1 :]
                lines = self._first_lines
                self._first_lines = lines[: b + 1] + [lines[b] + local] + lines[b + 1 :]
            b += 1
        self._bases[b:] = [base + delta for base in self._bases[b:]]
        self._firsts = self._firsts[:b] + [start + delta for start in self._firsts[b:]]


def positions_of(source: bytes, lines: LineIndex, offsets: list[int], encoding: str) -> list[tuple[int, int]]:
    """LSP positions of many byte offsets in one pass.

    The distinct offsets are visited in order, a line at a time, and each is counted from the previous one on its
    line, so many offsets on one long line cost the line once, not once per offset from the line start. An ASCII
    line (or UTF-8 positions) needs no counting at all.
    """
    encoding = check_encoding(encoding)
    size = len(source)
    keys = sorted(set(offsets))
    ordered = keys
    if keys and (keys[0] < 0 or keys[-1] > size):
        ordered = [min(max(offset, 0), size) for offset in keys]  # still sorted
    found: dict[int, tuple[int, int]] = {}
    first = 0
    while first < len(ordered):
        line = lines.line_of(ordered[first])
        start = lines.line_start(line)
        end = bisect_left(ordered, lines.line_start(line + 1), first) if line + 1 < lines.line_count else len(ordered)
        group = ordered[first:end]
        if encoding == UTF8 or source[start : group[-1]].isascii():
            columns = [offset - start for offset in group]
        else:
            columns = _counted_columns(source, start, group, encoding)
        found.update(zip(keys[first:end], zip(repeat(line), columns)))
        first = end
    return [found[offset] for offset in offsets]


def _counted_columns(source: bytes, start: int, group: list[int], encoding: str) -> list[int]:
    """Columns of sorted offsets on the line starting at ``start``: each piece between two offsets is counted
    (list comprehensions: a line may hold 100,000 offsets)."""
    pieces = [source[a:b] for a, b in zip([start, *group], group)]
    if encoding == UTF16:
        units = [
            len(piece) if piece.isascii()
            else len(piece.decode("utf-8", "surrogateescape").encode("utf-16-le", "surrogatepass")) // 2
            for piece in pieces
        ]
    else:
        units = [len(piece) if piece.isascii() else len(piece.decode("utf-8", "surrogateescape")) for piece in pieces]
    return list(accumulate(units))
