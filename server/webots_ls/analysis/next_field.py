"""A field left without a value, then the next field::

    Shape {
      castShadows
      geometry Box { }

Webots reads ``geometry`` as the value of ``castShadows`` (``WbParser::parseBool``: "Expected boolean value, found
'geometry'") and so does the grammar, which then takes ``geometry Box { }`` for a node of type ``geometry``. A person
means a field: a word that is a field name of the enclosing node and starts a line of its own is the next field, not
a value. ``starts_next_field`` is that reading; completion (``cursor_context``) and diagnostics
(``missing_value_findings``) both use it, so they agree.
Pure: no LSP types.
"""

from __future__ import annotations

from dataclasses import dataclass

from tree_sitter import Node, Tree

from ..syntax import kinds
from ..syntax.kinds import Child
from ..syntax.text import node_text
from . import codes
from .codes import Finding
from .node_models import FieldModel, NodeModel
from .node_types import NodeTypes
from .spans import Span
from .value_text import EXPECTED_VALUE

_LINE_BLANKS = b" \t\r,"  # what may stand before the word on its line (commas are blanks to WbTokenizer)
_NOT_NAMES = frozenset({b"TRUE", b"FALSE", b"NULL", b"DEF", b"USE", b"IS"})



def starts_next_field(source: bytes, start: int, end: int, model: NodeModel | None) -> bool:
    """Whether the word ``source[start:end]``, read where a value of a field of ``model`` was expected, is the next
    field instead: a field name (a parameter of a PROTO) of ``model`` that is the first word of its line."""
    if model is None or not model.fields_known:
        return False
    word = source[start:end]
    if not word or word in _NOT_NAMES:
        return False
    line_start = source.rfind(b"\n", 0, start) + 1
    if source[line_start:start].strip(_LINE_BLANKS):
        return False
    return model.field(word.decode("utf-8", "replace")) is not None


@dataclass(frozen=True)
class MisreadValue:
    """A field whose value the tree took from the next field, whose name is ``word``. Either the tree read
    ``word Type { ... }`` as a node of type ``word`` (``as_node``; ``head``: from ``word`` to the body's ``{``), or
    ``word`` as an ERROR followed by the next field's value (``head``: from ``word`` to the end of that value;
    ``inner``: the bodies of the nodes in it, which are read as they should be)."""

    field: FieldModel  # the field left without a value
    word: Span
    head: Span
    as_node: bool
    inner: tuple[Span, ...] = ()


def misread_values(tree: Tree, source: bytes, node_types: NodeTypes) -> list[MisreadValue]:
    """The fields whose value the tree reads from the next field: a field name of the enclosing node, starting its
    line, where the value begins. Only the branches of the tree holding an error are walked (both readings hold
    an ERROR)."""
    found: list[MisreadValue] = []
    if not tree.root_node.has_error:
        return found
    models: dict[str, NodeModel | None] = {}
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        if node.type == kinds.FIELD:
            misread = _misread(node, source, node_types, models)
            if misread is not None:
                found.append(misread)
        for index in range(node.child_count - 1, -1, -1):
            child = node.child(index)
            if child is not None and child.has_error and not child.is_error:
                stack.append(child)
    return found


def _misread(field: Node, source: bytes, node_types: NodeTypes, models: dict) -> MisreadValue | None:
    name = field.child_by_field_name(Child.NAME)
    first = name.next_sibling if name is not None else None
    while first is not None and first.type == kinds.COMMENT:
        first = first.next_sibling
    if first is None:
        return None
    if first.is_error:  # `ambientIntensity`, then ERROR `direction`, then `0 0 -1`
        word = first
    elif first.type == kinds.NODE and first.has_error:  # `castShadows`, then node `geometry` ERROR `Box` `{ }`
        word = first.child_by_field_name(Child.TYPE)
        if word is None or word.next_sibling is None or not word.next_sibling.is_error:
            return None
    else:
        return None
    if word.child_count > 1 or word.start_byte == word.end_byte:
        return None  # not one word
    model = _owner_model(field, source, node_types, models)
    field_model = model.field(node_text(source, name)) if model is not None else None
    if field_model is None or not starts_next_field(source, word.start_byte, word.end_byte, model):
        return None
    span = Span(word.start_byte, word.end_byte)
    if word is not first:
        body = first.child_by_field_name(Child.BODY)
        head_end = body.start_byte if body is not None else first.end_byte
        return MisreadValue(field_model, span, Span(word.start_byte, head_end), True)
    inner = tuple(Span(body.start_byte, body.end_byte) for body in _node_bodies(first.next_sibling))
    return MisreadValue(field_model, span, Span(word.start_byte, field.end_byte), False, inner)


