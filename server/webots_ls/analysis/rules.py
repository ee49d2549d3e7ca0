"""Every diagnostic rule, resolved from the registry (``codes.REGISTRY``, one entry per rule with its codes): the
function, what it reads, and the codes it reports.

``features.diagnostics`` runs them in registry order, by what they read:

* ``syntax``: ``(tree, source)``, the grammar's view (its findings give way to a schema error at the same place);
* ``schema``: ``(tree, source)``, the type-aware rules, most of them from the shared pass (``tree_pass``); the value
  rules (``schema.VALUE_RULES``, entries reading "value") are listed here as their sweep rules;
* ``analysis``: a ``FileAnalysis`` (DEF/USE occurrences and bindings);
* ``project``: ``(tree, source, node_types)`` with the file's ``ProjectNodeTypes`` (PROTOs of other files): run only
  when the caller has one.

Adding a rule: its function (in the module of its topic), one entry in ``codes``, a test; nothing here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Literal

from tree_sitter import Tree

from . import schema
from .codes import REGISTRY, DiagnosticCode, Finding, RuleEntry, resolve

Reads = Literal["syntax", "schema", "analysis", "project"]


@dataclass(frozen=True)
class Rule:
    check: Callable[..., Iterable[Finding]]
    reads: Reads
    codes: tuple[DiagnosticCode, ...]

    @property
    def name(self) -> str:
        return self.check.__name__


def _rule(entry: RuleEntry) -> Rule:
    if entry.reads == "value":  # run by the shared pass; its findings are those of its sweep rule
        return Rule(schema.sweep_rule(entry.name), "schema", entry.codes)
    return Rule(resolve(entry.function), entry.reads, entry.codes)


RULES: tuple[Rule, ...] = tuple(_rule(entry) for entry in REGISTRY)


def rules_reading(reads: Reads) -> tuple[Rule, ...]:
    return tuple(rule for rule in RULES if rule.reads == reads)


def schema_findings(tree: Tree, source: bytes) -> list[Finding]:
    """All schema findings of a file, in source order."""
    findings = [finding for rule in rules_reading("schema") for finding in rule.check(tree, source)]
    findings.sort(key=lambda finding: (finding.span.start, finding.span.end))
    return findings
