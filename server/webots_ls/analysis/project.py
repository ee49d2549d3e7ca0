"""PROTOs across files: where a node type name written in one file comes from (``WbProtoManager::findModel``).

Order for a file F (a world or a PROTO):
1. the PROTO F itself declares (in a PROTO's own body its name is a recursion, which Webots refuses);
2. F's ``EXTERNPROTO`` declarations: a name N binds to the first whose URL's file name is ``N.proto``
   (``findExternProtoDeclarationInFile``); a relative URL is read against F's folder, ``webots://…`` and
   ``https://raw.githubusercontent.com/cyberbotics/webots/<version>/…`` in a Webots installation when there is one,
   else from the bundled index by name; any other URL is "declared" (Webots would download it: never fetched here);
3. an undeclared name (files older than R2022b declare nothing) is found the backward-compatibility way: the
   project's ``protos/`` folders, recursively (the one holding F or beside F's folder, then each workspace
   folder's), then Webots' library; in an R2022b+ file Webots then reports ``Missing declaration`` (an error) but
   loads the node all the same (``missing_declaration``).
A name found nowhere is unknown. ``Project`` caches each PROTO file's interface (path + mtime/size, or an open
document's text) and reads nothing for PROTOs nobody asks about. Pure: no LSP types.
"""

from __future__ import annotations

import os
import re
import sys
from dataclasses import dataclass, field
from pathlib import Path
from types import MappingProxyType
from typing import Iterable, Mapping, NamedTuple, Sequence

from .node_models import FieldModel, NodeModel, compatible_node_name, find_node_model
from .files import SkippedFile, read_file
from .node_types import BUILT_INS, Location, NodeTypesBase
from .proto_library import LibraryProto, ProtoLibrary, bundled_library, read_proto_list
from ..syntax.edits import ByteEdit
from .protos import ProtoInterface, ProtoParameter, head_extent, read_proto_file
from .spans import Span

WEBOTS_SCHEME = "webots://"
_WEBOTS_RAW = re.compile(r"^https://raw\.githubusercontent\.com/cyberbotics/webots/[^/]+/(.*)$")
_EXTERNPROTO_LINE = re.compile(rb'[ \t\r\n\f\v]*(?:IMPORTABLE[ \t\r\n\f\v]+)?EXTERNPROTO[ \t\r\n\f\v]+"([^"\n]*)"')
_VERSION = re.compile(r"^R(\d{4})([a-z])")
_MAX_FOLDER_FILES = 20000  # a workspace walk stops there (a home folder opened by mistake)


# -- where Webots is -------------------------------------------------------------------------------------------
def default_webots_homes(platform: str = sys.platform, environ: Mapping[str, str] = os.environ) -> list[Path]:
    """The usual install places, in Webots' documentation order for each platform."""
    if platform == "darwin":
        return [Path("/Applications/Webots.app/Contents"), Path("/Applications/Webots.app")]
    if platform.startswith("win"):
        homes = [Path(environ.get("ProgramFiles", r"C:\Program Files")) / "Webots"]
        if environ.get("LOCALAPPDATA"):
            homes.append(Path(environ["LOCALAPPDATA"]) / "Programs" / "Webots")
        return homes
    return [Path("/usr/local/webots"), Path("/snap/webots/current/usr/share/webots"), Path("/usr/share/webots")]


def find_webots_home(setting: str | None = None, environ: Mapping[str, str] = os.environ,
                     defaults: Iterable[Path] | None = None) -> Path | None:
    """The Webots installation: the ``webotsHome`` setting, else ``WEBOTS_HOME``, else the first usual install
    place that exists. A folder named by the setting or the variable counts as soon as it exists (Webots' own
    test runner points WEBOTS_HOME at a tree with no ``projects/``); a usual place needs ``resources/``."""
    for explicit in (setting, environ.get("WEBOTS_HOME")):
        if explicit:
            path = Path(explicit).expanduser()
            return path if path.is_dir() else None
    for path in default_webots_homes() if defaults is None else defaults:
        if (path / "resources").is_dir():
            return path
    return None


def project_root(file_path: str | Path) -> Path:
    """The Webots project around a file (for ``check``, which has no workspace): the folder holding the nearest
    ``worlds/`` or ``protos/`` folder the file is in, else the file's own folder."""
    path = normal_path(file_path)
    for parent in path.parents:
        if parent.name in ("worlds", "protos"):
            return parent.parent
    return path.parent


