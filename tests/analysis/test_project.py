"""The project model: where a PROTO name of one file comes from (WbProtoManager::findModel), on a workspace made
here (worlds/, protos/, a stand-in Webots installation) and on the same world with no installation at all."""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from webots_ls.analysis import project as project_module
from webots_ls.analysis.node_types import BUILT_INS, NodeTypes
from webots_ls.analysis.project import (
    Project,
    ProjectNodeTypes,
    extern_proto_urls,
    find_webots_home,
    is_before_r2022b,
    project_root,
    webots_relative_path,
)
from webots_ls.analysis.spans import Span
from conftest import TEST_DATA  # the test data: ../shared, $WEBOTS_LS_TEST_DATA or .test-data

RAW = "https://raw.githubusercontent.com/cyberbotics/webots"
FLOOR_URL = f"{RAW}/develop/projects/objects/floors/protos/Floor.proto"

NEW_WORLD = f"""#VRML_SIM R2023b utf8

EXTERNPROTO "../protos/Bot.proto"
EXTERNPROTO "webots://projects/objects/floors/protos/Floor.proto"
EXTERNPROTO "{RAW}/R2023b/projects/objects/backgrounds/protos/TexturedBackground.proto"
EXTERNPROTO "https://example.org/assets/Remote.proto"
EXTERNPROTO "../protos/NewDerived.proto"
EXTERNPROTO "../protos/RecA.proto"
EXTERNPROTO "../protos/Gone.proto"

Floor {{ }}
Bot {{ }}
"""

OLD_WORLD = """#VRML_SIM R2021a utf8
Floor { }
Bot { }
DerivedBot { }
"""

BOT = """#VRML_SIM R2023b utf8
# A test robot.
PROTO Bot [
  field SFVec3f translation 0 0 0 # Is `Pose.translation`.
  field SFString{"a", "b"} mode "a"
]
{
  DEF ROOT Robot { translation IS translation }
}
"""

PROTOS = {
    "protos/Bot.proto": BOT,
    "protos/Helper.proto": "#VRML_SIM R2023b utf8\nPROTO Helper [ ]\n{ Group { } }\n",
    "protos/sub/DerivedBot.proto": "#VRML_SIM R2021a utf8\nPROTO DerivedBot [ ]\n{ Bot { } }\n",
    "protos/NewDerived.proto": '#VRML_SIM R2023b utf8\nEXTERNPROTO "Bot.proto"\nPROTO NewDerived [ ]\n{ Bot { } }\n',
    "protos/RecA.proto": '#VRML_SIM R2023b utf8\nEXTERNPROTO "RecB.proto"\nPROTO RecA [ ]\n{ RecB { } }\n',
    "protos/RecB.proto": '#VRML_SIM R2023b utf8\nEXTERNPROTO "RecA.proto"\nPROTO RecB [ ]\n{ RecA { } }\n',
}

STAND_IN_FLOOR = """#VRML_SIM R2023b utf8
# The installation's Floor.
PROTO Floor [
  field SFVec2f size 3 3 # stand-in size
]
{ Solid { } }
"""

PROTO_LIST = f"""<?xml version="1.0" encoding="utf-8"?>
<proto-list>
  <proto><name>Floor</name><base-type>Solid</base-type><url>{FLOOR_URL}</url>
    <parameters>field SFVec2f size 10 10</parameters></proto>
  <proto><name>Wall</name><base-type>Solid</base-type>
    <url>{RAW}/R2023b/projects/objects/apartment_structure/protos/Wall.proto</url></proto>
</proto-list>
"""


def write(root: Path, files: dict[str, str]) -> None:
    for relative, text in files.items():
        path = root / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")


@pytest.fixture
def workspace(tmp_path):
    root = tmp_path / "ws"
    write(root, {"worlds/new.wbt": NEW_WORLD, "worlds/old.wbt": OLD_WORLD, **PROTOS})
    return root


