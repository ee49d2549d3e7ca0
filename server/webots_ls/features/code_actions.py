"""Quick fixes for the server's own findings: plain edits (byte spans and new text) for a finding's code and span.

* ``forbidden-use``: the USE replaced by a copy of its DEF's node, as Webots turns such a USE into a node of its
  own when it loads the file (``WbDictionary::updateDef``); the copy drops the DEF name, keeps an inner DEF that a
  USE of the copy needs under a name used nowhere in the file (so that no later USE changes its target), drops
  the other inner DEF names and copies in turn a USE inside it that Webots cannot USE either; it is re-indented to
  the USE's line. No fix when a USE of the copy would bind to another DEF where the copy goes.
* ``unresolved-use``, ``unknown-node``, ``unknown-field``, ``unknown-parameter``: "Did you mean 'X'?" from the names
  that fit there (the DEFs the USE completion offers; the node types ``WbNodeUtilities::isAllowedToInsert`` accepts
  in the slot; the node's or PROTO's fields not written yet), nearest first by ``names.close_names``, the likeness
  of the diagnostics' own "did you mean".
* ``missing-declaration``: the ``EXTERNPROTO`` line Webots asks for (``WbProtoManager::findModel``), after the
  file's last declaration or else after the header block.
* ``unreadable-proto``: the workspace's files of the declared file's name, as a path relative to the file.
* ``header``: the first line Webots wants (``WbTokenizer::readFileInfo``).

Each fix is checked against the current text, so a stale finding of the client gets no fix.
"""

from __future__ import annotations

import bisect
import os
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass

from tree_sitter import Node

from ..analysis import codes
from ..analysis.checks import CURRENT_HEADER, header_problems
from ..analysis.index import FileAnalysis, Occurrence, bind_occurrences
from ..analysis.names import close_names
from ..analysis.project import ProjectNodeTypes
from ..analysis.spans import Span
from ..analysis.use_rules import UseResolver, accepts, forbidden_reason, node_type_name, use_slot
from ..snapshot import FileSnapshot
from ..syntax import kinds
from ..syntax.ancestry import ancestors
from ..syntax.kinds import Child
from . import completion

MAX_SUGGESTIONS = 5
_HIDDEN_KINDS = frozenset({"hiddenField", "deprecatedField"})  # fields Webots does not let a user write


@dataclass(frozen=True)
class Problem:
    """A finding the client shows (its span in bytes and its code)."""

    span: Span
    code: str


@dataclass(frozen=True)
class QuickFix:
    title: str
    edits: list[tuple[Span, str]]
    problem: int  # the index of the problem it fixes in the list asked about
    preferred: bool  # the only fix of its problem


Edits = list[tuple[Span, str]]


def quick_fixes(snapshot: FileSnapshot, problems: Sequence[Problem]) -> list[QuickFix]:
    """The fixes of each problem, in the order of ``problems``; none for a code without fixes."""
    fixes = []
    for index, problem in enumerate(problems):
        make = _FIXERS.get(problem.code)
        found = make(snapshot, problem.span) if make is not None else []
        fixes.extend(QuickFix(title, edits, index, len(found) == 1) for title, edits in found)
    return fixes


# -- forbidden USE --------------------------------------------------------------------------------------
# A chain of USEs copied inside copies grows fast (and deep): past these, no fix.
MAX_COPY = 1 << 20  # bytes copied
MAX_COPIES = 2000  # nested copies
MAX_DEPTH = 64  # copies inside copies


def _copy_for_use(snapshot: FileSnapshot, span: Span) -> list[tuple[str, Edits]]:
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


# -- did you mean ---------------------------------------------------------------------------------------
def _did_you_mean(span: Span, names: list[str], extra: Callable[[str], Edits] | None = None) -> list[tuple[str, Edits]]:
    return [(f"Did you mean '{name}'?", [(span, name), *(extra(name) if extra else [])]) for name in names]


