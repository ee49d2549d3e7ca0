"""Diagnostics of a whole source outside an editor session: the server's background worker process runs these
(this module must not import the server: the worker imports it on start). And the linter's configuration files,
found as ruff finds its own, for ``check`` and the server alike (``ConfigFinder``, ``kept_findings``)."""

from __future__ import annotations

import multiprocessing
import os
import stat
import sys
import threading
from pathlib import Path
from typing import Any, NamedTuple

from tree_sitter import Tree

from webots_ls.analysis.cancel import Cancelled, ShouldStop
from webots_ls.analysis.codes import CODES
from webots_ls.analysis.index import FileAnalysis
from webots_ls.analysis.lint_config import (
    INLINE_MARKER, ConfigError, ConfigFile, Overrides, Settings, inline_ignores, read_table,
)
from webots_ls.analysis.node_types import BUILT_INS, NodeTypes
from webots_ls.analysis.project import Project, ProjectNodeTypes, Uses
from webots_ls.features.diagnostics import Finding, diagnostics
from webots_ls.syntax.parser import parse


def findings_for(
    source: bytes, path: str | Path | None = None, project: Project | None = None, should_stop: ShouldStop = None,
    loaded_protos: list[Path] | None = None, uses: Uses | None = None, templates: bool = False,
) -> list[Finding]:
    """All diagnostics of a document's bytes, from a fresh parse. With the file's ``path`` and its ``project`` the
    PROTOs of other files and of Webots' library are known (``ProjectNodeTypes``) and the project rules run; the
    PROTO files the document loads are then added to ``loaded_protos`` when given, and what its answers were read
    from to ``uses``. ``templates`` (with ``path`` and ``project``): the template pass the server runs after each
    publish runs too (``webots-ls check``).
    Raises ``Cancelled`` when ``should_stop()`` returns True."""
    tree = parse(source)
    node_types: NodeTypes = BUILT_INS
    if path is not None and project is not None:
        node_types = ProjectNodeTypes(path, source, project)
    analysis = FileAnalysis.build(tree, source, should_stop, node_types=node_types)
    findings = diagnostics(tree, source, analysis, should_stop, node_types=node_types)
    if loaded_protos is not None and isinstance(node_types, ProjectNodeTypes):
        loaded_protos.extend(node_types.loaded_files())
    if uses is not None and isinstance(node_types, ProjectNodeTypes):
        uses.merge(node_types.uses)
    if templates and path is not None and project is not None:
        findings = _with_templates(tree, source, analysis, node_types, findings, Path(path), project)
    return findings


def _with_templates(tree: Tree, source: bytes, analysis: FileAnalysis, node_types: NodeTypes,
                    findings: list[Finding], path: Path, project: Project) -> list[Finding]:
    """``findings`` with what rendering the file's templates shows (``template_diagnostics.template_pass``, the
    server's template pass), the PROTO files read from disk."""
    from webots_ls.analysis.files import uri_path
    from webots_ls.analysis.project import normal_path
    from webots_ls.features import template_diagnostics
    from webots_ls.snapshot import FileSnapshot
    from webots_ls.syntax.document import Document
    from webots_ls.syntax.positions import LineIndex

    def proto_text(proto: Path) -> str | None:
        try:
            return proto.read_bytes().decode("utf-8", "replace")
        except OSError:
            return None

    def node_types_for(uri: str, text: bytes) -> NodeTypes:
        return ProjectNodeTypes(uri_path(uri), text, project)

    path = normal_path(path)
    snapshot = FileSnapshot(path.as_uri(), None, Document(source, LineIndex(source), tree), analysis, node_types)
    home = project.installation.home if project.installation is not None else None
    return template_diagnostics.template_pass(snapshot, findings, path, proto_text, node_types_for, home)


# -- the diagnostics worker process ----------------------------------------------------------------------
_cancelled_job: Any = None  # shared with the server: the number of the job to stop (multiprocessing RawValue)


def init_worker(cancelled_job: Any) -> None:
    """Start of the worker process: it inherits the LSP pipe as its stdout, so anything it prints goes to stderr
    instead; and it ends when the server does (``_end_with_parent``)."""
    global _cancelled_job
    _cancelled_job = cancelled_job
    os.dup2(2, 1)
    sys.stdout = sys.stderr
    threading.Thread(target=_end_with_parent, name="webots-ls parent watch", daemon=True).start()