@pytest.fixture
def webots(tmp_path):
    home = tmp_path / "webots"
    write(home, {"resources/proto-list.xml": PROTO_LIST,
                 "projects/objects/floors/protos/Floor.proto": STAND_IN_FLOOR})
    return home


def scope(workspace: Path, world: str, home: Path | None) -> ProjectNodeTypes:
    path = workspace / "worlds" / world
    return ProjectNodeTypes(path, path.read_bytes(), Project([workspace], home))


def test_is_a_node_types_provider(workspace, webots):
    types: NodeTypes = scope(workspace, "new.wbt", webots)
    assert types.model("Solid") is BUILT_INS.model("Solid")
    assert types.base_type("CameraFocus") == "Focus"


def test_relative_externproto(workspace, webots):
    types = scope(workspace, "new.wbt", webots)
    found = types.resolve("Bot")
    assert found.kind == "file" and found.path == workspace / "protos" / "Bot.proto"
    model = types.model("Bot")
    assert model.is_proto and model.base == "Robot" and model.description == "A test robot."
    assert model.field("translation").doc == "Is `Pose.translation`."
    assert model.field("mode").restrictions == ('"a"', '"b"')
    assert types.base_type("Bot") == "Robot"
    location = types.location("Bot")
    assert location.uri == (workspace / "protos" / "Bot.proto").as_uri()
    assert BOT.encode()[location.span.start:location.span.end] == b"PROTO Bot"


def test_webots_url_maps_to_the_installation(workspace, webots):
    types = scope(workspace, "new.wbt", webots)
    floor = types.model("Floor")
    assert floor.field("size").default == "3 3" and floor.field("size").doc == "stand-in size"
    location = types.location("Floor")
    assert location.uri == (webots / "projects/objects/floors/protos/Floor.proto").as_uri()
    assert location.span == Span(STAND_IN_FLOOR.index("PROTO"), STAND_IN_FLOOR.index(" [\n  field"))
    assert types.base_type("Floor") == "Solid"


def test_installation_without_the_file_falls_back_to_the_bundled_index(workspace, webots):
    types = scope(workspace, "new.wbt", webots)
    found = types.resolve("TexturedBackground")
    assert found.kind == "library" and found.url.endswith("/R2023b/projects/objects/backgrounds/protos/"
                                                          "TexturedBackground.proto")
    assert types.base_type("TexturedBackground") == "Background"
    assert types.model("TexturedBackground").field("luminosity") is not None
    assert types.location("TexturedBackground").uri == found.url


def test_no_installation_resolves_from_the_bundled_index(workspace):
    types = scope(workspace, "new.wbt", None)
    floor = types.model("Floor")
    assert floor.is_proto and floor.base == "Solid" and floor.field("size").default == "10 10"
    assert floor.field("size").doc == "Defines the size of the floor."
    assert types.location("Floor") == types.location("Floor").__class__(
        "webots://projects/objects/floors/protos/Floor.proto", Span(0, 0))
    assert types.base_type("Bot") == "Robot"  # the project's own files need no installation


def test_remote_url_is_declared_but_never_fetched(workspace, webots, monkeypatch):
    import urllib.request
    monkeypatch.setattr(urllib.request, "urlopen", lambda *args, **kwargs: pytest.fail("fetched a URL"))
    types = scope(workspace, "new.wbt", webots)
    assert types.is_known("Remote") and types.resolve("Remote").kind == "declared"
    assert types.model("Remote") is None and types.base_type("Remote") is None


def test_declared_file_that_does_not_exist_is_unknown(workspace, webots):
    assert not scope(workspace, "new.wbt", webots).is_known("Gone")


