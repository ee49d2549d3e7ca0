"""Schema diagnostics (``analysis.schema``) and built-in node models (``analysis.node_models``).

Each test names the Webots function whose behaviour it mirrors (``WbTokenizer::readWord``, ``WbParser``, ``WbNodeModel``). Messages are
compared without the final "." that ``WbTokenizer::reportError`` appends.
"""

from __future__ import annotations

import collections
import re
from pathlib import Path

import pytest
import tree_sitter

from webots_ls.analysis.node_models import (
    built_in_node_names,
    compatible_node_name,
    find_node_model,
)
from webots_ls.analysis import codes, schema
from webots_ls.analysis.spans import Span
from webots_ls.analysis.tree_pass import tree_captures
from webots_ls.analysis.rules import rules_reading, schema_findings
from webots_ls.analysis.deprecated_nodes import deprecated_node_names
from webots_ls.analysis.escapes import invalid_escapes
from webots_ls.analysis.is_links import is_outside_proto, is_type_mismatches, unknown_is_targets, unused_proto_parameters
from webots_ls.analysis.schema import (
    non_integer_values,
    stray_values,
    unknown_fields,
    value_shapes,
)

from .helpers import CORPUS, LANGUAGE, PARSER_TESTS, parse

PARSER_TEST_ROOT = PARSER_TESTS.parent


def _run(rule, text: str):
    source = text.encode("utf-8")
    findings = rule(parse(source), source)
    return [(finding.severity, finding.message, source[finding.span.start : finding.span.end].decode()) for finding in findings]


def _world(body: str, version: str = "R2023b") -> str:
    return f"#VRML_SIM {version} utf8\n{body}\n"


# ------------------------------------------------------------------------------------------ node models


def test_node_models_give_field_type_kind_default():
    """``WbNodeModel::findModel``: fields of a built-in node with type, kind and default."""
    solid = find_node_model("Solid")
    assert solid is not None
    translation = solid.field("translation")
    assert translation is not None
    assert (translation.type, translation.default) == ("SFVec3f", "0 0 0")
    assert solid.field("linearVelocity").kind == "hiddenField"
    assert find_node_model("WorldInfo").field("gravity").type == "SFFloat"  # patched: the shared copy predates R2020b
    assert "Robot" in built_in_node_names() and "Pose" in built_in_node_names()


def test_node_models_map_deprecated_names():
    """``WbParser::parseNode``, ``WbNodeModel::compatibleNodeName``: CameraFocus → Focus, CameraLensDistortion → Lens,
    CameraZoom → Zoom."""
    assert compatible_node_name("CameraFocus") == "Focus"
    assert compatible_node_name("CameraLensDistortion") == "Lens"
    assert compatible_node_name("CameraZoom") == "Zoom"
    assert find_node_model("CameraZoom") is find_node_model("Zoom")
    assert find_node_model("RectangleArena") is None  # a PROTO
    assert find_node_model("DifferentialWheels") is None  # removed from Webots: no longer built in


# ------------------------------------------------------------------------------------------ value shapes


def test_too_short_vector_reported_on_next_token():
    """``WbParser::parseDoubles(3)`` reads the next field name as the missing number."""
    text = _world("DirectionalLight {\n  direction -0.33 -1\n  castShadows TRUE\n}")
    assert _run(value_shapes, text) == [("error", "Expected floating point value, found 'castShadows'", "castShadows")]


def test_too_short_value_at_end_of_node():
    """``WbParser::parseDoubles``: the closing brace is the token found."""
    assert _run(value_shapes, _world("Transform { translation 1 2 }")) == [
        ("error", "Expected floating point value, found '}'", "}")
    ]


def test_surplus_number_reported_on_that_number():
    """``WbParser::parseField`` reads the surplus number as a field name: "Expected field name or '}'"."""
    text = _world("DirectionalLight {\n  ambientIntensity 1 0.5 1\n}")
    findings = _run(value_shapes, text)
    assert findings == [("error", "Expected field name or '}', found '0.5'", "0.5")]


