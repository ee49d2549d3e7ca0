"""``webots-ls check`` says when a later Webots release removed a field the file writes (issue 29.5): Webots' text
first, unchanged, then "(removed in R2023b; this file is R2023a)" when the file's own version still had it, or
"(removed in R2023b)" in a newer file (a paste from an older project: not a typo, the field is gone for good). The
releases come from server/webots_ls/data/node_history.json (scripts/build-node-history)."""

from __future__ import annotations

import subprocess
from pathlib import Path

from .conftest import SERVER_COMMAND, SERVER_DIR


def _check(folder: Path, *paths: str) -> list[str]:
    result = subprocess.run(
        [*SERVER_COMMAND, "check", "--quiet", *paths], capture_output=True, text=True, timeout=120,
        cwd=folder, env={"PYTHONPATH": str(SERVER_DIR), "PATH": "/usr/bin:/bin", "HOME": str(folder)},
    )
    assert result.returncode in (0, 1), result.stderr
    return result.stdout.splitlines()


def _write(folder: Path, name: str, text: str) -> str:
    (folder / name).write_text(text, encoding="utf-8")
    return name


def test_a_field_removed_after_the_files_version_names_both_releases(tmp_path: Path):
    old = _write(tmp_path, "old.wbt", "#VRML_SIM R2023a utf8\nSolid { scale 2 2 2 }\nRobot { scale 1 1 1 nmae \"r\" }\n")
    camera = _write(tmp_path, "camera.wbt", "#VRML_SIM R2022b utf8\nRobot { children [ Camera { pixelSize 0 } ] }\n")
    v8 = _write(tmp_path, "v8.wbt", "#VRML_SIM V8.6 utf8\nSolid { scale 1 1 1 }\n")
    assert _check(tmp_path, old, camera, v8) == [  # in the order of the paths given
        "old.wbt:2:9: warning: Skipped unknown 'scale' field in Solid node (removed in R2023b; this file is R2023a) "
        "[unknown-field]",
        "old.wbt:3:9: warning: Skipped unknown 'scale' field in Robot node (removed in R2023b; this file is R2023a) "
        "[unknown-field]",
        "old.wbt:3:21: warning: Skipped unknown 'nmae' field in Robot node [unknown-field]",  # never a field
        "camera.wbt:2:29: warning: Skipped unknown 'pixelSize' field in Camera node "
        "(removed in R2023a; this file is R2022b) [unknown-field]",
        "v8.wbt:2:9: warning: Skipped unknown 'scale' field in Solid node (removed in R2023b; this file is V8.6) "
        "[unknown-field]",
    ]


def test_a_newer_file_is_told_the_release_that_removed_the_field(tmp_path: Path):
    new = _write(tmp_path, "new.wbt", "#VRML_SIM R2025a utf8\nSolid { scale 2 2 2 }\n")
    assert _check(tmp_path, new) == [
        "new.wbt:2:9: warning: Skipped unknown 'scale' field in Solid node (removed in R2023b) [unknown-field]",
    ]


def test_no_removal_is_claimed_for_a_node_that_never_had_the_field(tmp_path: Path):
    """Pose and VacuumGripper came with R2023b, without a scale; Transform still has one."""
    world = _write(
        tmp_path, "w.wbt",
        "#VRML_SIM R2025a utf8\nPose { scale 1 1 1 }\nVacuumGripper { scale 1 1 1 }\nTransform { scale 2 2 2 }\n",
    )
    assert _check(tmp_path, world) == [
        "w.wbt:2:8: warning: Skipped unknown 'scale' field in Pose node [unknown-field]",
        "w.wbt:3:17: warning: Skipped unknown 'scale' field in VacuumGripper node [unknown-field]",
    ]


def test_the_note_in_a_proto_body_and_in_a_file_with_a_syntax_error(tmp_path: Path):
    """The PROTO file's own header gives its version; a file with a syntax error is read by the slower sweep."""
    proto = _write(tmp_path, "Old.proto", "#VRML_SIM R2022b utf8\nPROTO Old [ ]\n{ Solid { scale 1 1 1 } }\n")
    broken = _write(tmp_path, "broken.wbt", "#VRML_SIM R2022a utf8\nSolid { scale 1 1 1 }\nShape { ]\n")
    lines = _check(tmp_path, proto, broken)
    assert "Old.proto:3:11: warning: Skipped unknown 'scale' field in Solid node (removed in R2023b; this file is " \
           "R2022b) [unknown-field]" in lines, lines
    assert "broken.wbt:2:9: warning: Skipped unknown 'scale' field in Solid node (removed in R2023b; this file is " \
           "R2022a) [unknown-field]" in lines, lines
