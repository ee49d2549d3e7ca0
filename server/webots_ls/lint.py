"""Diagnostics of a whole source, outside any editor session: used by `webots-ls check` and by the server's
background worker (which must not import the server)."""

from __future__ import annotations

from webots_ls.analysis.index import FileAnalysis
from webots_ls.features.diagnostics import Finding, diagnostics
from webots_ls.syntax.parser import parse


def findings_for(source: bytes) -> list[Finding]:
    """All diagnostics of a document's bytes."""
    tree = parse(source)
    return diagnostics(tree, source, FileAnalysis.build(tree, source))
