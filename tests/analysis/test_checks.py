"""Diagnostic rules of ``analysis.checks``: DEF/USE rules (``WbNodeReader::readNode``, ``WbToken::isValidIdentifier``) and syntax errors (``WbParser::reportUnexpected``, ``WbParser``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from webots_ls.analysis import codes, rules, schema
from webots_ls.analysis.index import FileAnalysis

from webots_ls.analysis.checks import (
    invalid_names,
    syntax_errors,
    unresolved_uses,
    uses_inside_own_def,
)
from webots_ls.analysis.schema import stray_values

from .helpers import CORPUS, PARSER_TESTS, analyse, parse


def _messages(findings):
    return [finding.message for finding in findings]


def test_unresolved_use_has_webots_text():
    """``WbNodeReader::readNode``: "Did not find a 'DEF %1' to match 'USE %1'"."""
    analysis = analyse("Shape { geometry USE BOX }\nDEF BOX Box {}\n")
    (finding,) = unresolved_uses(analysis)
    assert finding.message == "Did not find a 'DEF BOX' to match 'USE BOX'"
    assert finding.severity == "error" and finding.code == "unresolved-use"
    assert analysis.text(finding.span) == "BOX"


def test_unresolved_use_after_template_made_def_is_a_warning():
    """``WbTemplateEngine``: ``DEF %<= name >% Box`` may produce the name; the Webots text stays, hedged, as a warning."""
    analysis = analyse(
        "#VRML_SIM R2023b utf8\n# template language: javascript\nPROTO P [ ]\n{\n"
        "  Group { children [ DEF %<= 'B' + 'OX' >% Box {} Shape { geometry USE BOX } ] }\n}\n"
    )
    (finding,) = unresolved_uses(analysis)
    assert finding.severity == "warning"
    assert finding.message.startswith("Did not find a 'DEF BOX' to match 'USE BOX', unless the template-made")


def test_use_inside_own_def_unbound():
    """``WbNodeReader::readNode``: the DEF is registered at its ``}``; with no earlier DEF the USE refers to nothing: one error,
    Webots' text first, then why."""
    analysis = analyse("DEF A Transform {\n  children [ USE A ]\n}\n")
    assert uses_inside_own_def(analysis) == []
    (finding,) = unresolved_uses(analysis)
    assert finding.severity == "error" and finding.code == "unresolved-use"
    assert finding.message == (
        "Did not find a 'DEF A' to match 'USE A' "
        "(this USE is inside 'DEF A' of line 1, which Webots registers only at its closing '}')"
    )


def test_use_inside_own_def_bound_to_earlier():
    """``WbNodeReader::readNode``: the USE inside its own DEF refers to the earlier DEF of the name (named by its line)."""
    analysis = analyse("DEF A Box {}\nDEF A Transform {\n  children [ USE A ]\n}\n")
    (finding,) = uses_inside_own_def(analysis)
    assert "line 2" in finding.message and "earlier 'DEF A' at line 1" in finding.message
    assert unresolved_uses(analysis) == []


@pytest.mark.parser_tests
def test_use_after_inner_redefinition_is_not_self_reference():
    """``WbNodeReader::readNode``: a USE bound to a same-name DEF nested in the enclosing one is fine (nested_def_name.wbt)."""
    analysis = analyse("DEF A Group { children [ DEF A Shape {} USE A ] }\n")
    assert uses_inside_own_def(analysis) == []
    assert uses_inside_own_def(analyse((PARSER_TESTS / "nested_def_name.wbt").read_bytes())) == []


def test_keyword_and_invalid_names():
    """``WbToken::isKeyword``: ``DEF TO Solid {}`` is an error (names are read by ``WbParser::parseIdentifier``); ``WbToken::isValidIdentifier`` characters."""
    analysis = analyse("DEF TO Solid {}\nUSE TO\n")
    messages = _messages(invalid_names(analysis))
    assert messages == [
        "Invalid DEF name 'TO': 'TO' is a Webots keyword",
        "Invalid USE name 'TO': 'TO' is a Webots keyword",
    ]


