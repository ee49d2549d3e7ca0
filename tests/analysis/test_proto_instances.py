"""DEFs of PROTO default values registered in the file's scope (``WbNode::createProtoInstance``) and derived PROTOs
reusing a base parameter name (``WbProtoModel::WbProtoModel``), on a workspace made here."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.analysis.helpers import parse, proto_workspace
from webots_ls.analysis.index import FileAnalysis
from webots_ls.analysis.project import Project, ProjectNodeTypes
from webots_ls.features.diagnostics import diagnostics

PROTOS = {
    "Shapes.proto": """#VRML_SIM R2021a utf8
PROTO Shapes [
  field SFNode geom1 DEF BOX Box { size 0.1 0.1 0.1 }
  field SFNode geom2 DEF SPHERE Sphere { radius 0.1 }
  field SFNode geom3 NULL
]
{ Group { children [ Shape { geometry IS geom1 } Shape { geometry IS geom2 } Shape { geometry IS geom3 } ] } }
""",
    "Plain.proto": "#VRML_SIM R2021a utf8\nPROTO Plain [ field SFFloat a 1 field SFFloat b 2 ]\n{ Solid { mass IS a } }\n",
    "Slotted.proto": "#VRML_SIM R2021a utf8\nPROTO Slotted [ field MFNode slot [] field SFVec3f t 0 0 0 ]\n"
                     "{ Solid { translation IS t children IS slot } }\n",
}

WRONG = "Wrong order of fields in the instance of PROTO {}: USE nodes might refer to the wrong DEF nodes."
LINKED = "Derived and base PROTO can use the same parameter name only if it is linked directly, like '{0} IS {0}'."


@pytest.fixture
def workspace(tmp_path) -> Path:
    return proto_workspace(tmp_path / "ws", PROTOS)


def findings(path: Path, text: str, codes: tuple[str, ...]) -> list[tuple[int, str, str]]:
    """(line, code, message) of ``text`` as the file ``path``, through ``diagnostics`` with the project."""
    source = text.encode("utf-8")
    path.write_bytes(source)
    types = ProjectNodeTypes(path, source, Project([path.parent.parent]))
    tree = parse(source)
    analysis = FileAnalysis.build(tree, source, node_types=types)
    return [(source[:f.span.start].count(b"\n") + 1, f.code, f.message)
            for f in diagnostics(tree, source, analysis, node_types=types) if f.code in codes]


def test_parameters_out_of_order_with_default_defs(workspace):
    """Parser test proto_default_def_parameter.wbt: geom2's default DEF is registered between geom1 and geom3."""
    text = """#VRML_SIM R2021c utf8
Shapes { geom3 Cylinder { } geom1 DEF SPHERE Box { } }
Shapes { geom1 Box { } geom3 Cylinder { } }
Shapes { geom3 Cylinder { } geom2 Box { } geom1 Box { } }
Plain { b 1 a 2 }
"""
    # in order; all written (no default DEF registered); a PROTO without default DEFs: no warning
    assert findings(workspace / "worlds" / "w.wbt", text, ("default-def-order",)) == [
        (2, "default-def-order", WRONG.format("Shapes"))]


def test_a_use_may_refer_to_a_default_def_of_an_earlier_instance(workspace):
    text = """#VRML_SIM R2021c utf8
Solid { boundingObject USE BOX }
Shapes { geom1 Box { } }
Solid { boundingObject USE BOX }
Solid { boundingObject USE SPHERE }
Shapes { geom3 NULL }
Solid { boundingObject USE BOX }
"""
    unbound = "Did not find a 'DEF {0}' to match 'USE {0}'"
    assert findings(workspace / "worlds" / "w.wbt", text, ("unresolved-use",)) == [
        (2, "unresolved-use", unbound.format("BOX")),  # before any instance
        (4, "unresolved-use", unbound.format("BOX")),  # that instance writes geom1: its default is not made
    ]


def test_a_derived_proto_links_a_base_parameter_name_directly(workspace):
    protos = workspace / "protos"
    wrong = """#VRML_SIM R2021c utf8
PROTO Wrong [ field MFNode slot [] field SFVec3f t 0 0 0 field SFVec3f other 0 0 0 ]
{
  Slotted {
    slot [ Pose { children IS slot } ]
    t IS other
  }
}
"""
    assert findings(protos / "Wrong.proto", wrong, ("derived-parameter-name",)) == [
        (5, "derived-parameter-name", LINKED.format("slot")),
        (6, "derived-parameter-name", LINKED.format("t")),
    ]
    right = """#VRML_SIM R2021c utf8
PROTO Right [ field MFNode slot [] field SFVec3f where 0 0 0 ]
{ Slotted { slot IS slot t IS where } }
"""
    assert findings(protos / "Right.proto", right, ("derived-parameter-name",)) == []
    built_in_base = "#VRML_SIM R2021c utf8\nPROTO OnSolid [ field MFNode children [] ]\n{ Solid { children [ ] } }\n"
    assert findings(protos / "OnSolid.proto", built_in_base, ("derived-parameter-name",)) == []
