"""What may be written at a cursor, for completion: a field name, a field's value, a node type, an EXTERNPROTO URL.

While a user types, the tree around the cursor is mostly an ERROR (``geometry `` has no value yet), so the context
is read from Webots' tokens before the cursor (``WbTokenizer``: words, strings, ``{ } [ ]``; commas are blanks,
``#`` starts a comment): back to the innermost unclosed ``{`` or ``[``, then forward through the fields written
since, each value read by its field's type (``translation 1 2 3`` is three numbers, ``geometry Box { }`` a node)
unless a field name of the node starts a line within it: that is the next field (``next_field.starts_next_field``:
``castShadows``, then ``geometry |`` on the next line, asks for a geometry).
The tokens are read from a window of at most ``WINDOW`` bytes before the cursor (and as many after it, for the
field names already written further on); a cursor at the top level of a big world is told by the tree.
Pure: no LSP types.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..syntax import kinds
from ..syntax.ancestry import ancestors
from ..syntax.words import SEPARATOR_BYTES
from .index import FileAnalysis
from .next_field import starts_next_field
from .node_models import FieldModel, NodeModel
from .spans import Span
from .use_rules import Frame, Slot, slot_before
from .value_text import ARITY

WINDOW = 1 << 16
_NEAR = 3  # frames of a node type's slot kept as they are (see _shortened)
_TOKEN = re.compile(rb'"(?:\\.|[^"\\\n])*"?|#[^\n]*|%<.*?(?:>%|\Z)|%\{.*?(?:\}%|\Z)|[\[\]{}]|[^\x00-\x20,#"\[\]{}]+',
                    re.S)
_WORD_CHARS = re.compile(rb'[^\x00-\x20,#"\[\]{}]*')
_WORD_BEFORE = re.compile(rb'[^\x00-\x20,#"\[\]{}]*\Z')
_EXTERNPROTO_OPEN = re.compile(rb'[ \t]*(?:IMPORTABLE[ \t]+)?EXTERNPROTO[ \t]+"([^"\n]*)\Z')
_SCALAR = re.compile(rb'[-+.0-9"]|TRUE\Z|FALSE\Z')
_BRACKETS = (b"{", b"}", b"[", b"]")
_DEPTH_STEP = {b"{": 1, b"[": 1, b"}": -1, b"]": -1}
_CONTAINERS = frozenset({kinds.NODE_BODY, kinds.LIST, kinds.PROTO_BODY, kinds.INTERFACE})
_NOT_HERE = frozenset({kinds.COMMENT, kinds.TEMPLATE, kinds.TEMPLATE_STATEMENT, kinds.INACTIVE_BRANCH,
                       kinds.TEMPLATE_CODE, kinds.HEADER})


@dataclass(frozen=True)
class CursorContext:
    """``kind``: "field_name" (``owner``'s fields, ``written`` already), "value" (of ``field`` of ``owner``),
    "node_type" (a node in ``slot``; ``null``: NULL fits too), "is_target" (after ``IS``: a parameter for ``field``),
    "externproto_url" (the string's content)."""

    kind: str
    replace: Span  # the partial word (or string) the chosen item replaces
    owner: str | None = None  # the enclosing node's type as written
    model: NodeModel | None = None  # its model (built-in or PROTO)
    field: FieldModel | None = None  # "value": the field
    written: frozenset[str] = frozenset()  # "field_name": the fields the body already has
    slot: Slot | None = None  # "node_type"
    null: bool = False  # "node_type": an SFNode value (NULL offered too)
    brace_follows: bool = False  # a `{` follows the word (the type of an existing node is being changed)
    in_string: bool = False  # the replaced text starts with a quote


def cursor_context(analysis: FileAnalysis, offset: int) -> CursorContext | None:
    """What may be written at ``offset``; None in a comment, a template, a number being typed, or where nothing is."""
    source = analysis.source
    line_start = source.rfind(b"\n", 0, offset) + 1
    line = source[line_start:offset]
    url = _EXTERNPROTO_OPEN.match(line)
    if url is not None:
        start = line_start + url.start(1)
        close = source.find(b'"', offset, source.find(b"\n", offset) % (len(source) + 1))
        return CursorContext("externproto_url", Span(start, close if close >= 0 else offset))
    opening, in_comment = _line_state(line)
    if in_comment:
        return None
    if opening is not None:  # in a string: the whole string is replaced
        start = line_start + opening
        close = source.find(b'"', offset, source.find(b"\n", offset) % (len(source) + 1))
        replace = Span(start, close + 1 if close >= 0 else offset)
    else:
        replace = Span(offset - len(_WORD_BEFORE.search(source, max(line_start, offset - 256), offset).group()),
                       _WORD_CHARS.match(source, offset).end())
    chain = ancestors(analysis.tree.root_node, replace.start, replace.start)
    if any(node.type in _NOT_HERE for node in chain):
        return None
    context = _read_context(analysis, replace, chain)
    if context is not None and opening is not None:
        context = CursorContext(**{**context.__dict__, "in_string": True})
    return context


def _line_state(line: bytes) -> tuple[int | None, bool]:
    """(start of an unterminated string on the line, or None; whether the cursor is in a comment)."""
    index, opening = 0, None
    while index < len(line):
        char = line[index:index + 1]
        if opening is not None:
            if char == b"\\":
                index += 1
            elif char == b'"':
                opening = None
        elif char == b'"':
            opening = index
        elif char == b"#":
            return None, True
        index += 1
    return opening, False


def _tokens(source: bytes, start: int, end: int) -> list[tuple[bytes, int]]:
    return [(m.group(), m.start()) for m in _TOKEN.finditer(source, start, end) if m.group()[:1] not in (b"#", b"%")]


def _read_context(analysis: FileAnalysis, replace: Span, chain) -> CursorContext | None:
    source = analysis.source
    window = max(0, replace.start - WINDOW)
    if window:
        window = source.find(b"\n", window, replace.start) + 1 or replace.start  # a line start: no string cut
    tokens = _tokens(source, window, replace.start)
    items, index = _unclosed(tokens, len(tokens) - 1)
    brace_follows = source[replace.end:replace.end + 64].lstrip(SEPARATOR_BYTES)[:1] == b"{"
    if index < 0:
        inside = any(node.type in _CONTAINERS and node.start_byte < replace.start < node.end_byte for node in chain)
        if inside or _is_proto_file(analysis):  # beyond the window: the tree tells the top level
            return None
        return CursorContext("node_type", replace, slot=Slot("top"), brace_follows=brace_follows)
    bracket = tokens[index][0]
    before = tokens[index - 1][0] if index >= 1 else None
    if bracket == b"{":
        if before is None or before in _BRACKETS:  # a PROTO body's root
            if before == b"]":
                return CursorContext("node_type", replace, slot=Slot("proto_root", (), True), brace_follows=brace_follows)
            return None
        model = analysis.node_types.model(before.decode("utf-8", "replace"))
        return _in_body(analysis, replace, before.decode("utf-8", "replace"), model, items, brace_follows)
    return _in_list(analysis, replace, tokens, index, items, brace_follows)


def _unclosed(tokens: list[tuple[bytes, int]], index: int) -> tuple[list[tuple[bytes, int]], int]:
    """The items at depth 0 after the innermost unclosed bracket before ``tokens[index]`` (a balanced group is one
    item, ``{}`` or ``[]``), and that bracket's index (-1 when none)."""
    items: list[tuple[bytes, int]] = []
    depth = 0
    while index >= 0:
        token, start = tokens[index]
        if token in (b"}", b"]"):
            depth += 1
        elif token in (b"{", b"["):
            if depth == 0:
                break
            depth -= 1
            if depth == 0:
                items.append((b"{}" if token == b"{" else b"[]", start))
        elif depth == 0:
            items.append((token, start))
        index -= 1
    items.reverse()
    return items, index


def _is_proto_file(analysis: FileAnalysis) -> bool:
    """A PROTO among the file's first children (a cursor: ``named_children`` of a big world's root is 60,000)."""
    cursor = analysis.tree.root_node.walk()
    more, seen = cursor.goto_first_child(), 0
    while more and seen < 64:
        if cursor.node.type == kinds.PROTO:
            return True
        more, seen = cursor.goto_next_sibling(), seen + 1
    return False


# -- a node body: fields and values ------------------------------------------------------------------------------
def _in_body(analysis: FileAnalysis, replace: Span, owner: str, model: NodeModel | None, items, brace_follows: bool):
    written: set[str] = set()
    index, count = 0, len(items)
    while index < count:
        token = items[index][0]
        if token == b"hidden":  # a hidden field Webots wrote: its name, then its value
            index = _skip_scalars(items, index + 2)
            continue
        if token in (b"{}", b"[]") or _SCALAR.match(token):
            index += 1  # stray text: skip it
            continue
        name = token.decode("utf-8", "replace")
        written.add(name)
        index += 1
        field = model.field(name) if model is not None else None
        if index == count:
            if field is None:
                return None
            if field.type in ("SFNode", "MFNode"):
                return _node_type(analysis, replace, replace.start, field, brace_follows)
            return CursorContext("value", replace, owner, model, field)
        if items[index][0] == b"IS":
            if index + 1 == count:  # `translation IS |`: a parameter of the PROTO
                return CursorContext("is_target", replace, owner, model, field)
            index += 2
            continue
        end, anchor = _skip_value(items, index, field.type if field is not None else None)
        cut = _next_field_in(analysis.source, items, index, min(end, count), model)
        if cut is not None:  # a value left empty or cut short: the next field starts there
            index = cut
            continue
        index = end
        if anchor is not None:
            return _node_type(analysis, replace, anchor, field, brace_follows) if field is not None else None
        if index > count:
            return None  # the cursor is inside a value (`translation 1 |`)
    after = _written_after(analysis.source, replace.end)
    return CursorContext("field_name", replace, owner, model, written=frozenset(written | after))


def _skip_value(items, index: int, field_type: str | None) -> tuple[int, int | None]:
    """The index after the value starting at ``items[index]`` (beyond the end when it is incomplete), and the start
    of a node whose type the cursor is at (``geometry DEF G |``), else None."""
    count = len(items)
    token = items[index][0]
    if field_type is not None and field_type.startswith("MF") and token == b"[]":
        return index + 1, None
    element = "SF" + field_type[2:] if field_type is not None else None
    if element == "SFNode" or element is None and not _SCALAR.match(token):
        if token in (b"NULL", b"[]"):
            return index + 1, None
        if token == b"USE":
            return index + 2, None
        if token == b"DEF":
            if count - index == 2:
                return count, items[index][1]
            index += 2
        if index + 1 < count and items[index + 1][0] == b"{}":
            return index + 2, None
        return (count + 1 if index + 1 >= count else index + 1), None
    if element is None:
        return _skip_scalars(items, index), None
    return index + ARITY.get(element, 1), None


def _next_field_in(source: bytes, items, start: int, end: int, model: NodeModel | None) -> int | None:
    """The index of the first item in ``items[start:end]`` (a value being read) that is the next field instead
    (``next_field.starts_next_field``: a field name of the node starting its line), else None."""
    for index in range(start, end):
        token, position = items[index]
        if token not in (b"{}", b"[]") and starts_next_field(source, position, position + len(token), model):
            return index
    return None


def _skip_scalars(items, index: int) -> int:
    while index < len(items) and _SCALAR.match(items[index][0]):
        index += 1
    return index


def _written_after(source: bytes, start: int) -> frozenset[str]:
    """The words at depth 0 from ``start`` to the end of the body (field names among values; the caller keeps the
    owner's field names)."""
    found = set()
    depth = 0
    for token, _ in _tokens(source, start, min(len(source), start + WINDOW)):
        step = _DEPTH_STEP.get(token)
        if step is not None:
            depth += step
            if depth < 0:
                break  # the body's `}`
        elif depth == 0 and not _SCALAR.match(token):
            found.add(token.decode("utf-8", "replace"))
    return frozenset(found)


def _node_type(analysis: FileAnalysis, replace: Span, anchor: int, field: FieldModel | None, brace_follows: bool):
    slot = slot_before(analysis, anchor)
    if slot.kind == "unknown" and slot.path:  # a PROTO body above: the ancestors are unknown
        slot = Slot("field", slot.path, True)
    if len(slot.path) > _NEAR + 1:
        slot = Slot(slot.kind, _shortened(slot.path), slot.open_ended)
    null = field is not None and field.type == "SFNode"
    return CursorContext("node_type", replace, field=field, slot=slot, null=null, brace_follows=brace_follows)


def _shortened(path: tuple[Frame, ...]) -> tuple[Frame, ...]:
    """The innermost frames, one frame per distinct (owner, field) above them, and the outermost (the top node):
    all ``insert_problem`` and ``inside_robot`` read, and a world 20,000 deep judges 500 types fast
    (``slot_paths.SlotPath`` shortens the same way)."""
    far: dict[tuple, Frame] = {}
    for frame in path[_NEAR:-1]:
        far.setdefault((frame.owner, frame.field), Frame(frame.owner, frame.field))
    return (*path[:_NEAR], *far.values(), path[-1])


# -- a list: MFNode items -----------------------------------------------------------------------------------------
def _in_list(analysis: FileAnalysis, replace: Span, tokens, index: int, items, brace_follows: bool):
    if index < 1 or tokens[index - 1][0] in _BRACKETS:
        return None
    if index >= 2 and tokens[index - 2][0] in (b"PROTO", b"}") or index >= 3 and tokens[index - 3][0] in (
            b"field", b"vrmlField", b"hiddenField", b"deprecatedField", b"unconnectedField", b"w3dField"):
        return None  # a PROTO interface, or a parameter's default value
    _, owner_index = _unclosed(tokens, index - 2)
    if owner_index < 1 or tokens[owner_index][0] != b"{" or tokens[owner_index - 1][0] in _BRACKETS:
        return None
    owner = tokens[owner_index - 1][0].decode("utf-8", "replace")
    model = analysis.node_types.model(owner)
    field = model.field(tokens[index - 1][0].decode("utf-8", "replace")) if model is not None else None
    if field is not None and field.restrictions and field.type in ("MFString", "MFInt32", "MFFloat", "MFBool"):
        return CursorContext("value", replace, owner, model, field)  # one of the allowed values, item by item
    if field is None or field.type != "MFNode":
        return None
    position, count, anchor = 0, len(items), replace.start
    while position < count:
        token = items[position][0]
        if token == b"DEF" and count - position == 2:
            anchor = items[position][1]
            break
        position, _ = _skip_value(items, position, "MFNode")
        if position > count:
            return None  # a type written without its `{`
    return _node_type(analysis, replace, anchor, field, brace_follows)
