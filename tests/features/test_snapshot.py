"""FileSnapshot: an immutable value per version; the next one is made from LSP changes, the old one unchanged."""

from __future__ import annotations

import random

from webots_ls.features.definition import definition
from webots_ls.features.diagnostics import diagnostics
from webots_ls.features.hover import hover
from webots_ls.features.references import references
from webots_ls.features.symbols import document_symbols
from webots_ls.snapshot import FileSnapshot
from webots_ls.syntax.positions import scan_line_starts

from .helpers import open_snapshot

WORLD = "#VRML_SIM R2023b utf8\nDEF Ⅹ Solid {}\nUSE Ⅹ\n"


def _occurrences(snapshot: FileSnapshot) -> list[tuple[str, str, int, int]]:
    return [(o.kind, o.name, o.start, o.end) for o in snapshot.analysis.occurrences]


def test_next_snapshot_leaves_the_old_one_as_it_was():
    old = open_snapshot(WORLD)
    tree_text = str(old.tree.root_node)
    before = _occurrences(old)
    new = old.with_changes([(((1, 0), (1, 0)), "Group {}\n")], "utf-16", 2)
    assert (old.version, new.version) == (1, 2)
    assert old.source == WORLD.encode() and str(old.tree.root_node) == tree_text
    assert old.lines.starts() == scan_line_starts(old.source)
    assert new.source == WORLD.replace("DEF", "Group {}\nDEF", 1).encode()
    assert new.lines.starts() == scan_line_starts(new.source)
    assert _occurrences(new) == _occurrences(open_snapshot(new.source))
    assert _occurrences(old) == before  # its analysis is its own: never another version's offsets


def _answers(snapshot: FileSnapshot) -> dict:
    """What the features answer for one version: definition and references at every DEF/USE name (and between
    them), the outline, the diagnostics."""
    offsets = sorted({o.start for o in snapshot.analysis.occurrences} | {o.end for o in snapshot.analysis.occurrences})
    offsets += list(range(0, len(snapshot.source), 97))
    return {
        "definition": [definition(snapshot, offset) for offset in offsets],
        "references": [references(snapshot, offset, True) for offset in offsets],
        "symbols": document_symbols(snapshot),
        "diagnostics": diagnostics(snapshot.tree, snapshot.source, snapshot.analysis),
    }


def test_an_old_snapshot_answers_as_before_across_edits():
    """A snapshot held while the document is edited (a rename awaiting the user, a diagnostics run) answers exactly
    as it did: each edit makes a new analysis, sharing only what it does not change. Many names (the occurrences
    are kept in several chunks), edits before, among and after them, ones that rebind USEs and remove DEFs."""
    world = "#VRML_SIM R2023b utf8\n" + "".join(
        f"DEF N{i} Solid {{ children [ USE N{i - 1} ] }}\nUSE N{i}\nUSE Q{i % 7}\n" for i in range(400)
    ) + "DEF Q1 Solid {}\nUSE Q1\n"
    rng = random.Random(3)
    held = [open_snapshot(world)]
    expected = [_answers(held[0])]
    snapshot = held[0]
    for version in range(2, 40):
        source = snapshot.source
        line_count = source.count(b"\n")
        line = rng.randrange(line_count)
        text = rng.choice(["x", "DEF Q3 Box {}\n", "USE N5\n", "}", " ", "DEF N7 ", ""])
        end = (line, 3) if text == "" else (line, 0)  # "": delete the line's first 3 characters
        snapshot = snapshot.with_changes([(((line, 0), end), text)], "utf-16", version)
        if version % 5 == 0:
            held.append(snapshot)
            expected.append(_answers(snapshot))
    assert _occurrences(snapshot) == _occurrences(open_snapshot(snapshot.source))
    for old, answers in zip(held, expected):
        assert _answers(old) == answers, old.version


def test_reparsed_is_the_same_version_from_a_fresh_parse():
    snapshot = open_snapshot("Solid { Shape { } children [ Transform { ] } } ] x")
    edited = snapshot.with_changes([(((0, 16), (0, 17)), "")], "utf-16", 2)
    fresh = edited.reparsed()
    assert not edited.from_scratch and fresh.from_scratch
    assert fresh.version == 2 and fresh.source is edited.source
    assert str(fresh.tree.root_node) == str(open_snapshot(edited.source).tree.root_node)


def test_line_numbers_in_messages_count_a_lone_cr_like_lsp():
    """A lone CR ends a line for LSP; hover's "line N" uses the same line index as positions."""
    snapshot = open_snapshot("#VRML_SIM R2023b utf8\rDEF A Solid {}\rUSE A\r")
    use = snapshot.source.index(b"USE A") + 4
    assert snapshot.range_at(snapshot.source.index(b"DEF"), 0)[0] == (1, 0)
    assert snapshot.line_number(snapshot.source.index(b"DEF")) == 2
    assert hover(snapshot, use).markdown.endswith("(line 2)")


def test_many_positions_in_one_pass_match_one_by_one():
    text = (
        "#VRML_SIM R2023b utf8\r\n" + " ".join(f"USE Ⅹ{i} 🤖" for i in range(300)) + "\rDEF é Solid {}\n"
        + " ".join(f"USE A{i}" for i in range(100)) + "\n"  # an ASCII line: no counting
    )
    snapshot = open_snapshot(text)
    offsets = list(range(0, len(snapshot.source), 7))[::-1] + [len(snapshot.source), 0]
    offsets = [o for o in offsets if o == len(snapshot.source) or (snapshot.source[o] & 0xC0) != 0x80]
    offsets += offsets[::3]  # the same offset twice (a symbol's range and selection end together)
    for encoding in ("utf-8", "utf-16", "utf-32"):
        expected = [snapshot.document.position_at(o, encoding) for o in offsets]
        assert snapshot.positions_at(offsets, encoding) == expected


def test_a_keystroke_in_a_comment_keeps_the_provider_and_reads_as_the_fresh_text(tmp_path):
    """After a keystroke in a comment the server keeps the provider (an untitled document's, a kept
    ``ProjectNodeTypes``), the definition answers, and the edited text is the fresh text."""
    from webots_ls.server.project_files import ServerProject

    project = ServerProject()
    project.start([tmp_path], None)
    text = "#VRML_SIM R2023b utf8\n" + "# a comment line\n" * 20 + "DEF B Solid { }\n" * 40 + "USE B\n"
    for uri in ("untitled:Untitled-1", (tmp_path / "w.wbt").as_uri()):
        snapshot = FileSnapshot.open(uri, text, 1, project.node_types(uri, text.encode()))
        edited = snapshot.with_changes([(((10, 3), (10, 3)), "x")], version=2)  # in a comment
        provider, changed = project.provider_after_edit(
            uri, snapshot.document.text, edited.document.text, edited.edits, edited.node_types
        )
        assert provider is snapshot.node_types and not changed
        use = edited.document.text.rfind(b"U")
        assert [(span.start, span.end) for span in definition(edited, use + 4)] != []
        fresh = text.splitlines(keepends=True)
        fresh[10] = fresh[10][:3] + "x" + fresh[10][3:]
        assert edited.source == "".join(fresh).encode()