def _end_with_parent() -> None:
    """Wait for the server's end, then end this process, whatever it is doing: a killed server (SIGKILL) runs no
    shutdown path, and the pool's worker would wait for jobs forever (with multiprocessing's resource tracker, whose
    pipe it holds). The wait is on multiprocessing's parent sentinel: on POSIX a pipe whose other end only the server
    holds (closed by the system when the server ends, or by the server when it lets the pool go), on Windows the
    server's process handle."""
    parent = multiprocessing.parent_process()
    if parent is None:  # (not started by multiprocessing)
        return
    parent.join()
    os._exit(0)


class ProjectSpec(NamedTuple):
    """What the worker needs to make the server's project: its folders, installation and open .proto texts, and
    how many times the server dropped its folder listings (the worker drops its own when that number moved)."""

    workspace_folders: tuple[str, ...]
    webots_home: str | None
    documents: dict[str, bytes]
    listings_generation: int = 0


_projects: dict[tuple, Project] = {}  # the worker's projects (one in practice), their interface caches kept
_listings_seen: dict[tuple, int] = {}  # per project: the server's listings_generation its listings are from


def _worker_project(spec: ProjectSpec) -> Project:
    key = (spec.workspace_folders, spec.webots_home)
    project = _projects.get(key)
    if project is None:
        project = _projects[key] = Project(spec.workspace_folders, spec.webots_home)
    elif _listings_seen.get(key) != spec.listings_generation:
        project.forget_listings()  # a .proto was created or deleted since: files are stat-checked, folders not
    _listings_seen[key] = spec.listings_generation
    told = project.open_documents()
    for path in told.keys() - spec.documents.keys():
        project.close_document(path)
    for path, text in spec.documents.items():
        if told.get(path) != text:
            project.set_document(path, text)
    return project


class WorkerResult(NamedTuple):
    findings: list[Finding]
    uses: Uses | None  # what the PROTO answers were read from (the server refreshes the file when one changes)


# A small world that goes through every stage of a run (the pass, a USE, slot typing, a bounding object).
WARM_UP_SOURCE = (
    b"#VRML_SIM R2025a utf8\nWorldInfo { }\n"
    b"Solid { children [ Shape { appearance PBRAppearance { } geometry DEF BOX Box { } } ] boundingObject USE BOX }\n"
)
WARM_UP_JOB = -1  # (the server numbers its jobs from 1: never the cancelled one)


def warm_worker() -> None:
    """A first run, on ``WARM_UP_SOURCE``, in a worker the server started before it had a job: the first real run
    then finds the analysis imported and the process' caches (node models, regexes, the pass' code) warm."""
    worker_findings(WARM_UP_SOURCE, WARM_UP_JOB)


def worker_findings(
    source: bytes, job: int, path: str | None = None, spec: ProjectSpec | None = None
) -> WorkerResult | None:
    """Diagnostics of ``source`` (the file at ``path`` in the project ``spec`` describes, when given) for job number
    ``job``; None when the server cancelled the job meanwhile."""
    project = _worker_project(spec) if path is not None and spec is not None else None
    uses = Uses() if project is not None else None
    try:
        findings = findings_for(
            source, path, project, should_stop=lambda: _cancelled_job is not None and _cancelled_job.value == job,
            uses=uses,
        )
    except Cancelled:
        return None
    return WorkerResult(findings, uses)


# -- the linter's configuration files ------------------------------------------------------------------------
CONFIG_NAMES = ("webots-ls.toml", "pyproject.toml")  # in a folder, webots-ls.toml wins
TABLE = "webots-ls"  # pyproject.toml's [tool.webots-ls]


def read_config(path: Path, root: Path | None = None) -> ConfigFile | None:
    """The configuration in ``path``: a webots-ls.toml's top level, or a pyproject.toml's ``[tool.webots-ls]``
    (None: a pyproject.toml without that table, which is no configuration). Its relative globs are relative to
    ``root`` (default: the file's folder). Raises ``ConfigError`` (unreadable, bad TOML, a bad key or code)."""
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # (tomli: a dependency on 3.10 only; it is tomllib's origin)
        import tomli as tomllib
    try:
        data = tomllib.loads(path.read_bytes().decode("utf-8"))
    except OSError as error:
        raise ConfigError(f"{path}: cannot read: {error.strerror or error}") from None
    except (UnicodeDecodeError, tomllib.TOMLDecodeError, RecursionError) as error:
        raise ConfigError(f"{path}: invalid TOML: {error}") from None
    table_name = ""
    if path.name == "pyproject.toml":
        tool = data.get("tool")
        if not isinstance(tool, dict) or TABLE not in tool:
            return None
        data, table_name = tool[TABLE], f"[tool.{TABLE}] "
    return read_table(data, path, root or path.parent, CODES.keys(), table_name)


