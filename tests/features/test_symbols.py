"""Outline: nodes nested through node-valued fields; PROTO with interface fields; USE nodes (WbParser grammar shapes)."""

from __future__ import annotations

from webots_ls.features.symbols import document_symbols

from analysis.helpers import CORPUS
import pytest

from .helpers import open_snapshot


def _symbols(text: str):
    source = text.encode()
    return source, document_symbols(open_snapshot(source))


def _outline(symbols, depth=0):
    lines = []
    for symbol in symbols:
        lines.append("  " * depth + f"{symbol.kind}:{symbol.name} [{symbol.detail}]")
        lines.extend(_outline(symbol.children, depth + 1))
    return lines


WORLD = """#VRML_SIM R2023b utf8
EXTERNPROTO "webots://projects/robots/gctronic/e-puck/protos/E-puck.proto"
WorldInfo { }
DEF ROBOT Robot {
  name "my robot"
  translation 0 0 1
  children [
    DEF BODY Shape { geometry Box { size 1 1 1 } }
    HingeJoint { endPoint Solid { name "wheel" boundingObject USE BODY } }
  ]
  boundingObject USE BODY
}
"""


def test_world_outline():
    """WbParser ``node``: nodes show type as name; DEF, the ``name`` string and a non-children field in the detail."""
    _, symbols = _symbols(WORLD)
    assert _outline(symbols) == [
        "externproto:E-puck [EXTERNPROTO webots://projects/robots/gctronic/e-puck/protos/E-puck.proto]",
        "node:WorldInfo []",
        'node:Robot [DEF ROBOT "my robot"]',
        "  node:Shape [DEF BODY]",
        "    node:Box [· geometry]",
        "  node:HingeJoint []",
        '    node:Solid ["wheel" · endPoint]',
        "      use:USE BODY [boundingObject]",
        "  use:USE BODY [boundingObject]",
    ]


def test_spans_and_selection():
    """WbParser ``node``: symbol span is the whole node; the selection is the DEF name (else the type)."""
    source, symbols = _symbols(WORLD)
    robot = symbols[2]
    assert source[robot.span.start : robot.span.end].startswith(b"DEF ROBOT Robot {")
    assert source[robot.selection_span.start : robot.selection_span.end] == b"ROBOT"
    world_info = symbols[1]
    assert source[world_info.selection_span.start : world_info.selection_span.end] == b"WorldInfo"


def test_proto_outline():
    """WbParser ``proto_file``: a PROTO lists its interface fields (with node defaults as children) and then its body."""
    _, symbols = _symbols(
        "#VRML_SIM R2023b utf8\nPROTO Lamp [\n  field SFVec3f translation 0 0 0\n"
        "  field MFNode extra [ Shape {} ]\n  unconnectedField SFNode light NULL\n]\n"
        "{\n  Solid { translation IS translation children IS extra }\n}\n"
    )
    assert _outline(symbols) == [
        "proto:Lamp [PROTO]",
        "  field:translation [field SFVec3f]",
        "  field:extra [field MFNode]",
        "    node:Shape []",
        "  field:light [unconnectedField SFNode]",
        "  node:Solid []",
    ]


def test_broken_file_still_has_an_outline():
    """WbParser::reportUnexpected recovery: a file being typed (ERROR nodes) keeps the nodes that can be recognised."""
    _, symbols = _symbols("Solid {\n  children [\n    Shape {}\n")
    assert symbols  # does not raise, shows something


@pytest.mark.corpus
def test_corpus_symbols_do_not_raise():
    """WbParser on real files: every corpus file gives an outline (large meshes are skipped, not walked)."""
    count = 0
    for path in sorted(CORPUS.glob("*/*"))[:200]:
        source = path.read_bytes()
        count += len(document_symbols(open_snapshot(source)))
    assert count > 0


def test_deeply_nested_file_gives_a_bounded_outline():
    """A generated file nesting 5,000 Groups: the outline stops at MAX_DEPTH levels instead of overflowing."""
    from webots_ls.features.symbols import MAX_DEPTH

    text = "DEF A Group { children [ " * 5000 + "Shape { }" + " ] }" * 5000
    _, symbols = _symbols(text)
    depth, level = 0, symbols
    while level:
        depth += 1
        level = level[0].children
    assert depth == MAX_DEPTH + 1


def test_the_server_maps_exactly_the_kinds_symbols_emit():
    from webots_ls.features.symbols import SYMBOL_KINDS
    from webots_ls.server.convert import SYMBOL_KINDS as LSP_KINDS

    source = (
        '#VRML_SIM R2023b utf8\nEXTERNPROTO "a/B.proto"\nPROTO P [ field SFNode n NULL ] { Group { } }\n'
        "DEF A Solid { children [ USE A ] }\n"
    )
    _, symbols = _symbols(source)
    emitted, stack = set(), list(symbols)
    while stack:
        symbol = stack.pop()
        emitted.add(symbol.kind)
        stack.extend(symbol.children)
    assert emitted == set(SYMBOL_KINDS) == set(LSP_KINDS)
