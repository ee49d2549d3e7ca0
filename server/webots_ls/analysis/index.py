"""DEF/USE occurrences of one file and the binding of each USE, as Webots' reader does it.

The rules (``WbNodeReader::readNode``, one reader per world, PROTO body and PROTO default value):

* one DEF namespace per reader: the world file is one scope; the PROTO body is one scope; each SFNode default
  value of a PROTO interface field, and each item of an MFNode default list, is a private scope;
* a DEF is registered when its node's closing ``}`` has been read, unless the node's body registered a DEF of
  the same name (``previousDefNode == mDefs.value(defName)`` fails): the inner one then stays;
* a USE binds to the most recently registered DEF of its name in its scope, else nothing.

Names made by a template (``DEF %<= n >% Solid``) are not bound; template text is opaque.

Occurrences are kept sorted and updated incrementally: an edit shifts what it did not touch, and only the edited
and structurally changed ranges are rescanned with a range-limited query. Scopes come from a shallow look at the
top of the tree (cheap), node extents from the current tree on demand, and bindings are computed per name on
request and kept across updates for names whose occurrences the update did not touch.
"""

from __future__ import annotations

import bisect
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
from .node_types import BUILT_INS, DeferredNodeTypes, NodeTypes, decided
from .spans import Span
from .tree_pass import DefExtents, ItemCache, TreeCaptures, query_windows, tree_captures
from ..syntax import kinds
from ..syntax.kinds import Child

OccurrenceKind = Literal["def", "use"]

_MARK_KINDS = ("templated_def",)
_RUN_SIZE = 128  # at most, occurrences per run (see _Run): a shift costs a quarter of a run plus a step per later run
_MIN_RUN_SIZE = 16
_KEPT_EXTENTS = 64  # node extents an update keeps when they end before its changes (not after a whole-file read)
_MANY = object()  # more than one DEF of a name (see FileAnalysis._lone_def)
_LONE_LIST = 8  # names with more occurrences keep their lone DEF in FileAnalysis._lone
_UNSET = object()


class _Run:
    """Consecutive occurrences that an edit before them moves together: each stores its position minus ``delta``,
    so moving every later occurrence is one addition per run (``FileAnalysis._shift_after``)."""

    __slots__ = ("delta", "index", "size")

    def __init__(self, index: int) -> None:
        self.delta = 0
        self.index = index  # its place in ``FileAnalysis._runs``
        self.size = 0


_UNMOVED = _Run(-1)  # the run of occurrences not in a file's runs yet (built, forked): delta 0 for ever


