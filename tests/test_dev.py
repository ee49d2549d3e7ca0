"""`./dev test-fast` runs every test but the real-editor ones: the `editors` marker must select exactly tests/editors."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def collected(*args: str) -> list[str]:
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", *args],
        cwd=ROOT, capture_output=True, text=True, timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return [line for line in result.stdout.splitlines() if "::" in line]


def test_editors_marker_selects_exactly_the_editor_tests():
    editors = collected("-m", "editors")
    others = collected("-m", "not editors")
    assert editors and all(test.startswith("tests/editors/") for test in editors)
    assert not any(test.startswith("tests/editors/") for test in others)
    assert any(test.startswith("tests/fuzz/") for test in others)  # the fuzz is part of the fast path
    assert len(editors) + len(others) == len(collected())


def test_dev_documents_the_fast_path():
    usage = subprocess.run([str(ROOT / "dev")], capture_output=True, text=True, timeout=60)
    assert usage.returncode == 2
    assert "./dev test-fast" in usage.stderr and "./dev test " in usage.stderr
    assert '-m "not editors"' in (ROOT / "dev").read_text(encoding="utf-8")
