"""Which nodes a USE may stand for: Webots' useable-node rule and node-type compatibility of a field.

* ``forbidden_reason``: why Webots refuses to USE a DEF node (``WbNodeUtilities::isAValidUseableNode``, checked in
  Webots' order), or None. A type is judged by its base type (``NodeTypes``); a type unknown here (a PROTO from
  another file, a template-made type) counts as useable, and so does a descendant whose type is unknown.
* ``forbidden_uses``: the diagnostic rule (a ``FileAnalysis`` rule like those of ``checks``): a USE bound to such a
  node gets Webots' load-time warning (``WbDictionary::updateDef`` / ``updateProtosDef``).
* ``use_slot`` / ``accepts``: the field a USE at some offset stands in, and whether a node type may go there
  (``WbNodeUtilities::isAllowedToInsert``), for the USE completion.

Webots' classes (a Solid, a joint, a geometry) are provider questions (``NodeTypes.is_a``, see ``node_types``).
"""

from __future__ import annotations

import re
from typing import Iterator

from tree_sitter import Node, Query, QueryCursor

from ..syntax import kinds
from ..syntax.ancestry import ancestors
from ..syntax.kinds import Child
from ..syntax.text import node_text, node_type_name
from . import codes
from .codes import Finding
from .index import FileAnalysis, Occurrence
from .node_types import BUILT_INS, GROUP, JOINT, JOINT_PARAMETERS, LOGICAL_DEVICE, SOLID, NodeTypes
# (the slot judgement lives in ``slots``; its names are read from here too)
from .slots import (  # noqa: F401
    FIXED_FIELDS,
    NOT_A_NODE_FIELD,
    PBR_LINE_SET_PROBLEMS,
    RESTRICTION_PROBLEM,
    Frame,
    Slot,
    accepts,
    insert_problem,
)

# -------------------------------------------------------------------------------------------- node classes


def solid_types(types: NodeTypes = BUILT_INS) -> frozenset[str]:
    """The type names of ``types`` that are ``WbSolid`` (Solid, Robot, Charger, Track and every Solid device)."""
    return frozenset(name for name in types.names() if types.is_a(name, SOLID))


# WbNodeUtilities::isAValidUseableNode, in its order: (test on the type, message).
# A rule names a Webots class (asked of the provider) or one built-in type (compared with the base type).
_TYPE_RULES = (
    (SOLID, None, "Solid nodes cannot be USEd."),
    (None, "Billboard", "Billboard nodes cannot be USEd."),
    (JOINT, None, "Joint nodes cannot be USEd."),
    (JOINT_PARAMETERS, None, "JointParameters nodes cannot be USEd."),
    (None, "TrackWheel", "TrackWheel nodes cannot be USEd."),
    (None, "BallJointParameters", "BallJointParameters nodes cannot be USEd."),
    (LOGICAL_DEVICE, None, "Device nodes cannot be USEd."),
)
SOLID_DESCENDANT = "Nodes with a Solid descendant cannot be USEd."
JOINT_DESCENDANT = "Nodes with a Joint descendant cannot be USEd."
WORLD_SUFFIX = " Non-admissible USE node turned into DEF node."
PROTO_SUFFIX = " Please replace this non-admissible USE node by an expanded DEF node in your proto file."


def type_reason(types: NodeTypes, type_name: str) -> str | None:
    """The ``WbNodeUtilities::isAValidUseableNode`` message for a type that can never be USEd, else None (also for
    a type unknown here)."""
    base = types.base_type(type_name)
    if base is None:
        return None
    for node_class, built_in, message in _TYPE_RULES:
        if base == built_in if node_class is None else types.is_a(type_name, node_class):
            return message
    return None


def needs_descendant_search(types: NodeTypes, type_name: str) -> bool:
    """Whether a node of ``type_name`` has children searched for Solid and joint descendants (a group, a Slot, a
    joint): only then does its useability depend on more than its type."""
    return types.is_a(type_name, GROUP) or types.is_a(type_name, JOINT) or types.base_type(type_name) == "Slot"


# ------------------------------------------------------------------------------------------- tree helpers


