"""pygls wiring: document sync, debounced diagnostics, and LSP <-> byte-offset conversion.

Everything below this module works on byte offsets into UTF-8 bytes; this module converts with the
position encoding negotiated at initialize (pygls takes the client's first offered utf-8/16/32,
else utf-16).
"""

from __future__ import annotations

import asyncio
import gc
import logging
import multiprocessing
import os
import sys
import threading
from concurrent.futures import ProcessPoolExecutor
from concurrent.futures.process import BrokenProcessPool
from dataclasses import dataclass
from types import SimpleNamespace
from typing import Any, BinaryIO

from lsprotocol import types
from pygls.exceptions import JsonRpcContentModified, JsonRpcException, JsonRpcInvalidParams
from pygls.io_ import StdoutWriter, run_async
from pygls.lsp.server import LanguageServer
from pygls.protocol import LanguageServerProtocol
from pygls.protocol.language_server import lsp_method

from webots_ls import __version__
from webots_ls.analysis.index import FileAnalysis
from webots_ls.features import completion as completion_feature
from webots_ls.features import definition as definition_feature
from webots_ls.features import diagnostics as diagnostics_feature
from webots_ls.features import highlight as highlight_feature
from webots_ls.features import hover as hover_feature
from webots_ls.features import references as references_feature
from webots_ls.features import rename as rename_feature
from webots_ls.features import symbols as symbols_feature
from webots_ls import editing_handlers
from webots_ls.lint import findings_for
from webots_ls.syntax.document import Document
from webots_ls.syntax.positions import UTF16

log = logging.getLogger(__name__)

DIAGNOSTICS_DELAY = 0.2  # seconds of quiet after a change before diagnostics run
BACKGROUND_DIAGNOSTICS_BYTES = 256 * 1024  # from this size, post-edit diagnostics run in a worker process
CONTINUE = "Continue"
CANCEL = "Cancel"


class _NotAPipe(Exception):
    """stdin cannot be read through an asyncio pipe transport."""


class RequestFailed(JsonRpcException):
    """LSP ``RequestFailed``: the request was valid but could not be carried out."""

    CODE = -32803


# A message already answered during deserialization: handle_message ignores non-"2.0" messages.
_ANSWERED = SimpleNamespace(jsonrpc="answered")


class WebotsProtocol(LanguageServerProtocol):
    """pygls protocol whose document sync skips pygls' Workspace.

    pygls' TextDocument rebuilds the whole text on each change (O(document size)); the server keeps
    its own ``Document`` store instead, so these builtins only forward to the server's handlers.
    """

    def structure_message(self, data: dict[str, Any]):
        """Answer a request whose params do not deserialize with an error response.

        pygls only logs such requests, leaving the client waiting forever.
        """
        try:
            return super().structure_message(data)
        except JsonRpcException as error:
            if isinstance(data, dict) and "id" in data and "method" in data:
                response = error.to_response_error()
                response.message = f"{error.message}: bad parameters for {data['method']}"
                self._send_response(data["id"], error=response)
                return _ANSWERED
            raise

    def _forward(self, method: str, params: Any):
        if (handler := self.fm.features.get(method)) is not None:
            yield handler, (params,), None

    @lsp_method(types.TEXT_DOCUMENT_DID_OPEN)
    def lsp_text_document__did_open(self, params: types.DidOpenTextDocumentParams):
        yield from self._forward(types.TEXT_DOCUMENT_DID_OPEN, params)

    @lsp_method(types.TEXT_DOCUMENT_DID_CHANGE)
    def lsp_text_document__did_change(self, params: types.DidChangeTextDocumentParams):
        yield from self._forward(types.TEXT_DOCUMENT_DID_CHANGE, params)

    @lsp_method(types.TEXT_DOCUMENT_DID_CLOSE)
    def lsp_text_document__did_close(self, params: types.DidCloseTextDocumentParams):
        yield from self._forward(types.TEXT_DOCUMENT_DID_CLOSE, params)


@dataclass
class OpenFile:
    document: Document
    analysis: FileAnalysis | None
    pending_diagnostics: asyncio.TimerHandle | None = None
    diagnostics_job: asyncio.Future | None = None  # a background run in progress
    rerun_diagnostics: bool = False  # the document changed during that run


