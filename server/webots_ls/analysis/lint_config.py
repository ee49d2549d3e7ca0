"""The linter's configuration, as ruff reads its own: what one configuration table says (``read_table``), globs
matched gitignore-like (``Glob``), what applies to a file (``Settings``: the codes reported, the paths excluded, the
per-file ignores), and the inline ``# webots-ls: ignore[code, ...]`` comments of a source (``inline_ignores``).

Pure: no file is read here. Finding the configuration file of a path (``webots-ls.toml``, or ``pyproject.toml``'s
``[tool.webots-ls]``, the closest one upward) is ``lint.ConfigFinder``'s work, shared by ``check`` and the server.
"""

from __future__ import annotations

import bisect
import difflib
import re
from collections.abc import Collection, Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import PurePath

from tree_sitter import Tree

from ..syntax import kinds
from .codes import CODES, UNKNOWN_IGNORE_CODE, Finding
from .spans import Span

ALL = "ALL"
# Folders and files no one means to lint, as ruff's defaults (plus Webots' own caches): `exclude` replaces them,
# `extend-exclude` adds to them.
DEFAULT_EXCLUDE = (
    ".bzr", ".direnv", ".eggs", ".git", ".git-rewrite", ".hg", ".mypy_cache", ".nox", ".pants.d", ".pytype",
    ".ruff_cache", ".svn", ".tox", ".venv", "__pypackages__", "_build", "buck-out", "build", "dist", "node_modules",
    "site-packages", "venv",
)
CODE_LISTS = ("select", "extend-select", "ignore", "extend-ignore")
GLOB_LISTS = ("exclude", "extend-exclude")
KEYS = (*CODE_LISTS, *GLOB_LISTS, "per-file-ignores", "templates")


class ConfigError(ValueError):
    """A configuration that cannot be used; the message names the file and the key."""


class Glob:
    """A gitignore-like glob: ``*`` and ``?`` stay within one path component, ``**`` crosses them, ``[...]`` is a
    class. It matches a path relative to its folder (``worlds/old/*.wbt``) or the path's last name (``build``);
    a leading ``/`` or ``./`` anchors nothing more, a trailing ``/`` is dropped, ``\\`` is read as ``/``."""

    __slots__ = ("pattern", "regex")

    def __init__(self, pattern: str) -> None:
        self.pattern = pattern
        text = pattern.replace("\\", "/")
        while text.startswith("./"):
            text = text[2:]
        try:
            self.regex = re.compile(_glob_regex(text.strip("/")), re.DOTALL)
        except re.error as error:  # (a class such as [z-a])
            raise ConfigError(f"invalid glob '{pattern}': {error}") from None

    def matches(self, relative: str | None, name: str) -> bool:
        """``relative``: the path relative to the glob's folder, with ``/`` (None: not under it)."""
        return (relative is not None and self.regex.fullmatch(relative) is not None) or \
            self.regex.fullmatch(name) is not None

    def __repr__(self) -> str:
        return f"Glob({self.pattern!r})"


def _glob_regex(pattern: str) -> str:
    out, index = [], 0
    while index < len(pattern):
        char = pattern[index]
        if pattern.startswith("**/", index):
            out.append("(?:.*/)?")
            index += 3
            continue
        if pattern.startswith("**", index):
            out.append(".*")
            index += 2
            continue
        if char == "*":
            out.append("[^/]*")
        elif char == "?":
            out.append("[^/]")
        elif char == "[" and (close := pattern.find("]", index + 2)) != -1:
            inner = pattern[index + 1:close]
            negate = inner[:1] in ("!", "^")
            out.append("[" + ("^/" if negate else "") + re.escape(inner[1:] if negate else inner).replace("\\-", "-")
                       + "]")
            index = close
        else:
            out.append(re.escape(char))
        index += 1
    return "".join(out)


def relative_posix(path: PurePath, root: PurePath) -> str | None:
    """``path`` relative to ``root`` with ``/`` separators (None: not under it; ``root`` itself: "")."""
    try:
        relative = path.relative_to(root).as_posix()
    except ValueError:
        return None
    return "" if relative == "." else relative


