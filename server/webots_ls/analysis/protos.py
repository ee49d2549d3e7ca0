"""A PROTO's interface read from its file: name, parameters, base type, EXTERNPROTOs and header (``WbProtoModel``).

Templates are never executed: a templated body's base type is its first node type as written, None when that name
is itself made by a template. ``read_proto_file`` parses only the head of the file (up to the interface's closing
``]``) and reads the base type with a small tokenizer, so a PROTO of megabytes of mesh costs a few kilobytes;
``read_proto_interface`` reads an already parsed tree (an open document).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cached_property
from typing import Iterator

from tree_sitter import Node, Tree

from ..syntax import kinds
from ..syntax.kinds import Child
from ..syntax.parser import parse
from ..syntax.text import node_text
from ..syntax.words import PERCENT
from .spans import Span
from .value_text import ARITY

# Header lines that WbProtoModel keeps out of the description (WbProtoModel::info).
_NOT_DESCRIPTION = ("tags:", "license:", "license url:", "documentation url:", "template language:")


@dataclass(frozen=True)
class ProtoParameter:
    """One interface field: ``kind type{restrictions} name default # doc``."""

    name: str
    type: str  # "SFVec3f", "MFNode", ...
    kind: str  # "field", "unconnectedField", "hiddenField", "deprecatedField", "w3dField"/"vrmlField"
    default: str | list[str]  # SF: the value as written; MF: the item texts (numbers grouped by the type's arity)
    restrictions: tuple[str, ...] = ()  # each allowed value as written; a node type may end in "+" (or a subtype)
    doc: str = ""  # the `#` comment on the line where the declaration ends
    # DEF names in the default value, in order: Webots registers them in the instance's scope for each parameter
    # the instance does not write (WbNode::createProtoInstance; test proto_default_def_parameter.wbt)
    defs: tuple[str, ...] = ()
    span: Span = Span(0, 0)  # the whole declaration
    name_span: Span = Span(0, 0)


@dataclass(frozen=True)
class ExternProtoDeclaration:
    url: str  # the string's content, as written
    importable: bool
    span: Span  # the string, quotes included


@dataclass(frozen=True)
class ProtoInterface:
    name: str
    name_span: Span
    proto_span: Span  # from the `PROTO` keyword to the end of its name (the "PROTO line")
    parameters: tuple[ProtoParameter, ...]
    base_type: str | None  # first node type of the body as written; None if none or made by a template
    extern_protos: tuple[ExternProtoDeclaration, ...] = ()
    description: str = ""
    tags: tuple[str, ...] = ()
    template_language: str = "lua"  # WbTokenizer: "javascript" only when the header says so
    version: str | None = None  # "R2023b" from "#VRML_SIM R2023b utf8"
    license: str = ""
    documentation_url: str = ""
    slot_type: str | None = None  # a Slot-based PROTO: the body Slot's `type` (WbProtoModel::slotType)

    @cached_property
    def _parameters_by_name(self) -> dict[str, ProtoParameter]:
        by_name: dict[str, ProtoParameter] = {}
        for parameter in self.parameters:
            by_name.setdefault(parameter.name, parameter)  # a duplicate is ignored, as Webots does
        return by_name

    def parameter(self, name: str) -> ProtoParameter | None:
        return self._parameters_by_name.get(name)


def read_proto_interface(tree: Tree, source: bytes) -> ProtoInterface | None:
    """The interface of the PROTO in ``tree`` (None when the file declares no PROTO)."""
    root = tree.root_node
    proto = next((child for child in root.named_children if child.type == kinds.PROTO), None)
    if proto is None:
        return None
    header = _read_header(root, source)
    body = proto.child_by_field_name(Child.BODY)
    base_type, slot_type = _base_type_from_body(body, source) if body is not None else (None, None)
    return _interface(root, proto, source, header, base_type, slot_type)