def _field_items(node: Node, field_name: str, source: bytes) -> Iterator[Node]:
    """The node / use_node values of a field of a tree ``node`` (list items included)."""
    body = node.child_by_field_name(Child.BODY)
    if body is None:
        return
    wanted = field_name.encode()
    for child in body.named_children:
        if child.type != kinds.FIELD:
            continue
        name = child.child_by_field_name(Child.NAME)
        if name is None or source[name.start_byte : name.end_byte] != wanted:
            continue
        for value in child.children_by_field_name(Child.VALUE):
            if value.type == kinds.LIST:
                yield from (item for item in value.named_children if item.type in _NODE_OR_USE)
            elif value.type in _NODE_OR_USE:
                yield value


_NODE_OR_USE = (kinds.NODE, kinds.USE_NODE)


class UseResolver:
    """Follows USE items to the nodes of their DEFs (a USE is a full copy of its DEF node, ``WbNodeReader::readNode``)
    and knows, per node, whether it has a Solid or a joint descendant (``WbNodeUtilities::hasASolidDescendant`` /
    ``hasAJointDescendant``). Each node's facts are computed once, without recursion: a chain of 100,000 DEFs, each
    USEd in the next, is one linear walk. Types are base types, asked of ``analysis.node_types``."""

    def __init__(self, analysis: FileAnalysis) -> None:
        self.analysis = analysis
        self.types = analysis.node_types
        self.reasons: dict[int, str | None] = {}
        self._types: dict[int, str | None] = {}
        self._type_reasons: dict[str, str | None] = {}
        self._useable_types: dict[str, bool] = {}
        # node start -> (has a Solid descendant, has a joint descendant)
        self._facts: dict[int, tuple[bool, bool]] = {}
        self._may_have_descendants: bool | None = None

    def may_have_descendants(self) -> bool:
        """False when the file writes no Solid nor joint type (as the pass read every type name): then no node has
        such a descendant, and a chain of 100,000 Groups needs no search."""
        if self._may_have_descendants is None:
            written, types = self.analysis.written_types, self.types
            self._may_have_descendants = written is None or any(
                base is not None and (types.is_a(base, SOLID) or types.is_a(base, JOINT))
                for base in (types.base_type(name.decode("utf-8", "replace")) for name in written)
            )
        return self._may_have_descendants

    def item_node(self, item: Node) -> Node | None:
        if item.type == kinds.NODE:
            return item
        name = item.child_by_field_name(Child.NAME)
        if name is None:
            return None
        occurrence = self.analysis.occurrence_at(name.start_byte)
        if occurrence is None or occurrence.is_def or occurrence.start != name.start_byte:
            return None
        target = self.analysis.target(occurrence)
        return self.analysis.node_of(target) if target is not None else None

    def type_of(self, node: Node) -> str | None:
        """The base type of a tree ``node``, None when unknown here or template-made."""
        key = node.start_byte
        if key not in self._types:
            name = node_type_name(node, self.analysis.source)
            self._types[key] = self.types.base_type(name) if name is not None else None
        return self._types[key]

    def _is_a(self, node: Node, node_class: str) -> bool:
        type_name = self.type_of(node)
        return type_name is not None and self.types.is_a(type_name, node_class)

    def _searched(self, node: Node) -> tuple[list[Node], bool]:
        """The nodes searched for descendants: Group ``children``, Slot ``endPoint``, joint ``endPoint`` (for Solids
        only: the bool is False then)."""
        type_name = self.type_of(node)
        if type_name is None:
            return [], False
        if self.types.is_a(type_name, GROUP):
            field_name, for_joints = "children", True
        elif type_name == "Slot" or self.types.is_a(type_name, JOINT):
            field_name, for_joints = "endPoint", type_name == "Slot"
        else:
            return [], False
        items = (self.item_node(item) for item in _field_items(node, field_name, self.analysis.source))
        return [child for child in items if child is not None], for_joints

    def descendant_facts(self, root: Node) -> tuple[bool, bool]:
        """(has a Solid descendant, has a joint descendant) of ``root``: a depth-first walk, each node once, facts
        kept; a USE leading back to a node being walked (a cycle) counts as nothing, as Webots' visited set does."""
        if not self.may_have_descendants():
            return False, False
        facts = self._facts
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
                    solid = solid or child_solid or self._is_a(child, SOLID)
                    joint = joint or (for_joints and (child_joint or self._is_a(child, JOINT)))
                facts[key] = (solid, joint)
                continue
            if key in facts or key in walking:
                continue
            walking[key] = searched = self._searched(node)
            stack.append((node, True))
            stack.extend((child, False) for child in searched[0] if child.start_byte not in facts)
        return facts[root.start_byte]

    def type_reason(self, type_name: str) -> str | None:
        """``type_reason``, once per type name (a chain of 100,000 Groups asks it 200,000 times)."""
        if type_name not in self._type_reasons:
            self._type_reasons[type_name] = type_reason(self.types, type_name)
        return self._type_reasons[type_name]

    def surely_useable(self, type_name: str) -> bool:
        """A type no ``isAValidUseableNode`` rule names, whose nodes have no children searched for descendants or
        live in a file that writes no Solid nor joint type (or a type unknown here): its nodes are useable whatever
        they hold."""
        if type_name not in self._useable_types:
            types = self.types
            self._useable_types[type_name] = types.base_type(type_name) is None or (
                self.type_reason(type_name) is None
                and (not needs_descendant_search(types, type_name) or not self.may_have_descendants())
            )
        return self._useable_types[type_name]

    def reason(self, node: Node) -> str | None:
        key = node.start_byte
        if key not in self.reasons:
            self.reasons[key] = self._reason(node)
        return self.reasons[key]

    def _reason(self, node: Node) -> str | None:
        type_name = self.type_of(node)
        if type_name is None:
            return None  # unknown here (a PROTO from another file) or a template-made type
        reason = self.type_reason(type_name)
        if reason is not None:
            return reason
        has_solid, has_joint = self.descendant_facts(node)
        if has_solid:
            return SOLID_DESCENDANT
        if has_joint:
            return JOINT_DESCENDANT
        return None