@dataclass(frozen=True)
class RootedGlob:
    """A glob and the folder its relative form is relative to (the configuration file's, or the current folder for
    the command line's)."""

    glob: Glob
    root: PurePath

    def matches(self, path: PurePath) -> bool:
        return self.glob.matches(relative_posix(path, self.root), path.name)


@dataclass(frozen=True)
class Selection:
    """One layer's code keys (a configuration file, or the command line); None: not given."""

    select: tuple[str, ...] | None = None
    extend_select: tuple[str, ...] = ()
    ignore: tuple[str, ...] = ()


@dataclass(frozen=True)
class ConfigFile:
    """What one configuration table says. ``path``: its file (None: the defaults); ``root``: the folder its relative
    globs are relative to."""

    path: PurePath | None
    root: PurePath
    selection: Selection = Selection()
    exclude: tuple[Glob, ...] | None = None
    extend_exclude: tuple[Glob, ...] = ()
    per_file_ignores: tuple[tuple[Glob, frozenset[str]], ...] = ()
    templates: bool | None = None  # procedural PROTOs rendered by ``check`` (None: not given, they are)


def read_table(table: object, path: PurePath, root: PurePath, known: Collection[str],
               table_name: str = "") -> ConfigFile:
    """The configuration a TOML table holds (``[tool.webots-ls]`` of a pyproject.toml, or a webots-ls.toml's top
    level: ``table_name`` says which, for messages). Raises ``ConfigError`` naming the file and the key for an
    unknown key, a value of the wrong type or an unknown code."""
    where = f"{path}: {table_name}" if table_name else f"{path}: "
    if not isinstance(table, Mapping):
        raise ConfigError(f"{path}: {table_name or 'the file'} is not a table")
    for key in table:
        if key not in KEYS:
            raise ConfigError(f"{where}unknown key '{key}'{_did_you_mean(key, KEYS)} (keys: {', '.join(KEYS)})")

    def codes(key: str, value: object = None, label: str | None = None) -> tuple[str, ...]:
        value = table.get(key, []) if value is None else value
        items = _strings(value, f"{where}'{label or key}'", "a list of codes")
        for code in items:
            if code != ALL and code not in known:
                raise ConfigError(f"{where}'{label or key}': unknown code '{code}'{_did_you_mean(code, known)} "
                                  "(docs/diagnostics.md lists the codes)")
        return items

    def globs(key: str) -> tuple[Glob, ...]:
        return tuple(_glob(p, f"{where}'{key}'") for p in _strings(table[key], f"{where}'{key}'", "a list of globs"))

    templates = table.get("templates")
    if templates is not None and not isinstance(templates, bool):
        raise ConfigError(f"{where}'templates' must be true or false")
    per_file = table.get("per-file-ignores", {})
    if not isinstance(per_file, Mapping):
        raise ConfigError(f"{where}'per-file-ignores' must be a table of glob = [codes]")
    selection = Selection(
        codes("select") if "select" in table else None,
        codes("extend-select"),
        codes("ignore") + codes("extend-ignore"),
    )
    return ConfigFile(
        path, root, selection,
        globs("exclude") if "exclude" in table else None,
        globs("extend-exclude") if "extend-exclude" in table else (),
        tuple((_glob(pattern, f"{where}'per-file-ignores'"), frozenset(codes("", value, f"per-file-ignores.{pattern}")))
              for pattern, value in per_file.items()),
        templates,
    )


def _glob(pattern: str, where: str) -> Glob:
    try:
        return Glob(pattern)
    except ConfigError as error:
        raise ConfigError(f"{where}: {error}") from None


def _strings(value: object, where: str, what: str) -> tuple[str, ...]:
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(item, str) for item in value):
        raise ConfigError(f"{where} must be {what} (strings)")
    return tuple(value)


def _did_you_mean(word: str, known: Iterable[str]) -> str:
    close = difflib.get_close_matches(word, list(known), n=1)
    return f" (did you mean '{close[0]}'?)" if close else ""