def _worker_stdout_to_stderr() -> None:
    """The worker inherits the LSP pipe as its stdout: send anything it might print to stderr instead."""
    os.dup2(2, 1)
    sys.stdout = sys.stderr


class WebotsLanguageServer(LanguageServer):
    def __init__(self) -> None:
        super().__init__(
            "webots-ls",
            __version__,
            protocol_cls=WebotsProtocol,
            text_document_sync_kind=types.TextDocumentSyncKind.Incremental,
        )
        self.files: dict[str, OpenFile] = {}
        self.diagnostics_delay = DIAGNOSTICS_DELAY
        self._diagnostics_pool: ProcessPoolExecutor | None = None  # started on first use

    def shutdown(self) -> None:
        self.stop_diagnostics_pool()
        super().shutdown()

    # -- transport -----------------------------------------------------------------------------
    def start_stdio(self, stdin: BinaryIO, stdout: BinaryIO) -> None:
        """Serve over stdio, reading stdin with asyncio's pipe transport.

        pygls' stdio reader hands every header line and body to a thread pool and back (three
        thread round trips per message); reading the pipe on the event loop removes that latency
        from each keystroke. Falls back to pygls' reader when stdin is not a pipe (e.g. a file).
        """
        try:
            asyncio.run(self._serve_pipe(stdin, stdout))
        except _NotAPipe:
            log.info("stdin is not a pipe; using pygls' threaded reader")
            self.start_io(stdin, stdout)
        except BrokenPipeError:
            log.error("Connection to the client is lost; shutting down")
        except (KeyboardInterrupt, SystemExit):
            pass
        finally:
            self.shutdown()

    async def _serve_pipe(self, stdin: BinaryIO, stdout: BinaryIO) -> None:
        loop = asyncio.get_running_loop()
        reader = asyncio.StreamReader(limit=1 << 20)
        try:
            await loop.connect_read_pipe(lambda: asyncio.StreamReaderProtocol(reader), stdin)
        except (ValueError, OSError) as error:
            raise _NotAPipe from error
        self._stop_event = threading.Event()
        self.protocol.set_writer(StdoutWriter(stdout))
        await run_async(
            stop_event=self._stop_event,
            reader=reader,
            protocol=self.protocol,
            logger=log,
            error_handler=self.report_server_error,
        )

    # -- helpers -------------------------------------------------------------------------------
    @property
    def encoding(self) -> str:
        try:
            encoding = self.workspace.position_encoding
        except RuntimeError:  # not initialized yet
            return UTF16
        return str(getattr(encoding, "value", encoding) or UTF16)

    def file(self, uri: str) -> OpenFile | None:
        return self.files.get(uri)

    def at_position(self, params: Any) -> tuple[FileAnalysis, Document, int] | None:
        """The analysis, document and byte offset a position request is about; None for a file not open."""
        open_file = self.files.get(params.text_document.uri)
        if open_file is None or open_file.analysis is None:
            return None
        doc = open_file.document
        return open_file.analysis, doc, self.offset(doc, params.position)

    def offset(self, doc: Document, position: types.Position) -> int:
        return doc.offset_at(position.line, position.character, self.encoding)

    def lsp_range(self, doc: Document, start: int, end: int) -> types.Range:
        (l1, c1), (l2, c2) = doc.range_at(start, end, self.encoding)
        return types.Range(
            start=types.Position(line=l1, character=c1), end=types.Position(line=l2, character=c2)
        )

    def analyse(self, open_file: OpenFile) -> None:
        """Bring the analysis up to date with the document after an edit."""
        doc = open_file.document
        try:
            if open_file.analysis is None:
                open_file.analysis = FileAnalysis.build(doc.tree, doc.source)
            else:
                updated = open_file.analysis.update(
                    doc.tree, doc.source, doc.last_edits, doc.changed_ranges
                )
                if updated is not None:  # update may work in place or return a new analysis
                    open_file.analysis = updated
        except Exception:
            log.exception("incremental analysis failed for %s; rebuilding", doc.uri)
            try:
                open_file.analysis = FileAnalysis.build(doc.tree, doc.source)
            except Exception:
                log.exception("analysis failed for %s", doc.uri)
                open_file.analysis = None

    # -- diagnostics ---------------------------------------------------------------------------
    def schedule_diagnostics(self, uri: str, delay: float, background: bool = True) -> None:
        """(Re)start the debounce timer: a newer change cancels the pending run."""
        open_file = self.files.get(uri)
        if open_file is None:
            return
        if open_file.pending_diagnostics is not None:
            open_file.pending_diagnostics.cancel()
        loop = asyncio.get_running_loop()
        open_file.pending_diagnostics = loop.call_later(
            delay, self.run_diagnostics, open_file, open_file.document.version, background
        )

    def is_current(self, open_file: OpenFile, version: int | None) -> bool:
        """Still open (this very opening, not a later one of the same URI) and at ``version``."""
        return (
            self.files.get(open_file.document.uri) is open_file
            and open_file.document.version == version
        )

    def run_diagnostics(self, open_file: OpenFile, version: int | None, background: bool) -> None:
        """Compute and publish diagnostics for ``version``, if it is still the current one.

        Big documents after an edit are checked in a worker process on a copy of the source, so
        typing never waits behind a long run (a thread would: tree-sitter calls hold the GIL).
        One run per document at a time: changes during a run ask for one more run afterwards, and
        a result whose version was superseded is dropped. Small documents, and the first run after
        opening, are checked right here with the live analysis.
        """
        if not self.is_current(open_file, version):
            return  # closed or superseded: never publish for an older version
        open_file.pending_diagnostics = None
        doc = open_file.document
        if not background or len(doc.source) < BACKGROUND_DIAGNOSTICS_BYTES:
            try:
                findings = diagnostics_feature.diagnostics(doc.tree, doc.source, open_file.analysis)
            except Exception:
                log.exception("diagnostics failed for %s", doc.uri)
                return
            self.publish(open_file, version, findings)
            return
        if open_file.diagnostics_job is not None:
            open_file.rerun_diagnostics = True
            return
        job = asyncio.get_running_loop().run_in_executor(self.diagnostics_pool(), findings_for, doc.source)
        open_file.diagnostics_job = job
        job.add_done_callback(lambda done: self._publish_job(open_file, version, done))

    def diagnostics_pool(self) -> ProcessPoolExecutor:
        if self._diagnostics_pool is None:
            # spawn, not fork: this process has threads (pygls' reader, asyncio's executor)
            self._diagnostics_pool = ProcessPoolExecutor(
                max_workers=1, mp_context=multiprocessing.get_context("spawn"), initializer=_worker_stdout_to_stderr
            )
        return self._diagnostics_pool

    def stop_diagnostics_pool(self) -> None:
        pool, self._diagnostics_pool = self._diagnostics_pool, None
        if pool is None:
            return
        # Don't let exit wait for a long run: end the worker now.
        for process in list(getattr(pool, "_processes", {}).values()):
            process.terminate()
        pool.shutdown(wait=False, cancel_futures=True)

    def _publish_job(self, open_file: OpenFile, version: int | None, job: asyncio.Future) -> None:
        open_file.diagnostics_job = None
        if job.cancelled():
            return
        if job.exception() is not None:
            log.error("diagnostics failed for %s", open_file.document.uri, exc_info=job.exception())
            if isinstance(job.exception(), BrokenProcessPool):
                self._diagnostics_pool = None  # start a fresh worker next time
        elif self.is_current(open_file, version):
            self.publish(open_file, version, job.result())
        if open_file.rerun_diagnostics and self.files.get(open_file.document.uri) is open_file:
            open_file.rerun_diagnostics = False
            self.run_diagnostics(open_file, open_file.document.version, True)

    def publish(self, open_file: OpenFile, version: int | None, findings) -> None:
        doc = open_file.document
        self.text_document_publish_diagnostics(
            types.PublishDiagnosticsParams(
                uri=doc.uri,
                version=version,
                diagnostics=[self.lsp_diagnostic(doc, finding) for finding in findings],
            )
        )

    def lsp_diagnostic(self, doc: Document, finding: Any) -> types.Diagnostic:
        return types.Diagnostic(
            range=self.lsp_range(doc, finding.span.start, finding.span.end),
            severity=SEVERITIES.get(finding.severity, types.DiagnosticSeverity.Error),
            message=finding.message,
            code=finding.code,
            source="webots-ls",
        )


