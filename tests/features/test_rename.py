"""Rename: the DEF and exactly its bound USEs (``WbNode::setDefName``); every binding change is a
conflict, found by re-running the reader binding (``WbNodeReader::readNode``) on the renamed occurrences
(``WbVrmlNodeUtilities::hasASubsequentUseOrDefNode`` messages)."""

from __future__ import annotations

import pytest

from webots_ls.features.rename import RenameError, plan_rename, prepare_rename

from analysis.helpers import offset_of

from .helpers import open_snapshot


def _edits(analysis, plan):
    return [(analysis.line_of(span.start), analysis.text(span), new) for span, new in plan.edits]


def _apply(analysis, plan) -> str:
    source = analysis.source
    for span, new in sorted(plan.edits, key=lambda edit: -edit[0].start):
        source = source[: span.start] + new.encode() + source[span.end :]
    return source.decode()


def test_prepare_rename_on_def_and_use_names_only():
    """WbNodeEditor::apply: only DEF names (and the USEs that follow them) are renamable."""
    snapshot = open_snapshot("DEF A Box {}\nUSE A\n")
    assert snapshot.analysis.text(prepare_rename(snapshot, 4)) == "A"
    assert snapshot.analysis.text(prepare_rename(snapshot, offset_of(snapshot, "USE A", skip=4))) == "A"
    assert prepare_rename(snapshot, offset_of(snapshot, "Box")) is None
    assert prepare_rename(snapshot, 0) is None


def test_rename_def_and_its_uses_only():
    """WbNode::setDefName: USEs follow the node; USEs after a later DEF of the old name stay (WbNodeReader::readNode)."""
    snapshot = open_snapshot("DEF A Box {}\nUSE A\nDEF A Sphere {}\nUSE A\n")
    plan = plan_rename(snapshot, 4, "C")
    assert _edits(snapshot.analysis, plan) == [(1, "A", "C"), (2, "A", "C")]
    assert plan.conflicts == []
    assert _apply(snapshot.analysis, plan) == "DEF C Box {}\nUSE C\nDEF A Sphere {}\nUSE A\n"


def test_rename_from_a_use():
    """``WbNode::setDefName``: renaming at a USE renames its DEF and that DEF's other USEs."""
    snapshot = open_snapshot("DEF A Box {}\nUSE A\nUSE A\n")
    plan = plan_rename(snapshot, offset_of(snapshot, "USE A", 1, skip=4), "Z")
    assert [line for line, _, _ in _edits(snapshot.analysis, plan)] == [1, 2, 3]


def test_rename_to_same_name_is_empty():
    """WbNodeEditor::apply: an unchanged name does nothing."""
    snapshot = open_snapshot("DEF A Box {}\nUSE A\n")
    plan = plan_rename(snapshot, 4, "A")
    assert plan.edits == [] and plan.conflicts == []


@pytest.mark.parametrize("bad, why", [("1abc", "digit"), ("TO", "keyword"), ("a b", "space"), ("", "empty"), ("a.b", "'.'")])
def test_rename_rejects_invalid_names(bad, why):
    """The new name must be an identifier and not a keyword (``WbToken::isValidIdentifier``, ``isKeyword``)."""
    snapshot = open_snapshot("DEF A Box {}\n")
    with pytest.raises(RenameError) as error:
        plan_rename(snapshot, 4, bad)
    assert why in error.value.message


def test_rename_nowhere_raises():
    """WbNodeEditor::apply: only a DEF or USE name can be renamed; elsewhere a RenameError explains it."""
    snapshot = open_snapshot("Solid {}\n")
    with pytest.raises(RenameError):
        plan_rename(snapshot, 0, "B")


def test_conflict_subsequent_use_would_bind_to_renamed_node():
    """hasASubsequentUseOrDefNode "already referred to by subsequent USE nodes": a later USE B would take the renamed node."""
    snapshot = open_snapshot("DEF B Sphere {}\nDEF A Box {}\nUSE B\n")
    plan = plan_rename(snapshot, offset_of(snapshot, "DEF A", skip=4), "B")
    (conflict,) = plan.conflicts
    assert "already referred to by subsequent USE nodes (line 3)" in conflict.message
    assert "instead of copies of 'DEF B' at line 1" in conflict.message
    assert [snapshot.analysis.line_of(span.start) for span in conflict.spans] == [3]


def test_conflict_unbound_use_would_bind_to_renamed_node():
    """hasASubsequentUseOrDefNode (USE look-ahead): a USE B that found nothing would now find the renamed node."""
    snapshot = open_snapshot("DEF A Box {}\nUSE B\n")
    (conflict,) = plan_rename(snapshot, 4, "B").conflicts
    assert "(line 2)" in conflict.message and "instead of" not in conflict.message


def test_conflict_own_uses_would_fall_to_later_def():
    """hasASubsequentUseOrDefNode "already used by subsequent DEF nodes": the renamed node's USEs would bind to a later DEF B."""
    snapshot = open_snapshot("DEF A Box {}\nDEF B Sphere {}\nUSE A\n")
    (conflict,) = plan_rename(snapshot, 4, "B").conflicts
    assert "subsequent DEF node (line 2)" in conflict.message
    assert "renaming 'DEF A' (line 1) would turn its USE nodes (line 3)" in conflict.message