def test_new_world_undeclared_protos_load_with_a_missing_declaration(workspace, webots):
    """WbProtoManager::findModel: an undeclared PROTO is found the backward-compatibility way; an R2022b+ file gets
    `Missing declaration for '%1', add: 'EXTERNPROTO "%2"' to '%3'.` and the node loads all the same."""
    types = scope(workspace, "new.wbt", webots)
    assert types.resolve("Wall").kind == "library" and types.base_type("Wall") == "Solid"
    assert types.resolve("Helper").path == workspace / "protos" / "Helper.proto"
    assert not types.is_known("Sollid")
    assert {"Bot", "Solid", "Wall", "Helper"} <= types.names() and "Sollid" not in types.names()
    assert types.missing_declaration("Wall") == f"{RAW}/R2023b/projects/objects/apartment_structure/protos/Wall.proto"
    assert types.missing_declaration("Helper") == "../protos/Helper.proto"
    assert types.missing_declaration("Sollid") is None
    assert types.missing_declaration("Bot") is None and types.missing_declaration("Solid") is None
    assert types.missing_declaration("Gone") is None  # declared: its missing file is another matter
    # without an installation too: the file's release, as Webots writes it (the bundled list says develop)
    assert scope(workspace, "new.wbt", None).missing_declaration("Wall") == (
        f"{RAW}/R2023b/projects/objects/apartment_structure/protos/Wall.proto")
    assert not types.is_known("Gone")  # a declaration is enforced: no fallback to the protos folders


def test_old_world_searches_the_project_then_webots(workspace, webots):
    types = scope(workspace, "old.wbt", webots)
    assert types.resolve("Bot").path == workspace / "protos" / "Bot.proto"
    assert types.resolve("DerivedBot").path == workspace / "protos" / "sub" / "DerivedBot.proto"
    assert types.base_type("DerivedBot") == "Robot"  # DerivedBot -> Bot (found the old way) -> Robot
    assert types.resolve("Floor").kind == "file" and types.model("Floor").field("size").default == "3 3"
    assert types.resolve("Wall").kind == "library"
    assert types.missing_declaration("Bot") is None
    assert {"Bot", "DerivedBot", "Helper", "Wall", "Floor"} <= types.names()


def test_protos_folders_are_looked_for_once_per_provider(workspace, webots, monkeypatch):
    """Each undeclared name looks in the project's protos/ folders: they are found (``stat`` calls) once."""
    looked = []
    real = Project.project_proto_folders
    monkeypatch.setattr(Project, "project_proto_folders", lambda self, path: looked.append(path) or real(self, path))
    types = scope(workspace, "old.wbt", webots)
    assert types.resolve("Bot").path == workspace / "protos" / "Bot.proto"
    assert types.resolve("Wall").kind == "library" and types.resolve("Nothing") is None
    assert "Helper" in types.names()
    assert looked == [workspace / "worlds" / "old.wbt"]


def test_derived_proto_resolves_in_its_own_file(workspace, webots):
    types = scope(workspace, "new.wbt", webots)
    assert types.model("NewDerived").base == "Bot"
    assert types.base_type("NewDerived") == "Robot"
    assert not types.recursion("NewDerived")


def test_recursive_protos_have_no_base_type(workspace, webots):
    types = scope(workspace, "new.wbt", webots)
    assert types.is_known("RecA") and types.base_type("RecA") is None
    assert types.recursion("RecA")


def test_proto_file_sees_itself_and_its_declarations(workspace, webots):
    path = workspace / "protos" / "NewDerived.proto"
    types = ProjectNodeTypes(path, path.read_text(), Project([workspace], webots))
    assert types.resolve("NewDerived").path == path and types.base_type("NewDerived") == "Robot"
    assert types.resolve("Bot").path == workspace / "protos" / "Bot.proto"


