"""What a node type name means in one file: the node-model provider.

Every rule and feature asks a ``NodeTypes`` instead of a global table, because the answer depends on the file:
a world's own PROTOs, its ``EXTERNPROTO`` declarations, the project's ``protos/`` folders, a Webots installation
and the bundled library index all come before or beside the built-in nodes (``WbProtoManager::findModel``).
``BUILT_INS`` answers for Webots' built-in nodes only; the project model (PROTOs across files) implements the same
protocol and falls back to it.

A provider answers four primitive questions (``model``, ``base_type``, ``is_known``, ``names``). ``NodeTypesBase``
derives the rest from them, with caches that live as long as the provider: the fast paths of the schema sweeps
(``type_info``, ``field_infos``) and Webots' class membership (``is_a``: a Solid, a joint, a group, a geometry),
which is asked of the *base type*, so a PROTO whose base is ``Solid`` is a Solid (``WbNodeUtilities`` casts the
PROTO instance's node, which is its base node).
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from typing import Mapping, Protocol

from .node_models import DEPRECATED_NODE_NAMES, NodeModel, built_in_base, built_in_node_names, find_node_model
from .spans import Span
from .value_text import FieldInfo, field_infos_of


@dataclass(frozen=True, slots=True)
class Location:
    """A place in a file: ``uri`` is a ``file://`` URI, or a library URL (``webots://…``) with no file at hand."""

    uri: str
    span: Span


# (model, field infos, the current name if ``type_bytes`` is a deprecated one) of a plain type name.
TypeInfo = tuple[NodeModel | None, "dict[bytes, FieldInfo] | None", str | None]

# -------------------------------------------------------------------------------- Webots' node classes
#
# Class membership follows Webots' C++ classes, which the ``base`` of the packaged models mostly mirrors. Two ``.wrl``
# headers say ``# parent: Solid`` where Webots' classes disagree: ``PositionSensor`` is a logical device
# (``WbLogicalDevice``, "Device nodes cannot be USEd.") and ``Propeller`` derives from no Solid class
# (``WbNodeUtilities::isAllowedToInsert`` lists it apart from the Solid devices); both are kept out of the Solids.

SOLID = "WbSolid"  # Solid, Robot, Charger, Track and every Solid device
GROUP = "WbGroup"  # Group, Transform, Pose, Solid...: their `children` are searched for Solid and joint descendants
JOINT = "WbBasicJoint"
JOINT_PARAMETERS = "WbJointParameters"
LOGICAL_DEVICE = "WbLogicalDevice"
GEOMETRY = "WbGeometry"
COLLISION_GEOMETRY = "collision geometry"  # the geometries a boundingObject takes (isAllowedToInsert)

NOT_SOLID = frozenset({"PositionSensor", "Propeller"})  # '# parent: Solid' in their .wrl, not WbSolid in Webots
_EXPLICIT_CLASSES: Mapping[str, frozenset[str]] = {
    JOINT: frozenset({"HingeJoint", "Hinge2Joint", "SliderJoint", "BallJoint"}),
    JOINT_PARAMETERS: frozenset({"JointParameters", "HingeJointParameters", "Hinge2JointParameters"}),
    LOGICAL_DEVICE: frozenset({"LinearMotor", "RotationalMotor", "PositionSensor", "Brake", "Skin"}),
    GEOMETRY: frozenset({"Box", "Capsule", "Cone", "Cylinder", "ElevationGrid", "IndexedFaceSet", "IndexedLineSet",
                         "Mesh", "Plane", "PointSet", "Sphere"}),
    COLLISION_GEOMETRY: frozenset({"Box", "Capsule", "Cylinder", "ElevationGrid", "IndexedFaceSet", "Mesh", "Plane",
                                   "Sphere"}),
}
_CHAIN_CLASSES = {SOLID: "Solid", GROUP: "Group"}  # built-in types whose documented base chain reaches the model


def chain_reaches(name: str, ancestor: str) -> bool:
    """Whether built-in type ``name`` is ``ancestor`` or descends from it by the documented parent chain."""
    seen = set()
    current: str | None = name
    while current is not None and current not in seen:
        if current == ancestor:
            return True
        seen.add(current)
        current = built_in_base(current)  # (read from the data: a class' members walk every type's chain)
    return False


@lru_cache(maxsize=None)  # (built-in data only: the same for every provider)
def _class_members(node_class: str) -> frozenset[str]:
    """The built-in type names (current names) of a Webots class."""
    explicit = _EXPLICIT_CLASSES.get(node_class)
    if explicit is not None:
        return explicit
    ancestor = _CHAIN_CLASSES[node_class]
    return frozenset(n for n in built_in_node_names() if n not in NOT_SOLID and chain_reaches(n, ancestor))


# ------------------------------------------------------------------------------------------ providers


