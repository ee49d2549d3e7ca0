"""1-based line numbers of byte offsets, for messages (lines end at LF, so CRLF counts the same)."""

from __future__ import annotations

import bisect
import re


class LineIndex:
    """Built on first use: a file's newlines are only scanned when a message needs a line number."""

    def __init__(self, source: bytes) -> None:
        self._source = source
        self._newlines: list[int] | None = None

    def line_of(self, offset: int) -> int:
        if self._newlines is None:
            self._newlines = [match.start() for match in re.finditer(b"\n", self._source)]
        return bisect.bisect_left(self._newlines, offset) + 1
