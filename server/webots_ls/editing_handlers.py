"""pygls wiring of the editor features (semantic tokens, folding, selection, linked editing, colors, links, unit inlay hints): each handler finds
the open file, calls one features function on byte offsets, and converts its answer to LSP positions."""

from __future__ import annotations

import asyncio
from functools import lru_cache
from pathlib import Path
from typing import Any

from lsprotocol import types
from pygls.uris import from_fs_path, to_fs_path

from .analysis.project import find_webots_home
from .features import colors, folding, inlay_units, linked_editing, links, semantic_tokens

LEGEND = types.SemanticTokensLegend(
    token_types=list(semantic_tokens.TOKEN_TYPES), token_modifiers=list(semantic_tokens.TOKEN_MODIFIERS)
)
_TYPE_INDEX = {name: index for index, name in enumerate(semantic_tokens.TOKEN_TYPES)}
_MODIFIER_BIT = {name: 1 << index for index, name in enumerate(semantic_tokens.TOKEN_MODIFIERS)}
_FOLD_KINDS = {"comment": types.FoldingRangeKind.Comment, "region": types.FoldingRangeKind.Region}


def _open_file(ls: Any, uri: str):
    open_file = ls.file(uri)
    return open_file if open_file is not None and open_file.analysis is not None else None


def _encode(doc, tokens, encoding: str) -> list[int]:
    """LSP's relative encoding: per token the line delta, start delta, length, type and modifier bits."""
    data: list[int] = []
    last_line = last_start = 0
    for token in tokens:
        line, start = doc.position_at(token.start, encoding)
        end_line, end = doc.position_at(token.end, encoding)
        if end_line != line:
            continue  # names never span lines; a broken tree might
        bits = 0
        for modifier in token.modifiers:
            bits |= _MODIFIER_BIT[modifier]
        data += [line - last_line, start - last_start if line == last_line else start, end - start,
                 _TYPE_INDEX[token.type], bits]
        last_line, last_start = line, start
    return data


def semantic_tokens_full(ls: Any, params: types.SemanticTokensParams):
    if (open_file := _open_file(ls, params.text_document.uri)) is None:
        return None
    doc = open_file.document
    found = semantic_tokens.semantic_tokens(doc.tree, doc.source, open_file.analysis.node_types)
    return types.SemanticTokens(data=_encode(doc, found.tokens, ls.encoding))


def semantic_tokens_range(ls: Any, params: types.SemanticTokensRangeParams):
    if (open_file := _open_file(ls, params.text_document.uri)) is None:
        return None
    doc = open_file.document
    start = ls.offset(doc, params.range.start)
    end = ls.offset(doc, params.range.end)
    found = semantic_tokens.semantic_tokens(doc.tree, doc.source, open_file.analysis.node_types, start, end)
    return types.SemanticTokens(data=_encode(doc, found.tokens, ls.encoding))


def folding_range(ls: Any, params: types.FoldingRangeParams):
    if (open_file := _open_file(ls, params.text_document.uri)) is None:
        return None
    doc = open_file.document
    ranges = []
    for fold in folding.folding_ranges(doc.tree):
        first = doc.position_at(fold.start, ls.encoding)[0]
        last = doc.position_at(fold.end, ls.encoding)[0] - (1 if fold.bracketed else 0)
        if last > first:
            ranges.append(types.FoldingRange(start_line=first, end_line=last, kind=_FOLD_KINDS[fold.kind]))
    return ranges


def selection_range(ls: Any, params: types.SelectionRangeParams):
    if (open_file := _open_file(ls, params.text_document.uri)) is None:
        return None
    doc = open_file.document
    answers = []
    for position in params.positions:
        offset = ls.offset(doc, position)
        parent = None
        for span in reversed(folding.selection_ranges(doc.tree, offset)):
            parent = types.SelectionRange(range=ls.lsp_range(doc, span.start, span.end), parent=parent)
        answers.append(parent or types.SelectionRange(range=types.Range(start=position, end=position)))
    return answers


def linked_editing_range(ls: Any, params: types.LinkedEditingRangeParams):
    if (request := ls.at_position(params)) is None:
        return None
    analysis, doc, offset = request
    spans = linked_editing.linked_names(analysis, offset)
    if spans is None:
        return None
    return types.LinkedEditingRanges(
        ranges=[ls.lsp_range(doc, span.start, span.end) for span in spans], word_pattern=linked_editing.WORD_PATTERN
    )


def document_color(ls: Any, params: types.DocumentColorParams):
    if (open_file := _open_file(ls, params.text_document.uri)) is None:
        return []
    doc = open_file.document
    return [
        types.ColorInformation(
            range=ls.lsp_range(doc, found.span.start, found.span.end),
            color=types.Color(red=found.red, green=found.green, blue=found.blue, alpha=1.0),
        )
        for found in colors.document_colors(doc.tree, doc.source, open_file.analysis.node_types)
    ]


