"""A field left without a value, then the next field on a line of its own (issue 29.9), over stdio:

    Shape {
      castShadows
      geometry |

``geometry`` is a field name of the node and starts its line: it is the next field, not the value of
``castShadows``. Completion offers what ``geometry`` takes; diagnostics say what Webots says,
``WbParser::parseSingleFieldValue`` (``parseBool``, ``parseDoubles``) reading that name as the value: "Expected boolean
value, found 'geometry'" on the name, as the parser test ``empty_value.wbt`` expects "Expected floating point value,
found 'direction'". The rest (``geometry Box { }``) is a field: no unknown node, no syntax error there.
Both read it with ``analysis.next_field.starts_next_field``.
"""

from __future__ import annotations

import re

from lsprotocol import types

from .conftest import diagnostics_for, open_document
from .test_project_server import client  # noqa: F401  the server without WEBOTS_HOME
from .test_schema_completion import HEAD, _by_label, _complete, _start, workspace  # noqa: F401

GEOMETRIES = {"Box", "Sphere", "Cylinder", "NULL"}
SHAPE_FIELDS = {"appearance", "geometry", "castShadows", "isPickable"}


async def _diagnostics(client, workspace, text: str, name: str = "worlds/d.wbt") -> list[types.Diagnostic]:
    uri = (workspace / name).as_uri()
    open_document(client, uri, text)
    return (await diagnostics_for(client, uri, 1)).diagnostics


def _at(text: str, diagnostic: types.Diagnostic) -> str:
    """The word a diagnostic starts at (ASCII text)."""
    line = text.split("\n")[diagnostic.range.start.line]
    return re.match(r"[^\s{}\[\]]*", line[diagnostic.range.start.character:]).group()


async def test_completion_after_a_boolean_field_left_empty(client, workspace):
    await _start(client, workspace)
    for trigger in (" ", None):
        result, _ = await _complete(client, workspace, HEAD + "Shape {\n  castShadows\n  geometry |\n}\n", trigger)
        items = _by_label(result)
        assert GEOMETRIES <= set(items), trigger
        assert not SHAPE_FIELDS & set(items), trigger
    # a partial type name too, and a node field left empty before it
    result, _ = await _complete(client, workspace, HEAD + "Shape {\n  appearance\n  geometry Sp|\n}\n")
    assert "Sphere" in _by_label(result) and not SHAPE_FIELDS & set(_by_label(result))
    # a type name at the start of a line stays a value: `geometry` then `Box` on the next line
    result, _ = await _complete(client, workspace, HEAD + "Shape {\n  geometry\n  Box { }\n  |\n}\n")
    assert {"appearance", "castShadows"} <= set(_by_label(result)) and "geometry" not in _by_label(result)


async def test_diagnostics_of_a_boolean_field_left_empty(client, workspace):
    await _start(client, workspace)
    text = HEAD + "Shape {\n  castShadows\n  geometry Box { size 1 2 3 }\n}\n"
    found = await _diagnostics(client, workspace, text)
    assert [(d.message, d.code, _at(text, d), d.range.start.line) for d in found] == [
        ("Expected boolean value, found 'geometry' (no value was written for 'castShadows')", "value-type", "geometry", 6)]
    # while typing (nothing after the name yet) the field left empty is named
    text = HEAD + "Shape {\n  castShadows\n  geometry \n}\n"
    found = await _diagnostics(client, workspace, text, "worlds/typing.wbt")
    assert [(d.message, _at(text, d)) for d in found] == [("expected a value for field 'castShadows'", "castShadows")]


