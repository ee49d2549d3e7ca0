"""The pygls server: transport, lifecycle rules, the open files and the negotiated position encoding."""

from __future__ import annotations

import asyncio
import contextlib
import inspect
import logging
import signal
import threading
from collections.abc import Callable
from pathlib import Path
from types import SimpleNamespace
from typing import TYPE_CHECKING, Any, BinaryIO

import attrs
from lsprotocol import types
from pygls.exceptions import (
    FeatureNotificationError,
    JsonRpcException,
    JsonRpcInvalidRequest,
    JsonRpcServerNotInitialized,
)
from pygls.io_ import StdinAsyncReader, StdoutWriter, run_async
from pygls.lsp.server import LanguageServer
from pygls.protocol import LanguageServerProtocol, default_converter

from .. import __version__, heap
from ..analysis.node_types import BUILT_INS
from ..analysis.project import normal_path
from ..snapshot import FileSnapshot
from ..syntax.document import Document
from ..syntax.positions import UTF16
from . import convert, gc_policy, project_scan, stdio
from .diagnostics_scheduler import DiagnosticsScheduler
from .gc_policy import IdleCollector
from .open_files import OpenFile
from .project_files import ServerProject, file_path, is_proto
from .settings import LintSettings
from .template_pass import TemplatePass

if TYPE_CHECKING:
    import cattrs  # lsprotocol's and pygls' converter library

log = logging.getLogger(__name__)

# The document sync notifications, which the server handles itself (see WebotsProtocol.handle_message)
_DOCUMENT_SYNC = frozenset(
    {types.TEXT_DOCUMENT_DID_OPEN, types.TEXT_DOCUMENT_DID_CHANGE, types.TEXT_DOCUMENT_DID_CLOSE}
)

# A message already answered during deserialization: handle_message ignores non-"2.0" messages.
_ANSWERED = SimpleNamespace(jsonrpc="answered")


def _is_id(value: Any) -> bool:
    """A JSON-RPC id: a string, a number or null (not a boolean, an object or an array)."""
    return value is None or isinstance(value, (str, int, float)) and not isinstance(value, bool)


def invalid_message(data: Any) -> str | None:
    """Why ``data``, a message as read from its JSON, is not a JSON-RPC 2.0 message (None: it may be one)."""
    if not isinstance(data, dict):
        return "a message is a JSON object"
    if data.get("jsonrpc") != "2.0":
        return 'a message has "jsonrpc": "2.0"'
    if "method" in data and not isinstance(data["method"], str):
        return "a method is a string"
    if "id" in data and not _is_id(data["id"]):
        return "an id is a string or a number"
    return None