class ConfigFinder:
    """The settings of each path: from the configuration file closest to it (webots-ls.toml, else a pyproject.toml
    with ``[tool.webots-ls]``, in its folder or the nearest folder above; up to the filesystem root), or from the
    one file ``config`` names; then the command line's ``overrides``. Without a file: the defaults, their globs
    relative to ``default_root`` (None: the folder searched from).

    A file is parsed again only when its modification time or size changed, so a long-lived finder (the server's)
    sees an edited configuration at the next look-up; ``cache_folders`` (a ``check`` run, whose files do not change)
    also keeps which file each folder found."""

    def __init__(self, overrides: Overrides | None = None, config: Path | None = None,
                 default_root: Path | None = None, cache_folders: bool = False) -> None:
        self.overrides = overrides
        self.config = Path(os.path.abspath(config)) if config is not None else None
        self.default_root = default_root
        self._parsed: dict[str, tuple[tuple[int, int], Settings | None]] = {}
        self._defaults: dict[Path, Settings] = {}
        self._folders: dict[Path, Settings] | None = {} if cache_folders else None

    def settings_for_file(self, path: Path) -> Settings:
        return self.settings_for_folder(Path(os.path.abspath(path)).parent)

    def settings_for_folder(self, folder: Path) -> Settings:
        folder = Path(os.path.abspath(folder))
        if self._folders is not None and folder in self._folders:
            return self._folders[folder]
        settings = self._find(folder)
        if self._folders is not None:
            self._folders[folder] = settings
        return settings

    def is_excluded(self, path: Path, is_folder: bool = False) -> bool:
        """Whether a path met in a folder walk is excluded (a folder by its own settings, a file by its folder's)."""
        path = Path(os.path.abspath(path))
        settings = self.settings_for_folder(path) if is_folder else self.settings_for_folder(path.parent)
        return settings.is_excluded(path)

    def _find(self, folder: Path) -> Settings:
        if self.config is not None:
            settings = self._settings_in(str(self.config), root=Path.cwd())  # (ruff: --config's globs are the cwd's)
            if settings is None:
                raise ConfigError(f"{self.config}: no [tool.{TABLE}] table")
            return settings
        here = str(folder)  # (strings: the walk runs before each publish in the server, pathlib would double it)
        while True:
            for name in CONFIG_NAMES:
                settings = self._settings_in(os.path.join(here, name))
                if settings is not None:
                    return settings
            parent = os.path.dirname(here)
            if parent == here:
                break
            here = parent
        root = self.default_root or folder
        if root not in self._defaults:
            self._defaults[root] = Settings.make(ConfigFile(None, root), CODES.keys(), self.overrides)
        return self._defaults[root]

    def _settings_in(self, path: str, root: Path | None = None) -> Settings | None:
        """The settings of the configuration file at ``path``; None when there is none there (or it is a
        pyproject.toml without the table)."""
        try:
            status = os.stat(path)
        except OSError:
            if root is not None:  # (the --config file)
                raise ConfigError(f"{path}: no such file") from None
            return None
        if not stat.S_ISREG(status.st_mode):
            return None
        stamp = (status.st_mtime_ns, status.st_size)
        cached = self._parsed.get(path)
        if cached is not None and cached[0] == stamp:
            return cached[1]
        config = read_config(Path(path), root)
        settings = Settings.make(config, CODES.keys(), self.overrides) if config is not None else None
        self._parsed[path] = (stamp, settings)
        return settings


def kept_findings(findings: list[Finding], source: bytes, settings: Settings | None = None,
                  path: Path | None = None, tree: Tree | None = None) -> list[Finding]:
    """The findings a file's settings report: not those of codes left out by select/ignore or by its per-file
    ignores, nor those an inline ``# webots-ls: ignore[code]`` ends the line of (``tree``: the source's, else it is
    parsed when such a comment may be there)."""
    if settings is not None:
        ignored = settings.ignored_for(Path(os.path.abspath(path)) if path is not None else None)
        if ignored:
            findings = [finding for finding in findings if finding.code not in ignored]
    if findings and INLINE_MARKER in source:
        inline = inline_ignores(tree if tree is not None else parse(source), source)
        findings = [finding for finding in findings if not inline.ignores(finding.span.start, finding.code)]
    return findings
