"""``unresolved-use``: "Did you mean 'X'?" from the DEF names the USE completion offers there, nearest first by
``names.close_names`` (the likeness of the diagnostics' own "did you mean")."""

from __future__ import annotations

from ...analysis.names import close_names
from ...analysis.spans import Span
from ...snapshot import FileSnapshot
from .. import completion
from . import MAX_SUGGESTIONS, Fixes, did_you_mean


def use_names(snapshot: FileSnapshot, span: Span) -> Fixes:
    """An unbound USE: the DEF names the USE completion offers there (in scope, useable, fitting the field)."""
    analysis = snapshot.analysis
    use = analysis.occurrence_at(span.start)
    if use is None or use.is_def or use.span != span or analysis.target(use) is not None:
        return []
    offered = completion.complete(snapshot, use.start)
    names = [item.label for item in offered.items] if offered is not None else []
    return did_you_mean(span, close_names(use.name, names, MAX_SUGGESTIONS))
