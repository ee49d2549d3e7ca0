"""The text of an edited document before anyone needs it whole: a piece table over the last whole text.

Joining a 5 MB text on every keystroke costs more than the incremental reparse itself, and its 10 MB of memory
traffic evicts the tree from the caches, which makes the reparse two to three times slower. What a keystroke
needs of the text is local (the edited line, the names around the edit, the line of a request's position, the
bytes tree-sitter reads near the edit), so an edited document keeps its text as pieces and joins them on first
use of the whole (``PieceText.bytes``: the debounced diagnostics, a full reparse), once.
"""

from __future__ import annotations

from bisect import bisect_right
from itertools import accumulate

MAX_PIECES = 256  # joined beyond this (a long burst of typing with no pause for the debounced run)
SMALL_PIECE = 256  # bytes: neighbouring pieces this small together are copied into one (``_append``)
# bytes handed to tree-sitter per read, as a view of the piece (tree-sitter reads it in place): a copy of 1 KB per
# read cost more than a view of a megabyte, which spares the reads that follow (safety.wbt: 16 -> 4.5 per keystroke)
READ_CHUNK = 1 << 20


class PieceText:
    """An immutable byte text made of slices of whole texts; slicing and ``len`` never join it."""

    __slots__ = ("_pieces", "_starts", "_length", "_whole")

    def __init__(self, pieces: list[tuple[bytes, int, int]]) -> None:
        self._pieces = pieces  # (buffer, start, end): the text is buffer[start:end] for each, in order
        lengths = [end - start for _, start, end in pieces]
        self._starts = list(accumulate(lengths, initial=0))
        self._length = self._starts.pop()
        self._whole: bytes | None = None

    @classmethod
    def edit(cls, text: bytes | PieceText, start: int, old_end: int, data: bytes) -> bytes | PieceText:
        """``text`` with ``[start, old_end)`` replaced by ``data``: a PieceText, or joined bytes when the pieces
        would be too many."""
        pieces = [(text, 0, len(text))] if isinstance(text, bytes) else text._live_pieces()
        starts = [0] if isinstance(text, bytes) else text._starts
        first = bisect_right(starts, start) - 1
        last = bisect_right(starts, old_end) - 1
        edited = pieces[:first]
        buffer, low, _ = pieces[first]
        if start > starts[first]:
            edited.append((buffer, low, low + start - starts[first]))
        if data:
            _append(edited, (data, 0, len(data)))
        buffer, low, high = pieces[last]
        if low + old_end - starts[last] < high:
            _append(edited, (buffer, low + old_end - starts[last], high))
        if last + 1 < len(pieces):
            _append(edited, pieces[last + 1])
            edited.extend(pieces[last + 2 :])
        result = cls(edited or [(b"", 0, 0)])
        return result.bytes() if len(edited) > MAX_PIECES else result

    def _live_pieces(self) -> list[tuple[bytes, int, int]]:
        return [(self._whole, 0, self._length)] if self._whole is not None else self._pieces

    def bytes(self) -> bytes:
        """The whole text (joined on first call, then kept: the same object every time)."""
        if self._whole is None:
            if len(self._pieces) == 1 and self._pieces[0][1:] == (0, len(self._pieces[0][0])):
                self._whole = self._pieces[0][0]
            else:
                self._whole = b"".join(memoryview(buffer)[start:end] for buffer, start, end in self._pieces)
            self._pieces = [(self._whole, 0, self._length)]  # the older texts can go
            self._starts = [0]
        return self._whole

    @property
    def joined(self) -> bool:
        """Whether ``bytes()`` was called (the whole text exists)."""
        return self._whole is not None

    def __len__(self) -> int:
        return self._length

    def __getitem__(self, key: int | slice) -> bytes | int:
        if self._whole is not None:
            return self._whole[key]
        if isinstance(key, int):
            if key < 0:
                key += self._length
            if not 0 <= key < self._length:
                raise IndexError("PieceText index out of range")
            index = bisect_right(self._starts, key) - 1
            buffer, low, _ = self._pieces[index]
            return buffer[low + key - self._starts[index]]
        start, stop = key.start, key.stop
        if key.step is not None or start is None or stop is None or start < 0 or stop < 0:
            start, stop, step = key.indices(self._length)
            if step != 1:
                return self.bytes()[key]
        stop = min(stop, self._length)
        if stop <= start:
            return b""
        index = bisect_right(self._starts, start) - 1
        buffer, low, high = self._pieces[index]
        offset = low + start - self._starts[index]
        if offset + stop - start <= high:  # within one piece: most reads
            return buffer[offset : offset + stop - start]
        parts = []
        while start < stop:
            buffer, low, high = self._pieces[index]
            offset = low + start - self._starts[index]
            end = min(high, offset + stop - start)
            parts.append(buffer[offset:end])
            start += end - offset
            index += 1
        return parts[0] if len(parts) == 1 else b"".join(parts)

    def read(self, offset: int, _point: object = None) -> bytes:
        """tree-sitter's read callback: some bytes from ``offset`` (a view; empty at the end)."""
        if offset >= self._length:
            return b""
        index = bisect_right(self._starts, offset) - 1
        buffer, low, high = self._pieces[index]
        at = low + offset - self._starts[index]
        return memoryview(buffer)[at : min(high, at + READ_CHUNK)]  # type: ignore[return-value]

    def find_byte(self, byte: bytes, start: int, end: int) -> int:
        """``bytes.find`` of one byte in ``[start, end)``, piece by piece (no join)."""
        index = max(0, bisect_right(self._starts, start) - 1)
        while index < len(self._pieces) and self._starts[index] < end:
            buffer, low, high = self._pieces[index]
            base = self._starts[index] - low
            found = buffer.find(byte, max(low, start - base), min(high, end - base))
            if found >= 0:
                return found + base
            index += 1
        return -1

    def rfind_byte(self, byte: bytes, start: int, end: int) -> int:
        """``bytes.rfind`` of one byte in ``[start, end)``, piece by piece (no join)."""
        index = min(len(self._pieces), bisect_right(self._starts, max(end - 1, 0))) - 1
        while index >= 0 and self._starts[index] + self._pieces[index][2] - self._pieces[index][1] > start:
            buffer, low, high = self._pieces[index]
            base = self._starts[index] - low
            found = buffer.rfind(byte, max(low, start - base), min(high, end - base))
            if found >= 0:
                return found + base
            index -= 1
        return -1


