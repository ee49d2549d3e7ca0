"""Schema diagnostics: the type-aware checks that the type-agnostic grammar cannot make.

The grammar parses ``translation 1 2`` as a field with one ``numbers`` token; Webots' ``WbParser`` knows that a
``translation`` is an SFVec3f and rejects it. Each rule here is ``(tree, source) -> list[Finding]`` and pure. The rules
share one pass over the file (``tree_pass``, made once per (tree, source)) and one sweep over its node table: values
of a common shape are judged from their text (``value_text``), the others are read token by token, which gives the
messages. (The rules on ``IS`` are in ``is_links``, invalid escapes in ``escapes``: each a query of its own.)

Messages are Webots' own (``WbParser::reportUnexpected``: ``Expected %1, found %2``; ``WbParser::parseField``,
``WbTokenizer::readWord``), placed on the token Webots would name: a value that is too short is reported on the
token after it, a surplus number on that number. Where Webots has no message, the text says so in a comment.

What is not judged, because its meaning is not known statically:
* anything holding a template (``%<= x >%``), a template statement or an inactive template branch: the generated
  text decides;
* PROTO instances (their interface is in another file) — only built-in nodes (``WbNodeModel``) are judged;
* values whose tree has a MISSING token or a complex ERROR (``syntax_errors`` reports those).
"""

from __future__ import annotations

import bisect
import re
from dataclasses import dataclass
from operator import itemgetter
from typing import Callable, Iterator, NamedTuple

from tree_sitter import Node, Tree

from ..syntax.words import SEPARATOR, node_head_type
from . import codes, node_history
from .codes import Finding
from .value_text import ARITY, EXPECTED_VALUE, NOT_SURELY_INT
from .node_models import FieldModel, NodeModel
from .spans import Span
from .node_types import BUILT_INS, NodeTypes
from ..syntax import kinds
from ..syntax.kinds import Child
from ..syntax.text import node_text
from .cancel import CHECK_EVERY, ShouldStop, check
from . import tree_pass
from .tree_pass import TreeCaptures, tree_captures

# ------------------------------------------------------------------------------------------ Webots facts

# Numbers read per SF value (WbParser::parseSingleFieldValue).
_ARITY = ARITY

_EXPECTED = EXPECTED_VALUE

# After a value WbParser reads the next field name (parseField), parameter name (parseParameter) or field
# declaration (parseFieldDeclaration). The declaration text is the R2024+ one (`w3dField`; R2023b said `vrmlField`),
# from the 2024-based parser of the OmniSim fork (``OmParser::parseFieldDeclaration``), since R2025a is the target.
_NEXT_FIELD = "field name or '}'"
_NEXT_PARAMETER = "parameter name or '}'"
_NEXT_DECLARATION = "'field', 'unconnectedField', 'w3dField' or 'hiddenField' keywords"

# QString::toInt (no ok-check in WbSFInt::readSFInt): a decimal int32, else 0.
_INTEGER = re.compile(r"[+-]?[0-9]+")
_WORD = re.compile(rb"[^\s,]+")
_NOT_SURELY_INT = NOT_SURELY_INT  # a fraction, an exponent, or maybe beyond int32

_TEMPLATED = kinds.TEMPLATE_KINDS
_SKIPPED = frozenset({"comment"})


# ----------------------------------------------------------------------------------------------- tokens


@dataclass(frozen=True, slots=True)
class _Token:
    """One token as WbParser sees it. ``kind``: number, string, boolean, null, node, use, is, list, keyword,
    identifier, punctuation, error (a one-word ERROR of the tree)."""

    kind: str
    text: str
    start: int
    end: int

    @property
    def span(self) -> Span:
        return Span(self.start, self.end)


def _found(token: _Token) -> str:
    """``WbParser::reportUnexpected``: a word is quoted iff it has no whitespace."""
    return f"'{token.text}'" if len(re.split(r"\s+", token.text)) == 1 else token.text


def _unexpected(token: _Token, expected: str) -> Finding:
    return codes.VALUE_TYPE.at(token.span, f"Expected {expected}, found {_found(token)}")


def _is_templated(node: Node) -> bool:
    return node.type in _TEMPLATED


def _first_token(node: Node, source: bytes) -> _Token | None:
    """The first token of a tree item as WbParser reads it; None when a template makes it unknown."""
    kind = node.type
    if kind == "numbers":
        match = _WORD.search(source, node.start_byte, node.end_byte)
        assert match is not None
        return _Token("number", match.group().decode(), match.start(), match.end())
    if kind == "node":
        def_keyword = node.child(0)
        if def_keyword is not None and def_keyword.type == "DEF":
            return _Token("node", "DEF", def_keyword.start_byte, def_keyword.end_byte)
        type_node = node.child_by_field_name(Child.TYPE)
        if type_node is None:
            return None
        return _Token("node", node_text(source, type_node), type_node.start_byte, type_node.end_byte)
    if kind in ("use_node", "is_reference", "list", "hidden_field"):
        keyword = node.child(0)
        assert keyword is not None
        token_kind = {"use_node": "use", "is_reference": "is", "list": "list", "hidden_field": "identifier"}[kind]
        return _Token(token_kind, keyword.type, keyword.start_byte, keyword.end_byte)
    if kind == "field":
        name = node.child_by_field_name(Child.NAME)
        return None if name is None else _Token("identifier", node_text(source, name), name.start_byte, name.end_byte)
    if kind == "field_declaration":
        field_kind = node.child_by_field_name(Child.KIND)
        if field_kind is None:
            return None
        return _Token("keyword", node_text(source, field_kind), field_kind.start_byte, field_kind.end_byte)
    simple = {"string": "string", "boolean": "boolean", "null": "null", "bare_word": "identifier"}
    if kind in simple:
        return _Token(simple[kind], node_text(source, node), node.start_byte, node.end_byte)
    if kind in ("}", "]"):
        if node.is_missing:
            return None
        return _Token("punctuation", kind, node.start_byte, node.end_byte)
    if kind == "ERROR":
        return _error_token(node, source)
    return None


