"""Diagnostics only rendering shows (issue 30.3) and node types from the expansion (issue 30.4), as plain data: which
instances of a document are procedural, what the text a PROTO renders to is checked for, and whether the node an
instance expands to may be USEd. The server renders (off its event loop) and publishes (``server.template_pass``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass
from pathlib import Path

from ..analysis import codes, template_checks, use_rules
from ..analysis.codes import Finding
from ..analysis.node_models import find_node_model
from ..analysis.node_types import NodeTypes
from ..analysis.spans import Span
from ..snapshot import FileSnapshot
from ..syntax import kinds
from ..syntax.kinds import Child
from ..analysis.proto_expansion import parameter_defaults, substitute, written_values
from ..syntax.text import node_type_name
from . import diagnostics
from .expanded_proto import Target, is_template

MAX_INSTANCES = 200  # procedural instances rendered per run at most (each render is bounded by the time limit)
_EXPANDED = "WEBOTS_LS_EXPANDED"  # the DEF name of the node an instance expands to, in the text that judges it


@dataclass(frozen=True)
class Instance:
    """A procedural PROTO instance of a document: its type name's span, its DEF name's start (None: no DEF) and what
    to render (``Target``, with its written values)."""

    type_span: Span
    def_start: int | None
    target: Target


def procedural_instances(snapshot: FileSnapshot, proto_text: Callable[[Path], str | None],
                         file_path: Path | None) -> Iterator[tuple[Instance, str]]:
    """The instances of ``snapshot`` whose PROTO file (read with ``proto_text``) is a template, with that text; at
    most ``MAX_INSTANCES``. Nothing is walked when none of the PROTOs the file uses is a template."""
    node_types = snapshot.node_types
    resolve, loaded = getattr(node_types, "resolve", None), getattr(node_types, "loaded_files", None)
    if resolve is None or loaded is None:
        return
    texts = {path: text for path in loaded() if (text := proto_text(path)) is not None and is_template(text)}
    if not texts:
        return
    source = snapshot.source
    in_proto = file_path is not None and file_path.suffix.lower() == ".proto"
    defaults = parameter_defaults(source) if in_proto else None
    count = 0
    for node in _nodes(snapshot):
        name = node_type_name(node, source)
        if name is None or find_node_model(name) is not None:
            continue
        found = resolve(name)
        if found is None or found.path not in texts:
            continue
        type_node = node.child_by_field_name(Child.TYPE)
        def_node = node.child_by_field_name(Child.DEF)
        values = tuple(written_values(source, node, defaults).items())
        instance = Instance(Span(type_node.start_byte, type_node.end_byte),
                            def_node.start_byte if def_node is not None and not def_node.child_count else None,
                            Target(name, found.path, values))
        yield instance, texts[found.path]
        count += 1
        if count >= MAX_INSTANCES:
            return


def _nodes(snapshot: FileSnapshot):
    """Every ``node`` of the tree (a cursor walk, numbers and strings skipped)."""
    cursor = snapshot.tree.walk()
    skipped = (kinds.NUMBERS, kinds.STRING, kinds.COMMENT, kinds.HEADER)
    while True:
        node = cursor.node
        if node.type == kinds.NODE:
            yield node
        if node.type not in skipped and cursor.goto_first_child():
            continue
        while not cursor.goto_next_sibling():
            if not cursor.goto_parent():
                return


def rendered_proto_findings(rendered, rendered_node_types: NodeTypes, static: list[Finding]) -> list[Finding]:
    """A PROTO file rendered at its defaults: its template errors, and what its generated nodes are found to be
    (``template_checks.generated_findings``) when it rendered. Parses and checks the rendered text: whole-document
    work, run after the debounced diagnostics."""
    findings = template_checks.template_errors(rendered)
    if rendered.text is None:
        return findings
    snapshot = FileSnapshot.open("untitled:rendered.proto", rendered.text, node_types=rendered_node_types)
    of_text = diagnostics.diagnostics(snapshot.tree, snapshot.source, snapshot.analysis)
    return findings + template_checks.generated_findings(rendered, of_text, static)


def use_reason(rendered, target: Target, node_types_for: Callable[[bytes], NodeTypes]) -> str | None | bool:
    """Why Webots cannot USE the node ``target`` expands to (``isAValidUseableNode``'s message), None when it can,
    False when that is not known (the template failed). ``node_types_for(source)``: a provider for a text read
    as if it were the PROTO file (its EXTERNPROTOs resolve)."""
    if rendered.text is None:
        return False
    body = substitute(rendered.text, dict(target.values)).text
    if not body:
        return False
    head = rendered.text[: max(0, rendered.text.find("PROTO "))]
    head = "\n".join(line for line in head.splitlines() if line.startswith(("#VRML", "EXTERNPROTO", "IMPORTABLE")))
    text = f"{head}\nDEF {_EXPANDED} {body}\nUSE {_EXPANDED}\n"
    snapshot = FileSnapshot.open("untitled:expanded.wbt", text, node_types=node_types_for(text.encode("utf-8")))
    definition = next((o for o in snapshot.analysis.occurrences_named(_EXPANDED) if o.is_def), None)
    return use_rules.forbidden_reason(snapshot.analysis, definition) if definition is not None else False


def with_expanded_use_rules(snapshot: FileSnapshot, findings: list[Finding], reasons: dict[int, str | None]
                            ) -> list[Finding]:
    """``findings`` with the forbidden-USE verdicts of procedural instances taken from their expansions:
    ``reasons`` maps a DEF name's start to why its node cannot be USEd (None: it can). A USE of such a DEF keeps
    no verdict of the static pass (which read the template's text); the expansion's is reported instead."""
    analysis = snapshot.analysis
    judged_uses: dict[int, str | None] = {}
    for start, reason in reasons.items():
        definition = analysis.occurrence_at(start)
        if definition is None or not definition.is_def:
            continue
        for use in analysis.uses_of(definition):
            judged_uses[use.start] = reason
    if not judged_uses:
        return findings
    forbidden = codes.FORBIDDEN_USE.code
    kept = [f for f in findings if not (f.code == forbidden and f.span.start in judged_uses)]
    for use in analysis.occurrences:
        reason = judged_uses.get(use.start) if not use.is_def else None
        if reason is not None:
            suffix = use_rules.PROTO_SUFFIX if analysis.scope_of(use).kind == "proto_body" else use_rules.WORLD_SUFFIX
            kept.append(codes.FORBIDDEN_USE.at(use.span, reason + suffix))
    kept.sort(key=lambda finding: (finding.span.start, finding.span.end))
    return kept

