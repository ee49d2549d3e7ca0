"""The server's use of CPython's cyclic garbage collector, all in this module.

Why (figures measured on the project's big worlds): the server's objects are mostly long-lived and hold no cycles
(a 5 MB world's tree and analysis are 10^5-10^6 objects), and the collector, left as CPython sets it, walks them on
the way of keystrokes:
- A full collection of a 5 MB world's objects costs ~15 ms; one that came after the first diagnostics of such a
  world landed on a keystroke for 12 ms. So what survives an open or a publish is frozen (``freeze``,
  ``collect_young_and_freeze``: out of every later collection), and a close unfreezes (``unfreeze``) so that the
  closed document's objects can go.
- While a big document or answer is made (an open, 100,000 diagnostics, an outline), collections find nothing to
  free and cost 20-30% of the time (~0.1x a parse on 5 MB): ``paused``.
- CPython collects the youngest objects every 700 new container objects. A keystroke and the request after it make
  about a hundred, so about one keystroke in ten paid a collection on the way (~40 us on safety.wbt, as much as the
  rest of its tail). While serving, the threshold is ``BUSY_THRESHOLD`` (which still collects during a long busy
  stretch) and the server collects once no message has come for ``IDLE_SECONDS`` (``IdleCollector``; keystrokes are
  tens of milliseconds apart). An idle server sets no timer: the collector waits for the next message. Other work
  that can wait for a pause runs then too (``on_idle``, before the collection).
"""

from __future__ import annotations

import asyncio
import gc
import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager

log = logging.getLogger(__name__)

IDLE_SECONDS = 0.002
BUSY_THRESHOLD = 10_000  # new container objects before a collection while messages keep coming


@contextmanager
def paused() -> Iterator[None]:
    """The cyclic GC off while a big document or answer is made (cycles made meanwhile are collected later)."""
    if not gc.isenabled():
        yield
        return
    gc.disable()
    try:
        yield
    finally:
        gc.enable()


def freeze() -> None:
    """Every object alive now is long-lived (an opened document's tree and analysis): out of later collections."""
    gc.freeze()


def collect_young_and_freeze() -> None:
    """After a publish: the young cycles collected, then what survived (the snapshot, its analysis, caches) frozen,
    so that the collections while typing see only the objects made since."""
    gc.collect(1)
    gc.freeze()


def unfreeze() -> None:
    """After a close: the closed document's objects can be collected (the open ones are frozen again on an open)."""
    gc.unfreeze()


class IdleCollector:
    def __init__(self, on_idle: Callable[[], None] | None = None) -> None:
        self.on_idle = on_idle  # called once per quiet period, before the collection
        self._loop: asyncio.AbstractEventLoop | None = None  # set by ``start``: before it, nothing is done
        self._timer: asyncio.TimerHandle | None = None
        self._messages = 0  # handled since the timer was set
        self._thresholds: tuple[int, ...] = ()  # CPython's, read by ``start`` and put back by ``stop``

    def start(self, loop: asyncio.AbstractEventLoop) -> None:
        """Collect on ``loop`` when idle from now on."""
        self._loop = loop
        self._thresholds = gc.get_threshold()
        gc.set_threshold(BUSY_THRESHOLD, *self._thresholds[1:])

    def message_handled(self) -> None:
        """A message was handled (cheap: a count, and a timer when none is set)."""
        if self._timer is not None:
            self._messages += 1
        elif self._loop is not None:
            self._messages = 0
            self._timer = self._loop.call_later(IDLE_SECONDS, self._check)

    def _check(self) -> None:
        if self._messages:  # still busy: look again later
            self._messages = 0
            self._timer = self._loop.call_later(IDLE_SECONDS, self._check)  # type: ignore[union-attr]
            return
        self._timer = None
        if self.on_idle is not None:
            try:
                self.on_idle()
            except Exception:  # (idle work must not stop the collector)
                log.exception("idle work failed")
        if gc.isenabled() and gc.get_count()[0]:
            gc.collect(1)  # the young objects, and those that survived one collection (as the diagnostics' publish)

    def stop(self) -> None:
        if self._timer is not None:
            self._timer.cancel()
            self._timer = None
        if self._loop is not None:
            gc.set_threshold(*self._thresholds)
        self._loop = None