def _error_token(error: Node, source: bytes) -> _Token | None:
    """An ERROR holding one word (``ambientIntensity`` with no value, then ``direction``): Webots reads that word."""
    text = node_text(source, error)
    if not text or len(text.split()) != 1 or any(c in text for c in '{}[]"#'):
        return None
    return _Token("error", text, error.start_byte, error.end_byte)


def _number_tokens(chunk: Node, source: bytes) -> Iterator[_Token]:
    for match in _WORD.finditer(source, chunk.start_byte, chunk.end_byte):
        yield _Token("number", match.group().decode(), match.start(), match.end())


def _count_numbers(chunk: Node, source: bytes) -> int:
    return len(source[chunk.start_byte : chunk.end_byte].replace(b",", b" ").split())


# ----------------------------------------------------------------------------------------- value items


@dataclass(frozen=True, slots=True)
class _Value:
    """The value of a field, parameter or declaration: its items in order, and the token read after it."""

    items: tuple[Node, ...]
    after: _Token | None  # None when unknown (template next, MISSING bracket)
    next_expected: str  # what WbParser expects after the value


def _value_items(owner: Node, first_value_index: int) -> tuple[Node, ...] | None:
    """The value children of a field / declaration, None if a template or a MISSING token is among them."""
    items = []
    for index in range(first_value_index, owner.child_count):
        child = owner.child(index)
        if child is None or child.type in _SKIPPED:
            continue
        if child.type in _TEMPLATED or child.is_missing or (child.has_error and child.type != "ERROR"):
            return None
        items.append(child)
    return tuple(items)


def _token_after(owner: Node, source: bytes) -> _Token | None:
    """The token WbParser reads after ``owner``'s value: the next field name, declaration keyword or bracket."""
    sibling = owner.next_sibling
    while sibling is not None and sibling.type in _SKIPPED:
        sibling = sibling.next_sibling
    if sibling is None:
        return None
    if _is_templated(sibling):
        return None
    return _first_token(sibling, source)


def _value_start(owner: Node) -> int:
    """Index of the first child after the name of a field / hidden_field / field_declaration."""
    for index in range(owner.child_count):
        child = owner.child(index)
        if child is not None and owner.field_name_for_child(index) == "name":
            return index + 1
    return owner.child_count


# ----------------------------------------------------------------------------------------- value reader


class _Stream:
    """The tokens of a value, then the token after it (WbParser::nextToken over one field)."""

    def __init__(self, value: _Value, source: bytes) -> None:
        self._items = value.items
        self._after = value.after
        self._source = source
        self._index = 0
        self._pending: Iterator[_Token] | None = None
        self.unknown = False  # set when the stream ran into something it cannot judge

    def _pull(self) -> _Token | None:
        if self._pending is not None:
            token = next(self._pending, None)
            if token is not None:
                return token
            self._pending = None
        if self._index >= len(self._items):
            return None
        item = self._items[self._index]
        self._index += 1
        if item.type == kinds.NUMBERS:
            self._pending = _number_tokens(item, self._source)
            return next(self._pending)
        token = _first_token(item, self._source)
        if token is None:
            self.unknown = True
        return token

    def next_in_value(self) -> _Token | None:
        """The next token inside the value, or None when the value's items are used up (or unknown)."""
        return self._pull()

    def next(self) -> _Token | None:
        """The next token, running into the token after the value; None when unknown."""
        if self.unknown:
            return None
        token = self._pull()
        if token is not None:
            return token
        if self.unknown:
            return None
        if self._after is None:
            self.unknown = True
        return self._after


def _read_single(stream: _Stream, sf_type: str, legacy: _Legacy) -> list[Finding] | None:
    """Read one SF value (WbParser::parseSingleFieldValue). [] if fine, [error] if not, None if unknown."""
    arity = _ARITY.get(sf_type)
    expected = _EXPECTED[sf_type]
    if arity is not None:
        for _ in range(arity):
            token = stream.next()
            if token is None:
                return None
            if token.kind == "number":
                continue
            if sf_type == "SFInt32" and token.kind == "boolean" and legacy.boolean_filtering:
                return [codes.LEGACY_VALUE.at(token.span, _FILTERING_MESSAGE)]
            return _reject(token, expected)
        return []
    token = stream.next()
    if token is None:
        return None
    accepted = {"SFBool": ("boolean",), "SFString": ("string",), "SFNode": ("null", "node", "use")}[sf_type]
    if token.kind in accepted:
        return []
    if sf_type == "SFNode" and token.kind in ("identifier", "error"):
        return None  # a word where a node belongs: WbParser reads it as a node type; the grammar reports it
    return _reject(token, expected)


def _reject(token: _Token, expected: str) -> list[Finding]:
    return [_unexpected(token, expected)]


def _check_sequence(children: list[Node], closing: Node, sf_type: str, source: bytes) -> list[Finding] | None:
    """Items of a list ``[...]`` or a restriction ``{...}``: WbParser reads SF values until the closing bracket."""
    arity = _ARITY.get(sf_type)
    expected = _EXPECTED[sf_type]
    if arity is not None:
        count = 0
        for child in children:
            if child.type == kinds.NUMBERS:
                count += _count_numbers(child, source)
                continue
            if child.type == "+":
                continue  # R2025a subtype marker of node restrictions; meaningless but tolerated here
            token = _first_token(child, source)
            return None if token is None else _reject(token, expected)
        if count % arity:
            return [_unexpected(_Token("punctuation", closing.type, closing.start_byte, closing.end_byte), expected)]
        return []
    accepted = {"SFBool": ("boolean",), "SFString": ("string",), "SFNode": ("null", "node", "use")}[sf_type]
    for child in children:
        if child.type == "+":
            continue
        token = _first_token(child, source)
        if token is None:
            return None
        if token.kind not in accepted:
            return _reject(token, expected)
    return []