def test_reads_only_the_protos_asked_about_and_caches_them(workspace, webots, monkeypatch):
    reads = []
    real = project_module.read_proto_file
    monkeypatch.setattr(project_module, "read_proto_file", lambda source: reads.append(source) or real(source))
    project = Project([workspace], webots)
    world = workspace / "worlds" / "new.wbt"
    types = ProjectNodeTypes(world, world.read_bytes(), project)
    assert types.base_type("Bot") == "Robot"
    assert len(reads) == 1
    again = ProjectNodeTypes(world, world.read_bytes(), project)
    assert again.model("Bot").field("mode") is not None and len(reads) == 1  # cached by path, mtime and size
    assert again.base_type("NewDerived") == "Robot"  # NewDerived -> Bot: one more file read, Bot from the cache
    assert len(reads) == 2


def test_disk_change_and_open_document_override(workspace, webots):
    project = Project([workspace], webots)
    world = workspace / "worlds" / "new.wbt"
    bot = workspace / "protos" / "Bot.proto"
    assert ProjectNodeTypes(world, world.read_bytes(), project).base_type("Bot") == "Robot"
    generation = project.generation
    project.set_document(bot, BOT.replace("DEF ROOT Robot", "Solid"))  # unsaved edit in the editor
    assert project.generation > generation
    assert ProjectNodeTypes(world, world.read_bytes(), project).base_type("Bot") == "Solid"
    project.close_document(bot)
    assert ProjectNodeTypes(world, world.read_bytes(), project).base_type("Bot") == "Robot"
    bot.write_text(BOT.replace("DEF ROOT Robot", "Pose  "), encoding="utf-8")  # saved elsewhere
    os.utime(bot, ns=(1, 1))  # a different mtime even on a coarse clock
    assert ProjectNodeTypes(world, world.read_bytes(), project).base_type("Bot") == "Pose"


def test_new_proto_file_is_seen_after_invalidation(workspace, webots):
    project = Project([workspace], webots)
    world = workspace / "worlds" / "old.wbt"
    assert not ProjectNodeTypes(world, world.read_bytes(), project).is_known("Fresh")
    fresh = workspace / "protos" / "Fresh.proto"
    fresh.write_text("#VRML_SIM R2021a utf8\nPROTO Fresh [ ]\n{ Solid { } }\n", encoding="utf-8")
    project.invalidate(fresh, created_or_deleted=True)
    assert ProjectNodeTypes(world, world.read_bytes(), project).base_type("Fresh") == "Solid"


def test_extern_proto_urls_follow_webots_regex():
    source = b'''#VRML_SIM R2023b utf8
# EXTERNPROTO "commented/Out.proto"
EXTERNPROTO "a/Box2.proto"
  IMPORTABLE  EXTERNPROTO "b/Imported.proto"
EXTERNPROTO "c/Box2.proto"
Solid { name "EXTERNPROTO \\"x/Fake.proto\\"" }
'''
    assert extern_proto_urls(source) == ["a/Box2.proto", "b/Imported.proto", "c/Box2.proto"]
    types = ProjectNodeTypes("/nowhere/w.wbt", source, Project())
    assert types.declarations() == {"Box2": "a/Box2.proto", "Imported": "b/Imported.proto"}


def test_webots_urls_and_versions():
    assert webots_relative_path("webots://projects/x/X.proto") == "projects/x/X.proto"
    assert webots_relative_path(f"{RAW}/R2025a/projects/x/X.proto") == "projects/x/X.proto"
    assert webots_relative_path("https://example.org/X.proto") is None
    assert webots_relative_path("../protos/X.proto") is None
    assert [is_before_r2022b(v) for v in ("R2021b", "R2022a", "R2022b", "R2025a", None, "V6.0")] == [
        True, True, False, False, True, True]


def test_find_webots_home(tmp_path):
    setting, env, usual, bare = (tmp_path / name for name in ("setting", "env", "usual", "bare"))
    for folder in (setting, env, usual, bare):
        folder.mkdir()
    (usual / "resources").mkdir()
    environ = {"WEBOTS_HOME": str(env)}
    assert find_webots_home(str(setting), environ, [usual]) == setting
    assert find_webots_home(None, environ, [usual]) == env
    assert find_webots_home(None, {}, [bare, usual]) == usual  # a usual place needs resources/
    assert find_webots_home(None, {}, [bare]) is None
    assert find_webots_home(str(tmp_path / "missing"), environ, [usual]) is None


