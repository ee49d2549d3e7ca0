"""The seeded fuzz in CI: random edits over corpus files through the real server, each check against a fresh open
of the same text (see engine.py). A failure names the seed; `scripts/fuzz --seed N` replays it, with more edits."""

from __future__ import annotations

import os

import pytest

from .engine import fuzz, manifest_rows

pytestmark = pytest.mark.fuzz

# FUZZ_SEED replays a failure; otherwise the seed is fixed, so CI is repeatable.
SEED = int(os.environ.get("FUZZ_SEED", "20261201"))
EDITS = 3_000
BROKEN = "files/goch__smarthome-webots/protos___GENERIC__SH_RGBStandLamp.proto"  # the one that does not parse
FILES = 24


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
