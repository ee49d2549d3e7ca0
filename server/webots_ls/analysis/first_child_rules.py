"""USE rules about the first child of a device: Webots animates something in it, so a shared copy would break.

- ``WbDictionary::checkChargerAndLedConstraints`` (world files only, from ``WbDictionary::updateDef``): a Material or
  light USE'd inside the first child of an LED or a Charger must refer to a DEF inside that first child, because
  Webots changes that material's or light's emissive color.
- ``WbTrack::updateTextureTransform``: the TextureTransform of the Track's animated Shape (its first child, or the
  first child of its first child when that is a group) must not be a USE or inside one, because Webots moves it every
  step. Webots warns whatever ``textureAnimation`` is; with an animation and no TextureTransform it warns on the
  appearance instead.

A node's type counts by its base type (``NodeTypes.base_type``), as Webots' ``nodeType()`` does for PROTO instances.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Iterator

from tree_sitter import Node

from ..syntax import kinds
from ..syntax.kinds import Child
from ..syntax.text import node_text
from . import codes
from .codes import Finding
from .index import FileAnalysis
from .node_types import BUILT_INS, GROUP, BuiltInNodeTypes, NodeTypes
from .spans import Span
from .tree_pass import TreeCaptures

# Built-in types whose first child Webots animates: found as node table rows of these types (or PROTO instances).
DEVICE_TYPES = frozenset({b"Track", b"LED", b"Charger"})
EMISSIVE = frozenset({"Material", "PointLight", "SpotLight", "DirectionalLight"})  # the WB_NODE_* types checked
APPEARANCES = frozenset({"Appearance", "PBRAppearance"})  # WbAbstractAppearance

TRACK_TEXTURE_USE = (
    "Non-admissible TextureTransform USE node inside Track node."  # no space before "This": Webots' text
    "This and ancestor USE nodes turned into DEF nodes: if texture animation enabled, the USE texture transform "
    "values will change independently from DEF node ones."
)
TRACK_TEXTURE_MISSING = "Texture animation is enabled only if the TextureTransform node is explicitly defined."


def _emissive_use(name: str, device: str) -> str:
    return (
        f"Non-admissible USE {name} node inside first child of {device} node.\n"
        f"Invalid USE nodes that refer to DEF nodes defined outside the {device} node are turned into DEF nodes "
        "otherwise the emissive color cannot be updated correctly."
    )


class _Nodes:
    """Tree navigation with USEs followed to their DEF's node (a USE is a full copy of it, ``WbNodeReader``)."""

    def __init__(self, analysis: FileAnalysis, node_types: NodeTypes | None) -> None:
        self.analysis = analysis
        self.node_types = node_types if node_types is not None else analysis.node_types  # the file's by default

    def base_type(self, node: Node | None) -> str | None:
        if node is None or node.type != kinds.NODE:
            return None
        type_node = node.child_by_field_name(Child.TYPE)
        if type_node is None or type_node.child_count:  # a template-made type: unknown
            return None
        return self.node_types.base_type(node_text(self.analysis.source, type_node))

    def resolve(self, item: Node | None) -> Node | None:
        """The node an item stands for: itself, or the node of the DEF its USE binds to."""
        if item is None or item.type != kinds.USE_NODE:
            return item
        name = item.child_by_field_name(Child.NAME)
        occurrence = self.analysis.occurrence_at(name.start_byte) if name is not None else None
        if occurrence is None or occurrence.is_def or occurrence.start != name.start_byte:
            return None
        target = self.analysis.target(occurrence)
        return self.analysis.node_of(target) if target is not None else None

    def field(self, node: Node, field_name: str) -> Node | None:
        """The ``field`` child of ``node`` named ``field_name``."""
        body = node.child_by_field_name(Child.BODY)
        for child in body.named_children if body is not None else ():
            name = child.child_by_field_name(Child.NAME) if child.type == kinds.FIELD else None
            if name is not None and node_text(self.analysis.source, name) == field_name:
                return child
        return None

    def field_items(self, node: Node, field_name: str) -> list[Node]:
        """The node, USE and NULL items of a field of ``node``, in order."""
        field = self.field(node, field_name)
        items: list[Node] = []
        for value in field.children_by_field_name(Child.VALUE) if field is not None else ():
            if value.type == kinds.LIST:
                items.extend(item for item in value.named_children if item.type in kinds.NODE_ITEMS)
            elif value.type in kinds.NODE_ITEMS:
                items.append(value)
        return items

    def descendants(self, node: Node) -> Iterator[Node]:
        """Every node inside ``node`` (USEs followed, each DEF's node once), not ``node`` itself."""
        seen = {node.start_byte}
        stack = [node]
        while stack:
            for item in _node_items(stack.pop()):
                resolved = self.resolve(item)
                if resolved is not None and resolved.start_byte not in seen:
                    seen.add(resolved.start_byte)
                    yield resolved
                    stack.append(resolved)


