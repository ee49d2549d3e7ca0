"""A neutral table of one file's nodes: what the tree says, made in one walk, with no knowledge of any rule.

``node_table(tree, source)`` walks the tree once with a ``TreeCursor`` and records, in columns (arrays of integers:
a 3.8 MB world has ~100,000 nodes, and a list of objects per node would cost tens of MB):
* every node: its extent, its type name's span, its DEF name's span, the row of the node whose field (or body) holds
  it, the name of that field, and where it stands (``PLACES``: top level, a field's value, an item of a field's
  list, a node body (a stray), a PROTO body, a parameter's default, restrictions, a hidden field, anything else);
* every USE: its name's span and the same parent, field and place;
* every field and hidden field: its extent, its name's span and the row of its node;
* the top-level items holding a syntax error (``error_ranges``);
* the other items a reader may look for (``OTHER_KINDS``: NULL, IS, templates, parameter declarations; and
  ``proto``, a top-level PROTO), by kind.
Rows are in document order. The slot path a node sits in is its chain of (parent row, field name): a reader follows
``parents``. Values are never judged here, and nothing is asked of a node model; a value or list made only of numbers is not
stepped through (it holds nothing to record).

Shape replay: worlds written by programs repeat one node with other names and numbers (10,000 boxes, a USE chain).
A top-level node (up to 64 KB), or an item of a list (128 bytes to 8 KB), whose ``item_shape`` (its bytes with
DEF/USE names, plain numbers and plain strings masked, ``syntax.byte_scan``) equals that of a node walked before in
the same walk is not walked (nor shaped when it is mostly numbers: over ``_SHAPE_BYTES_PER_NODE`` bytes per tree node
under it): its rows are the first one's, each offset moved with the masked token it follows, rows
inside it renumbered, and its root row given the parent where it stands. ``replayed`` marks such rows; a test
compares the table with and without replay. Items of a tree with a syntax error are replayed only when they hold
none. The C ``item_shape`` is optional (``byte_scan.NATIVE``): the Python one gives the same answers.
"""

from __future__ import annotations

import re
from array import array
from bisect import bisect_right
from typing import NamedTuple

from tree_sitter import Node, Tree

from ..syntax import kinds
from ..syntax.byte_scan import SHAPE, SHAPE_ENDS, SHAPE_SPANS, item_shape, number_runs
from ..syntax.parser import LANGUAGE
from ..syntax.words import PERCENT, PLAIN_WORD, SEPARATOR, node_head
from .cancel import CHECK_EVERY, ShouldStop, check

# Where a node or USE stands (``NodeTable.places``)
TOP, FIELD, LIST_ITEM, BODY, PROTO_BODY, DEFAULT, RESTRICTION, HIDDEN, OTHER = range(9)
PLACES = ("top", "field", "list item", "body", "PROTO body", "default", "restriction", "hidden", "other")
NO_ROW = -1  # a parent: none (top level, a PROTO body's root, a parameter's default)


def _kind(name: str, named: bool = True) -> int:
    kind = LANGUAGE.id_for_node_kind(name, named)
    assert kind and LANGUAGE.node_kind_for_id(kind) == name, name
    return kind


_NODE, _USE_NODE, _NULL, _LIST, _FIELD, _HIDDEN = map(
    _kind, ("node", "use_node", "null", "list", "field", "hidden_field")
)
_BODY, _USE_NAME, _IS = _kind("node_body"), _kind("use_name"), _kind("is_reference")
_PROTO_BODY, _DECLARATION, _RESTRICTIONS = _kind("proto_body"), _kind("field_declaration"), _kind("restrictions")
_PROTO = _kind("proto")
_TEMPLATE, _STATEMENT, _INACTIVE = _kind("template"), _kind("template_statement"), _kind("inactive_branch")
_ROOT = -1
_F_DEF, _F_TYPE, _F_BODY, _F_NAME = (LANGUAGE.field_id_for_name(name) for name in ("def", "type", "body", "name"))
# Kinds never descended into: tokens and leaves that hold no node (a string's escapes are its own reader's).
_LEAVES = frozenset(
    map(_kind, ("numbers", "string", "boolean", "comment", "field_name", "def_name", "node_type", "header",
                "field_kind", "field_type", "is_target", "bare_word"))
)
# Other items recorded (``NodeTable.others``), by kind name
OTHER_KINDS = {_NULL: "null", _IS: "is", _TEMPLATE: "template", _STATEMENT: "template", _INACTIVE: "template",
               _DECLARATION: "declaration"}
