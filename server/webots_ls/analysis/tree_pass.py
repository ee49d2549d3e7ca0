"""One pass over the whole tree, shared by the index and every schema rule of the same (tree, source).

A tree-sitter query costs a walk of the whole tree in C plus a Python object (hashed into a set) per capture, and
``Node.children`` builds a list per call (~2.5 µs), so neither suits a 5 MB world of 20,000 nodes. The pass here is
one ``TreeCursor`` walk (~0.1 µs a step) that descends only where a value may hold nodes: values of a common shape
(numbers, a plain string, a boolean) are judged from their slice of ``source`` (``value_text``) and stepped over.
The walk records what the index and the schema rules need, parents known: DEF and USE names with their nodes'
extents, fields to read token by token, unknown fields, strays, deprecated types, templates, escapes, ``IS``.

In a tree with syntax errors, only the well-formed top-level items are walked; the items holding an error
(``error_ranges``) go through one query with single-node patterns, whose captures ``schema._Sweep`` places by byte
position, and the index reads them with its own exact patterns.

``tree_captures(tree, source)`` keeps the results of the last two (tree, source) pairs, compared by identity: a
server that edits a tree in place (``tree.edit``) parses a new tree and has a new ``source`` object, so a stale
entry is never returned.
"""

from __future__ import annotations

import threading
from bisect import bisect_right
from operator import attrgetter
from typing import Any

from tree_sitter import Node, Query, QueryCursor, Tree

from ..syntax.parser import LANGUAGE
from .cancel import CHECK_EVERY, ShouldStop, check
from .value_text import (
    BARE_STRING,
    BARE_STRING_LIST,
    BOOL_VALUE,
    NAME,
    NODE_VALUE,
    NUMBER_OR_SEPARATOR,
    NUMERIC,
    STRING_VALUE,
    count_words,
    numbers_fit,
    surely_int32s,
)
from .node_types import BUILT_INS

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
_lock = threading.Lock()
_CACHE_SIZE = 2
_cache: list[tuple[Tree, bytes, "TreeCaptures"]] = []

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
_LEAF_ENTRY = [0]
_SKIPPED = -2
_SOURCE_FILE = _kind("source_file")
_TOP_LEVEL = frozenset({_NODE, _USE_NODE, _PROTO, _EXTERN, _kind("header"), _kind("comment")}) | _TEMPLATE_KINDS
# kinds the walk acts on besides fields and nodes (a node's own children are read in its branch)
_INTERESTING = frozenset({_USE_NODE, _USE_NAME, _NULL, _STRING, _ESCAPE, _IS, _PROTO}) | _CONTAINERS | _TEMPLATE_KINDS
_F_DEF, _F_TYPE, _F_BODY = (LANGUAGE.field_id_for_name(name) for name in ("def", "type", "body"))
# first children that are only keywords or brackets: the walk steps over them (a field's first child is its name)
_SKIP_FIRST = frozenset({_FIELD, _LIST, _USE_NODE})  # descend, nothing to remember about the parent


class Walk:
    """What the walk of a clean tree found for the schema rules (each list in walk order; rules sort them).

    Items are ``(owner node start, ...)``; ``model`` is the owner's built-in model or None.
    """

    __slots__ = (
        "slow_fields", "unnamed_fields", "unknown_fields", "hidden", "strays", "deprecated", "references", "escapes",
        "walked_items", "cached_items",
    )

    def __init__(self) -> None:
        self.slow_fields: list[tuple] = []  # (owner start, field, model, field model): read token by token
        self.unnamed_fields: list[tuple] = []  # (owner start, field, model): a name the fast path cannot read
        self.unknown_fields: list[tuple] = []  # (owner start, name start, name end, name bytes, model)
        self.hidden: list[tuple] = []  # (owner start, hidden_field, model)
        self.strays: list[tuple] = []  # (owner start, node | use_node | null, model)
        self.deprecated: list[tuple] = []  # (type start, type end, type bytes, new name)
        self.references: list[Node] = []  # `IS` references
        self.escapes: list[Node] = []  # escape sequences of strings holding a backslash
        # Top-level nodes of a clean tree, for the item cache (``ItemEntry``): walked ones as
        # (start, cache key, record counts before, record counts after); cached ones as (start, entry).
        self.walked_items: list[tuple] = []
        self.cached_items: list[tuple] = []

    def counts(self) -> tuple[int, ...]:
        return (
            len(self.slow_fields), len(self.unnamed_fields), len(self.unknown_fields), len(self.hidden),
            len(self.strays), len(self.deprecated), len(self.references), len(self.escapes),
        )


