"""Go to definition / declaration: a USE name leads to the name of the DEF it binds to (WbNodeReader::readNode); a
PROTO type name or an EXTERNPROTO string to the PROTO's file (``proto_location``)."""

from __future__ import annotations

from ..analysis.index import Occurrence
from ..analysis.node_types import Location
from ..analysis.project import url_file_name
from ..analysis.spans import Span
from ..snapshot import FileSnapshot
from ..syntax import kinds
from ..syntax.kinds import Child
from ..syntax.text import node_text


def name_at(snapshot: FileSnapshot, offset: int) -> tuple[Occurrence | None, Occurrence | None]:
    """The DEF or USE name at ``offset`` and the DEF it stands for (itself, or the DEF a USE binds to)."""
    analysis = snapshot.analysis
    occurrence = analysis.occurrence_at(offset)
    if occurrence is None:
        return None, None
    return occurrence, analysis.definition_of(occurrence)


def definition(snapshot: FileSnapshot, offset: int) -> list[Span]:
    """The DEF name span for a USE or DEF name at ``offset``; empty when nothing is there or a USE is unbound."""
    _, target = name_at(snapshot, offset)
    return [target.span] if target is not None else []


# A DEF is both the declaration and the definition of its name.
declaration = definition


# The climb from the position stops at a node type or a declaration, or at what holds neither (each step to a
# parent costs a walk down from the root: a request in a mesh's numbers climbed to their node).
_NOT_INSIDE = frozenset({kinds.NODE, kinds.SOURCE_FILE, kinds.FIELD, kinds.NODE_BODY, kinds.LIST, kinds.NUMBERS})
_LOOKED_FOR = _NOT_INSIDE | {kinds.NODE_TYPE, kinds.EXTERN_PROTO}


def proto_location(snapshot: FileSnapshot, offset: int) -> Location | None:
    """Where the PROTO named at ``offset`` is (``WbProtoManager::findModel``): on a node type, its ``PROTO`` line in
    its ``.proto`` file (a library PROTO: the installation's file when there is one, else its URL with an empty
    span); on an ``EXTERNPROTO`` string, the file it declares. None for a built-in type or a name found nowhere, and
    when the file's provider knows no other files (``location`` is a ``ProjectNodeTypes`` question)."""
    locate = getattr(snapshot.node_types, "location", None)
    if locate is None:
        return None
    node = snapshot.tree.root_node.descendant_for_byte_range(offset, offset)
    while node is not None and node.type not in _LOOKED_FOR:
        node = node.parent  # a few steps: a string's content up to its EXTERNPROTO
    if node is None or node.type in _NOT_INSIDE:
        return None
    source = snapshot.source
    if node.type == kinds.NODE_TYPE:
        if node.child_count or node.is_missing:
            return None  # made by a template
        return locate(node_text(source, node))
    url = node.child_by_field_name(Child.URL)
    if url is None or not url.start_byte <= offset <= url.end_byte:
        return None
    name = url_file_name(node_text(source, url).strip('"'))
    return locate(name[:-len(".proto")]) if name.endswith(".proto") else None
