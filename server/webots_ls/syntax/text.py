"""The text of tree nodes and byte spans, decoded for messages and features."""

from __future__ import annotations

from tree_sitter import Node


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
