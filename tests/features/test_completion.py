"""Completion after ``USE``: the DEFs Webots' "Add a node → USE" would offer (``WbDictionary::updateForInsertion``,
``WbNodeUtilities::isAValidUseableNode``, ``isAllowedToInsert``)."""

from __future__ import annotations

from webots_ls.analysis.use_rules import use_slot
from webots_ls.features.completion import complete

from .helpers import open_snapshot

DEFS = """#VRML_SIM R2023b utf8
DEF APP Appearance {}
DEF MAT Material {}
DEF BOX Box {}
DEF SPH Sphere {}
DEF CONE Cone {}
DEF SOL Solid {}
DEF GRP Group { children [ Shape {} ] }
DEF HEAVY Group { children [ Solid {} ] }
DEF WOOD PaintedWood {}
DEF PBR PBRAppearance {}
DEF MOTOR RotationalMotor {}
"""


def _complete(text: str):
    """Items (label, detail) and the replaced text for the cursor at ``|``."""
    cursor = text.index("|")
    text = text.replace("|", "", 1)
    snapshot = open_snapshot(text)
    result = complete(snapshot, len(text[:cursor].encode()))
    if result is None:
        return None
    return [(item.label, item.detail) for item in result.items], snapshot.analysis.text(result.replace)


def _labels(text: str) -> list[str]:
    found = _complete(text)
    assert found is not None
    return [label for label, _ in found[0]]


def test_appearance_takes_appearances_latest_first_protos_last():
    items, replaced = _complete(DEFS + "Shape { appearance USE | }")
    assert items == [("PBR", "PBRAppearance"), ("APP", "Appearance"), ("WOOD", "PaintedWood")]
    assert replaced == ""


def test_fixed_single_type_fields():
    assert _labels(DEFS + "Shape { appearance Appearance { material USE | } }") == ["MAT", "WOOD"]
    assert _labels(DEFS + "Shape { geometry USE | }") == ["CONE", "SPH", "BOX", "WOOD"]
    assert _labels(DEFS + "Shape { geometry IndexedFaceSet { coord USE | } }") == ["WOOD"]


def test_bounding_object_takes_groups_shapes_and_collision_geometries():
    # Cone is no collision geometry; Solid and a Group with a Solid descendant are not useable (isAValidUseableNode).
    assert _labels(DEFS + "Solid { boundingObject USE | }") == ["GRP", "SPH", "BOX", "WOOD"]
    assert _labels(DEFS + "Solid { boundingObject Pose { children [ USE | ] } }") == ["SPH", "BOX", "WOOD"]


def test_children_below_the_top_level_and_at_the_top_level():
    assert _labels(DEFS + "Solid { children [ USE | ] }") == ["GRP", "WOOD"]
    assert _labels(DEFS + "USE |") == ["GRP", "WOOD"]


def test_not_a_node_field_offers_nothing():
    assert _complete(DEFS + "Solid { translation USE | }") == ([], "")


def test_proto_parameters_and_unknown_fields_take_any_useable_def():
    assert _labels(DEFS + "MyRobot { extensionSlot [ USE | ] }") == [
        "PBR", "GRP", "CONE", "SPH", "BOX", "MAT", "APP", "WOOD"
    ]


def test_partial_name_is_replaced_whole():
    items, replaced = _complete(DEFS + "Shape { geometry USE S|P }")
    assert replaced == "SP"
    items, replaced = _complete(DEFS + "Shape { geometry USE |BOX }")
    assert replaced == "BOX" and ("BOX", "Box") in items


def test_latest_def_per_name_only_and_only_ended_nodes():
    text = "DEF A Box {}\nDEF A Appearance {}\nShape { geometry USE | }\nDEF B Box {}\n"
    assert _labels(text) == []  # the latest A is an Appearance; the older Box A is not offered (updateForInsertion)
    assert _labels("DEF A Box {}\nShape { geometry USE | }\nDEF B Sphere {}\n") == ["A"]