class TreeCaptures:
    """Results of the pass over one (tree, source). ``get(name)``: nodes sorted by start byte ("def", "use",
    "proto", "is", "escape", "template", "declaration"; on a tree with errors also "node", "field", "hidden",
    "null"). ``walk``: the walk's findings-to-be (None for a tree with errors). ``extra``: per-tree rule results."""

    __slots__ = (
        "tree", "source", "captures", "has_error", "extra", "walk", "error_ranges", "_node_starts", "_def_extents",
        "_should_stop", "_use_item_cache", "def_spans", "use_spans",
    )

    def __init__(
        self, tree: Tree, source: bytes, should_stop: ShouldStop = None, *, query: bool = False,
        cache: bool | None = None,
    ) -> None:
        """``query=True`` makes the query-based pass over the whole tree, even a clean one (tests compare);
        ``cache``: use and fill the item cache (default: ``item_cache_enabled()``)."""
        self.tree = tree
        self.source = source
        self.has_error = tree.root_node.has_error
        self.extra: dict[str, Any] = {}
        self._node_starts: list[int] | None = None
        self._def_extents: dict[int, tuple[int, int]] | None = None
        self.walk: Walk | None = None
        # Top-level items holding a syntax error, merged: the walk leaves them to the query (and the index to its
        # exact patterns, ``FileAnalysis._scan``).
        self.error_ranges: list[tuple[int, int]] = []
        self._should_stop = should_stop
        self._use_item_cache = (_item_cache_on if cache is None else cache) and not self.has_error
        # DEF and USE names as (start, end, made by a template), every one of the file, in order (walk only)
        self.def_spans: list[tuple[int, int, bool]] = []
        self.use_spans: list[tuple[int, int, bool]] = []
        if query:
            check(should_stop)
            self.captures: dict[str, list[Node]] = QueryCursor(_query_object()).captures(tree.root_node)
            for nodes in self.captures.values():  # the binding does not return them in document order
                nodes.sort(key=_START)
            self.captures["sweep_use"] = self.get("use")
            self.error_ranges = [(0, len(source))]
        else:
            self.captures = {}
            self._walk()
            if self.error_ranges:
                self._query_error_ranges()
        self._should_stop = None

    def _query_error_ranges(self) -> None:
        """The query's captures inside the erroneous top-level items, added to the walk's (see ``schema._Sweep``)."""
        check(self._should_stop)
        found: dict[str, list[Node]] = {}
        cursor = QueryCursor(_query_object())
        root = self.tree.root_node
        for hull_start, hull_end, members in query_windows(self.error_ranges):
            starts = [start for start, _ in members]
            cursor.set_byte_range(hull_start, hull_end)
            for name, nodes in cursor.captures(root).items():
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

    def def_extents(self) -> dict[int, tuple[int, int]]:
        """DEF name start -> (start, end) of its node; empty for a tree with errors (see ``FileAnalysis.node_of``)."""
        return self._def_extents or {}

    def get(self, name: str) -> list[Node]:
        return self.captures.get(name, _EMPTY)

    @property
    def node_starts(self) -> list[int]:
        if self._node_starts is None:
            self._node_starts = [node.start_byte for node in self.get("node")]
        return self._node_starts

    # ------------------------------------------------------------------------------------------------ walk

    def _walk(self) -> None:
        """One TreeCursor walk of a clean tree (no Node list is built: a cursor step costs about 0.1 µs).

        ``parents`` holds an entry per node the cursor is inside: ``[kind, ...]``; node entries are
        ``[_NODE, start, end, model, field infos]`` and field entries ``[_FIELD, owner entry, field, field model,
        check]`` where ``check`` is 1 while the field's node value is being judged (0 once judged fine, -1 bad).
        """
        source = self.source
        walk = self.walk = Walk()
        defs: list[Node] = []
        uses: list[Node] = []
        protos: list[Node] = []
        references = walk.references
        escapes = walk.escapes
        declarations: list[Node] = []
        templates: list[Node] = []
        def_extents: dict[int, tuple[int, int]] = {}
        slow_fields, unnamed_fields, unknown_fields = walk.slow_fields, walk.unnamed_fields, walk.unknown_fields
        hidden, strays, deprecated = walk.hidden, walk.strays, walk.deprecated
        names = NAME.match
        type_info = BUILT_INS.type_info  # the file's provider once the pass takes one (built-in nodes until then)
        number_chars = NUMBER_OR_SEPARATOR
        bare_string, bare_string_list = BARE_STRING.fullmatch, BARE_STRING_LIST.fullmatch
        node_items = _NODE_ITEMS
        list_items_ok = _LIST_ITEMS_OK
        should_stop = self._should_stop
        countdown = CHECK_EVERY
        has_error = self.has_error
        error_ranges = self.error_ranges
        # In a tree with errors, only well-formed top-level items under a `source_file` are walked.
        top_level_kinds = _TOP_LEVEL if self.tree.root_node.kind_id == _SOURCE_FILE else frozenset()
        def_spans, use_spans = self.def_spans, self.use_spans
        use_item_cache = self._use_item_cache
        header_line = source[: source.find(b"\n") + 1 or len(source)]  # the version decides legacy conversions
        item_open: tuple | None = None  # (start, key, record counts) of the top-level node being walked
        cursor = self.tree.walk()
        parents: list[list] = [[_ROOT]]
        if not cursor.goto_first_child():
            return
        while True:
            node = cursor.node
            kind = node.kind_id
            parent = parents[-1]
            parent_kind = parent[0]
            if has_error and parent_kind == _ROOT and (node.has_error or kind not in top_level_kinds):
                start, end = node.start_byte, node.end_byte
                if error_ranges and error_ranges[-1][1] >= start:
                    error_ranges[-1] = (error_ranges[-1][0], max(end, error_ranges[-1][1]))
                else:
                    error_ranges.append((start, end))
                kind = _SKIPPED  # left to the query
            elif use_item_cache and parent_kind == _ROOT and kind == _NODE:
                item_start = node.start_byte
                item_key = (source[item_start : node.end_byte], header_line, bool(protos))
                cached = _item_cache_get(item_key)
                if cached is None:
                    item_open = (item_start, item_key, walk.counts(), len(def_spans), len(use_spans), len(templates))
                else:
                    delta = item_start - cached.start
                    if delta:
                        def_spans.extend([(start + delta, end + delta, templated) for start, end, templated in cached.defs])
                        use_spans.extend([(start + delta, end + delta, templated) for start, end, templated in cached.uses])
                        for (name_start, _, _), (start, end) in zip(cached.defs, cached.extents):
                            def_extents[name_start + delta] = (start + delta, end + delta)
                    else:
                        def_spans.extend(cached.defs)
                        use_spans.extend(cached.uses)
                        for (name_start, _, _), extent in zip(cached.defs, cached.extents):
                            def_extents[name_start] = extent
                    walk.cached_items.append((item_start, cached))
                    kind = _SKIPPED  # its findings are the cached ones
            entry = None  # what to push when descending; None: do not descend
            if parent_kind == _FIELD and parent[4] == 1:
                # the first value of a field whose node value is being judged (after its name)
                if kind != _FIELD_NAME:
                    field_end = parent[2].end_byte
                    if node.end_byte != field_end:
                        parent[4] = -1
                    elif kind == _LIST:
                        parent[4] = 0 if parent[3].type == "MFNode" else -1
                        entry = [_LIST, parent]
                    elif kind in node_items:
                        parent[4] = 0
                    else:
                        parent[4] = -1
            elif parent_kind == _LIST and len(parent) > 1 and kind not in list_items_ok:
                parent[1][4] = -1  # an item that is not a node in an MFNode list
            if kind == _FIELD:
                owner = parent  # the body's entry: [_BODY, node start, node end, model, infos]
                infos = owner[4]
                if infos is None:  # a PROTO instance or a template-made type: only nodes inside matter
                    entry = [_FIELD, owner, node, None, 0]
                else:
                    field_start = node.start_byte
                    match = names(source, field_start)
                    info = infos.get(match.group()) if match is not None else None
                    if info is None:
                        if match is None:
                            unnamed_fields.append((owner[1], node, owner[3]))
                        else:
                            unknown_fields.append((owner[1], field_start, match.end(), match.group(), owner[3]))
                        entry = [_FIELD, owner, node, None, 0]
                    else:
                        code = info[1]
                        fine = False
                        if code == NUMERIC:
                            text = source[match.end() : node.end_byte]
                            if not text.translate(None, number_chars):
                                count = len(text.split()) if len(text) < 200 and b"," not in text else count_words(text)
                                fine = count == info[2] and (not info[4] or surely_int32s(text))
                            elif info[3]:
                                fine = numbers_fit(source, match.end(), node.end_byte, info[0].type)
                        elif code == NODE_VALUE:
                            entry = [_FIELD, owner, node, info[0], 1]  # judged while its value is walked
                            fine = True
                        elif code == BOOL_VALUE:
                            text = source[match.end() : node.end_byte].strip()
                            fine = text == b"TRUE" or text == b"FALSE"
                        elif code == STRING_VALUE:
                            text = source[match.end() : node.end_byte].strip()
                            fine = bare_string(text) is not None or (info[3] and bare_string_list(text) is not None)
                        if not fine:
                            slow_fields.append((owner[1], node, owner[3], info[0]))
                            entry = [_FIELD, owner, node, None, 0]
            elif kind == _NODE:
                countdown -= 1
                if not countdown:
                    countdown = CHECK_EVERY
                    check(should_stop)
                if parent_kind == _BODY:
                    strays.append((parent[1], node, parent[3]))
                # The node's own children are read by field (`def`, `type`, `body`), then its body's, after `{`.
                entry = [_NODE, node.start_byte, node.end_byte, None, None]
                cursor.goto_first_child()
                parents.append(entry)
                while True:
                    field_id = cursor.field_id
                    if field_id == _F_BODY:
                        break
                    child = cursor.node
                    if field_id == _F_TYPE:
                        type_start, type_end = child.start_byte, child.end_byte
                        type_bytes = source[type_start:type_end]
                        if b"%" not in type_bytes or not child.child_count:
                            model, infos, new_name = type_info(type_bytes)
                            entry[3] = model
                            entry[4] = infos
                            if new_name is not None:
                                deprecated.append((type_start, type_end, type_bytes, new_name))
                        else:  # made by a template
                            templates.extend(part for part in child.children if part.kind_id in _TEMPLATE_KINDS)
                    elif field_id == _F_DEF:
                        defs.append(child)
                        name_start, name_end = child.start_byte, child.end_byte
                        def_extents[name_start] = (entry[1], entry[2])
                        templated = False
                        if b"%" in source[name_start:name_end]:
                            parts = [part for part in child.children if part.kind_id in _TEMPLATE_KINDS]
                            templates.extend(parts)
                            templated = any(part.kind_id == _TEMPLATE for part in parts)
                        def_spans.append((name_start, name_end, templated))
                    elif child.kind_id in _TEMPLATE_KINDS:  # (else `DEF` or a comment)
                        templates.append(child)
                    if not cursor.goto_next_sibling():
                        break
                if field_id == _F_BODY and cursor.goto_first_child():  # at `{`
                    parents.append([_BODY, entry[1], entry[2], entry[3], entry[4]])
                    if cursor.goto_next_sibling():
                        continue
                entry = None
            elif kind not in _INTERESTING:
                pass  # `}`, `]`, numbers, booleans, comments, ...
            elif kind == _USE_NODE:
                if parent_kind == _BODY:
                    strays.append((parent[1], node, parent[3]))
                entry = _LEAF_ENTRY
            elif kind == _USE_NAME:
                uses.append(node)
                name_start, name_end = node.start_byte, node.end_byte
                templated = False
                if b"%" in source[name_start:name_end]:
                    entry = _LEAF_ENTRY  # its templates are walked
                    templated = any(part.kind_id == _TEMPLATE for part in node.children)
                use_spans.append((name_start, name_end, templated))
            elif kind == _NULL:
                if parent_kind == _BODY:
                    strays.append((parent[1], node, parent[3]))
            elif kind in _CONTAINERS:
                if kind == _HIDDEN:
                    hidden.append((parent[1], node, parent[3]))
                elif kind == _DECLARATION:
                    declarations.append(node)
                if entry is None:  # (a list judged for an MFNode field has its entry already)
                    entry = [kind]
            elif kind == _STRING:
                text = source[node.start_byte : node.end_byte]
                if b"\\" in text or b"%" in text:
                    entry = _LEAF_ENTRY
            elif kind == _ESCAPE:
                escapes.append(node)
            elif kind == _IS:
                references.append(node)
                entry = _LEAF_ENTRY
            elif kind in _TEMPLATE_KINDS:
                templates.append(node)
            elif kind == _PROTO:
                if parent_kind == _ROOT:
                    protos.append(node)
                entry = _LEAF_ENTRY
            if entry is not None and cursor.goto_first_child():
                parents.append(entry)
                if kind not in _SKIP_FIRST or cursor.goto_next_sibling():
                    continue
            while not cursor.goto_next_sibling():
                if not cursor.goto_parent():
                    break
                left = parents.pop()
                if left[0] == _FIELD and left[4] == -1:
                    slow_fields.append((left[1][1], left[2], left[1][3], left[3]))
                if item_open is not None and len(parents) == 1:
                    if len(templates) == item_open[5]:  # (an item holding a template is not cached)
                        walk.walked_items.append(
                            (item_open[0], item_open[1], item_open[2], walk.counts(), item_open[3], len(def_spans),
                             item_open[4], len(use_spans))
                        )
                    item_open = None
            else:
                continue
            break
        captures = self.captures
        for name, nodes in (
            ("def", defs),  # walked parts only (a cached top-level node is not walked); spans: def_spans
            ("use", uses),
            ("proto", protos),
            ("is", references),
            ("escape", escapes),
            ("declaration", declarations),
        ):
            captures[name] = sorted(nodes, key=_START)
        # Every template is a child of a walked node: values the walk judges from their text hold no `%`, and
        # strings and names holding one are walked into.
        templates.sort(key=_START)
        captures["template"] = templates
        self._def_extents = def_extents


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