def _syntax(text: str) -> list[str]:
    source = text.encode()
    analysis = analyse(source)
    return _messages(syntax_errors(analysis.tree, source))


def _strays(text: str) -> list[str]:
    source = text.encode()
    analysis = analyse(source)
    return _messages(stray_values(analysis.tree, source))


def test_missing_closing_brace_names_node_and_line():
    """``WbParser::reportUnexpected``: an unclosed node body; say which node and where it was opened (1-based line)."""
    assert _syntax("Solid {\n  translation 0 0 1\n  children [\n    Shape {}\n  ]\n") == [
        "missing '}' to close 'Solid' opened at line 1"
    ]


def test_missing_closing_bracket_names_field():
    """``WbParser`` MF value: an unclosed list names its field."""
    assert _syntax("Solid {\n  children [ Shape { }\n}\n") == [
        "missing ']' to close the list of field 'children' opened at line 2"
    ]


def test_several_unclosed_at_end_of_file():
    """``WbParser::reportUnexpected``, several brackets open at end of file (missing_closing_curly_bracket-like): innermost first, others listed."""
    (message,) = _syntax("Solid {\n  children [\n    Transform {\n      children [ Shape {\n")
    assert message.startswith("missing '}' to close 'Shape' opened at line 4")
    assert "'Transform' (line 3)" in message and "'Solid' (line 1)" in message


def test_missing_names_deep_in_the_tree():
    """A MISSING token is zero-width, and tree-sitter finds the parent of a zero-width node by recursing once per
    level: ``Node.parent`` on it overflowed the C stack at depth 5,000 (a plain USE name is a leaf, so the missing
    name itself is the MISSING node). The walk hands each node its parent."""
    depth = 6000
    opens = "".join(f"DEF G{level} Group {{ children [\n" for level in range(depth))
    for inner, message in [("Shape { appearance USE }", "missing a USE name"), ("DEF S { }", "missing node type after 'DEF S'")]:
        text = f"#VRML_SIM R2023b utf8\n{opens}{inner}\n" + "] }\n" * depth
        assert [m for m in _syntax(text) if m.startswith(message)], inner


def test_field_without_value():
    """``WbParser`` ``field_assign``: a field name must be followed by a value (cf. empty_value.wbt)."""
    assert _syntax("Solid {\n  translation\n}\n") == ["expected a value for field 'translation'"]


def test_unexpected_token():
    """``WbParser::reportUnexpected``: say what was found and what was expected."""
    assert _syntax("Solid { 1 2 3 }\n") == ["unexpected '1 2 3' in 'Solid' (expected a field name or '}')"]
    # a node, USE or NULL in a node body is a clean tree: the schema rule says it, in Webots' words
    assert _syntax("Solid { translation 0 0 1 USE A }\n") == []
    assert _strays("Solid { translation 0 0 1 USE A }\n") == ["Expected field name or '}', found 'USE'"]


def test_value_in_templated_body_is_left_alone():
    """``WbTemplateEngine``: a body split by template statements is judged only after generation."""
    text = (
        "#VRML_SIM R2023b utf8\n# template language: javascript\nPROTO P [ ]\n{\n"
        "  Shape { geometry %< if (a) { >% Box {} %< } else { >% Sphere {} %< } >% }\n}\n"
    )
    assert _syntax(text) == [] and _strays(text) == []


def test_supplementary_bracket():
    """``WbParser::parseWorld``, parser test supplementary_curly_bracket.wbt: an extra ``}``."""
    assert _syntax("Solid { }\n}\n") == ["unmatched '}': no '{' is open here"]


def test_def_without_type():
    """``WbParser::parseNode``, parser test missing_def_value.wbt: ``DEF DirectionalLight {`` reads the type as the DEF name."""
    assert _syntax("DEF DirectionalLight {\n}\n") == [
        "missing node type after 'DEF DirectionalLight' ('DirectionalLight' is read as the DEF name)"
    ]