_NOT_DESCENDED = frozenset({_NULL, _IS, _TEMPLATE, _STATEMENT, _INACTIVE})
# What a source file holds at its top level when well formed (anything else there is a syntax error)
_TOP_LEVEL = frozenset(map(_kind, ("node", "use_node", "proto", "extern_proto", "header", "comment", "template",
                                   "template_statement", "inactive_branch")))

_USE_TEXT = re.compile(rb"USE" + SEPARATOR + rb"+(" + PLAIN_WORD + rb")")
_FIELD_NAME_TEXT = re.compile(PLAIN_WORD)

_SHAPE_ITEM_SIZE = 64 * 1024  # bytes: larger top-level nodes are rarely repeated, and their shapes cost more
# Items of a list replayed by shape: smaller ones cost little to walk; a shape is read at each level of nesting, so
# larger ones would be read again and again.
_LIST_SHAPE_MIN, _LIST_SHAPE_MAX = 128, 8 * 1024
# A node of more bytes than this per tree node under it (a mesh's numbers) is walked, never shaped: a shape costs
# its bytes (a Python int per masked number for a copy), a walk its tree nodes (number-only values are skipped).
# obstacle_avoidance.wbt (1 MB of chairs and tables with long meshes): table 11.9 -> 7.9 ms, schema sweep 2.0 ->
# 2.5 ms (fewer copies to reuse); 32 lost (sweep 6.2 ms: its chairs, ~40 bytes a node, were walked and judged).
_SHAPE_BYTES_PER_NODE = 64
_BATCH = 4096  # copies replayed at once (their masked token ends are kept until then)
# Shapes are looked for while they pay: after this many nodes with none replayed, only every _PROBE_EVERY-th is.
_PROBE_AFTER, _PROBE_EVERY = 16, 16


class _Rows:
    """Columns of integers, one ``array`` each (32 bits: a source is under 2 GB), appended a row at a time."""

    __slots__ = ("columns",)

    def __init__(self, count: int) -> None:
        self.columns = tuple(array("i") for _ in range(count))

    def __len__(self) -> int:
        return len(self.columns[0])


