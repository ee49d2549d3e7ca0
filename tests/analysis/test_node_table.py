"""The neutral node table (``analysis.node_table``): its walk, with and without shape replay, gives what a plain
recursive reading of the tree gives (an oracle written here from ``Node.children``, sharing no code with the walk),
on hand-written texts and on the corpus; replay happens where worlds repeat nodes; the walk is cancellable."""

from __future__ import annotations

import pytest

from webots_ls.analysis import node_table as nt
from webots_ls.analysis.cancel import Cancelled
from webots_ls.syntax import kinds

from .helpers import CORPUS, parse

CORPUS_FILES = sorted(path for path in CORPUS.glob("*/*") if path.is_file())

_CONTAINERS_KEEPING_PLACE = {kinds.SOURCE_FILE, kinds.LIST}
_LEAVES = {kinds.NUMBERS, kinds.STRING, kinds.BOOLEAN, kinds.COMMENT, kinds.FIELD_NAME, kinds.DEF_NAME,
           kinds.NODE_TYPE, kinds.HEADER, kinds.FIELD_KIND, kinds.FIELD_TYPE, kinds.IS_TARGET, kinds.BARE_WORD}
_OTHERS = {kinds.NULL: "null", kinds.IS_REFERENCE: "is", kinds.TEMPLATE: "template",
           kinds.TEMPLATE_STATEMENT: "template", kinds.INACTIVE_BRANCH: "template",
           kinds.FIELD_DECLARATION: "declaration"}


def _oracle(tree, source: bytes):
    """(node rows, USE rows, field rows, other rows) as the table's ``rows()``... read the slow, obvious way."""
    nodes, uses, fields, others = [], [], [], {}

    def name_of(node):
        name = node.child_by_field_name(kinds.Child.NAME)
        if name is None or name.child_count or name.is_missing:
            return None
        return name

    # (tree node, owner row, field name, place, kind of the parent context) in document order: an explicit stack
    stack = [(child, -1, b"", nt.TOP, kinds.SOURCE_FILE) for child in reversed(tree.root_node.children)]
    while stack:
        node, row, field, place, context = stack.pop()
        kind = node.type
        children: list = []
        if kind == kinds.NODE:
            own_place = nt.BODY if context == kinds.NODE_BODY else place
            type_node = node.child_by_field_name(kinds.Child.TYPE)
            def_node = node.child_by_field_name(kinds.Child.DEF)
            type_span = (type_node.start_byte, type_node.end_byte) if type_node and not type_node.child_count else (-1, -1)
            def_span = (def_node.start_byte, def_node.end_byte) if def_node else (-1, -1)
            new_row = len(nodes)
            nodes.append((node.start_byte, node.end_byte, *type_span, *def_span, row,
                          field if own_place != nt.BODY else b"", own_place))
            children = [(child, new_row, b"", nt.OTHER, kind) for child in node.children]
        elif kind in (kinds.FIELD, kinds.HIDDEN_FIELD):
            name = name_of(node)
            name_span = (name.start_byte, name.end_byte) if name else (-1, -1)
            fields.append((node.start_byte, node.end_byte, *name_span, row, int(kind == kinds.HIDDEN_FIELD)))
            name_text = source[name_span[0] : name_span[1]] if name else b""
            own = nt.FIELD if kind == kinds.FIELD else nt.HIDDEN
            children = [(child, row, name_text, own, kind) for child in node.children]
        elif kind == kinds.USE_NODE:
            names = [child for child in node.children if child.type == kinds.USE_NAME]
            span = (names[-1].start_byte, names[-1].end_byte) if names else (-1, -1)
            own_place = nt.BODY if context == kinds.NODE_BODY else place
            uses.append((*span, row, field if own_place != nt.BODY else b"", own_place))
        elif kind in _OTHERS:
            others.setdefault(_OTHERS[kind], []).append((node.start_byte, node.end_byte, row))
            if kind == kinds.FIELD_DECLARATION:
                name = node.child_by_field_name(kinds.Child.NAME)
                name_text = source[name.start_byte : name.end_byte] if name else b""
                children = [(child, -1, name_text, nt.DEFAULT, kind) for child in node.children]
        elif kind == kinds.LIST:
            own = nt.LIST_ITEM if place == nt.FIELD else place
            children = [(child, row, field, own, kind) for child in node.children]
        elif kind == kinds.PROTO_BODY:
            children = [(child, -1, b"", nt.PROTO_BODY, kind) for child in node.children]
        elif kind == kinds.RESTRICTIONS:
            children = [(child, row, field, nt.RESTRICTION, kind) for child in node.children]
        elif kind not in _LEAVES:
            if kind == kinds.PROTO and context == kinds.SOURCE_FILE:
                others.setdefault("proto", []).append((node.start_byte, node.end_byte, -1))
            own = place if context in _CONTAINERS_KEEPING_PLACE else nt.OTHER
            children = [(child, row, field, own, kind) for child in node.children]
        stack.extend(reversed(children))
    return nodes, uses, fields, {kind: sorted(rows) for kind, rows in others.items()}


