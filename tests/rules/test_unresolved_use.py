"""`unresolved-use` (WbNodeReader::readNode: Webots' "Did not find a 'DEF %1' to match 'USE %1'"), and its quick
fix: "Did you mean" the DEF names the USE completion offers there (``fixes.use_names.use_names``)."""

from __future__ import annotations

from .helpers import at, fixed, open_file, quick_fixes, rows

TEXT = ("#VRML_SIM R2025a utf8\r\nDEF BALL_GEO Sphere { }\r\nDEF BALL Solid { }\r\n"
        'Shape { appearance PBRAppearance { name "ü😀" } geometry USE BALL_GE0 }\r\n')


async def test_unresolved_use_did_you_mean_a_def_that_fits(client, workspace):
    """BALL_GEO is offered, BALL (a Solid, no geometry) is not."""
    uri, found = await open_file(client, workspace, "worlds/typos.wbt", TEXT)
    assert rows(found) == [
        ("unresolved-use", "error", "Did not find a 'DEF BALL_GE0' to match 'USE BALL_GE0'",
         at(TEXT, "BALL_GE0")),
    ]
    (action,) = await quick_fixes(client, uri, found[0])
    assert action.title == "Did you mean 'BALL_GEO'?" and action.is_preferred
    new_text, messages = await fixed(client, uri, TEXT, action)
    assert new_text == TEXT.replace("USE BALL_GE0", "USE BALL_GEO") and messages == []
