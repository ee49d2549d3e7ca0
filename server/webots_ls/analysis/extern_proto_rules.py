"""``EXTERNPROTO`` declarations whose file Webots could not read.

Webots builds the tree of a world's PROTO files before it loads the world (``WbProtoTreeItem::parseItem``): a
declared local file it cannot open stops that with ``File '%1' is not readable.``, and the nodes of that PROTO are
then unknown. A declaration names the file it wants, so the finding is on the declaration's URL; the instances of
the name are left to it (``proto_rules.unknown_node_types``). Nothing is fetched: a web URL is Webots' to download,
a ``webots://`` one the library's (known from the installation or the bundled index).
"""

from __future__ import annotations

from tree_sitter import Tree

from . import codes
from .codes import Finding
from .files import unreadable_reason
from .project import ProjectNodeTypes, normal_path, webots_relative_path
from .spans import Span
from ..syntax import kinds
from ..syntax.kinds import Child


def unreadable_extern_protos(tree: Tree, source: bytes, node_types: ProjectNodeTypes) -> list[Finding]:
    """``File '%1' is not readable.`` on each local EXTERNPROTO URL whose file is missing, is not a regular file
    (a FIFO, a device), or is too large to read (the reason in parentheses)."""
    findings: list[Finding] = []
    for item in tree.root_node.named_children:
        if item.type != kinds.EXTERN_PROTO:
            continue
        string = item.child_by_field_name(Child.URL)
        if string is None or string.type != kinds.STRING or string.end_byte - string.start_byte < 2:
            continue
        span = Span(string.start_byte + 1, string.end_byte - 1)
        url = source[span.start : span.end].decode("utf-8", "replace")
        local = url[len("file://"):] if url.startswith("file://") else url
        if not local.lower().endswith(".proto") or webots_relative_path(url) is not None or "://" in local:
            continue  # (not a PROTO URL: the grammar's finding; the library's or the web's: never fetched)
        reason = unreadable_reason(normal_path(node_types.file_path.parent / local.replace("\\", "/")))
        if reason is not None:
            findings.append(codes.UNREADABLE_PROTO.at(span, f"File '{url}' is not readable. ({reason})"))
    return findings
