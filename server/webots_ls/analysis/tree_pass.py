"""The whole-file pass shared by the index and every whole-file rule of the same (tree, source).

The pass is the file's node table (``node_table``: one ``TreeCursor`` walk, with shape replay), made when the pass
is made, and what the readers of a pass ask of it besides: DEF and USE names with their nodes' extents (the index),
the items the schema sweep reads (``sweep_items``), and a few kinds of tree nodes by start (``get``: the top-level
PROTO, ``IS`` references, parameter declarations, escape sequences, templates), found from the table's rows or from
the text and then looked up in the tree, so that nothing walks the file a second time.

In a tree with syntax errors, the top-level items holding one (``error_ranges``) are left out of the DEF and USE
names: the index reads them with its own exact patterns (``FileAnalysis._scan``).

``tree_captures(tree, source)`` makes the pass; nothing here keeps it. Whoever makes it hands it on: the pass
``FileAnalysis.build`` made is taken by ``features.diagnostics`` (``FileAnalysis.take_built_pass``), which gives it
to every rule (their ``file_pass`` parameter); the per-pass results of the rules live in ``TreeCaptures.extra``.
"""

from __future__ import annotations

import re
import struct
from array import array
from bisect import bisect_left, bisect_right
from operator import attrgetter
from typing import Any, NamedTuple, Sequence

from tree_sitter import Node, Query, QueryCursor, Tree

from ..syntax.parser import LANGUAGE
from ..syntax import kinds
from ..syntax.words import PERCENT
from .cancel import ShouldStop, check
from .node_table import NodeTable, node_table
from .node_types import BUILT_INS, NodeTypes

# The tests' oracle: every kind the pass gives, read by a query over the whole tree (``TreeCaptures(query=True)``)
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


def _query_object() -> Query:
    global _query
    if _query is None:
        _query = Query(LANGUAGE, _QUERY_SOURCE)
    return _query


_EMPTY: list[Node] = []
_START = attrgetter("start_byte")
_TEMPLATE_KINDS = kinds.TEMPLATE_KINDS
_TEMPLATE_OPENERS = re.compile(rb"%[<{]")
_BACKSLASH = b"\\"


def node_at(root: Node, start: int, end: int, kind: str) -> Node | None:
    """The tree node of ``kind`` spanning exactly ``start:end`` (a row of the node table), or None."""
    node = root.descendant_for_byte_range(start, end)
    while node is not None and node.start_byte == start and node.end_byte == end:
        if node.type == kind:
            return node
        node = node.parent
    return None


def escape_sequences(root: Node, source: bytes) -> list[Node]:
    """Every escape sequence of the file's strings: each backslash looked up in the tree (most files have none)."""
    found = []
    position = source.find(_BACKSLASH)
    while position >= 0:
        node = root.descendant_for_byte_range(position, position + 1)
        if node is not None and node.type == kinds.ESCAPE_SEQUENCE and node.start_byte == position:
            found.append(node)
            position = node.end_byte - 1  # (``\\`` is one sequence)
        position = source.find(_BACKSLASH, position + 1)
    return found


def template_nodes(root: Node, source: bytes) -> list[Node]:
    """The file's templates and template statements (``%<``, ``%<=``, ``%{``, ``%{=`` each looked up in the tree;
    one in a comment is text). Inactive branches are not listed: each follows a template statement."""
    found = []
    for match in _TEMPLATE_OPENERS.finditer(source):
        position = match.start()
        node = root.descendant_for_byte_range(position, position + 2)
        while node is not None and node.start_byte == position:
            if node.type in _TEMPLATE_KINDS:
                if not found or found[-1].start_byte != position:
                    found.append(node)
                break
            node = node.parent
    return found


class SweepItems(NamedTuple):
    """What the schema sweep reads, each in document order: node extents, fields (``field_hidden``: 1 for a hidden
    field), USE name spans (-1: none) and NULL extents; the runs of replayed copies. From the node table, or from the
    query (the tests' oracle: no copies)."""

    starts: Sequence[int]
    ends: Sequence[int]
    field_starts: Sequence[int]
    field_ends: Sequence[int]
    field_hidden: Sequence[int]
    use_starts: Sequence[int]
    use_ends: Sequence[int]
    null_starts: Sequence[int]
    null_ends: Sequence[int]
    copies: Sequence[tuple[int, ...]] = ()  # the table's runs of replayed copies (``NodeTable.copies``)