SEVERITIES = {
    "error": types.DiagnosticSeverity.Error,
    "warning": types.DiagnosticSeverity.Warning,
    "information": types.DiagnosticSeverity.Information,
    "hint": types.DiagnosticSeverity.Hint,
}

SYMBOL_KINDS = {
    "node": types.SymbolKind.Object,
    "def": types.SymbolKind.Variable,
    "use": types.SymbolKind.Variable,
    "proto": types.SymbolKind.Class,
    "field": types.SymbolKind.Field,
    "externproto": types.SymbolKind.Module,
    "header": types.SymbolKind.File,
    "template": types.SymbolKind.Function,
}

server = WebotsLanguageServer()


# -- document sync -------------------------------------------------------------------------------
@server.feature(types.TEXT_DOCUMENT_DID_OPEN)
def did_open(ls: WebotsLanguageServer, params: types.DidOpenTextDocumentParams) -> None:
    item = params.text_document
    previous = ls.files.get(item.uri)
    if previous is not None and previous.pending_diagnostics is not None:
        previous.pending_diagnostics.cancel()
    open_file = OpenFile(Document(item.uri, item.text, item.version), None)
    ls.files[item.uri] = open_file
    ls.analyse(open_file)
    # A big document's analysis is tens of thousands of long-lived objects: keep them out of
    # the cyclic GC's full collections (~15 ms each on 5 MB), which would otherwise land on keystrokes.
    gc.freeze()
    # First diagnostics as soon as the loop is free, inline: the analysis is fresh and nothing waits.
    ls.schedule_diagnostics(item.uri, 0, background=False)