class WebotsProtocol(LanguageServerProtocol):
    """pygls' protocol with LSP's lifecycle rules enforced and document sync left to the server, through pygls'
    public API only (its public methods overridden, and its writer).

    pygls' TextDocument rebuilds the whole text on each change (O(document size)); the server keeps one snapshot
    per open file instead, so didOpen/didChange/didClose go straight to the server's handlers (``document_sync``).
    """

    def __init__(self, server: WebotsLanguageServer, converter: cattrs.Converter) -> None:
        super().__init__(server, converter)
        self.language_server = server
        self.initialized = False  # an ``initialize`` came
        self.shut_down = False  # a ``shutdown`` came: later requests are refused

    def structure_message(self, data: dict[str, Any]):
        """Answer a request whose params do not deserialize with an error response (pygls only logs it,
        leaving the client waiting forever), and one that is not JSON-RPC 2.0 with InvalidRequest (pygls drops it,
        or answers -32603). (pygls' reader calls this for every object of a message, inner ones first: those have
        no "jsonrpc" and go through unchanged; what has none at the top is refused by ``handle_message``.)"""
        if isinstance(data, dict) and "jsonrpc" in data and (reason := invalid_message(data)) is not None:
            return self._refuse_invalid(data, reason)
        method = data.get("method") if isinstance(data, dict) else None
        if method == types.TEXT_DOCUMENT_DID_CHANGE:
            if "id" not in data:
                return self._structure_change(data)
            self._version_null_keeps_version(data.get("params"))
        try:
            return super().structure_message(data)
        except JsonRpcException as error:
            if isinstance(data, dict) and "id" in data and "method" in data:
                self._answer_error(data["id"], error, f"{error.message}: bad parameters for {data['method']}")
                return _ANSWERED
            raise

    def _structure_change(self, data: dict[str, Any]):
        """A didChange with its params in the server's terms (``convert.DocumentChange``): read straight from the
        JSON when they have the plain shape, else through lsprotocol's types as any message."""
        change = convert.document_change_from_json(data.get("params"))
        if change is None:
            self._version_null_keeps_version(data.get("params"))
            message = super().structure_message(data)
            change = convert.document_change(message.params)
        # (lsprotocol's message types take "2.0" when the message names no version)
        return SimpleNamespace(method=types.TEXT_DOCUMENT_DID_CHANGE, params=change, jsonrpc=data.get("jsonrpc", "2.0"))

    def _version_null_keeps_version(self, params: Any) -> None:
        """A ``didChange`` whose version is null (some clients) is applied, keeping the document's version number:
        lsprotocol's type wants a number, and dropping the change would leave the texts diverging."""
        document = params.get("textDocument") if isinstance(params, dict) else None
        if isinstance(document, dict) and document.get("version") is None:
            snapshot = self.language_server.snapshot(document.get("uri"))
            document["version"] = snapshot.version if snapshot is not None and snapshot.version is not None else 0

    def handle_message(self, message) -> None:
        """Before ``initialize``: requests get ServerNotInitialized (-32002), notifications are dropped (``exit``
        excepted). After ``shutdown``: requests get InvalidRequest (pygls would leave them unanswered). The document
        sync notifications go to the server's handlers; everything else to pygls.

        The idle check counts from the end of the handling: a didOpen's first diagnostics, due as soon as the loop
        is free, come before the pause's work (the worker's start cost a fresh server's first diagnostics of a
        3 MB world 11-24 ms when the check, set at the start of the open, was due first)."""
        try:
            self._handle_message(message)
        finally:
            self.language_server.idle_gc.message_handled()

    def _handle_message(self, message) -> None:
        if message is _ANSWERED:
            return
        if not hasattr(message, "jsonrpc"):  # (not structured: no "jsonrpc" at the top, or not an object)
            self._refuse_invalid(message, invalid_message(message) or "not a JSON-RPC message")
            return
        method = getattr(message, "method", None)
        if method is None or getattr(message, "jsonrpc", None) != self.VERSION:
            super().handle_message(message)  # (a response; or what pygls drops, with its warning)
            return
        is_request = hasattr(message, "id")
        if method != types.EXIT:
            if self.shut_down:
                self._refuse(message, JsonRpcInvalidRequest("The server is shutting down"))
                return
            if not self.initialized and method != types.INITIALIZE:
                self._refuse(message, JsonRpcServerNotInitialized("The server is not initialized yet"))
                return
        if method == types.INITIALIZE:
            self.initialized = True
        elif method == types.SHUTDOWN and is_request:
            self.shut_down = True  # (pygls answers it, then drops every message but exit)
        if method in _DOCUMENT_SYNC and not is_request:
            self._sync_document(method, message.params)
            return
        super().handle_message(message)

    def _sync_document(self, method: str, params: Any) -> None:
        """didOpen/didChange/didClose straight to the server's handler: pygls' path to it (a uuid, a Future and
        its callbacks, a generator builtin forwarding to the handler) costs ~70 us per keystroke."""
        handler = self.language_server.document_sync.get(method)
        if handler is None:
            return
        try:
            handler(self.language_server, params)
        except Exception as error:
            log.exception("%s failed", method)
            self.language_server.report_server_error(error, FeatureNotificationError)

    def _refuse(self, message, error: JsonRpcException) -> None:
        if hasattr(message, "id"):
            self._answer_error(message.id, error, error.message)
        else:
            log.warning("dropped %s: %s", message.method, error.message)

    def _refuse_invalid(self, data: Any, reason: str):
        """A message that is not JSON-RPC 2.0: a request (a "method" and an "id") gets InvalidRequest, with its id
        when that is one (else null, as JSON-RPC asks); what is not an object too; a notification or a response is
        dropped (nothing may answer those)."""
        if isinstance(data, dict) and ("id" not in data or "method" not in data):
            log.warning("dropped a message that is not JSON-RPC 2.0 (%s)", reason)
            return _ANSWERED
        msg_id = data.get("id") if isinstance(data, dict) and _is_id(data.get("id")) else None
        self._answer_error(msg_id, JsonRpcInvalidRequest(), f"Invalid Request: {reason}")
        return _ANSWERED

    def _answer_error(self, msg_id, error: JsonRpcException, text: str) -> None:
        """An error response written by the server itself: pygls answers only what its handlers raise."""
        self._write({"jsonrpc": self.VERSION, "id": msg_id, "error": {"code": error.code, "message": text}})

    def notify(self, method: str, params: Any | None = None) -> None:
        """A notification whose params are ``convert.JsonReady`` (the diagnostics) is written with orjson: pygls
        encodes with ``json.dumps`` and has no public hook for another encoder (100,000 diagnostics: ~100 ms
        with orjson, ~1.3 s through pygls)."""
        if not (isinstance(params, convert.JsonReady) and self._write(
                {"jsonrpc": self.VERSION, "method": method, "params": params.data})):
            super().notify(method, params)

    def _write(self, message: dict) -> bool:
        """``message`` framed and written; False when orjson cannot write it (an integer beyond 64 bits)."""
        if self.writer is None:
            return False
        try:
            framed = stdio.frame(message)
        except TypeError:
            return False
        written = self.writer.write(framed)
        if inspect.isawaitable(written):
            asyncio.ensure_future(written)
        return True

    def get_message_type(self, method: str):
        """Diagnostics are published as JSON built by ``convert`` (``convert.JsonReady``): a plain notification
        (untyped params), not lsprotocol's typed one, whose params cattrs would unstructure as lsprotocol objects."""
        if method == types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS:
            return None
        if method == EXPANDED_PROTO:
            return ExpandedProtoRequest
        return super().get_message_type(method)