def _sequence_children(container: Node) -> tuple[list[Node], Node] | None:
    """Children of ``[...]`` / ``{...}`` between the brackets, and the closing bracket; None if not judgeable."""
    if container.child_count < 2:
        return None
    closing = container.child(container.child_count - 1)
    if closing is None or closing.is_missing or closing.type not in ("]", "}"):
        return None
    children = []
    for index in range(1, container.child_count - 1):
        child = container.child(index)
        if child is None or child.type in _SKIPPED:
            continue
        if child.type in _TEMPLATED or child.is_missing or child.type == "ERROR":
            return None
        children.append(child)
    return children, closing


def _check_value(value: _Value, field_type: str, source: bytes, *, allow_is: bool, legacy: _Legacy) -> list[Finding]:
    """WbParser::parseField / parseFieldValue over one value, then the check of what follows it."""
    stream = _Stream(value, source)
    first = value.items[0] if value.items else None
    if allow_is and first is not None and first.type == kinds.IS_REFERENCE:
        stream.next_in_value()
    elif field_type.startswith("MF") and first is not None and first.type == kinds.LIST:
        stream.next_in_value()
        parts = _sequence_children(first)
        if parts is None:
            return []
        result = _check_sequence(parts[0], parts[1], "SF" + field_type[2:], source)
        if result is None or result:
            return result or []
    else:
        result = _read_single(stream, "SF" + field_type[2:], legacy)
        if result is None or any(finding.severity == "error" for finding in result):
            return result or []
        if result:
            return result  # a legacy conversion: Webots skips the rest of the field
    surplus = stream.next_in_value()
    if surplus is None or stream.unknown:
        return []
    if surplus.kind == "error" or surplus.kind == "identifier":
        return []  # a word after a value: read as the next field name; the grammar already flags it
    return [_unexpected(surplus, value.next_expected)]


# ------------------------------------------------------------------------------------ legacy conversions

_FILTERING_MESSAGE = (
    "Boolean values for 'ImageTexture.filtering' field are deprecated from Webots 8.6 onwards; the value has been "
    "converted automatically. Please update your PROTO and world files accordingly."
)


@dataclass(frozen=True, slots=True)
class _Legacy:
    boolean_filtering: bool = False  # ImageTexture.filtering TRUE/FALSE before 8.6 (WbParser::parseInt)


_NO_LEGACY = _Legacy()


def _file_version(tree: Tree, source: bytes) -> tuple[int, int, int] | None:
    """The header's version as WbVersion orders it: ``R2020b`` → (2020, 1, 0), ``V8.6`` → (8, 6, 0)."""
    root = tree.root_node
    header = root.child(0) if root.child_count else None  # an empty or blank file has no children
    if header is None or header.type != kinds.HEADER or header.child(0) is None:
        return None
    line = node_text(source, header.child(0))
    match = re.match(r"#[ \t]*VRML(?:_SIM|_OBJ)? +(?:R(\d{4})([a-z])|V?(\d+)\.(\d+)(?:\.(\d+))?)", line)
    if match is None:
        return None
    if match.group(1):
        return int(match.group(1)), ord(match.group(2)) - ord("a"), 0
    return int(match.group(3)), int(match.group(4)), int(match.group(5) or 0)


def _legacy_gravity(field: Node, source: bytes) -> Finding | None:
    """WbParser::parseField: before R2020b, WorldInfo.gravity was a vector; Webots uses its length."""
    numbers = [token for child in field.children if child.type == kinds.NUMBERS for token in _number_tokens(child, source)]
    if len(numbers) < 3:
        return None
    values = [float(token.text) for token in numbers[:3]]
    length = sum(value * value for value in values) ** 0.5
    shown = " ".join(f"{value:g}" for value in values)  # QString::arg(double): %g, 6 digits
    message = f"Found deprecated gravity vector ({shown}) in WorldInfo, using gravity vector length: {length:g}"
    return codes.LEGACY_VALUE.at(Span(numbers[0].start, numbers[2].end), message)


def _legacy_type(error: Finding, value: _Value, field_model: FieldModel, node_name: str, source: bytes) -> list[Finding]:
    """A value that fits a type the field had in an older Webots: a warning (the file was valid for its version)."""
    for legacy_type in field_model.legacy_types:
        if not _check_value(value, legacy_type, source, allow_is=True, legacy=_NO_LEGACY):
            note = f"{node_name}.{field_model.name} was an {legacy_type} in older Webots versions, it is an {field_model.type} now"
            return [codes.LEGACY_TYPE.at(error.span, f"{error.message} ({note})")]
    return [error]


# -------------------------------------------------------------------------------------------- walking


def built_in_model(node: Node, source: bytes, node_types: NodeTypes = BUILT_INS) -> NodeModel | None:
    """The built-in model of a ``node``; None for PROTO instances and template-made types."""
    type_node = node.child_by_field_name(Child.TYPE)
    if type_node is None or type_node.child_count or type_node.is_missing:
        return None  # `Leg%<= i >%`: made by a template
    if any(child.type == "ERROR" for child in node.children):
        return None  # `DirectionalLight RectangleArena {`: which type owns the body is a guess
    return node_types.model(node_text(source, type_node))


def _body_children(node: Node) -> Iterator[Node]:
    body = node.child_by_field_name(Child.BODY)
    if body is None:
        return
    for child in body.named_children:
        yield child


# ---------------------------------------------------------------------------------------------- rules
#
# All rules over built-in nodes come from one sweep over the pass' items (``tree_pass.SweepItems``, the node table's
# rows): nodes, fields, hidden fields, USE names and NULLs in document order, with a stack of the open nodes. A
# field's value is judged from a slice of ``source`` when it has a common shape that is surely fine (the right count
# of numbers, one plain string, a boolean, one node, NULL, USE, a list of those); anything else goes through the token
# reader above, which gives the messages, on its tree node (looked up by its extent). Nodes holding a syntax error
# are judged child by child from the tree.