@server.feature(types.TEXT_DOCUMENT_DID_CHANGE)
def did_change(ls: WebotsLanguageServer, params: types.DidChangeTextDocumentParams) -> None:
    open_file = ls.files.get(params.text_document.uri)
    if open_file is None:
        log.warning("didChange for a document that is not open: %s", params.text_document.uri)
        return
    changes = []
    for change in params.content_changes:
        if isinstance(change, types.TextDocumentContentChangePartial):
            r = change.range
            changes.append((((r.start.line, r.start.character), (r.end.line, r.end.character)),
                            change.text))
        else:
            changes.append((None, change.text))
    open_file.document.apply_changes(changes, ls.encoding, params.text_document.version)
    ls.analyse(open_file)
    ls.schedule_diagnostics(params.text_document.uri, ls.diagnostics_delay)


@server.feature(types.TEXT_DOCUMENT_DID_CLOSE)
def did_close(ls: WebotsLanguageServer, params: types.DidCloseTextDocumentParams) -> None:
    open_file = ls.files.pop(params.text_document.uri, None)
    if open_file is None:
        return
    if open_file.pending_diagnostics is not None:
        open_file.pending_diagnostics.cancel()
    gc.unfreeze()  # let the closed document's objects be collected; open ones are frozen again on open
    ls.text_document_publish_diagnostics(
        types.PublishDiagnosticsParams(uri=params.text_document.uri, diagnostics=[])
    )


@server.feature(types.SHUTDOWN)
def shutdown(ls: WebotsLanguageServer, params: None) -> None:
    for open_file in ls.files.values():
        if open_file.pending_diagnostics is not None:
            open_file.pending_diagnostics.cancel()
    ls.files.clear()
    ls.stop_diagnostics_pool()


@server.feature(types.INITIALIZE)
def initialize(ls: WebotsLanguageServer, params: types.InitializeParams) -> None:
    options = params.initialization_options
    editing_handlers.configure(ls, options)
    if isinstance(options, dict) and "diagnosticsDelay" in options:
        # milliseconds; lets editors (and tests) tune the debounce
        ls.diagnostics_delay = max(0.0, float(options["diagnosticsDelay"]) / 1000)


# -- navigation ----------------------------------------------------------------------------------
def _locations(ls: WebotsLanguageServer, uri: str, doc: Document, spans) -> list[types.Location]:
    return [types.Location(uri=uri, range=ls.lsp_range(doc, s.start, s.end)) for s in spans]


@server.feature(types.TEXT_DOCUMENT_DEFINITION)
def definition(ls: WebotsLanguageServer, params: types.DefinitionParams):
    request = ls.at_position(params)
    if request is None:
        return None
    analysis, doc, offset = request
    spans = definition_feature.definition(analysis, offset)
    return _locations(ls, doc.uri, doc, spans) or None