def color_presentation(ls: Any, params: types.ColorPresentationParams):
    text = colors.color_presentation(params.color.red, params.color.green, params.color.blue)
    return [types.ColorPresentation(label=text, text_edit=types.TextEdit(range=params.range, new_text=text))]


@lru_cache(maxsize=1)
def _webots_home() -> Path | None:
    return find_webots_home()  # WEBOTS_HOME or the usual install places; looked up once


def document_link(ls: Any, params: types.DocumentLinkParams):
    if (open_file := _open_file(ls, params.text_document.uri)) is None:
        return []
    doc = open_file.document
    fs_path = to_fs_path(params.text_document.uri) if params.text_document.uri.startswith("file:") else None
    found = links.document_links(doc.tree, doc.source, Path(fs_path) if fs_path else None, _webots_home())
    return [
        types.DocumentLink(
            range=ls.lsp_range(doc, link.span.start, link.span.end),
            target=link.target if "://" in link.target else from_fs_path(link.target),
        )
        for link in found
    ]


# -- inlay hints: units, off by the setting ``inlayHints.units`` (initializationOptions or workspace/configuration)
def _units_setting(settings: Any) -> bool | None:
    """``inlayHints.units`` of a settings object (nested, or the dotted key); None when it is not given."""
    if not isinstance(settings, dict):
        return None
    if isinstance(settings.get("webots"), dict):
        settings = settings["webots"]
    if "inlayHints.units" in settings:
        return bool(settings["inlayHints.units"])
    hints = settings.get("inlayHints")
    return bool(hints["units"]) if isinstance(hints, dict) and "units" in hints else None


def configure(ls: Any, initialization_options: Any) -> None:
    """Called by the server's initialize handler."""
    ls.inlay_units = _units_setting(initialization_options) is not False


def did_change_configuration(ls: Any, params: types.DidChangeConfigurationParams) -> None:
    """Settings pushed with the notification apply before the next request; otherwise they are pulled."""
    value = _units_setting(params.settings)
    if value is not None:
        _set_units(ls, value)
    elif getattr(ls.client_capabilities.workspace, "configuration", False):
        asyncio.ensure_future(_pull_units_setting(ls))


async def _pull_units_setting(ls: Any) -> None:
    answer = await ls.workspace_configuration_async(
        types.ConfigurationParams(items=[types.ConfigurationItem(section="webots")])
    )
    value = _units_setting(answer[0] if answer else None)
    if value is not None:
        _set_units(ls, value)


def _set_units(ls: Any, value: bool) -> None:
    changed = getattr(ls, "inlay_units", True) != value
    ls.inlay_units = value
    if changed and _client_refreshes_hints(ls):
        ls.workspace_inlay_hint_refresh(None)


def _client_refreshes_hints(ls: Any) -> bool:
    inlay = getattr(ls.client_capabilities.workspace, "inlay_hint", None)
    return bool(getattr(inlay, "refresh_support", False))


def inlay_hint(ls: Any, params: types.InlayHintParams):
    if not getattr(ls, "inlay_units", True) or (open_file := _open_file(ls, params.text_document.uri)) is None:
        return []
    doc = open_file.document
    start, end = ls.offset(doc, params.range.start), ls.offset(doc, params.range.end)
    hints = inlay_units.unit_hints(doc.tree, doc.source, open_file.analysis.node_types, start, end)
    return [
        types.InlayHint(
            position=types.Position(*doc.position_at(hint.offset, ls.encoding)),
            label=hint.unit,
            kind=types.InlayHintKind.Type,
            padding_left=True,
        )
        for hint in hints
    ]


# Each LSP method, its handler and options. Adding a feature: one handler above, one line here.
HANDLERS: list[tuple] = [
    (types.TEXT_DOCUMENT_SEMANTIC_TOKENS_FULL, semantic_tokens_full, LEGEND),
    (types.TEXT_DOCUMENT_SEMANTIC_TOKENS_RANGE, semantic_tokens_range, LEGEND),
    (types.TEXT_DOCUMENT_FOLDING_RANGE, folding_range),
    (types.TEXT_DOCUMENT_SELECTION_RANGE, selection_range),
    (types.TEXT_DOCUMENT_LINKED_EDITING_RANGE, linked_editing_range),
    (types.TEXT_DOCUMENT_DOCUMENT_COLOR, document_color),
    (types.TEXT_DOCUMENT_COLOR_PRESENTATION, color_presentation),
    (types.TEXT_DOCUMENT_DOCUMENT_LINK, document_link, types.DocumentLinkOptions(resolve_provider=False)),
    (types.TEXT_DOCUMENT_INLAY_HINT, inlay_hint),
    (types.WORKSPACE_DID_CHANGE_CONFIGURATION, did_change_configuration),
]


def register(server: Any) -> None:
    for method, handler, *options in HANDLERS:
        server.feature(method, *options)(handler)
