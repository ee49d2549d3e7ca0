"""Formatting: the layout Webots' own writer gives a world, as the smallest edits of the document's whitespace and
numbers.

Webots' writer (``WbWorld::saveAs``, ``WbNode::write``, ``WbField::write``, ``WbMultipleValue::write``,
``WbWriter::writeMFSeparator``):
- the header line, then one blank line (R2023b and later; R2022b and R2023a only when ``EXTERNPROTO`` lines
  follow), the ``EXTERNPROTO`` lines, one blank line; before R2022b the nodes follow the header directly. Each top-level node ends with a line break.
- ``DEF N Type {``, one field per line indented two spaces more, ``}`` at the node's indentation (``Type {`` then
  ``}`` when no field is written); ``USE N``; ``NULL``.
- ``name value``; an MF value is ``[]`` when empty, else ``[``, items, ``]`` on its own line. Items go one per
  line, except that with more than 25 items all go on one line separated by ``, `` (``smallSeparator``), and
  MFInt32/MFFloat put ten per line (``WbMFInt::smallSeparator``, ``WbMFDouble::smallSeparator``). MFString and
  MFNode items always go one per line.
- numbers as ``WbPrecision::doubleToString(DOUBLE_MAX)``: the shortest of ``%.15g``, ``%.16g``, ``%.17g`` that
  reads back as the same double. (Webots writes colors at float precision, ``FLOAT_MAX``; the formatter never
  rounds a value, so a color written with more digits keeps them.)

Webots drops comments; the formatter keeps them (never drops user text): a comment on its own line stays on its own
line at the indentation of what surrounds it, a comment after a token stays after it, and what follows it starts a
new line. Strings are kept as written (their escapes carry meaning).

Never changes meaning: only whitespace and commas between tokens change, and numbers are rewritten only to a text
that reads back as the same double, and as the same integer where an integer may be read (``WbSFInt::readSFInt``
reads ``1.0`` as 0, so ``1.0`` becomes ``1`` only in a field known to hold floats). Values whose layout cannot be
decided without changing them are left as written: a number list whose type is unknown (an unresolved PROTO's
parameter) or with comments between its numbers, and a PROTO's interface (Webots never writes one).

Refused (``FormattingRefused``): a document with syntax errors, and one with template code (``%< >%``, ``%{ }%``:
the text Webots parses is what the template prints, which a static formatter cannot see).

Cost: one walk of the tree; the numbers of a value are split and joined as one run (bytes, in C), each number read
as a double only when it is not already in Webots' form.
"""

from __future__ import annotations

import math
import operator
import re
from collections.abc import Iterator
from itertools import compress
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Context, Decimal

import tree_sitter

from ..analysis.node_models import NodeModel
from ..analysis.node_types import BUILT_INS, NodeTypes
from ..analysis.spans import Span
from ..snapshot import FileSnapshot
from ..syntax import kinds
from ..syntax.kinds import Child
from ..syntax.parser import parse

MAX_DEPTH = 400  # nesting levels: deeper, the indentation alone grows the text quadratically


