"""One pass over the whole tree, shared by the index and every schema rule of the same (tree, source).

A tree-sitter query costs a walk of the whole tree in C plus a Python object (hashed into a set) per capture, and
``Node.children`` builds a list per call (~2.5 µs), so neither suits a 5 MB world of 20,000 nodes. The pass here is
one ``TreeCursor`` walk (~0.1 µs a step) that descends only where a value may hold nodes: values of a common shape
(numbers, a plain string, a boolean) are judged from their slice of ``source`` (``value_text``) and stepped over.
The walk records what the index and the schema rules need, parents known: DEF and USE names with their nodes'
extents, fields to read token by token, unknown fields, strays, deprecated types, templates, escapes, ``IS``.
Node heads (``DEF name Type {``) and plain ``USE name`` are read from the text. A node below the top level whose
walk recorded nothing is remembered by its bytes, and the same bytes are stepped over when they come again (most
worlds repeat small nodes: appearances, geometries, physics); a top-level node, or a node in a list, of the same
shape as one walked before (the same tokens but for DEF/USE names, plain numbers and plain strings: worlds written by
programs) is replayed from it (``_Walker._shaped_node``). Rules that would walk the whole file
again read the
walk instead: slot typing (each node judged where it stands, so a node is remembered by its bytes and its slot path;
the USEs judged once bound) and the PROTO rules (the nodes of types that are not built in).

In a tree with syntax errors, only the well-formed top-level items are walked; the items holding an error
(``error_ranges``) go through one query with single-node patterns, whose captures ``schema._Sweep`` places by byte
position, and the index reads them with its own exact patterns.

``tree_captures(tree, source)`` makes the pass; nothing here keeps it. Whoever makes it hands it on: the pass
``FileAnalysis.build`` made is taken by ``features.diagnostics`` (``FileAnalysis.take_built_pass``), which gives it
to every rule (their ``file_pass`` parameter); the per-pass results of the rules live in ``TreeCaptures.extra``.
"""

from __future__ import annotations

import re
import struct
import threading
from array import array
from bisect import bisect_left, bisect_right
from operator import attrgetter
from typing import Any, Callable, NamedTuple

from tree_sitter import Node, Query, QueryCursor, Tree

from ..syntax.parser import LANGUAGE
from ..syntax import kinds
from ..syntax.byte_scan import SHAPE, SHAPE_ENDS, SHAPE_ENDS_IF, SHAPE_SPANS, item_shape
from ..syntax.names_walk import Pattern, compile_patterns, nodes_in_range
from ..syntax.words import BACKSLASH, PERCENT, PLAIN_WORD, SEPARATOR, node_head
from .cancel import CHECK_EVERY, ShouldStop, check
from .node_models import FieldModel, NodeModel
from .node_types import BUILT_INS, NodeTypes
from .slot_paths import SlotPaths
from .value_text import (
    BARE_STRING,
    BARE_STRING_LIST,
    BOOL_VALUE,
    NAME,
    NODE_VALUE,
    NUMERIC,
    STRING_VALUE,
    numbers_fit,
    plain_numbers_fit,
)

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
# ``_QUERY_SOURCE`` for a walk of the erroneous items (``names_walk``); the query itself is the whole-tree oracle
_PATTERNS = compile_patterns({
    kinds.DEF_NAME: Pattern("def"), kinds.USE_NAME: Pattern("use"), kinds.NODE: Pattern("node"),
    kinds.FIELD: Pattern("field"), kinds.HIDDEN_FIELD: Pattern("hidden"), kinds.NULL: Pattern("null"),
    kinds.IS_REFERENCE: Pattern("is"), kinds.ESCAPE_SEQUENCE: Pattern("escape"),
    kinds.TEMPLATE: Pattern("template"), kinds.TEMPLATE_STATEMENT: Pattern("template"),
    kinds.INACTIVE_BRANCH: Pattern("template"), kinds.FIELD_DECLARATION: Pattern("declaration"),
    kinds.PROTO: Pattern("proto", kinds.SOURCE_FILE),
})


def _query_object() -> Query:
    global _query
    if _query is None:
        _query = Query(LANGUAGE, _QUERY_SOURCE)
    return _query

_EMPTY: list[Node] = []
_START = attrgetter("start_byte")


def _kind(name: str) -> int:
    kind = LANGUAGE.id_for_node_kind(name, True)
    assert kind and LANGUAGE.node_kind_for_id(kind) == name, name
    return kind


_NODE, _USE_NODE, _NULL, _LIST, _FIELD, _HIDDEN = map(_kind, ("node", "use_node", "null", "list", "field", "hidden_field"))
_BODY, _DEF_NAME, _NODE_TYPE, _USE_NAME = map(_kind, ("node_body", "def_name", "node_type", "use_name"))
_IS, _STRING, _ESCAPE, _DECLARATION = map(_kind, ("is_reference", "string", "escape_sequence", "field_declaration"))
_PROTO, _INTERFACE, _PROTO_BODY, _RESTRICTIONS = map(_kind, ("proto", "interface", "proto_body", "restrictions"))
_EXTERN, _FIELD_NAME = _kind("extern_proto"), _kind("field_name")
_ROOT = -1
_NODE_ITEMS = frozenset({_NODE, _USE_NODE, _NULL})
_LIST_ITEMS_OK = _NODE_ITEMS | {LANGUAGE.id_for_node_kind("[", False), LANGUAGE.id_for_node_kind("]", False)}
_CONTAINERS = frozenset({_LIST, _RESTRICTIONS, _HIDDEN, _DECLARATION, _EXTERN, _INTERFACE, _PROTO_BODY})
_TEMPLATE_KINDS = frozenset(map(_kind, ("template", "template_statement", "inactive_branch")))
_TEMPLATE = _kind("template")
_SKIPPED = -2
_SOURCE_FILE = _kind("source_file")
_COMMENT = _kind("comment")
_TOP_LEVEL = frozenset({_NODE, _USE_NODE, _PROTO, _EXTERN, _kind("header"), _COMMENT}) | _TEMPLATE_KINDS
# kinds the walk acts on besides fields and nodes (a node's own children are read in its branch)
_INTERESTING = frozenset({_USE_NODE, _USE_NAME, _NULL, _STRING, _ESCAPE, _IS, _PROTO}) | _CONTAINERS | _TEMPLATE_KINDS
_F_DEF, _F_TYPE, _F_BODY, _F_NAME = (LANGUAGE.field_id_for_name(name) for name in ("def", "type", "body", "name"))
# first children that are only keywords or brackets: the walk steps over them (a field's first child is its name)
_SKIP_FIRST = frozenset({_FIELD, _LIST, _USE_NODE})  # descend, nothing to remember about the parent
# Built-in types whose nodes the walk records (``Walk.device_nodes``): the devices whose first child Webots animates
# (``first_child_rules``), found here instead of by a search of the whole text.
DEVICE_TYPES = frozenset({b"Track", b"LED", b"Charger"})


def _extend(target: array, values: list[int]) -> None:
    """``target.extend(values)``, a long list packed at once: ``array.extend`` converts each integer through a format
    string, 3x slower (the replays of a 100,000-link chain add 900,000 integers)."""
    if len(values) > 64:
        target.frombytes(struct.pack(f"{len(values)}{target.typecode}", *values))
    else:
        target.extend(values)


class DefExtents:
    """DEF name start -> (start, end) of its node and the type written for it, kept in arrays of integers: a dict of
    tuples costs 16 MB for 100,000 DEFs (a USE chain), these 2.4 MB; a dict of types 8 MB more. Added in file order by
    the walk; a name added again replaces the earlier extent (as a dict would)."""

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
        """(name start, start, end, type) of the entries added ``first`` to ``last``, read while they are added (the
        walk's; the first lookup sorts them)."""
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
        """Every DEF name start with the type written in its head when the walk read it from the text (else None):
        one dict made in C, read by a caller that looks up many DEFs (a USE chain's 100,000)."""
        self._sort()  # (a name added again: its last entry, as ``get``)
        return dict(zip(self._names, map(self._type_names.__getitem__, self._types)))

    def type_of(self, name_start: int) -> bytes | None:
        """The type written in the DEF's head when the walk read it from the text (None: not read so, or no such
        DEF)."""
        index = self._index(name_start)
        return self._type_names[self._types[index]] if index >= 0 else None

    def __getitem__(self, name_start: int) -> tuple[int, int]:
        extent = self.get(name_start)
        if extent is None:
            raise KeyError(name_start)
        return extent


