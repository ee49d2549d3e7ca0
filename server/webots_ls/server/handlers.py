"""The LSP handlers: each finds the snapshot, calls one feature, converts the answer (see convert)."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

from lsprotocol import types
from pygls.exceptions import JsonRpcInvalidParams
from pygls.uris import to_fs_path

from ..analysis.project import normal_path
from ..features import (
    code_actions, colors, completion, definition, expanded_proto, folding, formatting, highlight, hover, inlay_units,
    linked_editing, links, proto_references, references, rename, schema_completion, semantic_tokens, symbols,
    workspace_symbols,
)
from .. import lint
from . import convert, gc_policy, project_files, project_scan, rename_policy, settings
from . import app
from .app import WebotsLanguageServer

log = logging.getLogger(__name__)


# -- lifecycle and document sync -----------------------------------------------------------------
def initialize(ls: WebotsLanguageServer, params: types.InitializeParams) -> None:
    ls.read_encoding()  # (pygls made the workspace, with the negotiated encoding, before calling this)
    options = params.initialization_options
    settings.configure(ls, options)
    ls.project.start(project_files.workspace_folders(params), project_files.webots_home_setting(options) or None)


async def initialized(ls: WebotsLanguageServer, params: types.InitializedParams) -> None:
    """Watch .proto files (when the client registers watchers dynamically), read the ``webots`` settings, then list
    the project's PROTO files in the background (``project_scan``, with progress)."""
    if rename_policy.client_supports(ls, "workspace.did_change_watched_files.dynamic_registration"):
        watchers = [types.FileSystemWatcher(glob_pattern=pattern) for pattern in
                    ("**/*.proto", *(f"**/{name}" for name in lint.CONFIG_NAMES))]  # (the linter's configuration)
        options = types.DidChangeWatchedFilesRegistrationOptions(watchers=watchers)
        registration = types.Registration(
            id="webots-ls-protos", method=types.WORKSPACE_DID_CHANGE_WATCHED_FILES, register_options=options
        )
        try:
            await ls.client_register_capability_async(types.RegistrationParams(registrations=[registration]))
        except Exception as error:  # a client that refuses: no watching, the rest works
            log.warning("could not register the .proto file watcher: %s", error)
    settings.log_startup(ls)
    try:
        await settings.pull(ls)
    finally:
        project_scan.start(ls)


def did_change_watched_files(ls: WebotsLanguageServer, params: types.DidChangeWatchedFilesParams) -> None:
    if any(event.uri.rpartition("/")[2] in lint.CONFIG_NAMES for event in params.changes):
        settings.lint_configuration_changed(ls)
    for event in params.changes:
        created_or_deleted = event.type != types.FileChangeType.Changed
        if (path := ls.project.file_changed(event.uri, created_or_deleted)) is not None:
            ls.project_changed(path, created_or_deleted)


def did_change_workspace_folders(ls: WebotsLanguageServer, params: types.DidChangeWorkspaceFoldersParams) -> None:
    event = params.event
    ls.change_workspace_folders(project_files.folder_paths(event.added), project_files.folder_paths(event.removed))


def shutdown(ls: WebotsLanguageServer, params: None) -> None:
    ls.diagnostics.close()
    ls.files.clear()


def did_open(ls: WebotsLanguageServer, params: types.DidOpenTextDocumentParams) -> None:
    ls.open(params.text_document.uri, params.text_document.text, params.text_document.version)


def did_change(ls: WebotsLanguageServer, params: convert.DocumentChange | types.DidChangeTextDocumentParams) -> None:
    # (WebotsProtocol.structure_message reads a didChange notification as a DocumentChange)
    change = params if isinstance(params, convert.DocumentChange) else convert.document_change(params)
    ls.change(change.uri, change.changes, change.version)


def did_close(ls: WebotsLanguageServer, params: types.DidCloseTextDocumentParams) -> None:
    ls.close(params.text_document.uri)


# -- navigation ------------------------------------------------------------------------------------
def go_to_definition(ls: WebotsLanguageServer, params: types.DefinitionParams):
    if (at := ls.at_position(params)) is None:
        return None
    if found := definition.definition(*at):  # as the JSON the client receives: asked after most keystrokes
        return convert.JsonReady(convert.json_locations(at[0], found, ls.encoding))
    if (proto := definition.proto_location(*at)) is not None:  # a PROTO name, an EXTERNPROTO string
        return [convert.other_file_location(proto, ls.snapshot(proto.uri), ls.encoding)]
    return None


