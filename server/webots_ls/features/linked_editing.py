"""Linked editing: a DEF name and exactly the USEs bound to it are edited together.

The binding is the reader's (``WbNodeReader::readNode``), the same one rename uses (``FileAnalysis.definition_of``,
``uses_of``): a USE of an earlier DEF of the same name, or one outside the DEF's PROTO scope, is not linked.
"""

from __future__ import annotations

from ..analysis.spans import Span
from ..snapshot import FileSnapshot
from ..syntax.words import PLAIN_WORD

# What a DEF name may become while typing (grammar.js ``_word``, as a JavaScript regex for the client).
WORD_PATTERN = PLAIN_WORD.decode("ascii")


def linked_names(snapshot: FileSnapshot, offset: int) -> list[Span] | None:
    """The DEF name and its bound USE names when ``offset`` is on one of them; None elsewhere or for an unbound USE."""
    analysis = snapshot.analysis
    occurrence = analysis.occurrence_at(offset)
    if occurrence is None:
        return None
    definition = analysis.definition_of(occurrence)
    if definition is None:
        return None
    return sorted([definition.span, *(use.span for use in analysis.uses_of(definition))], key=lambda s: s.start)
