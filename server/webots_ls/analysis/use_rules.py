"""Which nodes a USE may stand for: Webots' useable-node rule (§C.4) and node-type compatibility of a field (§D).

* ``forbidden_reason``: why Webots refuses to USE a DEF node (``WbNodeUtilities::isAValidUseableNode``, checked in
  Webots' order), or None. PROTO instances are unknown in one file (their base type is in another file) and count
  as useable; so does a descendant whose type is unknown.
* ``forbidden_uses``: the diagnostic rule (a ``FileAnalysis`` rule like those of ``checks``): a USE bound to such a
  node gets Webots' load-time warning (§C.3, ``WbDictionary::updateDef`` / ``updateProtosDef``).
* ``use_slot`` / ``accepts``: the field a USE at some offset stands in, and whether a node type may go there
  (``isAllowedToInsert``, §D.2-§D.4), for the USE completion.

Class membership follows Webots' C++ classes, which the ``base`` of the packaged models mostly mirrors. Two ``.wrl``
headers say ``# parent: Solid`` where Webots' classes disagree: ``PositionSensor`` is a logical device
(``WbLogicalDevice``, "Device nodes cannot be USEd.") and ``Propeller`` derives from no Solid class (§D.2 lists it
apart from the Solid devices); both are kept out of the Solid set here.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Iterator

from tree_sitter import Node, Query, QueryCursor

from . import codes
from .codes import Finding
from .index import FileAnalysis, Occurrence
from .node_models import built_in_node_names, compatible_node_name, find_node_model
from .value_text import NAME

# -------------------------------------------------------------------------------------------- node classes

NOT_SOLID = frozenset({"PositionSensor", "Propeller"})  # '# parent: Solid' in their .wrl, not WbSolid in Webots
JOINTS = frozenset({"HingeJoint", "Hinge2Joint", "SliderJoint", "BallJoint"})  # WbBasicJoint
JOINT_PARAMETERS = frozenset({"JointParameters", "HingeJointParameters", "Hinge2JointParameters"})
LOGICAL_DEVICES = frozenset({"LinearMotor", "RotationalMotor", "PositionSensor", "Brake", "Skin"})
GEOMETRIES = frozenset(
    {"Box", "Capsule", "Cone", "Cylinder", "ElevationGrid", "IndexedFaceSet", "IndexedLineSet", "Mesh", "Plane",
     "PointSet", "Sphere"}
)
COLLISION_GEOMETRIES = frozenset({"Box", "Capsule", "Cylinder", "ElevationGrid", "IndexedFaceSet", "Mesh", "Plane", "Sphere"})


def _chain_reaches(name: str, ancestor: str) -> bool:
    seen = set()
    current: str | None = name
    while current is not None and current not in seen:
        if current == ancestor:
            return True
        seen.add(current)
        model = find_node_model(current)
        current = model.base if model is not None else None
    return False


@lru_cache(maxsize=1)
def solid_types() -> frozenset[str]:
    """Built-in types that are ``WbSolid``: Solid, Robot, Charger, Track and every Solid device."""
    return frozenset(name for name in built_in_node_names() if name not in NOT_SOLID and _chain_reaches(name, "Solid"))


@lru_cache(maxsize=1)
def group_types() -> frozenset[str]:
    """Built-in types that are ``WbGroup`` (their ``children`` are searched for Solid and joint descendants)."""
    return frozenset(name for name in built_in_node_names() if name not in NOT_SOLID and _chain_reaches(name, "Group"))


# WbNodeUtilities::isAValidUseableNode, in its order: (test on the type, message).
_TYPE_RULES = (
    (lambda name: name in solid_types(), "Solid nodes cannot be USEd."),
    (lambda name: name == "Billboard", "Billboard nodes cannot be USEd."),
    (lambda name: name in JOINTS, "Joint nodes cannot be USEd."),
    (lambda name: name in JOINT_PARAMETERS, "JointParameters nodes cannot be USEd."),
    (lambda name: name == "TrackWheel", "TrackWheel nodes cannot be USEd."),
    (lambda name: name == "BallJointParameters", "BallJointParameters nodes cannot be USEd."),
    (lambda name: name in LOGICAL_DEVICES, "Device nodes cannot be USEd."),
)
SOLID_DESCENDANT = "Nodes with a Solid descendant cannot be USEd."
JOINT_DESCENDANT = "Nodes with a Joint descendant cannot be USEd."
WORLD_SUFFIX = " Non-admissible USE node turned into DEF node."
PROTO_SUFFIX = " Please replace this non-admissible USE node by an expanded DEF node in your proto file."


def type_reason(type_name: str) -> str | None:
    """The §C.4 message for a built-in type that can never be USEd (current name), else None."""
    for test, message in _TYPE_RULES:
        if test(type_name):
            return message
    return None


# ------------------------------------------------------------------------------------------- tree helpers


def node_type_name(node: Node, source: bytes) -> str | None:
    """The type written for a tree ``node`` (``Solid``, a PROTO name), None when a template makes it or it is missing."""
    type_node = node.child_by_field_name("type")
    if type_node is None or type_node.is_missing or type_node.child_count or type_node.start_byte == type_node.end_byte:
        return None
    return source[type_node.start_byte : type_node.end_byte].decode("utf-8", "replace")


def built_in_type(node: Node, source: bytes) -> str | None:
    """The current built-in model name of a tree ``node`` (deprecated names mapped), None for a PROTO or unknown."""
    name = node_type_name(node, source)
    if name is None:
        return None
    model = find_node_model(name)
    return model.name if model is not None else None


def _field_items(node: Node, field_name: str, source: bytes) -> Iterator[Node]:
    """The node / use_node values of a field of a tree ``node`` (list items included)."""
    body = node.child_by_field_name("body")
    if body is None:
        return
    for child in body.named_children:
        if child.type != "field":
            continue
        name = child.child_by_field_name("name")
        if name is None or source[name.start_byte : name.end_byte] != field_name.encode():
            continue
        for value in child.children_by_field_name("value"):
            if value.type == "list":
                yield from (item for item in value.named_children if item.type in ("node", "use_node"))
            elif value.type in ("node", "use_node"):
                yield value


class _Resolver:
    """Follows USE items to the nodes of their DEFs (a USE is a full copy of its DEF node, ``WbNodeReader::readNode``)
    and knows, per node, whether it has a Solid or a joint descendant (``WbNodeUtilities::hasASolidDescendant`` /
    ``hasAJointDescendant``). Each node's facts are computed once, without recursion: a chain of 100,000 DEFs, each
    USEd in the next, is one linear walk."""

    def __init__(self, analysis: FileAnalysis) -> None:
        self.analysis = analysis
        self.reasons: dict[int, str | None] = {}
        self._types: dict[int, str | None] = {}
        # node start -> (has a Solid descendant, has a joint descendant)
        self._facts: dict[int, tuple[bool, bool]] = {}

    def item_node(self, item: Node) -> Node | None:
        if item.type == "node":
            return item
        name = item.child_by_field_name("name")
        if name is None:
            return None
        occurrence = self.analysis.occurrence_at(name.start_byte)
        if occurrence is None or occurrence.is_def or occurrence.start != name.start_byte:
            return None
        target = self.analysis.target(occurrence)
        return self.analysis.node_of(target) if target is not None else None

    def type_of(self, node: Node) -> str | None:
        key = node.start_byte
        if key not in self._types:
            self._types[key] = built_in_type(node, self.analysis.source)
        return self._types[key]

    def _searched(self, node: Node) -> tuple[list[Node], bool]:
        """The nodes searched for descendants: Group ``children``, Slot ``endPoint``, joint ``endPoint`` (for Solids
        only: the bool is False then)."""
        type_name = self.type_of(node)
        if type_name is None:
            return [], False
        if type_name in group_types():
            field_name, for_joints = "children", True
        elif type_name == "Slot" or type_name in JOINTS:
            field_name, for_joints = "endPoint", type_name == "Slot"
        else:
            return [], False
        items = (self.item_node(item) for item in _field_items(node, field_name, self.analysis.source))
        return [child for child in items if child is not None], for_joints

    def descendant_facts(self, root: Node) -> tuple[bool, bool]:
        """(has a Solid descendant, has a joint descendant) of ``root``: a depth-first walk, each node once, facts
        kept; a USE leading back to a node being walked (a cycle) counts as nothing, as Webots' visited set does."""
        facts = self._facts
        solids = solid_types()
        walking: dict[int, tuple[list[Node], bool]] = {}
        stack: list[tuple[Node, bool]] = [(root, False)]
        while stack:
            node, children_done = stack.pop()
            key = node.start_byte
            if children_done:
                children, for_joints = walking.pop(key)
                solid = joint = False
                for child in children:
                    child_solid, child_joint = facts.get(child.start_byte, (False, False))
                    child_type = self.type_of(child)
                    solid = solid or child_solid or child_type in solids
                    joint = joint or (for_joints and (child_joint or child_type in JOINTS))
                facts[key] = (solid, joint)
                continue
            if key in facts or key in walking:
                continue
            walking[key] = searched = self._searched(node)
            stack.append((node, True))
            stack.extend((child, False) for child in searched[0] if child.start_byte not in facts)
        return facts[root.start_byte]

    def reason(self, node: Node) -> str | None:
        key = node.start_byte
        if key not in self.reasons:
            self.reasons[key] = self._reason(node)
        return self.reasons[key]

    def _reason(self, node: Node) -> str | None:
        type_name = self.type_of(node)
        if type_name is None:
            return None  # a PROTO instance or a template-made type: unknown here
        reason = type_reason(type_name)
        if reason is not None:
            return reason
        has_solid, has_joint = self.descendant_facts(node)
        if has_solid:
            return SOLID_DESCENDANT
        if has_joint:
            return JOINT_DESCENDANT
        return None