from .value_text import (  # noqa: E402  (the fast paths of the sweeps)
    BOOL_VALUE as _BOOL_VALUE,
    NAME as _NAME,
    NODE_VALUE as _NODE_VALUE,
    NUMERIC as _NUMERIC,
    PLAIN_STRING as _PLAIN_STRING,
    STRING_LIST as _STRING_LIST,
    STRING_VALUE as _STRING_VALUE,
    numbers_fit as _numbers_fit,
    plain_numbers_fit,
)

_SEPARATORS = re.compile(SEPARATOR + rb"*")
_USE_VALUE = re.compile(rb"USE" + SEPARATOR + rb"+" + _NAME.pattern)
_NODE_LIST_GAP = re.compile(SEPARATOR + rb"*(?:(?:USE" + SEPARATOR + rb"+" + _NAME.pattern + rb"|NULL)" + SEPARATOR + rb"*)*")
_INT_TYPES = frozenset({"SFInt32", "MFInt32"})
_FIRST = itemgetter(0)


@dataclass(slots=True)
class _OpenNode:
    """A node open in the sweep: its extent, field infos (None: not a built-in node), whether it holds a syntax error
    (then judged from the tree), model, and the end of its last field so far (items before it are in a value)."""

    start: int
    end: int
    infos: dict | None
    erroneous: bool
    model: NodeModel | None
    fields_end: int
    row: int


_USE_ITEM, _NULL_ITEM = 4, 5  # kinds of the rarer items
_INFINITY = 1 << 62


