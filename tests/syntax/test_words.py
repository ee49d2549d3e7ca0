"""The one reader of a node's head (``DEF name Type {`` / ``Type {``), shared by the schema sweep, the forbidden-USE
rule and the USE completion."""

from __future__ import annotations

from webots_ls.syntax.words import node_head, node_head_type


def _type_at(text: str, start: int) -> str | None:
    source = text.encode()
    span = node_head_type(source, start)
    return source[span[0] : span[1]].decode() if span is not None else None


def test_at_the_node_or_after_its_def_name():
    text = "DEF Ⅹ1 Solid {}"
    assert _type_at(text, 0) == "Solid"
    assert _type_at(text, len("DEF Ⅹ1".encode())) == "Solid"  # right after the DEF name (completion reads there)
    assert _type_at("Pose {}", 0) == "Pose"
    assert _type_at("DEF,A,\r\n  Transform,{", 0) == "Transform"  # commas are separators (WbTokenizer)


def test_other_shapes_are_left_to_the_tree():
    assert _type_at("DEF A # comment\n Solid {}", 0) is None
    assert _type_at("DEF A %<= t >% {}", 0) is None  # a template-made type
    assert _type_at("DEF A Solid", 0) is None  # no `{` yet
    assert _type_at("DEF A 1Solid {", 0) is None  # not a name


def test_the_head_names_the_def_the_type_and_ends_after_the_brace():
    source = "DEF ARM Robot { }".encode()
    head = node_head(source, 0)
    assert (source[slice(*head.span(1))], source[slice(*head.span(2))], source[head.end() - 1 :]) == (
        b"ARM", b"Robot", b"{ }")
    head = node_head(b"Robot { }", 0)
    assert head.span(1) == (-1, -1) and head.group(2) == b"Robot"
    assert node_head(b"Robot { }", 0, 6) is None  # `end` bounds the search (a node's own bytes)
    assert node_head(b"Le%g {", 0) is None  # a `%` in a word: read from the tree
