"""``unknown-node``: "Did you mean 'X'?" from the known node types nearest to the written one that the slot accepts
(``WbNodeUtilities::isAllowedToInsert``), nearest first by ``names.close_names``."""

from __future__ import annotations

from ...analysis.names import close_names
from ...analysis.project import ProjectNodeTypes
from ...analysis.spans import Span
from ...analysis.use_rules import accepts, use_slot
from ...snapshot import FileSnapshot
from . import MAX_SUGGESTIONS, Edits, Fixes, did_you_mean, type_chain
from .extern_proto import declaration_edit


def node_types(snapshot: FileSnapshot, span: Span) -> Fixes:
    """An unknown node type: the known types nearest to it that the slot accepts; a PROTO the file would then
    have to declare comes with its EXTERNPROTO line."""
    types = snapshot.node_types
    chain = type_chain(snapshot, span)
    name = snapshot.text(span.start, span.end)
    if chain is None or not isinstance(types, ProjectNodeTypes) or types.is_known(name):
        return []
    slot = use_slot(snapshot.analysis, chain[-1].start_byte, chain)
    near = close_names(name, types.names(), 4 * MAX_SUGGESTIONS)  # strings only: nothing is read yet
    fitting = [candidate for candidate in near if accepts(types, slot, candidate)][:MAX_SUGGESTIONS]

    def declaration(candidate: str) -> Edits:
        url = types.missing_declaration(candidate)
        return [declaration_edit(snapshot.source, snapshot.tree.root_node, url)] if url is not None else []

    return did_you_mean(span, fitting, declaration)
