"""Semantic tokens: DEF/USE names, built-in vs PROTO node types, field names, ``IS``, deprecated fields and nodes.

One cursor walk over the subtrees that overlap the requested byte range (a range request on a 5 MB world walks the
path down to the range and the range, not the file). The enclosing node's model is kept on a stack while walking,
so a field name is judged against the node it is written in (``WbNodeModel`` for built-ins, the PROTO interface for
PROTO instances, both through the file's node-type provider).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from tree_sitter import Tree

from ..analysis.node_models import NodeModel
from ..analysis.node_types import BUILT_INS, NodeTypes

# The legend; the server sends these lists in this order (a token's type and modifiers are indexes into them).
TOKEN_TYPES = ("class", "type", "variable", "property", "parameter", "keyword")
TOKEN_MODIFIERS = ("declaration", "defaultLibrary", "deprecated")


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


def semantic_tokens(
    tree: Tree, source: bytes, node_types: NodeTypes = BUILT_INS, start: int = 0, end: int | None = None
) -> SemanticTokens:
    """The tokens of the names in ``[start, end)`` (the whole file by default)."""
    if end is None:
        end = len(source)
    result = SemanticTokens()
    models: list[tuple[int, NodeModel | None]] = []  # (depth of the node, its model), innermost last
    kinds: list[str] = []  # the kinds of the path from the root (``Node.parent`` would cost the depth)
    cursor = tree.walk()
    depth = 0
    while True:
        node = cursor.node
        result.visited += 1
        while models and models[-1][0] >= depth:
            models.pop()
        kind = node.type
        del kinds[depth:]
        kinds.append(kind)
        if kind == "node":
            models.append((depth, None))
        elif kind == "node_type":
            model = _type_token(node, source, node_types, result.tokens, start, end)
            if models:
                models[-1] = (models[-1][0], model)
        elif node.start_byte < end and node.end_byte > start:
            parent_kind = kinds[-2] if depth else ""
            _name_token(node, kind, parent_kind, models[-1][1] if models else None, source, result.tokens)
        # Into the children that overlap the range, else on to the next sibling or up.
        if node.child_count and node.start_byte < end and node.end_byte > start and _enter(cursor, start, end):
            depth += 1
            continue
        while not _next_in_range(cursor, end):
            if not cursor.goto_parent():
                return result
            depth -= 1


def _enter(cursor, start: int, end: int) -> bool:
    """Go to the first child that ends after ``start`` (tree-sitter finds it without visiting the others)."""
    if cursor.goto_first_child_for_byte(start) is None:
        return False
    if cursor.node.start_byte >= end:
        cursor.goto_parent()
        return False
    return True


def _next_in_range(cursor, end: int) -> bool:
    if not cursor.goto_next_sibling():
        return False
    return cursor.node.start_byte < end


def _type_token(node, source: bytes, node_types: NodeTypes, tokens: list[Token], start: int, end: int):
    model, _infos, new_name = node_types.type_info(source[node.start_byte : node.end_byte])
    if node.start_byte < end and node.end_byte > start:
        deprecated = ("deprecated",) if new_name is not None else ()
        if model is not None and model.is_proto:
            tokens.append(Token(node.start_byte, node.end_byte, "type", deprecated))
        elif model is not None or new_name is not None:
            tokens.append(Token(node.start_byte, node.end_byte, "class", ("defaultLibrary", *deprecated)))
    return model


def _name_token(node, kind: str, parent_kind: str, model: NodeModel | None, source: bytes, tokens: list[Token]) -> None:
    span = (node.start_byte, node.end_byte)
    if kind == "def_name":
        tokens.append(Token(*span, "variable", ("declaration",)))
    elif kind == "use_name":
        tokens.append(Token(*span, "variable"))
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
