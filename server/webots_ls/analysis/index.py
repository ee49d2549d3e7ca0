"""DEF/USE occurrences of one file and the binding of each USE, as Webots' reader does it.

The rules (``WbNodeReader::readNode``, one reader per world, PROTO body and PROTO default value):

* one DEF namespace per reader: the world file is one scope; the PROTO body is one scope; each SFNode default
  value of a PROTO interface field, and each item of an MFNode default list, is a private scope;
* a DEF is registered when its node's closing ``}`` has been read, unless the node's body registered a DEF of
  the same name (``previousDefNode == mDefs.value(defName)`` fails): the inner one then stays;
* a USE binds to the most recently registered DEF of its name in its scope, else nothing.

Names made by a template (``DEF %<= n >% Solid``) are not bound; template text is opaque.

An analysis is immutable: ``update`` makes the next version's analysis and leaves this one reading exactly as before.
Occurrences are kept sorted, in chunks that the versions share; each version adds its own shift to a chunk's
positions, so an edit shifts what it did not touch by changing numbers, copies only the chunks it changes, and
rescans only the edited and structurally changed ranges. Scopes come from a shallow look at the top of the tree
(cheap), node extents from the current tree on demand, and bindings are computed per name on request.
"""

from __future__ import annotations

import bisect
import copy
import itertools
import math
from operator import attrgetter
from dataclasses import dataclass, field
from typing import Iterable, Iterator, Literal, Sequence

from tree_sitter import Node, Tree

from ..syntax.edits import ByteEdit
from ..syntax.names_walk import def_and_use_names
from ..syntax.text import node_type_name
from ..syntax.words import node_head_type
from .cancel import ShouldStop
from ..syntax.positions import LineIndex
from .node_types import BUILT_INS, NodeTypes
from .spans import Span
from .tree_pass import DefExtents, TreeCaptures, query_windows, tree_captures
from ..syntax import kinds
from ..syntax.kinds import Child

OccurrenceKind = Literal["def", "use"]

_MARK_KINDS = ("templated_def",)
_CHUNK_SIZE = 128  # at most, occurrences per chunk when grouped (see _Chunk): an edit copies the chunks it changes
_MIN_CHUNK_SIZE = 16
_KEPT_EXTENTS = 64  # node extents an update keeps when they end before its changes (not after a whole-file read)
_MANY = object()  # more than one DEF of a name (see FileAnalysis._lone_def)
_LONE_LIST = 8  # names with more occurrences keep their lone DEF in FileAnalysis._lone
_MERGED_CHANGES = 64  # names changed since the shared dict of a _NameIndex, beyond twice its size's root, before merging
_UNSET = object()


class Occurrence:
    """One DEF or USE name in the file at its place in one version. Never changed once that version is made: where an
    edit moved it, the next version has another ``Occurrence``."""

    __slots__ = ("kind", "name", "start", "end")

    def __init__(self, kind: OccurrenceKind, name: str, start: int, end: int) -> None:
        self.kind = kind
        self.name = name
        self.start = start
        self.end = end

    @property
    def span(self) -> Span:
        return Span(self.start, self.end)

    @property
    def is_def(self) -> bool:
        return self.kind == "def"

    def __repr__(self) -> str:
        return f"{self.kind.upper()} {self.name}@{self.start}"


_chunk_keys = itertools.count(1)


class _Chunk:
    """Consecutive occurrences, shared by every version that has them unchanged: a version adds its own shift to their
    positions (``FileAnalysis._shifts``). Only the update that makes it changes it (``_ChunkEditor``). ``key`` names
    the place in the file: a copy of a chunk with some occurrences changed keeps it, so the index of the names it
    still holds (``_NameIndex``) stays right."""

    __slots__ = ("items", "key")

    def __init__(self, items: list[Occurrence], key: int | None = None) -> None:
        self.items = items  # sorted by start, never empty
        self.key = next(_chunk_keys) if key is None else key


def _key_tuple(entry: object) -> tuple[int, ...]:
    """A ``_NameIndex`` entry as a tuple (one chunk key is stored alone: most names are in one chunk)."""
    return (entry,) if type(entry) is int else entry  # type: ignore[return-value]


class _NameIndex:
    """The keys of the chunks that hold each name, as a persistent map: a dict that many versions share and never
    change, and the names changed since then (a dict copied by each update, merged into a new shared one once it
    grows)."""

    __slots__ = ("shared", "changed")

    def __init__(self, shared: dict[str, object], changed: dict[str, object] | None = None) -> None:
        self.shared = shared
        self.changed = changed or {}

    def get(self, name: str) -> tuple[int, ...]:
        entry = self.changed.get(name, _UNSET) if self.changed else _UNSET
        if entry is _UNSET:
            entry = self.shared.get(name, ())
        return _key_tuple(entry)

    def names(self) -> list[str]:
        if not self.changed:
            return list(self.shared)
        return [name for name, entry in {**self.shared, **self.changed}.items() if entry != ()]

    def with_changes(self, changes: dict[str, object]) -> _NameIndex:
        """This index with ``changes`` (an empty tuple: the name is gone); this one is unchanged."""
        changed = {**self.changed, **changes}
        # (each update copies the changes, a merge copies all: merged every ~root of the names' count of changes)
        if len(changed) > _MERGED_CHANGES + 2 * math.isqrt(len(self.shared)):
            return _NameIndex({name: entry for name, entry in {**self.shared, **changed}.items() if entry != ()})
        return _NameIndex(self.shared, changed)


