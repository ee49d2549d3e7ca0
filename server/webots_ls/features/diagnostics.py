"""All diagnostics of a file: every syntax rule and every DEF/USE rule of ``analysis.checks``."""

from __future__ import annotations

from tree_sitter import Tree

from ..analysis.checks import ALL_RULES, SYNTAX_RULES, Finding
from ..analysis.index import FileAnalysis

__all__ = ["Finding", "diagnostics"]


def diagnostics(tree: Tree, source: bytes, analysis: FileAnalysis) -> list[Finding]:
    findings: list[Finding] = []
    for syntax_rule in SYNTAX_RULES:
        findings.extend(syntax_rule(tree, source))
    for rule in ALL_RULES:
        findings.extend(rule(analysis))
    findings.sort(key=lambda finding: (finding.span.start, finding.span.end))
    return findings
