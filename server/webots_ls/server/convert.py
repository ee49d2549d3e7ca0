"""LSP <-> plain data: positions, ranges, locations, edits, diagnostics, symbols, in the negotiated encoding.

Everything below the server works on byte offsets into the UTF-8 source; these functions convert with the
snapshot's line index. Many spans are converted in one batch (``snapshot.positions_at``): the offsets are visited
in order, so thousands of findings on one long line cost that line once.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from lsprotocol import types
from pygls.uris import from_fs_path

from ..analysis.node_types import Location
from ..analysis.files import read_file, uri_path
from ..analysis.spans import Span
from ..features import semantic_tokens as semantic_tokens_feature
from ..features.code_actions import Problem, QuickFix
from ..features.colors import Color
from ..features.completion import Completion
from ..features.schema_completion import SchemaCompletion
from ..features.folding import Fold
from ..features.inlay_units import UnitHint
from ..features.links import Link
from ..features.workspace_symbols import DefSymbol, ProtoSymbol
from ..features.hover import Hover
from ..features.symbols import Symbol
from ..snapshot import FileSnapshot
from ..syntax.document import Change
from ..syntax.positions import LineIndex, character_count, positions_of

SEVERITIES = {
    "error": types.DiagnosticSeverity.Error,
    "warning": types.DiagnosticSeverity.Warning,
    "information": types.DiagnosticSeverity.Information,
    "hint": types.DiagnosticSeverity.Hint,
}

SOURCE = "webots-ls"  # the source of the server's diagnostics; quick fixes are for those alone

SEVERITY_NUMBERS = {name: int(severity.value) for name, severity in SEVERITIES.items()}

# Exactly the kinds ``features.symbols`` emits (``symbols.SYMBOL_KINDS``).
SYMBOL_KINDS = {
    "node": types.SymbolKind.Object,
    "use": types.SymbolKind.Variable,
    "proto": types.SymbolKind.Class,
    "field": types.SymbolKind.Field,
    "externproto": types.SymbolKind.Module,
}

SYMBOL_KIND_NUMBERS = {name: int(kind.value) for name, kind in SYMBOL_KINDS.items()}
_OBJECT = int(types.SymbolKind.Object.value)

HIGHLIGHT_KINDS = {"read": types.DocumentHighlightKind.Read, "write": types.DocumentHighlightKind.Write}


class JsonReady:
    """An answer already in the JSON form the client receives (dicts, lists, str, int), sent as it is: the server's
    cattrs converter unwraps it without walking it (``app.json_ready_converter``). For answers that may hold
    100,000 items (diagnostics, the outline): making lsprotocol objects and unstructuring them costs seconds."""

    __slots__ = ("data",)

    def __init__(self, data: object) -> None:
        self.data = data


# -- from the client ---------------------------------------------------------------------------------
def offset(snapshot: FileSnapshot, position: types.Position, encoding: str) -> int:
    return snapshot.offset_at(position.line, position.character, encoding)


@dataclass(frozen=True, slots=True)
class DocumentChange:
    """A didChange in the server's terms: the document, its new version and its changes, in order."""

    uri: str
    version: int | None
    changes: list[Change]


def document_change(params: types.DidChangeTextDocumentParams) -> DocumentChange:
    """A didChange that lsprotocol's types read."""
    changes: list[Change] = []
    for change in params.content_changes:
        if isinstance(change, types.TextDocumentContentChangePartial):
            r = change.range
            changes.append((((r.start.line, r.start.character), (r.end.line, r.end.character)), change.text))
        else:
            changes.append((None, change.text))
    return DocumentChange(params.text_document.uri, params.text_document.version, changes)


_INT_LIMIT = 1 << 31  # LSP's integer and uinteger are 32-bit