def parse_code_list(text: str, known: Collection[str], option: str) -> tuple[str, ...]:
    """A command line's comma list of codes (``--select a,b``); an unknown code is a ``ConfigError``."""
    items = tuple(item.strip() for item in text.split(",") if item.strip())
    for code in items:
        if code != ALL and code not in known:
            raise ConfigError(f"{option}: unknown code '{code}'{_did_you_mean(code, known)} "
                              "(docs/diagnostics.md lists the codes)")
    return items


@dataclass(frozen=True)
class Overrides:
    """The command line's keys: they apply after the configuration file's (``--exclude`` replaces its ``exclude``),
    their globs relative to ``root`` (the current folder)."""

    root: PurePath
    selection: Selection = Selection()
    exclude: tuple[Glob, ...] | None = None
    extend_exclude: tuple[Glob, ...] = ()
    templates: bool | None = None  # (``--no-templates``: False)


def _expand(codes: Iterable[str], known: Collection[str]) -> set[str]:
    expanded: set[str] = set()
    for code in codes:
        if code == ALL:
            expanded.update(known)
        else:
            expanded.add(code)
    return expanded


def selected_codes(layers: Sequence[Selection], known: Collection[str]) -> frozenset[str]:
    """The codes reported after each layer in turn (defaults, the file, the command line): a layer's ``select``
    replaces the set, its ``extend-select`` adds to it, its ``ignore`` removes from it (ruff's order)."""
    selected = set(known)
    for layer in layers:
        if layer.select is not None:
            selected = _expand(layer.select, known)
        selected |= _expand(layer.extend_select, known)
        selected -= _expand(layer.ignore, known)
    return frozenset(selected)


@dataclass(frozen=True)
class Settings:
    """What applies to the files of one configuration: the codes reported, the exclusion globs, the per-file
    ignores, and whether ``check`` renders procedural PROTOs (``templates``: each render may take up to its time
    limit; the server's setting is ``templates.evaluate``)."""

    config: ConfigFile
    codes: frozenset[str]
    exclude: tuple[RootedGlob, ...]
    per_file_ignores: tuple[tuple[RootedGlob, frozenset[str]], ...] = field(default=())
    known: frozenset[str] = frozenset()
    templates: bool = True

    @classmethod
    def make(cls, config: ConfigFile, known: Collection[str], overrides: Overrides | None = None) -> Settings:
        layers = [config.selection]
        exclude: list[RootedGlob] = []
        if overrides is not None and overrides.exclude is not None:
            exclude += [RootedGlob(glob, overrides.root) for glob in overrides.exclude]
        elif config.exclude is not None:
            exclude += [RootedGlob(glob, config.root) for glob in config.exclude]
        else:
            exclude += [RootedGlob(Glob(pattern), config.root) for pattern in DEFAULT_EXCLUDE]
        exclude += [RootedGlob(glob, config.root) for glob in config.extend_exclude]
        if overrides is not None:
            layers.append(overrides.selection)
            exclude += [RootedGlob(glob, overrides.root) for glob in overrides.extend_exclude]
        per_file = tuple((RootedGlob(glob, config.root), frozenset(_expand(codes, known)))
                         for glob, codes in config.per_file_ignores)
        templates = next((layer for layer in (overrides and overrides.templates, config.templates)
                          if layer is not None), True)
        return cls(config, selected_codes(layers, known), tuple(exclude), per_file, frozenset(known), templates)

    def is_excluded(self, path: PurePath) -> bool:
        """Whether this path (a file or a folder, absolute) matches an exclusion glob itself."""
        relatives: dict[PurePath, str | None] = {}  # (one relative_to per root, not per glob: it is the cost)
        name = path.name
        for rooted in self.exclude:
            if rooted.root not in relatives:
                relatives[rooted.root] = relative_posix(path, rooted.root)
            if rooted.glob.matches(relatives[rooted.root], name):
                return True
        return False

    def excluded_below_root(self, path: PurePath) -> bool:
        """Whether the path or a folder it is in, up to the configuration's folder, is excluded (what the server
        asks of an open file: a folder walk would not have reached it)."""
        root = self.config.root
        current = path
        while True:
            if self.is_excluded(current):
                return True
            parent = current.parent
            if parent == current or relative_posix(parent, root) in (None, ""):
                return False
            current = parent

    def ignored_for(self, path: PurePath | None) -> frozenset[str]:
        """The codes not reported for this file: those not selected, and its per-file ignores."""
        ignored = self.known - self.codes
        if path is not None:
            for rooted, codes in self.per_file_ignores:
                if rooted.matches(path):
                    ignored |= codes
        return frozenset(ignored)


