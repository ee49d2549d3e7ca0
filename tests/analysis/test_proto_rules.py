"""Diagnostics that need PROTOs of other files (proto_rules), on the workspace of test_project and on Webots' own
parser tests seen as its test runner sees them."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.analysis.helpers import parse
from tests.analysis.test_project import PARSER_TESTS, RAW, runner_home, webots, workspace  # noqa: F401 (fixtures)
from webots_ls.analysis.project import Project, ProjectNodeTypes
from webots_ls.analysis import proto_rules
from webots_ls.analysis.proto_rules import proto_findings

EXTRA = """
Wall { }
Sollid { }
Helper { }
Gone { }
Remote { wrongField 1 }
Bot { wrongField 1 translation 0 0 1 hidden translation_0 0 0 0 }
Floor { wrongNode 2 size 1 1 }
Robot { children [ Solidd { } ] }
"""


def findings_of(path: Path, project: Project, text: str | None = None) -> list[tuple[int, str, str, str]]:
    source = (text if text is not None else path.read_text(encoding="utf-8")).encode("utf-8")
    types = ProjectNodeTypes(path, source, project)
    return [(source[:finding.span.start].count(b"\n") + 1, finding.severity, finding.code, finding.message)
            for finding in proto_findings(parse(source), source, types)]


def line_of(text: str, needle: str) -> int:
    return text[:text.index(needle)].count("\n") + 1


def test_new_world(workspace, webots):  # noqa: F811
    world = workspace / "worlds" / "new.wbt"
    text = world.read_text() + EXTRA
    found = findings_of(world, Project([workspace], webots), text)
    wall_url = f"{RAW}/R2023b/projects/objects/apartment_structure/protos/Wall.proto"
    assert found == [
        (line_of(text, "Wall {"), "error", "missing-declaration",
         f"Missing declaration for 'Wall', add: 'EXTERNPROTO \"{wall_url}\"' to '{world}'."),
        (line_of(text, "Sollid"), "warning", "unknown-node",
         "Skipped unknown 'Sollid' node or PROTO (did you mean 'Solid'?)"),
        (line_of(text, "Helper {"), "error", "missing-declaration",
         f"Missing declaration for 'Helper', add: 'EXTERNPROTO \"../protos/Helper.proto\"' to '{world}'."),
        # Gone: declared, its file missing; Remote: a web address, never fetched: neither judged
        (line_of(text, "Bot { wrongField"), "warning", "unknown-parameter",
         "Skipped unknown 'wrongField' parameter in Bot PROTO"),
        (line_of(text, "Floor { wrongNode"), "warning", "unknown-parameter",
         "Skipped unknown 'wrongNode' parameter in Floor PROTO"),  # the installation's Floor has no wrongNode
        (line_of(text, "Solidd"), "warning", "unknown-node",
         "Skipped unknown 'Solidd' node or PROTO (did you mean 'Solid'?)"),
    ]


def test_same_world_without_installation(workspace):  # noqa: F811
    world = workspace / "worlds" / "new.wbt"
    text = world.read_text() + "Floor { wrongNode 2 size 1 1 tileSize 1 1 }\nRoadLine { color 1 1 1 }\n"
    found = findings_of(world, Project([workspace]), text)
    # Floor from the bundled index; RoadLine's list entry gives no parameters: its fields are not judged
    assert [(code, message) for _, _, code, message in found] == [
        ("unknown-parameter", "Skipped unknown 'wrongNode' parameter in Floor PROTO"),
        ("missing-declaration", "Missing declaration for 'RoadLine', add: 'EXTERNPROTO "
         f"\"{RAW}/R2023b/projects/objects/road/protos/RoadLine.proto\"' to '{world}'."),  # (the file's release)
    ]


def test_old_world_has_no_missing_declarations(workspace, webots):  # noqa: F811
    world = workspace / "worlds" / "old.wbt"
    text = world.read_text() + "Wall { }\nHelper { }\nNowhere { }\n"
    assert findings_of(world, Project([workspace], webots), text) == [
        (line_of(text, "Nowhere"), "warning", "unknown-node", "Skipped unknown 'Nowhere' node or PROTO")]


def test_proto_files(workspace, webots):  # noqa: F811
    project = Project([workspace], webots)
    assert findings_of(workspace / "protos" / "Bot.proto", project) == []
    assert findings_of(workspace / "protos" / "RecA.proto", project) == [
        (3, "error", "recursive-proto", "Recursive definition of PROTO node 'RecA' is not supported"),
        (4, "error", "recursive-proto", "Recursive definition of PROTO node 'RecB' is not supported"),
    ]
    renamed = workspace / "protos" / "Renamed.proto"
    renamed.write_text("#VRML_SIM R2023b utf8\nPROTO Other [ ]\n{ Solid { } }\n", encoding="utf-8")
    assert findings_of(renamed, project) == [
        (2, "error", "proto-name-mismatch", "'Other' PROTO identifier does not match filename")]


def test_templated_proto_bodies_are_not_judged(workspace, webots):  # noqa: F811
    proto = workspace / "protos" / "Templated.proto"
    text = ("#VRML_SIM R2023b utf8\n# template language: javascript\nPROTO Templated [ field SFBool a TRUE ]\n"
            "{ %< if (fields.a.value) { >% Solid { children [ Undeclared { } ] } %< } else { >% Group { } %< } >% }\n")
    assert findings_of(proto, Project([workspace], webots), text) == []
    plain = text.replace("%< if (fields.a.value) { >%", "").replace("%< } else { >% Group { } %< } >%", "")
    assert [code for _, _, code, _ in findings_of(proto, Project([workspace], webots), plain)] == ["unknown-node"]


def test_restrictions_are_not_instances(workspace, webots):  # noqa: F811
    proto = workspace / "protos" / "Restricted.proto"
    text = "#VRML_SIM R2023b utf8\nPROTO Restricted [ field SFNode{Nowhere{}, Solid{}} s NULL ]\n{ Solid { } }\n"
    assert findings_of(proto, Project([workspace], webots), text) == []


@pytest.mark.parser_tests
def test_webots_parser_tests(runner_home):  # noqa: F811
    project = Project([], runner_home)
    worlds = runner_home / "tests" / "parser" / "worlds"
    assert findings_of(worlds / "unknown_node.wbt", project) == [
        (13, "warning", "unknown-node", "Skipped unknown 'UnknownNode' node or PROTO")]
    assert findings_of(worlds / "proto_unknown_parameter.wbt", project) == [
        (25, "warning", "unknown-parameter", "Skipped unknown 'wrongNode' parameter in Floor PROTO")]
    assert findings_of(worlds / "recursive_proto.wbt", project) == [
        (19, "error", "recursive-proto", "Recursive definition of PROTO node 'RecursiveProto' is not supported")]
    protos = runner_home / "tests" / "parser" / "protos"
    assert findings_of(protos / "ProtoMismatchFileName.proto", project) == [
        (3, "error", "proto-name-mismatch", "'ProtoMismatchFileName2' PROTO identifier does not match filename")]
    for world in ("proto_nested_parameter.wbt", "valid_proto_comments.wbt", "unusual_white_spaces.wbt",
                  "proto_concatenated_comment.wbt", "nested_def_name.wbt"):
        assert findings_of(worlds / world, project) == [], world
    assert findings_of(worlds / "proto_default_def_parameter.wbt", project) == [
        (15, "warning", "default-def-order", "Wrong order of fields in the instance of PROTO DefaultDef: "
         "USE nodes might refer to the wrong DEF nodes.")]  # WbNode::createProtoInstance


def test_cancelled_walk_keeps_nothing(workspace, webots):  # noqa: F811
    import pytest

    from webots_ls.analysis.cancel import Cancelled
    world = workspace / "worlds" / "new.wbt"
    source = (world.read_text() + "Sollid { }\n" * 5000).encode()
    tree = parse(source)
    types = ProjectNodeTypes(world, source, Project([workspace], webots))
    with pytest.raises(Cancelled):
        proto_findings(tree, source, types, should_stop=lambda: True)
    assert len(proto_findings(tree, source, types)) == 5000  # the walk starts over, complete


@pytest.mark.parser_tests
def test_diagnostics_with_the_project_report_a_proto_parameter_once(runner_home):  # noqa: F811
    """features.diagnostics with the file's ProjectNodeTypes: an unknown PROTO parameter is Webots' parameter
    message only (the built-in field rule leaves PROTO models alone), and `hidden` kinematic fields of a PROTO
    instance (WbNode::readFields) are no unknown field."""
    from webots_ls.analysis.index import FileAnalysis
    from webots_ls.features.diagnostics import diagnostics

    project = Project([], runner_home)
    worlds = runner_home / "tests" / "parser" / "worlds"
    found = {}
    for world in ("proto_unknown_parameter.wbt", "proto_default_def_parameter.wbt"):
        source = (worlds / world).read_bytes()
        tree = parse(source)
        types = ProjectNodeTypes(worlds / world, source, project)
        found[world] = [(source[:f.span.start].count(b"\n") + 1, f.code, f.message)
                        for f in diagnostics(tree, source, FileAnalysis.build(tree, source), node_types=types)]
    assert found["proto_unknown_parameter.wbt"] == [
        (25, "unknown-parameter", "Skipped unknown 'wrongNode' parameter in Floor PROTO")]
    assert [code for _, code, _ in found["proto_default_def_parameter.wbt"]] == ["default-def-order"]


@pytest.mark.parser_tests
def test_restricted_values(runner_home, workspace, webots):  # noqa: F811
    """WbFieldValueRestriction: an SF value outside the list is put back to the first allowed one; an MFNode item whose type
    (or base type, SolidBox is a Solid) is not listed is removed; a Transform without scale is read as a Pose."""
    project = Project([], runner_home)
    worlds = runner_home / "tests" / "parser" / "worlds"
    findings_of = restricted_values_of  # the rule runs in the shared pass (proto_values), read through diagnostics
    assert findings_of(worlds / "proto_not_allowed_field_value.wbt", project) == [
        (25, "warning", "restricted-value",
         "Invalid 'translation' changed to 0 0 0. The value should be in the list: {0 0 0}.")]
    assert findings_of(worlds / "proto_not_allowed_mf_field_value.wbt", project) == [
        (29, "warning", "restricted-value",
         "Invalid 'Pose' removed from 'extensionSlot' field. The values should be in the list: {Solid, Group}.")]
    world = workspace / "worlds" / "new.wbt"
    text = world.read_text() + 'Bot { mode "b" }\nBot { mode "c" }\n'
    assert findings_of(world, Project([workspace], webots), text) == [
        (line_of(text, 'mode "c"'), "warning", "restricted-value",
         "Invalid 'mode' changed to \"a\". The value should be in the list: {\"a\", \"b\"}.")]


def restricted_values_of(path: Path, project: Project, text: str | None = None) -> list[tuple[int, str, str, str]]:
    from webots_ls.analysis.index import FileAnalysis
    from webots_ls.features.diagnostics import diagnostics

    source = (text if text is not None else path.read_text(encoding="utf-8")).encode("utf-8")
    types = ProjectNodeTypes(path, source, project)
    tree = parse(source)
    analysis = FileAnalysis.build(tree, source, node_types=types)
    return [(source[:f.span.start].count(b"\n") + 1, f.severity, f.code, f.message)
            for f in diagnostics(tree, source, analysis, node_types=types) if f.code == "restricted-value"]


@pytest.mark.corpus
def test_the_pass_finds_the_instances_the_query_finds():
    """The PROTO rules read the instances (nodes of a plain type name that is not built in) the shared pass recorded;
    on a clean tree they are the query's, in document order (WbParser::parseNode reads each of them)."""
    from tests.analysis.helpers import CORPUS
    from webots_ls.analysis.tree_pass import tree_captures

    compared = found = 0
    for path in sorted(CORPUS.glob("*/*")):
        if path.suffix not in (".wbt", ".proto", ".wbo"):
            continue
        source = path.read_bytes()
        tree = parse(source)
        captured = tree_captures(tree, source)
        if captured.error_ranges:
            continue
        skipped = proto_rules._skipped_spans(tree, source, captured)
        by_query = sorted((node.start_byte, name)
                          for node, name in proto_rules._from_query(tree, source, skipped, None))
        by_pass = [(node.start_byte, name)
                   for node, name in proto_rules.from_table(captured.node_table(), tree, skipped)]
        assert by_pass == by_query, path
        compared += 1
        found += len(by_query)
    assert compared > 800 and found > 10000
