"""The LSP handlers: each finds the snapshot, calls one feature, converts the answer (see convert)."""

from __future__ import annotations

import logging

from lsprotocol import types
from pygls.exceptions import JsonRpcInvalidParams

from ..features import completion, definition, highlight, hover, references, rename, symbols
from . import convert, project_files, rename_policy
from .app import WebotsLanguageServer

log = logging.getLogger(__name__)


# -- lifecycle and document sync -----------------------------------------------------------------
def initialize(ls: WebotsLanguageServer, params: types.InitializeParams) -> None:
    options = params.initialization_options
    if isinstance(options, dict) and "diagnosticsDelay" in options:
        # milliseconds; lets editors (and tests) tune the debounce
        ls.diagnostics.delay = max(0.0, float(options["diagnosticsDelay"]) / 1000)
    ls.project.start(project_files.workspace_folders(params), project_files.webots_home_setting(options))


async def initialized(ls: WebotsLanguageServer, params: types.InitializedParams) -> None:
    """Watch .proto files (when the client registers watchers dynamically) and read the ``webots`` settings."""
    if rename_policy.client_supports(ls, "workspace.did_change_watched_files.dynamic_registration"):
        watchers = [types.FileSystemWatcher(glob_pattern="**/*.proto")]
        options = types.DidChangeWatchedFilesRegistrationOptions(watchers=watchers)
        registration = types.Registration(
            id="webots-ls-protos", method=types.WORKSPACE_DID_CHANGE_WATCHED_FILES, register_options=options
        )
        try:
            await ls.client_register_capability_async(types.RegistrationParams(registrations=[registration]))
        except Exception as error:  # a client that refuses: no watching, the rest works
            log.warning("could not register the .proto file watcher: %s", error)
    await read_configuration(ls)


async def read_configuration(ls: WebotsLanguageServer) -> None:
    """The ``webots`` section by ``workspace/configuration``, when the client supports it."""
    if not rename_policy.client_supports(ls, "workspace.configuration"):
        return
    items = [types.ConfigurationItem(section="webots")]
    answer = await ls.workspace_configuration_async(types.ConfigurationParams(items=items))
    if answer:
        apply_settings(ls, answer[0])


def apply_settings(ls: WebotsLanguageServer, settings) -> None:
    setting = project_files.webots_home_setting(settings)
    if setting is not None and ls.project.reconfigure(setting, ls.open_proto_texts()):
        ls.project_changed()


async def did_change_configuration(ls: WebotsLanguageServer, params: types.DidChangeConfigurationParams) -> None:
    """Settings pushed with the notification are used; a client that only signals the change is asked."""
    if isinstance(params.settings, dict) and "webots" in params.settings:
        apply_settings(ls, params.settings)
    else:
        await read_configuration(ls)


def did_change_watched_files(ls: WebotsLanguageServer, params: types.DidChangeWatchedFilesParams) -> None:
    changed = False
    for event in params.changes:
        created_or_deleted = event.type != types.FileChangeType.Changed
        changed = ls.project.file_changed(event.uri, created_or_deleted) or changed
    if changed:
        ls.project_changed()


def shutdown(ls: WebotsLanguageServer, params: None) -> None:
    ls.diagnostics.close()
    ls.files.clear()


def did_open(ls: WebotsLanguageServer, params: types.DidOpenTextDocumentParams) -> None:
    ls.open(params.text_document.uri, params.text_document.text, params.text_document.version)


def did_change(ls: WebotsLanguageServer, params: types.DidChangeTextDocumentParams) -> None:
    changes = convert.content_changes(params.content_changes)
    ls.change(params.text_document.uri, changes, params.text_document.version)


def did_close(ls: WebotsLanguageServer, params: types.DidCloseTextDocumentParams) -> None:
    ls.close(params.text_document.uri)


# -- navigation ------------------------------------------------------------------------------------
def go_to_definition(ls: WebotsLanguageServer, params: types.DefinitionParams):
    if (at := ls.at_position(params)) is None:
        return None
    return convert.locations(at[0], definition.definition(*at), ls.encoding) or None


