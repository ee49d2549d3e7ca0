"""The process' memory (``webots_ls.heap``): freed pages go back to the system when the server chooses (a while after
the last diagnostics or close of a big document), and a re-opened big document reuses the memory of the one before
instead of faulting in fresh pages (over stdio: tests/e2e/test_lifecycle.py)."""

from __future__ import annotations

import asyncio
import os

import pytest

from webots_ls import heap
from webots_ls.server import app
from webots_ls.server.app import WebotsLanguageServer


def _rss() -> int:
    with open(f"/proc/{os.getpid()}/status") as status:
        return next(int(line.split()[1]) * 1024 for line in status if line.startswith("VmRSS:"))


@pytest.mark.slow
def test_freed_heap_pages_and_kept_arenas_go_back_to_the_system():
    assert heap.webots_heap is not None  # (built with the package, as webots_byte_scan: see test_byte_scan)
    heap.keep_freed_memory()
    try:
        blocks = [os.urandom(4000) for _ in range(20_000)]  # 80 MB of malloc'd blocks (above pymalloc's 512 B)
        keep = blocks[-1]  # the heap's top stays in use: free() alone cannot shrink it
        del blocks
        objects = [[index] for index in range(1_000_000)]  # ~100 MB of pymalloc's arenas
        del objects
        assert heap.webots_heap.kept_arenas() > 50
        before = _rss()
        heap.release_free_memory()
        assert heap.webots_heap.kept_arenas() == 0
        assert before - _rss() > 100_000_000, (before, _rss())
        assert keep
    finally:
        heap.webots_heap.keep_arenas(0)  # (the tests after this one: arenas go at once, as before)


WORLD = "#VRML_SIM R2025a utf8\n" + "Solid { translation 1 2 3 }\n" * 60_000  # 1.6 MB


@pytest.mark.slow
def test_freed_memory_goes_back_a_while_after_the_last_big_diagnostics_or_close(monkeypatch):
    """Once, ``RELEASE_AFTER_SECONDS`` after the last publish or close of a document from ``RELEASE_MEMORY_BYTES``
    (an edited one's too); a small document's do not."""
    released: list[str] = []
    monkeypatch.setattr(heap, "release_free_memory", lambda: released.append("released"))
    monkeypatch.setattr(app, "RELEASE_AFTER_SECONDS", 0.05)
    assert len(WORLD) >= app.RELEASE_MEMORY_BYTES

    async def released_after(step) -> list[str]:
        released.clear()
        step()
        for _ in range(20):  # (a generous bound, to fail rather than hang)
            await asyncio.sleep(0.05)
            if released:
                break
        await asyncio.sleep(0.2)
        return list(released)

    async def run() -> list[list[str]]:
        server = WebotsLanguageServer()
        server.diagnostics.publish = lambda snapshot, findings: None  # (the runs' publishes: none here)
        try:
            small = await released_after(lambda: server.open("file:///small.wbt", WORLD[:2000], 1))
            small_closed = await released_after(lambda: server.close("file:///small.wbt"))
            big = await released_after(lambda: (server.open("file:///a.wbt", WORLD, 1), server.open("file:///b.wbt", WORLD, 1)))
            published_big = await released_after(lambda: [server.publish(open_file.snapshot, [])
                                                          for open_file in list(server.files.values())])
            server.change("file:///b.wbt", [(((1, 0), (1, 0)), "Pose { } ")], 2)  # (its text: pieces, not joined)
            closed = await released_after(lambda: (server.close("file:///a.wbt"), server.close("file:///b.wbt")))
        finally:
            server.shutdown()
        return [small, small_closed, big, published_big, closed]

    assert asyncio.run(run()) == [[], [], [], ["released"], ["released"]]
