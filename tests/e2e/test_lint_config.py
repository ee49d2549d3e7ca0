"""The linter's configuration as ruff reads its own (issue 29.6), through the real ``webots-ls check`` and the real
server: ``[tool.webots-ls]`` in pyproject.toml or a webots-ls.toml, the closest to each file; select, ignore,
per-file-ignores, exclude; the command line's flags over the file; ``--show-settings``; inline ignores."""

from __future__ import annotations

import os
import asyncio
import subprocess
import time

from lsprotocol import types

from .conftest import SERVER_COMMAND, SERVER_DIR, diagnostics_for, open_document, vscode  # noqa: F401 (a fixture)

ENV = {"PYTHONPATH": str(SERVER_DIR), "PATH": os.defpath, "SYSTEMROOT": os.environ.get("SYSTEMROOT", "")}
# One warning (unknown-field, line 3) and one error (unresolved-use, line 4).
WORLD = "#VRML_SIM R2025a utf8\nWorldInfo { }\nSolid { nmae 1 }\nSolid { children [ USE NOPE ] }\n"


def check(*args: str, cwd) -> subprocess.CompletedProcess:
    return subprocess.run([*SERVER_COMMAND, "check", *args], capture_output=True, text=True, timeout=120, cwd=cwd,
                          env=ENV, stdin=subprocess.DEVNULL)


def codes(result: subprocess.CompletedProcess) -> list[tuple[str, str]]:
    """(path, code) of each finding line of a text report."""
    found = []
    for line in result.stdout.splitlines():
        if line.endswith("]") and ": " in line:
            found.append((line.split(":", 1)[0], line.rsplit("[", 1)[1][:-1]))
    return found


def write(path, text: str) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(text, encoding="utf-8")


def test_without_configuration_both_findings_are_reported(tmp_path):
    write(tmp_path / "w.wbt", WORLD)
    result = check("w.wbt", cwd=tmp_path)
    assert codes(result) == [("w.wbt", "unknown-field"), ("w.wbt", "unresolved-use")], result.stdout
    assert result.returncode == 1


def test_select_in_a_webots_ls_toml(tmp_path):
    write(tmp_path / "webots-ls.toml", 'select = ["unknown-field"]\n')
    write(tmp_path / "worlds" / "w.wbt", WORLD)
    result = check("worlds", cwd=tmp_path)
    assert codes(result) == [("worlds/w.wbt".replace("/", os.sep), "unknown-field")], result.stdout + result.stderr
    assert result.returncode == 0  # (the error is not selected: warnings alone pass)


def test_ignore_in_pyproject_toml(tmp_path):
    write(tmp_path / "pyproject.toml", '[project]\nname = "robots"\n\n[tool.webots-ls]\nignore = ["unknown-field"]\n')
    write(tmp_path / "w.wbt", WORLD)
    result = check("w.wbt", cwd=tmp_path)
    assert codes(result) == [("w.wbt", "unresolved-use")], result.stdout + result.stderr


def test_per_file_ignores(tmp_path):
    write(tmp_path / "webots-ls.toml",
          '[per-file-ignores]\n"old/*.wbt" = ["unresolved-use"]\n"legacy.wbt" = ["ALL"]\n')
    for name in ("old/a.wbt", "new/b.wbt", "deep/legacy.wbt"):
        write(tmp_path / name, WORLD)
    result = check(".", cwd=tmp_path)
    found = sorted(codes(result))
    sep = os.sep
    assert found == [(f"new{sep}b.wbt", "unknown-field"), (f"new{sep}b.wbt", "unresolved-use"),
                     (f"old{sep}a.wbt", "unknown-field")], result.stdout + result.stderr


