"""References of a PROTO, asked in its ``.proto`` file on its name: its instances in the workspace's worlds.

The ``.wbt`` files under the project's workspace folders are searched for the name as text; only files holding it
are parsed, and an instance counts when the tree has a node of that type whose name resolves, from that world, to
this very file (``WbProtoManager::findModel``: the world's EXTERNPROTO, else the project's ``protos/`` folders). What
one world gives is cached by the file's path, size and modification time (and the asked file), so asking again after
an edit elsewhere reads only what changed.
"""

from __future__ import annotations

import os
from pathlib import Path

from tree_sitter import Node

from ..analysis.node_types import Location
from ..analysis.files import read_file
from ..analysis.project import Project, ProjectNodeTypes, normal_path
from ..analysis.spans import Span
from ..snapshot import FileSnapshot
from ..syntax import kinds
from ..syntax.parser import parse
from ..syntax.text import node_text

MAX_WORLDS = 10_000  # a workspace folder that is a whole disk must not hang the request
_cache: dict[tuple[Path, str, Path], tuple[tuple[int, int], list[Span]]] = {}


def proto_name_at(snapshot: FileSnapshot, offset: int) -> str | None:
    """The PROTO's name when ``offset`` is on the ``PROTO Name`` of a ``.proto`` file, else None."""
    if not snapshot.uri.lower().endswith(".proto"):
        return None
    for probe in (offset, offset - 1):
        node = snapshot.tree.root_node.descendant_for_byte_range(max(probe, 0), max(probe, 0))
        if node is not None and node.type == kinds.PROTO_NAME and not node.child_count and not node.is_missing:
            return node_text(snapshot.source, node)
    return None


def proto_references(snapshot: FileSnapshot, offset: int, project: Project, proto_path: Path) -> list[Location]:
    """The instances, in the workspace's ``.wbt`` files, of the PROTO named at ``offset`` in ``proto_path``."""
    name = proto_name_at(snapshot, offset)
    if name is None:
        return []
    proto_path = normal_path(proto_path)
    found: list[Location] = []
    for world in _worlds(project.workspace_folders):
        uri = world.as_uri()
        found.extend(Location(uri, span) for span in _instances(world, name, proto_path, project))
    return found


def _worlds(folders: list[Path]):
    seen = 0
    for folder in folders:
        for directory, subdirectories, files in os.walk(folder):
            subdirectories[:] = [d for d in subdirectories if not d.startswith(".") and d != "node_modules"]
            for file_name in files:
                if file_name.lower().endswith(".wbt"):
                    seen += 1
                    if seen > MAX_WORLDS:
                        return
                    yield normal_path(Path(directory) / file_name)


def _instances(world: Path, name: str, proto_path: Path, project: Project) -> list[Span]:
    try:
        stat = world.stat()
    except OSError:
        return []
    key, stamp = (world, name, proto_path), (stat.st_size, stat.st_mtime_ns)
    cached = _cache.get(key)
    if cached is not None and cached[0] == stamp:
        return cached[1]
    spans = _read_instances(world, name, proto_path, project)
    if len(_cache) >= MAX_WORLDS:
        _cache.clear()
    _cache[key] = (stamp, spans)
    return spans


def _read_instances(world: Path, name: str, proto_path: Path, project: Project) -> list[Span]:
    try:
        source = read_file(world)
    except OSError:  # (a FIFO, a device, a huge file: ``files.SkippedFile``)
        return []
    wanted = name.encode()
    if wanted not in source:
        return []  # the text search: most worlds are never parsed
    types = ProjectNodeTypes(world, source, project)
    found = types.resolve(name)
    if found is None or found.path is None or normal_path(found.path) != proto_path:
        return []
    return [Span(node.start_byte, node.end_byte) for node in _type_nodes(parse(source).root_node)
            if source[node.start_byte:node.end_byte] == wanted]


def _type_nodes(root: Node):
    """Every plain ``node_type`` of the tree (a cursor walk: no recursion, no query depth limit)."""
    cursor = root.walk()
    while True:
        node = cursor.node
        if node.type == kinds.NODE_TYPE and not node.child_count:
            yield node
        if node.type != kinds.NODE_TYPE and cursor.goto_first_child():
            continue
        while not cursor.goto_next_sibling():
            if not cursor.goto_parent():
                return
