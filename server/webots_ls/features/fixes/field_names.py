"""``unknown-field``, ``unknown-parameter``: "Did you mean 'X'?" from the fields of the node's model (its PROTO's
parameters) that it does not write yet, nearest first by ``names.close_names``."""

from __future__ import annotations

from ...analysis.names import close_names
from ...analysis.spans import Span
from ...analysis.use_rules import node_type_name
from ...snapshot import FileSnapshot
from ...syntax import kinds
from ...syntax.ancestry import ancestors
from ...syntax.kinds import Child
from . import MAX_SUGGESTIONS, Fixes, did_you_mean

_HIDDEN_KINDS = frozenset({"hiddenField", "deprecatedField"})  # fields Webots does not let a user write


def field_names(snapshot: FileSnapshot, span: Span) -> Fixes:
    """An unknown field or parameter: the fields of the node's model (PROTO parameters) it does not write yet."""
    chain = ancestors(snapshot.tree.root_node, span.start, span.end)
    field_index = next((i for i in range(len(chain) - 1, 1, -1) if chain[i].type in (kinds.FIELD, kinds.HIDDEN_FIELD)),
                       None)
    if field_index is None or chain[field_index - 2].type != kinds.NODE:
        return []
    field_name = chain[field_index].child_by_field_name(Child.NAME)
    type_name = node_type_name(chain[field_index - 2], snapshot.source)
    model = snapshot.node_types.model(type_name) if type_name is not None else None
    if model is None or field_name is None or Span(field_name.start_byte, field_name.end_byte) != span:
        return []
    name = snapshot.text(span.start, span.end)
    if model.field(name) is not None:
        return []
    written = set()
    for child in chain[field_index - 1].named_children:
        is_field = child.type in (kinds.FIELD, kinds.HIDDEN_FIELD)
        written_name = child.child_by_field_name(Child.NAME) if is_field else None
        if written_name is not None:
            written.add(snapshot.text(written_name.start_byte, written_name.end_byte))
    fields = [f.name for f in model.fields.values() if f.kind not in _HIDDEN_KINDS and f.name not in written]
    return did_you_mean(span, close_names(name, fields, MAX_SUGGESTIONS))
