"""Completion from the node models (``schema_completion``) on snapshots: where the cursor stands is read from
Webots' tokens before it (``WbTokenizer``), each field's value by the field's type; the node types are what
``WbAddNodeDialog::buildTree`` lists (``WbNodeUtilities::isAllowedToInsert``)."""

from __future__ import annotations

import json

import pytest

from webots_ls.analysis.insertable import needs_robot_ancestor
from webots_ls.analysis.node_models import built_in_node_names, string_choices
from webots_ls.features.schema_completion import schema_completion

from .helpers import open_snapshot
from conftest import TEST_DATA  # the test data: ../shared, $WEBOTS_LS_TEST_DATA or .test-data

H = "#VRML_SIM R2023b utf8\n"
SHARED_NODES = TEST_DATA / "webots" / "nodes" / "nodes.json"


def _complete(text: str, snippets: bool = False, after_space: bool = False):
    """(labels, replaced text) for the cursor at ``|``; None when nothing is offered."""
    cursor = text.index("|")
    text = text.replace("|", "", 1)
    snapshot = open_snapshot(text)
    result = schema_completion(snapshot, len(text[:cursor].encode()), snippets, after_space)
    if result is None:
        return None
    return [item.label for item in result.items], snapshot.analysis.source[result.replace.start:result.replace.end]


def _labels(text: str) -> list[str]:
    found = _complete(text)
    assert found is not None, text
    return found[0]


@pytest.mark.parametrize("before", [
    "translation 1 2 3 rotation 0 0 1 0.5",  # SFVec3f, SFRotation: their numbers, then a field name
    'name "a b" children [ Shape { } ]',  # a string, a list holding a node
    "physics DEF P Physics { mass 1 } boundingObject USE B",  # DEF'd node, USE
    "translation IS t",  # IS in a PROTO body
    "hidden position_0_0 1.5 hidden linearVelocity_0 0 0 0",  # hidden fields Webots wrote
])
def test_field_names_after_complete_values(before: str):
    labels = _labels(H + f"Solid {{ {before} | }}")
    written = {word for word in before.split() if word[:1].islower()}
    assert "locked" in labels and not written & set(labels) - {"hidden"}


def test_fields_after_the_cursor_count_as_written():
    labels = _labels(H + 'Solid {\n  |\n  name "x"\n  children [ Solid { locked TRUE } ]\n}\n')
    assert "name" not in labels and "children" not in labels and "locked" in labels  # the inner locked is not ours


@pytest.mark.parametrize("text", [
    H + "Solid { translation 1 | }",  # inside a vector
    H + "Solid { translation 1 2 3 rotation 0 | }",
    H + "# Solid { | }\n",  # a comment
    H + 'Solid { name "a | b" }',  # a string of a field without choices
    H + "Solid { geometry Box | }",  # a type written without its `{`
    H + "Shape { geometry DEF | }",  # a DEF name being typed
])
def test_nothing_offered(text: str):
    assert _complete(text) is None


def test_node_types_after_def_and_in_lists():
    assert "Box" in _labels(H + "Shape { geometry DEF B | }")
    labels = _labels(H + "Group { children [ Shape { } DEF S Solid { } USE S | ] }")
    assert "Solid" in labels and "Shape" in labels and "Box" not in labels
    # a Transform's children take no Solid (R2023b+: isAllowedToInsert); below a Pose they do
    assert "Solid" not in _labels(H + "Transform { children [ | ] }")
    assert "Solid" in _labels(H + "Pose { children [ | ] }")
    assert "Camera" not in _labels(H + "Pose { children [ | ] }")
    assert "Camera" in _labels(H + "Robot { children [ Pose { children [ | ] } ] }")


def test_the_typed_word_is_replaced_and_an_existing_brace_kept():
    cursor = H + "Shape { geometry Sph|ere { radius 1 } }"
    text = cursor.replace("|", "")
    snapshot = open_snapshot(text)
    result = schema_completion(snapshot, cursor.index("|"), snippets=True)
    sphere = next(item for item in result.items if item.label == "Sphere")
    assert snapshot.source[result.replace.start:result.replace.end] == b"Sphere"
    assert sphere.insert == "Sphere" and not sphere.snippet  # its `{ radius 1 }` stays


