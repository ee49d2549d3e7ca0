"""Semantic tokens: DEF/USE names, built-in vs PROTO node types, field names, ``IS``, deprecated fields and nodes.

One walk over the subtrees that overlap the requested byte range (``range_walk``: a range request on a 5 MB world
walks the path down to the range and the range, not the file). A field name is judged against the node it is
written in (``WbNodeModel`` for built-ins, the PROTO interface for PROTO instances, both through the file's provider).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..analysis.node_models import NodeModel
from ..snapshot import FileSnapshot
from .range_walk import RangeWalk

# The legend; the server sends these lists in this order (a token's type and modifiers are indexes into them).
TOKEN_TYPES = ("class", "type", "variable", "property", "parameter", "keyword")
TOKEN_MODIFIERS = ("declaration", "defaultLibrary", "deprecated", "readonly")


@dataclass(frozen=True, slots=True)
class Token:
    start: int  # byte offsets, one line (names never span lines)
    end: int
    type: str  # one of TOKEN_TYPES
    modifiers: tuple[str, ...] = ()


@dataclass
class SemanticTokens:
    tokens: list[Token] = field(default_factory=list)  # in document order
    visited: int = 0  # syntax nodes the walk entered (a range request must not walk the whole tree)


def semantic_tokens(snapshot: FileSnapshot, start: int = 0, end: int | None = None) -> SemanticTokens:
    """The tokens of the names in ``[start, end)`` (the whole file by default), types judged by the snapshot's
    node-type provider."""
    source = snapshot.source
    walk = RangeWalk(snapshot.tree, source, snapshot.node_types, start, len(source) if end is None else end)
    tokens: list[Token] = []
    for step in walk:
        if not step.in_range:
            continue
        node = step.node
        if step.type_info is not None:
            _type_token(node, step.type_info, tokens)
        else:
            _name_token(node, node.type, step.parent_kind, step.model, source, tokens)
    return SemanticTokens(tokens, walk.visited)


def _type_token(node, type_info, tokens: list[Token]) -> None:
    model, _infos, new_name = type_info
    deprecated = ("deprecated",) if new_name is not None else ()
    if model is not None and model.is_proto:
        tokens.append(Token(node.start_byte, node.end_byte, "type", deprecated))
    elif model is not None or new_name is not None:
        tokens.append(Token(node.start_byte, node.end_byte, "class", ("defaultLibrary", *deprecated)))


def _name_token(node, kind: str, parent_kind: str, model: NodeModel | None, source: bytes, tokens: list[Token]) -> None:
    span = (node.start_byte, node.end_byte)
    # DEF/USE names are read-only bindings of a node (a USE cannot be given fields): themes colour them apart from
    # field names, which are properties
    if kind == "def_name":
        tokens.append(Token(*span, "variable", ("declaration", "readonly")))
    elif kind == "use_name":
        tokens.append(Token(*span, "variable", ("readonly",)))
    elif kind == "proto_name":
        tokens.append(Token(*span, "type", ("declaration",)))
    elif kind == "is_target":
        tokens.append(Token(*span, "parameter"))
    elif kind == "IS" and not node.is_named:
        tokens.append(Token(*span, "keyword"))
    elif kind == "field_name":
        if parent_kind == "field_declaration":
            tokens.append(Token(*span, "parameter", ("declaration",)))
            return
        field_model = model.field(source[span[0] : span[1]].decode("utf-8", "replace")) if model else None
        deprecated = ("deprecated",) if field_model is not None and field_model.kind == "deprecatedField" else ()
        tokens.append(Token(*span, "property", deprecated))
