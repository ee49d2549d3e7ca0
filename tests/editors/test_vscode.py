"""VS Code: vscode-extension/ builds and packages (esbuild + vsce), and the packaged .vsix, installed in
code-server 4.100.3 (VS Code 1.100.3) and driven in headless Debian Chromium by playwright-core, starts the real
server: an error squiggle and the Problems entry for an unresolved USE, and F12 on a USE lands on its DEF. With a
stand-in Protocol Buffers extension installed too, a Webots `.proto` opens as Webots and a Protocol Buffers one not.
The screenshot goes to tests/editors/artifacts/vscode.png."""

from __future__ import annotations

import contextlib
import json
import os
import re
import shutil
import signal
import socket
import subprocess
import sys
import time
import urllib.request
import zlib
import zipfile
from pathlib import Path

import psutil
import pytest

from .conftest import (
    ARTIFACTS,
    AUTHORING_WORLD,
    DEF_LINE,
    EXTENSION,
    INSTALL_HINT,
    TOOLS,
    BALL_COPY,
    FIX_WORLD,
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


def package_extension(out: Path) -> Path:
    """The extension, type-checked, bundled and packaged with `vsce package --no-dependencies` into ``out``."""
    npm = require(which("npm"), "npm")
    if not (EXTENSION / "node_modules" / ".bin" / "vsce").exists():
        pytest.fail(f"vscode-extension/node_modules is missing: {INSTALL_HINT}", pytrace=False)
    proc = run([npm, "run", "-s", "package", "--", "--out", str(out)], timeout=180, cwd=EXTENSION)
    assert proc.returncode == 0 and out.exists(), f"packaging failed\n{proc.stdout}\n{proc.stderr}"
    return out


@pytest.fixture(scope="module")
def vsix(tmp_path_factory: pytest.TempPathFactory) -> Path:
    return package_extension(tmp_path_factory.mktemp("vsix") / "webots-ls.vsix")


def archive_bytes(vsix: Path, name: str) -> bytes:
    with zipfile.ZipFile(vsix) as archive:
        return archive.read(name)


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return int.from_bytes(data[16:20], "big"), int.from_bytes(data[20:24], "big")


def test_vscode_extension_package(vsix: Path) -> None:
    with zipfile.ZipFile(vsix) as archive:
        names = set(archive.namelist())
        manifest = json.loads(archive.read("extension/package.json"))
        grammar = json.loads(archive.read("extension/syntaxes/webots.tmLanguage.json"))
        config = json.loads(archive.read("extension/language-configuration.json"))
        archive_readme = archive.read("extension/readme.md").decode("utf-8")
        sizes = {info.filename: info.file_size for info in archive.infolist()}
    assert "extension/out/extension.js" in names
    # The README's pictures (scripts/vscode-screenshots) ship with it, small, its links left relative.
    pictures = re.findall(r"!\[[^\]]*\]\(([^)]+)\)", archive_readme)
    assert {"images/diagnostics.png", "images/completion.png", "images/hover.png"} <= set(pictures), pictures
    for picture in pictures:
        assert f"extension/{picture}" in names, picture
        assert 0 < sizes[f"extension/{picture}"] < 150_000, (picture, sizes[f"extension/{picture}"])
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
    settings = manifest["contributes"]["configuration"]["properties"]
    assert settings["webots.server.command"]["default"] == "", "empty: the bundled server (or webots-ls on PATH)"
    # Every setting the server reads is declared (server/webots_ls/server/settings.py).
    assert {"webots.webotsHome", "webots.diagnosticsDelay", "webots.inlayHints.units", "webots.templates.evaluate"} \
        <= set(settings)
    # Untrusted workspaces: templates are not evaluated, and the workspace cannot name the server to run.
    trust = manifest["capabilities"]["untrustedWorkspaces"]
    assert trust["supported"] == "limited" and "webots.server.command" in trust["restrictedConfigurations"]
    assert {"command": "webots.showExpandedProto", "title": "Show Expanded PROTO", "category": "Webots"} \
        in manifest["contributes"]["commands"]
    assert settings["webots.inlayHints.units"]["default"] is True
    # Marketplace and Open VSX metadata: an icon of at least 128 px, the repository, the license, a changelog.
    assert manifest["icon"] == "icon.png" and f"extension/{manifest['icon']}" in names
    assert png_size(archive_bytes(vsix, "extension/icon.png")) >= (128, 128)
    assert manifest["repository"]["url"].startswith("https://") and manifest["license"] == "Apache-2.0"
    assert {"extension/LICENSE.txt", "extension/changelog.md"} <= names
    assert "Programming Languages" in manifest["categories"]
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


@contextlib.contextmanager
def code_server_for(packages: tuple[Path, ...], project: Path, server_command: str | None, tmp_path: Path,
                    path: str | None = None):
    """code-server with the ``packages`` (.vsix) installed, serving ``project``: yields (port, env, home); stopped
    (its process group) afterwards. ``server_command``: the `webots.server.command` setting (None: unset, the
    package's bundled server); ``path``: the PATH code-server and the extension see (None: this one, and
    PYTHONPATH to this tree's server)."""
    code_server = require(CODE_SERVER, "code-server 4.100.3")
    require(PLAYWRIGHT_CORE, "playwright-core")
    require(CHROMIUM, "Debian's chromium")

    home = tmp_path / "code-server"
    user_data, extensions = home / "user-data", home / "extensions"
    (user_data / "User").mkdir(parents=True)
    settings = {
        **({"webots.server.command": server_command} if server_command else {}),
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
        "editor.stickyScroll.enabled": False,
        "window.commandCenter": False,
        "chat.commandCenter.enabled": False,
    }
    (user_data / "User" / "settings.json").write_text(json.dumps(settings, indent=1))
    env = dict(
        os.environ,
        XDG_CONFIG_HOME=str(home / "config"),
        XDG_DATA_HOME=str(home / "data"),
        XDG_CACHE_HOME=str(home / "cache"),
        PYTHONPATH=str(EXTENSION.parent / "server"),  # this tree's server, not the installed copy
    )
    if path is not None:  # nothing of this checkout or its venv
        for name in ("PYTHONPATH", "VIRTUAL_ENV", "PYTHONHOME", "PYENV_VERSION"):
            env.pop(name, None)
        # VS Code takes the extension host's environment from a login shell: an empty HOME keeps the user's
        # shell files (a pyenv, a venv) out; /etc/profile's PATH remains.
        (home / "home").mkdir()
        env.update(PATH=path, HOME=str(home / "home"), SHELL="/bin/bash")
    dirs = ["--user-data-dir", str(user_data), "--extensions-dir", str(extensions)]
    for package in packages:
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
        yield port, env, home
    finally:
        os.killpg(server.pid, signal.SIGTERM)
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            os.killpg(server.pid, signal.SIGKILL)
            server.wait(10)
        log.close()


def run_check(script: Path, project: Path, port: int, env: dict, home: Path, tmp_path: Path, **extra) -> dict:
    """Run a playwright script against code-server; its JSON result, also saved beside the screenshot (the
    ``SCREENSHOT`` of ``extra``, which names it). Paths in ``extra`` are removed first (no stale picture)."""
    node = require(which("node"), "node")
    ARTIFACTS.mkdir(exist_ok=True)
    for value in extra.values():
        if isinstance(value, Path):
            value.unlink(missing_ok=True)
    result_file = tmp_path / "result.json"
    check_env = dict(
        env,
        PLAYWRIGHT_CORE=str(PLAYWRIGHT_CORE),
        VSCODE_URL=f"http://127.0.0.1:{port}/?folder={project}",
        CHROMIUM_PROFILE=str(home / "chromium"),
        RESULT=str(result_file),
        **{key: str(value) for key, value in extra.items()},
    )
    proc = run([node, str(script)], timeout=240, env=check_env)
    assert result_file.exists(), f"no result\n{proc.stdout}\n{proc.stderr}"
    result = json.loads(result_file.read_text(encoding="utf-8"))
    saved = extra["SCREENSHOT"].with_suffix(".json")
    saved.write_text(json.dumps(result, ensure_ascii=False, indent=1), encoding="utf-8")
    return result


def test_vscode_in_code_server(
    vsix: Path, protobuf_vsix: Path, project: Path, server_command: str, tmp_path: Path
) -> None:
    screenshot = ARTIFACTS / "vscode.png"
    with code_server_for((vsix, protobuf_vsix), project, server_command, tmp_path) as (port, env, home):
        result = run_check(CHECK, project, port, env, home, tmp_path, SCREENSHOT=screenshot,
                           USE_LINE=USE_LINE, DEF_LINE=DEF_LINE)
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


COMPLETE_CHECK = Path(__file__).with_name("vscode_completion.cjs")
COMPLETION_WORLD = "#VRML_SIM R2023b utf8\nShape {\n  geometry\n}\n"


def png_pixels(path: Path) -> tuple[int, int, set[bytes]]:
    """(width, height, distinct pixels) of an 8-bit RGB/RGBA PNG (what Chromium writes), decoded here."""
    data = path.read_bytes()
    assert data[:8] == b"\x89PNG\r\n\x1a\n", f"{path} is not a PNG"
    position, chunks, header = 8, [], None
    while position < len(data):
        length = int.from_bytes(data[position:position + 4], "big")
        kind, body = data[position + 4:position + 8], data[position + 8:position + 8 + length]
        if kind == b"IHDR":
            header = body
        elif kind == b"IDAT":
            chunks.append(body)
        position += 12 + length
    width, height = int.from_bytes(header[0:4], "big"), int.from_bytes(header[4:8], "big")
    depth, color = header[8], header[9]
    assert depth == 8 and color in (2, 6), (depth, color)
    size = 3 if color == 2 else 4
    raw = zlib.decompress(b"".join(chunks))
    stride = width * size
    pixels: set[bytes] = set()
    previous = bytearray(stride)
    for row in range(height):
        start = row * (stride + 1)
        kind, line = raw[start], bytearray(raw[start + 1:start + 1 + stride])
        for i in range(stride):  # PNG filters: none, sub, up, average, Paeth
            left = line[i - size] if i >= size else 0
            up, corner = previous[i], previous[i - size] if i >= size else 0
            if kind == 1:
                line[i] = (line[i] + left) & 255
            elif kind == 2:
                line[i] = (line[i] + up) & 255
            elif kind == 3:
                line[i] = (line[i] + (left + up) // 2) & 255
            elif kind == 4:
                p = left + up - corner
                pa, pb, pc = abs(p - left), abs(p - up), abs(p - corner)
                line[i] = (line[i] + (left if pa <= pb and pa <= pc else up if pb <= pc else corner)) & 255
        pixels.update(bytes(line[i:i + 3]) for i in range(0, stride, size))
        previous = line
    return width, height, pixels


def test_vscode_completion_after_geometry(vsix: Path, project: Path, server_command: str, tmp_path: Path) -> None:
    """Typing a space after `geometry` opens the server's list: Box is in it, Solid is not (WbNodeUtilities::
    isAllowedToInsert), and the list is in the screenshot artifacts/vscode-completion.png (the list alone:
    vscode-completion-list.png, whose size and pixels the test reads)."""
    (project / "worlds" / "complete.wbt").write_text(COMPLETION_WORLD, encoding="utf-8")
    screenshot, list_shot = ARTIFACTS / "vscode-completion.png", ARTIFACTS / "vscode-completion-list.png"
    with code_server_for((vsix,), project, server_command, tmp_path) as (port, env, home):
        result = run_check(COMPLETE_CHECK, project, port, env, home, tmp_path, SCREENSHOT=screenshot,
                           LIST_SCREENSHOT=list_shot)
        context = f"{json.dumps(result, indent=1)}\nscreenshot: {screenshot}"
        assert "error" not in result, context
        assert "Box" in result["rows"] and "NULL" in result["rows"], context
        assert "Solid" not in result["rows"] and "Solid" not in result["filtered"], context
    # The picture of the list: the widget's size, and text drawn on it (a blank box has one or two colours).
    width, height, pixels = png_pixels(list_shot)
    box = result["box"]
    assert abs(width - box["width"]) <= 1 and abs(height - box["height"]) <= 1, (width, height, box)
    assert height >= 3 * 20 and len(pixels) > 20, (width, height, len(pixels))
    assert screenshot.exists()


EXPAND_CHECK = Path(__file__).with_name("vscode_expanded.cjs")
EXPAND_WORLD = """#VRML_SIM R2023b utf8
EXTERNPROTO "../protos/Box2.proto"
EXTERNPROTO "../protos/Stack.proto"
Box2 { position 1 2 3 label "from the world" }
Stack { floors 3 label "tower" }
USE NOPE
"""
STACK = """#VRML_SIM R2023b utf8
# template language: javascript
PROTO Stack [
  field SFInt32 floors 1
  field SFString label "stack"
]
{
  Group {
    children [
      %< for (let i = 0; i < fields.floors.value; ++i) { >%
      Box2 { position 0 0 %<= i * 0.5 >% label IS label }
      %< } >%
    ]
  }
}
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


@pytest.mark.parametrize("needle, expected", [
    ("Box2 { position", ["Solid {", "translation 1 2 3", 'name "from the world"', "}"]),
    # a JavaScript template rendered with the instance's values, then its IS references replaced
    ("Stack { floors", ["Group {", "children [", *[f'Box2 {{ position 0 0 {z} label "tower" }}' for z in (0, 0.5, 1)],
                        "]", "}"]),
], ids=["plain", "template"])
def test_vscode_show_expanded_proto(needle: str, expected: list[str], vsix: Path, project: Path, server_command: str,
                                    tmp_path: Path) -> None:
    """"Webots: Show Expanded PROTO" on an instance opens its expansion (webots/expandedProto) beside the world, as a
    read-only Webots document with the instance's values; the pictures are artifacts/vscode-expanded-proto-*.png."""
    (project / "worlds" / "expand.wbt").write_text(EXPAND_WORLD, encoding="utf-8")
    (project / "protos" / "Box2.proto").write_text(BOX2, encoding="utf-8")
    (project / "protos" / "Stack.proto").write_text(STACK, encoding="utf-8")
    screenshot = ARTIFACTS / f"vscode-expanded-proto-{needle.split()[0].lower()}.png"
    with code_server_for((vsix,), project, server_command, tmp_path) as (port, env, home):
        result = run_check(EXPAND_CHECK, project, port, env, home, tmp_path, SCREENSHOT=screenshot, NEEDLE=needle)
        context = f"{json.dumps(result, indent=1)}\nscreenshot: {screenshot}"
        assert "error" not in result, context
        assert "expanded" in result["tab"] and result["language"] == "Webots", context
        assert [line.strip() for line in result["lines"] if line.strip()] == expected, context
        assert result["after_typing"] == result["lines"], context
    assert screenshot.exists()


FORMAT_WORLD = """#VRML_SIM R2023b utf8
Solid {
translation 0.50 0 0
    children [
 Shape { geometry Box { size 1 1 1 } }
    ]
        name "é 𝄞"
}
"""
AUTHORING_CHECK = Path(__file__).with_name("vscode_authoring.cjs")


def test_vscode_quick_fixes_and_formatting(vsix: Path, project: Path, server_command: str, tmp_path: Path) -> None:
    """Ctrl+. on an unresolved USE offers "Did you mean" (the DEFs the USE completion offers there) and on a
    forbidden USE the copy of its DEF's node (WbDictionary::updateDef turns it into a node of its own); picking
    each changes the editor's text. Format Document (Ctrl+Shift+I on Linux, Shift+Alt+F elsewhere) lays a badly
    indented world out as Webots' writer does. Then the unit inlay hint, a colour box and a hover are drawn."""
    (project / "worlds" / "fix.wbt").write_text(FIX_WORLD, encoding="utf-8")
    (project / "worlds" / "format.wbt").write_text(FORMAT_WORLD, encoding="utf-8")
    (project / "worlds" / "authoring.wbt").write_text(AUTHORING_WORLD, encoding="utf-8")
    screenshot = ARTIFACTS / "vscode-quick-fix.png"
    with code_server_for((vsix,), project, server_command, tmp_path) as (port, env, home):
        result = run_check(AUTHORING_CHECK, project, port, env, home, tmp_path, SCREENSHOT=screenshot)
    context = f"{json.dumps(result, ensure_ascii=False, indent=1)}\nscreenshot: {screenshot}"
    assert "error" not in result, context
    assert "Did not find a 'DEF BALL_SHAPES' to match 'USE BALL_SHAPES'" in result["problems"], context
    unresolved, forbidden = result["unresolved"], result["forbidden"]
    assert "Did you mean 'BALL_SHAPE'?" in unresolved["titles"], context
    fixed = FIX_WORLD.replace("USE BALL_SHAPES", "USE BALL_SHAPE")
    assert unresolved["lines"] == fixed.split("\n"), context  # the editor shows the empty last line too
    assert "Replace 'USE BALL' by a copy of the 'DEF BALL' node" in forbidden["titles"], context
    assert forbidden["lines"] == fixed.replace("    USE BALL\n", BALL_COPY).split("\n"), context
    assert result["formatted"] == [
        "#VRML_SIM R2023b utf8",
        "",
        "Solid {",
        "  translation 0.5 0 0",
        "  children [",
        "    Shape {",
        "      geometry Box {",
        "        size 1 1 1",
        "      }",
        "    }",
        "  ]",
        '  name "é 𝄞"',
        "}",
        "",
    ], context
    # The unit inlay hint drawn after `mass 2` (a span of its own: the text has no `kg`), the colour box of
    # `color 1 0.5 0` in that colour, and the hover on a node type (WbNodeModel::info()).
    decorated = result["decorated"]
    # (the hint's paddingLeft is a hair space, U+200A, in VS Code)
    assert "kg" not in AUTHORING_WORLD and "mass 2\u200akg }" in decorated["mass_line"], context
    assert len(decorated["hint_html"]) == 1, context
    assert decorated["colors"] == ["rgb(255, 128, 0)"], context
    assert result["hover"].startswith("PointLight — built-in node"), context
    assert "emits light equally in all directions" in result["hover"], context


SYSTEM_PATH = "/usr/bin:/bin"  # Debian's python3, node and chromium; no checkout, no venv, no webots-ls
LOGIN_PATH = "/usr/local/sbin:/usr/local/bin:/usr/sbin:/usr/bin:/sbin:/bin"  # what /etc/profile adds for the login shell
UV = TOOLS / "uv-0.13.8" / "bin"
BUNDLED_CHECK = Path(__file__).with_name("vscode_bundled.cjs")


def system_python() -> tuple[str, str]:
    """The python3 on SYSTEM_PATH and its "X.Y"."""
    python = require(which_on(SYSTEM_PATH, "python3"), "a system python3")
    version = run([python, "-c", "import sys; print('%d.%d' % sys.version_info[:2])"], timeout=30).stdout.strip()
    return python, version


def which_on(path: str, name: str) -> str | None:
    return shutil.which(name, path=path)


@pytest.fixture(scope="module")
def platform_vsix(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """`scripts/package-vscode linux-x64`: the server and its dependencies inside. Bundled for the system python3's
    version: the webots-ls wheel built here holds binaries for the building Python's version only unless its
    extensions are abi3 (tree-sitter and orjson, from PyPI, are bundled for any version asked)."""
    require(UV / "uv", "uv 0.13.8")
    _, version = system_python()
    out = tmp_path_factory.mktemp("platform") / "webots-ls-linux-x64.vsix"
    env = dict(os.environ, PATH=f"{UV}{os.pathsep}{os.environ['PATH']}", WEBOTS_LS_PYTHONS=version)
    env.pop("WEBOTS_LS_WHEELS", None)
    proc = run([sys.executable, str(EXTENSION.parent / "scripts" / "package-vscode"), "linux-x64", str(out)],
               timeout=600, env=env)
    assert proc.returncode == 0 and out.exists(), f"packaging failed\n{proc.stdout}\n{proc.stderr[-5000:]}"
    return out


def test_vscode_platform_package_contents(platform_vsix: Path) -> None:
    with zipfile.ZipFile(platform_vsix) as archive:
        names = set(archive.namelist())
        manifest = archive.read("extension.vsixmanifest").decode("utf-8")
        bundle = json.loads(archive.read("extension/bundled/manifest.json"))
    assert 'TargetPlatform="linux-x64"' in manifest
    assert bundle["target"] == "linux-x64" and bundle["pythons"] == [system_python()[1]]
    assert "extension/bundled/launch.py" in names and "extension/bundled/libs/webots_ls/cli.py" in names
    tag = system_python()[1].replace(".", "")
    for package in ("tree_sitter/_binding", "orjson/orjson"):
        assert f"extension/bundled/libs/{package}.cpython-{tag}-x86_64-linux-gnu.so" in names, package
    assert not any("__pycache__" in name or name.endswith(".pyc") for name in names)
    assert not any(name.startswith("extension/bundled/libs/bin/") for name in names)


def test_vscode_platform_package(platform_vsix: Path, project: Path, tmp_path: Path) -> None:
    """A fresh code-server profile with only the linux-x64 package, a system python3, no webots-ls on PATH and no
    checkout: the extension finds python3, starts its bundled server, and opening a world shows the diagnostic;
    completion after `geometry ` lists Box. The server process is /usr/bin/python3 -I .../bundled/launch.py, and
    the Webots output channel says which Python and server run."""
    python, version = system_python()
    assert which_on(LOGIN_PATH, "webots-ls") is None and which_on(LOGIN_PATH, "python3") == python
    (project / "worlds" / "complete.wbt").write_text(COMPLETION_WORLD, encoding="utf-8")
    screenshot = ARTIFACTS / "vscode-bundled.png"
    with code_server_for((platform_vsix,), project, None, tmp_path, path=SYSTEM_PATH) as (port, env, home):
        result = run_check(BUNDLED_CHECK, project, port, env, home, tmp_path, SCREENSHOT=screenshot,
                           COMPLETION_SCREENSHOT=ARTIFACTS / "vscode-bundled-completion.png")
        servers = []
        for process in psutil.process_iter(["cmdline"]):
            cmdline = process.info["cmdline"] or []
            if any(part.endswith("launch.py") and str(home) in part for part in cmdline):
                servers.append(cmdline)
    context = f"{json.dumps(result, ensure_ascii=False, indent=1)}\nscreenshot: {screenshot}"
    assert "error" not in result, context
    assert UNRESOLVED in result["problems"], context
    assert "Box" in result["rows"] and "Solid" not in result["rows"], context
    extensions = home / "extensions"
    (launcher,) = extensions.glob("webots-ls.webots-ls-*/bundled/launch.py")
    assert servers == [[python, "-I", str(launcher), "--stdio"]], servers
    logs = list((home / "user-data" / "logs").rglob("*Webots*.log"))
    text = "\n".join(log.read_text(encoding="utf-8", errors="replace") for log in logs)
    assert f"Starting the bundled webots-ls 0.1.0 with Python {version} ({python})" in text, (logs, text[-3000:])
    assert f"on Python {version}." in text and f"({python}); Webots: " in text, text[-3000:]


NO_PYTHON_CHECK = Path(__file__).with_name("vscode_no_python.cjs")


def test_vscode_package_without_a_usable_python(project: Path, tmp_path: Path) -> None:
    """A package bundled only for Pythons the machine lacks (here: a version the system python3 is not): the extension
    starts no server and says once, in a notification, what to install (the issue's "no usable Python" case)."""
    require(UV / "uv", "uv 0.13.8")
    python, version = system_python()
    other = "3.12" if version != "3.12" else "3.13"
    vsix = tmp_path / "webots-ls-linux-x64.vsix"
    env = dict(os.environ, PATH=f"{UV}{os.pathsep}{os.environ['PATH']}", WEBOTS_LS_PYTHONS=other)
    env.pop("WEBOTS_LS_WHEELS", None)
    proc = run([sys.executable, str(EXTENSION.parent / "scripts" / "package-vscode"), "linux-x64", str(vsix)],
               timeout=600, env=env)
    assert proc.returncode == 0 and vsix.exists(), f"packaging failed\n{proc.stdout}\n{proc.stderr[-5000:]}"
    screenshot = ARTIFACTS / "vscode-no-python.png"
    with code_server_for((vsix,), project, None, tmp_path, path=SYSTEM_PATH) as (port, env, home):
        result = run_check(NO_PYTHON_CHECK, project, port, env, home, tmp_path, SCREENSHOT=screenshot)
        servers = [process.info["cmdline"] for process in psutil.process_iter(["cmdline"])
                   if any(part.endswith("launch.py") and str(home) in part for part in process.info["cmdline"] or [])]
    context = f"{json.dumps(result, ensure_ascii=False, indent=1)}\nscreenshot: {screenshot}"
    assert "error" not in result, context
    shown = [text for text in result["notifications"] if "Webots language server needs" in text]
    assert len(shown) == 1 and f"Python {other}" in shown[0] and "Install Python" in shown[0], context
    assert servers == [], servers
