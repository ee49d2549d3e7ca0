"""Find references: the USEs bound to one DEF node, not every USE spelled the same (WbNodeReader::readNode)."""

from __future__ import annotations

from ..analysis.index import FileAnalysis
from ..analysis.spans import Span


def references(analysis: FileAnalysis, offset: int, include_declaration: bool) -> list[Span]:
    """From a DEF name or any of its USEs: the bound USEs (and the DEF name first, if asked), in file order."""
    occurrence = analysis.occurrence_at(offset)
    if occurrence is None:
        return []
    definition = analysis.definition_of(occurrence)
    if definition is None:
        return []
    spans = [use.span for use in analysis.uses_of(definition)]
    if include_declaration:
        spans.insert(0, definition.span)
    return spans
