"""The configurations for editors that cannot be installed here (Helix, Zed, Sublime Text's LSP) and the mason
package. The editors themselves are not run: each test takes the snippet in editors/, derives what that editor sends
the server from it (by the editor's documented rule, written next to each case) and checks over stdio that the real
server reads the settings there. A snippet whose key is misspelled or put where the server does not look fails."""

from __future__ import annotations

import asyncio
import json
import os
import re
import sys
from pathlib import Path
from typing import Any, Callable

import pytest
import yaml
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient, client_capabilities
from pytest_lsp.client import DEFAULT_CLIENT_FEATURES, register_lsp_features

from .conftest import EDITORS, ROOT

if sys.version_info >= (3, 11):
    import tomllib
else:  # Python 3.10: tomli, a dependency there (pip's vendored copy broke setuptools' distutils shim for later tests)
    import tomli as tomllib

pytestmark = pytest.mark.editors  # `./dev test-fast` deselects these with the other editor tests

WORLD = "#VRML_SIM R2023b utf8\nSolid { physics Physics { mass 2 } }\n"
UNITS_ON = re.compile(r"""(units"?\s*[=:]\s*)true""")


def _jsonc(text: str) -> Any:
    """JSON with whole-line // comments and trailing commas, as Zed and Sublime Text read their settings."""
    text = "\n".join(line for line in text.splitlines() if not line.lstrip().startswith("//"))
    return json.loads(re.sub(r",(\s*[}\]])", r"\1", text))


def _dotted(settings: dict) -> dict:
    """Sublime LSP's settings: a key `a.b.c` is the nested `{a: {b: {c: ...}}}`."""
    nested: dict = {}
    for key, value in settings.items():
        *parents, last = key.split(".")
        place = nested
        for part in parents:
            place = place.setdefault(part, {})
        place[last] = value
    return nested


def helix(text: str) -> tuple[dict, Callable[[str], Any]]:
    # helix-term: initializationOptions = the server's `config`; workspace/configuration of a section answers
    # `config` looked up by the section's dotted parts.
    config = tomllib.loads(text)["language-server"]["webots-ls"]["config"]
    return config, lambda section: config.get(section)


def zed(text: str) -> tuple[dict, Callable[[str], Any]]:
    # Zed: initializationOptions = lsp.<server>.initialization_options; workspace/configuration answers
    # lsp.<server>.settings looked up by section.
    server = _jsonc(text)["lsp"]["webots-ls"]
    return server["initialization_options"], lambda section: server["settings"].get(section)


def sublime(text: str) -> tuple[dict, Callable[[str], Any]]:
    # Sublime LSP: initializationOptions as written; workspace/configuration answers the dotted `settings`, nested.
    client = _jsonc(text)["clients"]["webots-ls"]
    return client["initializationOptions"], lambda section: _dotted(client["settings"]).get(section)


SNIPPETS = {
    "helix": (EDITORS / "helix" / "languages.toml", helix),
    "zed": (EDITORS / "zed" / "settings.json", zed),
    "sublime": (EDITORS / "sublime" / "LSP.sublime-settings", sublime),
}


