"""The first-child USE rules: ``WbDictionary::checkChargerAndLedConstraints`` (a Material or light USE'd inside the
first child of an LED or Charger) and ``WbTrack::updateTextureTransform`` (the Track's animated TextureTransform)."""

from __future__ import annotations

import pytest

from webots_ls.analysis.first_child_rules import (
    TRACK_TEXTURE_MISSING,
    TRACK_TEXTURE_USE,
    _Nodes,
    _nodes_in_text,
    _nodes_of_base_types,
    emissive_uses,
    track_texture_uses,
)
from webots_ls.analysis.index import FileAnalysis
from webots_ls.analysis.node_types import BUILT_INS
from webots_ls.analysis.project import Project, ProjectNodeTypes
from webots_ls.analysis.first_child_rules import DEVICE_TYPES

from analysis.helpers import CORPUS, analyse, parse

HEADER = "#VRML_SIM R2025a utf8\n"
MATERIAL_OUTSIDE = "Shape { appearance Appearance { material DEF M Material { } } }\n"


def _emissive(text: str) -> list[tuple[str, str]]:
    analysis = analyse(HEADER + text)
    return [(analysis.text(f.span), f.message) for f in emissive_uses(analysis, file_pass=analysis.take_built_pass())]


def _track(text: str) -> list[tuple[str, str]]:
    analysis = analyse(HEADER + text)
    return [(analysis.text(f.span), f.message)
            for f in track_texture_uses(analysis, file_pass=analysis.take_built_pass())]


def _emissive_message(name: str, device: str) -> str:
    return (
        f"Non-admissible USE {name} node inside first child of {device} node.\n"
        f"Invalid USE nodes that refer to DEF nodes defined outside the {device} node are turned into DEF nodes "
        "otherwise the emissive color cannot be updated correctly."
    )


@pytest.mark.parametrize("device", ["LED", "Charger"])
def test_material_use_in_first_child_with_def_outside(device):
    text = MATERIAL_OUTSIDE + f"{device} {{ children [ Shape {{ appearance Appearance {{ material USE M }} }} ] }}\n"
    assert _emissive(text) == [("M", _emissive_message("M", device))]


def test_def_inside_the_first_child_is_admissible():
    text = (
        "LED { children [ Group { children [\n"
        "  Shape { appearance Appearance { material DEF M Material { } } }\n"
        "  Shape { appearance Appearance { material USE M } }\n"
        "] } ] }\n"
    )
    assert _emissive(text) == []


def test_use_outside_the_first_child_is_admissible():
    text = MATERIAL_OUTSIDE + "LED { children [ Shape { } Shape { appearance Appearance { material USE M } } ] }\n"
    assert _emissive(text) == []


def test_a_def_with_no_material_or_light_is_admissible():
    text = "DEF A Appearance { }\nLED { children [ Shape { appearance USE A } ] }\n"
    assert _emissive(text) == []


def test_a_def_holding_a_material_counts():
    text = "Shape { appearance DEF A Appearance { material Material { } } }\nLED { children [ Shape { appearance USE A } ] }\n"
    assert _emissive(text) == [("A", _emissive_message("A", "LED"))]


def test_use_as_the_first_child_itself():
    # isFirstChild: the LED itself counts as inside its first child when the USE is item 0 of its field.
    text = "DEF G Group { children [ PointLight { } ] }\nLED { children [ USE G ] }\n"
    assert _emissive(text) == [("G", _emissive_message("G", "LED"))]


def test_the_led_wins_over_an_outer_charger():
    text = MATERIAL_OUTSIDE + "Charger { children [ LED { children [ Shape { appearance Appearance { material USE M } } ] } ] }\n"
    assert _emissive(text) == [("M", _emissive_message("M", "LED"))]


def test_not_checked_inside_a_proto_body():
    # WbDictionary::updateProtosDef does not call checkChargerAndLedConstraints.
    text = (
        "PROTO P [ ] {\n  Group { children [\n"
        "    Shape { appearance Appearance { material DEF M Material { } } }\n"
        "    LED { children [ Shape { appearance Appearance { material USE M } } ] }\n"
        "  ] }\n}\n"
    )
    assert _emissive(text) == []


def test_texture_transform_use_in_the_first_shape():
    text = (
        "Shape { appearance Appearance { textureTransform DEF TT TextureTransform { } } }\n"
        "Track { children [ Shape { appearance Appearance { textureTransform USE TT } } ] }\n"
    )
    assert _track(text) == [("USE TT", TRACK_TEXTURE_USE)]


