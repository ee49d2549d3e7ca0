"""Slot typing of every node, USE or not: Webots' ``WbNodeUtilities::isAllowedToInsert``, which
``WbNode::validate`` → ``WbNodeUtilities::validateExistingChildNode`` applies to each node read from a file (the node
is skipped), with the PROTO field restrictions of ``WbFieldValueRestriction::isNodeAccepted``.

A query over the file's node table (``node_table``); the top-level items holding a syntax error, and the tests'
oracle, go through one walk down the tree with an explicit stack (a world nested 20,000 deep must not recurse). Each
node's slot is the field it stands in plus the frames above it (``slots.Slot``), shortened as ``slot_paths`` says, so the path stays
short in a deep world.

Not judged: the world's top level (Webots accepts WorldInfo and Viewpoint there only while reading a file, and PROTO
instances of other bases), a PROTO body's root and a parameter's default (where the node goes is the instance's
business). Files older than R2023b have no Pose: Webots reads their Transforms as Poses (a Solid below a Transform
is refused only since R2023b, PR #5978), so they are judged as Poses there. Not reported either: the
PBRAppearance / IndexedLineSet pairing of a Shape, which Webots refuses in its Add-node dialog; worlds Webots saved
hold such Shapes. In a PROTO body, in a parameter's default and below a PROTO instance's parameter, the ancestors
above are unknown (``Slot.open_ended``): a rule needing a Robot or Solid ancestor does not refuse there.
"""

from __future__ import annotations

from bisect import bisect_right

from tree_sitter import Node

from ..syntax import kinds
from ..syntax.kinds import Child
from . import codes
from .cancel import Cancelled
from .codes import Finding
from .index import FileAnalysis
from .node_types import NodeTypes
from .slot_paths import SlotPath, SlotPaths, as_written, before_r2023b, reported
from .slots import Frame, insert_problem
from .spans import Span
from .node_table import DEFAULT, FIELD, LIST_ITEM, PROTO_BODY, TOP, NodeTable, node_table
from .tree_pass import TreeCaptures
from .use_rules import UseResolver, node_type_name


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
            yield child, SlotPath()
        elif child.type == kinds.PROTO:
            interface = child.child_by_field_name(Child.INTERFACE)
            for declaration in interface.named_children if interface is not None else ():
                if declaration.type == kinds.FIELD_DECLARATION:
                    for item in _values(declaration):
                        if item.type == kinds.NODE:
                            yield item, SlotPath(open_ended=True)
            body = child.child_by_field_name(Child.BODY)
            for item in body.named_children if body is not None else ():
                if item.type == kinds.NODE:
                    yield item, SlotPath(open_ended=True)


def misplaced_nodes(
    analysis: FileAnalysis, should_stop=None, file_pass: TreeCaptures | None = None
) -> list[Finding]:
    """A node (or a USE, judged as its DEF's node) in a field that does not take it, with Webots' message.

    A query over the file's node table (``node_table``: the one ``file_pass`` holds, else one made here), asking
    the pass' provider (else the analysis'): each node judged at the path of the field it stands in, each USE once
    bound; the top-level items holding a syntax error are walked here (``misplaced_in_tree``)."""
    if file_pass is not None:
        table, types = file_pass.node_table(should_stop), file_pass.node_types
    else:
        table, types = node_table(analysis.tree, analysis.source, should_stop), analysis.node_types
    findings, _ = misplaced_in_table(analysis, table, types)
    if table.error_ranges:
        in_error = _range_test(table.error_ranges)
        starts = [(node, path) for node, path in _starts(analysis.tree.root_node) if in_error(node.start_byte)]
        findings.extend(misplaced_in_tree(analysis, starts, should_stop, types))
    findings.sort(key=lambda finding: (finding.span.start, finding.span.end))
    return findings