PARSER_TESTS = TEST_DATA / "webots" / "parser-tests"


@pytest.fixture
def runner_home(tmp_path):
    """Webots' test runner: WEBOTS_HOME/tests/parser is the parser tests, and there is no projects/."""
    home = tmp_path / "webots_home"
    (home / "tests").mkdir(parents=True)
    (home / "tests" / "parser").symlink_to(PARSER_TESTS, target_is_directory=True)
    # Three worlds declare webots://tests/manual_tests/protos/SolidSlot.proto: shared/ has the parser tests' copy.
    manual_tests = home / "tests" / "manual_tests" / "protos"
    manual_tests.mkdir(parents=True)
    (manual_tests / "SolidSlot.proto").symlink_to(PARSER_TESTS / "protos" / "SolidSlot.proto")
    return home


def runner_scope(home: Path, world: str) -> ProjectNodeTypes:
    path = home / "tests" / "parser" / "worlds" / world
    return ProjectNodeTypes(path, path.read_bytes(), Project.discover([], None, {"WEBOTS_HOME": str(home)}))


@pytest.mark.parser_tests
def test_parser_tests_resolve_as_webots_test_runner_sees_them(runner_home):
    recursive = runner_scope(runner_home, "recursive_proto.wbt")
    assert recursive.resolve("RecursiveProto").path.name == "RecursiveProto.proto"
    assert recursive.recursion("RecursiveProto") and recursive.base_type("RecursiveProto") is None
    floor = runner_scope(runner_home, "proto_unknown_parameter.wbt")
    assert floor.resolve("Floor").kind == "library"  # no projects/: from the bundled index
    assert floor.model("Floor").field("wrongNode") is None and floor.model("Floor").field("size") is not None
    mismatch = runner_scope(runner_home, "proto_mismatch_file_name.wbt")  # a cyberbotics raw URL, version "asd"
    found = mismatch.resolve("ProtoMismatchFileName")
    assert found.kind == "file" and found.interface.name == "ProtoMismatchFileName2" and found.name_mismatch
    restricted = runner_scope(runner_home, "proto_not_allowed_field_value.wbt").model("ProtoRestrictedFieldValues")
    assert restricted.field("translation").restrictions == ("0 0 0",)
    assert not runner_scope(runner_home, "unknown_node.wbt").is_known("UnknownNode")


@pytest.mark.parser_tests
def test_every_proto_of_the_in_scope_parser_tests_resolves(runner_home):
    from tests.analysis.helpers import parse
    from tests.e2e.test_parser_tests_survey import SURVEY
    from webots_ls.analysis.node_models import find_node_model
    unresolved = set()
    for world in sorted({row[0] for row in SURVEY}):
        types = runner_scope(runner_home, world)
        source = (runner_home / "tests" / "parser" / "worlds" / world).read_bytes()
        for node in _node_types(parse(source).root_node):
            name = source[node.start_byte:node.end_byte].decode()
            if name and find_node_model(name) is None and types.base_type(name) is None:
                unresolved.add((world, name))
    # UnknownNode is the point of its test; RecursiveProto is a recursion, which has no base type.
    assert unresolved == {("unknown_node.wbt", "UnknownNode"), ("recursive_proto.wbt", "RecursiveProto")}


def _node_types(node):
    if node.type == "node_type":
        yield node
    for child in node.children:
        yield from _node_types(child)


def test_project_root(tmp_path):
    assert project_root(tmp_path / "p" / "worlds" / "sub" / "w.wbt") == tmp_path / "p"
    assert project_root(tmp_path / "p" / "protos" / "X.proto") == tmp_path / "p"
    assert project_root(tmp_path / "loose" / "w.wbt") == tmp_path / "loose"