def test_the_first_shape_itself_a_use():
    text = (
        "DEF S Shape { appearance Appearance { textureTransform TextureTransform { } } }\n"
        "Track { children [ USE S ] }\n"
    )
    assert _track(text) == [("USE S", TRACK_TEXTURE_USE)]


def test_appearance_use_inside_a_group_first_child():
    text = (
        "Shape { appearance DEF A Appearance { textureTransform TextureTransform { } } }\n"
        "Track { textureAnimation 0.1 0 children [ Pose { children [ Shape { appearance USE A } ] } ] }\n"
    )
    assert _track(text) == [("USE A", TRACK_TEXTURE_USE)]


def test_own_texture_transform_and_later_children_are_fine():
    text = (
        "Shape { appearance DEF A Appearance { textureTransform TextureTransform { } } }\n"
        "Track { children [ Shape { appearance Appearance { textureTransform TextureTransform { } } } Shape { appearance USE A } ] }\n"
    )
    assert _track(text) == []


@pytest.mark.parametrize(("animation", "expected"), [("0.2 0", [("Appearance { }", TRACK_TEXTURE_MISSING)]), ("0 0", [])])
def test_animation_without_texture_transform(animation, expected):
    text = f"Track {{ textureAnimation {animation} children [ Shape {{ appearance Appearance {{ }} }} ] }}\n"
    assert _track(text) == expected


def test_a_device_in_repeated_bytes_is_found_each_time():
    # The pass steps over a node whose bytes it walked before when that walk recorded nothing: a device must count
    # as something recorded, or the second copy's Track would go unjudged.
    track = "Group { children [ Track { textureAnimation 0.2 0 children [ Shape { appearance Appearance { } } ] } ] }"
    text = f"Robot {{ children [ {track} {track} ] }}\n"  # (a Track needs a Robot above it: no other finding)
    assert _track(text) == [("Appearance { }", TRACK_TEXTURE_MISSING)] * 2


@pytest.mark.parametrize("base", ["LED", "Track"])
def test_a_proto_instance_counts_by_its_base_type(tmp_path, base):
    (tmp_path / "protos").mkdir()
    (tmp_path / "protos" / "MyDevice.proto").write_text(
        f"#VRML_SIM R2025a utf8\nPROTO MyDevice [ field MFNode children [ ] field SFVec2f textureAnimation 0 0 ] {{\n"
        f"  {base} {{ children IS children textureAnimation IS textureAnimation }}\n}}\n"
    )
    world = tmp_path / "worlds" / "w.wbt"
    world.parent.mkdir()
    text = HEADER + MATERIAL_OUTSIDE + (
        "MyDevice { textureAnimation 0.2 0 children [ Shape { appearance Appearance { material USE M } } ] }\n"
    )
    world.write_text(text)
    types = ProjectNodeTypes(world, text.encode(), Project([tmp_path]))
    analysis = FileAnalysis.build(parse(text.encode()), text.encode(), node_types=types)
    if base == "LED":
        assert [analysis.text(f.span) for f in emissive_uses(analysis)] == ["M"]
    else:
        assert [(analysis.text(f.span), f.message) for f in track_texture_uses(analysis)] == [
            ("Appearance { material USE M }", TRACK_TEXTURE_MISSING)
        ]


def _devices_both_ways(analysis: FileAnalysis) -> tuple[list[int], list[int]] | None:
    nodes = _Nodes(analysis, None)
    wanted = frozenset(name.decode() for name in DEVICE_TYPES)
    recorded = _nodes_of_base_types(nodes, wanted, analysis.take_built_pass())
    if recorded is None:
        return None
    return [node.start_byte for node in recorded], sorted(node.start_byte for node in _nodes_in_text(analysis, nodes, wanted))


@pytest.mark.corpus
def test_the_pass_records_the_devices_the_text_holds():
    """On every corpus file the pass walks whole: the devices it records are those a search of the text finds."""
    compared = 0
    for path in sorted(CORPUS.rglob("*")):
        if path.suffix not in (".wbt", ".proto") or not path.is_file():
            continue
        source = path.read_bytes()
        if not any(name in source for name in DEVICE_TYPES):
            continue
        both = _devices_both_ways(FileAnalysis.build(parse(source), source))
        if both is not None:
            assert both[0] == both[1], path.name
            compared += bool(both[0])
    assert compared >= 5  # (files that write a device)


def test_the_built_in_devices_are_the_built_in_types_of_those_bases():
    assert {name.decode() for name in DEVICE_TYPES} == {
        name for name in BUILT_INS.names() if BUILT_INS.base_type(name) in ("Track", "LED", "Charger")
    }
