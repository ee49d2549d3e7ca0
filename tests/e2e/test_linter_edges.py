"""``webots-ls check`` as a team meets it in CI and pre-commit (issue 29): Protocol Buffers files beside Webots
files, output piped into ``head``, folders with no Webots file, unreadable paths, the top-level help, and messages
printed with the paths as given and Webots' text on the same line."""

from __future__ import annotations

import subprocess
import sys

import pytest

from .conftest import SERVER_COMMAND, SERVER_DIR, vscode  # noqa: F401 (a fixture)

ENV = {"PYTHONPATH": str(SERVER_DIR), "PATH": "/usr/bin:/bin"}
MESSAGES = """// messages between the robots
syntax = "proto3";
package soccer;
import "google/protobuf/timestamp.proto";

message Vector3 {
  double x = 1;
  double y = 2;
}
"""
WORLD = '#VRML_SIM R2025a utf8\nWorldInfo { }\nSolid { name "a" }\n'


def check(*args: str, cwd) -> subprocess.CompletedProcess:
    return subprocess.run([*SERVER_COMMAND, "check", *args], capture_output=True, text=True, timeout=120, cwd=cwd,
                          env=ENV, stdin=subprocess.DEVNULL)


def test_a_protocol_buffers_file_is_skipped_by_its_content(tmp_path):
    """A robot-soccer repository's controllers/player/messages.proto drew 72 findings and failed CI."""
    (tmp_path / "controllers" / "player").mkdir(parents=True)
    (tmp_path / "controllers" / "player" / "messages.proto").write_text(MESSAGES, encoding="utf-8")
    (tmp_path / "worlds").mkdir()
    (tmp_path / "worlds" / "w.wbt").write_text(WORLD, encoding="utf-8")
    result = check(".", cwd=tmp_path)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout.splitlines() == ["1 file checked: all passed", "1 .proto file skipped (Protocol Buffers)"]
    named = check("controllers/player/messages.proto", cwd=tmp_path)
    assert named.returncode == 2 and "no .wbt, .proto or .wbo file to check" in named.stderr, named.stderr
    assert "1 .proto file skipped (Protocol Buffers)" in named.stdout


def test_a_webots_proto_without_a_header_is_still_checked(tmp_path):
    """Content decides: a PROTO file that lost its header is a Webots file with a header error, not protobuf."""
    (tmp_path / "Wall.proto").write_text("PROTO Wall [ ]\n{ Solid { } }\n", encoding="utf-8")
    result = check("Wall.proto", cwd=tmp_path)
    assert result.returncode == 1 and "[header]" in result.stdout, result.stdout


def test_output_piped_into_head_ends_quietly(tmp_path):
    (tmp_path / "w.wbt").write_text("#VRML_SIM R2025a utf8\n" + "Solid { nmae 1 }\n" * 20_000, encoding="utf-8")
    result = subprocess.run(f"{sys.executable} -m webots_ls check w.wbt | head -1", shell=True, capture_output=True,
                            text=True, timeout=120, cwd=tmp_path, env=ENV)
    assert result.stdout.count("\n") == 1 and "unknown-field" in result.stdout
    assert "Traceback" not in result.stderr and "BrokenPipe" not in result.stderr, result.stderr


def test_a_folder_with_no_webots_file_is_an_error(tmp_path):
    (tmp_path / "README.md").write_text("no worlds here\n", encoding="utf-8")
    result = check(".", cwd=tmp_path)
    assert result.returncode == 2, result.stdout
    assert "no .wbt, .proto or .wbo file to check" in result.stderr
    assert "all passed" not in result.stdout + result.stderr


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs are POSIX")
def test_a_run_with_an_unreadable_path_does_not_say_all_passed(tmp_path):
    import os

    (tmp_path / "w.wbt").write_text(WORLD, encoding="utf-8")
    os.mkfifo(tmp_path / "fifo.wbt")
    result = check("w.wbt", "fifo.wbt", cwd=tmp_path)
    assert result.returncode == 2
    assert "all passed" not in result.stdout and "1 file checked: no findings; 1 path not checked" in result.stdout


def test_the_top_level_help_lists_check():
    result = subprocess.run([*SERVER_COMMAND, "--help"], capture_output=True, text=True, timeout=60, env=ENV)
    assert result.returncode == 0 and "check PATH" in result.stdout, result.stdout


def test_messages_name_paths_as_given_and_keep_webots_text_on_their_line(tmp_path):
    (tmp_path / "worlds").mkdir()
    (tmp_path / "protos").mkdir()
    (tmp_path / "protos" / "Bot.proto").write_text("#VRML_SIM R2025a utf8\nPROTO Bot [ ]\n{ Robot { } }\n",
                                                   encoding="utf-8")
    (tmp_path / "worlds" / "w.wbt").write_text(
        "#VRML_SIM R2025a utf8\nBot { }\nBackground {\n  skyColor [ 0.4 0.7 1 ]\n  ]\n}\n", encoding="utf-8")
    result = check("worlds/w.wbt", cwd=tmp_path)
    assert str(tmp_path) not in result.stdout, result.stdout
    assert "to 'worlds/w.wbt'." in result.stdout, result.stdout
    assert "\\n" not in result.stdout, result.stdout
    assert "(Webots: Expected field name or '}', found ']'.) [syntax-error]" in result.stdout, result.stdout
    github = check("--format", "github", "worlds/w.wbt", cwd=tmp_path).stdout
    assert "%0A" not in github and "(Webots: Expected field name" in github, github


