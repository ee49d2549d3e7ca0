"""Where a node may stand: Webots' ``WbNodeUtilities::isAllowedToInsert`` for a node type in a slot (the field it
stands in and the frames above it), with a PROTO parameter's node restrictions (``proto_values``).

Pure questions to a ``NodeTypes`` provider: no tree, no file analysis. Slot typing (``slot_paths``, ``slot_typing``),
the USE rules and completion (``use_rules``, ``insertable``) ask it.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from .node_models import NodeModel
from .node_types import COLLISION_GEOMETRY, GEOMETRY, JOINT, SOLID, NodeTypes
from .proto_values import node_restriction_problem


@dataclass(frozen=True)
class Frame:
    """One level of the path from a USE up to the root: the field of the node it stands in."""

    owner: str | None  # the written type of the node owning the field (a built-in or PROTO name), None if unknown
    field: str | None  # the field name, None if unknown
    # The other SFNode values of the owner (field name, written type), read from the tree for the innermost frame:
    # a Shape's geometry and appearance constrain each other (WbShape).
    neighbours: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Slot:
    """Where a USE stands. ``kind``: "field" (``path[0]`` is its field), "top" (the world's root), "proto_root"
    (the root of a PROTO body), "parameter" (a PROTO interface default value) or "unknown"."""

    kind: str
    path: tuple[Frame, ...] = field(default=())  # innermost first
    # True when ancestors above the path are unknown (a PROTO body, a parameter's value, a window of text): a rule
    # that needs a Robot or Solid ancestor cannot refuse there.
    open_ended: bool = False


# ---------------------------------------------------------------------------------------- compatibility
#
# WbNodeUtilities::isAllowedToInsert. A node is judged by its base type, a field by its owner's built-in model (a
# PROTO owner's fields are its parameters: accepted, their use is in the PROTO's file).

# Fields that take one node type (any other node: "Cannot insert %1 node in '%2' field of %3 node.").
FIXED_FIELDS = {
    "physics": {"Physics"},
    "color": {"Color"},
    "contactProperties": {"ContactProperties"},
    "coord": {"Coordinate"},
    "damping": {"Damping"},
    "defaultDamping": {"Damping"},
    "focus": {"Focus"},
    "immersionProperties": {"ImmersionProperties"},
    "jointParameters2": {"JointParameters"},
    "jointParameters3": {"JointParameters"},
    "lens": {"Lens"},
    "lensFlare": {"LensFlare"},
    "material": {"Material"},
    "normal": {"Normal"},
    "recognition": {"Recognition"},
    "textureTransform": {"TextureTransform"},
    "texCoord": {"TextureCoordinate"},
    "zoom": {"Zoom"},
    # the appearance and device fields (WbNodeUtilities::isAllowedToInsert's second part)
    "appearance": {"Appearance", "PBRAppearance"},
    "texture": {"ImageTexture"},
    "baseColorMap": {"ImageTexture"},
    "roughnessMap": {"ImageTexture"},
    "metalnessMap": {"ImageTexture"},
    "normalMap": {"ImageTexture"},
    "occlusionMap": {"ImageTexture"},
    "emissiveColorMap": {"ImageTexture"},
    "cubemap": {"Cubemap"},
    "motor": {"LinearMotor"},
    "muscles": {"Muscle"},
    "animatedGeometry": {"Shape", "Transform", "Group", "Slot", "CadShape", "Pose"},
    "bones": {"SolidReference"},
    "device": {"RotationalMotor", "LinearMotor", "PositionSensor", "Brake"},
    "device2": {"RotationalMotor", "PositionSensor", "Brake"},
    "device3": {"RotationalMotor", "PositionSensor", "Brake"},
    "jointParameters": {"JointParameters", "HingeJointParameters", "Hinge2JointParameters", "BallJointParameters"},
}
_BOUNDING_OBJECT = frozenset({"Shape", "Group", "Transform", "Pose"})  # and the collision geometries
_ALWAYS_CHILDREN = frozenset({"Group", "Transform", "Pose", "Shape", "CadShape"})
_TOP_LEVEL = frozenset(
    {"Robot", "Charger", "DirectionalLight", "Solid", "Fluid", "Group", "Transform", "Pose", "Billboard", "Shape",
     "CadShape", "PointLight", "SpotLight"}
)  # Fog/Background only once (a USE would be a second one), WorldInfo/Viewpoint only while reading a file
_LINE_GEOMETRIES = ("IndexedLineSet", "PointSet")
_TOP_ONLY = frozenset({"Fog", "Background", "WorldInfo", "Viewpoint"})


def _base(types: NodeTypes, name: str | None) -> str | None:
    return types.base_type(name) if name is not None else None


def _built_in_model(types: NodeTypes, name: str | None) -> NodeModel | None:
    """The model of ``name`` when it is a built-in type itself (not a PROTO), else None."""
    if name is None:
        return None
    model = types.model(name)
    return model if model is not None and not model.is_proto else None


def accepts(types: NodeTypes, slot: Slot, type_name: str | None) -> bool:
    """May a node of ``type_name`` (as written; None or a type unknown here: accepted) stand in ``slot``?"""
    return insert_problem(types, slot, type_name) is None


def insert_problem(types: NodeTypes, slot: Slot, type_name: str | None) -> str | None:
    """Why Webots refuses a node of ``type_name`` (as written) in ``slot`` (``WbNodeUtilities::isAllowedToInsert``'s
    message, or a PROTO field restriction's), None when it fits or cannot be judged here (a type unknown here, an
    unknown owner or field). A slot that is not a node field (``translation USE``) takes nothing."""
    if slot.kind == "top":
        model = _base(types, type_name)
        if model is None or model in _TOP_LEVEL or types.is_a(model, SOLID):
            return None
        return f"{model} node cannot be inserted at the top level of the node hierarchy."
    if slot.kind != "field" or not slot.path:
        return None
    frame = slot.path[0]
    if frame.owner is None or frame.field is None:
        return None
    owner_model = _built_in_model(types, frame.owner)
    if owner_model is None:
        return _restriction_problem(types, frame, type_name)
    field_model = owner_model.field(frame.field)
    if field_model is None:
        return None  # unknown field: reported elsewhere
    if field_model.type not in ("SFNode", "MFNode"):
        return NOT_A_NODE_FIELD
    model = _base(types, type_name)
    if model is None:
        return None  # unknown here: a PROTO whose base type is in another file
    return _field_problem(types, slot, owner_model.name, model, type_name)


NOT_A_NODE_FIELD = "Not a node field."  # completion only: a USE after a value field's name
PBR_LINE_SET_PROBLEMS = ("Can't insert a '", "The '")  # the Shape's geometry / appearance pairing messages
RESTRICTION_PROBLEM = "Invalid '"  # a PROTO parameter's restrictions (WbField::checkValueIsAccepted)


def _cannot(model: str, slot: Slot, owner: str, detail: str = ".") -> str:
    return f"Cannot insert {model} node in '{slot.path[0].field}' field of {owner} node{detail}"


def _restriction_problem(types: NodeTypes, frame: Frame, type_name: str | None) -> str | None:
    """A PROTO parameter with node restrictions: ``proto_values.node_restriction_problem``, the one judge."""
    model = types.model(frame.owner) if frame.owner is not None else None
    parameter = model.field(frame.field) if model is not None and frame.field is not None else None
    if parameter is None or type_name is None:
        return None
    return node_restriction_problem(types, parameter, type_name)


def _field_problem(types: NodeTypes, slot: Slot, owner: str, model: str, type_name: str | None) -> str | None:
    """``insert_problem`` for a node field of a built-in ``owner`` and a node of base type ``model``."""
    frame = slot.path[0]
    in_bounding_object = any(f.field == "boundingObject" for f in slot.path)
    name = frame.field
    neighbours = dict(frame.neighbours)
    if model in _TOP_ONLY:
        return f"{model} node can only be inserted at the top level of the node hierarchy."
    if name == "geometry":
        if model in _LINE_GEOMETRIES and _base(types, neighbours.get("appearance")) == "PBRAppearance":
            return (f"Can't insert a '{model}' node in the 'geometry' field of 'Shape' node if the 'appearance' field "
                    "contains a 'PBRAppearance' node, please use an 'Appearance' node instead.")
        if in_bounding_object and types.is_a(model, GEOMETRY) and not types.is_a(model, COLLISION_GEOMETRY):
            return f"{model} geometry node cannot be used in bounding object."
        return None if types.is_a(model, GEOMETRY) else _cannot(model, slot, owner)
    if name == "appearance" and model == "PBRAppearance":
        geometry = _base(types, neighbours.get("geometry"))
        if geometry in _LINE_GEOMETRIES:
            return (f"The '{geometry}' node doesn't support 'PBRAppearance' in the 'appearance' field of its parent "
                    "node, please use 'Appearance' instead.")
    if name == "boundingObject":
        if model in _BOUNDING_OBJECT or types.is_a(model, COLLISION_GEOMETRY):
            return None
        if types.is_a(model, GEOMETRY):
            return f"{model} geometry node cannot be used in bounding object."
        return _cannot(model, slot, owner)
    if name == "endPoint" and owner == "Slot":
        return _slot_end_point_problem(types, slot, owner, model, type_name)
    if name == "endPoint":
        fits = (types.is_a(model, SOLID) and model != "Robot") or model in ("SolidReference", "Slot")
        return None if fits else _cannot(model, slot, owner)
    if name in ("rotatingHead", "fastHelix", "slowHelix"):
        return None if types.is_a(model, SOLID) and model != "Robot" else _cannot(model, slot, owner)
    if name in FIXED_FIELDS:
        return None if model in FIXED_FIELDS[name] else _cannot(model, slot, owner)
    if name == "children":
        return _child_problem(types, slot, owner, model, in_bounding_object)
    return None


def _slot_end_point_problem(types: NodeTypes, slot: Slot, owner: str, model: str, type_name: str | None) -> str | None:
    """A Slot's endPoint takes a Slot; the inner Slot of a pair takes what the field holding the pair takes (the
    slots' ``type`` strings are not compared here)."""
    if len(slot.path) >= 3 and _base(types, slot.path[1].owner) == "Slot" and slot.path[1].field == "endPoint":
        if _base(types, slot.path[2].owner) == "Slot" and slot.path[2].field == "endPoint":
            return _cannot(model, slot, owner, ", because a trio of slot is not allowed.")
        return insert_problem(types, Slot(slot.kind, slot.path[2:], slot.open_ended), type_name)
    if model == "Slot":
        return None
    if len(slot.path) < 3 and slot.open_ended:
        return None  # the pair may go on above the path
    return _cannot(model, slot, owner, ": only a slot can be added in the parent slot.")


def _child_problem(types: NodeTypes, slot: Slot, owner: str, model: str, in_bounding_object: bool) -> str | None:
    """A ``children`` item below the top level (``isAllowedToInsert``'s Group rules)."""
    if in_bounding_object:
        if model in ("Transform", "Pose"):
            fits = owner != "Transform"
        else:
            fits = model == "Shape" or types.is_a(model, COLLISION_GEOMETRY)
        return None if fits else _cannot(model, slot, owner, " in bounding object.")
    owners = [_base(types, f.owner) for f in slot.path]
    if model in _ALWAYS_CHILDREN:
        return None
    refused = _cannot(model, slot, owner)
    if "Billboard" in owners:
        return refused
    in_transform = "Transform" in owners
    if model in ("Robot", "Slot", "Solid"):
        return None if model == "Slot" or not in_transform else refused
    if owner == "TrackWheel" or "TrackWheel" in owners:
        return refused
    if model in ("PointLight", "SpotLight", "Propeller", "Charger"):
        return None if not in_transform else refused
    if model == "Skin":
        return None if owner == "Robot" else refused
    if model == "TrackWheel":
        return None if owner == "Track" else refused
    if model == "Connector" or types.is_a(model, JOINT):
        if in_transform:
            return refused
        if slot.open_ended or any(o is not None and types.is_a(o, SOLID) for o in owners):
            return None
        return _cannot(model, slot, owner, " that doesn't have a Solid ancestor.")
    if types.is_a(model, SOLID):
        if in_transform:
            return refused
        if slot.open_ended or "Robot" in owners:
            return None
        return _cannot(model, slot, owner, " that doesn't have a Robot ancestor.")
    return refused
