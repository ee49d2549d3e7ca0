"""``FileAnalysis.update`` after random edits gives exactly what a fresh ``FileAnalysis.build`` gives."""

from __future__ import annotations

import random
import re

import pytest

from webots_ls.analysis import index
from webots_ls.analysis.index import FileAnalysis, compute_scopes

from .helpers import CORPUS, apply_edit, apply_edits, parse, snapshot

SNIPPETS = [
    b"DEF A ", b"USE A", b"USE A ", b"}", b"{", b"[", b"]", b" ", b"x", b"\n", b"#", b'"', b"Solid { }",
    b"DEF X Solid {", b"DEF A Solid { children [ ", b"PROTO P [ ] {", b"field SFNode f ", b"USE ", b"DEF ",
    b"%<= i >%", b"\r\n", b"DEF \xe2\x85\xa9 Shape {}", b" USE \xe2\x85\xa9 ",
]


def _corpus_sample(count: int, seed: int) -> list:
    files = sorted(path for path in CORPUS.glob("*/*") if path.stat().st_size < 300_000)
    rng = random.Random(seed)
    with_uses = [path for path in files if b"USE " in path.read_bytes()]
    return rng.sample(with_uses, min(count, len(with_uses)))


def _random_edit(rng: random.Random, source: bytes, analysis: FileAnalysis) -> tuple[int, int, bytes]:
    occurrences = analysis.occurrences
    if occurrences and rng.random() < 0.6:
        # near a name: where edits change bindings
        occurrence = rng.choice(occurrences)
        start = max(0, min(len(source), occurrence.start + rng.randint(-12, 12)))
    else:
        start = rng.randint(0, len(source))
    while 0 < start < len(source) and (source[start] & 0xC0) == 0x80:
        start -= 1  # keep UTF-8 whole
    choice = rng.random()
    if choice < 0.35:
        old_end = min(len(source), start + rng.randint(1, 20))
        while old_end < len(source) and (source[old_end] & 0xC0) == 0x80:
            old_end += 1
        return start, old_end, b""
    if choice < 0.5 and occurrences:
        other = rng.choice(occurrences)
        return start, start, other.name.encode("utf-8")
    return start, start, rng.choice(SNIPPETS)


@pytest.mark.corpus
@pytest.mark.parametrize("seed", range(3))
def test_update_matches_build_after_random_edits(seed: int) -> None:
    """Spec WbNodeReader::readNode and its scopes (``WbNodeReader::readNode``): incremental occurrences and bindings equal a fresh build,
    and the analysis an update started from still reads as before it."""
    rng = random.Random(seed)
    checked = 0
    for path in _corpus_sample(12, seed):
        source = path.read_bytes()
        tree = parse(source)
        analysis = FileAnalysis.build(tree, source)
        for _ in range(15):
            start, old_end, text = _random_edit(rng, source, analysis)
            source, tree, edit, changed = apply_edit(source, tree, start, old_end, text)
            before, previous = snapshot(analysis), analysis
            analysis = analysis.update(tree, source, [edit], changed)
            fresh = FileAnalysis.build(tree, source)
            assert snapshot(analysis) == snapshot(fresh), (path.name, edit, text)
            assert snapshot(previous) == before, (path.name, edit, text)  # the older version reads as it did
            checked += 1
    print(f"{checked} random edits checked")


def test_update_with_several_edits_at_once() -> None:
    """Edits batched in one update (one didChange with several changes) are applied in order (WbNodeReader::readNode bindings)."""
    source = b"DEF A Solid {}\nUSE A\nDEF B Shape {}\nUSE B\nUSE A\n"
    tree = parse(source)
    analysis = FileAnalysis.build(tree, source)
    source, tree, edits, changed = apply_edits(source, tree, [(4, 5, b"AA"), (43, 43, b"DEF A Box {}\n"), (0, 0, b"# c\n")])
    analysis = analysis.update(tree, source, edits, changed)
    assert snapshot(analysis) == snapshot(FileAnalysis.build(tree, source))
    assert source == b"# c\nDEF AA Solid {}\nUSE A\nDEF B Shape {}\nUSE B\nDEF A Box {}\nUSE A\n"
    first_use, last_use = [o for o in analysis.occurrences if o.name == "A" and not o.is_def]
    assert analysis.target(first_use) is None
    assert analysis.line_of(analysis.target(last_use).start) == 6