def _error_ranges(tree) -> list[tuple[int, int]]:
    ranges: list[list[int]] = []
    well_formed = {kinds.NODE, kinds.USE_NODE, kinds.PROTO, kinds.EXTERN_PROTO, kinds.HEADER, kinds.COMMENT,
                   kinds.TEMPLATE, kinds.TEMPLATE_STATEMENT, kinds.INACTIVE_BRANCH}
    if tree.root_node.has_error:
        for child in tree.root_node.children:
            if child.has_error or child.type not in well_formed:
                if ranges and ranges[-1][1] >= child.start_byte:
                    ranges[-1][1] = max(ranges[-1][1], child.end_byte)
                else:
                    ranges.append([child.start_byte, child.end_byte])
    return [tuple(pair) for pair in ranges]


def _table_rows(table: nt.NodeTable):
    return table.rows(), table.use_rows(), table.field_rows(), table.other_rows()


def _check(source: bytes, **options) -> nt.NodeTable:
    tree = parse(source)
    expected = _oracle(tree, source)
    for shapes in (False, True):
        table = nt.node_table(tree, source, shapes=shapes, **options)
        got = _table_rows(table)
        for name, got_rows, want_rows in zip(("nodes", "uses", "fields", "others"), got, expected):
            assert got_rows == want_rows, (name, shapes)
        assert table.error_ranges == _error_ranges(tree)
        _check_copies(table)
    return table


def _check_copies(table: nt.NodeTable) -> None:
    """``copies`` names every replayed row once, and each copy's rows and field rows read as its original's: the
    same types, fields and places (the copy's own row stands where it is), the same field names."""
    assert sum(size * count for _, size, count, *_ in table.copies) == sum(table.replayed)
    for first, size, count, original, first_field, field_count, original_field in table.copies:
        assert not table.replayed[original] and original + size <= first
        for copy in range(count):
            row, field_row = first + copy * size, first_field + copy * field_count
            assert table.replayed[row : row + size] == b"\x01" * size
            assert [table.type_name(row + k) for k in range(size)] == [table.type_name(original + k) for k in range(size)]
            assert table.places[row + 1 : row + size] == table.places[original + 1 : original + size]
            assert table.fields[row + 1 : row + size] == table.fields[original + 1 : original + size]
            assert ([table.source[table.field_name_starts[field_row + k] : table.field_name_ends[field_row + k]]
                     for k in range(field_count)]
                    == [table.source[table.field_name_starts[original_field + k] : table.field_name_ends[original_field + k]]
                        for k in range(field_count)])
            assert [table.field_owners[field_row + k] - row for k in range(field_count)] == \
                [table.field_owners[original_field + k] - original for k in range(field_count)]


_WORLD = b"""#VRML_SIM R2023b utf8
EXTERNPROTO "protos/Bot.proto"
WorldInfo { gravity 9.81 }
DEF ROOT Transform {
  translation 1 2 3
  children [
    DEF S Shape { appearance PBRAppearance { baseColor 1 0 0 } geometry Box { size 1 2 3 } }
    USE S
    NULL
    Bot { name "b" controller IS ctrl }
    Solid { boundingObject USE S physics Physics { density 1 } hidden position_0 1 }
  ]
  Shape { }
  USE S
  # a comment
  geometry DEF G Sphere { radius 0.1 }
}
DEF  A   # comment in a head
  Transform { children [ USE   # comment
  S ] }
"""


def test_hand_written_world():
    table = _check(_WORLD)
    types = [table.type_name(row) for row in range(len(table))]
    assert types[:4] == [b"WorldInfo", b"Transform", b"Shape", b"PBRAppearance"]
    stray = [row for row in range(len(table)) if table.places[row] == nt.BODY][0]
    assert table.type_name(stray) == b"Shape" and table.field_name(stray) is None
    sphere = types.index(b"Sphere")
    assert table.def_name(sphere) == b"G" and table.field_name(sphere) == b"geometry"
    box = types.index(b"Box")
    assert [(table.type_name(owner), name) for owner, name in table.slot_path(box)] == [
        (b"Transform", b"children"), (b"Shape", b"geometry")
    ]
    assert table.places[box] == nt.FIELD and table.places[table.parents[box]] == nt.LIST_ITEM
    places = [nt.PLACES[place] for place in table.use_places]
    assert places == ["list item", "field", "body", "list item"]
    assert table.other_rows()["is"][0][2] == types.index(b"Bot")
    hidden = [row for row in table.field_rows() if row[5]]
    assert len(hidden) == 1 and _WORLD[hidden[0][2] : hidden[0][3]] == b"position_0"


