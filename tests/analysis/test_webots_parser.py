"""Webots' own first syntax error of a world (a replay of WbParser::parseWorld, texts of
WbParser::reportUnexpected), and the syntax finding that carries it (checks.with_webots_text)."""

from __future__ import annotations

import pytest

from tests.analysis.helpers import CORPUS, analyse
from webots_ls.analysis.node_types import BUILT_INS
from webots_ls.analysis.webots_parser import first_world_error
from webots_ls.features.diagnostics import diagnostics

HEADER = "#VRML_SIM R2023b utf8\n"


def _error(text: str) -> tuple[str, str] | None:
    source = (HEADER + text).encode()
    error = first_world_error(source, BUILT_INS)
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
])
def test_webots_first_error(text, found):
    assert _error(text) == found


@pytest.mark.parametrize("text", [
    "Solid { children [ Shape { geometry Box { size 1 1 1 } } ] boundingObject USE B name \"x\" }",
    "Group { children Pose { } }",  # an MF value without brackets
    "Wall { whatever [ ] }",  # an unknown node is skipped whole
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


def test_no_webots_error_in_the_corpus_worlds():
    worlds = sorted(CORPUS.glob("*/*.wbt"))
    assert worlds
    assert [path.name for path in worlds if first_world_error(path.read_bytes(), BUILT_INS) is not None] == []


def test_end_of_file_is_carried_by_the_finding_at_the_end():
    analysis = analyse(HEADER + "Group {\n  children [ ]\n")
    found = [f for f in diagnostics(analysis.tree, analysis.source, analysis) if f.code in ("syntax-error", "missing")]
    assert len(found) == 1 and found[0].code == "missing"
    assert found[0].message.endswith("\nWebots: Expected field name or '}', found end of file.")