def forbidden_reason(analysis: FileAnalysis, definition: Occurrence, resolver: _Resolver | None = None) -> str | None:
    """Why Webots cannot USE the node of ``definition`` (``WbNodeUtilities::isAValidUseableNode``'s message), or None."""
    node = analysis.node_of(definition)
    if node is None:
        return None
    return (resolver or _Resolver(analysis)).reason(node)


_DEF_HEAD = re.compile(  # `DEF name Type {` with plain words: the type read from the text (else from the tree)
    rb"DEF[ \t\r\n,]+" + NAME.pattern + rb"[ \t\r\n,]+(" + NAME.pattern + rb")[ \t\r\n,]*\{"
)


def _surely_useable(analysis: FileAnalysis, definition: Occurrence) -> bool:
    """True when the DEF's node type alone shows that Webots can USE it: a PROTO instance (unknown here) or a
    built-in type that no §C.4 rule names and that has no children searched for Solid or joint descendants. Read
    from the text, without the tree (``forbidden_reason`` costs a tree lookup per USE)."""
    head = _DEF_HEAD.match(analysis.source, analysis.node_span(definition).start)
    if head is None:
        return False
    model = find_node_model(head.group(1).decode("utf-8", "replace"))
    if model is None:
        return True
    name = model.name
    return type_reason(name) is None and name not in group_types() and name != "Slot" and name not in JOINTS


