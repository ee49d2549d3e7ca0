"""The shared whole-file pass (``analysis.tree_pass``): the cursor walk of a clean tree finds what the queries find,
the schema rules give the same findings from the walk as from the query-based sweep, the pass ``build`` made is
handed to ``diagnostics``, and long work is cancellable."""

from __future__ import annotations

import random

import pytest
import tree_sitter

from webots_ls.analysis import node_table, schema
from webots_ls.analysis.cancel import Cancelled
from webots_ls.analysis.deprecated_nodes import deprecated_node_names
from webots_ls.analysis.escapes import invalid_escapes
from webots_ls.analysis import is_links
from webots_ls.analysis.index import FileAnalysis
from webots_ls.analysis.project import Project, ProjectNodeTypes
from webots_ls.analysis.rules import schema_findings
from webots_ls.analysis.tree_pass import DefExtents, TreeCaptures, tree_captures
from webots_ls.features.diagnostics import diagnostics

from .helpers import CORPUS, LANGUAGE, PARSER_TESTS, parse

CORPUS_FILES = sorted(path for path in CORPUS.glob("*/*") if path.is_file())

_QUERY = tree_sitter.Query(
    LANGUAGE,
    """
    [(template) (template_statement) (inactive_branch)] @template
    (escape_sequence) @escape
    (is_reference) @is
    (node def: (def_name) @def)
    (use_node name: (use_name) @use)
    (field_declaration) @declaration
    (source_file (proto) @proto)
    """,
)

# Values of every shape the walk judges from the text, right and wrong (``translation 1 2`` is too short, ...).
_VALUES_WORLD = """#VRML_SIM R2023b utf8
WorldInfo { gravity 9.81 basicTimeStep 16 }
Solid {
  translation 1, 2, 3
  rotation 0 0 1
  children [
    Shape { geometry Box { size 1 2 3 4 } castShadows TRUE }
    DEF S Shape { appearance Appearance { texture ImageTexture { url [ "a.png", "b\\q.png" ] filtering 1.5 } } }
    USE S
    NULL
    12
  ]
  name "robot" "extra"
  description "a\\qb"
  boundingObject USE S
  physics NULL
  locked 2
  contactMaterial 3
  recognitionColors [ 1 0 0 0 1 ]
}
IndexedFaceSet { coordIndex [ 0 1 2 -1, 2 3 4 12345678901 ] texCoordIndex [ 0 1 2 -1 ] }
Background { skyColor [ 0.1 0.2 0.3 ] }
Solid { translation 1 2 3 Shape { } }
Viewpoint { orientation 0 0 1 0 position 1 2 3 description "" follow "x" unknownThing 3 }
"""


def _query_lists(tree, source):
    found = tree_sitter.QueryCursor(_QUERY).captures(tree.root_node)
    return {name: sorted(node.start_byte for node in found.get(name, [])) for name in ("template", "escape", "is", "def", "use", "declaration", "proto")}


def _walk_lists(captured: TreeCaptures):
    found = {name: [node.start_byte for node in captured.get(name)] for name in ("template", "escape", "is", "declaration", "proto")}
    found["def"] = [start for start, _, _ in captured.def_spans()]
    found["use"] = [start for start, _, _ in captured.use_spans()]
    return found


def _pass_findings(captured, tree, source):
    """The findings of the rules that read the pass' items: the schema sweep's, the IS rules' and the escapes'."""
    found = dict(schema._sweep_findings(captured, tree, source))
    for rule in (invalid_escapes, is_links.is_outside_proto, is_links.is_type_mismatches, is_links.unknown_is_targets,
                 is_links.unused_proto_parameters):
        found[rule.__name__] = rule(tree, source, file_pass=captured)
    return found


def _findings(results):
    return {rule: [(f.span.start, f.span.end, f.severity, f.message, f.code) for f in findings] for rule, findings in results.items()}


