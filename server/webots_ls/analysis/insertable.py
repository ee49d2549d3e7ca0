"""The node types Webots' "Add a node" dialog lists for a slot (``WbAddNodeDialog::buildTree``), for completion.

* Built-in nodes: every model ``WbNodeUtilities::isAllowedToInsert`` accepts in the slot (``use_rules.insert_problem``,
  the judge of the slot-typing diagnostic). At the world's top level ``WorldInfo``, ``Viewpoint``, ``Background``
  and ``Fog`` are offered too: Webots accepts them there while reading a file, which is what a text editor writes.
* PROTOs the file can see: its EXTERNPROTO declarations, the project's ``protos/`` folders, Webots' library (the
  installation's list, else the bundled index). Judged by base type like built-ins, by name for a PROTO field's
  restrictions; a PROTO tagged ``hidden`` or ``deprecated`` is not listed (``addProtosFromProtoList``), nor one that
  ``needsRobotAncestor`` (it holds a device) unless the slot's top node is a Robot or the PROTO is itself a Robot.
* A PROTO the file does not declare, in an R2022b+ file, comes with the URL of the ``EXTERNPROTO`` line to add: the
  path relative to the file for a project PROTO, ``webots://…`` for a library one.

Library entries are judged from the list alone (base type, tags, needs-robot-ancestor): no library file is read.
Pure: no LSP types.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from .files import read_file
from .node_docs import node_doc
from .node_models import built_in_node_names, find_node_model
from .node_types import NodeTypes, chain_reaches
from .project import ProjectNodeTypes, library_url, webots_relative_path
from .use_rules import Slot, insert_problem

# WbNodeUtilities::isDeviceTypeName: the Solid devices and the logical devices (Connector excepted by the callers).
DEVICE_TYPES = frozenset({
    "Accelerometer", "Altimeter", "Camera", "Compass", "Display", "DistanceSensor", "Emitter", "GPS", "Gyro",
    "InertialUnit", "LED", "Lidar", "LightSensor", "Pen", "Radar", "RangeFinder", "Receiver", "Speaker",
    "TouchSensor", "Track", "Brake", "LinearMotor", "PositionSensor", "RotationalMotor", "Skin",
})
_TOP_ONLY = frozenset({"WorldInfo", "Viewpoint", "Background", "Fog"})
_HIDING_TAGS = frozenset({"hidden", "deprecated"})
# WbTokenizer's tokens, enough to tell identifiers from strings, comments and template statements.
_TOKEN = re.compile(rb'"(?:\\.|[^"\\])*"?|#[^\n]*|%<.*?(?:>%|\Z)|%\{.*?(?:\}%|\Z)|[^\x00-\x20,#"\[\]{}]+', re.S)


@dataclass(frozen=True)
class Insertable:
    name: str  # the type name to write
    base_type: str  # the built-in type it finally is
    origin: str  # "built-in", "file" (this file, a declaration or a project PROTO) or "library"
    description: str = ""
    declaration: str | None = None  # the EXTERNPROTO URL to add (an undeclared PROTO in an R2022b+ file)


def needs_robot_ancestor(source: bytes) -> bool:
    """``WbProtoManager::generateInfoFromProtoFile``: a PROTO needs a Robot ancestor when any identifier token of its
    file names a device type (Connector excepted)."""
    for match in _TOKEN.finditer(source):
        token = match.group()
        if token[:1].isalpha() and token.decode("utf-8", "replace") in DEVICE_TYPES:
            return True
    return False


def inside_robot(types: NodeTypes, slot: Slot) -> bool:
    """``WbAddNodeDialog``'s ``mHasRobotTopNode``: the slot's top node is a Robot; unknown (open-ended) counts."""
    if slot.open_ended:
        return True
    if not slot.path:
        return False
    top = slot.path[-1].owner
    return top is not None and types.base_type(top) == "Robot"


def insertable_types(types: NodeTypes, slot: Slot) -> list[Insertable]:
    """Every type a node written in ``slot`` may have, built-ins first (alphabetical), then PROTOs."""
    found = [Insertable(name, name, "built-in", _built_in_description(name))
             for name in sorted(built_in_node_names()) if _built_in_fits(types, slot, name)]
    if isinstance(types, ProjectNodeTypes):
        found.extend(_protos(types, slot))
    return found


def _built_in_fits(types: NodeTypes, slot: Slot, name: str) -> bool:
    if slot.kind == "top" and name in _TOP_ONLY:
        return True
    return insert_problem(types, slot, name) is None


def _built_in_description(name: str) -> str:
    doc = node_doc(name)
    return doc.description if doc is not None else ""


def _protos(types: ProjectNodeTypes, slot: Slot) -> list[Insertable]:
    project = types.project
    robot = inside_robot(types, slot)
    own = types.own_interface()
    file_names: dict[str, Path | None] = {name: None for name in types.declarations()}
    for folder in project.project_proto_folders(types.file_path):
        for name, path in project.folder_protos(folder).items():
            file_names.setdefault(name, path)
    found: list[Insertable] = []
    for name in sorted(file_names):
        if own is not None and own.name == name or find_node_model(name) is not None:
            continue  # a PROTO's own name in its body is a recursion
        item = _file_proto(types, slot, name, file_names[name], robot)
        if item is not None:
            found.append(item)
    lists = [project.library]  # an installation's list first: its URLs are the ones its files answer to
    if project.installation is not None and (installed := project.installation.proto_list()) is not None:
        lists.insert(0, installed)
    names = frozenset().union(*(library.names() for library in lists))
    own_name = {own.name} if own is not None else set()  # in its own file the name is the PROTO itself
    for name in sorted(names - set(file_names) - own_name):
        entry = next((hit for library in lists if (hit := library.get(name)) is not None), None)
        if entry is None or entry.base_type is None or _hidden(entry.tags) or find_node_model(name) is not None:
            continue
        if entry.needs_robot_ancestor and not robot and entry.base_type != "Robot":
            continue
        if not _library_fits(types, slot, name, entry.base_type):
            continue
        declaration = library_url(entry.url, types.version) if types.declares_externprotos else None
        found.append(Insertable(name, entry.base_type, "library", entry.description, declaration))
    return found


def _file_proto(types: ProjectNodeTypes, slot: Slot, name: str, path: Path | None, robot: bool) -> Insertable | None:
    """A PROTO of a declaration (``path`` None) or of the project's folders, resolved the way the file would."""
    source = types.resolve(name)
    base = types.base_type(name)
    if source is None or base is None:
        return None
    interface, library = source.interface, source.library
    tags = interface.tags if interface is not None else library.tags if library is not None else ()
    if _hidden(tags):
        return None
    if not robot and base != "Robot" and _needs_robot(types, source):
        return None
    if insert_problem(types, slot, name) is not None:
        return None
    description = interface.description if interface is not None else library.description if library else ""
    declaration = None
    if path is not None and types.declares_externprotos:  # found in a protos/ folder, not declared
        if source.kind == "file" and source.path is not None:
            declaration = os.path.relpath(source.path, types.file_path.parent).replace(os.sep, "/")
        elif source.url is not None:
            declaration = library_url(source.url, types.version)
    return Insertable(name, base, "file", description, declaration)


