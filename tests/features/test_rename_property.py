"""Rename conflicts are exact: after applying a plan, the USEs whose binding changed are exactly those reported.

Checked by re-parsing the renamed text and binding it afresh (``WbNodeReader::readNode``; rename as ``WbNode::setDefName``).
"""

from __future__ import annotations

import random

import pytest

from webots_ls.analysis.index import FileAnalysis
from webots_ls.features.rename import plan_rename

from analysis.helpers import CORPUS, parse

from .helpers import open_snapshot


def _targets(analysis: FileAnalysis) -> dict[int, int | None]:
    result = {}
    for occurrence in analysis.occurrences:
        if not occurrence.is_def:
            target = analysis.target(occurrence)
            result[occurrence.start] = target.start if target is not None else None
    return result


def _mover(edits):
    """Position in the old text -> position in the renamed text (edits are name spans, never overlapping)."""
    ordered = sorted(edits, key=lambda edit: edit[0].start)

    def move(position: int | None) -> int | None:
        if position is None:
            return None
        shift = 0
        for span, new_text in ordered:
            if span.start < position or (span.start == position and span.end <= position):
                shift += len(new_text.encode()) - (span.end - span.start)
        return position + shift

    return move


def _check(source: bytes, offset: int, new_name: str) -> tuple[bool, bool]:
    snapshot = open_snapshot(source)
    analysis = snapshot.analysis
    before = _targets(analysis)
    plan = plan_rename(snapshot, offset, new_name)
    renamed = source
    for span, text in sorted(plan.edits, key=lambda edit: -edit[0].start):
        renamed = renamed[: span.start] + text.encode() + renamed[span.end :]
    after = _targets(FileAnalysis.build(parse(renamed), renamed))
    move = _mover(plan.edits)
    changed = {use for use, target in before.items() if after.get(move(use)) != move(target)}
    start = analysis.occurrence_at(offset)
    if start is not None and not start.is_def and analysis.target(start) is None:
        changed.discard(start.start)  # an unbound USE renamed alone: binding it is the point (not a conflict)
    use_starts = set(before)
    reported = {span.start for conflict in plan.conflicts for span in conflict.spans if span.start in use_starts}
    assert changed == reported, (new_name, sorted(changed), sorted(reported), [c.message for c in plan.conflicts])
    return bool(plan.conflicts), bool(plan.edits)


@pytest.mark.corpus
def test_reported_conflicts_are_exactly_the_changed_bindings():
    """readNode / setDefName: for random DEFs of corpus files renamed to names already in the file (the risky case) or fresh
    ones, the set of USEs reported in conflicts equals the set whose binding really changed."""
    rng = random.Random(5)
    files = sorted(path for path in CORPUS.glob("*/*") if 2_000 < path.stat().st_size < 150_000)
    with_uses = [path for path in files if path.read_bytes().count(b"USE ") >= 3]
    checked = with_conflicts = 0
    for path in rng.sample(with_uses, 40):
        source = path.read_bytes()
        analysis = FileAnalysis.build(parse(source), source)
        names = sorted({o.name for o in analysis.occurrences})
        for _ in range(4):
            occurrence = rng.choice(analysis.occurrences)
            new_name = rng.choice(names + ["FRESH_NAME"])
            conflicted, _ = _check(source, occurrence.start, new_name)
            checked += 1
            with_conflicts += conflicted
    print(f"\n{checked} renames checked, {with_conflicts} with conflicts")
    assert with_conflicts > 0


def test_constructed_cases_are_exact():
    """``WbNodeReader::readNode``'s rules in combination: nested same names, redefinitions, USEs inside own DEF."""
    source = (
        b"DEF B Cone {}\nDEF A Group { children [ DEF B Shape {} USE A USE B ] }\nUSE B\nDEF A Box {}\n"
        b"USE A\nDEF C Group { children [ DEF A Sphere {} ] }\nUSE A\nUSE C\n"
    )
    analysis = FileAnalysis.build(parse(source), source)
    names = ["A", "B", "C", "D"]
    for occurrence in analysis.occurrences:
        for new_name in names:
            _check(source, occurrence.start, new_name)