class _ChunkEditor:
    """The next version's chunks while an update makes them. A chunk it changes is first copied ("opened": new
    Occurrences at their current places, shift 0): the versions sharing the old chunk never see the change."""

    def __init__(self, chunks: list[_Chunk], shifts: list[int], firsts: list[int], count: int, size: int) -> None:
        self.chunks = list(chunks)
        self.shifts = list(shifts)
        self.firsts = list(firsts)  # each chunk's first start (kept here: reading it from the chunks misses caches)
        self.count = count  # occurrences
        self.size = size
        self.moved_chunks = False  # a chunk came or went: their places changed
        self.fresh: set[_Chunk] = set()  # made by this update (changed in place until it ends)
        self.changed_keys: set[int] = set()  # of the chunks whose occurrences changed (or that are gone)
        self.touched_names: set[str] = set()  # of the occurrences dropped or inserted

    def _chunk_before(self, offset: int) -> int:
        """The last chunk whose first occurrence starts at or before ``offset`` (-1: none)."""
        return bisect.bisect_right(self.firsts, offset) - 1

    def _open(self, index: int) -> list[Occurrence]:
        chunk, shift = self.chunks[index], self.shifts[index]
        self.changed_keys.add(chunk.key)
        if chunk in self.fresh:
            if shift:
                for occurrence in chunk.items:
                    occurrence.start += shift
                    occurrence.end += shift
                self.shifts[index] = 0
            return chunk.items
        opened = _Chunk([Occurrence(o.kind, o.name, o.start + shift, o.end + shift) for o in chunk.items], chunk.key)
        self.fresh.add(opened)
        self.chunks[index] = opened
        self.shifts[index] = 0
        return opened.items

    def drop_touching(self, start: int, end: int) -> None:
        """Drop the occurrences touching ``[start, end]`` (closed)."""
        index = max(0, self._chunk_before(start))
        while index < len(self.chunks) and self.firsts[index] <= end:
            items, shift = self.chunks[index].items, self.shifts[index]
            first = bisect.bisect_left(items, start - shift, key=_end_of)  # the first that ends at or after start
            if first < len(items) and items[first].start + shift <= end:  # (else nothing here touches: not opened)
                items = self._open(index)
                kept = [o for o in items if o.end < start or o.start > end]
                if len(kept) != len(items):
                    self.touched_names.update(o.name for o in items if not (o.end < start or o.start > end))
                    self.count -= len(items) - len(kept)
                if not kept:
                    del self.chunks[index], self.shifts[index], self.firsts[index]
                    self.moved_chunks = True
                    continue
                items[:] = kept
                self.firsts[index] = kept[0].start
            index += 1

    def shift_after(self, old_end: int, delta: int) -> None:
        """Move every occurrence from ``old_end`` on by ``delta``: the later chunks by their shift, the one that
        straddles ``old_end`` (if any) opened. O(chunk size + chunks)."""
        if delta == 0 or not self.chunks:
            return
        index = bisect.bisect_left(self.firsts, old_end)
        if index and self.chunks[index - 1].items[-1].start + self.shifts[index - 1] >= old_end:
            for occurrence in self._open(index - 1):
                if occurrence.start >= old_end:
                    occurrence.start += delta
                    occurrence.end += delta
        shifts, firsts = self.shifts, self.firsts
        shifts[index:] = [shift + delta for shift in shifts[index:]]
        firsts[index:] = [first + delta for first in firsts[index:]]

    def insert(self, occurrence: Occurrence) -> None:
        """Add a new occurrence (made by this update) at its place."""
        self.touched_names.add(occurrence.name)
        self.count += 1
        if not self.chunks:
            chunk = _Chunk([occurrence])
            self.fresh.add(chunk)
            self.changed_keys.add(chunk.key)
            self.chunks.append(chunk)
            self.shifts.append(0)
            self.firsts.append(occurrence.start)
            self.moved_chunks = True
            return
        index = max(0, self._chunk_before(occurrence.start))
        items = self._open(index)
        items.insert(bisect.bisect_right(items, occurrence.start, key=_start_of), occurrence)
        self.firsts[index] = items[0].start
        if len(items) > 2 * self.size:  # (hundreds of names typed or pasted in one place)
            half = len(items) // 2
            parts = [_Chunk(items[:half]), _Chunk(items[half:])]
            self.fresh.discard(self.chunks[index])
            self.fresh.update(parts)
            self.changed_keys.update(part.key for part in parts)
            self.touched_names.update(o.name for o in items)  # (under new keys)
            self.chunks[index : index + 1] = parts
            self.shifts[index : index + 1] = [0, 0]
            self.firsts[index : index + 1] = [part.items[0].start for part in parts]
            self.moved_chunks = True


@dataclass(frozen=True)
class Scope:
    """A DEF namespace. ``kind`` is "file", "proto_body" or "default" (a private PROTO default value)."""

    kind: str
    span: Span | None = None  # None for the file scope, which holds everything not in another scope


FILE_SCOPE = Scope("file")


@dataclass
class NameBinding:
    """Bindings of all occurrences of one name (all scopes)."""

    target: dict[Occurrence, Occurrence | None] = field(default_factory=dict)  # USE -> DEF
    uses: dict[Occurrence, list[Occurrence]] = field(default_factory=dict)  # DEF -> bound USEs
    unregistered: set[Occurrence] = field(default_factory=set)  # DEFs shadowed by a same-name DEF inside
    enclosing: dict[Occurrence, Occurrence] = field(default_factory=dict)  # USE -> innermost same-name DEF around it


def compute_scopes(root: Node) -> list[Scope]:
    """The non-file scopes of a tree, sorted and disjoint. Looks only at the top of the tree."""
    return _top_scopes(root)[0]


def _top_scopes(root: Node) -> tuple[list[Scope], int | None]:
    """``compute_scopes`` and the start of the first top-level node, where the look stopped (None: no node)."""
    scopes: list[Scope] = []
    first_node = None
    cursor = root.walk()
    more = cursor.goto_first_child()
    while more:
        child = cursor.node
        more = cursor.goto_next_sibling()  # a cursor: `next_named_sibling` re-walks the parent every time
        if not child.is_named:
            continue
        # A PROTO comes before any top-level node in every file Webots reads; stop at the first node so that
        # big worlds cost nothing (siblings one by one: `named_children` would build a list of them all).
        if child.type in (kinds.NODE, kinds.USE_NODE):
            first_node = child.start_byte
            break
        if child.type == kinds.PROTO:
            _interface_scopes(child.child_by_field_name(Child.INTERFACE), scopes)
            body = child.child_by_field_name(Child.BODY)
            if body is not None:
                scopes.append(Scope("proto_body", Span(body.start_byte, body.end_byte)))
        elif child.type == "ERROR":
            _recovered_proto_scopes(child, scopes)
    scopes.sort(key=lambda scope: scope.span.start)  # type: ignore[union-attr]
    return scopes, first_node