def test_conflict_both_directions():
    """hasASubsequentUseOrDefNode "subsequent USE and DEF nodes": both kinds reported, each naming its lines."""
    snapshot = open_snapshot("DEF B Cone {}\nDEF A Box {}\nUSE B\nDEF B Sphere {}\nUSE A\n")
    plan = plan_rename(snapshot, offset_of(snapshot, "DEF A", skip=4), "B")
    messages = [conflict.message for conflict in plan.conflicts]
    assert len(messages) == 2
    assert "subsequent USE nodes (line 3)" in messages[0] and "instead of copies of 'DEF B' at line 1" in messages[0]
    assert "subsequent DEF node (line 4)" in messages[1] and "(line 5)" in messages[1]


def test_no_conflict_when_later_def_still_wins():
    """WbNodeReader::readNode: a USE B after a later DEF B keeps binding to it; renaming an earlier DEF changes nothing."""
    snapshot = open_snapshot("DEF A Box {}\nDEF B Sphere {}\nUSE B\n")
    assert plan_rename(snapshot, 4, "B").conflicts == []


def test_no_conflict_for_use_before_renamed_def():
    """WbNodeReader::readNode: a USE B before the renamed DEF cannot see it."""
    snapshot = open_snapshot("DEF B Cone {}\nUSE B\nDEF A Box {}\n")
    assert plan_rename(snapshot, offset_of(snapshot, "DEF A", skip=4), "B").conflicts == []


def test_conflict_renamed_def_nested_in_new_name_unregisters_outer():
    """WbNodeReader::readNode: renaming an inner DEF to its enclosing DEF's name unregisters the outer one (USE B moves)."""
    snapshot = open_snapshot("DEF B Group { children [ DEF A Shape {} ] }\nUSE B\n")
    (conflict,) = plan_rename(snapshot, offset_of(snapshot, "DEF A", skip=4), "B").conflicts
    assert "subsequent USE nodes (line 2)" in conflict.message and "instead of copies of 'DEF B' at line 1" in conflict.message


def test_conflict_renamed_outer_def_contains_new_name():
    """WbNodeReader::readNode: an outer DEF renamed to the name of a DEF inside it is not registered; its USEs fall inside."""
    snapshot = open_snapshot("DEF A Group {\n  children [ DEF B Shape {} ]\n}\nUSE A\nUSE B\n")
    (conflict,) = plan_rename(snapshot, 4, "B").conflicts
    assert "a DEF node inside 'DEF A' (line 2)" in conflict.message and "(line 4)" in conflict.message


def test_rename_unregistered_outer_def():
    """WbNodeReader::readNode: the outer DEF A of nested_def_name.wbt has no USEs; renaming it renames only itself."""
    snapshot = open_snapshot("DEF A Solid { children [ DEF A Shape {} ] }\nUSE A\n")
    plan = plan_rename(snapshot, 4, "C")
    assert _edits(snapshot.analysis, plan) == [(1, "A", "C")] and plan.conflicts == []


def test_rename_inner_def_of_nested_same_names():
    """WbNodeReader::readNode: renaming the inner DEF A lets the outer one register; USE A follows the inner (renamed)."""
    snapshot = open_snapshot("DEF A Solid { children [ DEF A Shape {} ] }\nUSE A\n")
    plan = plan_rename(snapshot, offset_of(snapshot, "DEF A", 1, skip=4), "C")
    assert _apply(snapshot.analysis, plan) == "DEF A Solid { children [ DEF C Shape {} ] }\nUSE C\n"
    assert plan.conflicts == []


def test_rename_stays_in_its_scope():
    """one DEF namespace per WbNodeReader: renaming in the PROTO body does not touch same-spelled names of interface defaults."""
    snapshot = open_snapshot(
        "PROTO P [\n  field SFNode g Group { children [ DEF A Box {} USE A ] }\n]\n{\n  Group { children [ DEF A Box {} USE A ] }\n}\n"
    )
    plan = plan_rename(snapshot, offset_of(snapshot, "DEF A", 1, skip=4), "B")
    assert [line for line, _, _ in _edits(snapshot.analysis, plan)] == [5, 5]
    assert plan.conflicts == []


def test_rename_unbound_use_alone():
    """WbNodeReader::readNode: an unbound USE has no DEF; renaming it changes only itself (fixing a typo)."""
    snapshot = open_snapshot("DEF BOX Box {}\nUSE BXO\n")
    plan = plan_rename(snapshot, offset_of(snapshot, "BXO"), "BOX")
    assert _edits(snapshot.analysis, plan) == [(2, "BXO", "BOX")] and plan.conflicts == []


def test_rename_non_ascii_and_crlf():
    """WbToken::isValidIdentifierChar: non-ASCII names; spans are bytes, lines 1-based across CRLF."""
    snapshot = open_snapshot("DEF Ⅹ Solid {}\r\nUSE Ⅹ\r\nDEF Y Box {}\r\nUSE Ⅹ\r\n")
    plan = plan_rename(snapshot, 4, "Y")
    assert _apply(snapshot.analysis, plan) == "DEF Y Solid {}\r\nUSE Y\r\nDEF Y Box {}\r\nUSE Y\r\n"
    (conflict,) = plan.conflicts
    assert "subsequent DEF node (line 3)" in conflict.message and "(line 4)" in conflict.message