def webots_relative_path(url: str) -> str | None:
    """``projects/…/X.proto`` for a ``webots://`` URL or a raw GitHub URL of cyberbotics/webots, else None."""
    if url.startswith(WEBOTS_SCHEME):
        return url[len(WEBOTS_SCHEME):]
    match = _WEBOTS_RAW.match(url)
    return match.group(1) if match else None


_RELEASE = re.compile(r"R\d{4}[a-z](?:-rev\d+)?")  # a Webots release as a header names it (R2023b, R2023b-rev1)


def library_url(url: str, version: str | None) -> str:
    """The URL Webots writes in a file of ``version`` for a library PROTO at ``url``: cyberbotics' raw URL at that
    release (``…/webots/R2023b/projects/…``), as its Add-node dialog and its missing-declaration message give it;
    ``url`` itself for a file of no release (the library lists say ``develop``)."""
    relative = webots_relative_path(url)
    if relative is None or version is None or not _RELEASE.fullmatch(version):
        return url
    return f"https://raw.githubusercontent.com/cyberbotics/webots/{version}/{relative}"


def is_before_r2022b(version: str | None) -> bool:
    """Files older than R2022b declare no EXTERNPROTO (``R2021b``, ``R2022a``, ``V6.0``, no header: old)."""
    match = _VERSION.match(version or "")
    return match is None or (int(match.group(1)), match.group(2)) < (2022, "b")


def url_file_name(url: str) -> str:
    return re.split(r"[/\\]", url)[-1]


def extern_proto_urls(source: bytes) -> list[str]:
    """The EXTERNPROTO URLs of a file's raw text, in order, as Webots' multiline regex finds them (a declaration
    starts a line)."""
    urls = []
    position = source.find(b"EXTERNPROTO")  # (the whole file: a declaration may follow anything)
    while position >= 0:
        line_start = source.rfind(b"\n", 0, position) + 1
        match = _EXTERNPROTO_LINE.match(source, line_start)
        if match is not None and match.start(1) > position:
            urls.append(match.group(1).decode("utf-8", "replace"))
        position = source.find(b"EXTERNPROTO", position + len(b"EXTERNPROTO"))
    return urls


def _first_line_end(text: bytes) -> int:
    """Where ``file_version`` stops reading: the first line's end within 200 bytes, else 200."""
    end = text.find(b"\n", 0, 200)
    return 200 if end < 0 else end


def _near_extern_proto(text: bytes, start: int, end: int) -> bool:
    """Whether ``text[start:end]`` may be part of an EXTERNPROTO declaration as ``extern_proto_urls`` reads them
    (``[IMPORTABLE] EXTERNPROTO "url"`` from a line start, blanks of any kind between the keyword and the string):
    the keyword in or across it, a line of it starting with the keyword, or the keyword just before its first
    line with only blanks between."""
    if b"EXTERNPROTO" in text[max(0, start - 11) : end + 11]:
        return True
    start_line = text.rfind(b"\n", 0, start) + 1
    end_line = text.rfind(b"\n", start_line, end) + 1 or start_line
    for line in {start_line, end_line}:
        head = text[line : line + _LINE_LOOK].lstrip()
        if not head or head.startswith((b"EXTERNPROTO", b"IMPORTABLE")):
            return True
    before = text[max(0, start_line - _LINE_LOOK) : start_line].rstrip()
    return before.endswith(b"EXTERNPROTO") or (not before and start_line > _LINE_LOOK)


_LINE_LOOK = 64


def file_version(source: bytes) -> str | None:
    """``R2023b`` from a first line ``#VRML_SIM R2023b utf8``, read as ``WbTokenizer::readFileInfo`` reads it (the
    ``#`` stripped, then the line trimmed: ``# VRML_SIM R2023a utf8`` is R2023a; a leading blank, which R2022b read
    and R2023a refuses, is read too: the header rule reports it)."""
    line = source[:200].split(b"\n", 1)[0].decode("utf-8", "replace").lstrip("\ufeff").strip()
    words = line[1:].split() if line.startswith("#") else []
    return words[1] if len(words) >= 2 and words[0].startswith("VRML") else None


def normal_path(path: str | Path) -> Path:
    """Absolute, ``..`` folded, symlinks kept: one key per file for the caches."""
    return Path(os.path.normpath(os.path.abspath(path)))