def _use_names(snapshot: FileSnapshot, span: Span) -> list[tuple[str, Edits]]:
    """An unbound USE: the DEF names the USE completion offers there (in scope, useable, fitting the field)."""
    analysis = snapshot.analysis
    use = analysis.occurrence_at(span.start)
    if use is None or use.is_def or use.span != span or analysis.target(use) is not None:
        return []
    offered = completion.complete(snapshot, use.start)
    names = [item.label for item in offered.items] if offered is not None else []
    return _did_you_mean(span, close_names(use.name, names, MAX_SUGGESTIONS))


def _node_types(snapshot: FileSnapshot, span: Span) -> list[tuple[str, Edits]]:
    """An unknown node type: the known types nearest to it that the slot accepts; a PROTO the file would then
    have to declare comes with its EXTERNPROTO line."""
    types = snapshot.node_types
    chain = _type_chain(snapshot, span)
    name = snapshot.text(span.start, span.end)
    if chain is None or not isinstance(types, ProjectNodeTypes) or types.is_known(name):
        return []
    slot = use_slot(snapshot.analysis, chain[-1].start_byte, chain)
    near = close_names(name, types.names(), 4 * MAX_SUGGESTIONS)  # strings only: nothing is read yet
    fitting = [candidate for candidate in near if accepts(types, slot, candidate)][:MAX_SUGGESTIONS]

    def declaration(candidate: str) -> Edits:
        url = types.missing_declaration(candidate)
        return [declaration_edit(snapshot.source, snapshot.tree.root_node, url)] if url is not None else []

    return _did_you_mean(span, fitting, declaration)


def _type_chain(snapshot: FileSnapshot, span: Span) -> list[Node] | None:
    """The ancestors of the node whose written type ``span`` is, root first, down to that node; else None."""
    chain = ancestors(snapshot.tree.root_node, span.start, span.end)
    index = next((i for i in range(len(chain) - 1, 0, -1) if chain[i].type == kinds.NODE_TYPE), None)
    if index is None or chain[index - 1].type != kinds.NODE or (chain[index].start_byte, chain[index].end_byte) != (
            span.start, span.end):
        return None
    return chain[:index]


def _field_names(snapshot: FileSnapshot, span: Span) -> list[tuple[str, Edits]]:
    """An unknown field or parameter: the fields of the node's model (PROTO parameters) it does not write yet."""
    chain = ancestors(snapshot.tree.root_node, span.start, span.end)
    field_index = next((i for i in range(len(chain) - 1, 1, -1) if chain[i].type in (kinds.FIELD, kinds.HIDDEN_FIELD)),
                       None)
    if field_index is None or chain[field_index - 2].type != kinds.NODE:
        return []
    field_name = chain[field_index].child_by_field_name(Child.NAME)
    type_name = node_type_name(chain[field_index - 2], snapshot.source)
    model = snapshot.node_types.model(type_name) if type_name is not None else None
    if model is None or field_name is None or Span(field_name.start_byte, field_name.end_byte) != span:
        return []
    name = snapshot.text(span.start, span.end)
    if model.field(name) is not None:
        return []
    written = set()
    for child in chain[field_index - 1].named_children:
        is_field = child.type in (kinds.FIELD, kinds.HIDDEN_FIELD)
        written_name = child.child_by_field_name(Child.NAME) if is_field else None
        if written_name is not None:
            written.add(snapshot.text(written_name.start_byte, written_name.end_byte))
    fields = [f.name for f in model.fields.values() if f.kind not in _HIDDEN_KINDS and f.name not in written]
    return _did_you_mean(span, close_names(name, fields, MAX_SUGGESTIONS))


# -- EXTERNPROTO ----------------------------------------------------------------------------------------
def _declaration(snapshot: FileSnapshot, span: Span) -> list[tuple[str, Edits]]:
    types = snapshot.node_types
    if not isinstance(types, ProjectNodeTypes) or _type_chain(snapshot, span) is None:
        return []
    url = types.missing_declaration(snapshot.text(span.start, span.end))
    if url is None:
        return []
    return [(f"Add 'EXTERNPROTO \"{url}\"'", [declaration_edit(snapshot.source, snapshot.tree.root_node, url)])]