@server.feature(types.TEXT_DOCUMENT_DECLARATION)
def declaration(ls: WebotsLanguageServer, params: types.DeclarationParams):
    # A DEF (or a PROTO field declaration) is both the declaration and the definition.
    return definition(ls, params)


@server.feature(types.TEXT_DOCUMENT_REFERENCES)
def references(ls: WebotsLanguageServer, params: types.ReferenceParams):
    request = ls.at_position(params)
    if request is None:
        return None
    analysis, doc, offset = request
    spans = references_feature.references(
        analysis, offset, params.context.include_declaration
    )
    return _locations(ls, doc.uri, doc, spans)


@server.feature(types.TEXT_DOCUMENT_DOCUMENT_HIGHLIGHT)
def document_highlight(ls: WebotsLanguageServer, params: types.DocumentHighlightParams):
    request = ls.at_position(params)
    if request is None:
        return None
    analysis, doc, offset = request
    kinds = {"read": types.DocumentHighlightKind.Read, "write": types.DocumentHighlightKind.Write}
    return [
        types.DocumentHighlight(
            range=ls.lsp_range(doc, span.start, span.end),
            kind=kinds.get(kind, types.DocumentHighlightKind.Text),
        )
        for span, kind in highlight_feature.document_highlights(analysis, offset)
    ]


# -- completion and hover ------------------------------------------------------------------------
@server.feature(types.TEXT_DOCUMENT_COMPLETION, types.CompletionOptions(trigger_characters=[" "]))
def completion(ls: WebotsLanguageServer, params: types.CompletionParams):
    """DEF names after ``USE`` (spec §G); nothing elsewhere."""
    request = ls.at_position(params)
    if request is None:
        return None
    analysis, doc, offset = request
    result = completion_feature.complete(analysis, offset)
    if result is None:
        return None
    replace = ls.lsp_range(doc, result.replace.start, result.replace.end)
    return types.CompletionList(
        is_incomplete=result.incomplete,
        items=[
            types.CompletionItem(
                label=item.label,
                detail=item.detail,
                kind=types.CompletionItemKind.Reference,
                sort_text=f"{rank:06d}",
                filter_text=item.label,
                text_edit=types.TextEdit(range=replace, new_text=item.label),
            )
            for rank, item in enumerate(result.items)
        ],
    )


@server.feature(types.TEXT_DOCUMENT_HOVER)
def hover(ls: WebotsLanguageServer, params: types.HoverParams):
    request = ls.at_position(params)
    if request is None:
        return None
    analysis, doc, offset = request
    result = hover_feature.hover(analysis, offset)
    if result is None:
        return None
    return types.Hover(
        contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=result.markdown),
        range=ls.lsp_range(doc, result.span.start, result.span.end),
    )


# -- rename --------------------------------------------------------------------------------------
@server.feature(types.TEXT_DOCUMENT_PREPARE_RENAME)
def prepare_rename(ls: WebotsLanguageServer, params: types.PrepareRenameParams):
    request = ls.at_position(params)
    if request is None:
        return None
    analysis, doc, offset = request
    span = rename_feature.prepare_rename(analysis, offset)
    if span is None:
        return None
    return types.PrepareRenamePlaceholder(
        range=ls.lsp_range(doc, span.start, span.end),
        placeholder=doc.source[span.start : span.end].decode("utf-8", "replace"),
    )


def _client_supports(ls: WebotsLanguageServer, path: str) -> Any:
    value: Any = ls.client_capabilities
    for name in path.split("."):
        value = getattr(value, name, None)
        if value is None:
            return None
    return value


def _conflict_summary(doc: Document, conflicts) -> str:
    """The conflicts' messages, then every line (1-based) their spans touch."""
    lines = sorted({doc.lines.line_of(span.start) + 1 for c in conflicts for span in c.spans})
    summary = "; ".join(conflict.message for conflict in conflicts)
    if lines:
        summary += f" (affected line{'s' if len(lines) > 1 else ''}: {', '.join(map(str, lines))})"
    return summary