def _sources():
    for path in CORPUS_FILES:
        yield path.name, path.read_bytes()
    yield "values", _VALUES_WORLD.encode()
    for path in sorted(PARSER_TESTS.parent.rglob("*.proto")) + sorted(PARSER_TESTS.glob("*.wbt")):
        yield path.name, path.read_bytes()


@pytest.mark.corpus
@pytest.mark.parser_tests
@pytest.mark.skipif(not CORPUS_FILES, reason="corpus not available")
def test_walk_finds_what_the_queries_find():
    """Templates, escapes, IS, DEF and USE names, declarations and the PROTO: the same nodes, on every clean file."""
    checked = 0
    for name, source in _sources():
        tree = parse(source)
        if tree.root_node.has_error:
            continue
        checked += 1
        assert _walk_lists(TreeCaptures(tree, source)) == _query_lists(tree, source), name
    assert checked > 700


@pytest.mark.corpus
@pytest.mark.parser_tests
@pytest.mark.skipif(not CORPUS_FILES, reason="corpus not available")
def test_walk_and_query_sweep_give_the_same_findings():
    """The schema rules from the cursor walk (clean trees) equal those from the query sweep (used for broken trees),
    on the corpus, Webots' parser tests, a world of wrong values and mangled copies that still parse cleanly."""
    rng = random.Random(5)
    junk = [b"1", b" 1 2", b"TRUE", b'"x"', b"USE A", b"NULL", b"[ ]", b"Box { }", b"1.5", b",", b"12345678901"]
    checked = 0
    for name, source in _sources():
        variants = [source]
        if len(source) < 30_000:
            for _ in range(2):
                start = rng.randrange(len(source) or 1)
                variants.append(source[:start] + rng.choice(junk) + source[start + rng.randrange(8) :])
        for variant in variants:
            tree = parse(variant)
            if tree.root_node.has_error:
                continue
            checked += 1
            walked = _pass_findings(TreeCaptures(tree, variant), tree, variant)
            queried = _pass_findings(TreeCaptures(tree, variant, query=True), tree, variant)
            assert _findings(walked) == _findings(queried), name
    assert checked > 1000


def test_values_world_findings():
    """A few of the findings of the values world, as Webots words them."""
    source = _VALUES_WORLD.encode()
    tree = parse(source)
    messages = [finding.message for finding in schema_findings(tree, source)]
    assert "Expected floating point value, found ']'" in messages  # recognitionColors: 5 numbers for SFColor items
    assert "Expected node or PROTO name, found '12'" in messages
    assert "'12345678901' is not a 32-bit integer: Webots reads it as 0 in the MFInt32 field 'coordIndex'" in messages
    assert "Skipped unknown 'unknownThing' field in Viewpoint node" in messages
    assert messages.count("Invalid escaped character") == 2


def test_the_pass_build_made_is_handed_to_diagnostics_once(monkeypatch):
    """``build`` makes the pass and ``diagnostics`` takes it (the file is walked once); nothing keeps it after that,
    and a second run, or a run over other text, makes its own."""
    source = b"#VRML_SIM R2023b utf8\nSolid { translation 1 2 }\n"
    tree = parse(source)
    made = []
    real_init = TreeCaptures.__init__
    monkeypatch.setattr(TreeCaptures, "__init__", lambda self, *a, **k: made.append(self) or real_init(self, *a, **k))
    analysis = FileAnalysis.build(tree, source)
    assert len(made) == 1
    assert [finding.code for finding in diagnostics(tree, source, analysis)] == ["value-type"]
    assert len(made) == 1  # the build's pass
    assert analysis.take_built_pass() is None  # taken
    assert [finding.code for finding in diagnostics(tree, source, analysis)] == ["value-type"]
    assert len(made) == 2
    other_source = bytes(bytearray(source))  # equal, but not the analysis' text: not its pass
    assert [finding.code for finding in diagnostics(tree, other_source, FileAnalysis.build(tree, source))] == [
        "value-type"]
    assert len(made) == 4