def test_top_level_of_a_world_and_of_a_proto_body():
    labels = _labels(H + "WorldInfo { }\n|")
    assert {"WorldInfo", "Viewpoint", "Solid", "Robot"} <= set(labels) and "Box" not in labels
    proto = "#VRML_SIM R2023b utf8\nPROTO P [ field SFFloat f 1 ]\n{\n  |\n}\n"
    assert "Solid" in _labels(proto)  # a PROTO body's root: any node
    assert _complete("#VRML_SIM R2023b utf8\n|\nPROTO P [ ]\n{ Solid { } }\n") is None  # beside the PROTO


def test_space_opens_values_not_fields():
    assert _complete(H + "Solid { | }", after_space=True) is None
    assert _complete(H + "Solid { locked | }", after_space=True)[0] == ["TRUE", "FALSE"]


def test_snippets_and_plain_text():
    cursor = H + "Solid { | }"
    text = cursor.replace("|", "")
    items = {i.label: i for i in schema_completion(open_snapshot(text), cursor.index("|"), snippets=True).items}
    assert items["name"].insert == 'name ${1:"solid"}' and items["name"].snippet
    plain = {i.label: i for i in schema_completion(open_snapshot(text), cursor.index("|")).items}
    assert plain["name"].insert == 'name "solid"' and not plain["name"].snippet
    assert plain["children"].insert == "children [ ]"


def test_crlf_and_non_ascii():
    labels, replaced = _complete(H.replace("\n", "\r\n") + 'Solid {\r\n  name "é☕"\r\n  tr|\r\n}\r\n')
    assert replaced == b"tr" and "translation" in labels and "name" not in labels


def test_needs_robot_ancestor_reads_identifiers_only():
    """WbProtoManager::generateInfoFromProtoFile: an identifier token naming a device, Connector excepted."""
    assert needs_robot_ancestor(b"PROTO A [ ] { Solid { children [ DistanceSensor { } ] } }")
    assert needs_robot_ancestor(b"PROTO A [ field SFNode{RotationalMotor{}} m NULL ] { Solid { } }")
    assert not needs_robot_ancestor(b"PROTO A [ ] { Solid { children [ Connector { } ] } }")
    assert not needs_robot_ancestor(b'# a Camera\nPROTO A [ field SFString s "Camera" ] { Solid { } }')
    assert not needs_robot_ancestor(b"PROTO A [ ] { Solid { name %<= 'Camera' >% } }")


@pytest.mark.webots_nodes_json
def test_string_choices_are_the_wrl_declarations():
    """Each built-in SFString field with an `SFString{...}` declaration in Webots' .wrl files (the shared copy)."""
    shared = json.loads(SHARED_NODES.read_text(encoding="utf-8"))
    expected = {(node, field["name"]): tuple(field["restrictions"])
                for node, model in shared.items() if node in built_in_node_names()
                for field in model["fields"] if field.get("restrictions") and field["type"] == "SFString"}
    assert expected[("WorldInfo", "coordinateSystem")] == ('"ENU"', '"NUE"')
    for (node, field), values in expected.items():
        assert string_choices(node, field) == values, (node, field)
    assert string_choices("Solid", "name") == ()


def test_is_offers_the_parameters_of_the_fields_type():
    proto = ("#VRML_SIM R2023b utf8\nPROTO P [\n  field SFVec3f where 0 0 0  # where it stands\n"
             "  field SFVec3f size 1 1 1\n  field SFString label \"p\"\n]\n{\n  Solid {\n    translation IS |\n  }\n}\n")
    assert _labels(proto) == ["where", "size"]
    assert _labels(proto.replace("translation IS |", "name IS |")) == ["label"]
    assert _complete(proto.replace("translation IS |", "translation IS where |")) is not None  # then a field
