"""Slot typing of every node (WbNodeUtilities::isAllowedToInsert, applied at load by
WbNodeUtilities::validateExistingChildNode) and what PROTO knowledge feeds the USE rules: built-in nodes, and PROTO
instances of a multi-file workspace (test_project's) judged by their base type, PROTO parameters by their
restrictions (WbFieldValueRestriction::isNodeAccepted)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.analysis.helpers import analyse, parse
from tests.analysis.test_project import webots, workspace, write  # noqa: F401 (fixtures)
from webots_ls.analysis.index import FileAnalysis
from webots_ls.analysis.project import Project, ProjectNodeTypes
from webots_ls.analysis.slot_typing import misplaced_nodes
from webots_ls.analysis.use_rules import forbidden_uses
from webots_ls.features.completion import complete
from webots_ls.features.diagnostics import diagnostics

HEADER = "#VRML_SIM R2023b utf8\n"


def _found(analysis: FileAnalysis) -> list[tuple[str, str]]:
    source = analysis.source
    return [(source[f.span.start:f.span.end].decode(), f.message) for f in misplaced_nodes(analysis)]


@pytest.mark.parametrize("text, found", [
    ("Shape { appearance Box { } }", ("Box", "Cannot insert Box node in 'appearance' field of Shape node.")),
    ("Shape { geometry Material { } }", ("Material", "Cannot insert Material node in 'geometry' field of Shape node.")),
    ("Solid { boundingObject Cone { } }", ("Cone", "Cone geometry node cannot be used in bounding object.")),
    ("Solid { boundingObject Group { children [ Appearance { } ] } }",
     ("Appearance", "Cannot insert Appearance node in 'children' field of Group node in bounding object.")),
    ("Solid { children [ Camera { } ] }",
     ("Camera", "Cannot insert Camera node in 'children' field of Solid node that doesn't have a Robot ancestor.")),
    ("Group { children [ HingeJoint { } ] }",
     ("HingeJoint", "Cannot insert HingeJoint node in 'children' field of Group node that doesn't have a Solid "
                    "ancestor.")),
    ("Transform { children [ Solid { } ] }", ("Solid", "Cannot insert Solid node in 'children' field of Transform node.")),
    ("Group { children [ WorldInfo { } ] }",
     ("WorldInfo", "WorldInfo node can only be inserted at the top level of the node hierarchy.")),
    ("Slot { endPoint Solid { } }",
     ("Solid", "Cannot insert Solid node in 'endPoint' field of Slot node: only a slot can be added in the parent "
               "slot.")),
    ("DEF B Box { } Shape { appearance Appearance { material USE B } }",
     ("B", "Cannot insert Box node in 'material' field of Appearance node.")),
])
def test_webots_messages_on_built_in_nodes(text, found):
    assert _found(analyse(HEADER + text)) == [found]


@pytest.mark.parametrize("text", [
    "Robot { children [ Solid { children [ Camera { } HingeJoint { endPoint Solid { } } ] } ] }",
    "Shape { appearance PBRAppearance { baseColorMap ImageTexture { } } geometry Box { } }",
    "Solid { boundingObject Pose { children [ Shape { geometry Box { } } ] } }",
    "Robot { children [ Slot { endPoint Slot { endPoint Solid { } } } ] }",
    "Sollid { children [ Camera { } ] }",  # an unknown owner is not judged
])
def test_what_webots_accepts_is_not_reported(text):
    assert _found(analyse(HEADER + text)) == []


def test_before_r2023b_a_transform_is_a_pose():
    assert _found(analyse("#VRML_SIM R2022b utf8\nTransform { children [ Solid { } ] }")) == []


def test_a_proto_body_does_not_know_its_ancestors():
    text = HEADER + "PROTO Cam [ ] { Solid { children [ Camera { } Shape { geometry Material { } } ] } }"
    assert _found(analyse(text)) == [("Material", "Cannot insert Material node in 'geometry' field of Shape node.")]


def test_reported_by_the_diagnostics_with_its_code():
    text = HEADER + "Shape { appearance Box { } }"
    analysis = analyse(text)
    found = [(f.code, f.severity) for f in diagnostics(analysis.tree, analysis.source, analysis)]
    assert ("misplaced-node", "warning") in found


# -- PROTO instances of a workspace ------------------------------------------------------------------------

PROTOS = {
    # base type Solid, through a file of the workspace
    "protos/Crate.proto": '#VRML_SIM R2023b utf8\nPROTO Crate [ ] { Solid { } }\n',
    # base type Box (a geometry)
    "protos/Brick.proto": '#VRML_SIM R2023b utf8\nPROTO Brick [ ] { Box { } }\n',
    # a derived PROTO: Crate's base type, Solid
    "protos/BigCrate.proto": '#VRML_SIM R2023b utf8\nEXTERNPROTO "Crate.proto"\nPROTO BigCrate [ ] { Crate { } }\n',
    "protos/Holder.proto": ('#VRML_SIM R2023b utf8\nPROTO Holder [\n'
                            '  field SFNode{Solid{}+, Group{}} load NULL\n  field MFNode extra [ ]\n]\n'
                            '{ Robot { children [ Group { children IS extra } ] } }\n'),
}
DECLARATIONS = "".join(f'EXTERNPROTO "../protos/{name}.proto"\n' for name in ("Crate", "Brick", "BigCrate", "Holder"))


def _world(root: Path, body: str, home: Path | None = None) -> FileAnalysis:
    write(root, PROTOS)
    path = root / "worlds" / "w.wbt"
    source = (HEADER + DECLARATIONS + body).encode()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(source)
    return FileAnalysis.build(parse(source), source, node_types=ProjectNodeTypes(path, source, Project([root], home)))


def test_proto_instances_by_their_base_type(workspace, webots):  # noqa: F811
    analysis = _world(workspace, "Shape { geometry Brick { } appearance Crate { } }\n"
                                 "Solid { boundingObject Brick { } children [ BigCrate { } Bot { } ] }\n"
                                 "Pose { children [ Floor { } ] }\n", webots)
    assert _found(analysis) == [
        ("Crate", "Cannot insert Solid node in 'appearance' field of Shape node."),
    ]


def test_proto_parameters_with_restrictions(workspace):  # noqa: F811
    analysis = _world(workspace, "Holder { load BigCrate { } }\nHolder { load Group { } }\nHolder { load Pose { } }\n"
                                 "Holder { extra [ Pose { } Box { } ] }\n")
    assert _found(analysis) == [
        ("Pose", "Invalid 'Pose' removed from 'load' field. The values should be in the list: {Solid+, Group}."),
    ]


def test_forbidden_use_of_proto_instances_by_base_type(workspace, webots):  # noqa: F811
    analysis = _world(workspace, "DEF C BigCrate { }\nDEF R Bot { }\nDEF G Group { children [ Crate { } ] }\n"
                                 "DEF B Brick { }\nGroup { children [ USE C USE R USE G ] }\n"
                                 "Shape { geometry USE B }\n", webots)
    source = analysis.source
    assert [(source[f.span.start:f.span.end].decode(), f.message) for f in forbidden_uses(analysis)] == [
        ("C", "Solid nodes cannot be USEd. Non-admissible USE node turned into DEF node."),
        ("R", "Solid nodes cannot be USEd. Non-admissible USE node turned into DEF node."),
        ("G", "Nodes with a Solid descendant cannot be USEd. Non-admissible USE node turned into DEF node."),
    ]


def _labels_at_end(analysis_text: str, workspace: Path, home: Path | None = None) -> list[str]:
    analysis = _world(workspace, analysis_text, home)
    return [item.label for item in complete(analysis, len(analysis.source)).items]


def test_completion_after_use_filters_proto_instances(workspace, webots):  # noqa: F811
    defs = "DEF C Crate { }\nDEF K Brick { }\nDEF A Appearance { }\nDEF P Pose { }\nDEF G Group { }\n"
    # Crate is a Solid: never offered; Brick is a Box: a geometry
    assert _labels_at_end(defs + "Shape { geometry USE ", workspace, webots) == ["K"]
    assert _labels_at_end(defs + "Shape { appearance USE ", workspace, webots) == ["A"]
    # Holder's load takes {Solid{}+, Group{}}: a Group, not a Pose nor a Box
    assert _labels_at_end(defs + "Holder { load USE ", workspace, webots) == ["G"]
