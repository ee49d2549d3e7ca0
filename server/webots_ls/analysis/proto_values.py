"""Values of PROTO instance fields that their parameter's restrictions forbid (``WbFieldValueRestriction``).

A parameter declared ``field SFVec3f{0 0 0} translation 0 0 0`` takes only the listed values, and
``field MFNode{Solid{}, Group{}+} slot []`` only nodes of the listed types (``X{}+``: X or a descendant). Webots
resets a forbidden SF value to the parameter's default and drops a forbidden MF item, with a warning
(``WbField::checkValueIsAccepted``). The shared pass
reads every restricted field token by token (``value_text.field_infos_of`` gives them no fast path), so this rule
sees them all and no other field. Pure: no LSP types.
"""

from __future__ import annotations

from tree_sitter import Node

from ..syntax import kinds
from ..syntax.kinds import Child
from ..syntax.text import node_text
from . import codes
from .codes import Finding
from .node_models import FieldModel, NodeModel, find_node_model
from .node_types import NodeTypes, chain_reaches
from .spans import Span

_R2023B = (2023, 1, 0)  # Pose split from Transform (older worlds: a Transform without scale is a Pose)
_SEPARATORS = str.maketrans(",\t\r\n", "    ")


def restricted_values(field: Node, model: NodeModel, field_model: FieldModel, version, source: bytes,
                      node_types: NodeTypes) -> list[Finding]:
    """``Invalid '%1' changed to %2. The value should be in the list: {%3}.`` for an SF value not listed, and
    ``Invalid '%1' removed from '%2' field. The values should be in the list: {%3}.`` per node of a type not
    accepted (``WbFieldValueRestriction``). A value given by ``IS`` or a USE is left alone."""
    restrictions = field_model.restrictions
    if not restrictions or not model.is_proto:
        return []
    values = field.children_by_field_name(Child.VALUE)
    if not values or any(value.type == kinds.IS_REFERENCE for value in values):
        return []
    if field_model.type in ("SFNode", "MFNode"):
        return _node_findings(values, field_model, version, source, node_types)
    if field_model.type.startswith("MF"):
        return []  # (no Webots message known for an MF value of another type)
    written = " ".join(node_text(source, value) for value in values)
    if any(_same_value(written, allowed, field_model.type) for allowed in restrictions):
        return []
    listed = ", ".join(_words(allowed) for allowed in restrictions)
    default = field_model.default if isinstance(field_model.default, str) and field_model.default else restrictions[0]
    # WbField::checkValueIsAccepted resets the field to its default (which WbFieldModel keeps in the list)
    message = (f"Invalid '{field_model.name}' changed to {_words(default)}. "
               f"The value should be in the list: {{{listed}}}.")
    return [codes.RESTRICTED_VALUE.at(Span(values[0].start_byte, values[-1].end_byte), message)]


def _words(text: str) -> str:
    return " ".join(text.translate(_SEPARATORS).split())


def _same_value(written: str, allowed: str, field_type: str) -> bool:
    """Equal as values of ``field_type`` (numbers compared as numbers: ``0.0`` is ``0``)."""
    words, allowed_words = _words(written).split(), _words(allowed).split()
    if field_type in ("SFString", "SFBool") or len(words) != len(allowed_words):
        return words == allowed_words
    try:
        return all(float(a) == float(b) for a, b in zip(words, allowed_words))
    except ValueError:
        return words == allowed_words


def _node_findings(values: list[Node], field_model: FieldModel, version, source: bytes,
                   node_types: NodeTypes) -> list[Finding]:
    items = [item for value in values
             for item in (value.named_children if value.type == kinds.LIST else (value,))]
    findings = []
    for item in items:
        type_node = item.child_by_field_name(Child.TYPE) if item.type == kinds.NODE else None
        if type_node is None or type_node.named_child_count:  # USE, NULL, a template-made type
            continue
        written = node_text(source, type_node)
        def_node = item.child_by_field_name(Child.DEF)
        message = node_restriction_problem(
            node_types, field_model, written, _instantiated_type(item, written, version, source),
            node_text(source, def_node) if def_node is not None else None)
        if message is not None:
            findings.append(codes.RESTRICTED_VALUE.at(Span(type_node.start_byte, type_node.end_byte), message))
    return findings


