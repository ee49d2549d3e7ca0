"""The server's project: PROTOs of other files and of Webots' library (WbProtoManager::findModel), on a workspace
made here (worlds/, protos/, a stand-in Webots installation) and on the same world with no installation (the
bundled index); and their freshness (an edited open .proto, a file changed on disk, a PROTO file that appears)."""

from __future__ import annotations

import asyncio
from pathlib import Path
from urllib.parse import unquote, urlparse

import attrs
import pytest
import pytest_lsp
from lsprotocol import types
from pytest_lsp import LanguageClient

from .conftest import (
    NO_WEBOTS_HOME_CONFIG, TIMEOUT, capabilities, change_document, diagnostics_for, open_document, write_project,
)

FLOOR_URL = "https://raw.githubusercontent.com/cyberbotics/webots/R2023b/projects/objects/floors/protos/Floor.proto"
PROTO_LIST = f"""<?xml version="1.0" encoding="utf-8"?>
<proto-list>
  <proto><name>Floor</name><base-type>Solid</base-type><url>{FLOOR_URL}</url>
    <parameters>field SFVec2f size 10 10</parameters></proto>
</proto-list>
"""
# The installation's Floor has no tileSize (Webots' own has one, and so has the bundled index).
STAND_IN_FLOOR = "#VRML_SIM R2023b utf8\nPROTO Floor [\n  field SFVec2f size 3 3\n]\n{ Solid { } }\n"

WORLD = """#VRML_SIM R2023b utf8
EXTERNPROTO "webots://projects/objects/floors/protos/Floor.proto"
EXTERNPROTO "../protos/Bot.proto"
EXTERNPROTO "../protos/Later.proto"
Floor { tileSize 1 1 }
Bot { colour 1 }
DEF L Later { }
Pose { children [ USE L ] }
"""
BOT = '#VRML_SIM R2023b utf8\nPROTO Bot [\n  field SFFloat speed 1\n]\n{ Robot { name "bot" } }\n'
LATER = "#VRML_SIM R2023b utf8\nPROTO Later [ ]\n{ Solid { } }\n"

USE_MESSAGE = "Solid nodes cannot be USEd. Non-admissible USE node turned into DEF node."


def bot_unknown(name: str) -> str:
    return f"Skipped unknown '{name}' parameter in Bot PROTO"


# No WEBOTS_HOME: the installation is only what a test gives (and no usual install place exists on the test machine).
CONFIG = NO_WEBOTS_HOME_CONFIG


@pytest_lsp.fixture(config=CONFIG)
async def client(lsp_client: LanguageClient):
    yield lsp_client
    await lsp_client.shutdown_session()


@pytest.fixture
def workspace(tmp_path: Path) -> Path:
    return write_project(tmp_path / "ws", {"w": WORLD}, {"Bot": BOT})


@pytest.fixture
def webots(tmp_path: Path) -> Path:
    home = tmp_path / "webots"
    (home / "resources").mkdir(parents=True)
    (home / "resources" / "proto-list.xml").write_text(PROTO_LIST, encoding="utf-8")
    floor = home / "projects" / "objects" / "floors" / "protos" / "Floor.proto"
    floor.parent.mkdir(parents=True)
    floor.write_text(STAND_IN_FLOOR, encoding="utf-8")
    return home


async def initialize(client: LanguageClient, workspace: Path, options: dict | None = None, caps="visual_studio_code"):
    await client.initialize_session(
        types.InitializeParams(
            capabilities=capabilities(caps) if isinstance(caps, str) else caps,
            initialization_options={"diagnosticsDelay": 50, **(options or {})},
            workspace_folders=[types.WorkspaceFolder(uri=workspace.as_uri(), name="ws")],
        )
    )


async def messages_when(client: LanguageClient, uri: str, condition, count: int = 1) -> list[str]:
    """The messages of the first publication for ``uri`` (from the ``count``-th on) that satisfy ``condition``."""

    async def poll():
        while True:
            found = [p for p in client.published if p.uri == uri]
            for params in found[count - 1:]:
                messages = [d.message for d in params.diagnostics]
                if condition(messages):
                    return messages
            await asyncio.sleep(0.02)

    return await asyncio.wait_for(poll(), TIMEOUT)