def document_change_from_json(params: Any) -> DocumentChange | None:
    """A didChange's JSON params read straight into the server's terms, when they have the plain shape clients send
    (a ``textDocument`` of ``uri`` and an integer ``version``; each change a ``text`` with a ``range`` of two
    positions of integers, maybe a ``rangeLength``, or a ``text`` alone). What lsprotocol's types make of them, a
    keystroke's cattrs pass (~7 us) spared. None for anything else (a null version, a float, an unknown key): those
    go through lsprotocol's types (``document_change``), which also answer what is wrong."""
    if type(params) is not dict or len(params) != 2:
        return None
    document, changes = params.get("textDocument"), params.get("contentChanges")
    if type(document) is not dict or len(document) != 2 or type(changes) is not list:
        return None
    uri, version = document.get("uri"), document.get("version")
    if type(uri) is not str or type(version) is not int or not -_INT_LIMIT <= version < _INT_LIMIT:
        return None
    read: list[Change] = []
    for change in changes:
        text = change.get("text") if type(change) is dict else None
        if type(text) is not str:
            return None
        if len(change) == 1:
            read.append((None, text))
            continue
        span, length = change.get("range"), change.get("rangeLength", 0)
        if len(change) != 2 + ("rangeLength" in change) or type(length) is not int or not 0 <= length < _INT_LIMIT:
            return None
        if type(span) is not dict or len(span) != 2 or (start := _position(span.get("start"))) is None \
                or (end := _position(span.get("end"))) is None:
            return None
        read.append(((start, end), text))
    return DocumentChange(uri, version, read)


def _position(position: Any) -> tuple[int, int] | None:
    if type(position) is not dict or len(position) != 2:
        return None
    line, character = position.get("line"), position.get("character")
    if type(line) is not int or type(character) is not int:
        return None
    return (line, character) if 0 <= line < _INT_LIMIT and 0 <= character < _INT_LIMIT else None


# -- to the client -----------------------------------------------------------------------------------
def _points(snapshot: FileSnapshot, spans: Sequence[Span], encoding: str) -> list[tuple[tuple[int, int], tuple[int, int]]]:
    """(start, end) LSP positions of many spans in one pass over their offsets."""
    points = snapshot.positions_at([o for span in spans for o in (span.start, span.end)], encoding)
    return list(zip(points[0::2], points[1::2]))


def ranges(snapshot: FileSnapshot, spans: Sequence[Span], encoding: str) -> list[types.Range]:
    return [
        types.Range(start=types.Position(line=l1, character=c1), end=types.Position(line=l2, character=c2))
        for (l1, c1), (l2, c2) in _points(snapshot, spans, encoding)
    ]


def lsp_range(snapshot: FileSnapshot, span: Span, encoding: str) -> types.Range:
    return ranges(snapshot, [span], encoding)[0]


def locations(snapshot: FileSnapshot, spans: Sequence[Span], encoding: str) -> list[types.Location]:
    return [types.Location(uri=snapshot.uri, range=r) for r in ranges(snapshot, spans, encoding)]


def json_locations(snapshot: FileSnapshot, spans: Sequence[Span], encoding: str) -> list[dict]:
    """Like ``locations``, as the JSON the client receives (wrap it in ``JsonReady``)."""
    return [{"uri": snapshot.uri, "range": r} for r in _json_ranges(snapshot, spans, encoding)]


def other_file_location(location: Location, open_snapshot: FileSnapshot | None, encoding: str) -> types.Location:
    """A place in another file (a PROTO line): its byte span read with the open document's text when it is open,
    else the file on disk; a library URL (no file at hand) or an unreadable file gives the file's start."""
    if open_snapshot is not None:
        return locations(open_snapshot, [location.span], encoding)[0]
    start = end = (0, 0)
    if location.uri.startswith("file:") and location.span.end > 0:
        try:
            source = read_file(uri_path(location.uri))
        except (OSError, ValueError):
            source = None
        if source is not None:
            start, end = positions_of(source, LineIndex(source), [location.span.start, location.span.end], encoding)
    return types.Location(uri=location.uri, range=types.Range(start=types.Position(line=start[0], character=start[1]),
                                                              end=types.Position(line=end[0], character=end[1])))


def highlights(snapshot: FileSnapshot, found: Sequence[tuple[Span, str]], encoding: str) -> list[types.DocumentHighlight]:
    found_ranges = ranges(snapshot, [span for span, _ in found], encoding)
    return [
        types.DocumentHighlight(range=r, kind=HIGHLIGHT_KINDS.get(kind, types.DocumentHighlightKind.Text))
        for r, (_, kind) in zip(found_ranges, found)
    ]


def _json_ranges(snapshot: FileSnapshot, spans: Sequence[Span], encoding: str) -> list[dict]:
    """Like ``ranges``, as the JSON the client receives."""
    return [
        {"start": {"line": l1, "character": c1}, "end": {"line": l2, "character": c2}}
        for (l1, c1), (l2, c2) in _points(snapshot, spans, encoding)
    ]


