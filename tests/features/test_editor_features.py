"""Semantic tokens, folding, selection ranges, linked editing, colors, links and unit hints on snapshots (byte
spans)."""

from __future__ import annotations

import pytest

from webots_ls.analysis.project import Project, ProjectNodeTypes
from webots_ls.features.colors import color_presentation, document_colors
from webots_ls.features.folding import folding_ranges, selection_ranges
from webots_ls.features.inlay_units import unit_hints
from webots_ls.features.linked_editing import linked_names
from webots_ls.features.links import document_links
from webots_ls.features.semantic_tokens import semantic_tokens
from webots_ls.snapshot import FileSnapshot

from features.helpers import open_snapshot

WORLD = b"""#VRML_SIM R2023b utf8
# A world for the tests
# second comment line
EXTERNPROTO "../protos/Wheel.proto"
DEF BODY Solid {
  children [
    Shape {
      geometry Box { size 1 1 1 }
    }
  ]
  boundingObject USE BODY_SHAPE
}
Camera { spherical FALSE }
CameraFocus { focalDistance 1 }
Wheel { radius 0.2 }
DEF BODY_SHAPE Box {}
Robot { children [ USE BODY USE BODY_SHAPE ] }
"""

WHEEL = b"""#VRML_SIM R2023b utf8
PROTO Wheel [
  field SFFloat radius 0.1
]
{
  Solid { name IS radius }
}
"""


def _tokens(source: bytes, node_types=None, start=0, end=None):
    snapshot = FileSnapshot.open("file:///w.wbt", source, 1, node_types) if node_types else open_snapshot(source)
    found = semantic_tokens(snapshot, start, end)
    return [(source[t.start : t.end].decode(), t.type, t.modifiers) for t in found.tokens], found.visited


def _project_types(tmp_path, source: bytes):
    (tmp_path / "protos").mkdir()
    (tmp_path / "protos" / "Wheel.proto").write_bytes(WHEEL)
    (tmp_path / "worlds").mkdir()
    world = tmp_path / "worlds" / "w.wbt"
    world.write_bytes(source)
    return ProjectNodeTypes(world, source, Project([tmp_path]))


def test_semantic_tokens_def_use_types_and_fields(tmp_path):
    tokens, _ = _tokens(WORLD, _project_types(tmp_path, WORLD))
    assert ("BODY", "variable", ("declaration", "readonly")) in tokens
    assert ("BODY", "variable", ("readonly",)) in tokens  # USE BODY
    assert ("Solid", "class", ("defaultLibrary",)) in tokens
    assert ("children", "property", ()) in tokens
    # a PROTO instance: its type is a 'type', its parameters are the fields of its model
    assert ("Wheel", "type", ()) in tokens
    assert ("radius", "property", ()) in tokens


def test_semantic_tokens_deprecated_field_and_node():
    """WbNodeModel::compatibleNodeName (CameraFocus -> Focus) and Camera's deprecatedField 'spherical'."""
    tokens, _ = _tokens(WORLD)
    assert ("CameraFocus", "class", ("defaultLibrary", "deprecated")) in tokens
    assert ("spherical", "property", ("deprecated",)) in tokens
    assert ("focalDistance", "property", ()) in tokens
    assert ("Wheel", "type", ()) not in tokens  # unknown without the project


def test_semantic_tokens_proto_interface_and_is():
    tokens, _ = _tokens(WHEEL)
    assert tokens == [
        ("Wheel", "type", ("declaration",)),
        ("radius", "parameter", ("declaration",)),
        ("Solid", "class", ("defaultLibrary",)),
        ("name", "property", ()),
        ("IS", "keyword", ()),
        ("radius", "parameter", ()),
    ]


def test_semantic_tokens_range_only_in_range_and_field_of_enclosing_node():
    start = WORLD.index(b"geometry")
    end = WORLD.index(b"boundingObject")
    tokens, _ = _tokens(WORLD, start=start, end=end)
    assert tokens == [
        ("geometry", "property", ()),
        ("Box", "class", ("defaultLibrary",)),
        ("size", "property", ()),
    ]


def _big_world(count: int) -> bytes:
    item = b"DEF S%d Solid {\n  translation 1 2 3\n  children [\n    Shape { geometry Box { size 1 1 1 } }\n  ]\n}\n"
    return b"#VRML_SIM R2023b utf8\n" + b"".join(item.replace(b"%d", str(i).encode()) for i in range(count))


@pytest.mark.slow
def test_semantic_tokens_range_on_big_world_walks_only_the_range():
    """A range request on a 5 MB world walks the path to the range and the range, not the file."""
    source = _big_world(55_000)
    assert len(source) > 5_000_000
    snapshot = open_snapshot(source)
    middle = source.index(b"DEF S30000 ")
    found = semantic_tokens(snapshot, middle, middle + 400)
    names = [source[t.start : t.end] for t in found.tokens]
    assert names[:3] == [b"S30000", b"Solid", b"translation"]
    assert found.visited < 500  # the file has over 2 million syntax nodes


