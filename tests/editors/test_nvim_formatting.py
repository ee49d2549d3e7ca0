"""Neovim 0.11 formats a world with the server (vim.lsp.buf.format): Webots' layout in the buffer, UTF-8 columns
after non-ASCII text."""

from __future__ import annotations

from pathlib import Path

import pytest

from .conftest import require
from .test_nvim import NVIM_011, _client_env, run_nvim

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
    env = _client_env(project, server_command, result_file, tmp_path, WEBOTS_FILE=str(world))
    script = Path(__file__).with_name("nvim_formatting.lua")
    result, context = run_nvim(nvim, script, env, project, result_file)
    assert "error" not in result and result["attached"], context
    assert result["lines"] == FORMATTED, context
