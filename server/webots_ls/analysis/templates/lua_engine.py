"""The Lua template engine (placeholder until the lupa engine lands)."""

from __future__ import annotations

from .js_engine import Outcome
from .translate import CODE, EXPRESSION, TranslationError


def run(text, pieces, fields, hidden, context, time_seconds, memory_bytes) -> Outcome:
    first = next(piece for piece in pieces if piece.kind in (CODE, EXPRESSION))
    return Outcome(None, TranslationError("Lua templates are not evaluated", first.start, first.end), [])