def _still_no_scopes(root: Node, first_node: int | None, earliest_change: int) -> bool:
    """Whether a world that had no scope before its first top-level node still has none: every change is after
    that node's start and it is still there in a clean tree. (The look of ``_top_scopes`` walks every header,
    comment and EXTERNPROTO line before it: tens of them in big worlds, on every keystroke.)"""
    if first_node is None or earliest_change <= first_node or root.has_error:
        return False
    child = root.first_child_for_byte(first_node)
    return child is not None and child.start_byte == first_node and child.type in (kinds.NODE, kinds.USE_NODE)


def _scopes_only_moved(root: Node, old_clean: bool, moved_scopes: list[tuple[str, int, int]],
                       dirty: list[tuple[int, int]]) -> bool:
    """Whether a file's scopes are its old ones moved by the edits (``moved_scopes``): both trees are clean and every
    edited or changed range is strictly inside one of them, so no scope's bounds were reparsed. (The look of
    ``_top_scopes`` walks a PROTO's whole interface: tens of fields, on every keystroke in its body.)"""
    if not old_clean or root.has_error:
        return False
    for a, b in dirty:
        if not any(start < a and b < end for _, start, end in moved_scopes):
            return False
    return True


def _interface_scopes(interface: Node | None, scopes: list[Scope]) -> None:
    if interface is None:
        return
    for declaration in interface.named_children:
        if declaration.type != kinds.FIELD_DECLARATION:
            continue
        for part in declaration.named_children:
            items: Iterable[Node] = part.named_children if part.type in (kinds.RESTRICTIONS, kinds.LIST) else (part,)
            for item in items:
                if item.type in (kinds.NODE, kinds.USE_NODE):
                    scopes.append(Scope("default", Span(item.start_byte, item.end_byte)))


def _recovered_proto_scopes(error: Node, scopes: list[Scope]) -> None:
    """A PROTO whose body is not closed yet (typing at the end of a .proto) is an ERROR holding its interface:
    keep the interface's private scopes and read everything after the body's ``{`` as the body scope.

    Only the first few children are looked at: a world broken at the top may be one ERROR with a huge list.
    """
    seen_interface = False
    for index in range(min(error.child_count, 12)):
        child = error.child(index)
        if child is None:
            continue
        if child.type == kinds.PROTO:  # a complete PROTO inside a recovered region
            _interface_scopes(child.child_by_field_name(Child.INTERFACE), scopes)
            body = child.child_by_field_name(Child.BODY)
            if body is not None:
                scopes.append(Scope("proto_body", Span(body.start_byte, body.end_byte)))
            return
        if child.type == kinds.INTERFACE and not seen_interface:
            seen_interface = True
            _interface_scopes(child, scopes)
        elif child.type == "{" and seen_interface:
            scopes.append(Scope("proto_body", Span(child.start_byte, error.end_byte)))
            return


def _is_template_made(name_node: Node) -> bool:
    return any(child.type == kinds.TEMPLATE for child in name_node.children)


_NO_EXTENTS = DefExtents()