# -- what a name resolves to -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class ProtoSource:
    """Where a PROTO name of one file comes from.

    ``kind``: "file" (a .proto read from disk or an open document: ``path``, ``interface``), "library" (Webots'
    library without its file: ``library``, from an installation's list or the bundled index), "declared" (an
    EXTERNPROTO to a URL that is never fetched: known, nothing else). ``url``: the declaration or library URL."""

    name: str
    kind: str
    path: Path | None = None
    interface: ProtoInterface | None = None
    library: LibraryProto | None = None
    url: str | None = None

    @property
    def name_mismatch(self) -> bool:
        """The file declares a PROTO of another name (Webots: ``'%1' PROTO identifier does not match filename``,
        the PROTO is not loaded)."""
        return self.interface is not None and self.path is not None and self.interface.name != self.path.stem


@dataclass(eq=False)
class Uses:
    """What one file's answers were read from: PROTO files (read, or looked for and missing: a relative EXTERNPROTO
    to a file not written yet) and names looked up in the ``protos/`` folders' listings; ``all_listings`` when every
    listing was read (``names()``, for "did you mean"). The server refreshes only the open files a change affects."""

    paths: set[Path] = field(default_factory=set)
    listed_names: set[str] = field(default_factory=set)
    all_listings: bool = False

    def affected_by(self, path: Path, created_or_deleted: bool = False) -> bool:
        """Whether a change of the .proto at ``path`` (its text; or its creation or deletion) may change answers."""
        path = normal_path(path)
        if path in self.paths:
            return True
        return created_or_deleted and (self.all_listings or path.stem in self.listed_names)

    def merge(self, other: Uses) -> None:
        self.paths |= other.paths
        self.listed_names |= other.listed_names
        self.all_listings = self.all_listings or other.all_listings


class WebotsInstallation:
    """A Webots folder: ``projects/`` with the library's files, ``resources/proto-list.xml`` listing them."""

    def __init__(self, home: Path):
        self.home = home
        self._list: ProtoLibrary | None = None

    def local_path(self, url: str) -> Path | None:
        """The file in this installation for a ``webots://`` or cyberbotics raw URL, None if it is not there."""
        relative = webots_relative_path(url)
        if relative is None:
            return None
        path = self.home / relative
        return path if path.is_file() else None

    def proto_list(self) -> ProtoLibrary | None:
        if self._list is None:
            xml = self.home / "resources" / "proto-list.xml"
            try:
                self._list = read_proto_list(xml) if xml.is_file() else ProtoLibrary({})
            except (OSError, SyntaxError, ValueError):
                self._list = ProtoLibrary({})
        return self._list


