"""Shared test configuration."""

from __future__ import annotations

import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CORPUS = ROOT.parent / "shared" / "corpus" / "files"

# Let the tests run from a checkout that is not pip-installed.
if str(ROOT / "server") not in sys.path:
    sys.path.insert(0, str(ROOT / "server"))
