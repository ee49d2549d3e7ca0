"""The process' memory (``webots_ls.heap``): freed pages go back to the system when the server chooses (a while after
the last diagnostics or close of a big document): glibc's ``malloc_trim``, nothing elsewhere."""

from __future__ import annotations

import asyncio
import os
import platform
import sys

import psutil

import pytest

from webots_ls import heap
from webots_ls.server import app
from webots_ls.server.app import WebotsLanguageServer

GLIBC = sys.platform.startswith("linux") and platform.libc_ver()[0] == "glibc"


@pytest.mark.slow
def test_freed_heap_pages_go_back_to_the_system():
    """80 MB of small blocks freed below a block still in use stay mapped (free() only trims the heap's top) until
    ``release_free_memory``; where there is no glibc it does nothing and does not fail."""
    process = psutil.Process()
    blocks = [os.urandom(4000) for _ in range(20_000)]  # (above pymalloc's 512 B: from malloc's heap)
    keep = os.urandom(4000)  # the heap's top stays in use: free() alone cannot shrink it
    del blocks
    before = process.memory_info().rss
    heap.release_free_memory()
    after = process.memory_info().rss
    if GLIBC:
        assert before - after > 40_000_000, (before, after)
    assert keep


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