class _Sweep:
    """The built-in-node rules over the pass' items (``TreeCaptures.sweep_items``): nodes, fields, hidden fields,
    USE names and NULLs in document order, with a stack of the open nodes.

    A copy the node table replayed (``NodeTable.copies``) differs from the node it copies only in masked tokens (DEF
    and USE names, plain numbers, plain strings: ``byte_scan.item_shape``), each of the same class. When everything
    inside that node was judged by a fast path that reads only token classes (``_value_fits``: the count of numbers,
    whether each is a short integer, a plain string, a USE name, a node) or found unknown from its name (names are not
    masked), so is everything inside the copy: its inside is not judged again, the original's unknown fields are
    reported at the copy's (``reuse_copies``; tests compare with False). Every other reading (a field read token by
    token, a stray, a hidden field, a node with a syntax error or read from the tree) marks its item's start
    (``read_starts``) and makes the node it is in not reusable."""

    def __init__(
        self, captured: TreeCaptures, source: bytes, out: _Keyed, version, node_types: NodeTypes = BUILT_INS,
        should_stop: ShouldStop = None, reuse_copies: bool = True,
    ) -> None:
        self.should_stop = should_stop
        self.source = source
        self.captured = captured
        self.root = captured.tree.root_node
        self.version = version
        self.out = out
        self.type_info = node_types.type_info
        self.node_types = node_types
        self.judge_strays = not captured.get("template")
        items = self.items = captured.sweep_items()
        self.node_starts, self.node_ends = items.starts, items.ends
        self.node_count = len(items.starts)
        # Only nodes inside the erroneous top-level items may hold a syntax error (then read from the tree)
        self.error_ranges = captured.error_ranges if captured.has_error else []
        # The rarer items, in document order: USE names and NULLs (only looked at for strays).
        others: list[tuple[int, int, int]] = []
        if self.judge_strays:
            others += [(start, _USE_ITEM, row) for row, start in enumerate(items.use_starts) if start >= 0]
            others += [(start, _NULL_ITEM, row) for row, start in enumerate(items.null_starts)]
            others.sort(key=_FIRST)
        self.others = others
        self.node_index = self.other_index = 0
        self.next_node = self.node_starts[0] if self.node_count else _INFINITY
        self.next_other = others[0][0] if others else _INFINITY
        self.stack: list[_OpenNode] = []
        self.copies = items.copies if reuse_copies else ()
        self.copy_run = 0  # the first run of copies not wholly before the node opened last
        self.read_starts: list[int] = []  # in document order (see the class' docstring)
        # Unknown fields found from their name, by field row (in order): (owner row, name size, message)
        self.unknown_rows: list[int] = []
        self.unknown_found: dict[int, tuple[int, int, str]] = {}
        self.skip_until = -1  # the end of the last copy left unjudged
        self._run()

    def _run(self) -> None:
        countdown = CHECK_EVERY
        items = self.items
        field_starts, field_ends, field_hidden = items.field_starts, items.field_ends, items.field_hidden
        index, count = 0, len(field_starts)
        while index < count:
            countdown -= 1
            if not countdown:
                countdown = CHECK_EVERY
                check(self.should_stop)
            field_start, field_end, hidden = field_starts[index], field_ends[index], field_hidden[index]
            self._advance(field_start)
            if field_start < self.skip_until:  # (in a copy of a node found clean: its fields all are)
                index = bisect.bisect_left(field_starts, self.skip_until, index)
                continue
            index += 1
            owner = self._owner_at(field_start)
            if owner is None:
                continue
            if hidden:
                # (a field-like container; `hidden` is an unknown field name in a built-in node)
                if owner.erroneous or owner.fields_end > field_start:
                    continue  # in an erroneous node (judged from the tree) or in a field's value
                owner.fields_end = field_end
                if owner.model is not None:
                    self.read_starts.append(field_start)
                    hidden_node = tree_pass.node_at(self.root, field_start, field_end, kinds.HIDDEN_FIELD)
                    if hidden_node is not None:
                        _unknown_hidden(owner.start, hidden_node, owner.model, self.source, self.out, self.version)
                continue
            owner.fields_end = field_end
            if owner.infos is not None and not owner.erroneous:
                self._field(owner, index - 1, field_start, field_end)
        self._advance(_INFINITY)

    def _owner_at(self, position: int) -> _OpenNode | None:
        """The innermost open node at ``position`` (the ones closed before it closed)."""
        stack = self.stack
        while stack and stack[-1].end <= position:
            stack.pop()
        return stack[-1] if stack else None

    def _advance(self, until: int) -> None:
        """Opens the nodes and judges the rarer items that start before ``until``, in document order."""
        while self.next_node < until or self.next_other < until:
            if self.next_node < self.next_other:
                self._open_next_node()
            else:
                self._next_other()

    def _in_error_range(self, start: int) -> bool:
        ranges = self.error_ranges
        index = bisect.bisect_right(ranges, (start, _INFINITY)) - 1
        return index >= 0 and start < ranges[index][1]

    def _open_next_node(self) -> None:
        start = self.next_node
        index = self.node_index
        end = self.node_ends[index]
        self.node_index = index + 1
        self.next_node = self.node_starts[index + 1] if index + 1 < self.node_count else _INFINITY
        top = self._owner_at(start)
        node = None
        erroneous = False
        if self.error_ranges and self._in_error_range(start):
            node = tree_pass.node_at(self.root, start, end, kinds.NODE)
            erroneous = node is not None and node.has_error
        if self.judge_strays and top is not None and not top.erroneous and top.fields_end <= start:
            self.read_starts.append(start)
            node = node or tree_pass.node_at(self.root, start, end, kinds.NODE)
            if node is not None:
                _stray_findings(top.start, node, top.model, self.source, self.out)
        model, infos = self._open_node(node, start, end, erroneous)
        self.stack.append(_OpenNode(start, end, infos, erroneous, model, start, index))
        if erroneous:
            self.read_starts.append(start)
            self._erroneous_node(node, start, model)  # type: ignore[arg-type]
        elif self.copies:
            self._skip_clean_copy(index, end)

    def _skip_clean_copy(self, row: int, end: int) -> None:
        """When node ``row`` is a replayed copy of a node whose inside was found clean by class-only readings (see
        the class' docstring): its inner nodes, fields, USEs and NULLs are passed over."""
        copies, run = self.copies, self.copy_run
        while run < len(copies) and copies[run][0] + copies[run][1] * copies[run][2] <= row:
            run += 1
        self.copy_run = run
        if run == len(copies):
            return
        first, size, _, original, first_field, field_count, original_field = copies[run]
        if row < first or (row - first) % size:
            return  # (not a copy's own row)
        read_starts = self.read_starts
        at = bisect.bisect_left(read_starts, self.node_starts[original])
        if at < len(read_starts) and read_starts[at] < self.node_ends[original]:
            return  # something in the original was read from its tokens or found
        # (the original's unknown fields, at the copy's own fields)
        copy_field = first_field + (row - first) // size * field_count
        unknown_rows, unknown_found = self.unknown_rows, self.unknown_found
        at = bisect.bisect_left(unknown_rows, original_field)
        while at < len(unknown_rows) and unknown_rows[at] < original_field + field_count:
            owner_row, name_size, message = unknown_found[unknown_rows[at]]
            self._unknown_field(row + owner_row - original, copy_field + unknown_rows[at] - original_field, name_size,
                                message)
            at += 1
        self.node_index = row + size
        self.next_node = self.node_starts[row + size] if row + size < self.node_count else _INFINITY
        others = self.others
        if others and self.next_other < end:
            self.other_index = bisect.bisect_left(others, end, self.other_index, key=_FIRST)
            self.next_other = others[self.other_index][0] if self.other_index < len(others) else _INFINITY
        self.skip_until = end

    def _next_other(self) -> None:
        start, kind, row = self.others[self.other_index]
        self.other_index += 1
        self.next_other = self.others[self.other_index][0] if self.other_index < len(self.others) else _INFINITY
        top = self._owner_at(start)
        if top is None or top.erroneous or top.fields_end > start:
            return  # in an erroneous node (judged from the tree) or in a field's value
        self.read_starts.append(start)
        if kind == _NULL_ITEM:
            child = tree_pass.node_at(self.root, start, self.items.null_ends[row], kinds.NULL)
        else:
            name = tree_pass.node_at(self.root, start, self.items.use_ends[row], kinds.USE_NAME)
            child = name.parent if name is not None else None
        if child is not None:
            _stray_findings(top.start, child, top.model, self.source, self.out)

    def _field(self, owner: _OpenNode, field_row: int, field_start: int, field_end: int) -> None:
        """A field of a clean built-in node: fine when its value has a common shape, else read token by token."""
        source = self.source
        match = _NAME.match(source, field_start)
        if match is not None:
            info = owner.infos.get(match.group())  # type: ignore[union-attr]
            name_end = match.end()
            if info is None:
                if owner.model.is_proto:  # type: ignore[union-attr]
                    return  # a PROTO parameter: proto_rules.unknown_parameters has Webots' words for it
                name = match.group().decode("utf-8", "replace")
                message = f"Skipped unknown '{name}' field in {owner.model.name} node"  # type: ignore[union-attr]
                message += node_history.removal_note(owner.model.name, name, self.version)  # type: ignore[union-attr]
                self._unknown_field(owner.row, field_row, name_end - field_start, message)
                return
            if self._value_fits(info, name_end, field_end):
                return
        self.read_starts.append(field_start)
        field = tree_pass.node_at(self.root, field_start, field_end, kinds.FIELD)
        if field is None:
            return
        if match is None:
            field_model = _unnamed_field(owner.start, field, owner.model, source, self.out, self.version)  # type: ignore[arg-type]
            if field_model is None:
                return
        else:
            field_model = info[0]
        _slow_value_findings(owner.start, field, owner.model, field_model, self.version, source, self.out,  # type: ignore[arg-type]
                             self.node_types)

    def _unknown_field(self, owner_row: int, field_row: int, name_size: int, message: str) -> None:
        """An unknown field read from its name (a copy of it gives the same message: names are not masked)."""
        field_start = self.items.field_starts[field_row]
        finding = codes.UNKNOWN_FIELD.at(Span(field_start, field_start + name_size), message)
        self.out["unknown_fields"].append(((self.node_starts[owner_row], field_start, 0), finding))
        self.unknown_rows.append(field_row)
        self.unknown_found[field_row] = (owner_row, name_size, message)

    def _value_fits(self, info: tuple, name_end: int, field_end: int) -> bool:
        """The value from ``name_end`` to ``field_end`` has a common shape that surely fits (``value_text``)."""
        source = self.source
        code = info[1]
        if code == _NUMERIC:
            if plain_numbers_fit(source, name_end, field_end, info[2], info[4]):
                return True
            return info[3] and _numbers_fit(source, name_end, field_end, info[0].type)
        if code == _NODE_VALUE:
            value_start = _SEPARATORS.match(source, name_end).end()  # type: ignore[union-attr]
            if value_start == self.next_node and self.node_ends[self.node_index] == field_end:
                return True  # one node
            return self._other_node_value_ok(info[0].type, value_start, field_end, self.node_index)
        if code == _BOOL_VALUE:
            text = source[name_end:field_end].strip()
            return text == b"TRUE" or text == b"FALSE"
        if code == _STRING_VALUE:
            text = source[name_end:field_end].strip()
            return _PLAIN_STRING.fullmatch(text) is not None or (info[3] and _STRING_LIST.fullmatch(text) is not None)
        return False

    def _open_node(self, node: Node | None, start: int, end: int, erroneous: bool) -> tuple[NodeModel | None, dict | None]:
        """The node's built-in model and its field infos (None for a PROTO instance or a template-made type);
        (deprecated names: ``deprecated_nodes``)."""
        source = self.source
        type_span = None if erroneous else node_head_type(source, start)
        if type_span is not None:
            type_bytes = source[type_span[0] : type_span[1]]
            model, infos, _ = self.type_info(type_bytes)
            return model, infos
        self.read_starts.append(start)
        if node is None:
            node = tree_pass.node_at(self.root, start, end, kinds.NODE)
        if node is None or node.child_by_field_name(Child.TYPE) is None:
            return None, None
        model = built_in_model(node, source, self.node_types)
        return model, (self.node_types.field_infos(model) if model is not None else None)

    # ------------------------------------------------------------------------------------------ fast paths

    def _other_node_value_ok(self, field_type: str, value_start: int, end: int, node_index: int) -> bool:
        """NULL, ``USE name`` or a list of nodes, USEs and NULLs for an MFNode field."""
        source = self.source
        first = source[value_start : value_start + 1]
        if first == b"N":
            return source[value_start:end] == b"NULL"
        if first == b"U":
            return _USE_VALUE.fullmatch(source, value_start, end) is not None
        if first == b"[" and field_type == "MFNode":
            return self._node_list_ok(value_start, end, node_index)
        return False

    def _node_list_ok(self, start: int, end: int, index: int) -> bool:
        """``[ ... ]`` from ``start`` to ``end`` holds only nodes, USEs and NULLs; ``index``: the first node after it."""
        source = self.source
        if source[end - 1 : end] != b"]":
            return False
        starts, ends, count = self.node_starts, self.node_ends, self.node_count
        position = start + 1
        while index < count and starts[index] < end:
            if _NODE_LIST_GAP.fullmatch(source, position, starts[index]) is None:
                return False
            position = ends[index]
            index = bisect.bisect_left(starts, position, index)
        return _NODE_LIST_GAP.fullmatch(source, position, end - 1) is not None

    # ------------------------------------------------------------------------------------------ slow paths

    def _erroneous_node(self, node: Node, start: int, model: NodeModel | None) -> None:
        """A node holding a syntax error: its body children read from the tree, as each rule did."""
        source, out = self.source, self.out
        for child in _body_children(node):
            kind = child.type
            if kind in kinds.NODE_ITEMS:
                if self.judge_strays:
                    _stray_findings(start, child, model, source, out)
            elif model is None:
                continue
            elif kind == kinds.HIDDEN_FIELD:
                _unknown_hidden(start, child, model, source, out, self.version)
            elif kind == kinds.FIELD:
                field_model = _unnamed_field(start, child, model, source, out, self.version)
                if field_model is not None:
                    _slow_value_findings(start, child, model, field_model, self.version, source, out, self.node_types)