class Project:
    """The PROTOs around a set of workspace folders and an optional Webots installation, with caches.

    Freshness: ``set_document(path, text)`` makes an open document's text win over the disk, ``close_document``
    returns to the disk, ``invalidate(path)`` forgets a file (``workspace/didChangeWatchedFiles``; a created or
    deleted .proto also forgets the folder listings). ``generation`` grows at each change, so a caller can tell
    that answers made before may be stale."""

    def __init__(self, workspace_folders: Iterable[str | Path] = (), webots_home: str | Path | None = None,
                 library: ProtoLibrary | None = None):
        self.workspace_folders = [normal_path(folder) for folder in workspace_folders]
        self.installation = WebotsInstallation(normal_path(webots_home)) if webots_home else None
        self._library = library
        self._interfaces: dict[Path, tuple[object, ProtoInterface | None]] = {}
        self._documents: dict[Path, bytes] = {}
        self._folders: dict[Path, tuple[list[Path], dict[str, Path]]] = {}  # (every file, the first of each name)
        # PROTO node models, one per PROTO as read (``proto_node_model``): what they are made from, and the model
        self._models: dict[tuple, tuple[object, NodeModel | None]] = {}
        self.skipped_files: dict[Path, str] = {}  # why a file named as a PROTO was not read (``files``)
        self._base_types: dict[Path, _KeptBase] = {}  # a PROTO file's final base type as read (``_base_type``)
        self.generation = 0
        self.listings_generation = 0  # grows when the folder listings are dropped (a .proto created or deleted)

    @classmethod
    def discover(cls, workspace_folders: Iterable[str | Path] = (), webots_home_setting: str | None = None,
                 environ: Mapping[str, str] = os.environ) -> Project:
        """A project whose installation is found the usual way (``find_webots_home``)."""
        return cls(workspace_folders, find_webots_home(webots_home_setting, environ))

    # -- freshness --
    def set_document(self, path: str | Path, text: bytes | str) -> None:
        path = normal_path(path)
        self._documents[path] = text.encode("utf-8") if isinstance(text, str) else text
        self._forget(path)

    def close_document(self, path: str | Path) -> None:
        path = normal_path(path)
        self._documents.pop(path, None)
        self._forget(path)

    def open_documents(self) -> dict[str, bytes]:
        """The open documents' texts by path (what ``set_document`` was told)."""
        return {str(path): text for path, text in self._documents.items()}

    def invalidate(self, path: str | Path, created_or_deleted: bool = False) -> None:
        self._forget(normal_path(path))
        if created_or_deleted:
            self.forget_listings()

    def forget_listings(self) -> None:
        """List the folders again on next use (a .proto file appeared or went away)."""
        self._folders.clear()
        self.listings_generation += 1

    def _forget(self, path: Path) -> None:
        self._interfaces.pop(path, None)
        self.generation += 1

    # -- reading --
    @property
    def library(self) -> ProtoLibrary:
        if self._library is None:
            self._library = bundled_library()
        return self._library

    def interface(self, path: Path) -> ProtoInterface | None:
        """The interface of the .proto at ``path`` (None if unreadable or not a PROTO), cached until it changes."""
        path = normal_path(path)
        document = self._documents.get(path)
        if document is not None:
            stamp: object = ("document", id(document))
        else:
            try:
                status = path.stat()
            except (OSError, ValueError):  # (ValueError: a NUL byte in the name, which no file has)
                return None
            stamp = (status.st_mtime_ns, status.st_size)
        cached = self._interfaces.get(path)
        if cached is not None and cached[0] == stamp:
            return cached[1]
        if document is None:
            try:
                document = read_file(path)
            except SkippedFile as skipped:
                self.skipped_files[path] = skipped.reason
                return None
            except OSError:
                return None
        interface = read_proto_file(document)
        self._interfaces[path] = (stamp, interface)
        return interface

    def folder_protos(self, folder: Path) -> dict[str, Path]:
        """Name → file of the .proto files under ``folder`` (recursively, first found in sorted order wins)."""
        return self._listing(folder)[1]

    def folder_proto_files(self, folder: Path) -> list[Path]:
        """Every .proto file under ``folder``, in the order ``folder_protos`` looks at them (two of one name too)."""
        return self._listing(folder)[0]

    def _listing(self, folder: Path) -> tuple[list[Path], dict[str, Path]]:
        """May run in another thread (the server's first scan): a listing made while the listings were dropped is
        not kept."""
        listing = self._folders.get(folder)
        if listing is None:
            generation = self.listings_generation
            files = _list_protos(folder)
            by_name: dict[str, Path] = {}
            for path in files:
                by_name.setdefault(path.name[: -len(".proto")], path)
            listing = (files, by_name)
            if generation == self.listings_generation:
                self._folders[folder] = listing
        return listing

    def scan_folders(self) -> list[Path]:
        """The folders a first scan lists: each workspace folder's ``protos/``, then the workspace folders."""
        protos = [folder / "protos" for folder in self.workspace_folders if (folder / "protos").is_dir()]
        return protos + list(self.workspace_folders)

    def load_library(self) -> int:
        """Read Webots' library lists now (the installation's proto-list.xml, the bundled index); their size."""
        installed = self.installation.proto_list() if self.installation is not None else None
        return len(self.library.names() | (installed.names() if installed is not None else frozenset()))

    def project_proto_folders(self, file_path: Path) -> list[Path]:
        """The ``protos/`` folders an old file sees: the one holding it, its ``../protos``, the workspace's."""
        folders = []
        for parent in file_path.parents:
            if parent.name == "protos":
                folders.append(parent)
                break
        folders.append(file_path.parent.parent / "protos")
        folders.extend(folder / "protos" for folder in self.workspace_folders)
        unique = []
        for folder in folders:
            if folder.is_dir() and folder not in unique:
                unique.append(folder)
        return unique

    def library_source(self, name: str, uses: Uses | None = None) -> ProtoSource | None:
        """A Webots library PROTO: its file in the installation, else the installation's or the bundled entry."""
        installed = self.installation.proto_list() if self.installation is not None else None
        url = (installed.url(name) if installed is not None else None) or self.library.url(name)
        if url is None:
            return None
        if self.installation is not None:
            path = self._installed(url, uses)
            if path is not None:
                interface = self.interface(path)
                if interface is not None:
                    return ProtoSource(name, "file", path=path, interface=interface, url=url)
        entry = self.library.get(name) or (installed.get(name) if installed is not None else None)
        return ProtoSource(name, "library", library=entry, url=url) if entry is not None else None

    def _installed(self, url: str, uses: Uses | None) -> Path | None:
        """The installation's file for a library URL (None if missing); looked for, so recorded in ``uses``."""
        relative = webots_relative_path(url)
        if uses is not None and relative is not None:
            uses.paths.add(normal_path(self.installation.home / relative))
        return self.installation.local_path(url)

    def url_source(self, name: str, url: str, declaring_file: Path, uses: Uses | None = None) -> ProtoSource | None:
        """What an EXTERNPROTO URL declared in ``declaring_file`` gives for ``name``; never fetched. The files
        looked for are added to ``uses``."""
        if webots_relative_path(url) is not None:
            if self.installation is not None:
                path = self._installed(url, uses)
                if path is not None:
                    return ProtoSource(name, "file", path=path, interface=self.interface(path), url=url)
            entry = self.library.get(name)
            if entry is not None:
                return ProtoSource(name, "library", library=entry, url=url)
            return ProtoSource(name, "declared", url=url)
        if "://" in url:
            return ProtoSource(name, "declared", url=url)  # another web address: Webots downloads it, we do not
        path = normal_path(declaring_file.parent / url.replace("\\", "/"))
        if uses is not None:
            uses.paths.add(path)
        interface = self.interface(path)
        return ProtoSource(name, "file", path=path, interface=interface, url=url) if interface is not None else None


