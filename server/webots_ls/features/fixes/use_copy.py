"""``forbidden-use``: the USE replaced by a copy of its DEF's node, as Webots turns such a USE into a node of its own
when it loads the file (``WbDictionary::updateDef``). The copy drops the DEF name, keeps an inner DEF that a USE of
the copy needs under a name used nowhere in the file (so that no later USE changes its target), drops the other
inner DEF names and copies in turn a USE inside it that Webots cannot USE either; it is re-indented to the USE's
line. No fix when a USE of the copy would bind to another DEF where the copy goes."""

from __future__ import annotations

import bisect

from tree_sitter import Node

from ...analysis.index import FileAnalysis, Occurrence, bind_occurrences
from ...analysis.spans import Span
from ...analysis.use_rules import UseResolver, forbidden_reason
from ...snapshot import FileSnapshot
from ...syntax.kinds import Child
from . import Edits, Fixes

# A chain of USEs copied inside copies grows fast (and deep): past these, no fix.
MAX_COPY = 1 << 20  # bytes copied
MAX_COPIES = 2000  # nested copies
MAX_DEPTH = 64  # copies inside copies


def copy_for_use(snapshot: FileSnapshot, span: Span) -> Fixes:
    analysis = snapshot.analysis
    use = analysis.occurrence_at(span.start)
    if use is None or use.is_def or use.span != span:
        return []
    target = analysis.target(use)
    copier = _Copier(analysis, span.start)
    if target is None or not copier.forbidden(target):
        return []
    use_node, def_node = analysis.node_of(use), analysis.node_of(target)
    copy = copier.copy(def_node, use_node.start_byte) if use_node is not None and def_node is not None else None
    if copy is None:
        return []
    title = f"Replace 'USE {use.name}' by a copy of the 'DEF {target.name}' node"
    return [(title, [(Span(use_node.start_byte, use_node.end_byte), copy.decode("utf-8", "replace"))])]


class _Copier:
    """Copies of DEF nodes for a USE at ``place``: inside a copy, an inner DEF that a USE of the copy binds to gets
    a name used nowhere in the file (and so do those USEs), the other inner DEF names are dropped, and a USE of a
    node Webots cannot USE is itself replaced by a copy, so the copy brings no forbidden USE of its own."""

    def __init__(self, analysis: FileAnalysis, place: int) -> None:
        self.analysis, self.place = analysis, place
        self.taken = set(analysis.names())
        self.resolver = UseResolver(analysis)
        self.size = self.copies = self.depth = 0
        self._forbidden: dict[Occurrence, bool] = {}

    def forbidden(self, definition: Occurrence) -> bool:
        found = self._forbidden.get(definition)
        if found is None:
            found = self._forbidden[definition] = forbidden_reason(self.analysis, definition, self.resolver) is not None
        return found

    def copy(self, def_node: Node, at: int) -> bytes | None:
        """The node after its DEF name, edited, re-indented from its line's indentation to that of ``at``; None when
        a USE of the copy would bind to another DEF at ``place`` (a same-name DEF between them) or it grows too big."""
        type_node = def_node.child_by_field_name(Child.TYPE)
        if type_node is None:
            return None
        copied = Span(type_node.start_byte, def_node.end_byte)
        self.size += copied.end - copied.start
        self.copies += 1
        if self.size > MAX_COPY or self.copies > MAX_COPIES or self.depth == MAX_DEPTH:
            return None
        self.depth += 1
        edits = self._inner_edits(copied)
        self.depth -= 1
        if edits is None:
            return None
        source = self.analysis.source
        return _reindented(_edited(source, copied, edits), _indent(source, def_node.start_byte), _indent(source, at))

    def _inner_edits(self, copied: Span) -> Edits | None:
        analysis = self.analysis
        occurrences = analysis.occurrences
        inner = occurrences[bisect.bisect_left(occurrences, copied.start, key=_start_of):
                            bisect.bisect_left(occurrences, copied.end, key=_start_of)]
        edits: Edits = []
        renamed: dict[Occurrence, str] = {}
        for use in inner:
            target = analysis.target(use) if not use.is_def else None
            if target is None:
                continue
            if self.forbidden(target):
                use_node, target_node = analysis.node_of(use), analysis.node_of(target)
                if use_node is None or target_node is None:
                    return None
                nested = self.copy(target_node, use_node.start_byte)
                if nested is None:
                    return None
                edits.append((Span(use_node.start_byte, use_node.end_byte), nested.decode("utf-8", "replace")))
            elif copied.start <= target.start < copied.end:
                if target not in renamed:
                    renamed[target] = _unique_name(target.name, self.taken)
                edits.append((use.span, renamed[target]))
            elif _target_at(analysis, use.name, self.place) != target:
                return None
        for definition in (occurrence for occurrence in inner if occurrence.is_def):
            node = analysis.node_of(definition) if definition not in renamed else None
            type_node = node.child_by_field_name(Child.TYPE) if node is not None else None
            if definition in renamed:
                edits.append((definition.span, renamed[definition]))
            elif type_node is not None:
                edits.append((Span(node.start_byte, type_node.start_byte), ""))  # `DEF name ` dropped
        return edits


def _target_at(analysis: FileAnalysis, name: str, place: int) -> Occurrence | None:
    """The DEF a ``USE name`` written at ``place`` would bind to (``WbNodeReader::readNode``)."""
    probe = Occurrence("use", name, place, place + len(name.encode()))
    found = bind_occurrences([*analysis.occurrences_named(name), probe], analysis.scope_of, analysis.node_span)
    return found.target.get(probe)


def _unique_name(name: str, taken: set[str]) -> str:
    number = 1
    while f"{name}_{number}" in taken:
        number += 1
    taken.add(f"{name}_{number}")
    return f"{name}_{number}"


def _start_of(occurrence: Occurrence) -> int:
    return occurrence.start


def _edited(source: bytes, span: Span, edits: Edits) -> bytes:
    """The text of ``span`` with ``edits`` (spans inside it) applied."""
    start = span.start
    text = source[start : span.end]
    for span, new_text in sorted(edits, key=lambda edit: edit[0].start, reverse=True):
        text = text[: span.start - start] + new_text.encode() + text[span.end - start :]
    return text


def _line_start(source: bytes, offset: int) -> int:
    return max(source.rfind(b"\n", 0, offset), source.rfind(b"\r", 0, offset)) + 1


def _indent(source: bytes, offset: int) -> bytes:
    """The blanks that start the line of ``offset``."""
    line = source[_line_start(source, offset) : offset]
    return line[: len(line) - len(line.lstrip(b" \t"))]


def _reindented(text: bytes, old: bytes, new: bytes) -> bytes:
    """``text`` (which starts on a line indented by ``old``) with its next lines moved to the indentation ``new``."""
    lines = text.split(b"\n")
    for index in range(1, len(lines)):
        line = lines[index]
        if not line.strip():
            continue
        body = line[len(old):] if line.startswith(old) else line.lstrip(b" \t")
        lines[index] = new + body
    return b"\n".join(lines)