async def _hint_labels(init_options: Any, configuration: Any, tmp_path: Path, expected: list[str]) -> list[str]:
    """The inlay hints of WORLD from the real server started with these initializationOptions, once it read the
    client's `webots` configuration (answered with ``configuration``) after `initialized`: polled until they are
    ``expected``, 5 s at most (the pulled answer is applied when it arrives)."""
    asked = asyncio.Event()

    def answer(client: LanguageClient, params: types.ConfigurationParams) -> list[Any]:
        asked.set()
        return [configuration if item.section == "webots" else None for item in params.items]

    def make_client() -> LanguageClient:
        client = LanguageClient()
        register_lsp_features(client, {
            **DEFAULT_CLIENT_FEATURES,
            types.WORKSPACE_CONFIGURATION: answer,
            types.CLIENT_REGISTER_CAPABILITY: lambda client, params: None,  # the .proto watcher: accepted
        })
        return client

    config = ClientServerConfig(
        server_command=[sys.executable, "-m", "webots_ls"],
        client_factory=make_client,
        server_env={**os.environ, "PYTHONPATH": str(ROOT / "server")},
    )
    client = await config.start()

    try:
        await client.initialize_session(types.InitializeParams(
            capabilities=client_capabilities("visual_studio_code"), initialization_options=init_options,
            root_uri=tmp_path.as_uri(),
        ))
        await asyncio.wait_for(asked.wait(), 20)  # the server pulls its section once after `initialized`
        uri = (tmp_path / "w.wbt").as_uri()
        client.text_document_did_open(types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=uri, language_id="webots", version=1, text=WORLD)))
        whole = types.Range(start=types.Position(line=0, character=0), end=types.Position(line=2, character=0))
        for _ in range(100):
            hints = await client.text_document_inlay_hint_async(
                types.InlayHintParams(text_document=types.TextDocumentIdentifier(uri=uri), range=whole))
            labels = [hint.label for hint in hints or []]
            if labels == expected:
                break
            await asyncio.sleep(0.05)
        return labels
    finally:
        await client.shutdown_session()


@pytest.mark.parametrize("editor", SNIPPETS)
async def test_snippet_settings_reach_the_server(editor: str, tmp_path: Path) -> None:
    path, sends = SNIPPETS[editor]
    text = path.read_text(encoding="utf-8")
    init_options, section = sends(text)
    # diagnosticsDelay is read from initializationOptions only, at their top level
    assert isinstance(init_options.get("diagnosticsDelay"), int), init_options

    units_off, flipped = UNITS_ON.subn(r"\1false", text)
    assert flipped == 1, f"{path.name}: one inlayHints.units setting, written true"
    off_options, off_section = sends(units_off)

    # The snippet as written: unit hints on; its units setting set to false, sent as the editor sends it: off.
    assert await _hint_labels(init_options, section("webots"), tmp_path, ["kg"]) == ["kg"]
    assert await _hint_labels(off_options, off_section("webots"), tmp_path, []) == []


def test_sublime_syntax_selects_the_lsp_client() -> None:
    syntax = yaml.safe_load((EDITORS / "sublime" / "Webots.sublime-syntax").read_text(encoding="utf-8"))
    client = _jsonc((EDITORS / "sublime" / "LSP.sublime-settings").read_text(encoding="utf-8"))["clients"]["webots-ls"]
    assert syntax["scope"] == client["selector"] == "source.webots"
    assert {"wbt", "wbo"} <= set(syntax["file_extensions"])
    header = re.compile(syntax["first_line_match"])
    assert header.match("#VRML_SIM R2023b utf8") and header.match("#VRML_OBJ R2023b utf8")
    assert not header.match('syntax = "proto3";')


def test_mason_package_installs_this_project() -> None:
    """editors/mason/package.yaml in mason-registry's schema: the PyPI package at this version, its console script,
    and the name of nvim-lspconfig's configuration (editors/nvim/lsp/<name>.lua)."""
    package = yaml.safe_load((EDITORS / "mason" / "package.yaml").read_text(encoding="utf-8"))
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    assert set(package) == {"name", "description", "homepage", "licenses", "languages", "categories", "source",
                            "bin", "neovim"}
    assert package["name"] == project["name"]
    assert package["source"] == {"id": f"pkg:pypi/{project['name']}@{project['version']}"}
    assert package["licenses"] == [project["license"]]
    assert package["bin"] == {script: f"pypi:{project['name']}" for script in project["scripts"]}
    assert set(package["categories"]) <= {"LSP", "Linter", "Formatter", "DAP", "Runtime", "Compiler"}
    lspconfig = package["neovim"]["lspconfig"]
    assert (EDITORS / "nvim" / "lsp" / f"{lspconfig}.lua").is_file()