def _append(pieces: list[tuple[bytes, int, int]], piece: tuple[bytes, int, int]) -> None:
    """``piece`` after the last of ``pieces``, as one piece with it when they can be: the two halves of one buffer that a
    deleted character had split, or two small pieces (characters typed one after another), joined (at most
    ``SMALL_PIECE`` bytes). Fewer pieces: fewer steps in each read across them, and fewer reads for the reparse."""
    if pieces:
        buffer, low, high = piece
        last_buffer, last_low, last_high = pieces[-1]
        if last_buffer is buffer and last_high == low:
            pieces[-1] = (buffer, last_low, high)
            return
        if last_high - last_low + high - low <= SMALL_PIECE:
            joined = last_buffer[last_low:last_high] + buffer[low:high]
            pieces[-1] = (joined, 0, len(joined))
            return
    pieces.append(piece)


def whole(text: bytes | PieceText) -> bytes:
    return text if isinstance(text, bytes) else text.bytes()


def find_byte(text: bytes | PieceText, byte: bytes, start: int, end: int) -> int:
    return text.find(byte, start, end) if isinstance(text, bytes) else text.find_byte(byte, start, end)


def rfind_byte(text: bytes | PieceText, byte: bytes, start: int, end: int) -> int:
    return text.rfind(byte, start, end) if isinstance(text, bytes) else text.rfind_byte(byte, start, end)
