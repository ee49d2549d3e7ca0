"""VS Code: vscode-extension/ builds and packages (esbuild + vsce), and the packaged .vsix, installed in
code-server 4.100.3 (VS Code 1.100.3) and driven in headless Debian Chromium by playwright-core, starts the real
server: an error squiggle and the Problems entry for an unresolved USE, and F12 on a USE lands on its DEF. With a
stand-in Protocol Buffers extension installed too, a Webots `.proto` opens as Webots and a Protocol Buffers one not.
The screenshot goes to tests/editors/artifacts/vscode.png."""

from __future__ import annotations

import json
import os
import signal
import socket
import subprocess
import time
import urllib.request
import zipfile
from pathlib import Path

import pytest

from .conftest import (
    ARTIFACTS,
    DEF_LINE,
    EXTENSION,
    INSTALL_HINT,
    TOOLS,
    UNRESOLVED,
    USE_LINE,
    column,
    require,
    run,
    which,
)

pytestmark = pytest.mark.editors  # `./dev test-fast` deselects these; the full run needs the editors

CODE_SERVER = TOOLS / "vscode" / "node_modules" / ".bin" / "code-server"
PLAYWRIGHT_CORE = TOOLS / "vscode" / "node_modules" / "playwright-core"
CHROMIUM = Path("/usr/bin/chromium")
CHECK = Path(__file__).with_name("vscode_check.cjs")


