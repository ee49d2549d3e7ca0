"""Slot typing of every node, USE or not: Webots' ``WbNodeUtilities::isAllowedToInsert``, which
``WbNode::validate`` → ``WbNodeUtilities::validateExistingChildNode`` applies to each node read from a file (the node
is skipped), with the PROTO field restrictions of ``WbFieldValueRestriction::isNodeAccepted``.

One walk down the tree with an explicit stack (a world nested 20,000 deep must not recurse). Each node's slot is
the field it stands in plus the frames above it (``use_rules.Slot``): the innermost three frames as they are, then
one frame per distinct (owner, field) above them, which is all ``use_rules.insert_problem`` reads (the first frames,
and which owners and fields are somewhere above), so the path stays short in a deep world.

Not judged: the world's top level (Webots accepts WorldInfo and Viewpoint there only while reading a file, and PROTO
instances of other bases), a PROTO body's root and a parameter's default (where the node goes is the instance's
business). Files older than R2023b have no Pose: Webots reads their Transforms as Poses (a Solid below a Transform
is refused only since R2023b, PR #5978), so they are judged as Poses there. Not reported either: the
PBRAppearance / IndexedLineSet pairing of a Shape, which Webots refuses in its Add-node dialog; worlds Webots saved
hold such Shapes. In a PROTO body, in a parameter's default and below a PROTO instance's parameter, the ancestors
above are unknown (``Slot.open_ended``): a rule needing a Robot or Solid ancestor does not refuse there.
"""

from __future__ import annotations

from tree_sitter import Node

from ..syntax import kinds
from ..syntax.kinds import Child
from . import codes
from .cancel import Cancelled
from .codes import Finding
from .index import FileAnalysis
from .node_types import BUILT_INS, NodeTypes
from .spans import Span
from .project import file_version, is_before_r2022b
from .tree_pass import UseSlots, made_pass, tree_captures
from .use_rules import (
    NOT_A_NODE_FIELD,
    PBR_LINE_SET_PROBLEMS,
    RESTRICTION_PROBLEM,
    Frame,
    Slot,
    _Resolver,
    insert_problem,
    node_type_name,
)

_NEAR = 3  # frames kept as they are; above them, one per distinct (owner, field)
_UNSET = object()  # (a type not judged at a path yet: ``_Path.by_type``)


class _Path:
    """The frames above a node, innermost first, shortened as the module docstring says. Paths are made by
    ``SlotPaths.below`` (one object per distinct path, so a path is a cheap dict key: hashed by identity). A shared
    path (``_BuiltInPaths``) has only built-in owners and is the process' own: its ``by_type`` holds built-in
    types' judgements only, which are the same for every provider."""

    __slots__ = ("near", "far", "far_keys", "open_ended", "owner_built_in", "shared", "_slot", "by_type")

    def __init__(self, near: tuple[Frame, ...] = (), far: tuple[Frame, ...] = (), far_keys: frozenset = frozenset(),
                 open_ended: bool = False, owner_built_in: bool = False, shared: bool = False) -> None:
        self.near, self.far, self.far_keys, self.open_ended = near, far, far_keys, open_ended
        self.owner_built_in = owner_built_in  # the owner of the innermost frame is a built-in node
        self.shared = shared
        self._slot: Slot | None = None
        self.by_type: dict[bytes, str | None] = {}  # ``SlotPaths.judge``'s answers, by type name as written

    def below(self, frame: Frame, open_ended: bool, shared: bool = False) -> "_Path":
        near, far, far_keys = (frame, *self.near), self.far, self.far_keys
        if len(near) > _NEAR:
            dropped = near[-1]
            near = near[:-1]
            key = (dropped.owner, dropped.field)
            if key not in far_keys:
                far, far_keys = (*far, Frame(dropped.owner, dropped.field)), far_keys | {key}
        return _Path(near, far, far_keys, self.open_ended or open_ended, not open_ended, shared)

    def slot(self) -> Slot:
        if self._slot is None:
            self._slot = Slot("field", self.near + self.far, self.open_ended)
        return self._slot


