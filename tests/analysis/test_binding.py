"""DEF/USE binding of ``FileAnalysis``: the rules of ``WbNodeReader::readNode`` (WbNodeReader::readNode) and scopes (WbNodeReader scopes)."""

from __future__ import annotations

from webots_ls.analysis.index import FILE_SCOPE

import pytest

from .helpers import PARSER_TESTS, analyse


def _uses(analysis, name=None):
    return [o for o in analysis.occurrences if not o.is_def and (name is None or o.name == name)]


def _defs(analysis, name=None):
    return [o for o in analysis.occurrences if o.is_def and (name is None or o.name == name)]


def _target_line(analysis, use):
    target = analysis.target(use)
    return None if target is None else analysis.line_of(target.start)


def test_use_binds_to_earlier_def():
    """WbNodeReader::readNode rule 1: a USE binds to the DEF of its name registered before it."""
    analysis = analyse("DEF BOX Box {}\nShape { geometry USE BOX }\n")
    (use,) = _uses(analysis)
    assert analysis.target(use) is _defs(analysis)[0]


def test_use_before_def_is_unbound():
    """WbNodeReader::readNode rule 4: USE before DEF finds nothing ("Did not find a 'DEF X' to match 'USE X'")."""
    analysis = analyse("Shape { geometry USE BOX }\nDEF BOX Box {}\n")
    assert analysis.target(_uses(analysis)[0]) is None


def test_def_redefined_later_splits_uses():
    """WbNodeReader::readNode rule 1: each USE takes the most recently registered DEF; a later DEF of the name takes over."""
    analysis = analyse("DEF A Box {}\nUSE A\nDEF A Sphere {}\nUSE A\n")
    first, second = _defs(analysis, "A")
    use1, use2 = _uses(analysis, "A")
    assert analysis.target(use1) is first
    assert analysis.target(use2) is second
    assert analysis.uses_of(first) == [use1]
    assert analysis.uses_of(second) == [use2]


@pytest.mark.parser_tests
def test_nested_same_name_def_inner_wins():
    """WbNodeReader::readNode rule 3 (parser test nested_def_name.wbt): the outer DEF A is not registered; USE A is the Shape."""
    analysis = analyse((PARSER_TESTS / "nested_def_name.wbt").read_bytes())
    outer, inner = _defs(analysis, "A")
    (use,) = _uses(analysis, "A")
    assert analysis.target(use) is inner
    assert not analysis.is_registered(outer)
    assert analysis.is_registered(inner)
    assert analysis.text(analysis.node_span(inner)).startswith("DEF A Shape")


def test_inner_def_wins_even_when_not_itself_registered():
    """WbNodeReader::readNode rule 3 with three levels: the innermost registers; both outer ones keep ``previous == current`` false."""
    analysis = analyse("DEF A Group { children [ DEF A Group { children [ DEF A Shape {} ] } ] }\nUSE A\n")
    outer, middle, inner = _defs(analysis, "A")
    assert [analysis.is_registered(d) for d in (outer, middle, inner)] == [False, False, True]
    assert analysis.target(_uses(analysis, "A")[0]) is inner


def test_use_inside_own_def_binds_to_earlier_def():
    """WbNodeReader::readNode rule 2: a DEF is registered at its ``}``; a USE in its body sees only an earlier DEF of the name."""
    analysis = analyse("DEF A Box {}\nDEF A Transform {\n  children [ USE A ]\n}\n")
    earlier, own = _defs(analysis, "A")
    (use,) = _uses(analysis, "A")
    assert analysis.target(use) is earlier
    assert analysis.enclosing_same_name(use) is own


def test_use_inside_own_def_without_earlier_is_unbound():
    """WbNodeReader::readNode rule 2: with no earlier DEF the USE inside its own DEF binds to nothing."""
    analysis = analyse("DEF A Transform { children [ USE A ] }\n")
    (use,) = _uses(analysis)
    assert analysis.target(use) is None
    assert analysis.enclosing_same_name(use) is _defs(analysis)[0]


