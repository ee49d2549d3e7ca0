"""The tree-sitter language of Webots scene files and parsing helpers."""

from __future__ import annotations

import tree_sitter
import tree_sitter_webots

LANGUAGE = tree_sitter.Language(tree_sitter_webots.language())


def new_parser() -> tree_sitter.Parser:
    """A fresh parser for the Webots language (parsers are not shareable across threads)."""
    return tree_sitter.Parser(LANGUAGE)


_shared_parser: tree_sitter.Parser | None = None


def parse(source: bytes, old_tree: tree_sitter.Tree | None = None) -> tree_sitter.Tree:
    """Parse ``source``; with ``old_tree`` (already ``edit``-ed to match) the parse is incremental. Always whole
    bytes, never a read callback: py-tree-sitter 0.26.1 keeps a reference to every buffer a callback returns, for
    the life of the process (one copy of the document per reparse)."""
    global _shared_parser
    if _shared_parser is None:
        _shared_parser = new_parser()
    if old_tree is None:
        return _shared_parser.parse(source)
    return _shared_parser.parse(source, old_tree)
