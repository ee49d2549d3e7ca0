"""The cyclic GC runs once the server is idle, not while messages keep coming (``server.gc_policy``)."""

from __future__ import annotations

import asyncio
import gc

import pytest

from webots_ls.server import gc_policy
from webots_ls.server.gc_policy import IdleCollector


class RecordingLoop:
    """``call_later`` recorded, not run: the test fires the timers itself (no dependence on time)."""

    def __init__(self) -> None:
        self.timers: list = []

    def call_later(self, delay, callback):
        self.timers.append((delay, callback))
        return self

    def cancel(self) -> None:  # (the handle call_later returns)
        pass


@pytest.fixture
def collections():
    found: list[int] = []

    def record(phase, info):
        if phase == "start":
            found.append(info["generation"])

    thresholds = gc.get_threshold()
    gc.callbacks.append(record)
    yield found
    gc.callbacks.remove(record)
    gc.set_threshold(*thresholds)


def _young_garbage() -> None:
    for _ in range(50):
        cycle: list = []
        cycle.append(cycle)


def test_collects_after_a_quiet_period_not_while_busy(collections):
    loop = RecordingLoop()
    collector = IdleCollector()
    collector.start(loop)  # type: ignore[arg-type]
    assert loop.timers == []  # nothing handled yet: no timer, no wake-ups
    collector.message_handled()
    assert [delay for delay, _ in loop.timers] == [gc_policy.IDLE_SECONDS]
    collector.message_handled()  # a second message while the timer is set: counted, no new timer
    assert len(loop.timers) == 1
    _young_garbage()
    collections.clear()
    loop.timers[-1][1]()  # the timer fires: a message came meanwhile, so it is set again and nothing is collected
    assert collections == [] and len(loop.timers) == 2
    loop.timers[-1][1]()  # fires again after a quiet period: one collection, of the young generations
    assert collections == [1]
    collector.message_handled()  # the next message sets a new timer (none was left running while idle)
    assert len(loop.timers) == 3


def test_the_busy_threshold_is_set_while_serving_and_put_back(collections):
    before = gc.get_threshold()
    collector = IdleCollector()
    collector.message_handled()  # not started (a server not serving a pipe): nothing happens
    collector.start(RecordingLoop())  # type: ignore[arg-type]
    assert gc.get_threshold() == (gc_policy.BUSY_THRESHOLD, *before[1:])
    collector.stop()
    assert gc.get_threshold() == before


def test_collects_on_a_real_event_loop(collections):
    async def serve_then_idle() -> None:
        collector = IdleCollector()
        collector.start(asyncio.get_running_loop())
        try:
            _young_garbage()
            collector.message_handled()
            for _ in range(200):  # up to 2 s on a slow machine; one quiet IDLE_SECONDS is enough
                await asyncio.sleep(0.01)
                if 1 in collections:
                    break
            assert collector._timer is None  # idle: no timer left
        finally:
            collector.stop()

    collections.clear()
    asyncio.run(serve_then_idle())
    assert 1 in collections


def test_every_message_the_server_handles_is_counted(collections):
    from webots_ls.server.app import WebotsLanguageServer

    server = WebotsLanguageServer()
    loop = RecordingLoop()
    server.idle_gc.start(loop)  # type: ignore[arg-type]
    try:
        protocol = server.protocol
        protocol.handle_message(protocol.structure_message({"jsonrpc": "2.0", "method": "initialized", "params": {}}))
        assert len(loop.timers) == 1  # (dropped before initialize, but it still kept the server busy)
        protocol.handle_message(protocol.structure_message({"jsonrpc": "2.0", "method": "initialized", "params": {}}))
        collections.clear()
        loop.timers[-1][1]()
        assert collections == []  # the second message counted as activity
    finally:
        server.idle_gc.stop()


def test_idle_work_runs_in_a_quiet_period_not_while_busy(collections):
    """``on_idle`` runs when the timer finds no message since it was set, once per quiet period, before the
    collection; a failure in it is logged and the collector goes on."""
    calls: list[int] = []
    loop = RecordingLoop()
    collector = IdleCollector(lambda: calls.append(len(collections)))
    collector.start(loop)  # type: ignore[arg-type]
    try:
        collector.message_handled()
        collector.message_handled()
        _young_garbage()
        collections.clear()
        loop.timers[-1][1]()  # busy: nothing
        assert calls == []
        loop.timers[-1][1]()  # quiet: the idle work, then the collection
        assert calls == [0] and collections == [1]
        collector.on_idle = lambda: 1 / 0
        collector.message_handled()
        _young_garbage()
        loop.timers[-1][1]()
        assert collections == [1, 1]  # (the failure did not stop the collection)
    finally:
        collector.stop()


def test_an_open_document_is_kept_out_of_collections_until_closed():
    """An opened document's objects are frozen (no collection walks them while typing); a close lets them go."""
    from webots_ls.server.app import WebotsLanguageServer

    async def open_then_close():
        server = WebotsLanguageServer()
        try:
            gc.unfreeze()
            server.open("untitled:frozen", "DEF A Solid { }\n" * 1000, 1)
            frozen = gc.get_freeze_count()
            with gc_policy.paused():
                assert not gc.isenabled()
            assert gc.isenabled()
            server.protocol.set_writer(type("Writer", (), {"write": lambda self, data: None})())
            server.close("untitled:frozen")
            return frozen, gc.get_freeze_count()
        finally:
            server.diagnostics.close()

    frozen, after_close = asyncio.run(open_then_close())
    assert frozen > 1000 and after_close == 0
