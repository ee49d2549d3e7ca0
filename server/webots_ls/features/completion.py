"""Completion of the name after ``USE``: the DEFs Webots' "Add a node → USE" dialog would offer there (spec §G).

``WbDictionary::updateForInsertion`` walks the scene up to the insertion point and keeps, per DEF name, only the
latest DEF (a later DEF of the name removes the earlier entry even if it is then rejected), and offers it if it is
not an ancestor of the insertion point, is useable (§C.4) and fits the field (``isAllowedToInsert``, §D). Here:

* the DEFs of the USE's scope (§C.2) that start before the USE, latest per name (file order: Webots walks in model
  field order, which is file order for files Webots wrote);
* a DEF whose node has not ended before the USE (an ancestor) removes its name from the list;
* useable (``use_rules.forbidden_reason``) and accepted by the field (``use_rules.accepts``); DEFs of PROTO instances
  (type unknown in one file) are accepted and ranked after the built-in ones; template-made DEF names are never
  offered (they are not occurrences).

Items are sorted by nearness: the latest DEF first.
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass

from ..analysis.index import FileAnalysis, Occurrence
from ..analysis.spans import Span
from ..analysis.node_models import find_node_model
from ..analysis.value_text import NAME
from ..analysis.use_rules import (
    JOINTS,
    _Resolver,
    accepts,
    forbidden_reason,
    group_types,
    node_type_name,
    type_reason,
    use_slot,
)

# `USE`, separators, then the partial name up to the cursor (name characters: §A.6).
_USE_BEFORE = re.compile(rb"""(?:^|[\x00-\x20,\[\]{}])(USE)[\x00-\x20,]+([^\x00-\x20"#',\[\\\]{}]*)\Z""")
_NAME_CHARS = re.compile(rb"""[^\x00-\x20"#',\[\\\]{}]*""")
_NOT_HERE = frozenset({"comment", "string", "string_content", "escape_sequence", "template", "template_code", "template_statement", "inactive_branch"})
_LOOK_BACK = 512
MAX_ITEMS = 1000
_TYPE_AFTER_NAME = re.compile(rb"[ \t\r\n,]+(" + NAME.pattern + rb")[ \t\r\n,]*\{")  # after `DEF name`


@dataclass(frozen=True)
class CompletionItem:
    label: str  # the DEF name
    detail: str  # its node type as written ("?" when a template makes it)
    built_in: bool  # False for a PROTO instance (or unknown type): ranked after the built-in ones
    definition: Span  # the DEF name


@dataclass(frozen=True)
class Completion:
    items: list[CompletionItem]
    replace: Span  # the partial name the chosen item replaces (empty right after `USE `)
    incomplete: bool = False  # more than MAX_ITEMS DEFs fit: the farthest were left out


def use_context(analysis: FileAnalysis, offset: int) -> tuple[int, Span] | None:
    """(start of the ``USE`` keyword, span of the partial name) when ``offset`` is where a USE name is typed."""
    source = analysis.source
    start = max(0, offset - _LOOK_BACK)
    match = _USE_BEFORE.search(source, start, offset)
    if match is None:
        return None
    keyword = match.start(1)
    root = analysis.tree.root_node
    for probe in (keyword, offset - 1):
        node = root.descendant_for_byte_range(probe, probe + 1)
        while node is not None:
            if node.type in _NOT_HERE:
                return None
            node = node.parent
    name_end = _NAME_CHARS.match(source, offset).end()
    return keyword, Span(match.start(2), name_end)


def _def_type(analysis: FileAnalysis, definition: Occurrence) -> str | None:
    """The node type written after ``DEF name``: from the text when plain, else from the tree (None: template-made)."""
    head = _TYPE_AFTER_NAME.match(analysis.source, definition.end)
    if head is not None:
        return head.group(1).decode("utf-8", "replace")
    node = analysis.node_of(definition)
    return node_type_name(node, analysis.source) if node is not None else None


def _enclosing_defs(analysis: FileAnalysis, offset: int) -> set[int]:
    """Starts of the DEF names of the nodes around ``offset`` (its ancestors in the tree)."""
    starts = set()
    node = analysis.tree.root_node.descendant_for_byte_range(offset, offset)
    while node is not None:
        if node.type == "node":
            name = node.child_by_field_name("def")
            if name is not None:
                starts.add(name.start_byte)
        node = node.parent
    return starts


def complete(snapshot: FileSnapshot, offset: int) -> Completion | None:
    """The DEF names to offer for a USE being typed at ``offset``; None when ``offset`` is not after ``USE``.

    At most ``MAX_ITEMS`` items, the nearest ones (``Completion.incomplete`` then says more were left out).
    """
    analysis = snapshot.analysis
    context = use_context(analysis, offset)
    if context is None:
        return None
    keyword, replace = context
    slot = use_slot(analysis, keyword)
    scope = analysis.scope_of(keyword)
    occurrences = analysis.occurrences
    before = bisect.bisect_left(occurrences, keyword, key=lambda o: o.start)
    latest: dict[str, Occurrence] = {}
    for occurrence in occurrences[:before]:
        if occurrence.is_def:
            latest[occurrence.name] = occurrence  # a later DEF of the name replaces the entry (§G)
    resolver = _Resolver(analysis)
    accepted: dict[str | None, bool] = {}
    items: list[CompletionItem] = []
    incomplete = False
    enclosing = _enclosing_defs(analysis, keyword)
    for definition in sorted(latest.values(), key=lambda o: o.start, reverse=True):
        if definition.start in enclosing:
            continue  # an ancestor of the USE: Webots offers neither it nor older namesakes
        type_name = _def_type(analysis, definition)
        fits = accepted.get(type_name)
        if fits is None:
            fits = accepted[type_name] = accepts(slot, type_name)
        if not fits or analysis.scope_of(definition) != scope:
            continue
        if analysis.node_span(definition).end > keyword:
            continue  # not closed before the USE (a broken tree): not registered yet
        model = find_node_model(type_name) if type_name is not None else None
        if model is not None:
            if type_reason(model.name) is not None:
                continue
            if model.name in group_types() or model.name == "Slot" or model.name in JOINTS:
                if forbidden_reason(analysis, definition, resolver) is not None:
                    continue
        if len(items) == MAX_ITEMS:
            incomplete = True
            break
        items.append(CompletionItem(definition.name, type_name or "?", model is not None, definition.span))
    items.sort(key=lambda item: not item.built_in)  # stable: nearness kept within each group
    return Completion(items, replace, incomplete)