def forbidden_uses(analysis: FileAnalysis) -> list[Finding]:
    """A USE bound to a node Webots cannot USE (``WbNodeUtilities::isAValidUseableNode``): Webots loads the file and turns
    the USE into a DEF (``WbDictionary::updateDef``)."""
    resolver = _Resolver(analysis)
    findings = []
    useable: dict[Occurrence, bool] = {}
    for occurrence, target in analysis.uses_with_targets():
        if target is None:
            continue
        surely = useable.get(target)
        if surely is None:
            surely = useable[target] = _surely_useable(analysis, target)
        if surely:
            continue
        reason = forbidden_reason(analysis, target, resolver)
        if reason is None:
            continue
        suffix = PROTO_SUFFIX if analysis.scope_of(occurrence).kind == "proto_body" else WORLD_SUFFIX
        findings.append(codes.FORBIDDEN_USE.at(occurrence.span, reason + suffix))
    return findings


# --------------------------------------------------------------------------------------------- USE slots


@dataclass(frozen=True)
class Frame:
    """One level of the path from a USE up to the root: the field of the node it stands in."""

    owner: str | None  # the written type of the node owning the field (a built-in or PROTO name), None if unknown
    field: str | None  # the field name, None if unknown
    # The other SFNode values of the owner (field name, written type), read from the tree for the innermost frame:
    # a Shape's geometry and appearance constrain each other (§D.4).
    neighbours: tuple[tuple[str, str], ...] = ()