class FileAnalysis:
    """DEF/USE occurrences of one parsed file and their bindings (``WbNodeReader::readNode``)."""

    def __init__(
        self, tree: Tree, source: bytes, node_types: NodeTypes = BUILT_INS,
        lines: LineIndex | None = None,
    ) -> None:
        self.tree = tree
        self._text = source
        self._node_types = node_types  # what each type name means in this file (features and rules ask it)
        self._lines = lines  # the document's line index (built on first use when not given)
        # Occurrences sorted by start (spans disjoint), in chunks shared with other versions: this version's
        # positions are a chunk's plus its shift here (see _items); _firsts[i] is chunk i's first start here.
        self._chunks: list[_Chunk] = []
        self._shifts: list[int] = []
        self._firsts: list[int] = []
        self._chunk_size = _MIN_CHUNK_SIZE
        self._count = 0  # occurrences
        self._names = _NameIndex({})  # name -> the keys of the chunks holding it
        self._shifted: dict[int, list[Occurrence]] = {}  # per chunk with a shift: its occurrences here (made on read)
        self._all: list[Occurrence] | None = []  # every occurrence (made on first read)
        # each chunk's place by its key (made on first read; shared by the next versions while no chunk comes or goes)
        self._chunk_index: dict[int, int] | None = None
        # Few spans, kept as plain sorted (start, end) lists per kind: "templated_def": DEF names made by a template.
        self._marks: dict[str, list[tuple[int, int]]] = {kind: [] for kind in _MARK_KINDS}
        # Bindings per name, made on request (this version's occurrences)
        self._bindings: dict[str, NameBinding] = {}
        # Per name with no full binding yet: its only DEF (None: no DEF), or _MANY.
        self._lone: dict[str, object] = {}
        self._built_pass: TreeCaptures | None = None  # the pass ``build`` made, until taken (``take_built_pass``)
        # The same answers from earlier versions for names no update since touched, the lone DEF by its chunk's key
        self._lone_kept: dict[str, object] = {}
        self._refresh_tree_state()

    @property
    def node_types(self) -> NodeTypes:
        """What each type name means in this file."""
        return self._node_types

    def with_node_types(self, node_types: NodeTypes) -> FileAnalysis:
        """The same analysis read with another provider (the DEF/USE occurrences do not depend on it); this one is
        unchanged. Shares everything else, caches included: they answer for the same tree and text."""
        other = copy.copy(self)
        other._node_types = node_types
        return other

    # ----------------------------------------------------------------------------------------- building

    @classmethod
    def build(
        cls,
        tree: Tree,
        source: bytes,
        should_stop: ShouldStop = None,
        node_types: NodeTypes = BUILT_INS,
        lines: LineIndex | None = None,
        file_pass: TreeCaptures | None = None,
    ) -> FileAnalysis:
        """The analysis of a whole file. ``should_stop`` is polled during the long part (raises ``Cancelled``);
        ``node_types`` answers what each type name means in this file (kept as ``analysis.node_types``);
        ``lines``: the document's line index, for line numbers in messages (built on first use if not given);
        ``file_pass``: the whole-file pass of ``tree``/``source`` to read (None: made here); either is handed on
        (``take_built_pass``)."""
        analysis = cls(tree, source, node_types, lines)
        # The shared whole-tree pass (its node table, also read by the whole-file rules) gives the DEF and USE names
        # of the top-level items without syntax errors and the DEF nodes' extents. Items with an error are read with
        # the exact patterns.
        if file_pass is None:
            file_pass = tree_captures(tree, source, should_stop, node_types)
        captured = analysis._built_pass = file_pass
        occurrences, marks = _occurrences_from(captured, source)
        analysis._def_extents = captured.def_extents()
        analysis.written_types = captured.written_types
        if captured.error_ranges:
            seen = {occurrence.start for occurrence in occurrences}
            # One scan per window of nearby erroneous items (see tree_pass.query_windows); what a window's hull
            # holds outside them is already known from the pass, and `seen` / the mark sets drop the repeats.
            for start, end, _members in query_windows(captured.error_ranges):
                found, found_marks = analysis._scan(start, end)
                occurrences.extend(occurrence for occurrence in found if occurrence.start not in seen)
                seen.update(occurrence.start for occurrence in found)
                for kind, spans in found_marks.items():
                    marks[kind] = sorted(set(marks[kind]) | set(spans))
        occurrences.sort(key=_start_of)
        analysis._set_occurrences(occurrences)
        analysis._marks = {kind: sorted(spans) for kind, spans in marks.items()}
        return analysis

    def _set_occurrences(self, occurrences: list[Occurrence]) -> None:
        """Group sorted occurrences into new chunks of about their count's square root, at most ``_CHUNK_SIZE``, and
        index their names (O(occurrences): when built, and after an update left too many small chunks)."""
        self._chunk_size = size = max(_MIN_CHUNK_SIZE, min(_CHUNK_SIZE, math.isqrt(len(occurrences))))
        self._chunks = chunks = [_Chunk(occurrences[i : i + size]) for i in range(0, len(occurrences), size)]
        self._shifts = [0] * len(chunks)
        self._firsts = [chunk.items[0].start for chunk in chunks]
        self._count = len(occurrences)
        self._shifted, self._all, self._chunk_index = {}, occurrences, None
        by_name: dict[str, object] = {}
        for chunk in chunks:
            key = chunk.key
            for name in {occurrence.name for occurrence in chunk.items}:
                entry = by_name.get(name)
                if entry is None:
                    by_name[name] = key
                elif type(entry) is int:
                    by_name[name] = [entry, key]
                else:
                    entry.append(key)  # type: ignore[attr-defined]
        self._names = _NameIndex({name: entry if type(entry) is int else tuple(entry)  # type: ignore[arg-type]
                                  for name, entry in by_name.items()})

    def update(
        self,
        tree: Tree,
        source: bytes,
        edits: Sequence[ByteEdit],
        changed_ranges: Iterable[tuple[int, int]] | Iterable[object],
        lines: LineIndex | None = None,
        node_types: NodeTypes | None = None,
    ) -> FileAnalysis:
        """The analysis of ``tree``/``source`` after ``edits`` (applied in order), as a new ``FileAnalysis``; this one
        reads exactly as before.

        ``changed_ranges`` are byte ranges of the new tree (``old_tree.changed_ranges(new_tree)``), as tuples or
        tree-sitter ``Range`` objects. Occurrences outside the edits and changed ranges are shifted, the rest is
        rescanned. ``lines`` is the new text's line index (built on first use if not given); ``node_types`` the new
        version's provider (None: this one's). The chunks the edits did not touch are shared, moved by a shift:
        O(changed chunks + chunks + changed names), never O(occurrences) but after many small chunks are left.
        """
        new = FileAnalysis.__new__(FileAnalysis)
        new.tree, new._text, new._lines = tree, source, lines
        new._node_types = self._node_types if node_types is None else node_types
        new._bindings, new._lone, new._lone_kept = {}, {}, {}
        new._built_pass = None  # (the pass of another tree)
        new._scopes, new._first_node = self._scopes, self._first_node  # (what _keeps_scopes compares with)
        new._marks = self._marks  # (never changed in place: an update makes new lists)
        editor = _ChunkEditor(self._chunks, self._shifts, self._firsts, self._count, self._chunk_size)
        dirty: list[tuple[int, int]] = []
        old_scopes = [(scope.kind, scope.span.start, scope.span.end) for scope in self._scopes]  # type: ignore[union-attr]
        had_marks = any(self._marks.values())  # (most files have none: their bookkeeping is skipped)
        for edit in edits:
            start, old_end, new_end = edit.start_byte, edit.old_end_byte, edit.new_end_byte
            dirty = [(_map_point(a, start, old_end, new_end), _map_point(b, start, old_end, new_end)) for a, b in dirty]
            dirty.append((start, new_end))
            old_scopes = [
                (kind, _map_point(a, start, old_end, new_end), _map_point(b, start, old_end, new_end))
                for kind, a, b in old_scopes
            ]
            editor.drop_touching(start, old_end)
            editor.shift_after(old_end, new_end - old_end)
            if had_marks:
                delta = new_end - old_end
                new._marks = {
                    kind: [(a + delta, b + delta) if a > old_end else (a, b)
                           for a, b in spans if a > old_end or b < start]
                    for kind, spans in new._marks.items()
                }
        for changed in changed_ranges:
            if isinstance(changed, tuple):
                dirty.append((changed[0], changed[1]))
            else:
                dirty.append((changed.start_byte, changed.end_byte))  # type: ignore[attr-defined]

        old_clean = not self._root.has_error
        earliest_change = min([edit.start_byte for edit in edits] + [a for a, _ in dirty], default=0)
        new._refresh_tree_state(keep_scopes=new._keeps_scopes(old_clean, old_scopes, dirty, earliest_change))
        if len(self._extents) <= _KEPT_EXTENTS:  # the few a keystroke's requests read: those before every change stay
            # (keyed by this version's occurrences: the next one has the same objects where both read a chunk unshifted)
            new._extents.update((o, span) for o, span in self._extents.items() if span.end < earliest_change)

        length = len(source)
        new._rescan(_merge([(max(0, min(a, length)), max(0, min(b, length))) for a, b in dirty]), editor)
        if new._take_chunks(editor, self._names, self._chunk_index):
            new._lone_kept = self._lone_answers(editor.touched_names)
        return new

    def _lone_answers(self, touched: set[str]) -> dict[str, object]:
        """The lone-DEF answers of this version and those it kept, for the names outside ``touched``: the next
        version's, where no occurrence of such a name came or went (a lone DEF by its chunk's key: chunks keep their
        key, not their positions)."""
        kept = {name: lone for name, lone in self._lone_kept.items() if name not in touched}
        for name, lone in self._lone.items():
            if name not in touched:
                if isinstance(lone, Occurrence):
                    lone = self._chunks[bisect.bisect_right(self._firsts, lone.start) - 1].key
                kept[name] = lone
        return kept

    def _take_chunks(self, editor: _ChunkEditor, names: _NameIndex, chunk_index: dict[int, int] | None) -> bool:
        """Make the chunks an update edited this version's, and its name index ``names`` with their changes (and the
        previous version's ``chunk_index`` if it still holds). False when they were grouped again (new chunk keys)."""
        chunks, shifts, count = editor.chunks, editor.shifts, editor.count
        if len(chunks) > 2 * count // editor.size + 8 or math.isqrt(count) > 2 * editor.size < _CHUNK_SIZE:
            # many chunks emptied, or the file has far more names than when grouped: group them again
            self._chunks, self._shifts, self._shifted, self._chunk_size = chunks, shifts, {}, editor.size
            self._set_occurrences([o for index in range(len(chunks)) for o in self._items(index)])
            return False
        self._chunks, self._shifts, self._firsts, self._count = chunks, shifts, editor.firsts, count
        self._chunk_size = editor.size
        self._shifted, self._all = {}, None
        self._chunk_index = None if editor.moved_chunks else chunk_index
        if not editor.touched_names:
            self._names = names  # no name came or went: every chunk holds the names it held
            return True
        changed_keys = editor.changed_keys
        names_in = [(chunk.key, {o.name for o in chunk.items}) for chunk in chunks if chunk.key in changed_keys]
        changes: dict[str, object] = {}
        for name in editor.touched_names:
            keys = [key for key in names.get(name) if key not in changed_keys]
            keys += [key for key, held in names_in if name in held]
            changes[name] = keys[0] if len(keys) == 1 else tuple(keys)
        self._names = names.with_changes(changes)
        return True

    def _rescan(self, ranges: list[tuple[int, int]], editor: _ChunkEditor) -> None:
        """Drop the occurrences and marks touching each of ``ranges`` (sorted, disjoint) and read them again from
        the new tree (a file without marks skips their bookkeeping)."""
        marks = {kind: set(spans) for kind, spans in self._marks.items()} if any(self._marks.values()) else None
        for a, b in ranges:
            editor.drop_touching(a, b)
            for spans in marks.values() if marks is not None else ():
                spans.difference_update([span for span in spans if not (span[0] > b or span[1] < a)])
        seen: set[int] = set()
        for a, b in ranges:
            occurrences, new_marks = self._scan(a, b)
            for occurrence in occurrences:
                if occurrence.start not in seen:
                    seen.add(occurrence.start)
                    editor.insert(occurrence)
            for kind, spans in new_marks.items():
                if spans:
                    if marks is None:
                        marks = {kind: set() for kind in _MARK_KINDS}
                    marks[kind].update(spans)
        if marks is not None:
            self._marks = {kind: sorted(spans) for kind, spans in marks.items()}

    def _keeps_scopes(self, old_clean: bool, old_scopes: list[tuple[str, int, int]], dirty: list[tuple[int, int]],
                      earliest_change: int) -> bool:
        """Whether an update's new tree has the scopes it had (``old_scopes`` moved by the edits): none before and
        still none, or edits inside them (then the moved ones are set here)."""
        root = self.tree.root_node
        if not self._scopes:
            return _still_no_scopes(root, self._first_node, earliest_change)
        if not _scopes_only_moved(root, old_clean, old_scopes, dirty):
            return False
        self._scopes = [Scope(kind, Span(a, b)) for kind, a, b in old_scopes]
        return True

    def _refresh_tree_state(self, keep_scopes: bool = False) -> None:
        self._root = self.tree.root_node
        if not keep_scopes:
            self._scopes, self._first_node = _top_scopes(self._root)
        self._scope_starts = [scope.span.start for scope in self._scopes]  # type: ignore[union-attr]
        self._extents: dict[Occurrence, Span] = {}  # absolute positions: recomputed after every update
        # DEF name start -> its node's (start, end), from the whole-tree pass of a clean tree (build only)
        self._def_extents = _NO_EXTENTS
        # Every USE in file order and, beside it, the DEF it binds to (made on first use; two lists, not 100,000 pairs)
        self._uses: list[Occurrence] | None = None
        self._use_targets: list[Occurrence | None] = []
        self._inside_same_name: list[tuple[Occurrence, Occurrence | None, Occurrence]] = []
        # Every type name the file writes (bytes), as the pass read them (build only; None: not known)
        self.written_types: frozenset[bytes] | None = None

    def take_built_pass(self, node_types: NodeTypes | None = None) -> TreeCaptures | None:
        """The whole-file pass ``build`` made (``tree_pass.tree_captures``), handed over once: to the diagnostics of
        this version, which give it to the rules (so the file is walked once); None once taken, after an update, or
        when it asked another provider than ``node_types`` (None: any). Not kept after that: its nodes hold the tree."""
        made, self._built_pass = self._built_pass, None
        if made is None or (node_types is not None and made.node_types is not node_types):
            return None
        return made

    def _scan(self, start: int, end: int) -> tuple[list[Occurrence], dict[str, list[tuple[int, int]]]]:
        """Occurrences and marks touching ``[start, end]`` (closed: an edit at a name's end changes it)."""
        # A cursor walk, not a query: tree-sitter's query cursor misses names below depth 16,384 (see names_walk).
        defs, uses = def_and_use_names(self._root, max(0, start - 1), min(len(self._text), end + 1))
        found: list[Occurrence] = []
        marks: dict[str, list[tuple[int, int]]] = {kind: [] for kind in _MARK_KINDS}
        for capture_name, nodes in (("def", defs), ("use", uses)):
            for node in nodes:
                if node.start_byte > end or node.end_byte < start:
                    continue
                if _is_template_made(node):
                    if capture_name == "def":
                        marks["templated_def"].append((node.start_byte, node.end_byte))
                else:
                    name = self._text[node.start_byte : node.end_byte].decode("utf-8", "replace")  # type: ignore[union-attr]
                    found.append(Occurrence("def" if capture_name == "def" else "use", name, node.start_byte, node.end_byte))
        return found, marks

    # ------------------------------------------------------------------------------------------ queries

    def _items(self, index: int) -> list[Occurrence]:
        """The occurrences of chunk ``index`` at their places in this version."""
        shift = self._shifts[index]
        if not shift:
            return self._chunks[index].items
        items = self._shifted.get(index)
        if items is None:
            items = self._shifted[index] = [
                Occurrence(o.kind, o.name, o.start + shift, o.end + shift) for o in self._chunks[index].items
            ]
        return items

    @property
    def occurrences(self) -> list[Occurrence]:
        """All DEF and USE names, sorted by position."""
        if self._all is None:
            self._all = list(itertools.chain.from_iterable(map(self._items, range(len(self._chunks)))))
        return self._all

    def _named(self, name: str) -> list[Occurrence]:
        """The occurrences of ``name``, in no particular order."""
        return [o for key in self._names.get(name) for o in self._keyed_items(key) if o.name == name]

    def _keyed_items(self, key: int) -> list[Occurrence]:
        """The occurrences of the chunk with ``key``, at their places in this version."""
        if self._chunk_index is None:
            self._chunk_index = {chunk.key: index for index, chunk in enumerate(self._chunks)}
        return self._items(self._chunk_index[key])

    @property
    def templated_defs(self) -> list[Span]:
        """DEF names made by a template (``DEF %<= name >% Solid``): unknown until the template runs."""
        return [Span(a, b) for a, b in self._marks["templated_def"]]

    def templated_def_before(self, use: Occurrence) -> Span | None:
        """The last template-made DEF name of the USE's scope before it: what the USE may really refer to."""
        scope = self.scope_of(use)
        for a, b in reversed(self._marks["templated_def"]):
            if a < use.start and self.scope_of(a) == scope:
                return Span(a, b)
        return None

    def names(self) -> list[str]:
        return self._names.names()

    def occurrences_named(self, name: str) -> list[Occurrence]:
        return sorted(self._named(name), key=_start_of)

    def occurrence_at(self, offset: int) -> Occurrence | None:
        """The DEF or USE name under ``offset``; a cursor right after a name's last byte counts too."""
        chunk = bisect.bisect_right(self._firsts, offset) - 1
        if chunk < 0:
            return None
        occurrences = self._items(chunk)
        index = bisect.bisect_right(occurrences, offset, key=_start_of)
        if index and occurrences[index - 1].start <= offset <= occurrences[index - 1].end:
            return occurrences[index - 1]
        return None

    def scope_of(self, occurrence: Occurrence | int) -> Scope:
        offset = occurrence if isinstance(occurrence, int) else occurrence.start
        index = bisect.bisect_right(self._scope_starts, offset) - 1
        if index >= 0:
            scope = self._scopes[index]
            if offset < scope.span.end:  # type: ignore[union-attr]
                return scope
        return FILE_SCOPE

    def node_span(self, occurrence: Occurrence) -> Span:
        """The whole node a DEF names (``DEF`` to its closing ``}``); a USE's own ``USE name`` span."""
        extent = self._extents.get(occurrence)
        if extent is None and occurrence.is_def:
            found = self._def_extents.get(occurrence.start)  # clean tree as built: known from the pass
            if found is not None:
                return Span(*found)  # (not kept twice: 100,000 DEFs' Spans are 10 MB)
        if extent is None:
            node = self.node_of(occurrence)
            extent = Span(node.start_byte, node.end_byte) if node is not None else occurrence.span
            self._extents[occurrence] = extent
        return extent

    def def_type(self, definition: Occurrence) -> str | None:
        """The type written for a DEF's node (``Solid``, a PROTO name); None when a template makes it or it is
        missing. From the pass, else the node's head (``DEF name Type {``), else the tree."""
        written = self._def_extents.type_of(definition.start)
        if written is not None:
            return written.decode("utf-8", "replace")
        span = node_head_type(self.source, self.node_span(definition).start)
        if span is not None:
            return self.source[span[0] : span[1]].decode("utf-8", "replace")
        node = self.node_of(definition)
        return node_type_name(node, self.source) if node is not None else None

    def written_def_types(self) -> dict[int, bytes | None]:
        """The type written in each DEF's head, by DEF name start, as the pass read it (None, or absent: read it with
        ``def_type``). For a rule that looks up many DEFs."""
        return self._def_extents.written_types()

    def node_of(self, occurrence: Occurrence) -> Node | None:
        """The tree-sitter ``node`` (DEF) or ``use_node`` (USE) of an occurrence."""
        name_node = self._root.descendant_for_byte_range(occurrence.start, occurrence.end)
        wanted = "def_name" if occurrence.is_def else "use_name"
        while name_node is not None and name_node.type != wanted:
            if name_node.start_byte != occurrence.start or name_node.end_byte != occurrence.end:
                return None
            name_node = name_node.parent
        return name_node.parent if name_node is not None else None

    def binding(self, name: str) -> NameBinding:
        binding = self._bindings.get(name)
        if binding is None:
            binding = self._bindings[name] = bind_occurrences(
                self._named(name), self.scope_of, self.node_span
            )
        return binding

    def _lone_def(self, name: str) -> object:
        """The only DEF of ``name`` (None if there is none), or _MANY (then, or once a full binding of the name is
        cached, callers use the full binding). Kept in ``_lone`` only for names written many times: a short list is
        read again faster than a dict entry per name is kept (100,000 names: 7.6 MB)."""
        if name in self._bindings:
            return _MANY
        lone = self._lone.get(name, _UNSET)
        if lone is _UNSET and name in self._lone_kept:
            lone = self._lone_kept[name]
            if type(lone) is int:  # the key of the chunk that holds it
                lone = next(o for o in self._keyed_items(lone) if o.name == name and o.kind == "def")
            self._lone[name] = lone
        if lone is _UNSET:
            lone = None
            same_name = self._named(name)
            for occurrence in same_name:
                if occurrence.kind == "def":
                    if lone is not None:
                        lone = _MANY
                        break
                    lone = occurrence
            if len(same_name) > _LONE_LIST:
                self._lone[name] = lone
        return lone

    def _cached_lone_def(self, name: str) -> object:
        lone = self._lone.get(name, _UNSET)
        return self._lone_def(name) if lone is _UNSET else lone

    def _def_extent(self, definition: Occurrence) -> tuple[int, int]:
        """The DEF's node extent, from the pass when it has it (as ``node_span``, without making a Span)."""
        extent = self._def_extents.get(definition.start)  # type: ignore[attr-defined]
        if extent is None:
            span = self.node_span(definition)
            extent = (span.start, span.end)
        return extent

    def target(self, use: Occurrence) -> Occurrence | None:
        """The DEF a USE binds to (``WbNodeReader::readNode``), or None (Webots: "Did not find a 'DEF X' to match 'USE X'")."""
        return self._bound(use)[0]

    def _bound(self, use: Occurrence, lone: object = _UNSET, extent: tuple[int, int] | None = None):
        """(``target``, ``enclosing_same_name``) of a USE. ``lone``: its name's lone DEF when the caller knows it;
        ``extent``: that DEF's node extent when known."""
        if lone is _UNSET:
            lone = self._cached_lone_def(use.name)
        if lone is None:
            return None, None
        if lone is _MANY:
            binding = self.binding(use.name)
            return binding.target.get(use), binding.enclosing.get(use)
        if self._scopes and self.scope_of(lone) != self.scope_of(use):  # type: ignore[arg-type]
            return None, None
        start, end = self._def_extent(lone) if extent is None else extent  # type: ignore[arg-type]
        return _lone_def_answer(lone, start, end, use.start)  # type: ignore[arg-type]

    def uses_with_targets(self) -> Iterator[tuple[Occurrence, Occurrence | None]]:
        """Every USE, in file order, with the DEF it binds to (None: unbound). Bound once per build or update: several
        rules read it (as pairs made one at a time: 100,000 kept pairs are 7 MB)."""
        if self._uses is None:
            self._bind_uses()
        return zip(self._uses, self._use_targets)  # type: ignore[arg-type]

    def uses_inside_same_name(self) -> list[tuple[Occurrence, Occurrence | None, Occurrence]]:
        """(USE, its DEF or None, the innermost same-name DEF whose node holds the USE) for each USE inside a DEF of
        its own name, in file order (``enclosing_same_name``, found with the bindings)."""
        if self._uses is None:
            self._bind_uses()
        return self._inside_same_name

    def _bind_uses(self) -> None:
        """``target`` and ``enclosing_same_name`` of every USE at once, for ``uses_with_targets`` and
        ``uses_inside_same_name``: each name's lone DEF found in one scan of the occurrences, the pass' DEF extents
        read as one dict, and the lone-DEF rule of ``_bound`` inlined for a file without PROTO scopes (a USE
        chain's 100,000 USEs each have a lone DEF)."""
        lone_of: dict[str, object] = {}  # (for this call only: see _lone_def)
        uses = []
        for occurrence in self.occurrences:
            if occurrence.kind == "def":
                name = occurrence.name
                lone_of[name] = _MANY if name in lone_of else occurrence
            else:
                uses.append(occurrence)
        for name in self._bindings:  # a full binding is cached: _bound reads it (as _lone_def says)
            if name in lone_of:
                lone_of[name] = _MANY
        extents = self._def_extents.all_extents()  # (a copy: extents read from the tree are added to it)
        targets: list[Occurrence | None] = []
        inside: list[tuple[Occurrence, Occurrence | None, Occurrence]] = []
        bound, scoped = self._bound, bool(self._scopes)
        for use in uses:
            name = use.name
            lone = lone_of.get(name)
            if lone is None:
                target = enclosing = None
            elif lone is _MANY or scoped:
                target, enclosing = bound(use, lone, None if lone is _MANY else extents.get(lone.start))
            else:  # _bound's answer for a name with one DEF
                lone_start = lone.start  # type: ignore[attr-defined]
                extent = extents.get(lone_start)
                if extent is None:  # (only for used names: a DEF's extent may have to be read from the tree)
                    extent = extents[lone_start] = self._def_extent(lone)  # type: ignore[arg-type]
                target, enclosing = _lone_def_answer(lone, extent[0], extent[1], use.start)  # type: ignore[arg-type]
            targets.append(target)
            if enclosing is not None:
                inside.append((use, target, enclosing))
        self._use_targets = targets
        self._inside_same_name = inside
        self._uses = uses

    def uses_of(self, definition: Occurrence) -> list[Occurrence]:
        """The USEs bound to this DEF, in file order."""
        return self.binding(definition.name).uses.get(definition, [])

    def definition_of(self, occurrence: Occurrence) -> Occurrence | None:
        """A DEF itself; the DEF a USE binds to."""
        return occurrence if occurrence.is_def else self.target(occurrence)

    def is_registered(self, definition: Occurrence) -> bool:
        """False for a DEF whose body defines the same name (``WbNodeReader::readNode`` registers only the inner one): it never binds a USE."""
        return definition not in self.binding(definition.name).unregistered

    def enclosing_same_name(self, use: Occurrence) -> Occurrence | None:
        """The innermost DEF of the USE's name (same scope) whose node contains the USE, if any."""
        return self._bound(use)[1]

    def line_of(self, offset: int) -> int:
        """1-based line of a byte offset for messages: the document's line index, so the same line breaks as LSP
        positions (LF, CRLF and a lone CR)."""
        if self._lines is None:
            self._lines = LineIndex(self.source)
        return self._lines.line_number(offset)

    def text(self, span: Span) -> str:
        return self._text[span.start : span.end].decode("utf-8", "replace")  # type: ignore[union-attr]

    @property
    def source(self) -> bytes:
        """The file's text."""
        return self._text