def _sorted_findings(keyed: list[tuple[tuple, Finding]]) -> list[Finding]:
    keyed.sort(key=lambda pair: pair[0])
    return [finding for _, finding in keyed]


class ValueRule(NamedTuple):
    """A rule on the value of a field of a built-in node, plugged into the shared pass: ``check(field, model,
    field_model, version, source)`` gets each field whose value the pass could not judge from its text (not of a
    common shape that surely fits, ``value_text``; a restricted PROTO parameter never does) and returns its findings. The pass gives the rest no look: a value
    rule finds problems in values that do not fit their field's type (or their shape's fast path)."""

    name: str
    check: Callable[..., list[Finding]]
    codes: tuple[codes.DiagnosticCode, ...]
    with_types: bool = False  # True: ``check`` also takes the file's ``NodeTypes`` (last argument)


def field_non_integers(field: Node, model: NodeModel, field_model: FieldModel, version, source: bytes) -> list[Finding]:
    """The value rule ``non_integer_values`` on one field (``codes`` names it)."""
    if field_model.type not in _INT_TYPES:
        return []
    return list(_non_integers(field, field_model.name, field_model.type, source))


def field_value_shapes(field: Node, model: NodeModel, field_model: FieldModel, version, source: bytes) -> list[Finding]:
    """The value rule ``value_shapes`` on one field (``codes`` names it)."""
    return _field_shape(field, model, field_model, version, source)


# The value rules, in registry order (``codes.value_rule`` entries: the check is named there, with its codes).
VALUE_RULES: tuple[ValueRule, ...] = tuple(
    ValueRule(entry.name, codes.resolve(entry.function), entry.codes, entry.with_types)
    for entry in codes.REGISTRY if entry.reads == "value"
)
# The rules the sweep of the shared pass gives findings for (``_sweep``) besides the value rules.
OTHER_SWEEP_RULES = ("unknown_fields", "stray_values")


class _Keyed(dict):
    """Findings per sweep rule: (sort key, finding) pairs, the keys reproducing the order of the rule-by-rule
    implementation."""

    def __init__(self) -> None:
        super().__init__((name, []) for name in (*(rule.name for rule in VALUE_RULES), *OTHER_SWEEP_RULES))


