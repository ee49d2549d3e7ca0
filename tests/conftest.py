"""Shared test configuration."""

from __future__ import annotations

import os
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus" / "files"

# Let the tests run from a checkout that is not pip-installed.
# (WEBOTS_LS_TEST_INSTALLED=1: the tests import the installed package, e.g. a wheel, instead: tests/test_packaging.py.)
if os.environ.get("WEBOTS_LS_TEST_INSTALLED") != "1" and str(ROOT / "server") not in sys.path:
    sys.path.insert(0, str(ROOT / "server"))

SHARED = ROOT.parent / "shared"
REQUIRED_DATA = [SHARED / "corpus" / "manifest.tsv", SHARED / "webots" / "parser-tests" / "worlds", SHARED / "bin" / "tree-sitter"]


def pytest_sessionstart(session):
    """The suite reads shared/ beside the checkout (corpus, Webots' parser tests, tree-sitter CLI). Without it
    the run fails here: a test that cannot see its data must never pass as skipped."""
    missing = [str(path) for path in REQUIRED_DATA if not path.exists()]
    if missing:
        raise RuntimeError("test data not found: " + ", ".join(missing) + " (shared/ must sit beside the checkout)")