def forbidden_reason(analysis: FileAnalysis, definition: Occurrence, resolver: UseResolver | None = None) -> str | None:
    """Why Webots cannot USE the node of ``definition`` (``isAValidUseableNode``'s message), or None."""
    node = analysis.node_of(definition)
    if node is None:
        return None
    return (resolver or UseResolver(analysis)).reason(node)


def _surely_useable(analysis: FileAnalysis, definition: Occurrence, resolver: UseResolver, written: dict) -> bool:
    """True when the DEF's node type alone shows that Webots can USE it (``UseResolver.surely_useable``). The type is
    the pass's (``written``: ``FileAnalysis.written_def_types``, one dict for all DEFs, instead of a search per DEF)
    or read from the text (``FileAnalysis.def_type``): ``forbidden_reason`` costs a tree lookup per USE."""
    type_bytes = written.get(definition.start)
    type_name = analysis.def_type(definition) if type_bytes is None else type_bytes.decode("utf-8", "replace")
    return type_name is not None and resolver.surely_useable(type_name)


def forbidden_uses(analysis: FileAnalysis) -> list[Finding]:
    """A USE bound to a node Webots cannot USE: Webots loads the file and turns the USE into a DEF
    (``WbDictionary::updateDef``)."""
    resolver = UseResolver(analysis)
    written = analysis.written_types
    if written is not None and all(resolver.surely_useable(name.decode("utf-8", "replace")) for name in written):
        return []  # every node of the file is of a surely useable type (a USE's DEF node is one of them)
    findings = []
    useable: dict[Occurrence, bool] = {}
    written_types = analysis.written_def_types()
    for occurrence, target in analysis.uses_with_targets():
        if target is None:
            continue
        surely = useable.get(target)
        if surely is None:
            surely = useable[target] = _surely_useable(analysis, target, resolver, written_types)
        if surely:
            continue
        reason = forbidden_reason(analysis, target, resolver)
        if reason is None:
            continue
        suffix = PROTO_SUFFIX if analysis.scope_of(occurrence).kind == "proto_body" else WORLD_SUFFIX
        findings.append(codes.FORBIDDEN_USE.at(occurrence.span, reason + suffix))
    return findings


# --------------------------------------------------------------------------------------------- USE slots
_NAME_WORD = re.compile(rb"""[^\x00-\x20"#,\[\]{}]+|[\[\]{}]""")
_SKIPPED_TEXT = " ".join(  # text that holds no words of the scene: blanked before reading the words
    f"({kind}) @x" for kind in (kinds.COMMENT, kinds.STRING, kinds.TEMPLATE, kinds.TEMPLATE_STATEMENT, kinds.INACTIVE_BRANCH)
)
_WINDOW = 1 << 16
_queries: dict[int, Query] = {}


