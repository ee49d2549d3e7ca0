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

import re
from dataclasses import dataclass

from ..analysis.index import FileAnalysis, Occurrence
from ..analysis.spans import Span
from ..analysis.use_rules import _Resolver, accepts, forbidden_reason, node_type_name, use_slot
from ..analysis.node_models import find_node_model

# `USE`, separators, then the partial name up to the cursor (name characters: §A.6).
_USE_BEFORE = re.compile(rb"""(?:^|[\x00-\x20,\[\]{}])(USE)[\x00-\x20,]+([^\x00-\x20"#',\[\\\]{}]*)\Z""")
_NAME_CHARS = re.compile(rb"""[^\x00-\x20"#',\[\\\]{}]*""")
_NOT_HERE = frozenset({"comment", "string", "string_content", "escape_sequence", "template", "template_code", "template_statement", "inactive_branch"})
_LOOK_BACK = 512


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


def complete(analysis: FileAnalysis, offset: int) -> Completion | None:
    """The DEF names to offer for a USE being typed at ``offset``; None when ``offset`` is not after ``USE``."""
    context = use_context(analysis, offset)
    if context is None:
        return None
    keyword, replace = context
    slot = use_slot(analysis, keyword)
    scope = analysis.scope_of(keyword)
    latest: dict[str, Occurrence] = {}
    for occurrence in analysis.occurrences:
        if occurrence.start >= keyword:
            break
        if occurrence.is_def and analysis.scope_of(occurrence) == scope:
            latest.pop(occurrence.name, None)  # keep insertion order = order of the latest DEFs
            latest[occurrence.name] = occurrence
    resolver = _Resolver(analysis)
    items: list[CompletionItem] = []
    for definition in reversed(latest.values()):
        if analysis.node_span(definition).end > keyword:
            continue  # an ancestor of the USE (or a node not closed yet): Webots offers neither it nor older namesakes
        node = analysis.node_of(definition)
        if node is None:
            continue
        type_name = node_type_name(node, analysis.source)
        if forbidden_reason(analysis, definition, resolver) is not None:
            continue
        if not accepts(slot, type_name):
            continue
        built_in = type_name is not None and find_node_model(type_name) is not None
        items.append(CompletionItem(definition.name, type_name or "?", built_in, definition.span))
    items.sort(key=lambda item: not item.built_in)  # stable: nearness kept within each group
    return Completion(items, replace)