def _list_protos(folder: Path) -> list[Path]:
    found: list[Path] = []
    count = 0
    for directory, subdirectories, file_names in os.walk(folder):
        subdirectories.sort()
        for file_name in sorted(file_names):
            count += 1
            if file_name.endswith(".proto"):
                found.append(Path(directory) / file_name)
        if count > _MAX_FOLDER_FILES:
            break
    return found


# -- the provider for one file ---------------------------------------------------------------------------------
class ProjectNodeTypes(NodeTypesBase):
    """``NodeTypes`` for one file: built-in nodes, then PROTOs in ``findModel`` order (see the module doc).

    Answers are kept for the life of the object: make one per document version (or per ``Project.generation``).
    ``source`` None with ``interface``: a PROTO file known by its interface alone (its head holds its version and
    EXTERNPROTOs), so resolving a derived PROTO's base never reads the rest of its file.
    ``uses`` records what the answers were read from (``Uses``; a base PROTO's file resolves into the same record)."""

    def __init__(self, file_path: str | Path, source: bytes | str | None, project: Project,
                 interface: ProtoInterface | None = None, uses: Uses | None = None):
        super().__init__()  # the derived answers (type_info, field_infos, is_a) and their caches
        self.file_path = normal_path(file_path)
        self.source = source.encode("utf-8") if isinstance(source, str) else source
        self.project = project
        self.version = file_version(self.source) if self.source is not None else interface and interface.version
        self.declares_externprotos = not is_before_r2022b(self.version)
        self.uses = Uses() if uses is None else uses
        self._declarations: dict[str, str] | None = None
        self._sources: dict[str, ProtoSource | None] = {}
        self._models: dict[str, NodeModel | None] = {}
        self._base_types: dict[str, str | None] = {}
        self._own: ProtoInterface | None | bool = interface if interface is not None else False
        self._names: frozenset[str] | None = None
        self.generation = project.generation  # the project's answers it was made with
        self._head_extent: int | None | bool = False  # a PROTO file's head_extent, read on first use
        self._proto_folders: list[Path] | None = None  # ``proto_folders``, looked for on first use

    def keeps_answers(self, old_source: bytes, new_source: bytes,
                      edits: Sequence[ByteEdit]) -> bool:
        """Whether this provider still answers for ``new_source``, the text after ``edits`` (one didChange) to
        ``old_source`` (a text it answered for): the project is unchanged and the edit leaves alone all the
        provider reads of its file — the version line, the EXTERNPROTO declarations and a PROTO file's own
        interface. Then its caches survive a keystroke."""
        if self.project.generation != self.generation or self.source is None or len(edits) != 1:
            return False
        start, old_end, new_end = edits[0].start_byte, edits[0].old_end_byte, edits[0].new_end_byte
        if start <= 200 and start <= _first_line_end(old_source):  # (past 200 bytes: never the first line)
            return False  # file_version's line
        if _near_extern_proto(old_source, start, old_end) or _near_extern_proto(new_source, start, new_end):
            return False
        if self.file_path.suffix.lower() == ".proto":
            if self._head_extent is False:
                self._head_extent = head_extent(self.source)
            return self._head_extent is not None and start > self._head_extent  # type: ignore[operator]
        return True

    # -- NodeTypes --
    def model(self, name: str) -> NodeModel | None:
        built_in = find_node_model(name)
        if built_in is not None:
            return built_in
        found = self.resolve(name)
        if name not in self._models:
            self._models[name] = proto_node_model(found, self.project) if found is not None else None
        return self._models[name]

    def base_type(self, name: str) -> str | None:
        if find_node_model(name) is not None:
            return compatible_node_name(name)
        found = self.resolve(name)
        if name not in self._base_types:  # a derived PROTO's chain is resolved once
            self._base_types[name] = _base_type(found, self.project, self.uses) if found is not None else None
        base_type = self._base_types[name]
        return None if base_type is _RECURSIVE or base_type is _TOO_DEEP else base_type

    def is_known(self, name: str) -> bool:
        return find_node_model(name) is not None or self.resolve(name) is not None

    def names(self) -> frozenset[str]:
        if self._names is None:
            self._names = self._all_names()
            self.uses.all_listings = True
        return self._names

    def _all_names(self) -> frozenset[str]:
        names = set(BUILT_INS.names()) | set(self.declarations())
        own = self.own_interface()
        if own is not None:
            names.add(own.name)
        for folder in self.proto_folders():
            names.update(self.project.folder_protos(folder))
        names.update(self.project.library.names())
        return frozenset(names)

    # -- PROTO specifics --
    def declarations(self) -> dict[str, str]:
        """Name → URL of this file's EXTERNPROTOs (first declaration of a file name wins)."""
        if self._declarations is None:
            self._declarations = {}
            own = self.own_interface() if self.source is None else None
            urls = extern_proto_urls(self.source) if own is None else [item.url for item in own.extern_protos]
            for url in urls:
                file_name = url_file_name(url)
                if file_name.endswith(".proto"):
                    self._declarations.setdefault(file_name[:-len(".proto")], url)
        return self._declarations

    def own_interface(self) -> ProtoInterface | None:
        if self._own is False:
            is_proto = self.source is not None and self.file_path.suffix.lower() == ".proto"
            self._own = read_proto_file(self.source) if is_proto else None
        return self._own

    def resolve(self, name: str) -> ProtoSource | None:
        """Where PROTO ``name`` comes from in this file, None if nowhere (built-in names are not PROTOs)."""
        if name in self._sources:
            return self._sources[name]
        found = self._resolve(name)
        self._sources[name] = found
        if found is not None and found.path is not None:
            self.uses.paths.add(found.path)
        return found

    def _resolve(self, name: str) -> ProtoSource | None:
        own = self.own_interface()
        if own is not None and own.name == name:
            return ProtoSource(name, "file", path=self.file_path, interface=own)
        url = self.declarations().get(name)
        if url is not None:
            return self.project.url_source(name, url, self.file_path, self.uses)  # enforced: no fallback
        # undeclared: found the backward-compatibility way for every file; an R2022b+ file also gets an error
        # (missing_declaration) but Webots still loads the node
        return self.undeclared_source(name)

    def loaded_files(self) -> list[Path]:
        """The PROTO files this file's names resolved to so far (the ones Webots loads with it), its own excepted."""
        paths = []
        for found in self._sources.values():
            if found is not None and found.kind == "file" and found.interface is not None \
                    and found.path != self.file_path and found.path not in paths:
                paths.append(found.path)
        return paths

    def undeclared_source(self, name: str) -> ProtoSource | None:
        """Where an undeclared ``name`` would come from: the project's protos folders, then Webots' library."""
        self.uses.listed_names.add(name)
        for folder in self.proto_folders():
            path = self.project.folder_protos(folder).get(name)
            if path is not None:
                interface = self.project.interface(path)
                if interface is not None:
                    return ProtoSource(name, "file", path=path, interface=interface)
        return self.project.library_source(name, self.uses)

    def proto_folders(self) -> list[Path]:
        """The project's ``protos/`` folders this file sees (``Project.project_proto_folders``), looked for once per
        provider, as its answers are kept: each undeclared name asked for them, 2-3 ``stat`` calls a name
        (pr2-hospital.wbt, 32 library PROTOs undeclared: ~1 ms of its first diagnostics)."""
        if self._proto_folders is None:
            self._proto_folders = self.project.project_proto_folders(self.file_path)
        return self._proto_folders

    def location(self, name: str) -> Location | None:
        """Where PROTO ``name`` is: its PROTO line in a file, or its library URL (empty span) without one."""
        found = self.resolve(name)
        return proto_location(found) if found is not None else None

    def missing_declaration(self, name: str) -> str | None:
        """For an R2022b+ file using a known but undeclared PROTO: the URL to add (``Missing declaration for '%1',
        add: 'EXTERNPROTO "%2"' to '%3'.``): a project file relative to this file, else the library URL. Webots
        prints the error and loads the node all the same (``WbProtoManager::findModel``)."""
        if not self.declares_externprotos or find_node_model(name) is not None or name in self.declarations():
            return None
        own = self.own_interface()
        found = self.resolve(name) if own is None or own.name != name else None
        if found is None:
            return None
        if found.kind == "file" and found.path is not None and (found.url is None or "://" not in found.url):
            return os.path.relpath(found.path, self.file_path.parent).replace(os.sep, "/")
        return library_url(found.url, self.version) if found.url is not None else None

    def proto_ancestors(self, name: str) -> tuple[str, ...]:
        """``name`` and the PROTOs it derives from, nearest first (``WbProtoModel::ancestorProtoModel``), each
        resolved in the file of the PROTO that names it; () for a built-in or unknown type."""
        found = self.resolve(name) if find_node_model(name) is None else None
        chain: list[str] = []
        seen: set = set()
        while found is not None and found.name not in chain and found.path not in seen \
                and len(chain) <= MAX_DERIVATION_DEPTH:
            chain.append(found.name)
            if found.kind != "file" or found.interface is None or found.path is None:
                break  # a library entry gives its final base type only
            seen.add(found.path)
            written = found.interface.base_type
            if written is None or find_node_model(written) is not None:
                break
            found = ProjectNodeTypes(found.path, None, self.project, found.interface, uses=self.uses).resolve(written)
        return tuple(chain)

    def recursion(self, name: str) -> bool:
        """True when ``name``'s chain of base PROTOs comes back to a PROTO already in it (Webots: ``Recursive
        definition of PROTO node '%1' is not supported``)."""
        found = self.resolve(name)
        return found is not None and self.base_type(name) is None and self._base_types.get(name) is _RECURSIVE

    def too_deep(self, name: str) -> bool:
        """True when ``name`` derives from ``MAX_DERIVATION_DEPTH`` PROTOs or more (not resolved further)."""
        return self.resolve(name) is not None and self.base_type(name) is None \
            and self._base_types.get(name) is _TOO_DEEP


