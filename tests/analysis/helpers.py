"""Test helpers: parse through the real grammar, edit a tree the way the server does."""

from __future__ import annotations

from pathlib import Path

import tree_sitter
import tree_sitter_webots
from tree_sitter import Tree

from webots_ls.analysis.index import FileAnalysis
from webots_ls.syntax.edits import ByteEdit
from conftest import TEST_DATA  # the test data: ../shared, $WEBOTS_LS_TEST_DATA or .test-data

LANGUAGE = tree_sitter.Language(tree_sitter_webots.language())
CORPUS = TEST_DATA / "corpus" / "files"
PARSER_TESTS = TEST_DATA / "webots" / "parser-tests" / "worlds"

_parser = tree_sitter.Parser(LANGUAGE)


def parse(source: bytes, old_tree: Tree | None = None) -> Tree:
    return _parser.parse(source, old_tree) if old_tree is not None else _parser.parse(source)


def analyse(text: str | bytes) -> FileAnalysis:
    source = text.encode("utf-8") if isinstance(text, str) else text
    return FileAnalysis.build(parse(source), source)


def offset_of(analysis: FileAnalysis, needle: str, nth: int = 0, *, skip: int = 0) -> int:
    """Byte offset of the ``nth`` occurrence of ``needle`` in the source, plus ``skip`` bytes."""
    data = needle.encode("utf-8")
    position = -1
    for _ in range(nth + 1):
        position = analysis.source.index(data, position + 1)
    return position + skip


def _point(source: bytes, offset: int) -> tuple[int, int]:
    row = source.count(b"\n", 0, offset)
    line_start = source.rfind(b"\n", 0, offset) + 1
    return row, offset - line_start


def apply_edit(source: bytes, tree: Tree, start: int, old_end: int, text: bytes) -> tuple[bytes, Tree, ByteEdit, list]:
    """Replace ``source[start:old_end]`` by ``text``; returns new source, new tree, the edit, changed ranges."""
    new_source, new_tree, (edit,), changed = apply_edits(source, tree, [(start, old_end, text)])
    return new_source, new_tree, edit, changed


def apply_edits(source: bytes, tree: Tree, changes: list[tuple[int, int, bytes]]) -> tuple[bytes, Tree, list, list]:
    """Several changes (each in the coordinates left by the previous one), one reparse: a batched didChange."""
    edits = []
    for start, old_end, text in changes:
        new_source = source[:start] + text + source[old_end:]
        new_end = start + len(text)
        tree.edit(
            start_byte=start,
            old_end_byte=old_end,
            new_end_byte=new_end,
            start_point=_point(source, start),
            old_end_point=_point(source, old_end),
            new_end_point=_point(new_source, new_end),
        )
        edits.append(ByteEdit(start, old_end, new_end))
        source = new_source
    new_tree = parse(source, tree)
    changed = [(r.start_byte, r.end_byte) for r in tree.changed_ranges(new_tree)]
    return source, new_tree, edits, changed


def snapshot(analysis: FileAnalysis) -> dict:
    """Everything observable about an analysis, by positions (for comparing update with build)."""
    occurrences = [(o.kind, o.name, o.start, o.end) for o in analysis.occurrences]
    targets, enclosing, registered, extents = {}, {}, {}, {}
    for o in analysis.occurrences:
        if o.is_def:
            registered[o.start] = analysis.is_registered(o)
            extents[o.start] = analysis.node_span(o)
        else:
            target = analysis.target(o)
            targets[o.start] = target.start if target else None
            around = analysis.enclosing_same_name(o)
            enclosing[o.start] = around.start if around else None
    scopes = {o.start: analysis.scope_of(o) for o in analysis.occurrences}
    named = {name: [(o.kind, o.start) for o in analysis.occurrences_named(name)] for name in sorted(analysis.names())}
    uses = {o.start: [use.start for use in analysis.uses_of(o)] for o in analysis.occurrences if o.is_def}
    at = [analysis.occurrence_at(offset) for o in analysis.occurrences for offset in (o.start, o.end)]
    return {
        "named": named,
        "uses": uses,
        "at": [(o.kind, o.start) if o is not None else None for o in at],
        "occurrences": occurrences,
        "targets": targets,
        "enclosing": enclosing,
        "registered": registered,
        "extents": extents,
        "scopes": scopes,
        "templated_defs": analysis.templated_defs,
    }


def proto_workspace(root: Path, protos: dict[str, str]) -> Path:
    """A workspace at ``root`` with empty ``worlds/`` and ``protos/`` holding ``protos`` (file name -> text)."""
    (root / "protos").mkdir(parents=True)
    (root / "worlds").mkdir()
    for name, text in protos.items():
        (root / "protos" / name).write_text(text, encoding="utf-8")
    return root
