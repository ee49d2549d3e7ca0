"""Diagnostics that need PROTOs from other files: what ``WbProtoManager::findModel`` and ``WbParser`` say when a
node type or a PROTO parameter is not what the file can see.

All take the file's ``ProjectNodeTypes`` (the project model). A templated PROTO body is left alone: Webots only
parses the branches its template takes, which a static reader cannot know. Pure: no LSP types.
"""

from __future__ import annotations

import difflib
from typing import Iterator

from tree_sitter import Node, Query, QueryCursor, Tree

from ..syntax import kinds
from ..syntax.kinds import Child
from ..syntax.parser import LANGUAGE
from ..syntax.text import node_text
from . import codes
from .codes import Finding
from .node_types import BUILT_INS
from .project import ProjectNodeTypes
from .spans import Span

_NODE_TYPES = Query(LANGUAGE, f"({kinds.NODE} {Child.TYPE}: ({kinds.NODE_TYPE}) @type)")
_TEMPLATES = Query(LANGUAGE, f"[({kinds.TEMPLATE}) ({kinds.TEMPLATE_STATEMENT})] @template")


def proto_findings(tree: Tree, source: bytes, node_types: ProjectNodeTypes) -> list[Finding]:
    """Every finding of this module, sorted by span."""
    findings = [*unknown_node_types(tree, source, node_types), *unknown_parameters(tree, source, node_types),
                *proto_name_mismatch(tree, source, node_types), *recursive_instances(tree, source, node_types)]
    findings.sort(key=lambda finding: (finding.span.start, finding.span.end))
    return findings


def _typed_nodes(tree: Tree, source: bytes) -> Iterator[tuple[Node, str]]:
    """(node_type, name) of each node written with a plain name, outside restrictions and templated PROTO bodies."""
    skipped = _templated_proto_body(tree)
    for type_node in QueryCursor(_NODE_TYPES).captures(tree.root_node).get("type", []):
        if type_node.named_child_count or (skipped is not None and skipped.start_byte <= type_node.start_byte
                                           < skipped.end_byte):
            continue
        parent = type_node.parent
        if parent is not None and parent.parent is not None and parent.parent.type == kinds.RESTRICTIONS:
            continue
        name = node_text(source, type_node)
        if name:
            yield type_node, name


def _templated_proto_body(tree: Tree) -> Node | None:
    proto = next((child for child in tree.root_node.named_children if child.type == kinds.PROTO), None)
    body = proto.child_by_field_name(Child.BODY) if proto is not None else None
    if body is None or not QueryCursor(_TEMPLATES).captures(body):
        return None
    return body


def unknown_node_types(tree: Tree, source: bytes, node_types: ProjectNodeTypes) -> Iterator[Finding]:
    """``Missing declaration for '%1', add: 'EXTERNPROTO "%2"' to '%3'.`` (an R2022b+ file using a PROTO it can
    find but does not declare), else ``Skipped unknown '%1' node or PROTO`` (``WbParser::parseNode``), with the
    closest known name. A name declared by an EXTERNPROTO whose file is missing is left to that declaration."""
    for type_node, name in _typed_nodes(tree, source):
        if BUILT_INS.is_known(name) or node_types.is_known(name) or name in node_types.declarations():
            continue
        span = Span(type_node.start_byte, type_node.end_byte)
        url = node_types.missing_declaration(name)
        if url is not None:
            message = f"Missing declaration for '{name}', add: 'EXTERNPROTO \"{url}\"' to '{node_types.file_path}'."
            yield codes.MISSING_DECLARATION.at(span, message)
            continue
        message = f"Skipped unknown '{name}' node or PROTO"
        close = difflib.get_close_matches(name, node_types.names(), n=1, cutoff=0.8)
        yield codes.UNKNOWN_NODE.at(span, message + (f" (did you mean '{close[0]}'?)" if close else ""))


def unknown_parameters(tree: Tree, source: bytes, node_types: ProjectNodeTypes) -> Iterator[Finding]:
    """``Skipped unknown '%1' parameter in %2 PROTO`` (``WbParser::parseNode``): a field an instance writes that
    its PROTO does not declare (``hidden`` kinematic fields excepted, they are for any PROTO instance)."""
    models = {}
    for type_node, name in _typed_nodes(tree, source):
        if BUILT_INS.is_known(name):
            continue
        if name not in models:
            models[name] = node_types.model(name)
        model = models[name]
        judged = model is not None and model.is_proto and model.fields_known
        body = type_node.parent.child_by_field_name(Child.BODY) if judged else None
        for child in body.named_children if body is not None else ():
            field_name = child.child_by_field_name(Child.NAME) if child.type == kinds.FIELD else None
            if field_name is None or field_name.named_child_count:
                continue
            parameter = node_text(source, field_name)
            if model.field(parameter) is None:
                yield codes.UNKNOWN_PARAMETER.at(Span(field_name.start_byte, field_name.end_byte),
                                                 f"Skipped unknown '{parameter}' parameter in {name} PROTO")


def proto_name_mismatch(tree: Tree, source: bytes, node_types: ProjectNodeTypes) -> Iterator[Finding]:
    """``'%1' PROTO identifier does not match filename`` (``WbProtoModel::WbProtoModel``): Webots does not load it.
    And a PROTO whose chain of base PROTOs comes back to itself: ``Recursive definition of PROTO node '%1' is not
    supported``."""
    if node_types.file_path.suffix.lower() != ".proto":
        return
    interface = node_types.own_interface()
    if interface is None:
        return
    if interface.name != node_types.file_path.stem:
        yield codes.PROTO_NAME_MISMATCH.at(interface.name_span,
                                           f"'{interface.name}' PROTO identifier does not match filename")
    elif node_types.recursion(interface.name):
        yield codes.RECURSIVE_PROTO.at(interface.name_span,
                                       f"Recursive definition of PROTO node '{interface.name}' is not supported")


def recursive_instances(tree: Tree, source: bytes, node_types: ProjectNodeTypes) -> Iterator[Finding]:
    """An instance of a PROTO whose chain of base PROTOs loops (``WbProtoModel``: the PROTO is not created)."""
    for type_node, name in _typed_nodes(tree, source):
        if not BUILT_INS.is_known(name) and node_types.recursion(name):
            yield codes.RECURSIVE_PROTO.at(Span(type_node.start_byte, type_node.end_byte),
                                           f"Recursive definition of PROTO node '{name}' is not supported")


__all__ = [
    "proto_findings",
    "proto_name_mismatch",
    "recursive_instances",
    "unknown_node_types",
    "unknown_parameters",
]
