"""The first-child USE rules: ``WbDictionary::checkChargerAndLedConstraints`` (a Material or light USE'd inside the
first child of an LED or Charger) and ``WbTrack::updateTextureTransform`` (the Track's animated TextureTransform)."""

from __future__ import annotations

import pytest

from webots_ls.analysis.first_child_rules import (
    TRACK_TEXTURE_MISSING,
    TRACK_TEXTURE_USE,
    emissive_uses,
    track_texture_uses,
)

from analysis.helpers import analyse

HEADER = "#VRML_SIM R2025a utf8\n"
MATERIAL_OUTSIDE = "Shape { appearance Appearance { material DEF M Material { } } }\n"


def _emissive(text: str) -> list[tuple[str, str]]:
    analysis = analyse(HEADER + text)
    return [(analysis.text(f.span), f.message) for f in emissive_uses(analysis)]


def _track(text: str) -> list[tuple[str, str]]:
    analysis = analyse(HEADER + text)
    return [(analysis.text(f.span), f.message) for f in track_texture_uses(analysis)]


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