def _node_items(node: Node) -> Iterator[Node]:
    """The node and USE items of every field of ``node``."""
    body = node.child_by_field_name(Child.BODY)
    for child in body.named_children if body is not None else ():
        if child.type != kinds.FIELD:
            continue
        for value in child.children_by_field_name(Child.VALUE):
            if value.type == kinds.LIST:
                yield from (item for item in value.named_children if item.type in (kinds.NODE, kinds.USE_NODE))
            elif value.type in (kinds.NODE, kinds.USE_NODE):
                yield value


def _owner(item: Node) -> Node | None:
    """The node whose field holds ``item`` (None at the top level)."""
    parent = item.parent
    while parent is not None and parent.type in (kinds.LIST, kinds.FIELD, kinds.NODE_BODY):
        parent = parent.parent
    return parent if parent is not None and parent.type == kinds.NODE else None


def _ancestors(node: Node) -> Iterator[Node]:
    """``node``, then the nodes around it, innermost first."""
    current: Node | None = node
    while current is not None:
        yield current
        current = _owner(current)


def _inside(node: Node, container: Node) -> bool:
    return container.start_byte <= node.start_byte and node.end_byte <= container.end_byte


def _is_first_item(item: Node) -> bool:
    """Index 0 of its field (``index == 0`` in ``WbDictionary::updateDef``: the first item of an MF value)."""
    parent = item.parent
    if parent is None or parent.type != kinds.LIST:
        return False
    first = next((child for child in parent.named_children if child.type in kinds.NODE_ITEMS), None)
    return first is not None and first.start_byte == item.start_byte


# -- Charger / LED --------------------------------------------------------------------------------------------------


def _emissive_device(nodes: _Nodes, parent: Node) -> tuple[Node, str] | None:
    """The LED around the USE's parent (the parent itself first), else the Charger likewise."""
    for device in ("LED", "Charger"):
        for ancestor in _ancestors(parent):
            if nodes.base_type(ancestor) == device:
                return ancestor, device
    return None


def _has_emissive(nodes: _Nodes, definition: Node) -> bool:
    if nodes.base_type(definition) in EMISSIVE:
        return True
    return any(nodes.base_type(node) in EMISSIVE for node in nodes.descendants(definition))


def _breaks_first_child(nodes: _Nodes, use_item: Node, definition: Node) -> str | None:
    """The device name when this USE of ``definition`` breaks ``checkChargerAndLedConstraints``, else None."""
    parent = _owner(use_item)
    found = _emissive_device(nodes, parent) if parent is not None else None
    if found is None:
        return None
    device, device_name = found
    children = nodes.field_items(device, "children")
    if not children or not _has_emissive(nodes, definition):
        return None
    first = children[0]
    parent_inside = (first.type == kinds.NODE and _inside(parent, first)) or (
        parent.start_byte == device.start_byte and _is_first_item(use_item)
    )
    definition_inside = first.type == kinds.NODE and _inside(definition, first)
    return device_name if parent_inside and not definition_inside else None


