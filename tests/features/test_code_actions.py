"""Quick fixes (``features.code_actions``) on snapshots of a project made here: each fix is applied to the text and
the fixed text is checked again with the real diagnostics."""

from __future__ import annotations

import time
from pathlib import Path

import pytest

from webots_ls.analysis.project import Project, ProjectNodeTypes
from webots_ls.analysis.spans import Span
from webots_ls.features.code_actions import CODES, Problem, quick_fixes
from webots_ls.features.diagnostics import diagnostics
from webots_ls.snapshot import FileSnapshot

WHEEL = b"""#VRML_SIM R2025a utf8
PROTO Wheel [
  field SFFloat radius 0.1
  field SFFloat width 0.02
]
{ Solid { children [ Shape { geometry Cylinder { radius IS radius height IS width } } ] } }
"""


def snapshot_of(tmp_path: Path, text: str | bytes, name: str = "w.wbt") -> FileSnapshot:
    """``text`` as ``worlds/<name>`` of a project with ``protos/Wheel.proto``, with the project's node types."""
    source = text.encode() if isinstance(text, str) else text
    (tmp_path / "protos").mkdir(exist_ok=True)
    (tmp_path / "protos" / "Wheel.proto").write_bytes(WHEEL)
    (tmp_path / "worlds").mkdir(exist_ok=True)
    path = tmp_path / "worlds" / name
    path.write_bytes(source)
    return FileSnapshot.open(path.as_uri(), source, 1, ProjectNodeTypes(path, source, Project([tmp_path])))


def findings(snapshot: FileSnapshot, code: str):
    found = diagnostics(snapshot.tree, snapshot.source, snapshot.analysis, node_types=snapshot.node_types)
    return [finding for finding in found if finding.code == code]


def fixes_of(snapshot: FileSnapshot, code: str, nth: int = 0):
    finding = findings(snapshot, code)[nth]
    return quick_fixes(snapshot, [Problem(finding.span, finding.code)])


def applied(snapshot: FileSnapshot, fix) -> str:
    source = snapshot.source
    for span, text in sorted(fix.edits, key=lambda edit: edit[0].start, reverse=True):
        source = source[: span.start] + text.encode() + source[span.end :]
    return source.decode()


def refixed(tmp_path: Path, snapshot: FileSnapshot, fix, name: str = "w.wbt") -> tuple[str, FileSnapshot]:
    text = applied(snapshot, fix)
    return text, snapshot_of(tmp_path, text, name)


# -- forbidden USE ------------------------------------------------------------------------------------
COPY_WORLD = """#VRML_SIM R2025a utf8
DEF ARM Solid {
  children [
    DEF LOOK Shape { appearance DEF PAINT PBRAppearance { } geometry Box { } }
    Shape { appearance USE PAINT }
  ]
}
Group {
  children [
    USE ARM
  ]
}
Shape { appearance USE PAINT }
"""


def test_forbidden_use_becomes_a_copy_with_inner_names_made_unique(tmp_path):
    """WbDictionary::updateDef: 'Solid nodes cannot be USEd.'; the copy drops 'DEF ARM', drops the unused 'DEF
    LOOK', renames 'DEF PAINT' (USEd inside the copy) and is re-indented to the USE's line."""
    snapshot = snapshot_of(tmp_path, COPY_WORLD)
    (fix,) = fixes_of(snapshot, "forbidden-use")
    assert fix.preferred and fix.title == "Replace 'USE ARM' by a copy of the 'DEF ARM' node"
    text, fixed = refixed(tmp_path, snapshot, fix)
    assert text == COPY_WORLD.replace("""    USE ARM
""", """    Solid {
      children [
        Shape { appearance DEF PAINT_1 PBRAppearance { } geometry Box { } }
        Shape { appearance USE PAINT_1 }
      ]
    }
""")
    assert findings(fixed, "forbidden-use") == [] and findings(fixed, "unresolved-use") == []
    # the last USE PAINT still names the first node's appearance, not the copy's
    last = fixed.analysis.occurrences[-1]
    assert fixed.analysis.target(last).start == COPY_WORLD.index("PAINT")