_ROBOT_ANSWERS: dict[tuple, bool] = {}  # (path, open text's hash and length, or mtime and size) -> answer
_MAX_ROBOT_ANSWERS = 4096


def _needs_robot(types: ProjectNodeTypes, source) -> bool:
    """``needsRobotAncestor`` of a PROTO: its list entry's, else read from its file (kept until the file changes:
    each completion request asks it of every project PROTO)."""
    if source.library is not None:
        return source.library.needs_robot_ancestor
    if source.path is None:
        return False
    text = types.project.open_documents().get(str(source.path))
    try:
        key = (source.path, hash(text), len(text)) if text is not None else (source.path, *_stamp(source.path))
        if key not in _ROBOT_ANSWERS:
            if len(_ROBOT_ANSWERS) >= _MAX_ROBOT_ANSWERS:
                _ROBOT_ANSWERS.clear()
            _ROBOT_ANSWERS[key] = needs_robot_ancestor(text if text is not None else read_file(source.path))
    except OSError:
        return False
    return _ROBOT_ANSWERS[key]


def _stamp(path: Path) -> tuple[int, int]:
    status = path.stat()
    return status.st_mtime_ns, status.st_size


def _library_fits(types: ProjectNodeTypes, slot: Slot, name: str, base: str) -> bool:
    """``insert_problem`` by the entry's base type; a PROTO field's restrictions by the entry's name and base type
    (``X`` names the PROTO or its base type, ``X+`` also the base type's built-in ancestors)."""
    frame = slot.path[0] if slot.kind == "field" and slot.path else None
    owner = types.model(frame.owner) if frame is not None and frame.owner is not None else None
    if owner is not None and owner.is_proto:
        parameter = owner.field(frame.field) if frame.field is not None else None
        if parameter is None or not parameter.restrictions or parameter.type not in ("SFNode", "MFNode"):
            return True
        for restriction in parameter.restrictions:
            wanted = restriction.rstrip("+")
            if wanted in (name, base) or restriction.endswith("+") and chain_reaches(base, wanted):
                return True
        return False
    return insert_problem(types, slot, base) is None


def _hidden(tags) -> bool:
    return any(tag.lower() in _HIDING_TAGS for tag in tags)
