"""The LSP handlers: each finds the snapshot, calls one feature, converts the answer (see convert)."""

from __future__ import annotations

from lsprotocol import types
from pygls.exceptions import JsonRpcInvalidParams

from ..features import completion, definition, highlight, hover, references, rename, symbols
from . import convert, rename_policy
from .app import WebotsLanguageServer


# -- lifecycle and document sync -----------------------------------------------------------------
def initialize(ls: WebotsLanguageServer, params: types.InitializeParams) -> None:
    options = params.initialization_options
    if isinstance(options, dict) and "diagnosticsDelay" in options:
        # milliseconds; lets editors (and tests) tune the debounce
        ls.diagnostics.delay = max(0.0, float(options["diagnosticsDelay"]) / 1000)


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
    found = convert.locations(at[0], definition.definition(*at), ls.encoding)
    if not found and (proto := definition.proto_location(*at)) is not None:  # a PROTO name, an EXTERNPROTO string
        return [convert.other_file_location(proto, ls.snapshot(proto.uri), ls.encoding)]
    return found or None


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
