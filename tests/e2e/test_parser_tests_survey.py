"""Survey: Webots' own parser tests (shared/webots/parser-tests, expected_results.txt of R2023b) against the real
``webots-ls check``, for the 35 worlds that are not about templates, controllers or physics.

Each row: the world; the file Webots' message is about (the world, or the PROTO it loads); the line of the token
Webots points at (``WbTokenizer::reportError``/``WbParser::reportUnexpected`` print ``'file':line:col: error:``; "found
end of file" points at the end-of-file token, which ``WbTokenizer::tokenize`` makes at the start of the last token it
read: in a PROTO body cut at the file's last ``}`` by ``WbProtoModel``, the last token before that ``}``), or
None for messages Webots prints without a position (``WbProtoModel``, ``WbNode::createProtoInstance``, restrictions);
Webots' message ("" for VOID: nothing expected); then what ``check`` gives today:
- ``world``: check run on the world alone, as Webots' test runner loads it (a message about a PROTO: check reads the
  PROTO files a world loads but reports only the files it is asked for, so that column is Webots' when it loads the
  world, and the PROTO's findings come from the ``file`` run);
- ``file``: check run on the file the message is about (a PROTO checked by itself), same as ``world`` for a world.
Status: REPRODUCED (Webots' text at Webots' line; for VOID: no finding at all), OTHER_TEXT (a finding at that
line in other words), MISSING. The test asserts each status as listed, so a row that changes must be updated here:
the table stays what check does. Check runs the way Webots' test runner sees these files: WEBOTS_HOME is a folder
whose tests/parser is the parser-tests directory and which has no projects/.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path

import pytest

from .conftest import SERVER_COMMAND, SERVER_DIR
from conftest import TEST_DATA  # the test data: ../shared, $WEBOTS_LS_TEST_DATA or .test-data

PARSER_TESTS = TEST_DATA / "webots" / "parser-tests"

REPRODUCED, OTHER_TEXT, MISSING = "reproduced", "other text", "missing"

# world, file the message is about, Webots' line, Webots' message, status on the world, status on the file
SURVEY = [
    ("derived_proto_using_same_parameter_name.wbt", "protos/DerivedProtoUsingSameParameterName.proto", None,
     "Derived and base PROTO can use the same parameter name only if it is linked directly, like 'slot IS slot'.",
     REPRODUCED, REPRODUCED),
    ("empty_value.wbt", None, 17, "Expected floating point value, found 'direction'.", REPRODUCED, REPRODUCED),
    ("mismatch_field_type.wbt", None, 16, "Expected field name or '}', found '1'.", REPRODUCED, REPRODUCED),
    ("missing_closing_curly_bracket.wbt", None, 24,
     "Skipped unknown 'RectangleArena' field in DirectionalLight node.", REPRODUCED, REPRODUCED),
    ("missing_closing_square_bracket.wbt", None, 12, "Expected floating point value, found '}'.", REPRODUCED, REPRODUCED),
    ("missing_def_value.wbt", None, 19, "Expected node or PROTO name, found '{'.", REPRODUCED, REPRODUCED),
    ("missing_item_in_value.wbt", None, 18, "Expected floating point value, found 'castShadows'.",
     REPRODUCED, REPRODUCED),
    ("missing_use_value.wbt", None, 21, "Expected field name or '}', found 'USE'.", REPRODUCED, REPRODUCED),
    ("nested_def_name.wbt", None, None, "", REPRODUCED, REPRODUCED),
    ("nested_proto_missing_ending_curly_bracket.wbt", "protos/NestedProtoMissingEndingCurlyBracket.proto", 15,
     "Expected parameter name or '}', found end of file.", REPRODUCED, REPRODUCED),
    ("node_without_brackets.wbt", None, 16, "Expected '{', found 'RectangleArena'.", REPRODUCED, REPRODUCED),
    ("proto_concatenated_comment.wbt", None, None, "", REPRODUCED, REPRODUCED),
    ("proto_default_def_parameter.wbt", None, None,
     "Wrong order of fields in the instance of PROTO DefaultDef: USE nodes might refer to the wrong DEF nodes.",
     REPRODUCED, REPRODUCED),
    ("proto_mismatch_field_type.wbt", "protos/ProtoMismatchFieldType.proto", None,
     "Type mismatch between 'fieldTexture' PROTO parameter and field 'url'.", REPRODUCED, REPRODUCED),
    ("proto_mismatch_file_name.wbt", "protos/ProtoMismatchFileName.proto", 3,
     "'ProtoMismatchFileName2' PROTO identifier does not match filename.", REPRODUCED, REPRODUCED),
    ("proto_missing_ending_curly_bracket.wbt", "protos/ProtoMissingEndingCurlyBracket.proto", 18,
     "Expected field name or '}', found end of file.", REPRODUCED, REPRODUCED),
    ("proto_missing_item_value_in_field.wbt", "protos/ProtoMissingItemValueInField.proto", 5,
     "Expected floating point value, found 'field'.", REPRODUCED, REPRODUCED),
    ("proto_nested_parameter.wbt", None, None, "", REPRODUCED, REPRODUCED),
    ("proto_not_allowed_field_value.wbt", None, None,
     "Invalid 'translation' changed to 0 0 0. The value should be in the list: {0 0 0}.", REPRODUCED, REPRODUCED),
    ("proto_not_allowed_mf_field_value.wbt", None, None,
     "Invalid 'Pose' removed from 'extensionSlot' field. The values should be in the list: {Solid, Group}.",
     REPRODUCED, REPRODUCED),
    ("proto_parameter_missing_ending_curly_bracket.wbt", "protos/ProtoParameterMissingEndingCurlyBracket.proto", 7,
     "Expected field name or '}', found ']'.", REPRODUCED, REPRODUCED),
    ("proto_typo_in_alias.wbt", "protos/ProtoTypoInAlias.proto", None,
     "PROTO parameter 'rotation' has no matching IS field.", REPRODUCED, REPRODUCED),
    ("proto_typo_in_is_keyword.wbt", "protos/ProtoTypoInISKeyword.proto", 10,
     "Expected floating point value, found 'ISNOT'.", REPRODUCED, REPRODUCED),
    ("proto_unknown_field_header.wbt", "protos/ProtoUnknownFieldHeader.proto", 6,
     "Expected 'field', 'unconnectedField', 'vrmlField' or 'hiddenField' keywords, found 'notfield'.",
     REPRODUCED, REPRODUCED),
    ("proto_unknown_field_type.wbt", "protos/ProtoUnknownFieldType.proto", 6,
     "Expected field type name, found 'SFIssue'.", REPRODUCED, REPRODUCED),
    ("proto_unknown_parameter.wbt", None, 25, "Skipped unknown 'wrongNode' parameter in Floor PROTO.",
     REPRODUCED, REPRODUCED),
    ("recursive_proto.wbt", "protos/RecursiveProtoInternal.proto", None,
     "Recursive definition of PROTO node 'RecursiveProto' is not supported.", REPRODUCED, REPRODUCED),
    ("supplementary_curly_bracket.wbt", None, 19, "Expected node or PROTO name, found '}'.", REPRODUCED, REPRODUCED),
    ("supplementary_item_in_value.wbt", None, 21, "Expected field name or '}', found '1'.", REPRODUCED, REPRODUCED),
    ("supplementary_square_bracket.wbt", None, 12, "Expected field name or '}', found ']'.", REPRODUCED, REPRODUCED),
    ("unknown_field.wbt", None, 12, "Skipped unknown 'myUnknownField' field in Background node.",
     REPRODUCED, REPRODUCED),
    ("unknown_node.wbt", None, 13, "Skipped unknown 'UnknownNode' node or PROTO.", REPRODUCED, REPRODUCED),
    ("unused_proto_parameter.wbt", "protos/UnusedSlot.proto", None, "PROTO parameter 'slot' has no matching IS field.",
     REPRODUCED, REPRODUCED),
    ("unusual_white_spaces.wbt", None, None, "", REPRODUCED, REPRODUCED),
    ("valid_proto_comments.wbt", None, None, "", REPRODUCED, REPRODUCED),
]

# The R2023b expected_results.txt lines left out: templates, controllers and physics.
OUT_OF_SCOPE = {
    "double_quote_in_lua_string_field.wbt", "hinge_2_joint_axes.wbt", "invalid_template_regenerator_field.wbt",
    "invalid_template_regenerator_field_lua.wbt", "joints_motor_min_max_position.wbt",
    "lua_invalid_vrml_comment.wbt", "javascript_invalid_vrml_comment.wbt", "lua_length_operator.wbt",
    "template_context_print.wbt", "template_context_print_lua.wbt",
}


def _expected_results() -> dict[str, str]:
    results = {}
    for line in (PARSER_TESTS / "expected_results.txt").read_text(encoding="utf-8").splitlines():
        world, _, expected = line.partition(" ")
        results[world.removeprefix("parser/worlds/")] = "" if expected == "VOID" else expected[1:-1]
    return results


@pytest.mark.parser_tests
def test_the_table_is_webots_expected_results():
    expected = _expected_results()
    assert {row[0] for row in SURVEY} == set(expected) - OUT_OF_SCOPE
    assert len(SURVEY) == 35
    for world, _, _, message, _, _ in SURVEY:
        # Webots' runner looks for the quoted text in the console ("error: " is the log prefix)
        assert expected[world].removeprefix("error: ") in message, world


def _check(home: Path, paths: list[str]) -> dict[str, list[dict]]:
    """Every finding of one ``check`` run, by the real path of the file it is about."""
    result = subprocess.run(
        [*SERVER_COMMAND, "check", "--format", "json", *paths], capture_output=True, text=True, timeout=300,
        env={"PYTHONPATH": str(SERVER_DIR), "PATH": "/usr/bin:/bin", "WEBOTS_HOME": str(home)},
    )
    assert result.returncode in (0, 1), result.stderr
    by_file: dict[str, list[dict]] = {os.path.realpath(path): [] for path in paths}
    for finding in json.loads(result.stdout):
        by_file.setdefault(os.path.realpath(finding["path"]), []).append(finding)
    return by_file


@pytest.fixture(scope="module")
def findings(tmp_path_factory) -> tuple[dict[str, list[dict]], dict[str, list[dict]]]:
    """The findings of ``check`` on the surveyed worlds, then on the files the messages are about, each checked by
    itself."""
    home = tmp_path_factory.mktemp("webots_home")
    (home / "tests").mkdir()
    (home / "tests" / "parser").symlink_to(PARSER_TESTS, target_is_directory=True)
    manual_tests = home / "tests" / "manual_tests" / "protos"  # SolidSlot is declared there: the parser tests' copy
    manual_tests.mkdir(parents=True)
    (manual_tests / "SolidSlot.proto").symlink_to(PARSER_TESTS / "protos" / "SolidSlot.proto")
    worlds = sorted(str(PARSER_TESTS / "worlds" / row[0]) for row in SURVEY)
    on_worlds = _check(home, worlds)
    on_files = {**on_worlds, **_check(home, sorted({str(PARSER_TESTS / row[1]) for row in SURVEY if row[1]}))}
    return on_worlds, on_files


def _status(findings: list[dict], line: int | None, message: str) -> str:
    if not message:
        return REPRODUCED if not findings else MISSING
    wanted = message.rstrip(".")
    # a syntax finding carries Webots' text on its last line ("...\nWebots: Expected ..."): that counts too
    # and so does Webots' text followed by a note of ours in parentheses ("... found 'x' (no value was written ...)")
    same_text = [finding for finding in findings
                 if wanted in (finding["message"].rstrip("."),
                               finding["message"].splitlines()[-1].removeprefix("Webots: ").rstrip("."))
                 or finding["message"].startswith(wanted + " (")]
    if any(line is None or finding["line"] == line for finding in same_text):
        return REPRODUCED
    if line is not None and any(finding["line"] == line for finding in findings):
        return OTHER_TEXT
    return MISSING


@pytest.mark.parser_tests
@pytest.mark.parametrize("world, about, line, message, on_world, on_file", SURVEY, ids=[row[0] for row in SURVEY])
def test_check_reproduces_as_listed(findings, world, about, line, message, on_world, on_file):
    on_worlds, on_files = findings
    path = os.path.realpath(PARSER_TESTS / "worlds" / world if about is None else PARSER_TESTS / about)
    if about is None:
        assert _status(on_worlds.get(path, []), line, message) == on_world, on_worlds.get(path)
    else:  # checking the world alone reads the PROTO it loads, and reports only the files asked for (issue 29)
        assert path not in on_worlds, on_worlds[path]
    assert _status(on_files[path], line, message) == on_file, on_files[path]
