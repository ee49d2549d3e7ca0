"""Find references: the USEs bound to one DEF node, not every USE spelled the same (WbNodeReader::readNode)."""

from __future__ import annotations

from ..analysis.spans import Span
from ..snapshot import FileSnapshot
from .definition import name_at


def references(snapshot: FileSnapshot, offset: int, include_declaration: bool) -> list[Span]:
    """From a DEF name or any of its USEs: the bound USEs (and the DEF name first, if asked), in file order."""
    _, definition = name_at(snapshot, offset)
    if definition is None:
        return []
    spans = [use.span for use in snapshot.analysis.uses_of(definition)]
    if include_declaration:
        spans.insert(0, definition.span)
    return spans
