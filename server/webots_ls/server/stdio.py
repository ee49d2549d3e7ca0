"""The stdio transport's own parts: on a POSIX system, a pipe read on the event loop with orjson; elsewhere (Windows,
whose Proactor loop cannot watch a pipe, and has no ``fcntl``) pygls' own reader, fed whole bodies (``WholeBodies``).

pygls' own loop (``pygls.io_.run_async``) reads each header line and body in a thread (three thread round trips per
message) and decodes each body with ``json.loads``; ``serve`` reads the pipe on the loop and decodes with orjson
(a 3 MB didOpen: 7.5 -> 4.6 ms). What orjson refuses and the standard library accepts (a lone surrogate escape, a
number out of double range) is decoded by ``json.loads`` as before, so no message is read differently. Messages are written
by pygls (``json.dumps``: it has no public hook for another encoder), except the error answers the server makes
itself (``frame``).
"""

from __future__ import annotations

import asyncio
import json
import logging
import os
import stat
import threading
from typing import TYPE_CHECKING, Any, BinaryIO

import orjson
from pygls.exceptions import JsonRpcException

try:
    import fcntl  # (on every POSIX system, and nowhere else: the check for the POSIX-only parts below)
except ImportError:
    fcntl = None

if TYPE_CHECKING:
    from pygls.protocol import JsonRPCProtocol

log = logging.getLogger(__name__)

PIPE_BYTES = 1 << 20  # Linux's default limit for an unprivileged process (/proc/sys/fs/pipe-max-size)
_HEADER_END = b"\r\n\r\n"
HEADER_LIMIT = 64 << 20  # a header block longer than this ends the session (no frame can be found in it)
FIRST_BODY_BYTES = 16 << 20  # a body's buffer at first (grown as its bytes come: Content-Length is the client's word)


def _mode(stream: BinaryIO) -> int:
    """The stream's file type bits (0 when it has no file descriptor)."""
    try:
        return os.fstat(stream.fileno()).st_mode
    except (OSError, ValueError, AttributeError):
        return 0


def is_pipe(stream: BinaryIO) -> bool:
    """A pipe or socket, which asyncio can read without a thread (not a file, /dev/null or a terminal)."""
    mode = _mode(stream)
    return stat.S_ISFIFO(mode) or stat.S_ISSOCK(mode)


def reads_on_the_loop(stdin: BinaryIO) -> bool:
    """Whether ``serve`` reads ``stdin``: a pipe on a POSIX system (whose event loops watch pipes); anything else
    is read by pygls' reader."""
    return fcntl is not None and is_pipe(stdin)


def widen_pipe(stream: BinaryIO) -> None:
    """Give the pipe a 1 MB buffer (64 KB by default): a multi-megabyte didOpen or answer then crosses in a few
    writes instead of one per 64 KB, each waking the other process. Best effort (not Linux, not a pipe: nothing)."""
    set_size = getattr(fcntl, "F_SETPIPE_SZ", None)
    if set_size is None:
        return
    if stat.S_ISFIFO(_mode(stream)):
        try:
            fcntl.fcntl(stream.fileno(), set_size, PIPE_BYTES)
        except OSError:
            pass


def decode(body: bytes) -> Any:
    """A message body as Python values: orjson, else (what it refuses) the standard library, as pygls reads it."""
    try:
        return orjson.loads(body)
    except orjson.JSONDecodeError:
        return json.loads(body)


def frame(message: Any) -> bytes:
    """A message as one framed bytes string, as pygls frames its own."""
    body = orjson.dumps(message)
    return b"Content-Length: %d\r\n\r\n%s" % (len(body), body)


class WholeBodies:
    """stdin for pygls' reader (``pygls.io_.StdinAsyncReader``): a body read in pieces of at most
    ``FIRST_BODY_BYTES``, so that a Content-Length beyond memory (the client's word) waits for its bytes instead
    of asking for all of them at once (MemoryError); a body cut short by the end of input reads as the end."""

    def __init__(self, stream: BinaryIO) -> None:
        self.stream = stream

    def readline(self) -> bytes:
        """A header line, its Content-Length written as pygls' reader matches it (``header_line``)."""
        return header_line(self.stream.readline())

    def read(self, size: int) -> bytes:
        if size <= FIRST_BODY_BYTES:
            body = self.stream.read(size)
            return body if len(body) == size else b""
        body = bytearray()
        while len(body) < size:
            piece = self.stream.read(min(FIRST_BODY_BYTES, size - len(body)))
            if not piece:
                return b""
            body += piece
        return bytes(body)


class HeadersTooLong(Exception):
    pass


