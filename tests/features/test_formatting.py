"""Formatting on snapshots: Webots' writer layout (WbWorld::saveAs, WbNode::write, WbField::write,
WbMultipleValue::write, WbWriter::writeMFSeparator) and numbers (WbPrecision::doubleToString DOUBLE_MAX)."""

from __future__ import annotations

import random
import time

import pytest

from webots_ls.features.formatting import (
    FLOAT, INT, MAX_DEPTH, UNKNOWN, FormattingRefused, apply_edits, double_text, format_document, formatted_text,
    format_tree, number_text,
)
from webots_ls.analysis.project import Project, ProjectNodeTypes
from webots_ls.snapshot import FileSnapshot
from webots_ls.syntax.parser import parse

from features.helpers import open_snapshot


def fmt(text: str, uri: str = "file:///test.wbt") -> str:
    out = formatted_text(open_snapshot(text.encode(), uri)).decode()
    assert formatted_text(open_snapshot(out.encode(), uri)).decode() == out  # formatting twice changes nothing
    return out


# A world in Webots' layout, as Webots R2023b writes it: formatting changes nothing.
WEBOTS_WORLD = """#VRML_SIM R2023b utf8

EXTERNPROTO "https://raw.githubusercontent.com/cyberbotics/webots/R2023b/projects/objects/floors/protos/Floor.proto"
IMPORTABLE EXTERNPROTO "../protos/Crate.proto"

WorldInfo {
  info [
    "first line"
    "second line"
  ]
  basicTimeStep 16
  contactProperties [
    ContactProperties {
      coulombFriction [
        1.8, 0, 0.2
      ]
    }
  ]
}
Viewpoint {
  orientation -0.2834040541578068 0.2834040541578068 0.9161682619332749 1.658239914575009
  position 0.02382286088697383 -5.089927599605559 3.398252207568564
}
TexturedBackground {
}
Floor {
  size 2.3 2.3
}
DEF BODY Solid {
  translation 0 0 0.001
  rotation 0 1 0 4.692820414042842e-06
  children [
    DEF SHAPE Shape {
      geometry IndexedFaceSet {
        coord Coordinate {
          point [
            0 0 0
            1 0 0
            1 1 0
          ]
        }
        coordIndex [
          0, 1, 2, -1, 0, 2, 1, -1, 0, 1
          2, -1
        ]
      }
    }
  ]
  boundingObject USE SHAPE
  physics NULL
}
Robot {
  controller "<extern>"
  hidden rotation_1 1 0 0 2.9802322387695313e-08
}
"""


def test_a_world_webots_wrote_is_unchanged():
    assert format_document(open_snapshot(WEBOTS_WORLD.encode())) == []


def test_one_line_world_gets_webots_layout():
    source = (
        '#VRML_SIM R2023b utf8\nEXTERNPROTO "a/Crate.proto"\nWorldInfo { info [ "a" "b" ] basicTimeStep 16.0 }\n'
        "DEF B Solid{translation 0.0, 0, +1 children[Shape{geometry Box{size 1 1 1}}] boundingObject USE B_S "
        "physics NULL name \"é\" }\nGroup { children [] }\n"
    )
    assert fmt(source) == (
        "#VRML_SIM R2023b utf8\n\n"
        'EXTERNPROTO "a/Crate.proto"\n\n'
        "WorldInfo {\n"
        "  info [\n"
        '    "a"\n'
        '    "b"\n'
        "  ]\n"
        "  basicTimeStep 16\n"
        "}\n"
        "DEF B Solid {\n"
        "  translation 0 0 1\n"
        "  children [\n"
        "    Shape {\n"
        "      geometry Box {\n"
        "        size 1 1 1\n"
        "      }\n"
        "    }\n"
        "  ]\n"
        "  boundingObject USE B_S\n"
        "  physics NULL\n"
        '  name "é"\n'
        "}\n"
        "Group {\n"
        "  children []\n"
        "}\n"
    )


