"""The chain of nodes around a byte range, found in one walk down.

``Node.parent`` costs the depth of the node (tree-sitter keeps no parent links: it walks down from the root again),
so walking up one parent at a time is quadratic in depth: 26 s at depth 4,000. A cursor walking down once gives
every ancestor in time linear in the depth.
"""

from __future__ import annotations

from tree_sitter import Node


def ancestors(root: Node, start: int, end: int | None = None) -> list[Node]:
    """``root`` and its descendants down to the smallest node holding bytes ``[start, end]`` (the node
    ``root.descendant_for_byte_range(start, end)`` gives), outermost first. ``end`` defaults to ``start``."""
    if end is None:
        end = start
    cursor = root.walk()
    chain = [root]
    while cursor.goto_first_child_for_byte(start) is not None:
        node = cursor.node
        if node.start_byte > start or node.end_byte < end or node.end_byte <= start:
            break
        chain.append(node)
    return chain
