"""`templates-not-rendered` (a limit of webots-ls, beside WbProtoModel::generateRoot): a file's procedural instances
are rendered for at most ``RENDER_BUDGET_SECONDS`` (5 s) in all; the first instance past it gets this warning and is
not rendered, nor are the ones after it. Without it, a world of 200 looping instances held `check` and the server's
render thread for 200 s. A remembered render counts the seconds it took when made, so an edited document stops at
the instance a fresh open stops at."""

from __future__ import annotations

from e2e.conftest import change_document
from e2e.test_cli import run

from .helpers import at, open_file, published_with, rows

LOOP = """#VRML_SIM R2025a utf8
# template language: javascript
PROTO Loop [
  field SFInt32 n 0
]
{
  %< while (true) {} >%
  Solid { }
}
"""
# 8 instances with other values each (a render each, of 1 s: the time limit), one line each
WORLD = '#VRML_SIM R2025a utf8\nEXTERNPROTO "../protos/Loop.proto"\n' + "".join(f"Loop {{ n {n} }}\n" for n in range(8))
FIRST_LINE = 2  # (line of the first instance)


def stop_line(found: list) -> int:
    """The line of the one instance that carries the budget's finding, after checking what comes with it."""
    (stop,) = [row for row in found if row[0] == "templates-not-rendered"]
    code, severity, message, place = stop
    line = place[0]
    assert severity == "warning"
    assert place == at(WORLD, "Loop", line - FIRST_LINE + 1)
    left = len(WORLD.splitlines()) - line
    assert message.endswith(f"over the 5 s budget; this instance and {left - 1} more are not checked in the text "
                            "they generate"), message
    # every instance before it was rendered (and ran out of time), none after it
    errors = sorted(row[3][0] for row in found if row[0] == "template-error")
    assert errors == list(range(FIRST_LINE, line)), (errors, line)
    return line


async def test_templates_not_rendered_past_the_budget_and_an_edit_stops_at_the_same_instance(client, workspace):
    uri, found = await open_file(client, workspace, "worlds/loops.wbt", WORLD, {"protos/Loop.proto": LOOP})
    assert rows(found) == []  # the static pass: nothing
    line = stop_line(await published_with(client, uri, "templates-not-rendered", 1))
    assert FIRST_LINE + 5 <= line <= FIRST_LINE + 6  # (5 renders of 1 s, or 6 when the 5 took a hair under)
    # An edit after the instances: the renders are remembered (instant now), and counted as they first took
    change_document(client, uri, 2, WORLD + "# an edit\n")
    assert stop_line(await published_with(client, uri, "templates-not-rendered", 2)) == line


def test_check_says_templates_not_rendered_past_the_budget(workspace):
    (workspace / "protos" / "Loop.proto").write_text(LOOP, encoding="utf-8")
    (workspace / "worlds" / "loops.wbt").write_text(WORLD, encoding="utf-8")
    result = run("check", "worlds/loops.wbt", cwd=workspace)
    assert result.returncode == 1, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    (stop,) = [line for line in lines if line.endswith("[templates-not-rendered]")]
    stopped_at = int(stop.split(":")[1]) - 1  # (0-based, as FIRST_LINE)
    assert FIRST_LINE + 5 <= stopped_at <= FIRST_LINE + 6, stop
    assert sum(line.endswith("[template-error]") for line in lines) == stopped_at - FIRST_LINE
