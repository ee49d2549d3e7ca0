"""Diagnostics only rendering shows (issue 30.3) and node types from the expansion (issue 30.4), as plain data: which
instances of a document are procedural, what the text a PROTO renders to is checked for, and whether the node an
instance expands to may be USEd. The server renders (off its event loop) and publishes (``server.template_pass``).
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from pathlib import Path

from ..analysis import codes, template_checks, use_rules
from ..analysis.codes import Finding
from ..analysis.node_models import find_node_model
from ..analysis.node_types import NodeTypes
from ..analysis.project import ProjectNodeTypes, Uses
from ..analysis.spans import Span
from ..snapshot import FileSnapshot
from ..syntax import kinds
from ..syntax.kinds import Child
from ..analysis.proto_expansion import parameter_defaults, substitute, written_values
from ..analysis.slot_paths import as_written, before_r2023b, reported
from ..analysis.slots import Frame, Slot, insert_problem
from ..syntax.text import node_type_name
from . import diagnostics
from . import expanded_proto
from .expanded_proto import Target, is_template

MAX_INSTANCES = 200  # procedural instances rendered per run at most (each render is bounded by the time limit)
# Seconds of rendering per run, at most: a world of looping templates (200 instances of 1 s each) would hold `check`
# and the server's render thread for minutes. A remembered render counts the seconds it took when it was made, so a
# fresh open and an edited document stop at the same instance. (The corpus' 101 template PROTOs: 259 ms at most.)
RENDER_BUDGET_SECONDS = 5.0
_EXPANDED = "WEBOTS_LS_EXPANDED"  # the DEF name of the node an instance expands to, in the text that judges it


@dataclass(frozen=True)
class Instance:
    """A procedural PROTO instance of a document: its type name's span, its DEF name's start (None: no DEF), what to
    render (``Target``, with its written values) and where it stands (``Slot``; None: not judged)."""

    type_span: Span
    def_start: int | None
    target: Target
    slot: Slot | None = None


@dataclass(frozen=True)
class Expanded:
    """What an instance expands to: the type written first in its expansion, its base type (None: unknown) and why
    Webots cannot USE that node (None: it can)."""

    type_name: str | None
    base_type: str | None
    use_reason: str | None


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
                            Target(name, found.path, values), _slot(node, source))
        yield instance, texts[found.path]
        count += 1
        if count >= MAX_INSTANCES:
            return


def _slot(node, source: bytes) -> Slot | None:
    """Where ``node`` stands: a node field of its parent (its ancestors above left unknown), the top level, or None."""
    parent = node.parent
    if parent is not None and parent.type == kinds.LIST:
        parent = parent.parent
    if parent is not None and parent.type == kinds.SOURCE_FILE:
        return Slot("top")
    if parent is None or parent.type != kinds.FIELD or parent.parent is None or parent.parent.parent is None:
        return None
    name = parent.child_by_field_name(Child.NAME)
    owner = as_written(node_type_name(parent.parent.parent, source), before_r2023b(source))
    if name is None or name.child_count or owner is None:
        return None
    return Slot("field", (Frame(owner, source[name.start_byte:name.end_byte].decode("utf-8", "replace")),),
                open_ended=True)


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


def expanded(rendered, target: Target, node_types_for: Callable[[bytes], NodeTypes]) -> Expanded | None:
    """What ``target`` expands to (None: the template failed). ``node_types_for(source)``: a provider for a text read
    beside the PROTO file (its EXTERNPROTOs resolve). The expansion is judged as the DEF of a small world by
    ``use_rules.forbidden_reason``."""
    if rendered.text is None:
        return None
    body = substitute(rendered.text, dict(target.values)).text
    if not body:
        return None
    head = rendered.text[: max(0, rendered.text.find("PROTO "))]
    head = "\n".join(line for line in head.splitlines() if line.startswith(("#VRML", "EXTERNPROTO", "IMPORTABLE")))
    text = f"{head}\nDEF {_EXPANDED} {body}\nUSE {_EXPANDED}\n"
    snapshot = FileSnapshot.open("untitled:expanded.wbt", text, node_types=node_types_for(text.encode("utf-8")))
    definition = next((o for o in snapshot.analysis.occurrences_named(_EXPANDED) if o.is_def), None)
    if definition is None:
        return None
    node = snapshot.analysis.node_of(definition)
    node = node.parent if node is not None and node.type == kinds.DEF_NAME else node
    type_name = node_type_name(node, snapshot.source) if node is not None and node.type == kinds.NODE else None
    base = snapshot.node_types.base_type(type_name) if type_name is not None else None
    return Expanded(type_name, base, use_rules.forbidden_reason(snapshot.analysis, definition))


class _ExpandedTypes:
    """``types`` answering ``base_type(name)`` with an instance's expansion's base type (the rest delegated)."""

    def __init__(self, types: NodeTypes, name: str, base: str) -> None:
        self._types, self._name, self._base = types, name, base

    def base_type(self, name: str) -> str | None:
        return self._base if name == self._name else self._types.base_type(name)

    def __getattr__(self, attribute: str):
        return getattr(self._types, attribute)


def with_base_type(types: NodeTypes, name: str, base: str) -> NodeTypes:
    """``types`` where PROTO ``name`` has the base type ``base`` (what one instance of it expands to)."""
    return _ExpandedTypes(types, name, base)  # type: ignore[return-value]


def slot_problem(types: NodeTypes, instance: Instance, expansion: Expanded) -> str | None | bool:
    """Why Webots refuses the node ``instance`` expands to where it stands (None: it fits), or False when the
    expansion changes nothing (its base type is the one the template's text gives, which the static pass judged)."""
    return _problem_in(types, instance.target.name, instance.slot, expansion)


def _problem_in(types: NodeTypes, name: str, slot: Slot | None, expansion: Expanded) -> str | None | bool:
    """``slot_problem`` for a node of PROTO ``name`` (an instance, or a USE of one) standing in ``slot``."""
    if slot is None or expansion.base_type is None or expansion.base_type == types.base_type(name):
        return False
    problem = insert_problem(with_base_type(types, name, expansion.base_type), slot, name)
    return problem if reported(problem) else None


def use_slot_problems(snapshot: FileSnapshot, instance: Instance, expansion: Expanded) -> dict[Span, str | None]:
    """``slot_problem`` for each USE of the DEF ``instance`` (by the USE name's span): a USE stands for the node its
    DEF expands to."""
    analysis = snapshot.analysis
    definition = analysis.occurrence_at(instance.def_start) if instance.def_start is not None else None
    if definition is None or not definition.is_def:
        return {}
    problems: dict[Span, str | None] = {}
    for use in analysis.uses_of(definition):
        node = analysis.node_of(use)
        slot = _slot(node, snapshot.source) if node is not None else None
        if (problem := _problem_in(snapshot.node_types, instance.target.name, slot, expansion)) is not False:
            problems[use.span] = problem
    return problems


def with_expanded_slots(findings: list[Finding], problems: dict[Span, str | None]) -> list[Finding]:
    """``findings`` with the misplaced-node verdicts on the instances of ``problems`` (their type spans, or the name
    spans of USEs of them) taken from their expansions."""
    if not problems:
        return findings
    misplaced = codes.MISPLACED_NODE.code
    kept = [f for f in findings if not (f.code == misplaced and f.span in problems)]
    kept += [codes.MISPLACED_NODE.at(span, problem) for span, problem in problems.items() if problem is not None]
    kept.sort(key=lambda finding: (finding.span.start, finding.span.end))
    return kept


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



# -- the whole pass: the server runs it after each publish (rendering in a thread), ``webots-ls check`` per file ---
NodeTypesFor = Callable[[str, bytes], NodeTypes]  # (a document's URI, a text read as that document) -> its provider


@dataclass(frozen=True)
class RenderedDocument:
    """What rendering showed for one version of a document: findings to add, and what each procedural instance
    expanded to (the instances whose template failed are left out)."""

    extra: list[Finding]
    expansions: list[tuple[Instance, Expanded]]
    uses: Uses = field(default_factory=Uses)  # the PROTO files the check of the rendered texts read


@dataclass(frozen=True)
class ExpandedTypes:
    """The types a document's procedural instances expand to, for one version: by the start of an instance's type
    name, and by the start of its DEF name."""

    by_type: dict[int, Expanded] = field(default_factory=dict)
    by_def: dict[int, Expanded] = field(default_factory=dict)


def to_render(snapshot: FileSnapshot, proto_text: Callable[[Path], str | None], path: Path
              ) -> tuple[str, list[tuple[Instance, str]]] | None:
    """What the pass renders for ``snapshot`` (the file at ``path``): its text, and its procedural instances with
    their PROTO's text; None when there is nothing to render (no template PROTO itself, no procedural instance)."""
    instances = list(procedural_instances(snapshot, proto_text, path))
    text = snapshot.source.decode("utf-8", "replace")
    if not instances and not (path.suffix.lower() == ".proto" and is_template(text)):
        return None
    return text, instances


def render_document(text: str, uri: str, path: Path, instances: list[tuple[Instance, str]], static: list[Finding],
                    node_types_for: NodeTypesFor, webots_home: Path | None,
                    should_stop: Callable[[], bool] = lambda: False) -> RenderedDocument | None:
    """Render what the document at ``path`` (text ``text``, published findings ``static``) concerns: itself at its
    defaults when it is a template PROTO, and each of its procedural ``instances`` (``procedural_instances``) with
    its values; then check each rendered text and substitute each expansion's IS. Blocking, and it reads no tree of
    the document: the server runs it in a thread. None when ``should_stop()`` turned True between two renders.
    Its ``uses``: what the providers made for the rendered texts read (an expansion's Inner, say), for the document's
    record: a change of those files must judge the document again."""
    made: list[NodeTypes] = []

    def recorded(for_uri: str, source: bytes) -> NodeTypes:
        made.append(node_types_for(for_uri, source))
        return made[-1]

    extra: list[Finding] = []
    spent = 0.0  # seconds of rendering (``RENDER_BUDGET_SECONDS``)
    if path.suffix.lower() == ".proto" and is_template(text):
        rendered, spent = _render(text, Target(path.stem, path, ()), None, webots_home)
        if should_stop():
            return None
        node_types = recorded(uri, (rendered.text or "").encode("utf-8"))
        extra += rendered_proto_findings(rendered, node_types, static)
    world = path if path.suffix.lower() == ".wbt" else None
    expansions: list[tuple[Instance, Expanded]] = []
    for number, (instance, proto_text) in enumerate(instances):
        if spent > RENDER_BUDGET_SECONDS:
            extra += template_checks.not_rendered(instance.type_span, spent, RENDER_BUDGET_SECONDS,
                                                  len(instances) - number)
            break
        target = instance.target
        rendered, seconds = _render(proto_text, target, world, webots_home)
        spent += seconds
        if should_stop():
            return None
        extra += template_checks.instance_error(rendered, target.name, instance.type_span)
        # (the expansion is read as a world beside its PROTO file: its EXTERNPROTOs resolve from there, and the text
        # is not read as a PROTO file, whose interface would be parsed again for each instance)
        beside = target.path.with_suffix(".wbt").as_uri() if target.path is not None else uri
        expansion = expanded(rendered, target, lambda source: recorded(beside, source))
        if expansion is not None:  # (else the template failed: today's reading stands)
            expansions.append((instance, expansion))
    uses = Uses()
    for node_types in made:
        if isinstance(node_types, ProjectNodeTypes):
            uses.merge(node_types.uses)
    return RenderedDocument(extra, expansions, uses)


def _render(text: str, target: Target, world: Path | None, webots_home: Path | None):
    """The rendered ``text`` and the seconds it took (``expanded_proto.timed_render``)."""
    context = expanded_proto.render_context(target, world, webots_home)
    return expanded_proto.timed_render(text, target.values, context, context.project_path or None)


def combined(snapshot: FileSnapshot, findings: list[Finding], rendered: RenderedDocument
             ) -> tuple[list[Finding], ExpandedTypes]:
    """``findings`` with what ``rendered`` shows (template errors, generated-text findings, and the USE and slot
    verdicts of the instances judged on their expansions), and the types the instances expand to. Cheap: the
    server runs it on its event loop, with the document's tree."""
    reasons: dict[int, str | None] = {}  # DEF start -> why the expansion cannot be USEd
    slots: dict[Span, str | None] = {}  # type (or USE name) span -> why the expansion cannot stand there
    types = ExpandedTypes()
    for instance, expansion in rendered.expansions:
        types.by_type[instance.type_span.start] = expansion
        if instance.def_start is not None:
            types.by_def[instance.def_start] = expansion
            reasons[instance.def_start] = expansion.use_reason
        if (problem := slot_problem(snapshot.node_types, instance, expansion)) is not False:
            slots[instance.type_span] = problem
        slots.update(use_slot_problems(snapshot, instance, expansion))
    if not rendered.extra and not reasons and not slots:
        return findings, types
    result = with_expanded_use_rules(snapshot, findings + rendered.extra, reasons)
    return with_expanded_slots(result, slots), types


def template_pass(snapshot: FileSnapshot, findings: list[Finding], path: Path,
                  proto_text: Callable[[Path], str | None], node_types_for: NodeTypesFor,
                  webots_home: Path | None) -> list[Finding]:
    """The whole pass in one blocking call, for ``webots-ls check``: ``findings`` of ``snapshot`` (the file at
    ``path``) with what rendering its templates shows. (The server runs the same three steps, ``to_render``,
    ``render_document`` in a thread, ``combined``.)"""
    found = to_render(snapshot, proto_text, path)
    if found is None:
        return findings
    text, instances = found
    rendered = render_document(text, snapshot.uri, path, instances, findings, node_types_for, webots_home)
    assert rendered is not None  # (nothing stops it)
    return combined(snapshot, findings, rendered)[0]
