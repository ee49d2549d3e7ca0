"""Workspace symbols: the PROTOs of the workspace's ``.proto`` files (only each file's head is read, up to its
``PROTO Name`` line) and the DEF names of the open documents, filtered by the query as editors do (the query's
characters in order, any case)."""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from ..analysis.spans import Span
from ..analysis.files import read_head
from ..snapshot import FileSnapshot

MAX_RESULTS = 1000
_HEAD_BYTES = 64 * 1024  # a PROTO line comes after the header, comments and EXTERNPROTOs
_PROTO_LINE = re.compile(rb"^[ \t]*PROTO[ \t]+([^\x00-\x20\"#',.\[\\\]{}%]+)", re.MULTILINE)


@dataclass(frozen=True, slots=True)
class ProtoSymbol:
    name: str
    path: Path
    line: int  # 0-based (lines end at LF; a PROTO head with lone CR line ends is read as one line)
    line_prefix: bytes  # the line's bytes before the name (the server counts them in the client's encoding)
    name_bytes: bytes


@dataclass(frozen=True, slots=True)
class DefSymbol:
    name: str
    uri: str  # the open document's
    span: Span


def matches(query: str, name: str) -> bool:
    """The query's characters appear in ``name`` in order, ignoring case (an empty query matches everything)."""
    rest = iter(name.lower())
    return all(char in rest for char in query.lower())


def proto_symbols(query: str, proto_files: Iterable[Path]) -> list[ProtoSymbol]:
    """The PROTO of each file whose name matches ``query``: every file, two of one name too (a project may keep
    variants in several folders, and the worlds may use any of them)."""
    found: list[ProtoSymbol] = []
    for path in sorted(proto_files, key=lambda path: (path.name, path)):
        if len(found) >= MAX_RESULTS or not matches(query, path.stem):
            continue
        symbol = _proto_line(path)
        if symbol is not None and matches(query, symbol.name):
            found.append(symbol)
    return found


def _proto_line(path: Path) -> ProtoSymbol | None:
    try:
        head = read_head(path, _HEAD_BYTES)
    except OSError:  # (a FIFO, a device: ``files.SkippedFile``)
        return None
    match = _PROTO_LINE.search(head)
    if match is None:
        return None
    line_start = head.rfind(b"\n", 0, match.start(1)) + 1
    name = match.group(1)
    prefix = head[line_start : match.start(1)]
    return ProtoSymbol(name.decode("utf-8", "replace"), path, head.count(b"\n", 0, line_start), prefix, name)


def def_symbols(query: str, snapshots: Iterable[FileSnapshot]) -> list[DefSymbol]:
    found: list[DefSymbol] = []
    for snapshot in snapshots:
        for occurrence in snapshot.analysis.occurrences:
            if len(found) >= MAX_RESULTS:
                return found
            if occurrence.is_def and matches(query, occurrence.name):
                found.append(DefSymbol(occurrence.name, snapshot.uri, occurrence.span))
    return found
