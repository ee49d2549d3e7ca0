"""The diagnostics worker is started, and warmed up, in the first pause while a big document is open
(``DiagnosticsScheduler.on_idle``, run by the server's idle work), not by the first run after an edit."""

from __future__ import annotations

import asyncio
import gc
import os
import signal
from concurrent.futures.process import BrokenProcessPool
from functools import partial
from pathlib import Path

import pytest

from webots_ls import lint
from webots_ls.server.app import WebotsLanguageServer
from webots_ls.server.diagnostics_scheduler import BACKGROUND_DIAGNOSTICS_BYTES

from tests.server.test_gc_policy import RecordingLoop

CELL = "DEF B{0} Solid {{ translation {0} 0 0 children [ Shape {{ geometry Box {{ }} }} ] }}\nUSE B{0}\n"
BIG = "#VRML_SIM R2023b utf8\n" + "".join(CELL.format(i) for i in range(4000))
SMALL = "#VRML_SIM R2023b utf8\n" + CELL.format(0)


def _pause(server: WebotsLanguageServer, loop: RecordingLoop) -> None:
    server.idle_gc.message_handled()
    loop.timers[-1][1]()  # the idle timer finds no message since it was set


def _served(steps) -> None:
    async def run():
        server = WebotsLanguageServer()
        loop = RecordingLoop()
        server.idle_gc.start(loop)  # type: ignore[arg-type]
        try:
            await steps(server, loop)
        finally:
            server.idle_gc.stop()
            server.diagnostics.close()

    asyncio.run(run())


HEADER = len("#VRML_SIM R2023b utf8\n")
EDITED = (BIG[:HEADER] + "USE MISSING " + BIG[HEADER:]).encode()  # BIG after ``_first_edit_findings``'s edit


def _recording(server: WebotsLanguageServer) -> list:
    """The server's publishes as (version, findings), instead of messages to a client."""
    published: list = []
    server.publish = lambda snapshot, findings: published.append((snapshot.version, findings))
    server.diagnostics.publish = server.publish
    return published


async def _first_edit_findings(server: WebotsLanguageServer, published: list) -> list:
    """Type at the start of BIG's second line (version 2, no debounce) and wait for that version's publish."""
    server.diagnostics.delay = 0
    server.change("file:///tmp/big.wbt", [(((1, 0), (1, 0)), "USE MISSING ")], 2)
    for _ in range(1200):
        if any(version == 2 for version, _ in published):
            break
        await asyncio.sleep(0.05)
    (findings,) = [findings for version, findings in published if version == 2]
    return findings


def test_a_pause_with_a_big_document_open_starts_and_warms_the_worker():
    assert len(BIG.encode()) >= BACKGROUND_DIAGNOSTICS_BYTES

    async def steps(server, loop):
        server.open("file:///tmp/big.wbt", BIG, 1)
        assert server.diagnostics.warm_up is None  # (not while the open is being handled)
        _pause(server, loop)
        warm_up = server.diagnostics.warm_up
        assert warm_up is not None and await asyncio.wait_for(warm_up, 120) is None  # run in the real worker process
        _pause(server, loop)
        assert server.diagnostics.warm_up is warm_up  # started once

    _served(steps)


def test_no_worker_for_small_documents_or_a_big_one_closed_before_the_pause():
    async def steps(server, loop):
        server.open("file:///tmp/small.wbt", SMALL, 1)
        _pause(server, loop)
        server.open("file:///tmp/big.wbt", BIG, 1)
        server.close("file:///tmp/big.wbt")
        _pause(server, loop)
        assert server.diagnostics.warm_up is None

    _served(steps)


@pytest.mark.slow
def test_a_worker_that_dies_while_warming_up_is_replaced_and_the_edits_are_checked(caplog):
    """Bad luck must not cost the document its diagnostics: the broken worker is let go (logged), the next pause
    starts another, and the first post-edit run in it publishes."""
    async def steps(server, loop):
        published = _recording(server)
        server.diagnostics.warm_up_run = partial(os._exit, 1)  # the worker process ends during its warm-up
        server.open("file:///tmp/big.wbt", BIG, 1)
        _pause(server, loop)
        with pytest.raises(BrokenProcessPool):
            await asyncio.wait_for(server.diagnostics.warm_up, 120)
        await asyncio.sleep(0)  # (the done callback runs on the loop)
        assert "the diagnostics worker failed to start" in caplog.text
        del server.diagnostics.warm_up_run  # (the class' own again)
        _pause(server, loop)
        await asyncio.wait_for(server.diagnostics.warm_up, 120)
        findings = await _first_edit_findings(server, published)
        assert findings == lint.findings_for(EDITED) and "unresolved-use" in {finding.code for finding in findings}

    _served(steps)


def test_the_warm_up_run_leaves_the_worker_s_answers_as_they_were():
    """``lint.warm_worker`` runs the whole chain on a sample world without findings; a real run after it gives what
    a fresh process gives."""
    assert lint.findings_for(lint.WARM_UP_SOURCE) == []
    lint.warm_worker()
    source = BIG.encode() + b"USE MISSING\n"
    assert lint.worker_findings(source, 1) == (lint.findings_for(source), None)