class _PathTable:
    """Paths and judgements from ``types``' answers, each made once: the path of each field holding nodes, once per
    distinct path, and the judgement of a type in it, once per (path, type). ``TOP`` and ``OPEN_ROOT`` are the paths
    of the nodes the judgement starts from (``_starts``), which are not judged. ``no_pose``: a file older than
    R2023b (its Transforms are judged as Poses)."""

    def __init__(self, types: NodeTypes, no_pose: bool, shared: bool) -> None:
        self.types, self.no_pose, self.shared = types, no_pose, shared
        self.TOP = _Path(shared=shared)
        self.OPEN_ROOT = _Path(open_ended=True, shared=shared)
        self._below: dict[tuple, _Path] = {}
        self._paths: dict[tuple, _Path] = {}
        self._problems: dict[tuple, str | None] = {}
        self._built_in: dict[str, bool] = {}
        self._contexts: dict[tuple, tuple[str, dict[bytes, _Path]]] = {}

    def is_built_in(self, name: str) -> bool:
        """A built-in node (not a PROTO): the same for every provider (built-ins come first in findModel order)."""
        built_in = self._built_in.get(name)
        if built_in is None:
            model = self.types.model(name)
            built_in = self._built_in[name] = model is not None and not model.is_proto
        return built_in

    def context(self, path: _Path, type_bytes: bytes) -> tuple[str, dict[bytes, _Path]]:
        """For a node written ``type_bytes`` at ``path``: its type as a frame names it (a Transform is a Pose before
        R2023b), and the paths of its fields' nodes by field name (filled by the pass, shared by every node of the
        type at the path)."""
        key = (path, type_bytes)
        context = self._contexts.get(key)
        if context is None:
            owner = _as_written(type_bytes.decode("utf-8", "replace"), self.no_pose)
            context = self._contexts[key] = (owner, {})
        return context

    def below(self, path: _Path, owner: str, field_name: str) -> _Path:
        """The path of the items of field ``field_name`` of a node of type ``owner`` standing at ``path``."""
        key = (path, owner, field_name)
        inner = self._below.get(key)
        if inner is None:
            built_in = self.is_built_in(owner)
            inner = path.below(Frame(owner, field_name), open_ended=not built_in, shared=self.shared)
            # one object per path as it reads (a world nested 20,000 deep reaches the same path at every level below
            # the first few: judged once, not once per level)
            shape = (inner.near, inner.far, inner.open_ended, inner.owner_built_in)
            inner = self._below[key] = self._paths.setdefault(shape, inner)
        return inner

    @property
    def distinct_paths(self) -> int:
        """The paths made (for ``SlotPaths``: the paths its walk reached, made here or taken from the process')."""
        return len(set(self._below.values()))

    def problem(self, path: _Path, type_name: str | None) -> str | None:
        """The reported problem of a node of ``type_name`` (as written) in the field of ``path``, else None."""
        key = (path, type_name)
        try:
            return self._problems[key]
        except KeyError:
            pass
        written = _as_written(type_name, self.no_pose) if path.owner_built_in else type_name
        problem = insert_problem(self.types, path.slot(), written)
        found = self._problems[key] = problem if _reported(problem) else None
        return found


class _BuiltInPaths(_PathTable):
    """The paths made of built-in owners only and the judgements of built-in types in them: what every provider
    answers alike (a built-in name is the built-in node for every provider: ``NodeTypesBase``), so made once per
    process (and per file era, ``no_pose``) instead of once per walk. Started afresh past ``MAX_PATHS``."""

    MAX_PATHS = 50_000

    def __init__(self, no_pose: bool) -> None:
        super().__init__(BUILT_INS, no_pose, shared=True)


_built_in_paths: dict[bool, _BuiltInPaths] = {}


def built_in_paths(no_pose: bool) -> _BuiltInPaths:
    table = _built_in_paths.get(no_pose)
    if table is None or table.distinct_paths > _BuiltInPaths.MAX_PATHS:
        table = _built_in_paths[no_pose] = _BuiltInPaths(no_pose)
    return table


