"""One open file at one version, as an immutable value: what every feature reads.

Layer: above ``analysis`` (it owns a ``FileAnalysis``), below ``features`` (they take a snapshot, plain data in and
out) and the server (which keeps the latest snapshot of each open file and swaps it on each change).

``with_changes`` makes the next snapshot from LSP content changes: the text, tree and line index are new values
(``syntax.document.Document``: the old tree is not edited, the line index shares its untouched blocks), and so is
the DEF/USE analysis (``FileAnalysis.update``, given the byte edits and changed ranges: it shares what the edit did
not change). Every snapshot stays readable, and answers the same, for as long as it is held.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable
from dataclasses import dataclass

import tree_sitter

from .analysis.cancel import ShouldStop
from .analysis.index import FileAnalysis
from .analysis.node_types import BUILT_INS, NodeTypes
from .syntax.document import Change, Document, Position, Range
from .syntax.edits import ByteEdit
from .syntax.positions import UTF16, LineIndex

log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True, eq=False)
class FileSnapshot:
    uri: str
    version: int | None
    document: Document
    analysis: FileAnalysis
    node_types: NodeTypes = BUILT_INS  # what each type name means in this version
    from_scratch: bool = True  # parsed from scratch (opened, reparsed), not edited incrementally
    edits: tuple[ByteEdit, ...] = ()  # the byte edits that made this version from the previous one (none: opened)

    @classmethod
    def open(
        cls, uri: str, text: str | bytes, version: int | None = None, node_types: NodeTypes = BUILT_INS,
        should_stop: ShouldStop = None,
    ) -> FileSnapshot:
        """The snapshot of a freshly opened text (a full parse and analysis)."""
        return cls.of_document(uri, version, Document.from_text(text), node_types, should_stop)

    @classmethod
    def of_document(
        cls, uri: str, version: int | None, document: Document, node_types: NodeTypes = BUILT_INS,
        should_stop: ShouldStop = None,
    ) -> FileSnapshot:
        analysis = FileAnalysis.build(
            document.tree, document.source, should_stop, node_types=node_types, lines=document.lines
        )
        return cls(uri, version, document, analysis, node_types)

    # -- the parts -------------------------------------------------------------------------------
    @property
    def source(self) -> bytes:
        return self.document.source

    @property
    def size(self) -> int:
        """The text's length in bytes."""
        return len(self.document.text)

    @property
    def tree(self) -> tree_sitter.Tree:
        return self.document.tree

    @property
    def lines(self) -> LineIndex:
        return self.document.lines

    @property
    def has_syntax_errors(self) -> bool:
        return self.document.tree.root_node.has_error

    # -- positions (delegated to the document) -----------------------------------------------------
    def offset_at(self, line: int, character: int, encoding: str = UTF16) -> int:
        return self.document.offset_at(line, character, encoding)

    def range_at(self, start: int, end: int, encoding: str = UTF16) -> Range:
        return self.document.range_at(start, end, encoding)

    def positions_at(self, offsets: list[int], encoding: str = UTF16) -> list[Position]:
        return self.document.positions_at(offsets, encoding)

    def line_number(self, offset: int) -> int:
        """1-based line for messages (LF, CRLF and lone CR each end a line, as in LSP positions)."""
        return self.document.line_number(offset)

    def text(self, start: int, end: int) -> str:
        return self.document.text[start:end].decode("utf-8", "replace")

    # -- next versions -------------------------------------------------------------------------------
    def with_changes(
        self, changes: Iterable[Change], encoding: str = UTF16, version: int | None = None,
        node_types: NodeTypes | None = None,
    ) -> FileSnapshot:
        """The snapshot after LSP content changes (applied in order); ``version`` None keeps this one's number.
        ``node_types``: the new version's provider (a ``ProjectNodeTypes`` answers for one text); None keeps this
        one's."""
        node_types = self.node_types if node_types is None else node_types
        edited = self.document.with_changes(changes, encoding)
        document = edited.document
        try:
            analysis = self.analysis.update(
                document.tree, document.text, edited.edits, edited.changed_ranges, document.lines, node_types
            )
        except Exception:  # a bug in the incremental path must not lose the document: build it whole
            log.exception("incremental analysis failed for %s; rebuilding", self.uri)
            analysis = FileAnalysis.build(
                document.tree, document.source, node_types=node_types, lines=document.lines
            ).with_node_types(node_types)
        next_version = self.version if version is None else version
        return FileSnapshot(
            self.uri, next_version, document, analysis, node_types, from_scratch=False, edits=tuple(edited.edits)
        )

    def with_node_types(self, node_types: NodeTypes) -> FileSnapshot:
        """The same version read with another provider (another file it uses changed). It shares this one's
        analysis, whose DEF/USE occurrences do not depend on the provider."""
        return FileSnapshot(
            self.uri, self.version, self.document, self.analysis.with_node_types(node_types), node_types,
            self.from_scratch, edits=self.edits,
        )

    def reparsed(self) -> FileSnapshot:
        """The same version from a fresh parse: what opening this text would show. tree-sitter's error recovery
        depends on the edit history, so after edits that leave syntax errors the incremental tree may differ."""
        return FileSnapshot.of_document(self.uri, self.version, self.document.reparsed(), self.node_types)