@pytest.mark.corpus
def test_random_batched_edits() -> None:
    """Random batches of edits, one reparse each (WbNodeReader::readNode and its scopes)."""
    rng = random.Random(99)
    for path in _corpus_sample(8, 99):
        source = path.read_bytes()
        tree = parse(source)
        analysis = FileAnalysis.build(tree, source)
        for _ in range(6):
            changes, scratch = [], source
            for _ in range(rng.randint(2, 4)):
                start, old_end, text = _random_edit(rng, scratch, analysis)
                changes.append((start, old_end, text))
                scratch = scratch[:start] + text + scratch[old_end:]
            source, tree, edits, changed = apply_edits(source, tree, changes)
            analysis = analysis.update(tree, source, edits, changed)
            assert snapshot(analysis) == snapshot(FileAnalysis.build(tree, source)), (path.name, changes)


def test_moving_a_closing_brace_rebinds():
    """WbNodeReader::readNode rule 2: deleting a DEF's ``}`` puts a later USE inside it; the cached binding must not survive."""
    source = b"DEF A Box {}\nDEF A Group {\n}\nUSE A\nDEF B Box {}\n"
    tree = parse(source)
    analysis = FileAnalysis.build(tree, source)
    use = [o for o in analysis.occurrences if not o.is_def][0]
    assert analysis.line_of(analysis.target(use).start) == 2
    brace = source.index(b"}\nUSE")
    source, tree, edit, changed = apply_edit(source, tree, brace, brace + 1, b"")
    analysis = analysis.update(tree, source, [edit], changed)
    assert snapshot(analysis) == snapshot(FileAnalysis.build(tree, source))
    use = [o for o in analysis.occurrences if not o.is_def][0]
    assert analysis.line_of(analysis.target(use).start) == 1  # now inside DEF A Group: the earlier DEF A
    assert analysis.enclosing_same_name(use) is not None


@pytest.mark.slow
def test_update_matches_build_across_many_runs_of_occurrences() -> None:
    """A world with thousands of names: an edit moves the later occurrences run by run (``_Run``), not one by one.
    Random edits, a paste of a thousand names in one place (a run that grows past its bound is regrouped), and
    deleting most of the file (runs left empty) all leave what a fresh build gives (``WbNodeReader::readNode``)."""
    rng = random.Random(5)
    source = b"#VRML_SIM R2023b utf8\n" + b"".join(
        b"DEF N%d Solid { children [ USE N%d ] }\nUSE N%d\n" % (i, i - 1, i) for i in range(1500)
    )
    tree = parse(source)
    analysis = FileAnalysis.build(tree, source)
    assert len(analysis.occurrences) > 10 * 256

    def edit(start: int, old_end: int, text: bytes) -> None:
        nonlocal source, tree, analysis
        source, tree, one_edit, changed = apply_edit(source, tree, start, old_end, text)
        analysis = analysis.update(tree, source, [one_edit], changed)
        assert snapshot(analysis) == snapshot(FileAnalysis.build(tree, source)), (start, old_end, text)

    for _ in range(25):
        edit(*_random_edit(rng, source, analysis))
    middle = source.index(b"\nDEF N700 ") + 1
    edit(middle, middle, b"".join(b"USE N%d\n" % i for i in range(1200)))  # a paste: one run gets them all
    for _ in range(10):
        edit(*_random_edit(rng, source, analysis))
    first = source.index(b"\nDEF N100 ") + 1
    edit(first, source.index(b"\nDEF N1400 ") + 1, b"")  # most runs emptied
    for _ in range(10):
        edit(*_random_edit(rng, source, analysis))