def read_proto_file(source: bytes) -> ProtoInterface | None:
    """The interface of a ``.proto`` file's text, parsing only its head when the interface can be delimited."""
    head_end = interface_end(source)
    if head_end is None:
        return read_proto_interface(parse(source), source)
    base_type = base_type_after_interface(source, head_end)
    if base_type == "Slot":  # the slot type is a field of the body's Slot: read the whole body
        return read_proto_interface(parse(source), source)
    head = source[:head_end] + b"\n{}\n"
    tree = parse(head)
    root = tree.root_node
    proto = next((child for child in root.named_children if child.type == kinds.PROTO), None)
    if proto is None:
        return None
    return _interface(root, proto, head, _read_header(root, head), base_type, None)


def _interface(root: Node, proto: Node, source: bytes, header: dict, base_type: str | None,
               slot_type: str | None) -> ProtoInterface | None:
    name_node = proto.child_by_field_name(Child.NAME)
    if name_node is None:
        return None
    interface = proto.child_by_field_name(Child.INTERFACE)
    parameters = tuple(_read_parameters(interface, source)) if interface is not None else ()
    return ProtoInterface(
        name=node_text(source, name_node),
        name_span=Span(name_node.start_byte, name_node.end_byte),
        proto_span=Span(proto.start_byte, name_node.end_byte),
        parameters=parameters,
        base_type=base_type,
        extern_protos=tuple(read_extern_protos(root, source)),
        slot_type=slot_type,
        **header,
    )


def read_extern_protos(root: Node, source: bytes) -> Iterator[ExternProtoDeclaration]:
    """The file's ``[IMPORTABLE] EXTERNPROTO "url"`` declarations, in order."""
    for child in root.named_children:
        if child.type != kinds.EXTERN_PROTO:
            continue
        url = child.child_by_field_name(Child.URL)
        if url is None:
            continue
        text = node_text(source, url)
        yield ExternProtoDeclaration(
            url=text[1:-1] if len(text) >= 2 and text.endswith('"') else text[1:],
            importable=child.child_by_field_name(Child.IMPORTABLE) is not None,
            span=Span(url.start_byte, url.end_byte),
        )


def _read_header(root: Node, source: bytes) -> dict:
    """Version and info keys of the header block (WbTokenizer::readFileInfo, WbProtoModel::info)."""
    header = next((child for child in root.named_children if child.type == kinds.HEADER), None)
    result: dict = {"version": None, "description": "", "tags": (), "template_language": "lua",
                    "license": "", "documentation_url": ""}
    if header is None:
        return result
    description = []
    for line_node in header.named_children:
        line = node_text(source, line_node).lstrip("#").strip()
        if line_node.type == kinds.VERSION_LINE:
            words = line.split()
            result["version"] = words[1] if len(words) >= 2 else None
            continue
        lower = line.lower()
        if lower.startswith("tags:"):
            result["tags"] = tuple(tag for tag in line.replace(" ", "")[len("tags:"):].split(",") if tag)
        elif lower.startswith("template language"):
            result["template_language"] = "javascript" if "javascript" in lower else "lua"
        elif lower.startswith("license:"):
            result["license"] = line[len("license:"):].strip()
        elif lower.startswith("documentation url:"):
            result["documentation_url"] = line[len("documentation url:"):].strip()
        if not lower.startswith(_NOT_DESCRIPTION):
            description.append(line)
    result["description"] = "\n".join(description).strip()
    return result


def _read_parameters(interface: Node, source: bytes) -> Iterator[ProtoParameter]:
    children = interface.named_children
    for index, declaration in enumerate(children):
        if declaration.type != kinds.FIELD_DECLARATION:
            continue
        kind = declaration.child_by_field_name(Child.KIND)
        type_node = declaration.child_by_field_name(Child.TYPE)
        name = declaration.child_by_field_name(Child.NAME)
        if kind is None or type_node is None or name is None:
            continue
        field_type = node_text(source, type_node)
        values = declaration.children_by_field_name(Child.VALUE)
        restrictions = declaration.child_by_field_name(Child.RESTRICTIONS)
        yield ProtoParameter(
            name=node_text(source, name),
            type=field_type,
            kind=node_text(source, kind),
            default=_default(values, source, field_type),
            restrictions=tuple(_restriction_values(restrictions, source, field_type)) if restrictions else (),
            doc=_trailing_comment(children, index, declaration, source),
            defs=tuple(_def_names(values, source)),
            span=Span(declaration.start_byte, declaration.end_byte),
            name_span=Span(name.start_byte, name.end_byte),
        )


