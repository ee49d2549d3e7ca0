"""`unknown-ignore-code`: a code an inline ``# webots-ls: ignore[...]`` names that no rule reports. It ignores
nothing (a typo silently kept every finding of the line): the name is reported on the comment, with the closest
code; the known codes of the same comment still apply."""

from __future__ import annotations

from .helpers import at, open_file, rows

TEXT = ("#VRML_SIM R2025a utf8\n"
        "Solid { nmae 1 }  # webots-ls: ignore[unknown-feild]\n"
        "Solid { nmae 2 }  # webots-ls: ignore[no-such-code, unknown-field]\n"
        "Solid { nmae 3 }  # webots-ls: ignore[ALL]\n"
        'Solid { name "# webots-ls: ignore[nope]" }\n'  # (a string, not a comment)
        "Solid { }  # webots-ls: ignore[nope, unknown-ignore-code]\n")  # (it can be ignored as any code)


async def test_unknown_ignore_code_on_the_comment(client, workspace):
    _, found = await open_file(client, workspace, "worlds/w.wbt", TEXT)
    assert rows(found) == [
        ("unknown-field", "warning", "Skipped unknown 'nmae' field in Solid node", at(TEXT, "nmae")),
        ("unknown-ignore-code", "warning",
         "Unknown code 'unknown-feild' in '# webots-ls: ignore[...]' (did you mean 'unknown-field'?): it ignores "
         "nothing", at(TEXT, "unknown-feild")),
        ("unknown-ignore-code", "warning",
         "Unknown code 'no-such-code' in '# webots-ls: ignore[...]': it ignores nothing", at(TEXT, "no-such-code")),
    ]
