"""A field name made by a template (issue 30.5): only rendering knows which field it is, so the static pass
(``webots-ls check --no-templates``) reports neither a syntax error nor an unknown field for it, and still checks the
fields around it; rendering (``check``'s default) judges the name it makes."""

from __future__ import annotations

import subprocess
from pathlib import Path

from .conftest import SERVER_COMMAND, SERVER_DIR

JAVASCRIPT = """#VRML_SIM R2023b utf8
# template language: javascript
PROTO Named [
  field SFInt32 index 0
]
{
  Solid {
    %<= 'na' + 'me' >% "solid"
    translation%<= fields.index.value >% 1 2 3
    %< if (fields.index.value > 0) { >%
    %<= 'descrip' + 'tion' >% "positive"
    %< } >%
    rotation 0 0 1
  }
}
"""

LUA = """#VRML_SIM R2021a utf8
PROTO Legacy [ ]
{
  Solid {
    %{= 'na' .. 'me' }% "solid"
    physics Physics { }
    %{= 'trans' .. 'lation' }% 1 2 3
    colour 1 0 0
  }
}
"""


def check(folder: Path, *names: str) -> list[str]:
    result = subprocess.run(
        [*SERVER_COMMAND, "check", "--quiet", *names], capture_output=True, text=True, timeout=120,
        cwd=folder, env={"PYTHONPATH": str(SERVER_DIR), "PATH": "/usr/bin:/bin", "HOME": str(folder)},
    )
    assert result.returncode in (0, 1), result.stderr
    return result.stdout.splitlines()


def test_template_made_field_names_are_not_judged(tmp_path: Path):
    (tmp_path / "Named.proto").write_text(JAVASCRIPT, encoding="utf-8")
    (tmp_path / "Legacy.proto").write_text(LUA, encoding="utf-8")
    static = [
        # the plain fields around them are still judged
        "Named.proto:14:3: error: Expected floating point value, found '}' [value-type]",
        "Legacy.proto:8:5: warning: Skipped unknown 'colour' field in Solid node [unknown-field]",
    ]
    assert check(tmp_path, "--no-templates", "Named.proto", "Legacy.proto") == static
    # rendered at its defaults (check runs the server's template pass), Named makes `translation0`, which Solid lacks
    rendered = ("Named.proto:9:5: warning: Skipped unknown 'translation0' field in Solid node (in the text the template "
                "generates) [unknown-field]")
    assert check(tmp_path, "Named.proto", "Legacy.proto") == [rendered, *static]
