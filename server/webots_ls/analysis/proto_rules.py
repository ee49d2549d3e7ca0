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
from .cancel import CHECK_EVERY, ShouldStop, check
from .codes import Finding
from .node_models import NodeModel
from .node_types import BUILT_INS
from .project import ProjectNodeTypes
from .spans import Span

_NODE_TYPES = Query(LANGUAGE, f"({kinds.NODE} {Child.TYPE}: ({kinds.NODE_TYPE}) @type)")
_TEMPLATES = Query(LANGUAGE, f"[({kinds.TEMPLATE}) ({kinds.TEMPLATE_STATEMENT})] @template")


def proto_findings(tree: Tree, source: bytes, node_types: ProjectNodeTypes,
                   should_stop: ShouldStop = None) -> list[Finding]:
    """Every finding of this module, sorted by span. ``should_stop`` is polled during the walk (``Cancelled``)."""
    _typed_nodes(tree, source, should_stop)  # the walk the rules share
    findings = [*unknown_node_types(tree, source, node_types), *unknown_parameters(tree, source, node_types),
                *proto_name_mismatch(tree, source, node_types), *recursive_instances(tree, source, node_types),
                *restricted_values(tree, source, node_types)]
    findings.sort(key=lambda finding: (finding.span.start, finding.span.end))
    return findings


def forget(tree: Tree) -> None:
    """Drop the walk of ``tree`` (its nodes keep the tree alive), as ``diagnostics`` does with the shared pass."""
    _walks[:] = [walk for walk in _walks if walk[0] is not tree]


_walks: list[tuple[Tree, bytes, list[tuple[Node, str]]]] = []  # the last two (tree, source) pairs, by identity


def _typed_nodes(tree: Tree, source: bytes, should_stop: ShouldStop = None) -> list[tuple[Node, str]]:
    """(node_type, name) of each node written with a plain name that is not a built-in node, outside restrictions
    and a templated PROTO body; one query walk per (tree, source), shared by the rules."""
    for walked_tree, walked_source, found in _walks:
        if walked_tree is tree and walked_source is source:
            return found
    skipped = _skipped_spans(tree)
    built_in: dict[bytes, bool] = {}
    found = []
    for index, type_node in enumerate(QueryCursor(_NODE_TYPES).captures(tree.root_node).get("type", [])):
        if index % CHECK_EVERY == 0:
            check(should_stop)
        start = type_node.start_byte
        if type_node.named_child_count or any(span.start <= start < span.end for span in skipped):
            continue
        word = source[start:type_node.end_byte]
        is_built_in = built_in.get(word)
        if is_built_in is None:
            is_built_in = built_in[word] = not word or BUILT_INS.is_known(word.decode("utf-8", "replace"))
        if not is_built_in:
            found.append((type_node, word.decode("utf-8", "replace")))
    _walks.insert(0, (tree, source, found))
    del _walks[2:]
    return found


def _skipped_spans(tree: Tree) -> list[Span]:
    """The PROTO interface's restrictions (type names, not instances) and a templated PROTO body."""
    proto = next((child for child in tree.root_node.named_children if child.type == kinds.PROTO), None)
    if proto is None:
        return []
    interface = proto.child_by_field_name(Child.INTERFACE)
    spans = [Span(restrictions.start_byte, restrictions.end_byte)
             for declaration in (interface.named_children if interface is not None else ())
             if (restrictions := declaration.child_by_field_name(Child.RESTRICTIONS)) is not None]
    body = proto.child_by_field_name(Child.BODY)
    if body is not None and QueryCursor(_TEMPLATES).captures(body):
        spans.append(Span(body.start_byte, body.end_byte))
    return spans


def unknown_node_types(tree: Tree, source: bytes, node_types: ProjectNodeTypes) -> list[Finding]:
    """``Missing declaration for '%1', add: 'EXTERNPROTO "%2"' to '%3'.`` (an R2022b+ file using a PROTO it can
    find but does not declare; Webots loads it all the same), else ``Skipped unknown '%1' node or PROTO``
    (``WbParser::parseNode``), with the closest known name. A name declared by an EXTERNPROTO whose file is missing
    is left to that declaration."""
    findings: list[Finding] = []
    hints: dict[str, str] = {}  # per unknown name: the "did you mean" part
    for type_node, name in _typed_nodes(tree, source):
        span = Span(type_node.start_byte, type_node.end_byte)
        url = node_types.missing_declaration(name)
        if url is not None:
            message = f"Missing declaration for '{name}', add: 'EXTERNPROTO \"{url}\"' to '{node_types.file_path}'."
            findings.append(codes.MISSING_DECLARATION.at(span, message))
        elif not node_types.is_known(name) and name not in node_types.declarations():
            hint = hints.get(name)
            if hint is None:
                close = difflib.get_close_matches(name, node_types.names(), n=1, cutoff=0.8)
                hint = hints[name] = f" (did you mean '{close[0]}'?)" if close else ""
            findings.append(codes.UNKNOWN_NODE.at(span, f"Skipped unknown '{name}' node or PROTO{hint}"))
    return findings


def unknown_parameters(tree: Tree, source: bytes, node_types: ProjectNodeTypes) -> list[Finding]:
    """``Skipped unknown '%1' parameter in %2 PROTO`` (``WbParser::parseNode``): a field an instance writes that
    its PROTO does not declare (``hidden`` kinematic fields excepted, they are for any PROTO instance)."""
    findings: list[Finding] = []
    models: dict[str, NodeModel | None] = {}
    for type_node, name in _typed_nodes(tree, source):
        if name not in models:
            models[name] = node_types.model(name)
        model = models[name]
        if model is None or not model.is_proto or not model.fields_known:
            continue
        body = type_node.next_named_sibling  # the node's body: no walk up to the parent
        for child in body.named_children if body is not None else ():
            field_name = child.child_by_field_name(Child.NAME) if child.type == kinds.FIELD else None
            if field_name is None or field_name.named_child_count:
                continue
            parameter = node_text(source, field_name)
            if model.field(parameter) is None:
                message = f"Skipped unknown '{parameter}' parameter in {name} PROTO"
                findings.append(codes.UNKNOWN_PARAMETER.at(Span(field_name.start_byte, field_name.end_byte), message))
    return findings


