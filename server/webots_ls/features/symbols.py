"""Document outline: nodes nested through their node-valued fields, PROTOs with their interface, USE nodes.

A node's ``name`` is its type; its ``detail`` holds the DEF name, the ``name`` field's string and the field it
sits in when that is not ``children`` (e.g. ``DEF ARM "arm" · endPoint``). Number and string lists are never
walked, so huge meshes cost nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from typing import Literal

from tree_sitter import Node

from ..analysis.spans import Span
from ..snapshot import FileSnapshot
from ..syntax import kinds
from ..syntax.kinds import Child
from ..syntax.text import node_text

SymbolKind = Literal["proto", "externproto", "field", "node", "use"]
SYMBOL_KINDS: tuple[SymbolKind, ...] = ("proto", "externproto", "field", "node", "use")  # every kind emitted


@dataclass
class Symbol:
    name: str
    detail: str
    kind: SymbolKind
    span: Span
    selection_span: Span
    children: list[Symbol] = field(default_factory=list)


_SCALARS = (kinds.NUMBERS, kinds.STRING, kinds.BOOLEAN, kinds.NULL, kinds.IS_REFERENCE)
# Nodes nested deeper than this are shown without their children: the walk is recursive, and no editor shows an
# outline that deep anyway (a generated file may nest thousands of Groups).
MAX_DEPTH = 64
_SKIPPED_ITEMS = (kinds.COMMENT, *kinds.TEMPLATE_KINDS)


def _named_children(node: Node) -> Iterator[Node]:
    """Named children one by one with a cursor: `next_named_sibling` re-walks the parent each time, which is
    quadratic on a list of thousands of nodes, and `named_children` builds them all up front."""
    cursor = node.walk()
    if not cursor.goto_first_child():
        return
    while True:
        child = cursor.node
        if child.is_named:
            yield child
        if not cursor.goto_next_sibling():
            return


def document_symbols(snapshot: FileSnapshot) -> list[Symbol]:
    symbols: list[Symbol] = []
    _collect_top(snapshot.tree.root_node, snapshot.source, symbols)
    return symbols


def _collect_top(container: Node, source: bytes, out: list[Symbol]) -> None:
    for child in _named_children(container):
        if child.type == kinds.PROTO:
            out.append(_proto_symbol(child, source))
        elif child.type == kinds.EXTERN_PROTO:
            out.append(_extern_proto_symbol(child, source))
        elif child.type == kinds.ERROR:
            _collect_top(child, source, out)  # keep the outline of a file being typed
        else:
            _collect_value(child, source, None, out)


def _span(node: Node) -> Span:
    return Span(node.start_byte, node.end_byte)


def _extern_proto_symbol(declaration: Node, source: bytes) -> Symbol:
    """``EXTERNPROTO "…/E-puck.proto"`` shows as ``E-puck`` (the name it declares: ``WbProtoManager::findModel``
    binds a name to the URL's file name) with the URL as detail."""
    url_node = declaration.child_by_field_name(Child.URL)
    url = node_text(source, url_node).strip('"')
    name = url.replace("\\", "/").rsplit("/", 1)[-1]
    if name.lower().endswith(".proto"):
        name = name[: -len(".proto")]
    keyword = "IMPORTABLE EXTERNPROTO" if declaration.child_by_field_name(Child.IMPORTABLE) is not None else "EXTERNPROTO"
    selection = url_node if url_node is not None else declaration
    return Symbol(name or url, f"{keyword} {url}", "externproto", _span(declaration), _span(selection))


def _proto_symbol(proto: Node, source: bytes) -> Symbol:
    name_node = proto.child_by_field_name(Child.NAME)
    children: list[Symbol] = []
    interface = proto.child_by_field_name(Child.INTERFACE)
    if interface is not None:
        for declaration in interface.named_children:
            if declaration.type == kinds.FIELD_DECLARATION:
                children.append(_field_declaration_symbol(declaration, source))
    body = proto.child_by_field_name(Child.BODY)
    if body is not None:
        _collect_items(body, source, None, children)
    selection = name_node if name_node is not None and not name_node.is_missing else proto
    return Symbol(node_text(source, name_node) or "PROTO", "PROTO", "proto", _span(proto), _span(selection), children)


def _field_declaration_symbol(declaration: Node, source: bytes) -> Symbol:
    name_node = declaration.child_by_field_name(Child.NAME)
    kind = node_text(source, declaration.child_by_field_name(Child.KIND))
    type_ = node_text(source, declaration.child_by_field_name(Child.TYPE))
    children: list[Symbol] = []
    if type_.endswith("Node"):
        for value in declaration.children_by_field_name(Child.VALUE):
            _collect_value(value, source, None, children)
    selection = name_node if name_node is not None else declaration
    return Symbol(node_text(source, name_node), f"{kind} {type_}".strip(), "field", _span(declaration), _span(selection), children)


def _collect_value(value: Node, source: bytes, field_name: str | None, out: list[Symbol], depth: int = 0) -> None:
    if value.type == kinds.NODE:
        out.append(_node_symbol(value, source, field_name, depth))
    elif value.type == kinds.USE_NODE:
        name_node = value.child_by_field_name(Child.NAME)
        detail = "" if field_name in (None, "children") else field_name
        selection = name_node if name_node is not None else value
        out.append(Symbol(f"USE {node_text(source, name_node)}", detail, "use", _span(value), _span(selection)))
    elif value.type == kinds.LIST:
        _collect_items(value, source, field_name, out, depth)


def _collect_items(container: Node, source: bytes, field_name: str | None, out: list[Symbol], depth: int = 0) -> None:
    """Node items of a list or PROTO body; a list of numbers or strings is left after its first item."""
    for item in _named_children(container):
        if item.type in _SCALARS:
            return  # MF lists are homogeneous: no node will follow
        if item.type not in _SKIPPED_ITEMS:
            _collect_value(item, source, field_name, out, depth)


def _node_symbol(node: Node, source: bytes, field_name: str | None, depth: int = 0) -> Symbol:
    type_node = node.child_by_field_name(Child.TYPE)
    def_node = node.child_by_field_name(Child.DEF)
    details = []
    if def_node is not None:
        details.append(f"DEF {node_text(source, def_node)}")
    children: list[Symbol] = []
    body = node.child_by_field_name(Child.BODY)
    if body is not None and depth < MAX_DEPTH:
        for item in _named_children(body):
            if item.type in (kinds.FIELD, kinds.HIDDEN_FIELD):
                name = node_text(source, item.child_by_field_name(Child.NAME))
                value = item.child_by_field_name(Child.VALUE)
                if value is not None:
                    if name == "name" and value.type == kinds.STRING:
                        details.append(node_text(source, value))
                    elif value.type not in _SCALARS:
                        _collect_value(value, source, name, children, depth + 1)
    if field_name not in (None, "children"):
        details.append(f"· {field_name}")
    selection = def_node if def_node is not None else (type_node if type_node is not None else node)
    name = node_text(source, type_node) or "node"
    return Symbol(name, " ".join(details), "node", _span(node), _span(selection), children)
