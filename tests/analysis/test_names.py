"""Identifier validity and keywords: ``WbToken::isValidIdentifier`` and ``WbToken::isKeyword``."""

from __future__ import annotations

import pytest

from webots_ls.analysis.names import KEYWORDS, identifier_problem, is_valid_identifier


@pytest.mark.parametrize("name", ["A", "box_1", "WALL-1", "E-puck", "Ⅹ", "é", "a+b", "x%y", "unconnectedField", "hidden"])
def test_valid_identifiers(name):
    """WbToken::isValidIdentifierChar: anything but controls/space and ``" # ' , . [ \\ ] { }``, no digit/sign first;
    WbToken::isKeyword contextual words."""
    assert is_valid_identifier(name), identifier_problem(name)


@pytest.mark.parametrize(
    "name, reason",
    [
        ("", "empty"),
        ("1abc", "digit"),
        ("-a", "number"),
        ("+a", "number"),
        ("%a", "template"),
        ("a b", "space"),
        ("a.b", "'.'"),
        ("a,b", "comma"),
        ("a#b", "comment"),
        ('a"b', "double quote"),
        ("a'b", "single quote"),
        ("a{b", "'{'"),
        ("a]b", "']'"),
        ("a\\b", "backslash"),
        ("a\tb", "tab"),
        ("TO", "keyword"),
        ("USE", "keyword"),
        ("w3dField", "keyword"),
        ("vrmlField", "R2023b"),
    ],
)
def test_invalid_identifiers_say_why(name, reason):
    """isValidIdentifier/isKeyword: each rejection names its reason."""
    problem = identifier_problem(name)
    assert problem is not None and reason in problem


def test_keyword_list_is_the_2023_list_plus_w3dfield():
    """39 words of ``WbToken::isKeyword`` plus ``w3dField`` (PR #6280)."""
    assert len(KEYWORDS) == 40
    assert {"w3dField", "vrmlField", "ROUTE", "SFTime", "IMPORTABLE", "EXTERNPROTO"} <= KEYWORDS
    assert "unconnectedField" not in KEYWORDS and "hidden" not in KEYWORDS
