"""Webots' own first syntax error of a world or a PROTO file, in its words: a small replay of ``WbParser`` over the
tokens of ``WbTokenizer``, so that a syntax finding can also carry the console text a user saw in Webots
(``WbParser::reportUnexpected``: ``Expected field name or '}', found ']'``).

A world is read as ``WbParser::parseWorld`` reads it. A PROTO file as Webots loads it: ``WbParser::parseProtoInterface``
(``PROTO Name [ field declarations ]``), then the body as ``WbProtoModel`` cuts it (from the token after the
interface's ``{`` up to the last ``}`` of the file) read by ``WbParser::parseProtoBody`` (one node, then the end).

Only texts of ``WbParser::reportUnexpected`` (and ``WbTokenizer::skipToken`` for the body's ``{``) are produced. Where
the replay would need more (an unknown field's value skipped by Webots' tokenizer, ``IS`` in a world, ``hidden``, a
template, an integer, boolean or string value that does not read) it stops and says nothing: never a made-up text.
An error at the end of the file is where ``WbTokenizer`` puts its end-of-file token: at the start of the last token.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from .cancel import Cancelled, ShouldStop
from .node_types import NodeTypes
from .spans import Span

MAX_BYTES = 2_000_000  # the replay reads from the start: bounded for a big file being typed

_TOKEN = re.compile(rb"""
    (?P<skip>(?:[\x00-\x20,]+|\#[^\n]*)+)
  | (?P<string>"(?:[^"\\]|\\.)*"?)
  | (?P<punct>[{}\[\]])
  | (?P<word>[^\x00-\x20,"#{}\[\]]+)
""", re.VERBOSE | re.DOTALL)
_NUMBER = re.compile(rb"[+-]?(?:\d+\.?\d*|\.\d+)(?:[eE][+-]?\d+)?\Z")
_KEYWORDS = frozenset({b"DEF", b"USE", b"NULL", b"TRUE", b"FALSE", b"IS", b"PROTO", b"EXTERNPROTO", b"IMPORTABLE"})
_FLOATS = {"SFFloat": 1, "SFVec2f": 2, "SFVec3f": 3, "SFColor": 3, "SFRotation": 4}


@dataclass(frozen=True)
class ParseError:
    span: Span  # the token Webots points at (empty at the end of the file)
    message: str  # Webots' text, with its final period


class _Stop(Exception):
    """The replay cannot follow Webots further (see the module docstring)."""


class _Unexpected(Exception):
    def __init__(self, span: Span, message: str) -> None:
        super().__init__(message)
        self.span, self.message = span, message


class _Tokens:
    def __init__(self, source: bytes, should_stop: ShouldStop = None, start: int | None = None,
                 end: int | None = None, proto: bool = False) -> None:
        self.should_stop = should_stop
        if start is None:
            start = source.find(b"\n") + 1 if source.startswith(b"#") else 0  # the header line
        end = len(source) if end is None else end
        self.items = [(m.start(), m.end(), m.lastgroup) for m in _TOKEN.finditer(source, start, end)
                      if m.lastgroup != "skip"]
        self.source, self.index, self.end = source, 0, end
        self.proto = proto  # WbParser's PROTO mode: ``field IS parameter`` is read

    def peek(self) -> tuple[int, int, str] | None:
        return self.items[self.index] if self.index < len(self.items) else None

    def take(self) -> tuple[int, int, str] | None:
        token = self.peek()
        self.index += 1
        if self.should_stop is not None and self.index % 4096 == 0 and self.should_stop():
            raise Cancelled()
        return token

    def text(self, token) -> bytes:
        return self.source[token[0]:token[1]]

    def unexpected(self, token, expected: str) -> _Unexpected:
        """``WbParser::reportUnexpected``: each side is quoted unless it holds a space."""
        expected = expected if " " in expected else f"'{expected}'"
        if token is None:
            # WbTokenizer::tokenize makes its end-of-file token at the start of the last token it read
            at = self.items[-1][0] if self.items else self.end
            return _Unexpected(Span(at, at), f"Expected {expected}, found end of file.")
        shown = self.text(token).decode("utf-8", "replace")
        shown = shown if any(c.isspace() for c in shown) else f"'{shown}'"
        return _Unexpected(Span(token[0], token[1]), f"Expected {expected}, found {shown}.")


def first_world_error(source: bytes, types: NodeTypes, should_stop: ShouldStop = None) -> ParseError | None:
    """Webots' first syntax error in a world file (``WbParser::parseWorld``), None when there is none or the replay
    cannot tell. Raises ``Cancelled`` when ``should_stop()`` says so (polled every 4096 tokens)."""
    if len(source) > MAX_BYTES or b"%<" in source or b"%{" in source:
        return None
    tokens = _Tokens(source, should_stop)

    def read() -> None:
        while tokens.peek() is not None:
            _declarations(tokens)
            if tokens.peek() is not None:
                _node(tokens, types)

    return _replayed(read)


def first_proto_error(source: bytes, types: NodeTypes, should_stop: ShouldStop = None) -> ParseError | None:
    """Webots' first syntax error in a PROTO file: ``WbParser::parseProtoInterface``, then the body ``WbProtoModel``
    cuts (the token after the interface's ``{`` up to the file's last ``}``) read by ``WbParser::parseProtoBody``; a
    templated body is not replayed (Webots reads what the template makes). None when there is none or the replay
    cannot tell; raises ``Cancelled`` when ``should_stop()`` says so."""
    if len(source) > MAX_BYTES:
        return None
    tokens = _Tokens(source, should_stop, proto=True)

    def read() -> None:
        _declarations(tokens)
        _interface(tokens, types)
        opening = tokens.take()  # WbProtoModel: tokenizer->skipToken("{")
        if opening is None or tokens.text(opening) != b"{":
            raise _Stop()
        start = tokens.peek()[0] if tokens.peek() is not None else len(source)
        if _templated(source, start):
            return
        end = _body_end(source, start)
        if end <= start:
            raise _Stop()  # WbProtoModel's "Bracket issue", said without a place
        body = _Tokens(source, should_stop, start, end, proto=True)
        _node(body, types)
        if (token := body.take()) is not None:  # WbParser::parseEof
            raise body.unexpected(token, "end of file")

    return _replayed(read)


def _replayed(read) -> ParseError | None:
    try:
        read()
    except _Stop:
        return None
    except _Unexpected as error:
        return ParseError(error.span, error.message)
    except RecursionError:
        return None
    return None


def _declarations(tokens: _Tokens) -> None:
    """``IMPORTABLE EXTERNPROTO "url"`` declarations (``WbParser::skipExternProto``)."""
    while (token := tokens.peek()) is not None and tokens.text(token) in (b"IMPORTABLE", b"EXTERNPROTO"):
        word = tokens.text(tokens.take())
        if word == b"IMPORTABLE" and tokens.peek() is not None and tokens.text(tokens.peek()) == b"EXTERNPROTO":
            tokens.take()
        if (token := tokens.take()) is None or token[2] != "string":
            raise _Stop()


_FIELD_KINDS = frozenset({b"field", b"vrmlField", b"w3dField", b"hiddenField", b"deprecatedField",
                          b"unconnectedField"})
_FIELD_TYPES = frozenset(f"{multiplicity}{kind}".encode() for multiplicity in ("SF", "MF") for kind in (
    "Bool", "Int32", "Float", "String", "Vec2f", "Vec3f", "Color", "Rotation", "Node"))


def _interface(tokens: _Tokens, types: NodeTypes) -> None:
    """``WbParser::parseProtoInterface`` with ``parseFieldDeclaration`` (R2023b's texts; ``w3dField``, the newer name
    of ``vrmlField``, is read too)."""
    if (token := tokens.take()) is None or tokens.text(token) != b"PROTO":
        raise _Stop()  # (what precedes PROTO is the loader's business, not parseProtoInterface's)
    if not _is_name(tokens, tokens.take()):
        raise _Stop()
    if (token := tokens.take()) is None or tokens.text(token) != b"[":
        raise tokens.unexpected(token, "[")
    while (token := tokens.peek()) is not None and tokens.text(token) != b"]":
        if any(marker in tokens.text(token) for marker in (b"%{", b"%<")):
            raise _Stop()  # a template token in the interface: Webots' tokenizer reads it whole
        tokens.take()
        if tokens.text(token) not in _FIELD_KINDS:
            raise tokens.unexpected(token, "'field', 'unconnectedField', 'vrmlField' or 'hiddenField' keywords")
        kind = tokens.take()
        if kind is None or tokens.text(kind) not in _FIELD_TYPES:
            raise tokens.unexpected(kind, "field type name")
        field_type = tokens.text(kind).decode()
        if (token := tokens.peek()) is not None and tokens.text(token) == b"{":
            tokens.take()
            _accepted_values(tokens, types, "SF" + field_type[2:])
        if not _is_name(tokens, tokens.take()):
            raise _Stop()
        _value(tokens, types, field_type)
    if (token := tokens.take()) is None or tokens.text(token) != b"]":
        raise tokens.unexpected(token, "]")


def _accepted_values(tokens: _Tokens, types: NodeTypes, element: str) -> None:
    """``WbParser::parseFieldAcceptedValues``: values up to ``}``; a node value may be followed by ``+`` (R2025a)."""
    while (token := tokens.peek()) is None or tokens.text(token) != b"}":
        if token is None:
            raise _Stop()
        _single(tokens, types, element)
        if element == "SFNode" and (token := tokens.peek()) is not None and tokens.text(token) == b"+":
            tokens.take()
    tokens.take()


def _templated(source: bytes, start: int) -> bool:
    return b"%<" in source[start:] or b"%{" in source[start:]


def _body_end(source: bytes, start: int) -> int:
    """Where ``WbProtoModel`` ends the body: the last ``}`` of the file, ``#`` comments left out unless the PROTO's
    template language is JavaScript (it strips them only for Lua, its default)."""
    if b"template language: javascript" in source[:start].lower():
        return source.rfind(b"}", start)
    last = start - 1
    for match in _TOKEN.finditer(source, start):
        if match.lastgroup in ("punct", "string", "word") and b"}" in match.group():
            last = match.start() + match.group().rfind(b"}")
    return last


def _is_name(tokens: _Tokens, token) -> bool:
    return token is not None and token[2] == "word" and tokens.text(token) not in _KEYWORDS and \
        _NUMBER.match(tokens.text(token)) is None


def _node(tokens: _Tokens, types: NodeTypes) -> None:
    """``WbParser::parseNode``."""
    token = tokens.take()
    if token is not None and tokens.text(token) == b"USE":
        if not _is_name(tokens, tokens.take()):
            raise _Stop()
        return
    if token is not None and tokens.text(token) == b"DEF":
        if not _is_name(tokens, tokens.take()):
            raise _Stop()
        token = tokens.take()
    if not _is_name(tokens, token):
        raise tokens.unexpected(token, "node or PROTO name")
    type_name = tokens.text(token).decode("utf-8", "replace")
    if not types.is_known(type_name):
        # "Skipped unknown '%1' node or PROTO", then WbTokenizer::skipNode: on to the next `{`, whatever comes
        # before it (`appearance` left empty: `geometry Box { }` is skipped whole, no "Expected '{'")
        while (opening := tokens.take()) is None or tokens.text(opening) != b"{":
            if opening is None:
                raise _Stop()
        _skip_body(tokens)
        return
    if (opening := tokens.take()) is None or tokens.text(opening) != b"{":
        raise tokens.unexpected(opening, "{")
    model = types.model(type_name)
    if model is None or not model.fields_known:
        _skip_body(tokens)  # a PROTO whose fields are not known here: its body is not replayed
        return
    expected = "parameter name or '}'" if model.is_proto else "field name or '}'"
    while True:
        token = tokens.take()
        if token is not None and tokens.text(token) == b"}":
            return
        if not _is_name(tokens, token):
            raise tokens.unexpected(token, expected)
        field = model.field(tokens.text(token).decode("utf-8", "replace"))
        if field is None:
            raise _Stop()  # Webots skips an unknown field's value with its tokenizer: not replayed
        _value(tokens, types, field.type)


def _skip_body(tokens: _Tokens) -> None:
    depth = 1
    while depth:
        token = tokens.take()
        if token is None:
            raise _Stop()
        text = tokens.text(token)
        depth += 1 if text == b"{" else -1 if text == b"}" else 0


def _value(tokens: _Tokens, types: NodeTypes, field_type: str) -> None:
    """``WbParser::parseFieldValue``: an SF value, or an MF one with or without brackets."""
    token = tokens.peek()
    if token is not None and tokens.text(token) == b"IS":
        if not tokens.proto:
            raise _Stop()  # a world: Webots reports it and reads on (not replayed)
        tokens.take()
        if not _is_name(tokens, name := tokens.take()):
            raise tokens.unexpected(name, "PROTO field name")
        return
    if field_type.startswith("MF"):
        element = "SF" + field_type[2:]
        if token is not None and tokens.text(token) == b"[":
            tokens.take()
            while (token := tokens.peek()) is None or tokens.text(token) != b"]":
                if token is None:
                    raise _Stop()
                _single(tokens, types, element)
            tokens.take()
            return
        field_type = element
    _single(tokens, types, field_type)


def _single(tokens: _Tokens, types: NodeTypes, field_type: str) -> None:
    if field_type == "SFNode":
        token = tokens.peek()
        if token is not None and tokens.text(token) == b"NULL":
            tokens.take()
            return
        _node(tokens, types)
        return
    count = _FLOATS.get(field_type)
    if count is None:
        token = tokens.take()  # SFBool, SFInt32, SFString: their texts are not replayed
        if token is None or not _reads_as(tokens, token, field_type):
            raise _Stop()
        return
    for _ in range(count):
        token = tokens.take()
        if token is None or token[2] != "word" or _NUMBER.match(tokens.text(token)) is None:
            raise tokens.unexpected(token, "floating point value")


def _reads_as(tokens: _Tokens, token, field_type: str) -> bool:
    text = tokens.text(token)
    if field_type == "SFBool":
        return text in (b"TRUE", b"FALSE")
    if field_type == "SFString":
        return token[2] == "string"
    return token[2] == "word" and _NUMBER.match(text) is not None
