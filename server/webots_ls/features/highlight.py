"""Document highlights: the DEF (write) and the USEs bound to it (read)."""

from __future__ import annotations

from typing import Literal

from ..analysis.spans import Span
from ..snapshot import FileSnapshot
from .definition import name_at

HighlightKind = Literal["read", "write"]


def document_highlights(snapshot: FileSnapshot, offset: int) -> list[tuple[Span, HighlightKind]]:
    occurrence, definition = name_at(snapshot, offset)
    if occurrence is None:
        return []
    if definition is None:
        return [(occurrence.span, "read")]  # an unbound USE: only itself
    highlights: list[tuple[Span, HighlightKind]] = [(definition.span, "write")]
    highlights.extend((use.span, "read") for use in snapshot.analysis.uses_of(definition))
    return highlights
