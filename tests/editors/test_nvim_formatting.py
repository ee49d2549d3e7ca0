"""Neovim 0.11 formats a world with the server (vim.lsp.buf.format): Webots' layout in the buffer, UTF-8 columns
after non-ASCII text."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from .conftest import EDITORS, require, run
from .test_nvim import NVIM_011, _client_env

pytestmark = pytest.mark.editors

WORLD = '#VRML_SIM R2023b utf8\nDEF Ⅹ Solid { name "é🙂"  translation 0.50 0 0 children [ Shape { } ] }\n'
FORMATTED = [
    "#VRML_SIM R2023b utf8",
    "",
    "DEF Ⅹ Solid {",
    '  name "é🙂"',
    "  translation 0.5 0 0",
    "  children [",
    "    Shape {",
    "    }",
    "  ]",
    "}",
]


def test_nvim_formats_a_world(project: Path, server_command: str, tmp_path: Path) -> None:
    nvim = require(NVIM_011, "Neovim 0.11.4")
    world = project / "worlds" / "format.wbt"
    world.write_text(WORLD, encoding="utf-8")
    result_file = tmp_path / "result.json"
    env = _client_env(project, server_command, result_file, tmp_path, PYTHONPATH=str(EDITORS.parent / "server"))
    env["WEBOTS_FILE"] = str(world)
    script = Path(__file__).with_name("nvim_formatting.lua")
    proc = run([nvim, "--headless", "-u", "NONE", "-i", "NONE", "-n", "-c", f"luafile {script}"], 120, env=env, cwd=project)
    assert result_file.exists(), f"nvim wrote no result\nstdout: {proc.stdout}\nstderr: {proc.stderr}"
    result = json.loads(result_file.read_text(encoding="utf-8"))
    context = f"{json.dumps(result, ensure_ascii=False, indent=1)}\nstderr: {proc.stderr}"
    assert "error" not in result and result["attached"], context
    assert result["lines"] == FORMATTED, context
