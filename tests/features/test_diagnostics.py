"""``features.diagnostics`` gathers every rule of ``analysis.checks`` (spec §C.1, §A.6-§A.7, §A.10)."""

from __future__ import annotations

from webots_ls.features.diagnostics import diagnostics

from analysis.helpers import PARSER_TESTS, analyse


# Codes of the rules in ``analysis.checks``; other modules (schema rules) add their own findings.
CHECK_CODES = {"unresolved-use", "use-inside-own-def", "invalid-name", "syntax-error", "missing"}


def _findings(text: str):
    analysis = analyse(text)
    findings = diagnostics(analysis.tree, analysis.source, analysis)
    return analysis, [finding for finding in findings if finding.code in CHECK_CODES]


def test_clean_world_has_no_findings():
    """nested_def_name.wbt is VOID in Webots' expected results: no diagnostics."""
    _, findings = _findings((PARSER_TESTS / "nested_def_name.wbt").read_text())
    assert findings == []


def test_all_rules_are_collected_in_order():
    """§B.1 syntax, §C.1 unresolved USE and USE inside own DEF, §A.7 keyword names: all reported, in order."""
    analysis, findings = _findings("DEF A Group {\n  children [ USE A ]\n}\nDEF TO Box {}\nSolid {\n")
    codes = [finding.code for finding in findings]
    assert codes == ["unresolved-use", "use-inside-own-def", "invalid-name", "missing"]
    assert all(finding.severity == "error" for finding in findings)
    assert [analysis.line_of(finding.span.start) for finding in findings] == [2, 2, 4, 5]


def test_findings_in_proto_body():
    """§C.2: a USE in the PROTO body cannot see a DEF of the interface defaults."""
    _, findings = _findings("PROTO P [\n  field SFNode g DEF G Box {}\n]\n{\n  Shape { geometry USE G }\n}\n")
    assert [finding.message for finding in findings] == ["Did not find a 'DEF G' to match 'USE G'"]
