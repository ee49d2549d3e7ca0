"""The cyclic garbage collector run while the server is idle, not in the middle of a message.

CPython collects its youngest objects after every 700 new container objects. A keystroke and the request after it
make about a hundred, so about one keystroke in ten paid a collection on the way (~40 us on safety.wbt, as much as the
rest of its tail). While serving, the server collects once no message has come for ``IDLE_SECONDS`` (an editor's
keystrokes are tens of milliseconds apart), and raises CPython's threshold to ``BUSY_THRESHOLD``, which still
collects during a long busy stretch. An idle server sets no timer: the collector waits for the next message.
Other work that can wait for a pause runs then too (``on_idle``, before the collection).
"""

from __future__ import annotations

import asyncio
import gc
import logging
from collections.abc import Callable

log = logging.getLogger(__name__)

IDLE_SECONDS = 0.002
BUSY_THRESHOLD = 10_000  # new container objects before a collection while messages keep coming


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
