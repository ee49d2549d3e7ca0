"""The fixtures of the per-code tests: the project server tests' ``client`` (a server process with no Webots
installation: only the workspace made here and the bundled PROTO index are seen) and an empty workspace (worlds/,
protos/) that each test fills."""

from __future__ import annotations

from pathlib import Path

import pytest

from e2e.test_project_server import client  # noqa: F401 (the fixture)


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    (root / "worlds").mkdir(parents=True)
    (root / "protos").mkdir()
    return root