@server.feature(types.TEXT_DOCUMENT_RENAME)
async def rename(ls: WebotsLanguageServer, params: types.RenameParams):
    uri = params.text_document.uri
    open_file = ls.file(uri)
    request = ls.at_position(params)
    if open_file is None or request is None:
        return None
    analysis, doc, offset = request
    version = doc.version
    try:
        plan = rename_feature.plan_rename(analysis, offset, params.new_name)
    except rename_feature.RenameError as error:
        raise JsonRpcInvalidParams(str(getattr(error, "message", error))) from error
    if not plan.edits:
        return None

    annotate = False
    if plan.conflicts:
        summary = _conflict_summary(doc, plan.conflicts)
        if _client_supports(ls, "window.show_message") is not None:
            answer = await ls.window_show_message_request_async(
                types.ShowMessageRequestParams(
                    type=types.MessageType.Warning,
                    message=f"Renaming to '{params.new_name}' has conflicts: {summary}. Continue?",
                    actions=[types.MessageActionItem(title=CONTINUE), types.MessageActionItem(title=CANCEL)],
                )
            )
            if answer is None or answer.title != CONTINUE:
                return None
            if ls.file(uri) is not open_file or doc.version != version:
                raise JsonRpcContentModified("The document changed while the rename was waiting")
        elif (
            _client_supports(ls, "workspace.workspace_edit.change_annotation_support") is not None
            and _client_supports(ls, "workspace.workspace_edit.document_changes")
        ):
            annotate = True
        else:
            raise RequestFailed(f"Rename to '{params.new_name}' refused: {summary}")

    text_edits: list[types.TextEdit | types.AnnotatedTextEdit] = []
    for span, new_text in plan.edits:
        rng = ls.lsp_range(doc, span.start, span.end)
        if annotate:
            text_edits.append(types.AnnotatedTextEdit(annotation_id="conflict", range=rng, new_text=new_text))
        else:
            text_edits.append(types.TextEdit(range=rng, new_text=new_text))

    if annotate or _client_supports(ls, "workspace.workspace_edit.document_changes"):
        edit = types.WorkspaceEdit(
            document_changes=[
                types.TextDocumentEdit(
                    text_document=types.OptionalVersionedTextDocumentIdentifier(uri=uri, version=version),
                    edits=text_edits,
                )
            ]
        )
        if annotate:
            edit.change_annotations = {
                "conflict": types.ChangeAnnotation(
                    label=f"Rename to '{params.new_name}' (conflicts)",
                    needs_confirmation=True,
                    description=summary,
                )
            }
        return edit
    return types.WorkspaceEdit(changes={uri: text_edits})


# -- symbols -------------------------------------------------------------------------------------
def _document_symbol(ls: WebotsLanguageServer, doc: Document, symbol) -> types.DocumentSymbol:
    return types.DocumentSymbol(
        name=symbol.name or "?",
        detail=symbol.detail or None,
        kind=SYMBOL_KINDS.get(symbol.kind, types.SymbolKind.Object),
        range=ls.lsp_range(doc, symbol.span.start, symbol.span.end),
        selection_range=ls.lsp_range(doc, symbol.selection_span.start, symbol.selection_span.end),
        children=[_document_symbol(ls, doc, child) for child in symbol.children] or None,
    )


def _flat_symbols(ls, doc, symbols, container: str | None, out: list) -> list:
    for symbol in symbols:
        out.append(
            types.SymbolInformation(
                name=symbol.name or "?",
                kind=SYMBOL_KINDS.get(symbol.kind, types.SymbolKind.Object),
                location=types.Location(
                    uri=doc.uri, range=ls.lsp_range(doc, symbol.span.start, symbol.span.end)
                ),
                container_name=container,
            )
        )
        _flat_symbols(ls, doc, symbol.children, symbol.name, out)
    return out


@server.feature(types.TEXT_DOCUMENT_DOCUMENT_SYMBOL)
def document_symbol(ls: WebotsLanguageServer, params: types.DocumentSymbolParams):
    open_file = ls.file(params.text_document.uri)
    if open_file is None:
        return None
    doc = open_file.document
    symbols = symbols_feature.document_symbols(doc.tree, doc.source)
    if _client_supports(ls, "text_document.document_symbol.hierarchical_document_symbol_support"):
        return [_document_symbol(ls, doc, symbol) for symbol in symbols]
    return _flat_symbols(ls, doc, symbols, None, [])


editing_handlers.register(server)
