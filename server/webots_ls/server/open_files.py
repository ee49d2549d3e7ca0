"""The server's state per open document: its latest snapshot and its diagnostics bookkeeping."""

from __future__ import annotations

import asyncio
from dataclasses import dataclass

from ..snapshot import FileSnapshot


@dataclass(eq=False)
class OpenFile:
    """One opening of a document (a close and reopen of the same URI is another ``OpenFile``)."""

    snapshot: FileSnapshot
    pending_diagnostics: asyncio.TimerHandle | None = None  # the debounce timer (it may fire before the due time)
    diagnostics_due: float = 0.0  # when the debounced run is due (event loop time)
    diagnostics_background: bool = True  # whether that run may go to the worker
    diagnostics_job: asyncio.Future | None = None  # a background run in progress
    job_number: int = 0  # that run's number (what the worker polls to know it was cancelled)
    rerun_diagnostics: bool = False  # the document changed during that run
    retried_version: int | None = None  # the version whose run was run again after its worker process ended
    told_worker_ended: bool = False  # the user was told a version could not be checked (``window/showMessage``)

    @property
    def uri(self) -> str:
        return self.snapshot.uri

    @property
    def version(self) -> int | None:
        return self.snapshot.version
