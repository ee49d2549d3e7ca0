"""PROTO interface reader (WbProtoModel): parameters, base type, EXTERNPROTOs and header, from the real grammar."""

from __future__ import annotations


import pytest

from tests.analysis.helpers import CORPUS, parse
from webots_ls.analysis.protos import read_proto_file, read_proto_interface
from webots_ls.analysis.spans import Span
from conftest import TEST_DATA  # the test data: ../shared, $WEBOTS_LS_TEST_DATA or .test-data

PARSER_PROTOS = TEST_DATA / "webots" / "parser-tests" / "protos"

SOURCE = """#VRML_SIM R2023b utf8
# A robot that says "héllo".
# Second line of the description.
# tags: nonDeterministic, no3dView
# license: Apache License 2.0
# documentation url: https://example.org/doc
# template language: javascript

EXTERNPROTO "../wheels/Wheel.proto"
IMPORTABLE EXTERNPROTO "webots://projects/objects/floors/protos/Floor.proto"

PROTO Bot [
  field SFVec3f translation 0 0 0.1 # Is `Pose.translation`.
  # a section comment, nobody's doc
  unconnectedField MFNode{Solid{}+, Group{}} extensionSlot [ Solid {} ] # Extension slot.
  field SFString{"adult", "kid"} size "kid"
  field SFRotation{0 1 0 0, 0 0 1 0} rotation 0 0 1 0
  field MFVec3f points [ 0 0 0, 1 1 1 ]
  hiddenField SFFloat mass
    2.5 # doc on the line where it ends
]
{
  %< const x = 1; >%
  DEF BODY Robot {
    translation IS translation
  }
}
"""


@pytest.fixture(params=["tree", "head"])
def bot(request):
    source = SOURCE.encode("utf-8")
    if request.param == "tree":
        return source, read_proto_interface(parse(source), source)
    return source, read_proto_file(source)


def test_name_and_spans(bot):
    source, interface = bot
    assert interface.name == "Bot"
    assert source[interface.name_span.start:interface.name_span.end] == b"Bot"
    assert source[interface.proto_span.start:interface.proto_span.end] == b"PROTO Bot"


def test_header(bot):
    _, interface = bot
    assert interface.version == "R2023b"
    assert interface.description == 'A robot that says "héllo".\nSecond line of the description.'
    assert interface.tags == ("nonDeterministic", "no3dView")
    assert interface.template_language == "javascript"
    assert interface.license == "Apache License 2.0"
    assert interface.documentation_url == "https://example.org/doc"


def test_extern_protos(bot):
    source, interface = bot
    urls = [(item.url, item.importable) for item in interface.extern_protos]
    assert urls == [("../wheels/Wheel.proto", False), ("webots://projects/objects/floors/protos/Floor.proto", True)]
    span = interface.extern_protos[0].span
    assert source[span.start:span.end] == b'"../wheels/Wheel.proto"'


def test_parameters(bot):
    source, interface = bot
    names = [parameter.name for parameter in interface.parameters]
    assert names == ["translation", "extensionSlot", "size", "rotation", "points", "mass"]
    translation = interface.parameter("translation")
    assert (translation.type, translation.kind, translation.default) == ("SFVec3f", "field", "0 0 0.1")
    assert translation.doc == "Is `Pose.translation`."
    assert source[translation.span.start:translation.span.end] == b"field SFVec3f translation 0 0 0.1"
    assert source[translation.name_span.start:translation.name_span.end] == b"translation"
    slot = interface.parameter("extensionSlot")
    assert (slot.kind, slot.restrictions, slot.default, slot.doc) == (
        "unconnectedField", ("Solid+", "Group"), ["Solid {}"], "Extension slot.")
    assert interface.parameter("size").restrictions == ('"adult"', '"kid"')
    assert interface.parameter("size").doc == ""
    assert interface.parameter("rotation").restrictions == ("0 1 0 0", "0 0 1 0")
    assert interface.parameter("points").default == ["0 0 0", "1 1 1"]
    mass = interface.parameter("mass")
    assert (mass.kind, mass.default, mass.doc) == ("hiddenField", "2.5", "doc on the line where it ends")
    assert interface.parameter("nope") is None


def test_base_type_skips_template_statements_and_def(bot):
    _, interface = bot
    assert interface.base_type == "Robot"


@pytest.mark.parametrize("body, base_type", [
    ("{ Solid { } }", "Solid"),
    ("{ # comment {\n DEF %<= name >% Pose { } }", "Pose"),
    ("{ %<= fields.type.value >% { } }", None),
    ("{ Solid%<= suffix >% { } }", None),
    ("{ %{ if a then }% Transform { } %{ else }% Group { } %{ end }% }", "Transform"),
    ("{ }", None),
    ("{ USE X }", None),
    ("{ Floor { size 1 1 } }", "Floor"),  # a derived PROTO: its base is a PROTO
])
def test_base_type_as_written(body, base_type):
    source = f"#VRML_SIM R2023b utf8\nPROTO P [ field SFFloat a 1 ]\n{body}\n".encode()
    assert read_proto_interface(parse(source), source).base_type == base_type
    assert read_proto_file(source).base_type == base_type