def _unnamed_field(
    owner_start: int, field: Node, model: NodeModel, source: bytes, out: _Keyed, version
) -> FieldModel | None:
    """The model of a field whose name is read from the tree; an unknown name is reported."""
    name_node = field.child_by_field_name(Child.NAME)
    if name_node is None or name_node.is_missing or name_node.child_count:
        return None  # (a name made by a template: only rendering knows which field it is)
    name = node_text(source, name_node)
    field_model = model.field(name)
    if field_model is None and not model.is_proto:  # a PROTO parameter: proto_rules.unknown_parameters
        message = f"Skipped unknown '{name}' field in {model.name} node"
        message += node_history.removal_note(model.name, name, version)
        span = Span(name_node.start_byte, name_node.end_byte)
        out["unknown_fields"].append(((owner_start, field.start_byte, 0), codes.UNKNOWN_FIELD.at(span, message)))
    return field_model


def _slow_value_findings(
    owner_start: int, field: Node, model: NodeModel, field_model: FieldModel, version, source: bytes, out: _Keyed,
    node_types: NodeTypes,
) -> None:
    """A field value read token by token, by every value rule."""
    for rule in VALUE_RULES:
        keyed = out[rule.name]
        arguments = (field, model, field_model, version, source, node_types)
        for finding in rule.check(*(arguments if rule.with_types else arguments[:5])):
            keyed.append(((finding.span.start, owner_start, field.start_byte), finding))


def _unknown_hidden(owner_start: int, hidden: Node, model: NodeModel, source: bytes, out: _Keyed, version) -> None:
    name_node = hidden.child(0)  # `hidden` is read as a field name in a built-in node
    if name_node is None or name_node.is_missing or model.is_proto:  # PROTO instances take hidden fields
        return
    name = node_text(source, name_node)
    if model.field(name) is None:
        message = f"Skipped unknown '{name}' field in {model.name} node"
        message += node_history.removal_note(model.name, name, version)
        span = Span(name_node.start_byte, name_node.end_byte)
        out["unknown_fields"].append(((owner_start, hidden.start_byte, 0), codes.UNKNOWN_FIELD.at(span, message)))


def _stray_findings(owner_start: int, child: Node, model: NodeModel | None, source: bytes, out: _Keyed) -> None:
    """A node, USE or NULL written directly in the body of a node (an open clean one)."""
    expected = _NEXT_FIELD if model is not None else _NEXT_PARAMETER
    for number, finding in enumerate(_stray_child(child, model, expected, source)):
        out["stray_values"].append(((owner_start, child.start_byte, number), finding))


def _declarations(captured: TreeCaptures, source: bytes, out: _Keyed) -> None:
    for declaration in captured.get("declaration"):
        key = (float("inf"), declaration.start_byte)
        for finding in _check_declaration(declaration, source):
            out["value_shapes"].append(((finding.span.start, *key), finding))
        type_node = declaration.child_by_field_name(Child.TYPE)
        name_node = declaration.child_by_field_name(Child.NAME)
        field_type = node_text(source, type_node) if type_node is not None else ""
        if name_node is not None and field_type in _INT_TYPES:
            for finding in _non_integers(declaration, node_text(source, name_node), field_type, source):
                out["non_integer_values"].append(((finding.span.start, *key), finding))


def _sweep(tree: Tree, source: bytes, file_pass: TreeCaptures | None) -> dict[str, list[Finding]]:
    """The findings of the sweep's rules, computed once per pass (``prepare``; none given: a pass of their own)."""
    return prepare(file_pass or tree_captures(tree, source))


def _sweep_findings(
    captured: TreeCaptures, tree: Tree, source: bytes, should_stop: ShouldStop = None, reuse_copies: bool = True,
) -> dict[str, list[Finding]]:
    """The sweep's findings over the pass' items (the whole file) and the PROTO declarations'; ``reuse_copies``:
    clean copies are not judged again (``_Sweep``; tests compare with False)."""
    out = _Keyed()
    version = _file_version(tree, source)
    _Sweep(captured, source, out, version, captured.node_types, should_stop, reuse_copies)
    _declarations(captured, source, out)
    if captured.get("template"):
        out["stray_values"] = []  # (see ``stray_values``)
    return {name: _sorted_findings(keyed) for name, keyed in out.items()}


def sweep_rule(name: str) -> Callable[..., list[Finding]]:
    """The ``(tree, source, file_pass=None)`` rule function of the sweep rule ``name`` (a value rule or one of
    OTHER_SWEEP_RULES)."""

    def rule(tree: Tree, source: bytes, file_pass: TreeCaptures | None = None) -> list[Finding]:
        return list(_sweep(tree, source, file_pass)[name])

    rule.__name__ = rule.__qualname__ = name
    return rule


def _field_shape(child: Node, model: NodeModel, field_model: FieldModel, version, source: bytes) -> list[Finding]:
    """``value_shapes`` for one field of a built-in node, read token by token."""
    if model.name == "WorldInfo" and field_model.name == "gravity" and version is not None and version < (2020, 1, 0):
        legacy_finding = _legacy_gravity(child, source)
        if legacy_finding is not None:
            return [legacy_finding]
    items = _value_items(child, _value_start(child))
    if items is None:
        return []
    legacy = _NO_LEGACY
    if model.name == "ImageTexture" and field_model.name == "filtering" and version is not None and version < (8, 6, 0):
        legacy = _Legacy(boolean_filtering=True)
    value = _Value(items, _token_after(child, source), _NEXT_FIELD)
    # IS is consumed in any file (WbParser::parseField); is_outside_proto reports it outside .proto files
    result = _check_value(value, field_model.type, source, allow_is=True, legacy=legacy)
    if result and field_model.legacy_types and result[0].severity == "error":
        result = _legacy_type(result[0], value, field_model, model.name, source)
    return result


