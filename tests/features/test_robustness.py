"""Bad input never raises: every feature on truncated and shuffled corpus text (error-recovery trees)."""

from __future__ import annotations

import random

import pytest

from webots_ls.features.definition import definition
from webots_ls.features.diagnostics import diagnostics
from webots_ls.features.highlight import document_highlights
from webots_ls.features.references import references
from webots_ls.features.rename import RenameError, plan_rename, prepare_rename
from webots_ls.features.schema_completion import schema_completion
from webots_ls.features.symbols import document_symbols

from analysis.helpers import CORPUS

from .helpers import open_snapshot


def _mangled_sources(rng: random.Random):
    files = sorted(path for path in CORPUS.glob("*/*") if path.stat().st_size < 60_000)
    for path in rng.sample(files, 40):
        source = path.read_bytes()
        yield source[: rng.randint(0, len(source))]  # truncated: unclosed brackets and strings
        lines = source.split(b"\n")
        rng.shuffle(lines)
        yield b"\n".join(lines[:200])  # shuffled lines: stray brackets everywhere
        cut = rng.randint(0, len(source))
        yield source[:cut] + bytes(rng.randrange(256) for _ in range(20)) + source[cut:]  # binary noise


@pytest.mark.corpus
def test_features_never_raise_on_broken_input():
    """WbParser::reportUnexpected/WbNodeReader::readNode on recovery trees (ERROR/MISSING): they go through every feature without exceptions (contract: graceful)."""
    rng = random.Random(7)
    for source in _mangled_sources(rng):
        snapshot = open_snapshot(source)
        for finding in diagnostics(snapshot.tree, source, snapshot.analysis):
            assert finding.message and "ERROR" not in finding.message
        document_symbols(snapshot)
        offsets = [o.start for o in snapshot.analysis.occurrences[:20]] + [rng.randint(0, len(source)) for _ in range(5)]
        for offset in offsets:
            definition(snapshot, offset)
            schema_completion(snapshot, offset, snippets=True)
            references(snapshot, offset, include_declaration=True)
            document_highlights(snapshot, offset)
            if prepare_rename(snapshot, offset) is not None:
                plan_rename(snapshot, offset, "RENAMED")
            try:
                plan_rename(snapshot, offset, "1bad")
            except RenameError:
                pass