def test_slot_type():
    source = b'#VRML_SIM R2023b utf8\nPROTO W [ ]\n{ Slot { type "vehicle wheel" endPoint Solid {} } }\n'
    assert read_proto_file(source).slot_type == "vehicle wheel"
    bare = b'#VRML_SIM R2023b utf8\nPROTO W [ ]\n{ Slot { } }\n'
    assert read_proto_file(bare).slot_type == ""


def test_crlf_and_non_ascii_spans():
    source = ("#VRML_SIM R2023b utf8\r\n# Ünïcode\r\nPROTO Ça [\r\n  field SFString nom \"é\" # ç\r\n]\r\n"
              "{ Solid { } }\r\n")
    data = source.encode("utf-8")
    interface = read_proto_file(data)
    assert interface.name == "Ça" and interface.description == "Ünïcode"
    parameter = interface.parameter("nom")
    assert parameter.default == '"é"' and parameter.doc == "ç"
    assert data[parameter.name_span.start:parameter.name_span.end] == b"nom"


def test_no_proto_and_broken_head():
    world = b"#VRML_SIM R2023b utf8\nSolid { }\n"
    assert read_proto_file(world) is None
    unclosed_body = b"#VRML_SIM R2023b utf8\nPROTO P [\n  field SFFloat a 1\n]\n{ Solid {\n"
    interface = read_proto_file(unclosed_body)
    assert interface.name == "P" and interface.base_type == "Solid" and interface.parameter("a").default == "1"
    # an unclosed interface is no PROTO for Webots either ("Errors when parsing the PROTO parameters")
    assert read_proto_file(b"#VRML_SIM R2023b utf8\nPROTO P [\n  field SFFloat a 1\n") is None


@pytest.mark.parser_tests
def test_webots_parser_test_protos():
    restricted = read_proto_file((PARSER_PROTOS / "ProtoRestrictedFieldValues.proto").read_bytes())
    assert restricted.base_type == "Solid"
    assert restricted.parameter("translation").restrictions == ("0 0 0",)
    assert restricted.parameter("extensionSlot").restrictions == ("Solid", "Group")
    recursive = read_proto_file((PARSER_PROTOS / "RecursiveProto.proto").read_bytes())
    assert recursive.base_type == "RecursiveProtoInternal"
    urls = [item.url for item in recursive.extern_protos]
    assert urls == ["webots://tests/parser/protos/RecursiveProtoInternal.proto"]


@pytest.mark.corpus
@pytest.mark.parser_tests
def test_head_reading_agrees_with_the_whole_tree_on_every_corpus_proto():
    files = sorted(CORPUS.glob("*/*.proto")) + sorted(PARSER_PROTOS.glob("*.proto"))
    assert len(files) > 400
    for path in files:
        source = path.read_bytes()
        assert read_proto_file(source) == read_proto_interface(parse(source), source), path


def test_spans_are_byte_spans():
    assert isinstance(read_proto_file(SOURCE.encode()).name_span, Span)


@pytest.mark.parser_tests
def test_def_names_in_default_values():
    """WbNode::createProtoInstance registers the DEFs of the defaults the instance does not write."""
    interface = read_proto_file((PARSER_PROTOS / "DefaultDef.proto").read_bytes())
    assert [(p.name, p.defs) for p in interface.parameters] == [("geom1", ("BOX",)), ("geom2", ("SPHERE",)),
                                                                 ("geom3", ())]
    source = (b"#VRML_SIM R2023b utf8\nPROTO P [\n  field MFNode kids [ DEF A Pose { children [ DEF B Shape { } ] }"
              b" USE A DEF C Group { } ]\n  field SFNode shape DEF S Shape { geometry DEF G Box { } }\n]\n{ Group { } }\n")
    assert [p.defs for p in read_proto_file(source).parameters] == [("A", "B", "C"), ("S", "G")]


@pytest.mark.parser_tests
def test_truncated_and_garbled_files_never_raise():
    """Any prefix of a real PROTO (an editor mid-typing) reads without an exception, with or without a tree."""
    source = (PARSER_PROTOS / "ProtoRestrictedFieldValues.proto").read_bytes() + SOURCE.encode()
    for end in range(0, len(source), 7):
        head = source[:end]
        read_proto_file(head)
        read_proto_interface(parse(head), head)
    for garbage in (b"PROTO", b"PROTO [", b"PROTO P ] {", b'PROTO P [ field SFString s "%<', b"\x00\xff PROTO \xfe[",
                    b"PROTO P [ ] { %<= x", b"PROTO P [ ] { DEF", b'PROTO P [ ] { "', b"]]]]{{{{PROTO"):
        read_proto_file(garbage)