_RECURSIVE = "<recursive>"  # a sentinel base type, never a node name
_TOO_DEEP = "<too deep>"  # (another)
# PROTOs a derivation chain is followed through (real projects: 1 to 5; Webots sets no limit, and recurses in C++).
MAX_DERIVATION_DEPTH = 100


def _base_type(found: ProtoSource, project: Project, uses: Uses | None = None) -> str | None:
    """The built-in type ``found`` finally is: its body's first node type, each base PROTO resolved in the file of the
    PROTO that names it, followed without recursion; ``_TOO_DEEP`` when the chain holds more than
    ``MAX_DERIVATION_DEPTH`` PROTO files, ``_RECURSIVE`` when it loops.

    Each file followed is kept by the project (``_KeptBase``: as read, its chain's final base and length, and its
    base PROTO's file), so a chain is resolved once, whatever file of it is asked first; a kept answer is used while
    its files still read the same (one stat each, for at most ``MAX_DERIVATION_DEPTH`` + 1 of them: past those the
    answer is too deep whatever they say), so it never depends on what was asked before."""
    chain: list[tuple[Path, ProtoInterface]] = []  # the PROTO files followed here, nearest first, as read
    followed: set[Path] = set()
    base: str | None = None
    tail: tuple[Path, int] | None = None  # a kept answer the walk reached: its file and chain length
    while True:
        if found.kind == "library":
            base = found.library.base_type if found.library is not None else None
            break
        if found.kind != "file" or found.interface is None or found.path is None:
            break
        kept = _kept_base(project, found.path, uses)
        if kept is not None:
            base, tail = kept.base, (found.path, kept.depth)
            break
        if found.path in followed:
            return _RECURSIVE  # (not kept: which file is judged recursive depends on where the loop was entered)
        chain.append((found.path, found.interface))
        followed.add(found.path)
        if uses is not None:
            uses.paths.add(found.path)
        written = found.interface.base_type
        if written is None:
            break
        if find_node_model(written) is not None:
            base = compatible_node_name(written)
            break
        inner = ProjectNodeTypes(found.path, None, project, found.interface, uses=uses).resolve(written)
        if inner is None:
            break
        found = inner
    depth, next_path = (tail[1], tail[0]) if tail is not None else (0, None)
    for path, interface in reversed(chain):
        depth += 1
        project._base_types[path] = _KeptBase(interface, base, depth, next_path)
        next_path = path
    return _TOO_DEEP if depth > MAX_DERIVATION_DEPTH else base


