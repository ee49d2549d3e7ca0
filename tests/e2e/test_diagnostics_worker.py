"""The diagnostics worker process of big documents: started in a pause before the first edit, cancellable, only the
latest version shown."""

from __future__ import annotations

import asyncio
import multiprocessing
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path

from pytest_lsp import LanguageClient

from webots_ls import lint

from .conftest import change_document, diagnostics_for, find, open_document

URI = "file:///tmp/webots-ls-e2e/big.wbt"
CELL = "DEF B{0} Solid {{ translation {0} 0 0 children [ Shape {{ geometry Box {{ }} }} ] }}\nUSE B{0}\n"
BIG = "#VRML_SIM R2023b utf8\n" + "".join(CELL.format(i) for i in range(4000)) + "USE MISSING\n"


def test_the_worker_stops_a_cancelled_job():
    """The worker the scheduler starts (``lint.init_worker``), in a real spawned process."""
    context = multiprocessing.get_context("spawn")
    cancelled = context.RawValue("q", 0)
    source = BIG.encode()
    with ProcessPoolExecutor(1, mp_context=context, initializer=lint.init_worker, initargs=(cancelled,)) as pool:
        assert pool.submit(lint.worker_findings, source, 1).result(120) == (lint.findings_for(source), None)
        cancelled.value = 2  # what the scheduler does when job 2's version is superseded
        assert pool.submit(lint.worker_findings, source, 2).result(120) is None
        assert pool.submit(lint.worker_findings, source, 3).result(120).findings == lint.findings_for(source)


async def test_typing_in_a_big_document_publishes_the_last_version(vscode: LanguageClient):
    assert len(BIG.encode()) > 256 * 1024  # checked in the worker process after edits
    open_document(vscode, URI, BIG)
    await diagnostics_for(vscode, URI, 1)
    line, character = find(BIG, "MISSING")
    for version in range(2, 8):
        change_document(vscode, URI, version, ((line, character), (line, character), "X"))
        await asyncio.sleep(0.25)  # past the debounce: a run starts and the next change supersedes it
    published = await diagnostics_for(vscode, URI, 7)
    (unresolved,) = [d for d in published.diagnostics if d.code == "unresolved-use"]
    assert "'USE XXXXXXMISSING'" in unresolved.message
    versions = [p.version for p in vscode.published if p.uri == URI]
    assert versions == sorted(set(versions)) and versions[-1] == 7


def _spawned_workers(pid: int) -> list[int]:
    """The multiprocessing workers (``spawn_main``) among the children of process ``pid`` (Linux' /proc)."""
    found = []
    for entry in Path("/proc").iterdir():
        try:
            parent = int((entry / "stat").read_text().rsplit(")", 1)[1].split()[1])
            command = (entry / "cmdline").read_bytes()
        except (OSError, ValueError, IndexError):
            continue  # (not a process, or it ended meanwhile)
        if parent == pid and b"spawn_main" in command:
            found.append(int(entry.name))
    return found


async def test_the_worker_starts_while_a_big_document_is_read_not_at_the_first_edit(vscode: LanguageClient):
    """``DiagnosticsScheduler.on_idle``: the worker process exists before any edit, once the server had a pause."""
    server_pid = vscode._server.pid  # (pygls' client keeps the process it started)
    assert _spawned_workers(server_pid) == []
    open_document(vscode, URI, BIG)
    await diagnostics_for(vscode, URI, 1)
    for _ in range(600):  # (a pause of 2 ms is enough; the process shows up within the spawn's time)
        if _spawned_workers(server_pid):
            break
        await asyncio.sleep(0.05)
    assert len(_spawned_workers(server_pid)) == 1