# A file may have 100,000 findings: they are published as the JSON the client receives (a plain notification, see
# app.WebotsProtocol.get_message_type), because making and then unstructuring lsprotocol objects costs seconds.
def diagnostics(snapshot: FileSnapshot, findings: Sequence, encoding: str) -> list[dict]:
    """``Diagnostic`` objects as JSON."""
    found_ranges = _json_ranges(snapshot, [finding.span for finding in findings], encoding)
    return [
        {
            "range": r,
            "severity": SEVERITY_NUMBERS.get(finding.severity, 1),
            "code": finding.code,
            "source": SOURCE,
            "message": finding.message,
        }
        for r, finding in zip(found_ranges, findings)
    ]


def _flatten(symbols: Sequence[Symbol], out: list[Symbol]) -> list[Symbol]:
    """Every symbol, parents before children (an explicit stack: outlines may be deep)."""
    stack = list(reversed(symbols))
    while stack:
        symbol = stack.pop()
        out.append(symbol)
        stack.extend(reversed(symbol.children))
    return out


def document_symbols(
    snapshot: FileSnapshot, symbols: Sequence[Symbol], encoding: str, hierarchical: bool
) -> list[dict]:
    """``DocumentSymbol`` trees, or flat ``SymbolInformation`` for clients without hierarchical support, as JSON
    (an outline may have 100,000 entries: see ``JsonReady``); optional fields left out when empty, as lsprotocol
    does."""
    every = _flatten(symbols, [])
    spans = [span for symbol in every for span in (symbol.span, symbol.selection_span)]
    found = _json_ranges(snapshot, spans, encoding)
    kinds = [SYMBOL_KIND_NUMBERS.get(symbol.kind, _OBJECT) for symbol in every]
    if not hierarchical:
        containers = {id(child): symbol.name for symbol in every for child in symbol.children}
        flat = []
        for index, symbol in enumerate(every):
            entry = {"location": {"uri": snapshot.uri, "range": found[2 * index]}, "name": symbol.name or "?",
                     "kind": kinds[index]}
            if (container := containers.get(id(symbol))) is not None:
                entry["containerName"] = container
            flat.append(entry)
        return flat
    made: dict[int, dict] = {}
    for index in range(len(every) - 1, -1, -1):  # children before their parent
        symbol = every[index]
        entry = {"name": symbol.name or "?", "kind": kinds[index], "range": found[2 * index],
                 "selectionRange": found[2 * index + 1]}
        if symbol.detail:
            entry["detail"] = symbol.detail
        if symbol.children:
            entry["children"] = [made.pop(id(child)) for child in symbol.children]
        made[id(symbol)] = entry
    return [made[id(symbol)] for symbol in symbols]


def completion_list(snapshot: FileSnapshot, result: Completion, encoding: str) -> types.CompletionList:
    replace = lsp_range(snapshot, result.replace, encoding)
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


_ITEM_KINDS = {
    "node_type": types.CompletionItemKind.Class,
    "proto": types.CompletionItemKind.Struct,
    "field": types.CompletionItemKind.Field,
    "value": types.CompletionItemKind.Value,
    "keyword": types.CompletionItemKind.Keyword,
    "url": types.CompletionItemKind.File,
}


def schema_completion_list(snapshot: FileSnapshot, result: SchemaCompletion, encoding: str,
                           markdown: bool = True) -> types.CompletionList:
    """Node types, fields, values and URLs; the ranges converted once (an EXTERNPROTO place is shared by many).
    ``markdown``: the client reads markdown documentation (else it gets the text as a plain string)."""

    places = list(dict.fromkeys(span for item in result.items for span, _ in item.additional))
    place_ranges = dict(zip(places, ranges(snapshot, places, encoding)))
    replace = lsp_range(snapshot, result.replace, encoding)
    items = []
    for index, item in enumerate(result.items):
        documentation = item.documentation or None
        if documentation is not None and markdown:
            documentation = types.MarkupContent(kind=types.MarkupKind.Markdown, value=documentation)
        additional = [types.TextEdit(range=place_ranges[span], new_text=text) for span, text in item.additional]
        items.append(types.CompletionItem(
            label=item.label,
            kind=_ITEM_KINDS[item.kind],
            detail=item.detail or None,
            documentation=documentation,
            sort_text=f"{item.rank}{index:06d}",
            filter_text=item.label,
            insert_text_format=types.InsertTextFormat.Snippet if item.snippet else types.InsertTextFormat.PlainText,
            text_edit=types.TextEdit(range=replace, new_text=item.insert),
            additional_text_edits=additional or None,
        ))
    return types.CompletionList(is_incomplete=False, items=items)