def test_exclude_and_extend_exclude_in_a_folder_run(tmp_path):
    """Defaults (node_modules, .git, build...) are left out of a folder walk; ``exclude`` replaces them,
    ``extend-exclude`` adds to them; a path named on the command line is checked even when excluded."""
    for name in ("worlds/w.wbt", "worlds/old/o.wbt", "node_modules/pkg/n.wbt", "scratch_1.wbt", "build/b.wbt"):
        write(tmp_path / name, WORLD)
    write(tmp_path / "webots-ls.toml", 'extend-exclude = ["worlds/old", "scratch_*.wbt"]\n')
    result = check(".", cwd=tmp_path)
    assert {path for path, _ in codes(result)} == {os.path.join("worlds", "w.wbt")}, result.stdout
    assert "1 file checked" in result.stdout
    named = check("worlds/old/o.wbt", "scratch_1.wbt", cwd=tmp_path)
    assert {path for path, _ in codes(named)} == {"worlds/old/o.wbt", "scratch_1.wbt"}, named.stdout
    # --force-exclude (pre-commit's hook: it names each staged file) leaves them out all the same
    forced = check("--force-exclude", "worlds/old/o.wbt", "worlds/w.wbt", cwd=tmp_path)
    assert {path for path, _ in codes(forced)} == {"worlds/w.wbt"}, forced.stdout
    assert "1 file checked" in forced.stdout and "1 file excluded by the configuration" in forced.stdout
    only_excluded = check("--force-exclude", "worlds/old/o.wbt", "scratch_1.wbt", cwd=tmp_path)
    assert only_excluded.returncode == 0 and codes(only_excluded) == [], only_excluded.stdout + only_excluded.stderr
    assert only_excluded.stdout == "2 files excluded by the configuration\n"
    # exclude replaces the defaults: node_modules and build are walked now, worlds is not
    write(tmp_path / "webots-ls.toml", 'exclude = ["worlds"]\n')
    replaced = check(".", cwd=tmp_path)
    assert {path.split(os.sep)[0] for path, _ in codes(replaced)} == {"node_modules", "build", "scratch_1.wbt"}


def test_command_line_flags_override_the_file(tmp_path):
    write(tmp_path / "webots-ls.toml", 'select = ["unknown-field"]\n')
    for name in ("w.wbt", "old/o.wbt"):
        write(tmp_path / name, WORLD)
    selected = check("--select", "unresolved-use", "w.wbt", cwd=tmp_path)  # replaces the file's select
    assert codes(selected) == [("w.wbt", "unresolved-use")], selected.stdout + selected.stderr
    everything = check("--select", "ALL", "--ignore", "unresolved-use,unknown-field", "w.wbt", cwd=tmp_path)
    assert codes(everything) == [] and everything.returncode == 0, everything.stdout
    excluded = check("--exclude", "old", ".", cwd=tmp_path)
    assert {path for path, _ in codes(excluded)} == {"w.wbt"}, excluded.stdout
    bad = check("--select", "unknwn-field", "w.wbt", cwd=tmp_path)
    assert bad.returncode == 2 and "--select: unknown code 'unknwn-field'" in bad.stderr, bad.stderr
    assert "did you mean 'unknown-field'" in bad.stderr and "Traceback" not in bad.stderr


def test_config_flag_uses_that_file_only(tmp_path):
    write(tmp_path / "webots-ls.toml", 'select = ["unknown-field"]\n')
    write(tmp_path / "ci" / "strict.toml", 'ignore = ["unknown-field"]\n')
    write(tmp_path / "w.wbt", WORLD)
    result = check("--config", "ci/strict.toml", "w.wbt", cwd=tmp_path)
    assert codes(result) == [("w.wbt", "unresolved-use")], result.stdout + result.stderr
    missing = check("--config", "nowhere.toml", "w.wbt", cwd=tmp_path)
    assert missing.returncode == 2 and "nowhere.toml" in missing.stderr and "Traceback" not in missing.stderr