class SpanRecords:
    """A list of (start, end, made by a template) records kept in arrays: appended and read as tuples, stored
    without them (a 100,000-link USE chain's 200,000 tuples were 13 MB that, freed among the index's long-lived
    objects, stayed in the process' memory)."""

    __slots__ = ("_starts", "_ends", "_templated")

    def __init__(self) -> None:
        self._starts, self._ends, self._templated = array("q"), array("q"), bytearray()

    def append(self, record: tuple[int, int, bool]) -> None:
        start, end, templated = record
        self._starts.append(start)
        self._ends.append(end)
        self._templated.append(templated)

    def add(self, start: int, end: int) -> None:
        """``append((start, end, False))`` without the tuple (the walk's common case)."""
        self._starts.append(start)
        self._ends.append(end)
        self._templated.append(0)

    def extend(self, records) -> None:
        for record in records:
            self.append(record)

    def extend_plain(self, starts: list[int], ends: list[int]) -> None:
        """``add`` of each (start, end) pair, in C."""
        _extend(self._starts, starts)
        _extend(self._ends, ends)
        self._templated.extend(bytes(len(starts)))

    def __len__(self) -> int:
        return len(self._starts)

    def __iter__(self):
        return zip(self._starts, self._ends, map(bool, self._templated))

    def __getitem__(self, index: slice) -> list[tuple[int, int, bool]]:
        return list(zip(self._starts[index], self._ends[index], map(bool, self._templated[index])))


class TreeCaptures:
    """Results of the pass over one (tree, source). ``get(name)``: nodes sorted by start byte ("def", "use",
    "proto", "is", "escape", "template", "declaration"; on a tree with errors also "node", "field", "hidden",
    "null"). ``walk``: the walk's findings-to-be (None for a tree with errors). ``extra``: per-tree rule results."""

    __slots__ = (
        "tree", "source", "captures", "has_error", "extra", "walk", "error_ranges", "_node_starts", "_def_extents",
        "item_cache", "def_spans", "use_spans", "node_types", "node_types_key", "written_types", "slot_paths",
        "shapes",
    )

    def __init__(
        self, tree: Tree, source: bytes, should_stop: ShouldStop = None, *, query: bool = False,
        item_cache: ItemCache | None = None, node_types: NodeTypes = BUILT_INS, shapes: bool = True,
    ) -> None:
        """``query=True`` makes the query-based pass over the whole tree, even a clean one (tests compare);
        ``item_cache``: the ``ItemCache`` to use and fill (None: none); ``shapes``: replay nodes of a shape already
        walked (``_Walker._shaped_node``; off with an item cache)."""
        self.tree = tree
        self.source = source
        self.node_types = node_types
        # (item cache keys) a provider's answers_key when it has one: an id() can be reused once its object is freed
        self.node_types_key = None if node_types is BUILT_INS else getattr(node_types, "answers_key", id(node_types))
        self.has_error = tree.root_node.has_error
        self.extra: dict[str, Any] = {}
        self._node_starts: list[int] | None = None
        self._def_extents: DefExtents | None = None
        self.walk: Walk | None = None
        # Top-level items holding a syntax error, merged: the walk leaves them to the query (and the index to its
        # exact patterns, ``FileAnalysis._scan``).
        self.error_ranges: list[tuple[int, int]] = []
        # (none for a tree with errors: a clean tree's top-level nodes are what it keeps)
        self.item_cache = item_cache if not self.has_error else None
        # (the item cache replays exact items instead)
        self.shapes = shapes and self.item_cache is None
        # DEF and USE names as (start, end, made by a template), every one of the file, in order (walk only)
        self.def_spans = SpanRecords()
        self.use_spans = SpanRecords()
        # Every type name written in the file (bytes), when the walk read all of them: no erroneous item, none from
        # the item cache; else None.
        self.written_types: frozenset[bytes] | None = None
        self.slot_paths = None  # the walk's ``slot_paths.SlotPaths`` (its judgements, for the USEs judged later)
        if query:
            check(should_stop)
            self.captures: dict[str, list[Node]] = QueryCursor(_query_object()).captures(tree.root_node)
            for nodes in self.captures.values():  # the binding does not return them in document order
                nodes.sort(key=_START)
            self.captures["sweep_use"] = self.get("use")
            self.error_ranges = [(0, len(source))]
        else:
            walker = _Walker(self, node_types.type_info, should_stop)
            walker.run()
            self.walk = walker.walk
            self.slot_paths = walker.slots
            self.captures = walker.results()
            self._def_extents = walker.def_extents
            if not self.error_ranges and not walker.walk.cached_items:
                self.written_types = frozenset(walker.written_types)
            if self.error_ranges:
                self._query_error_ranges(should_stop)

    def _query_error_ranges(self, should_stop: ShouldStop) -> None:
        """The query's captures inside the erroneous top-level items, added to the walk's (see ``schema._Sweep``)."""
        check(should_stop)
        found: dict[str, list[Node]] = {}
        root = self.tree.root_node
        for hull_start, hull_end, members in query_windows(self.error_ranges):
            starts = [start for start, _ in members]
            # the query's patterns with a cursor walk: tree-sitter's query cursor stops below depth 16,384
            for name, nodes in nodes_in_range(root, hull_start, hull_end, _PATTERNS).items():
                kept = found.setdefault(name, [])
                for node in nodes:
                    index = bisect_right(starts, node.start_byte) - 1
                    if index >= 0 and node.end_byte <= members[index][1]:
                        kept.append(node)
        captures = self.captures
        for name, nodes in found.items():
            if name == "def":
                continue  # the index reads erroneous items with its own exact patterns
            if name == "use":
                name = "sweep_use"  # USE names for the stray check only (same reason)
            elif name in captures:
                nodes = captures[name] + nodes
            nodes.sort(key=_START)
            captures[name] = nodes

    def def_extents(self) -> DefExtents:
        """DEF name start -> (start, end) of its node; empty for a tree with errors (see ``FileAnalysis.node_of``)."""
        return self._def_extents or DefExtents()

    def get(self, name: str) -> list[Node]:
        return self.captures.get(name, _EMPTY)

    def within(self, name: str, start: int, end: int) -> list[Node]:
        """The nodes of ``get(name)`` inside ``[start, end)`` (a PROTO body's `IS` references or templates: no query
        over the body)."""
        nodes = self.get(name)
        first = bisect_left(nodes, start, key=_START)
        last = bisect_left(nodes, end, lo=first, key=_START)
        return [node for node in nodes[first:last] if node.end_byte <= end]

    @property
    def node_starts(self) -> list[int]:
        if self._node_starts is None:
            self._node_starts = [node.start_byte for node in self.get("node")]
        return self._node_starts


# ----------------------------------------------------------------------------------------- records
# What the walk of a clean tree found for the schema rules, one list per kind in walk order (rules sort them).
# ``owner_start`` is the start of the node whose body holds the item; ``model`` its built-in model (None: a PROTO
# instance or a template-made type).


class SlowField(NamedTuple):
    """A field of a built-in node whose value has no common shape: read token by token (``schema``)."""

    owner_start: int
    field: Node
    model: NodeModel
    field_model: FieldModel


class UnnamedField(NamedTuple):
    """A field of a built-in node whose name the fast path cannot read (read from the tree)."""

    owner_start: int
    field: Node
    model: NodeModel


class UnknownField(NamedTuple):
    owner_start: int
    name_start: int
    name_end: int
    name: bytes
    model: NodeModel


class HiddenField(NamedTuple):
    owner_start: int
    hidden: Node
    model: NodeModel | None


