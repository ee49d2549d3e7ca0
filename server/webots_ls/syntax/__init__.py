"""Syntax layer: parser, documents kept in sync with edits, byte offset <-> LSP position codec.

Modules are imported directly (``webots_ls.syntax.document``); only ``parser`` and ``document``
need the compiled grammar.
"""