# -- inline ignores ----------------------------------------------------------------------------------------------
INLINE_MARKER = b"webots-ls:"
_INLINE = re.compile(rb"#[ \t]*webots-ls:[ \t]*ignore\[([^\]\r\n]*)\][ \t]*\r?$")


@dataclass(frozen=True)
class InlineIgnores:
    """The lines that end in ``# webots-ls: ignore[...]``: byte ranges (line start, comment end) and their codes."""

    starts: tuple[int, ...] = ()
    ends: tuple[int, ...] = ()
    codes: tuple[frozenset[str], ...] = ()

    def ignores(self, start: int, code: str | None) -> bool:
        """Whether a finding that starts at byte ``start`` with ``code`` is ignored by its line's comment."""
        index = bisect.bisect_right(self.starts, start) - 1
        return index >= 0 and start <= self.ends[index] and (code in self.codes[index] or ALL in self.codes[index])


def inline_ignores(tree: Tree, source: bytes) -> InlineIgnores:
    """The ``# webots-ls: ignore[a, b]`` comments that end their line (a comment of the tree: not text inside a
    string or a template). Cheap when there is none: one search for ``webots-ls:``."""
    starts, ends, codes = [], [], []
    for line_start, line_end, match in _inline_comments(tree, source):
        names = match.group(1).decode("utf-8", "replace").split(",")
        starts.append(line_start)
        ends.append(line_end)
        codes.append(frozenset(name.strip() for name in names if name.strip()))
    return InlineIgnores(tuple(starts), tuple(ends), tuple(codes))


def unknown_ignore_codes(tree: Tree, source: bytes, file_pass: object = None) -> list[Finding]:
    """Each name in an inline ``# webots-ls: ignore[...]`` that is no code (nor ``ALL``): it ignores nothing, so a
    typo would silently keep every finding of its line. (``file_pass``: unused, as every schema rule takes it.)"""
    findings = []
    for _, _, match in _inline_comments(tree, source):
        offset = match.start(1)
        for item in match.group(1).split(b","):
            name = item.strip()
            text = name.decode("utf-8", "replace")
            if name and text != ALL and text not in CODES:
                start = offset + item.index(name)
                findings.append(UNKNOWN_IGNORE_CODE.at(Span(start, start + len(name)),
                                f"Unknown code '{text}' in '# webots-ls: ignore[...]'{_did_you_mean(text, CODES)}: "
                                "it ignores nothing"))
            offset += len(item) + 1
    return findings


def _inline_comments(tree: Tree, source: bytes) -> Iterator[tuple[int, int, re.Match]]:
    """(line start, line end, match of ``_INLINE``) of each ``# webots-ls: ignore[...]`` comment that ends its line."""
    if INLINE_MARKER not in source:
        return
    position = source.find(INLINE_MARKER)
    while position != -1:
        hash_at = source.rfind(b"#", 0, position)
        line_start = source.rfind(b"\n", 0, position) + 1
        line_end = len(source) if (newline := source.find(b"\n", position)) == -1 else newline
        match = _INLINE.search(source, max(hash_at, line_start), line_end) if hash_at >= line_start else None
        if match is not None:
            node = tree.root_node.descendant_for_byte_range(match.start(), match.start() + 1)
            if node is not None and node.type == kinds.COMMENT:
                yield line_start, line_end, match
        position = source.find(INLINE_MARKER, line_end)