class Stray(NamedTuple):
    """A node, USE or NULL written directly in a node body."""

    owner_start: int
    child: Node
    model: NodeModel | None


class DeprecatedType(NamedTuple):
    start: int
    end: int
    name: bytes
    new_name: str


class UseSlots:
    """The USEs standing in fields whose nodes slot typing judges (``slot_typing``), judged once bound: the name
    spans and the field's path, one entry per USE in each list (a chain of 100,000 USEs makes no object per USE);
    ``from_tree``: (use_node, path) of the USEs whose name is read from the tree (a comment or template in them)."""

    __slots__ = ("starts", "ends", "paths", "from_tree")

    def __init__(self) -> None:
        self.starts: list[int] = []
        self.ends: list[int] = []
        self.paths: list = []
        self.from_tree: list[tuple[Node, Any]] = []


class WalkedItem(NamedTuple):
    """A top-level node of a clean tree, walked: its records are ``Walk.slice(before, after)``; its DEF and USE
    names ``def_spans[defs_from:defs_to]`` and ``use_spans[uses_from:uses_to]``."""

    start: int
    key: tuple
    before: tuple[int, ...]
    after: tuple[int, ...]
    defs_from: int
    defs_to: int
    uses_from: int
    uses_to: int


# The record lists of a ``Walk``, by name (``Walk.counts`` and ``Walk.slice`` go through them in this order).
RECORDS = ("slow_fields", "unnamed_fields", "unknown_fields", "hidden", "strays", "deprecated", "references", "escapes")


class Walk:
    """The records of one walk (or of a slice of it: one top-level item)."""

    __slots__ = (
        *RECORDS, "walked_items", "cached_items", "misplaced", "use_slots", "typed_nodes", "device_nodes",
        "replayed_items",
    )

    def __init__(self) -> None:
        self.slow_fields: list[SlowField] = []
        self.unnamed_fields: list[UnnamedField] = []
        self.unknown_fields: list[UnknownField] = []
        self.hidden: list[HiddenField] = []
        self.strays: list[Stray] = []
        self.deprecated: list[DeprecatedType] = []
        self.references: list[Node] = []  # `IS` references
        self.escapes: list[Node] = []  # escape sequences of strings holding a backslash
        self.walked_items: list[WalkedItem] = []  # top-level nodes walked, for the item cache
        self.cached_items: list[tuple[int, ItemEntry]] = []  # top-level nodes from the item cache: (start, entry)
        # Slot typing (``slot_typing.misplaced_nodes``) of the walked items: the nodes it refuses, judged while
        # walking, and the USEs to judge once bound. Not per item: a cached item is judged from the tree.
        self.misplaced: list[tuple[int, int, str]] = []  # (type name start, end, Webots' problem)
        self.use_slots = UseSlots()
        self.typed_nodes: list[Node] = []  # nodes of a type written with a plain name that is not built in
        self.device_nodes: list[Node] = []  # nodes of the built-in types in ``DEVICE_TYPES``
        self.replayed_items = 0  # nodes not walked: replayed from one of the same shape

    def counts(self) -> tuple[int, ...]:
        return tuple([len(getattr(self, name)) for name in RECORDS])

    def slice(self, before: tuple[int, ...], after: tuple[int, ...]) -> Walk:
        part = Walk()
        for name, start, end in zip(RECORDS, before, after):
            setattr(part, name, getattr(self, name)[start:end])
        return part


# ------------------------------------------------------------------------------- entries of the walk
# One per tree node the cursor is inside (``_Walker.parents``), so that each step knows its parents.


class _Open:
    """A container, a leaf walked into, the root (``kind`` is the node's kind id)."""

    __slots__ = ("kind", "field", "holder")

    def __init__(self, kind: int, field: _OpenField | None = None) -> None:
        self.kind = kind
        self.field = field  # for a list judged as an MFNode value: its field
        self.holder = None  # for a list: the entry of what holds it (a field, a parameter declaration, ...)


class _OpenBody:
    """A node's body: the node's extent, built-in model and field infos (None: a PROTO instance, template-made)."""

    __slots__ = ("kind", "start", "end", "model", "infos", "key", "events", "path", "owner", "fields")

    def __init__(self, start: int, end: int, key: tuple | None, events: int) -> None:
        self.kind = _BODY
        self.start = start
        self.end = end
        self.model: NodeModel | None = None
        self.infos: dict | None = None
        self.key = key  # (the node's bytes, its slot path) when it may go into ``_Walker.clean_nodes``
        self.events = events  # ``_Walker.events`` before the node
        self.path = None  # slot typing: the node's path (None: its fields' nodes are not judged)
        self.owner: str | None = None  # slot typing: its type as a frame names it
        self.fields: dict | None = None  # slot typing: field name -> path of its nodes (None: not judged)


class _OpenField:
    """A field walked into; ``check`` is 1 while its node value is being judged, 0 once judged fine, -1 bad."""

    __slots__ = ("kind", "owner", "node", "field_model", "check", "name", "items_path")

    def __init__(
        self, owner: _OpenBody, node: Node, field_model: FieldModel | None, check: int, name: bytes | None = None
    ) -> None:
        self.kind = _FIELD
        self.owner = owner
        self.node = node
        self.field_model = field_model
        self.check = check
        self.name = name  # its name when the walk read it from the text (else read from the tree if needed)
        self.items_path = _UNSET  # slot typing: the path of its nodes, made on first use


class _FirstOfShapeEntry(_Open):
    """The level of the first node of its shape (``_Walker._shaped_node``): what the walk had recorded before it."""

    __slots__ = ("key", "start", "end", "before")

    def __init__(self, key: tuple, start: int, end: int, before: tuple) -> None:
        super().__init__(_NODE)
        self.key, self.start, self.end, self.before = key, start, end, before


_UNSET = object()
_LEAF_ENTRY = _Open(0)
_CLEAN_NODE_SIZE = 512  # bytes: larger nodes are rarely repeated, and their bytes cost more to keep
_NODE_ENTRY = _Open(_NODE)  # a node's own level (`DEF`, name, type, body): the body's entry holds its facts
_ROOT_ENTRY = _Open(_ROOT)

# Plain words (no `%`) that end where their tail ends: a word going on with `%` fails instead of matching its plain
# head. (The tail's run is followed by no tail byte: what a possessive `]*+` says, which Python has only from 3.11.)
_WORD_TAIL = rb"""[^\x00-\x20"#',.\[\\\]{}%]"""
assert PLAIN_WORD.endswith(_WORD_TAIL + b"*")  # (the same tail as syntax.words')
_POSSESSIVE_WORD = PLAIN_WORD + rb"(?!" + _WORD_TAIL + rb")"
# `USE name` with a plain name (no `%`), the name as group 1: read from the text (anything else from the tree). Node
# heads: syntax.words.
_NAMED_USE_ITEM = rb"USE" + SEPARATOR + rb"+(" + _POSSESSIVE_WORD + rb")"
_USE_HEAD = re.compile(_NAMED_USE_ITEM)
# Node values made only of `USE name` (plain names): an SFNode's one USE, an MFNode's list of them. Judged fine from
# the text (a USE is a node value) and their names read from it, without stepping through the tree (in a clean tree
# this text is only ever parsed as such use_nodes). Possessive names: `USE AUSE B` is not two USEs.
_USE_LIST = re.compile(
    SEPARATOR + rb"*\[(?:" + SEPARATOR + rb"*" + _NAMED_USE_ITEM + rb")*" + SEPARATOR + rb"*\]" + SEPARATOR + rb"*"
)
# The commonest of those values, one USE (an SFNode's, or an MFNode list of one): its name read in the same match (a
# scan of the value for its names costs as much again: a USE chain's every link is one).
_ONE_USE = re.compile(SEPARATOR + rb"*" + _NAMED_USE_ITEM + SEPARATOR + rb"*")
_ONE_USE_LIST = re.compile(
    SEPARATOR + rb"*\[" + SEPARATOR + rb"*" + _NAMED_USE_ITEM + SEPARATOR + rb"*\]" + SEPARATOR + rb"*"
)
# A field name without `%` (possessive, so a name going on with `%` fails here and is read by ``NAME``)
_PLAIN_FIELD_NAME = re.compile(_POSSESSIVE_WORD + rb"(?!%)")