class _KeptBase(NamedTuple):
    """A PROTO file's final base type as read (``_base_type``)."""

    interface: ProtoInterface  # the file as read
    base: str | None
    depth: int  # the PROTO files from this one to the end of its chain, itself included
    next_path: Path | None  # its base PROTO's file (None: a built-in, library or unknown base)


def _kept_base(project: Project, path: Path, uses: Uses | None) -> _KeptBase | None:
    """The kept answer of ``path`` when every file it was read from still reads the same (up to the depth limit)."""
    kept = project._base_types.get(path)
    link: Path | None = path
    for _ in range(MAX_DERIVATION_DEPTH + 1):
        if link is None:
            break
        entry = project._base_types.get(link)
        if entry is None or project.interface(link) is not entry.interface:
            return None
        if uses is not None:
            uses.paths.add(link)
        link = entry.next_path
    return kept


def proto_location(found: ProtoSource) -> Location | None:
    if found.kind == "file" and found.path is not None and found.interface is not None:
        return Location(found.path.as_uri(), found.interface.proto_span)
    if found.url is not None:
        return Location(found.url, Span(0, 0))
    return None


def proto_node_model(found: ProtoSource, project: Project) -> NodeModel | None:
    """A PROTO as a node model: its parameters as fields, its base type as written as ``base``. One object per PROTO
    as read, kept by the project (every provider of every version asks it; caches of field infos key on it)."""
    key = (found.name, found.kind, found.path, found.url)
    made_from = found.library if found.kind == "library" else found.interface
    cached = project._models.get(key)
    if cached is not None and cached[0] is made_from:
        return cached[1]
    model = _new_proto_node_model(found)
    project._models[key] = (made_from, model)
    return model