def test_def_types_after_an_edit_are_those_of_the_new_text() -> None:
    """``def_type`` after ``update`` names the type now written, even when another DEF moved to where an old one
    started (the build's types are keyed by offsets)."""
    source = b"DEF A Solid { }\nDEF B Shape { }\n" + b"Group { }\n" * 200
    tree = parse(source)
    analysis = FileAnalysis.build(tree, source)
    # delete the first line: DEF B (a Shape) now starts where DEF A (a Solid) started
    source, tree, edit, changed = apply_edit(source, tree, 0, len(b"DEF A Solid { }\n"), b"")
    analysis = analysis.update(tree, source, [edit], changed)
    (definition,) = [occurrence for occurrence in analysis.occurrences if occurrence.is_def]
    assert (definition.name, definition.start) == ("B", 4)
    assert analysis.def_type(definition) == "Shape"


@pytest.mark.corpus
def test_scopes_after_edits_in_protos_are_those_of_a_fresh_look(monkeypatch) -> None:
    """A PROTO's scopes (its body, each default value: ``WbNodeReader::readNode``'s readers) after random edits are
    what a fresh look at the tree finds, whether the update moved the old ones (edits inside one) or looked again."""
    looks = []
    top_scopes = index._top_scopes
    monkeypatch.setattr(index, "_top_scopes", lambda root: looks.append(root) or top_scopes(root))
    rng = random.Random(17)
    files = sorted(path for path in CORPUS.glob("*/*.proto") if 2_000 < path.stat().st_size < 60_000)
    updates = 0
    for path in rng.sample(files, 10):
        source = path.read_bytes()
        tree = parse(source)
        analysis = FileAnalysis.build(tree, source)
        for _ in range(20):
            start, old_end, text = _random_edit(rng, source, analysis)
            if rng.random() < 0.7:  # typing a digit into a number, the tree stays clean: the scopes move
                digits = [match.end() for match in re.finditer(rb"[ \[][0-9]", source)]
                start, old_end, text = rng.choice(digits), None, b"7"
                old_end = start
            source, tree, edit, changed = apply_edit(source, tree, start, old_end, text)
            looks.clear()
            analysis = analysis.update(tree, source, [edit], changed)
            updates += not looks
            assert analysis._scopes == compute_scopes(tree.root_node), (path.name, edit, text)
            assert snapshot(analysis) == snapshot(FileAnalysis.build(tree, source)), (path.name, edit, text)
    assert updates > 20  # edits in a clean PROTO moved its scopes without a new look


def test_lone_defs_of_much_used_names_stay_right_across_updates() -> None:
    """A name used many times has its lone DEF kept from version to version (by its chunk) while no occurrence of the
    name comes or goes: after edits elsewhere, and edits that add, rename or remove a DEF of it, every USE binds as
    in a fresh build (``WbNodeReader::readNode``)."""
    rng = random.Random(11)
    source = b"#VRML_SIM R2023b utf8\nDEF M Appearance {}\n" + b"".join(
        b"DEF S%d Solid { appearance USE M children [ USE S%d ] }\n" % (i, i // 2) for i in range(600)
    )
    tree = parse(source)
    analysis = FileAnalysis.build(tree, source)
    kept = 0
    _targets(analysis)  # the lone DEF of M found in this version (a definition request)
    for step in range(40):
        line_starts = [0] + [i + 1 for i, byte in enumerate(source) if byte == 10]
        start = rng.choice(line_starts[1:-1])
        text = [b"# x\n", b"DEF M Material {}\n", b"Group {}\n", b""][step % 4]
        old_end = start + (len(b"DEF ") if text == b"" else 0)  # "": a DEF loses its keyword
        source, tree, edit, changed = apply_edit(source, tree, start, old_end, text)
        analysis = analysis.update(tree, source, [edit], changed)
        kept += "M" in analysis._lone_kept
        fresh = FileAnalysis.build(tree, source)
        assert _targets(analysis) == _targets(fresh), (step, edit, text)  # (before any full binding is made)
        assert snapshot(analysis) == snapshot(fresh), (step, edit, text)
    assert kept >= 10  # the lone DEF was taken from an earlier version, not looked for again


def _targets(analysis: FileAnalysis) -> list:
    return [(o.start, (target := analysis.target(o)) and target.start) for o in analysis.occurrences if not o.is_def]
