"""Quick fixes, one module per code or topic. A fix is ``fix(snapshot, span) -> list[(title, edits)]`` for one
finding's span; its code's registry entry names it (``analysis.codes``:
``diagnostic(..., fix="fixes.<module>.<function>")``) and ``features.code_actions`` resolves it. Each fix checks
the span against the current text, so a stale finding of the client gets no fix. The helpers below are shared by
several fixes."""

from __future__ import annotations

from collections.abc import Callable

from tree_sitter import Node

from ...analysis.spans import Span
from ...snapshot import FileSnapshot
from ...syntax import kinds
from ...syntax.ancestry import ancestors

Edits = list[tuple[Span, str]]
Fixes = list[tuple[str, Edits]]  # (title, edits) of each fix of one finding
MAX_SUGGESTIONS = 5


def did_you_mean(span: Span, names: list[str], extra: Callable[[str], Edits] | None = None) -> Fixes:
    """One "Did you mean 'X'?" per name, replacing ``span`` (plus ``extra(name)``'s edits)."""
    return [(f"Did you mean '{name}'?", [(span, name), *(extra(name) if extra else [])]) for name in names]


def type_chain(snapshot: FileSnapshot, span: Span) -> list[Node] | None:
    """The ancestors of the node whose written type ``span`` is, root first, down to that node; else None."""
    chain = ancestors(snapshot.tree.root_node, span.start, span.end)
    index = next((i for i in range(len(chain) - 1, 0, -1) if chain[i].type == kinds.NODE_TYPE), None)
    if index is None or chain[index - 1].type != kinds.NODE or (chain[index].start_byte, chain[index].end_byte) != (
            span.start, span.end):
        return None
    return chain[:index]