def go_to_declaration(ls: WebotsLanguageServer, params: types.DeclarationParams):
    return go_to_definition(ls, params)  # a DEF is both the declaration and the definition


def find_references(ls: WebotsLanguageServer, params: types.ReferenceParams):
    if (at := ls.at_position(params)) is None:
        return None
    found = references.references(*at, params.context.include_declaration)
    return convert.locations(at[0], found, ls.encoding)


def document_highlight(ls: WebotsLanguageServer, params: types.DocumentHighlightParams):
    if (at := ls.at_position(params)) is None:
        return None
    return convert.highlights(at[0], highlight.document_highlights(*at), ls.encoding)


def document_symbol(ls: WebotsLanguageServer, params: types.DocumentSymbolParams):
    if (snapshot := ls.snapshot(params.text_document.uri)) is None:
        return None
    hierarchical = rename_policy.client_supports(
        ls, "text_document.document_symbol.hierarchical_document_symbol_support"
    )
    return convert.document_symbols(snapshot, symbols.document_symbols(snapshot), ls.encoding, bool(hierarchical))


# -- completion and hover --------------------------------------------------------------------------
def complete(ls: WebotsLanguageServer, params: types.CompletionParams):
    """DEF names after ``USE``; nothing elsewhere."""
    if (at := ls.at_position(params)) is None or (result := completion.complete(*at)) is None:
        return None
    return convert.completion_list(at[0], result, ls.encoding)


def show_hover(ls: WebotsLanguageServer, params: types.HoverParams):
    if (at := ls.at_position(params)) is None or (result := hover.hover(*at)) is None:
        return None
    return convert.hover(at[0], result, ls.encoding)


# -- rename ----------------------------------------------------------------------------------------
def prepare_rename(ls: WebotsLanguageServer, params: types.PrepareRenameParams):
    if (at := ls.at_position(params)) is None or (span := rename.prepare_rename(*at)) is None:
        return None
    return convert.prepare_rename(at[0], span, ls.encoding)


async def rename_symbol(ls: WebotsLanguageServer, params: types.RenameParams):
    if (at := ls.at_position(params)) is None:
        return None
    snapshot, offset = at
    try:
        plan = rename.plan_rename(snapshot, offset, params.new_name)
    except rename.RenameError as error:
        raise JsonRpcInvalidParams(error.message) from error
    if not plan.edits:
        return None
    with snapshot.retain():  # the user may type while the conflict question is shown
        return await rename_policy.rename_edit(
            ls, snapshot, plan, params.new_name, ls.encoding, lambda: ls.is_current(snapshot)
        )


# Each LSP method and its handler (and options). Adding a feature: one handler above, one line here.
HANDLERS: list[tuple] = [
    (types.INITIALIZE, initialize),
    (types.INITIALIZED, initialized),
    (types.WORKSPACE_DID_CHANGE_CONFIGURATION, did_change_configuration),
    (types.WORKSPACE_DID_CHANGE_WATCHED_FILES, did_change_watched_files),
    (types.SHUTDOWN, shutdown),
    (types.TEXT_DOCUMENT_DID_OPEN, did_open),
    (types.TEXT_DOCUMENT_DID_CHANGE, did_change),
    (types.TEXT_DOCUMENT_DID_CLOSE, did_close),
    (types.TEXT_DOCUMENT_DEFINITION, go_to_definition),
    (types.TEXT_DOCUMENT_DECLARATION, go_to_declaration),
    (types.TEXT_DOCUMENT_REFERENCES, find_references),
    (types.TEXT_DOCUMENT_DOCUMENT_HIGHLIGHT, document_highlight),
    (types.TEXT_DOCUMENT_DOCUMENT_SYMBOL, document_symbol),
    (types.TEXT_DOCUMENT_COMPLETION, complete, types.CompletionOptions(trigger_characters=[" "])),
    (types.TEXT_DOCUMENT_HOVER, show_hover),
    (types.TEXT_DOCUMENT_PREPARE_RENAME, prepare_rename),
    (types.TEXT_DOCUMENT_RENAME, rename_symbol),
]


def register(server: WebotsLanguageServer) -> None:
    for method, handler, *options in HANDLERS:
        server.feature(method, *options)(handler)