def test_webots_ls_toml_beats_pyproject_and_a_pyproject_without_the_table_is_not_a_config(tmp_path):
    write(tmp_path / "pyproject.toml", '[tool.webots-ls]\nselect = ["unresolved-use"]\n')
    write(tmp_path / "webots-ls.toml", 'select = ["unknown-field"]\n')
    write(tmp_path / "sub" / "pyproject.toml", '[project]\nname = "controller"\n')  # no table: searched past
    write(tmp_path / "sub" / "w.wbt", WORLD)
    result = check("sub/w.wbt", cwd=tmp_path)
    assert codes(result) == [("sub/w.wbt", "unknown-field")], result.stdout + result.stderr


def test_nested_configurations_the_closest_wins(tmp_path):
    write(tmp_path / "webots-ls.toml", 'ignore = ["unknown-field"]\n')
    write(tmp_path / "inner" / "pyproject.toml", '[tool.webots-ls]\nignore = ["unresolved-use"]\n')
    write(tmp_path / "outer.wbt", WORLD)
    write(tmp_path / "inner" / "deeper" / "inner.wbt", WORLD)
    result = check(".", cwd=tmp_path)
    assert sorted(codes(result)) == [(os.path.join("inner", "deeper", "inner.wbt"), "unknown-field"),
                                     ("outer.wbt", "unresolved-use")], result.stdout + result.stderr


def test_an_invalid_configuration_exits_2_with_a_clear_message(tmp_path):
    write(tmp_path / "w.wbt", WORLD)
    cases = {
        "select = [unknown-field\n": "invalid TOML",
        'ignore = ["unknwn-field"]\n': "'ignore': unknown code 'unknwn-field' (did you mean 'unknown-field'?)",
        'selcet = ["unknown-field"]\n': "unknown key 'selcet' (did you mean 'select'?)",
        'select = "unknown-field, header"\n': "'select': unknown code 'unknown-field, header'",
        '[per-file-ignores]\n"*.wbt" = [1]\n': "'per-file-ignores.*.wbt' must be a list of codes",
    }
    for text, message in cases.items():
        write(tmp_path / "webots-ls.toml", text)
        result = check("w.wbt", cwd=tmp_path)
        assert result.returncode == 2, (text, result.stdout, result.stderr)
        assert "configuration error" in result.stderr and "webots-ls.toml" in result.stderr, result.stderr
        assert message in result.stderr, (text, result.stderr)
        assert "Traceback" not in result.stderr and result.stdout == "", result.stdout
    (tmp_path / "webots-ls.toml").unlink()
    write(tmp_path / "pyproject.toml", '[tool.webots-ls]\nextend-exclude = "build2"\nignore = ["nope"]\n')
    result = check("w.wbt", cwd=tmp_path)
    assert result.returncode == 2 and "[tool.webots-ls] 'ignore': unknown code 'nope'" in result.stderr, result.stderr


def test_show_settings(tmp_path):
    write(tmp_path / "webots-ls.toml",
          'ignore = ["unknown-field"]\nextend-exclude = ["scratch"]\n[per-file-ignores]\n"old/*.wbt" = ["header"]\n')
    write(tmp_path / "old" / "w.wbt", WORLD)
    result = check("--show-settings", "old/w.wbt", cwd=tmp_path)
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert f"config file: {tmp_path / 'webots-ls.toml'}" in lines, lines
    assert "ignore: unknown-field" in lines
    assert any(line.startswith("select: ALL but those ignored (") for line in lines), lines
    assert f"  old/*.wbt (in {tmp_path}): header (applies here)" in lines, lines
    assert any(line.startswith(f"  in {tmp_path}: .bzr,") and line.endswith(", scratch") for line in lines), lines
    assert "excluded here: no" in lines
    flags = check("--show-settings", "--select", "ALL", cwd=tmp_path)  # (the current folder)
    assert "select: ALL" in flags.stdout.splitlines() and "ignore: (none)" in flags.stdout.splitlines(), flags.stdout
    few = check("--show-settings", "--select", "header,syntax-error", cwd=tmp_path)
    assert "select: header, syntax-error" in few.stdout.splitlines(), few.stdout
    write(tmp_path / "elsewhere" / "x.wbt", WORLD)
    (tmp_path / "webots-ls.toml").unlink()
    none = check("--show-settings", "elsewhere/x.wbt", cwd=tmp_path)
    assert "config file: none (the defaults)" in none.stdout.splitlines(), none.stdout