def _nodes_of_base_types(
    nodes: _Nodes, wanted: frozenset[str], file_pass: TreeCaptures | None
) -> list[Node] | None:
    """Every node whose base type is in ``wanted`` (built-in devices of ``DEVICE_TYPES`` or PROTO instances based on
    one), in file order, from the pass' node table; None when there is no pass or the tree has a syntax error."""
    if file_pass is None:
        return None
    table = file_pass.node_table()
    if table.error_ranges:
        return None
    source, root = table.source, file_pass.tree.root_node
    candidates: dict[bytes, bool] = {}  # type name -> a device or not a built-in node
    found = []
    for start, end, type_start, type_end in zip(table.starts, table.ends, table.type_starts, table.type_ends):
        if type_start < 0:
            continue
        word = source[type_start:type_end]
        candidate = candidates.get(word)
        if candidate is None:
            candidate = candidates[word] = word in DEVICE_TYPES or not BUILT_INS.is_known(word.decode("utf-8", "replace"))
        if candidate:
            node = root.descendant_for_byte_range(start, end)
            if node is not None and node.type == kinds.NODE and nodes.base_type(node) in wanted:
                found.append(node)
    return found


def _may_write_a_device(analysis: FileAnalysis, nodes: _Nodes) -> bool:
    """Whether the file may write an LED or a Charger (a PROTO based on one counts): the type names the pass read,
    else a look at the text for the built-in names."""
    written = analysis.written_types
    if written is not None:
        base_type = nodes.node_types.base_type
        return any(base_type(name.decode("utf-8", "replace")) in ("LED", "Charger") for name in written)
    return not isinstance(nodes.node_types, BuiltInNodeTypes) or b"LED" in analysis.source or b"Charger" in analysis.source


def emissive_uses(
    analysis: FileAnalysis, node_types: NodeTypes | None = None, file_pass: TreeCaptures | None = None
) -> list[Finding]:
    """A Material or light USE'd inside the first child of an LED or Charger whose DEF is outside that first child
    (``WbDictionary::checkChargerAndLedConstraints``; Webots turns the USE into a DEF). World scope only: Webots
    checks it in ``updateDef``, not in ``updateProtosDef``."""
    nodes = _Nodes(analysis, node_types)
    devices = _nodes_of_base_types(nodes, _DEVICES, file_pass)
    if devices == [] or devices is None and not _may_write_a_device(analysis, nodes):
        return []  # else USEs are walked: those inside a device, or without the pass all (0.4x a 5 MB world's parse)
    inside = _inside_any(devices) if devices is not None else None
    findings = []
    for use, target in analysis.uses_with_targets():
        if target is None or analysis.scope_of(use).kind != "file" or inside is not None and not inside(use.start):
            continue
        use_item, definition = analysis.node_of(use), analysis.node_of(target)
        if use_item is None or definition is None:
            continue
        device_name = _breaks_first_child(nodes, use_item, definition)
        if device_name is not None:
            findings.append(codes.EMISSIVE_USE.at(use.span, _emissive_use(use.name, device_name)))
    return findings


_DEVICES = frozenset({"LED", "Charger"})


def _inside_any(nodes: list[Node]):
    """A test of whether an offset lies inside one of ``nodes`` (a USE outside every device has no device around
    it: only the USEs inside one are judged)."""
    starts, ends = [], []
    for node in nodes:  # (in file order: a node inside the one before it is covered by it)
        if ends and node.start_byte < ends[-1]:
            continue
        starts.append(node.start_byte)
        ends.append(node.end_byte)

    def inside(offset: int) -> bool:
        index = bisect_right(starts, offset) - 1
        return index >= 0 and offset < ends[index]

    return inside


# -- Track ----------------------------------------------------------------------------------------------------------


def _is_group(nodes: _Nodes, node: Node | None) -> bool:
    """``dynamic_cast<WbGroup *>``: Group, Transform, Pose, every Solid."""
    base = nodes.base_type(node)
    return base is not None and nodes.node_types.is_a(base, GROUP)