class FormattingRefused(Exception):
    """The document cannot be formatted; ``message`` says why, in words for the user."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True, slots=True)
class TextEdit:
    span: Span  # bytes of the document replaced
    text: str


def format_document(snapshot: FileSnapshot, start: int = 0, end: int | None = None) -> list[TextEdit]:
    """The edits that give the document Webots' layout; with ``start``/``end`` only those inside that byte range
    (range formatting). Raises ``FormattingRefused``."""
    return format_tree(snapshot.tree, snapshot.source, snapshot.node_types, start, end)


def format_tree(
    tree: tree_sitter.Tree, source: bytes, node_types: NodeTypes = BUILT_INS, start: int = 0, end: int | None = None
) -> list[TextEdit]:
    """``format_document`` on a tree and its source (field types from ``node_types``)."""
    edits = _Formatter(tree, source, node_types).run()
    if edits and parse(apply_edits(source, edits)).root_node.has_error:
        # valid text the grammar misreads (a grammar defect): better no formatting than a false syntax error
        raise FormattingRefused("The formatted text would not parse back cleanly: the document was not formatted.")
    if start == 0 and end is None:
        return edits
    end = len(source) if end is None else end
    return [edit for edit in edits if start <= edit.span.start and edit.span.end <= end]


def formatted_text(snapshot: FileSnapshot) -> bytes:
    """The whole formatted document (the edits applied)."""
    return apply_edits(snapshot.source, format_document(snapshot))


def apply_edits(source: bytes, edits: list[TextEdit]) -> bytes:
    parts, at = [], 0
    for edit in edits:  # in document order, not overlapping
        parts += (source[at : edit.span.start], edit.text.encode("utf-8"))
        at = edit.span.end
    parts.append(source[at:])
    return b"".join(parts)


# -- numbers: WbPrecision::doubleToString(DOUBLE_MAX) ---------------------------------------------------------------
FLOAT, INT, UNKNOWN = "float", "int", "unknown"  # how a number may be read: toDouble, toInt, either

_INT_TEXT = re.compile(rb"[+-]?[0-9]+\Z")
# already Webots' text: no '+', no leading zero, no trailing fractional zero, at most 15 significant digits, and a
# magnitude %g writes without exponent (first significant digit from 1e-4 to 1e14)
_PLAIN_FLOAT = re.compile(rb"-?(?:[1-9][0-9]{0,14}\.[0-9]*[1-9]|0\.0{0,3}[1-9](?:[0-9]*[1-9])?)\Z")
_PLAIN_INT = re.compile(rb"(?:-?[1-9][0-9]{0,8}|0)\Z")


def double_text(value: float) -> str:
    """``WbPrecision::doubleToString(value, DOUBLE_MAX)``: the first of 15, 16, 17 significant digits that reads
    back as ``value``."""
    for digits in (15, 16, 17):
        text = qt_g(value, digits)
        if float(text) == value:
            return text
    return repr(value)


def qt_g(value: float, digits: int) -> str:
    """Qt's ``QString::number(value, 'g', digits)``: C's ``%g``, except that a value exactly halfway between two
    roundings is rounded up (Qt's double-conversion), where C rounds to even: 2^-25 at 17 digits is
    ``2.9802322387695313e-08`` for Qt, ``...312e-08`` for C."""
    if value == 0:
        return "-0" if math.copysign(1.0, value) < 0 else "0"
    rounded = Context(prec=digits, rounding=ROUND_HALF_UP).plus(Decimal(value))
    sign, digit_tuple, _ = rounded.as_tuple()
    figures = "".join(map(str, digit_tuple)).rstrip("0")
    exponent = rounded.adjusted()
    if -4 <= exponent < digits:
        if exponent >= 0:
            whole, fraction = figures[: exponent + 1].ljust(exponent + 1, "0"), figures[exponent + 1 :]
        else:
            whole, fraction = "0", "0" * (-exponent - 1) + figures
        text = whole + ("." + fraction if fraction else "")
    else:
        text = figures[0] + ("." + figures[1:] if len(figures) > 1 else "") + "e%s%02d" % ("-+"[exponent >= 0], abs(exponent))
    return ("-" if sign else "") + text


def number_text(text: bytes, reading: str) -> bytes:
    """The text Webots writes for the number ``text`` of a field read as ``reading``, or ``text`` itself when a
    rewrite could change what is read."""
    if _PLAIN_INT.match(text) or (_PLAIN_FLOAT.match(text) and len(text.replace(b".", b"").lstrip(b"-0")) <= 15):
        return text
    if _INT_TEXT.match(text):
        number = int(text)
        if reading != FLOAT:  # toInt: keep a "-0" (a double -0 where a double is read) and what overflows an int
            return text if (number == 0 and text.startswith(b"-")) or abs(number) >= 2**31 else b"%d" % number
        return double_text(float(text)).encode()
    value = float(text)
    if reading == INT or not math.isfinite(value):
        return text
    rewritten = double_text(value).encode()
    if reading == UNKNOWN and _INT_TEXT.match(rewritten):  # "1.0" -> "1" would be read as 1, not 0, by toInt
        return text
    return rewritten


_NUMBER_READING = {
    "SFInt32": INT, "MFInt32": INT, "SFFloat": FLOAT, "MFFloat": FLOAT, "SFVec2f": FLOAT, "MFVec2f": FLOAT,
    "SFVec3f": FLOAT, "MFVec3f": FLOAT, "SFColor": FLOAT, "MFColor": FLOAT, "SFRotation": FLOAT, "MFRotation": FLOAT,
}
_ITEM_SIZE = {"MFInt32": 1, "MFFloat": 1, "MFVec2f": 2, "MFVec3f": 3, "MFColor": 3, "MFRotation": 4}
_TEN_PER_LINE = frozenset({"MFInt32", "MFFloat"})  # WbMFInt / WbMFDouble::smallSeparator
_SMALL_SEPARATOR_FROM = 26  # WbMultipleValue::smallSeparator: size() > 25


# a number in Webots' form for any reading (see _PLAIN_INT, _PLAIN_FLOAT, at most 15 significant digits; exponents
# where %g writes them: below 1e-4, from 1e15): checked by the regex engine, so that a mesh already in Webots' form
# costs no Python call per number
def _in_form_pattern(end: bytes) -> bytes:
    return (
        rb"-?(?:[1-9][0-9]{0,8}|0)(?=%s)"
        rb"|-?(?=[0-9.]{3,16}%s)(?:[1-9][0-9]*\.[0-9]*[1-9]|0\.0{0,3}[1-9](?:[0-9]*[1-9])?)"
        rb"|-?[1-9](?:\.[0-9]{0,13}[1-9])?e(?:-0[5-9]|-[1-9][0-9]|-[12][0-9]{2}|\+1[5-9]|\+[2-9][0-9]|\+[12][0-9]{2})"
    ) % (b"(?:" + end + b")", b"(?:" + end + b")")


_NUMBER_IN_FORM = re.compile(_in_form_pattern(rb"\Z"))
_RUN_IN_FORM = re.compile(rb"(?:%s)(?: (?:%s))*" % ((_in_form_pattern(rb" |\Z"),) * 2))


def _numbers_of(source: bytes, first, last, reading: str, cache: dict) -> list[bytes]:
    words = source[first.start_byte : last.end_byte].replace(b",", b" ").split()
    if _RUN_IN_FORM.fullmatch(b" ".join(words)):  # one regex pass: the usual case
        return words
    in_form = list(map(_NUMBER_IN_FORM.fullmatch, words))
    if all(in_form):
        return words
    out = list(words)
    for index in compress(range(len(words)), map(operator.not_, in_form)):
        word = words[index]
        text = cache.get(word)
        if text is None:
            text = cache[word] = number_text(word, reading)
        out[index] = text
    return out


def _list_layout(items: list[bytes], field_type: str | None, newline: bytes, comma: bytes = b", ") -> bytes:
    """Items after ``[``, each preceded by its separator (``WbWriter::writeMFSeparator``)."""
    if len(items) >= _SMALL_SEPARATOR_FROM:
        return newline + comma.join(items)
    if field_type in _TEN_PER_LINE:
        return b"".join((newline if index % 10 == 0 else comma) + item for index, item in enumerate(items))
    return b"".join(newline + item for item in items)


# -- the walk -------------------------------------------------------------------------------------------------------
_VALUE_ITEMS = frozenset({kinds.NODE, kinds.USE_NODE, kinds.NULL})
_HIDDEN_READING = FLOAT  # hidden translation_/rotation_/position_/...Velocity_ parameters hold floats


class _Formatter:
    """Emits every token of the tree in order with the whitespace before it; records an edit where the document's
    whitespace (or a number's text) differs. Nesting is walked with generators on an explicit stack."""

    def __init__(self, tree: tree_sitter.Tree, source: bytes, node_types: NodeTypes) -> None:
        self.source, self.tree, self.node_types = source, tree, node_types
        self.numbers_cache: dict[str, dict[bytes, bytes]] = {FLOAT: {}, INT: {}, UNKNOWN: {}}
        first_line_end = self.source.find(b"\n")
        self.newline = b"\r\n" if first_line_end > 0 and self.source[first_line_end - 1] == 13 else b"\n"
        self.indents: list[bytes] = []
        self.at = 0  # end of the last token written
        self.written = False
        self.after_comment = False
        self.edits: list[TextEdit] = []

    # -- output ---------------------------------------------------------------------------------------------------
    def line(self, level: int) -> bytes:
        if level > MAX_DEPTH:
            raise FormattingRefused(f"The document nests nodes more than {MAX_DEPTH} levels deep: not formatted.")
        while len(self.indents) <= level:
            self.indents.append(self.newline + b"  " * len(self.indents))
        return self.indents[level]

    def put(self, start: int, end: int, before: bytes | None, level: int, text: bytes | None = None) -> None:
        """The token ``[start, end)`` (written as ``text`` if given) preceded by ``before`` (None: as written);
        after a comment a line break at ``level`` comes first."""
        if start == self.at and self.written and _glued(self.source, start):
            raise FormattingRefused(_glued_message(self.source, start))
        if before is None:
            before = self.source[self.at : start]
        if self.after_comment and b"\n" not in before:
            before = self.line(level)
        if not self.written:  # as written: a blank before a header line makes it no header (an error for Webots)
            before = self.source[:start]
        if self.source[self.at : start] != before:
            self.edits.append(TextEdit(Span(self.at, start), before.decode("utf-8")))
        if text is not None and self.source[start:end] != text:
            self.edits.append(TextEdit(Span(start, end), text.decode("utf-8")))
        self.at, self.written, self.after_comment = end, True, False

    def token(self, node, before: bytes | None, level: int) -> None:
        self.put(node.start_byte, node.end_byte, before, level)

    def comment(self, node, level: int) -> None:
        """On its own line if it was, else after the previous token; the next token starts a new line."""
        text = self.source[node.start_byte : node.end_byte]
        end = node.start_byte + len(text.rstrip())
        own_line = b"\n" in self.source[self.at : node.start_byte]
        self.put(node.start_byte, end, self.line(level) if own_line else b" ", level)
        self.after_comment = True

    # -- driver ---------------------------------------------------------------------------------------------------
    def run(self) -> list[TextEdit]:
        root = self.tree.root_node
        if root.has_error:
            raise FormattingRefused(_syntax_error_message(root))
        stack: list[Iterator] = [self.source_file(root)]
        while stack:
            child = next(stack[-1], None)
            if child is None:
                stack.pop()
            else:
                stack.append(child)
        if self.written:
            self.put(len(self.source), len(self.source), self.newline, 0)  # one line break ends the file
        return self.edits

    def refuse_template(self, node) -> None:
        if node.type in kinds.TEMPLATE_KINDS:
            raise FormattingRefused(
                "Formatting leaves files with template code (%< >%, %{ }%) alone: Webots parses the text the "
                "template prints, which only running it shows."
            )

    # -- top level ------------------------------------------------------------------------------------------------
    def source_file(self, root) -> Iterator:
        blank_after_header = False
        previous = None  # kind of the previous top-level item
        for child in root.children:
            kind = child.type
            self.refuse_template(child)
            if kind == kinds.HEADER:
                blank_after_header, previous = self.header(child)
                continue
            if kind == kinds.COMMENT and b"\n" not in self.source[self.at : child.start_byte] and self.written:
                self.comment(child, 0)
                continue
            before = self.top_separator(previous, kind, blank_after_header)
            if kind == kinds.COMMENT:
                self.put(child.start_byte, child.start_byte + len(_text(self.source, child).rstrip()), before, 0)
                self.after_comment = True
            elif kind == kinds.EXTERN_PROTO:
                self.extern_proto(child, before)
            elif kind == kinds.PROTO:
                yield self.proto(child, before)
            else:
                yield self.value(child, before, 0)
            previous = kind

    def top_separator(self, previous: str | None, kind: str, blank_after_header: bool) -> bytes:
        """``WbWorld::saveAs``: a blank line after the header (see ``blank_after_header``) and after the last
        ``EXTERNPROTO``."""
        newline = self.newline
        if previous == kinds.HEADER:  # a comment right under the header would join it (WbTokenizer::readFileInfo)
            return newline * 2 if blank_after_header or kind == kinds.COMMENT else newline
        if previous == kinds.EXTERN_PROTO and kind != kinds.EXTERN_PROTO:
            return newline * 2
        return newline

    def header(self, header) -> tuple[bool, str]:
        """The version line and info lines as written (trailing blanks dropped); whether a blank line follows, and
        the kind of the header's last line (the grammar takes ``#`` lines after a comment under the header for info
        lines, where Webots ends the block at the blank line before that comment: they are comments)."""
        last = kinds.HEADER
        for line in header.named_children:
            text = _text(self.source, line)
            # a comment that is not an info line stays out of the '#' block under a blank line
            before = self.newline * 2 if line.type == kinds.COMMENT and last != kinds.COMMENT else self.newline
            self.put(line.start_byte, line.start_byte + len(text.rstrip()), before, 0)
            last = kinds.COMMENT if line.type == kinds.COMMENT or last == kinds.COMMENT else kinds.HEADER
        return self.blank_after_header(header), last

    def blank_after_header(self, header) -> bool:
        items = {child.type for child in header.parent.children}
        if kinds.PROTO in items:
            return True  # PROTO files: the header block, a blank line (Webots' own PROTOs)
        version = re.match(rb"#[ \t]*VRML_SIM R(\d{4}[a-z])", _text(self.source, header))
        if version is None or version.group(1) < b"2022b":
            return False
        # R2023b and later always write it; R2022b and R2023a only before EXTERNPROTO lines (as their worlds show)
        return version.group(1) >= b"2023b" or kinds.EXTERN_PROTO in items

    def extern_proto(self, node, before: bytes) -> None:
        for index, child in enumerate(node.children):
            if child.type == kinds.COMMENT:
                self.comment(child, 1)
            else:
                self.token(child, before if index == 0 else b" ", 1)

    def proto(self, proto, before: bytes) -> Iterator:
        """``PROTO Name [interface as written] {`` body nodes one level in ``}``."""
        for index, child in enumerate(proto.children):
            kind = child.type
            if kind == kinds.COMMENT:
                self.comment(child, 0)
            elif kind == kinds.INTERFACE:
                self.put(child.start_byte, child.end_byte, b" ", 1)  # the declarations as their author aligned them
            elif kind == kinds.PROTO_BODY:
                yield self.proto_body(child)
            else:
                self.token(child, before if index == 0 else b" ", 1)

    def proto_body(self, body) -> Iterator:
        for child in body.children:
            kind = child.type
            self.refuse_template(child)
            if kind == "{":
                self.token(child, None, 0)  # on the interface's line or the next, as written
            elif kind == "}":
                self.token(child, self.line(0), 0)
            elif kind == kinds.COMMENT:
                self.comment(child, 1)
            else:
                yield self.value(child, self.line(1), 1)

    # -- nodes and fields -----------------------------------------------------------------------------------------
    def value(self, node, before: bytes, level: int) -> Iterator:
        """A node, ``USE``, ``NULL`` or any single-token value at ``level`` (its fields one level in)."""
        if node.type != kinds.NODE:
            self.refuse_template(node)
            if node.type == kinds.USE_NODE:
                self.words(node, before, level)
            else:
                self.token(node, before, level + 1)
            return
        model = None
        for child in node.children:
            kind = child.type
            self.refuse_template(child)
            if kind == kinds.COMMENT:
                self.comment(child, level + 1)
            elif kind == kinds.NODE_BODY:
                yield self.node_body(child, model, level)
            else:
                if kind == kinds.NODE_TYPE:
                    model = self.node_types.type_info(_text(self.source, child))[0]
                self.put(child.start_byte, child.end_byte, before, level + 1)
                self.refuse_names(child)
                before = b" "

    def words(self, node, before: bytes, level: int) -> None:
        """``USE name``, ``IS target``: one space apart."""
        for child in node.children:
            if child.type == kinds.COMMENT:
                self.comment(child, level + 1)
            else:
                self.refuse_names(child)
                self.token(child, before, level + 1)
                before = b" "

    def refuse_names(self, name) -> None:
        for child in name.children:  # a name made by a template: DEF %<= n >% Solid
            self.refuse_template(child)

    def node_body(self, body, model: NodeModel | None, level: int) -> Iterator:
        for child in body.children:
            kind = child.type
            self.refuse_template(child)
            if kind == "{":
                self.token(child, b" ", level + 1)
            elif kind == "}":
                self.token(child, self.line(level), level + 1)
            elif kind == kinds.COMMENT:
                self.comment(child, level + 1)
            elif kind in (kinds.FIELD, kinds.HIDDEN_FIELD):
                yield self.field(child, model, level + 1)
            else:  # a second value for the field before (reported by the server)
                yield self.value(child, b" ", level + 1)

    def field(self, field, model: NodeModel | None, level: int) -> Iterator:
        """``name value`` at ``level``; ``hidden name value``; ``name IS target``."""
        field_type = None
        if field.type == kinds.HIDDEN_FIELD:
            reading = _HIDDEN_READING
        else:
            name = field.child_by_field_name(Child.NAME)
            field_model = model.field(_text(self.source, name).decode("utf-8", "replace")) if model else None
            field_type = field_model.type if field_model is not None else None
            reading = _NUMBER_READING.get(field_type, UNKNOWN) if field_type else UNKNOWN
        children = field.children
        before = self.line(level)
        index = 0
        while index < len(children):
            child = children[index]
            kind = child.type
            self.refuse_template(child)
            if kind == kinds.COMMENT:
                self.comment(child, level + 1)
            elif kind == kinds.NUMBERS:
                index = self.numbers(children, index, reading, level)
                continue
            elif kind == kinds.LIST:
                yield self.list_value(child, field_type, reading, level)
            elif kind in _VALUE_ITEMS:
                yield self.value(child, b" ", level)
            elif kind == kinds.IS_REFERENCE:
                self.words(child, before, level)
            else:  # name, "hidden", strings, booleans, bare words
                self.token(child, before, level + 1)
            before = b" "
            index += 1

    def numbers(self, children, index: int, reading: str, level: int) -> int:
        """The run of numbers tokens from ``index`` (up to a comment or another value), one space apart."""
        last = index
        while last + 1 < len(children) and children[last + 1].type == kinds.NUMBERS:
            last += 1
        first, end = children[index], children[last]
        text = b" ".join(_numbers_of(self.source, first, end, reading, self.numbers_cache[reading]))
        self.put(first.start_byte, end.end_byte, b" ", level + 1, text)
        return last + 1

    def list_value(self, node, field_type: str | None, reading: str, level: int) -> Iterator:
        """``[`` items ``]`` (``WbMultipleValue::write``)."""
        items = [child for child in node.children if child.type not in ("[", "]")]
        for child in items:
            self.refuse_template(child)
        if not items:
            self.token(node.children[0], b" ", level + 1)
            self.token(node.children[-1], b"", level + 1)
            return
        if any(child.type == kinds.NUMBERS for child in items):
            self.number_list(node, items, field_type, reading, level)
            return
        self.token(node.children[0], b" ", level + 1)
        values = [child for child in items if child.type != kinds.COMMENT]
        # only MFBool lists share lines (MFString and MFNode put each item on its own line)
        small = len(values) >= _SMALL_SEPARATOR_FROM and all(child.type == kinds.BOOLEAN for child in values)
        first = True
        for child in items:
            if child.type == kinds.COMMENT:
                self.comment(child, level + 1)
                continue
            before = b", " if small and not first else self.line(level + 1)
            first = False
            if child.type in _VALUE_ITEMS:
                yield self.value(child, before, level + 1)
            else:
                self.token(child, before, level + 1)
        self.token(node.children[-1], self.line(level), level + 1)

    def number_list(self, node, items, field_type: str | None, reading: str, level: int) -> None:
        """A list of numbers laid out by its field type; as written when the type is unknown, when it holds comments
        or other values, or when its count does not fit the type."""
        size = _ITEM_SIZE.get(field_type or "")
        numbers = None
        if size is not None and all(child.type == kinds.NUMBERS for child in items):
            numbers = _numbers_of(self.source, items[0], items[-1], reading, self.numbers_cache[reading])
        if numbers is None or len(numbers) % size:
            self.put(node.start_byte, node.end_byte, b" ", level + 1)
            return
        grouped = numbers if size == 1 else [b" ".join(numbers[i : i + size]) for i in range(0, len(numbers), size)]
        self.token(node.children[0], b" ", level + 1)
        text = _list_layout(grouped, field_type, self.line(level + 1))
        first_break = len(self.line(level + 1))
        self.put(items[0].start_byte, items[-1].end_byte, text[:first_break], level + 1, text[first_break:])
        self.token(node.children[-1], self.line(level), level + 1)


_SEPARATORS = frozenset(b' \t\r\n\v\f,{}[]"#')


def _glued(source: bytes, offset: int) -> bool:
    """Whether the tokens meeting at ``offset`` are one word for Webots (``WbTokenizer::readWord`` cuts words only at
    blanks, commas, brackets, quotes and ``#``), where the grammar sees two (``é.9``, ``1-2``): spacing them out
    would change what Webots reads."""
    return 0 < offset < len(source) and source[offset - 1] not in _SEPARATORS and source[offset] not in _SEPARATORS


def _glued_message(source: bytes, offset: int) -> str:
    start, end = offset, offset
    while start > 0 and source[start - 1] not in _SEPARATORS:
        start -= 1
    while end < len(source) and source[end] not in _SEPARATORS:
        end += 1
    word = source[start:end].decode("utf-8", "replace")
    line = source.count(b"\n", 0, offset) + 1
    return f"Webots reads '{word}' at line {line} as one word: separate its parts before formatting."


def _text(source: bytes, node) -> bytes:
    return source[node.start_byte : node.end_byte]


def _syntax_error_message(root) -> str:
    """The first error's line, so the user knows what to fix before formatting."""
    cursor = root.walk()
    while True:
        node = cursor.node
        if node.type == kinds.ERROR or node.is_missing:
            return f"The document has a syntax error at line {node.start_point[0] + 1}: fix it before formatting."
        if node.has_error and cursor.goto_first_child():
            continue
        while not cursor.goto_next_sibling():
            if not cursor.goto_parent():
                return "The document has syntax errors: fix them before formatting."
