"""``invalid-escape``: a query over the whole-file pass' escape sequences (``tree_pass``: each backslash of the
text looked up in the tree)."""

from __future__ import annotations

from tree_sitter import Node, Tree

from ..syntax import kinds
from ..syntax.text import node_text
from . import codes
from .codes import Finding
from .spans import Span
from .tree_pass import TreeCaptures, tree_captures

# WbTokenizer::readWord: the only valid escapes in a string.
_VALID_ESCAPES = frozenset({'\\"', "\\\\", "\\n"})
_TEMPLATED = kinds.TEMPLATE_KINDS


def invalid_escapes(tree: Tree, source: bytes, file_pass: TreeCaptures | None = None) -> list[Finding]:
    """``Invalid escaped character`` (``WbTokenizer::readWord``): only ``\\"``, ``\\\\``, ``\\n`` are valid.

    Webots reports it as an error and drops the backslash. Strings holding a template are left alone: the template
    engine rewrites them before Webots tokenizes the result.
    """
    captured = file_pass or tree_captures(tree, source)
    findings = _invalid_escapes(captured.get("escape"), source)
    findings.sort(key=lambda finding: finding.span.start)
    return findings


def _invalid_escapes(escapes: list[Node], source: bytes) -> list[Finding]:
    findings: list[Finding] = []
    for escape in escapes:
        if node_text(source, escape) in _VALID_ESCAPES:
            continue
        string = escape.parent
        if string is not None and any(child.type in _TEMPLATED for child in string.children):
            continue
        findings.append(codes.INVALID_ESCAPE.at(Span(escape.start_byte, escape.end_byte), "Invalid escaped character"))
    return findings


__all__ = ["invalid_escapes"]