def _animated_shape_chain(nodes: _Nodes, track: Node) -> list[Node] | None:
    """The items from the Track's first child down to its animated Shape (``WbTrack::updateShapeNode``)."""
    children = nodes.field_items(track, "children")
    if not children:
        return None
    first = nodes.resolve(children[0])
    if nodes.base_type(first) == "Shape":
        return [children[0]]
    if first is not None and _is_group(nodes, first):
        inner = nodes.field_items(first, "children")
        if inner and nodes.base_type(nodes.resolve(inner[0])) == "Shape":
            return [children[0], inner[0]]
    return None


def _texture_animation_on(nodes: _Nodes, track: Node) -> bool:
    field = nodes.field(track, "textureAnimation")
    value = field.child_by_field_name(Child.VALUE) if field is not None else None
    if value is None or value.type != kinds.NUMBERS:
        return False
    try:
        return any(float(word) != 0 for word in node_text(nodes.analysis.source, value).replace(",", " ").split())
    except ValueError:
        return False


def _track_findings(nodes: _Nodes, track: Node) -> list[Finding]:
    chain = _animated_shape_chain(nodes, track)
    if chain is None:
        return []
    shape = nodes.resolve(chain[-1])
    appearance = nodes.field_items(shape, "appearance") if shape is not None else []
    appearance_node = nodes.resolve(appearance[0]) if appearance else None
    if nodes.base_type(appearance_node) not in APPEARANCES:
        return []
    chain.append(appearance[0])
    transform = nodes.field_items(appearance_node, "textureTransform")
    if not transform or transform[0].type == kinds.NULL:
        if _texture_animation_on(nodes, track):
            place = appearance[0]
            return [codes.TRACK_TEXTURE_USE.at(_span(place), TRACK_TEXTURE_MISSING)]
        return []
    chain.append(transform[0])
    uses = [item for item in chain if item.type == kinds.USE_NODE]
    if not uses:
        return []
    return [codes.TRACK_TEXTURE_USE.at(_span(uses[0]), TRACK_TEXTURE_USE)]


def _span(node: Node) -> Span:
    return Span(node.start_byte, node.end_byte)


def track_texture_uses(
    analysis: FileAnalysis, node_types: NodeTypes | None = None, file_pass: TreeCaptures | None = None
) -> list[Finding]:
    """The animated TextureTransform of a Track is, or is inside, a USE (``WbTrack::updateTextureTransform``): the
    finding is on the outermost USE on the way from the Track to it."""
    nodes = _Nodes(analysis, node_types)
    findings = []
    for node in _tracks(analysis, nodes, file_pass):
        findings.extend(_track_findings(nodes, node))
    return findings


def _tracks(analysis: FileAnalysis, nodes: _Nodes, file_pass: TreeCaptures | None) -> Iterator[Node]:
    """Every node of base type Track: from the shared pass, else found through the text (only files that write a
    Track-based type pay)."""
    recorded = _nodes_of_base_types(nodes, _TRACK, file_pass)
    return iter(recorded) if recorded is not None else _nodes_in_text(analysis, nodes, _TRACK)


_TRACK = frozenset({"Track"})


def _nodes_in_text(analysis: FileAnalysis, nodes: _Nodes, wanted: frozenset[str]) -> Iterator[Node]:
    """Every node whose base type is in ``wanted``, found through the text (by type name, then in file order)."""
    source = analysis.source
    # Only the names the file writes are resolved: asking every known name would read every PROTO of the project.
    written = analysis.written_types
    candidates = [name.decode("utf-8", "replace") for name in written] if written is not None else [
        name for name in nodes.node_types.names() if name.encode("utf-8") in source]
    names = [name for name in candidates if nodes.node_types.base_type(name) in wanted]
    root = analysis.tree.root_node
    for name in names:
        needle = name.encode("utf-8")
        start = source.find(needle)
        while start >= 0:
            found = root.descendant_for_byte_range(start, start + len(needle))
            node = found.parent if found is not None and found.type == kinds.NODE_TYPE else None
            if node is not None and node.type == kinds.NODE and found.start_byte == start and found.end_byte == start + len(needle):
                yield node
            start = source.find(needle, start + 1)