def test_uses_record_what_the_answers_were_read_from(workspace, webots):
    """What a file's answers come from, so that a change elsewhere refreshes only the files it affects."""
    protos = workspace / "protos"
    new = scope(workspace, "new.wbt", webots)
    assert new.base_type("NewDerived") == "Robot"  # NewDerived -> Bot, through NewDerived's own EXTERNPROTO
    assert new.is_known("Gone") is False  # declared, its file missing: looked for all the same
    uses = new.uses
    assert {protos / "NewDerived.proto", protos / "Bot.proto", protos / "Gone.proto"} <= uses.paths
    assert uses.affected_by(protos / "Bot.proto") and uses.affected_by(protos / "Gone.proto", created_or_deleted=True)
    assert not uses.affected_by(protos / "Helper.proto", created_or_deleted=True)  # declared names only
    assert not uses.affected_by(protos / "Fresh.proto", created_or_deleted=True)
    old = scope(workspace, "old.wbt", webots)
    assert old.base_type("DerivedBot") == "Robot" and not old.is_known("Fresh")
    assert protos / "sub" / "DerivedBot.proto" in old.uses.paths and protos / "Bot.proto" in old.uses.paths
    assert old.uses.affected_by(protos / "Fresh.proto", created_or_deleted=True)  # looked up in protos/ by name
    assert not old.uses.affected_by(protos / "Fresh.proto")  # a content change of a file it never found
    assert not old.uses.affected_by(protos / "Helper.proto", created_or_deleted=True)
    old.names()  # "did you mean" reads every listing: any file created or deleted may change it
    assert old.uses.affected_by(protos / "Helper.proto", created_or_deleted=True)


COMMENTS = "".join(f"# a comment line that keeps what follows over 1 KB away from the lines above {i}\n" for i in range(16))
KEYSTROKE_WORLD = (
    "#VRML_SIM R2023b\n" + COMMENTS
    + 'EXTERNPROTO "../protos/Bot.proto"\nEXTERNPROTO\n\n   "../protos/Later.proto"\n' + COMMENTS
    + "".join(f"DEF S{i} Solid {{ name \"s{i}\" }}\n" for i in range(100))
    + "Bot { }\n"
)
KEYSTROKE_PROTO = (
    '#VRML_SIM R2023b utf8\n# tags: nonDeterministic\nEXTERNPROTO "Other.proto"\n' + COMMENTS + "PROTO Bot [\n"
    "  field SFFloat speed 1\n]\n{\n  %< const n = 2; >%\n  DEF BODY Robot {\n"
    + "".join(f"    children [ Solid {{ name \"p{i}\" }} ]\n" for i in range(40))
    + "  }\n}\n"
)


def _provider_reads(types: ProjectNodeTypes) -> tuple:
    return types.version, types.declarations(), types.own_interface()


def _edited(source: bytes, start: int, old_end: int, text: bytes):
    from webots_ls.syntax.edits import ByteEdit

    return source[:start] + text + source[old_end:], [ByteEdit(start, old_end, start + len(text))]


@pytest.mark.parametrize("name, text", [("worlds/w.wbt", KEYSTROKE_WORLD), ("protos/Bot.proto", KEYSTROKE_PROTO)])
def test_a_provider_is_kept_only_while_what_it_reads_is_unchanged(workspace, name, text):
    """``keeps_answers``: after a random keystroke, a kept provider answers as a fresh one would (version line,
    EXTERNPROTO declarations as ``WbProtoManager`` reads them, the PROTO's own interface); the header, the
    declarations and a PROTO's head are never kept."""
    import random

    rng = random.Random(11)
    project = Project([workspace])
    path = workspace / name
    kept = 0
    for step in range(400):
        if step % 20 == 0:  # back to the original text now and then: random brackets end up breaking the head
            source = text.encode()
            provider = ProjectNodeTypes(path, source, project)
        start = rng.randrange(len(source))
        old_end = min(len(source), start + rng.choice((0, 0, 1, 3)))
        typed = rng.choice((b"", b"x", b" ", b"\n", b'"', b"]", b"{", b"EXTERN", b"PROTO", b"#"))
        new_source, edits = _edited(source, start, old_end, typed)
        if provider.keeps_answers(source, new_source, edits):
            kept += 1
            assert _provider_reads(provider) == _provider_reads(ProjectNodeTypes(path, new_source, project)), edits
        else:
            provider = ProjectNodeTypes(path, new_source, project)
        source = new_source
    assert kept > 100  # most keystrokes keep it