def _same_name_files(snapshot: FileSnapshot, span: Span) -> list[tuple[str, Edits]]:
    """An unreadable EXTERNPROTO file: the workspace's files of that name instead (a path relative to the file, with
    forward slashes, as Webots writes one)."""
    types = snapshot.node_types
    if not isinstance(types, ProjectNodeTypes):
        return []
    url = snapshot.text(span.start, span.end)
    file_name = url.replace("\\", "/").rsplit("/", 1)[-1]
    if not file_name.lower().endswith(".proto"):
        return []
    found = {path for folder in types.project.workspace_folders
             for path in types.project.folder_proto_files(folder) if path.name == file_name}
    fixes = []
    for path in sorted(found):
        relative = os.path.relpath(path, types.file_path.parent).replace(os.sep, "/")
        if relative != url:
            fixes.append((f"Change to '{relative}'", [(span, relative)]))
    return fixes[:MAX_SUGGESTIONS]


def declaration_edit(source: bytes, root: Node, url: str) -> tuple[Span, str]:
    """The insertion of ``EXTERNPROTO "url"``: on a line after the file's last declaration, else after the header
    block with a blank line on each side, as Webots writes a world (line breaks as the file's first one)."""
    first_break = source.find(b"\n")
    newline = "\r\n" if first_break > 0 and source[first_break - 1] == 0x0D else "\n"
    line = f'EXTERNPROTO "{url}"'
    header, last = None, None
    cursor = root.walk()
    more = cursor.goto_first_child()
    while more and cursor.node.type not in (kinds.NODE, kinds.USE_NODE, kinds.PROTO):  # the head of the file only
        if cursor.node.type == kinds.HEADER:
            header = cursor.node
        elif cursor.node.type == kinds.EXTERN_PROTO:
            last = cursor.node
        more = cursor.goto_next_sibling()
    after = last or header
    if after is None:
        return Span(0, 0), line + newline + newline
    end = source.find(b"\n", after.end_byte)
    if end < 0:
        return Span(len(source), len(source)), newline + line + newline
    at = end + 1
    if last is not None:
        return Span(at, at), line + newline
    blank_end = source.find(b"\n", at)
    if blank_end >= 0 and not source[at:blank_end].strip():
        return Span(blank_end + 1, blank_end + 1), line + newline + newline
    return Span(at, at), newline + line + newline + newline


# -- header ---------------------------------------------------------------------------------------------
_VERSION = re.compile(rb"\b(R\d{4}[a-z](?:-rev\d+)?|V\d+(?:\.\d+)*)\b")


def _header(snapshot: FileSnapshot, span: Span) -> list[tuple[str, Edits]]:
    source = snapshot.source
    if not header_problems(snapshot.tree, source):
        return []
    start = 3 if source.startswith(b"\xef\xbb\xbf") else 0
    end = source.find(b"\n", start)
    first_line = source[start : len(source) if end < 0 else end].rstrip(b"\r")
    kind = "VRML_OBJ" if snapshot.uri.lower().endswith(".wbo") else "VRML_SIM"
    version = _VERSION.search(first_line)
    if first_line.startswith(b"#VRML"):  # a header Webots cannot read: the same version, written as Webots does
        written = version.group(1).decode() if version else CURRENT_HEADER.split()[1]
        header = f"#{kind} {written} utf8"
        return [(f"Change the first line to '{header}'", [(Span(start, start + len(first_line)), header)])]
    header = CURRENT_HEADER.replace("VRML_SIM", kind)
    newline = "\r\n" if end > 0 and source[end - 1 : end] == b"\r" else "\n"
    return [(f"Insert the header line '{header}'", [(Span(start, start), header + newline)])]


_FIXERS: dict[str, Callable[[FileSnapshot, Span], list[tuple[str, Edits]]]] = {
    codes.FORBIDDEN_USE.code: _copy_for_use,
    codes.UNRESOLVED_USE.code: _use_names,
    codes.UNKNOWN_NODE.code: _node_types,
    codes.UNKNOWN_FIELD.code: _field_names,
    codes.UNKNOWN_PARAMETER.code: _field_names,
    codes.MISSING_DECLARATION.code: _declaration,
    codes.UNREADABLE_PROTO.code: _same_name_files,
    codes.HEADER.code: _header,
}
CODES = frozenset(_FIXERS)  # the codes that have quick fixes
