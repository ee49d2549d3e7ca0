"""textDocument/codeAction over stdio: each quick fix is applied to the text (UTF-16 or UTF-8 columns, non-ASCII
text before the edits, CRLF), the document is changed to the result, and the server's diagnostics of the new
version no longer hold the finding. Built-in nodes and PROTO instances of a workspace made here."""

from __future__ import annotations

from pathlib import Path

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from .conftest import capabilities, change_document, diagnostics_for, open_document, tdi
from .test_project_server import client, initialize, workspace  # noqa: F401 (the fixtures: no WEBOTS_HOME)
from .test_rename import apply

WHEEL = ("#VRML_SIM R2025a utf8\nPROTO Wheel [\n  field SFFloat radius 0.1\n  field SFFloat width 0.02\n]\n"
         "{ Solid { children [ Shape { geometry Cylinder { radius IS radius height IS width } } ] } }\n")


@pytest.fixture
def wheels(workspace: Path) -> Path:
    """The project server tests' workspace (worlds/, protos/) with protos/Wheel.proto."""
    (workspace / "protos" / "Wheel.proto").write_text(WHEEL, encoding="utf-8")
    return workspace


async def quick_fixes(client: LanguageClient, uri: str, text: str, code: str, nth: int = 0):
    """Open ``text``, wait for its diagnostics, ask the code actions of the ``nth`` one of ``code``."""
    open_document(client, uri, text)
    published = await diagnostics_for(client, uri, 1)
    diagnostic = [d for d in published.diagnostics if d.code == code][nth]
    context = types.CodeActionContext(diagnostics=[diagnostic])
    actions = await client.text_document_code_action_async(
        types.CodeActionParams(text_document=tdi(uri), range=diagnostic.range, context=context)
    )
    for action in actions:
        assert action.kind == "quickfix" and list(action.diagnostics) == [diagnostic]
    return actions


def edits_of(action: types.CodeAction, uri: str) -> list:
    if action.edit.document_changes is not None:
        (change,) = action.edit.document_changes
        assert change.text_document.uri == uri
        return list(change.edits)
    return list(action.edit.changes[uri])


async def fixed(client: LanguageClient, uri: str, text: str, action, encoding: str = "utf-16"):
    """The text after ``action``'s edit, and the messages the server then publishes for it."""
    new_text = apply(text, edits_of(action, uri), encoding)
    change_document(client, uri, 2, new_text)
    published = await diagnostics_for(client, uri, 2)
    return new_text, [(d.code, d.message) for d in published.diagnostics]


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


async def test_forbidden_use_replaced_by_a_copy(client, wheels):
    """WbNodeUtilities::isAValidUseableNode: 'Solid nodes cannot be USEd.'; the copy of ARM stands in its place,
    its inner PAINT (USEd inside it) renamed, re-indented to the USE's line."""
    await initialize(client, wheels)
    uri = (wheels / "worlds" / "copy.wbt").as_uri()
    (action,) = await quick_fixes(client, uri, COPY_WORLD, "forbidden-use")
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


async def test_forbidden_use_of_a_proto_instance_in_utf8(client, wheels):
    """A PROTO whose base is a Solid (Wheel) is not useable either; columns in UTF-8 (Neovim 0.11)."""
    await initialize(client, wheels, caps="utf-8")
    uri = (wheels / "worlds" / "wheel.wbt").as_uri()
    text = ('#VRML_SIM R2025a utf8\nEXTERNPROTO "../protos/Wheel.proto"\nDEF W Wheel { radius 0.3 }\n'
            'Pose { children [ Solid { name "😀é" } USE W ] }\n')
    (action,) = await quick_fixes(client, uri, text, "forbidden-use")
    new_text, messages = await fixed(client, uri, text, action, "utf-8")
    assert new_text == text.replace("USE W ]", "Wheel { radius 0.3 } ]")
    assert messages == []


async def test_did_you_mean_for_use_node_type_and_field(client, wheels):
    """Unresolved USE, unknown node type, unknown field: the nearest names that fit there, nearest first."""
    await initialize(client, wheels)
    uri = (wheels / "worlds" / "typos.wbt").as_uri()
    text = ("#VRML_SIM R2025a utf8\r\nDEF BALL_GEO Sphere { }\r\nDEF BALL Solid { }\r\n"
            'Shape { appearance PBRAppearance { name "ü😀" } geometry USE BALL_GE0 }\r\n')
    (action,) = await quick_fixes(client, uri, text, "unresolved-use")
    assert action.title == "Did you mean 'BALL_GEO'?" and action.is_preferred
    new_text, messages = await fixed(client, uri, text, action)
    assert new_text == text.replace("USE BALL_GE0", "USE BALL_GEO") and messages == []

    uri = (wheels / "worlds" / "types.wbt").as_uri()
    text = ('#VRML_SIM R2025a utf8\nShape { appearance PBRAppearance { name "ü😀" } geometry Cylnder { } }\n'
            'Solid { name "😀" translaton 0 0 1 }\n')
    (action,) = await quick_fixes(client, uri, text, "unknown-node")
    assert action.title == "Did you mean 'Cylinder'?"
    new_text, messages = await fixed(client, uri, text, action)
    assert "geometry Cylinder { }" in new_text
    assert [code for code, _ in messages] == ["unknown-field"]


async def test_unknown_field_of_a_built_in_node(client, wheels):
    await initialize(client, wheels)
    uri = (wheels / "worlds" / "field.wbt").as_uri()
    text = '#VRML_SIM R2025a utf8\nSolid { name "😀" rotaton 0 0 1 1 }\n'
    actions = await quick_fixes(client, uri, text, "unknown-field")
    assert actions[0].title == "Did you mean 'rotation'?"
    new_text, messages = await fixed(client, uri, text, actions[0])
    assert "rotation 0 0 1 1" in new_text and messages == []