def test_use_without_name():
    """``WbParser::parseNode``, parser test missing_use_value.wbt family: ``USE`` must be followed by a name."""
    assert _syntax("Solid { children [ USE ] }\n") == ["expected a name after 'USE'"]


def test_node_without_braces():
    """``WbParser::parseNode``, parser test node_without_brackets.wbt: a node type must be followed by ``{``."""
    assert _syntax("RectangleArena\nSolid {}\n") == ["expected '{' after 'RectangleArena', found 'Solid'"]


def test_unclosed_string():
    """``WbTokenizer::readWord`` "Unclosed string literal"."""
    assert _syntax('Solid { name "abc }\n') == ["missing '\"' to close the string opened at line 1"]


@pytest.mark.parser_tests
def test_no_message_is_bare_error():
    """Every syntax finding of Webots' broken parser-test worlds is a sentence, never just "ERROR"."""
    for path in sorted(PARSER_TESTS.glob("*.wbt")):
        source = path.read_bytes()
        for message in _syntax(source.decode("utf-8", "replace")):
            assert message and "ERROR" not in message and "MISSING" not in message and "_word" not in message, (
                path.name,
                message,
            )


def test_unclosed_template():
    """``WbTemplateEngine``: a template statement runs to its closing token; unclosed, it swallows the rest of the file."""
    assert _syntax(
        "#VRML_SIM R2023b utf8\n# template language: javascript\nPROTO P [ ]\n{\n %< let a = 1;\n Solid {}\n}\n"
    ) == ["missing '>%' to close the template opened at line 5"]


@pytest.mark.parser_tests
def test_error_token_is_the_hidden_word_not_a_following_comment():
    """``WbParser::reportUnexpected``: Webots names the token it found (`Expected floating point value, found 'ISNOT'`); a word is a hidden
    token in the tree, so the message reads it from the text rather than quoting the comment after it."""
    source = (PARSER_TESTS.parent / "protos" / "ProtoTypoInISKeyword.proto").read_bytes()
    analysis = analyse(source)
    (finding,) = [f for f in syntax_errors(analysis.tree, analysis.source)]
    assert finding.message == "unexpected 'ISNOT' in the value of field 'translation'"
    assert analysis.line_of(finding.span.start) == 10


@pytest.mark.parser_tests
def test_node_without_braces_names_the_type_across_a_comment():
    """Webots' node_without_brackets.wbt: "Expected '{', found 'RectangleArena'" — a comment sits between."""
    analysis = analyse((PARSER_TESTS / "node_without_brackets.wbt").read_bytes())
    (finding,) = syntax_errors(analysis.tree, analysis.source)
    assert finding.message == "expected '{' after 'DirectionalLight', found 'RectangleArena'"


def test_header_rules():
    """``WbTokenizer::readFileInfo``: line 1 must be `#VRML_SIM <version> utf8` (trimmed; `.wbo`
    files say `#VRML_OBJ`), else "Missing header." (no `#` first line) or "Invalid header."."""
    from webots_ls.analysis.checks import header_problems

    def messages(text: bytes) -> list[str]:
        analysis = analyse(text)
        return [f.message.split(".")[0] + "." for f in header_problems(analysis.tree, analysis.source)]

    assert messages(b"#VRML_SIM R2023b utf8\nSolid {}\n") == []
    assert messages(b"#VRML_SIM V8.6 utf8 \r\nSolid {}\r\n") == []
    assert messages(b"#VRML_OBJ R2022b utf8\nSolid {}\n") == []
    assert messages(b"\xef\xbb\xbf#VRML_SIM R2023b utf8\n") == []
    assert messages(b"Solid {}\n") == ["Missing header."]
    assert messages(b"  #VRML_SIM R2023b utf8\nSolid {}\n") == [
        "Missing header: Webots R2022b read a first line that starts with a blank, R2023a and later do not."]
    assert messages(b"\n#VRML_SIM R2023b utf8\n") == ["Missing header."]
    assert messages(b"# comment\n#VRML_SIM R2023b utf8\n") == ["Invalid header."]
    assert messages(b"#VRML_SIM R2023b\n") == ["Invalid header."]


