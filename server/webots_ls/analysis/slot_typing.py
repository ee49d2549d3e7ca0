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
from .spans import Span
from .project import file_version, is_before_r2022b
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


class _Path:
    """The frames above a node, innermost first, shortened as the module docstring says."""

    __slots__ = ("near", "far", "far_keys", "open_ended")

    def __init__(self, near: tuple[Frame, ...] = (), far: tuple[Frame, ...] = (), far_keys: frozenset = frozenset(),
                 open_ended: bool = False) -> None:
        self.near, self.far, self.far_keys, self.open_ended = near, far, far_keys, open_ended

    def below(self, frame: Frame, open_ended: bool) -> "_Path":
        near, far, far_keys = (frame, *self.near), self.far, self.far_keys
        if len(near) > _NEAR:
            dropped = near[-1]
            near = near[:-1]
            key = (dropped.owner, dropped.field)
            if key not in far_keys:
                far, far_keys = (*far, Frame(dropped.owner, dropped.field)), far_keys | {key}
        return _Path(near, far, far_keys, self.open_ended or open_ended)

    def slot(self) -> Slot:
        return Slot("field", self.near + self.far, self.open_ended)


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
    """A node (or a USE, judged as its DEF's node) in a field that does not take it, with Webots' message."""
    types, source = analysis.node_types, analysis.source
    no_pose = _before_r2023b(source)
    resolver = _Resolver(analysis)
    problems: dict[tuple, str | None] = {}
    findings: list[Finding] = []
    stack = list(_starts(analysis.tree.root_node))
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
