"""syntax.kinds names exactly the grammar's named node kinds and field names (grammar/src/node-types.json)."""

from __future__ import annotations

import json
from pathlib import Path

from webots_ls.syntax import kinds
from webots_ls.syntax.parser import LANGUAGE

NODE_TYPES = Path(__file__).resolve().parents[2] / "grammar" / "src" / "node-types.json"


def _grammar() -> tuple[set[str], set[str]]:
    entries = json.loads(NODE_TYPES.read_text(encoding="utf-8"))
    named = {entry["type"] for entry in entries if entry["named"]}
    fields = {name for entry in entries for name in entry.get("fields") or {}}
    return named, fields


def test_node_kinds_match_the_grammar():
    named, _ = _grammar()
    assert set(kinds.NODE_KINDS) == named
    for kind in named:
        assert getattr(kinds, kind.upper()) == kind
        assert LANGUAGE.id_for_node_kind(kind, True) is not None


def test_field_names_match_the_grammar():
    _, fields = _grammar()
    assert set(kinds.FIELD_NAMES) == fields
    for field in fields:
        assert getattr(kinds.Child, field.upper()) == field
        assert LANGUAGE.field_id_for_name(field) is not None
