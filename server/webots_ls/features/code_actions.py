"""Quick fixes for the server's own findings: plain edits (byte spans and new text) for a finding's code and span.

* ``forbidden-use``: the USE replaced by a copy of its DEF's node, as Webots turns such a USE into a node of its
  own when it loads the file (``WbDictionary::updateDef``); the copy drops the DEF name, keeps an inner DEF that a
  USE of the copy needs under a name used nowhere in the file (so that no later USE changes its target) and drops
  the other inner DEF names; it is re-indented to the USE's line.
* ``unresolved-use``, ``unknown-node``, ``unknown-field``, ``unknown-parameter``: "Did you mean 'X'?" from the names
  that fit there (the DEFs the USE completion offers; the node types ``WbNodeUtilities::isAllowedToInsert`` accepts
  in the slot; the node's or PROTO's fields not written yet), nearest first by ``names.close_names``, the likeness
  of the diagnostics' own "did you mean".
* ``missing-declaration``: the ``EXTERNPROTO`` line Webots asks for (``WbProtoManager::findModel``), after the
  file's last declaration or else after the header block.
* ``header``: the first line Webots wants (``WbTokenizer::readFileInfo``).

Each fix is checked against the current text, so a stale finding of the client gets no fix.
"""

from __future__ import annotations

import bisect
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
from ..analysis.use_rules import accepts, forbidden_reason, node_type_name, use_slot
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
def _copy_for_use(snapshot: FileSnapshot, span: Span) -> list[tuple[str, Edits]]:
    analysis = snapshot.analysis
    use = analysis.occurrence_at(span.start)
    if use is None or use.is_def or use.span != span:
        return []
    target = analysis.target(use)
    if target is None or forbidden_reason(analysis, target) is None:
        return []
    use_node, def_node = analysis.node_of(use), analysis.node_of(target)
    type_node = def_node.child_by_field_name(Child.TYPE) if def_node is not None else None
    if use_node is None or type_node is None:
        return []
    copied = Span(type_node.start_byte, def_node.end_byte)
    inner = _inner_edits(analysis, copied, use_node.start_byte)
    if inner is None:
        return []
    source = snapshot.source
    copy = _edited(source, copied, inner)
    copy = _reindented(copy, _indent(source, def_node.start_byte), _indent(source, use_node.start_byte))
    title = f"Replace 'USE {use.name}' by a copy of the 'DEF {target.name}' node"
    return [(title, [(Span(use_node.start_byte, use_node.end_byte), copy.decode("utf-8", "replace"))])]


def _inner_edits(analysis: FileAnalysis, copied: Span, place: int) -> Edits | None:
    """The edits inside the ``copied`` text (the DEF's node after its name): an inner DEF a USE of the copy binds
    to gets a new name (and so do those USEs), the other inner DEF names are dropped. None when a USE of the copy
    bound to a DEF outside it would bind to another DEF at ``place`` (a same-name DEF between them)."""
    start, end = copied.start, copied.end
    occurrences = analysis.occurrences
    key = _start_of
    inner = occurrences[bisect.bisect_left(occurrences, start, key=key):bisect.bisect_left(occurrences, end, key=key)]
    taken = set(analysis.names())
    edits: Edits = []
    for occurrence in inner:
        if occurrence.is_def:
            users = [u for u in analysis.uses_of(occurrence) if start <= u.start < end]
            if users:
                new_name = _unique_name(occurrence.name, taken)
                edits.extend((o.span, new_name) for o in (occurrence, *users))
            elif (node := analysis.node_of(occurrence)) is not None:
                type_node = node.child_by_field_name(Child.TYPE)
                if type_node is not None:  # `DEF name ` dropped
                    edits.append((Span(node.start_byte, type_node.start_byte), ""))
            continue
        target = analysis.target(occurrence)
        if target is not None and target.start < start and _target_at(analysis, occurrence.name, place) != target:
            return None
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
    name = snapshot.text(span.start, span.end)
    if not isinstance(types, ProjectNodeTypes) or types.is_known(name):
        return []
    chain = ancestors(snapshot.tree.root_node, span.start, span.end)
    node_index = next((i for i in range(len(chain) - 1, -1, -1) if chain[i].type == kinds.NODE), None)
    if node_index is None:
        return []
    slot = use_slot(snapshot.analysis, chain[node_index].start_byte, chain[: node_index + 1])
    near = close_names(name, types.names(), 4 * MAX_SUGGESTIONS)  # strings only: nothing is read yet
    fitting = [candidate for candidate in near if accepts(types, slot, candidate)][:MAX_SUGGESTIONS]

    def declaration(candidate: str) -> Edits:
        url = types.missing_declaration(candidate)
        return [declaration_edit(snapshot.source, snapshot.tree.root_node, url)] if url is not None else []

    return _did_you_mean(span, fitting, declaration)


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
        written_name = child.child_by_field_name(Child.NAME) if child.type in (kinds.FIELD, kinds.HIDDEN_FIELD) else None
        if written_name is not None:
            written.add(snapshot.text(written_name.start_byte, written_name.end_byte))
    fields = [f.name for f in model.fields.values() if f.kind not in _HIDDEN_KINDS and f.name not in written]
    return _did_you_mean(span, close_names(name, fields, MAX_SUGGESTIONS))


# -- EXTERNPROTO ----------------------------------------------------------------------------------------
def _declaration(snapshot: FileSnapshot, span: Span) -> list[tuple[str, Edits]]:
    types = snapshot.node_types
    if not isinstance(types, ProjectNodeTypes):
        return []
    url = types.missing_declaration(snapshot.text(span.start, span.end))
    if url is None:
        return []
    return [(f"Add 'EXTERNPROTO \"{url}\"'", [declaration_edit(snapshot.source, snapshot.tree.root_node, url)])]


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
    codes.HEADER.code: _header,
}
CODES = frozenset(_FIXERS)  # the codes that have quick fixes
