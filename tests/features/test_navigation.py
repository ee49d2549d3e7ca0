"""definition / references / highlight follow the reader's binding (``WbNodeReader::readNode``), not the spelling
of names."""

from __future__ import annotations

from webots_ls.features.definition import declaration, definition
from webots_ls.features.highlight import document_highlights
from webots_ls.features.references import references

from analysis.helpers import PARSER_TESTS, analyse, offset_of

REDEFINED = "DEF A Box {}\nUSE A\nDEF A Sphere {}\nUSE A\nUSE A\n"


def _text(analysis, spans):
    return [(analysis.line_of(span.start), analysis.text(span)) for span in spans]


def test_definition_of_use_is_latest_registered_def():
    """WbNodeReader::readNode: a USE goes to the most recently registered DEF of its name."""
    analysis = analyse(REDEFINED)
    assert _text(analysis, definition(analysis, offset_of(analysis, "USE A", 0, skip=4))) == [(1, "A")]
    assert _text(analysis, definition(analysis, offset_of(analysis, "USE A", 2, skip=5))) == [(3, "A")]


def test_definition_on_def_is_itself_and_declaration_is_the_same():
    """WbNodeReader::readNode: a DEF is its own definition and declaration."""
    analysis = analyse(REDEFINED)
    offset = offset_of(analysis, "DEF A Sphere", skip=4)
    assert _text(analysis, definition(analysis, offset)) == [(3, "A")]
    assert declaration(analysis, offset) == definition(analysis, offset)


def test_definition_nested_def_name():
    """WbNodeReader::readNode (nested_def_name.wbt): USE A goes to the inner Shape, not the outer Solid."""
    analysis = analyse((PARSER_TESTS / "nested_def_name.wbt").read_bytes())
    (span,) = definition(analysis, offset_of(analysis, "USE A", skip=4))
    assert analysis.text(analysis.node_span(analysis.occurrence_at(span.start))).startswith("DEF A Shape")


def test_definition_of_unbound_use_and_elsewhere():
    """WbNodeReader::readNode: an unbound USE has no definition; neither has a place with no name."""
    analysis = analyse("USE A\nDEF A Box {}\n")
    assert definition(analysis, 4) == []
    assert definition(analysis, offset_of(analysis, "Box")) == []


def test_references_only_uses_bound_to_that_def():
    """WbNodeReader::readNode: references of the first DEF A are the USEs bound to it, not those of the later DEF A."""
    analysis = analyse(REDEFINED)
    first = offset_of(analysis, "DEF A", 0, skip=4)
    assert _text(analysis, references(analysis, first, include_declaration=False)) == [(2, "A")]
    second_use = offset_of(analysis, "USE A", 1, skip=4)
    assert _text(analysis, references(analysis, second_use, include_declaration=True)) == [
        (3, "A"),
        (4, "A"),
        (5, "A"),
    ]


def test_references_of_use_inside_own_def():
    """WbNodeReader::readNode: the USE inside DEF A's body belongs to the earlier DEF A."""
    analysis = analyse("DEF A Box {}\nDEF A Group {\n  children [ USE A ]\n}\n")
    own = offset_of(analysis, "DEF A Group", skip=4)
    assert references(analysis, own, include_declaration=False) == []
    earlier = offset_of(analysis, "DEF A Box", skip=4)
    assert _text(analysis, references(analysis, earlier, include_declaration=False)) == [(3, "A")]


def test_highlights_def_write_uses_read():
    """DEF is a write, its bound USEs are reads; other same-name USEs are not highlighted (WbNodeReader::readNode)."""
    analysis = analyse(REDEFINED)
    highlights = document_highlights(analysis, offset_of(analysis, "USE A", 0, skip=4))
    assert [(analysis.line_of(span.start), kind) for span, kind in highlights] == [(1, "write"), (2, "read")]


def test_highlight_unbound_use_is_itself():
    """WbNodeReader::readNode: an unbound USE highlights only itself."""
    analysis = analyse("USE A\n")
    assert [kind for _, kind in document_highlights(analysis, 4)] == ["read"]
    assert document_highlights(analysis, 0) == []


def test_navigation_in_proto_scopes():
    """one DEF namespace per WbNodeReader: the PROTO body does not see DEFs of the interface defaults."""
    analysis = analyse("PROTO P [\n  field SFNode g DEF G Box {}\n]\n{\n  Shape { geometry USE G }\n}\n")
    assert definition(analysis, offset_of(analysis, "USE G", skip=4)) == []
    assert references(analysis, offset_of(analysis, "DEF G", skip=4), include_declaration=False) == []


def test_non_ascii_and_crlf_spans_are_bytes():
    """Non-ASCII names (WbToken::isValidIdentifierChar), CR as whitespace (WbToken::isSpace): spans are UTF-8 byte
    offsets (contract)."""
    analysis = analyse("DEF Ⅹ Solid {}\r\nUSE Ⅹ\r\n")
    (span,) = definition(analysis, offset_of(analysis, "USE Ⅹ", skip=4))
    assert span.start == 4 and span.end == 7 and analysis.text(span) == "Ⅹ"
