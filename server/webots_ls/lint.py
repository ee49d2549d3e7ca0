"""Diagnostics of a whole source, outside any editor session: used by `webots-ls check` and by the server's
background worker (which must not import the server)."""

from __future__ import annotations

from pathlib import Path

from webots_ls.analysis.index import FileAnalysis
from webots_ls.analysis.node_types import BUILT_INS, NodeTypes
from webots_ls.analysis.project import Project, ProjectNodeTypes
from webots_ls.features.diagnostics import Finding, diagnostics
from webots_ls.syntax.parser import parse


def findings_for(source: bytes, path: str | Path | None = None, project: Project | None = None) -> list[Finding]:
    """All diagnostics of a document's bytes. With the file's ``path`` and its ``project`` the PROTOs of other
    files and of Webots' library are known (``ProjectNodeTypes``) and the project rules run."""
    tree = parse(source)
    node_types: NodeTypes = BUILT_INS
    if path is not None and project is not None:
        node_types = ProjectNodeTypes(path, source, project)
    analysis = FileAnalysis.build(tree, source, node_types=node_types)
    return diagnostics(tree, source, analysis, node_types=node_types)