@pytest.mark.corpus
def test_header_findings_on_the_corpus_are_the_odd_header_files():
    """The corpus manifest flags 12 files whose header Webots would not accept: exactly those get the finding."""
    import csv

    from webots_ls.analysis.checks import header_problems

    root = CORPUS.parent
    with open(root / "manifest.tsv", newline="", encoding="utf-8") as table:
        rows = list(csv.DictReader(table, delimiter="\t"))
    flagged = {row["relpath"] for row in rows if row["notes"].startswith("odd-header")}
    found = {row["relpath"] for row in rows if header_problems(None, (root / row["relpath"]).read_bytes())}
    assert len(flagged) == 12
    assert found == flagged


# ----------------------------------------------------------------------------------------- code registry

REPOSITORY = Path(__file__).resolve().parents[2]


def test_registry_entries_name_a_webots_function():
    for entry in codes.CODES.values():
        assert re.fullmatch(r"Wb\w+::\w+", entry.webots_function), entry
        assert entry.severity in codes.SEVERITIES and entry.description.endswith("."), entry


def test_findings_are_made_from_registry_entries():
    """No rule spells a code or a severity itself: every finding comes from ``DiagnosticCode.at``."""
    literal = re.compile(r"""Finding\([^()]*["'](?:error|warning|information|hint)["']""")
    for path in (REPOSITORY / "server" / "webots_ls").rglob("*.py"):
        assert not literal.search(path.read_text(encoding="utf-8")), path


def test_one_registry_entry_makes_a_rule():
    """A rule is its function and one registry entry (``codes.rule``/``codes.value_rule``), which names the function
    and declares its codes: ``rules.RULES`` is made from the entries and names no rule itself."""
    entries = {entry.name: entry for entry in codes.REGISTRY}
    assert [rule.name for rule in rules.RULES] == list(entries)
    for rule in rules.RULES:
        entry = entries[rule.name]
        assert rule.codes == entry.codes and entry.codes
        if entry.reads == "value":
            assert rule.reads == "schema" and any(value.check is codes.resolve(entry.function)
                                                  for value in schema.VALUE_RULES if value.name == entry.name)
        else:
            assert rule.reads == entry.reads and rule.check is codes.resolve(entry.function)
    registry_free = (REPOSITORY / "server" / "webots_ls" / "analysis" / "rules.py").read_text(encoding="utf-8")
    assert not any(name in registry_free for name in entries)


def test_every_code_has_a_rule():
    reported = {code for rule in rules.RULES for code in rule.codes}
    assert reported == set(codes.CODES.values())
    assert len({rule.name for rule in rules.RULES}) == len(rules.RULES)


@pytest.mark.corpus
@pytest.mark.parser_tests
def test_rules_report_their_own_codes_on_the_corpus():
    """Each rule's findings over real files (some with errors) carry one of the codes its entry names."""
    seen = set()
    files = sorted(CORPUS.rglob("*.wbt"))[:40] + sorted(CORPUS.rglob("*.proto"))[:40] + sorted(PARSER_TESTS.glob("*"))
    for path in files:
        source = path.read_bytes()
        tree = parse(source)
        analysis = FileAnalysis.build(tree, source)
        file_pass = analysis.take_built_pass()
        for rule in rules.RULES:
            if rule.reads in ("project", "rendering"):
                continue  # (tests/analysis/test_proto_rules.py, with a project; tests/e2e/test_template_diagnostics.py)
            allowed = {code.code for code in rule.codes}
            arguments = (analysis,) if rule.reads == "analysis" else (tree, source)
            found = rule.run(*arguments, file_pass=file_pass)
            for finding in found:
                assert finding.code in allowed, (path, rule.name, finding)
                seen.add(finding.code)
    assert {"syntax-error", "unknown-field", "value-type"} <= seen
