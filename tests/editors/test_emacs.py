"""Emacs (Debian emacs-nox 28 + elpa-eglot) with editors/emacs/webots-mode.el: eglot starts the real server
from the mode's registration, flymake shows its diagnostics and xref-find-definitions jumps to the DEF."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from .conftest import DEF_LINE, EDITORS, NOPE_LINE, UNRESOLVED, column, require, run, run_script, which

pytestmark = pytest.mark.editors  # `./dev test-fast` deselects these; the full run needs the editors

CHECK = Path(__file__).with_name("emacs_check.el")


def test_emacs_eglot_diagnostics_and_definition(project: Path, server_command: str, tmp_path: Path) -> None:
    emacs = require(which("emacs"), "Emacs")
    probe = run([emacs, "--batch", "--eval", "(princ (if (locate-library \"eglot\") \"yes\" \"no\"))"], 60)
    assert probe.stdout.strip() == "yes", f"eglot is not installed (elpa-eglot): run scripts/install-editors"

    result_file = tmp_path / "result.json"
    env = dict(
        os.environ,
        WEBOTS_MODE_DIR=str(EDITORS / "emacs"),
        WEBOTS_LS_CMD=server_command,
        WEBOTS_FILE=str(project / "worlds" / "world.wbt"),
        WEBOTS_RESULT=str(result_file),
        HOME=str(tmp_path / "home"),
    )
    result, context = run_script([emacs, "--batch", "-l", str(CHECK)], result_file, 120, env=env, cwd=project)
    assert "error" not in result, context

    assert result["mode"] == "webots-mode", context
    assert result["comment_start"] == "# ", context
    assert result["server"] and result["flymake"], context
    assert result["got_diagnostic"], context
    nope = [d for d in result["diagnostics"] if UNRESOLVED in d["text"]]
    assert nope and nope[0]["type"] == "eglot-error", context
    assert (nope[0]["line"], nope[0]["col"]) == (NOPE_LINE, column(NOPE_LINE, "NOPE ]", "chars")), context

    # Point is on the DEF's name, at the right character after the non-ASCII text on that line.
    assert (result["line"], result["col"], result["word"]) == (DEF_LINE, column(DEF_LINE, "BOX", "chars"), "BOX"), context

    # webots-mode indents by braces and brackets (not those in strings) and comments with `# `.
    assert result["indented"] == '# Group {\n  children [\n    Solid {\n      name "a { ["\n    }\n  ]\n}\n', context

    # A Webots PROTO and a .wbo are webots-mode; a Protocol Buffers .proto is not.
    modes = result["modes"]
    assert modes["protos/Crate.proto"] == "webots-mode" and modes["Crate.wbo"] == "webots-mode", context
    assert modes["api.proto"] != "webots-mode", context