async def watcher_registered(client: LanguageClient) -> None:
    """Until the server registered its **/*.proto watcher (it does after ``initialized``; with the linter's
    configuration files)."""
    while True:
        for registration in client.registrations:
            if registration.method == types.WORKSPACE_DID_CHANGE_WATCHED_FILES:
                watchers = registration.register_options["watchers"]
                assert [watcher["globPattern"] for watcher in watchers] == [
                    "**/*.proto", "**/webots-ls.toml", "**/pyproject.toml"]
                return
        await asyncio.sleep(0.02)


async def first_messages(client: LanguageClient, uri: str) -> list[str]:
    return await messages_when(client, uri, lambda messages: True)


@pytest.mark.asyncio
async def test_world_resolves_protos_from_the_installation(client, workspace, webots):
    await initialize(client, workspace, {"webotsHome": str(webots)})
    uri = (workspace / "worlds" / "w.wbt").as_uri()
    open_document(client, uri, WORLD)
    messages = await first_messages(client, uri)
    # the stand-in installation's Floor has no tileSize; Bot comes from the workspace's protos/
    assert "Skipped unknown 'tileSize' parameter in Floor PROTO" in messages, messages
    assert bot_unknown("colour") in messages, messages
    assert USE_MESSAGE not in messages  # Later's file does not exist: unknown, so nothing said of its USE


@pytest.mark.asyncio
async def test_same_world_without_installation_uses_the_bundled_index(client, workspace):
    await initialize(client, workspace)
    uri = (workspace / "worlds" / "w.wbt").as_uri()
    open_document(client, uri, WORLD)
    messages = await first_messages(client, uri)
    assert not any("Floor PROTO" in message for message in messages), messages  # Webots' Floor has a tileSize
    assert bot_unknown("colour") in messages, messages


@pytest.mark.asyncio
async def test_webots_home_from_workspace_configuration(client, workspace, webots):
    client.set_configuration({"webotsHome": str(webots)}, section="webots")
    await initialize(client, workspace)
    uri = (workspace / "worlds" / "w.wbt").as_uri()
    await asyncio.sleep(0.5)  # the server reads the configuration after `initialized`
    open_document(client, uri, WORLD)
    messages = await first_messages(client, uri)
    assert "Skipped unknown 'tileSize' parameter in Floor PROTO" in messages, messages


@pytest.mark.asyncio
@pytest.mark.parametrize("emptied", ["", "  "])
async def test_webots_home_set_back_to_empty_drops_the_installation(client, workspace, webots, emptied):
    """``webotsHome`` emptied by didChangeConfiguration: the installation goes at once, as after a restart without
    the setting (here: the bundled index), and the open world's diagnostics are published again. Before, an empty
    value read as "not given": the installation stayed until the server restarted."""
    await initialize(client, workspace, {"webotsHome": str(webots)})
    uri = (workspace / "worlds" / "w.wbt").as_uri()
    open_document(client, uri, WORLD)
    tile_size = "Skipped unknown 'tileSize' parameter in Floor PROTO"  # the stand-in installation's Floor
    assert tile_size in await first_messages(client, uri)
    client.workspace_did_change_configuration(
        types.DidChangeConfigurationParams(settings={"webots": {"webotsHome": emptied}}))
    messages = await messages_when(client, uri, lambda messages: tile_size not in messages, count=2)
    assert not any("Floor PROTO" in message for message in messages), messages  # Webots' Floor has a tileSize
    assert bot_unknown("colour") in messages, messages


@pytest.mark.asyncio
async def test_editing_an_open_proto_updates_the_world(client, workspace):
    await initialize(client, workspace)
    world_uri = (workspace / "worlds" / "w.wbt").as_uri()
    proto_uri = (workspace / "protos" / "Bot.proto").as_uri()
    open_document(client, world_uri, WORLD)
    assert bot_unknown("colour") in await first_messages(client, world_uri)
    open_document(client, proto_uri, BOT)
    # the open .proto now declares colour (not saved: the editor's text is what counts)
    change_document(client, proto_uri, 2, ((2, 0), (2, 0), "  field SFFloat colour 0\n"))
    await messages_when(client, world_uri, lambda messages: bot_unknown("colour") not in messages, count=2)
    # closing it without saving: the disk's Bot again
    client.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=proto_uri)))
    await messages_when(client, world_uri, lambda messages: bot_unknown("colour") in messages, count=3)


