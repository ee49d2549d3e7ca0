"""Nodes of given kinds in a byte range of a tree, found with one cursor walk: what a query with
``QueryCursor.set_byte_range`` finds, without its limits.

tree-sitter's query cursor returns nothing below depth 16,384 and slows down sharply there (a keystroke in a world
nested 20,000 deep: 2.8 s, and the edited DEF lost). This walk goes down only into nodes that overlap the range, is
linear in the nodes it visits and has no depth limit.
"""

from __future__ import annotations

from typing import Mapping

from tree_sitter import Node

from . import kinds
from .kinds import Child
from .parser import LANGUAGE


class Pattern:
    """A one-node pattern: ``(kind) @name``, or ``(parent field: (kind) @name)`` with ``parent`` and ``field`` set."""

    __slots__ = ("name", "parent", "field")

    def __init__(self, name: str, parent: str | None = None, field: str | None = None) -> None:
        self.name = name
        self.parent = LANGUAGE.id_for_node_kind(parent, True) if parent is not None else None
        self.field = LANGUAGE.field_id_for_name(field) if field is not None else None


def compile_patterns(patterns: Mapping[str, Pattern]) -> dict[int, Pattern]:
    """Patterns by the id of the captured kind (the named kind ``kind``)."""
    return {LANGUAGE.id_for_node_kind(kind, True): pattern for kind, pattern in patterns.items()}


def nodes_in_range(root: Node, start: int, end: int, patterns: Mapping[int, Pattern]) -> dict[str, list[Node]]:
    """The nodes matching ``patterns`` (``compile_patterns``) that overlap bytes ``[start, end)``, per capture name,
    in file order (an ancestor before its descendants)."""
    found: dict[str, list[Node]] = {pattern.name: [] for pattern in patterns.values()}
    cursor = root.walk()
    parents = [root.kind_id]  # kind of the node the cursor's current node is a child of
    if not _first_child_after(cursor, start):
        return found
    while True:
        node = cursor.node
        if node.start_byte >= end:  # past the range, and so is every node after it in file order
            return found
        kind = node.kind_id
        pattern = patterns.get(kind)
        if pattern is not None and (pattern.parent is None or pattern.parent == parents[-1]) and (
                pattern.field is None or pattern.field == cursor.field_id):
            found[pattern.name].append(node)
        if node.child_count and _first_child_after(cursor, start):
            parents.append(kind)
            continue
        if not cursor.goto_next_sibling() and not _up_to_next(cursor, parents):
            return found


_NAMES = compile_patterns({
    kinds.DEF_NAME: Pattern("def", kinds.NODE, Child.DEF),
    kinds.USE_NAME: Pattern("use", kinds.USE_NODE, Child.NAME),
})


# Kinds no name can be inside: a walk for the names of a range may start at the smallest of them around it.
_NAME_FREE = frozenset(LANGUAGE.id_for_node_kind(kind, True) for kind in (
    kinds.NODE, kinds.USE_NODE, kinds.FIELD, kinds.LIST, kinds.NODE_BODY, kinds.PROTO_BODY,
))


def def_and_use_names(root: Node, start: int, end: int) -> tuple[list[Node], list[Node]]:
    """(``def_name`` nodes of a ``node``, ``use_name`` nodes of a ``use_node``) that overlap bytes ``[start, end)``,
    in file order: the captures of ``(node def: (def_name))`` / ``(use_node name: (use_name))``."""
    # From the smallest node around the range that no name contains, not from the root: a keystroke's range is a
    # few bytes 50 levels down in a PROTO, and the steps down from the root in Python cost more than the rest.
    top = root.descendant_for_byte_range(start, end)
    while top is not None and top.kind_id not in _NAME_FREE:
        top = top.parent
    if top is None or not (top.start_byte <= start and end <= top.end_byte):
        top = root
    found = nodes_in_range(top, start, end, _NAMES)
    return found["def"], found["use"]


def _first_child_after(cursor, byte: int) -> bool:
    """To the first child ending after ``byte`` (False, not moved: none). ``goto_first_child_for_byte`` answers None
    for a ``byte`` in the blank between two children, so that case steps through the children."""
    if cursor.goto_first_child_for_byte(byte) is not None:
        return True
    if cursor.node.end_byte <= byte or not cursor.goto_first_child():
        return False
    while cursor.node.end_byte <= byte:
        if not cursor.goto_next_sibling():
            cursor.goto_parent()
            return False
    return True


def _up_to_next(cursor, parents: list[int]) -> bool:
    """Up until a next sibling exists (moved to it); False at the root."""
    while len(parents) > 1:
        cursor.goto_parent()
        parents.pop()
        if cursor.goto_next_sibling():
            return True
    return False
