"""Diagnostics of a whole source outside an editor session: the server's background worker process runs these
(this module must not import the server: the worker imports it on start)."""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import Any

from webots_ls.analysis import tree_pass
from webots_ls.analysis.cancel import Cancelled, ShouldStop
from webots_ls.analysis.index import FileAnalysis
from webots_ls.analysis.node_types import BUILT_INS, NodeTypes
from webots_ls.analysis.project import Project, ProjectNodeTypes
from webots_ls.features.diagnostics import Finding, diagnostics
from webots_ls.syntax.parser import parse


def findings_for(
    source: bytes, path: str | Path | None = None, project: Project | None = None, should_stop: ShouldStop = None
) -> list[Finding]:
    """All diagnostics of a document's bytes, from a fresh parse. With the file's ``path`` and its ``project`` the
    PROTOs of other files and of Webots' library are known (``ProjectNodeTypes``) and the project rules run.
    Raises ``Cancelled`` when ``should_stop()`` returns True."""
    tree = parse(source)
    node_types: NodeTypes = BUILT_INS
    if path is not None and project is not None:
        node_types = ProjectNodeTypes(path, source, project)
    analysis = FileAnalysis.build(tree, source, should_stop, node_types=node_types)
    return diagnostics(tree, source, analysis, should_stop, node_types=node_types)


# -- the diagnostics worker process ----------------------------------------------------------------------
_cancelled_job: Any = None  # shared with the server: the number of the job to stop (multiprocessing RawValue)


def init_worker(cancelled_job: Any) -> None:
    """Start of the worker process: it re-checks the same big documents edit after edit, which is what the item
    cache pays for; and it inherits the LSP pipe as its stdout, so anything it prints goes to stderr instead."""
    global _cancelled_job
    _cancelled_job = cancelled_job
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    tree_pass.enable_item_cache()


def worker_findings(source: bytes, job: int) -> list[Finding] | None:
    """Diagnostics of ``source`` for job number ``job``; None when the server cancelled the job meanwhile."""
    try:
        return findings_for(source, should_stop=lambda: _cancelled_job is not None and _cancelled_job.value == job)
    except Cancelled:
        return None
