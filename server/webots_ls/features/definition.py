"""Go to definition / declaration: a USE name leads to the name of the DEF it binds to (WbNodeReader::readNode)."""

from __future__ import annotations

from ..analysis.index import FileAnalysis
from ..analysis.spans import Span


def definition(analysis: FileAnalysis, offset: int) -> list[Span]:
    """The DEF name span for a USE or DEF name at ``offset``; empty when nothing is there or a USE is unbound."""
    occurrence = analysis.occurrence_at(offset)
    if occurrence is None:
        return []
    target = analysis.definition_of(occurrence)
    return [target.span] if target is not None else []


# A DEF is both the declaration and the definition of its name.
declaration = definition