def hover(snapshot: FileSnapshot, result: Hover, encoding: str) -> types.Hover:
    return types.Hover(
        contents=types.MarkupContent(kind=types.MarkupKind.Markdown, value=result.markdown),
        range=lsp_range(snapshot, result.span, encoding),
    )


def prepare_rename(snapshot: FileSnapshot, span: Span, encoding: str) -> types.PrepareRenamePlaceholder:
    return types.PrepareRenamePlaceholder(
        range=lsp_range(snapshot, span, encoding), placeholder=snapshot.text(span.start, span.end)
    )


def workspace_edit(
    snapshot: FileSnapshot,
    edits: Sequence[tuple[Span, str]],
    encoding: str,
    document_changes: bool,
    annotation: types.ChangeAnnotation | None = None,
) -> types.WorkspaceEdit:
    """One document's edits: ``documentChanges`` (versioned; needed for an annotation) or a plain ``changes`` map."""
    edit_ranges = ranges(snapshot, [span for span, _ in edits], encoding)
    text_edits: list[types.TextEdit | types.AnnotatedTextEdit]
    if annotation is not None:
        text_edits = [
            types.AnnotatedTextEdit(annotation_id="conflict", range=r, new_text=text)
            for r, (_, text) in zip(edit_ranges, edits)
        ]
    else:
        text_edits = [types.TextEdit(range=r, new_text=text) for r, (_, text) in zip(edit_ranges, edits)]
    if annotation is None and not document_changes:
        return types.WorkspaceEdit(changes={snapshot.uri: text_edits})
    identifier = types.OptionalVersionedTextDocumentIdentifier(uri=snapshot.uri, version=snapshot.version)
    return types.WorkspaceEdit(
        document_changes=[types.TextDocumentEdit(text_document=identifier, edits=text_edits)],
        change_annotations={"conflict": annotation} if annotation is not None else None,
    )


def text_edits(snapshot: FileSnapshot, edits: Sequence[tuple[Span, str]], encoding: str) -> list[types.TextEdit]:
    edit_ranges = ranges(snapshot, [span for span, _ in edits], encoding)
    return [types.TextEdit(range=r, new_text=text) for r, (_, text) in zip(edit_ranges, edits)]


# -- quick fixes ---------------------------------------------------------------------------------------
CODE_ACTION_OPTIONS = types.CodeActionOptions(code_action_kinds=[types.CodeActionKind.QuickFix])


def wants_quick_fixes(only: Sequence[str] | None) -> bool:
    """Whether a code action request's ``only`` kinds take quick fixes (a kind covers its sub-kinds)."""
    quick_fix = types.CodeActionKind.QuickFix.value
    return not only or any(quick_fix == kind or quick_fix.startswith(f"{kind}.") for kind in only)


def fixable_diagnostics(
    snapshot: FileSnapshot, diagnostics: Sequence[types.Diagnostic], fixable: frozenset[str], encoding: str
) -> list[tuple[types.Diagnostic, Problem]]:
    """The client's diagnostics from this server with a code that has fixes, each with its byte span."""
    found = []
    for diagnostic in diagnostics:
        if diagnostic.code not in fixable or diagnostic.source not in (None, SOURCE):
            continue
        start, end = (offset(snapshot, point, encoding) for point in (diagnostic.range.start, diagnostic.range.end))
        found.append((diagnostic, Problem(Span(start, end), str(diagnostic.code))))
    return found


def code_actions(
    snapshot: FileSnapshot, fixes: Sequence[QuickFix], diagnostics: Sequence[types.Diagnostic], encoding: str,
    document_changes: bool,
) -> list[types.CodeAction]:
    """Each fix as a ``quickfix`` code action bound to the diagnostic it fixes."""
    return [
        types.CodeAction(
            title=fix.title,
            kind=types.CodeActionKind.QuickFix,
            diagnostics=[diagnostics[fix.problem]],
            is_preferred=fix.preferred or None,
            edit=workspace_edit(snapshot, fix.edits, encoding, document_changes),
        )
        for fix in fixes
    ]


# -- editor features ---------------------------------------------------------------------------------
TOKEN_LEGEND = types.SemanticTokensLegend(
    token_types=list(semantic_tokens_feature.TOKEN_TYPES),
    token_modifiers=list(semantic_tokens_feature.TOKEN_MODIFIERS),
)
_TOKEN_TYPE_INDEX = {name: index for index, name in enumerate(semantic_tokens_feature.TOKEN_TYPES)}
_TOKEN_MODIFIER_BIT = {name: 1 << index for index, name in enumerate(semantic_tokens_feature.TOKEN_MODIFIERS)}
FOLD_KINDS = {"comment": types.FoldingRangeKind.Comment, "region": types.FoldingRangeKind.Region}


