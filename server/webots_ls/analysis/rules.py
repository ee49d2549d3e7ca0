"""Every diagnostic rule, resolved from the registry (``codes.REGISTRY``, one entry per rule with its codes): the
function, what it reads, and the codes it reports.

``features.diagnostics`` runs them in registry order, by what they read:

* ``syntax``: ``(tree, source)``, the grammar's view (its findings give way to a schema error at the same place);
* ``schema``: ``(tree, source, file_pass=)``, the type-aware rules, most of them from the whole-file pass
  (``tree_pass``); the value rules (``schema.VALUE_RULES``, entries reading "value") are listed here as their sweep
  rules;
* ``analysis``: a ``FileAnalysis`` (DEF/USE occurrences and bindings);
* ``project``: ``(tree, source, node_types)`` with the file's ``ProjectNodeTypes`` (PROTOs of other files): run only
  when the caller has one;
* ``rendering``: not run here: findings of a rendered template (``template_checks``, run by the server's template
  pass off the event loop).

A rule ``with_pass`` also takes the whole-file pass as ``file_pass=`` (``Rule.run`` gives it).

Adding a rule: its function (in the module of its topic), one entry in ``codes``, a test; nothing here.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Callable, Iterable, Literal

from tree_sitter import Tree

from . import schema
from .codes import REGISTRY, DiagnosticCode, Finding, RuleEntry, resolve
from .tree_pass import TreeCaptures, tree_captures

Reads = Literal["syntax", "schema", "analysis", "project", "rendering"]


@dataclass(frozen=True)
class Rule:
    check: Callable[..., Iterable[Finding]]
    reads: Reads
    codes: tuple[DiagnosticCode, ...]
    with_pass: bool = False  # ``check`` also takes the whole-file pass (``file_pass=``)

    @property
    def name(self) -> str:
        return self.check.__name__

    def run(self, *arguments, file_pass: TreeCaptures | None = None) -> Iterable[Finding]:
        """``check(*arguments)``, given ``file_pass`` if it takes it."""
        if self.with_pass:
            return self.check(*arguments, file_pass=file_pass)
        return self.check(*arguments)


def _rule(entry: RuleEntry) -> Rule:
    if entry.reads == "value":  # run by the shared pass; its findings are those of its sweep rule
        return Rule(schema.sweep_rule(entry.name), "schema", entry.codes, entry.with_pass)
    return Rule(resolve(entry.function), entry.reads, entry.codes, entry.with_pass)


RULES: tuple[Rule, ...] = tuple(_rule(entry) for entry in REGISTRY)


def rules_reading(reads: Reads) -> tuple[Rule, ...]:
    return tuple(rule for rule in RULES if rule.reads == reads)


def schema_findings(tree: Tree, source: bytes, file_pass: TreeCaptures | None = None) -> list[Finding]:
    """All schema findings of a file, in source order, from ``file_pass`` (None: a pass made here)."""
    file_pass = file_pass or tree_captures(tree, source)
    findings = [finding for rule in rules_reading("schema") for finding in rule.run(tree, source, file_pass=file_pass)]
    findings.sort(key=lambda finding: (finding.span.start, finding.span.end))
    return findings
