"""One cursor walk over the syntax nodes that overlap a byte range, with the model of the enclosing node.

Shared by the features that answer for the visible part of a file (semantic tokens, inlay hints): a range request on
a 5 MB world walks the path down to the range and the range, not the file. No recursion (worlds nest deep), and no
``Node.parent`` (it costs the depth per call): the kinds of the path are kept as the walk goes.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass

from tree_sitter import Node, Tree

from ..analysis.node_models import NodeModel
from ..analysis.node_types import NodeTypes


@dataclass
class Step:
    node: Node
    parent_kind: str
    model: NodeModel | None  # the model of the enclosing node (set once its type was walked)
    type_info: tuple | None  # for a ``node_type``: ``node_types.type_info`` of it
    in_range: bool  # the node overlaps the range (its ancestors are walked to reach it, but may not)


class RangeWalk:
    def __init__(self, tree: Tree, source: bytes, node_types: NodeTypes, start: int, end: int) -> None:
        self.tree, self.source, self.node_types = tree, source, node_types
        self.start, self.end = start, end
        self.visited = 0  # syntax nodes entered

    def __iter__(self) -> Iterator[Step]:
        start, end = self.start, self.end
        models: list[tuple[int, NodeModel | None]] = []  # (depth of the node, its model), innermost last
        kinds: list[str] = []
        cursor = self.tree.walk()
        depth = 0
        while True:
            node = cursor.node
            self.visited += 1
            while models and models[-1][0] >= depth:
                models.pop()
            kind = node.type
            del kinds[depth:]
            kinds.append(kind)
            info = None
            if kind == "node":
                models.append((depth, None))
            elif kind == "node_type":
                info = self.node_types.type_info(self.source[node.start_byte : node.end_byte])
                if models:
                    models[-1] = (models[-1][0], info[0])
            overlaps = node.start_byte < end and node.end_byte > start
            yield Step(node, kinds[-2] if depth else "", models[-1][1] if models else None, info, overlaps)
            if node.child_count and overlaps and _enter(cursor, start, end):
                depth += 1
                continue
            while not _next_in_range(cursor, end):
                if not cursor.goto_parent():
                    return
                depth -= 1


def _enter(cursor, start: int, end: int) -> bool:
    """Go to the first child that ends after ``start`` (tree-sitter finds it without visiting the others)."""
    if cursor.goto_first_child_for_byte(start) is None:
        return False
    if cursor.node.start_byte >= end:
        cursor.goto_parent()
        return False
    return True


def _next_in_range(cursor, end: int) -> bool:
    return cursor.goto_next_sibling() and cursor.node.start_byte < end
