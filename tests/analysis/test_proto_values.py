"""Values of PROTO instance fields: each checked against its parameter's type with the built-in fields' messages
(``WbParser::parseFieldValue``), and against the parameter's restrictions (``WbFieldValueRestriction``), on a
workspace made here and through the shared pass that judges built-in fields."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.analysis.helpers import parse, proto_workspace
from webots_ls.analysis.index import FileAnalysis
from webots_ls.analysis.node_types import BUILT_INS
from webots_ls.analysis.project import Project, ProjectNodeTypes
from webots_ls.analysis.proto_values import node_accepted
from webots_ls.analysis.use_rules import Frame, Slot, insert_problem
from webots_ls.features.diagnostics import diagnostics

PROTOS = {
    "Kit.proto": """#VRML_SIM R2023b utf8
PROTO Kit [
  field SFFloat   mass 1
  field SFInt32   count 2
  field SFBool    on TRUE
  field MFVec3f   points []
  field SFString  label ""
  field SFVec3f{0 0 0, 1 1 1} size 0 0 0
  field SFString{"a", "b"} mode "b"
  field MFNode{Solid{}, Group{}} exact []
  field MFNode{Group{}+} groups []
  field MFNode{Transform{}} transforms []
  field MFNode{Base{}+} bases []
  field MFNode{Base{}} onlyBase []
  field SFNode{Shape{}} shape NULL
]
{
  Solid {
    children [ Group { children IS exact } Group { children IS groups } Group { children IS bases }
               Group { children IS onlyBase } Shape { } ]
  }
}
""",
    "Base.proto": "#VRML_SIM R2023b utf8\nPROTO Base [ ]\n{ Pose { } }\n",
    "Derived.proto": "#VRML_SIM R2023b utf8\nEXTERNPROTO \"Base.proto\"\nPROTO Derived [ ]\n{ Base { } }\n",
    "Crate.proto": "#VRML_SIM R2023b utf8\nPROTO Crate [ ]\n{ Solid { } }\n",
}

HEAD = """#VRML_SIM R2023b utf8
EXTERNPROTO "../protos/Kit.proto"
EXTERNPROTO "../protos/Base.proto"
EXTERNPROTO "../protos/Derived.proto"
EXTERNPROTO "../protos/Crate.proto"
"""


@pytest.fixture
def workspace(tmp_path) -> Path:
    return proto_workspace(tmp_path / "ws", PROTOS)


def findings(workspace: Path, text: str, codes: tuple[str, ...], newline: str = "\n") -> list[tuple[str, str, str]]:
    """(code, message, the text the finding covers) of the world ``text``, through ``diagnostics``."""
    path = workspace / "worlds" / "world.wbt"
    source = text.replace("\n", newline).encode("utf-8")
    types = ProjectNodeTypes(path, source, Project([workspace]))
    tree = parse(source)
    analysis = FileAnalysis.build(tree, source, node_types=types)
    return [(f.code, f.message, source[f.span.start:f.span.end].decode("utf-8"))
            for f in diagnostics(tree, source, analysis, node_types=types) if f.code in codes]


VALUE_CODES = ("value-type", "non-integer", "legacy-type")


def test_parameter_values_are_checked_against_their_types(workspace):
    text = HEAD + """Kit {
  mass "heavy"
  count 2.5
  on 1
  points [ 1 2 3, 4 5 ]
  label "é ok"
}
"""
    assert findings(workspace, text, VALUE_CODES) == [
        ("value-type", "Expected floating point value, found '\"heavy\"'", '"heavy"'),
        ("non-integer", "'2.5' is not a 32-bit integer: Webots reads it as 0 in the SFInt32 field 'count'", "2.5"),
        ("value-type", "Expected boolean value, found '1'", "1"),
        ("value-type", "Expected floating point value, found ']'", "]"),
    ]


def test_the_same_values_fit_a_built_in_provider_and_fitting_values_give_nothing(workspace):
    fine = HEAD + 'Kit { mass 2 count 3 on FALSE points [ 1 2 3, 4 5 6 ] label "x" size 1 1 1 mode "b" }\n'
    assert findings(workspace, fine, VALUE_CODES + ("restricted-value",)) == []
    # Without the project the PROTO is unknown: its fields are not judged (Webots skips the node)
    source = (HEAD + 'Kit { mass "heavy" }\n').encode()
    tree = parse(source)
    assert [f for f in diagnostics(tree, source, FileAnalysis.build(tree, source, node_types=BUILT_INS))
            if f.code == "value-type"] == []


def test_restricted_sf_values(workspace):
    text = HEAD + 'Kit { size 0 1 0 mode "c" }\nKit { size 1.0 1 1e0 mode "a" }\n'
    assert findings(workspace, text, ("restricted-value",)) == [
        ("restricted-value",
         "Invalid 'size' changed to 0 0 0. The value should be in the list: {0 0 0, 1 1 1}.", "0 1 0"),
        # reset to the default, not the list's first value (WbField::checkValueIsAccepted)
        ("restricted-value", "Invalid 'mode' changed to \"b\". The value should be in the list: {\"a\", \"b\"}.",
         '"c"'),
    ]


def test_restricted_node_values(workspace):
    text = HEAD + """Kit {
  exact [ Solid { } Group { } Crate { } Pose { } Robot { } USE SOMETHING NULL ]
  groups [ Group { } Pose { } Robot { } Crate { } Derived { } Shape { } ]
  bases [ Base { } Derived { } Pose { } ]
  onlyBase [ Base { } Derived { } ]
  shape Box { }
}
"""
    listed = "The values should be in the list:"
    assert findings(workspace, text, ("restricted-value",)) == [
        # Crate's base type is Solid: accepted like a Solid (WbFieldModel::isValueAccepted)
        ("restricted-value", f"Invalid 'Pose' removed from 'exact' field. {listed} {{Solid, Group}}.", "Pose"),
        ("restricted-value", f"Invalid 'Robot' removed from 'exact' field. {listed} {{Solid, Group}}.", "Robot"),
        # Group{}+: every descendant of Group by the parent chain, PROTOs by their base type; the list shows the '+'
        # (WbField::checkValueIsAccepted, R2025a's WbFieldValueRestriction::allowsSubtypes)
        ("restricted-value", f"Invalid 'Shape' removed from 'groups' field. {listed} {{Group+}}.", "Shape"),
        # Base{}+: Base and the PROTOs derived from it; Pose is Base's base type, not a Base
        ("restricted-value", f"Invalid 'Pose' removed from 'bases' field. {listed} {{Base+}}.", "Pose"),
        ("restricted-value", f"Invalid 'Derived' removed from 'onlyBase' field. {listed} {{Base}}.", "Derived"),
        # an SF parameter is reset to its default (WbField::checkValueIsAccepted's single-value branch)
        ("restricted-value", "Invalid 'shape' changed to NULL. The value should be in the list: {Shape}.", "Box"),
    ]


def test_an_older_world_makes_a_pose_of_a_transform_without_scale(workspace):
    """``WbVrmlNodeUtilities::transformBackwardCompatibility``: before R2023b a Transform whose scale is absent or
    1 1 1 is a Pose (parser test proto_not_allowed_mf_field_value.wbt names 'Pose')."""
    text = ("#VRML_SIM R2021c utf8\nKit { exact [ Transform { } Transform { scale 1 1 1 } "
            "Transform { scale 2 2 2 } ] }\n")
    found = findings(workspace, text, ("restricted-value",))
    assert [(message.split("'")[1], covered) for _, message, covered in found] == [
        ("Pose", "Transform"), ("Pose", "Transform"), ("Transform", "Transform")]
    # a list that names Transform (a PROTO of that time) still takes the Transform it was written for
    text = "#VRML_SIM R2021c utf8\nKit { transforms [ Transform { } ] exact [ Transform { } ] }\n"
    assert [message.split("'")[1] for _, message, _ in findings(workspace, text, ("restricted-value",))] == ["Pose"]


def test_restrictions_in_an_item_with_a_syntax_error_crlf_and_non_ascii(workspace):
    text = HEAD + 'Kit { label "ünï" size 0 2 0 exact [ Pose { } ] }\nSolid { children [ Shape { ] }\n'
    found = findings(workspace, text, ("restricted-value",), newline="\r\n")
    assert [covered for _, _, covered in found] == ["0 2 0", "Pose"]
    broken = HEAD + 'Solid { children [ Kit { size 0 2 0 exact [ Pose { } ] } ] translation 1 }\nGroup { ] }\n'
    assert [covered for _, _, covered in findings(workspace, broken, ("restricted-value",))] == ["0 2 0", "Pose"]


def test_is_values_are_left_to_the_proto_that_links_them(workspace):
    outer = """#VRML_SIM R2023b utf8