_PROTO = b"""#VRML_SIM R2023b utf8
# template: javascript
PROTO Bot [
  field SFString name "bot"
  field MFNode extensions [ DEF E Pose { } Group { } ]
  field SFNode body Shape { }
  field MFNode tools [ ] { Solid, Pose+ }
]
{
  %< if (fields.name.value) { >%
  Robot {
    name IS name
    children [ DEF %<= 'X' >% Pose { } Tr%<= 'ansform' >% { } ]
    boundingObject USE %<= 'B' >%
  }
  %< } >%
}
"""


def test_proto_with_templates():
    table = _check(_PROTO)
    by_type: dict = {}
    for row in range(len(table)):
        by_type.setdefault(table.type_name(row), row)  # the first of each type
    assert table.places[by_type[b"Pose"]] == nt.DEFAULT and table.field_name(by_type[b"Pose"]) == b"extensions"
    assert table.places[by_type[b"Shape"]] == nt.DEFAULT and table.field_name(by_type[b"Shape"]) == b"body"
    assert table.places[by_type[b"Robot"]] == nt.PROTO_BODY and table.parents[by_type[b"Robot"]] == nt.NO_ROW
    assert None in by_type  # the templated type
    assert len(table.other_rows()["template"]) >= 2 and len(table.other_rows()["declaration"]) == 4


def test_broken_text():
    table = _check(b"#VRML_SIM R2023b utf8\nTransform { children [ Shape { geometry Box { size 1 2 } ]\nSolid { name \"x\" }\n"
           b"DEF A Pose { translation 1 2 3 rotation 0 0 1 0 }\nDEF B Pose { translation 4 5 6 rotation 0 0 1 1 }\n")


def test_equal_shapes_are_replayed():
    item = b"DEF BOX_%d Solid { translation %d 0 0.5 children [ Shape { geometry Box { size 1 1 1 } } ] " \
           b"boundingObject USE B_%d name \"box %d\" }\n"
    source = b"#VRML_SIM R2023b utf8\n" + b"".join(item % (n, n, n, n) for n in range(200))
    table = _check(source)
    assert table.replayed_items == 199
    assert sum(table.replayed) == 199 * 3 and len(table) == 200 * 3
    assert [table.def_name(row) for row in range(0, 600, 3)] == [b"BOX_%d" % n for n in range(200)]
    # copies inside a list of children: each item over 128 bytes
    inner = b"Solid { translation %d 2 3 children [ Shape { geometry Box { size 1 2 3 } castShadows FALSE } ] name \"a name long enough to be replayed\" }\n"
    world = b"#VRML_SIM R2023b utf8\nGroup { children [\n" + b"".join(inner % n for n in range(50)) + b"] }\n"
    table = _check(world)
    assert table.replayed_items == 49
    solids = [row for row in range(len(table)) if table.type_name(row) == b"Solid"]
    assert len(solids) == 50 and {table.parents[row] for row in solids} == {0}
    assert {table.field_name(row) for row in solids} == {b"children"}


def test_nodes_mostly_of_numbers_are_walked_not_shaped():
    """A node of long number arrays (a mesh) costs more to shape than to walk: never replayed; the same node with
    short arrays is."""
    item = (b"DEF CHAIR_%%d Solid { translation %%d 0 0 children [ Shape { geometry IndexedFaceSet { coord Coordinate "
            b"{ point [ %s ] } coordIndex [ %s ] } } ] name \"chair %%d\" }\n")
    for points, replayed in ((300, 0), (3, 19)):
        mesh = item % (b" ".join(b"%d.25 0.5 -1.75," % n for n in range(points)), b"0 1 2 -1 " * points)
        source = b"#VRML_SIM R2023b utf8\n" + b"".join(mesh % (n, n, n) for n in range(20))
        table = _check(source)
        assert table.replayed_items == replayed, points
        assert [table.def_name(row) for row in range(0, len(table), len(table) // 20)] == \
            [b"CHAIR_%d" % n for n in range(20)]


def test_cancelled():
    source = b"#VRML_SIM R2023b utf8\n" + b"Pose { }\n" * 5000
    calls = []

    def should_stop() -> bool:
        calls.append(1)
        return True

    with pytest.raises(Cancelled):
        nt.node_table(parse(source), source, should_stop=should_stop, shapes=False)
    assert calls


@pytest.mark.corpus
@pytest.mark.skipif(not CORPUS_FILES, reason="corpus not available")
def test_corpus_files_give_what_the_tree_gives():
    replayed = 0
    for path in CORPUS_FILES:
        source = path.read_bytes()
        try:
            table = _check(source)
        except AssertionError as error:
            raise AssertionError(f"{path.name}: {error}") from None
        replayed += table.replayed_items
    assert replayed > 100