def go_to_declaration(ls: WebotsLanguageServer, params: types.DeclarationParams):
    return go_to_definition(ls, params)  # a DEF is both the declaration and the definition


def find_references(ls: WebotsLanguageServer, params: types.ReferenceParams):
    if (at := ls.at_position(params)) is None:
        return None
    found = convert.locations(at[0], references.references(*at, params.context.include_declaration), ls.encoding)
    snapshot, project = at[0], ls.project.project
    if found or project is None or not snapshot.uri.startswith("file:"):
        return found
    # on the name of a .proto file's PROTO: its instances in the workspace's worlds
    instances = proto_references.proto_references(*at, project, Path(to_fs_path(snapshot.uri)))
    return [convert.other_file_location(location, ls.snapshot(location.uri), ls.encoding) for location in instances]


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
    with gc_policy.paused():
        outline = symbols.document_symbols(snapshot)
        return convert.JsonReady(convert.document_symbols(snapshot, outline, ls.encoding, bool(hierarchical)))


# -- completion and hover --------------------------------------------------------------------------
def complete(ls: WebotsLanguageServer, params: types.CompletionParams):
    """DEF names after ``USE``; elsewhere node types, field names, values and EXTERNPROTO URLs."""
    if (at := ls.at_position(params)) is None:
        return None
    if (result := completion.complete(*at, ls.template_pass.expanded_types(at[0]))) is not None:
        return convert.completion_list(at[0], result, ls.encoding)
    snippets = bool(rename_policy.client_supports(ls, "text_document.completion.completion_item.snippet_support"))
    context = params.context
    after_space = context is not None and context.trigger_character == " "
    found = schema_completion.schema_completion(*at, snippets=snippets, after_space=after_space)
    if found is None:
        return None
    formats = rename_policy.client_supports(ls, "text_document.completion.completion_item.documentation_format")
    return convert.schema_completion_list(at[0], found, ls.encoding, types.MarkupKind.Markdown in (formats or ()))


def show_hover(ls: WebotsLanguageServer, params: types.HoverParams):
    if (at := ls.at_position(params)) is None or \
            (result := hover.hover(*at, ls.template_pass.expanded_types(at[0]))) is None:
        return None
    return convert.hover(at[0], result, ls.encoding)


# -- quick fixes -----------------------------------------------------------------------------------
def code_action(ls: WebotsLanguageServer, params: types.CodeActionParams):
    """Quick fixes of the server's findings that the client sends in the request's context."""
    only = params.context.only
    if (snapshot := ls.snapshot(params.text_document.uri)) is None or not convert.wants_quick_fixes(only):
        return None
    asked = convert.fixable_diagnostics(snapshot, params.context.diagnostics, code_actions.CODES, ls.encoding)
    fixes = code_actions.quick_fixes(snapshot, [problem for _, problem in asked])
    document_changes = bool(rename_policy.client_supports(ls, "workspace.workspace_edit.document_changes"))
    return convert.code_actions(snapshot, fixes, [diagnostic for diagnostic, _ in asked], ls.encoding, document_changes)


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
    # (the user may type while the conflict question is shown: the snapshot still reads as this version)
    return await rename_policy.rename_edit(
        ls, snapshot, plan, params.new_name, ls.encoding, lambda: ls.is_current(snapshot)
    )


# -- editor features -----------------------------------------------------------------------------------
def semantic_tokens_full(ls: WebotsLanguageServer, params: types.SemanticTokensParams):
    if (snapshot := ls.snapshot(params.text_document.uri)) is None:
        return None
    return convert.semantic_tokens(snapshot, semantic_tokens.semantic_tokens(snapshot).tokens, ls.encoding)


def semantic_tokens_range(ls: WebotsLanguageServer, params: types.SemanticTokensRangeParams):
    if (snapshot := ls.snapshot(params.text_document.uri)) is None:
        return None
    start, end = (convert.offset(snapshot, p, ls.encoding) for p in (params.range.start, params.range.end))
    return convert.semantic_tokens(snapshot, semantic_tokens.semantic_tokens(snapshot, start, end).tokens, ls.encoding)


