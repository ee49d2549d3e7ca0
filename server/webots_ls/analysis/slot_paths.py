"""The slot paths of slot typing: where a node stands (the field and the frames above it), one object per distinct
path, and the judgement of a type at a path (``slots.insert_problem``) made once per (path, type).

A path keeps the innermost three frames as they are, then one frame per distinct (owner, field) above them, which is
all ``slots.insert_problem`` reads (the first frames, and which owners and fields are somewhere above), so the path
stays short in a deep world. ``SlotPaths`` is what slot typing asks of one file (the node table's rows,
``slot_typing`` for the USEs once bound); ``SlotPath`` alone is what the explicit-stack walk of ``slot_typing`` uses.
"""

from __future__ import annotations

from .node_types import BUILT_INS, NodeTypes
from .project import file_version, is_before_r2022b
from .slots import NOT_A_NODE_FIELD, PBR_LINE_SET_PROBLEMS, RESTRICTION_PROBLEM, Frame, Slot, insert_problem

_NEAR = 3  # frames kept as they are; above them, one per distinct (owner, field)
_UNSET = object()  # (a type not judged at a path yet: ``SlotPath.by_type``)


class SlotPath:
    """The frames above a node, innermost first, shortened as the module docstring says. Paths are made by
    ``SlotPaths.below`` (one object per distinct path, so a path is a cheap dict key: hashed by identity). A shared
    path (``BuiltInPaths``) has only built-in owners and is the process' own: its ``by_type`` holds built-in
    types' judgements only, which are the same for every provider."""

    __slots__ = ("near", "far", "far_keys", "open_ended", "owner_built_in", "shared", "_slot", "by_type")

    def __init__(self, near: tuple[Frame, ...] = (), far: tuple[Frame, ...] = (), far_keys: frozenset = frozenset(),
                 open_ended: bool = False, owner_built_in: bool = False, shared: bool = False) -> None:
        self.near, self.far, self.far_keys, self.open_ended = near, far, far_keys, open_ended
        self.owner_built_in = owner_built_in  # the owner of the innermost frame is a built-in node
        self.shared = shared
        self._slot: Slot | None = None
        self.by_type: dict[bytes, str | None] = {}  # ``SlotPaths.judge``'s answers, by type name as written

    def below(self, frame: Frame, open_ended: bool, shared: bool = False) -> "SlotPath":
        near, far, far_keys = (frame, *self.near), self.far, self.far_keys
        if len(near) > _NEAR:
            dropped = near[-1]
            near = near[:-1]
            key = (dropped.owner, dropped.field)
            if key not in far_keys:
                far, far_keys = (*far, Frame(dropped.owner, dropped.field)), far_keys | {key}
        return SlotPath(near, far, far_keys, self.open_ended or open_ended, not open_ended, shared)

    def slot(self) -> Slot:
        if self._slot is None:
            self._slot = Slot("field", self.near + self.far, self.open_ended)
        return self._slot


class PathTable:
    """Paths and judgements from ``types``' answers, each made once: the path of each field holding nodes, once per
    distinct path, and the judgement of a type in it, once per (path, type). ``TOP`` and ``OPEN_ROOT`` are the paths
    of the nodes the judgement starts from (``_starts``), which are not judged. ``no_pose``: a file older than
    R2023b (its Transforms are judged as Poses)."""

    def __init__(self, types: NodeTypes, no_pose: bool, shared: bool) -> None:
        self.types, self.no_pose, self.shared = types, no_pose, shared
        self.TOP = SlotPath(shared=shared)
        self.OPEN_ROOT = SlotPath(open_ended=True, shared=shared)
        self._below: dict[tuple, SlotPath] = {}
        self._paths: dict[tuple, SlotPath] = {}
        self._problems: dict[tuple, str | None] = {}
        self._built_in: dict[str, bool] = {}
        self._contexts: dict[tuple, tuple[str, dict[bytes, SlotPath]]] = {}

    def is_built_in(self, name: str) -> bool:
        """A built-in node (not a PROTO): the same for every provider (built-ins come first in findModel order)."""
        built_in = self._built_in.get(name)
        if built_in is None:
            model = self.types.model(name)
            built_in = self._built_in[name] = model is not None and not model.is_proto
        return built_in

    def context(self, path: SlotPath, type_bytes: bytes) -> tuple[str, dict[bytes, SlotPath]]:
        """For a node written ``type_bytes`` at ``path``: its type as a frame names it (a Transform is a Pose before
        R2023b), and the paths of its fields' nodes by field name (filled by the pass, shared by every node of the
        type at the path)."""
        key = (path, type_bytes)
        context = self._contexts.get(key)
        if context is None:
            owner = as_written(type_bytes.decode("utf-8", "replace"), self.no_pose)
            context = self._contexts[key] = (owner, {})
        return context

    def below(self, path: SlotPath, owner: str, field_name: str) -> SlotPath:
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

    def problem(self, path: SlotPath, type_name: str | None) -> str | None:
        """The reported problem of a node of ``type_name`` (as written) in the field of ``path``, else None."""
        key = (path, type_name)
        try:
            return self._problems[key]
        except KeyError:
            pass
        written = as_written(type_name, self.no_pose) if path.owner_built_in else type_name
        problem = insert_problem(self.types, path.slot(), written)
        found = self._problems[key] = problem if reported(problem) else None
        return found


