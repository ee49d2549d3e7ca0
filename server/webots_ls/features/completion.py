"""Completion of the name after ``USE``: the DEFs Webots' "Add a node → USE" dialog would offer there.

``WbDictionary::updateForInsertion`` walks the scene up to the insertion point and keeps, per DEF name, only the
latest DEF (a later DEF of the name removes the earlier entry even if it is then rejected), and offers it if it is
not an ancestor of the insertion point, is useable (``WbNodeUtilities::isAValidUseableNode``) and fits the field
(``WbNodeUtilities::isAllowedToInsert``). Here:

* the DEFs of the USE's scope (``WbNodeReader``'s DEF namespace) that start before the USE, latest per name (file
  order: Webots walks in model field order, which is file order for files Webots wrote);
* a DEF whose node has not ended before the USE (an ancestor) removes its name from the list;
* useable (``use_rules.forbidden_reason``) and accepted by the field (``use_rules.accepts``), types asked of the
  file's ``analysis.node_types``; DEFs of a type unknown here (a PROTO from another file) are accepted and ranked
  after the known ones; template-made DEF names are never offered (they are not occurrences);
* a DEF of a procedural PROTO instance is judged on the node it expands to when the last template pass has it for
  this version (``template_diagnostics.ExpandedTypes``: its base type for the field, its USE verdict from its
  expansion), else on the template's text.

Items are sorted by nearness: the latest DEF first.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

from tree_sitter import Node

from ..analysis.index import FileAnalysis, Occurrence
from ..analysis.spans import Span
from ..snapshot import FileSnapshot
from ..analysis.use_rules import UseResolver, accepts, forbidden_reason, needs_descendant_search, node_type_name, \
    type_reason, use_slot
from ..syntax import kinds
from ..syntax.ancestry import ancestors
from ..syntax.kinds import Child
from ..syntax.words import node_head_type
from .template_diagnostics import ExpandedTypes, with_base_type

# `USE`, separators, then the partial name up to the cursor (name characters: WbToken::isValidIdentifierChar).
_USE_BEFORE = re.compile(rb"""(?:^|[\x00-\x20,\[\]{}])(USE)[\x00-\x20,]+([^\x00-\x20"#',\[\\\]{}]*)\Z""")
_NAME_CHARS = re.compile(rb"""[^\x00-\x20"#',\[\\\]{}]*""")
_NOT_HERE = frozenset({kinds.COMMENT, kinds.STRING, kinds.STRING_CONTENT, kinds.ESCAPE_SEQUENCE} | kinds.TEMPLATE_KINDS
                      | {kinds.TEMPLATE_CODE})
_LOOK_BACK = 512
MAX_ITEMS = 1000


@dataclass(frozen=True)
class CompletionItem:
    label: str  # the DEF name
    detail: str  # its node type as written ("?" when a template makes it)
    known: bool  # False for a type unknown here (a PROTO from another file, a template): ranked after the known ones
    definition: Span  # the DEF name


@dataclass(frozen=True)
class Completion:
    items: list[CompletionItem]
    replace: Span  # the partial name the chosen item replaces (empty right after `USE `)
    incomplete: bool = False  # more than MAX_ITEMS DEFs fit: the farthest were left out


@dataclass(frozen=True)
class UseContext:
    keyword: int  # start of the `USE` keyword
    replace: Span  # the partial name
    chain: list[Node]  # the keyword's ancestors, root first (syntax.ancestry)


def use_context(analysis: FileAnalysis, offset: int) -> UseContext | None:
    """Where the USE name typed at ``offset`` stands; None when ``offset`` is not after ``USE``."""
    source = analysis.source
    start = max(0, offset - _LOOK_BACK)
    match = _USE_BEFORE.search(source, start, offset)
    if match is None:
        return None
    keyword = match.start(1)
    root = analysis.tree.root_node
    chain = ancestors(root, keyword, keyword + 3)
    if any(node.type in _NOT_HERE for node in chain):
        return None  # in a comment, a string or a template
    if offset - 1 >= keyword + 3:  # the typed name too: below the nearest ancestor of the keyword that holds it
        index = len(chain) - 1
        while index > 0 and not (chain[index].start_byte <= offset - 1 and offset <= chain[index].end_byte):
            index -= 1
        if any(node.type in _NOT_HERE for node in ancestors(chain[index], offset - 1, offset)):
            return None
    name_end = _NAME_CHARS.match(source, offset).end()
    return UseContext(keyword, Span(match.start(2), name_end), chain)


def _def_type(analysis: FileAnalysis, definition: Occurrence) -> str | None:
    """The node type written after ``DEF name``: from the text when plain, else from the tree (None: template-made)."""
    type_span = node_head_type(analysis.source, definition.end)
    if type_span is not None:
        return analysis.source[type_span[0] : type_span[1]].decode("utf-8", "replace")
    node = analysis.node_of(definition)
    return node_type_name(node, analysis.source) if node is not None else None


def _enclosing_defs(chain: list[Node]) -> set[int]:
    """Starts of the DEF names of the nodes of ``chain`` (the ancestors of the USE)."""
    starts = set()
    for node in chain:
        if node.type == kinds.NODE:
            name = node.child_by_field_name(Child.DEF)
            if name is not None:
                starts.add(name.start_byte)
    return starts


def complete(snapshot: FileSnapshot, offset: int, expanded: ExpandedTypes | None = None) -> Completion | None:
    """The DEF names to offer for a USE being typed at ``offset``; None when ``offset`` is not after ``USE``.
    ``expanded``: what this version's procedural instances expand to (None: not known).

    At most ``MAX_ITEMS`` items, the nearest ones (``Completion.incomplete`` then says more were left out).
    """
    analysis = snapshot.analysis
    context = use_context(analysis, offset)
    if context is None:
        return None
    keyword, replace = context.keyword, context.replace
    slot = use_slot(analysis, keyword, context.chain)
    scope = analysis.scope_of(keyword)
    occurrences = analysis.occurrences
    before = bisect.bisect_left(occurrences, keyword, key=lambda o: o.start)
    latest: dict[str, Occurrence] = {}
    for occurrence in occurrences[:before]:
        if occurrence.is_def:
            latest[occurrence.name] = occurrence  # a later DEF of the name replaces the entry (updateForInsertion)
    resolver = UseResolver(analysis)
    types = analysis.node_types
    accepted: dict[str | None, bool] = {}
    items: list[CompletionItem] = []
    incomplete = False
    enclosing = _enclosing_defs(context.chain)
    for definition in sorted(latest.values(), key=lambda o: o.start, reverse=True):
        if definition.start in enclosing:
            continue  # an ancestor of the USE: Webots offers neither it nor older namesakes
        type_name = _def_type(analysis, definition)
        expansion = expanded.by_def.get(definition.start) if expanded is not None else None
        if expansion is not None and (expansion.base_type is None or type_name is None):
            expansion = None  # (what it expands to is unknown here: the template's text is read)
        if expansion is not None:
            fits = accepts(with_base_type(types, type_name, expansion.base_type), slot, type_name)
        elif (fits := accepted.get(type_name)) is None:
            fits = accepted[type_name] = accepts(types, slot, type_name)
        if not fits or analysis.scope_of(definition) != scope:
            continue
        if analysis.node_span(definition).end > keyword:
            continue  # not closed before the USE (a broken tree): not registered yet
        if expansion is not None:
            if expansion.use_reason is not None:
                continue
            known, detail = True, f"{type_name} → {expansion.type_name or expansion.base_type}"
        else:
            known, detail = type_name is not None and types.base_type(type_name) is not None, type_name or "?"
            if known:
                if type_reason(types, type_name) is not None:
                    continue
                if needs_descendant_search(types, type_name):
                    if forbidden_reason(analysis, definition, resolver) is not None:
                        continue
        if len(items) == MAX_ITEMS:
            incomplete = True
            break
        items.append(CompletionItem(definition.name, detail, known, definition.span))
    items.sort(key=lambda item: not item.known)  # stable: nearness kept within each group
    return Completion(items, replace, incomplete)

