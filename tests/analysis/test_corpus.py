"""Every USE of the real-world corpus binds where ``WbNodeReader`` binds it (WbNodeReader::readNode and its scopes)."""

from __future__ import annotations

import pytest

from webots_ls.analysis.index import FileAnalysis

from .helpers import CORPUS, parse
from .reader_simulation import simulate_reader

CORPUS_FILES = sorted(path for path in CORPUS.glob("*/*") if path.is_file())


@pytest.mark.corpus
@pytest.mark.skipif(not CORPUS_FILES, reason="corpus not available")
def test_corpus_definitions_match_reader_simulation():
    """WbNodeReader::readNode ``WbNodeReader::readNode`` (DEF registered after its body, ``previous == current``) and WbNodeReader scopes scopes:
    definition of every corpus USE equals the independent simulation, and no USE is unresolved."""
    files = uses = defs = unresolved = 0
    mismatches = []
    for path in CORPUS_FILES:
        source = path.read_bytes()
        tree = parse(source)
        analysis = FileAnalysis.build(tree, source)
        expected = simulate_reader(tree, source)
        found = {}
        for occurrence in analysis.occurrences:
            if occurrence.is_def:
                defs += 1
                continue
            target = analysis.target(occurrence)
            found[occurrence.start] = target.start if target is not None else None
            unresolved += target is None
        uses += len(found)
        files += 1
        if found != expected:
            mismatches.append(path.name)
    print(f"\ncorpus: {files} files, {defs} DEFs, {uses} USEs, {unresolved} unresolved, {len(mismatches)} mismatching files")
    assert uses > 3500
    assert mismatches == []
    assert unresolved == 0
