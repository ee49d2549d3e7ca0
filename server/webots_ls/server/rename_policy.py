"""What to do with a rename that has conflicts, by what the client can do.

* the client shows message requests: ask (Continue / Cancel) with the conflicts and their lines; the document must
  not have changed while the question was shown (else ``ContentModified``);
* else, if it supports change annotations with ``documentChanges``: send the edit annotated ``needsConfirmation``;
* else refuse (``RequestFailed``) with the conflicts named.

A rename without conflicts is sent as it is.
"""

from __future__ import annotations

from typing import Any

from lsprotocol import types
from pygls.exceptions import JsonRpcContentModified, JsonRpcException
from pygls.lsp.server import LanguageServer

from ..features.rename import Conflict, RenamePlan
from ..snapshot import FileSnapshot
from . import convert

CONTINUE = "Continue"
CANCEL = "Cancel"


class RequestFailed(JsonRpcException):
    """LSP ``RequestFailed``: the request was valid but could not be carried out."""

    CODE = -32803


def client_supports(ls: LanguageServer, path: str) -> Any:
    """The client capability at a dotted path (``"window.show_message"``), None if absent."""
    value: Any = ls.client_capabilities
    for name in path.split("."):
        value = getattr(value, name, None)
        if value is None:
            return None
    return value


def conflict_summary(snapshot: FileSnapshot, conflicts: list[Conflict]) -> str:
    """The conflicts' messages, then every line (1-based) their spans touch."""
    lines = sorted({snapshot.line_number(span.start) for c in conflicts for span in c.spans})
    summary = "; ".join(conflict.message for conflict in conflicts)
    if lines:
        summary += f" (affected line{'s' if len(lines) > 1 else ''}: {', '.join(map(str, lines))})"
    return summary


async def rename_edit(
    ls: LanguageServer, snapshot: FileSnapshot, plan: RenamePlan, new_name: str, encoding: str, is_current
) -> types.WorkspaceEdit | None:
    """The workspace edit for ``plan``, after the conflict policy; ``is_current()`` says whether ``snapshot`` is
    still the document's latest state (checked after asking the user)."""
    document_changes = bool(client_supports(ls, "workspace.workspace_edit.document_changes"))
    if not plan.conflicts:
        return convert.workspace_edit(snapshot, plan.edits, encoding, document_changes)
    summary = conflict_summary(snapshot, plan.conflicts)
    if client_supports(ls, "window.show_message") is not None:
        answer = await ls.window_show_message_request_async(
            types.ShowMessageRequestParams(
                type=types.MessageType.Warning,
                message=f"Renaming to '{new_name}' has conflicts: {summary}. Continue?",
                actions=[types.MessageActionItem(title=CONTINUE), types.MessageActionItem(title=CANCEL)],
            )
        )
        if answer is None or answer.title != CONTINUE:
            return None
        if not is_current():
            raise JsonRpcContentModified("The document changed while the rename was waiting")
        return convert.workspace_edit(snapshot, plan.edits, encoding, document_changes)
    if client_supports(ls, "workspace.workspace_edit.change_annotation_support") is not None and document_changes:
        annotation = types.ChangeAnnotation(
            label=f"Rename to '{new_name}' (conflicts)", needs_confirmation=True, description=summary
        )
        return convert.workspace_edit(snapshot, plan.edits, encoding, True, annotation)
    raise RequestFailed(f"Rename to '{new_name}' refused: {summary}")
