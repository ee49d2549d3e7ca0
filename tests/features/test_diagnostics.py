"""``features.diagnostics`` gathers every rule of ``analysis.checks`` (WbNodeReader::readNode, WbToken identifiers and keywords, WbParser errors)."""

from __future__ import annotations

from webots_ls.features.diagnostics import diagnostics

from analysis.helpers import PARSER_TESTS, analyse
import pytest


# Codes of the rules in ``analysis.checks``; other modules (schema rules) add their own findings.
CHECK_CODES = {"unresolved-use", "use-inside-own-def", "invalid-name", "syntax-error", "missing"}


def _findings(text: str):
    analysis = analyse(text)
    findings = diagnostics(analysis.tree, analysis.source, analysis)
    return analysis, [finding for finding in findings if finding.code in CHECK_CODES]


@pytest.mark.parser_tests
def test_clean_world_has_no_findings():
    """nested_def_name.wbt is VOID in Webots' expected results: no diagnostics."""
    _, findings = _findings((PARSER_TESTS / "nested_def_name.wbt").read_text())
    assert findings == []


def test_all_rules_are_collected_in_order():
    """WbParser syntax, WbNodeReader::readNode unresolved USE and USE inside own DEF, WbToken::isKeyword keyword names: all reported, in order."""
    analysis, findings = _findings("DEF A Group {\n  children [ USE A ]\n}\nDEF TO Box {}\nSolid {\n")
    codes = [finding.code for finding in findings]
    assert codes == ["unresolved-use", "invalid-name", "missing"]  # the USE inside its own DEF: one finding
    assert all(finding.severity == "error" for finding in findings)
    assert [analysis.line_of(finding.span.start) for finding in findings] == [2, 4, 5]


def test_findings_in_proto_body():
    """WbNodeReader scopes: a USE in the PROTO body cannot see a DEF of the interface defaults."""
    _, findings = _findings("PROTO P [\n  field SFNode g DEF G Box {}\n]\n{\n  Shape { geometry USE G }\n}\n")
    use_findings = [finding for finding in findings if finding.code in ("unresolved-use", "use-inside-own-def")]
    assert [finding.message for finding in use_findings] == ["Did not find a 'DEF G' to match 'USE G'"]


def test_proto_parameter_without_is_is_reported():
    """``WbProtoModel::verifyAliasing``: the unused-parameter rule is collected."""
    analysis = analyse("#VRML_SIM R2023b utf8\nPROTO P [\n  field SFNode g NULL\n]\n{\n  Shape { }\n}\n")
    findings = diagnostics(analysis.tree, analysis.source, analysis)
    assert [(f.code, f.message) for f in findings] == [("unused-parameter", "PROTO parameter 'g' has no matching IS field")]


def test_stray_node_is_reported_once_in_webots_words():
    """A USE in a node body: the schema rule's message (``WbParser::parseField``), no second syntax report."""
    analysis = analyse("Solid { translation 0 0 1 USE A }\n")
    findings = diagnostics(analysis.tree, analysis.source, analysis)
    strays = [(f.code, f.message) for f in findings if f.span.start == analysis.source.index(b"USE")]
    assert strays == [("stray-value", "Expected field name or '}', found 'USE'")]


@pytest.mark.parser_tests
def test_schema_error_replaces_syntax_finding_at_the_same_place():
    """empty_value.wbt: ``ambientIntensity`` without a value, then ``direction``: Webots' text once, naming the field
    left empty."""
    source = (PARSER_TESTS / "empty_value.wbt").read_bytes()
    analysis = analyse(source)
    findings = diagnostics(analysis.tree, source, analysis)
    at_direction = [f for f in findings if f.span.start <= source.index(b"direction") < max(f.span.end, f.span.start + 1)]
    assert [(f.code, f.message) for f in at_direction] == [
        ("value-type", "Expected floating point value, found 'direction' (no value was written for 'ambientIntensity')")
    ]


def test_syntax_finding_elsewhere_is_kept():
    """A schema error does not hide a syntax error at another place; a schema warning hides nothing."""
    analysis = analyse("#VRML_SIM R2023b utf8\nSolid { translation 1 2 castShadows TRUE }\nSolid {\n")
    codes = sorted(f.code for f in diagnostics(analysis.tree, analysis.source, analysis))
    assert "missing" in codes and "value-type" in codes


def test_diagnostics_keep_no_reference_to_the_tree(tmp_path):
    """A server moves on to the next version's tree (and a closed document's tree must be freed): after diagnostics,
    with the project rules too, nothing the rules cached still holds the tree."""
    import gc
    import sys

    from webots_ls.analysis.index import FileAnalysis
    from webots_ls.analysis.project import Project, ProjectNodeTypes
    from webots_ls.syntax.parser import parse

    source = b"#VRML_SIM R2023b utf8\nWorldInfo { }\nDEF A Wall { }\nSollid { }\nRobot { children [ USE A ] }\n"
    world = tmp_path / "worlds" / "a.wbt"
    for _ in range(3):  # (one more run than any cache of recent trees holds)
        tree = parse(source)
        before = sys.getrefcount(tree)
        node_types = ProjectNodeTypes(world, source, Project([]))
        analysis = FileAnalysis.build(tree, source, node_types=node_types)
        findings = diagnostics(tree, source, analysis)
        assert {finding.code for finding in findings} >= {"unknown-node", "missing-declaration"}
        del analysis
        gc.collect()
        assert sys.getrefcount(tree) == before
