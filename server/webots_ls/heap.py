"""The memory of a process that reads multi-megabyte documents again and again: Python's object arenas and the C
heap (glibc; elsewhere only the arenas).

CPython unmaps a 1 MB arena of small objects as soon as it is empty; glibc serves a block over its mmap threshold
(128 KB at first, raised as such blocks are freed, so it depends on the order of earlier frees) with a mapping of its
own, unmapped when freed, and gives the heap's free top back past its trim threshold. The next document then starts
on fresh pages, each faulted in at first touch: 3.4 us a fault on the VM we measured on. Re-opening a 3 MB world
(its message body, its text, its tree) faulted 1,500 pages in some runs and 50 in others; a 5 MB world of 35,000
names, whose analysis is Python objects, 20,000 every time. ``keep_freed_memory`` (at the server's start) keeps
freed arenas (C: ``webots_heap``), serves blocks up to 64 MB from the heap and trims it only past 128 MB of free top,
so a freed document's memory serves the next one: about 40 faults a re-open of the 3 MB world, 1,200 of the 5 MB
one. The server gives the free memory back itself, at a moment it chooses (``release_free_memory``: a few seconds
after the last diagnostics or close of a big document).
"""

from __future__ import annotations

import ctypes
from functools import lru_cache

try:
    import webots_heap  # (C: server/native/webots_heap.c, installed with the package)
except ImportError:  # a checkout where the package was not installed: Python's arenas go as they did
    webots_heap = None

KEPT_ARENAS = 256  # Python's object arenas (1 MB each) kept when freed, for the next objects
MMAP_THRESHOLD = 64 << 20  # bytes: smaller blocks come from the heap, and stay there for reuse once freed
TRIM_THRESHOLD = 128 << 20  # bytes of free heap top that free() leaves mapped
_M_TRIM_THRESHOLD, _M_MMAP_THRESHOLD = -1, -3  # mallopt's parameters (glibc's malloc.h)


@lru_cache(maxsize=1)
def _glibc():
    try:
        libc = ctypes.CDLL("libc.so.6")
        libc.mallopt, libc.malloc_trim  # (both there: glibc)
    except (OSError, AttributeError):
        return None
    return libc


def keep_freed_memory() -> bool:
    """Keep freed blocks of up to 64 MB in the heap, and up to ``KEPT_ARENAS`` of Python's object arenas, for the
    next allocations (module docstring); whether the heap's were (glibc only)."""
    if webots_heap is not None:
        webots_heap.keep_arenas(KEPT_ARENAS)
    libc = _glibc()
    if libc is None:
        return False
    return bool(libc.mallopt(_M_MMAP_THRESHOLD, MMAP_THRESHOLD)) and bool(libc.mallopt(_M_TRIM_THRESHOLD, TRIM_THRESHOLD))


def release_free_memory() -> None:
    """Give the kept arenas and the C heap's free pages back to the system (glibc's ``malloc_trim``)."""
    if webots_heap is not None:
        webots_heap.release_arenas()
    libc = _glibc()
    if libc is not None:
        libc.malloc_trim(0)
