"""definition / references / highlight follow the reader's binding (``WbNodeReader::readNode``), not the spelling
of names."""

from __future__ import annotations

from webots_ls.features.definition import declaration, definition
from webots_ls.features.highlight import document_highlights
from webots_ls.features.references import references

from analysis.helpers import PARSER_TESTS, offset_of
import pytest

from webots_ls.snapshot import FileSnapshot

from .helpers import open_snapshot

REDEFINED = "DEF A Box {}\nUSE A\nDEF A Sphere {}\nUSE A\nUSE A\n"


def _text(analysis, spans):
    return [(analysis.line_of(span.start), analysis.text(span)) for span in spans]


def test_definition_of_use_is_latest_registered_def():
    """WbNodeReader::readNode: a USE goes to the most recently registered DEF of its name."""
    snapshot = open_snapshot(REDEFINED)
    assert _text(snapshot.analysis, definition(snapshot, offset_of(snapshot, "USE A", 0, skip=4))) == [(1, "A")]
    assert _text(snapshot.analysis, definition(snapshot, offset_of(snapshot, "USE A", 2, skip=5))) == [(3, "A")]


def test_definition_on_def_is_itself_and_declaration_is_the_same():
    """WbNodeReader::readNode: a DEF is its own definition and declaration."""
    snapshot = open_snapshot(REDEFINED)
    offset = offset_of(snapshot, "DEF A Sphere", skip=4)
    assert _text(snapshot.analysis, definition(snapshot, offset)) == [(3, "A")]
    assert declaration(snapshot, offset) == definition(snapshot, offset)


@pytest.mark.parser_tests
def test_definition_nested_def_name():
    """WbNodeReader::readNode (nested_def_name.wbt): USE A goes to the inner Shape, not the outer Solid."""
    snapshot = open_snapshot((PARSER_TESTS / "nested_def_name.wbt").read_bytes())
    (span,) = definition(snapshot, offset_of(snapshot, "USE A", skip=4))
    assert snapshot.analysis.text(snapshot.analysis.node_span(snapshot.analysis.occurrence_at(span.start))).startswith("DEF A Shape")


def test_definition_of_unbound_use_and_elsewhere():
    """WbNodeReader::readNode: an unbound USE has no definition; neither has a place with no name."""
    snapshot = open_snapshot("USE A\nDEF A Box {}\n")
    assert definition(snapshot, 4) == []
    assert definition(snapshot, offset_of(snapshot, "Box")) == []


def test_references_only_uses_bound_to_that_def():
    """WbNodeReader::readNode: references of the first DEF A are the USEs bound to it, not those of the later DEF A."""
    snapshot = open_snapshot(REDEFINED)
    first = offset_of(snapshot, "DEF A", 0, skip=4)
    assert _text(snapshot.analysis, references(snapshot, first, include_declaration=False)) == [(2, "A")]
    second_use = offset_of(snapshot, "USE A", 1, skip=4)
    assert _text(snapshot.analysis, references(snapshot, second_use, include_declaration=True)) == [
        (3, "A"),
        (4, "A"),
        (5, "A"),
    ]


def test_references_of_use_inside_own_def():
    """WbNodeReader::readNode: the USE inside DEF A's body belongs to the earlier DEF A."""
    snapshot = open_snapshot("DEF A Box {}\nDEF A Group {\n  children [ USE A ]\n}\n")
    own = offset_of(snapshot, "DEF A Group", skip=4)
    assert references(snapshot, own, include_declaration=False) == []
    earlier = offset_of(snapshot, "DEF A Box", skip=4)
    assert _text(snapshot.analysis, references(snapshot, earlier, include_declaration=False)) == [(3, "A")]


def test_highlights_def_write_uses_read():
    """DEF is a write, its bound USEs are reads; other same-name USEs are not highlighted (WbNodeReader::readNode)."""
    snapshot = open_snapshot(REDEFINED)
    highlights = document_highlights(snapshot, offset_of(snapshot, "USE A", 0, skip=4))
    assert [(snapshot.analysis.line_of(span.start), kind) for span, kind in highlights] == [(1, "write"), (2, "read")]