def test_no_pass_for_another_provider_or_after_an_update():
    source = b"#VRML_SIM R2023b utf8\nSolid { translation 1 2 }\n"
    tree = parse(source)
    analysis = FileAnalysis.build(tree, source)
    assert analysis.take_built_pass(ProjectNodeTypes("/nowhere/worlds/a.wbt", source, Project([]))) is None
    assert analysis.take_built_pass() is None  # (dropped by the refused take)
    given = tree_captures(tree, source)
    assert FileAnalysis.build(tree, source, file_pass=given).take_built_pass() is given


def _big_world(boxes: int = 3000) -> bytes:
    parts = ["#VRML_SIM R2023b utf8\n"]
    for index in range(boxes):
        parts.append(f"DEF B{index} Solid {{ translation {index} 0 0 children [ Shape {{ geometry Box {{ size 1 1 }} }} ] }}\n")
    return "".join(parts).encode()


@pytest.mark.slow
def test_diagnostics_can_be_cancelled_and_keep_nothing_partial():
    source = _big_world()
    tree = parse(source)
    calls = []

    def stop_after_a_few() -> bool:
        calls.append(1)
        return len(calls) > 1

    with pytest.raises(Cancelled):
        FileAnalysis.build(tree, source, should_stop=lambda: True)
    analysis = FileAnalysis.build(parse(source), source)
    with pytest.raises(Cancelled):
        diagnostics(tree, source, analysis, should_stop=stop_after_a_few)
    assert calls  # polled inside the pass, not only before it
    with pytest.raises(Cancelled):
        diagnostics(analysis.tree, source, analysis, should_stop=lambda: True)
    # afterwards: the full result, the same as with the old call signature on a fresh tree
    complete = diagnostics(tree, source, analysis, should_stop=lambda: False)
    fresh_tree = parse(source)
    assert complete == diagnostics(fresh_tree, source, FileAnalysis.build(fresh_tree, source))
    assert sum(finding.code == "value-type" for finding in complete) == 3000


@pytest.mark.corpus
@pytest.mark.skipif(not CORPUS_FILES, reason="corpus not available")
def test_tree_with_errors_walks_its_clean_items():
    """A tree with syntax errors: its clean top-level items are walked, the others queried. Schema findings equal
    the query sweep's over the whole tree, and the index equals the one read with the exact patterns only."""
    rng = random.Random(3)
    junk = [b"}", b"{", b"]", b"[", b'"', b"DEF", b"USE", b"1.2.3", b"Solid {", b"IS", b"translation", b"NULL NULL"]
    checked = 0
    for path in rng.sample(CORPUS_FILES, 80):
        source = path.read_bytes()
        for _ in range(2):
            start = rng.randrange(len(source) or 1)
            mangled = source[:start] + rng.choice(junk) + source[start + rng.randrange(20) :]
            tree = parse(mangled)
            if not tree.root_node.has_error:
                continue
            checked += 1
            walked = TreeCaptures(tree, mangled)
            queried = TreeCaptures(tree, mangled, query=True)
            assert _findings(_pass_findings(walked, tree, mangled)) == _findings(
                _pass_findings(queried, tree, mangled)
            ), path.name
            built = FileAnalysis.build(tree, mangled)
            reference = FileAnalysis(tree, mangled)
            occurrences, marks = reference._scan(0, len(mangled))
            assert sorted(((o.kind, o.name, o.start, o.end) for o in occurrences), key=lambda item: item[2]) == [
                (o.kind, o.name, o.start, o.end) for o in built.occurrences
            ], path.name
            assert sorted(marks["templated_def"]) == [(span.start, span.end) for span in built.templated_defs]
    assert checked > 100


def _occurrences(analysis):
    return [(o.kind, o.name, o.start, o.end) for o in analysis.occurrences], analysis.templated_defs