def value_shapes(tree: Tree, source: bytes, file_pass: TreeCaptures | None = None) -> list[Finding]:
    """Values that do not fit their field type (``WbParser::parseFieldValue`` / ``parseSingleFieldValue``).

    Fields of built-in nodes and defaults and restrictions of PROTO field declarations. Reports e.g.
    ``Expected floating point value, found 'castShadows'`` on the token after a too-short SFVec3f, and
    ``Expected field name or '}', found '1'`` on a surplus number.
    """
    return list(_sweep(tree, source, file_pass)["value_shapes"])


def _check_declaration(declaration: Node, source: bytes) -> list[Finding]:
    type_node = declaration.child_by_field_name(Child.TYPE)
    if type_node is None or type_node.is_missing:
        return []
    field_type = node_text(source, type_node)
    if "SF" + field_type[2:] not in _EXPECTED:
        return []  # no type (MISSING) or a broken one: the grammar reports it
    findings: list[Finding] = []
    restrictions = declaration.child_by_field_name(Child.RESTRICTIONS)
    if restrictions is not None:
        parts = _sequence_children(restrictions)
        if parts is not None:
            # WbParser::parseFieldAcceptedValues: values of the element type until '}'
            findings.extend(_check_sequence(parts[0], parts[1], "SF" + field_type[2:], source) or [])
    items = _value_items(declaration, _value_start(declaration))
    if items is not None:
        value = _Value(items, _token_after(declaration, source), _NEXT_DECLARATION)
        # a declaration's default is read with parseFieldValue: `IS` is not a value there
        findings.extend(_check_value(value, field_type, source, allow_is=False, legacy=_NO_LEGACY))
    return findings


def non_integer_values(tree: Tree, source: bytes, file_pass: TreeCaptures | None = None) -> list[Finding]:
    """SFInt32/MFInt32 numbers that are not integers (``WbParser::parseInt`` accepts any number).

    Webots reads them with ``QString::toInt()`` without an ok-check (``WbSFInt::readSFInt``), so ``1.5`` becomes 0.
    Webots prints nothing: this warning text is ours.
    """
    return list(_sweep(tree, source, file_pass)["non_integer_values"])


def _non_integers(owner: Node, field_name: str, field_type: str, source: bytes) -> Iterator[Finding]:
    def chunks(container: Node) -> Iterator[Node]:
        for child in container.children:
            if child.type == kinds.NUMBERS:
                yield child
            elif child.type in (kinds.LIST, kinds.RESTRICTIONS):
                yield from (grandchild for grandchild in child.children if grandchild.type == kinds.NUMBERS)

    for chunk in chunks(owner):
        if not _NOT_SURELY_INT.search(source, chunk.start_byte, chunk.end_byte):
            continue  # fast path: short runs of digits and signs only
        for token in _number_tokens(chunk, source):
            if not _is_int32(token.text):
                message = f"'{token.text}' is not a 32-bit integer: Webots reads it as 0 in the {field_type} field '{field_name}'"
                yield codes.NON_INTEGER.at(token.span, message)


def _is_int32(text: str) -> bool:
    return bool(_INTEGER.fullmatch(text)) and -(2**31) <= int(text) < 2**31


def unknown_fields(tree: Tree, source: bytes, file_pass: TreeCaptures | None = None) -> list[Finding]:
    """``Skipped unknown '%1' field in %2 node`` (``WbParser::parseField``): a field a built-in node does not have.

    Webots skips the field and goes on, so this is a warning. Nodes of a body holding an inactive template branch
    are judged too: the visible text is the first branch plus the shared tail, which is one possible generation.
    """
    return list(_sweep(tree, source, file_pass)["unknown_fields"])


def stray_values(tree: Tree, source: bytes, file_pass: TreeCaptures | None = None) -> list[Finding]:
    """A node, ``USE`` or ``NULL`` where a field name is expected (``WbParser::parseField`` / ``parseParameter``).

    The grammar accepts them in a node body because template branches can supply alternative values
    (``geometry %< if (a) { >% Box {} %< } else { >% Sphere {} %< } >%``), so files holding templates are left alone.
    Webots reads ``Shape {`` as an unknown field ``Shape`` (``Skipped unknown 'Shape' field in Solid node``) and then
    stops at the ``{``: ``Expected field name or '}', found '{'``; ``DEF``, ``USE`` and ``NULL`` are keywords, reported
    as found. In a PROTO instance Webots expects a parameter name instead.
    """
    return list(_sweep(tree, source, file_pass)["stray_values"])


def _stray_child(child: Node, model: NodeModel | None, expected: str, source: bytes) -> list[Finding]:
    token = _first_token(child, source)
    if token is None:
        return []
    if child.type == kinds.NODE and token.text != "DEF":
        body = child.child_by_field_name(Child.BODY)
        opening = body.child(0) if body is not None else None
        if opening is None or opening.type != "{":
            return []
        findings = []
        if model is not None and token.text:  # no text: a MISSING type (`USE A {}`), only the `{` is read
            message = f"Skipped unknown '{token.text}' field in {model.name} node"
            findings.append(codes.STRAY_VALUE.at(token.span, message, severity="warning"))
        brace = _Token("punctuation", "{", opening.start_byte, opening.end_byte)
        findings.append(_stray(brace, expected))
        return findings
    return [_stray(_Token("keyword", token.text, token.start, token.end), expected)]


def _stray(token: _Token, expected: str) -> Finding:
    finding = _unexpected(token, expected)
    return codes.STRAY_VALUE.at(finding.span, finding.message)


def prepare(file_pass: TreeCaptures, should_stop: ShouldStop = None) -> dict[str, list[Finding]]:
    """The sweep's findings of ``file_pass`` (by rule name), made now, cancellably, and kept with the pass (the rules
    given it then only read them)."""
    results = file_pass.extra.get("schema")
    if results is None:
        results = file_pass.extra["schema"] = _sweep_findings(file_pass, file_pass.tree, file_pass.source, should_stop)
    return results


__all__ = [
    "built_in_model",
    "field_non_integers",
    "field_value_shapes",
    "non_integer_values",
    "stray_values",
    "unknown_fields",
    "value_shapes",
]