@dataclass(frozen=True)
class Slot:
    """Where a USE stands. ``kind``: "field" (``path[0]`` is its field), "top" (the world's root), "proto_root"
    (the root of a PROTO body), "parameter" (a PROTO interface default value) or "unknown"."""

    kind: str
    path: tuple[Frame, ...] = field(default=())  # innermost first


_NAME_WORD = re.compile(rb"""[^\x00-\x20"#,\[\]{}]+|[\[\]{}]""")
_SKIPPED_TEXT = "(comment) @x (string) @x (template) @x (template_statement) @x (inactive_branch) @x"
_WINDOW = 1 << 16
_queries: dict[int, Query] = {}


def _skipped_query(language) -> Query:
    query = _queries.get(id(language))
    if query is None:
        query = _queries[id(language)] = Query(language, _SKIPPED_TEXT)
    return query


def use_slot(analysis: FileAnalysis, use_keyword: int) -> Slot:
    """The slot of a USE whose ``USE`` keyword starts at ``use_keyword``: from the tree when it holds the USE in a
    field or list, else from the words before it (a tree broken by the USE being typed)."""
    slot = _slot_from_tree(analysis, use_keyword)
    return slot if slot is not None else _slot_from_text(analysis, use_keyword)


def _text(source: bytes, node: Node | None) -> str | None:
    if node is None or node.is_missing or node.child_count:
        return None
    return source[node.start_byte : node.end_byte].decode("utf-8", "replace")


def _slot_from_tree(analysis: FileAnalysis, use_keyword: int) -> Slot | None:
    source = analysis.source
    node = analysis.tree.root_node.descendant_for_byte_range(use_keyword, use_keyword + 3)
    if node is None:
        return None
    while node.parent is not None and node.parent.type in ("use_node", "ERROR"):
        if node.parent.type == "ERROR" and node.parent.start_byte < use_keyword:
            return None  # the ERROR holds what comes before the USE (`Shape { appearance USE`): read the words
        node = node.parent
    parent = node.parent
    if parent is not None and parent.type == "list":
        parent = parent.parent
    if parent is None or parent.type not in ("field", "hidden_field", "field_declaration", "restrictions", "source_file", "proto_body"):
        return None
    path: list[Frame] = []
    current: Node | None = parent
    while current is not None:
        if current.type in ("field", "hidden_field"):
            owner = current.parent.parent if current.parent is not None and current.parent.type == "node_body" else None
            type_name = node_type_name(owner, source) if owner is not None and owner.type == "node" else None
            field_name = _text(source, current.child_by_field_name("name"))
            neighbours = _neighbours(analysis, owner, field_name) if not path and type_name == "Shape" else ()
            path.append(Frame(type_name, field_name, neighbours))
        elif current.type in ("field_declaration", "restrictions"):
            return Slot("parameter", tuple(path))
        elif current.type == "proto_body":
            return Slot("proto_root" if not path else "field", tuple(path))
        elif current.type == "ERROR":
            return Slot("field", tuple(path)) if path else None
        current = current.parent
    return Slot("field" if path else "top", tuple(path))


