"""Words of the Webots syntax read straight from the bytes (the fast paths that skip the tree), and the one reader of
a node's head: ``DEF name Type {`` or ``Type {``."""

from __future__ import annotations

import re

_NAME_CLASS = rb"""[^\x00-\x20"#',.\[\\\]{}%]"""
WORD = re.compile(
    rb"""[^\x00-\x20"#',.\[\\\]{}0-9+\-%](?:""" + _NAME_CLASS + rb"""|%[^\x00-\x20"#',.\[\\\]{}%<{])*"""
)  # grammar.js `_word`: a node type, a DEF/USE name, a field name
# A word with no `%` (so surely no template): plain character classes, a third of the cost of ``WORD`` (whose `%`
# alternative is read per character). Enough for the fast paths: a word with `%` is read from the tree.
PLAIN_WORD = rb"""[^\x00-\x20"#',.\[\\\]{}0-9+\-%][^\x00-\x20"#',.\[\\\]{}%]*"""
SEPARATOR_BYTES = b" \t\r\n,"  # WbTokenizer: commas are whitespace
SEPARATOR = rb"[" + SEPARATOR_BYTES + rb"]"  # (a regular expression class)

# The grammar's keywords (its word-like string literals; a test reads grammar.json): never a plain DEF or USE name.
KEYWORDS = frozenset({
    b"DEF", b"USE", b"NULL", b"IS", b"TRUE", b"FALSE", b"PROTO", b"EXTERNPROTO", b"IMPORTABLE",
    b"field", b"vrmlField", b"hiddenField", b"deprecatedField", b"unconnectedField", b"w3dField", b"hidden",
    b"SFBool", b"SFColor", b"SFFloat", b"SFInt32", b"SFNode", b"SFRotation", b"SFString", b"SFVec2f", b"SFVec3f",
    b"MFBool", b"MFColor", b"MFFloat", b"MFInt32", b"MFNode", b"MFRotation", b"MFString", b"MFVec2f", b"MFVec3f",
})

# Single bytes as ints, for membership tests on the hot paths: `37 in text` is a byte search, while `b"%" in text`
# first tries its needle as an integer, raising and clearing a TypeError (twice the cost on a short text, and the
# whole-file pass asks it some 20,000 times per MB).
PERCENT, BACKSLASH, COMMA, NEWLINE, CARRIAGE_RETURN = b"%\\,\n\r"

# Optional separators first, so the same reader starts at a node (`DEF` or its type) or right after its DEF name.
_NODE_HEAD = re.compile(
    SEPARATOR + rb"*(?:DEF" + SEPARATOR + rb"+(" + PLAIN_WORD + rb")" + SEPARATOR + rb"+)?(" + PLAIN_WORD + rb")"
    + SEPARATOR + rb"*\{"
)


def node_head(source: bytes, start: int, end: int | None = None) -> re.Match[bytes] | None:
    """The head of the node at ``start`` (or right after its DEF name) when written ``DEF name Type {`` or
    ``Type {`` with plain words and no comment: group 1 the DEF name (span (-1, -1) without DEF), group 2 the type,
    ending after ``{``. None for any other shape (read it from the tree)."""
    return _NODE_HEAD.match(source, start, len(source) if end is None else end)


def node_head_type(source: bytes, start: int) -> tuple[int, int] | None:
    """The byte span of the type in ``node_head(source, start)``, or None."""
    head = _NODE_HEAD.match(source, start)
    return head.span(2) if head is not None else None
