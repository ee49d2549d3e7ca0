"""editors/nvim/lsp/webots_ls.lua as nvim-lspconfig would ship it (alone on the runtimepath, without the plugin's
filetype detection), with the filetype and settings snippets its doc comment gives, in Neovim 0.11; and the
plugin's setup() passing settings and init_options in Neovim 0.7. Each reads the `kg` inlay hint after `mass 2`,
which the server's `inlayHints.units` setting turns off."""

from __future__ import annotations

import json
import os
import re
import shutil
from pathlib import Path

import pytest

from .conftest import EDITORS, TOOLS, require, run_script

pytestmark = pytest.mark.editors

NVIM_07 = "/usr/bin/nvim"
NVIM_011 = TOOLS / "nvim-0.11.4" / "bin" / "nvim"
SCRIPT = Path(__file__).with_name("nvim_settings.lua")
LSP_CONFIG = EDITORS / "nvim" / "lsp" / "webots_ls.lua"
UNITS_WORLD = '#VRML_SIM R2023b utf8\nSolid { name "é☕𝄞" physics Physics { mass 2 } }\nSolid { children [ USE NOPE ] }\n'
UNITS_OFF = {"webots": {"inlayHints": {"units": False}}}


def doc_lua_blocks() -> list[str]:
    """The ```lua blocks of the doc comment of lsp/webots_ls.lua, as Lua."""
    doc = "\n".join(line[4:] if line.startswith("--- ") else line[3:]
                    for line in LSP_CONFIG.read_text(encoding="utf-8").splitlines() if line.startswith("---"))
    return re.findall(r"```lua\n(.*?)```", doc, re.S)


def run_nvim(nvim: str, project: Path, server_command: str, tmp_path: Path, **extra: str) -> tuple[dict, str]:
    world = project / "worlds" / "units.wbt"
    world.write_text(UNITS_WORLD, encoding="utf-8")
    probes = [str(project / name) for name in ("protos/Crate.proto", "api.proto", "Crate.wbo", "worlds/world.wbt")]
    result_file = tmp_path / "result.json"
    env = dict(
        os.environ,
        WEBOTS_LS_CMD=server_command,
        WEBOTS_FILE=str(world),
        WEBOTS_PROBES=json.dumps(probes),
        WEBOTS_RESULT=str(result_file),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_STATE_HOME=str(tmp_path / "state"),
        XDG_CACHE_HOME=str(tmp_path / "cache"),
        PYTHONPATH=str(EDITORS.parent / "server"),  # this tree's server, not the installed copy
        **extra,
    )
    command = [nvim, "--headless", "-u", "NONE", "-i", "NONE", "-n", "-c", f"luafile {SCRIPT}"]
    result, context = run_script(command, result_file, 120, env=env, cwd=project)
    assert "error" not in result and result["attached"] and result["got_diagnostic"], context
    assert result["client_name"] == "webots_ls" and "hint_error" not in result, context
    return result, context


@pytest.mark.parametrize("configured", [False, True], ids=["defaults", "doc-settings"])
def test_lspconfig_file_alone(configured: bool, project: Path, server_command: str, tmp_path: Path) -> None:
    nvim = require(NVIM_011, "Neovim 0.11.4")
    filetype_block, settings_block = doc_lua_blocks()
    lspconfig = tmp_path / "lspconfig"  # nvim-lspconfig's layout: lsp/<name>.lua on the runtimepath
    (lspconfig / "lsp").mkdir(parents=True)
    shutil.copy(LSP_CONFIG, lspconfig / "lsp" / LSP_CONFIG.name)
    (tmp_path / "filetype.lua").write_text(filetype_block, encoding="utf-8")
    extra = dict(WEBOTS_MODE="lspconfig", WEBOTS_LSPCONFIG=str(lspconfig), WEBOTS_FILETYPE=str(tmp_path / "filetype.lua"))
    if configured:
        (tmp_path / "settings.lua").write_text(settings_block, encoding="utf-8")
        extra["WEBOTS_SETTINGS"] = str(tmp_path / "settings.lua")
    result, context = run_nvim(nvim, project, server_command, tmp_path, **extra)
    filetypes = {Path(path).relative_to(project).as_posix(): filetype for path, filetype in result["filetypes"].items()}
    assert filetypes == {"protos/Crate.proto": "webots", "api.proto": "proto", "Crate.wbo": "webots",
                         "worlds/world.wbt": "webots"}, context
    assert result["root_dir"] == str(project), context  # the folder holding worlds/
    # The doc's settings turn the unit hints off (settings.webots.inlayHints.units = false).
    assert result["hints"] == ([] if configured else ["kg"]), context


SETUPS = {
    "0.7-defaults": (NVIM_07, {}, ["kg"]),
    "0.7-settings": (NVIM_07, {"settings": UNITS_OFF}, []),  # 0.7 neither sends nor lets the server pull them
    "0.7-init_options": (NVIM_07, {"init_options": UNITS_OFF}, []),
    "0.11-settings": (NVIM_011, {"settings": UNITS_OFF}, []),
}


@pytest.mark.parametrize("setup", SETUPS)
def test_plugin_setup_passes_settings(setup: str, project: Path, server_command: str, tmp_path: Path) -> None:
    nvim, options, hints = SETUPS[setup]
    nvim = require(nvim, f"Neovim {setup.split('-')[0]}")
    result, context = run_nvim(nvim, project, server_command, tmp_path, WEBOTS_MODE="setup",
                               WEBOTS_PLUGIN=str(EDITORS / "nvim"), WEBOTS_SETUP=json.dumps(options))
    assert result["hints"] == hints, context
