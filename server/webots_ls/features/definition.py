"""Go to definition / declaration: a USE name leads to the name of the DEF it binds to (WbNodeReader::readNode)."""

from __future__ import annotations

from ..analysis.index import Occurrence
from ..analysis.spans import Span
from ..snapshot import FileSnapshot


def name_at(snapshot: FileSnapshot, offset: int) -> tuple[Occurrence | None, Occurrence | None]:
    """The DEF or USE name at ``offset`` and the DEF it stands for (itself, or the DEF a USE binds to)."""
    analysis = snapshot.analysis
    occurrence = analysis.occurrence_at(offset)
    if occurrence is None:
        return None, None
    return occurrence, analysis.definition_of(occurrence)


def definition(snapshot: FileSnapshot, offset: int) -> list[Span]:
    """The DEF name span for a USE or DEF name at ``offset``; empty when nothing is there or a USE is unbound."""
    _, target = name_at(snapshot, offset)
    return [target.span] if target is not None else []


# A DEF is both the declaration and the definition of its name.
declaration = definition