def _new_proto_node_model(found: ProtoSource) -> NodeModel | None:
    if found.kind == "library" and found.library is not None:
        entry = found.library
        return NodeModel(entry.name, entry.base_type, _fields(entry.parameters), is_proto=True,
                         description=entry.description, location=proto_location(found), url=found.url,
                         needs_robot_ancestor=entry.needs_robot_ancestor, slot_type=entry.slot_type,
                         fields_known=entry.parameters_known)
    if found.kind == "file" and found.interface is not None:
        interface = found.interface
        return NodeModel(found.name, interface.base_type, _fields(interface.parameters), is_proto=True,
                         description=interface.description, location=proto_location(found), url=found.url,
                         slot_type=interface.slot_type)
    return None


def _fields(parameters: tuple[ProtoParameter, ...]) -> Mapping[str, FieldModel]:
    return MappingProxyType(
        {p.name: FieldModel(p.name, p.type, p.kind, p.default, (), p.restrictions, p.doc) for p in parameters})


__all__ = [
    "Project",
    "ProjectNodeTypes",
    "ProtoSource",
    "Uses",
    "WebotsInstallation",
    "default_webots_homes",
    "extern_proto_urls",
    "file_version",
    "find_webots_home",
    "is_before_r2022b",
    "normal_path",
    "project_root",
    "proto_location",
    "proto_node_model",
    "webots_relative_path",
]