def _def_names(values: list[Node], source: bytes) -> Iterator[str]:
    stack = list(reversed(values))
    while stack:
        node = stack.pop()
        if node.type == kinds.DEF_NAME:
            yield node_text(source, node)
        elif node.type in (kinds.NODE, kinds.NODE_BODY, kinds.LIST, kinds.FIELD):
            stack.extend(reversed(node.named_children))


def _default(values: list[Node], source: bytes, field_type: str) -> str | list[str]:
    if not values:
        return ""
    text = source[values[0].start_byte:values[-1].end_byte].decode("utf-8", "replace")
    if not field_type.startswith("MF") or len(values) != 1 or values[0].type != kinds.LIST:
        return text
    return [item for child in values[0].named_children if child.type != kinds.COMMENT
            for item in _items(child, source, field_type)]


def _items(node: Node, source: bytes, field_type: str) -> list[str]:
    """The values in ``node``: a run of numbers is split into groups of the type's arity."""
    text = node_text(source, node)
    arity = ARITY.get("SF" + field_type[2:])
    if node.type != kinds.NUMBERS or arity is None:
        return [text]
    words = text.replace(",", " ").split()
    return [" ".join(words[start:start + arity]) for start in range(0, len(words), arity)]


def _restriction_values(restrictions: Node, source: bytes, field_type: str) -> Iterator[str]:
    """``{Solid{}+, Group{}}`` → "Solid+", "Group"; ``{0 1 0 0, 0 0 1 0}`` (SFRotation) → "0 1 0 0", "0 0 1 0"."""
    for child in restrictions.children:
        if child.type == kinds.NODE:
            type_node = child.child_by_field_name(Child.TYPE)
            text = node_text(source, type_node)
            following = child.next_sibling
            yield text + "+" if following is not None and following.type == "+" else text
        elif child.is_named and child.type != kinds.COMMENT:
            yield from _items(child, source, field_type)


def _trailing_comment(children: list[Node], index: int, declaration: Node, source: bytes) -> str:
    """The comment that follows the declaration on the line where it ends (Webots' convention for docs)."""
    following = children[index + 1] if index + 1 < len(children) else None
    if following is None or following.type != kinds.COMMENT:
        return ""
    if following.start_point[0] != declaration.end_point[0]:
        return ""
    return node_text(source, following).lstrip("#").strip()


def _base_type_from_body(body: Node, source: bytes) -> tuple[str | None, str | None]:
    """(base type, slot type) from the body's first node (WbProtoModel: first token after `{`, `DEF x` skipped)."""
    for child in body.named_children:
        if child.type in (kinds.COMMENT, kinds.TEMPLATE_STATEMENT):
            continue
        if child.type != kinds.NODE:
            return None, None
        type_node = child.child_by_field_name(Child.TYPE)
        if type_node is None or type_node.named_child_count:  # a name made by a template
            return None, None
        base_type = node_text(source, type_node)
        return base_type, _slot_type(child, source) if base_type == "Slot" else None
    return None, None


def _slot_type(node: Node, source: bytes) -> str | None:
    body = node.child_by_field_name(Child.BODY)
    for child in body.named_children if body is not None else ():
        if child.type != kinds.FIELD or node_text(source, child.child_by_field_name(Child.NAME)) != "type":
            continue
        value = child.child_by_field_name(Child.VALUE)
        if value is not None and value.type == kinds.STRING:
            return node_text(source, value)[1:-1]
        return None
    return ""  # Slot's default type


# -- a small tokenizer for the head of a file (WbTokenizer's words, strings, comments and templates) --------------
_SPACE = re.compile(rb"[\s,]+")
_WORD_END = re.compile(rb"[\s,\"#\[\]{}]")
_TEMPLATE_OPEN = (b"%<", b"%{")
_TEMPLATE_CLOSE = {b"%<": b">%", b"%{": b"}%"}


