"""Completion beyond USE names, over stdio, on a workspace made here (worlds/, protos/) with Webots' library from the
bundled index: node types as Webots' "Add a node" dialog lists them (``WbAddNodeDialog::buildTree``: built-ins by
``WbNodeUtilities::isAllowedToInsert``, PROTOs by base type, ``needsRobotAncestor`` ones only below a Robot) with the
EXTERNPROTO line of an undeclared PROTO, field names not written yet, values, and EXTERNPROTO URLs."""

from __future__ import annotations

import time
from pathlib import Path

import pytest
from lsprotocol import types
from pytest_lsp import LanguageClient

from .conftest import capabilities, open_document, pos, tdi
from .test_project_server import client, webots  # noqa: F401  the server without WEBOTS_HOME; a stand-in installation

# A PROTO holding a device needs a Robot ancestor (WbProtoManager::generateInfoFromProtoFile); Crate does not.
EYE = '#VRML_SIM R2023b utf8\nPROTO Eye [\n  field SFString name "eye"\n]\n{ Solid { children [ Camera { } ] } }\n'
CRATE = """#VRML_SIM R2023b utf8
# A wooden or metal crate.
PROTO Crate [
  field SFFloat size 0.5  # edge length (m)
  field SFString{"wood", "metal"} material "wood"
  field SFNode{Box {}, Sphere {}} shape Box { }
  field MFNode extras [ Shape { } Pose { } ]
  field MFString{"red", "blue"} marks [ ]
  hiddenField SFFloat secret 1
]
{ Solid { } }
"""
HIDDEN = "#VRML_SIM R2023b utf8\n# tags: hidden\nPROTO Hidden [ ]\n{ Solid { } }\n"
HEAD = '#VRML_SIM R2023b utf8\n\nEXTERNPROTO "../protos/Eye.proto"\n\n'
# the file's release, as Webots' Add-node dialog writes it (issue 29.5: never develop)
WOODEN_BOX = "https://raw.githubusercontent.com/cyberbotics/webots/R2023b/projects/objects/factory/containers/protos/WoodenBox.proto"

@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    root = tmp_path / "ws"
    (root / "worlds").mkdir(parents=True)
    (root / "protos").mkdir()
    for name, text in (("Eye", EYE), ("Crate", CRATE), ("Hidden", HIDDEN)):
        (root / "protos" / f"{name}.proto").write_text(text, encoding="utf-8")
    return root


async def _start(client: LanguageClient, workspace: Path, caps: str = "visual_studio_code") -> None:
    await client.initialize_session(types.InitializeParams(
        capabilities=capabilities(caps),
        initialization_options={"diagnosticsDelay": 50},
        workspace_folders=[types.WorkspaceFolder(uri=workspace.as_uri(), name="ws")],
    ))


async def _complete(client: LanguageClient, workspace: Path, text: str, trigger: str | None = None,
                    name: str = "worlds/w.wbt"):
    """Open ``text`` (``|`` is the cursor) as ``name`` and ask for completion there: (result, text)."""
    cursor = text.index("|")
    text = text.replace("|", "", 1)
    uri = (workspace / name).as_uri()
    open_document(client, uri, text)
    line = text[:cursor].count("\n")
    before = text[:cursor].rsplit("\n", 1)[-1]
    character = len(before.encode("utf-16-le")) // 2
    kind = types.CompletionTriggerKind.TriggerCharacter if trigger else types.CompletionTriggerKind.Invoked
    result = await client.text_document_completion_async(types.CompletionParams(
        text_document=tdi(uri), position=pos(line, character),
        context=types.CompletionContext(trigger_kind=kind, trigger_character=trigger),
    ))
    return result, text


def _by_label(result) -> dict[str, types.CompletionItem]:
    assert result is not None
    return {item.label: item for item in result.items}


def _apply(text: str, edits: list[types.TextEdit]) -> str:
    """``text`` with the edits applied (UTF-16 positions, as the client would)."""
    lines = text.split("\n")

    def offset(position: types.Position) -> int:
        start = sum(len(line) + 1 for line in lines[:position.line])
        line = lines[position.line]
        return start + len(line.encode("utf-16-le")[: position.character * 2].decode("utf-16-le"))

    for edit in sorted(edits, key=lambda e: (e.range.start.line, e.range.start.character), reverse=True):
        text = text[: offset(edit.range.start)] + edit.new_text + text[offset(edit.range.end):]
    return text