def folding_range(ls: WebotsLanguageServer, params: types.FoldingRangeParams):
    if (snapshot := ls.snapshot(params.text_document.uri)) is None:
        return None
    return convert.folding_ranges(snapshot, folding.folding_ranges(snapshot), ls.encoding)


def selection_range(ls: WebotsLanguageServer, params: types.SelectionRangeParams):
    if (snapshot := ls.snapshot(params.text_document.uri)) is None:
        return None
    return [
        convert.selection_range(
            snapshot, folding.selection_ranges(snapshot, convert.offset(snapshot, p, ls.encoding)), p, ls.encoding
        )
        for p in params.positions
    ]


def linked_editing_range(ls: WebotsLanguageServer, params: types.LinkedEditingRangeParams):
    if (at := ls.at_position(params)) is None or (found := linked_editing.linked_names(*at)) is None:
        return None
    return types.LinkedEditingRanges(
        ranges=convert.ranges(at[0], found, ls.encoding), word_pattern=linked_editing.WORD_PATTERN
    )


def document_color(ls: WebotsLanguageServer, params: types.DocumentColorParams):
    if (snapshot := ls.snapshot(params.text_document.uri)) is None:
        return []
    return convert.colors(snapshot, colors.document_colors(snapshot), ls.encoding)


def color_presentation(ls: WebotsLanguageServer, params: types.ColorPresentationParams):
    text = colors.color_presentation(params.color.red, params.color.green, params.color.blue)
    return [types.ColorPresentation(label=text, text_edit=types.TextEdit(range=params.range, new_text=text))]


def document_link(ls: WebotsLanguageServer, params: types.DocumentLinkParams):
    uri = params.text_document.uri
    if (snapshot := ls.snapshot(uri)) is None:
        return []
    path = Path(to_fs_path(uri)) if uri.startswith("file:") else None
    return convert.document_links(snapshot, links.document_links(snapshot, path, ls.project.webots_home), ls.encoding)


def inlay_hint(ls: WebotsLanguageServer, params: types.InlayHintParams):
    if not ls.inlay_units or (snapshot := ls.snapshot(params.text_document.uri)) is None:
        return []
    start, end = (convert.offset(snapshot, p, ls.encoding) for p in (params.range.start, params.range.end))
    return convert.unit_hints(snapshot, inlay_units.unit_hints(snapshot, start, end), ls.encoding)


def format_document(ls: WebotsLanguageServer, params: types.DocumentFormattingParams):
    """Webots' layout (two spaces, whatever the editor's tab options say: Webots writes it so)."""
    if (snapshot := ls.snapshot(params.text_document.uri)) is None:
        return None
    return _formatting_edits(ls, snapshot, 0, None)


def format_range(ls: WebotsLanguageServer, params: types.DocumentRangeFormattingParams):
    if (snapshot := ls.snapshot(params.text_document.uri)) is None:
        return None
    start, end = (convert.offset(snapshot, p, ls.encoding) for p in (params.range.start, params.range.end))
    return _formatting_edits(ls, snapshot, start, end)


def _formatting_edits(ls: WebotsLanguageServer, snapshot, start: int, end: int | None):
    try:
        edits = formatting.format_document(snapshot, start, end)
    except formatting.FormattingRefused as refused:  # no edit; the user is told why
        ls.window_show_message(types.ShowMessageParams(type=types.MessageType.Warning, message=refused.message))
        return None
    return convert.text_edits(snapshot, [(edit.span, edit.text) for edit in edits], ls.encoding)


def did_change_configuration(ls: WebotsLanguageServer, params: types.DidChangeConfigurationParams) -> None:
    settings.configuration_changed(ls, params.settings)


def workspace_symbol(ls: WebotsLanguageServer, params: types.WorkspaceSymbolParams):
    snapshots = {uri: open_file.snapshot for uri, open_file in ls.files.items()}
    protos = workspace_symbols.proto_symbols(params.query, ls.project.workspace_protos())
    defs = workspace_symbols.def_symbols(params.query, snapshots.values())
    return convert.workspace_symbols(protos, defs, snapshots, ls.encoding)