def _all(tree, source, shapes=True):
    file_pass = tree_captures(tree, source, shapes=shapes)  # (build and diagnostics read it)
    analysis = FileAnalysis.build(tree, source, file_pass=file_pass)
    extents = {o.start: analysis.node_span(o) for o in analysis.occurrences if o.is_def}
    return _occurrences(analysis), extents, diagnostics(tree, source, analysis)


def test_query_windows_group_every_range_once():
    """Thousands of erroneous items share at most MAX_QUERY_WINDOWS queries; each range is in exactly one window."""
    from webots_ls.analysis.tree_pass import MAX_QUERY_WINDOWS, query_windows

    ranges = [(10 * i, 10 * i + 5) for i in range(1000)]
    windows = query_windows(ranges)
    assert len(windows) <= MAX_QUERY_WINDOWS
    assert [member for _, _, members in windows for member in members] == ranges
    assert all(start == members[0][0] and end == members[-1][1] for start, end, members in windows)
    assert query_windows([]) == []


def test_file_of_thousands_of_unclosed_nodes_is_indexed():
    """A file of 3,000 unclosed `DEF A Group { children [ USE A` (one ERROR per item): the USE names are found
    with one query per window of items instead of one per item."""
    source = b"DEF A Group { children [ USE A " * 3000
    analysis = FileAnalysis.build(parse(source), source)
    assert sum(not o.is_def for o in analysis.occurrences) >= 2999


def test_repeated_nodes_are_judged_each_time():
    """The walk skips a node whose bytes it walked before and found nothing in; anything found is found again in each
    copy (values, unknown fields, deprecated types, DEF/USE names, strays, IS, escapes)."""
    copies = [
        b"Shape { geometry Box { size 1 2 } }",
        b"Shape { geometry Box { sise 1 2 3 } }",
        b"Shape { appearance CameraFocus { } }",
        b"Group { children [ USE A ] }",
        b"Group { children [ Shape { } Box { } ] }",
        b'Shape { appearance Appearance { texture ImageTexture { url [ "a\\qb" ] } } }',
        b"Pose { translation 1 2 3 Box { } }",
    ]
    clean = b"Group { children [ Shape { geometry Box { size 1 2 3 } } ] }"
    body = b" ".join([clean, *copies, clean, *copies, clean])
    source = b"#VRML_SIM R2025a utf8\nDEF A Group { }\nGroup { children [ " + body + b" ] }\n"
    tree = parse(source)
    walked = _pass_findings(TreeCaptures(tree, source), tree, source)
    queried = _pass_findings(TreeCaptures(tree, source, query=True), tree, source)
    assert _findings(walked) == _findings(queried)
    counts = {rule: len(found) for rule, found in walked.items() if found}
    counts["deprecated_node_names"] = len(deprecated_node_names(tree, source, TreeCaptures(tree, source)))
    assert counts == {"value_shapes": 2, "unknown_fields": 2, "deprecated_node_names": 2, "invalid_escapes": 2,
                      "stray_values": 4}
    captured = TreeCaptures(tree, source)
    assert len(captured.use_spans()) == 2


def test_use_only_node_values_are_read_from_the_text():
    """Node values made only of USEs (``boundingObject USE A``, ``children [ USE A, USE B ]``) are judged and their
    names read from the text: the same names and findings as the query sweep, including the wrong ones (a list for an
    SFNode field, a USE in a number field), and the shapes read from the tree (a comment, a template-like name)."""
    source = b"""#VRML_SIM R2025a utf8
DEF A Pose { }
DEF B Shape { }
Solid {
  children [ USE A, USE B
    USE A ]
  boundingObject USE B
  physics [ USE A ]
}
Solid { children [] boundingObject\tUSE\nB }
Solid { children [ USE A # c
  ] boundingObject USE B translation USE A }
Transform { children USE A }
Group { children [ USE AUSE ] }
"""
    tree = parse(source)
    assert not tree.root_node.has_error
    captured = TreeCaptures(tree, source)
    assert _walk_lists(captured) == _query_lists(tree, source)
    walked = _pass_findings(captured, tree, source)
    queried = _pass_findings(TreeCaptures(tree, source, query=True), tree, source)
    assert _findings(walked) == _findings(queried)
    assert [f.message for f in walked["value_shapes"]] == [
        "Expected node or PROTO name, found '['", "Expected floating point value, found 'USE'"
    ]


