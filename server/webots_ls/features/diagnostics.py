"""All diagnostics of a file: every syntax rule and every DEF/USE rule of ``analysis.checks``."""

from __future__ import annotations

from tree_sitter import Tree

from ..analysis.checks import ALL_RULES, SYNTAX_RULES, Finding
from ..analysis.index import FileAnalysis
from ..analysis.schema import DIAGNOSTIC_RULES as SCHEMA_RULES

__all__ = ["Finding", "diagnostics"]


def diagnostics(tree: Tree, source: bytes, analysis: FileAnalysis) -> list[Finding]:
    findings: list[Finding] = []
    for syntax_rule in SYNTAX_RULES:
        findings.extend(syntax_rule(tree, source))
    for rule in ALL_RULES:
        findings.extend(rule(analysis))
    for schema_rule in SCHEMA_RULES:
        findings.extend(schema_rule(tree, source))
    findings.sort(key=lambda finding: (finding.span.start, finding.span.end))
    return findings