def _untemplated(match: re.Match | None, source: bytes) -> re.Match | None:
    """``match`` unless the name goes on with a template (`translation%<= i >%`): only rendering knows that name,
    the tree reads it (``schema._unnamed_field``)."""
    return None if match is not None and source[match.end() : match.end() + 1] == b"%" else match


def _judge_node_value(field: _OpenField, node: Node, kind: int) -> _Open | None:
    """The first value of a field whose node value is being judged: one node, USE or NULL, or a list of them for an
    MFNode field, and nothing after it. Returns the entry of a list to walk its items."""
    if node.end_byte != field.node.end_byte:
        field.check = -1
    elif kind == _LIST:
        field.check = 0 if field.field_model.type == "MFNode" else -1
        return _Open(_LIST, field)
    else:
        field.check = 0 if kind in _NODE_ITEMS else -1
    return None


class _Walker:
    """One TreeCursor walk of a tree's clean top-level items (no Node list is built: a cursor step costs ~0.1 µs).

    Fields whose value has a common shape are judged from their text and stepped over; nodes' heads are read from
    the text (``syntax.words.node_head``) and the cursor jumps to their bodies.
    """

    def __init__(self, captured: TreeCaptures, type_info: Callable, should_stop: ShouldStop) -> None:
        self.captured = captured
        self.source = captured.source
        self.type_info = type_info
        self.should_stop = should_stop
        self.walk = Walk()
        self.cursor = captured.tree.walk()
        self.parents: list = [_ROOT_ENTRY]
        self.protos: list[Node] = []
        self.declarations: list[Node] = []
        self.templates: list[Node] = []
        self.def_extents = DefExtents()
        self.item_open: tuple | None = None  # (start, key, counts, defs, uses, templates) of the item being walked
        # Counts what the walk recorded (conservatively: more is fine): a node whose walk left it unchanged gave
        # nothing, and the same bytes anywhere below the top level give nothing again (``clean_nodes``, not walked).
        self.events = 0
        self.clean_nodes: set[tuple] = set()  # (bytes, slot path): the same bytes judged at the same path
        self.slots = SlotPaths(captured.node_types, self.source)
        self.quiet_types: dict[bytes, bool] = {}  # type name -> built in and not a device: nothing to note
        self.written_types: set[bytes] = set()  # (a node in ``clean_nodes`` had its types added when first walked)
        self.countdown = CHECK_EVERY  # nodes until ``should_stop`` is polled
        self.header_line = self.source[: self.source.find(b"\n") + 1 or len(self.source)]
        # Nodes by (shape, slot path, judged, DEF name recorded already) (``_shaped_node``): a ``_FirstOfShape`` once
        # walked, then a ``_ShapeRecords`` (or ``_NOT_REPLAYED``)
        self.shapes: dict[tuple, Any] | None = {} if captured.shapes else None
        # Items of one shape to replay, added in one batch: the shape's records and each item's masked token ends
        self.replay_records: _ShapeRecords | None = None
        self.replays: list[list[int]] = []
        self.replay_nodes: list[tuple[bool, Node]] = []  # the nodes they record (``_replayed_nodes``), in order
        # The shape and records of the last top-level item replayed: the next items are compared with it first
        # (``_replayed_in_run``: a world of 100,000 copies is runs of one shape). The records are
        # ``shapes[(shape, TOP, False, False)]``, kept here to spare a lookup per copy.
        self.run_shape: tuple[bytes, _ShapeRecords] | None = None
        # Nodes looked at for a shape since one was last replayed: past _SHAPE_PROBE_AFTER, only every
        # _SHAPE_PROBE_EVERY-th is (``_shaped_node``), as in a world whose nodes do not repeat shapes cost more than
        # they save (a 3.8 MB world of meshes: 2 ms of an 11 ms pass, for 34 nodes replayed).
        self.shape_misses = 0
        root_kind = captured.tree.root_node.kind_id
        # In a tree with errors, only well-formed top-level items under a `source_file` are walked.
        self.top_level_kinds = _TOP_LEVEL if root_kind == _SOURCE_FILE else frozenset()

    def run(self) -> None:
        self._walk()
        if self.replays:
            self._add_replays()

    def _walk(self) -> None:
        """The walk: fields inline (most steps are fields), the rest in the methods below."""
        cursor, source, parents = self.cursor, self.source, self.parents
        walk = self.walk
        slow_fields = walk.slow_fields
        plain_names, names = _PLAIN_FIELD_NAME.match, NAME.match
        bare_string, bare_string_list = BARE_STRING.fullmatch, BARE_STRING_LIST.fullmatch
        list_items_ok, interesting = _LIST_ITEMS_OK, _INTERESTING
        if not cursor.goto_first_child():
            return
        while True:
            node = cursor.node
            kind = node.kind_id
            parent = parents[-1]
            parent_kind = parent.kind
            entry = None  # what to push when descending; None: do not descend
            if parent_kind == _ROOT:
                if kind == _NODE and self.run_shape is not None and self._replayed_in_run(node):
                    kind = _SKIPPED
                else:
                    kind = self._top_level(node, kind)
            elif parent_kind == _FIELD:
                if parent.check == 1 and kind != _FIELD_NAME:
                    entry = _judge_node_value(parent, node, kind)
            elif parent_kind == _LIST and parent.field is not None and kind not in list_items_ok:
                parent.field.check = -1  # an item that is not a node in an MFNode list
            if kind == _FIELD:
                infos = parent.infos
                if infos is None:  # a PROTO instance or a template-made type: only nodes inside matter
                    entry = _OpenField(parent, node, None, 0)
                else:
                    match = plain_names(source, node.start_byte) or _untemplated(names(source, node.start_byte), source)
                    info = infos.get(match.group()) if match is not None else None
                    if info is None:
                        entry = self._unknown_field(parent, node, match)
                    else:
                        code = info[1]
                        fine = False
                        if code == NUMERIC:
                            if info[3]:  # MF: often a long array, read in one pass
                                fine = numbers_fit(source, match.end(), node.end_byte, info[0].type)
                            else:
                                fine = plain_numbers_fit(source, match.end(), node.end_byte, info[2], info[4])
                        elif code == NODE_VALUE:
                            entry = self._node_value(parent, node, match, info)
                            fine = True
                        elif code == BOOL_VALUE:
                            text = source[match.end() : node.end_byte].strip()
                            fine = text == b"TRUE" or text == b"FALSE"
                        elif code == STRING_VALUE:
                            text = source[match.end() : node.end_byte].strip()
                            fine = bare_string(text) is not None or (info[3] and bare_string_list(text) is not None)
                        if not fine:
                            self.events += 1
                            slow_fields.append(SlowField(parent.start, node, parent.model, info[0]))
                            entry = _OpenField(parent, node, None, 0)
            elif kind == _NODE:
                if self._enter_node(node, parent):
                    continue  # at the first child of its body after `{`
            elif kind in interesting:
                entry = self._other(node, kind, parent, entry)
            if entry is not None and cursor.goto_first_child():
                parents.append(entry)
                if kind not in _SKIP_FIRST or cursor.goto_next_sibling():
                    continue
            while not cursor.goto_next_sibling():
                if not cursor.goto_parent():
                    return
                left = parents.pop()
                if left.kind == _FIELD or len(parents) == 1:
                    self._leave(left)
                elif left.kind == _BODY and left.events == self.events and left.key is not None:
                    self.clean_nodes.add(left.key)
                elif type(left) is _FirstOfShapeEntry:
                    self._close_shape(left)

    def _node_value(self, parent: _OpenBody, node: Node, match: re.Match, info: tuple) -> _OpenField | None:
        """A field of a node type (``match``: its name): a value made only of USEs is read from the text; anything
        else is judged while its value is walked (returns the field's entry to walk it)."""
        source = self.source
        name = match.group()
        if PERCENT in name:
            name = None  # (read from the tree)
        value_start, value_end = match.end(), node.end_byte
        one = (_ONE_USE_LIST if info[3] else _ONE_USE).fullmatch(source, value_start, value_end)
        if one is not None:
            self._text_use(*one.span(1), self._field_path(parent, node, name))
        elif info[3] and _USE_LIST.fullmatch(source, value_start, value_end) is not None:
            self._text_uses(value_start, value_end, self._field_path(parent, node, name))
        else:
            return _OpenField(parent, node, info[0], 1, name)
        return None

    def _text_uses(self, start: int, end: int, path) -> None:
        """The names of an MFNode value made only of USEs (``_USE_LIST``) between ``start`` and ``end``, the value of a
        field whose nodes are judged at ``path`` (None: not judged)."""
        for use in _USE_HEAD.finditer(self.source, start, end):
            self._text_use(*use.span(1), path)

    def _text_use(self, name_start: int, name_end: int, path) -> None:
        """A USE of a node value read from the text, its name at ``name_start:name_end``, judged at ``path``."""
        self.events += 1
        self.captured.use_spans.add(name_start, name_end)
        if path is not None:
            slots = self.walk.use_slots
            slots.starts.append(name_start)
            slots.ends.append(name_end)
            slots.paths.append(path)

    def _items_path(self, field: _OpenField):
        """Slot typing: the path of the nodes in ``field`` (None: not judged), made once per field."""
        path = field.items_path
        if path is _UNSET:
            path = field.items_path = self._field_path(field.owner, field.node, field.name)
        return path

    def _field_path(self, owner: _OpenBody, field_node: Node, name: bytes | None):
        """The path of the nodes in a field of ``owner`` named ``name`` (None: read from the tree)."""
        fields = owner.fields
        if fields is None:
            return None
        if name is None:
            node = field_node.child_by_field_id(_F_NAME)
            if node is None or node.child_count or node.is_missing:
                return None
            name = self.source[node.start_byte : node.end_byte]
        path = fields.get(name)
        if path is None:
            path = fields[name] = self.slots.below(owner.path, owner.owner, name.decode("utf-8", "replace"))
        return path

    def _item_path(self, parent) -> tuple[Any, bool]:
        """Slot typing of a node or USE whose parent entry is ``parent``: (its path, whether it is judged there). The
        nodes judgement starts from (top level, a PROTO body's root, a parameter's default) are not judged
        themselves; nodes anywhere else than in a field (restrictions, hidden fields, strays) are not walked by it."""
        kind = parent.kind
        if kind == _FIELD:
            path = parent.items_path
            return (self._items_path(parent) if path is _UNSET else path), True
        if kind == _LIST:
            holder = parent.holder
            if holder is not None and holder.kind == _FIELD:
                return self._items_path(holder), True
            return (self.slots.OPEN_ROOT if holder is not None and holder.kind == _DECLARATION else None), False
        if kind == _ROOT:
            return self.slots.TOP, False
        if kind == _DECLARATION or kind == _PROTO_BODY:
            return self.slots.OPEN_ROOT, False
        return None, False

    def _place(self, body: _OpenBody, path, judged: bool, type_bytes: bytes, type_start: int, type_end: int) -> None:
        """Slot typing of a node entered at ``path`` (not None): judged there (a refusal is recorded, as an event, so
        a node holding it is never a clean node), and the path its fields' nodes are judged from."""
        slots = self.slots
        if judged:
            problem = slots.judge(path, type_bytes)
            if problem is not None:
                self.events += 1
                self.walk.misplaced.append((type_start, type_end, problem))
        body.path = path
        body.owner, body.fields = slots.context(path, type_bytes)

    def _unknown_field(self, parent: _OpenBody, node: Node, match: re.Match | None) -> _OpenField:
        """A field of a built-in node whose name the fast path cannot read (``match`` None) or does not know."""
        self.events += 1
        if match is None:
            self.walk.unnamed_fields.append(UnnamedField(parent.start, node, parent.model))
        else:
            record = UnknownField(parent.start, match.start(), match.end(), match.group(), parent.model)
            self.walk.unknown_fields.append(record)
        return _OpenField(parent, node, None, 0)

    def _leave(self, left) -> None:
        """The cursor left the tree node of entry ``left``: a node value judged bad, a top-level item done."""
        if left.kind == _FIELD and left.check == -1:
            self.events += 1
            owner = left.owner
            self.walk.slow_fields.append(SlowField(owner.start, left.node, owner.model, left.field_model))
        item_open = self.item_open
        if item_open is not None and len(self.parents) == 1:
            if len(self.templates) == item_open[5]:  # (an item holding a template is not cached)
                captured = self.captured
                self.walk.walked_items.append(
                    WalkedItem(
                        item_open[0], item_open[1], item_open[2], self.walk.counts(), item_open[3],
                        len(captured.def_spans), item_open[4], len(captured.use_spans),
                    )
                )
            self.item_open = None
        if type(left) is _FirstOfShapeEntry:
            self._close_shape(left)

    def _top_level(self, node: Node, kind: int) -> int:
        """A top-level item: left to the query if it holds a syntax error, replayed from the item cache if known (or
        from a node of the same shape: ``_enter_node``)."""
        captured = self.captured
        if captured.has_error and (node.has_error or kind not in self.top_level_kinds):
            start, end = node.start_byte, node.end_byte
            error_ranges = captured.error_ranges
            if error_ranges and error_ranges[-1][1] >= start:
                error_ranges[-1] = (error_ranges[-1][0], max(end, error_ranges[-1][1]))
            else:
                error_ranges.append((start, end))
            return _SKIPPED
        if kind != _NODE:
            if self.replays and kind != _COMMENT:
                self._add_replays()  # (before what this item records: the records stay in file order)
            return kind
        item_cache = captured.item_cache
        if item_cache is None:
            return kind
        start = node.start_byte
        key = (self.source[start : node.end_byte], self.header_line, bool(self.protos), captured.node_types_key)
        cached = item_cache.get(key)
        if cached is None:
            counts = self.walk.counts()
            self.item_open = (start, key, counts, len(captured.def_spans), len(captured.use_spans), len(self.templates))
            return kind
        delta = start - cached.start
        captured.def_spans.extend([(s + delta, e + delta, templated) for s, e, templated in cached.defs])
        captured.use_spans.extend([(s + delta, e + delta, templated) for s, e, templated in cached.uses])
        for (name_start, _, _), (node_start, node_end) in zip(cached.defs, cached.extents):
            self.def_extents.add(name_start + delta, node_start + delta, node_end + delta)
        self.walk.cached_items.append((start, cached))
        return _SKIPPED  # its findings are the cached ones

    # -- items of the same shape ------------------------------------------------------------------------------------
    # Worlds repeat one node with other names and numbers (10,000 boxes, 500 trees of a PROTO, a USE chain), at the
    # top level or in the children of a group. A node in a list is keyed by its shape and its slot path.
    # Two items of the same shape (``byte_scan.item_shape``) are the same tokens but for DEF/USE names, plain numbers
    # and plain strings of the same classes, and the walk reads those only as whole tokens: the same fields fit
    # or not (number counts and integer-ness, bare strings), the same types and paths are judged. So an item whose
    # walk recorded only DEF/USE names, DEF extents, USE slots and nodes by type (PROTO instances, devices: found
    # again by their extents) is replayed for the next items of its shape, each recorded offset moved with the
    # masked token it follows. An item whose walk recorded anything else (a finding to be, a template) is walked
    # each time.

    def _shaped_node(self, start: int, end: int, path, judged: bool, named: bool, top_level: bool) -> _Open | None:
        """A top-level node or a node in a list (``children [ ... ]``): replayed if a node of its shape was walked at
        the same path (returns None), else the entry of its own level (the first of its shape: an entry that closes
        its shape when the walk leaves it). ``named``: its DEF name is recorded already (the clean-node check reads
        it first), so the same holds for each node of its key. Top-level nodes are replayed in batches (runs of
        thousands), others one at a time (the records of the node holding them come before and after). A node that
        is not looked at (``shape_misses``) is walked, as one without a shape: the records are the same either way."""
        misses = self.shape_misses = self.shape_misses + 1
        if misses > _SHAPE_PROBE_AFTER and misses % _SHAPE_PROBE_EVERY:
            if self.replays:
                self._add_replays()
            return _NODE_ENTRY
        if not top_level or end - start <= _SHAPE_ITEM_SIZE:
            shape = item_shape(self.source, start, end, SHAPE)
            key = (shape, path, judged, named)
            replay = self._replay_of(key, start, end) if shape is not None else None
        else:
            shape = replay = None
        if replay is not None:
            self.shape_misses = 0
            if not top_level:
                self._replay_one(*replay)
                return None
            records, ends, nodes = replay
            self.run_shape = (shape, records)
            self._add_replay(records, ends, nodes)
            return None
        if self.replays:
            self._add_replays()  # (before what this node records: the records stay in file order)
        if shape is None or key in self.shapes:  # type: ignore[operator]
            return _NODE_ENTRY  # (no shape, or walked each time)
        return _FirstOfShapeEntry(key, start, end, self._shape_counts())

    def _replay_of(self, key, start: int, end: int) -> tuple | None:
        """How to replay the item at ``start:end`` whose shape is ``key``: (records, its masked token ends, its nodes
        by type); None when its shape was never walked, is walked each time, or its nodes are not where they should
        be."""
        known = self.shapes.get(key)  # type: ignore[union-attr]
        if type(known) is _FirstOfShape:
            known = self.shapes[key] = self._shape_records(known)  # type: ignore[index]
        if type(known) is not _ShapeRecords:
            return None
        ends = item_shape(self.source, start, end, SHAPE_ENDS)
        nodes = self._replayed_nodes(known, ends) if known.node_starts else ()
        return None if nodes is None else (known, ends, nodes)

    def _replayed_in_run(self, node: Node) -> bool:
        """A top-level node of the shape of the last one replayed, replayed (True) as ``_enter_node`` and
        ``_shaped_node`` would (top-level nodes all have the same slot path, are not judged and have no DEF name
        recorded first, so the same shape is the same key), with one scan of its bytes; else False (walked as usual)."""
        start, end = node.start_byte, node.end_byte
        if end - start > _SHAPE_ITEM_SIZE:
            return False
        if self.captured.has_error and (node.has_error or _NODE not in self.top_level_kinds):
            return False  # (as ``_top_level``: left to the query; a copy of a clean item has no error, but say so)
        shape, records = self.run_shape  # type: ignore[misc]
        ends = item_shape(self.source, start, end, SHAPE_ENDS_IF, shape)
        if ends is None:
            return False
        # (``_replay_of``'s last lines and ``_enter_node``'s poll, written out: a shared method per copy cost 5% of
        # the instructions of a 20,000-link chain's analysis)
        nodes = self._replayed_nodes(records, ends) if records.node_starts else ()
        if nodes is None:
            return False
        self.countdown -= 1
        if not self.countdown:
            self.countdown = CHECK_EVERY
            check(self.should_stop)
        self._add_replay(records, ends, nodes)
        return True

    def _add_replay(self, records: _ShapeRecords, ends: list[int], nodes) -> None:
        """A top-level item replayed: added to the batch of its shape (the batch of another shape added first)."""
        if records is not self.replay_records:
            if self.replays:
                self._add_replays()
            self.replay_records = records
        self.replays.append(ends)
        self.replay_nodes.extend(nodes)
        if len(self.replays) == _REPLAY_BATCH:
            self._add_replays()

    def _replay_one(self, records: _ShapeRecords, ends: list[int], nodes) -> None:
        """``_add_replays`` of one node in a list, now (the records of the node holding it come before and after)."""
        captured, walk = self.captured, self.walk
        for (a, a_delta), (b, b_delta) in zip(records.def_starts, records.def_ends):
            captured.def_spans.add(ends[a] + a_delta, ends[b] + b_delta)
        for (a, a_delta), (b, b_delta) in zip(records.use_starts, records.use_ends):
            captured.use_spans.add(ends[a] + a_delta, ends[b] + b_delta)
        for (name, name_delta), (a, a_delta), (b, b_delta), type_bytes in zip(
            records.extent_names, records.extent_starts, records.extent_ends, records.extent_types
        ):
            self.def_extents.add(ends[name] + name_delta, ends[a] + a_delta, ends[b] + b_delta, type_bytes)
        slots = walk.use_slots
        for (a, a_delta), (b, b_delta), path in zip(records.slot_starts, records.slot_ends, records.slot_paths):
            slots.starts.append(ends[a] + a_delta)
            slots.ends.append(ends[b] + b_delta)
            slots.paths.append(path)
        for device, node in nodes:
            (walk.device_nodes if device else walk.typed_nodes).append(node)
        self.events += records.events
        walk.replayed_items += 1

    def _replayed_nodes(self, records: _ShapeRecords, ends: list[int]) -> list[tuple[bool, Node]] | None:
        """The nodes the walk would record in an item of a known shape (PROTO instances, devices), found by their
        extents: (a device?, node) in walk order, or None when one is not found there (then the item is walked)."""
        root, nodes = self.captured.tree.root_node, []
        places = zip(records.node_starts, records.node_ends, records.devices)
        for (start, start_delta), (end, end_delta), device in places:
            start, end = ends[start] + start_delta, ends[end] + end_delta
            node = root.descendant_for_byte_range(start, end)
            if node is None or node.kind_id != _NODE or node.start_byte != start or node.end_byte != end:
                return None
            nodes.append((device, node))
        return nodes

    def _shape_counts(self) -> tuple:
        """What the walk has recorded so far: the counts a replay adds to, then every other count."""
        walk, captured = self.walk, self.captured
        return (
            len(captured.def_spans), len(captured.use_spans), len(self.def_extents), len(walk.use_slots.starts),
            self.events, len(walk.typed_nodes), len(walk.device_nodes),
            (*walk.counts(), len(walk.misplaced), len(walk.use_slots.from_tree), len(self.protos),
             len(self.declarations), len(self.templates), len(captured.error_ranges), len(walk.cached_items)),
        )

    def _close_shape(self, entry: _FirstOfShapeEntry) -> None:
        """The first node of its shape is walked: replayable if it recorded only what a replay adds."""
        shape, start, end, before = entry.key, entry.start, entry.end, entry.before
        after = self._shape_counts()
        replayable = after[7] == before[7]
        first = _FirstOfShape(start, end, before, after) if replayable else _NOT_REPLAYED
        self.shapes[shape] = first  # type: ignore[index]

    def _shape_records(self, first: _FirstOfShape) -> _ShapeRecords | object:
        """The records of the first item of a shape, each offset as (masked token, distance after its end): the
        offset in another item of the shape is that token's end there plus the distance. Not replayed if an offset
        falls inside a masked token (none the walk records should)."""
        spans = item_shape(self.source, first.start, first.end, SHAPE_SPANS)
        token_starts, token_ends = spans[1::2], [first.start, *spans[2::2]]

        def place(offset: int) -> tuple[int, int]:
            token = bisect_right(token_ends, offset) - 1
            if token < len(token_starts) and token_starts[token] < offset:
                raise ValueError(offset)  # inside a masked token
            return token, offset - token_ends[token]

        before, after = first.before, first.after
        captured, slots = self.captured, self.walk.use_slots
        defs = captured.def_spans[before[0] : after[0]]
        uses = captured.use_spans[before[1] : after[1]]
        extents = self.def_extents.entries(before[2], after[2])
        first_slot, last_slot = before[3], after[3]
        walk = self.walk
        # (typed nodes and devices, in walk order: a device's type is built in, so no node is both)
        nodes = sorted(
            [(node.start_byte, -node.end_byte, False, node) for node in walk.typed_nodes[before[5] : after[5]]]
            + [(node.start_byte, -node.end_byte, True, node) for node in walk.device_nodes[before[6] : after[6]]]
        )
        try:
            return _ShapeRecords(
                tuple(place(start) for start, _, _ in defs), tuple(place(end) for _, end, _ in defs),
                tuple(place(start) for start, _, _ in uses), tuple(place(end) for _, end, _ in uses),
                tuple(place(name) for name, _, _, _ in extents), tuple(place(start) for _, start, _, _ in extents),
                tuple(place(end) for _, _, end, _ in extents), tuple(type_bytes for *_, type_bytes in extents),
                tuple(map(place, slots.starts[first_slot:last_slot])),
                tuple(map(place, slots.ends[first_slot:last_slot])),
                tuple(slots.paths[first_slot:last_slot]),
                tuple(place(start) for start, _, _, _ in nodes), tuple(place(-end) for _, end, _, _ in nodes),
                tuple(device for _, _, device, _ in nodes),
                after[4] - before[4],
            )
        except ValueError:
            return _NOT_REPLAYED

    def _add_replays(self) -> None:
        """The records of the items in ``replays``, of the shape of ``replay_records``, at their offsets: each kind's
        added in C, in file order."""
        records, replays, self.replays = self.replay_records, self.replays, []
        check(self.should_stop)
        captured = self.captured
        captured.def_spans.extend_plain(_offsets(replays, records.def_starts), _offsets(replays, records.def_ends))
        captured.use_spans.extend_plain(_offsets(replays, records.use_starts), _offsets(replays, records.use_ends))
        self.def_extents.extend(
            _offsets(replays, records.extent_names), _offsets(replays, records.extent_starts),
            _offsets(replays, records.extent_ends), list(records.extent_types) * len(replays),
        )
        slots = self.walk.use_slots
        slots.starts.extend(_offsets(replays, records.slot_starts))
        slots.ends.extend(_offsets(replays, records.slot_ends))
        slots.paths.extend(records.slot_paths * len(replays))
        self.events += records.events * len(replays)
        self.walk.replayed_items += len(replays)
        if self.replay_nodes:
            walk = self.walk
            for device, node in self.replay_nodes:
                (walk.device_nodes if device else walk.typed_nodes).append(node)
            self.replay_nodes = []

    def _enter_node(self, node: Node, parent) -> bool:
        """Reads a node's head and moves the cursor into its body, after `{` (True), or leaves it inside the node
        when there is nothing more to walk (False); entries pushed either way."""
        self.countdown -= 1
        if not self.countdown:
            self.countdown = CHECK_EVERY
            check(self.should_stop)
        start, end = node.start_byte, node.end_byte
        if parent.kind == _BODY:
            self.events += 1
            self.walk.strays.append(Stray(parent.start, node, parent.model))
        source = self.source
        key = head = None
        named = False  # its DEF name recorded already
        path, judged = self._item_path(parent)
        if end - start <= _CLEAN_NODE_SIZE and parent.kind != _ROOT:  # (top-level nodes: the item cache)
            if source.startswith(b"DEF", start):
                # Remembered without its DEF name (`DEF SHAPE_7 Shape { ... }` repeats `Shape { ... }`): the name is
                # recorded here, and the rest of its bytes give the same findings wherever they stand.
                head = node_head(source, start, end)
                if head is not None and head.start(1) >= 0:
                    self._record_def(head, start, end)
                    named = True
                    key = source[head.start(2) : end]
            else:
                key = source[start:end]
            if key is not None:
                key = (key, path)  # (slot typing judges the same bytes differently elsewhere)
                if key in self.clean_nodes:
                    return False  # the same bytes gave nothing at the same path: not walked again
        node_entry = _NODE_ENTRY
        if self.shapes is not None and (
            parent.kind == _ROOT or (parent.kind == _LIST and _LIST_SHAPE_MIN <= end - start <= _LIST_SHAPE_MAX)
        ):
            node_entry = self._shaped_node(start, end, path, judged, named, parent.kind == _ROOT)
            if node_entry is None:
                return False  # replayed
        body = _OpenBody(start, end, key, self.events)
        cursor = self.cursor
        if head is None:
            head = node_head(source, start, end)
        if head is not None:
            type_bytes = head.group(2)
            self.written_types.add(type_bytes)
            if path is not None:
                self._place(body, path, judged, type_bytes, *head.span(2))
            if not self.quiet_types.get(type_bytes):
                self._note_type(node, type_bytes)
            if cursor.goto_first_child_for_byte(head.end() - 1) is None:  # the body, which starts at `{`
                return False
            if not named and head.start(1) >= 0:
                self._record_def(head, start, end)
            body.model, body.infos, new_name = self.type_info(type_bytes)
            if new_name is not None:
                self.events += 1
                self.walk.deprecated.append(DeprecatedType(head.start(2), head.end(2), type_bytes, new_name))
            at_body = True
        elif cursor.goto_first_child():
            self.events += 1  # (templates, comments, names with `%`: not worth remembering)
            at_body = self._read_head(body)
            type_node = node.child_by_field_id(_F_TYPE)
            if type_node is not None and not type_node.named_child_count and type_node.start_byte < type_node.end_byte:
                type_start, type_end = type_node.start_byte, type_node.end_byte
                self._note_type(node, source[type_start:type_end])
                if not type_node.child_count and path is not None:
                    self._place(body, path, judged, source[type_start:type_end], type_start, type_end)
        else:
            return False
        self.parents.append(node_entry)
        if at_body and cursor.field_id == _F_BODY and cursor.goto_first_child():  # at `{`
            self.parents.append(body)
            return cursor.goto_next_sibling()
        return False

    def _note_type(self, node: Node, type_bytes: bytes) -> None:
        """A node whose plain type name is not a built-in node (a PROTO instance, an unknown type), recorded for the
        PROTO rules (``proto_rules``), or a built-in device (``DEVICE_TYPES``); as an event (nodes holding one are
        walked each time, so none is missed)."""
        quiet = self.quiet_types.get(type_bytes)
        if quiet is None:
            name = type_bytes.decode("utf-8", "replace")
            quiet = self.quiet_types[type_bytes] = BUILT_INS.is_known(name) and type_bytes not in DEVICE_TYPES
        if not quiet:
            self.events += 1
            (self.walk.device_nodes if type_bytes in DEVICE_TYPES else self.walk.typed_nodes).append(node)

    def _record_def(self, head: re.Match, start: int, end: int) -> None:
        """The DEF name of a node head read from the text (``node_head``) and the node's extent."""
        self.events += 1
        def_start, def_end = head.span(1)
        self.def_extents.add(def_start, start, end, head.group(2))
        self.captured.def_spans.add(def_start, def_end)

    def _set_type(self, body: _OpenBody, type_bytes: bytes, type_start: int, type_end: int) -> None:
        self.written_types.add(type_bytes)
        model, infos, new_name = self.type_info(type_bytes)
        body.model, body.infos = model, infos
        if new_name is not None:
            self.walk.deprecated.append(DeprecatedType(type_start, type_end, type_bytes, new_name))

    def _read_head(self, body: _OpenBody) -> bool:
        """A node's head read from the tree (templates, comments, names with `%`), from its first child on: True when
        the cursor stops at the body."""
        cursor, source, templates = self.cursor, self.source, self.templates
        while cursor.field_id != _F_BODY:
            child = cursor.node
            field_id = cursor.field_id
            if field_id == _F_TYPE:
                type_start, type_end = child.start_byte, child.end_byte
                type_bytes = source[type_start:type_end]
                if PERCENT not in type_bytes or not child.child_count:
                    self._set_type(body, type_bytes, type_start, type_end)
                else:  # made by a template
                    templates.extend(part for part in child.children if part.kind_id in _TEMPLATE_KINDS)
            elif field_id == _F_DEF:
                name_start, name_end = child.start_byte, child.end_byte
                self.def_extents.add(name_start, body.start, body.end)
                templated = False
                if PERCENT in source[name_start:name_end]:
                    parts = [part for part in child.children if part.kind_id in _TEMPLATE_KINDS]
                    templates.extend(parts)
                    templated = any(part.kind_id == _TEMPLATE for part in parts)
                self.captured.def_spans.append((name_start, name_end, templated))
            elif child.kind_id in _TEMPLATE_KINDS:  # (else `DEF` or a comment)
                templates.append(child)
            if not cursor.goto_next_sibling():
                return False
        return True

    def _other(self, node: Node, kind: int, parent, entry):
        """The kinds the walk acts on besides fields and nodes; returns the entry to walk into the node, or None."""
        if kind == _LIST:
            if entry is None:
                entry = _Open(kind)  # (a list judged for an MFNode field has its entry)
            entry.holder = parent
            return entry
        self.events += 1  # everything else here is recorded, or may be
        if kind in _CONTAINERS:
            if kind == _HIDDEN:
                self.walk.hidden.append(HiddenField(parent.start, node, parent.model))
            elif kind == _DECLARATION:
                self.declarations.append(node)
            return entry if entry is not None else _Open(kind)  # (a list judged for an MFNode field has its entry)
        if kind == _USE_NODE:
            if parent.kind == _BODY:
                self.walk.strays.append(Stray(parent.start, node, parent.model))
            path, judged = self._item_path(parent)
            use = _USE_HEAD.match(self.source, node.start_byte, node.end_byte)
            slots = self.walk.use_slots
            if use is not None and use.end() == node.end_byte:
                name_start, name_end = use.span(1)
                self.captured.use_spans.add(name_start, name_end)
                if judged and path is not None:
                    slots.starts.append(name_start)
                    slots.ends.append(name_end)
                    slots.paths.append(path)
                return None
            if judged and path is not None:
                slots.from_tree.append((node, path))
            return _LEAF_ENTRY  # a comment or a template in it: read from the tree
        if kind == _USE_NAME:
            return self._use_name(node)
        if kind == _NULL:
            if parent.kind == _BODY:
                self.walk.strays.append(Stray(parent.start, node, parent.model))
        elif kind == _STRING:
            text = self.source[node.start_byte : node.end_byte]
            if BACKSLASH in text or PERCENT in text:
                return _LEAF_ENTRY
        elif kind == _ESCAPE:
            self.walk.escapes.append(node)
        elif kind == _IS:
            self.walk.references.append(node)
            return _LEAF_ENTRY
        elif kind in _TEMPLATE_KINDS:
            self.templates.append(node)
        elif kind == _PROTO:
            if parent.kind == _ROOT:
                self.protos.append(node)
            return _LEAF_ENTRY
        return None

    def _use_name(self, node: Node):
        name_start, name_end = node.start_byte, node.end_byte
        templated = False
        entry = None
        if PERCENT in self.source[name_start:name_end]:
            entry = _LEAF_ENTRY  # its templates are walked
            templated = any(part.kind_id == _TEMPLATE for part in node.children)
        self.captured.use_spans.append((name_start, name_end, templated))
        return entry

    def results(self) -> dict[str, list[Node]]:
        """The walk's node lists for ``TreeCaptures.get``, each sorted by start."""
        walk = self.walk
        captures = {"proto": self.protos, "is": walk.references, "escape": walk.escapes}
        captures["declaration"] = self.declarations
        captures["template"] = self.templates  # every template is a child of a walked node
        return {name: sorted(nodes, key=_START) for name, nodes in captures.items()}


