"""Webots' own first syntax error of a world (a replay of WbParser::parseWorld) or a PROTO file
(WbParser::parseProtoInterface, then the body WbProtoModel cuts, read by WbParser::parseProtoBody), in the texts of
WbParser::reportUnexpected, and the syntax finding that carries it (checks.with_webots_text)."""

from __future__ import annotations

import pytest

from tests.analysis.helpers import CORPUS, analyse
from webots_ls.analysis.node_types import BUILT_INS
from webots_ls.analysis.webots_parser import first_proto_error, first_world_error
from webots_ls.features.diagnostics import diagnostics

HEADER = "#VRML_SIM R2023b utf8\n"


def _error(text: str, replay=first_world_error) -> tuple[str, str] | None:
    """The text Webots points at and its message."""
    source = (HEADER + text).encode()
    error = replay(source, BUILT_INS)
    return (source[error.span.start:error.span.end].decode(), error.message) if error is not None else None


@pytest.mark.parametrize("text, found", [
    ("Background { skyColor [ 0.4 0.7 1 ] ] }", ("]", "Expected field name or '}', found ']'.")),
    ("Group { USE }", ("USE", "Expected field name or '}', found 'USE'.")),
    ("DEF DirectionalLight { }", ("{", "Expected node or PROTO name, found '{'.")),
    ("Group { } }", ("}", "Expected node or PROTO name, found '}'.")),
    ("DirectionalLight\nGroup { }", ("Group", "Expected '{', found 'Group'.")),
    ("Background { skyColor [ 0.4 0.7 1\n}", ("}", "Expected floating point value, found '}'.")),
    ("DirectionalLight { direction 1 2 }", ("}", "Expected floating point value, found '}'.")),
    ("Pose { translation 1 2 3 4 }", ("4", "Expected field name or '}', found '4'.")),
    ("Group {", ("", "Expected field name or '}', found end of file.")),
    ("Solid { name \"é\" children [ Shape { geometry Box { size 1 1 } } ] }",
     ("}", "Expected floating point value, found '}'.")),
    # `appearance` left empty: `geometry` is an unknown node, skipped up to the next `{` (WbTokenizer::skipNode)
    ("Shape { appearance\n geometry Box { } }\nPose { translation 1 2 }", ("}", "Expected floating point value, found '}'.")),
])
def test_webots_first_error(text, found):
    assert _error(text) == found


@pytest.mark.parametrize("text", [
    "Solid { children [ Shape { geometry Box { size 1 1 1 } } ] boundingObject USE B name \"x\" }",
    "Group { children Pose { } }",  # an MF value without brackets
    "Wall { whatever [ ] }",  # an unknown node is skipped whole
    "Shape { appearance\n geometry Box { } }",  # ... from its name to the next `{`, without "Expected '{'"
    "Solid { unknownField 1 2 }",  # Webots skips an unknown field's value: not replayed, nothing said
    "Group { children [ Shape { castShadows 1 } ] }",  # an SFBool that does not read: no made-up text
])
def test_nothing_when_webots_reads_it_or_the_replay_cannot_tell(text):
    assert _error(text) is None


def test_the_syntax_finding_carries_webots_text():
    analysis = analyse(HEADER.replace("\n", "\r\n") + "Background {\r\n  skyColor [ 0.4 0.7 1 ]\r\n  ]\r\n}\r\n")
    found = diagnostics(analysis.tree, analysis.source, analysis)
    carried = [f for f in found if f.message.endswith("\nWebots: Expected field name or '}', found ']'.")]
    assert len(carried) == 1 and carried[0].code == "syntax-error"
    assert analysis.source[carried[0].span.start:carried[0].span.end] == b"]"
    assert not carried[0].message.startswith("Webots:")  # the plain-language message comes first


def test_webots_text_alone_where_the_grammar_says_nothing_on_that_line():
    analysis = analyse(HEADER + "Background {\n  skyColor [\n    0.4 0.7 1\n}\nGroup { }\n")
    found = [(analysis.source.count(b"\n", 0, f.span.start) + 1, f.message) for f in
             diagnostics(analysis.tree, analysis.source, analysis)]
    assert (5, "Expected floating point value, found '}'.") in found


@pytest.mark.corpus
def test_no_webots_error_in_the_corpus_worlds():
    worlds = sorted(CORPUS.glob("*/*.wbt"))
    assert worlds
    assert [path.name for path in worlds if first_world_error(path.read_bytes(), BUILT_INS) is not None] == []


def test_end_of_file_is_on_the_line_of_the_last_token():
    # WbTokenizer::tokenize makes its end-of-file token at the start of the last token it read (comments are skipped)
    analysis = analyse(HEADER + "Group {\n  children [ ]\n# a comment\n")
    found = [(analysis.source.count(b"\n", 0, f.span.start) + 1, f.message) for f in
             diagnostics(analysis.tree, analysis.source, analysis)]
    assert (3, "Expected field name or '}', found end of file.") in found


