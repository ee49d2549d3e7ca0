"""Webots' own first syntax error of a world, in its words: a small replay of ``WbParser::parseWorld`` over the
tokens of ``WbTokenizer``, so that a syntax finding can also carry the console text a user saw in Webots
(``WbParser::reportUnexpected``: ``Expected field name or '}', found ']'``).

Only the texts Webots' parser tests show are produced (``Expected '{'``, ``Expected node or PROTO name``, ``Expected
field name or '}'``, ``Expected parameter name or '}'``, ``Expected floating point value``). Where the replay would
need more than that (an unknown field's value skipped by Webots' tokenizer, ``IS``, ``hidden``, a template, an
integer, boolean or string value that does not read) it stops and says nothing: never a made-up text.
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
    def __init__(self, source: bytes, should_stop: ShouldStop = None) -> None:
        self.should_stop = should_stop
        start = source.find(b"\n") + 1 if source.startswith(b"#") else 0  # the header line
        self.items = [(m.start(), m.end(), m.lastgroup) for m in _TOKEN.finditer(source, start) if m.lastgroup != "skip"]
        self.source, self.index = source, 0

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
        if token is None:
            end = len(self.source)
            return _Unexpected(Span(end, end), f"Expected {expected}, found end of file.")
        shown = self.text(token).decode("utf-8", "replace")
        shown = shown if any(c.isspace() for c in shown) else f"'{shown}'"
        return _Unexpected(Span(token[0], token[1]), f"Expected {expected}, found {shown}.")


def first_world_error(source: bytes, types: NodeTypes, should_stop: ShouldStop = None) -> ParseError | None:
    """Webots' first syntax error in a world file (``WbParser::parseWorld``), None when there is none or the replay
    cannot tell. Raises ``Cancelled`` when ``should_stop()`` says so (polled every 4096 tokens)."""
    if len(source) > MAX_BYTES or b"%<" in source or b"%{" in source:
        return None
    tokens = _Tokens(source, should_stop)
    try:
        while tokens.peek() is not None:
            word = tokens.text(tokens.peek())
            if word in (b"IMPORTABLE", b"EXTERNPROTO"):
                tokens.take()
                if word == b"IMPORTABLE" and tokens.peek() is not None and tokens.text(tokens.peek()) == b"EXTERNPROTO":
                    tokens.take()
                if (token := tokens.take()) is None or token[2] != "string":
                    raise _Stop()
                continue
            _node(tokens, types)
    except _Stop:
        return None
    except _Unexpected as error:
        return ParseError(error.span, error.message)
    except RecursionError:
        return None
    return None


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
    if (opening := tokens.take()) is None or tokens.text(opening) != b"{":
        raise tokens.unexpected(opening, "'{'")
    model = types.model(type_name)
    if model is None or not model.fields_known:
        _skip_body(tokens)  # an unknown node is skipped (WbTokenizer::skipNode)
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
        raise _Stop()
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