def _lone_def_answer(lone: Occurrence, start: int, end: int, use_start: int) -> tuple:
    """(target, enclosing same-name DEF) of a USE at ``use_start`` whose name has one DEF in its scope, ``lone``,
    with node extent [start, end): registered (nothing of its name inside it) at its '}', seen from later USEs; a
    USE inside its node is inside a same-name DEF (``WbNodeReader::readNode``)."""
    return (lone if end <= use_start else None), (lone if start < use_start < end else None)


_start_of = attrgetter("start")  # (read in C)
_end_of = attrgetter("end")


def _occurrences_from(captured: TreeCaptures, source: bytes) -> tuple[list[Occurrence], dict[str, list[tuple[int, int]]]]:
    """DEF and USE occurrences of the walked parts of a tree (in order), and the templated-DEF marks."""
    found: list[Occurrence] = []
    templated: list[tuple[int, int]] = []
    names: dict[bytes, str] = {}  # one str per name, shared by its DEFs and USEs (a 100,000-link chain: 5 MB)
    for kind, spans in (("def", captured.def_spans()), ("use", captured.use_spans())):
        for start, end, made_by_template in spans:
            if made_by_template:
                if kind == "def":
                    templated.append((start, end))
                continue
            raw = source[start:end]
            name = names.get(raw)
            if name is None:
                name = names[raw] = raw.decode("utf-8", "replace")
            found.append(Occurrence(kind, name, start, end))  # type: ignore[arg-type]
    return found, {"templated_def": templated}


