"""EXTERNPROTO fixes. ``missing-declaration``: the ``EXTERNPROTO`` line Webots asks for
(``WbProtoManager::findModel``), after the file's last declaration or else after the header block.
``unreadable-proto``: the workspace's files of the declared file's name, as a path relative to the file."""

from __future__ import annotations

import os

from tree_sitter import Node

from ...analysis.project import ProjectNodeTypes
from ...analysis.spans import Span
from ...snapshot import FileSnapshot
from ...syntax import kinds
from . import MAX_SUGGESTIONS, Fixes, type_chain


def declaration(snapshot: FileSnapshot, span: Span) -> Fixes:
    types = snapshot.node_types
    if not isinstance(types, ProjectNodeTypes) or type_chain(snapshot, span) is None:
        return []
    url = types.missing_declaration(snapshot.text(span.start, span.end))
    if url is None:
        return []
    return [(f"Add 'EXTERNPROTO \"{url}\"'", [declaration_edit(snapshot.source, snapshot.tree.root_node, url)])]


def same_name_files(snapshot: FileSnapshot, span: Span) -> Fixes:
    """An unreadable EXTERNPROTO file: the workspace's files of that name instead (a path relative to the file, with
    forward slashes, as Webots writes one)."""
    types = snapshot.node_types
    if not isinstance(types, ProjectNodeTypes):
        return []
    url = snapshot.text(span.start, span.end)
    file_name = url.replace("\\", "/").rsplit("/", 1)[-1]
    if not file_name.lower().endswith(".proto"):
        return []
    found = {path for folder in types.project.workspace_folders
             for path in types.project.folder_proto_files(folder) if path.name == file_name}
    fixes = []
    for path in sorted(found):
        relative = os.path.relpath(path, types.file_path.parent).replace(os.sep, "/")
        if relative != url:
            fixes.append((f"Change to '{relative}'", [(span, relative)]))
    return fixes[:MAX_SUGGESTIONS]


def declaration_edit(source: bytes, root: Node, url: str) -> tuple[Span, str]:
    """The insertion of ``EXTERNPROTO "url"``: on a line after the file's last declaration, else after the header
    block with a blank line on each side, as Webots writes a world (line breaks as the file's first one)."""
    first_break = source.find(b"\n")
    newline = "\r\n" if first_break > 0 and source[first_break - 1] == 0x0D else "\n"
    line = f'EXTERNPROTO "{url}"'
    header, last = None, None
    cursor = root.walk()
    more = cursor.goto_first_child()
    while more and cursor.node.type not in (kinds.NODE, kinds.USE_NODE, kinds.PROTO):  # the head of the file only
        if cursor.node.type == kinds.HEADER:
            header = cursor.node
        elif cursor.node.type == kinds.EXTERN_PROTO:
            last = cursor.node
        more = cursor.goto_next_sibling()
    after = last or header
    if after is None:
        return Span(0, 0), line + newline + newline
    end = source.find(b"\n", after.end_byte)
    if end < 0:
        return Span(len(source), len(source)), newline + line + newline
    at = end + 1
    if last is not None:
        return Span(at, at), line + newline
    blank_end = source.find(b"\n", at)
    if blank_end >= 0 and not source[at:blank_end].strip():
        return Span(blank_end + 1, blank_end + 1), line + newline + newline
    return Span(at, at), newline + line + newline + newline
