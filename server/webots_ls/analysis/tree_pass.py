"""One query over the whole tree, shared by the index and every schema rule of the same (tree, source).

A tree-sitter query costs a walk of the whole tree in C (about a quarter of a full parse on a 5 MB world) plus
the Python object of each capture, so the rules must not each run their own. ``tree_captures(tree, source)``
runs one query with single-node patterns (cheap: no parent/child state in the cursor) and keeps the capture
lists for the last few (tree, source) pairs; rules then work from byte positions and slices of ``source``.

The pairs are compared by identity: a server that edits a tree in place (``tree.edit``) parses a new tree and has
a new ``source`` object, so a stale entry is never returned.
"""

from __future__ import annotations

import threading
from operator import attrgetter
from typing import Any

from tree_sitter import Node, QueryCursor, Tree

from ..syntax.parser import LANGUAGE
from tree_sitter import Query

_QUERY_SOURCE = """
(def_name) @def
(use_name) @use
(node) @node
(field) @field
(hidden_field) @hidden
(null) @null
(is_reference) @is
(escape_sequence) @escape
[(template) (template_statement) (inactive_branch)] @template
(field_declaration) @declaration
(source_file (proto) @proto)
"""

_query: Query | None = None
_lock = threading.Lock()
_CACHE_SIZE = 2
_cache: list[tuple[Tree, bytes, "TreeCaptures"]] = []

_EMPTY: list[Node] = []
_START = attrgetter("start_byte")


class TreeCaptures:
    """Capture lists of one (tree, source), each sorted by start byte. ``extra`` holds per-tree results of rules."""

    __slots__ = ("tree", "source", "captures", "has_error", "extra", "_node_starts")

    def __init__(self, tree: Tree, source: bytes) -> None:
        global _query
        if _query is None:
            _query = Query(LANGUAGE, _QUERY_SOURCE)
        self.tree = tree
        self.source = source
        self.captures: dict[str, list[Node]] = QueryCursor(_query).captures(tree.root_node)
        for nodes in self.captures.values():  # the binding does not return them in document order
            nodes.sort(key=_START)
        self.has_error = tree.root_node.has_error
        self.extra: dict[str, Any] = {}
        self._node_starts: list[int] | None = None

    def get(self, name: str) -> list[Node]:
        return self.captures.get(name, _EMPTY)

    @property
    def node_starts(self) -> list[int]:
        if self._node_starts is None:
            self._node_starts = [node.start_byte for node in self.get("node")]
        return self._node_starts


def tree_captures(tree: Tree, source: bytes) -> TreeCaptures:
    """The shared captures of ``tree``/``source`` (computed on first use, kept for the last few pairs)."""
    with _lock:
        for cached_tree, cached_source, result in _cache:
            if cached_tree is tree and cached_source is source:
                return result
    result = TreeCaptures(tree, source)
    with _lock:
        _cache.insert(0, (tree, source, result))
        del _cache[_CACHE_SIZE:]
    return result


def forget(tree: Tree) -> None:
    """Drop the cached captures of ``tree`` (their nodes keep the tree alive)."""
    with _lock:
        _cache[:] = [entry for entry in _cache if entry[0] is not tree]