def test_wrong_kind_of_value_per_type():
    """``parseDoubles`` / ``parseInt`` / ``parseBool`` / ``parseString`` / ``parseNode`` message names."""
    cases = {
        "Transform { translation 1 2 TRUE }": ("Expected floating point value, found 'TRUE'", "TRUE"),
        'Transform { translation "a b" 1 2 }': ('Expected floating point value, found "a b"', '"a b"'),
        "DirectionalLight { on 1 }": ("Expected boolean value, found '1'", "1"),
        "Solid { name 1 }": ("Expected string literal, found '1'", "1"),
        "Solid { physics 1 }": ("Expected node or PROTO name, found '1'", "1"),
        "Recognition { maxObjects FALSE }": ("Expected integer value, found 'FALSE'", "FALSE"),
        "Solid { name [ \"a\" ] }": ("Expected string literal, found '['", "["),
    }
    for body, (message, text) in cases.items():
        assert _run(value_shapes, _world(body)) == [("error", message, text)], body


def test_valid_values_pass():
    """Values ``WbParser::parseFieldValue`` accepts: commas, chunks over lines, NULL, USE, single MF element."""
    text = _world(
        """DEF T Transform {
  translation 1,2,3
  rotation 0 0
    1 1.5708
  children [
    Shape { geometry DEF B Box { size .5 1e-3 +2 } }
    Shape { geometry USE B appearance NULL }
  ]
}
Background { skyColor 0.4 0.7 1 backUrl "a.png" }
Shape { geometry IndexedFaceSet { coordIndex [ 0 1 2 -1 ] coord Coordinate { point [ 0 0 0, 1 0 0, 0 1 0 ] } } }
Solid { boundingObject USE B physics Physics { } locked TRUE name "x\\"y" }"""
    )
    assert _run(value_shapes, text) == []


def test_mf_list_with_incomplete_last_value():
    """``WbParser::parseFieldValue``: inside ``[ ]`` SF values are read until ``]``; a short last one meets it."""
    text = _world("Coordinate { point [ 0 0 0, 1 0 ] }")
    assert _run(value_shapes, text) == [("error", "Expected floating point value, found ']'", "]")]


def test_mf_list_with_wrong_item():
    """MFString / MFNode lists: each item is read with the element's parser."""
    assert _run(value_shapes, _world('ImageTexture { url [ "a.png" 3 ] }')) == [
        ("error", "Expected string literal, found '3'", "3")
    ]
    assert _run(value_shapes, _world("Group { children [ Shape {} 1 ] }")) == [
        ("error", "Expected node or PROTO name, found '1'", "1")
    ]


def test_mf_without_brackets_is_one_value():
    """``WbParser::parseFieldValue``: an MF value without ``[`` is a single SF element."""
    assert _run(value_shapes, _world('ImageTexture { url "a.png" }')) == []
    assert _run(value_shapes, _world("ElevationGrid { height 1 2 }")) == [
        ("error", "Expected field name or '}', found '2'", "2")
    ]


def test_is_in_proto_body_consumes_the_value():
    """``WbParser::parseField``: ``IS name`` is the whole value. A number after it is an ERROR of the tree, which
    ``checks.syntax_errors`` reports; the schema rules do not report it twice."""
    text = "#VRML_SIM R2023b utf8\nPROTO P [ field SFVec3f t 0 0 0 field SFColor c 1 1 1 ]\n"
    assert _run(value_shapes, text + "{ Shape { geometry Box { size IS t } appearance IS c } }\n") == []
    assert _run(value_shapes, text + "{ Transform { translation IS t 1 } }\n") == []


def test_proto_declaration_defaults():
    """``WbParser::parseFieldDeclaration``: the default is read with ``parseFieldValue``; after it comes the next
    declaration keyword or ``]``. The surplus message is the R2024+ one (``w3dField``)."""
    text = """#VRML_SIM R2023b utf8
PROTO P [
  field SFRotation rotation 0 1 0
  field SFVec3f translation 0 0 0 1
  field SFBool on TRUE
  field SFColor color 1 1
]
{ Transform { rotation IS rotation translation IS translation } }
"""
    assert _run(value_shapes, text) == [
        ("error", "Expected floating point value, found 'field'", "field"),
        (
            "error",
            "Expected 'field', 'unconnectedField', 'w3dField' or 'hiddenField' keywords, found '1'",
            "1",
        ),
        ("error", "Expected floating point value, found ']'", "]"),
    ]


def test_proto_declaration_default_is_not_is():
    """``parseFieldDeclaration`` → ``parseFieldValue``: ``IS`` is no value in a declaration."""
    text = "#VRML_SIM R2023b utf8\nPROTO P [ field SFFloat x IS y ]\n{ Transform { } }\n"
    assert _run(value_shapes, text) == [("error", "Expected floating point value, found 'IS'", "IS")]


