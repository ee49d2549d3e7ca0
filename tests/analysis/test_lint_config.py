"""The pure part of the linter's configuration (``analysis.lint_config``): gitignore-like globs on POSIX and
Windows paths, the order of select/ignore layers, per-file ignores, and inline ignore comments."""

from __future__ import annotations

from pathlib import PurePosixPath, PureWindowsPath

import pytest

from webots_ls.analysis.lint_config import (
    ConfigError, ConfigFile, Glob, Overrides, Selection, Settings, inline_ignores, read_table, selected_codes,
)
from webots_ls.syntax.parser import parse

KNOWN = ("header", "syntax-error", "unknown-field", "unresolved-use")


@pytest.mark.parametrize("pattern, relative, name, expected", [
    ("build", "a/build", "build", True),  # a bare name matches at any depth
    ("worlds/old", "worlds/old", "old", True),
    ("worlds/old", "x/worlds/old", "old", False),  # with a slash: from the configuration's folder
    ("worlds/*.wbt", "worlds/a.wbt", "a.wbt", True),
    ("worlds/*.wbt", "worlds/sub/a.wbt", "a.wbt", False),  # * stays in one component
    ("worlds/**/*.wbt", "worlds/sub/deep/a.wbt", "a.wbt", True),
    ("**/old", "a/b/old", "old", True),
    ("/worlds", "worlds", "worlds", True),
    ("./worlds/", "worlds", "worlds", True),
    ("scratch_?.wbt", "scratch_1.wbt", "scratch_1.wbt", True),
    ("[ab].wbt", "c.wbt", "c.wbt", False),
    ("[!ab].wbt", "c.wbt", "c.wbt", True),
    ("a+b(1).wbt", "a+b(1).wbt", "a+b(1).wbt", True),  # regex characters are literal
    ("worlds\\old", "worlds/old", "old", True),  # a Windows separator in the pattern
])
def test_glob(pattern, relative, name, expected):
    assert Glob(pattern).matches(relative, name) is expected


@pytest.mark.parametrize("flavour", [PurePosixPath, PureWindowsPath])
def test_settings_match_paths_of_either_flavour(flavour):
    root = flavour("C:/robots") if flavour is PureWindowsPath else flavour("/robots")
    config = read_table({"extend-exclude": ["worlds/old"], "per-file-ignores": {"worlds/*.wbt": ["header"]}},
                        root / "webots-ls.toml", root, KNOWN)
    settings = Settings.make(config, KNOWN)
    assert settings.is_excluded(root / "worlds" / "old")
    assert not settings.is_excluded(root / "worlds")
    assert settings.is_excluded(root / "x" / "node_modules")  # a default, by name
    assert settings.excluded_below_root(root / "worlds" / "old" / "a.wbt")
    assert not settings.excluded_below_root(root / "worlds" / "a.wbt")
    assert settings.ignored_for(root / "worlds" / "a.wbt") == {"header"}
    assert settings.ignored_for(root / "worlds" / "sub" / "a.wbt") == set()
    outside = flavour("D:/elsewhere/worlds/old") if flavour is PureWindowsPath else flavour("/elsewhere/worlds/old")
    assert not settings.is_excluded(outside)  # not under the configuration's folder: only bare names match


def test_select_and_ignore_layers_in_order():
    assert selected_codes([], KNOWN) == set(KNOWN)
    file = Selection(select=("header", "unknown-field"), ignore=("unknown-field",))
    assert selected_codes([file], KNOWN) == {"header"}
    assert selected_codes([file, Selection(select=("unknown-field",))], KNOWN) == {"unknown-field"}
    assert selected_codes([file, Selection(extend_select=("syntax-error",))], KNOWN) == {"header", "syntax-error"}
    assert selected_codes([Selection(ignore=("ALL",)), Selection(extend_select=("header",))], KNOWN) == {"header"}


def test_command_line_exclude_replaces_the_file_and_the_defaults():
    root = PurePosixPath("/robots")
    config = read_table({"exclude": ["a"], "extend-exclude": ["b"]}, root / "webots-ls.toml", root, KNOWN)
    settings = Settings.make(config, KNOWN, Overrides(PurePosixPath("/robots/sub"), exclude=(Glob("c/d"),)))
    assert [(rooted.glob.pattern, str(rooted.root)) for rooted in settings.exclude] == [
        ("c/d", "/robots/sub"), ("b", "/robots")]
    assert not settings.is_excluded(root / "node_modules")


@pytest.mark.parametrize("table, message", [
    ({"select": ["nope"]}, "'select': unknown code 'nope'"),
    ({"ignore": "header"}, None),  # a single string is taken as a list of one
    ({"exclude": [1]}, "'exclude' must be a list of globs"),
    ({"per-file-ignores": ["x"]}, "'per-file-ignores' must be a table"),
    ({"per-file-ignores": {"*.wbt": ["unknwn-field"]}}, "did you mean 'unknown-field'?"),
    ({"lint": {}}, "unknown key 'lint'"),
    ({"extend-exclude": ["[z-a].wbt"]}, "'extend-exclude': invalid glob '[z-a].wbt'"),
])
def test_bad_tables_name_the_file_and_the_key(table, message):
    path = PurePosixPath("/robots/webots-ls.toml")
    if message is None:
        assert read_table(table, path, path.parent, KNOWN).selection.ignore == ("header",)
        return
    with pytest.raises(ConfigError) as error:
        read_table(table, path, path.parent, KNOWN)
    assert str(error.value).startswith("/robots/webots-ls.toml: ") and message in str(error.value)


def test_inline_ignores_are_comments_that_end_their_line():
    source = (b"#VRML_SIM R2025a utf8\r\n"
              b"Solid { nmae 1 }  # webots-ls: ignore[unknown-field]\r\n"
              b'Solid { name "# webots-ls: ignore[unknown-field]" }\n'
              b"Solid { }  # note # webots-ls:ignore[a, b ,c]\n"
              b"Solid { }  # webots-ls: ignore[header] and more\n"
              b"Solid { } #webots-ls: ignore[ALL]")
    inline = inline_ignores(parse(source), source)
    line = source.index(b"Solid { nmae")
    assert inline.ignores(line + 13, "unknown-field") and not inline.ignores(line + 13, "header")
    assert not inline.ignores(source.index(b'Solid { name "'), "unknown-field")  # inside a string
    fourth = source.index(b"Solid { }  # note")
    assert inline.codes[1] == {"a", "b", "c"} and inline.ignores(fourth, "b")
    assert not inline.ignores(source.index(b"Solid { }  # webots-ls: ignore[header]"), "header")  # text after it
    assert inline.ignores(source.rindex(b"Solid"), "anything")  # ALL
    assert not inline.ignores(0, "header")
    assert inline_ignores(parse(b"Solid { }\n"), b"Solid { }\n").starts == ()


def test_the_defaults_exclude_the_usual_folders():
    settings = Settings.make(ConfigFile(None, PurePosixPath("/r")), KNOWN)
    for name in (".git", ".venv", "node_modules", "build", "venv", "dist"):
        assert settings.is_excluded(PurePosixPath("/r/a") / name), name
    assert not settings.is_excluded(PurePosixPath("/r/worlds"))