class Occurrence:
    """One DEF or USE name in the file. Mutable only by ``FileAnalysis`` (positions shift with edits)."""

    __slots__ = ("kind", "name", "_start", "_end", "_run")

    def __init__(self, kind: OccurrenceKind, name: str, start: int, end: int) -> None:
        self.kind = kind
        self.name = name
        self._start = start
        self._end = end
        self._run = _UNMOVED

    @property
    def start(self) -> int:
        return self._start + self._run.delta

    @property
    def end(self) -> int:
        return self._end + self._run.delta

    @property
    def span(self) -> Span:
        return Span(self.start, self.end)

    @property
    def is_def(self) -> bool:
        return self.kind == "def"

    def __repr__(self) -> str:
        return f"{self.kind.upper()} {self.name}@{self.start}"


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
        self, tree: Tree, source: bytes, node_types: NodeTypes | DeferredNodeTypes = BUILT_INS,
        lines: LineIndex | None = None,
    ) -> None:
        self.tree = tree
        self._text = source
        self._node_types = node_types  # what each type name means in this file (features and rules ask it)
        self._lines = lines  # the document's line index (built on first use when not given)
        self.generation = 0  # counts updates in place: a holder of an older state can tell it is gone
        self._occurrences: list[Occurrence] = []  # sorted by start; spans are disjoint
        self._by_name: dict[str, list[Occurrence]] = {}
        # Few spans, kept as plain sorted (start, end) lists per kind: "templated_def": DEF names made by a template.
        self._marks: dict[str, list[tuple[int, int]]] = {kind: [] for kind in _MARK_KINDS}
        # Bindings per name, kept across updates for names none of whose occurrences was touched: a binding
        # depends only on the order of its own occurrences and node ends, and an edit that moves a node end
        # past an occurrence changes that occurrence's ancestry, so it is rescanned and its name dropped here.
        self._bindings: dict[str, NameBinding] = {}
        # Per name with no full binding yet: its only DEF (None: no DEF), or _MANY. Dropped with _bindings entries.
        self._lone: dict[str, object] = {}
        self._runs: list[_Run] | None = None  # see _Run; grouped by build and fork
        self._built_pass: TreeCaptures | None = None  # the pass ``build`` made, until taken (``take_built_pass``)
        self._refresh_tree_state()

    @property
    def node_types(self) -> NodeTypes:
        """What each type name means in this file (a deferred provider is decided on this first read)."""
        node_types = self._node_types = decided(self._node_types)
        return node_types

    @node_types.setter
    def node_types(self, node_types: NodeTypes | DeferredNodeTypes) -> None:
        self._node_types = node_types

    # ----------------------------------------------------------------------------------------- building

    @classmethod
    def build(
        cls,
        tree: Tree,
        source: bytes,
        should_stop: ShouldStop = None,
        node_types: NodeTypes = BUILT_INS,
        lines: LineIndex | None = None,
        item_cache: ItemCache | None = None,
        file_pass: TreeCaptures | None = None,
    ) -> FileAnalysis:
        """The analysis of a whole file. ``should_stop`` is polled during the long part (raises ``Cancelled``);
        ``node_types`` answers what each type name means in this file (kept as ``analysis.node_types``);
        ``lines``: the document's line index, for line numbers in messages (built on first use if not given);
        ``item_cache``: the ``tree_pass.ItemCache`` the whole-file pass uses and fills (None: none); ``file_pass``:
        the whole-file pass of ``tree``/``source`` to read (None: made here). Either is handed on
        (``take_built_pass``)."""
        analysis = cls(tree, source, node_types, lines)
        # The shared whole-tree pass (also used by the schema rules) walks the top-level items without syntax
        # errors: there `def_name` is only under `node` and `use_name` only under `use_node`, and it gives the DEF
        # nodes' extents. Items with an error are read with the exact patterns.
        if file_pass is None:
            file_pass = tree_captures(tree, source, should_stop, node_types, item_cache)
        captured = analysis._built_pass = file_pass
        occurrences, marks = _occurrences_from(captured, source)
        analysis._def_extents = captured.def_extents()
        analysis.written_types = captured.written_types
        if captured.error_ranges:
            seen = {occurrence.start for occurrence in occurrences}
            # One scan per window of nearby erroneous items (see tree_pass.query_windows); what a window's hull
            # holds outside them is already known from the walk, and `seen` / the mark sets drop the repeats.
            for start, end, _members in query_windows(captured.error_ranges):
                found, found_marks = analysis._scan(start, end)
                occurrences.extend(occurrence for occurrence in found if occurrence.start not in seen)
                seen.update(occurrence.start for occurrence in found)
                for kind, spans in found_marks.items():
                    marks[kind] = sorted(set(marks[kind]) | set(spans))
        by_name = analysis._by_name
        for occurrence in occurrences:
            same_name = by_name.get(occurrence.name)
            if same_name is None:
                by_name[occurrence.name] = [occurrence]
            elif len(same_name) == 1:  # a new list of the exact size: an appended one holds 8 (100,000 names: 5 MB)
                by_name[occurrence.name] = [same_name[0], occurrence]
            else:
                same_name.append(occurrence)
        occurrences.sort(key=_built_start)
        analysis._occurrences = occurrences
        analysis._marks = {kind: sorted(spans) for kind, spans in marks.items()}
        analysis._group_runs()  # here, not on the first keystroke (8 ms for a 5 MB world's 80,000 names)
        return analysis

    def update(
        self,
        tree: Tree,
        source: bytes,
        edits: Sequence[ByteEdit],
        changed_ranges: Iterable[tuple[int, int]] | Iterable[object],
        lines: LineIndex | None = None,
    ) -> FileAnalysis:
        """Bring the analysis to ``tree``/``source`` after ``edits`` (applied in order), in place; returns self.

        ``changed_ranges`` are byte ranges of the new tree (``old_tree.changed_ranges(new_tree)``), as tuples or
        tree-sitter ``Range`` objects. Occurrences outside the edits and changed ranges are shifted, the rest is
        rescanned. ``lines`` is the new text's line index (built on first use if not given). In place, because
        shifting is what keeps a keystroke cheap: whoever must keep the old state takes a ``fork()`` first.
        """
        self.generation += 1
        self._built_pass = None  # (another tree's)
        if self._runs is None:
            self._group_runs()
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
            self._drop_touching(start, old_end)
            self._shift_after(old_end, new_end - old_end)
            if had_marks:
                delta = new_end - old_end
                self._marks = {
                    kind: [(a + delta, b + delta) if a > old_end else (a, b)
                           for a, b in spans if a > old_end or b < start]
                    for kind, spans in self._marks.items()
                }
        for changed in changed_ranges:
            if isinstance(changed, tuple):
                dirty.append((changed[0], changed[1]))
            else:
                dirty.append((changed.start_byte, changed.end_byte))  # type: ignore[attr-defined]

        old_clean = not self._root.has_error
        old_extents = self._extents
        self.tree = tree
        self._text = source
        self._lines = lines
        earliest_change = min([edit.start_byte for edit in edits] + [a for a, _ in dirty], default=0)
        self._refresh_tree_state(keep_scopes=self._keeps_scopes(old_clean, old_scopes, dirty, earliest_change))
        if len(old_extents) <= _KEPT_EXTENTS:  # the few a keystroke's requests read: those before every change stay
            self._extents.update((o, span) for o, span in old_extents.items() if span.end < earliest_change)
        if old_scopes != [(scope.kind, scope.span.start, scope.span.end) for scope in self._scopes]:  # type: ignore[union-attr]
            self._bindings.clear()
            self._lone.clear()

        length = len(source)
        self._rescan(_merge([(max(0, min(a, length)), max(0, min(b, length))) for a, b in dirty]))
        if self._runs is None or len(self._runs) > 2 * len(self._occurrences) // self._run_size + 8:
            self._group_runs()  # a run grew too big, or many emptied
        return self

    def _rescan(self, ranges: list[tuple[int, int]]) -> None:
        """Drop the occurrences and marks touching each of ``ranges`` (sorted, disjoint) and read them again from
        the new tree (a file without marks skips their bookkeeping)."""
        marks = {kind: set(spans) for kind, spans in self._marks.items()} if any(self._marks.values()) else None
        for a, b in ranges:
            self._drop_touching(a, b)
            for spans in marks.values() if marks is not None else ():
                spans.difference_update([span for span in spans if not (span[0] > b or span[1] < a)])
        seen: set[int] = set()
        for a, b in ranges:
            occurrences, new_marks = self._scan(a, b)
            for occurrence in occurrences:
                if occurrence.start not in seen:
                    seen.add(occurrence.start)
                    self._insert(occurrence)
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

    def fork(self) -> FileAnalysis:
        """An independent copy (O(occurrences)): what a holder of this state keeps while the original is updated."""
        copy = FileAnalysis(self.tree, self._text, self._node_types, self._lines)  # (undecided stays so)
        copy._occurrences = [Occurrence(o.kind, o.name, o.start, o.end) for o in self._occurrences]
        for occurrence in copy._occurrences:
            copy._by_name.setdefault(occurrence.name, []).append(occurrence)
        copy._marks = {kind: list(spans) for kind, spans in self._marks.items()}
        copy._def_extents = self._def_extents
        copy._group_runs()
        return copy

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

    def _insert(self, occurrence: Occurrence) -> None:
        occurrences = self._occurrences
        index = bisect.bisect_right(occurrences, occurrence.start, key=_start_of)
        if self._runs is not None and occurrences:  # joins the run of a neighbour, so runs stay consecutive
            run = occurrences[index - 1 if index else 0]._run
            occurrence._start -= run.delta
            occurrence._end -= run.delta
            occurrence._run = run
            run.size += 1
            if run.size > 4 * self._run_size:
                self._runs = None  # regrouped at the end of the update (rare: hundreds of names typed in one place)
        occurrences.insert(index, occurrence)
        self._by_name.setdefault(occurrence.name, []).append(occurrence)
        self._bindings.pop(occurrence.name, None)
        self._lone.pop(occurrence.name, None)

    def _drop_touching(self, start: int, end: int) -> None:
        occurrences = self._occurrences
        first = bisect.bisect_left(occurrences, start, key=_end_of)
        last = first
        while last < len(occurrences) and occurrences[last].start <= end:
            last += 1
        if first == last:
            return
        for occurrence in occurrences[first:last]:
            occurrence._run.size -= 1
            self._bindings.pop(occurrence.name, None)
            self._lone.pop(occurrence.name, None)
            same_name = self._by_name[occurrence.name]
            same_name.remove(occurrence)
            if not same_name:
                del self._by_name[occurrence.name]
        del occurrences[first:last]

    def _group_runs(self) -> None:
        """Group the occurrences into runs of about their count's square root, at most ``_RUN_SIZE`` (O(occurrences):
        when built or forked, and after a run grew too big or runs emptied)."""
        self._runs = runs = []
        occurrences = self._occurrences
        # a shift steps through a part of one run and then the later runs: a few hundred names, a few runs
        self._run_size = size = max(_MIN_RUN_SIZE, min(_RUN_SIZE, math.isqrt(len(occurrences))))
        for first in range(0, len(occurrences), size):
            run = _Run(len(runs))
            runs.append(run)
            members = occurrences[first : first + size]
            run.size = len(members)
            for occurrence in members:
                delta = occurrence._run.delta
                if delta:
                    occurrence._start += delta
                    occurrence._end += delta
                occurrence._run = run

    def _shift_after(self, old_end: int, delta: int) -> None:
        """Move every occurrence from ``old_end`` on by ``delta``: the later runs as a whole, and in the run of the
        first one, the fewer side one by one (the part from it on, or the part before it while the run moves).
        O(run size + runs), not O(occurrences): this runs on every keystroke."""
        if delta == 0:
            return
        occurrences = self._occurrences
        index = bisect.bisect_left(occurrences, old_end, key=_start_of)
        count = len(occurrences)
        if index == count:
            return
        run = occurrences[index]._run
        low, high = index - 1, index  # look both ways until one end of the run
        while low >= 0 and high < count and occurrences[low]._run is run and occurrences[high]._run is run:
            low -= 1
            high += 1
        if (low < 0 or occurrences[low]._run is not run) and run is not _UNMOVED:  # fewer before: the run moves
            run.delta += delta
            for occurrence in occurrences[low + 1 : index]:
                occurrence._start -= delta
                occurrence._end -= delta
        else:
            while high < count and occurrences[high]._run is run:
                high += 1
            for occurrence in occurrences[index:high]:
                occurrence._start += delta
                occurrence._end += delta
        for later in self._runs[run.index + 1 :]:  # type: ignore[index]
            later.delta += delta

    # ------------------------------------------------------------------------------------------ queries

    @property
    def occurrences(self) -> list[Occurrence]:
        """All DEF and USE names, sorted by position."""
        return self._occurrences

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
        return list(self._by_name)

    def occurrences_named(self, name: str) -> list[Occurrence]:
        return sorted(self._by_name.get(name, ()), key=lambda o: o.start)

    def occurrence_at(self, offset: int) -> Occurrence | None:
        """The DEF or USE name under ``offset``; a cursor right after a name's last byte counts too."""
        occurrences = self._occurrences
        index = bisect.bisect_right(occurrences, offset, key=lambda o: o.start)
        if index and occurrences[index - 1].start <= offset < occurrences[index - 1].end:
            return occurrences[index - 1]
        if index and occurrences[index - 1].end == offset:
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
                self._by_name.get(name, ()), self.scope_of, self.node_span
            )
        return binding

    def _lone_def(self, name: str) -> object:
        """The only DEF of ``name`` (None if there is none), or _MANY (then, or once a full binding of the name is
        cached, callers use the full binding). Kept in ``_lone`` only for names written many times: a short list is
        read again faster than a dict entry per name is kept (100,000 names: 7.6 MB)."""
        if name in self._bindings:
            return _MANY
        lone = self._lone.get(name, _UNSET)
        if lone is _UNSET:
            lone = None
            same_name = self._by_name.get(name, ())
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
        for occurrence in self._occurrences:
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


_built_start = attrgetter("_start")  # an occurrence's start while it is in no run yet (delta 0): read in C


def _start_of(occurrence: Occurrence) -> int:
    return occurrence.start


def _end_of(occurrence: Occurrence) -> int:
    return occurrence.end


def _occurrences_from(captured: TreeCaptures, source: bytes) -> tuple[list[Occurrence], dict[str, list[tuple[int, int]]]]:
    """DEF and USE occurrences of the walked parts of a tree (in order), and the templated-DEF marks."""
    found: list[Occurrence] = []
    templated: list[tuple[int, int]] = []
    names: dict[bytes, str] = {}  # one str per name, shared by its DEFs and USEs (a 100,000-link chain: 5 MB)
    for kind, spans in (("def", captured.def_spans), ("use", captured.use_spans)):
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