class PipeReader:
    """Framed reads from a pipe on the event loop: a body is read straight into a buffer of its size (``os.readv``),
    up to the pipe's 1 MB a read, instead of through a StreamReader, which grows its buffer 256 KB a read and copies
    the body out of it (a 3.8 MB didOpen, from the client's write to the whole body: 5.7 -> 3.0 ms, measured)."""

    CHUNK = 1 << 16  # a read for headers (a keystroke's message and the next ones come in one)

    def __init__(self, fd: int) -> None:
        self.fd = fd
        self.pending = bytearray()  # read past the last frame
        self._loop = asyncio.get_running_loop()
        self._waiter: asyncio.Future | None = None
        self._watching = False
        os.set_blocking(fd, False)

    async def headers(self) -> bytes | None:
        """The next frame's header block (without its blank line); None at the end of input."""
        searched = 0
        while (end := self.pending.find(_HEADER_END, searched)) < 0:
            if len(self.pending) > HEADER_LIMIT:
                raise HeadersTooLong
            searched = max(0, len(self.pending) - len(_HEADER_END) + 1)
            chunk = await self._read(self.CHUNK)
            if not chunk:
                return None
            self.pending += chunk
        headers = bytes(self.pending[:end])
        del self.pending[: end + len(_HEADER_END)]
        return headers

    async def body(self, length: int) -> bytearray | None:
        """The next ``length`` bytes; None when the input ends before them."""
        have = min(length, len(self.pending))
        if have == length:  # (a keystroke's message: read with its header)
            body = self.pending[:length]
            del self.pending[:length]
            return body
        body = bytearray(min(length, max(have, FIRST_BODY_BYTES)))
        body[:have] = memoryview(self.pending)[:have]
        del self.pending[:have]
        while have < length:
            if have == len(body):  # (over FIRST_BODY_BYTES: twice the size, up to the length)
                body.extend(bytes(min(length, 2 * have) - have))
            with memoryview(body) as view:
                try:
                    count = os.readv(self.fd, [view[have:]])
                except BlockingIOError:
                    count = None
            if count is None:
                await self._readable()
            elif not count:
                return None
            else:
                have += count
        return body

    async def _read(self, size: int) -> bytes:
        while True:
            try:
                return os.read(self.fd, size)
            except BlockingIOError:
                await self._readable()

    async def _readable(self) -> None:
        self._waiter = self._loop.create_future()
        if not self._watching:  # (watched from the first wait on, not per wait: two system calls each)
            self._loop.add_reader(self.fd, self._on_readable)
            self._watching = True
        await self._waiter

    def _on_readable(self) -> None:
        # (also called once more, on the loop turn before the woken reader reads: nothing to do then)
        if self._waiter is not None and not self._waiter.done():
            self._waiter.set_result(None)

    def close(self) -> None:
        if self._watching:
            self._loop.remove_reader(self.fd)
            self._watching = False


async def serve(stdin: BinaryIO, protocol: JsonRPCProtocol, stop_event: threading.Event, error_handler) -> None:
    """Read framed messages from the pipe ``stdin`` and hand each to ``protocol`` until the end of input or
    ``stop_event``, as ``pygls.io_.run_async`` does (headers other than Content-Length are ignored)."""
    reader = PipeReader(stdin.fileno())
    try:
        while not stop_event.is_set():
            try:
                headers = await reader.headers()
            except HeadersTooLong:
                log.error("a message header longer than 64 MB: closing")
                break
            if headers is None:
                break  # the end of input
            length = _content_length(headers)
            if length is None:
                log.error("a message without a Content-Length header: skipped")
                continue
            body = await reader.body(length)
            if body is None:
                break
            try:
                message = decode(body)
                if isinstance(message, dict):
                    message = protocol.structure_message(message)
                protocol.handle_message(message)
            except Exception as error:
                log.exception("Unable to handle message")
                error_handler(error, JsonRpcException)
    finally:
        reader.close()


_CONTENT_LENGTH = b"content-length:"


def header_line(line: bytes) -> bytes:
    """A header line as read, except a Content-Length one, which is read from its name on and written
    ``Content-Length: <value>\r\n``: its name in any case (header names are case-insensitive), and after whatever
    precedes it on the line, the body of a frame whose length was not given (skipped: its end is unknown; the frame
    after it is still read, instead of being taken for that body's rest)."""
    at = line.lower().find(_CONTENT_LENGTH)
    if at < 0:
        return line
    if at > 0 and line[:at].strip():
        log.error("a message without a usable Content-Length header: skipped")
    return b"Content-Length: " + line[at + len(_CONTENT_LENGTH):].strip() + b"\r\n"


def _content_length(headers: bytes) -> int | None:
    for line in headers.split(b"\r\n"):
        if (line := header_line(line)).startswith(b"Content-Length: "):
            value = line[len(b"Content-Length: "):].strip()
            return int(value) if value.isdigit() else None  # (not a negative count: readexactly would raise)
    return None
