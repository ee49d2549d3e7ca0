"""When diagnostics are computed and published: debounce, a worker process for big documents, version guard.

* A change restarts the document's debounce timer; when it fires, diagnostics are computed for the version current
  then, and published only if that version is still current (never for an older version).
* What the user sees must not depend on how the text was reached: tree-sitter's error recovery depends on the edit
  history, so when the edited tree has syntax errors the debounced run first replaces the snapshot by a fresh parse
  of the same text (outline and definition then read it too).
* Big documents are checked in a worker process on a copy of the source, so typing never waits behind a long run
  (a thread would: tree-sitter calls hold the GIL). One run per document at a time; a change during a run cancels
  it (the worker polls the cancelled job number) and asks for one more run afterwards. Each run checks the whole
  document afresh (no cache of its unchanged items: the node table replays repeated ones within one run).
* The worker is started in the first pause while a big document is open (``on_idle``), with a warm-up run: a new
  interpreter importing the analysis takes ~0.3 s, which the first diagnostics after the first edit waited for.
* A worker whose process ended (killed by the system, or by a text that crashes it) is replaced by the next run; a
  run it was doing is run once more in the new one, not again for the same version (the user is told instead).
"""

from __future__ import annotations

import asyncio
import itertools
import logging
import multiprocessing
from collections.abc import Callable
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from typing import Any

from .. import lint
from ..analysis.node_types import BUILT_INS
from ..analysis.project import ProjectNodeTypes, Uses
from ..features import diagnostics as diagnostics_feature
from ..snapshot import FileSnapshot
from .open_files import OpenFile
from .project_files import ServerProject, file_path

log = logging.getLogger(__name__)

DIAGNOSTICS_DELAY = 0.2  # seconds of quiet after a change before diagnostics run
BACKGROUND_DIAGNOSTICS_BYTES = 256 * 1024  # from this size, post-edit diagnostics run in a worker process


def checked_in_worker(open_file: OpenFile) -> bool:
    """Whether the document's post-edit runs go to the worker process (its size)."""
    return open_file.snapshot.size >= BACKGROUND_DIAGNOSTICS_BYTES

Publish = Callable[[FileSnapshot, list], None]