@pytest.fixture(scope="module")
def vsix(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The extension, type-checked, bundled and packaged with `vsce package --no-dependencies`."""
    npm = require(which("npm"), "npm")
    if not (EXTENSION / "node_modules" / ".bin" / "vsce").exists():
        pytest.fail(f"vscode-extension/node_modules is missing: {INSTALL_HINT}", pytrace=False)
    out = tmp_path_factory.mktemp("vsix") / "webots-ls.vsix"
    proc = run([npm, "run", "-s", "package", "--", "--out", str(out)], timeout=180, cwd=EXTENSION)
    assert proc.returncode == 0 and out.exists(), f"packaging failed\n{proc.stdout}\n{proc.stderr}"
    return out


def test_vscode_extension_package(vsix: Path) -> None:
    with zipfile.ZipFile(vsix) as archive:
        names = set(archive.namelist())
        manifest = json.loads(archive.read("extension/package.json"))
        grammar = json.loads(archive.read("extension/syntaxes/webots.tmLanguage.json"))
        config = json.loads(archive.read("extension/language-configuration.json"))
    assert "extension/out/extension.js" in names
    assert not any("node_modules" in name for name in names), "the bundle must not ship node_modules"
    assert not any(name.startswith("extension/src/") for name in names)

    # Also activated by Protocol Buffers' language ids, to take back a Webots .proto another extension claimed.
    assert manifest["activationEvents"] == [
        "onLanguage:webots",
        "onLanguage:proto3",
        "onLanguage:proto",
        "onLanguage:protobuf",
    ]
    assert manifest["main"] == "./out/extension.js"
    engine = manifest["engines"]["vscode"].lstrip("^~")
    assert tuple(map(int, engine.split("."))) <= (1, 100, 0), "code-server 4.100.3 is VS Code 1.100"
    (language,) = manifest["contributes"]["languages"]
    assert language["id"] == "webots"
    assert set(language["extensions"]) == {".wbt", ".proto", ".wbo"}
    (grammar_entry,) = manifest["contributes"]["grammars"]
    assert grammar_entry["language"] == "webots" and grammar_entry["scopeName"] == grammar["scopeName"]
    setting = manifest["contributes"]["configuration"]["properties"]["webots.server.command"]
    assert setting["default"] == "webots-ls"
    assert config["comments"]["lineComment"] == "#"
    assert ["{", "}"] in config["brackets"] and ["[", "]"] in config["brackets"]

    types_vscode = json.loads((EXTENSION / "node_modules" / "@types" / "vscode" / "package.json").read_text())
    assert types_vscode["version"].startswith("1.91."), "@types/vscode must not be above engines.vscode"


@pytest.fixture(scope="module")
def protobuf_vsix(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """A stand-in Protocol Buffers extension: like vscode-proto3, it claims `.proto` as language `proto3`
    ("Protocol Buffers"). Only the claim matters here; no highlighting or server."""
    folder = tmp_path_factory.mktemp("protobuf")
    manifest = {
        "name": "protobuf-stand-in",
        "displayName": "Protocol Buffers (test stand-in)",
        "description": "Claims .proto files as Protocol Buffers.",
        "publisher": "webots-ls-tests",
        "version": "0.0.1",
        "engines": {"vscode": "^1.60.0"},
        "contributes": {"languages": [{"id": "proto3", "aliases": ["Protocol Buffers"], "extensions": [".proto"]}]},
    }
    (folder / "package.json").write_text(json.dumps(manifest), encoding="utf-8")
    (folder / "README.md").write_text("A test stand-in.\n", encoding="utf-8")
    out = folder / "protobuf-stand-in.vsix"
    vsce = EXTENSION / "node_modules" / ".bin" / "vsce"
    proc = run(
        [str(vsce), "package", "--skip-license", "--allow-missing-repository", "--out", str(out)],
        timeout=120,
        cwd=folder,
    )
    assert proc.returncode == 0 and out.exists(), f"packaging the stand-in failed\n{proc.stdout}\n{proc.stderr}"
    return out


def free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


def test_vscode_in_code_server(
    vsix: Path, protobuf_vsix: Path, project: Path, server_command: str, tmp_path: Path
) -> None:
    code_server = require(CODE_SERVER, "code-server 4.100.3")
    require(PLAYWRIGHT_CORE, "playwright-core")
    require(CHROMIUM, "Debian's chromium")
    node = require(which("node"), "node")

    home = tmp_path / "code-server"
    user_data, extensions = home / "user-data", home / "extensions"
    (user_data / "User").mkdir(parents=True)
    settings = {
        "webots.server.command": server_command,
        "workbench.startupEditor": "none",
        "workbench.tips.enabled": False,
        "workbench.enableExperiments": False,
        "workbench.welcomePage.walkthroughs.openOnInstall": False,
        "security.workspace.trust.enabled": False,
        "telemetry.telemetryLevel": "off",
        "update.mode": "none",
        "extensions.autoCheckUpdates": False,
        "extensions.autoUpdate": False,
        "extensions.ignoreRecommendations": True,
        "editor.minimap.enabled": False,
        "window.commandCenter": False,
        "chat.commandCenter.enabled": False,
    }
    (user_data / "User" / "settings.json").write_text(json.dumps(settings, indent=1))
    env = dict(
        os.environ,
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CACHE_HOME=str(home / "cache"),
    )
    dirs = ["--user-data-dir", str(user_data), "--extensions-dir", str(extensions)]
    for package in (vsix, protobuf_vsix):
        installed = run([code_server, *dirs, "--install-extension", str(package)], timeout=120, env=env)
        assert installed.returncode == 0, f"--install-extension failed\n{installed.stdout}\n{installed.stderr}"

    port = free_port()
    log = (home / "code-server.log").open("w")
    server = subprocess.Popen(
        [
            code_server,
            *dirs,
            "--bind-addr",
            f"127.0.0.1:{port}",
            "--auth",
            "none",
            "--disable-telemetry",
            "--disable-update-check",
            "--disable-workspace-trust",
            "--disable-getting-started-override",
            str(project),
        ],
        stdin=subprocess.DEVNULL,
        stdout=log,
        stderr=subprocess.STDOUT,
        env=env,
        start_new_session=True,
    )
    try:
        deadline = time.monotonic() + 60
        while True:
            try:
                with urllib.request.urlopen(f"http://127.0.0.1:{port}/healthz", timeout=2):
                    break
            except OSError:
                assert server.poll() is None, f"code-server exited\n{(home / 'code-server.log').read_text()}"
                assert time.monotonic() < deadline, "code-server did not start in 60 s"
                time.sleep(0.2)

        ARTIFACTS.mkdir(exist_ok=True)
        screenshot = ARTIFACTS / "vscode.png"
        screenshot.unlink(missing_ok=True)
        result_file = tmp_path / "result.json"
        check_env = dict(
            env,
            PLAYWRIGHT_CORE=str(PLAYWRIGHT_CORE),
            VSCODE_URL=f"http://127.0.0.1:{port}/?folder={project}",
            CHROMIUM_PROFILE=str(home / "chromium"),
            SCREENSHOT=str(screenshot),
            RESULT=str(result_file),
            USE_LINE=str(USE_LINE),
            DEF_LINE=str(DEF_LINE),
        )
        proc = run([node, str(CHECK)], timeout=240, env=check_env)
        assert result_file.exists(), f"no result\n{proc.stdout}\n{proc.stderr}"
        result = json.loads(result_file.read_text(encoding="utf-8"))
        (ARTIFACTS / "vscode.json").write_text(json.dumps(result, ensure_ascii=False, indent=1), encoding="utf-8")
        context = (
            f"{json.dumps(result, ensure_ascii=False, indent=1)}\nscreenshot: {screenshot}\n"
            f"code-server log:\n{(home / 'code-server.log').read_text()[-3000:]}"
        )
        assert "error" not in result, context
        assert result["external"] == [], "the workbench asked for something outside code-server"
        assert result["language"] == "Webots", context
        assert UNRESOLVED in result["problems"], context
        # The TextMate grammar colours the field names, the string, the USE keyword and the name differently.
        classes = {text.replace("\xa0", " "): cls.split()[0] for text, cls in result["token_classes"]}
        kinds = [classes.get(t) for t in ("name", '"ü 𝄞 ☕"', "USE", "BOX")]
        assert None not in kinds and len(set(kinds)) == 4 and "mtk1" not in kinds, classes
        assert result["before"].startswith(f"Ln {USE_LINE}, Col "), context
        # The cursor is on the DEF's name. VS Code's status bar counts columns in characters from 1 (𝄞, two
        # UTF-16 units, is one), so a position-encoding mix-up between client and server shows here.
        assert result["after"] == f"Ln {DEF_LINE}, Col {column(DEF_LINE, 'BOX', 'chars') + 1}", context
        # A Protocol Buffers extension claims `.proto` too: the Webots PROTO is still Webots (its first line), and
        # the Protocol Buffers file is left to that extension.
        assert result["proto_languages"] == {"Crate.proto": "Webots", "api.proto": "Protocol Buffers"}, context
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait(10)
        log.close()
