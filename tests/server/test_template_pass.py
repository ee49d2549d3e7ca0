"""The template pass renders off the event loop, its engines' first import included (``server.template_pass``)."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

from webots_ls.features import expanded_proto, template_diagnostics

from tests.server.test_requests import Writer

MAYBE = """#VRML_SIM R2023b utf8
# template language: javascript
PROTO Maybe [
  field SFBool solid TRUE
]
{
  %< if (fields.solid.value) { >%
  Solid { }
  %< } else { >%
  Pose { }
  %< } >%
}
"""
WORLD = """#VRML_SIM R2023b utf8
EXTERNPROTO "../protos/Maybe.proto"
DEF M Maybe { solid FALSE }
Robot { children [ USE M ] }
"""


def test_a_render_s_context_is_made_off_the_event_loop(tmp_path: Path, monkeypatch):
    """The first context imports the template engines (50-130 ms): made on the loop, right after a document's first
    diagnostics, it held up the requests an editor sends then (the first one after the publish answered in a median
    of 26-34 ms instead of 11-13 ms, a 60-byte world with one procedural instance)."""
    (tmp_path / "protos").mkdir()
    (tmp_path / "protos" / "Maybe.proto").write_text(MAYBE, encoding="utf-8")
    world = tmp_path / "worlds" / "w.wbt"
    world.parent.mkdir()
    world.write_text(WORLD, encoding="utf-8")
    on_the_loop: list[bool] = []
    render_context = expanded_proto.render_context

    def recorded(*args):
        on_the_loop.append(threading.current_thread() is threading.main_thread())
        return render_context(*args)

    monkeypatch.setattr(expanded_proto, "render_context", recorded)

    async def run():
        from webots_ls.server import make_server

        server = make_server()
        server.protocol.set_writer(Writer())
        server.project.start([tmp_path], None)
        try:
            server.open(world.as_uri(), WORLD, 1)
            for _ in range(1200):  # the first diagnostics, then the template pass
                await asyncio.sleep(0.05)
                if on_the_loop and not server.template_pass.tasks:
                    break
        finally:
            server.diagnostics.close()

    asyncio.run(run())
    assert on_the_loop == [False]


def test_a_render_reads_the_project_it_started_with_when_a_new_one_replaces_it(tmp_path: Path, monkeypatch):
    """A new ``webotsHome`` replaces the server's project while a render runs in its thread: the render keeps
    reading the project (and the installation) it started with. Before, each provider the thread made came from
    whichever project the server had at that moment: a render straddling the change read its first instances in one
    project and the rest in the other, under the old installation's ``context.webots_home``."""
    (tmp_path / "protos").mkdir()
    (tmp_path / "protos" / "Maybe.proto").write_text(MAYBE, encoding="utf-8")
    world = tmp_path / "worlds" / "w.wbt"
    world.parent.mkdir()
    world.write_text(WORLD, encoding="utf-8")
    for home in ("webots-a", "webots-b"):
        (tmp_path / home).mkdir()
    started, proceed = threading.Event(), threading.Event()
    renders: list[tuple] = []  # (the installation given, the projects of the providers made), per render
    render_document = template_diagnostics.render_document

    def waiting(text, uri, path, instances, static, node_types_for, webots_home, should_stop):
        started.set()
        assert proceed.wait(60)
        projects: list = []

        def recorded(*args):
            made = node_types_for(*args)
            projects.append(made.project)
            return made

        result = render_document(text, uri, path, instances, static, recorded, webots_home, should_stop)
        renders.append((webots_home, projects))
        return result

    monkeypatch.setattr(template_diagnostics, "render_document", waiting)

    async def run():
        from webots_ls.server import make_server

        server = make_server()
        server.protocol.set_writer(Writer())
        server.project.start([tmp_path], str(tmp_path / "webots-a"))
        server.diagnostics.delay = 60  # (the change's own run and pass come after the test)
        first = server.project.project
        try:
            server.open(world.as_uri(), WORLD, 1)
            for _ in range(1200):  # the first diagnostics, then the template pass, waiting in its thread
                if started.is_set():
                    break
                await asyncio.sleep(0.05)
            server.set_webots_home(str(tmp_path / "webots-b"))
            assert server.project.project is not first
            proceed.set()
            for _ in range(1200):
                if renders:
                    break
                await asyncio.sleep(0.05)
        finally:
            proceed.set()
            server.diagnostics.close()
        return first

    first = asyncio.run(run())
    ((home, projects),) = renders
    assert home == tmp_path / "webots-a" and projects and all(project is first for project in projects), renders
