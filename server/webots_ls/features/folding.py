"""Folding ranges (node bodies, lists, a PROTO's interface and body, the header comment block) and selection ranges
(value -> field -> node -> the list or field holding it -> ...).

Byte spans only; the server turns them into lines (a fold that stays on one line is dropped there).
"""

from __future__ import annotations

from dataclasses import dataclass

from ..analysis.spans import Span
from ..snapshot import FileSnapshot
from ..syntax.ancestry import ancestors

# kind of syntax node -> kind of fold ("region" for brackets, "comment" for the header block)
_FOLDED = {"node_body": "region", "list": "region", "interface": "region", "proto_body": "region", "header": "comment"}
# Lists of numbers or strings (a mesh's coordinates) are folded but not entered: nothing foldable is inside.
_LEAF_LISTS = ("numbers", "string")


@dataclass(frozen=True, slots=True)
class Fold:
    start: int  # byte of the opening bracket (or of the header's first line)
    end: int  # byte of the closing bracket (or the end of the header's last line)
    kind: str  # "region" | "comment"
    bracketed: bool  # the last line holds the closing bracket (editors keep it visible)


def folding_ranges(snapshot: FileSnapshot) -> list[Fold]:
    """Every foldable construct in document order, found with one cursor walk (no recursion: worlds nest deep)."""
    folds: list[Fold] = []
    cursor = snapshot.tree.walk()
    while True:
        node = cursor.node
        kind = _FOLDED.get(node.type)
        if kind is not None:
            bracketed = kind == "region"
            folds.append(Fold(node.start_byte, node.end_byte - 1 if bracketed else node.end_byte, kind, bracketed))
        if node.type not in _LEAF_LISTS and cursor.goto_first_child():
            continue
        while not cursor.goto_next_sibling():
            if not cursor.goto_parent():
                return folds


# Kinds that are no useful selection step of their own (the same text as a neighbour, or punctuation).
_SKIPPED = frozenset({"node_body", "string_content"})


def selection_ranges(snapshot: FileSnapshot, offset: int) -> list[Span]:
    """The spans around ``offset``, innermost first, each strictly larger than the one before."""
    chain: list[Span] = []
    for node in reversed(ancestors(snapshot.tree.root_node, offset)):
        if not node.is_named or node.type in _SKIPPED:
            continue
        span = Span(node.start_byte, node.end_byte)
        if not chain or (span != chain[-1] and span.start <= chain[-1].start and span.end >= chain[-1].end):
            chain.append(span)
    return chain
