"""``webots-ls check`` resolves PROTOs the way Webots does, from the project around each checked file: its
``protos/`` folder and, with no Webots installation, the bundled index of Webots' library."""

from __future__ import annotations

import subprocess
from pathlib import Path

from .conftest import SERVER_COMMAND, SERVER_DIR

WORLD = """#VRML_SIM R2023b utf8
EXTERNPROTO "webots://projects/objects/floors/protos/Floor.proto"
EXTERNPROTO "../protos/Bot.proto"
Floor { size 2 2 tileSize 1 }
Bot { speed 2 colour 1 }
Helper { }
DEF B Bot { }
Pose { children [ USE B ] }
"""
BOT = '#VRML_SIM R2023b utf8\nPROTO Bot [ field SFFloat speed 1 ]\n{ Robot { name "bot" } }\n'
HELPER = "#VRML_SIM R2023b utf8\nPROTO Helper [ ]\n{ Group { } }\n"


def test_check_knows_the_protos_around_the_file(tmp_path: Path):
    (tmp_path / "worlds").mkdir()
    (tmp_path / "protos").mkdir()
    (tmp_path / "worlds" / "w.wbt").write_text(WORLD, encoding="utf-8")
    (tmp_path / "protos" / "Bot.proto").write_text(BOT, encoding="utf-8")
    (tmp_path / "protos" / "Helper.proto").write_text(HELPER, encoding="utf-8")
    result = subprocess.run(
        [*SERVER_COMMAND, "check", "--quiet", "worlds/w.wbt"], capture_output=True, text=True, timeout=120,
        cwd=tmp_path, env={"PYTHONPATH": str(SERVER_DIR), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)},
    )
    assert result.returncode == 1, result.stderr
    world = tmp_path / "worlds" / "w.wbt"
    assert result.stdout.splitlines() == [
        # Floor's tileSize is an SFVec2f (the bundled index): one number is not enough
        "worlds/w.wbt:4:29: error: Expected floating point value, found '}' [value-type]",
        "worlds/w.wbt:5:15: warning: Skipped unknown 'colour' parameter in Bot PROTO [unknown-parameter]",
        f"worlds/w.wbt:6:1: error: Missing declaration for 'Helper', add: 'EXTERNPROTO \"../protos/Helper.proto\"' "
        f"to '{world}'. [missing-declaration]",
        # Bot's base type is Robot, a Solid: Webots cannot USE it
        "worlds/w.wbt:8:23: warning: Solid nodes cannot be USEd. Non-admissible USE node turned into DEF node. "
        "[forbidden-use]",
    ], result.stdout
