"""All diagnostics of a file: every rule of ``analysis.rules.RULES``.

One place, one report: when a schema error and a syntax finding flag the same place (``ambientIntensity`` with no
value, then ``direction``: the grammar says "unexpected 'direction'", the schema rule Webots' "Expected floating point
value, found 'direction'"), the syntax finding is dropped. "The same place": the schema error starts where the
syntax finding starts, or inside the syntax finding's span. A field left without a value before the next field
(``castShadows``, then ``geometry Box { }``) is reported as Webots does, the next field read as a field
(``analysis.next_field``).

A world or PROTO file with syntax errors is also read the way Webots' parser reads it (``analysis.webots_parser``):
the syntax finding on the line of Webots' first error carries Webots' console text too (``checks.with_webots_text``).

Long work is cancellable: ``should_stop`` (a cheap callable) is polled between rules and every few thousand items
inside the whole-file pass; when it returns True, ``Cancelled`` is raised and no partial result is kept.
"""

from __future__ import annotations

import bisect

from tree_sitter import Tree

from ..analysis.cancel import Cancelled, ShouldStop, check
from ..analysis.checks import with_webots_text
from ..analysis.codes import Finding
from ..analysis.index import FileAnalysis
from ..analysis.node_types import NodeTypes
from ..analysis.project import ProjectNodeTypes
from ..analysis.next_field import missing_value_findings
from ..analysis.rules import rules_reading
from ..analysis.schema import prepare
from ..analysis.tree_pass import tree_captures
from ..analysis.files import is_protocol_buffers
from ..analysis.webots_parser import first_proto_error, first_world_error
from ..syntax import kinds

__all__ = ["Cancelled", "Finding", "diagnostics"]


def diagnostics(
    tree: Tree, source: bytes, analysis: FileAnalysis, should_stop: ShouldStop = None,
    node_types: NodeTypes | None = None,
) -> list[Finding]:
    """``node_types``: what each type is in this file (None: ``analysis.node_types``); the ``project`` rules run when
    it is a ``ProjectNodeTypes``. The whole-file pass is the one ``FileAnalysis.build`` made for this ``tree`` and
    ``source`` with this provider (``take_built_pass``: the file is walked once), else one made here; every rule is
    given it, and it goes when this returns (its nodes keep the tree alive)."""
    if is_protocol_buffers(source):
        return []  # a Protocol Buffers schema named .proto (a robot's messages), not a Webots file
    if node_types is None:
        node_types = analysis.node_types
    file_pass = None
    if analysis.tree is tree and analysis.source is source:
        file_pass = analysis.take_built_pass(node_types)
    if file_pass is None:
        file_pass = tree_captures(tree, source, should_stop, node_types)
    prepare(file_pass, should_stop)  # the schema rules' findings, cancellably (the rules then read them)
    syntax: list[Finding] = []
    for rule in rules_reading("syntax"):
        check(should_stop)
        syntax.extend(rule.run(tree, source))
    findings: list[Finding] = []
    for rule in rules_reading("analysis"):
        check(should_stop)
        findings.extend(rule.run(analysis, file_pass=file_pass))
    schema: list[Finding] = []
    for rule in rules_reading("schema"):
        check(should_stop)
        schema.extend(rule.run(tree, source, file_pass=file_pass))
    if isinstance(node_types, ProjectNodeTypes):
        for rule in rules_reading("project"):
            check(should_stop)
            findings.extend(rule.run(tree, source, node_types, file_pass=file_pass))
    findings.extend(schema)
    findings.extend(_without_schema_duplicates(syntax, schema))
    if syntax:
        check(should_stop)
        findings = missing_value_findings(findings, tree, source, node_types)  # `castShadows`, then `geometry Box {}`
        is_proto = any(child.type == kinds.PROTO for child in tree.root_node.children)
        replay = first_proto_error if is_proto else first_world_error
        findings = with_webots_text(findings, replay(source, node_types, should_stop), source)
    findings.sort(key=lambda finding: (finding.span.start, finding.span.end))
    findings = _once_per_place(findings)
    return findings


def _once_per_place(findings: list[Finding]) -> list[Finding]:
    """One of the findings with the same span and message (slot typing and the restricted-values rule both say
    ``Invalid 'X' removed from ...`` of a node in a restricted PROTO parameter): the last rule's (the value rule)."""
    seen: set = set()
    kept = []
    for finding in reversed(findings):
        span = finding.span
        key = (span.start, span.end, finding.message)  # not the Span itself: its dataclass hash is slow
        if key not in seen:
            seen.add(key)
            kept.append(finding)
    kept.reverse()
    return kept


def _without_schema_duplicates(syntax: list[Finding], schema: list[Finding]) -> list[Finding]:
    """The syntax findings no schema error flags too (same start, or a start inside the syntax finding's span)."""
    if not syntax or not schema:
        return syntax
    starts = sorted(finding.span.start for finding in schema if finding.severity == "error")
    kept = []
    for finding in syntax:
        start, end = finding.span.start, max(finding.span.end, finding.span.start + 1)
        index = bisect.bisect_left(starts, start)
        if index < len(starts) and starts[index] < end:
            continue
        kept.append(finding)
    return kept