def test_mf_separators_follow_the_item_count_and_type():
    """WbMultipleValue::smallSeparator: over 25 items share one line; MFInt32/MFFloat: ten per line;
    MFString and MFNode: one per line always."""
    points = " ".join(f"{i} 0 0" for i in range(26))
    out = fmt(f"#VRML_SIM R2023b utf8\nCoordinate {{ point [ {points} ] }}\n")
    assert "  point [\n    0 0 0, 1 0 0, 2 0 0," in out and out.endswith(", 25 0 0\n  ]\n}\n")
    indices = " ".join(str(i) for i in range(12))
    out = fmt(f"#VRML_SIM R2023b utf8\nIndexedLineSet {{ coordIndex [ {indices} ] }}\n")
    assert "  coordIndex [\n    0, 1, 2, 3, 4, 5, 6, 7, 8, 9\n    10, 11\n  ]\n" in out
    strings = " ".join(f'"u{i}"' for i in range(30))
    out = fmt(f"#VRML_SIM R2023b utf8\nImageTexture {{ url [ {strings} ] }}\n")
    assert '  url [\n    "u0"\n    "u1"\n' in out
    booleans = " ".join(["TRUE"] * 26)
    out = fmt(f"#VRML_SIM R2023b utf8\nRobot {{ customData \"\" }}\nX {{ flags [ {booleans} ] }}\n")
    assert "  flags [\n    TRUE, TRUE," in out


def test_blank_line_after_the_header_by_version():
    """WbWorld::saveAs: before R2022b nodes follow the header; R2022b/R2023a put a blank line before EXTERNPROTO
    lines only; R2023b and later always."""
    assert fmt("#VRML_SIM R2021b utf8\n\nWorldInfo {\n}\n") == "#VRML_SIM R2021b utf8\nWorldInfo {\n}\n"
    assert fmt("#VRML_SIM R2022b utf8\n\nWorldInfo {\n}\n") == "#VRML_SIM R2022b utf8\nWorldInfo {\n}\n"
    assert fmt('#VRML_SIM R2022b utf8\nEXTERNPROTO "F.proto"\nF {\n}\n') == (
        '#VRML_SIM R2022b utf8\n\nEXTERNPROTO "F.proto"\n\nF {\n}\n'
    )
    assert fmt("#VRML_SIM R2023b utf8\nWorldInfo {\n}\n\n\n") == "#VRML_SIM R2023b utf8\n\nWorldInfo {\n}\n"


def test_comments_are_kept():
    source = (
        "#VRML_SIM R2021a utf8\n\n\n# the arena, not a header line\nWorldInfo { # world\n"
        "      # own line\n  gravity 9.81 # trailing\n}\n"
    )
    assert fmt(source) == (
        "#VRML_SIM R2021a utf8\n\n"  # without the blank line it would join Webots' '#' info block
        "# the arena, not a header line\n"
        "WorldInfo { # world\n"
        "  # own line\n"
        "  gravity 9.81 # trailing\n"
        "}\n"
    )


def test_comment_inside_values_keeps_what_follows_on_a_new_line():
    out = fmt("#VRML_SIM R2023b utf8\nTransform { translation 1 # x\n 2 3 }\n")
    assert out == "#VRML_SIM R2023b utf8\n\nTransform {\n  translation 1 # x\n    2 3\n}\n"


def test_number_list_with_comments_is_left_as_written():
    source = "#VRML_SIM R2023b utf8\n\nCoordinate {\n  point [ 1 2 3 # first\n 4 5 6 ]\n}\n"
    assert fmt(source) == source


def test_proto_interface_as_written_and_body_indented():
    source = (
        "#VRML_SIM R2023b utf8\n# tags: static\nPROTO Crate [\n  field SFVec3f    translation 0 0 0  # where\n"
        "  field SFFloat    mass        1.0\n]\n{\nSolid { translation IS translation physics Physics { mass IS mass } }\n}\n"
    )
    assert fmt(source, "file:///Crate.proto") == (
        "#VRML_SIM R2023b utf8\n# tags: static\n\nPROTO Crate [\n  field SFVec3f    translation 0 0 0  # where\n"
        "  field SFFloat    mass        1.0\n]\n{\n  Solid {\n    translation IS translation\n    physics Physics {\n"
        "      mass IS mass\n    }\n  }\n}\n"
    )


