"""`template-error` (WbProtoModel::generateRoot: "Template engine error: %1"): a procedural PROTO whose template fails
to render. In its open .proto file, at its defaults, on the template code that raised it; in a world, on the
instance whose values make it fail. Published after the static diagnostics, once the template rendered in the
server's template pass (off its event loop)."""

from __future__ import annotations

from .helpers import at, open_file, published_with, rows

GUARDED = """#VRML_SIM R2025a utf8
# template language: javascript
PROTO Guarded [
  field SFInt32 legs 4
]
{
  %< if (fields.legs.value < 1) throw new Error('a table needs legs'); >%
  %< const width = fields.legs.value * undefinedScale; >%
  Solid { }
}
"""


async def rendered(client, uri: str) -> list:
    """The rows of the publication for ``uri`` that carries the template pass's findings."""
    return await published_with(client, uri, "template-error")


async def test_template_error_on_the_code_that_raised_it(client, workspace):
    uri, found = await open_file(client, workspace, "protos/Guarded.proto", GUARDED)
    assert rows(found) == []  # the static pass knows nothing of it
    assert await rendered(client, uri) == [
        ("template-error", "error", "Template engine error: ReferenceError: undefinedScale is not defined",
         at(GUARDED, "%< const width = fields.legs.value * undefinedScale; >%")),
    ]


async def test_template_error_on_the_instance_whose_values_make_it_fail(client, workspace):
    fixed = GUARDED.replace(" * undefinedScale", "")
    world = '#VRML_SIM R2025a utf8\nEXTERNPROTO "../protos/Guarded.proto"\nGuarded { }\nGuarded { legs 0 }\n'
    uri, found = await open_file(client, workspace, "worlds/tables.wbt", world, {"protos/Guarded.proto": fixed})
    assert rows(found) == []
    (row,) = await rendered(client, uri)
    code, severity, message, place = row
    assert (code, severity, place) == ("template-error", "error", at(world, "Guarded", 2))
    assert message.startswith("Template engine error: PROTO 'Guarded' with these values: ")
    assert message.endswith("Error: a table needs legs")