@pytest.mark.asyncio
async def test_disk_change_and_a_proto_file_that_appears(client, workspace):
    await initialize(client, workspace)
    await asyncio.wait_for(watcher_registered(client), TIMEOUT)
    world_uri = (workspace / "worlds" / "w.wbt").as_uri()
    open_document(client, world_uri, WORLD)
    messages = await first_messages(client, world_uri)
    assert bot_unknown("colour") in messages and USE_MESSAGE not in messages, messages
    bot = workspace / "protos" / "Bot.proto"
    bot.write_text(BOT.replace("speed", "colour"), encoding="utf-8")
    later = workspace / "protos" / "Later.proto"
    later.write_text(LATER, encoding="utf-8")
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=bot.as_uri(), type=types.FileChangeType.Changed),
        types.FileEvent(uri=later.as_uri(), type=types.FileChangeType.Created),
    ]))
    messages = await messages_when(
        client, world_uri, lambda messages: bot_unknown("colour") not in messages, count=2
    )
    assert USE_MESSAGE in messages, messages  # Later, now found, is a Solid: its USE is refused


@pytest.mark.asyncio
async def test_big_world_checked_in_the_worker_knows_the_project(client, workspace, webots):
    """From 256 KiB, post-edit diagnostics run in a worker process: it resolves PROTOs as the server does, open
    .proto texts included."""
    await initialize(client, workspace, {"webotsHome": str(webots)})
    world_uri = (workspace / "worlds" / "w.wbt").as_uri()
    proto_uri = (workspace / "protos" / "Bot.proto").as_uri()
    open_document(client, proto_uri, BOT.replace("speed", "weight"))
    big = WORLD + "# padding\n" * 30_000
    open_document(client, world_uri, big)
    assert bot_unknown("colour") in await first_messages(client, world_uri)
    change_document(client, world_uri, 2, ((5, 6), (5, 12), "speed"))  # colour -> speed, unknown in the open text
    messages = await messages_when(client, world_uri, lambda messages: bot_unknown("speed") in messages, count=2)
    assert "Skipped unknown 'tileSize' parameter in Floor PROTO" in messages, messages


async def test_references_of_a_proto_are_its_instances_in_the_worlds(client: LanguageClient, workspace: Path):
    """References asked on the name of a .proto file's PROTO: the instances in the workspace's worlds."""
    await initialize(client, workspace)
    bot = workspace / "protos" / "Bot.proto"
    open_document(client, bot.as_uri(), BOT)
    found = await client.text_document_references_async(types.ReferenceParams(
        text_document=types.TextDocumentIdentifier(uri=bot.as_uri()),
        position=types.Position(line=1, character=BOT.splitlines()[1].index("Bot") + 1),
        context=types.ReferenceContext(include_declaration=False),
    ))
    world = workspace / "worlds" / "w.wbt"
    line = WORLD.splitlines().index("Bot { colour 1 }")
    assert [(Path(location.uri.removeprefix("file://")), location.range.start.line, location.range.start.character)
            for location in found] == [(world, line, 0)]
    assert found[0].range.end == types.Position(line=line, character=3)


OLD_WORLD = "#VRML_SIM R2022a utf8\nDEF L Later { }\nPose { children [ USE L ] }\n"  # old: protos/ is searched