def test_proto_declaration_restrictions():
    """``WbParser::parseFieldAcceptedValues``: values of the element type until ``}``."""
    text = '#VRML_SIM R2023b utf8\nPROTO P [\n  field SFVec3f{0 0 0, 1 1} t 0 0 0\n  field SFString{"a", 1} s "a"\n]\n{ Transform { } }\n'
    assert _run(value_shapes, text) == [
        ("error", "Expected floating point value, found '}'", "}"),
        ("error", "Expected string literal, found '1'", "1"),
    ]


def test_templates_and_proto_instances_are_not_judged():
    """Template output and PROTO interfaces are unknown statically: no guess."""
    text = """#VRML_SIM R2023b utf8
# template language: javascript
PROTO P [ field SFFloat x %<= 1 >% ]
{
  Transform {
    translation 1 2 %<= fields.x.value >%
    rotation 0 0 1 %< if (true) { >% 0 %< } >%
    children [ %< for (let i = 0; i < 3; ++i) { >% 1 2 %< } >% ]
  }
}
"""
    assert _run(value_shapes, text) == []
    assert _run(value_shapes, _world("RectangleArena { floorSize 1 }")) == []


def test_legacy_gravity_vector_before_r2020b():
    """``WbParser::parseField``: before R2020b ``WorldInfo.gravity`` was a vector; Webots uses its length."""
    text = _world("WorldInfo { gravity 0 -9.81 0 }", version="R2020a")
    assert _run(value_shapes, text) == [
        ("warning", "Found deprecated gravity vector (0 -9.81 0) in WorldInfo, using gravity vector length: 9.81", "0 -9.81 0")
    ]
    assert _run(value_shapes, _world("WorldInfo { gravity 0 -9.81 0 }")) == [
        ("error", "Expected field name or '}', found '-9.81'", "-9.81")
    ]


def test_legacy_boolean_filtering_before_8_6():
    """``WbParser::parseInt``: ``ImageTexture.filtering TRUE`` is converted in files older than 8.6."""
    (finding,) = _run(value_shapes, _world("ImageTexture { filtering TRUE }", version="V8.5"))
    assert finding[0] == "warning" and finding[1].startswith("Boolean values for 'ImageTexture.filtering' field are deprecated")
    assert _run(value_shapes, _world("ImageTexture { filtering TRUE }")) == [
        ("error", "Expected integer value, found 'TRUE'", "TRUE")
    ]


def test_legacy_field_type_is_a_warning():
    """A value of a type the field had in older Webots (``Recognition.occlusion`` was an SFBool): a warning."""
    ((severity, message, text),) = _run(value_shapes, _world("Recognition { occlusion FALSE }", version="R2021a"))
    assert severity == "warning" and text == "FALSE"
    assert message.startswith("Expected integer value, found 'FALSE' (Recognition.occlusion was an SFBool")


def test_value_missing_before_next_field():
    """``WbParser::parseDoubles``: a field with no value reads the next field name (tree: a one-word ERROR)."""
    text = _world("DirectionalLight {\n  ambientIntensity\n  direction -0.33 -1 -0.5\n}")
    assert _run(value_shapes, text) == [("error", "Expected floating point value, found 'direction'", "direction")]


# --------------------------------------------------------------------------------------- other rules


def test_non_integer_in_int32_is_a_warning():
    """``WbParser::parseInt`` only checks ``isNumeric``; ``WbSFInt::readSFInt`` makes ``1.5`` 0 (no Webots message)."""
    text = "Recognition { maxObjects 1.5 frameThickness -1 }\nIndexedFaceSet { coordIndex [ 0 1e3 2 99999999999 2147483647 ] }"
    findings = _run(non_integer_values, _world(text))
    assert [(severity, text) for severity, _, text in findings] == [
        ("warning", "1.5"),
        ("warning", "1e3"),
        ("warning", "99999999999"),  # beyond int32: QString::toInt fails too
    ]
    assert findings[0][1] == "'1.5' is not a 32-bit integer: Webots reads it as 0 in the SFInt32 field 'maxObjects'"
    assert findings[1][1].endswith("in the MFInt32 field 'coordIndex'")
    text = "#VRML_SIM R2023b utf8\nPROTO P [ field SFInt32 n 2.5 ]\n{ Group { } }\n"
    assert [text for _, _, text in _run(non_integer_values, text)] == ["2.5"]