def node_restriction_problem(node_types: NodeTypes, field_model: FieldModel, written: str,
                             instantiated: str | None = None, def_name: str | None = None) -> str | None:
    """Webots' warning when a PROTO parameter's node restrictions refuse a node written ``written`` (made as
    ``instantiated``: a Transform of an older file is a Pose), else None; None too when the type cannot be judged
    here. The one judge of node restrictions: the value rule and the USE completion / slot typing both ask it.

    ``WbField::checkValueIsAccepted``: an MF parameter drops the node, ``Invalid '%1' removed from '%2' field. The
    values should be in the list: {%3}.`` (%1 the node's ``WbNode::fullName``: ``DEF X Type`` or ``Type``); an SF
    one is reset, ``Invalid '%1' changed to %2. The value should be in the list: {%3}.`` (%1 the parameter, %2 its
    default's full name or NULL). The list shows each restriction, ``+`` after those taking subtypes (R2025a's
    ``WbFieldValueRestriction::allowsSubtypes``)."""
    restrictions = field_model.restrictions
    if not restrictions or field_model.type not in ("SFNode", "MFNode"):
        return None
    name = instantiated or written
    if node_types.base_type(name) is None or node_accepted(node_types, name, restrictions):
        return None  # an unknown type is skipped with its own message
    if name != written and node_accepted(node_types, written, restrictions):
        return None  # a list written for Transform before the split (libraries of that time) still takes it
    listed = ", ".join(_words(allowed) for allowed in restrictions)
    if field_model.type == "SFNode":
        return (f"Invalid '{field_model.name}' changed to {_full_name(field_model.default)}. "
                f"The value should be in the list: {{{listed}}}.")
    full_name = f"DEF {def_name} {name}" if def_name else name
    return f"Invalid '{full_name}' removed from '{field_model.name}' field. The values should be in the list: {{{listed}}}."


def _full_name(default) -> str:
    """``WbNode::fullName`` of an SF node default as written (``DEF X Type`` or ``Type``), NULL when there is none."""
    words = (default if isinstance(default, str) else "").replace("{", " { ").split()
    if words[:1] == ["DEF"] and len(words) >= 3:
        return f"DEF {words[1]} {words[2]}"
    return words[0] if words and words[0] != "{" else "NULL"


def _instantiated_type(node: Node, name: str, version, source: bytes) -> str:
    """The type Webots makes of ``name``: in a file older than R2023b, a Transform whose scale is absent or
    ``1 1 1`` is a Pose (``WbVrmlNodeUtilities::transformBackwardCompatibility``)."""
    if name != "Transform" or version is None or version >= _R2023B:
        return name
    body = node.child_by_field_name(Child.BODY)
    for child in body.named_children if body is not None else ():
        name_node = child.child_by_field_name(Child.NAME) if child.type == kinds.FIELD else None
        if name_node is not None and node_text(source, name_node) == "scale":
            scale = " ".join(node_text(source, value) for value in child.children_by_field_name(Child.VALUE))
            return "Pose" if _same_value(scale, "1 1 1", "SFVec3f") else name
    return "Pose"


def node_accepted(node_types: NodeTypes, name: str, restrictions: tuple[str, ...]) -> bool:
    """Whether a node written ``name`` fits a list of ``X`` / ``X+`` node restrictions: ``X`` its type or its
    PROTO's base type; ``X+`` also a descendant, by the built-in parent chain or the derived-PROTO chain
    (``WbFieldValueRestriction::isNodeAccepted``)."""
    base = node_types.base_type(name)
    protos = node_types.proto_ancestors(name)  # name itself first when it is a PROTO
    for allowed in restrictions:
        subtypes = allowed.endswith("+")
        allowed = allowed.rstrip("+")
        if allowed == name or allowed == base:
            return True
        if not subtypes:
            continue
        if allowed in protos:
            return True
        if base is not None and find_node_model(allowed) is not None and chain_reaches(base, allowed):
            return True
    return False


__all__ = ["node_accepted", "node_restriction_problem", "restricted_values"]