@pytest.mark.slow
def test_a_worker_killed_while_idle_is_replaced_at_the_next_run():
    """The worker process may end between runs (killed by the system or by hand): the next post-edit run finds the
    pool broken when it submits, starts a fresh worker and publishes."""
    async def steps(server, loop):
        published = _recording(server)
        server.open("file:///tmp/big.wbt", BIG, 1)
        _pause(server, loop)
        await asyncio.wait_for(server.diagnostics.warm_up, 120)
        (pid,) = server.diagnostics._pool._processes  # (the executor's own table: its one worker)
        os.kill(pid, signal.SIGKILL)
        for _ in range(1200):  # until the executor has seen its worker end
            if server.diagnostics._pool._broken:
                break
            await asyncio.sleep(0.05)
        assert await _first_edit_findings(server, published) == lint.findings_for(EDITED)

    _served(steps)


def test_a_shutdown_during_the_warm_up_logs_no_failure(caplog):
    """The server ending the worker it is warming up (an exit right after a big document's open) is not a failure."""
    async def steps(server, loop):
        server.open("file:///tmp/big.wbt", BIG, 1)
        _pause(server, loop)
        warm_up = server.diagnostics.warm_up
        server.diagnostics.close()
        await asyncio.wait([warm_up], timeout=120)
        await asyncio.sleep(0)  # (its done callback runs on the loop)
        assert warm_up.done() and "the diagnostics worker failed" not in caplog.text
        del warm_up
        gc.collect()  # (asyncio logs a future's exception that nobody read when the future goes)
        assert "never retrieved" not in caplog.text

    _served(steps)


def _ending_run(attempts: str, ending: int, *args):
    """A worker run (``lint.worker_findings(*args)``) that ends its process on the first ``ending`` attempts, counted
    as files in the folder ``attempts`` (the runs are in other processes)."""
    count = len(os.listdir(attempts))
    Path(attempts, str(count)).touch()
    if count < ending:
        os._exit(1)
    return lint.worker_findings(*args)


def _attempts_after_edit(ending: int, tmp_path: Path) -> tuple[list, int, list[str]]:
    """The publishes, the number of worker runs and the warnings to the user for the first edit, with runs that end
    the worker ``ending`` times first."""
    attempts = tmp_path / "attempts"
    attempts.mkdir()
    result: dict = {}
    warnings: list[str] = []

    async def steps(server, loop):
        published = _recording(server)
        server.diagnostics.warn = warnings.append
        server.open("file:///tmp/big.wbt", BIG, 1)
        _pause(server, loop)
        await asyncio.wait_for(server.diagnostics.warm_up, 120)
        server.diagnostics.worker_run = partial(_ending_run, str(attempts), ending)
        server.diagnostics.delay = 0
        server.change("file:///tmp/big.wbt", [(((1, 0), (1, 0)), "USE MISSING ")], 2)
        for _ in range(2400):  # until the edit's publish, or the user is told it will not come
            if published[1:] or warnings:
                break
            await asyncio.sleep(0.05)
        await asyncio.sleep(3)  # (time for a third run, which must not come)
        result["published"] = [(version, findings) for version, findings in published if version == 2]

    _served(steps)
    return result["published"], len(os.listdir(attempts)), warnings


@pytest.mark.slow
def test_a_run_whose_worker_process_ends_runs_again_once_in_a_fresh_worker(tmp_path):
    published, attempts, warnings = _attempts_after_edit(1, tmp_path)
    assert attempts == 2 and published == [(2, lint.findings_for(EDITED))] and warnings == []


@pytest.mark.slow
def test_a_text_that_ends_every_worker_is_tried_twice_not_forever_and_the_user_told(tmp_path):
    published, attempts, warnings = _attempts_after_edit(99, tmp_path)
    assert attempts == 2 and published == []
    (warning,) = warnings
    assert "could not check file:///tmp/big.wbt as edited" in warning and "earlier version" in warning


def test_a_fresh_server_publishes_a_big_document_s_first_diagnostics_before_it_starts_the_worker():
    """The pause that starts the worker comes after the open's first diagnostics, not between the didOpen and them:
    the idle check that the didOpen itself set was due first (its handling took longer than the idle delay), so
    the worker's start (~15-35 ms of this process) delayed a fresh server's first diagnostics of every document
    from 256 KB. Real loop and timers, the didOpen through the protocol."""
    from tests.server.test_requests import Writer
    from webots_ls.server import make_server

    async def run():
        server = make_server()
        protocol = server.protocol
        protocol.set_writer(Writer())
        protocol.initialized = True
        server.idle_gc.start(asyncio.get_running_loop())
        started_at_publish: list[bool] = []
        publish = server.diagnostics.publish

        def recorded(snapshot, findings):
            started_at_publish.append(server.diagnostics.warm_up is not None)
            publish(snapshot, findings)

        server.diagnostics.publish = recorded
        try:
            protocol.handle_message(protocol.structure_message({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                "params": {"textDocument": {"uri": "file:///tmp/big.wbt", "languageId": "webots", "version": 1,
                                            "text": BIG}}}))
            for _ in range(1200):
                if started_at_publish and server.diagnostics.warm_up is not None:
                    break
                await asyncio.sleep(0.05)
            assert started_at_publish == [False]  # published before the worker was started
            assert await asyncio.wait_for(server.diagnostics.warm_up, 120) is None  # then the pause started it
        finally:
            server.idle_gc.stop()
            server.diagnostics.close()

    asyncio.run(run())