def test_unknown_field_of_built_in_node():
    """``WbParser::parseField``: "Skipped unknown '%1' field in %2 node" (a warning: the field is skipped)."""
    text = _world("Background {\n  myUnknownField 1\n}\nCameraFocus { focalDistance 1 }\nRectangleArena { anything 1 }")
    assert _run(unknown_fields, text) == [("warning", "Skipped unknown 'myUnknownField' field in Background node", "myUnknownField")]


def test_is_only_in_proto_files():
    """``WbParser::parseField``: "'IS' keyword is only allowed in .proto files" on the ``IS`` of a built-in node."""
    assert _run(is_outside_proto, _world("Transform { translation IS t unknownField IS u }\nP { x IS y }")) == [
        ("error", "'IS' keyword is only allowed in .proto files", "IS")
    ]
    proto = "#VRML_SIM R2023b utf8\nPROTO P [ field SFVec3f t 0 0 0 ]\n{ Transform { translation IS t } }\n"
    assert _run(is_outside_proto, proto) == []
    source = _world("Transform { translation IS t }").encode()
    assert is_outside_proto(parse(source), source, is_proto=True) == []


def test_invalid_escapes_in_strings():
    """``WbTokenizer::readWord``: only ``\\"``, ``\\\\`` and ``\\n`` are valid escapes."""
    text = _world('Solid { name "a\\"b\\\\c\\nd\\qe" description "C:\\Users" }')
    assert _run(invalid_escapes, text) == [
        ("error", "Invalid escaped character", "\\q"),
        ("error", "Invalid escaped character", "\\U"),
    ]


def test_stray_node_in_body():
    """``WbParser::parseField``: ``Shape {`` where a field name belongs is an unknown field, then ``{`` stops it."""
    text = _world("Solid {\n  children [ ]\n  Shape { }\n}")
    assert _run(stray_values, text) == [
        ("warning", "Skipped unknown 'Shape' field in Solid node", "Shape"),
        ("error", "Expected field name or '}', found '{'", "{"),
    ]


def test_stray_keywords_in_body():
    """``WbParser::parseIdentifier``: ``DEF``, ``USE`` and ``NULL`` are keywords, reported as found."""
    text = _world("Solid {\n  physics NULL\n  USE A\n  DEF B Shape { }\n  NULL\n}\nFloor {\n  size 1 1\n  Shape { }\n}")
    assert _run(stray_values, text) == [
        ("error", "Expected field name or '}', found 'USE'", "USE"),
        ("error", "Expected field name or '}', found 'DEF'", "DEF"),
        ("error", "Expected field name or '}', found 'NULL'", "NULL"),
        ("error", "Expected parameter name or '}', found '{'", "{"),  # PROTO instance: WbParser::parseParameter
    ]


def test_stray_values_left_alone_in_template_files():
    """Template branches supply alternatives (``geometry %< if (a) { >% Box {} %< } else { >% Sphere {} %< } >%``)."""
    text = """#VRML_SIM R2023b utf8
# template language: javascript
PROTO P [ field SFBool a TRUE ]
{
  Shape {
    geometry %< if (fields.a.value) { >% Box { } %< } else { >% Sphere { } %< } >%
  }
}
"""
    assert _run(stray_values, text) == []


def test_deprecated_node_name():
    """``WbParser::parseNode``: "Deprecated '%1', please use '%2' node instead"."""
    assert _run(deprecated_node_names, _world("CameraFocus { }")) == [
        ("warning", "Deprecated 'CameraFocus', please use 'Focus' node instead", "CameraFocus")
    ]


# ------------------------------------------------------------------------------- PROTO aliasing (``WbProtoModel::verifyAliasing``)

_ALIASING_PROTO = """#VRML_SIM R2023b utf8
PROTO P [
  field SFVec3f translation 0 0 0
  field SFString texture "a.png"
  field SFFloat unused 1
  unconnectedField SFFloat spare 1
  field SFString controllerArgs ""
  field MFNode slot []
]
{
  Robot {
    translation IS translation
    controllerArgs IS controllerArgs
    children [
      Shape { appearance Appearance { texture ImageTexture { url IS texture } } }
      SubProto { content IS slot }
    ]
    name IS nmae
  }
}
"""


def test_is_type_mismatch_on_parameter_name():
    """``WbProtoModel::verifyNodeAliasing``: "Type mismatch between '%1' PROTO parameter and field '%2'", on the
    parameter's name; a legacy type of the field (Robot.controllerArgs was an SFString) is a warning."""
    assert _run(is_type_mismatches, _ALIASING_PROTO) == [
        ("error", "Type mismatch between 'texture' PROTO parameter and field 'url'", "texture"),
        (
            "warning",
            "Type mismatch between 'controllerArgs' PROTO parameter and field 'controllerArgs' "
            "('controllerArgs' was an SFString in older Webots versions, it is an MFString now)",
            "controllerArgs",
        ),
    ]


