"""What a PROTO instance stands for once its parameters are given: the PROTO's body with every ``IS`` reference
replaced by the instance's value, or the parameter's default (Webots: ``WbNode::createProtoInstance``, a field
``IS param`` takes the parameter's value). For a procedural PROTO this runs on the rendered text."""

from __future__ import annotations

import textwrap
from collections.abc import Mapping
from dataclasses import dataclass

from tree_sitter import Node

from ..syntax import kinds
from ..syntax.kinds import Child
from ..syntax.parser import new_parser


@dataclass(frozen=True)
class Substituted:
    text: str | None  # the body's text, parameters replaced; None when the text holds no PROTO
    errors: tuple[str, ...]


def written_values(source: bytes, node: Node, enclosing_defaults: Mapping[str, str] | None = None) -> dict[str, str]:
    """The values written in the body of instance ``node``, as source text by field name. A value ``IS param`` (an
    instance inside a PROTO body) takes ``enclosing_defaults[param]`` when given: the enclosing PROTO at its
    defaults. Names made by a template and hidden fields are left out."""
    values: dict[str, str] = {}
    body = node.child_by_field_name(Child.BODY)
    if body is None:
        return values
    for field in body.named_children:
        if field.type != kinds.FIELD:
            continue
        name = field.child_by_field_name(Child.NAME)
        written = field.children_by_field_name(Child.VALUE)
        if name is None or name.child_count or name.is_missing or not written:
            continue
        text = _text(source, written[0].start_byte, written[-1].end_byte)
        if written[0].type == kinds.IS_REFERENCE and enclosing_defaults is not None:
            target = written[0].child_by_field_name(Child.TARGET)
            text = enclosing_defaults.get(_text(source, target.start_byte, target.end_byte), text) if target else text
        values[_text(source, name.start_byte, name.end_byte)] = text
    return values


def parameter_defaults(source: bytes) -> dict[str, str]:
    """The default of each parameter of the PROTO in ``source``, as written."""
    proto = _proto(new_parser().parse(source).root_node)
    return _defaults(proto, source) if proto is not None else {}


def substitute(proto_text: str, values: Mapping[str, str]) -> Substituted:
    """The body of the PROTO in ``proto_text`` (its content between the outer braces, dedented) with each
    ``IS param`` replaced by ``values[param]``, else the parameter's default. A reference to no parameter is left as
    written, with an error."""
    source = proto_text.encode("utf-8")
    proto = _proto(new_parser().parse(source).root_node)
    body = proto.child_by_field_name(Child.BODY) if proto is not None else None
    if body is None:
        return Substituted(None, ("no PROTO found in the text",))
    defaults = _defaults(proto, source)
    errors: list[str] = []
    pieces: list[bytes] = []
    position = body.start_byte + 1  # after `{`
    end = body.end_byte - 1 if body.end_byte > body.start_byte + 1 else body.end_byte
    for reference in _is_references(body):
        target = reference.child_by_field_name(Child.TARGET)
        name = _text(source, target.start_byte, target.end_byte) if target is not None else ""
        value = values.get(name, defaults.get(name))
        if value is None:
            errors.append(f"'IS {name}': the PROTO has no parameter '{name}'")
            continue
        pieces.append(source[position:reference.start_byte])
        pieces.append(value.encode("utf-8"))
        position = reference.end_byte
    pieces.append(source[position:end])
    text = textwrap.dedent(b"".join(pieces).decode("utf-8", "replace").strip("\r\n")).strip() + "\n"
    return Substituted(text, tuple(errors))


def _proto(root: Node) -> Node | None:
    return next((child for child in root.named_children if child.type == kinds.PROTO), None)


def _defaults(proto: Node, source: bytes) -> dict[str, str]:
    interface = proto.child_by_field_name(Child.INTERFACE)
    defaults: dict[str, str] = {}
    for declaration in interface.named_children if interface is not None else ():
        name = declaration.child_by_field_name(Child.NAME) if declaration.type == kinds.FIELD_DECLARATION else None
        written = declaration.children_by_field_name(Child.VALUE) if name is not None else []
        if written:
            defaults[_text(source, name.start_byte, name.end_byte)] = \
                _text(source, written[0].start_byte, written[-1].end_byte)
    return defaults


def _is_references(body: Node) -> list[Node]:
    """The ``IS`` references in ``body``, in text order (a cursor walk: a body may hold big meshes)."""
    found: list[Node] = []
    cursor = body.walk()
    while True:
        node = cursor.node
        descend = node.type not in (kinds.NUMBERS, kinds.STRING, kinds.COMMENT)
        if node.type == kinds.IS_REFERENCE:
            found.append(node)
            descend = False
        if descend and cursor.goto_first_child():
            continue
        while not cursor.goto_next_sibling():
            if not cursor.goto_parent() or cursor.node == body:
                return found


def _text(source: bytes, start: int, end: int) -> str:
    return source[start:end].decode("utf-8", "replace")
