"""Rename a DEF and exactly the USEs bound to it, and report every binding the rename would change.

Webots' scene tree does the same (``WbNodeEditor::apply``, ``WbNode::setDefName``): the USEs linked to the node
follow it, and a look-ahead (``WbVrmlNodeUtilities::hasASubsequentUseOrDefNode``) warns when the new name collides
with later DEF/USE nodes. Here the collisions are found exactly: the reader's binding (``WbNodeReader::readNode``) is
run again on the renamed occurrences and every USE whose target changes is reported.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from ..analysis.index import FileAnalysis, Occurrence, bind_occurrences
from ..analysis.names import identifier_problem
from ..analysis.spans import Span
from ..snapshot import FileSnapshot


class RenameError(Exception):
    """The rename cannot be done (invalid new name, nothing to rename)."""

    def __init__(self, message: str) -> None:
        super().__init__(message)
        self.message = message


@dataclass(frozen=True)
class Conflict:
    message: str
    spans: list[Span]


@dataclass
class RenamePlan:
    edits: list[tuple[Span, str]] = field(default_factory=list)
    conflicts: list[Conflict] = field(default_factory=list)


def prepare_rename(snapshot: FileSnapshot, offset: int) -> Span | None:
    """The DEF or USE name under ``offset`` (template-made names are not renamable)."""
    occurrence = snapshot.analysis.occurrence_at(offset)
    return occurrence.span if occurrence is not None else None


def plan_rename(snapshot: FileSnapshot, offset: int, new_name: str) -> RenamePlan:
    analysis = snapshot.analysis
    occurrence = analysis.occurrence_at(offset)
    if occurrence is None:
        raise RenameError("Only DEF and USE names can be renamed")
    problem = identifier_problem(new_name)
    if problem is not None:
        raise RenameError(f"'{new_name}' cannot be a DEF name: {problem}")
    old_name = occurrence.name
    if new_name == old_name:
        return RenamePlan()

    definition = analysis.definition_of(occurrence)
    # An unbound USE is renamed alone: binding it to something is the point of such a rename.
    renamed = [definition, *analysis.uses_of(definition)] if definition is not None else [occurrence]
    edits = [(each.span, new_name) for each in sorted(renamed, key=lambda o: o.start)]
    return RenamePlan(edits, _conflicts(analysis, definition, renamed, new_name))


def _conflicts(
    analysis: FileAnalysis, definition: Occurrence | None, renamed: list[Occurrence], new_name: str
) -> list[Conflict]:
    old_name = renamed[0].name
    renamed_set = set(renamed)
    involved = analysis.occurrences_named(old_name) + analysis.occurrences_named(new_name)
    before = {**analysis.binding(old_name).target, **analysis.binding(new_name).target}
    after = bind_occurrences(
        involved,
        analysis.scope_of,
        analysis.node_span,
        name_of=lambda o: new_name if o in renamed_set else o.name,
    ).target

    line = analysis.line_of
    # USEs of the renamed node that would fall to another node, grouped by what they would bind to.
    lost: dict[Occurrence | None, list[Occurrence]] = {}
    captured: list[Occurrence] = []  # other USEs that would now bind to the renamed node
    others: list[Conflict] = []
    for use in sorted(before, key=lambda o: o.start):
        was, becomes = before[use], after.get(use)
        if was is becomes:
            continue
        if use in renamed_set:
            if definition is not None:
                lost.setdefault(becomes, []).append(use)
        elif definition is not None and becomes is definition:
            captured.append(use)
        else:
            others.append(
                Conflict(
                    f"Renaming to '{new_name}' would make 'USE {use.name}' at line {line(use.start)} refer to "
                    f"{_describe_target(analysis, becomes)} instead of {_describe_target(analysis, was)}",
                    [use.span],
                )
            )

    conflicts: list[Conflict] = []
    subject = f"renaming 'DEF {old_name}' (line {line(definition.start)})" if definition is not None else "renaming"
    if captured:
        lines = _lines(analysis, captured)
        previous = {before[use] for use in captured}
        instead = ""
        if previous != {None}:
            instead = " instead of copies of " + ", ".join(
                _describe_target(analysis, target) for target in sorted(previous, key=_position)
            )
        conflicts.append(
            Conflict(
                f"'{new_name}' is already referred to by subsequent USE nodes ({lines}): {subject} would turn "
                f"them into copies of it{instead}",
                [use.span for use in captured],
            )
        )
    for becomes, uses in sorted(lost.items(), key=lambda item: _position(item[0])):
        lines = _lines(analysis, uses)
        if becomes is None:
            conflicts.append(
                Conflict(f"{subject} to '{new_name}' would leave its USE nodes ({lines}) without a DEF", [use.span for use in uses])
            )
            continue
        if definition is None:
            continue  # unreachable: only USEs of a DEF are "lost"
        outer = analysis.node_span(definition)
        where = (
            f"a DEF node inside 'DEF {old_name}' (line {line(becomes.start)})"
            if outer.start < becomes.start < outer.end
            else f"a subsequent DEF node (line {line(becomes.start)})"
        )
        conflicts.append(
            Conflict(
                f"'{new_name}' is already used by {where}: {subject} would turn its USE nodes ({lines}) into "
                f"copies of that node",
                [use.span for use in uses] + [becomes.span],
            )
        )
    return conflicts + others


def _position(occurrence: Occurrence | None) -> int:
    return -1 if occurrence is None else occurrence.start


def _describe_target(analysis: FileAnalysis, target: Occurrence | None) -> str:
    if target is None:
        return "no node"
    return f"'DEF {target.name}' at line {analysis.line_of(target.start)}"


def _lines(analysis: FileAnalysis, occurrences: list[Occurrence]) -> str:
    numbers = sorted({analysis.line_of(o.start) for o in occurrences})
    label = "line" if len(numbers) == 1 else "lines"
    return f"{label} " + ", ".join(str(n) for n in numbers)
