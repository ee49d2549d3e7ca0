"""Webots' own parser test files (shared/webots/parser-tests): where Webots rejects a file for syntax, the tree
has an ERROR or MISSING node at or near the line of Webots' message, and the nodes around it are recovered."""

from __future__ import annotations

import pytest

from .conftest import PARSER_TESTS, parse, require, syntax_errors

# (file, line of Webots' error, Webots' message from expected_results.txt)
SYNTAX_REJECTED = [
    ("worlds/empty_value.wbt", 16, "Expected floating point value, found 'direction'."),
    ("worlds/missing_closing_square_bracket.wbt", 11, "Expected floating point value, found '}'."),
    ("worlds/missing_def_value.wbt", 19, "Expected node or PROTO name, found '{'."),
    ("worlds/missing_use_value.wbt", 21, "Expected field name or '}', found 'USE'."),
    ("worlds/node_without_brackets.wbt", 15, "Expected '{', found 'RectangleArena'."),
    ("worlds/supplementary_curly_bracket.wbt", 19, "Expected node or PROTO name, found '}'."),
    ("worlds/supplementary_square_bracket.wbt", 12, "Expected field name or '}', found ']'."),
    ("worlds/missing_closing_curly_bracket.wbt", 23,
     "Skipped unknown 'RectangleArena' field in DirectionalLight node."),
    ("protos/NestedProtoMissingEndingCurlyBracket.proto", 17,
     "Expected parameter name or '}', found end of file."),
    ("protos/ProtoMissingEndingCurlyBracket.proto", 20, "Expected field name or '}', found end of file."),
    ("protos/ProtoParameterMissingEndingCurlyBracket.proto", 7, "Expected field name or '}', found ']'."),
    ("protos/ProtoTypoInISKeyword.proto", 10, "Expected floating point value, found 'ISNOT'."),
    ("protos/ProtoUnknownFieldHeader.proto", 5,
     "Expected 'field', 'unconnectedField', 'vrmlField' or 'hiddenField' keywords, found 'notfield'."),
    ("protos/ProtoUnknownFieldType.proto", 6, "Expected field type name, found 'SFIssue'."),
]

# Rejected by Webots for the number of values a field type takes. The grammar does not know field types (one
# `numbers` token holds a run of numbers), so these trees are clean; the server's schema diagnostics report them.
TYPE_REJECTED = [
    "worlds/mismatch_field_type.wbt",
    "worlds/missing_item_in_value.wbt",
    "worlds/supplementary_item_in_value.wbt",
    "protos/ProtoMissingItemValueInField.proto",
]

# How far from Webots' line our first error may be: Webots reports the token after a missing one, which can be
# on a later line (e.g. "found end of file").
NEAR = 3


@pytest.mark.parser_tests
@pytest.mark.parametrize("relpath,line,message", SYNTAX_REJECTED, ids=[case[0] for case in SYNTAX_REJECTED])
def test_error_near_webots_line(relpath, line, message):
    source = require(PARSER_TESTS / relpath).read_bytes()
    tree = parse(source)
    errors = syntax_errors(tree.root_node)
    assert errors, f"Webots says {message!r} but the tree has no error"
    lines = [error.start_point.row + 1 for error in errors] + [error.end_point.row + 1 for error in errors]
    assert min(abs(found - line) for found in lines) <= NEAR, (lines, line, message)


@pytest.mark.parser_tests
@pytest.mark.parametrize("relpath", [c[0] for c in SYNTAX_REJECTED if c[0].startswith("worlds/")])
def test_nodes_around_the_error_are_recovered(relpath):
    """Every top-level node type of the file is still found as a `node` (or inside the broken one)."""
    source = require(PARSER_TESTS / relpath).read_bytes()
    tree = parse(source)
    types = set()
    stack = [tree.root_node]
    while stack:
        node = stack.pop()
        if node.type == "node_type":
            types.add(node.text.decode())
        stack.extend(node.children)
    # The last node of every one of these worlds is a RectangleArena or a DirectionalLight, after the error.
    assert {"WorldInfo", "Viewpoint", "Background"} <= types, types
    last_line = source.rstrip().count(b"\n")
    assert any(node.end_point.row >= last_line - 1 for node in tree.root_node.children), "tail not recovered"


@pytest.mark.parser_tests
@pytest.mark.parametrize("relpath", TYPE_REJECTED)
def test_type_errors_are_left_to_the_schema(relpath):
    tree = parse(require(PARSER_TESTS / relpath).read_bytes())
    assert not tree.root_node.has_error


@pytest.mark.parser_tests
def test_files_webots_accepts_parse_cleanly():
    """Worlds with `VOID` expected results (no error or warning) and all PROTOs used by accepted worlds."""
    for relpath in ["worlds/nested_def_name.wbt", "worlds/proto_concatenated_comment.wbt",
                    "worlds/proto_nested_parameter.wbt", "worlds/unusual_white_spaces.wbt",
                    "worlds/valid_proto_comments.wbt", "protos/ProtoConcatenatedComment.proto",
                    "protos/JavaScriptVrmlComment.proto", "protos/LuaVrmlComment.proto",
                    "protos/LuaLengthOperator.proto", "protos/TemplateHingeJoint.proto",
                    "protos/TemplateHingeJointLua.proto", "protos/ProtoRestrictedFieldValues.proto",
                    "protos/DoubleQuoteInLuaStringField.proto", "protos/DefaultDef.proto"]:
        tree = parse(require(PARSER_TESTS / relpath).read_bytes())
        assert not tree.root_node.has_error, relpath
