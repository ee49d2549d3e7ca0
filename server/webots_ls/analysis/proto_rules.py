"""Diagnostics that need PROTOs from other files: what ``WbProtoManager::findModel`` and ``WbParser`` say when a
node type or a PROTO parameter is not what the file can see.

All take the file's ``ProjectNodeTypes`` (the project model). A templated PROTO body is left alone: Webots only
parses the branches its template takes, which a static reader cannot know. Pure: no LSP types.
"""

from __future__ import annotations

from typing import Iterator

from tree_sitter import Node, Query, QueryCursor, Tree

from ..syntax import kinds
from ..syntax.kinds import Child
from ..syntax.parser import LANGUAGE
from ..syntax.text import node_text
from . import codes, node_history
from .cancel import CHECK_EVERY, ShouldStop, check
from .codes import Finding
from .names import close_names
from .node_models import NodeModel
from .node_types import BUILT_INS
from .project import MAX_DERIVATION_DEPTH, ProjectNodeTypes, file_version
from .spans import Span
from .tree_pass import TreeCaptures, tree_captures

_NODE_TYPES = Query(LANGUAGE, f"({kinds.NODE} {Child.TYPE}: ({kinds.NODE_TYPE}) @type)")
_TEMPLATES = Query(LANGUAGE, f"[({kinds.TEMPLATE}) ({kinds.TEMPLATE_STATEMENT})] @template")


def proto_findings(tree: Tree, source: bytes, node_types: ProjectNodeTypes, should_stop: ShouldStop = None,
                   file_pass: TreeCaptures | None = None) -> list[Finding]:
    """Every finding of this module, sorted by span, read from ``file_pass`` (the whole-file pass; None: one made
    here). ``should_stop`` is polled during the walk (``Cancelled``)."""
    if file_pass is None:
        file_pass = tree_captures(tree, source, should_stop, node_types)
    _typed_nodes(tree, source, file_pass, should_stop)  # the instances the rules share
    findings = [
        *unknown_node_types(tree, source, node_types, file_pass=file_pass),
        *unknown_parameters(tree, source, node_types, file_pass=file_pass),
        *proto_name_mismatch(tree, source, node_types, file_pass=file_pass),
        *recursive_instances(tree, source, node_types, file_pass=file_pass),
        *default_def_order(tree, source, node_types, file_pass=file_pass),
        *derived_parameter_names(tree, source, node_types, file_pass=file_pass),
    ]
    findings.sort(key=lambda finding: (finding.span.start, finding.span.end))
    return findings


def _typed_nodes(
    tree: Tree, source: bytes, file_pass: TreeCaptures | None, should_stop: ShouldStop = None
) -> list[tuple[Node, str]]:
    """(node_type, name) of each node written with a plain name that is not a built-in node, outside restrictions
    and a templated PROTO body: from the whole-file pass when it read every type name, else a query; found once per
    pass (kept in ``file_pass.extra``; no pass: a query each call)."""
    if file_pass is None:
        return _from_query(tree, source, _skipped_spans(tree, source, None), should_stop)
    found = file_pass.extra.get("typed_nodes")
    if found is not None:
        return found
    walk = file_pass.walk
    if walk is not None and not file_pass.error_ranges and not walk.cached_items:
        # the pass read every type name (a file with no PROTO has nothing to skip: no walk of the top level)
        skipped = _skipped_spans(tree, source, file_pass) if file_pass.get("proto") else []
        found = _from_pass(walk.typed_nodes, source, skipped)
    else:
        found = _from_query(tree, source, _skipped_spans(tree, source, file_pass), should_stop)
    file_pass.extra["typed_nodes"] = found
    return found


def _from_pass(nodes: list[Node], source: bytes, skipped: list[Span]) -> list[tuple[Node, str]]:
    found = []
    for node in nodes:
        type_node = node.child_by_field_name(Child.TYPE)
        start = type_node.start_byte
        if not any(span.start <= start < span.end for span in skipped):
            found.append((type_node, source[start : type_node.end_byte].decode("utf-8", "replace")))
    return found


def _from_query(tree: Tree, source: bytes, skipped: list[Span], should_stop: ShouldStop) -> list[tuple[Node, str]]:
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
    return found


def _skipped_spans(tree: Tree, source: bytes, file_pass: TreeCaptures | None) -> list[Span]:
    """The PROTO interface's restrictions (type names, not instances) and a templated PROTO body."""
    proto = next((child for child in tree.root_node.named_children if child.type == kinds.PROTO), None)
    if proto is None:
        return []
    interface = proto.child_by_field_name(Child.INTERFACE)
    spans = [Span(restrictions.start_byte, restrictions.end_byte)
             for declaration in (interface.named_children if interface is not None else ())
             if (restrictions := declaration.child_by_field_name(Child.RESTRICTIONS)) is not None]
    body = proto.child_by_field_name(Child.BODY)
    if body is not None and _has_template(body, file_pass):
        spans.append(Span(body.start_byte, body.end_byte))
    return spans