def test_the_node_type_provider_reaches_the_pass_and_the_sweep():
    """A provider that knows a type (here ``MyBox``, answered with Box's model, as a PROTO-aware provider would answer
    for a PROTO) makes its fields judged, in clean items (the walk) and in items with errors (the sweep)."""
    from webots_ls.analysis.node_types import BUILT_INS, NodeTypesBase

    class WithMyBox(NodeTypesBase):
        def model(self, name):
            return BUILT_INS.model("Box" if name == "MyBox" else name)

        def base_type(self, name):
            return BUILT_INS.base_type(name)

        def is_known(self, name):
            return name == "MyBox" or BUILT_INS.is_known(name)

        def names(self):
            return BUILT_INS.names() | {"MyBox"}

    clean = b"#VRML_SIM R2025a utf8\nMyBox { size 1 2 }\n"
    broken = clean + b"Group { children [ MyBox { size 3 } }\n"
    for source, count in ((clean, 1), (broken, 2)):
        tree = parse(source)
        analysis = FileAnalysis.build(tree, source)
        assert [f.code for f in diagnostics(tree, source, analysis) if f.code == "value-type"] == []
        found = diagnostics(tree, source, analysis, node_types=WithMyBox())
        assert [f.message for f in found if f.code == "value-type"][:count] == [
            "Expected floating point value, found '}'"
        ] * count


def test_def_extents_answer_as_the_dict_they_replace():
    """The pass keeps DEF extents in arrays (a dict of tuples cost 16 MB for 100,000 DEFs); they answer as that dict
    did, whatever the order they were added in, the last extent of a name start winning."""
    rng = random.Random(3)
    extents, expected = DefExtents(), {}
    for _ in range(500):
        name_start, start, end = rng.randrange(0, 300), rng.randrange(0, 300), rng.randrange(300, 400)
        extents.add(name_start, start, end)
        expected[name_start] = (start, end)
    for name_start in range(-1, 302):
        assert extents.get(name_start) == expected.get(name_start)
    with pytest.raises(KeyError):
        extents[301]
    source = b"#VRML_SIM R2023b utf8\nDEF A Group { children [ DEF B Solid { } ] }\nDEF C Shape { }\n"
    captured = tree_captures(parse(source), source)
    for name, node in ((b"A", b"DEF A Group { children [ DEF B Solid { } ] }"), (b"B", b"DEF B Solid { }"),
                       (b"C", b"DEF C Shape { }")):
        start = source.index(node)
        assert captured.def_extents()[source.index(b"DEF " + name) + 4] == (start, start + len(node))


# -- top-level items of one shape -------------------------------------------------------------------------------------
def _pass_records(captured: TreeCaptures):
    """Everything a pass gives the rules."""
    extents = captured.def_extents()
    names = ("proto", "is", "declaration", "escape", "template")
    return {
        "defs": captured.def_spans(), "uses": captured.use_spans(), "extents": extents.entries(0, len(extents)),
        "written_types": captured.written_types, "error_ranges": captured.error_ranges,
        "captures": {name: [(node.start_byte, node.end_byte) for node in captured.get(name)] for name in names},
        "sweep": [list(column) for column in captured.sweep_items()[:-1]],  # (not the runs of copies)
    }


