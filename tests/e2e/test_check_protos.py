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
    assert result.stdout.splitlines() == [
        # Floor's tileSize is an SFVec2f (the bundled index): one number is not enough
        "worlds/w.wbt:4:29: error: Expected floating point value, found '}' [value-type]",
        "worlds/w.wbt:5:15: warning: Skipped unknown 'colour' parameter in Bot PROTO [unknown-parameter]",
        "worlds/w.wbt:6:1: error: Missing declaration for 'Helper', add: 'EXTERNPROTO \"../protos/Helper.proto\"' "
        "to 'worlds/w.wbt'. [missing-declaration]",  # (the path as given, not made absolute)
        # Bot's base type is Robot, a Solid: Webots cannot USE it
        "worlds/w.wbt:8:23: warning: Solid nodes cannot be USEd. Non-admissible USE node turned into DEF node. "
        "[forbidden-use]",
        # (Bot.proto is read for its types, not reported: it was not asked for)
    ], result.stdout


def test_check_reports_only_the_files_asked_for_each_once(tmp_path: Path):
    """The PROTO files a world loads are read to know their types, and reported only when asked for (a path given,
    or inside a folder given), each once (issue 29: pre-commit counted 417 files checked for 284 staged, printed
    findings twice and blocked commits over files nobody touched)."""
    (tmp_path / "worlds").mkdir()
    (tmp_path / "protos").mkdir()
    world = '#VRML_SIM R2023b utf8\nEXTERNPROTO "../protos/Bot.proto"\nBot { nmae "x" }\n'
    (tmp_path / "worlds" / "w.wbt").write_text(world, encoding="utf-8")
    bot = '#VRML_SIM R2023b utf8\nPROTO Bot [ ]\n{ Robot { nmae "bot" } }\n'
    (tmp_path / "protos" / "Bot.proto").write_text(bot, encoding="utf-8")
    in_world = "worlds/w.wbt:3:7: warning: Skipped unknown 'nmae' parameter in Bot PROTO [unknown-parameter]"
    in_bot = "protos/Bot.proto:3:11: warning: Skipped unknown 'nmae' field in Robot node [unknown-field]"
    for paths, expected, count in ((["worlds/w.wbt"], [in_world], 1), (["worlds", "protos"], [in_world, in_bot], 2),
                                   (["protos", "worlds", "protos/Bot.proto"], [in_bot, in_world], 2)):
        result = subprocess.run(
            [*SERVER_COMMAND, "check", *paths], capture_output=True, text=True, timeout=120, cwd=tmp_path,
            env={"PYTHONPATH": str(SERVER_DIR), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)},
        )
        assert result.returncode == 0, result.stderr
        lines = result.stdout.splitlines()
        assert lines[:-1] == expected, paths
        assert lines[-1].startswith(f"{count} file{'s' if count > 1 else ''} checked"), lines[-1]


KIT = """#VRML_SIM R2023b utf8
PROTO Kit [
  field SFVec3f{0 0 0} offset 0 0 0
  field MFNode{Solid{}, Group{}} slot []
  field SFNode part DEF PART Box { }
  field SFFloat mass 1
]
{ Solid { translation IS offset children IS slot boundingObject IS part } }
"""
KIT_WORLD = """#VRML_SIM R2023b utf8\r
EXTERNPROTO "../protos/Kit.proto"\r
Kit { offset 0 1 0 slot [ Pose { } Solid { } ] mass "é" }\r
Solid { boundingObject USE PART }\r
Kit { slot [ ] offset 0 0 0 }\r
"""


def test_check_judges_proto_instance_values(tmp_path: Path):
    """Parameter types (WbParser::parseFieldValue), restrictions (WbFieldValueRestriction), a DEF of a default value
    registered by an instance (WbNode::createProtoInstance), on a CRLF world with non-ASCII text."""
    (tmp_path / "worlds").mkdir()
    (tmp_path / "protos").mkdir()
    (tmp_path / "worlds" / "k.wbt").write_bytes(KIT_WORLD.encode("utf-8"))
    (tmp_path / "protos" / "Kit.proto").write_text(KIT, encoding="utf-8")
    result = subprocess.run(
        [*SERVER_COMMAND, "check", "--quiet", "worlds/k.wbt"], capture_output=True, text=True, timeout=120,
        cwd=tmp_path, env={"PYTHONPATH": str(SERVER_DIR), "PATH": "/usr/bin:/bin", "HOME": str(tmp_path)},
    )
    assert result.returncode == 1, result.stderr
    assert result.stdout.splitlines() == [
        "worlds/k.wbt:3:14: warning: Invalid 'offset' changed to 0 0 0. The value should be in the list: {0 0 0}. "
        "[restricted-value]",
        "worlds/k.wbt:3:27: warning: Invalid 'Pose' removed from 'slot' field. The values should be in the list: "
        "{Solid, Group}. [restricted-value]",  # once (slot typing says the same, features.diagnostics)
        "worlds/k.wbt:3:53: error: Expected floating point value, found '\"é\"' [value-type]",
        # USE PART: the DEF of 'part''s default value, which the first Kit registers; the second Kit writes its
        # parameters out of order with 'part' left to its default
        "worlds/k.wbt:5:1: warning: Wrong order of fields in the instance of PROTO Kit: USE nodes might refer to the "
        "wrong DEF nodes. [default-def-order]",
        # (Kit.proto is read for its types, not reported: it was not asked for)
    ], result.stdout