_SHAPE_ITEM_SIZE = 64 * 1024  # bytes: larger top-level items are rarely repeated, and their shapes cost more
# Nodes in lists replayed by shape: smaller ones cost little to walk (and exact copies are clean nodes); a shape is
# read at each level of nesting, so larger ones would be read again and again.
_LIST_SHAPE_MIN, _LIST_SHAPE_MAX = 128, 8 * 1024
_REPLAY_BATCH = 4096  # items replayed at once (their token ends are kept until then)
# Shapes looked for while they pay: after this many nodes with none replayed, only every _SHAPE_PROBE_EVERY-th node
# is looked at, until one is replayed again (then every node is). A run of copies after many unlike nodes is found
# by the probes: at most 2 * _SHAPE_PROBE_EVERY of its nodes are walked.
_SHAPE_PROBE_AFTER, _SHAPE_PROBE_EVERY = 16, 16


class _FirstOfShape(NamedTuple):
    """The first top-level item of a shape, walked: its extent and ``_Walker._shape_counts`` before and after."""

    start: int
    end: int
    before: tuple
    after: tuple


class _ShapeRecords(NamedTuple):
    """What the walk of an item of a shape records, each offset as (masked token, distance after its end), see
    ``_Walker._shape_records``; one tuple per kind of offset, in the order the walk recorded them."""

    def_starts: tuple
    def_ends: tuple
    use_starts: tuple
    use_ends: tuple
    extent_names: tuple
    extent_starts: tuple
    extent_ends: tuple
    extent_types: tuple  # the type written in each DEF's head (None: not read from the text)
    slot_starts: tuple
    slot_ends: tuple
    slot_paths: tuple
    node_starts: tuple  # the nodes recorded by type (PROTO instances, devices), found again by their extents
    node_ends: tuple
    devices: tuple  # for each of them: a device (else a node of a type that is not built in)
    events: int