class BuiltInPaths(PathTable):
    """The paths made of built-in owners only and the judgements of built-in types in them: what every provider
    answers alike (a built-in name is the built-in node for every provider: ``NodeTypesBase``), so made once per
    process (and per file era, ``no_pose``) instead of once per walk. Started afresh past ``MAX_PATHS``."""

    MAX_PATHS = 50_000

    def __init__(self, no_pose: bool) -> None:
        super().__init__(BUILT_INS, no_pose, shared=True)


_built_in_paths: dict[bool, BuiltInPaths] = {}


def built_in_paths(no_pose: bool) -> BuiltInPaths:
    table = _built_in_paths.get(no_pose)
    if table is None or table.distinct_paths > BuiltInPaths.MAX_PATHS:
        table = _built_in_paths[no_pose] = BuiltInPaths(no_pose)
    return table


class SlotPaths(PathTable):
    """Slot typing as its query over the node table asks it for one file with ``types``: paths and
    judgements of built-in owners and types from the process' ``BuiltInPaths`` (warm from the files walked before:
    on a 3.8 MB world, 13.7 -> 10.3 ms of pass), the rest (PROTO owners and types) made here."""

    def __init__(self, types: NodeTypes, source: bytes) -> None:
        no_pose = before_r2023b(source)
        super().__init__(types, no_pose, shared=False)
        self.built_ins = built_in_paths(no_pose)
        self.TOP, self.OPEN_ROOT = self.built_ins.TOP, self.built_ins.OPEN_ROOT
        self._judged: dict[tuple, str | None] = {}  # (a shared path, a type that is not built in) -> ``judge``

    def _process_wide(self, path: SlotPath, name: str | None) -> bool:
        """Whether what ``name`` (a type or owner) does at ``path`` is the process' (``BuiltInPaths``): the same
        for every provider."""
        return path.shared and name is not None and self.built_ins.is_built_in(name)

    def context(self, path: SlotPath, type_bytes: bytes) -> tuple[str, dict[bytes, SlotPath]]:
        key = (path, type_bytes)
        context = self._contexts.get(key)
        if context is None:
            if self._process_wide(path, type_bytes.decode("utf-8", "replace")):
                context = self._contexts[key] = self.built_ins.context(path, type_bytes)
            else:
                context = super().context(path, type_bytes)
        return context

    def below(self, path: SlotPath, owner: str, field_name: str) -> SlotPath:
        if self._process_wide(path, owner):
            key = (path, owner, field_name)
            inner = self._below.get(key)
            if inner is None:
                inner = self._below[key] = self.built_ins.below(path, owner, field_name)
            return inner
        return super().below(path, owner, field_name)

    def judge(self, path: SlotPath, type_bytes: bytes) -> str | None:
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

    def problem(self, path: SlotPath, type_name: str | None) -> str | None:
        if self._process_wide(path, type_name):
            return self.built_ins.problem(path, type_name)
        return super().problem(path, type_name)


def before_r2023b(source: bytes) -> bool:
    version = file_version(source)
    return is_before_r2022b(version) or version in ("R2022b", "R2023a")


def as_written(type_name: str | None, no_pose: bool) -> str | None:
    return "Pose" if no_pose and type_name == "Transform" else type_name


def reported(problem: str | None) -> bool:
    """A PROTO parameter's restriction (``Invalid '...' removed``) is ``proto_values``' finding: not twice."""
    return problem is not None and problem != NOT_A_NODE_FIELD and not problem.startswith(
        (*PBR_LINE_SET_PROBLEMS, RESTRICTION_PROBLEM))