def _extend(target: array, values: list[int]) -> None:
    """``target.extend(values)``, a long list packed at once: ``array.extend`` converts each integer through a format
    string, 3x slower (the replays of a 100,000-link chain add 900,000 integers)."""
    if len(values) > 64:
        target.frombytes(struct.pack(f"{len(values)}{target.typecode}", *values))
    else:
        target.extend(values)


class DefExtents:
    """DEF name start -> (start, end) of its node and the type written for it, kept in arrays of integers: a dict of
    tuples costs 16 MB for 100,000 DEFs (a USE chain), these 2.4 MB; a dict of types 8 MB more. Added in file order from
    the node table; a name added again replaces the earlier extent (as a dict would)."""

    __slots__ = ("_names", "_starts", "_ends", "_types", "_type_names", "_type_ids", "_sorted")

    def __init__(self) -> None:
        self._names, self._starts, self._ends = array("q"), array("q"), array("q")
        self._types = array("I")  # index in _type_names (0: not read from the text)
        self._type_names: list[bytes | None] = [None]
        self._type_ids: dict[bytes, int] = {}
        self._sorted = True

    def add(self, name_start: int, start: int, end: int, type_bytes: bytes | None = None) -> None:
        if self._names and name_start < self._names[-1]:
            self._sorted = False
        self._names.append(name_start)
        self._starts.append(start)
        self._ends.append(end)
        type_id = 0
        if type_bytes is not None:
            type_id = self._type_ids.get(type_bytes, 0)
            if not type_id:
                type_id = self._type_ids[type_bytes] = len(self._type_names)
                self._type_names.append(type_bytes)
        self._types.append(type_id)

    def extend(self, names: list[int], starts: list[int], ends: list[int], types: list[bytes | None]) -> None:
        """``add`` of each entry, the arrays extended in C."""
        if names and ((self._names and names[0] < self._names[-1]) or names != sorted(names)):
            self._sorted = False
        _extend(self._names, names)
        _extend(self._starts, starts)
        _extend(self._ends, ends)
        type_ids = self._type_ids
        for type_bytes in set(types) - type_ids.keys() - {None}:
            type_ids[type_bytes] = len(self._type_names)  # type: ignore[index]
            self._type_names.append(type_bytes)
        _extend(self._types, [0 if type_bytes is None else type_ids[type_bytes] for type_bytes in types])

    def __len__(self) -> int:
        return len(self._names)

    def entries(self, first: int, last: int) -> list[tuple[int, int, int, bytes | None]]:
        """(name start, start, end, type) of the entries added ``first`` to ``last``, in the order added (before the
        first lookup sorts them)."""
        type_names = self._type_names
        return [
            (self._names[index], self._starts[index], self._ends[index], type_names[self._types[index]])
            for index in range(first, last)
        ]

    def _sort(self) -> None:
        """The arrays in name order, once (stable: of a name added again, the last added stays last)."""
        if not self._sorted:
            order = sorted(range(len(self._names)), key=self._names.__getitem__)
            for name in ("_names", "_starts", "_ends", "_types"):
                values = getattr(self, name)
                setattr(self, name, array(values.typecode, [values[index] for index in order]))
            self._sorted = True

    def _index(self, name_start: int) -> int:
        self._sort()
        index = bisect_right(self._names, name_start) - 1
        return index if index >= 0 and self._names[index] == name_start else -1

    def get(self, name_start: int) -> tuple[int, int] | None:
        index = self._index(name_start)
        return (self._starts[index], self._ends[index]) if index >= 0 else None

    def all_extents(self) -> dict[int, tuple[int, int]]:
        """``get`` of every DEF name start, as one dict made in C (for a caller that looks up many DEFs)."""
        self._sort()  # (a name added again: its last entry, as ``get``)
        return dict(zip(self._names, zip(self._starts, self._ends)))

    def written_types(self) -> dict[int, bytes | None]:
        """Every DEF name start with the plain type written in its head (else None):
        one dict made in C, read by a caller that looks up many DEFs (a USE chain's 100,000)."""
        self._sort()  # (a name added again: its last entry, as ``get``)
        return dict(zip(self._names, map(self._type_names.__getitem__, self._types)))

    def type_of(self, name_start: int) -> bytes | None:
        """The plain type written in the DEF's head (None: made by a template or missing, or no such DEF)."""
        index = self._index(name_start)
        return self._type_names[self._types[index]] if index >= 0 else None

    def __getitem__(self, name_start: int) -> tuple[int, int]:
        extent = self.get(name_start)
        if extent is None:
            raise KeyError(name_start)
        return extent