class NodeTable:
    """The rows of one file (see the module's docstring). Node columns: ``starts``, ``ends``, ``type_starts``,
    ``type_ends`` (-1: no plain type name, e.g. made by a template), ``def_starts``, ``def_ends`` (-1: no DEF),
    ``parents`` (row, or ``NO_ROW``), ``fields`` (index in ``names``; 0: not in a field), ``places``, ``replayed``
    (1: copied from a node of the same shape). USE columns: ``use_starts``/``use_ends`` (the name; -1: none),
    ``use_parents``, ``use_fields``, ``use_places``, ``use_replayed``. Field columns:
    ``field_starts``, ``field_ends``, ``field_name_starts``, ``field_name_ends`` (-1: no name), ``field_owners``,
    ``field_hidden`` (1: a hidden field). ``others``: kind name -> (starts, ends, owner rows). ``copies``: the runs of
    replayed copies, (first row, rows per copy, count, the copied node's row, first field row, field rows per copy,
    the copied node's first field row); a copy's rows follow each other, and so do its field rows.
    ``error_ranges``: the top-level items holding a syntax error, (start, end), merged when they touch."""

    def __init__(self, source: bytes) -> None:
        self.source = source
        (self.starts, self.ends, self.type_starts, self.type_ends, self.def_starts, self.def_ends, self.parents,
         self.fields, self.places) = _Rows(9).columns
        self.replayed = bytearray()
        self.use_starts, self.use_ends, self.use_parents, self.use_fields, self.use_places = _Rows(5).columns
        self.use_replayed = bytearray()
        (self.field_starts, self.field_ends, self.field_name_starts, self.field_name_ends,
         self.field_owners) = _Rows(5).columns
        self.field_hidden = bytearray()
        self.names: list[bytes] = [b""]  # field names by index (0: none)
        self._name_ids: dict[bytes, int] = {b"": 0}
        self.others: dict[str, tuple[array, array, array]] = {}
        self.replayed_items = 0  # nodes replayed, their subtrees included once
        # Each run of replayed copies, in row order (see ``copies`` in the class' docstring)
        self.copies: list[tuple[int, int, int, int, int, int, int]] = []
        self.error_ranges: list[tuple[int, int]] = []

    def __len__(self) -> int:
        return len(self.starts)

    def name_id(self, name: bytes) -> int:
        ident = self._name_ids.get(name)
        if ident is None:
            ident = self._name_ids[name] = len(self.names)
            self.names.append(name)
        return ident

    def type_name(self, row: int) -> bytes | None:
        start = self.type_starts[row]
        return None if start < 0 else self.source[start : self.type_ends[row]]

    def def_name(self, row: int) -> bytes | None:
        start = self.def_starts[row]
        return None if start < 0 else self.source[start : self.def_ends[row]]

    def field_name(self, row: int) -> bytes | None:
        """The field (or parameter default) node ``row`` stands in, None when none."""
        ident = self.fields[row]
        return self.names[ident] if ident else None

    def slot_path(self, row: int) -> list[tuple[int, bytes]]:
        """(owner row, field name) from the outermost to node ``row``'s own field, while each stands in a field or
        a field's list."""
        path = []
        while row != NO_ROW and self.places[row] in (FIELD, LIST_ITEM):
            parent = self.parents[row]
            path.append((parent, self.names[self.fields[row]]))
            row = parent
        path.reverse()
        return path

    def other(self, kind: str) -> tuple[array, array, array]:
        found = self.others.get(kind)
        if found is None:
            found = self.others[kind] = (array("i"), array("i"), array("i"))
        return found

    def rows(self) -> list[tuple]:
        """Every node row as a tuple, for tests and debugging."""
        return list(zip(self.starts, self.ends, self.type_starts, self.type_ends, self.def_starts, self.def_ends,
                        self.parents, map(self.names.__getitem__, self.fields), self.places))

    def use_rows(self) -> list[tuple]:
        return list(zip(self.use_starts, self.use_ends, self.use_parents, map(self.names.__getitem__, self.use_fields),
                        self.use_places))

    def field_rows(self) -> list[tuple]:
        return list(zip(self.field_starts, self.field_ends, self.field_name_starts, self.field_name_ends,
                        self.field_owners, self.field_hidden))

    def other_rows(self) -> dict[str, list[tuple]]:
        return {kind: sorted(zip(*columns)) for kind, columns in self.others.items() if len(columns[0])}


# -- the walk --------------------------------------------------------------------------------------------------------


class _Entry:
    """One level the cursor is inside: ``kind`` the tree node's kind (``_ROOT`` at the top); ``row`` the node row
    its items belong to; ``field`` the field name id and ``place`` the place of nodes directly inside it; ``shape``:
    for the first node of its shape, (key, start, end, counts before)."""

    __slots__ = ("kind", "row", "field", "place", "shape")

    def __init__(self, kind: int, row: int, field: int, place: int, shape: tuple | None = None) -> None:
        self.kind, self.row, self.field, self.place, self.shape = kind, row, field, place, shape