EXPANDED_PROTO = "webots/expandedProto"  # the server's own request (handlers.expanded_proto_text)


@attrs.define
class ExpandedProtoRequest:
    """``webots/expandedProto``: its params read as ``TextDocumentPositionParams`` (an unknown method's would be
    left as pygls' untyped object)."""

    id: int | str
    params: types.TextDocumentPositionParams
    method: str = EXPANDED_PROTO
    jsonrpc: str = "2.0"


# Freed memory goes back to the system this long after the last publish or close of a document of at least
# RELEASE_MEMORY_BYTES (``heap``: glibc's malloc_trim; until then the next big document may reuse it).
RELEASE_MEMORY_BYTES = 1 << 20
RELEASE_AFTER_SECONDS = 5.0


def json_ready_converter() -> cattrs.Converter:
    """pygls' converter (its ``converter_factory``) that sends a ``convert.JsonReady`` payload as it is: cattrs
    unstructures a message's untyped ``params``/``result`` by walking every dict and list in it (1 s for 100,000
    diagnostics); its hook for ``JsonReady`` returns the payload without looking inside."""
    converter = default_converter()
    converter.register_unstructure_hook(convert.JsonReady, lambda ready: ready.data)
    return converter


class WebotsLanguageServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__(
            "webots-ls",
            __version__,
            protocol_cls=WebotsProtocol,
            converter_factory=json_ready_converter,
            text_document_sync_kind=types.TextDocumentSyncKind.Incremental,
        )
        self.files: dict[str, OpenFile] = {}
        self.inlay_units = True  # the ``inlayHints.units`` setting (see settings)
        self.templates_evaluate = True  # the ``templates.evaluate`` setting: procedural PROTOs rendered
        self.project = ServerProject()  # made at initialize
        self.project_scan: asyncio.Task | None = None  # the first scan of the project (project_scan), once started
        self.diagnostics = DiagnosticsScheduler(self.files, self.publish, self.project, self.warn)
        self.lint_settings = LintSettings()  # webots-ls.toml / [tool.webots-ls] of each document
        self.template_pass = TemplatePass(self)  # after each publish: what rendering templates shows
        self.idle_gc = IdleCollector(self.idle_work)  # started when serving
        self.document_sync: dict[str, Callable[[Any, Any], None]] = {}  # (see ``feature``)
        self._release_timer: asyncio.TimerHandle | None = None  # ``_release_memory_later``
        self.exit_code = 0
        self.terminated = False  # a SIGTERM came (``_ended_by_sigterm``)

    def shutdown(self) -> None:
        if self._release_timer is not None:
            self._release_timer.cancel()
        self.idle_gc.stop()
        self.diagnostics.close()
        if self.project_scan is not None:
            self.project_scan.cancel()
        super().shutdown()

    def feature(self, feature_name: str, options: Any | None = None):
        """pygls' feature decorator; a document sync handler is also kept in ``document_sync``, where the protocol
        calls it itself (``WebotsProtocol.handle_message``)."""
        register = super().feature(feature_name, options)
        if feature_name not in _DOCUMENT_SYNC:
            return register

        def decorator(handler):
            self.document_sync[feature_name] = handler
            return register(handler)

        return decorator

    # -- transport -----------------------------------------------------------------------------------
    def start_stdio(self, stdin: BinaryIO, stdout: BinaryIO) -> int:
        """Serve over stdio until ``exit`` or the end of input; returns the exit code (LSP: 1 when ``exit`` came
        without ``shutdown``). ``stdio.serve`` reads a pipe on POSIX systems; elsewhere pygls' own reader does."""
        try:
            asyncio.run(self._serve_stdio(stdin, stdout))
        except BrokenPipeError:
            log.error("Connection to the client is lost; shutting down")
        except SystemExit as exit:  # pygls' exit handler: 0 after shutdown, else 1
            self.exit_code = exit.code if isinstance(exit.code, int) else 1
        except KeyboardInterrupt:
            pass
        finally:
            self.shutdown()
        return self.exit_code

    async def _serve_stdio(self, stdin: BinaryIO, stdout: BinaryIO) -> None:
        self.idle_gc.start(asyncio.get_running_loop())
        self.protocol.set_writer(StdoutWriter(stdout))
        stop = threading.Event()
        if stdio.reads_on_the_loop(stdin):
            stdio.widen_pipe(stdin)
            stdio.widen_pipe(stdout)
            try:
                with self._ended_by_sigterm(asyncio.current_task()):
                    await stdio.serve(stdin, self.protocol, stop, self.report_server_error)
            except asyncio.CancelledError:
                if not self.terminated:
                    raise
                log.warning("SIGTERM: shutting down")  # (start_stdio shuts down; the exit code stays 0)
        else:
            # (SIGTERM keeps its default action here: pygls' reader thread may be blocked reading stdin, which
            # would hold the shutdown path's wait for the thread pool, and the interpreter's exit, forever)
            reader = StdinAsyncReader(stdio.WholeBodies(stdin), self.thread_pool)
            await run_async(stop, reader, self.protocol, log, self.report_server_error)

    @contextlib.contextmanager
    def _ended_by_sigterm(self, serving: asyncio.Task):
        """SIGTERM (what an editor sends a server that does not exit in time) cancels ``serving``, so that
        ``start_stdio`` runs the shutdown path (the worker ended, multiprocessing's semaphores released at exit)
        instead of the signal's default action, which ran nothing. ``signal.signal``, not the loop's
        ``add_signal_handler``, which is POSIX-only; only the main thread may set a handler: elsewhere nothing
        changes. (Used where the pipe is read on the loop, a POSIX system: Windows delivers no SIGTERM, it
        terminates the process; the worker then ends by itself, ``lint.init_worker``.)"""
        if threading.current_thread() is not threading.main_thread():
            yield
            return
        loop = asyncio.get_running_loop()

        def on_sigterm(signum, frame) -> None:
            self.terminated = True
            loop.call_soon_threadsafe(serving.cancel)

        previous = signal.signal(signal.SIGTERM, on_sigterm)
        try:
            yield
        finally:
            signal.signal(signal.SIGTERM, previous if previous is not None else signal.SIG_DFL)

    # -- state -----------------------------------------------------------------------------------------
    # The negotiated position encoding, read once at initialize (``read_encoding``): every request converts
    # positions with it, and pygls' workspace lookup cost a few microseconds each time.
    encoding = UTF16

    def read_encoding(self) -> None:
        """Take the encoding pygls negotiated (the client's first offered utf-8/16/32, else utf-16); called by the
        initialize handler, after pygls made the workspace."""
        encoding = self.workspace.position_encoding
        self.encoding = str(getattr(encoding, "value", encoding) or UTF16)

    def snapshot(self, uri: str) -> FileSnapshot | None:
        open_file = self.files.get(uri)
        return open_file.snapshot if open_file is not None else None

    def is_current(self, snapshot: FileSnapshot) -> bool:
        """Whether ``snapshot``'s text is still the open document's (a fresh reparse of it counts as the same)."""
        current = self.snapshot(snapshot.uri)
        return current is not None and current.version == snapshot.version and current.source is snapshot.source

    def at_position(self, params: Any) -> tuple[FileSnapshot, int] | None:
        """The snapshot and byte offset a position request is about; None for a file not open."""
        snapshot = self.snapshot(params.text_document.uri)
        if snapshot is None:
            return None
        return snapshot, convert.offset(snapshot, params.position, self.encoding)

    def open(self, uri: str, text: str | bytes, version: int | None) -> None:
        """A document opened with ``text`` (or its UTF-8 bytes, as ``stdio.decode`` reads a long one)."""
        previous = self.files.get(uri)
        if previous is not None:
            self.diagnostics.forget(previous)
        # A big document's tree and analysis: long-lived objects, made without collections, then frozen (gc_policy)
        with gc_policy.paused():
            document = Document.from_text(text)
            if (path := self.project.document_changed(uri, document.source)) is not None:
                self.project_changed(path, except_uri=uri)
            node_types = self.project.node_types(uri, document.source)
            open_file = self.files[uri] = OpenFile(FileSnapshot.of_document(uri, version, document, node_types))
        gc_policy.freeze()
        # First diagnostics as soon as the loop is free, inline: the analysis is fresh and nothing waits.
        self.diagnostics.schedule(open_file, 0, background=False)

    def change(self, uri: str, changes: list, version: int | None) -> None:
        open_file = self.files.get(uri)
        if open_file is None:
            log.warning("didChange for a document that is not open: %s", uri)
            return
        previous = open_file.snapshot
        snapshot = previous.with_changes(changes, self.encoding, version)
        node_types, proto_changed = self.project.provider_after_edit(
            uri, previous.document.text, snapshot.document.text, snapshot.edits, snapshot.node_types
        )
        if node_types is not snapshot.node_types:
            snapshot = snapshot.with_node_types(node_types)
        open_file.snapshot = snapshot
        self.diagnostics.schedule(open_file)
        if proto_changed is not None:
            self.project_changed(proto_changed, except_uri=uri)

    def idle_work(self) -> None:
        """What waits for a pause in the messages (``gc_policy.IdleCollector``): the diagnostics worker's start."""
        self.diagnostics.on_idle()

    def close(self, uri: str) -> None:
        open_file = self.files.pop(uri, None)
        if open_file is None:
            return
        self.diagnostics.forget(open_file)
        self.template_pass.forget(uri)
        if (path := self.project.document_changed(uri, None)) is not None:
            self.project_changed(path)
        gc_policy.unfreeze()
        self._release_memory_later(open_file.snapshot)
        self.protocol.notify(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS, {"uri": uri, "diagnostics": []})

    def _release_memory_later(self, snapshot: FileSnapshot) -> None:
        """After a publish or close of ``snapshot``: freed memory back to the system ``RELEASE_AFTER_SECONDS`` after
        the last such one of a document from ``RELEASE_MEMORY_BYTES`` (``heap``). A diagnostics run over a big document frees tens of MB (the
        whole-file pass, the message and its text copies): the 100,000-link USE chain's RSS 71.8x -> 67.9x the file
        once they are given back, for about a millisecond."""
        if snapshot.size < RELEASE_MEMORY_BYTES:
            return
        if self._release_timer is not None:
            self._release_timer.cancel()
        self._release_timer = asyncio.get_running_loop().call_later(RELEASE_AFTER_SECONDS, heap.release_free_memory)

    def proto_text(self, path: Path) -> str | None:
        """A PROTO file's text: the open document's when it is open, else the file's (None: unreadable)."""
        for uri, open_file in self.files.items():
            if file_path(uri) is not None and normal_path(file_path(uri)) == path:
                return open_file.snapshot.source.decode("utf-8", "replace")
        try:
            return path.read_bytes().decode("utf-8", "replace")
        except OSError:
            return None

    def open_proto_texts(self) -> dict:
        """The open .proto documents' texts by path (a new project is told them)."""
        texts = {}
        for uri, open_file in self.files.items():
            path = file_path(uri)
            if path is not None and is_proto(uri):
                texts[path] = open_file.snapshot.source
        return texts

    def set_webots_home(self, setting: str | None) -> None:
        """A ``webotsHome`` setting from the client's configuration: a new project when it changed."""
        if self.project.reconfigure(setting, self.open_proto_texts()):
            self._project_replaced()

    def change_workspace_folders(self, added: list[Path], removed: list[Path]) -> None:
        """Workspace folders added or removed by the client: a new project on the new list."""
        if self.project.change_folders(added, removed, self.open_proto_texts()):
            self._project_replaced()

    def _project_replaced(self) -> None:
        """Every open file reads the new project; it is scanned as the first one was."""
        self.project_changed()
        if self.project_scan is not None:  # a new project after the first scan: scan it too
            project_scan.start(self)

    def project_changed(self, path: Path | None = None, created_or_deleted: bool = False,
                        except_uri: str | None = None) -> None:
        """The .proto at ``path`` changed (None: the whole project, e.g. another installation): the other open files
        that use it (directly, by EXTERNPROTO, as a derived PROTO's base; or looked its name up in a listing) get a
        fresh provider and (debounced) diagnostics. A file checked in the worker, or rendered by the template pass,
        right now is run again: what it reads is only known when the run ends."""
        for uri, open_file in self.files.items():
            if uri == except_uri or open_file.snapshot.node_types is BUILT_INS:
                continue
            if open_file.diagnostics_job is None and not self.template_pass.running(uri) and \
                    not self.project.affected(open_file.snapshot.node_types, path, created_or_deleted):
                continue
            open_file.snapshot = open_file.snapshot.with_node_types(
                self.project.node_types(uri, open_file.snapshot.source)
            )
            self.diagnostics.schedule(open_file)

    def warn(self, message: str) -> None:
        """A warning the user sees (``window/showMessage``), logged too."""
        log.warning("%s", message)
        self.window_show_message(types.ShowMessageParams(type=types.MessageType.Warning, message=message))

    def publish(self, snapshot: FileSnapshot, findings: list) -> None:
        """Publish a diagnostics run's findings; then the template pass adds what rendering shows."""
        self.publish_findings(snapshot, findings)
        self.template_pass.after_publish(snapshot, findings)

    def publish_findings(self, snapshot: FileSnapshot, findings: list) -> None:
        """Publish ``findings`` as the document's configuration keeps them."""
        findings = self.lint_settings.kept(snapshot, findings, self.warn)
        with gc_policy.paused():
            params = {"uri": snapshot.uri, "diagnostics": convert.diagnostics(snapshot, findings, self.encoding)}
            if snapshot.version is not None:
                params["version"] = snapshot.version
            self.protocol.notify(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS, convert.JsonReady(params))
        gc_policy.collect_young_and_freeze()  # (what survived until diagnostics is long-lived)
        self._release_memory_later(snapshot)