def test_proto_instance_parameters_are_laid_out_by_their_declared_type(tmp_path):
    """WbNode::writeParameters writes a PROTO instance's parameters as fields: an MFVec3f parameter one vector per
    line, an SFFloat read as a float. Unresolved, the list's item size is unknown and it stays as written."""
    (tmp_path / "protos").mkdir()
    (tmp_path / "protos" / "Path.proto").write_bytes(
        b"#VRML_SIM R2023b utf8\nPROTO Path [\n  field MFVec3f waypoints []\n  field SFFloat speed 1\n]\n"
        b"{\n  Group {\n  }\n}\n"
    )
    (tmp_path / "worlds").mkdir()
    world = tmp_path / "worlds" / "w.wbt"
    source = b'#VRML_SIM R2023b utf8\nEXTERNPROTO "../protos/Path.proto"\nPath { waypoints [ 0 0 0, 1 1 1 ] speed 2.0 }\n'
    world.write_bytes(source)
    types = ProjectNodeTypes(world, source, Project([tmp_path]))
    formatted = formatted_text(FileSnapshot.open(world.as_uri(), source, 1, types)).decode()
    assert "Path {\n  waypoints [\n    0 0 0\n    1 1 1\n  ]\n  speed 2\n}\n" in formatted
    unresolved = formatted_text(open_snapshot(source)).decode()
    assert "Path {\n  waypoints [ 0 0 0, 1 1 1 ]\n  speed 2.0\n}\n" in unresolved


def test_crlf_stays_crlf():
    source = "#VRML_SIM R2023b utf8\r\n\r\nWorldInfo { title \"Ⅹ\" }\r\n"
    assert fmt(source) == '#VRML_SIM R2023b utf8\r\n\r\nWorldInfo {\r\n  title "Ⅹ"\r\n}\r\n'


def test_edits_are_small_and_range_formatting_keeps_to_the_range():
    source = "#VRML_SIM R2023b utf8\n\nSolid {\n    name \"a\"\n}\nSolid {\n    name \"b\"\n}\n"
    snapshot = open_snapshot(source.encode())
    edits = format_document(snapshot)
    assert [(edit.span.end - edit.span.start, edit.text) for edit in edits] == [(5, "\n  "), (5, "\n  ")]
    second = source.rindex("Solid")
    ranged = format_document(snapshot, second, len(source))
    assert len(ranged) == 1 and ranged[0].span.start > second
    assert apply_edits(source.encode(), ranged).decode().endswith('Solid {\n  name "b"\n}\n')


@pytest.mark.parametrize(
    ("value", "text"),
    [
        (2**-25, "2.9802322387695313e-08"),  # an exact tie: Qt rounds up where C's printf rounds to even
        (0.1, "0.1"),
        (1e-05, "1e-05"),
        (-0.0, "-0"),
        (123456789012345678.0, "1.2345678901234568e+17"),
        (0.6799997185112072, "0.6799997185112072"),
        (100.0, "100"),
    ],
)
def test_double_text_is_webots_double_max(value: float, text: str):
    assert double_text(value) == text


@pytest.mark.parametrize(
    ("text", "reading", "written"),
    [
        (b"16.0", FLOAT, b"16"),
        (b"16.0", UNKNOWN, b"16.0"),  # WbSFInt::readSFInt reads "16.0" as 0: it stays unless a float is read
        (b"1.5", INT, b"1.5"),
        (b"+3", UNKNOWN, b"3"),
        (b"007", INT, b"7"),
        (b"-0", UNKNOWN, b"-0"),
        (b"-0", FLOAT, b"-0"),
        (b".5", UNKNOWN, b"0.5"),
        (b"1e3", UNKNOWN, b"1e3"),
        (b"1e3", FLOAT, b"1000"),
        (b"0.000017", FLOAT, b"1.7e-05"),
        (b"-0.005680", UNKNOWN, b"-0.00568"),
        (b"12345678901", UNKNOWN, b"12345678901"),  # beyond an int: as written
    ],
)
def test_number_text_never_changes_what_is_read(text: bytes, reading: str, written: bytes):
    assert number_text(text, reading) == written
    assert float(written) == float(text)


