"""The DEF and USE names in a byte range of a tree, found with one cursor walk.

tree-sitter's query cursor stops returning captures below depth 16,384 and slows down sharply there (a keystroke
in a world nested 20,000 deep: 2.8 s, and the edited DEF lost). This walk goes down only into nodes that overlap the
range, is linear in the nodes it visits and has no depth limit.
"""

from __future__ import annotations

from tree_sitter import Node

from . import kinds
from .kinds import Child
from .parser import LANGUAGE

_NODE = LANGUAGE.id_for_node_kind(kinds.NODE, True)
_USE_NODE = LANGUAGE.id_for_node_kind(kinds.USE_NODE, True)
_DEF_NAME = LANGUAGE.id_for_node_kind(kinds.DEF_NAME, True)
_USE_NAME = LANGUAGE.id_for_node_kind(kinds.USE_NAME, True)
_F_DEF = LANGUAGE.field_id_for_name(Child.DEF)
_F_NAME = LANGUAGE.field_id_for_name(Child.NAME)


def def_and_use_names(root: Node, start: int, end: int) -> tuple[list[Node], list[Node]]:
    """(``def_name`` nodes of a ``node``, ``use_name`` nodes of a ``use_node``) that overlap bytes ``[start, end)``,
    in file order: the captures of ``(node def: (def_name))`` / ``(use_node name: (use_name))`` with
    ``QueryCursor.set_byte_range(start, end)``."""
    defs: list[Node] = []
    uses: list[Node] = []
    cursor = root.walk()
    parents = [root.kind_id]  # kind of the node the cursor's current node is a child of
    if not _first_child_after(cursor, start):
        return defs, uses
    while True:
        node = cursor.node
        if node.start_byte >= end:  # past the range: on to the next sibling of an ancestor
            if not _up_to_next(cursor, parents):
                return defs, uses
            continue
        kind = node.kind_id
        if kind == _DEF_NAME and parents[-1] == _NODE and cursor.field_id == _F_DEF:
            defs.append(node)
        elif kind == _USE_NAME and parents[-1] == _USE_NODE and cursor.field_id == _F_NAME:
            uses.append(node)
        elif node.child_count and _first_child_after(cursor, start):
            parents.append(kind)
            continue
        if not cursor.goto_next_sibling() and not _up_to_next(cursor, parents):
            return defs, uses


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