class _Shape(NamedTuple):
    """The rows of the first node of a shape, by column: each offset as (masked token, distance after its end), or
    (-1, -1) for none; each row reference as a distance from the node's own row (the node's own parent is set where
    the copy stands)."""

    node_offsets: tuple  # six columns: starts, ends, type starts, type ends, DEF starts, DEF ends
    node_parents: tuple
    node_fields: tuple
    node_places: tuple
    use_offsets: tuple  # starts, ends
    use_parents: tuple
    use_fields: tuple
    use_places: tuple
    field_offsets: tuple  # starts, ends, name starts, name ends
    field_owners: tuple
    field_hidden: bytes
    others: tuple  # (kind, start, end, owner)
    row: int  # the first node's own row
    field_row: int  # the first node's first field row


_NOT_REPLAYED = object()  # a shape whose first node has an offset inside a masked token: walked each time
_REPLAYED = object()


class _Walk:
    def __init__(self, tree: Tree, source: bytes, should_stop: ShouldStop, shapes: bool) -> None:
        self.tree = tree
        self.source = source
        self.should_stop = should_stop
        self.table = NodeTable(source)
        self.cursor = tree.walk()
        self.has_error = tree.root_node.has_error
        # (a root that is not a source file holds no well-formed top-level item)
        self.top_level = _TOP_LEVEL if tree.root_node.type == kinds.SOURCE_FILE else frozenset()
        self.shapes: dict | None = {} if shapes else None
        self.misses = 0
        self.countdown = CHECK_EVERY
        self.batch: tuple | None = None  # copies to replay: (shape, parent entry, place, [masked token ends, ...])

    def run(self) -> NodeTable:
        cursor, table = self.cursor, self.table
        stack = [_Entry(_ROOT, NO_ROW, 0, TOP)]
        if not cursor.goto_first_child():
            return table
        self._walk(stack)
        if self.batch is not None:
            self._flush()
        return table

    def _walk(self, stack: list[_Entry]) -> None:
        cursor, table = self.cursor, self.table
        while True:
            node = cursor.node
            kind = node.kind_id
            parent = stack[-1]
            entry = None
            if parent.kind == _ROOT and self.has_error and (node.has_error or kind not in self.top_level):
                self._error_range(node.start_byte, node.end_byte)
            if kind == _NODE:
                entry = self._node(node, parent)
            elif kind == _FIELD or kind == _HIDDEN:
                entry = self._field(node, kind, parent)
            elif kind == _USE_NODE:
                self._use(node, parent)
            elif kind in OTHER_KINDS:
                if self.batch is not None:
                    self._flush()
                starts, ends, owners = table.other(OTHER_KINDS[kind])
                starts.append(node.start_byte)
                ends.append(node.end_byte)
                owners.append(parent.row)
                if kind == _DECLARATION:
                    entry = _Entry(kind, NO_ROW, self._declared_name(node), DEFAULT)
            elif kind == _LIST:
                # (a list of numbers holds nothing to record: a mesh's 100,000 coordinates are not stepped through)
                if number_runs(self.source, node.start_byte + 1, node.end_byte - 1, False) < 0:
                    place = LIST_ITEM if parent.place == FIELD else parent.place
                    entry = _Entry(kind, parent.row, parent.field, place)
            elif kind == _PROTO_BODY:
                entry = _Entry(kind, NO_ROW, 0, PROTO_BODY)
            elif kind == _RESTRICTIONS:
                entry = _Entry(kind, parent.row, parent.field, RESTRICTION)
            elif kind not in _LEAVES and kind not in _NOT_DESCENDED and cursor.goto_first_child():
                # (a node's body, an ERROR, a PROTO, its interface, ...: keywords and brackets have no child)
                if kind == _PROTO and parent.kind == _ROOT:  # (a top-level PROTO: the file is a PROTO file)
                    if self.batch is not None:
                        self._flush()
                    starts, ends, owners = table.other("proto")
                    starts.append(node.start_byte)
                    ends.append(node.end_byte)
                    owners.append(NO_ROW)
                place = parent.place if parent.kind == _ROOT or parent.kind == _LIST else OTHER
                stack.append(_Entry(kind, parent.row, parent.field, place))
                continue
            if entry is not None and cursor.goto_first_child():
                stack.append(entry)
                continue
            while not cursor.goto_next_sibling():
                if not cursor.goto_parent():
                    return
                left = stack.pop()
                if left.shape is not None:
                    self._close_shape(left)

    def _error_range(self, start: int, end: int) -> None:
        ranges = self.table.error_ranges
        if ranges and ranges[-1][1] >= start:
            ranges[-1] = (ranges[-1][0], max(end, ranges[-1][1]))
        else:
            ranges.append((start, end))

    # -- items -----------------------------------------------------------------------------------------------------

    def _node(self, node: Node, parent: _Entry) -> _Entry | None:
        """A node's row; the entry to walk its children (None: replayed, or nothing inside)."""
        self.countdown -= 1
        if not self.countdown:
            self.countdown = CHECK_EVERY
            check(self.should_stop)
        place = parent.place
        if parent.kind == _BODY:
            place = BODY
        start, end = node.start_byte, node.end_byte
        shape = None
        if self.shapes is not None and (
            place == TOP or (place == LIST_ITEM and _LIST_SHAPE_MIN <= end - start <= _LIST_SHAPE_MAX)
        ):
            shape = self._shaped(node, start, end, parent, place)
            if shape is _REPLAYED:
                return None
        if self.batch is not None:
            self._flush()  # (before this node's rows: rows stay in file order)
        table = self.table
        row = len(table.starts)
        source = self.source
        type_start = type_end = def_start = def_end = -1
        head = node_head(source, start, end)
        if head is not None:
            type_start, type_end = head.span(2)
            def_start, def_end = head.span(1)
        else:  # (a comment, a template or a name with `%` in its head: read from the tree)
            type_node = node.child_by_field_id(_F_TYPE)
            if type_node is not None and not type_node.child_count:
                type_start, type_end = type_node.start_byte, type_node.end_byte
            def_node = node.child_by_field_id(_F_DEF)
            if def_node is not None:
                def_start, def_end = def_node.start_byte, def_node.end_byte
        table.starts.append(start)
        table.ends.append(end)
        table.type_starts.append(type_start)
        table.type_ends.append(type_end)
        table.def_starts.append(def_start)
        table.def_ends.append(def_end)
        table.parents.append(parent.row)
        table.fields.append(parent.field if place != BODY else 0)
        table.places.append(place)
        table.replayed.append(0)
        return _Entry(_NODE, row, 0, OTHER, shape)

    def _field(self, node: Node, kind: int, parent: _Entry) -> _Entry | None:
        if self.batch is not None:
            self._flush()
        table, source = self.table, self.source
        start = node.start_byte
        name_start = name_end = -1
        if kind == _FIELD:
            match = _FIELD_NAME_TEXT.match(source, start)
            if match is not None and (match.end() == len(source) or source[match.end()] != PERCENT):
                name_start, name_end = match.span()
        if name_start < 0:
            name_node = node.child_by_field_id(_F_NAME)
            if name_node is not None and not name_node.child_count and not name_node.is_missing:
                name_start, name_end = name_node.start_byte, name_node.end_byte
        table.field_starts.append(start)
        table.field_ends.append(node.end_byte)
        table.field_name_starts.append(name_start)
        table.field_name_ends.append(name_end)
        table.field_owners.append(parent.row)
        table.field_hidden.append(kind == _HIDDEN)
        if name_start >= 0 and number_runs(source, name_end, node.end_byte, False) >= 0:
            return None  # (a value of numbers holds nothing to record: not stepped through)
        name = table.name_id(source[name_start:name_end]) if name_start >= 0 else 0
        return _Entry(kind, parent.row, name, FIELD if kind == _FIELD else HIDDEN)

    def _use(self, node: Node, parent: _Entry) -> None:
        if self.batch is not None:
            self._flush()
        table = self.table
        start, end = node.start_byte, node.end_byte
        match = _USE_TEXT.match(self.source, start, end)
        if match is not None and match.end() == end:
            start, end = match.span(1)
        else:  # (a comment or a template in it: the name from the tree)
            start = end = -1
            for child in node.children:
                if child.kind_id == _USE_NAME:
                    start, end = child.start_byte, child.end_byte
        place = BODY if parent.kind == _BODY else parent.place
        table.use_starts.append(start)
        table.use_ends.append(end)
        table.use_parents.append(parent.row)
        table.use_fields.append(parent.field if place != BODY else 0)
        table.use_places.append(place)
        table.use_replayed.append(0)

    def _declared_name(self, node: Node) -> int:
        name = node.child_by_field_id(_F_NAME)
        if name is None:
            return 0
        return self.table.name_id(self.source[name.start_byte : name.end_byte])

    # -- shapes ----------------------------------------------------------------------------------------------------

    def _shaped(self, node: Node, start: int, end: int, parent: _Entry, place: int):
        """A node that may be replayed by shape: ``_REPLAYED`` when it was (nothing to walk), (key, start, end,
        counts before) when it is the first of its shape (its entry closes the shape), else None (walked)."""
        self.misses += 1
        if self.misses > _PROBE_AFTER and self.misses % _PROBE_EVERY:
            return None
        if end - start > _SHAPE_ITEM_SIZE or end - start > _SHAPE_BYTES_PER_NODE * node.descendant_count \
                or (self.has_error and node.has_error):
            return None
        key = item_shape(self.source, start, end, SHAPE)
        if key is None:
            return None
        known = self.shapes.get(key)  # type: ignore[union-attr]
        if known is None:
            if self.batch is not None:
                self._flush()  # (the counts are of rows in the table)
            return (key, start, end, self._counts())
        if type(known) is tuple:  # the first of its shape, walked: made into its records on the first copy
            known = self.shapes[key] = self._records(*known)  # type: ignore[index]
        if known is _NOT_REPLAYED:
            return None
        self._replay(known, item_shape(self.source, start, end, SHAPE_ENDS), parent, place)
        self.misses = 0
        return _REPLAYED

    def _counts(self) -> tuple:
        table = self.table
        return (len(table.starts), len(table.use_starts), len(table.field_starts),
                tuple((kind, len(columns[0])) for kind, columns in table.others.items()))

    def _close_shape(self, entry: _Entry) -> None:
        key, start, end, before = entry.shape  # type: ignore[misc]
        if self.batch is not None:
            self._flush()  # (copies inside the node are its rows)
        if key not in self.shapes:  # type: ignore[operator]
            self.shapes[key] = (start, end, before, self._counts())  # type: ignore[index]

    def _records(self, start: int, end: int, before: tuple, after: tuple):
        """The first node of a shape's rows as ``_Shape`` (``_NOT_REPLAYED`` when an offset falls inside a masked
        token, which no row's should)."""
        spans = item_shape(self.source, start, end, SHAPE_SPANS)
        token_starts, token_ends = spans[1::2], [start, *spans[2::2]]

        def place(offset: int) -> tuple[int, int]:
            if offset < 0:
                return -1, -1  # (none)
            token = bisect_right(token_ends, offset) - 1
            if token < len(token_starts) and token_starts[token] < offset:
                raise ValueError(offset)
            return token, offset - token_ends[token]

        table = self.table
        first = before[0]
        nodes, uses, fields = range(before[0], after[0]), range(before[1], after[1]), range(before[2], after[2])

        def offsets(column: array, rows: range) -> tuple:
            return tuple(place(column[row]) for row in rows)

        def relative(column: array, rows: range) -> tuple:
            return tuple(column[row] - first for row in rows)

        try:
            counted = dict(before[3])
            others = []
            for kind, count in after[3]:
                starts, ends, owners = table.others[kind]
                for row in range(counted.get(kind, 0), count):
                    others.append((kind, place(starts[row]), place(ends[row]), owners[row] - first))
            return _Shape(
                tuple(offsets(column, nodes) for column in (table.starts, table.ends, table.type_starts,
                                                            table.type_ends, table.def_starts, table.def_ends)),
                relative(table.parents, nodes), tuple(table.fields[first : after[0]]),
                tuple(table.places[first : after[0]]),
                (offsets(table.use_starts, uses), offsets(table.use_ends, uses)), relative(table.use_parents, uses),
                tuple(table.use_fields[before[1] : after[1]]), tuple(table.use_places[before[1] : after[1]]),
                tuple(offsets(column, fields) for column in (table.field_starts, table.field_ends,
                                                             table.field_name_starts, table.field_name_ends)),
                relative(table.field_owners, fields), bytes(table.field_hidden[before[2] : after[2]]),
                tuple(others), first, before[2],
            )
        except ValueError:
            return _NOT_REPLAYED

    def _replay(self, shape: _Shape, ends: list[int], parent: _Entry, place: int) -> None:
        """A node of a known shape (``ends``: its masked tokens' ends): added to the batch of copies of its shape
        standing at the same place (consecutive top-level copies: a world of 100,000 boxes), the batch of another
        one added first."""
        batch = self.batch
        if batch is not None and (batch[0] is not shape or batch[1] is not parent or batch[2] != place):
            self._flush()
            batch = None
        if batch is None:
            self.batch = batch = (shape, parent, place, [])
        batch[3].append(ends)
        if len(batch[3]) == _BATCH:
            self._flush()

    def _flush(self) -> None:
        """The rows of the batch of copies, each column extended once, in file order."""
        shape, parent, place, copies = self.batch  # type: ignore[misc]
        self.batch = None
        table = self.table
        first, size, count = len(table.starts), len(shape.node_fields), len(copies)
        table.copies.append((first, size, count, shape.row, len(table.field_starts), len(shape.field_hidden),
                             shape.field_row))

        for ends in copies:
            ends.append(0)  # (token -1, the last: a missing offset is 0 + -1)

        def moved(places: tuple) -> list[int]:
            return [ends[token] + delta for ends in copies for token, delta in places]

        def rows(relative: tuple) -> list[int]:
            return [first + copy * size + row for copy in range(count) for row in relative]

        for column, places in zip((table.starts, table.ends, table.type_starts, table.type_ends, table.def_starts,
                                   table.def_ends), shape.node_offsets):
            column.extend(moved(places))
        # (each copy's own row stands where the copy is)
        table.parents.extend(rows(shape.node_parents))
        table.parents[first::size] = array("i", [parent.row]) * count
        table.fields.extend(array("i", shape.node_fields) * count)
        table.fields[first::size] = array("i", [parent.field]) * count
        table.places.extend(array("i", shape.node_places) * count)
        table.places[first::size] = array("i", [place]) * count
        table.replayed.extend(b"\x01" * (size * count))
        if shape.use_fields:
            table.use_starts.extend(moved(shape.use_offsets[0]))
            table.use_ends.extend(moved(shape.use_offsets[1]))
            table.use_parents.extend(rows(shape.use_parents))
            table.use_fields.extend(array("i", shape.use_fields) * count)
            table.use_places.extend(array("i", shape.use_places) * count)
            table.use_replayed.extend(b"\x01" * (len(shape.use_fields) * count))
        if shape.field_hidden:
            for column, places in zip((table.field_starts, table.field_ends, table.field_name_starts,
                                       table.field_name_ends), shape.field_offsets):
                column.extend(moved(places))
            table.field_owners.extend(rows(shape.field_owners))
            table.field_hidden.extend(shape.field_hidden * count)
        for copy, ends in enumerate(copies):
            for kind, start, end, owner in shape.others:
                starts, other_ends, owners = table.other(kind)
                starts.append(ends[start[0]] + start[1])
                other_ends.append(ends[end[0]] + end[1])
                owners.append(first + copy * size + owner)
        table.replayed_items += count


def node_table(tree: Tree, source: bytes, should_stop: ShouldStop = None, shapes: bool = True) -> NodeTable:
    """The table of ``tree``/``source``; ``shapes``: replay nodes of a shape walked before (tests compare with
    False). ``should_stop`` is polled every 2048 nodes; when it returns True, ``Cancelled`` is raised."""
    return _Walk(tree, source, should_stop, shapes).run()
