"""Hover: what Webots knows about the word under the cursor, as Markdown.

* a built-in node type: its description (the header comment of its ``.wrl``, ``WbNodeModel::info()``) and its base
  chain;
* a field of a built-in node: ``type name default`` and the field's comment in the ``.wrl``;
* a PROTO instance's type: its base type, description and file (or library URL); one of its parameters: type,
  default, restrictions and the doc comment of its declaration;
* a USE name: the node type and line of the DEF it binds to (``WbNodeReader::readNode``);
* a DEF name: how many USEs are bound to it (Webots' scene tree shows "USE count").

Types are asked of the file's ``analysis.node_types``. A procedural PROTO instance (its type, its DEF, a USE of it)
also shows the node type it expands to, when the last template pass found it for this version
(``template_diagnostics.ExpandedTypes``; the handler never waits for a render).

The docs come from ``webots_ls/data/node_docs.json`` (made at build time, see ``analysis.node_docs``).
"""

from __future__ import annotations

from dataclasses import dataclass

from tree_sitter import Node

from ..analysis.files import uri_path
from ..analysis.index import FileAnalysis, Occurrence
from ..analysis.node_docs import node_doc
from ..analysis.node_models import DEPRECATED_NODE_NAMES, FieldModel, NodeModel
from ..analysis.node_types import NOT_SOLID, NodeTypes
from ..analysis.project import ProjectNodeTypes
from ..analysis.spans import Span
from ..analysis.use_rules import node_type_name
from ..snapshot import FileSnapshot
from ..syntax import kinds
from ..syntax.text import node_text
from .template_diagnostics import Expanded, ExpandedTypes


@dataclass(frozen=True)
class Hover:
    markdown: str
    span: Span  # the word hovered


def hover(snapshot: FileSnapshot, offset: int, expanded: ExpandedTypes | None = None) -> Hover | None:
    """``expanded``: what this version's procedural instances expand to (None: not known)."""
    analysis = snapshot.analysis
    occurrence = analysis.occurrence_at(offset)
    if occurrence is not None:
        found = _occurrence_hover(analysis, occurrence)
        definition = occurrence if occurrence.is_def else analysis.target(occurrence)
        if expanded is not None and definition is not None:
            found = _with_expansion(found, expanded.by_def.get(definition.start))
        return found
    word = _word_at(analysis, offset)
    if word is None:
        return None
    if word.type == kinds.NODE_TYPE:
        found = _node_type_hover(analysis, word)
        if expanded is not None and found is not None:
            found = _with_expansion(found, expanded.by_type.get(word.start_byte))
        return found
    if word.type == kinds.FIELD_NAME:
        return _field_hover(analysis, word)
    return None


def _word_at(analysis: FileAnalysis, offset: int) -> Node | None:
    """The ``node_type`` / ``field_name`` under ``offset`` (a cursor right after the word counts too)."""
    root = analysis.tree.root_node
    for probe in (offset, offset - 1):
        if probe < 0:
            continue
        node = root.descendant_for_byte_range(probe, probe)
        if node is not None and node.type in _HOVERED and node.start_byte <= probe < node.end_byte:
            if node.child_count or node.is_missing:
                return None  # made by a template
            return node
    return None


_HOVERED = (kinds.NODE_TYPE, kinds.FIELD_NAME)


def _base_chain(types: NodeTypes, model: NodeModel) -> list[str]:
    chain: list[str] = []
    base = None if model.name in NOT_SOLID else model.base  # their '# parent: Solid' header is not Webots' class
    while base is not None and base not in chain and base != model.name:
        chain.append(base)
        parent = types.model(base)
        base = parent.base if parent is not None else None
    return chain


def _node_type_hover(analysis: FileAnalysis, word: Node) -> Hover | None:
    name = node_text(analysis.source, word)
    types = analysis.node_types
    model = types.model(name)
    span = Span(word.start_byte, word.end_byte)
    if model is None:
        return Hover(f"**{name}**\n\nNot a built-in node: a PROTO (its interface is in its own `.proto` file).", span)
    if model.is_proto:
        return Hover(_proto_markdown(types, name, model), span)
    lines = [f"**{model.name}** — built-in node"]
    if name in DEPRECATED_NODE_NAMES:
        lines[0] = f"**{name}** — deprecated name of the built-in node **{model.name}**"
    chain = _base_chain(analysis.node_types, model)
    if chain:
        lines.append("Base: " + " → ".join(f"`{base}`" for base in chain))
    doc = node_doc(model.name)
    if doc is not None and doc.description:
        lines.append(doc.description)
    return Hover("\n\n".join(lines), span)


def _proto_markdown(types: NodeTypes, name: str, model: NodeModel) -> str:
    """A PROTO: its base type, description, and where it is (its file, or its library URL)."""
    base = types.base_type(name)
    lines = [f"**{model.name}** — PROTO" + (f", base node **{base}**" if base is not None else "")]
    if model.description:
        lines.append(model.description)
    location = model.location
    uri = getattr(location, "uri", None)
    if uri is not None and uri.startswith("file:"):
        lines.append(f"File: `{uri_path(uri)}`")
    elif model.url or uri:
        lines.append(f"Library: `{model.url or uri}`")
    parameters = _parameter_lines(types, name)
    if parameters:
        lines.append("Parameters:\n" + "\n".join(parameters))
    return "\n\n".join(lines)