async def test_missing_declaration_then_unknown_parameter_of_a_proto(client, wheels):
    """A project PROTO used without EXTERNPROTO in an R2022b+ world (WbProtoManager::findModel): the line Webots'
    message asks for; then a misspelt parameter of that PROTO."""
    await initialize(client, wheels)
    uri = (wheels / "worlds" / "decl.wbt").as_uri()
    text = '#VRML_SIM R2025a utf8\r\n# ä😀\r\n\r\nWorldInfo { title "😀" }\r\nWheel { widht 0.1 }\r\n'
    (action,) = await quick_fixes(client, uri, text, "missing-declaration")
    assert action.title == "Add 'EXTERNPROTO \"../protos/Wheel.proto\"'" and action.is_preferred
    new_text, messages = await fixed(client, uri, text, action)
    assert new_text == text.replace("\r\n\r\n", '\r\n\r\nEXTERNPROTO "../protos/Wheel.proto"\r\n\r\n')
    assert messages == [("unknown-parameter", "Skipped unknown 'widht' parameter in Wheel PROTO")]

    uri = (wheels / "worlds" / "parameter.wbt").as_uri()
    (action,) = await quick_fixes(client, uri, new_text, "unknown-parameter")
    assert action.title == "Did you mean 'width'?"
    final_text, messages = await fixed(client, uri, new_text, action)
    assert final_text.endswith("Wheel { width 0.1 }\r\n") and messages == []


@pytest.mark.parametrize("name, text, expected", [
    ("bad.wbt", "#VRML_SIM R2023b\r\nWorldInfo { }\r\n", "#VRML_SIM R2023b utf8\r\nWorldInfo { }\r\n"),
    ("none.proto", "# ä😀\nPROTO none [ ] { Group { } }\n",
     "#VRML_SIM R2025a utf8\n# ä😀\nPROTO none [ ] { Group { } }\n"),
])
async def test_header_fixed(client, wheels, name, text, expected):
    """WbTokenizer::readFileInfo: an invalid header keeps its version; a missing one gets the current header."""
    await initialize(client, wheels)
    uri = (wheels / "worlds" / name).as_uri()
    (action,) = await quick_fixes(client, uri, text, "header")
    new_text, messages = await fixed(client, uri, text, action)
    assert new_text == expected
    assert "header" not in [code for code, _ in messages]


async def test_quick_fixes_are_advertised_and_only_given_when_asked(client, wheels):
    result = await client.initialize_session(types.InitializeParams(
        capabilities=capabilities("visual_studio_code"), initialization_options={"diagnosticsDelay": 50},
        workspace_folders=[types.WorkspaceFolder(uri=wheels.as_uri(), name="ws")]))
    assert list(result.capabilities.code_action_provider.code_action_kinds) == ["quickfix"]
    uri = (wheels / "worlds" / "only.wbt").as_uri()
    text = "#VRML_SIM R2023b\nWorldInfo { }\n"
    open_document(client, uri, text)
    (diagnostic,) = (await diagnostics_for(client, uri, 1)).diagnostics
    for only, count in ((["refactor"], 0), (["quickfix"], 1), (None, 1)):
        context = types.CodeActionContext(diagnostics=[diagnostic], only=only)
        found = await client.text_document_code_action_async(
            types.CodeActionParams(text_document=tdi(uri), range=diagnostic.range, context=context)
        )
        assert len(found or []) == count, only
    # another source's diagnostic with the same code gets nothing; so do made-up ranges (reversed, past the end)
    foreign = types.Diagnostic(range=diagnostic.range, message="x", code="header", source="other")
    odd = [types.Diagnostic(range=types.Range(start=types.Position(line=a, character=b),
                                              end=types.Position(line=c, character=d)), message="x", code=code)
           for a, b, c, d in ((1, 5, 0, 2), (40, 0, 90, 3)) for code in ("forbidden-use", "unknown-node", 7)]
    for diagnostics in ([foreign], odd):
        found = await client.text_document_code_action_async(types.CodeActionParams(
            text_document=tdi(uri), range=diagnostic.range, context=types.CodeActionContext(diagnostics=diagnostics)))
        assert not found


async def test_unreadable_proto_then_the_workspace_file_of_its_name(client, wheels):
    """issue 29: an EXTERNPROTO to a file that was never committed (`Bez2Robocup.proto`) passed silently; Webots
    stops at it (WbProtoTreeItem::parseItem: "File '%1' is not readable."). The fix offers the workspace's file of
    that name, as a path relative to the world."""
    await initialize(client, wheels)
    (wheels / "protos" / "robots").mkdir()
    (wheels / "protos" / "robots" / "Bez2Robocup.proto").write_text(
        "#VRML_SIM R2025a utf8\nPROTO Bez2Robocup [ ]\n{ Robot { } }\n", encoding="utf-8")
    uri = (wheels / "worlds" / "soccer.wbt").as_uri()
    text = '#VRML_SIM R2025a utf8\r\nEXTERNPROTO "../protos/Bez2Robocup.proto"\r\nBez2Robocup { }\r\n'
    (action,) = await quick_fixes(client, uri, text, "unreadable-proto")
    assert action.title == "Change to '../protos/robots/Bez2Robocup.proto'" and action.is_preferred
    new_text, messages = await fixed(client, uri, text, action)
    assert new_text == text.replace("../protos/Bez2Robocup", "../protos/robots/Bez2Robocup") and messages == []