class SlotPaths(_PathTable):
    """Slot typing as the shared pass (``tree_pass``) asks it while walking one file with ``types``: paths and
    judgements of built-in owners and types from the process' ``_BuiltInPaths`` (warm from the files walked before:
    on a 3.8 MB world, 13.7 -> 10.3 ms of pass), the rest (PROTO owners and types) made here."""

    def __init__(self, types: NodeTypes, source: bytes) -> None:
        no_pose = _before_r2023b(source)
        super().__init__(types, no_pose, shared=False)
        self.built_ins = built_in_paths(no_pose)
        self.TOP, self.OPEN_ROOT = self.built_ins.TOP, self.built_ins.OPEN_ROOT
        self._judged: dict[tuple, str | None] = {}  # (a shared path, a type that is not built in) -> ``judge``

    def _process_wide(self, path: _Path, name: str | None) -> bool:
        """Whether what ``name`` (a type or owner) does at ``path`` is the process' (``_BuiltInPaths``): the same
        for every provider."""
        return path.shared and name is not None and self.built_ins.is_built_in(name)

    def context(self, path: _Path, type_bytes: bytes) -> tuple[str, dict[bytes, _Path]]:
        key = (path, type_bytes)
        context = self._contexts.get(key)
        if context is None:
            if self._process_wide(path, type_bytes.decode("utf-8", "replace")):
                context = self._contexts[key] = self.built_ins.context(path, type_bytes)
            else:
                context = super().context(path, type_bytes)
        return context

    def below(self, path: _Path, owner: str, field_name: str) -> _Path:
        if self._process_wide(path, owner):
            key = (path, owner, field_name)
            inner = self._below.get(key)
            if inner is None:
                inner = self._below[key] = self.built_ins.below(path, owner, field_name)
            return inner
        return super().below(path, owner, field_name)

    def judge(self, path: _Path, type_bytes: bytes) -> str | None:
        """``problem`` of a type written ``type_bytes``, judged once per (path, type): kept in ``path.by_type``, or
        here for a type that is not built in at a shared path."""
        problem = path.by_type.get(type_bytes, _UNSET)
        if problem is _UNSET:
            name = type_bytes.decode("utf-8", "replace")
            if not path.shared or self._process_wide(path, name):
                problem = path.by_type[type_bytes] = self.problem(path, name)
            else:
                key = (path, type_bytes)
                problem = self._judged.get(key, _UNSET)
                if problem is _UNSET:
                    problem = self._judged[key] = self.problem(path, name)
        return problem

    def problem(self, path: _Path, type_name: str | None) -> str | None:
        if self._process_wide(path, type_name):
            return self.built_ins.problem(path, type_name)
        return super().problem(path, type_name)


def _values(field_node: Node):
    """The node / use_node items of a field's value (list items included)."""
    for value in field_node.children_by_field_name(Child.VALUE):
        if value.type == kinds.LIST:
            yield from (item for item in value.named_children if item.type in (kinds.NODE, kinds.USE_NODE))
        elif value.type in (kinds.NODE, kinds.USE_NODE):
            yield value


def _starts(root: Node):
    """The nodes the walk starts from, with their path: top-level nodes, a PROTO body's root, parameter defaults."""
    for child in root.named_children:
        if child.type == kinds.NODE:
            yield child, _Path()
        elif child.type == kinds.PROTO:
            interface = child.child_by_field_name(Child.INTERFACE)
            for declaration in interface.named_children if interface is not None else ():
                if declaration.type == kinds.FIELD_DECLARATION:
                    for item in _values(declaration):
                        if item.type == kinds.NODE:
                            yield item, _Path(open_ended=True)
            body = child.child_by_field_name(Child.BODY)
            for item in body.named_children if body is not None else ():
                if item.type == kinds.NODE:
                    yield item, _Path(open_ended=True)


def misplaced_nodes(analysis: FileAnalysis, should_stop=None) -> list[Finding]:
    """A node (or a USE, judged as its DEF's node) in a field that does not take it, with Webots' message.

    Read from the shared pass (``tree_pass``), which judges the nodes while it walks and records the USEs, judged
    here once bound; the top-level items the pass did not walk (a syntax error in them, taken from the item cache)
    are walked here (``misplaced_in_tree``)."""
    tree, source = analysis.tree, analysis.source
    # the pass ``diagnostics`` made (with the provider it was given), else one with the analysis' provider
    captured = made_pass(tree, source) or tree_captures(tree, source, should_stop, analysis.node_types)
    walk, paths = captured.walk, captured.slot_paths
    if walk is None or paths is None:
        return misplaced_in_tree(analysis, should_stop=should_stop, types=captured.node_types)
    findings = [*walk.misplaced, *_misplaced_uses(analysis, paths, walk.use_slots)]
    if captured.error_ranges or walk.cached_items:
        ranges, cached = captured.error_ranges, {start for start, _ in walk.cached_items}
        starts = [(node, path) for node, path in _starts(analysis.tree.root_node)
                  if node.start_byte in cached or any(a <= node.start_byte < b for a, b in ranges)]
        findings.extend(misplaced_in_tree(analysis, starts, should_stop, captured.node_types))
    findings.sort(key=lambda finding: (finding.span.start, finding.span.end))
    return findings