def _has_template(body: Node, file_pass: TreeCaptures | None) -> bool:
    """Whether a template stands in a PROTO body: the whole-file pass's templates, else a query."""
    if file_pass is not None:
        return bool(file_pass.within("template", body.start_byte, body.end_byte))
    return bool(QueryCursor(_TEMPLATES).captures(body))


def unknown_node_types(
    tree: Tree, source: bytes, node_types: ProjectNodeTypes, file_pass: TreeCaptures | None = None
) -> list[Finding]:
    """``Missing declaration for '%1', add: 'EXTERNPROTO "%2"' to '%3'.`` (an R2022b+ file using a PROTO it can
    find but does not declare; Webots loads it all the same), else ``Skipped unknown '%1' node or PROTO``
    (``WbParser::parseNode``), with the release that removed a built-in node and the closest known name. A name
    declared by an EXTERNPROTO whose file is missing is left to that declaration."""
    findings: list[Finding] = []
    hints: dict[str, str] = {}  # per unknown name: the "did you mean" part
    for type_node, name in _typed_nodes(tree, source, file_pass):
        span = Span(type_node.start_byte, type_node.end_byte)
        url = node_types.missing_declaration(name)
        if url is not None:
            message = f"Missing declaration for '{name}', add: 'EXTERNPROTO \"{url}\"' to '{node_types.file_path}'."
            findings.append(codes.MISSING_DECLARATION.at(span, message))
        elif not node_types.is_known(name) and name not in node_types.declarations():
            hint = hints.get(name)
            if hint is None:
                close = close_names(name, node_types.names())
                removal = node_history.removal_note(name, None, node_history.release_version(file_version(source)))
                hint = hints[name] = removal + (f" (did you mean '{close[0]}'?)" if close else "")
            findings.append(codes.UNKNOWN_NODE.at(span, f"Skipped unknown '{name}' node or PROTO{hint}"))
    return findings


def unknown_parameters(
    tree: Tree, source: bytes, node_types: ProjectNodeTypes, file_pass: TreeCaptures | None = None
) -> list[Finding]:
    """``Skipped unknown '%1' parameter in %2 PROTO`` (``WbParser::parseNode``): a field an instance writes that
    its PROTO does not declare (``hidden`` kinematic fields excepted, they are for any PROTO instance)."""
    findings: list[Finding] = []
    models: dict[str, NodeModel | None] = {}
    for type_node, name in _typed_nodes(tree, source, file_pass):
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


def proto_name_mismatch(
    tree: Tree, source: bytes, node_types: ProjectNodeTypes, file_pass: TreeCaptures | None = None
) -> list[Finding]:
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


def recursive_instances(
    tree: Tree, source: bytes, node_types: ProjectNodeTypes, file_pass: TreeCaptures | None = None
) -> list[Finding]:
    """An instance of a PROTO whose chain of base PROTOs loops (``WbProtoModel``: the PROTO is not created)."""
    return [codes.RECURSIVE_PROTO.at(Span(type_node.start_byte, type_node.end_byte),
                                     f"Recursive definition of PROTO node '{name}' is not supported")
            for type_node, name in _typed_nodes(tree, source, file_pass)
            if node_types.recursion(name)]


def too_deep_instances(
    tree: Tree, source: bytes, node_types: ProjectNodeTypes, file_pass: TreeCaptures | None = None
) -> list[Finding]:
    """An instance of a PROTO that derives from ``MAX_DERIVATION_DEPTH`` PROTOs or more: its chain is not followed
    further (Webots follows it by recursion in ``WbProtoModel::WbProtoModel``, with no limit of its own)."""
    return [codes.PROTO_TOO_DEEP.at(Span(type_node.start_byte, type_node.end_byte),
                                    f"PROTO '{name}' derives from {MAX_DERIVATION_DEPTH} or more PROTOs: "
                                    "not resolved further")
            for type_node, name in _typed_nodes(tree, source, file_pass)
            if node_types.too_deep(name)]

def _written_parameters(body: Node | None, source: bytes) -> Iterator[tuple[Node, str]]:
    """(field, name) of each field with a plain name in a node's body."""
    for child in body.named_children if body is not None else ():
        field_name = child.child_by_field_name(Child.NAME) if child.type == kinds.FIELD else None
        if field_name is not None and not field_name.named_child_count:
            yield child, node_text(source, field_name)