def _skipped_query(language) -> Query:
    query = _queries.get(id(language))
    if query is None:
        query = _queries[id(language)] = Query(language, _SKIPPED_TEXT)
    return query


def use_slot(analysis: FileAnalysis, use_keyword: int, chain: list[Node] | None = None) -> Slot:
    """The slot of a USE whose ``USE`` keyword starts at ``use_keyword``: from the tree when it holds the USE in a
    field or list, else from the words before it (a tree broken by the USE being typed). ``chain``: the keyword's
    ``ancestors`` if the caller has them already."""
    if chain is None:
        chain = ancestors(analysis.tree.root_node, use_keyword, use_keyword + 3)
    slot = _slot_from_tree(analysis, use_keyword, chain)
    return slot if slot is not None else _slot_from_text(analysis, use_keyword)


def slot_before(analysis: FileAnalysis, position: int) -> Slot:
    """The slot of a node starting at ``position``, read from the words before it (``geometry |``, ``children [
    |``): the completion of a node type, where the tree around the cursor is whatever the typing left."""
    return _slot_from_text(analysis, position)


def _plain_text(source: bytes, node: Node | None) -> str | None:
    """The text of a plain word; None when missing or made by a template."""
    if node is None or node.is_missing or node.child_count:
        return None
    return node_text(source, node)


_SLOT_HOLDERS = frozenset({kinds.FIELD, kinds.HIDDEN_FIELD, kinds.FIELD_DECLARATION, kinds.RESTRICTIONS,
                           kinds.SOURCE_FILE, kinds.PROTO_BODY})
_FIELDS = (kinds.FIELD, kinds.HIDDEN_FIELD)


def _slot_from_tree(analysis: FileAnalysis, use_keyword: int, chain: list[Node]) -> Slot | None:
    """The slot read from the USE's ancestors (one walk down: ``Node.parent`` would cost the depth per step)."""
    source = analysis.source
    index = len(chain) - 1  # the USE keyword (or what holds it)
    while index > 0 and chain[index - 1].type in (kinds.USE_NODE, "ERROR"):
        if chain[index - 1].type == "ERROR" and chain[index - 1].start_byte < use_keyword:
            return None  # the ERROR holds what comes before the USE (`Shape { appearance USE`): read the words
        index -= 1
    index -= 1  # the parent
    if index >= 0 and chain[index].type == kinds.LIST:
        index -= 1
    if index < 0 or chain[index].type not in _SLOT_HOLDERS:
        return None
    path: list[Frame] = []
    while index >= 0:
        current = chain[index]
        if current.type in _FIELDS:
            owner = chain[index - 2] if index >= 2 and chain[index - 1].type == kinds.NODE_BODY else None
            type_name = node_type_name(owner, source) if owner is not None and owner.type == kinds.NODE else None
            field_name = _plain_text(source, current.child_by_field_name(Child.NAME))
            neighbours = _neighbours(analysis, owner, field_name) if not path and type_name == "Shape" else ()
            path.append(Frame(type_name, field_name, neighbours))
        elif current.type in (kinds.FIELD_DECLARATION, kinds.RESTRICTIONS):
            return Slot("parameter", tuple(path))
        elif current.type == kinds.PROTO_BODY:
            return Slot("proto_root" if not path else "field", tuple(path), open_ended=True)
        elif current.type == "ERROR":
            return Slot("field", tuple(path)) if path else None
        index -= 1
    return Slot("field" if path else "top", tuple(path))


def _neighbours(analysis: FileAnalysis, owner: Node | None, field_name: str | None) -> tuple[tuple[str, str], ...]:
    """(field, written type) of the owner's other fields holding one node (a USE counts as its DEF's node)."""
    if owner is None:
        return ()
    source = analysis.source
    resolver = UseResolver(analysis)
    found = []
    body = owner.child_by_field_name(Child.BODY)
    for child in body.named_children if body is not None else ():
        if child.type != kinds.FIELD:
            continue
        name = _plain_text(source, child.child_by_field_name(Child.NAME))
        values = child.children_by_field_name(Child.VALUE)
        if name is None or name == field_name or len(values) != 1 or values[0].type not in _NODE_OR_USE:
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
        return Slot("unknown" if not path else "field", tuple(path), open_ended=True)
    return Slot("field" if path else "top", tuple(path))
