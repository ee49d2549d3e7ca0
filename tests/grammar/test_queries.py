"""The query files compile with py-tree-sitter and capture what they claim on a sample."""

from __future__ import annotations

import tree_sitter
import tree_sitter_webots

from .conftest import LANGUAGE, parse

SAMPLE = b"""#VRML_SIM R2023b utf8
# template language: javascript
PROTO Leg [
  field SFVec3f{0 0 0, 1 1 1} translation 0 0 0
  unconnectedField SFString name "leg"
]
{
  %< const n = 2; >%
  DEF BODY Solid {
    translation IS translation
    name "leg%<= n >%"
    children [
      DEF S Shape { geometry Box { size 1 1 1 } }
      USE S
    ]
    physics NULL
    locked TRUE
  }
}
"""


def captures(query_name: str, source: bytes = SAMPLE) -> dict[str, list[str]]:
    query = tree_sitter.Query(LANGUAGE, tree_sitter_webots.query_source(query_name))
    tree = parse(source)
    found = tree_sitter.QueryCursor(query).captures(tree.root_node)
    return {name: [node.text.decode() for node in nodes] for name, nodes in found.items()}


def test_highlights():
    found = captures("highlights")
    assert found["keyword.directive"] == ["#VRML_SIM R2023b utf8"]
    assert found["comment.documentation"] == ["# template language: javascript"]
    assert set(found["keyword"]) == {"PROTO", "DEF", "IS", "USE"}
    assert found["type.definition"] == ["Leg"]
    assert set(found["type"]) == {"Solid", "Shape", "Box"}
    assert set(found["type.builtin"]) == {"SFVec3f", "SFString"}
    assert set(found["keyword.modifier"]) == {"field", "unconnectedField"}
    assert set(found["label"]) == {"BODY", "S"}
    assert "translation" in found["property"] and "children" in found["property"]
    assert found["variable.parameter"] == ["translation"]
    assert "1 1 1" in found["number"]
    assert found["boolean"] == ["TRUE"]
    assert found["constant.builtin"] == ["NULL"]
    assert '"leg"' in found["string"]
    assert {"%<", "%<=", ">%"} <= set(found["punctuation.special"])


def test_folds():
    found = captures("folds")
    kinds = {text.split()[0] for text in found["fold"]}
    assert "[" in kinds and "{" in kinds  # interface/list and bodies
    assert len(found["fold"]) >= 8


def test_locals():
    found = captures("locals")
    assert found["local.definition"] == ["BODY", "S"]
    assert found["local.reference"] == ["S"]
    assert len(found["local.scope"]) == 4  # file, PROTO body and two interface fields


def test_injections():
    query = tree_sitter.Query(LANGUAGE, tree_sitter_webots.query_source("injections"))
    source = SAMPLE + b"%{ local x = 1 }% %{= x }%\nDEF A%<= i >% Solid {}\n"
    tree = parse(source)
    languages: dict[str, list[str]] = {}
    for pattern_index, match in tree_sitter.QueryCursor(query).matches(tree.root_node):
        language = query.pattern_settings(pattern_index)["injection.language"]
        for node in match["injection.content"]:
            languages.setdefault(language, []).append(node.text.decode().strip())
    assert languages["javascript"] == ["const n = 2;", "n", "i"]
    assert languages["lua"] == ["local x = 1", "x"]
