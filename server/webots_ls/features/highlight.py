"""Document highlights: the DEF (write) and the USEs bound to it (read)."""

from __future__ import annotations

from typing import Literal

from ..analysis.index import FileAnalysis
from ..analysis.spans import Span

HighlightKind = Literal["read", "write"]


def document_highlights(analysis: FileAnalysis, offset: int) -> list[tuple[Span, HighlightKind]]:
    occurrence = analysis.occurrence_at(offset)
    if occurrence is None:
        return []
    definition = analysis.definition_of(occurrence)
    if definition is None:
        return [(occurrence.span, "read")]  # an unbound USE: only itself
    highlights: list[tuple[Span, HighlightKind]] = [(definition.span, "write")]
    highlights.extend((use.span, "read") for use in analysis.uses_of(definition))
    return highlights
