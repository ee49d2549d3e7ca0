"""The first scan of a new project, reported with ``$/progress``: the workspace's ``.proto`` files are listed (the
``protos/`` folders that old worlds search, then the whole workspace folders that workspace symbols show) and
Webots' library lists are read, off the event loop, so that the first files opened and the first workspace/symbol
request find them ready. No PROTO file is read here: only names and paths.

At the end, a log message (``window/logMessage``) says what was found and which installation is used.
Progress goes to clients that announce ``window.workDoneProgress``, with a token the server creates
(``window/workDoneProgress/create``); a client that refuses the token still gets the scan, without progress.
A scan that a new project replaces ends its progress ("cancelled"); one that the session's end cancels (shutdown,
exit, the client gone) says nothing: stdout may be closed, and a cancelled scan is no failure.
"""

from __future__ import annotations

import asyncio
import itertools
import logging
from typing import Any

from lsprotocol import types

from ..analysis.project import Project

log = logging.getLogger(__name__)

TITLE = "Webots: listing PROTO files"
CREATE_TIMEOUT = 10.0  # seconds a client may take to accept the progress token
_tokens = itertools.count(1)


class ScanProgress:
    """One work-done progress, or nothing when the client does not support it or refused the token."""

    def __init__(self, ls: Any, token: str | None) -> None:
        self.ls, self.token = ls, token

    @classmethod
    async def create(cls, ls: Any) -> ScanProgress:
        window = getattr(ls.client_capabilities, "window", None)
        if not getattr(window, "work_done_progress", False):
            return cls(ls, None)
        token = f"webots-ls-scan-{next(_tokens)}"
        try:
            await asyncio.wait_for(ls.work_done_progress.create_async(token), CREATE_TIMEOUT)
        except Exception as error:  # refused or unanswered: scan without progress
            log.warning("no progress for the PROTO scan: %s", error)
            return cls(ls, None)
        return cls(ls, token)

    def begin(self, message: str) -> None:
        if self.token is not None:
            self.ls.work_done_progress.begin(
                self.token, types.WorkDoneProgressBegin(title=TITLE, message=message, percentage=0)
            )

    def report(self, message: str, percentage: int) -> None:
        if self.token is not None:
            self.ls.work_done_progress.report(
                self.token, types.WorkDoneProgressReport(message=message, percentage=percentage)
            )

    def end(self, message: str) -> None:
        if self.token is not None:
            self.ls.work_done_progress.end(self.token, types.WorkDoneProgressEnd(message=message))


async def scan(ls: Any, project: Project) -> None:
    """List ``project``'s folders and read its library lists, reporting each step."""
    folders = project.scan_folders()
    progress = await ScanProgress.create(ls)
    steps = len(folders) + 1
    progress.begin(f"{len(folders)} folders")
    files: set = set()
    try:
        for done, folder in enumerate(folders):
            progress.report(f"{folder}", 100 * done // steps)
            files.update((await asyncio.to_thread(project.folder_protos, folder)).values())
        progress.report("Webots' PROTO library", 100 * len(folders) // steps)
        library = await asyncio.to_thread(project.load_library)
    except asyncio.CancelledError:
        # A new project replaced this one: its progress ends. Else the session ends (shutdown, exit, end of input):
        # stdout may be closed already, and the client asks nothing more; a cancelled scan is no failure.
        if ls.project_scan is not asyncio.current_task():
            progress.end("cancelled")
        raise
    except ConnectionError:  # a progress report found the client gone (its pipe closed): the session ends
        return
    except Exception:
        progress.end("failed")
        raise
    ended = f"{len(files)} PROTO files in the workspace, {library} in Webots' library"
    progress.end(ended)
    home = project.installation.home if project.installation is not None else "none, the bundled index"
    ls.window_log_message(types.LogMessageParams(types.MessageType.Log, f"webots-ls: {ended} (installation: {home})"))


def start(ls: Any) -> asyncio.Task | None:
    """Scan the server's current project in the background (the previous scan, of a replaced project, stops)."""
    if ls.project_scan is not None:
        ls.project_scan.cancel()
    project = ls.project.project
    if project is None:
        return None
    ls.project_scan = asyncio.ensure_future(_logged(scan(ls, project)))
    return ls.project_scan


async def _logged(work) -> None:
    try:
        await work
    except asyncio.CancelledError:
        raise  # replaced or the session ended: nothing to say
    except Exception:  # a scan that fails leaves the listings to be made on first use
        log.exception("the PROTO scan failed")