def _proto_error(text: str) -> tuple[str, str] | None:
    return _error(text, first_proto_error)


@pytest.mark.parametrize("text, found", [
    # WbParser::parseFieldDeclaration
    ("PROTO P [\n  notfield SFBool on TRUE\n]\n{ Group { } }\n",
     ("notfield", "Expected 'field', 'unconnectedField', 'vrmlField' or 'hiddenField' keywords, found 'notfield'.")),
    ("PROTO P [\n  field SFIssue on TRUE\n]\n{ Group { } }\n",
     ("SFIssue", "Expected field type name, found 'SFIssue'.")),
    ("PROTO P [\n  field MFNode children [ Solid { ]\n]\n{ Group { } }\n",
     ("]", "Expected field name or '}', found ']'.")),
    ("PROTO P [\n  field SFVec3f t 0 0\n  field SFFloat f 1\n]\n{ Group { } }\n",
     ("field", "Expected floating point value, found 'field'.")),
    ("PROTO P [\n  field SFFloat f 1\n", ("", "Expected ']', found end of file.")),
    # the body: from the token after '{' up to the file's last '}' (WbProtoModel), then WbParser::parseProtoBody
    ("PROTO P [\n  field SFVec3f t 0 0 0\n]\n{\n  Pose {\n    translation ISNOT t\n  }\n}\n",
     ("ISNOT", "Expected floating point value, found 'ISNOT'.")),
    ("PROTO P [\n]\n{\n  Pose {\n    children [ Shape { } ]\n  }\n# no closing bracket\n",
     ("", "Expected field name or '}', found end of file.")),
    ("PROTO P [\n  field SFVec3f t 0 0 0\n]\n{\n  Pose { translation IS 1 }\n}\n",
     ("1", "Expected PROTO field name, found '1'.")),
    ("PROTO P [\n]\n{\n  Pose { }\n  Group { }\n}\n", ("Group", "Expected end of file, found 'Group'.")),
])
def test_webots_first_proto_error(text, found):
    assert _proto_error(text) == found


def test_the_end_of_a_cut_body_is_its_last_token():
    text = "PROTO P [\n]\n{\n  Pose {\n    children [ Shape { } ]\n  }\n# no closing bracket\n"
    source = (HEADER + text).encode()
    error = first_proto_error(source, BUILT_INS)
    # the last '}' closes the Pose and is cut off with what follows: the body's last token is ']'
    assert source.count(b"\n", 0, error.span.start) + 1 == 6 and source[error.span.start:].startswith(b"]")


@pytest.mark.parametrize("text", [
    "PROTO P [\n  field SFVec3f t 0 0 0\n  field MFNode{Group{}+, Solid{}} slot []\n]\n"
    "{\n  Pose { translation IS t children IS slot }\n}\n",  # IS, node restrictions with '+' (R2025a)
    "PROTO P [\n  w3dField SFFloat f 1\n  unconnectedField SFString s \"}\"\n]\n{ Group { } }  # }\n",
    "PROTO P [\n  field SFFloat f 1\n]\n{\n  %<= 'Group { }' >%\n}\n",  # a templated body is not replayed
    "PROTO P [\n]\n{\n  Wall { whatever [ ] }\n}\n",  # an unknown node is skipped whole
    "EXTERNPROTO \"Other.proto\"\nPROTO P [\n]\n{ Group { } }\n",
])
def test_no_proto_error_when_webots_reads_it_or_the_replay_cannot_tell(text):
    assert _proto_error(text) is None


def test_a_proto_syntax_finding_carries_webots_text():
    analysis = analyse(HEADER + "PROTO P [\r\n  field SFIssue on TRUE\r\n]\r\n{ Group { } }\r\n")
    found = [f.message for f in diagnostics(analysis.tree, analysis.source, analysis)]
    assert any(message.endswith("\nWebots: Expected field type name, found 'SFIssue'.") for message in found), found


@pytest.mark.corpus
def test_webots_errors_in_the_corpus_protos_are_the_real_one():
    protos = sorted(CORPUS.glob("*/*.proto"))
    assert protos
    found = {}
    for path in protos:
        source = path.read_bytes()
        if (error := first_proto_error(source, BUILT_INS)) is not None:
            found[path.name] = (source.count(b"\n", 0, error.span.start) + 1, error.message)
    # the corpus' one broken file: 'PointLight {' closed by the children list's ']'
    assert found == {"protos___GENERIC__SH_RGBStandLamp.proto": (28, "Expected field name or '}', found ']'.")}