def test_an_enclosing_def_hides_its_name_and_is_not_offered():
    assert _labels("DEF G Group {}\nDEF G Group { children [ USE | ] }") == []
    assert _labels("DEF S Shape {}\nDEF G Group { children [ USE | ] }") == ["S"]


def test_scopes():
    """A PROTO body sees its own DEFs only (one DEF namespace per WbNodeReader)."""
    text = (
        "PROTO X [ field SFNode a DEF Q Box {} ] {\n"
        "  Group { children [ DEF B2 Box {} Shape { geometry USE | } ] }\n}\n"
    )
    assert _labels(text) == ["B2"]


def test_templated_def_names_are_not_offered():
    text = "PROTO X [ ] {\n  Group { children [ DEF %<= n >% Box {} DEF B Box {} Shape { geometry USE | } ] }\n}\n"
    assert _labels(text) == ["B"]


def test_not_after_use():
    assert _complete(DEFS + "Shape { geometry | }") is None
    assert _complete(DEFS + "# USE |\n") is None
    assert _complete(DEFS + 'Solid { name "USE |" }') is None
    assert _complete(DEFS + "DEF SUSE |") is None


def test_broken_tree_while_typing():
    """``children [ USE ]`` then ``boundingObject USE``: the tree is one ERROR, the words before the USE still tell."""
    text = DEFS + "Solid {\n  children [\n    USE \n  ]\n  boundingObject USE |\n}\n"
    assert _labels(text) == ["GRP", "SPH", "BOX", "WOOD"]
    text = DEFS + "Solid {\n  children [\n    USE |\n  ]\n  boundingObject USE \n}\n"
    assert _labels(text) == ["GRP", "WOOD"]
    assert _labels(DEFS + "Shape { appearance USE |") == ["PBR", "APP", "WOOD"]


def test_use_slot_path():
    text = "Solid { boundingObject Pose { children [ USE A ] } }"
    snapshot = open_snapshot(text)
    slot = use_slot(snapshot.analysis, text.index("USE"))
    assert slot.kind == "field"
    assert [(frame.owner, frame.field) for frame in slot.path] == [("Pose", "children"), ("Solid", "boundingObject")]


def test_many_defs_are_capped_to_the_nearest():
    from webots_ls.features import completion

    lines = [f"DEF B{i} Box {{}}" for i in range(completion.MAX_ITEMS + 5)]
    text = "\n".join(lines) + "\nShape { geometry USE "
    snapshot = open_snapshot(text)
    result = complete(snapshot, len(text.encode()))
    assert result.incomplete and len(result.items) == completion.MAX_ITEMS
    assert result.items[0].label == f"B{completion.MAX_ITEMS + 4}"


def test_pbr_appearance_and_line_geometries_exclude_each_other():
    """isAllowedToInsert: IndexedLineSet/PointSet and PBRAppearance do not go together in a Shape."""
    defs = "DEF PBR PBRAppearance {}\nDEF APP Appearance {}\nDEF LINES IndexedLineSet {}\nDEF BOX Box {}\n"
    assert _labels(defs + "Shape { geometry USE LINES appearance USE | }") == ["APP"]
    assert _labels(defs + "Shape { geometry Box {} appearance USE | }") == ["APP", "PBR"]
    assert _labels(defs + "Shape { appearance PBRAppearance {} geometry USE | }") == ["BOX"]


def test_slot_end_points():
    """isAllowedToInsert: a Slot's endPoint takes a Slot; the inner Slot of a pair takes what the field holding the pair
    takes."""
    defs = "DEF SL Slot {}\nDEF SH Shape {}\nDEF REF SolidReference {}\n"
    assert _labels(defs + "Slot { endPoint USE | }") == ["SL"]
    assert _labels(defs + "Robot { children [ Slot { endPoint Slot { endPoint USE | } } ] }") == ["SH", "SL"]
    assert _labels(defs + "HingeJoint { endPoint USE | }") == ["REF", "SL"]