# Top-level nodes already judged, by (bytes, header line, is a PROTO file): a process that re-checks a big
# document after each edit (the server's diagnostics worker) finds all its top-level nodes but the edited one here.
# Off by default: filling it costs about 0.25x a parse on a world of 20,000 top-level nodes, and a one-off check
# (opening a file, the CLI) gains nothing from it. Oldest out first.
_ITEM_CACHE_LIMIT = 64 * 1024 * 1024  # bytes of keys
_item_cache: dict[tuple, ItemEntry] = {}
_item_cache_size = 0
_item_cache_on = False


def enable_item_cache(on: bool = True) -> None:
    """Use (and fill) the item cache in the passes made from now on in this process."""
    global _item_cache_on
    _item_cache_on = on
    if not on:
        clear_item_cache()


def item_cache_enabled() -> bool:
    return _item_cache_on


def _item_cache_get(key: tuple) -> ItemEntry | None:
    return _item_cache.get(key)


def item_cache_put(key: tuple, entry: ItemEntry) -> None:
    global _item_cache_size
    with _lock:
        if key in _item_cache:
            return
        _item_cache[key] = entry
        _item_cache_size += entry.size
        while _item_cache_size > _ITEM_CACHE_LIMIT and _item_cache:
            oldest = next(iter(_item_cache))
            _item_cache_size -= _item_cache.pop(oldest).size


def clear_item_cache() -> None:
    global _item_cache_size
    with _lock:
        _item_cache.clear()
        _item_cache_size = 0


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


def tree_captures(tree: Tree, source: bytes, should_stop: ShouldStop = None) -> TreeCaptures:
    """The shared pass over ``tree``/``source`` (made on first use, kept for the last few pairs).

    ``should_stop`` is polled during the pass; when it returns True, ``Cancelled`` is raised and nothing is kept.
    """
    with _lock:
        for cached_tree, cached_source, result in _cache:
            if cached_tree is tree and cached_source is source:
                return result
    result = TreeCaptures(tree, source, should_stop)
    with _lock:
        _cache.insert(0, (tree, source, result))
        del _cache[_CACHE_SIZE:]
    return result


def forget(tree: Tree) -> None:
    """Drop the cached captures of ``tree`` (their nodes keep the tree alive)."""
    with _lock:
        _cache[:] = [entry for entry in _cache if entry[0] is not tree]