def test_edits_a_kept_provider_must_not_survive(workspace):
    project = Project([workspace])
    world = KEYSTROKE_WORLD.encode()
    provider = ProjectNodeTypes(workspace / "worlds" / "w.wbt", world, project)

    def keeps(source: bytes, at: bytes, typed: bytes, after: int = 0) -> bool:
        start = source.index(at) + after
        return provider.keeps_answers(source, *_edited(source, start, start, typed))

    assert keeps(world, b"DEF S90", b"x")
    assert not keeps(world, b"../protos/Bot", b"x")  # a declaration's URL
    assert not keeps(world, b"../protos/Later", b"x")  # a URL lines after its keyword
    assert not keeps(world, b"DEF S90 ", b"EXTERNPROTO \"X.proto\"\n")  # a new declaration
    assert not keeps(world, b"S90 Solid", b'x\nEXTERNPROTO "Y.proto"\nDEF ')  # one inside a pasted text
    assert not keeps(world, b"R2023b", b"x", after=len(b"R2023b"))  # the version line, at its end
    far = b"#VRML_SIM R2023b utf8\nEXTERNPROTO" + b"\n" * 1500 + b'"../protos/Far.proto"\nSolid { }\n'
    assert extern_proto_urls(far) == ["../protos/Far.proto"]
    assert not keeps(far, b"../protos/Far", b"x")  # blank lines of any length between keyword and string
    proto = KEYSTROKE_PROTO.encode()
    provider = ProjectNodeTypes(workspace / "protos" / "Bot.proto", proto, project)
    assert keeps(proto, b"Solid { name \"p35", b"x")
    assert not keeps(proto, b"Robot {", b"x", after=len(b"Robot"))  # the base type's word grows
    assert not keeps(proto, b"speed 1", b"0", after=len(b"speed 1"))  # an interface default
    project.set_document(workspace / "protos" / "Bot.proto", proto)
    assert not keeps(proto, b"Solid { name \"p35", b"x")  # the project changed since it was made


def test_a_derivation_chain_answers_alike_whatever_was_asked_before(tmp_path):
    """Base types are kept per PROTO file (``_base_type``): P150 derives from 151 PROTOs, past the limit of 100,
    whether P60 (61, within it) was resolved before or not; and a chain of 1,000 needs no recursion."""
    from tests.hostile_trees import proto_chain
    from webots_ls.analysis.project import MAX_DERIVATION_DEPTH, Project, ProjectNodeTypes

    proto_chain(tmp_path / "protos", 1000)
    world = tmp_path / "worlds" / "w.wbt"
    world.parent.mkdir()
    text = "#VRML_SIM R2025a utf8\n" + "".join(f'EXTERNPROTO "../protos/P{i}.proto"\n' for i in (60, 99, 100, 150, 999))
    answers = []
    for order in ((60, 150, 99, 100, 999), (999, 150, 100, 99, 60)):
        types = ProjectNodeTypes(world, text, Project([tmp_path]))
        answers.append({index: (types.base_type(f"P{index}"), types.too_deep(f"P{index}")) for index in order})
    assert MAX_DERIVATION_DEPTH == 100
    assert answers[0] == answers[1] == {60: ("Solid", False), 99: ("Solid", False), 100: (None, True),
                                        150: (None, True), 999: (None, True)}