@pytest.mark.asyncio
async def test_big_world_in_the_worker_sees_a_proto_file_created_on_disk(client, workspace):
    """The worker process keeps its own folder listings: a .proto created on disk (didChangeWatchedFiles Created)
    must reach it too, not only the server's inline runs."""
    await initialize(client, workspace)
    world_uri = (workspace / "worlds" / "old.wbt").as_uri()
    big = OLD_WORLD + "# padding\n" * 30_000
    assert len(big.encode()) >= 256 * 1024
    open_document(client, world_uri, big)
    unknown = "Skipped unknown 'Later' node or PROTO"
    assert any(unknown in message for message in await first_messages(client, world_uri))
    change_document(client, world_uri, 2, ((3, 0), (3, 0), "#"))  # a run in the worker: it lists protos/ now
    await messages_when(client, world_uri, lambda messages: any(unknown in m for m in messages), count=2)
    later = workspace / "protos" / "Later.proto"
    later.write_text(LATER, encoding="utf-8")
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=later.as_uri(), type=types.FileChangeType.Created)]))
    messages = await messages_when(client, world_uri, lambda messages: USE_MESSAGE in messages, count=3)
    assert not any(unknown in message for message in messages), messages


@pytest.mark.asyncio
async def test_webots_links_go_to_the_configured_installation(client, workspace, webots):
    """A ``webots://`` EXTERNPROTO links into the installation the project uses (the webotsHome setting here)."""
    await initialize(client, workspace, {"webotsHome": str(webots)})
    uri = (workspace / "worlds" / "w.wbt").as_uri()
    open_document(client, uri, WORLD)
    links = await client.text_document_document_link_async(
        types.DocumentLinkParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    floor = webots / "projects" / "objects" / "floors" / "protos" / "Floor.proto"
    assert [(link.range.start.line, link.target) for link in links][:2] == [
        (1, floor.as_uri()), (2, (workspace / "protos" / "Bot.proto").as_uri())]


@pytest.mark.asyncio
async def test_workspace_symbols_see_a_proto_file_created_on_disk(client, workspace):
    """Workspace symbols list the project's .proto files: one created on disk is there after the watcher says so."""
    await initialize(client, workspace)
    await asyncio.wait_for(watcher_registered(client), TIMEOUT)
    query = types.WorkspaceSymbolParams(query="")
    assert [symbol.name for symbol in await client.workspace_symbol_async(query)] == ["Bot"]
    later = workspace / "protos" / "Later.proto"
    later.write_text(LATER, encoding="utf-8")
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=later.as_uri(), type=types.FileChangeType.Created)]))
    # the server handles messages in order: the notification is applied before the next request
    assert sorted(symbol.name for symbol in await client.workspace_symbol_async(query)) == ["Bot", "Later"]


DERIVED = '#VRML_SIM R2023b utf8\nEXTERNPROTO "Bot.proto"\nPROTO Derived [ ]\n{ Bot { } }\n'
USES_DERIVED = '#VRML_SIM R2023b utf8\nEXTERNPROTO "../protos/Derived.proto"\nDEF D Derived { }\nPose { children [ USE D ] }\n'
UNRELATED = '#VRML_SIM R2023b utf8\nEXTERNPROTO "../protos/Later.proto"\nDEF S Solid { }\nPose { children [ USE S ] }\nLater { }\n'


@pytest.mark.asyncio
async def test_a_proto_edit_refreshes_only_the_files_that_use_it(client, workspace):
    """Editing Bot.proto republishes the world whose Derived PROTO is based on Bot, not a world that uses neither."""
    (workspace / "protos" / "Derived.proto").write_text(DERIVED, encoding="utf-8")
    await initialize(client, workspace)
    unrelated_uri = (workspace / "worlds" / "unrelated.wbt").as_uri()
    dependent_uri = (workspace / "worlds" / "dependent.wbt").as_uri()
    open_document(client, unrelated_uri, UNRELATED)  # first: a refresh of it would be published first
    assert USE_MESSAGE in await first_messages(client, unrelated_uri)
    open_document(client, dependent_uri, USES_DERIVED)
    assert USE_MESSAGE in await first_messages(client, dependent_uri)  # Derived -> Bot -> Robot, a Solid
    bot_uri = (workspace / "protos" / "Bot.proto").as_uri()
    open_document(client, bot_uri, BOT)
    line = BOT.splitlines().index('{ Robot { name "bot" } }')
    change_document(client, bot_uri, 2, ((line, 2), (line, 7), "Group"))  # Bot is now a Group: USE allowed
    await messages_when(client, dependent_uri, lambda messages: USE_MESSAGE not in messages, count=2)
    # a disk change of a file the unrelated world looked for (its EXTERNPROTO) reaches it, and only it
    later = workspace / "protos" / "Later.proto"
    later.write_text(LATER, encoding="utf-8")
    client.workspace_did_change_watched_files(types.DidChangeWatchedFilesParams(changes=[
        types.FileEvent(uri=later.as_uri(), type=types.FileChangeType.Created)]))
    await messages_when(client, unrelated_uri, lambda messages: True, count=2)
    published = [params.uri for params in client.published if params.uri in (unrelated_uri, dependent_uri)]
    assert published == [unrelated_uri, dependent_uri, dependent_uri, unrelated_uri], published