def _offsets(replays: list[list[int]], places: tuple) -> list[int]:
    """The offsets ``places`` (masked token, distance) of each item of ``replays`` (its masked token ends), in item
    order."""
    if len(places) == 1:
        ((token, delta),) = places
        return [ends[token] + delta for ends in replays]
    offsets = [0] * (len(places) * len(replays))
    for index, (token, delta) in enumerate(places):
        offsets[index :: len(places)] = [ends[token] + delta for ends in replays]
    return offsets


_NOT_REPLAYED = object()  # a shape whose first item recorded more than a replay adds: its items are walked


class ItemEntry:
    """What one top-level node of a clean tree gave when it stood at ``start``: its DEF and USE names (start, end,
    made by a template), the extents (start, end) of its DEF nodes, one per DEF name, and ``findings`` (filled by
    ``schema``). The same bytes with the same header line and the same "is a PROTO file" give the same results
    wherever they stand (Webots reads a top-level node on its own): shifted by the distance moved."""

    __slots__ = ("start", "defs", "uses", "extents", "findings", "size")

    def __init__(self, start: int, defs: tuple, uses: tuple, extents: tuple, findings: object, size: int) -> None:
        self.start = start
        self.defs = defs
        self.uses = uses
        self.extents = extents
        self.findings = findings
        self.size = size