def _tokens(source: bytes, position: int) -> Iterator[tuple[int, int]]:
    """(start, end) of each token from ``position``; comments and blanks skipped, a template is one token."""
    length = len(source)
    while position < length:
        space = _SPACE.match(source, position)
        if space:
            position = space.end()
            continue
        char = source[position:position + 1]
        if char == b"#":
            newline = source.find(b"\n", position)
            position = length if newline < 0 else newline + 1
            continue
        start = position
        if source.startswith(_TEMPLATE_OPEN, position):
            position = _template_end(source, position)
        elif char == b'"':
            position = _string_end(source, position)
        elif char in b"[]{}":
            position += 1
        else:
            position = _word_end(source, position)
        yield start, position


def _template_end(source: bytes, start: int) -> int:
    close = source.find(_TEMPLATE_CLOSE[source[start:start + 2]], start + 2)
    return len(source) if close < 0 else close + 2


def _string_end(source: bytes, start: int) -> int:
    position = start + 1
    while position < len(source):
        char = source[position]
        if char == 0x5C:  # backslash
            position += 2
            continue
        if char in (0x22, 0x0A):  # closing quote, or a line break (an unclosed string ends there)
            return position + 1
        position += 1
    return len(source)


def _word_end(source: bytes, start: int) -> int:
    """A word; a template right after it (``LEG%<= i >%``) is part of it."""
    position = start
    while True:
        match = _WORD_END.search(source, position)
        end = len(source) if match is None else match.start()
        template = source.find(b"%", position, end)
        while template >= 0 and not source.startswith(_TEMPLATE_OPEN, template):
            template = source.find(b"%", template + 1, end)
        if template < 0:
            return max(end, start + 1)
        position = _template_end(source, template)


def interface_end(source: bytes) -> int | None:
    """The offset just after the interface's closing ``]``, None if the head cannot be delimited."""
    tokens = _tokens(source, 0)
    for start, end in tokens:
        if source[start:end] == b"PROTO":
            break
    else:
        return None
    depth = 0
    for start, end in tokens:
        token = source[start:end]
        if token == b"[":
            depth += 1
        elif token == b"]":
            depth -= 1
            if depth == 0:
                return end
        elif depth == 0 and token[:1] in b"{}":
            return None  # a body before any interface: let the full parse judge it
    return None


def base_type_after_interface(source: bytes, position: int) -> str | None:
    """The body's first node type as written (WbProtoModel: the first non-template token after `{`, `DEF x`
    skipped); None when it is made by a template or the body is not there."""
    token = _base_type_token(source, position)
    return None if token is None else source[token[0]:token[1]].decode("utf-8", "replace")


def _base_type_token(source: bytes, position: int) -> tuple[int, int] | None:
    """(start, end) of the token ``base_type_after_interface`` reads, None when there is none."""
    tokens = _tokens(source, position)
    first = next(tokens, None)
    if first is None or source[first[0]:first[1]] != b"{":
        return None
    for start, end in tokens:
        token = source[start:end]
        if token.startswith(_TEMPLATE_OPEN):
            if token[2:3] == b"=":
                return None  # an expression prints the name
            continue  # a statement: control flow, prints nothing by itself
        if token == b"DEF":
            next(tokens, None)
            continue
        if token[:1] in b'[]{}"' or PERCENT in token or token in (b"USE", b"NULL", b"IS"):
            return None
        return start, end
    return None


def head_extent(source: bytes) -> int | None:
    """How far ``read_proto_file`` reads: the end of the body's first node type, so an edit starting after it
    leaves the interface as it was. None when it may read further (no delimitable head, a Slot, a type a template
    makes)."""
    head_end = interface_end(source)
    token = _base_type_token(source, head_end) if head_end is not None else None
    if token is None or source[token[0]:token[1]] == b"Slot":
        return None
    return token[1]


__all__ = [
    "ExternProtoDeclaration",
    "ProtoInterface",
    "ProtoParameter",
    "base_type_after_interface",
    "head_extent",
    "interface_end",
    "read_extern_protos",
    "read_proto_file",
    "read_proto_interface",
]