async def test_geometry_offers_geometries_not_solid(client, workspace):
    await _start(client, workspace)
    result, _ = await _complete(client, workspace, HEAD + "Shape {\n  geometry |\n}\n", trigger=" ")
    items = _by_label(result)
    assert {"Box", "Sphere", "Mesh", "NULL"} <= set(items)
    assert "Solid" not in items and "Crate" not in items and "Appearance" not in items
    box = items["Box"]
    assert box.insert_text_format == types.InsertTextFormat.Snippet
    assert box.text_edit.new_text == "Box {\n  $0\n}"
    assert box.kind == types.CompletionItemKind.Class


async def test_plain_text_without_snippet_support(client, workspace):
    await _start(client, workspace, caps="emacs")
    result, _ = await _complete(client, workspace, HEAD + "Shape { geometry B| }\n")
    box = _by_label(result)["Box"]
    assert box.insert_text_format == types.InsertTextFormat.PlainText and box.text_edit.new_text == "Box { }"
    # the partial word is what the item replaces
    assert (box.text_edit.range.start.character, box.text_edit.range.end.character) == (17, 18)


async def test_children_of_a_solid_and_of_a_robot(client, workspace):
    await _start(client, workspace)
    result, text = await _complete(client, workspace, HEAD + "Solid {\n  children [\n    |\n  ]\n}\n")
    items = _by_label(result)
    # Solid and Pose fit; a device needs a Robot ancestor (isAllowedToInsert), and so do PROTOs holding one
    assert {"Solid", "Pose", "Shape", "Crate", "WoodenBox"} <= set(items)
    assert not {"Camera", "Eye", "Kinect", "Hidden", "WorldInfo"} & set(items)
    assert items["Crate"].detail == "Solid PROTO" and items["WoodenBox"].detail == "Solid PROTO (library)"
    assert "wooden or metal crate" in items["Crate"].documentation.value

    result, _ = await _complete(client, workspace, HEAD + "Robot {\n  children [\n    Pose { children [ | ] }\n  ]\n}\n")
    assert {"Camera", "Eye", "Kinect", "Solid", "Crate"} <= set(_by_label(result))


async def test_an_undeclared_proto_brings_its_externproto_line(client, workspace):
    await _start(client, workspace)
    result, text = await _complete(client, workspace, HEAD + "Robot {\n  children [\n    |\n  ]\n}\n")
    items = _by_label(result)
    assert items["Eye"].additional_text_edits is None  # declared already
    crate = items["Crate"]
    edited = _apply(text, [crate.text_edit, *crate.additional_text_edits])
    assert edited.startswith('#VRML_SIM R2023b utf8\n\nEXTERNPROTO "../protos/Eye.proto"\nEXTERNPROTO "../protos/Crate.proto"'
                             "\n\nRobot {\n  children [\n    Crate {\n  $0\n}\n")
    wooden = items["WoodenBox"]
    edited = _apply(text, [wooden.text_edit, *wooden.additional_text_edits])
    assert f'EXTERNPROTO "../protos/Eye.proto"\nEXTERNPROTO "{WOODEN_BOX}"\n\nRobot' in edited


async def test_a_world_without_declarations_gets_one_after_its_header(client, workspace):
    await _start(client, workspace)
    result, text = await _complete(client, workspace, "#VRML_SIM R2023b utf8\r\nSolid { children [ | ] }\r\n")
    crate = _by_label(result)["Crate"]
    assert [edit.new_text for edit in crate.additional_text_edits] == ['\r\nEXTERNPROTO "../protos/Crate.proto"\r\n\r\n']
    assert (crate.additional_text_edits[0].range.start.line, crate.additional_text_edits[0].range.start.character) == (1, 0)
    # a world older than R2022b declares nothing: no line is added
    result, _ = await _complete(client, workspace, "#VRML_SIM R2021a utf8\nSolid { children [ | ] }\n")
    assert _by_label(result)["Crate"].additional_text_edits is None


