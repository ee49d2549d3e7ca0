"""An open document: UTF-8 source, incremental line index and a tree-sitter tree kept in sync."""

from __future__ import annotations

from collections.abc import Iterable

import tree_sitter

from .changes import changed_ranges
from .edits import ByteEdit
from .parser import new_parser
from .positions import UTF16, LineIndex, byte_column, character_count

# An LSP-style range as plain data: ((start_line, start_character), (end_line, end_character)).
Position = tuple[int, int]
Range = tuple[Position, Position]


def to_bytes(text: str | bytes) -> bytes:
    if isinstance(text, bytes):
        return text
    # A lone surrogate (a client splitting a pair) becomes "?": one unit, like the surrogate.
    return text.encode("utf-8", "replace")


class Document:
    """Source bytes, line index and syntax tree of one document.

    ``apply_change`` / ``apply_changes`` cost O(size of the edit) in Python plus C-level byte copying
    and tree-sitter's incremental reparse; nothing loops over the whole document in Python.
    """

    def __init__(self, uri: str, source: str | bytes, version: int | None = None):
        self.uri = uri
        self.version = version
        self.source: bytes = to_bytes(source)
        self.lines = LineIndex(self.source)
        self._parser = new_parser()
        self.tree: tree_sitter.Tree = self._parser.parse(self.source)
        self.last_edits: list[ByteEdit] = []
        # Byte ranges whose syntax changed in the last reparse (see changes.changed_ranges).
        self.changed_ranges: list[tuple[int, int]] = []

    # -- positions -----------------------------------------------------------------------------
    def line_content_end(self, line: int) -> int:
        """Byte offset of the end of ``line``'s content (before its line break)."""
        if line + 1 >= self.lines.line_count:
            return len(self.source)
        end = self.lines.line_start(line + 1)
        src = self.source
        if src[end - 1] == 0x0A:  # \n, maybe preceded by \r
            end -= 1
            if end > 0 and src[end - 1] == 0x0D:
                end -= 1
        elif src[end - 1] == 0x0D:
            end -= 1
        return end

    def offset_at(self, line: int, character: int, encoding: str = UTF16) -> int:
        """Byte offset of an LSP position; positions past a line's end clamp to it, past the
        last line to the end of the document."""
        if line < 0:
            return 0
        if line >= self.lines.line_count:
            return len(self.source)
        start = self.lines.line_start(line)
        end = self.line_content_end(line)
        return start + byte_column(self.source[start:end], character, encoding)

    def position_at(self, offset: int, encoding: str = UTF16) -> tuple[int, int]:
        """LSP position ``(line, character)`` of a byte offset."""
        offset = min(max(offset, 0), len(self.source))
        line = self.lines.line_of(offset)
        start = self.lines.line_start(line)
        return line, character_count(self.source[start:offset], encoding)

    def range_at(self, start: int, end: int, encoding: str = UTF16) -> Range:
        return self.position_at(start, encoding), self.position_at(end, encoding)

    def point_at(self, offset: int) -> tuple[int, int]:
        """tree-sitter point (row, byte column). Rows follow this index's line breaks, which match
        tree-sitter's ``\\n``-only rows except in documents with lone ``\\r`` breaks."""
        line = self.lines.line_of(offset)
        return line, offset - self.lines.line_start(line)

    # -- edits ---------------------------------------------------------------------------------
    def apply_change(self, range: Range | None, text: str | bytes, encoding: str = UTF16,
                     version: int | None = None) -> ByteEdit:
        """Apply one LSP content change (``range`` None = whole document) and reparse."""
        return self.apply_changes([(range, text)], encoding, version)[0]

    def apply_changes(self, changes: Iterable[tuple[Range | None, str | bytes]],
                      encoding: str = UTF16, version: int | None = None) -> list[ByteEdit]:
        """Apply LSP content changes in order, then reparse once incrementally."""
        old_tree = self.tree
        edits: list[ByteEdit] = []
        for range, text in changes:
            edits.append(self._edit(range, to_bytes(text), encoding, old_tree))
        if edits:
            self.tree = self._parser.parse(self.source, old_tree)
            self.changed_ranges = changed_ranges(old_tree, self.tree, edits)
        else:
            self.changed_ranges = []
        self.last_edits = edits
        if version is not None:
            self.version = version
        return edits

    def _edit(self, range: Range | None, data: bytes, encoding: str,
              tree: tree_sitter.Tree) -> ByteEdit:
        old = self.source
        if range is None:
            start, old_end = 0, len(old)
        else:
            (l1, c1), (l2, c2) = range
            start = self.offset_at(l1, c1, encoding)
            old_end = self.offset_at(l2, c2, encoding)
            if old_end < start:
                start, old_end = old_end, start
        start_point = self.point_at(start)
        old_end_point = self.point_at(old_end)
        new_end = start + len(data)
        view = memoryview(old)  # one copy of the document instead of three
        self.source = b"".join((view[:start], data, view[old_end:]))
        view.release()
        if range is None:
            self.lines.rebuild(self.source)
        else:
            self.lines.apply_edit(self.source, start, old_end, new_end)
        tree.edit(
            start_byte=start,
            old_end_byte=old_end,
            new_end_byte=new_end,
            start_point=start_point,
            old_end_point=old_end_point,
            new_end_point=self.point_at(new_end),
        )
        return ByteEdit(start, old_end, new_end)

