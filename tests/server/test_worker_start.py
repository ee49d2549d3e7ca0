"""The diagnostics worker is started, and warmed up, in the first pause while a big document is open
(``DiagnosticsScheduler.on_idle``, run by the server's idle work), not by the first run after an edit."""

from __future__ import annotations

import asyncio

from webots_ls import lint
from webots_ls.server.app import WebotsLanguageServer
from webots_ls.server.diagnostics_scheduler import BACKGROUND_DIAGNOSTICS_BYTES

from tests.server.test_idle_gc import RecordingLoop

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
            steps(server, loop)
        finally:
            server.idle_gc.stop()
            server.diagnostics.close()

    asyncio.run(run())


def test_a_pause_with_a_big_document_open_starts_and_warms_the_worker():
    assert len(BIG.encode()) >= BACKGROUND_DIAGNOSTICS_BYTES

    def steps(server, loop):
        server.open("file:///tmp/big.wbt", BIG, 1)
        assert server.diagnostics.warm_up is None  # (not while the open is being handled)
        _pause(server, loop)
        warm_up = server.diagnostics.warm_up
        assert warm_up is not None and warm_up.result(120) is None  # the warm-up run, in the real worker process
        _pause(server, loop)
        assert server.diagnostics.warm_up is warm_up  # started once

    _served(steps)


def test_no_worker_for_small_documents_or_a_big_one_closed_before_the_pause():
    def steps(server, loop):
        server.open("file:///tmp/small.wbt", SMALL, 1)
        _pause(server, loop)
        server.open("file:///tmp/big.wbt", BIG, 1)
        server.close("file:///tmp/big.wbt")
        _pause(server, loop)
        assert server.diagnostics.warm_up is None

    _served(steps)


def test_the_warm_up_run_leaves_the_worker_s_answers_as_they_were():
    """``lint.warm_worker`` runs the whole chain on a sample world without findings; a real run after it gives what
    a fresh process gives."""
    assert lint.findings_for(lint.WARM_UP_SOURCE) == []
    lint.warm_worker()
    source = BIG.encode() + b"USE MISSING\n"
    assert lint.worker_findings(source, 1) == (lint.findings_for(source), None)
