"""The server's one ``Project`` (PROTOs across files) and the provider each open file's snapshot gets from it.

Made at ``initialize`` from the workspace folders (else rootUri / rootPath) and the ``webotsHome`` setting (else
``WEBOTS_HOME``, else the usual install places; with none, the bundled index). Remade when the setting or the list of
workspace folders changes.
Open ``.proto`` documents are what the project reads (``set_document``); ``changed`` is what the server calls after
anything that can change what a PROTO is (an open .proto edited, a file on disk changed)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from pygls.uris import to_fs_path

from ..analysis.node_types import BUILT_INS, NodeTypes
from ..analysis.project import Project, ProjectNodeTypes


def file_path(uri: str) -> Path | None:
    """The local file of a ``file:`` URI; None for any other scheme (an untitled buffer has no project)."""
    if not uri.startswith("file:"):
        return None
    path = to_fs_path(uri)
    return Path(path) if path else None


def is_proto(uri: str) -> bool:
    return uri.lower().endswith(".proto")


def webots_home_setting(settings: Any) -> str | None:
    """``webotsHome`` from initializationOptions or the ``webots`` configuration section: the path, "" when it is
    given empty (the setting cleared: the installation is found as without it), None when it is not given."""
    if isinstance(settings, dict):
        if isinstance(settings.get("webots"), dict):
            settings = settings["webots"]
        home = settings.get("webotsHome")
        if isinstance(home, str):
            return home.strip()
    return None


def folder_paths(folders: Any) -> list[Path]:
    """The local folders of a list of ``WorkspaceFolder`` (None: none; a folder of another scheme is left out)."""
    return [path for folder in folders or [] if (path := file_path(folder.uri)) is not None]


def workspace_folders(params: Any) -> list[Path]:
    """The folders of an ``initialize``: workspaceFolders, else rootUri, else rootPath."""
    folders = [file_path(folder.uri) for folder in params.workspace_folders or []]
    if not folders and params.root_uri:
        folders = [file_path(params.root_uri)]
    if not folders and params.root_path:
        folders = [Path(params.root_path)]
    return [folder for folder in folders if folder is not None]


class ServerProject:
    def __init__(self) -> None:
        self.folders: list[Path] = []
        self.setting: str | None = None
        self.project: Project | None = None  # None until initialize

    def start(self, folders: list[Path], setting: str | None) -> None:
        self.folders, self.setting = folders, setting
        self.project = Project.discover(folders, setting)

    def reconfigure(self, setting: str | None, open_protos: dict[Path, bytes]) -> bool:
        """A new ``webotsHome`` setting: a new project (the open .proto texts carried over); False if unchanged."""
        if self.project is None or setting == self.setting:
            return False
        self._restart(self.folders, setting, open_protos)
        return True

    def change_folders(self, added: list[Path], removed: list[Path], open_protos: dict[Path, bytes]) -> bool:
        """Workspace folders added or removed after ``initialize`` (``workspace/didChangeWorkspaceFolders``): a new
        project on the new list, as for a new setting (rare: its caches are made again on use); False if the list
        is unchanged."""
        folders = [folder for folder in self.folders if folder not in removed]
        folders += [folder for folder in added if folder not in folders]
        if self.project is None or folders == self.folders:
            return False
        self._restart(folders, self.setting, open_protos)
        return True

    def _restart(self, folders: list[Path], setting: str | None, open_protos: dict[Path, bytes]) -> None:
        self.start(folders, setting)
        for path, text in open_protos.items():
            self.project.set_document(path, text)

    def as_of_now(self) -> ServerProject:
        """This one as it is now, for a thread (the template pass' render): a new setting or folder list replaces the
        ``Project`` (``_restart``), and a render that straddles that keeps reading the one it started with. (Changes
        within one project are made so that a reader thread may run meanwhile: its caches are stamped.)"""
        pinned = ServerProject()
        pinned.folders, pinned.setting, pinned.project = list(self.folders), self.setting, self.project
        return pinned

    @property
    def webots_home(self) -> Path | None:
        """The Webots installation the project uses (None: none found, the bundled index)."""
        installation = self.project.installation if self.project is not None else None
        return installation.home if installation is not None else None

    def workspace_protos(self) -> list[Path]:
        """Every .proto file under the workspace folders, each once (the project's listings, dropped when the
        watcher reports a .proto created or deleted)."""
        if self.project is None:
            return []
        found = {path: None for folder in self.project.workspace_folders
                 for path in self.project.folder_proto_files(folder)}
        return list(found)

    @property
    def generation(self) -> int:
        return self.project.generation if self.project is not None else 0

    def node_types(self, uri: str, source: bytes) -> NodeTypes:
        """The provider for one version of one document (cheap: answers are computed on demand)."""
        path = file_path(uri)
        if self.project is None or path is None:
            return BUILT_INS
        return ProjectNodeTypes(path, source, self.project)

    @staticmethod
    def affected(node_types: NodeTypes, path: Path | None, created_or_deleted: bool) -> bool:
        """Whether a change of the .proto at ``path`` (None: the whole project) may change ``node_types``' answers."""
        if not isinstance(node_types, ProjectNodeTypes):
            return False
        return path is None or node_types.uses.affected_by(path, created_or_deleted)

    def provider_after_edit(
        self, uri: str, old_text: bytes, new_text: bytes, edits, previous: NodeTypes,
    ) -> tuple[NodeTypes, Path | None]:
        """The provider for an edited version of an open document, and the path of an open .proto whose interface
        the edit may have changed (the project now reads it; else None). The previous provider, caches and all,
        when the edit leaves everything it reads as it was (``ProjectNodeTypes.keeps_answers``): most keystrokes."""
        if isinstance(previous, ProjectNodeTypes) and previous.project is self.project \
                and previous.keeps_answers(old_text, new_text, edits):
            return previous, None
        if self.project is None or file_path(uri) is None:
            return BUILT_INS, None  # no project: nothing to join the text for
        changed = self.document_changed(uri, new_text)
        return self.node_types(uri, new_text), changed

    def document_changed(self, uri: str, source: bytes | None) -> Path | None:
        """An open document's text (None: closed); its path if it is a .proto, whose text the project now reads."""
        path = file_path(uri)
        if self.project is None or path is None or not is_proto(uri):
            return None
        if source is None:
            self.project.close_document(path)
        else:
            self.project.set_document(path, source)
        return path

    def file_changed(self, uri: str, created_or_deleted: bool) -> Path | None:
        """A file changed on disk (``workspace/didChangeWatchedFiles``); its path if the project may answer
        otherwise."""
        path = file_path(uri)
        if self.project is None or path is None or not is_proto(uri):
            return None
        self.project.invalidate(path, created_or_deleted)
        return path