def misplaced_in_table(
    analysis: FileAnalysis, table: NodeTable, types: NodeTypes | None = None
) -> tuple[list[Finding], SlotPaths]:
    """The findings of the table's nodes and USEs outside its ``error_ranges``, in table order, and the
    ``SlotPaths`` that judged them (one path object per distinct slot path, each (path, type) judged once).
    A node's path is its field's below its owner's; the nodes judgement starts from (top level, a PROTO body's
    root, a parameter's default) are not judged themselves, nor anything elsewhere than in a field (strays,
    restrictions, hidden fields)."""
    source = analysis.source
    paths = SlotPaths(types or analysis.node_types, source)
    in_error = _range_test(table.error_ranges) if table.error_ranges else None
    names, parents, fields, places = table.names, table.parents, table.fields, table.places
    type_starts, type_ends = table.type_starts, table.type_ends
    # per node row: (its path, its type as a frame names it, field name -> path of its fields' nodes) or None
    contexts: list = [None] * len(table)

    def field_path(row: int, field: int):
        """The path of the nodes in field ``field`` (a name id) of node ``row`` (None: not judged)."""
        context = contexts[row] if row >= 0 else None
        if context is None or not field or context[2] is None:
            return None
        name = names[field]
        path = context[2].get(name)
        if path is None:
            path = context[2][name] = paths.below(context[0], context[1], name.decode("utf-8", "replace"))
        return path

    findings = []
    for row in range(len(table)):
        place = places[row]
        if place == FIELD or place == LIST_ITEM:
            path, judged = field_path(parents[row], fields[row]), True
        elif place == TOP:
            path, judged = paths.TOP, False
        elif place == PROTO_BODY or place == DEFAULT:
            path, judged = paths.OPEN_ROOT, False
        else:
            continue
        type_start = type_starts[row]
        if path is None or type_start < 0 or (in_error is not None and in_error(type_start)):
            continue
        type_bytes = source[type_start : type_ends[row]]
        if judged:
            problem = paths.judge(path, type_bytes)
            if problem is not None:
                findings.append(codes.MISPLACED_NODE.at(Span(type_start, type_ends[row]), problem))
        contexts[row] = (path, *paths.context(path, type_bytes))
    uses = []
    for start, end, parent, field, place in zip(
        table.use_starts, table.use_ends, table.use_parents, table.use_fields, table.use_places
    ):
        if (place == FIELD or place == LIST_ITEM) and start >= 0 and (in_error is None or not in_error(start)):
            path = field_path(parent, field)
            if path is not None:
                uses.append((start, end, path))
    findings.extend(_misplaced_uses(analysis, paths, uses))
    return findings, paths


def _range_test(ranges):
    """Whether an offset lies in one of ``ranges`` (``[start, end)`` pairs, in any order, maybe overlapping): a
    bisection in the merged ranges, so a file with thousands of syntax errors is judged in linear time (before: each
    top-level item against every range, 20 s for 15,000 items)."""
    merged: list[list[int]] = []
    for start, end in sorted(ranges):
        if merged and start <= merged[-1][1]:
            merged[-1][1] = max(merged[-1][1], end)
        else:
            merged.append([start, end])
    starts = [start for start, _ in merged]

    def contains(offset: int) -> bool:
        index = bisect_right(starts, offset) - 1
        return index >= 0 and offset < merged[index][1]
    return contains


def _misplaced_uses(analysis: FileAnalysis, paths: SlotPaths, spans: list[tuple[int, int, SlotPath]]) -> list[Finding]:
    """The USEs (name start, end, path of their field), each judged as the node of the DEF it binds to (an unbound
    one is not judged)."""
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
        if type_bytes is not None:  # as nodes are judged
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
    no_pose = before_r2023b(source)
    resolver = UseResolver(analysis)
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
        owner = as_written(node_type_name(node, source), no_pose)
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
                    type_name = as_written(type_name, no_pose)
                key = (slot, type_name)
                if key not in problems:
                    problems[key] = insert_problem(types, slot, type_name)
                problem = problems[key]
                if reported(problem):
                    findings.append(codes.MISPLACED_NODE.at(_type_span(item), problem))
                if item.type == kinds.NODE:
                    children.append((item, inner))
        stack.extend(reversed(children))
    return findings


def _type_span(item: Node) -> Span:
    """Where to report: a node's type name, a USE's name."""
    part = item.child_by_field_name(Child.TYPE if item.type == kinds.NODE else Child.NAME) or item
    return Span(part.start_byte, part.end_byte)