def test_inline_ignore_in_check(tmp_path):
    world = ("#VRML_SIM R2025a utf8\nWorldInfo { }\n"
             "Solid { nmae 1 }  # webots-ls: ignore[unknown-field]\n"
             "Solid { children [ USE NOPE ] nmae 2 }  # webots-ls: ignore[unresolved-use, unknown-field]\n"
             'Solid { name "# webots-ls: ignore[unknown-field]" nmae 3 }\n'  # (a string, not a comment)
             "Solid { nmae 4 }  # webots-ls: ignore[unresolved-use]\n")
    write(tmp_path / "w.wbt", world)
    result = check("w.wbt", cwd=tmp_path)
    lines = [line for line in result.stdout.splitlines() if line.endswith("]")]
    assert [line.split(":")[1] for line in lines] == ["5", "6"], result.stdout
    assert all("[unknown-field]" in line for line in lines)


async def test_the_server_reads_the_configuration_and_inline_ignores(vscode, tmp_path):  # noqa: F811
    write(tmp_path / "pyproject.toml", '[tool.webots-ls]\nignore = ["unresolved-use"]\n')
    world = WORLD + "Solid { nmae 5 }  # webots-ls: ignore[unknown-field]\n"
    write(tmp_path / "w.wbt", world)
    uri = (tmp_path / "w.wbt").as_uri()
    open_document(vscode, uri, world)
    published = await diagnostics_for(vscode, uri, 1)
    assert [(d.code, d.range.start.line) for d in published.diagnostics] == [("unknown-field", 2)], published


async def test_the_server_picks_up_a_changed_configuration(vscode, tmp_path):  # noqa: F811
    """A watched-files event for the configuration refreshes the open documents' diagnostics; without one, the next
    run reads the file again (its modification time changed)."""
    write(tmp_path / "w.wbt", WORLD)
    uri = (tmp_path / "w.wbt").as_uri()
    open_document(vscode, uri, WORLD)
    first = await diagnostics_for(vscode, uri, 1)
    assert sorted(d.code for d in first.diagnostics) == ["unknown-field", "unresolved-use"]
    watched = [watcher["globPattern"] for registration in vscode.registrations
               for watcher in (registration.register_options or {}).get("watchers", [])]
    assert "**/webots-ls.toml" in watched and "**/pyproject.toml" in watched, watched
    config = tmp_path / "webots-ls.toml"
    write(config, 'select = ["unresolved-use"]\n')
    vscode.published.clear()
    vscode.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(
        changes=[types.FileEvent(uri=config.as_uri(), type=types.FileChangeType.Created)]))
    again = await diagnostics_for(vscode, uri, 1)
    assert [d.code for d in again.diagnostics] == ["unresolved-use"], again
    # no event this time: the next run (an edit) sees the new modification time
    time.sleep(0.01)
    write(config, 'select = ["unknown-field"]\n')
    stamp = config.stat().st_mtime_ns
    os.utime(config, ns=(stamp + 10**9, stamp + 10**9))  # (a coarse file-system clock: the time moves all the same)
    vscode.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=WORLD + "\n")]))
    edited = await diagnostics_for(vscode, uri, 2)
    assert [d.code for d in edited.diagnostics] == ["unknown-field"], edited


