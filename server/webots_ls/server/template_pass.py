"""The template pass (issue 30.3, 30.4): after a document's diagnostics are published (debounced, see
``diagnostics_scheduler``), the procedural PROTOs it concerns are rendered and their findings published with the
others:

* an open ``.proto`` whose body is a template is rendered at its defaults: its template errors, and the findings of
  the text it generates (an unknown field, a wrong value, a forbidden USE), on the template code that made them;
* an instance of a procedural PROTO (in a world or a PROTO body) is rendered with its values: a template that fails
  is reported on the instance; a DEF instance's USEs are judged on the node it expands to, not on the template's
  text (``DEF A Maybe { solid TRUE }`` expanding to a Solid cannot be USEd).

Rendering, the check of the rendered texts and the IS substitution run in a thread
(``template_diagnostics.render_document``; each render is bounded by its time limit), so requests and keystrokes are
served meanwhile; the thread reads the project as it was when the pass started (``ServerProject.as_of_now``: a new
``webotsHome`` or folder list meanwhile replaces the server's); a newer publish for the document, or its closing,
cancels the pass (the thread stops before its next render); nothing is published for a version that is no longer current. What the instances expand to is kept
for the version it was found for (``expanded_types``): hover and USE completion read it, and read the template's
text otherwise. What checking the rendered texts read joins the document's ``uses`` (a PROTO only an expansion
names: its change judges the document again). Setting ``templates.evaluate`` off: no pass.
"""

from __future__ import annotations

import asyncio
import logging
import threading
from pathlib import Path
from typing import Any

from ..analysis.codes import Finding
from ..analysis.project import ProjectNodeTypes, Uses, normal_path
from ..features import template_diagnostics
from ..snapshot import FileSnapshot
from .project_files import file_path

log = logging.getLogger(__name__)


class TemplatePass:
    def __init__(self, server: Any) -> None:
        self.server = server  # the WebotsLanguageServer (app.py makes this pass)
        self.tasks: dict[str, tuple[asyncio.Task, threading.Event]] = {}  # the pass running for a document, by URI
        self.types: dict[str, tuple[FileSnapshot, template_diagnostics.ExpandedTypes]] = {}  # the last pass' types

    def after_publish(self, snapshot: FileSnapshot, findings: list[Finding]) -> None:
        """``findings`` of ``snapshot`` were just published: (re)start the document's pass."""
        self.forget(snapshot.uri)
        path = file_path(snapshot.uri)
        if not self.server.templates_evaluate or path is None:
            return
        stop = threading.Event()
        task = asyncio.ensure_future(self._run(snapshot, findings, normal_path(path), stop))
        self.tasks[snapshot.uri] = (task, stop)
        task.add_done_callback(lambda done: self._done(snapshot.uri, done))

    def forget(self, uri: str) -> None:
        """Cancel the document's pass (a newer publish, or the document closed), its rendering thread too (at its
        next render)."""
        self.types.pop(uri, None)
        running = self.tasks.pop(uri, None)
        if running is not None:
            running[0].cancel()
            running[1].set()

    def running(self, uri: str) -> bool:
        """Whether the document's pass is running (what it reads is known when it ends)."""
        return uri in self.tasks

    def expanded_types(self, snapshot: FileSnapshot) -> template_diagnostics.ExpandedTypes | None:
        """What the last pass found the instances of ``snapshot`` expand to; None when it ran on another version
        (or not yet, or evaluation is off): the handlers then read the template's text, never waiting for a render."""
        found = self.types.get(snapshot.uri)
        if found is None or found[0].version != snapshot.version or found[0].source is not snapshot.source:
            return None
        return found[1]

    def _done(self, uri: str, task: asyncio.Task) -> None:
        if uri in self.tasks and self.tasks[uri][0] is task:
            del self.tasks[uri]
        if not task.cancelled() and task.exception() is not None:
            log.error("the template pass failed for %s", uri, exc_info=task.exception())

    async def _run(self, snapshot: FileSnapshot, findings: list[Finding], path: Path, stop: threading.Event) -> None:
        server = self.server
        found = template_diagnostics.to_render(snapshot, server.proto_text, path)
        if found is None:
            return
        text, instances = found
        project = server.project.as_of_now()  # (a new webotsHome meanwhile replaces the server's: not this one)
        rendered = await asyncio.get_running_loop().run_in_executor(
            None, template_diagnostics.render_document, text, snapshot.uri, path, instances, findings,
            project.node_types, project.webots_home, stop.is_set,
        )
        if rendered is None or not server.is_current(snapshot):
            return
        self._record_uses(snapshot, rendered.uses)
        combined, types = template_diagnostics.combined(snapshot, findings, rendered)
        self.types[snapshot.uri] = (snapshot, types)
        if combined != findings:
            server.publish_findings(snapshot, combined)

    def _record_uses(self, snapshot: FileSnapshot, uses: Uses) -> None:
        """What the check of the rendered texts read (a PROTO only an expansion names), added to the provider of the
        rendered version (and of the current snapshot, which a project change may have given a new one): a change
        of those files then judges the document again (``project_changed``)."""
        current = self.server.snapshot(snapshot.uri)
        for node_types in {id(p): p for p in (snapshot.node_types, current.node_types)}.values():
            if isinstance(node_types, ProjectNodeTypes):
                node_types.uses.merge(uses)