class DiagnosticsScheduler:
    # What the worker runs (plain functions: they are sent to the worker by name)
    warm_up_run: Callable[[], None] = staticmethod(lint.warm_worker)  # what the worker runs first
    worker_run: Callable[..., lint.WorkerResult | None] = staticmethod(lint.worker_findings)  # each run

    def __init__(self, files: dict[str, OpenFile], publish: Publish, project: ServerProject | None = None,
                 warn: Callable[[str], None] | None = None) -> None:
        self.files = files  # the server's open files, by URI
        self.publish = publish
        self.warn = warn  # tells the user something (window/showMessage)
        self.project = project  # what the worker needs to resolve PROTOs as the server does
        self.delay = DIAGNOSTICS_DELAY
        self._pool: ProcessPoolExecutor | None = None  # started on first use
        self._cancelled_job: Any = None  # shared with the worker (see lint.worker_findings)
        self.warm_up: asyncio.Future | None = None  # the worker's warm-up run, once ``on_idle`` started it
        self._job_numbers = itertools.count(1)

    def schedule(self, open_file: OpenFile, delay: float | None = None, background: bool = True) -> None:
        """(Re)start the debounce timer; a change also cancels the run in progress for an older version.

        A keystroke only moves the due time of a timer that fires no later than it: when that timer fires early it
        waits for the rest (``_timer_fired``). A new timer per keystroke, and the cancelled ones piling up in the
        event loop's heap until it is rebuilt, cost more than the rest of the scheduling."""
        open_file.rerun_diagnostics = False  # the timer runs for the new version
        if open_file.diagnostics_job is not None:
            self._cancel_job(open_file)
        loop = asyncio.get_running_loop()
        due = loop.time() + (self.delay if delay is None else delay)
        timer = open_file.pending_diagnostics
        if timer is None or timer.when() > due or open_file.diagnostics_background != background:
            self.cancel_timer(open_file)
            open_file.pending_diagnostics = loop.call_at(due, self._timer_fired, open_file)
        open_file.diagnostics_due = due
        open_file.diagnostics_background = background

    def _timer_fired(self, open_file: OpenFile) -> None:
        timer = open_file.pending_diagnostics
        if timer is not None and open_file.diagnostics_due > timer.when():  # changed since: wait for the rest
            open_file.pending_diagnostics = asyncio.get_running_loop().call_at(
                open_file.diagnostics_due, self._timer_fired, open_file
            )
            return
        open_file.pending_diagnostics = None
        self.run(open_file, open_file.version, open_file.diagnostics_background)

    @staticmethod
    def cancel_timer(open_file: OpenFile) -> None:
        if open_file.pending_diagnostics is not None:
            open_file.pending_diagnostics.cancel()
            open_file.pending_diagnostics = None

    def forget(self, open_file: OpenFile) -> None:
        """The document was closed: no more runs for it."""
        self.cancel_timer(open_file)
        open_file.rerun_diagnostics = False
        self._cancel_job(open_file)

    def is_current(self, open_file: OpenFile, version: int | None) -> bool:
        """Still open (this very opening, not a later one of the same URI) and at ``version``."""
        return self.files.get(open_file.uri) is open_file and open_file.version == version

    def run(self, open_file: OpenFile, version: int | None, background: bool) -> None:
        """Compute and publish diagnostics for ``version``, if it is still the current one."""
        if not self.is_current(open_file, version):
            return  # closed or superseded: never publish for an older version
        open_file.pending_diagnostics = None
        snapshot = open_file.snapshot
        if snapshot.has_syntax_errors and not snapshot.from_scratch:
            snapshot = open_file.snapshot = snapshot.reparsed()
        if not background or not checked_in_worker(open_file):
            try:
                findings = diagnostics_feature.diagnostics(snapshot.tree, snapshot.source, snapshot.analysis)
            except Exception:
                log.exception("diagnostics failed for %s", snapshot.uri)
                return
            self.publish(snapshot, findings)
            return
        if open_file.diagnostics_job is not None:
            open_file.rerun_diagnostics = True
            return
        open_file.job_number = next(self._job_numbers)
        job = self._submit(self.worker_run, snapshot.source, open_file.job_number, *self._project_spec(snapshot))
        open_file.diagnostics_job = job
        job.add_done_callback(lambda done: self._job_done(open_file, snapshot, done))

    def _project_spec(self, snapshot: FileSnapshot) -> tuple:
        """The file's path and how to make its project in the worker (``lint.worker_findings``): the worker has its
        own ``Project``, told the open .proto texts."""
        project = self.project.project if self.project is not None else None
        if project is None or snapshot.node_types is BUILT_INS:
            return ()
        return str(file_path(snapshot.uri)), lint.ProjectSpec(
            tuple(str(folder) for folder in project.workspace_folders),
            str(project.installation.home) if project.installation is not None else None,
            project.open_documents(),
            project.listings_generation,
        )

    def _cancel_job(self, open_file: OpenFile) -> None:
        job = open_file.diagnostics_job
        if job is None:
            return
        job.cancel()  # not started yet: never runs
        if self._cancelled_job is not None:
            self._cancelled_job.value = open_file.job_number  # running: the worker stops at its next poll

    def _job_done(self, open_file: OpenFile, snapshot: FileSnapshot, job: asyncio.Future) -> None:
        open_file.diagnostics_job = None
        if job.cancelled():
            return  # superseded: the debounce timer of the newer version runs next
        if job.exception() is not None:
            log.error("diagnostics failed for %s", snapshot.uri, exc_info=job.exception())
            if self._let_go_if_broken(job.exception()):
                if snapshot.version is not None and open_file.retried_version != snapshot.version:
                    # once more, in a fresh worker (killed by the system, say); once: a text that ends the worker
                    # would end the next one too
                    open_file.retried_version = snapshot.version
                    open_file.rerun_diagnostics = True
                elif self.warn is not None and not open_file.told_worker_ended:
                    open_file.told_worker_ended = True  # (once per opening: every later version may do the same)
                    self.warn(f"webots-ls could not check {snapshot.uri} as edited: the process checking it ended, "
                              "twice. Its diagnostics are those of an earlier version. See the server's log.")
        elif job.result() is not None:
            self._record_uses(open_file, snapshot, job.result().uses)
            if self.is_current(open_file, snapshot.version):
                self.publish(snapshot, job.result().findings)
        if open_file.rerun_diagnostics and self.files.get(open_file.uri) is open_file:
            open_file.rerun_diagnostics = False
            self.run(open_file, open_file.version, True)

    @staticmethod
    def _record_uses(open_file: OpenFile, snapshot: FileSnapshot, uses: Uses | None) -> None:
        """What the worker's answers were read from, added to the providers of the run's and the current version
        (so that a change of one of those PROTO files refreshes this document)."""
        if uses is None:
            return
        for node_types in {id(p): p for p in (snapshot.node_types, open_file.snapshot.node_types)}.values():
            if isinstance(node_types, ProjectNodeTypes):
                node_types.uses.merge(uses)

    def on_idle(self) -> None:
        """In a pause: start the worker, if it is not running and a document big enough to be checked there is open,
        and warm it up (``lint.warm_worker``). Its start costs this process ~15 ms (the rest is the new process')."""
        if self._pool is not None:
            return
        if not any(checked_in_worker(open_file) for open_file in self.files.values()):
            return
        self.warm_up = self._submit(self.warm_up_run)
        self.warm_up.add_done_callback(self._warmed_up)

    def _warmed_up(self, job: asyncio.Future) -> None:
        error = None if job.cancelled() else job.exception()  # (read even when ignored: asyncio logs one never read)
        if error is None or job is not self.warm_up:
            return  # (not the current warm-up: the server ended that worker itself, in ``close``)
        log.error("the diagnostics worker failed to start", exc_info=error)
        self._let_go_if_broken(error)

    def _let_go_if_broken(self, error: BaseException) -> bool:
        """Whether a run failed because its worker process ended (``BrokenProcessPool``): then the pool is let go,
        and the next submit starts a fresh worker."""
        if not isinstance(error, BrokenProcessPool):
            return False
        self._pool = None
        return True

    def _submit(self, function: Callable, *args: Any) -> asyncio.Future:
        """``function(*args)`` in the worker. A worker whose process ended since its last run (killed by the system
        or by hand) is found broken here, and replaced: else no big document would get diagnostics again."""
        loop = asyncio.get_running_loop()
        try:
            return loop.run_in_executor(self._worker(), function, *args)
        except BrokenProcessPool as error:
            log.error("the diagnostics worker process ended; starting another")
            self._let_go_if_broken(error)
            return loop.run_in_executor(self._worker(), function, *args)

    def _worker(self) -> ProcessPoolExecutor:
        if self._pool is None:
            # spawn, not fork: this process has threads (pygls' reader, asyncio's executor)
            context = multiprocessing.get_context("spawn")
            self._cancelled_job = context.RawValue("q", 0)
            self._pool = ProcessPoolExecutor(
                max_workers=1, mp_context=context, initializer=lint.init_worker, initargs=(self._cancelled_job,)
            )
        return self._pool

    def close(self) -> None:
        """Cancel every timer and run, and end the worker now (exit must not wait for a long run).

        The runs are cancelled before their worker is ended: else each would get a ``BrokenProcessPool`` from the
        executor's thread, which, when the loop stops right after (``exit`` follows ``shutdown``), nobody reads:
        asyncio logged "Future exception was never retrieved" (and a run's failure asked for a run in a new worker).
        """
        runs = [self.warm_up] + [open_file.diagnostics_job for open_file in self.files.values()]
        for open_file in self.files.values():
            self.cancel_timer(open_file)
        for run in runs:
            if run is not None and not run.get_loop().is_closed():  # (closed: it can get no outcome any more)
                run.cancel()
        self.warm_up = None
        pool, self._pool = self._pool, None
        if pool is None:
            return
        for process in list(getattr(pool, "_processes", {}).values()):
            process.terminate()
        pool.shutdown(wait=False, cancel_futures=True)