class NodeTypes(Protocol):
    """Answers "what is type T here" for one file."""

    def model(self, name: str) -> NodeModel | None:
        """The model of ``name`` (built-in, deprecated names mapped, or a PROTO), None if unknown here."""

    def base_type(self, name: str) -> str | None:
        """The built-in type a node written ``name`` finally is (a PROTO's base type, recursively), None if unknown."""

    def is_known(self, name: str) -> bool:
        """Whether ``name`` is a built-in node or a PROTO this file can see (else Webots skips the node)."""

    def names(self) -> frozenset[str]:
        """Every type name this file may write (for completion and "did you mean")."""

    def type_info(self, type_bytes: bytes) -> TypeInfo:
        """(model, field infos, current name if deprecated) of a type name as written (the sweeps' fast path)."""

    def field_infos(self, model: NodeModel) -> dict[bytes, FieldInfo]:
        """Per field name (bytes) of ``model``: ``value_text.FieldInfo``."""

    def proto_ancestors(self, name: str) -> tuple[str, ...]:
        """``name`` and the PROTOs it derives from, nearest first; () for a built-in or unknown type."""

    def is_a(self, name: str, node_class: str) -> bool:
        """Whether a node written ``name`` is of the Webots class ``node_class`` (``SOLID``, ``JOINT``, ...), by its
        base type; False when the type is unknown here."""


# Field infos per node model object, for every provider of the process: a built-in model is one object, and a
# project keeps one model object per PROTO as read (``project.proto_node_model``), so a new provider per document
# version asks nothing again. Keyed by identity (the model kept beside its infos, so an id is never reused).
_FIELD_INFOS: dict[int, tuple[NodeModel, dict[bytes, FieldInfo]]] = {}
_MAX_FIELD_INFOS = 8192


def shared_field_infos(model: NodeModel) -> dict[bytes, FieldInfo]:
    entry = _FIELD_INFOS.get(id(model))
    if entry is not None and entry[0] is model:
        return entry[1]
    infos = field_infos_of(model)
    if len(_FIELD_INFOS) >= _MAX_FIELD_INFOS:
        _FIELD_INFOS.clear()
    _FIELD_INFOS[id(model)] = (model, infos)
    return infos


class NodeTypesBase:
    """The derived questions of ``NodeTypes`` from the four primitive ones, cached per provider. A provider
    subclasses it and implements ``model``, ``base_type``, ``is_known`` and ``names``. A built-in name is the
    built-in node for every provider (built-ins come first in Webots' findModel order): its derived answers are
    ``BUILT_INS``' own, one cache for the process, so a new provider (one per document version) starts warm."""

    _MAX_TYPE_INFOS = 4096  # answers kept per cache (a file with many misspelt types must not grow it forever)

    def __init__(self) -> None:
        self._type_infos: dict[bytes, TypeInfo] = {}
        self._is_a: dict[tuple[str, str], bool] = {}

    def model(self, name: str) -> NodeModel | None:
        raise NotImplementedError

    def base_type(self, name: str) -> str | None:
        raise NotImplementedError

    def proto_ancestors(self, name: str) -> tuple[str, ...]:
        return ()

    def type_info(self, type_bytes: bytes) -> TypeInfo:
        if self is not BUILT_INS and (built_in := BUILT_INS.type_info(type_bytes))[0] is not None:
            return built_in
        info = self._type_infos.get(type_bytes)
        if info is None:
            name = type_bytes.decode("utf-8", "replace")
            model = self.model(name)
            info = (model, self.field_infos(model) if model is not None else None, DEPRECATED_NODE_NAMES.get(name))
            if len(self._type_infos) < self._MAX_TYPE_INFOS:
                self._type_infos[type_bytes] = info
        return info

    def field_infos(self, model: NodeModel) -> dict[bytes, FieldInfo]:
        return shared_field_infos(model)

    def is_a(self, name: str, node_class: str) -> bool:
        if self is not BUILT_INS and find_node_model(name) is not None:
            return BUILT_INS.is_a(name, node_class)
        key = (name, node_class)
        answer = self._is_a.get(key)
        if answer is None:  # a PROTO's base type may take reading other files: asked once per provider
            base = self.base_type(name)
            answer = base is not None and base in _class_members(node_class)
            if len(self._is_a) < self._MAX_TYPE_INFOS:
                self._is_a[key] = answer
        return answer


class BuiltInNodeTypes(NodeTypesBase):
    """Webots' built-in nodes only (``WbNodeModel``): every PROTO is unknown."""

    def model(self, name: str) -> NodeModel | None:
        return find_node_model(name)

    def base_type(self, name: str) -> str | None:
        model = find_node_model(name)
        return model.name if model is not None else None

    def is_known(self, name: str) -> bool:
        return find_node_model(name) is not None

    def names(self) -> frozenset[str]:
        return built_in_node_names() | frozenset(DEPRECATED_NODE_NAMES)


BUILT_INS: NodeTypes = BuiltInNodeTypes()