def test_forbidden_use_of_a_proto_solid_in_a_proto_body(tmp_path):
    """A PROTO instance whose base is a Solid, USEd in a PROTO body (WbDictionary::updateProtosDef), with CRLF."""
    text = ("#VRML_SIM R2025a utf8\r\nPROTO Cart [ ]\r\n{\r\n  Group {\r\n    children [\r\n"
            "      DEF W Wheel { radius 0.2 }\r\n      Pose { children [ USE W ] }\r\n    ]\r\n  }\r\n}\r\n")
    snapshot = snapshot_of(tmp_path, text, "Cart.proto")
    (fix,) = fixes_of(snapshot, "forbidden-use")
    fixed_text, fixed = refixed(tmp_path, snapshot, fix, "Cart.proto")
    assert fixed_text == text.replace("[ USE W ]", "[ Wheel { radius 0.2 } ]")
    assert findings(fixed, "forbidden-use") == []


def test_a_forbidden_use_inside_the_copy_is_copied_too(tmp_path):
    """'Nodes with a Solid descendant cannot be USEd.' (through a USE, WbNodeUtilities::hasASolidDescendant): the
    copy of G holds a copy of S, not a second forbidden 'USE S'."""
    text = ("#VRML_SIM R2025a utf8\nDEF S Solid { children [ DEF B Shape { } USE B ] }\n"
            "DEF G Group {\n  children [\n    USE S\n  ]\n}\nPose {\n  children [\n    USE G\n  ]\n}\n")
    snapshot = snapshot_of(tmp_path, text)
    before = findings(snapshot, "forbidden-use")
    assert [snapshot.text(f.span.start, f.span.end) for f in before] == ["S", "G"]
    (fix,) = fixes_of(snapshot, "forbidden-use", 1)
    fixed_text, fixed = refixed(tmp_path, snapshot, fix)
    assert fixed_text == text.replace("""    USE G
""", """    Group {
      children [
        Solid { children [ DEF B_1 Shape { } USE B_1 ] }
      ]
    }
""")
    assert findings(fixed, "forbidden-use") == before[:1]  # the original 'USE S' alone, which has its own fix


@pytest.mark.parametrize("uses_per_level, levels", [(2, 40), (1, 3000)])
def test_chains_of_copies_are_bounded(tmp_path, uses_per_level, levels):
    """Each level USEs the one before it: a copy doubling at each level, or a deep chain, gives no fix rather than
    a huge text or a crash, and quickly (a generous bound)."""
    lines = ["#VRML_SIM R2025a utf8", "DEF N0 Solid { }"]
    for level in range(1, levels):
        uses = " ".join([f"USE N{level - 1}"] * uses_per_level)
        lines.append(f"DEF N{level} Group {{ children [ {uses} ] }}")
    lines.append(f"Pose {{ children [ USE N{levels - 1} ] }}")
    snapshot = snapshot_of(tmp_path, "\n".join(lines) + "\n")
    last = snapshot.analysis.occurrences[-1]
    started = time.monotonic()
    assert quick_fixes(snapshot, [Problem(last.span, "forbidden-use")]) == []
    assert time.monotonic() - started < 10


def test_no_copy_when_an_inner_use_would_name_another_def_there(tmp_path):
    """The copy's 'USE M' would bind to the second 'DEF M' (WbNodeReader::readNode): no fix rather than a wrong one."""
    text = ("#VRML_SIM R2025a utf8\nDEF M Material { }\nDEF S Solid { children [ Shape { appearance Appearance {"
            " material USE M } } ] }\nDEF M Material { }\nGroup { children [ USE S ] }\n")
    snapshot = snapshot_of(tmp_path, text)
    assert fixes_of(snapshot, "forbidden-use") == []


def test_a_stale_problem_gets_no_fix(tmp_path):
    snapshot = snapshot_of(tmp_path, COPY_WORLD)
    finding = findings(snapshot, "forbidden-use")[0]
    wrong_place = Problem(type(finding.span)(finding.span.start + 1, finding.span.end), "forbidden-use")
    assert quick_fixes(snapshot, [wrong_place, Problem(finding.span, "unresolved-use")]) == []


# -- did you mean ---------------------------------------------------------------------------------------
def test_unresolved_use_suggests_defs_in_scope_nearest_first(tmp_path):
    """Only DEFs a USE may name there: registered before it, useable (not the Solid BALL), fitting the field."""
    text = ("#VRML_SIM R2025a utf8\nDEF BALL Solid { }\nDEF BALL_GEO Sphere { }\nDEF BALLS_GEO Box { }\n"
            "DEF BALL_COLOR Material { }\nShape { geometry USE BALL_GE0 }\nDEF BALL_GEM Box { }\n")
    snapshot = snapshot_of(tmp_path, text)
    fixes = fixes_of(snapshot, "unresolved-use")
    assert [fix.title for fix in fixes] == ["Did you mean 'BALL_GEO'?", "Did you mean 'BALLS_GEO'?"]
    assert not any(fix.preferred for fix in fixes)
    fixed_text, fixed = refixed(tmp_path, snapshot, fixes[0])
    assert "geometry USE BALL_GEO }" in fixed_text and findings(fixed, "unresolved-use") == []


