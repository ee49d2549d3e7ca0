"""One open file at one version, as an immutable value: what every feature reads.

Layer: above ``analysis`` (it owns a ``FileAnalysis``), below ``features`` (they take a snapshot, plain data in and
out) and the server (which keeps the latest snapshot of each open file and swaps it on each change).

``with_changes`` makes the next snapshot from LSP content changes: the text, tree and line index are new values
(``syntax.document.Document``: the old tree is not edited, the line index shares its untouched blocks), and the
DEF/USE analysis is brought up to date incrementally with the byte edits and changed ranges passed explicitly.
Shifting the analysis in place is what keeps a keystroke O(edit); so an older snapshot gives up its analysis to the
next one, unless it was ``retain``-ed (a request awaiting the user, a job): then the next one works on a ``fork()``
and the retained one keeps its own. Reading the analysis of a snapshot that gave it up raises ``StaleSnapshot``
instead of answering with another version's positions; its text, tree and lines stay readable.
"""

from __future__ import annotations

import logging
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field

import tree_sitter

from .analysis.cancel import ShouldStop
from .analysis.index import FileAnalysis
from .analysis.node_types import BUILT_INS, DeferredNodeTypes, NodeTypes, decided
from .syntax.document import Change, Document, Position, Range
from .syntax.edits import ByteEdit
from .syntax.positions import UTF16, LineIndex

log = logging.getLogger(__name__)


class StaleSnapshot(RuntimeError):
    """The analysis of a snapshot that a newer snapshot took over (see the module docstring)."""


@dataclass(frozen=True, slots=True, eq=False)
class FileSnapshot:
    uri: str
    version: int | None
    document: Document
    _analysis: FileAnalysis
    _generation: int  # the analysis' generation that belongs to this snapshot
    provider: NodeTypes | DeferredNodeTypes = BUILT_INS  # as given: ``node_types`` decides a deferred one
    from_scratch: bool = True  # parsed from scratch (opened, reparsed), not edited incrementally
    edits: tuple[ByteEdit, ...] = ()  # the byte edits that made this version from the previous one (none: opened)
    _retained: list[int] = field(default_factory=lambda: [0])  # a mutable count in an immutable value

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
        return cls(uri, version, document, analysis, analysis.generation, node_types)

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
    def node_types(self) -> NodeTypes:
        """What each type name means in this version (a deferred provider is decided on the first read)."""
        return decided(self.provider)

    @property
    def analysis(self) -> FileAnalysis:
        if self._analysis.generation != self._generation:
            raise StaleSnapshot(f"{self.uri} version {self.version}: its analysis moved on to a newer version")
        return self._analysis

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
        node_types: NodeTypes | DeferredNodeTypes | None = None,
    ) -> FileSnapshot:
        """The snapshot after LSP content changes (applied in order); ``version`` None keeps this one's number.
        ``node_types``: the new version's provider (a ``ProjectNodeTypes`` answers for one text); None keeps this
        one's (undecided if it is a deferred one)."""
        node_types = self.provider if node_types is None else node_types
        edited = self.document.with_changes(changes, encoding)
        document = edited.document
        analysis = self.analysis
        if self._retained[0]:
            analysis = analysis.fork()  # this snapshot is still read: the next one updates a copy
        try:
            analysis = analysis.update(
                document.tree, document.text, edited.edits, edited.changed_ranges, document.lines
            )
        except Exception:  # a bug in the incremental path must not lose the document: build it whole
            log.exception("incremental analysis failed for %s; rebuilding", self.uri)
            analysis = FileAnalysis.build(
                document.tree, document.source, node_types=decided(node_types), lines=document.lines
            )
        analysis.node_types = node_types
        next_version = self.version if version is None else version
        return FileSnapshot(
            self.uri, next_version, document, analysis, analysis.generation, node_types, from_scratch=False,
            edits=tuple(edited.edits),
        )

    def with_node_types(self, node_types: NodeTypes | DeferredNodeTypes) -> FileSnapshot:
        """The same version read with another provider (another file it uses changed). It takes over the
        analysis, whose DEF/USE occurrences do not depend on the provider, unless this one is retained."""
        analysis = self.analysis.fork() if self._retained[0] else self.analysis
        analysis.node_types = node_types
        return FileSnapshot(
            self.uri, self.version, self.document, analysis, analysis.generation, node_types, self.from_scratch,
            edits=self.edits,
        )

    def reparsed(self) -> FileSnapshot:
        """The same version from a fresh parse: what opening this text would show. tree-sitter's error recovery
        depends on the edit history, so after edits that leave syntax errors the incremental tree may differ."""
        return FileSnapshot.of_document(self.uri, self.version, self.document.reparsed(), self.node_types)

    @contextmanager
    def retain(self) -> Iterator[FileSnapshot]:
        """Keep this snapshot's analysis valid while the block runs, even if newer snapshots are made meanwhile."""
        self._retained[0] += 1
        try:
            yield self
        finally:
            self._retained[0] -= 1
