"""The rules on ``IS`` links, each a query over the whole-file pass (``tree_pass``): its ``IS`` references and the
top-level PROTO, read from the node table and looked up in the tree.

* ``is_outside_proto``: an ``IS`` in a world (``WbParser::parseField``);
* ``is_type_mismatches``, ``unknown_is_targets``, ``unused_proto_parameters``: a .proto file's interface against the
  ``IS`` links of its body (``WbProtoModel::verifyAliasing``), read once per pass (``TreeCaptures.extra``).
"""

from __future__ import annotations

from dataclasses import dataclass

from tree_sitter import Node, Tree

from ..syntax import kinds
from ..syntax.kinds import Child
from ..syntax.text import node_text
from . import codes
from .codes import Finding
from .node_types import BUILT_INS, NodeTypes
from .schema import built_in_model
from .spans import Span
from .tree_pass import TreeCaptures, tree_captures

_TEMPLATED = kinds.TEMPLATE_KINDS


def is_outside_proto(
    tree: Tree, source: bytes, is_proto: bool | None = None, file_pass: TreeCaptures | None = None
) -> list[Finding]:
    """``'IS' keyword is only allowed in .proto files`` (``WbParser::parseField``), on the ``IS``.

    Only fields of built-in nodes: a PROTO instance's parameters accept ``IS`` syntactically (``parseParameter``).
    ``is_proto`` overrides what the file says (a ``PROTO`` at its top).
    """
    captured = file_pass or tree_captures(tree, source)
    if is_proto is None:
        is_proto = bool(captured.get("proto"))
    if is_proto:
        return []
    keyed = _is_outside(captured.get("is"), source, captured.node_types)
    keyed.sort(key=lambda pair: pair[0])
    return [finding for _, finding in keyed]


def _is_outside(references: list[Node], source: bytes, node_types: NodeTypes = BUILT_INS) -> list[tuple[tuple, Finding]]:
    keyed = []
    for reference in references:
        field = reference.parent
        if field is None or field.type != kinds.FIELD:
            continue
        body = field.parent
        node = body.parent if body is not None and body.type == kinds.NODE_BODY else None
        if node is None or node.type != kinds.NODE:
            continue
        model = built_in_model(node, source, node_types)
        name_node = field.child_by_field_name(Child.NAME)
        if model is None or name_node is None or model.field(node_text(source, name_node)) is None:
            continue  # an unknown field is skipped before its value is read
        keyword = reference.child(0)
        if keyword is None:
            continue
        message = "'IS' keyword is only allowed in .proto files"
        finding = codes.IS_OUTSIDE_PROTO.at(Span(keyword.start_byte, keyword.end_byte), message)
        keyed.append(((node.start_byte, field.start_byte, reference.start_byte), finding))
    return keyed


# ------------------------------------------------ PROTO aliasing (WbProtoModel::verifyAliasing)

@dataclass(frozen=True, slots=True)
class _Parameter:
    name: str
    type: str
    kind: str
    name_node: Node


@dataclass(frozen=True, slots=True)
class _Alias:
    """An ``IS`` in the PROTO body: its target, and the built-in field it stands for (None in a PROTO instance)."""

    target: Node
    field_name: str
    field_type: str | None
    legacy_types: tuple[str, ...] = ()


def _proto_parts(captured: TreeCaptures) -> tuple[Node, Node, Node] | None:
    """(proto, interface, body) of a .proto file, None if there is none or it is broken."""
    for child in captured.get("proto")[:1]:
        interface = child.child_by_field_name(Child.INTERFACE)
        body = child.child_by_field_name(Child.BODY)
        if interface is None or body is None or interface.has_error:
            return None
        return child, interface, body
    return None


def _parameters(interface: Node, source: bytes) -> dict[str, _Parameter] | None:
    """The interface's parameters by name; None if a template stands in it (names then unknown)."""
    parameters: dict[str, _Parameter] = {}
    for child in interface.named_children:
        if child.type in _TEMPLATED:
            return None
        if child.type != kinds.FIELD_DECLARATION:
            continue
        kind, field_type, name = (child.child_by_field_name(key) for key in ("kind", "type", "name"))
        if kind is None or field_type is None or name is None or name.is_missing:
            continue
        parameters.setdefault(node_text(source, name), _Parameter(node_text(source, name), node_text(source, field_type), node_text(source, kind), name))
    return parameters


def _proto_links(captured: TreeCaptures) -> tuple[dict[str, _Parameter], list[_Alias], Node] | None:
    """A .proto file's parameters by name, the ``IS`` links of its body and the body: what the three aliasing rules
    compare. None when there is no PROTO, it is broken, or a template stands in its interface. Read once per (tree,
    source) (the query over the body costs about a tenth of a parse on a big PROTO)."""
    if "proto_links" not in captured.extra:
        captured.extra["proto_links"] = _read_proto_links(captured)
    return captured.extra["proto_links"]



def _parameters_and_aliases(captured: TreeCaptures) -> tuple[dict, list]:
    """The PROTO's parameters and the fields linked to them by ``IS`` (none outside a PROTO)."""
    links = _proto_links(captured)
    return (links[0], links[1]) if links is not None else ({}, [])

