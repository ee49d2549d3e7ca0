"""Quick fixes for the server's own findings, the LSP-facing glue: each code's fix is the function its registry
entry names (``analysis.codes``: ``diagnostic(..., fix="fixes.<module>.<function>")``, a module of
``features/fixes/``), resolved here; a fix gives plain edits (byte spans and new text) for a finding's span."""

from __future__ import annotations

import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from ..analysis import codes
from ..analysis.spans import Span
from ..snapshot import FileSnapshot
from .fixes import Edits, Fixes


@dataclass(frozen=True)
class Problem:
    """A finding the client shows (its span in bytes and its code)."""

    span: Span
    code: str


@dataclass(frozen=True)
class QuickFix:
    title: str
    edits: Edits
    problem: int  # the index of the problem it fixes in the list asked about
    preferred: bool  # the only fix of its problem


Fixer = Callable[[FileSnapshot, Span], Fixes]


def resolve_fix(fix: str) -> Fixer:
    """The function a registry entry's ``fix`` names (``module.function`` under ``webots_ls.features``)."""
    module, _, name = fix.rpartition(".")
    return getattr(importlib.import_module(f"{__package__}.{module}"), name)


FIXERS: Mapping[str, Fixer] = MappingProxyType(
    {code: resolve_fix(entry.fix) for code, entry in codes.CODES.items() if entry.fix is not None})
CODES = frozenset(FIXERS)  # the codes that have quick fixes


def quick_fixes(snapshot: FileSnapshot, problems: Sequence[Problem]) -> list[QuickFix]:
    """The fixes of each problem, in the order of ``problems``; none for a code without fixes."""
    fixes = []
    for index, problem in enumerate(problems):
        make = FIXERS.get(problem.code)
        found = make(snapshot, problem.span) if make is not None else []
        fixes.extend(QuickFix(title, edits, index, len(found) == 1) for title, edits in found)
    return fixes