def test_int_field_keeps_a_float_text():
    assert "  channel 1.0\n" in fmt("#VRML_SIM R2023b utf8\nEmitter { channel 1.0 mass 2.50 }\n")


def test_syntax_error_is_refused_with_its_line():
    with pytest.raises(FormattingRefused, match="line 3"):
        format_document(open_snapshot(b"#VRML_SIM R2023b utf8\nWorldInfo {\n  gravity ]\n}\n"))


def test_template_is_refused():
    proto = b'#VRML_SIM R2023b utf8\n# template language: javascript\nPROTO A [\n]\n{\n  %< const n = 1; >%\n  Solid {}\n}\n'
    with pytest.raises(FormattingRefused, match="template"):
        format_document(open_snapshot(proto, "file:///A.proto"))


def test_words_webots_reads_as_one_are_refused_not_spaced_out():
    """WbTokenizer::readWord cuts words only at blanks, commas, brackets, quotes and '#': ``4.05875é.9`` is one
    (invalid) word for Webots, where the grammar sees a number, a field name and a number."""
    with pytest.raises(FormattingRefused, match="'é.9' at line 2 as one word"):
        format_document(open_snapshot("#VRML_SIM R2023b utf8\nWoodenBox { translation 1 4 é.9 }\n".encode()))


def test_formatting_never_hands_back_text_that_does_not_parse():
    """The grammar of 2026-12-01 misreads this valid layout (a content-defined group end after the comment splits
    the field): formatting is refused rather than turning a clean document into one with a false syntax error."""
    source = (
        "#VRML_SIM R2023b utf8\nViewpoint {\n  orientation -0.73011087 -0.65246768 -0.20303706 0.84964792\n"
        '  position -1.2443275 1.7116382\n# own\n2.355233\n  follow "e-puck"\n}\n'
    )
    snapshot = open_snapshot(source.encode())
    assert not snapshot.tree.root_node.has_error
    try:
        formatted = formatted_text(snapshot)
    except FormattingRefused as refused:
        assert "would not parse back" in refused.message
    else:
        assert not open_snapshot(formatted).tree.root_node.has_error


def test_too_deep_nesting_is_refused_without_recursion():
    depth = 20000
    text = "#VRML_SIM R2023b utf8\n" + "Group { children [ " * depth + "] }" * depth + "\n"
    with pytest.raises(FormattingRefused, match=str(MAX_DEPTH)):
        format_document(open_snapshot(text.encode()))


def test_missing_header_and_leading_blank_are_kept():
    assert fmt("\n#VRML_SIM R2023b utf8\nWorldInfo {}\n").startswith("\n#VRML_SIM R2023b utf8\n")
    assert fmt("WorldInfo {}") == "WorldInfo {\n}\n"


@pytest.mark.slow
def test_five_megabytes_format_in_linear_time():
    """A 5 MB world (3,000 nodes, a 600,000-number mesh) in one line: a generous bound that only a quadratic step
    or a per-number slow path would break; formatted again, it gives no edit."""
    rng = random.Random(0)
    nodes = "".join(f"DEF S{i} Solid {{ translation {rng.random():.6f} 0.0 1 }}\n" for i in range(3000))
    points = " ".join(f"{rng.uniform(-1, 1):.6f}" for _ in range(600_000))
    source = f"#VRML_SIM R2023b utf8\n{nodes}Coordinate {{ point [ {points} ] }}\n".encode()
    assert len(source) > 5_000_000
    started = time.monotonic()
    formatted = apply_edits(source, format_tree(parse(source), source))
    assert time.monotonic() - started < 60
    assert b"\n  point [\n    " in formatted and b"translation 0.844422 0 1\n" in formatted
    assert format_tree(parse(formatted), formatted) == []