def test_unknown_is_target():
    """``WbNode::readFields``: "Field IS reference '%1' has no matching PROTO parameter." (a warning)."""
    assert _run(unknown_is_targets, _ALIASING_PROTO) == [
        ("warning", "Field IS reference 'nmae' has no matching PROTO parameter.", "nmae")
    ]


def test_unused_proto_parameters():
    """``WbProtoModel::verifyAliasing``: "PROTO parameter '%1' has no matching IS field" unless ``unconnectedField``;
    an ``IS`` in a PROTO instance parameter counts whatever its type; template PROTOs are exempt (``isTemplate()``)."""
    assert _run(unused_proto_parameters, _ALIASING_PROTO) == [
        ("warning", "PROTO parameter 'texture' has no matching IS field", "texture"),
        ("warning", "PROTO parameter 'unused' has no matching IS field", "unused"),
    ]
    template = "#VRML_SIM R2023b utf8\nPROTO T [ field SFFloat x 1 ]\n{ Solid { mass %{= fields.x.value }% } }\n"
    assert _run(unused_proto_parameters, template) == []
    assert _run(unused_proto_parameters, _world("Solid { }")) == []


@pytest.mark.parser_tests
@pytest.mark.skipif(not PARSER_TEST_ROOT.is_dir(), reason="Webots parser tests not available")
@pytest.mark.parametrize(
    ("proto", "world"),
    [
        ("ProtoMismatchFieldType.proto", "proto_mismatch_field_type.wbt"),
        ("ProtoTypoInAlias.proto", "proto_typo_in_alias.wbt"),
        ("UnusedSlot.proto", "unused_proto_parameter.wbt"),
    ],
)
def test_webots_parser_test_aliasing(proto: str, world: str):
    """Webots' ``tests/parser`` PROTOs: the ``expected_results.txt`` message is among the schema findings."""
    expected = _expected_results()[world].rstrip(".")
    source = (PARSER_TEST_ROOT / "protos" / proto).read_bytes()
    messages = [finding.message for finding in schema_findings(parse(source), source)]
    assert expected in messages


# -------------------------------------------------------------------------------- Webots' parser tests


def _expected_results() -> dict[str, str]:
    expected = {}
    for line in (PARSER_TEST_ROOT / "expected_results.txt").read_text().splitlines():
        match = re.match(r'parser/worlds/(\S+) "(.*)"$', line)
        if match:
            expected[match.group(1)] = match.group(2)
    return expected


# file → the world whose expected_results.txt line states its message
WEBOTS_PARSER_TESTS = {
    "worlds/mismatch_field_type.wbt": "mismatch_field_type.wbt",
    "worlds/missing_item_in_value.wbt": "missing_item_in_value.wbt",
    "worlds/supplementary_item_in_value.wbt": "supplementary_item_in_value.wbt",
    "worlds/empty_value.wbt": "empty_value.wbt",
    "protos/ProtoMissingItemValueInField.proto": "proto_missing_item_value_in_field.wbt",
}


@pytest.mark.parser_tests
@pytest.mark.skipif(not PARSER_TEST_ROOT.is_dir(), reason="Webots parser tests not available")
@pytest.mark.parametrize("relative_path", sorted(WEBOTS_PARSER_TESTS))
def test_webots_parser_test_files(relative_path: str):
    """Webots' ``tests/parser`` files: the message of ``expected_results.txt`` at the ``# error here`` line.

    Webots reports the token it found: a surplus number is on the marked line; for a missing value the token found
    is the next word, which in these files starts the line after the mark (``castShadows``, ``direction``, ``field``).
    """
    expected = _expected_results()[WEBOTS_PARSER_TESTS[relative_path]].rstrip(".")
    path = PARSER_TEST_ROOT / relative_path
    source = path.read_bytes()
    findings = [finding for finding in schema_findings(parse(source), source) if finding.severity == "error"]
    assert [finding.message for finding in findings] == [expected]
    (finding,) = findings
    lines = source.decode().splitlines()
    marked = next(number for number, line in enumerate(lines) if "# error here" in line)
    found_line = source.count(b"\n", 0, finding.span.start)
    found_word = re.search(r"found '(.*)'$", expected).group(1)
    assert source[finding.span.start : finding.span.end].decode() == found_word
    if found_line != marked:
        # the missing value's next token: the first word after the marked line's value and comment
        assert found_line == marked + 1 and lines[found_line].split()[0] == found_word