class TreeCaptures:
    """The pass over one (tree, source): its node table (``node_table()``), DEF/USE names and extents for the index
    (``def_spans()``, ``use_spans()``, ``def_extents()``, ``written_types``), the schema sweep's items
    (``sweep_items()``) and ``get(name)``: tree nodes sorted by start ("proto", "is", "declaration", "escape",
    "template"). ``extra``: per-tree rule results. ``query=True``: every reading from one query over the whole tree
    instead (the tests' oracle; no node table, the whole file read as one erroneous range by the index)."""

    __slots__ = (
        "tree", "source", "has_error", "extra", "error_ranges", "node_types", "_table", "_captures", "_query",
        "_def_extents", "_written_types",
    )

    def __init__(
        self, tree: Tree, source: bytes, should_stop: ShouldStop = None, *, query: bool = False,
        node_types: NodeTypes = BUILT_INS, shapes: bool = True,
    ) -> None:
        """``shapes``: the node table replays nodes of a shape already walked (tests compare with False)."""
        self.tree = tree
        self.source = source
        self.node_types = node_types
        self.has_error = tree.root_node.has_error
        self.extra: dict[str, Any] = {}
        self._captures: dict[str, list[Node]] = {}
        self._query = query
        self._def_extents: DefExtents | None = None
        self._written_types: Any = _UNSET
        self._table: NodeTable | None = None
        if query:
            check(should_stop)
            captures = QueryCursor(_query_object()).captures(tree.root_node)
            for nodes in captures.values():  # the binding does not return them in document order
                nodes.sort(key=_START)
            self._captures = captures
            # Top-level items holding a syntax error, merged: the index reads them with its own exact patterns
            self.error_ranges: list[tuple[int, int]] = [(0, len(source))]
        else:
            self._table = node_table(tree, source, should_stop, shapes=shapes)
            self.error_ranges = self._table.error_ranges

    def node_table(self, should_stop: ShouldStop = None) -> NodeTable:
        """The file's neutral node table (``node_table``), made with the pass."""
        if self._table is None:
            self._table = node_table(self.tree, self.source, should_stop)
        return self._table

    def get(self, name: str) -> list[Node]:
        found = self._captures.get(name)
        if found is None:
            found = self._captures[name] = self._find(name)
        return found

    def _find(self, name: str) -> list[Node]:
        if self._query:
            return _EMPTY
        root = self.tree.root_node
        if name == "escape":
            return escape_sequences(root, self.source) if _BACKSLASH in self.source else []
        if name == "template":
            return template_nodes(root, self.source) if PERCENT in self.source else []
        table = self.node_table()
        columns = table.others.get(name)
        if columns is None:
            return []
        kind = _OTHER_KINDS[name]
        found = [node_at(root, start, end, kind) for start, end in zip(columns[0], columns[1])]
        return [node for node in found if node is not None]

    def within(self, name: str, start: int, end: int) -> list[Node]:
        """The nodes of ``get(name)`` inside ``[start, end)`` (a PROTO body's `IS` references or templates: no query
        over the body)."""
        nodes = self.get(name)
        first = bisect_left(nodes, start, key=_START)
        last = bisect_left(nodes, end, lo=first, key=_START)
        return [node for node in nodes[first:last] if node.end_byte <= end]

    def sweep_items(self) -> SweepItems:
        """The schema sweep's items (see ``SweepItems``), of the whole file."""
        if not self._query:
            table = self.node_table()
            nulls = table.others.get("null") or (array("i"), array("i"))
            return SweepItems(table.starts, table.ends, table.field_starts, table.field_ends, table.field_hidden,
                              table.use_starts, table.use_ends, nulls[0], nulls[1], table.copies)
        get = self._captures.get
        fields = sorted([(node.start_byte, node.end_byte, 0) for node in get("field", _EMPTY)]
                        + [(node.start_byte, node.end_byte, 1) for node in get("hidden", _EMPTY)])
        columns = [[node.start_byte for node in get(name, _EMPTY)] for name in ("node", "use", "null")]
        ends = [[node.end_byte for node in get(name, _EMPTY)] for name in ("node", "use", "null")]
        return SweepItems(columns[0], ends[0], *(list(column) for column in zip(*fields)) if fields else ([], [], []),
                          columns[1], ends[1], columns[2], ends[2])

    # -- the index's readings -----------------------------------------------------------------------------------------

    def _clean(self, starts: Sequence[int]) -> list[int]:
        """The rows of ``starts`` (>= 0) outside the erroneous top-level items."""
        ranges = self.error_ranges
        if not ranges:
            return [row for row, start in enumerate(starts) if start >= 0]
        range_starts = [start for start, _ in ranges]
        kept = []
        for row, start in enumerate(starts):
            if start >= 0:
                index = bisect_right(range_starts, start) - 1
                if index < 0 or start >= ranges[index][1]:
                    kept.append(row)
        return kept

    def _names(self, starts: Sequence[int], ends: Sequence[int], kind: str) -> list[tuple[int, int, bool]]:
        """(start, end, made by a template) of each name of ``starts``/``ends`` outside the erroneous items."""
        rows = self._clean(starts)
        spans = [(starts[row], ends[row], False) for row in rows]
        if PERCENT in self.source:  # a name holding a template (`DEF LEG%<= i >% Solid`): read from the tree
            source, root = self.source, self.tree.root_node
            for index, (start, end, _) in enumerate(spans):
                if PERCENT in source[start:end]:
                    node = node_at(root, start, end, kind)
                    made = node is not None and any(child.type == kinds.TEMPLATE for child in node.children)
                    spans[index] = (start, end, made)
        return spans

    def def_spans(self) -> list[tuple[int, int, bool]]:
        """Every DEF name outside the erroneous items: (start, end, made by a template), in order."""
        if self._query:
            return []
        table = self.node_table()
        return self._names(table.def_starts, table.def_ends, kinds.DEF_NAME)

    def use_spans(self) -> list[tuple[int, int, bool]]:
        """Every USE name outside the erroneous items, as ``def_spans``."""
        if self._query:
            return []
        table = self.node_table()
        return self._names(table.use_starts, table.use_ends, kinds.USE_NAME)

    def def_extents(self) -> DefExtents:
        """DEF name start -> (start, end) of its node and its type; none in the erroneous items (see
        ``FileAnalysis.node_of``)."""
        if self._def_extents is None:
            extents = self._def_extents = DefExtents()
            if not self._query:
                table = self.node_table()
                rows = self._clean(table.def_starts)
                source = self.source
                types = [source[table.type_starts[row] : table.type_ends[row]] if table.type_starts[row] >= 0 else None
                         for row in rows]
                extents.extend([table.def_starts[row] for row in rows], [table.starts[row] for row in rows],
                               [table.ends[row] for row in rows], types)
        return self._def_extents

    @property
    def written_types(self) -> frozenset[bytes] | None:
        """Every type name written in the file (bytes), when the table holds them all (no erroneous item), else
        None. (A replayed row's type is its first copy's: shapes keep type names.)"""
        if self._written_types is _UNSET:
            written = None
            if not self._query and not self.error_ranges:
                table = self.node_table()
                source, replayed = self.source, table.replayed
                written = frozenset([source[start:end] for start, end, copy in
                                     zip(table.type_starts, table.type_ends, replayed) if start >= 0 and not copy])
            self._written_types = written
        return self._written_types