EXTERNPROTO "Kit.proto"
PROTO Outer [ field SFVec3f size 5 5 5 field MFNode extra [] ]
{ Kit { size IS size exact IS extra } }
"""
    path = workspace / "protos" / "Outer.proto"
    source = outer.encode()
    path.write_bytes(source)
    types = ProjectNodeTypes(path, source, Project([workspace]))
    tree = parse(source)
    found = diagnostics(tree, source, FileAnalysis.build(tree, source, node_types=types), node_types=types)
    assert [f for f in found if f.code == "restricted-value"] == []


def test_node_accepted_follows_the_derived_proto_chain(workspace):
    types = ProjectNodeTypes(workspace / "worlds" / "world.wbt", HEAD.encode(), Project([workspace]))
    assert types.proto_ancestors("Derived") == ("Derived", "Base")
    assert types.proto_ancestors("Pose") == ()
    assert node_accepted(types, "Derived", ("Base+",)) and not node_accepted(types, "Derived", ("Base",))
    assert node_accepted(types, "Crate", ("Solid",)) and node_accepted(types, "Robot", ("Pose+",))
    assert not node_accepted(types, "Robot", ("Pose",))


@pytest.mark.parametrize("version, field, item, judged, message", [
    ("R2023b", "groups", "Shape", "Shape",
     "Invalid 'Shape' removed from 'groups' field. The values should be in the list: {Group+}."),
    ("R2021c", "exact", "Transform", "Pose",  # before R2023b a Transform without scale is made a Pose
     "Invalid 'Pose' removed from 'exact' field. The values should be in the list: {Solid, Group}."),
    ("R2023b", "shape", "Box", "Box", "Invalid 'shape' changed to NULL. The value should be in the list: {Shape}."),
])
def test_one_judge_of_node_restrictions(workspace, version, field, item, judged, message):
    """The value rule and slot typing's PROTO-parameter check (which the USE completion asks) are one judge,
    ``node_restriction_problem``: one finding per refused node, and the same text from both."""
    value = f"{item} {{ }}" if field == "shape" else f"[ {item} {{ }} ]"
    text = HEAD.replace("R2023b", version) + f"Kit {{ {field} {value} }}\n"
    path = workspace / "worlds" / "world.wbt"
    source = text.encode()
    types = ProjectNodeTypes(path, source, Project([workspace]))
    tree = parse(source)
    found = diagnostics(tree, source, FileAnalysis.build(tree, source, node_types=types), node_types=types)
    at_item = [(f.code, f.message) for f in found if source[f.span.start:f.span.end] == item.encode()]
    assert at_item == [("restricted-value", message)]
    assert insert_problem(types, Slot("field", (Frame("Kit", field),)), judged) == message