def semantic_tokens(snapshot: FileSnapshot, tokens: Sequence, encoding: str) -> types.SemanticTokens:
    """LSP's relative encoding: per token the line delta, start delta, length, type index and modifier bits."""
    data: list[int] = []
    last_line = last_start = 0
    for token, ((line, start), (end_line, end)) in zip(
        tokens, _points(snapshot, [Span(t.start, t.end) for t in tokens], encoding)
    ):
        if end_line != line:
            continue  # names never span lines; a broken tree might
        bits = 0
        for modifier in token.modifiers:
            bits |= _TOKEN_MODIFIER_BIT[modifier]
        delta_start = start - last_start if line == last_line else start
        data += [line - last_line, delta_start, end - start, _TOKEN_TYPE_INDEX[token.type], bits]
        last_line, last_start = line, start
    return types.SemanticTokens(data=data)


def folding_ranges(snapshot: FileSnapshot, folds: Sequence[Fold], encoding: str) -> list[types.FoldingRange]:
    """Line folds; a bracketed one ends the line before its closing bracket (kept visible), a one-line one is
    dropped."""
    out = []
    for fold, ((first, _), (last, _)) in zip(folds, _points(snapshot, [Span(f.start, f.end) for f in folds], encoding)):
        last -= 1 if fold.bracketed else 0
        if last > first:
            out.append(types.FoldingRange(start_line=first, end_line=last, kind=FOLD_KINDS[fold.kind]))
    return out


def selection_range(snapshot: FileSnapshot, chain: Sequence[Span], position: types.Position, encoding: str):
    """The chain (innermost first) as nested ``SelectionRange``s; an empty chain is the position itself."""
    parent = None
    for rng in reversed(ranges(snapshot, chain, encoding)):
        parent = types.SelectionRange(range=rng, parent=parent)
    return parent or types.SelectionRange(range=types.Range(start=position, end=position))


def colors(snapshot: FileSnapshot, found: Sequence[Color], encoding: str) -> list[types.ColorInformation]:
    return [
        types.ColorInformation(range=rng, color=types.Color(red=c.red, green=c.green, blue=c.blue, alpha=1.0))
        for c, rng in zip(found, ranges(snapshot, [c.span for c in found], encoding))
    ]


def document_links(snapshot: FileSnapshot, found: Sequence[Link], encoding: str) -> list[types.DocumentLink]:
    return [
        types.DocumentLink(range=rng, target=link.target if "://" in link.target else from_fs_path(link.target))
        for link, rng in zip(found, ranges(snapshot, [link.span for link in found], encoding))
    ]


def unit_hints(snapshot: FileSnapshot, hints: Sequence[UnitHint], encoding: str) -> list[types.InlayHint]:
    points = snapshot.positions_at([hint.offset for hint in hints], encoding)
    return [
        types.InlayHint(
            position=types.Position(line=line, character=character),
            label=hint.unit,
            kind=types.InlayHintKind.Type,
            padding_left=True,
        )
        for hint, (line, character) in zip(hints, points)
    ]


def workspace_symbols(
    protos: Sequence[ProtoSymbol], defs: Sequence[DefSymbol], snapshots: dict[str, FileSnapshot], encoding: str
) -> list[types.WorkspaceSymbol]:
    out = []
    for proto in protos:
        start = character_count(proto.line_prefix, encoding)
        end = start + character_count(proto.name_bytes, encoding)
        rng = types.Range(start=types.Position(line=proto.line, character=start),
                          end=types.Position(line=proto.line, character=end))
        location = types.Location(uri=from_fs_path(str(proto.path)), range=rng)
        out.append(types.WorkspaceSymbol(name=proto.name, kind=types.SymbolKind.Class, location=location,
                                         container_name=proto.path.name))
    for uri in dict.fromkeys(d.uri for d in defs):
        mine = [d for d in defs if d.uri == uri]
        for symbol, rng in zip(mine, ranges(snapshots[uri], [d.span for d in mine], encoding)):
            out.append(types.WorkspaceSymbol(name=symbol.name, kind=types.SymbolKind.Variable,
                                             location=types.Location(uri=uri, range=rng),
                                             container_name=uri.rsplit("/", 1)[-1]))
    return out