def default_def_order(
    tree: Tree, source: bytes, node_types: ProjectNodeTypes, file_pass: TreeCaptures | None = None
) -> list[Finding]:
    """``Wrong order of fields in the instance of PROTO %1: USE nodes might refer to the wrong DEF nodes.``
    (``WbNode::createProtoInstance``): Webots registers the DEFs of the default values of the parameters an instance
    does not write in interface order among the ones it writes, so an instance that writes its parameters out of
    that order leaves later USEs ambiguous. Only judged for a PROTO with such DEFs."""
    findings: list[Finding] = []
    for type_node, name in _typed_nodes(tree, source, file_pass):
        found = node_types.resolve(name)
        interface = found.interface if found is not None else None
        if interface is None or not any(parameter.defs for parameter in interface.parameters):
            continue
        order = {parameter.name: index for index, parameter in enumerate(interface.parameters)}
        written = [order[parameter] for _, parameter in _written_parameters(type_node.next_named_sibling, source)
                   if parameter in order]
        parameters = enumerate(interface.parameters)
        skipped_defs = any(parameter.defs and index not in written for index, parameter in parameters)
        if skipped_defs and any(later < earlier for earlier, later in zip(written, written[1:])):
            message = (f"Wrong order of fields in the instance of PROTO {name}: "
                       "USE nodes might refer to the wrong DEF nodes.")
            findings.append(codes.DEFAULT_DEF_ORDER.at(Span(type_node.start_byte, type_node.end_byte), message))
    return findings


def default_def_ends(
    tree: Tree, source: bytes, node_types: ProjectNodeTypes, file_pass: TreeCaptures | None = None
) -> dict[str, list[int]]:
    """Per DEF name of a PROTO parameter's default value: the end of each instance that registers it in the file's
    scope, because it does not write that parameter (``WbNode::createProtoInstance`` adds those DEF nodes to the
    current reader once the instance is made), in file order."""
    ends: dict[str, list[int]] = {}
    for type_node, name in _typed_nodes(tree, source, file_pass):
        found = node_types.resolve(name)
        interface = found.interface if found is not None else None
        if interface is None or not any(parameter.defs for parameter in interface.parameters):
            continue
        body = type_node.next_named_sibling
        written = {parameter for _, parameter in _written_parameters(body, source)}
        end = body.end_byte if body is not None else type_node.end_byte
        for parameter in interface.parameters:
            if parameter.name not in written:
                for def_name in parameter.defs:
                    ends.setdefault(def_name, []).append(end)
    return ends


def derived_parameter_names(
    tree: Tree, source: bytes, node_types: ProjectNodeTypes, file_pass: TreeCaptures | None = None
) -> list[Finding]:
    """``Derived and base PROTO can use the same parameter name only if it is linked directly, like '%1 IS %1'.``
    (``WbProtoModel::WbProtoModel``): in a derived PROTO, the base PROTO's field of a name the derived PROTO also
    declares must be written ``name IS name``."""
    interface = node_types.own_interface() if node_types.file_path.suffix.lower() == ".proto" else None
    if interface is None or interface.base_type is None or BUILT_INS.is_known(interface.base_type):
        return []
    base = node_types.model(interface.base_type)
    root = _base_instance(tree, file_pass)
    if base is None or not base.is_proto or root is None:
        return []
    own = {parameter.name for parameter in interface.parameters}
    findings = []
    for field, name in _written_parameters(root.child_by_field_name(Child.BODY), source):
        if name not in own or base.field(name) is None:
            continue
        values = field.children_by_field_name(Child.VALUE)
        target = values[0].child_by_field_name(Child.TARGET) if len(values) == 1 else None
        if values and values[0].type == kinds.IS_REFERENCE and node_text(source, target) == name:
            continue
        message = ("Derived and base PROTO can use the same parameter name only if it is linked directly, "
                   f"like '{name} IS {name}'.")
        name_node = field.child_by_field_name(Child.NAME)
        findings.append(codes.DERIVED_PARAMETER_NAME.at(Span(name_node.start_byte, name_node.end_byte), message))
    return findings


def _base_instance(tree: Tree, file_pass: TreeCaptures | None) -> Node | None:
    """The first node of the PROTO body (its base node), None when a template writes the body."""
    proto = next((child for child in tree.root_node.named_children if child.type == kinds.PROTO), None)
    body = proto.child_by_field_name(Child.BODY) if proto is not None else None
    if body is None or _has_template(body, file_pass):
        return None
    return next((child for child in body.named_children if child.type == kinds.NODE), None)


__all__ = [
    "default_def_ends",
    "default_def_order",
    "derived_parameter_names",
    "proto_findings",
    "proto_name_mismatch",
    "recursive_instances",
    "unknown_node_types",
    "unknown_parameters",
]
