"""The text of tree nodes and byte spans, decoded for messages and features."""

from __future__ import annotations

from tree_sitter import Node

from .kinds import Child


def span_text(source: bytes, start: int, end: int, limit: int | None = None) -> str:
    """``source[start:end]`` as text. With ``limit``: its first line only, cut to ``limit`` characters with "…"
    (for quoting a token in a one-line message)."""
    text = source[start:end].decode("utf-8", "replace")
    if limit is None:
        return text
    text = text.split("\n", 1)[0].rstrip("\r")
    return text if len(text) <= limit else text[: limit - 1] + "…"


def node_text(source: bytes, node: Node | None, limit: int | None = None) -> str:
    """The text of ``node`` ("" for None); ``limit`` as for ``span_text``."""
    if node is None:
        return ""
    return span_text(source, node.start_byte, node.end_byte, limit)


def node_type_name(node: Node, source: bytes) -> str | None:
    """The type written for a tree ``node`` (``Solid``, a PROTO name), None when a template makes it or it is missing."""
    type_node = node.child_by_field_name(Child.TYPE)
    if type_node is None or type_node.is_missing or type_node.child_count or type_node.start_byte == type_node.end_byte:
        return None
    return node_text(source, type_node)