async def test_the_server_reports_a_bad_configuration_and_keeps_working(vscode, tmp_path):  # noqa: F811
    write(tmp_path / "webots-ls.toml", "select = [\n")
    write(tmp_path / "w.wbt", WORLD)
    uri = (tmp_path / "w.wbt").as_uri()
    open_document(vscode, uri, WORLD)
    published = await diagnostics_for(vscode, uri, 1)
    assert sorted(d.code for d in published.diagnostics) == ["unknown-field", "unresolved-use"]  # the defaults

    async def told():
        while not any("webots-ls.toml" in params.message and "invalid TOML" in params.message
                      for params in vscode.messages):
            await asyncio.sleep(0.02)

    await asyncio.wait_for(told(), 20)


async def test_the_server_publishes_nothing_for_an_excluded_document(vscode, tmp_path):  # noqa: F811
    """As ruff's server: a document the configuration excludes gets no diagnostics (here a folder excluded below
    the configuration's); its neighbour outside that folder gets them."""
    write(tmp_path / "webots-ls.toml", 'extend-exclude = ["worlds/scratch"]\n')
    for name in ("worlds/scratch/deep/s.wbt", "worlds/w.wbt"):
        write(tmp_path / name, WORLD)
        open_document(vscode, (tmp_path / name).as_uri(), WORLD)
    excluded = await diagnostics_for(vscode, (tmp_path / "worlds/scratch/deep/s.wbt").as_uri(), 1)
    kept = await diagnostics_for(vscode, (tmp_path / "worlds/w.wbt").as_uri(), 1)
    assert list(excluded.diagnostics) == [] and len(kept.diagnostics) == 2, (excluded, kept)


BROKEN_TEMPLATE = ("#VRML_SIM R2023b utf8\n# template language: javascript\nPROTO Broken [\n  field SFFloat size 1\n]\n"
                   '{\n  %< throw new Error("boom"); >%\n  Solid { }\n}\n')


def test_templates_false_in_the_configuration_turns_the_rendering_off(tmp_path):
    """``templates = false`` (a pre-commit's ``check`` renders nothing, for good) as ``--no-templates`` does: the
    template's own error, which only rendering finds, is not reported; the closest configuration decides per file."""
    write(tmp_path / "protos" / "Broken.proto", BROKEN_TEMPLATE)
    write(tmp_path / "kept" / "Broken.proto", BROKEN_TEMPLATE)
    rendered = check("protos", "kept", cwd=tmp_path)
    assert sorted(codes(rendered)) == [(os.path.join("kept", "Broken.proto"), "template-error"),
                                       (os.path.join("protos", "Broken.proto"), "template-error")], rendered.stdout
    write(tmp_path / "pyproject.toml", '[project]\nname = "robots"\n\n[tool.webots-ls]\ntemplates = false\n')
    write(tmp_path / "kept" / "webots-ls.toml", "templates = true\n")
    result = check("protos", "kept", cwd=tmp_path)
    assert codes(result) == [(os.path.join("kept", "Broken.proto"), "template-error")], result.stdout + result.stderr
    (tmp_path / "pyproject.toml").unlink()
    write(tmp_path / "webots-ls.toml", "templates = false\n")
    result = check("protos", cwd=tmp_path)
    assert codes(result) == [] and result.returncode == 0, result.stdout + result.stderr
    assert "templates: false" in check("--show-settings", "protos/Broken.proto", cwd=tmp_path).stdout.splitlines()
    assert "templates: true" in check("--show-settings", "kept", cwd=tmp_path).stdout.splitlines()
    flag = check("--show-settings", "--no-templates", "kept", cwd=tmp_path)  # (the command line over the file)
    assert "templates: false" in flag.stdout.splitlines(), flag.stdout
    assert codes(check("--no-templates", "kept", cwd=tmp_path)) == []
    write(tmp_path / "webots-ls.toml", 'templates = "no"\n')
    wrong = check("protos", cwd=tmp_path)
    assert wrong.returncode == 2 and "webots-ls.toml: 'templates' must be true or false" in wrong.stderr, wrong.stderr