def bind_occurrences(
    occurrences: Iterable[Occurrence],
    scope_of,
    node_span_of,
    name_of=None,
) -> NameBinding:
    """Bind USEs to DEFs as ``WbNodeReader::readNode`` does, per scope and name.

    ``name_of`` overrides an occurrence's name (a hypothetical rename); by default ``occurrence.name``.
    """
    groups: dict[tuple[Scope, str], list[Occurrence]] = {}
    for occurrence in occurrences:
        name = occurrence.name if name_of is None else name_of(occurrence)
        groups.setdefault((scope_of(occurrence), name), []).append(occurrence)
    result = NameBinding()
    for group in groups.values():
        _bind_group(group, node_span_of, result)
    return result


def _bind_group(group: list[Occurrence], node_span_of, result: NameBinding) -> None:
    defs = [o for o in group if o.is_def]
    uses = sorted((o for o in group if not o.is_def), key=lambda o: o.start)
    extents = {d: node_span_of(d) for d in defs}
    defs.sort(key=lambda d: (extents[d].start, -extents[d].end))

    # A DEF whose node contains another same-name DEF is not registered (inner one wins).
    open_defs: list[Occurrence] = []
    for definition in defs:
        start = extents[definition].start
        while open_defs and extents[open_defs[-1]].end <= start:
            open_defs.pop()
        if open_defs:
            result.unregistered.add(open_defs[-1])  # those below were marked when it was pushed
        open_defs.append(definition)

    registered = sorted((d for d in defs if d not in result.unregistered), key=lambda d: extents[d].end)
    registered_ends = [extents[d].end for d in registered]
    for definition in defs:
        result.uses[definition] = []

    open_defs = []
    next_def = 0
    for use in uses:
        index = bisect.bisect_right(registered_ends, use.start) - 1
        target = registered[index] if index >= 0 else None
        result.target[use] = target
        if target is not None:
            result.uses[target].append(use)
        # innermost same-name DEF around the USE
        while next_def < len(defs) and extents[defs[next_def]].start < use.start:
            while open_defs and extents[open_defs[-1]].end <= extents[defs[next_def]].start:
                open_defs.pop()
            open_defs.append(defs[next_def])
            next_def += 1
        while open_defs and extents[open_defs[-1]].end <= use.start:
            open_defs.pop()
        if open_defs:
            result.enclosing[use] = open_defs[-1]


def _map_point(point: int, start: int, old_end: int, new_end: int) -> int:
    if point <= start:
        return point
    if point >= old_end:
        return point + new_end - old_end
    return new_end


def _merge(ranges: list[tuple[int, int]]) -> list[tuple[int, int]]:
    merged: list[tuple[int, int]] = []
    for a, b in sorted(ranges):
        if merged and a <= merged[-1][1]:
            if b > merged[-1][1]:
                merged[-1] = (merged[-1][0], b)
        else:
            merged.append((a, b))
    return merged