def test_use_after_inner_redefinition_inside_outer():
    """WbNodeReader::readNode rules 2-3: inside the outer DEF A, after an inner DEF A closed, USE A binds to the inner one."""
    analysis = analyse("DEF A Group { children [ DEF A Shape {} USE A ] }\n")
    outer, inner = _defs(analysis, "A")
    (use,) = _uses(analysis)
    assert analysis.target(use) is inner
    assert analysis.enclosing_same_name(use) is outer


def test_use_touching_def_end():
    """WbTokenizer::skipWhiteSpace: ``}USE A`` needs no space; the DEF is registered at its ``}``, before the USE token."""
    analysis = analyse("DEF A Box {}USE A\n")
    assert analysis.target(_uses(analysis)[0]) is _defs(analysis)[0]


PROTO = """#VRML_SIM R2023b utf8
PROTO Thing [
  field SFNode geometry DEF G Box {}
  field MFNode extra [ DEF E Sphere {} USE E ]
  field SFNode other USE G
]
{
  DEF G Solid {
    children [ USE G ]
    boundingObject USE E
  }
}
"""


def test_proto_scopes():
    """WbNodeReader scopes: the PROTO body is one scope; each SFNode default and each MFNode default item is a private one."""
    analysis = analyse(PROTO)
    def_g_default, def_e, def_g_body = _defs(analysis)
    use_e_default, use_g_default, use_g_body, use_e_body = _uses(analysis)
    # private default scopes see nothing of each other
    assert analysis.scope_of(def_g_default).kind == "default"
    assert analysis.scope_of(use_e_default) != analysis.scope_of(def_e)  # another MF item
    assert analysis.target(use_e_default) is None
    assert analysis.target(use_g_default) is None
    # the body sees neither the interface nor the world; USE G is inside its own DEF G
    assert analysis.scope_of(def_g_body).kind == "proto_body"
    assert analysis.target(use_g_body) is None
    assert analysis.enclosing_same_name(use_g_body) is def_g_body
    assert analysis.target(use_e_body) is None


def test_proto_default_node_sees_its_own_defs():
    """WbNodeReader scopes: one private reader per default value: DEFs and USEs inside the same SFNode default bind."""
    analysis = analyse("PROTO P [\n  field SFNode n Shape { geometry DEF B Box {} appearance USE B }\n]\n{ Group {} }\n")
    (use,) = _uses(analysis)
    assert analysis.target(use) is _defs(analysis, "B")[0]


@pytest.mark.parser_tests
def test_proto_instance_parameters_share_the_world_scope():
    """WbNodeReader scopes: PROTO instance parameters in a world are read by the world's reader (proto_default_def_parameter.wbt)."""
    analysis = analyse((PARSER_TESTS / "proto_default_def_parameter.wbt").read_bytes())
    (use,) = _uses(analysis, "SPHERE")
    target = analysis.target(use)
    assert target is not None and analysis.scope_of(target) is FILE_SCOPE


def test_template_made_names_are_not_occurrences():
    """WbTemplateEngine: names made by a template are known only after generation; they are neither bound nor errors."""
    analysis = analyse(
        "#VRML_SIM R2023b utf8\n# template language: javascript\nPROTO P [ ]\n{\n"
        "  Group { children [ DEF %<= name >% Shape {} USE %<= name >% DEF LEG%<= i >% Solid {} ] }\n}\n"
    )
    assert analysis.occurrences == []


def test_non_ascii_names():
    """WbToken::isValidIdentifier: non-ASCII letters are identifier characters (corpus: ``DEF Ⅹ Solid``); spans are UTF-8 bytes."""
    analysis = analyse("DEF Ⅹ Solid {}\nDEF é Box {}\nUSE Ⅹ\nUSE é\n")
    x_def, e_def = _defs(analysis)
    x_use, e_use = _uses(analysis)
    assert x_def.name == "Ⅹ" and len(x_def.span) == 3
    assert analysis.target(x_use) is x_def and analysis.target(e_use) is e_def


def test_crlf_source():
    """WbTokenizer::skipWhiteSpace: CR is whitespace; bindings and 1-based lines are the same as with LF."""
    analysis = analyse("#VRML_SIM R2023b utf8\r\nDEF A Box {}\r\nShape {\r\n  geometry USE A\r\n}\r\n")
    (use,) = _uses(analysis)
    assert analysis.target(use) is _defs(analysis)[0]
    assert analysis.line_of(use.start) == 4