def test_unknown_node_type_suggests_types_the_slot_accepts(tmp_path):
    """'Cylnder' in 'geometry': Cylinder (a geometry), not a type the field refuses."""
    text = "#VRML_SIM R2025a utf8\nShape { geometry Cylnder { } }\nWheell { }\n"
    snapshot = snapshot_of(tmp_path, text)
    (fix,) = fixes_of(snapshot, "unknown-node")
    assert fix.title == "Did you mean 'Cylinder'?" and fix.preferred
    fixed_text, fixed = refixed(tmp_path, snapshot, fix)
    assert "geometry Cylinder { }" in fixed_text
    # the project's PROTO, at the top level; it is found in the project's protos/ folder, so it is declared too
    (wheel,) = fixes_of(fixed, "unknown-node")
    fixed_text, fixed = refixed(tmp_path, fixed, wheel)
    assert fixed_text.endswith("Wheel { }\n")
    assert findings(fixed, "unknown-node") == findings(fixed, "missing-declaration") == []


def test_unknown_library_proto_adds_its_declaration(tmp_path):
    """A library PROTO in an R2022b+ world: the name and its EXTERNPROTO line (WbProtoManager::findModel)."""
    text = "#VRML_SIM R2025a utf8\n\nWorldInfo { }\nRectangleArene { }\n"
    snapshot = snapshot_of(tmp_path, text)
    fixes = fixes_of(snapshot, "unknown-node")
    assert fixes[0].title == "Did you mean 'RectangleArena'?"
    fixed_text, fixed = refixed(tmp_path, snapshot, fixes[0])
    assert fixed_text.startswith('#VRML_SIM R2025a utf8\n\nEXTERNPROTO "') and "RectangleArena { }" in fixed_text
    assert findings(fixed, "unknown-node") == findings(fixed, "missing-declaration") == []


def test_unknown_field_and_parameter_suggest_unwritten_fields(tmp_path):
    text = ("#VRML_SIM R2025a utf8\nEXTERNPROTO \"../protos/Wheel.proto\"\n"
            "Solid { translation 0 0 1 translaton 0 1 0 rotaton 0 0 1 1 }\nWheel { radius 1 raduis 2 widht 3 }\n")
    snapshot = snapshot_of(tmp_path, text)
    # 'translation' is written already: not offered for 'translaton'
    assert [fix.title for fix in fixes_of(snapshot, "unknown-field")] == ["Did you mean 'translationStep'?"]
    (rotation,) = fixes_of(snapshot, "unknown-field", 1)
    assert rotation.title == "Did you mean 'rotation'?"
    assert fixes_of(snapshot, "unknown-parameter") == []  # 'radius' is written
    (width,) = fixes_of(snapshot, "unknown-parameter", 1)
    fixed_text, fixed = refixed(tmp_path, snapshot, width)
    assert "raduis 2 width 3 }" in fixed_text
    left = [finding.message for finding in findings(fixed, "unknown-parameter")]
    assert left == ["Skipped unknown 'raduis' parameter in Wheel PROTO"]


