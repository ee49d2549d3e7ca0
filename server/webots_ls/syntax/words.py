"""Words of the Webots syntax read straight from the bytes (the fast paths that skip the tree), and the one reader of
a node's head: ``DEF name Type {`` or ``Type {``."""

from __future__ import annotations

import re

_NAME_CLASS = rb"""[^\x00-\x20"#',.\[\\\]{}%]"""
WORD = re.compile(
    rb"""[^\x00-\x20"#',.\[\\\]{}0-9+\-%](?:""" + _NAME_CLASS + rb"""|%[^\x00-\x20"#',.\[\\\]{}%<{])*"""
)  # grammar.js `_word`: a node type, a DEF/USE name, a field name
SEPARATOR = rb"[ \t\r\n,]"  # WbTokenizer: commas are whitespace

# Optional separators first, so the same reader starts at a node (`DEF` or its type) or right after its DEF name.
_NODE_HEAD = re.compile(
    SEPARATOR + rb"*(?:DEF" + SEPARATOR + rb"+" + WORD.pattern + SEPARATOR + rb"+)?(" + WORD.pattern + rb")"
    + SEPARATOR + rb"*\{"
)


def node_head_type(source: bytes, start: int) -> tuple[int, int] | None:
    """The byte span of the type of the node whose head (``DEF name Type {`` or ``Type {``, plain words, no comment)
    starts at ``start`` or right after its DEF name at ``start``; None for any other shape (read it from the tree)."""
    head = _NODE_HEAD.match(source, start)
    return head.span(1) if head is not None else None
