"""Shared fixtures for the editor tests: where the editors and the server are, and a small world to open.

The editors come from `scripts/install-editors` (Debian packages, plus tools under $WEBOTS_LS_EDITOR_TOOLS,
default ~/.cache/webots-ls-editors). A missing tool is a failure that names the script, never a skip."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
EDITORS = ROOT / "editors"
EXTENSION = ROOT / "vscode-extension"
ARTIFACTS = Path(__file__).resolve().parent / "artifacts"
TOOLS = Path(os.environ.get("WEBOTS_LS_EDITOR_TOOLS", Path.home() / ".cache" / "webots-ls-editors"))
INSTALL_HINT = "run scripts/install-editors to install the editors these tests drive"

UNRESOLVED = "Did not find a 'DEF NOPE' to match 'USE NOPE'"

# Non-ASCII text before the DEF and the USE on their lines: 𝄞 is 4 bytes in UTF-8 and 2 UTF-16 units, é and ☕
# differ too, so a client and server that disagree on the position encoding land in the wrong column.
WORLD = """#VRML_SIM R2023b utf8
# Ünïcödé comment: ☕ and 𝄞 (outside the BMP)
WorldInfo {
  title "Café"
}
Solid { name "𝄞 é ☕" children [ DEF BOX Shape { geometry Box { } } ] }
Group {
  children [
    Solid {
      name "ü 𝄞 ☕" children [ USE BOX ]
    }
  ]
}
Solid { name "nope" children [ USE NOPE ] }
"""
WEBOTS_PROTO = """#VRML_SIM R2023b utf8
PROTO Crate [
  field SFFloat size 1
]
{
  Solid { }
}
"""
DEF_LINE = 6  # 1-based line of `DEF BOX`
USE_LINE = 10  # 1-based line of `USE BOX`
NOPE_LINE = 14

# Quick fixes: an unresolved USE (did you mean 'BALL_SHAPE') and a forbidden USE of a Solid (replaced by a copy).
FIX_WORLD = """#VRML_SIM R2023b utf8
DEF BALL Solid {
  children [
    DEF BALL_SHAPE Shape {
      geometry Sphere {
      }
    }
  ]
  name "ball"
}
Solid {
  children [
    USE BALL_SHAPES
  ]
  name "é 𝄞"
}
Group {
  children [
    USE BALL
  ]
}
"""
# The forbidden USE's fix: a copy of the DEF's node, its inner DEF name dropped, re-indented to the USE's line.
BALL_COPY = """    Solid {
      children [
        Shape {
          geometry Sphere {
          }
        }
      ]
      name "ball"
    }
"""

# Non-ASCII text before each probe on its line (é ☕ 𝄞 are 2, 3 and 4 bytes in UTF-8): a column counted in
# characters or UTF-16 units instead of the negotiated encoding lands elsewhere.
AUTHORING_WORLD = """#VRML_SIM R2023b utf8
EXTERNPROTO "../protos/Crate.proto"
Solid { name "é☕𝄞" physics Physics { mass 2 } children [ DEF BOX Shape { geometry Box { } } ] }
Solid { name "𝄞" children [ PointLight { color 1 0.5 0 } ] }
Shape { appearance Appearance { texture ImageTexture { url [ "textures/é.png" ] } } }
Solid { name "☕" children [ USE BOX ] }
Solid { name "é" children [ USE BOX ] }
"""


def column(line: int, needle: str, unit: str) -> int:
    """0-based column of `needle` on 1-based `line` of WORLD, in bytes, characters or UTF-16 units."""
    text = WORLD.splitlines()[line - 1]
    prefix = text[: text.index(needle)]
    if unit == "bytes":
        return len(prefix.encode("utf-8"))
    if unit == "utf-16":
        return len(prefix.encode("utf-16-le")) // 2
    return len(prefix)


def require(path: str | Path | None, what: str) -> str:
    """The tool's path, or a failure naming scripts/install-editors."""
    if path is None or not Path(path).exists():
        pytest.fail(f"{what} is not installed ({path or 'not on PATH'}): {INSTALL_HINT}", pytrace=False)
    return str(path)


def which(name: str) -> str | None:
    return shutil.which(name)


@pytest.fixture(scope="session")
def server_command() -> str:
    """The `webots-ls` executable of the Python running the tests (the one `./dev test` installed)."""
    beside = Path(sys.executable).with_name("webots-ls")
    found = str(beside) if beside.exists() else shutil.which("webots-ls")
    if found is None:
        pytest.fail("webots-ls is not installed: run ./dev test (or pip install -e .)", pytrace=False)
    return found


@pytest.fixture(autouse=True)
def editor_tmpdir(monkeypatch: pytest.MonkeyPatch):
    """The editors' TMPDIR for one test, removed afterwards: Neovim's nvim.<user>/ folder and code-server's
    vscode-ipc-*.sock and vscode-git-*.sock would otherwise stay in /tmp. Short (not under tmp_path), because a
    Unix socket's path must fit in 108 bytes."""
    folder = tempfile.mkdtemp(prefix="wls-")
    monkeypatch.setenv("TMPDIR", folder)
    yield Path(folder)
    shutil.rmtree(folder, ignore_errors=True)


@pytest.fixture
def project(tmp_path: Path) -> Path:
    """A Webots project folder with worlds/world.wbt (inside tmp_path, beside the editors' own state)."""
    root = tmp_path / "project"
    (root / "worlds").mkdir(parents=True)
    (root / "worlds" / "world.wbt").write_text(WORLD, encoding="utf-8")
    # Filetype detection: a Webots PROTO (header on line 1) and a Protocol Buffers file share `.proto`.
    (root / "protos").mkdir()
    (root / "protos" / "Crate.proto").write_text(WEBOTS_PROTO, encoding="utf-8")
    (root / "api.proto").write_text('syntax = "proto3";\nmessage Crate { int32 size = 1; }\n', encoding="utf-8")
    (root / "Crate.wbo").write_text('#VRML_OBJ R2023b utf8\nSolid { name "crate" }\n', encoding="utf-8")
    return root


def run_script(cmd: list[str], result_file: Path, timeout: float, **kwargs) -> tuple[dict, str]:
    """Run an editor on a test script that writes its JSON result to ``result_file``: the result, and a context
    for the failure messages (the result and the editor's stderr)."""
    proc = run(cmd, timeout, **kwargs)
    assert result_file.exists(), f"{cmd[0]} wrote no result\nstdout: {proc.stdout}\nstderr: {proc.stderr}"
    result = json.loads(result_file.read_text(encoding="utf-8"))
    return result, f"{json.dumps(result, ensure_ascii=False, indent=1)}\nstderr: {proc.stderr[-3000:]}"


def run(cmd: list[str], timeout: float, **kwargs) -> subprocess.CompletedProcess:
    try:
        return subprocess.run(
            cmd, stdin=subprocess.DEVNULL, capture_output=True, text=True, timeout=timeout, **kwargs
        )
    except subprocess.TimeoutExpired as e:
        pytest.fail(f"{cmd[0]} did not finish in {timeout} s\nstdout: {e.stdout}\nstderr: {e.stderr}", pytrace=False)