def _node_bodies(item: Node | None):
    """The bodies of the nodes of a value, from ``item`` on (a list's nodes too)."""
    while item is not None:
        if item.type == kinds.NODE:
            body = item.child_by_field_name(Child.BODY)
            if body is not None:
                yield body
        elif item.type == kinds.LIST:
            yield from _node_bodies(item.child(0))
        item = item.next_sibling


def _owner_model(field: Node, source: bytes, node_types: NodeTypes, models: dict) -> NodeModel | None:
    body = field.parent
    owner = body.parent if body is not None and body.type == kinds.NODE_BODY else None
    owner_type = owner.child_by_field_name(Child.TYPE) if owner is not None and owner.type == kinds.NODE else None
    if owner_type is None:
        return None
    owner_name = node_text(source, owner_type)
    if owner_name not in models:
        models[owner_name] = node_types.model(owner_name)
    return models[owner_name]


# The codes of the rules that judge a field's value as a value of that field (``codes.value_rule`` entries).
_VALUE_CODES = frozenset(code.code for entry in codes.REGISTRY if entry.reads == "value" for code in entry.codes)


def missing_value_findings(findings: list[Finding], tree: Tree, source: bytes, node_types: NodeTypes) -> list[Finding]:
    """``findings`` with each misread value reported as Webots reports it, and the next field read as a field.

    * ``geometry Box { }`` read as a node: "Expected boolean value, found 'geometry'" on ``geometry``
      (``WbParser::parseSingleFieldValue`` reads the name as the value), and the findings of ``geometry Box``
      dropped (``Skipped unknown 'geometry' node or PROTO``, the syntax error on ``Box``).
    * ``direction 0 0 -1`` read as ERROR ``direction`` then a value: the value rules already say Webots' text on
      ``direction``; what they say of the rest as the previous field's value is dropped (``Invalid 'material'
      changed to "wood"`` for ``extras [ ]``), not what is said inside its nodes.

    A node field left empty keeps its findings: there Webots reads the name as a node type (``WbParser::parseNode``:
    "Skipped unknown 'geometry' node or PROTO")."""
    misreads = [m for m in misread_values(tree, source, node_types) if m.field.type[2:] != "Node"]
    if not misreads:
        return findings
    kept = [f for f in findings if not any(_dropped(f, m) for m in misreads)]
    # Webots' text on the next field's name, then the field left empty named, so the reader sees where to type
    left_empty = {m.word: m.field.name for m in misreads}
    kept = [
        Finding(f.span, f.severity, f"{f.message} (no value was written for '{left_empty[f.span]}')", f.code)
        if f.code == codes.VALUE_TYPE.code and f.span in left_empty else f
        for f in kept
    ]
    for misread in misreads:
        if misread.as_node:
            word = source[misread.word.start:misread.word.end].decode("utf-8", "replace")
            expected = EXPECTED_VALUE["SF" + misread.field.type[2:]]
            message = f"Expected {expected}, found '{word}' (no value was written for '{misread.field.name}')"
            kept.append(codes.VALUE_TYPE.at(misread.word, message))
    return kept


def _dropped(finding: Finding, misread: MisreadValue) -> bool:
    start = finding.span.start
    if misread.as_node:
        return misread.head.start <= start < misread.head.end
    return (misread.word.end <= start < misread.head.end and finding.code in _VALUE_CODES
            and not any(inner.start <= start < inner.end for inner in misread.inner))