MAX_PARAMETERS = 40  # listed in a hover; the rest are counted
_SHORT_DEFAULT = 40  # characters of a default value shown


def _parameter_lines(types: NodeTypes, name: str) -> list[str]:
    """One line per parameter a user may write (hidden and deprecated ones left out): its name, type, default and
    the first line of its doc comment."""
    found = types.resolve(name) if isinstance(types, ProjectNodeTypes) else None
    source = (found.interface or found.library) if found is not None else None
    parameters = [parameter for parameter in getattr(source, "parameters", ())
                  if parameter.kind not in ("hiddenField", "deprecatedField")]
    lines = []
    for parameter in parameters[:MAX_PARAMETERS]:
        items = parameter.default
        default = items if isinstance(items, str) else "[ " + " ".join(items) + " ]" if items else "[ ]"
        if len(default) > _SHORT_DEFAULT:
            default = default[: _SHORT_DEFAULT - 1] + "…"
        doc = parameter.doc.strip().splitlines()[0] if parameter.doc.strip() else ""
        lines.append(f"- `{parameter.name}` {parameter.type} = `{default}`" + (f" — {doc}" if doc else ""))
    if len(parameters) > MAX_PARAMETERS:
        lines.append(f"- … and {len(parameters) - MAX_PARAMETERS} more")
    return lines


def _format_default(field: FieldModel) -> str:
    default = field.default
    if isinstance(default, list):
        return "[ " + " ".join(str(item) for item in default) + " ]" if default else "[]"
    return str(default)


def _field_hover(analysis: FileAnalysis, word: Node) -> Hover | None:
    owner_field = word.parent
    if owner_field is None or owner_field.type not in (kinds.FIELD, kinds.HIDDEN_FIELD):
        return None
    body = owner_field.parent
    node = body.parent if body is not None and body.type == kinds.NODE_BODY else None
    if node is None or node.type != kinds.NODE:
        return None
    type_name = node_type_name(node, analysis.source)
    model = analysis.node_types.model(type_name) if type_name is not None else None
    if model is None:
        return None  # a PROTO parameter: its declaration is in the PROTO's file
    field = model.field(node_text(analysis.source, word))
    if field is None:
        return None
    if model.is_proto:
        markdown = (f"```webots\n{field.type} {field.name} {_format_default(field)}\n```\n\n"
                    f"Parameter of **{model.name}** PROTO")
        if field.restrictions:
            markdown += "\n\nValues: `{" + ", ".join(field.restrictions) + "}`"
        if field.doc:
            markdown += f"\n\n{field.doc}"
        return Hover(markdown, Span(word.start_byte, word.end_byte))
    markdown = f"```webots\n{field.type} {field.name} {_format_default(field)}\n```\n\nField of **{model.name}**"
    doc = node_doc(model.name)
    comment = doc.fields.get(field.name, "") if doc is not None else ""
    if comment:
        markdown += f": {comment}"
    return Hover(markdown, Span(word.start_byte, word.end_byte))


def _occurrence_hover(analysis: FileAnalysis, occurrence: Occurrence) -> Hover:
    name = occurrence.name
    if occurrence.is_def:
        node = analysis.node_of(occurrence)
        type_name = node_type_name(node, analysis.source) if node is not None else None
        count = len(analysis.uses_of(occurrence))
        uses = f"{count} USE" + ("" if count == 1 else "s")
        markdown = f"**DEF {name}** ({_type_label(type_name)}): {uses}"
        if not analysis.is_registered(occurrence):
            markdown += f"\n\nA `DEF {name}` inside this node is registered instead (WbNodeReader::readNode): later `USE {name}` refer to it."
        return Hover(markdown, occurrence.span)
    target = analysis.target(occurrence)
    if target is None:
        return Hover(f"**USE {name}**: no `DEF {name}` before it in its scope", occurrence.span)
    node = analysis.node_of(target)
    type_name = node_type_name(node, analysis.source) if node is not None else None
    line = analysis.line_of(target.start)
    return Hover(f"**USE {name}** → `DEF {name}` {_type_label(type_name)} (line {line})", occurrence.span)


def _with_expansion(found: Hover, expansion: Expanded | None) -> Hover:
    """``found`` telling the node type the instance expands to (with its values), when known."""
    if expansion is None or expansion.type_name is None:
        return found
    line = f"This instance expands to `{expansion.type_name}`"
    if expansion.base_type is not None and expansion.base_type != expansion.type_name:
        line += f" (base node `{expansion.base_type}`)"
    return Hover(f"{found.markdown}\n\n{line}.", found.span)


def _type_label(type_name: str | None) -> str:
    return f"`{type_name}`" if type_name is not None else "a type made by a template"