def test_highlight_unbound_use_is_itself():
    """WbNodeReader::readNode: an unbound USE highlights only itself."""
    snapshot = open_snapshot("USE A\n")
    assert [kind for _, kind in document_highlights(snapshot, 4)] == ["read"]
    assert document_highlights(snapshot, 0) == []


def test_navigation_in_proto_scopes():
    """one DEF namespace per WbNodeReader: the PROTO body does not see DEFs of the interface defaults."""
    snapshot = open_snapshot("PROTO P [\n  field SFNode g DEF G Box {}\n]\n{\n  Shape { geometry USE G }\n}\n")
    assert definition(snapshot, offset_of(snapshot, "USE G", skip=4)) == []
    assert references(snapshot, offset_of(snapshot, "DEF G", skip=4), include_declaration=False) == []


def test_non_ascii_and_crlf_spans_are_bytes():
    """Non-ASCII names (WbToken::isValidIdentifierChar), CR as whitespace (WbToken::isSpace): spans are UTF-8 byte
    offsets (contract)."""
    snapshot = open_snapshot("DEF Ⅹ Solid {}\r\nUSE Ⅹ\r\n")
    (span,) = definition(snapshot, offset_of(snapshot, "USE Ⅹ", skip=4))
    assert span.start == 4 and span.end == 7 and snapshot.analysis.text(span) == "Ⅹ"


def test_proto_location_asks_for_the_names_a_climb_from_every_offset_reaches():
    """``proto_location`` stops its climb from the position at what holds no node type or declaration (a field, a
    list, numbers): it asks the provider exactly what a climb up to the node or the file would, at every offset of
    a world and a PROTO with templates, declarations and numbers, clean and broken."""
    from webots_ls.features.definition import proto_location
    from webots_ls.syntax import kinds
    from webots_ls.syntax.text import node_text
    from webots_ls.analysis.project import url_file_name
    from webots_ls.analysis.node_types import BUILT_INS

    class Asked:
        """A provider that answers with the name it is asked about."""

        def __getattr__(self, name):
            return getattr(BUILT_INS, name)

        def location(self, name):
            return name

    def climbed_to_the_top(snapshot, offset):  # the climb without the early stops
        node = snapshot.tree.root_node.descendant_for_byte_range(offset, offset)
        while node is not None and node.type not in (kinds.NODE_TYPE, kinds.EXTERN_PROTO, kinds.NODE,
                                                     kinds.SOURCE_FILE):
            node = node.parent
        if node is None or node.type in (kinds.NODE, kinds.SOURCE_FILE):
            return None
        if node.type == kinds.NODE_TYPE:
            return None if node.child_count or node.is_missing else node_text(snapshot.source, node)
        url = node.child_by_field_name("url")
        if url is None or not url.start_byte <= offset <= url.end_byte:
            return None
        name = url_file_name(node_text(snapshot.source, url).strip('"'))
        return name[: -len(".proto")] if name.endswith(".proto") else None

    texts = [
        '#VRML_SIM R2023b utf8\nEXTERNPROTO "../protos/Bot.proto"\nIMPORTABLE EXTERNPROTO "webots://a/B.proto"\n'
        'DEF R Bot { translation 0 1 2 children [ Solid { name "s" } Box { size 1 2 3 } USE R ] url [ "x.proto" ] }\n'
        'Transform { children [ Shape { geometry IndexedFaceSet { coordIndex [ 0 1 2 -1 3 4 5 -1 ] } } ] }\n',
        '#VRML_SIM R2023b utf8\nPROTO P [ field SFNode n Group { } field MFVec3f v [ 1 2 3, 4 5 6 ] ]\n'
        '{ %< const k = 2; >% Solid { children [ Bot%<= k >% { } Pose { translation 1 2 3 } ] } }\n',
    ]
    texts.append(texts[0].replace("children [ Solid", "children [ Solid [ 1 2"))  # broken
    asked = 0
    for text in texts:
        snapshot = FileSnapshot.open("file:///test.wbt", text, 1, Asked())
        for offset in range(len(snapshot.source) + 1):
            expected = climbed_to_the_top(snapshot, offset)
            assert proto_location(snapshot, offset) == expected, (text, offset)
            asked += expected is not None
    assert asked > 30
