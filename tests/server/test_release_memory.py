"""After a big document's diagnostics the server gives freed heap pages back to the system (glibc's malloc_trim)."""

from __future__ import annotations

import os

from webots_ls.server.app import release_free_memory


def _rss() -> int:
    with open(f"/proc/{os.getpid()}/status") as status:
        return next(int(line.split()[1]) * 1024 for line in status if line.startswith("VmRSS:"))


def test_freed_heap_pages_go_back_to_the_system():
    blocks = [os.urandom(4000) for _ in range(20_000)]  # 80 MB of malloc'd blocks (above pymalloc's 512 B)
    keep = blocks[-1]  # the heap's top stays in use: free() alone cannot shrink it
    del blocks
    before = _rss()
    release_free_memory()
    assert before - _rss() > 40_000_000, (before, _rss())
    assert keep