class ItemCache:
    """Top-level nodes already judged, by (bytes, header line, is a PROTO file, provider's answers): a process that
    re-checks a big document after each edit (the server's diagnostics worker, which makes one and passes it to each
    pass) finds all its top-level nodes but the edited one here. Not for a one-off check (opening a file, the CLI):
    filling it costs about 0.25x a parse on a world of 20,000 top-level nodes. Bounded by the bytes of its keys
    (``limit``), oldest out first; a pass in another thread may fill it too."""

    def __init__(self, limit: int = 64 * 1024 * 1024) -> None:
        self.limit = limit
        self._entries: dict[tuple, ItemEntry] = {}
        self._size = 0
        self._lock = threading.Lock()

    def get(self, key: tuple) -> ItemEntry | None:
        return self._entries.get(key)

    def put(self, key: tuple, entry: ItemEntry) -> None:
        with self._lock:
            entries = self._entries
            if key in entries:
                return
            entries[key] = entry
            self._size += entry.size
            while self._size > self.limit and entries:
                self._size -= entries.pop(next(iter(entries))).size

    def clear(self) -> None:
        with self._lock:
            self._entries.clear()
            self._size = 0

    def __len__(self) -> int:
        return len(self._entries)


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
    item_cache: ItemCache | None = None, shapes: bool = True,
) -> TreeCaptures:
    """The pass over ``tree``/``source``, asking ``node_types`` (None: ``BUILT_INS``) what each type is; ``item_cache``
    and ``shapes`` as ``TreeCaptures``: the item cache it uses and fills (None: none), and whether it replays nodes of
    a shape walked before (tests compare with False). A new pass each call: the caller keeps and hands it on.

    ``should_stop`` is polled during the pass; when it returns True, ``Cancelled`` is raised.
    """
    return TreeCaptures(
        tree, source, should_stop, item_cache=item_cache, node_types=node_types or BUILT_INS, shapes=shapes
    )