def test_folding_nodes_lists_header_and_interface():
    folds = folding_ranges(open_snapshot(WORLD))
    starts = [(WORLD[f.start : f.start + 12], f.kind) for f in folds]
    assert starts[0] == (b"#VRML_SIM R2", "comment")
    assert WORLD[folds[0].end - 19 : folds[0].end] == b"second comment line"
    assert (b"{\n  children", "region") in starts
    assert (b"[\n    Shape ", "region") in starts
    assert all(WORLD[f.end : f.end + 1] in (b"}", b"]") for f in folds if f.bracketed)
    proto_folds = folding_ranges(open_snapshot(WHEEL))
    assert [WHEEL[f.start : f.start + 3] for f in proto_folds if f.kind == "region"][:2] == [b"[\n ", b"{\n "]


def test_folding_deep_nesting_has_no_recursion():
    depth = 5000
    source = b"#VRML_SIM R2023b utf8\n" + b"Group { children [\n" * depth + b"]}\n" * depth
    assert len(folding_ranges(open_snapshot(source))) == 2 * depth + 1


def test_selection_ranges_value_field_node_parent():
    chain = selection_ranges(open_snapshot(WORLD), WORLD.index(b"1 1 1") + 2)
    texts = [WORLD[s.start : s.end] for s in chain]
    assert texts[0] == b"1 1 1"
    assert texts[1] == b"size 1 1 1"
    assert texts[2] == b"Box { size 1 1 1 }"
    assert texts[3] == b"geometry Box { size 1 1 1 }"
    assert texts[4].startswith(b"Shape {")
    assert texts[-1] == WORLD
    assert all(a.start >= b.start and a.end <= b.end and a != b for a, b in zip(chain, chain[1:]))


def test_linked_editing_def_and_exactly_its_bound_uses():
    """WbNodeReader::readNode: USE BODY_SHAPE before its DEF is not bound to it, nor linked."""
    analysis = open_snapshot(WORLD)
    spans = linked_names(analysis, WORLD.index(b"DEF BODY_SHAPE") + 5)
    assert [(WORLD[s.start : s.end], s.start) for s in spans] == [
        (b"BODY_SHAPE", WORLD.index(b"DEF BODY_SHAPE") + 4),
        (b"BODY_SHAPE", WORLD.rindex(b"USE BODY_SHAPE") + 4),
    ]
    assert linked_names(analysis, WORLD.index(b"USE BODY_SHAPE") + 5) is None  # unbound USE
    from_use = linked_names(analysis, WORLD.index(b"USE BODY ") + 5)
    assert [WORLD[s.start : s.end] for s in from_use] == [b"BODY", b"BODY"]
    assert linked_names(analysis, WORLD.index(b"Camera")) is None


COLORS = b"""#VRML_SIM R2023b utf8
PROTO Lamp [
  field SFColor lampColor 1 0.5 0
  field SFVec3f size 1 1 1
]
{
  Shape {
    appearance PBRAppearance { baseColor IS lampColor emissiveIntensity 1 }
    geometry IndexedFaceSet { coord Coordinate { point [ 0 0 0, 1 1 1 ] } }
  }
}
"""


def test_colors_from_the_field_type_of_the_model(tmp_path):
    world = b"#VRML_SIM R2023b utf8\nColor { color [ 1 0 0, 0 1 0.5 ] }\nPointLight { color 0.2 0.3 0.4 location 1 1 1 }\n"
    found = [(world[c.span.start : c.span.end], (c.red, c.green, c.blue)) for c in document_colors(open_snapshot(world))]
    assert found == [
        (b"1 0 0", (1.0, 0.0, 0.0)),
        (b"0 1 0.5", (0.0, 1.0, 0.5)),
        (b"0.2 0.3 0.4", (0.2, 0.3, 0.4)),
    ]  # PointLight.location (SFVec3f) and the Coordinate points are no colors
    in_proto = [COLORS[c.span.start : c.span.end] for c in document_colors(open_snapshot(COLORS))]
    assert in_proto == [b"1 0.5 0"]  # the declared SFColor parameter only


def test_color_presentation_writes_r_g_b_without_needless_digits():
    assert color_presentation(1.0, 0.5, 0.0) == "1 0.5 0"
    assert color_presentation(0.25, 1e-7, -0.0) == "0.25 0.0000001 0"