async def test_field_names_not_yet_written(client, workspace):
    await _start(client, workspace)
    result, _ = await _complete(client, workspace, HEAD + 'Solid {\n  translation 1 2 3\n  |\n  name "é"\n}\n')
    items = _by_label(result)
    assert {"rotation", "children", "physics", "boundingObject"} <= set(items)
    assert not {"translation", "name", "Box"} & set(items)
    assert items["rotation"].text_edit.new_text == "rotation ${1:0 0 1 0}"
    assert items["rotation"].detail == "SFRotation 0 0 1 0"
    assert items["children"].text_edit.new_text == "children [\n  $0\n]"
    # typing a space in a body does not open the field list; asking does
    result, _ = await _complete(client, workspace, HEAD + "Solid {\n  |\n}\n", trigger=" ")
    assert result is None


async def test_field_documentation_has_the_doc_comment_and_unit(client, workspace):
    await _start(client, workspace)
    result, _ = await _complete(client, workspace, HEAD + "Solid { physics Physics { ma| } }\n")
    mass = _by_label(result)["mass"]
    assert "Unit: kg" in mass.documentation.value and "SFFloat mass" in mass.documentation.value


async def test_proto_parameters_with_defaults_and_doc(client, workspace):
    await _start(client, workspace)
    result, _ = await _complete(client, workspace, HEAD + "Crate {\n  material \"metal\"\n  |\n}\n")
    items = _by_label(result)
    assert set(items) == {"size", "shape", "extras", "marks"}  # material written, the hidden field not offered
    assert items["size"].text_edit.new_text == "size ${1:0.5}"
    assert items["extras"].text_edit.new_text == "extras [\n  ${1:Shape { \\} Pose { \\}}\n]"
    assert "edge length (m)" in items["size"].documentation.value


async def test_values(client, workspace):
    await _start(client, workspace)
    result, _ = await _complete(client, workspace, HEAD + "Solid { locked | }\n", trigger=" ")
    assert [item.label for item in result.items] == ["TRUE", "FALSE"]
    result, _ = await _complete(client, workspace, HEAD + "WorldInfo { coordinateSystem | }\n", trigger=" ")
    assert [item.label for item in result.items] == ['"ENU"', '"NUE"']
    # the allowed values of a restricted PROTO field, inside the string being typed
    result, text = await _complete(client, workspace, HEAD + 'Crate { material "me|" }\n', trigger='"')
    assert [item.label for item in result.items] == ['"wood"', '"metal"']
    assert _apply(text, [result.items[1].text_edit]).endswith('Crate { material "metal" }\n')
    # an SFNode parameter's restrictions: only those types, and NULL
    result, _ = await _complete(client, workspace, HEAD + "Crate { shape | }\n", trigger=" ")
    # (Webots compares the base type: library PROTOs based on Box or Sphere are accepted too)
    assert [item.label for item in result.items[:3]] == ["NULL", "Box", "Sphere"]
    assert all(item.detail.split()[0] in ("Box", "Sphere") for item in result.items[3:])
    # a restricted MFString parameter: its values, item by item
    result, _ = await _complete(client, workspace, HEAD + 'Crate { marks [ "red" | ] }\n', trigger=" ")
    assert [item.label for item in result.items] == ['"red"', '"blue"']
    # no value list for a number
    result, _ = await _complete(client, workspace, HEAD + "Solid { translation | }\n", trigger=" ")
    assert result is None


async def test_externproto_urls(client, workspace):
    await _start(client, workspace)
    result, text = await _complete(client, workspace, '#VRML_SIM R2023b utf8\nEXTERNPROTO "../protos/Eye.proto"\nEXTERNPROTO "|"\n')
    labels = [item.label for item in result.items]
    assert "../protos/Crate.proto" in labels and WOODEN_BOX in labels
    assert "../protos/Eye.proto" not in labels  # declared already
    crate = _by_label(result)["../protos/Crate.proto"]
    assert _apply(text, [crate.text_edit]).endswith('EXTERNPROTO "../protos/Crate.proto"\n')


async def test_utf16_columns_after_non_ascii(client, workspace):
    await _start(client, workspace)
    result, _ = await _complete(client, workspace, HEAD + 'Solid { name "𝄞☕" children [ Shape { geometry Sp| } ] }\n')
    sphere = _by_label(result)["Sphere"]
    line = 'Solid { name "𝄞☕" children [ Shape { geometry Sp } ] }'
    start = len(line[: line.index("Sp }")].encode("utf-16-le")) // 2
    assert (sphere.text_edit.range.start.character, sphere.text_edit.range.end.character) == (start, start + 2)