async def test_the_server_says_nothing_of_a_protocol_buffers_file(vscode):
    """An editor that opens messages.proto as a Webots file (VS Code's language detection by extension) gets no
    diagnostics for it (before: a header error, syntax errors and unknown nodes)."""
    from .conftest import diagnostics_for, open_document

    uri = "file:///tmp/webots-ls-e2e/controllers/player/messages.proto"
    open_document(vscode, uri, MESSAGES)
    published = await diagnostics_for(vscode, uri, 1)
    assert list(published.diagnostics) == []


def test_a_header_is_read_as_webots_reads_it(tmp_path):
    """issue 29.4: `# VRML_SIM R2023a utf8` is an R2023a world (WbTokenizer::readFileInfo strips the `#`, then
    trims): it gets R2022b+ rules (a missing declaration) and no header error. A leading blank was read by R2022b
    and is refused from R2023a: the message says so and keeps the file's version."""
    (tmp_path / "worlds").mkdir()
    (tmp_path / "worlds" / "spaced.wbt").write_text("# VRML_SIM R2023a utf8\nWoodenBox { }\n", encoding="utf-8")
    (tmp_path / "worlds" / "blank.wbt").write_text(" #VRML_SIM R2022b utf8\nWorldInfo { }\n", encoding="utf-8")
    result = check("worlds/spaced.wbt", "worlds/blank.wbt", cwd=tmp_path)
    lines = result.stdout.splitlines()
    assert any(line.startswith("worlds/spaced.wbt:2:1: error: Missing declaration for 'WoodenBox'") for line in lines)
    assert not any("spaced.wbt" in line and "[header]" in line for line in lines), lines
    assert ("worlds/blank.wbt:1:1: error: Missing header: Webots R2022b read a first line that starts with a blank, "
            'R2023a and later do not. Please modify the first line to "#VRML_SIM R2022b utf8". [header]') in lines, lines


async def _hover_on_an_instance(client, folder, world_text: str):
    """Open ``world_text`` as folder/w.wbt, wait for its diagnostics, hover on the type at the start of line 3."""
    from lsprotocol import types

    from .conftest import diagnostics_for, open_document, tdi

    world = folder / "w.wbt"
    world.write_text(world_text, encoding="utf-8")
    open_document(client, world.as_uri(), world_text)
    await diagnostics_for(client, world.as_uri(), 1)
    return await client.text_document_hover_async(types.HoverParams(
        text_document=tdi(world.as_uri()), position=types.Position(line=2, character=1)))


async def test_a_proto_with_a_spaced_header_keeps_its_description(vscode, tmp_path):
    from .conftest import diagnostics_for, open_document

    proto_text = "# VRML_SIM R2023a utf8\n# A desk lamp that lights the table.\nPROTO Lamp [ ]\n{ Solid { } }\n"
    (tmp_path / "Lamp.proto").write_text(proto_text, encoding="utf-8")
    open_document(vscode, (tmp_path / "Lamp.proto").as_uri(), proto_text)
    published = await diagnostics_for(vscode, (tmp_path / "Lamp.proto").as_uri(), 1)
    assert not [d for d in published.diagnostics if d.code == "header"]
    hover = await _hover_on_an_instance(vscode, tmp_path, '#VRML_SIM R2023a utf8\nEXTERNPROTO "Lamp.proto"\nLamp { }\n')
    assert hover is not None and "A desk lamp that lights the table." in str(hover.contents), hover


async def test_hover_on_a_proto_instance_lists_its_parameters(vscode, tmp_path):
    """issue 29.8: hover on a PROTO instance's type showed its base type, description and file, not its parameters:
    each one a user may write, with its type, default and the first line of its doc comment (hidden ones left out)."""
    (tmp_path / "Bot.proto").write_text(
        "#VRML_SIM R2025a utf8\n# A small robot.\nPROTO Bot [\n"
        "  field SFFloat speed 0.5  # How fast it drives, in m/s.\n"
        "  field MFNode  extras [ ]\n"
        "  hiddenField SFFloat secret 1\n"
        "]\n{ Robot { } }\n", encoding="utf-8")
    hover = await _hover_on_an_instance(vscode, tmp_path, '#VRML_SIM R2025a utf8\nEXTERNPROTO "Bot.proto"\nBot { }\n')
    text = hover.contents.value
    assert "- `speed` SFFloat = `0.5` — How fast it drives, in m/s." in text, text
    assert "- `extras` MFNode = `[ ]`" in text, text
    assert "secret" not in text and "A small robot." in text, text