# -------------------------------------------------------------------------------------------- corpus

CORPUS_FILES = sorted(path for path in CORPUS.glob("*/*") if path.is_file())


def _has_placeholder_words(tree) -> bool:
    """``.wbo`` templates filled by a supervisor (``translation translationX``): not loadable as they are."""
    query = tree_sitter.Query(LANGUAGE, "(bare_word) @word")
    return bool(tree_sitter.QueryCursor(query).captures(tree.root_node))


@pytest.mark.corpus
@pytest.mark.skipif(not CORPUS_FILES, reason="corpus not available")
def test_corpus_has_no_schema_errors():
    """858 real files that load in Webots: no error from any schema rule (warnings are counted and printed).

    Exception: ``.wbo`` files with placeholder bare words (``translation translationX``), which Webots rejects.
    """
    counts: collections.Counter[tuple[str, str]] = collections.Counter()
    errors = []
    for path in CORPUS_FILES:
        source = path.read_bytes()
        tree = parse(source)
        placeholder_file = path.suffix == ".wbo" and _has_placeholder_words(tree)
        file_pass = tree_captures(tree, source)
        for rule in rules_reading("schema"):
            for finding in rule.run(tree, source, file_pass=file_pass):
                counts[(rule.name, finding.severity)] += 1
                if finding.severity == "error" and not placeholder_file:
                    line = source.count(b"\n", 0, finding.span.start) + 1
                    errors.append(f"{Path(path).name}:{line}: {finding.message}")
    print("\nschema findings on the corpus:")
    for (rule_name, severity), count in sorted(counts.items()):
        print(f"  {rule_name:24} {severity:8} {count}")
    assert errors == []


@pytest.mark.corpus
@pytest.mark.skipif(not CORPUS_FILES, reason="corpus not available")
def test_rules_survive_mangled_corpus_text():
    """Broken input (ERROR and MISSING nodes, unbalanced templates) never makes a schema rule fail."""
    import random

    rng = random.Random(7)
    small = [path for path in CORPUS_FILES if path.stat().st_size < 100_000]
    junk = [b"", b"{", b"}", b"[", b"]", b'"', b"1 2", b"TRUE", b"%<", b">%", b"DEF", b"USE", b"IS x", b"\\q",
            b"field SFVec3f", b"NULL", b"Solid {"]
    for path in rng.sample(small, 60):
        source = path.read_bytes()
        for _ in range(5):
            start = rng.randrange(len(source))
            end = min(len(source), start + rng.randrange(40))
            mangled = source[:start] + rng.choice(junk) + source[end:]
            tree = parse(mangled)
            file_pass = tree_captures(tree, mangled)
            for rule in rules_reading("schema"):
                for finding in rule.run(tree, mangled, file_pass=file_pass):
                    assert 0 <= finding.span.start <= finding.span.end <= len(mangled)


def test_a_value_rule_plugs_into_the_shared_pass(monkeypatch):
    """A value rule is a function and a ``VALUE_RULES`` entry (made from its ``codes.value_rule`` entry): it sees the fields the pass could not judge from their
    text, in clean items (the walk) and in items holding a syntax error (the query sweep), and nothing else."""

    def box_sizes(field, model, field_model, version, source):
        if model.name != "Box" or field_model.name != "size":
            return []
        return [codes.VALUE_TYPE.at(Span(field.start_byte, field.end_byte), "a Box size")]

    rule = schema.ValueRule("box_sizes", box_sizes, (codes.VALUE_TYPE,))
    monkeypatch.setattr(schema, "VALUE_RULES", (*schema.VALUE_RULES, rule))
    clean = b"#VRML_SIM R2025a utf8\nBox { size 1 2 }\nBox { size 1 2 3 }\nSphere { radius 1 2 }\n"
    broken = clean + b"Solid { children [ Box { size 3 } }\n"
    for source, expected in ((clean, [b"size 1 2"]), (broken, [b"size 1 2", b"size 3"])):
        found = schema.sweep_rule("box_sizes")(parse(source), source)
        assert [source[f.span.start : f.span.end] for f in found] == expected
        assert all(f.code == "value-type" for f in found)
