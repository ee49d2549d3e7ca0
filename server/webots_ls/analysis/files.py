"""Reading the files a repository names: regular files only, never blocking, never unbounded.

A repository can commit a FIFO, or a symlink to ``/dev/stdin``, ``/dev/zero`` or a huge sparse file, under a
``.proto`` or ``.wbt`` name; an ``EXTERNPROTO`` or a folder listing then leads the server to it. A plain read would
wait forever for a writer, swallow the server's own LSP input, or grow until memory runs out. So every file is
opened without blocking (where the platform has ``O_NONBLOCK``), checked with ``fstat`` on the open descriptor (no
race with a rename), refused unless it is a regular file, and read up to a bound.
"""

from __future__ import annotations

import os
import re
import stat
from pathlib import Path
from urllib.parse import urlparse
from urllib.request import url2pathname

# The corpus' largest file is 3.8 MB; generated worlds of 5-20 MB exist. Past this, a file is refused, not read.
MAX_FILE_BYTES = 64 << 20
_NONBLOCK = getattr(os, "O_NONBLOCK", 0)  # (POSIX; Windows has no FIFOs to fear in a checkout)
_BINARY = getattr(os, "O_BINARY", 0)  # (Windows: no newline translation)


class SkippedFile(OSError):
    """A file that was not read: not a regular file, or larger than the bound. ``reason`` says which, in words
    fit for a message ("not a regular file", "larger than 64 MB")."""

    def __init__(self, path: str | Path, reason: str) -> None:
        super().__init__(f"{path}: {reason}")
        self.path, self.reason = Path(path), reason


def read_file(path: str | Path, limit: int = MAX_FILE_BYTES) -> bytes:
    """The bytes of the regular file at ``path`` (symlinks followed), at most ``limit`` of them; ``SkippedFile``
    (an ``OSError``) for anything else, so callers that skip unreadable files skip these too."""
    fd = os.open(path, os.O_RDONLY | _NONBLOCK | _BINARY)
    try:
        status = os.fstat(fd)
        if not stat.S_ISREG(status.st_mode):
            raise SkippedFile(path, "not a regular file")
        if status.st_size > limit:
            raise SkippedFile(path, f"larger than {limit >> 20} MB")
        if _NONBLOCK:
            os.set_blocking(fd, True)
        chunks, size = [], 0
        while size <= limit:
            chunk = os.read(fd, min(1 << 20, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
        if size > limit:  # (it grew since fstat, or says 0 like /proc files)
            raise SkippedFile(path, f"larger than {limit >> 20} MB")
        return b"".join(chunks)
    finally:
        os.close(fd)


def read_head(path: str | Path, size: int) -> bytes:
    """The first ``size`` bytes of the regular file at ``path`` (``SkippedFile`` if it is not one)."""
    fd = os.open(path, os.O_RDONLY | _NONBLOCK | _BINARY)
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise SkippedFile(path, "not a regular file")
        if _NONBLOCK:
            os.set_blocking(fd, True)
        return os.read(fd, size)
    finally:
        os.close(fd)


def unreadable_reason(path: str | Path, limit: int = MAX_FILE_BYTES) -> str | None:
    """Why ``read_file(path)`` would not read the file, without opening it ("no such file", "not a regular file",
    "larger than 64 MB", the system's word); None when it would."""
    try:
        status = os.stat(path)
    except FileNotFoundError:
        return "no such file"
    except (OSError, ValueError) as error:  # (a symlink loop, a NUL byte in the name, ...)
        return getattr(error, "strerror", None) or "cannot be read"
    if not stat.S_ISREG(status.st_mode):
        return "not a regular file"
    if status.st_size > limit:
        return f"larger than {limit >> 20} MB"
    return None


_WEBOTS_HEADER = re.compile(rb"#[ \t]*VRML")  # (Webots strips a header line's `#`, then trims it)
WEBOTS_HEAD_BYTES = 1024


def names_webots_header(source: bytes) -> bool:
    """Whether the head of a text names a Webots header (``#VRML...``, ``# VRML...``): a Webots file, maybe with a
    broken header. A file without one (a copied credentials file, a protobuf schema) is not one."""
    return _WEBOTS_HEADER.search(source, 0, WEBOTS_HEAD_BYTES) is not None


# Protocol Buffers' own statements, one of which a .proto schema file has near its top (and a Webots file never has).
_PROTOBUF_STATEMENT = re.compile(
    rb"""^[ \t]*(?:(?:syntax|edition)[ \t]*=[ \t]*["']|package[ \t]+[\w.]+[ \t]*;|"""
    rb"""import[ \t]+(?:(?:public|weak)[ \t]+)?["'][^"'\r\n]*["'][ \t]*;|message[ \t]+\w+[ \t]*\{)""",
    re.MULTILINE,
)
PROTOBUF_HEAD_BYTES = 8192


def is_protocol_buffers(source: bytes) -> bool:
    """Whether a ``.proto`` file's text is a Protocol Buffers schema, not a Webots PROTO: no ``#VRML`` in its head,
    and one of protobuf's statements (``syntax =``, ``package x;``, ``import "…";``, ``message X {``)."""
    return not names_webots_header(source) and _PROTOBUF_STATEMENT.search(source, 0, PROTOBUF_HEAD_BYTES) is not None


def uri_path(uri: str) -> Path:
    """The local path of a ``file:`` URI, on this platform's terms (``file:///C:/w/a%20b.wbt`` is ``C:\\w\\a b.wbt``
    on Windows: ``url2pathname`` takes the drive letter's form; a host names a UNC share)."""
    parsed = urlparse(uri)
    path = url2pathname(parsed.path)
    if parsed.netloc and parsed.netloc != "localhost":
        path = f"//{parsed.netloc}{path}" if os.sep == "/" else f"\\\\{parsed.netloc}{path}"
    return Path(path)