def _neighbours(analysis: FileAnalysis, owner: Node | None, field_name: str | None) -> tuple[tuple[str, str], ...]:
    """(field, written type) of the owner's other fields holding one node (a USE counts as its DEF's node)."""
    if owner is None:
        return ()
    source = analysis.source
    resolver = _Resolver(analysis)
    found = []
    body = owner.child_by_field_name("body")
    for child in body.named_children if body is not None else ():
        if child.type != "field":
            continue
        name = _text(source, child.child_by_field_name("name"))
        values = child.children_by_field_name("value")
        if name is None or name == field_name or len(values) != 1 or values[0].type not in ("node", "use_node"):
            continue
        node = resolver.item_node(values[0])
        type_name = node_type_name(node, source) if node is not None else None
        if type_name is not None:
            found.append((name, type_name))
    return tuple(found)


def _slot_from_text(analysis: FileAnalysis, use_keyword: int) -> Slot:
    source = analysis.source
    start = max(0, use_keyword - _WINDOW)
    window = bytearray(source[start:use_keyword])
    cursor = QueryCursor(_skipped_query(analysis.tree.language))
    cursor.set_byte_range(start, use_keyword)
    for nodes in cursor.captures(analysis.tree.root_node).values():
        for node in nodes:
            a, b = max(node.start_byte, start) - start, min(node.end_byte, use_keyword) - start
            if a < b:
                window[a:b] = b" " * (b - a)
    tokens = [match.group() for match in _NAME_WORD.finditer(bytes(window))]
    path: list[Frame] = []
    index = len(tokens) - 1
    pending_field: str | None = None
    # The word right before the USE is its field (`appearance USE`), unless it ends a USE, a NULL or a DEF name.
    if index >= 0 and tokens[index] not in (b"[", b"]", b"{", b"}", b"NULL") and not (index >= 1 and tokens[index - 1] in (b"USE", b"DEF")):
        pending_field = tokens[index].decode("utf-8", "replace")
        index -= 1
    depth = 0
    while index >= 0:
        token = tokens[index]
        if token in (b"]", b"}"):
            depth += 1
        elif token in (b"[", b"{") and depth:
            depth -= 1
        elif token == b"[":
            before = tokens[index - 1].decode("utf-8", "replace") if index >= 1 else None
            if before is None or before.startswith(("[", "]", "{", "}")) or index >= 2 and tokens[index - 2] == b"PROTO":
                return Slot("parameter" if not path and pending_field is None else "unknown", tuple(path))
            pending_field = before
            index -= 1
        elif token == b"{":
            type_name = tokens[index - 1].decode("utf-8", "replace") if index >= 1 else None
            if type_name is None or type_name in ("]", "}", "[", "{"):
                return Slot("proto_root" if not path and pending_field is None else "unknown", tuple(path))
            path.append(Frame(type_name, pending_field))
            pending_field = None
            index -= 1
        index -= 1
    if pending_field is not None:
        return Slot("unknown", tuple(path))
    if start > 0:
        return Slot("unknown" if not path else "field", tuple(path))
    return Slot("field" if path else "top", tuple(path))


# ---------------------------------------------------------------------------------------- compatibility

# §D.3: fields that take one node type (any other node: "Cannot insert %1 node in '%2' field of %3 node.").
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
    # §D.4
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
_BOUNDING_OBJECT = frozenset({"Shape", "Group", "Transform", "Pose"}) | COLLISION_GEOMETRIES
_ALWAYS_CHILDREN = frozenset({"Group", "Transform", "Pose", "Shape", "CadShape"})
_TOP_LEVEL = frozenset(
    {"Robot", "Charger", "DirectionalLight", "Solid", "Fluid", "Group", "Transform", "Pose", "Billboard", "Shape",
     "CadShape", "PointLight", "SpotLight"}
)  # Fog/Background only once (a USE would be a second one), WorldInfo/Viewpoint only while reading a file


def _model_name(name: str | None) -> str | None:
    if name is None:
        return None
    model = find_node_model(name)
    return model.name if model is not None else None


