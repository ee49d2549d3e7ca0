"""The tree-sitter language of Webots scene files and parsing helpers."""

from __future__ import annotations

import tree_sitter
import tree_sitter_webots

from .piece_text import PieceText

LANGUAGE = tree_sitter.Language(tree_sitter_webots.language())


def new_parser() -> tree_sitter.Parser:
    """A fresh parser for the Webots language (parsers are not shareable across threads)."""
    return tree_sitter.Parser(LANGUAGE)


_shared_parser: tree_sitter.Parser | None = None


def parse(source: bytes | PieceText, old_tree: tree_sitter.Tree | None = None) -> tree_sitter.Tree:
    """Parse ``source``; with ``old_tree`` (already ``edit``-ed to match) the parse is incremental. A ``PieceText``
    is read through a callback, not joined (an incremental reparse reads a few chunks near the edit)."""
    global _shared_parser
    if _shared_parser is None:
        _shared_parser = new_parser()
    if isinstance(source, PieceText):
        return _shared_parser.parse(source.read, old_tree)
    if old_tree is None:
        return _shared_parser.parse(source)
    return _shared_parser.parse(source, old_tree)