def restricted_values(tree: Tree, source: bytes, node_types: ProjectNodeTypes) -> list[Finding]:
    """A PROTO parameter with restricted values (``field SFVec3f{0 0 0} translation ...``) written with another one
    (``WbField::checkValueIsAccepted``, a parsing warning): an SF value ``Invalid '%1' changed to %2. The value
    should be in the list: {%3}.`` (Webots puts the default back); an MFNode item ``Invalid '%1' removed from '%2'
    field. The values should be in the list: {%3}.`` A node item fits by its type or its base type (a ``Transform``
    without ``scale`` is read as a ``Pose``)."""
    findings: list[Finding] = []
    for type_node, name in _typed_nodes(tree, source):
        model = node_types.model(name)
        if model is None or not model.is_proto:
            continue
        body = type_node.next_named_sibling
        for child in body.named_children if body is not None else ():
            field_name = child.child_by_field_name(Child.NAME) if child.type == kinds.FIELD else None
            field_model = model.field(node_text(source, field_name)) if field_name is not None else None
            if field_model is None or not field_model.restrictions:
                continue
            values = child.children_by_field_name(Child.VALUE)
            if field_model.type == "MFNode":
                findings.extend(_node_items_outside(values, field_model, source, node_types))
            elif field_model.type.startswith("SF") and field_model.type != "SFNode" and values:
                written = source[values[0].start_byte:values[-1].end_byte].decode("utf-8", "replace")
                if not any(_same_value(written, allowed) for allowed in field_model.restrictions):
                    message = (f"Invalid '{field_model.name}' changed to {field_model.default}. The value should be "
                               f"in the list: {{{', '.join(field_model.restrictions)}}}.")
                    span = Span(values[0].start_byte, values[-1].end_byte)
                    findings.append(codes.RESTRICTED_VALUE.at(span, message))
    return findings


def _same_value(written: str, allowed: str) -> bool:
    words, allowed_words = written.replace(",", " ").split(), allowed.replace(",", " ").split()
    try:
        return [float(word) for word in words] == [float(word) for word in allowed_words]
    except ValueError:
        return words == allowed_words


def _node_items_outside(values: list[Node], field_model, source: bytes, node_types: ProjectNodeTypes) -> list[Finding]:
    allowed = {restriction.rstrip("+") for restriction in field_model.restrictions}
    items = [item for value in values if value.type == kinds.LIST for item in value.named_children]
    findings = []
    for item in items:
        type_node = item.child_by_field_name(Child.TYPE) if item.type == kinds.NODE else None
        if type_node is None or type_node.named_child_count:
            continue
        name = node_text(source, type_node)
        if name == "Transform" and not _has_scale(item, source):
            name = "Pose"  # WbNodeReader::createNode reads a Transform with no scale as a Pose
        if name in allowed or node_types.base_type(name) in allowed:
            continue
        message = (f"Invalid '{name}' removed from '{field_model.name}' field. The values should be in the list: "
                   f"{{{', '.join(field_model.restrictions)}}}.")
        findings.append(codes.RESTRICTED_VALUE.at(Span(type_node.start_byte, type_node.end_byte), message))
    return findings


def _has_scale(node: Node, source: bytes) -> bool:
    body = node.child_by_field_name(Child.BODY)
    for child in body.named_children if body is not None else ():
        if child.type == kinds.FIELD and node_text(source, child.child_by_field_name(Child.NAME)) == "scale":
            value = source[child.start_byte:child.end_byte].decode("utf-8", "replace").split()[1:]
            return value != ["1", "1", "1"]
    return False


def proto_name_mismatch(tree: Tree, source: bytes, node_types: ProjectNodeTypes) -> list[Finding]:
    """``'%1' PROTO identifier does not match filename`` (``WbProtoModel::WbProtoModel``): Webots does not load it.
    And a PROTO whose chain of base PROTOs comes back to itself: ``Recursive definition of PROTO node '%1' is not
    supported``."""
    interface = node_types.own_interface() if node_types.file_path.suffix.lower() == ".proto" else None
    if interface is None:
        return []
    if interface.name != node_types.file_path.stem:
        message = f"'{interface.name}' PROTO identifier does not match filename"
        return [codes.PROTO_NAME_MISMATCH.at(interface.name_span, message)]
    if node_types.recursion(interface.name):
        message = f"Recursive definition of PROTO node '{interface.name}' is not supported"
        return [codes.RECURSIVE_PROTO.at(interface.name_span, message)]
    return []


def recursive_instances(tree: Tree, source: bytes, node_types: ProjectNodeTypes) -> list[Finding]:
    """An instance of a PROTO whose chain of base PROTOs loops (``WbProtoModel``: the PROTO is not created)."""
    return [codes.RECURSIVE_PROTO.at(Span(type_node.start_byte, type_node.end_byte),
                                     f"Recursive definition of PROTO node '{name}' is not supported")
            for type_node, name in _typed_nodes(tree, source)
            if node_types.recursion(name)]

__all__ = [
    "forget",
    "proto_findings",
    "proto_name_mismatch",
    "recursive_instances",
    "restricted_values",
    "unknown_node_types",
    "unknown_parameters",
]