# -- webots/expandedProto ----------------------------------------------------------------------------
async def expanded_proto_text(ls: WebotsLanguageServer, params: types.TextDocumentPositionParams):
    """``{"text", "errors"}`` for the PROTO instance at the position (or the .proto's PROTO at its defaults), None
    when there is nothing to expand. A template renders in a thread: the event loop keeps answering meanwhile."""
    if (at := ls.at_position(params)) is None:
        return None
    snapshot, offset = at
    own_path = project_files.file_path(snapshot.uri)
    own_path = normal_path(own_path) if own_path is not None else None
    target = expanded_proto.target_at(snapshot, offset, own_path)
    if target is None:
        return None
    if target.path is None:
        return {"text": "", "errors": [target.problem]}
    text = snapshot.source.decode("utf-8", "replace") if target.path == own_path else ls.proto_text(target.path)
    if text is None:
        return {"text": "", "errors": [f"cannot read {target.path}"]}
    world = own_path if own_path is not None and own_path.suffix.lower() == ".wbt" else None
    result = await asyncio.get_running_loop().run_in_executor(  # (rendering and the IS substitution: a thread)
        None, expanded_proto.expand, text, target, world, ls.project.webots_home, ls.templates_evaluate
    )
    return {"text": result.text, "errors": list(result.errors)}


# Each LSP method and its handler (and options). Adding a feature: one handler above, one line here.
HANDLERS: list[tuple] = [
    (types.INITIALIZE, initialize),
    (types.INITIALIZED, initialized),
    (types.WORKSPACE_DID_CHANGE_WATCHED_FILES, did_change_watched_files),
    (types.WORKSPACE_DID_CHANGE_WORKSPACE_FOLDERS, did_change_workspace_folders),
    (types.SHUTDOWN, shutdown),
    (types.TEXT_DOCUMENT_DID_OPEN, did_open),
    (types.TEXT_DOCUMENT_DID_CHANGE, did_change),
    (types.TEXT_DOCUMENT_DID_CLOSE, did_close),
    (types.TEXT_DOCUMENT_DEFINITION, go_to_definition),
    (types.TEXT_DOCUMENT_DECLARATION, go_to_declaration),
    (types.TEXT_DOCUMENT_REFERENCES, find_references),
    (types.TEXT_DOCUMENT_DOCUMENT_HIGHLIGHT, document_highlight),
    (types.TEXT_DOCUMENT_DOCUMENT_SYMBOL, document_symbol),
    (types.TEXT_DOCUMENT_COMPLETION, complete, types.CompletionOptions(trigger_characters=[" ", '"'])),
    (types.TEXT_DOCUMENT_HOVER, show_hover),
    (types.TEXT_DOCUMENT_CODE_ACTION, code_action, convert.CODE_ACTION_OPTIONS),
    (types.TEXT_DOCUMENT_PREPARE_RENAME, prepare_rename),
    (types.TEXT_DOCUMENT_RENAME, rename_symbol),
    (types.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL, semantic_tokens_full, convert.TOKEN_LEGEND),
    (types.TEXT_DOCUMENT_SEMANTIC_TOKENS_RANGE, semantic_tokens_range, convert.TOKEN_LEGEND),
    (types.TEXT_DOCUMENT_FOLDING_RANGE, folding_range),
    (types.TEXT_DOCUMENT_SELECTION_RANGE, selection_range),
    (types.TEXT_DOCUMENT_LINKED_EDITING_RANGE, linked_editing_range),
    (types.TEXT_DOCUMENT_DOCUMENT_COLOR, document_color),
    (types.TEXT_DOCUMENT_COLOR_PRESENTATION, color_presentation),
    (types.TEXT_DOCUMENT_DOCUMENT_LINK, document_link, types.DocumentLinkOptions(resolve_provider=False)),
    (types.TEXT_DOCUMENT_INLAY_HINT, inlay_hint),
    (types.TEXT_DOCUMENT_FORMATTING, format_document),
    (types.TEXT_DOCUMENT_RANGE_FORMATTING, format_range),
    (types.WORKSPACE_DID_CHANGE_CONFIGURATION, did_change_configuration),
    (types.WORKSPACE_SYMBOL, workspace_symbol),
    (app.EXPANDED_PROTO, expanded_proto_text),
]


def register(server: WebotsLanguageServer) -> None:
    for method, handler, *options in HANDLERS:
        server.feature(method, *options)(handler)
