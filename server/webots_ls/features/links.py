"""Document links: ``EXTERNPROTO`` URLs, the ``url`` fields of textures, meshes and sounds (relative to the file, as
``WbUrl::computePath`` resolves them), and ``controller "name"`` -> the project's ``controllers/name/``.

Nothing is fetched or checked on the network: a web URL is linked as it is, a ``webots://`` URL only when an
installation folder is known (``WbUrl::computePath`` maps it to the installation's files).
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

from ..analysis.spans import Span
from ..snapshot import FileSnapshot
from ..syntax import kinds
from ..syntax.kinds import Child

_WEB = ("http://", "https://")
_NO_CONTROLLER = ("", "<none>", "<extern>", "<generic>")


@dataclass(frozen=True, slots=True)
class Link:
    span: Span  # the string's content, quotes excluded
    target: str  # an absolute file path, or a web URL


def document_links(snapshot: FileSnapshot, file_path: Path | None, webots_home: Path | None = None) -> list[Link]:
    """The links of the file at ``file_path`` (None: an unsaved document, only web URLs are linked)."""
    source = snapshot.source
    folder = file_path.parent if file_path is not None else None
    links: list[Link] = []
    cursor = snapshot.tree.walk()
    while True:
        node = cursor.node
        kind = node.type
        if kind == "extern_proto":
            links += _links_of(node.child_by_field_name(Child.URL), source, folder, webots_home)
        elif kind == "field":
            _field_links(node, source, file_path, webots_home, links)
        if kind in ("source_file", "node", "node_body", "list", "proto", "proto_body", "field") and cursor.goto_first_child():
            continue
        while not cursor.goto_next_sibling():
            if not cursor.goto_parent():
                return links


def _field_links(node, source: bytes, file_path: Path | None, webots_home: Path | None, links: list[Link]) -> None:
    name_node = node.child_by_field_name(Child.NAME)
    value = node.child_by_field_name(Child.VALUE)
    if name_node is None or value is None:
        return
    name = source[name_node.start_byte : name_node.end_byte]
    if name == b"url" and value.type in (kinds.STRING, kinds.LIST):
        strings = [value] if value.type == kinds.STRING else [c for c in value.named_children if c.type == kinds.STRING]
        for string in strings:
            links += _links_of(string, source, file_path.parent if file_path else None, webots_home)
    elif name == b"controller" and value.type == kinds.STRING and file_path is not None:
        controller = _content(value, source)
        project = file_path.parent.parent
        if controller and controller[1] not in _NO_CONTROLLER and file_path.parent.name == "worlds":
            links.append(Link(controller[0], str(project / "controllers" / controller[1])))


def _content(string, source: bytes) -> tuple[Span, str] | None:
    if string is None or string.type != kinds.STRING or string.end_byte - string.start_byte < 2:
        return None
    span = Span(string.start_byte + 1, string.end_byte - 1)
    return span, source[span.start : span.end].decode("utf-8", "replace")


def _links_of(string, source: bytes, folder: Path | None, webots_home: Path | None) -> list[Link]:
    content = _content(string, source)
    if content is None or not content[1] or "\x00" in content[1]:  # (a NUL byte names no file)
        return []
    span, url = content
    if url.startswith(_WEB):
        return [Link(span, url)]
    if url.startswith("webots://"):
        return [Link(span, str(webots_home / url[len("webots://") :]))] if webots_home is not None else []
    path = Path(url)
    if path.is_absolute():
        return [Link(span, str(path))]
    # normalized, not resolved: a symlink loop (or a link out of the tree) is linked as written, never followed
    return [Link(span, os.path.normpath(folder / path))] if folder is not None else []
