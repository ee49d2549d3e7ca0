"""The server run with marks at the start and end of its stages, for benchmarks/stages.py (not a benchmark itself).

    python benchmarks/stage_marks.py   (PYTHONPATH: the server/ folder; WEBOTS_LS_STAGES: the file to write)

Wraps a few functions of the server from outside (its code is unchanged) and serves over stdio as ``webots-ls
--stdio`` does. Each mark is (stage, "start" or "end", time.perf_counter(), detail): Linux's monotonic clock, the
same in the client's process, so the client can set its own send and receive times beside them. Written as JSON to
the file ``WEBOTS_LS_STAGES`` names when the server exits.
"""

from __future__ import annotations

import atexit
import json
import os
import sys
import time

MARKS: list[tuple[str, str, float, object]] = []


def _wrap(owner, attribute: str, stage: str, detail=None) -> None:
    """``owner.attribute`` marked as ``stage`` (``detail(args)``: what the start mark notes, e.g. a method name)."""
    original = getattr(owner, attribute)
    clock, marks = time.perf_counter, MARKS

    def marked(*args, **kwargs):
        marks.append((stage, "start", clock(), detail(args) if detail is not None else None))
        try:
            return original(*args, **kwargs)
        finally:
            marks.append((stage, "end", clock(), None))

    setattr(owner, attribute, marked)


def _wrap_classmethod(owner, attribute: str, stage: str) -> None:
    function = getattr(owner, attribute).__func__
    holder = type("Holder", (), {"function": staticmethod(function)})
    _wrap(holder, "function", stage)
    setattr(owner, attribute, classmethod(holder.function))


def install() -> None:
    from webots_ls.analysis import index, tree_pass
    from webots_ls.features import diagnostics
    from webots_ls.server import app, project_files, stdio
    from webots_ls.syntax import document

    _wrap(stdio, "decode", "decode")  # (serve reads stdio.decode at each message)
    _wrap(app.WebotsProtocol, "handle_message", "handle", lambda args: getattr(args[1], "method", None))
    _wrap(app.StdoutWriter, "write", "send")  # (pygls' writer the server sets: every frame it writes)
    _wrap(document, "parse", "parse")
    _wrap(document.Document, "_edit", "edit")
    _wrap(document, "changed_ranges", "changed ranges")
    _wrap_classmethod(index.FileAnalysis, "build", "analysis")
    _wrap(index.FileAnalysis, "update", "analysis update")
    _wrap(project_files.ServerProject, "provider_after_edit", "provider")
    _wrap(diagnostics, "diagnostics", "diagnostics")  # (the scheduler reads the module's attribute at each run)
    _wrap(tree_pass, "node_table", "node table")  # (tree_pass and diagnostics read these by name at each call)
    _wrap(diagnostics, "prepare", "schema sweep")


def _dump() -> None:
    with open(os.environ["WEBOTS_LS_STAGES"], "w") as out:
        json.dump(MARKS, out)


if __name__ == "__main__":
    install()
    atexit.register(_dump)
    from webots_ls.cli import main

    sys.exit(main(["--stdio"]))
