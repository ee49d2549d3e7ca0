"""The template pass (issue 30.3, 30.4): after a document's diagnostics are published (debounced, see
``diagnostics_scheduler``), the procedural PROTOs it concerns are rendered and their findings published with the
others:

* an open ``.proto`` whose body is a template is rendered at its defaults: its template errors, and the findings of
  the text it generates (an unknown field, a wrong value, a forbidden USE), on the template code that made them;
* an instance of a procedural PROTO (in a world or a PROTO body) is rendered with its values: a template that fails
  is reported on the instance; a DEF instance's USEs are judged on the node it expands to, not on the template's
  text (``DEF A Maybe { solid TRUE }`` expanding to a Solid cannot be USEd).

Rendering runs in a thread (the engines release the GIL, and each render is bounded by its time limit), so requests
and keystrokes are served meanwhile; a newer publish for the document, or its closing, cancels the pass; nothing is
published for a version that is no longer current. Setting ``templates.evaluate`` off: no pass.
"""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path
from typing import Any

from ..analysis import template_checks
from ..analysis.codes import Finding
from ..analysis.project import normal_path
from ..features import expanded_proto, template_diagnostics
from ..snapshot import FileSnapshot
from .project_files import file_path

log = logging.getLogger(__name__)


class TemplatePass:
    def __init__(self, server: Any) -> None:
        self.server = server  # the WebotsLanguageServer (app.py makes this pass)
        self.tasks: dict[str, asyncio.Task] = {}  # the pass running for a document, by URI

    def after_publish(self, snapshot: FileSnapshot, findings: list[Finding]) -> None:
        """``findings`` of ``snapshot`` were just published: (re)start the document's pass."""
        self.forget(snapshot.uri)
        path = file_path(snapshot.uri)
        if not self.server.templates_evaluate or path is None:
            return
        task = asyncio.ensure_future(self._run(snapshot, findings, normal_path(path)))
        self.tasks[snapshot.uri] = task
        task.add_done_callback(lambda done: self._done(snapshot.uri, done))

    def forget(self, uri: str) -> None:
        """Cancel the document's pass (a newer publish, or the document closed)."""
        task = self.tasks.pop(uri, None)
        if task is not None:
            task.cancel()

    def _done(self, uri: str, task: asyncio.Task) -> None:
        if self.tasks.get(uri) is task:
            del self.tasks[uri]
        if not task.cancelled() and task.exception() is not None:
            log.error("the template pass failed for %s", uri, exc_info=task.exception())

    async def _run(self, snapshot: FileSnapshot, findings: list[Finding], path: Path) -> None:
        server = self.server
        text = snapshot.source.decode("utf-8", "replace")
        extra: list[Finding] = []
        if path.suffix.lower() == ".proto" and expanded_proto.is_template(text):
            rendered = await self._render(text, expanded_proto.Target(path.stem, path, ()), None)
            if not server.is_current(snapshot):
                return
            node_types = server.project.node_types(snapshot.uri, (rendered.text or "").encode("utf-8"))
            extra += template_diagnostics.rendered_proto_findings(rendered, node_types, findings)
        world = path if path.suffix.lower() == ".wbt" else None
        reasons: dict[int, str | None] = {}  # DEF start -> why the expansion cannot be USEd
        slots: dict = {}  # type span -> why the expansion cannot stand there
        for instance, proto_text in template_diagnostics.procedural_instances(snapshot, server.proto_text, path):
            target = instance.target
            rendered = await self._render(proto_text, target, world)
            if not server.is_current(snapshot):
                return
            extra += template_checks.instance_error(rendered, target.name, instance.type_span)
            proto_uri = target.path.as_uri() if target.path is not None else snapshot.uri
            expansion = template_diagnostics.expanded(
                rendered, target, lambda source: server.project.node_types(proto_uri, source)
            )
            if expansion is None:
                continue  # (the template failed: today's reading stands)
            if instance.def_start is not None and expansion.use_reason is not False:
                reasons[instance.def_start] = expansion.use_reason
            if (problem := template_diagnostics.slot_problem(snapshot.node_types, instance, expansion)) is not False:
                slots[instance.type_span] = problem
        if not extra and not reasons and not slots:
            return  # what was published stands
        combined = template_diagnostics.with_expanded_use_rules(snapshot, findings + extra, reasons)
        combined = template_diagnostics.with_expanded_slots(combined, slots)
        if combined != findings and server.is_current(snapshot):
            server.publish_findings(snapshot, combined)

    async def _render(self, text: str, target: expanded_proto.Target, world: Path | None):
        return await asyncio.get_running_loop().run_in_executor(
            None, _render, text, target, world, self.server.project.webots_home
        )


def _render(text: str, target: expanded_proto.Target, world: Path | None, webots_home: Path | None):
    """A render, context included, in an executor thread: the first context imports the template engines (50-130 ms),
    which on the event loop held up the requests sent after a document's first diagnostics."""
    context = expanded_proto.render_context(target, world, webots_home)
    return expanded_proto.render(text, target.values, context, context.project_path or None)