def many_protos(workspace: Path, count: int) -> None:
    for n in range(count):
        path = workspace / "protos" / f"group{n % 10}" / f"Many{n}.proto"
        path.parent.mkdir(exist_ok=True)
        path.write_text(f"#VRML_SIM R2023b utf8\nPROTO Many{n} [ ]\n{{ Solid {{ }} }}\n", encoding="utf-8")


async def scan_logged(client: LanguageClient) -> str:
    """The log message the server writes when its first scan of the project ends."""

    async def poll():
        while True:
            for message in client.log_messages:
                if message.message.startswith("webots-ls: ") and "PROTO files in the workspace" in message.message:
                    return message.message
            await asyncio.sleep(0.02)

    return await asyncio.wait_for(poll(), TIMEOUT)


@pytest.mark.asyncio
async def test_first_scan_reports_progress(client, workspace):
    """The first listing of the workspace's PROTO files is a work-done progress: created, begun, ended."""
    many_protos(workspace, 300)
    await initialize(client, workspace)
    assert "301 PROTO files in the workspace" in await scan_logged(client)  # and Bot.proto
    (token, reports), = client.progress_reports.items()
    assert [report.kind for report in reports][0] == "begin" and reports[0].title == "Webots: listing PROTO files"
    assert reports[-1].kind == "end" and reports[-1].message.startswith("301 PROTO files in the workspace")
    assert {report.kind for report in reports[1:-1]} == {"report"}
    percentages = [report.percentage for report in reports[1:-1]]
    assert percentages == sorted(percentages) and all(0 <= p <= 100 for p in percentages)


@pytest.mark.asyncio
async def test_no_progress_for_a_client_without_the_capability(client, workspace):
    many_protos(workspace, 30)
    caps = capabilities("visual_studio_code")
    await initialize(client, workspace, caps=attrs.evolve(caps, window=attrs.evolve(caps.window, work_done_progress=False)))
    assert "31 PROTO files in the workspace" in await scan_logged(client)
    assert client.progress_reports == {}  # no window/workDoneProgress/create, no $/progress


@pytest.mark.asyncio
async def test_a_request_right_after_a_keystroke_reads_the_new_declarations(client, workspace):
    """A world's provider after a keystroke is decided by the first request that asks it (here go to definition on a
    PROTO name, ``WbProtoManager::findModel``), not by the debounced diagnostics: right after an edit of its
    EXTERNPROTO line, the PROTO is looked up where the new line says; right after a keystroke elsewhere, where the
    line still says."""
    (workspace / "other").mkdir()
    (workspace / "other" / "Bot.proto").write_text(BOT, encoding="utf-8")
    await initialize(client, workspace)
    uri = (workspace / "worlds" / "declared.wbt").as_uri()
    open_document(client, uri, '#VRML_SIM R2023b utf8\nEXTERNPROTO "../other/Bot.proto"\nBot { }\n')
    await first_messages(client, uri)
    params = types.DefinitionParams(text_document=types.TextDocumentIdentifier(uri=uri),
                                    position=types.Position(line=2, character=1))

    async def found() -> str:
        locations = await client.text_document_definition_async(params)
        return Path(unquote(urlparse(locations[0].uri).path)).relative_to(workspace).as_posix()

    assert await found() == "other/Bot.proto"
    change_document(client, uri, 2, ((1, 16), (1, 21), "protos"))  # ../other/ -> ../protos/
    assert await found() == "protos/Bot.proto"
    change_document(client, uri, 3, ((2, 7), (2, 7), " # a comment"))
    assert await found() == "protos/Bot.proto"
    change_document(client, uri, 4, ((1, 16), (1, 22), "other"), ((2, 7), (2, 7), "#"))  # back, and a keystroke
    assert await found() == "other/Bot.proto"