# -- EXTERNPROTO and header -----------------------------------------------------------------------------
@pytest.mark.parametrize("head, expected", [
    ("#VRML_SIM R2025a utf8\n\nWheel { }\n",
     '#VRML_SIM R2025a utf8\n\nEXTERNPROTO "../protos/Wheel.proto"\n\nWheel { }\n'),
    ("#VRML_SIM R2025a utf8\n# info\nWheel { }\n",
     '#VRML_SIM R2025a utf8\n# info\n\nEXTERNPROTO "../protos/Wheel.proto"\n\nWheel { }\n'),
    ('#VRML_SIM R2025a utf8\r\nEXTERNPROTO "webots://projects/objects/floors/protos/Floor.proto"\r\nWheel { }\r\n',
     '#VRML_SIM R2025a utf8\r\nEXTERNPROTO "webots://projects/objects/floors/protos/Floor.proto"\r\n'
     'EXTERNPROTO "../protos/Wheel.proto"\r\nWheel { }\r\n'),
    ("#VRML_SIM R2025a utf8\n# tags: static\nPROTO Cart [ ]\n{ Wheel { } }\n",
     '#VRML_SIM R2025a utf8\n# tags: static\n\nEXTERNPROTO "../protos/Wheel.proto"\n\nPROTO Cart [ ]\n{ Wheel { } }\n'),
])
def test_missing_declaration_adds_the_line_webots_asks_for(tmp_path, head, expected):
    name = "Cart.proto" if "PROTO Cart" in head else "w.wbt"
    snapshot = snapshot_of(tmp_path, head, name)
    (finding,) = findings(snapshot, "missing-declaration")
    (fix,) = quick_fixes(snapshot, [Problem(finding.span, finding.code)])
    assert fix.preferred and fix.title == "Add 'EXTERNPROTO \"../protos/Wheel.proto\"'"
    assert "'EXTERNPROTO \"../protos/Wheel.proto\"'" in finding.message
    fixed_text, fixed = refixed(tmp_path, snapshot, fix, name)
    assert fixed_text == expected
    assert findings(fixed, "missing-declaration") == []


@pytest.mark.parametrize("name, text, expected", [
    ("w.wbt", "WorldInfo { }\n", "#VRML_SIM R2025a utf8\nWorldInfo { }\n"),
    ("w.wbt", "# a world\r\nWorldInfo { }\r\n", "#VRML_SIM R2025a utf8\r\n# a world\r\nWorldInfo { }\r\n"),
    ("w.wbt", "#VRML_SIM R2021a utf-8\nWorldInfo { }\n", "#VRML_SIM R2021a utf8\nWorldInfo { }\n"),
    ("w.wbt", "\ufeff#VRML_SIM R2023b\nWorldInfo { }\n", "\ufeff#VRML_SIM R2023b utf8\nWorldInfo { }\n"),
    ("P.proto", "PROTO P [ ] { Group { } }\n", "#VRML_SIM R2025a utf8\nPROTO P [ ] { Group { } }\n"),
    ("n.wbo", "#VRML_OBJ R2020a\nGroup { }\n", "#VRML_OBJ R2020a utf8\nGroup { }\n"),
    ("n.wbo", "Group { }\n", "#VRML_OBJ R2025a utf8\nGroup { }\n"),
])
def test_header_fix(tmp_path, name, text, expected):
    """WbTokenizer::readFileInfo: a readable version is kept; else the current header is inserted."""
    snapshot = snapshot_of(tmp_path, text, name)
    (fix,) = fixes_of(snapshot, "header")
    assert fix.preferred
    fixed_text, fixed = refixed(tmp_path, snapshot, fix, name)
    assert fixed_text == expected
    assert findings(fixed, "header") == []


# -- bad input ------------------------------------------------------------------------------------------
BROKEN = [
    "",
    "#VRML_SIM R2025a utf8\nDEF A Solid { children [ USE A USE",
    "#VRML_SIM R2025a utf8\nDEF A Solid { }\nGroup { children [ USE A ] \nShape { geometry Cylnder { rotaton 1 ] }\n",
    "PROTO P [ field SFNode n DEF D Solid { } ] { Group { children [ USE D DEF %<= x >% Solid { } ] } }",
    "#VRML_SIM R2025a utf8\nDEF 😀 Solid { }\nPose { children [ USE 😀 Wheel { widht } ] }\r\nUSE",
    "#VRML_SIM\n}}]] DEF DEF USE USE { [ \"unclosed\n",
]


@pytest.mark.parametrize("text", BROKEN)
def test_broken_texts_and_odd_spans_give_fixes_or_nothing(tmp_path, text):
    """Every code with fixes, at every finding's span and at odd spans of broken texts: no exception."""
    snapshot = snapshot_of(tmp_path, text)
    size = len(snapshot.source)
    spans = {finding.span for finding in diagnostics(snapshot.tree, snapshot.source, snapshot.analysis,
                                                     node_types=snapshot.node_types)}
    spans |= {Span(0, 0), Span(0, size), Span(size, size), Span(size // 2, size // 2 + 1)}
    spans |= {occurrence.span for occurrence in snapshot.analysis.occurrences}
    problems = [Problem(span, code) for span in spans for code in sorted(CODES)]
    for fix in quick_fixes(snapshot, problems):
        assert fix.edits and all(0 <= span.start <= span.end <= size for span, _ in fix.edits)