def _repeated_world(count: int = 40, syntax_errors: bool = True) -> bytes:
    """A world a program wrote: a Solid, a Camera, a PROTO instance and a robot with a LED repeated with other names,
    numbers and strings, and among the Solids' copies some
    that differ (a misplaced USE, a forward USE, a float or an integer beyond int32 in an integer field, an unknown
    field, a top-level USE, a name defined twice, a name with a dot (a syntax error), a comment after DEF, an escape in
    a string)."""
    parts = ["#VRML_SIM R2025a utf8\n"]
    for i in range(count):
        previous = max(i - 1, 0)
        bounding = f"USE B{previous}" if i % 5 == 2 else f"USE S{i + 1}" if i % 6 == 1 else f"USE S{i}"
        name = "DEF # here\n" if i % 13 == 5 else "DEF "
        text = '"a\\qb"' if i % 10 == 9 else f'"box {i}"'
        parts.append(
            f"# item {i}\n{name}B{i} Solid {{ translation {i * 0.5} {i} -{i}e-3 rotation 0 0 1 {i}\n"
            f"  children [ DEF S{i} Shape {{ geometry Box {{ size 1 1 1 }} }} USE S{previous} ]\n"
            f"  name {text} boundingObject {bounding} }}\n"
        )
        width = f"{i}.5" if i % 10 == 7 else "12345678901" if i % 10 == 8 else f"{i}"  # a float, beyond int32
        parts.append(f"DEF C{i} Camera {{ width {width} height 48 }}\n")
        parts.append(f"DEF W{i} MadeUpBox {{ translation {i} 0 0 }}\nRobot {{ children [ DEF L{i} LED {{ }} ] }}\n")
        parts.append(f'DEF N{i} Solid {{ name "{"x" * (i * 15)}" translation {i} 0 0 }}\n')  # 40 to 630 bytes
        if i % 8 == 2:
            parts.append(f"Solid {{ sise {i} }}\n")
        if i % 9 == 4:
            parts.append(f"USE B{i}\n")
        if i % 11 == 6:
            parts.append(f"DEF B{previous} Pose {{ }}\n")
            if syntax_errors:  # (the rules read a tree with errors from the tree, not from the pass)
                parts.append(f"DEF B.{i} Pose {{ children [ USE B{i} ] }}\n")
    return "".join(parts).encode()


def _nested_world(count: int = 40, syntax_errors: bool = True) -> bytes:
    """``_repeated_world``'s items in the children of a Group: nodes in a list replayed by shape."""
    header, items = _repeated_world(count, syntax_errors).split(b"\n", 1)
    return header + b"\nGroup { children [\n" + items + b"] }\n"


def _box_chain(count: int) -> bytes:
    lines = ["#VRML_SIM R2025a utf8", "DEF N0 Group { }"]
    lines += [f"DEF N{i} Group {{ children [ USE N{i - 1} ] }}" for i in range(1, count)]
    return ("\n".join(lines) + "\n").encode()


@pytest.mark.corpus
@pytest.mark.parser_tests
def test_items_of_one_shape_give_what_walking_them_gives():
    """Top-level items of a shape already walked are replayed: the pass gives exactly what walking each gives, on the
    corpus, Webots' parser tests, a world a program wrote (with copies that differ) and a USE chain."""
    replayed = checked = 0
    sources = [
        *_sources(), ("repeated", _repeated_world()), ("nested", _nested_world()), ("nested-clean", _nested_world(40, False)),
        ("chain", _box_chain(5000)), ("boxes", _big_world(500)),
    ]
    for name, source in sources:
        tree = parse(source)
        walked = TreeCaptures(tree, source, shapes=False)
        shaped = TreeCaptures(tree, source, shapes=True)
        assert _pass_records(shaped) == _pass_records(walked), name
        assert walked.node_table().replayed_items == 0
        replayed += shaped.node_table().replayed_items
        checked += 1
    assert checked > 800 and replayed > 5000 + 500 + 3 * 100  # (the chain's and the boxes' items all but the first)