_UNSET = object()
_OTHER_KINDS = {"proto": kinds.PROTO, "is": kinds.IS_REFERENCE, "declaration": kinds.FIELD_DECLARATION,
                "null": kinds.NULL}


# A query with a byte range still descends from the root, so one query per erroneous item costs O(items x depth):
# quadratic for a file of thousands of unclosed nodes. Nearby ranges share one query over their hull instead.
MAX_QUERY_WINDOWS = 16


def query_windows(ranges: list[tuple[int, int]]) -> list[tuple[int, int, list[tuple[int, int]]]]:
    """Sorted, disjoint ``ranges`` grouped into at most MAX_QUERY_WINDOWS runs: (hull start, hull end, members)."""
    if not ranges:
        return []
    size = -(-len(ranges) // MAX_QUERY_WINDOWS)
    windows = []
    for index in range(0, len(ranges), size):
        members = ranges[index : index + size]
        windows.append((members[0][0], members[-1][1], members))
    return windows


def tree_captures(
    tree: Tree, source: bytes, should_stop: ShouldStop = None, node_types: NodeTypes | None = None,
    shapes: bool = True,
) -> TreeCaptures:
    """The pass over ``tree``/``source``, asking ``node_types`` (None: ``BUILT_INS``) what each type is; ``shapes``
    as ``TreeCaptures``. A new pass each call: the caller keeps and hands it on.

    ``should_stop`` is polled during the pass; when it returns True, ``Cancelled`` is raised.
    """
    return TreeCaptures(tree, source, should_stop, node_types=node_types or BUILT_INS, shapes=shapes)
