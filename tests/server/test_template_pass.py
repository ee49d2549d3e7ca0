"""The template pass renders off the event loop, its engines' first import included (``server.template_pass``)."""

from __future__ import annotations

import asyncio
import threading
from pathlib import Path

from webots_ls.features import expanded_proto

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