def test_hyphenated_names():
    """WbToken::isValidIdentifier: '-' is allowed after the first character (corpus: ``WALL-1``)."""
    analysis = analyse("DEF WALL-1 Solid {}\nDEF W Group { children [ USE WALL-1 ] }\n")
    assert analysis.target(_uses(analysis)[0]).name == "WALL-1"


def test_occurrence_at_includes_end_of_name():
    """WbToken::isValidIdentifier names: a cursor right after a name (LSP position at a word's end) still designates it."""
    analysis = analyse("DEF ABC Box {}\n")
    (definition,) = _defs(analysis)
    assert analysis.occurrence_at(definition.start) is definition
    assert analysis.occurrence_at(definition.end) is definition
    assert analysis.occurrence_at(definition.start - 1) is None


def test_broken_file_does_not_raise():
    """WbNodeReader::readNode on recovery trees (missing brackets, stray tokens): occurrences and bindings, no exception."""
    analysis = analyse("DEF A Solid { children [ DEF B Shape { ] }\nUSE B\nUSE A\n} ] { DEF\n")
    for occurrence in analysis.occurrences:
        if not occurrence.is_def:
            analysis.target(occurrence)
            analysis.enclosing_same_name(occurrence)


def test_unclosed_proto_body_keeps_its_scopes():
    """WbNodeReader scopes while typing: an unclosed PROTO body (an ERROR tree) still is its own scope, apart from the defaults."""
    analysis = analyse(
        "#VRML_SIM R2023b utf8\nPROTO P [\n  field SFNode g DEF G Box {}\n]\n{\n  Solid {\n"
        "    children [ DEF S Shape {} USE S USE G\n"
    )
    use_s, use_g = _uses(analysis)
    assert analysis.tree.root_node.has_error
    assert analysis.scope_of(use_s).kind == "proto_body"
    assert analysis.target(use_s) is _defs(analysis, "S")[0]
    assert analysis.target(use_g) is None
    assert analysis.scope_of(_defs(analysis, "G")[0]).kind == "default"


def _batch_agrees_with_one_at_a_time(analysis) -> None:
    """``uses_with_targets``/``uses_inside_same_name`` (all USEs bound in one loop) say what ``target`` and
    ``enclosing_same_name`` say of each USE."""
    uses = _uses(analysis)
    assert [(use, target) for use, target in analysis.uses_with_targets()] == [(use, analysis.target(use)) for use in uses]
    expected = [
        (use, analysis.target(use), analysis.enclosing_same_name(use))
        for use in uses if analysis.enclosing_same_name(use) is not None
    ]
    assert analysis.uses_inside_same_name() == expected


def test_all_uses_bound_at_once_as_one_at_a_time():
    """WbNodeReader::readNode, bound for every USE at once: lone DEFs, redefinitions, a USE inside its own DEF (with and
    without an earlier DEF), PROTO scopes and a chain."""
    texts = [
        PROTO,
        "#VRML_SIM R2025a utf8\nDEF A Group { children [ USE A ] }\nDEF A Group { children [ USE A DEF A Group {} USE A ] }\nUSE A\n",
        "#VRML_SIM R2025a utf8\nDEF T Group {}USE T\nDEF U Group { children [DEF U Group {}USE U] }\n",
        "#VRML_SIM R2025a utf8\nUSE B\nDEF B Group {}\nDEF C Group { children [ USE B USE C ] }\nUSE C USE D\n",
        "#VRML_SIM R2025a utf8\n" + "\n".join(f"DEF N{i} Group {{ children [ USE N{i - 1} USE N{i} ] }}" for i in range(1, 40)),
    ]
    for text in texts:
        _batch_agrees_with_one_at_a_time(analyse(text))


@pytest.mark.parser_tests
def test_all_uses_bound_at_once_on_webots_parser_tests():
    """The same on Webots' own parser test worlds (broken ones included)."""
    checked = 0
    for path in sorted(PARSER_TESTS.rglob("*")):
        if path.suffix in (".wbt", ".proto") and path.is_file():
            _batch_agrees_with_one_at_a_time(analyse(path.read_text("utf-8", "replace")))
            checked += 1
    assert checked > 30
