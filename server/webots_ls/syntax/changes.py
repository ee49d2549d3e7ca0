"""Which byte ranges of the new tree differ from the old one after an incremental reparse.

tree-sitter's ``Tree.changed_ranges`` compares the two trees sibling by sibling, so its cost grows with the number
of siblings of the nodes on the way (48-90 ms for one keystroke in a world of 20,000 top-level nodes), while the
reparse itself takes about 1 ms. Most edits change one field, name or value, and the nodes around it keep their
extent: then the changed range is that enclosing node, found in O(depth). Only edits that move a structural
boundary (a deleted `}`, an opened string) fall back to tree-sitter's full comparison.
"""

from __future__ import annotations

import tree_sitter

from . import kinds
from .edits import ByteEdit
from .parser import LANGUAGE

# Nodes whose extent bounds what an edit inside them can change: if such a node has the same type and the same
# byte range in the old (edited) and the new tree, and neither contains an error, the trees differ only inside it.
STRUCTURAL = frozenset({
    kinds.FIELD, kinds.HIDDEN_FIELD, kinds.FIELD_DECLARATION, kinds.EXTERN_PROTO, kinds.USE_NODE, kinds.NODE,
    kinds.LIST, kinds.NODE_BODY, kinds.PROTO_BODY, kinds.INTERFACE, kinds.RESTRICTIONS, kinds.HEADER,
})
_STRUCTURAL_IDS = frozenset(LANGUAGE.id_for_node_kind(kind, True) for kind in STRUCTURAL)  # (no str per node)


def _structural_ancestor(node: tree_sitter.Node | None) -> tree_sitter.Node | None:
    while node is not None and node.kind_id not in _STRUCTURAL_IDS:
        node = node.parent
    return node


def local_change(old_tree: tree_sitter.Tree, new_tree: tree_sitter.Tree, edit: ByteEdit) -> tuple[int, int] | None:
    """The byte range of the smallest structural node around ``edit`` that both trees share, or None.

    ``old_tree`` must already carry the edit (``Tree.edit``), so its positions are in new-document bytes.
    """
    start, end = edit.start_byte, max(edit.new_end_byte, edit.start_byte)
    new_node = _structural_ancestor(new_tree.root_node.descendant_for_byte_range(start, end))
    if new_node is None or new_node.has_error or new_node.is_missing:
        return None
    # A token edited at the node's edge may belong to a neighbour in one tree only: require strict containment.
    if not (new_node.start_byte < start and end < new_node.end_byte):
        new_node = _structural_ancestor(new_node.parent)
        if new_node is None or new_node.has_error or not (new_node.start_byte < start and end < new_node.end_byte):
            return None
    old_node = old_tree.root_node.descendant_for_byte_range(new_node.start_byte, new_node.end_byte)
    while old_node is not None and (old_node.start_byte, old_node.end_byte) == (new_node.start_byte, new_node.end_byte):
        if old_node.kind_id == new_node.kind_id:
            if old_node.has_error:
                return None
            return new_node.start_byte, new_node.end_byte
        old_node = old_node.parent
    return None


def changed_ranges(old_tree: tree_sitter.Tree, new_tree: tree_sitter.Tree, edits: list[ByteEdit]) -> list[tuple[int, int]]:
    """Byte ranges of ``new_tree`` whose syntax differs from ``old_tree`` (which carries ``edits``)."""
    if len(edits) == 1:
        local = local_change(old_tree, new_tree, edits[0])
        if local is not None:
            return [local]
    return [(r.start_byte, r.end_byte) for r in old_tree.changed_ranges(new_tree)]