def _read_proto_links(captured: TreeCaptures) -> tuple[dict[str, _Parameter], list[_Alias], Node] | None:
    source = captured.source
    parts = _proto_parts(captured)
    if parts is None:
        return None
    _, interface, body = parts
    parameters = _parameters(interface, source)
    if parameters is None:
        return None
    references = captured.within("is", body.start_byte, body.end_byte)  # (the pass's: no query over the body)
    return parameters, _aliases(references, source, captured.node_types), body


def _aliases(references: list[Node], source: bytes, node_types: NodeTypes) -> list[_Alias]:
    """Every ``IS`` of the body, with the built-in field type it is compared with (WbProtoModel::verifyNodeAliasing)."""
    aliases = []
    for reference in references:
        target = reference.child_by_field_name(Child.TARGET)
        owner = reference.parent
        if target is None or target.is_missing or owner is None or owner.type not in (kinds.FIELD, kinds.HIDDEN_FIELD):
            continue
        name_node = owner.child_by_field_name(Child.NAME)
        node = owner.parent.parent if owner.parent is not None and owner.parent.type == kinds.NODE_BODY else None
        if name_node is None or node is None or node.type != kinds.NODE:
            continue
        field_name = node_text(source, name_node)
        model = built_in_model(node, source, node_types) if owner.type == kinds.FIELD else None
        field_model = model.field(field_name) if model is not None else None
        if field_model is None:
            aliases.append(_Alias(target, field_name, None))
        else:
            aliases.append(_Alias(target, field_name, field_model.type, field_model.legacy_types))
    aliases.sort(key=lambda alias: alias.target.start_byte)
    return aliases


def is_type_mismatches(tree: Tree, source: bytes, file_pass: TreeCaptures | None = None) -> list[Finding]:
    """``Type mismatch between '%1' PROTO parameter and field '%2'`` (``WbProtoModel::verifyNodeAliasing``).

    A built-in field and the parameter it is linked to by ``IS`` must have the same type (SF ≠ MF). Webots reports it
    on the parameter's name in the interface, and the link does not hold: an error. A parameter of a type the field had
    in older Webots versions (``legacy_types``) is a warning.
    """
    parameters, aliases = _parameters_and_aliases(file_pass or tree_captures(tree, source))
    findings = []
    for alias in aliases:
        parameter = parameters.get(node_text(source, alias.target))
        if parameter is None or alias.field_type is None or alias.field_type == parameter.type:
            continue
        message = f"Type mismatch between '{parameter.name}' PROTO parameter and field '{alias.field_name}'"
        span = Span(parameter.name_node.start_byte, parameter.name_node.end_byte)
        if parameter.type in alias.legacy_types:
            note = f"'{alias.field_name}' was an {parameter.type} in older Webots versions, it is an {alias.field_type} now"
            findings.append(codes.LEGACY_TYPE.at(span, f"{message} ({note})"))
        else:
            findings.append(codes.IS_TYPE_MISMATCH.at(span, message))
    findings.sort(key=lambda finding: finding.span.start)
    return findings


def unknown_is_targets(tree: Tree, source: bytes, file_pass: TreeCaptures | None = None) -> list[Finding]:
    """``Field IS reference '%1' has no matching PROTO parameter.`` (``WbNode::readFields``, a warning), on the name."""
    parameters, aliases = _parameters_and_aliases(file_pass or tree_captures(tree, source))
    findings = []
    for alias in aliases:
        name = node_text(source, alias.target)
        if alias.target.child_count or name in parameters:
            continue  # a name made by a template is not judged
        message = f"Field IS reference '{name}' has no matching PROTO parameter."
        findings.append(codes.UNKNOWN_IS_TARGET.at(Span(alias.target.start_byte, alias.target.end_byte), message))
    return findings


def unused_proto_parameters(tree: Tree, source: bytes, file_pass: TreeCaptures | None = None) -> list[Finding]:
    """``PROTO parameter '%1' has no matching IS field`` (``WbProtoModel::verifyAliasing``), on the parameter's name.

    Webots reports it and goes on (the parameter has no effect): a warning.
    Every parameter but an ``unconnectedField`` needs an ``IS`` of its type in the body; template PROTOs are exempt
    (their body decides at generation), as Webots does (``isTemplate()``). An ``IS`` in a PROTO instance's parameter
    counts whatever its type (that PROTO's interface is in another file).
    """
    captured = file_pass or tree_captures(tree, source)
    links = _proto_links(captured)
    if links is None:
        return []
    parameters, aliases, body = links
    if captured.within("template", body.start_byte, body.end_byte):
        return []
    matched = set()
    for alias in aliases:
        parameter = parameters.get(node_text(source, alias.target))
        if parameter is not None and (alias.field_type is None or parameter.type in (alias.field_type, *alias.legacy_types)):
            matched.add(parameter.name)
    findings = []
    for parameter in parameters.values():
        if parameter.kind == "unconnectedField" or parameter.name in matched:
            continue
        message = f"PROTO parameter '{parameter.name}' has no matching IS field"
        span = Span(parameter.name_node.start_byte, parameter.name_node.end_byte)
        findings.append(codes.UNUSED_PARAMETER.at(span, message))
    return findings


__all__ = ["is_outside_proto", "is_type_mismatches", "unknown_is_targets", "unused_proto_parameters"]
