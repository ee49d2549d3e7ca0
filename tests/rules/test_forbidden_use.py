"""`forbidden-use` (WbNodeUtilities::isAValidUseableNode: Webots' "Solid nodes cannot be USEd. Non-admissible USE
node turned into DEF node."), and its quick fix: the USE replaced by a copy of its DEF's node
(``fixes.use_copy.copy_for_use``). CRLF, non-ASCII text before the edits, UTF-16 and UTF-8 columns."""

from __future__ import annotations

from .helpers import at, fixed, open_file, quick_fixes, rows

USE_MESSAGE = "Solid nodes cannot be USEd. Non-admissible USE node turned into DEF node."
COPY_WORLD = (
    "#VRML_SIM R2025a utf8\r\n# Welt: ä ö ü 😀\r\n"
    "DEF ARM Solid {\r\n"
    "  children [\r\n"
    "    Shape { appearance DEF PAINT PBRAppearance { } }\r\n"
    "    Shape { appearance USE PAINT }\r\n"
    "  ]\r\n"
    "}\r\n"
    "Group {\r\n"
    '  children [ Solid { name "ü😀" } USE ARM ]\r\n'
    "}\r\n"
)
WHEEL = ("#VRML_SIM R2025a utf8\nPROTO Wheel [\n  field SFFloat radius 0.1\n]\n"
         "{ Solid { children [ Shape { geometry Cylinder { radius IS radius } } ] } }\n")


async def test_forbidden_use_replaced_by_a_copy(client, workspace):
    """The copy of ARM stands in its place, its inner PAINT (USEd inside it) renamed, re-indented to the USE's
    line."""
    uri, found = await open_file(client, workspace, "worlds/copy.wbt", COPY_WORLD)
    assert rows(found) == [
        ("forbidden-use", "warning", USE_MESSAGE, at(COPY_WORLD, "ARM", 1)),
    ]
    (action,) = await quick_fixes(client, uri, found[0])
    assert action.is_preferred and action.title == "Replace 'USE ARM' by a copy of the 'DEF ARM' node"
    new_text, messages = await fixed(client, uri, COPY_WORLD, action)
    assert new_text == COPY_WORLD.replace("USE ARM ]", (
        "Solid {\r\n"
        "    children [\r\n"
        "      Shape { appearance DEF PAINT_1 PBRAppearance { } }\r\n"
        "      Shape { appearance USE PAINT_1 }\r\n"
        "    ]\r\n"
        "  } ]"))
    assert messages == []


async def test_forbidden_use_of_a_proto_instance_in_utf8(client, workspace):
    """A PROTO whose base is a Solid (Wheel) is not useable either; columns in UTF-8 (Neovim 0.11)."""
    text = ('#VRML_SIM R2025a utf8\nEXTERNPROTO "../protos/Wheel.proto"\nDEF W Wheel { radius 0.3 }\n'
            'Pose { children [ Solid { name "😀é" } USE W ] }\n')
    uri, found = await open_file(client, workspace, "worlds/wheel.wbt", text, {"protos/Wheel.proto": WHEEL},
                                 caps="utf-8")
    line, column, _, _ = at(text, "W ]", encoding="utf-8")  # the name of USE W
    assert rows(found) == [
        ("forbidden-use", "warning", USE_MESSAGE, (line, column, line, column + 1)),
    ]
    (action,) = await quick_fixes(client, uri, found[0])
    new_text, messages = await fixed(client, uri, text, action, "utf-8")
    assert new_text == text.replace("USE W ]", "Wheel { radius 0.3 } ]")
    assert messages == []