async def test_a_number_field_left_empty(client, workspace):
    await _start(client, workspace)
    # completion: `children` is the next field, `rotation` a field written already
    result, _ = await _complete(client, workspace, HEAD + "Transform {\n  translation\n  children [ ] |\n}\n")
    assert not {"translation", "children"} & set(_by_label(result)) and "rotation" in _by_label(result)
    result, _ = await _complete(client, workspace, HEAD + "Transform {\n  translation\n  rotation 0 1 0 0\n  |\n}\n")
    items = set(_by_label(result))
    assert "scale" in items and not {"translation", "rotation"} & items
    result, _ = await _complete(client, workspace, HEAD + "Solid {\n  translation\n  boundingObject |\n}\n", " ")
    assert {"Box", "Sphere", "Pose"} <= set(_by_label(result))
    # diagnostics: Webots' parseDoubles on the next field's name, a number value after it or a node
    text = HEAD + "Transform {\n  translation\n  rotation 0 1 0 0\n}\nSolid {\n  translation\n  boundingObject Box { }\n}\n"
    found = await _diagnostics(client, workspace, text)
    assert [(d.message, _at(text, d), d.range.start.line) for d in found] == [
        ("Expected floating point value, found 'rotation' (no value was written for 'translation')", "rotation", 6),
        ("Expected floating point value, found 'boundingObject' (no value was written for 'translation')", "boundingObject", 10)]


async def test_a_proto_parameter_left_empty(client, workspace):
    await _start(client, workspace)
    # Crate (test_schema_completion): SFFloat size, SFNode{Box {}, Sphere {}} shape, SFString material
    result, _ = await _complete(client, workspace, HEAD + "Crate {\n  size\n  shape |\n}\n", " ")
    assert [item.label for item in result.items[:3]] == ["NULL", "Box", "Sphere"]
    result, _ = await _complete(client, workspace, HEAD + 'Crate {\n  size\n  material "metal"\n  |\n}\n')
    assert set(_by_label(result)) == {"shape", "extras", "marks"}
    head = HEAD.replace('Eye.proto"', 'Eye.proto"\nEXTERNPROTO "../protos/Crate.proto"')
    text = head + 'Crate {\n  size\n  shape Box { }\n}\nCrate {\n  material\n  extras [ ]\n}\n'
    found = await _diagnostics(client, workspace, text)
    assert [(d.message, _at(text, d)) for d in found] == [
        ("Expected floating point value, found 'shape' (no value was written for 'size')", "shape"),
        ("Expected string literal, found 'extras' (no value was written for 'material')", "extras")]


async def test_in_a_proto_body(client, workspace):
    await _start(client, workspace)
    text = ("#VRML_SIM R2023b utf8\nPROTO Lamp [\n  field SFBool shadows TRUE\n]\n{\n  Shape {\n"
            "    castShadows\n    geometry Sphere { }\n  }\n}\n")
    found = await _diagnostics(client, workspace, text, "protos/Lamp.proto")
    assert [(d.message, _at(text, d)) for d in found if d.code != "unused-parameter"] == [
        ("Expected boolean value, found 'geometry' (no value was written for 'castShadows')", "geometry")]
    result, _ = await _complete(client, workspace, text.replace("Sphere { }", "|"), " ", name="protos/Lamp.proto")
    assert GEOMETRIES <= set(_by_label(result))


async def test_a_node_field_left_empty(client, workspace):
    """``appearance`` left empty: Webots reads ``geometry`` as a node type, says "Skipped unknown 'geometry' node or
    PROTO" and skips to the next ``{`` (``WbTokenizer::skipNode``: no check for ``{``), so it never prints "Expected
    '{', found 'Box'": the syntax finding on ``Box`` carries no Webots text, and the replay reads on to the next
    error Webots does print (the two-number translation)."""
    await _start(client, workspace)
    text = HEAD + "Shape {\n  appearance\n  geometry Box { }\n}\nTransform { translation 1 2 }\n"
    found = await _diagnostics(client, workspace, text)
    assert [(d.code, d.message, _at(text, d), d.range.start.line) for d in found] == [
        ("unknown-node", "Skipped unknown 'geometry' node or PROTO", "geometry", 6),
        ("syntax-error", "expected '{' after 'geometry', found 'Box'", "Box", 6),
        ("value-type", "Expected floating point value, found '}'", "", 8)]  # (on the `}`)