@pytest.mark.corpus
def test_mangled_copies_of_repeated_items_give_what_walking_them_gives():
    """Copies of repeated items changed where shapes are decided (a number of the other class or of 10 digits, a name
    that is a keyword or not plain, a string with an escape or a line break, a comment, a stray value, a cut): the
    pass with items replayed gives what walking each gives."""
    rng = random.Random(1203)
    junk = [b"1", b"1.5", b"1234567890", b"-2", b"NULL", b"A.B", b'"x"', b'"a\\qb"', b'"a\nb"', b"# c\n", b"DEF X ",
            b"USE X ", b"%<", b"\xc3\xa9", b"", b"}", b"[", b"TRUE"]
    bases = [_repeated_world(60), _nested_world(60), _big_world(200), _box_chain(300)]
    bases += [path.read_bytes() for path in CORPUS_FILES if b"DEF" in path.read_bytes()[:200_000]][:40]
    checked = replayed = 0
    for base in bases:
        for _ in range(6):
            source = base
            for _ in range(rng.randrange(1, 6)):
                start = rng.randrange(len(source))
                cut = rng.choice([0, 0, 1, 2, 5])
                source = source[:start] + rng.choice(junk) + source[start + cut :]
            tree = parse(source)
            walked = TreeCaptures(tree, source, shapes=False)
            shaped = TreeCaptures(tree, source, shapes=True)
            assert _pass_records(shaped) == _pass_records(walked)
            replayed += shaped.node_table().replayed_items
            checked += 1
    assert checked == 6 * len(bases) and replayed > 1000


def test_shapes_are_looked_for_while_they_pay(monkeypatch):
    """Among many nodes of different shapes, only some are looked at for a shape (``_SHAPE_PROBE_EVERY``: a world
    of unlike meshes paid 2 ms of an 11 ms pass for them); a run of copies after them is found by those probes and
    replayed but for a few; the records are what walking every node gives."""
    unlike = b"".join(b"Group { # unlike %d\n}\n" % i for i in range(200))  # (a comment is part of a shape)
    copies = b"".join(b"Transform { translation %d 0 1 children [ Shape { geometry Box { size 1 %d 1 } } ] }\n" % (i, i)
                      for i in range(500))
    source = b"#VRML_SIM R2025a utf8\n" + unlike + copies
    tree = parse(source)
    looked_at = []
    real_item_shape = node_table.item_shape
    monkeypatch.setattr(node_table, "item_shape", lambda *args: looked_at.append(args[1]) or real_item_shape(*args))
    shaped = TreeCaptures(tree, source, shapes=True)
    copies_start = len(source) - len(copies)
    assert 0 < sum(start < copies_start for start in looked_at) < 200 // 4
    assert shaped.node_table().replayed_items >= 450  # (two probes' worth walked at most: 2 * _SHAPE_PROBE_EVERY)
    assert _pass_records(shaped) == _pass_records(TreeCaptures(tree, source, shapes=False))


def _all_in_project(tree, source, shapes=True):
    """``_all`` with the provider of a world in a project (the PROTO rules run: an unknown PROTO instance is reported
    from the nodes the pass recorded by type)."""
    node_types = ProjectNodeTypes("/nowhere/worlds/repeated.wbt", source, Project([]))
    file_pass = tree_captures(tree, source, node_types=node_types, shapes=shapes)  # (build and diagnostics read it)
    analysis = FileAnalysis.build(tree, source, node_types=node_types, file_pass=file_pass)
    extents = {o.start: analysis.node_span(o) for o in analysis.occurrences if o.is_def}
    return _occurrences(analysis), extents, diagnostics(tree, source, analysis)


