"""``header``: the first line Webots wants (``WbTokenizer::readFileInfo``): an unreadable header rewritten with its
version, a missing one inserted as the current header."""

from __future__ import annotations

import re

from ...analysis.checks import CURRENT_HEADER, header_problems
from ...analysis.spans import Span
from ...snapshot import FileSnapshot
from . import Fixes

_VERSION = re.compile(rb"\b(R\d{4}[a-z](?:-rev\d+)?|V\d+(?:\.\d+)*)\b")


def header_line(snapshot: FileSnapshot, span: Span) -> Fixes:
    source = snapshot.source
    if not header_problems(snapshot.tree, source):
        return []
    start = 3 if source.startswith(b"\xef\xbb\xbf") else 0
    end = source.find(b"\n", start)
    first_line = source[start : len(source) if end < 0 else end].rstrip(b"\r")
    kind = "VRML_OBJ" if snapshot.uri.lower().endswith(".wbo") else "VRML_SIM"
    version = _VERSION.search(first_line)
    if first_line.startswith(b"#VRML"):  # a header Webots cannot read: the same version, written as Webots does
        written = version.group(1).decode() if version else CURRENT_HEADER.split()[1]
        header = f"#{kind} {written} utf8"
        return [(f"Change the first line to '{header}'", [(Span(start, start + len(first_line)), header)])]
    header = CURRENT_HEADER.replace("VRML_SIM", kind)
    newline = "\r\n" if end > 0 and source[end - 1 : end] == b"\r" else "\n"
    return [(f"Insert the header line '{header}'", [(Span(start, start), header + newline)])]
