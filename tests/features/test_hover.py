"""Hover: built-in node docs (from the .wrl header comments, packaged at build time), fields, USE and DEF names."""

from __future__ import annotations

import json
from importlib.resources import files

import pytest

from webots_ls.analysis.node_docs import build, extract, node_doc
from webots_ls.analysis.node_models import built_in_node_names
from webots_ls.features.hover import hover

from .helpers import open_snapshot
from conftest import TEST_DATA  # the test data: ../shared, $WEBOTS_LS_TEST_DATA or .test-data

WRL = TEST_DATA / "webots" / "nodes"

WORLD = """#VRML_SIM R2023b utf8
DEF BODY Shape { geometry Box { size 1 2 3 } }
Robot { translation 0 0 1 children [ USE BODY PositionSensor {} ] boundingObject USE BODY }
CameraFocus {}
MyProto { foo 1 }
DEF LONELY Group {}
"""


def _hover(needle: str, skip: int = 0, nth: int = 0):
    snapshot = open_snapshot(WORLD)
    offset = -1
    for _ in range(nth + 1):
        offset = WORLD.index(needle, offset + 1)
    result = hover(snapshot, offset + skip)
    return None if result is None else (result.markdown, snapshot.analysis.text(result.span))


def test_node_type_description_and_base():
    markdown, word = _hover("Robot")
    assert word == "Robot"
    assert markdown.startswith("**Robot** — built-in node\n\nBase: `Solid` → `Pose` → `Group`\n\n")
    assert "The Robot node is a generic type of robot." in markdown
    markdown, _ = _hover("Shape", skip=5)  # a cursor right after the word
    assert "A Shape node is a visual objects" in markdown and "Base" not in markdown


def test_position_sensor_has_no_solid_base_and_no_parent_line():
    markdown, _ = _hover("PositionSensor")
    assert "Solid" not in markdown and "parent:" not in markdown
    assert "read the position of a joint" in markdown


def test_deprecated_and_proto_types():
    markdown, _ = _hover("CameraFocus")
    assert markdown.startswith("**CameraFocus** — deprecated name of the built-in node **Focus**")
    markdown, _ = _hover("MyProto")
    assert "Not a built-in node" in markdown


def test_field_type_name_default_and_comment():
    markdown, word = _hover("translation", skip=3)
    assert word == "translation"
    assert markdown.startswith("```webots\nSFVec3f translation 0 0 0\n```")
    markdown, _ = _hover("boundingObject")
    assert "SFNode boundingObject NULL" in markdown and "for collision detection" in markdown
    markdown, _ = _hover("children")
    assert "MFNode children []" in markdown and "shape and devices fixed to that robot" in markdown
    assert _hover("foo") is None  # a PROTO parameter: declared in another file
    assert _hover("1 2 3") is None


def test_use_and_def_names():
    assert _hover("BODY", nth=1) == ("**USE BODY** → `DEF BODY` `Shape` (line 2)", "BODY")
    assert _hover("BODY") == ("**DEF BODY** (`Shape`): 2 USEs", "BODY")
    assert _hover("LONELY") == ("**DEF LONELY** (`Group`): 0 USEs", "LONELY")
    snapshot = open_snapshot("USE X\nDEF X Box {}\nUSE X\n")
    assert hover(snapshot, 4).markdown == "**USE X**: no `DEF X` before it in its scope"
    assert hover(snapshot, 10).markdown == "**DEF X** (`Box`): 1 USE"


def test_extract_header_and_field_comments():
    name, doc = extract(
        "#VRML_SIM R2023b utf8\n# A thing.\n# parent: Solid\n# More.\n#\n# Second.\n\nThing {\n"
        '  field SFString{"a", "b"} kind "a"  # which kind\n  field MFNode children [ ]\n}\n'
    )
    assert name == "Thing"
    assert doc.description == "A thing. More.\n\nSecond."
    assert dict(doc.fields) == {"kind": "which kind", "children": ""}


@pytest.mark.webots_sources
def test_packaged_docs_are_made_from_the_wrl_files():
    """data/node_docs.json is exactly what ``python -m webots_ls.analysis.node_docs`` makes from Webots' .wrl."""
    packaged = json.loads(files("webots_ls").joinpath("data", "node_docs.json").read_text(encoding="utf-8"))
    assert packaged == json.loads(json.dumps(build(WRL, set(built_in_node_names()))))
    assert set(packaged["nodes"]) == set(built_in_node_names())
    assert node_doc("Solid").fields["boundingObject"] == "for collision detection"