@pytest.mark.asyncio
async def test_typing_an_externproto_line_declares_the_proto(client, workspace):
    """A version takes over the previous one's PROTO answers only while its EXTERNPROTO lines are the same: typing
    one (in two keystrokes, the word completed by the second) is seen as a fresh open would."""
    await initialize(client, workspace)
    uri = (workspace / "worlds" / "typed.wbt").as_uri()
    text = "#VRML_SIM R2023b utf8\nBot { }  # a line longer than the declaration typed above it\n"
    open_document(client, uri, text)
    missing = "Missing declaration for 'Bot'"
    assert any(missing in message for message in await first_messages(client, uri))
    hover = types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=1, character=1))
    assert "Bot" in (await client.text_document_hover_async(hover)).contents.value  # the provider resolved Bot
    change_document(client, uri, 2, ((1, 0), (1, 0), 'EXTERN "../protos/Bot.proto"\n'))
    hover.position.line = 2
    assert "Bot" in (await client.text_document_hover_async(hover)).contents.value  # version 2 took version 1's over
    change_document(client, uri, 3, ((1, 6), (1, 6), "PROTO"))
    messages = [d.message for d in (await diagnostics_for(client, uri, 3)).diagnostics]
    assert not any(missing in message for message in messages), messages
    assert "Bot" in (await client.text_document_hover_async(hover)).contents.value
    change_document(client, uri, 4, ((2, 0), (1, 0), ""))  # the EXTERNPROTO line deleted, the range reversed
    messages = [d.message for d in (await diagnostics_for(client, uri, 4)).diagnostics]
    assert any(missing in message for message in messages), messages
def position_of(text: str, needle: str, after: int = 0) -> tuple[int, int]:
    offset = text.index(needle) + after
    return text.count("\n", 0, offset), offset - (text.rfind("\n", 0, offset) + 1)


@pytest.mark.asyncio
async def test_typing_keeps_the_providers_until_what_they_read_changes(client, workspace):
    """A keystroke far from the version line and the EXTERNPROTO declarations, or after an open PROTO's head, keeps
    the file's provider and its caches (``ProjectNodeTypes.keeps_answers``); one on a declaration or on the PROTO's
    base type is seen at once (``WbProtoManager::findModel``)."""
    await initialize(client, workspace)
    (workspace / "protos" / "Later.proto").write_text(LATER, encoding="utf-8")
    comments = "".join(f"# a comment putting the nodes over 1 KB away from the declarations, line {i}\n" for i in range(16))
    world = WORLD.replace("Floor { tileSize", comments + "Floor { tileSize")
    world_uri = (workspace / "worlds" / "w.wbt").as_uri()
    later_uri = (workspace / "protos" / "Later.proto").as_uri()
    open_document(client, world_uri, world)
    assert USE_MESSAGE in await first_messages(client, world_uri)
    open_document(client, later_uri, LATER)
    at = position_of(world, "Pose { children")
    change_document(client, world_uri, 2, (at, at, "USE NOPE\n"))  # typed far from the declarations
    messages = await messages_when(client, world_uri, lambda messages: any("'USE NOPE'" in m for m in messages))
    assert USE_MESSAGE in messages and bot_unknown("colour") in messages, messages
    inside = position_of(LATER, "{ }", after=1)
    change_document(client, later_uri, 2, (inside, inside, 'name "l" '))  # in the PROTO's body: the same Later
    base_type = position_of(LATER, "Solid")
    change_document(client, later_uri, 3, (base_type, (base_type[0], base_type[1] + len("Solid")), "Pose"))
    await messages_when(client, world_uri, lambda messages: USE_MESSAGE not in messages)  # Later is a Pose now
    line = position_of(world, 'EXTERNPROTO "../protos/Bot.proto"')[0]
    change_document(client, world_uri, 3, ((line, 0), (line + 1, 0), ""))  # Bot's declaration deleted
    await messages_when(client, world_uri, lambda messages: any("Missing declaration for 'Bot'" in m for m in messages))