async def test_big_world_top_level_and_inside(client, workspace):
    """A 5 MB world: at its end (the top level, told by the tree beyond the read window) the top-level types; in a
    Shape in its middle the geometries. Generous bound: a hang or a whole-file pass per request fails it."""
    await _start(client, workspace)
    rows = "".join(f'Solid {{ translation {i} 0 0 name "s{i}" children [ Shape {{ geometry Box {{ }} }} ] }}\n'
                   for i in range(55000))
    half = rows.index("\n", len(rows) // 2) + 1
    started = time.monotonic()
    result, _ = await _complete(client, workspace, HEAD + rows + "|\n")
    items = _by_label(result)
    assert {"WorldInfo", "Solid", "Robot", "Crate"} <= set(items) and "Box" not in items
    result, _ = await _complete(client, workspace, HEAD + rows[:half] + "Shape { geometry | }\n" + rows[half:])
    assert {"Box", "NULL"} <= set(_by_label(result)) and "Solid" not in _by_label(result)
    assert time.monotonic() - started < 60


async def test_an_installation_list_and_its_webots_url(client, workspace, webots):
    """With a Webots installation (webotsHome), its proto-list.xml's PROTOs are listed too, declared by the
    file's release URL (as Webots writes it)."""
    await client.initialize_session(types.InitializeParams(
        capabilities=capabilities("visual_studio_code"),
        initialization_options={"diagnosticsDelay": 50, "webotsHome": str(webots)},
        workspace_folders=[types.WorkspaceFolder(uri=workspace.as_uri(), name="ws")],
    ))
    result, text = await _complete(client, workspace, HEAD + "Solid { children [ | ] }\n")
    floor = _by_label(result)["Floor"]
    assert [edit.new_text for edit in floor.additional_text_edits] == [
        'EXTERNPROTO "https://raw.githubusercontent.com/cyberbotics/webots/R2023b/projects/objects/floors/protos/'
        'Floor.proto"\n']


async def test_in_a_proto_body(client, workspace):
    """In a PROTO file: `IS` offers the parameters of the field's type; a node type in the body is judged with the
    PROTO file's own declarations (Eye is declared, Crate is not and gets its line)."""
    await _start(client, workspace)
    proto = ('#VRML_SIM R2023b utf8\nEXTERNPROTO "Eye.proto"\nPROTO Cart [\n  field SFVec3f at 0 0 0\n'
             '  field SFFloat speed 1\n]\n{\n  Robot {\n    translation IS |\n    children [ ]\n  }\n}\n')
    result, _ = await _complete(client, workspace, proto, trigger=" ", name="protos/Cart.proto")
    assert [item.label for item in result.items] == ["at"]
    body = proto.replace("translation IS |", "translation IS at").replace("children [ ]", "children [ | ]")
    result, _ = await _complete(client, workspace, body, name="protos/Cart.proto")
    items = _by_label(result)
    assert items["Eye"].additional_text_edits is None and "Cart" not in items  # no recursion
    assert [edit.new_text for edit in items["Crate"].additional_text_edits] == ['EXTERNPROTO "Crate.proto"\n']


async def test_a_proto_edited_to_hold_a_device_needs_a_robot(client, workspace):
    """needsRobotAncestor follows the PROTO's text: the open document's, once a Camera is written in it."""
    await _start(client, workspace)
    result, _ = await _complete(client, workspace, HEAD + "Solid { children [ | ] }\n")
    assert "Crate" in _by_label(result)
    crate_uri = (workspace / "protos" / "Crate.proto").as_uri()
    open_document(client, crate_uri, CRATE.replace("{ Solid { } }", "{ Solid { children [ Camera { } ] } }"))
    result, _ = await _complete(client, workspace, HEAD + "Solid { children [ | ] }\n")
    assert "Crate" not in _by_label(result)
    result, _ = await _complete(client, workspace, HEAD + "Robot { children [ | ] }\n")
    assert "Crate" in _by_label(result)