@pytest.mark.parametrize(
    "source",
    [_repeated_world(), _repeated_world(syntax_errors=False), _nested_world(syntax_errors=False), _box_chain(3000)],
    ids=["repeated", "repeated-clean", "nested-clean", "chain"],  # (a Group with an error is not walked at all)
)
@pytest.mark.parametrize("check", [_all, _all_in_project], ids=["built-ins", "project"])
def test_items_of_one_shape_keep_their_findings(source, check):
    """Every diagnostic, occurrence and DEF extent of a world of repeated items is the same with the items replayed
    as with each walked: the findings of the copies that differ, and the USEs judged once bound (a Solid as a
    boundingObject, an unbound forward USE) and the PROTO instances (unknown here) at each replayed item's own
    offsets."""
    expected = check(parse(source), source, shapes=False)
    assert check(parse(source), source) == expected
    messages = [finding.message for finding in expected[2]]
    if b"# item 0" in source:
        assert parse(source).root_node.has_error == (b"B." in source)
        assert sum("boundingObject" in message for message in messages) >= 8  # a Solid where a geometry goes
        assert sum(message.startswith("Did not find a 'DEF S") for message in messages) >= 5
        assert sum("'width'" in message for message in messages) >= 8  # each Camera whose width is not an int32
        unknown_protos = sum(message.startswith("Skipped unknown 'MadeUpBox'") for message in messages)
        assert unknown_protos == (40 if check is _all_in_project else 0)
    assert TreeCaptures(parse(source), source).node_table().replayed_items > 20


def _judged_fields(monkeypatch) -> list[int]:
    """Counts the fields the schema sweep judges (``_Sweep._field`` calls) into the list returned."""
    judged = [0]
    real_field = schema._Sweep._field

    def counted(self, *args):
        judged[0] += 1
        return real_field(self, *args)

    monkeypatch.setattr(schema._Sweep, "_field", counted)
    return judged




@pytest.mark.corpus
@pytest.mark.parser_tests
def test_copies_of_clean_nodes_left_unjudged_give_what_judging_them_gives(monkeypatch):
    """The sweep does not judge again the inside of a replayed copy of a node whose inside it judged by reading only
    token classes (or found unknown fields in, reported again at the copy's): its findings equal those of the sweep
    judging every copy, on the corpus, Webots' parser tests, worlds a program wrote (in a project too: PROTO
    instances judged) and mangled copies of them and of corpus files; and fields were left unjudged."""
    judged = _judged_fields(monkeypatch)
    rng = random.Random(1207)
    junk = [b"1", b"1.5", b"1234567890", b"-2", b"NULL", b"A.B", b'"x"', b'"a\\qb"', b'"a\nb"', b"# c\n", b"DEF X ",
            b"USE X ", b"%<", b"\xc3\xa9", b"", b"}", b"[", b"TRUE", b"scale 1 1 1 ", b"sise 2 ", b"Box { } "]
    worlds = [_repeated_world(60), _repeated_world(60, False), _nested_world(60), _nested_world(60, False),
              _big_world(200), _box_chain(300)]
    bases = worlds + [path.read_bytes() for path in CORPUS_FILES if b"DEF" in path.read_bytes()[:200_000]][:40]
    sources = [source for _, source in _sources()] + worlds
    for base in bases:
        for _ in range(6):
            source = base
            for _ in range(rng.randrange(1, 6)):
                start = rng.randrange(len(source))
                source = source[:start] + rng.choice(junk) + source[start + rng.choice([0, 0, 1, 2, 5]) :]
            sources.append(source)
    project = Project([])
    fields = {True: 0, False: 0}  # fields judged, with copies reused or not
    checked = 0
    for source in sources:
        tree = parse(source)
        for node_types in (None, ProjectNodeTypes("/nowhere/worlds/w.wbt", source, project)):
            captured = tree_captures(tree, source, node_types=node_types)
            found = {}
            for reuse in (True, False):
                judged[0] = 0
                found[reuse] = _findings(schema._sweep_findings(captured, tree, source, reuse_copies=reuse))
                fields[reuse] += judged[0]
            assert found[True] == found[False]
            checked += 1
    assert checked == 2 * len(sources) > 1600
    assert fields[True] < fields[False] * 0.9, fields