def accepts(slot: Slot, type_name: str | None) -> bool:
    """May a node of ``type_name`` (as written; None or a PROTO name: unknown, accepted) stand in ``slot``?

    A slot that is not a node field (``translation USE``) accepts nothing.
    """
    if slot.kind == "top":
        model = _model_name(type_name)
        return model is None or model in _TOP_LEVEL or model in solid_types()
    if slot.kind != "field" or not slot.path:
        return True
    frame = slot.path[0]
    owner = _model_name(frame.owner)
    if owner is None or frame.field is None:
        return True  # a PROTO instance's parameter or an unknown owner
    field_model = find_node_model(owner).field(frame.field)  # type: ignore[union-attr]
    if field_model is None:
        return True  # unknown field: reported elsewhere
    if field_model.type not in ("SFNode", "MFNode"):
        return False
    model = _model_name(type_name)
    if model is None:
        return True  # a PROTO instance: its base type is in another file
    in_bounding_object = any(f.field == "boundingObject" for f in slot.path)
    name = frame.field
    neighbours = dict(frame.neighbours)
    if name == "geometry":
        if model in ("IndexedLineSet", "PointSet") and _model_name(neighbours.get("appearance")) == "PBRAppearance":
            return False  # "Can't insert a '%1' node in the 'geometry' field of 'Shape' node if the 'appearance' ..."
        return model in (COLLISION_GEOMETRIES if in_bounding_object else GEOMETRIES)
    if name == "appearance" and model == "PBRAppearance":
        if _model_name(neighbours.get("geometry")) in ("IndexedLineSet", "PointSet"):
            return False  # "The '%1' node doesn't support 'PBRAppearance' in the 'appearance' field ..."
    if name == "boundingObject":
        return model in _BOUNDING_OBJECT
    if name == "endPoint" and owner == "Slot":
        # §D.1: a Slot's endPoint takes a Slot; the inner Slot of a pair takes what the field holding the pair takes
        # (the slots' `type` strings are not compared here)
        if len(slot.path) >= 3 and _model_name(slot.path[1].owner) == "Slot" and slot.path[1].field == "endPoint":
            if _model_name(slot.path[2].owner) == "Slot" and slot.path[2].field == "endPoint":
                return False  # "... because a trio of slot is not allowed."
            return accepts(Slot(slot.kind, slot.path[2:]), type_name)
        return model == "Slot"
    if name == "endPoint":
        return model in (set(solid_types()) - {"Robot"}) | {"SolidReference", "Slot"}
    if name in ("rotatingHead", "fastHelix", "slowHelix"):
        return model in solid_types() and model != "Robot"
    if name in FIXED_FIELDS:
        return model in FIXED_FIELDS[name]
    if name == "children":
        return _child_allowed(slot, owner, model, in_bounding_object)
    return True


def _child_allowed(slot: Slot, owner: str, model: str, in_bounding_object: bool) -> bool:
    """§D.2 below the top level."""
    if in_bounding_object:
        if model in ("Transform", "Pose"):
            return owner != "Transform"
        return model == "Shape" or model in COLLISION_GEOMETRIES
    owners = [_model_name(f.owner) for f in slot.path]
    if model in _ALWAYS_CHILDREN:
        return True
    if "Billboard" in owners:
        return False
    if model in ("Robot", "Slot", "Solid"):
        return model == "Slot" or "Transform" not in owners
    if owner == "TrackWheel" or "TrackWheel" in owners:
        return False
    in_transform = "Transform" in owners
    if model in ("PointLight", "SpotLight", "Propeller", "Charger"):
        return not in_transform
    if model == "Skin":
        return owner == "Robot"
    if model == "TrackWheel":
        return owner == "Track"
    solids = solid_types()
    if model == "Connector" or model in JOINTS:
        return any(o in solids for o in owners) and not in_transform
    if model in solids:
        return any(o == "Robot" for o in owners) and not in_transform
    return False
