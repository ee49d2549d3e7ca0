"""Cancelling long whole-file work: callers pass ``should_stop``, a cheap callable polled now and then."""

from __future__ import annotations

from typing import Callable, Optional

ShouldStop = Optional[Callable[[], bool]]

# How many items (nodes, fields, occurrences) pass between two calls of ``should_stop``.
CHECK_EVERY = 2048


class Cancelled(Exception):
    """Raised when ``should_stop()`` returned True; nothing partial is kept (caches hold only finished work)."""


def check(should_stop: ShouldStop) -> None:
    if should_stop is not None and should_stop():
        raise Cancelled()
