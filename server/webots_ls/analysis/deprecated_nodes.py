"""Deprecated built-in node names (``WbParser::parseNode``, ``WbNodeModel::compatibleNodeName``): Webots maps the old
name (``CameraFocus`` -> ``Focus``) and goes on, with a warning.

A query over the file's node table (``node_table``): each node whose type name is written plainly, asked of the
file's provider (a PROTO of that name is not deprecated). Inside a top-level item holding a syntax error, a node
whose head is not plain text, or that holds the error itself, is judged by the name alone (as Webots' tokenizer
reads what it can)."""

from __future__ import annotations

from bisect import bisect_left, bisect_right

from tree_sitter import Tree

from ..syntax.words import node_head_type
from . import codes
from .codes import Finding
from .node_models import DEPRECATED_NODE_NAMES
from .node_table import NodeTable, node_table
from .node_types import BUILT_INS
from .spans import Span
from .tree_pass import TreeCaptures


def deprecated_node_names(tree: Tree, source: bytes, file_pass: TreeCaptures | None = None) -> list[Finding]:
    """``Deprecated '%1', please use '%2' node instead`` on the type name, sorted by start."""
    if file_pass is not None:
        table, types = file_pass.node_table(), file_pass.node_types
    else:
        table, types = node_table(tree, source), BUILT_INS
    in_error = _in_ranges(table.error_ranges)
    new_names: dict[bytes, str | None] = {}
    findings = []
    for start, type_start, type_end in zip(table.starts, table.type_starts, table.type_ends):
        if type_start < 0:
            continue
        type_bytes = source[type_start:type_end]
        if in_error(start) and (node_head_type(source, start) is None or _holds_error(tree, start, table)):
            new_name = DEPRECATED_NODE_NAMES.get(type_bytes.decode("utf-8", "replace"))
        else:
            new_name = new_names.get(type_bytes, _UNSET)  # type: ignore[arg-type]
            if new_name is _UNSET:
                new_name = new_names[type_bytes] = types.type_info(type_bytes)[2]
        if new_name is not None:
            message = f"Deprecated '{type_bytes.decode('utf-8', 'replace')}', please use '{new_name}' node instead"
            findings.append(codes.DEPRECATED_NODE.at(Span(type_start, type_end), message))
    return findings


_UNSET = object()


def _holds_error(tree: Tree, start: int, table: NodeTable) -> bool:
    """Whether the node starting at ``start`` holds a syntax error (only asked inside an erroneous item)."""
    end = table.ends[bisect_left(table.starts, start)]  # (rows are in document order)
    node = tree.root_node.descendant_for_byte_range(start, end)
    return node is None or node.has_error


def _in_ranges(ranges: list[tuple[int, int]]):
    """Whether an offset lies in one of ``ranges`` (sorted, disjoint)."""
    if not ranges:
        return lambda offset: False
    starts = [start for start, _ in ranges]

    def contains(offset: int) -> bool:
        index = bisect_right(starts, offset) - 1
        return index >= 0 and offset < ranges[index][1]
    return contains
