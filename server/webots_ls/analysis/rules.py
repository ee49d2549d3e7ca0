"""Every diagnostic rule, one entry each: the function, what it reads, and the codes (``codes.CODES``) it reports.

``features.diagnostics`` runs them in this order. What a rule reads:

* ``syntax``: ``(tree, source)``, the grammar's view (its findings give way to a schema error at the same place);
* ``schema``: ``(tree, source)``, the type-aware rules, most of them from the shared pass (``tree_pass``);
* ``analysis``: a ``FileAnalysis`` (DEF/USE occurrences and bindings);
* ``project``: ``(tree, source, node_types)`` with the file's ``ProjectNodeTypes`` (PROTOs of other files): run only
  when the caller has one.

Adding a rule: its function (in the module of its topic), its code in ``codes``, one ``Rule`` line below, a test.
A rule on the values of built-in nodes' fields plugs into the shared pass instead: its function and one
``schema.VALUE_RULES`` entry (it is listed here from there).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Literal

from tree_sitter import Tree

from . import checks, codes, first_child_rules, proto_rules, schema, slot_typing, use_rules
from .codes import DiagnosticCode, Finding

Reads = Literal["syntax", "schema", "analysis", "project"]


@dataclass(frozen=True)
class Rule:
    check: Callable[..., Iterable[Finding]]
    reads: Reads
    codes: tuple[DiagnosticCode, ...]

    @property
    def name(self) -> str:
        return self.check.__name__


RULES: tuple[Rule, ...] = (
    Rule(checks.header_problems, "syntax", (codes.HEADER,)),
    Rule(checks.syntax_errors, "syntax", (codes.SYNTAX_ERROR, codes.MISSING)),
    Rule(checks.unresolved_uses, "analysis", (codes.UNRESOLVED_USE,)),
    Rule(checks.uses_inside_own_def, "analysis", (codes.USE_INSIDE_OWN_DEF,)),
    Rule(checks.invalid_names, "analysis", (codes.INVALID_NAME,)),
    Rule(use_rules.forbidden_uses, "analysis", (codes.FORBIDDEN_USE,)),
    Rule(slot_typing.misplaced_nodes, "analysis", (codes.MISPLACED_NODE,)),
    Rule(first_child_rules.emissive_uses, "analysis", (codes.EMISSIVE_USE,)),
    Rule(first_child_rules.track_texture_uses, "analysis", (codes.TRACK_TEXTURE_USE,)),
    # value rules of the shared pass (``schema.value_shapes``, ``schema.non_integer_values``, ...)
    *(Rule(schema.sweep_rule(rule.name), "schema", rule.codes) for rule in schema.VALUE_RULES),
    Rule(schema.unknown_fields, "schema", (codes.UNKNOWN_FIELD,)),
    Rule(schema.is_outside_proto, "schema", (codes.IS_OUTSIDE_PROTO,)),
    Rule(schema.invalid_escapes, "schema", (codes.INVALID_ESCAPE,)),
    Rule(schema.stray_values, "schema", (codes.STRAY_VALUE,)),
    Rule(schema.deprecated_node_names, "schema", (codes.DEPRECATED_NODE,)),
    Rule(schema.is_type_mismatches, "schema", (codes.IS_TYPE_MISMATCH, codes.LEGACY_TYPE)),
    Rule(schema.unknown_is_targets, "schema", (codes.UNKNOWN_IS_TARGET,)),
    Rule(schema.unused_proto_parameters, "schema", (codes.UNUSED_PARAMETER,)),
    Rule(proto_rules.unknown_node_types, "project", (codes.MISSING_DECLARATION, codes.UNKNOWN_NODE)),
    Rule(proto_rules.unknown_parameters, "project", (codes.UNKNOWN_PARAMETER,)),
    Rule(proto_rules.proto_name_mismatch, "project", (codes.PROTO_NAME_MISMATCH, codes.RECURSIVE_PROTO)),
    Rule(proto_rules.recursive_instances, "project", (codes.RECURSIVE_PROTO,)),
    Rule(proto_rules.default_def_order, "project", (codes.DEFAULT_DEF_ORDER,)),
    Rule(proto_rules.derived_parameter_names, "project", (codes.DERIVED_PARAMETER_NAME,)),
)


def rules_reading(reads: Reads) -> tuple[Rule, ...]:
    return tuple(rule for rule in RULES if rule.reads == reads)


def schema_findings(tree: Tree, source: bytes) -> list[Finding]:
    """All schema findings of a file, in source order."""
    findings = [finding for rule in rules_reading("schema") for finding in rule.check(tree, source)]
    findings.sort(key=lambda finding: (finding.span.start, finding.span.end))
    return findings
