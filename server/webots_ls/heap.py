"""Giving freed memory back to the system after a big document: glibc keeps the free pages of its heap mapped
(only its top is trimmed on free), so after a multi-megabyte document is checked or closed the server calls
``malloc_trim`` once (``server.app``: a few seconds after the last such event). Other C libraries have no
``malloc_trim``: there this is a no-op.
"""

from __future__ import annotations

import ctypes
import sys
from functools import lru_cache


@lru_cache(maxsize=1)
def _malloc_trim():
    """glibc's ``malloc_trim``, or None (not Linux, or another C library such as musl)."""
    if not sys.platform.startswith("linux"):
        return None
    try:
        return ctypes.CDLL("libc.so.6").malloc_trim
    except (OSError, AttributeError):
        return None


def release_free_memory() -> None:
    """Give the C heap's free pages back to the system (glibc's ``malloc_trim``; elsewhere nothing)."""
    malloc_trim = _malloc_trim()
    if malloc_trim is not None:
        malloc_trim(0)
