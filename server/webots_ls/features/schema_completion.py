"""Completion from Webots' node models where no ``USE`` name is typed (``completion`` does those):

* a node type in an SFNode / MFNode slot: what Webots' "Add a node" dialog lists there (``analysis.insertable``),
  ``NULL`` too in an SFNode field; an undeclared PROTO of an R2022b+ file brings its ``EXTERNPROTO`` line
  (``additional``), put after the file's last EXTERNPROTO line, else after its header comment block;
* a field name: the enclosing node's fields (a PROTO's parameters) not written yet, the default value as the
  snippet's text, the doc comment and the unit as documentation;
* a value: ``TRUE``/``FALSE`` (SFBool), the values a PROTO parameter's restrictions list, the strings of a built-in
  field that takes a fixed set (``WorldInfo.coordinateSystem``); after ``IS`` in a PROTO body, the parameters of the
  field's type;
* an ``EXTERNPROTO "`` URL: the workspace's .proto files relative to the file, library PROTOs as ``webots://`` URLs.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass
from pathlib import Path

from ..analysis.cursor_context import CursorContext, cursor_context
from ..analysis.insertable import insertable_types
from ..analysis.node_docs import node_doc
from ..analysis.node_models import FieldModel, NodeModel, string_choices
from ..analysis.project import ProjectNodeTypes, library_url
from ..analysis.protos import read_proto_interface
from ..analysis.spans import Span
from ..analysis.units import field_unit
from ..snapshot import FileSnapshot
from .fixes.extern_proto import declaration_edit

_HIDDEN_KINDS = ("hiddenField", "deprecatedField")
_URL = "\x00url"  # stands for the URL in the EXTERNPROTO line made once per request
_SNIPPET_SPECIAL = re.compile(r"([\\$}])")


@dataclass(frozen=True)
class Item:
    label: str
    kind: str  # "node_type" (built-in), "proto", "field", "value", "keyword" (NULL), "url"
    insert: str  # the text written (snippet syntax when ``snippet``)
    detail: str = ""
    documentation: str = ""  # markdown
    snippet: bool = False
    additional: tuple[tuple[Span, str], ...] = ()  # other edits (an EXTERNPROTO line)
    rank: int = 0  # sort group: lower first, then the list order


@dataclass(frozen=True)
class SchemaCompletion:
    items: list[Item]
    replace: Span


def schema_completion(snapshot: FileSnapshot, offset: int, snippets: bool = False,
                      after_space: bool = False) -> SchemaCompletion | None:
    """The items for ``offset``; None where nothing is offered. ``after_space``: the request comes from typing a
    space, which only opens a node type or value list (not the field names of every blank in a body)."""
    context = cursor_context(snapshot.analysis, offset)
    if context is None or context.in_string and context.kind != "value":
        return None
    if context.kind == "node_type":
        items = _node_types(snapshot, context, snippets)
    elif context.kind == "value":
        items = _values(context)
    elif context.kind == "is_target":
        items = _parameters(snapshot, context)
    elif context.kind == "field_name" and not after_space:
        items = _fields(context, snippets)
    elif context.kind == "externproto_url" and not after_space:
        items = _urls(snapshot)
    else:
        return None
    return SchemaCompletion(items, context.replace) if items else None


# -- node types ------------------------------------------------------------------------------------------------
def _node_types(snapshot: FileSnapshot, context: CursorContext, snippets: bool) -> list[Item]:
    items = []
    if context.null and not context.brace_follows:
        items.append(Item("NULL", "keyword", "NULL", "no node"))
    # one place for every undeclared PROTO (fixes.extern_proto.declaration_edit: Webots' layout), its URL filled in
    place, line = declaration_edit(snapshot.source, snapshot.tree.root_node, _URL)
    for found in insertable_types(snapshot.node_types, context.slot):
        if context.brace_follows:
            insert, snippet = found.name, False
        elif snippets:
            insert, snippet = f"{found.name} {{\n  $0\n}}", True
        else:
            insert, snippet = f"{found.name} {{ }}", False
        additional = ()
        if found.declaration is not None:
            additional = ((place, line.replace(f'"{_URL}"', f'"{found.declaration}"')),)
        built_in = found.origin == "built-in"
        detail = found.name if built_in else f"{found.base_type} PROTO" + (" (library)" if found.origin == "library" else "")
        items.append(Item(found.name, "node_type" if built_in else "proto", insert, detail, found.description,
                          snippet, additional, rank=0 if found.origin != "library" else 1))
    return items


# -- fields --------------------------------------------------------------------------------------------------------
def _fields(context: CursorContext, snippets: bool) -> list[Item]:
    model = context.model
    if model is None or not model.fields_known:
        return []
    items = []
    for name, field in model.fields.items():
        if name in context.written or field.kind in _HIDDEN_KINDS:
            continue
        default = _default_text(field)
        if snippets:
            if field.type == "MFNode":  # a list of nodes opens on its own lines (a PROTO's default items kept)
                items_text = " ".join(field.default) if isinstance(field.default, list) else ""
                insert = f"{name} [\n  ${{1:{_escape(items_text)}}}\n]" if items_text else f"{name} [\n  $0\n]"
            else:
                insert = f"{name} ${{1:{_escape(default)}}}"
        else:
            insert = f"{name} {default}"
        items.append(Item(name, "field", insert, f"{field.type} {default}", _field_doc(model, field), snippets))
    return items


def _default_text(field: FieldModel) -> str:
    if isinstance(field.default, str):
        return field.default
    return "[ " + " ".join(field.default) + " ]" if field.default else "[ ]"


def _escape(text: str) -> str:
    return _SNIPPET_SPECIAL.sub(r"\\\1", text)


def _field_doc(model: NodeModel, field: FieldModel) -> str:
    if model.is_proto:
        comment, unit = field.doc, None
    else:
        doc = node_doc(model.name)
        comment, unit = (doc.fields.get(field.name, "") if doc is not None else ""), field_unit(model.name, field.name)
    lines = [f"`{field.type} {field.name}` (default `{_default_text(field)}`)"]
    if comment:
        lines.append(comment)
    if unit:
        lines.append(f"Unit: {unit}")
    if field.restrictions:
        lines.append("Values: " + ", ".join(f"`{value}`" for value in field.restrictions))
    return "\n\n".join(lines)


# -- values ---------------------------------------------------------------------------------------------------------
def _values(context: CursorContext) -> list[Item]:
    field, model = context.field, context.model
    if field is None or model is None:
        return []
    if field.restrictions:
        values = list(field.restrictions)
    elif field.type == "SFString" and not model.is_proto:
        values = list(string_choices(model.name, field.name))
    elif field.type == "SFBool":
        values = ["TRUE", "FALSE"]
    else:
        values = []
    default = field.default if isinstance(field.default, str) else None
    return [Item(value, "value", value, "default" if value == default else field.type) for value in values]


def _parameters(snapshot: FileSnapshot, context: CursorContext) -> list[Item]:
    """The PROTO's parameters a field may be linked to by ``IS``: those of the field's type (``WbNode``'s IS rule:
    "Type mismatch"), all of them when the field is not known here."""
    types = snapshot.node_types
    interface = types.own_interface() if isinstance(types, ProjectNodeTypes) else None
    if interface is None:
        interface = read_proto_interface(snapshot.tree, snapshot.source)
    if interface is None:
        return []
    wanted = context.field.type if context.field is not None else None
    return [Item(p.name, "field", p.name, f"{p.type} {_default_text(_as_field(p))}", p.doc)
            for p in interface.parameters if wanted is None or p.type == wanted]


def _as_field(parameter) -> FieldModel:
    return FieldModel(parameter.name, parameter.type, parameter.kind, parameter.default)


# -- EXTERNPROTO URLs -----------------------------------------------------------------------------------------------
def _urls(snapshot: FileSnapshot) -> list[Item]:
    types = snapshot.node_types
    if not isinstance(types, ProjectNodeTypes):
        return []
    project = types.project
    declared = set(types.declarations().values())
    items: list[Item] = []
    seen: set[Path] = set()
    folders = [*project.workspace_folders, *project.project_proto_folders(types.file_path)]
    for folder in folders:
        for name, path in sorted(project.folder_protos(folder).items()):
            if path in seen or path == types.file_path:
                continue
            seen.add(path)
            url = os.path.relpath(path, types.file_path.parent).replace(os.sep, "/")
            if url not in declared:
                items.append(Item(url, "url", url, f"{name} (workspace)"))
    library = project.library
    for name in sorted(library.names()):
        entry = library.get(name)
        url = library_url(entry.url, types.version) if entry is not None else None
        if url is not None and url not in declared:
            items.append(Item(url, "url", url, f"{name} (library)", entry.description, rank=1))
    return items