def test_colors_of_a_proto_instance_parameter(tmp_path):
    (tmp_path / "protos").mkdir()
    (tmp_path / "protos" / "Lamp.proto").write_bytes(COLORS)
    (tmp_path / "worlds").mkdir()
    world = b'#VRML_SIM R2023b utf8\nEXTERNPROTO "../protos/Lamp.proto"\nLamp { lampColor 0 0 1 size 1 2 3 }\n'
    path = tmp_path / "worlds" / "w.wbt"
    path.write_bytes(world)
    snapshot = FileSnapshot.open(path.as_uri(), world, 1, ProjectNodeTypes(path, world, Project([tmp_path])))
    assert [world[c.span.start : c.span.end] for c in document_colors(snapshot)] == [b"0 0 1"]


LINKED_WORLD = b"""#VRML_SIM R2023b utf8
EXTERNPROTO "../protos/Lamp.proto"
EXTERNPROTO "webots://projects/objects/floors/protos/Floor.proto"
EXTERNPROTO "https://example.invalid/Thing.proto"
Robot {
  controller "my_controller"
  children [
    Shape { appearance Appearance { texture ImageTexture { url [ "textures/wood.png" "../tex/\xe2\x85\xa9.jpg" ] } } }
    CadShape { url "meshes/arm.dae" }
  ]
}
Robot { controller "<extern>" }
"""


def test_links_externproto_urls_textures_meshes_and_controllers(tmp_path):
    world = tmp_path / "worlds" / "w.wbt"
    found = document_links(open_snapshot(LINKED_WORLD), world, None)
    got = [(LINKED_WORLD[link.span.start : link.span.end].decode(), link.target) for link in found]
    assert got == [
        ("../protos/Lamp.proto", str(tmp_path / "protos" / "Lamp.proto")),
        ("https://example.invalid/Thing.proto", "https://example.invalid/Thing.proto"),  # linked, never fetched
        ("my_controller", str(tmp_path / "controllers" / "my_controller")),
        ("textures/wood.png", str(tmp_path / "worlds" / "textures" / "wood.png")),
        ("../tex/Ⅹ.jpg", str(tmp_path / "tex" / "Ⅹ.jpg")),
        ("meshes/arm.dae", str(tmp_path / "worlds" / "meshes" / "arm.dae")),
    ]  # webots:// has no target without an installation; <extern> is no controller folder
    with_home = document_links(open_snapshot(LINKED_WORLD), world, tmp_path / "webots")
    assert str(tmp_path / "webots" / "projects/objects/floors/protos/Floor.proto") in [l.target for l in with_home]


def test_units_from_the_node_docs():
    """The trailing comments of Webots' .wrl field lines: Physics.mass '(kg)', RotationalMotor.maxVelocity."""
    from webots_ls.analysis.units import field_unit, unit_of_comment

    assert field_unit("Physics", "mass") == "kg"
    assert field_unit("Physics", "density") == "kg/m^3"
    assert field_unit("RotationalMotor", "maxVelocity") == "rad/s"
    assert field_unit("Solid", "rotationStep") is None  # '(PI/12)' is no unit
    assert field_unit("Solid", "name") is None
    assert unit_of_comment('generic name of the solid (eg: "chair")') is None
    assert unit_of_comment("max force (Newtons)") == "N"


def test_unit_hints_only_built_in_number_fields_in_range():
    source = b"#VRML_SIM R2023b utf8\nSolid { physics Physics { mass 2 density -1 } }\nSolid { name \"a\" }\n"
    snapshot = open_snapshot(source)
    hints = [(source[h.offset - 6 : h.offset], h.unit) for h in unit_hints(snapshot)]
    assert hints == [(b"mass 2", "kg"), (b"ity -1", "kg/m^3")]
    cut = source.index(b"density")
    assert [h.unit for h in unit_hints(snapshot, 0, cut)] == ["kg"]


def test_workspace_symbols_proto_lines_and_open_defs(tmp_path):
    from webots_ls.features.workspace_symbols import def_symbols, matches, proto_symbols

    (tmp_path / "protos").mkdir()
    (tmp_path / "protos" / "Wheel.proto").write_bytes(b"#VRML_SIM R2023b utf8\r\n# doc\r\n  PROTO Wheel [\r\n]\r\n{ Solid {} }\r\n")
    (tmp_path / "protos" / "Lamp.proto").write_bytes(COLORS)
    (tmp_path / "protos" / "broken.proto").write_bytes(b"#VRML_SIM R2023b utf8\nno proto line\n")
    files = list((tmp_path / "protos").iterdir())
    found = proto_symbols("wh", files)
    assert [(s.name, s.line, s.line_prefix, s.path.name) for s in found] == [("Wheel", 2, b"  PROTO ", "Wheel.proto")]
    assert sorted(s.name for s in proto_symbols("", files)) == ["Lamp", "Wheel"]
    snapshot = open_snapshot(WORLD, "file:///w.wbt")
    assert [(s.name, WORLD[s.span.start : s.span.end]) for s in def_symbols("bs", [snapshot])] == [
        ("BODY_SHAPE", b"BODY_SHAPE")
    ]
    assert matches("bdy", "BODY") and not matches("ydb", "BODY")
