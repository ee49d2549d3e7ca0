"""pyproject.toml lists packages explicitly: every package of the server must be in the list, or an installed
``webots-ls`` (not run from the source tree) would fail to import it."""

from __future__ import annotations

import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_every_server_package_is_installed():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))
    listed = set(config["tool"]["setuptools"]["packages"])
    source = ROOT / "server" / "webots_ls"
    found = {
        ".".join(("webots_ls", *init.parent.relative_to(source).parts))
        for init in source.rglob("__init__.py")
        if "__pycache__" not in init.parts
    }
    assert found <= listed, sorted(found - listed)
