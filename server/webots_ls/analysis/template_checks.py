"""Findings only a rendered template shows (issue 30.3): the template's own errors, and the findings of the text it
produces mapped back to the template code that produced them (``Rendered.origin``). Plain functions of a
``templates.Rendered`` and findings: the server's template pass renders and checks (``server.template_pass``)."""

from __future__ import annotations

from collections.abc import Iterable

from . import codes
from .codes import Finding
from .spans import Span

# What the text a template produces is checked for: a field the node does not have, a wrong value, a USE Webots
# refuses (the rest concerns the file, which the static pass reads already). An unknown node type is left out: in the
# corpus it gave 159 findings in 15 of the 101 template PROTOs, nearly all PROTOs (meshes) that the corpus does not
# hold beside them, which the static pass does not judge in a template body either.
CHECKED_CODES = frozenset({
    codes.UNKNOWN_FIELD.code, codes.VALUE_TYPE.code, codes.NON_INTEGER.code, codes.RESTRICTED_VALUE.code,
    codes.STRAY_VALUE.code, codes.FORBIDDEN_USE.code,
})
GENERATED = " (in the text the template generates)"


def template_errors(rendered) -> list[Finding]:
    """Each error of ``rendered`` on the template code that raised it (Webots: ``Template engine error: %1``)."""
    return [codes.TEMPLATE_ERROR.at(Span(error.start, max(error.end, error.start)), _engine_error(error.message))
            for error in rendered.errors]


def instance_error(rendered, name: str, span: Span) -> list[Finding]:
    """An instance whose values make PROTO ``name``'s template fail: one finding on ``span`` (its type name)."""
    if not rendered.errors:
        return []
    messages = "; ".join(error.message for error in rendered.errors)
    return [codes.TEMPLATE_ERROR.at(span, _engine_error(f"PROTO '{name}' with these values: {messages}"))]


def not_rendered(span: Span, seconds: float, budget: float, left: int) -> list[Finding]:
    """The first instance the template pass did not render (``span``, its type name): the pass had spent ``seconds``
    of its ``budget``, and ``left`` instances (this one included) go unrendered."""
    more = f"this instance and {left - 1} more are" if left > 1 else "this instance is"
    return [codes.TEMPLATES_NOT_RENDERED.at(span, f"Templates not rendered: this file's took {seconds:.1f} s, over the "
                                                  f"{budget:g} s budget; {more} not checked in the text they generate")]


def generated_findings(rendered, findings: Iterable[Finding], static: Iterable[Finding]) -> list[Finding]:
    """The ``findings`` of ``rendered.text`` that concern generated nodes (``CHECKED_CODES``), on the source span
    that produced each (literal text: the same place; an expression's output: its ``%<= >%``), less those the
    static pass reports already (same code, place and message)."""
    known = {(finding.code, finding.span.start, finding.message) for finding in static}
    kept: dict[tuple, Finding] = {}
    for finding in findings:
        if finding.code not in CHECKED_CODES:
            continue
        first = rendered.origin(finding.span.start)
        last = rendered.origin(max(finding.span.start, finding.span.end - 1))
        span = Span(min(first[0], last[0]), max(first[1], last[1]))
        if (finding.code, span.start, finding.message) in known:
            continue
        message = finding.message + GENERATED
        kept.setdefault((span.start, span.end, message), codes.CODES[finding.code].at(span, message, finding.severity))
    return list(kept.values())


def _engine_error(message: str) -> str:
    return f"Template engine error: {message}"
