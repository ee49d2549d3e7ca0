"""The seeded fuzz in CI: random edits over corpus files through the real server, each check against a fresh open
of the same text (see engine.py). A failure names the seed; `scripts/fuzz --seed N` replays it, with more edits."""

from __future__ import annotations

import os

import pytest
from lsprotocol import types

from .engine import Report, Text, check_against_fresh, fuzz, manifest_rows, start_server, stop_server

pytestmark = pytest.mark.fuzz

# FUZZ_SEED replays a failure; otherwise the seed is fixed, so CI is repeatable.
SEED = int(os.environ.get("FUZZ_SEED", "20261201"))
EDITS = 5_000
BROKEN = "files/goch__smarthome-webots/protos___GENERIC__SH_RGBStandLamp.proto"  # the one that does not parse
FILES = 24


@pytest.mark.corpus
async def test_random_edits_answer_like_a_fresh_open():
    report = await fuzz(SEED, EDITS, files=FILES, check_every=50)
    assert report.edits == EDITS and len(report.files) == FILES
    assert report.checks >= EDITS // 50
    picked = [row for row in manifest_rows() if row["relpath"] in report.files]
    assert {"js", "lua"} <= {row["template_lang"] for row in picked}  # both template languages
    assert {"wbt", "proto", "wbo"} <= {row["kind"] for row in picked}
    assert any(row["relpath"] == BROKEN for row in picked)  # a corpus file with a syntax error
    if report.findings:
        problems = "\n".join(finding.summary() for finding in report.findings)
        pytest.fail(
            f"seed {SEED}: {len(report.findings)} findings in {report.edits} edits "
            f"(replay: scripts/fuzz --seed {SEED} --edits {EDITS} --files {FILES})\n{problems}",
            pytrace=False,
        )


# Divergences the fuzz found, shrunk to one edit on a freshly opened text: (text, what is replaced, by what).
FOUND = [
    # issue 9, defect 5: delete the '}' of 'Shape { }'
    ("#VRML_SIM R2023b utf8\nSolid { Shape { } children [ Transform { ] } } ] x\n", "{ }", "{ "),
    # seed 11, edit 2758 (shrunk): a template start typed into an unclosed node
    ("t{d{a{>{}}}E{i6 0# é\n}>%e d 3 r[1}S E{}]E", "6 0# é", "%<"),
]


@pytest.mark.parametrize("text, old, new", FOUND, ids=["defect-5", "seed-11-template-start"])
async def test_found_cases_answer_like_a_fresh_open(text: str, old: str, new: str):
    edited, fresh = await start_server(5), await start_server(5)
    try:
        uri = "file:///fuzz/found.wbt"
        document = Text(text)
        edited.text_document_did_open(types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="webots", version=1, text=text)))
        start = text.index(old)
        change = document.replace(start, start + len(old), new)
        edited.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2), content_changes=[change]))
        found = await check_against_fresh(Report(seed=0), edited, fresh, uri, 2, document, "found", 300)
        assert not found, "\n".join(finding.summary() for finding in found)
    finally:
        await stop_server(edited)
        await stop_server(fresh)