def _misplaced_uses(analysis: FileAnalysis, paths: SlotPaths, use_slots: UseSlots) -> list[Finding]:
    """The USEs the pass recorded, each judged as the node of the DEF it binds to (an unbound one is not judged)."""
    spans = list(zip(use_slots.starts, use_slots.ends, use_slots.paths))
    for use, path in use_slots.from_tree:
        name = use.child_by_field_name(Child.NAME)
        if name is not None:
            spans.append((name.start_byte, name.end_byte, path))
    if not spans:
        return []
    targets = {use.start: target for use, target in analysis.uses_with_targets() if target is not None}
    written = analysis.written_def_types()
    findings = []
    for name_start, name_end, path in spans:
        target = targets.get(name_start)
        if target is None:
            continue
        type_bytes = written.get(target.start)
        if type_bytes is not None:  # as the pass judges nodes
            problem = paths.judge(path, type_bytes)
        else:
            type_name = analysis.def_type(target)
            problem = paths.problem(path, type_name) if type_name is not None else None
        if problem is not None:
            findings.append(codes.MISPLACED_NODE.at(Span(name_start, name_end), problem))
    return findings


def misplaced_in_tree(
    analysis: FileAnalysis, starts=None, should_stop=None, types: NodeTypes | None = None
) -> list[Finding]:
    """``misplaced_nodes`` walking the tree from ``starts`` ((node, path) pairs; None: the whole file) with an
    explicit stack, asking ``types`` (None: the analysis' provider). What the pass does not walk goes through here;
    the tests compare the two."""
    types, source = types or analysis.node_types, analysis.source
    no_pose = _before_r2023b(source)
    resolver = _Resolver(analysis)
    problems: dict[tuple, str | None] = {}
    findings: list[Finding] = []
    stack = list(_starts(analysis.tree.root_node) if starts is None else starts)
    stack.reverse()
    visited = 0
    while stack:
        node, path = stack.pop()
        visited += 1
        if should_stop is not None and visited % 2048 == 0 and should_stop():
            raise Cancelled()
        owner = _as_written(node_type_name(node, source), no_pose)
        body = node.child_by_field_name(Child.BODY)
        if owner is None or body is None:
            continue
        owner_is_built_in = (model := types.model(owner)) is not None and not model.is_proto
        children = []
        for field_node in body.named_children:
            if field_node.type != kinds.FIELD:
                continue
            name = field_node.child_by_field_name(Child.NAME)
            if name is None or name.child_count or name.is_missing:
                continue
            field_name = source[name.start_byte:name.end_byte].decode("utf-8", "replace")
            items = list(_values(field_node))
            if not items:
                continue
            # no neighbours: they only decide the PBRAppearance / line-set pairing, which is not reported (docstring)
            inner = path.below(Frame(owner, field_name), open_ended=not owner_is_built_in)
            slot = inner.slot()
            for item in items:
                target = resolver.item_node(item)
                type_name = node_type_name(target, source) if target is not None else None
                if owner_is_built_in:  # a PROTO parameter's restrictions name the types as the PROTO wrote them
                    type_name = _as_written(type_name, no_pose)
                key = (slot, type_name)
                if key not in problems:
                    problems[key] = insert_problem(types, slot, type_name)
                problem = problems[key]
                if _reported(problem):
                    findings.append(codes.MISPLACED_NODE.at(_type_span(item), problem))
                if item.type == kinds.NODE:
                    children.append((item, inner))
        stack.extend(reversed(children))
    return findings


def _type_span(item: Node) -> Span:
    """Where to report: a node's type name, a USE's name."""
    part = item.child_by_field_name(Child.TYPE if item.type == kinds.NODE else Child.NAME) or item
    return Span(part.start_byte, part.end_byte)


def _before_r2023b(source: bytes) -> bool:
    version = file_version(source)
    return is_before_r2022b(version) or version in ("R2022b", "R2023a")


def _as_written(type_name: str | None, no_pose: bool) -> str | None:
    return "Pose" if no_pose and type_name == "Transform" else type_name


def _reported(problem: str | None) -> bool:
    """A PROTO parameter's restriction (``Invalid '...' removed``) is ``proto_values``' finding: not twice."""
    return problem is not None and problem != NOT_A_NODE_FIELD and not problem.startswith(
        (*PBR_LINE_SET_PROBLEMS, RESTRICTION_PROBLEM))
