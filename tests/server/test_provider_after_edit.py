"""The provider after a keystroke is decided on the spot (``ServerProject.provider_after_edit``): the one from before
when the edit touched neither the version line nor an EXTERNPROTO declaration (``ProjectNodeTypes.keeps_answers``),
else one made for the text (``WbProtoManager::findModel`` reads the declarations of the file as it is)."""

from __future__ import annotations

import random

import pytest

from webots_ls.analysis.project import ProjectNodeTypes
from webots_ls.server.project_files import ServerProject
from webots_ls.snapshot import FileSnapshot

from tests.analysis.test_project import KEYSTROKE_WORLD, _provider_reads, workspace  # noqa: F401 (a fixture)


def _project(workspace) -> ServerProject:
    project = ServerProject()
    project.start([workspace], None)
    return project


def _type(snapshot: FileSnapshot, project: ServerProject, at: str, typed: str, after: int = 0) -> FileSnapshot:
    """``typed`` inserted at the first ``at`` (plus ``after`` characters) of an ASCII text, as the server does it."""
    text = snapshot.source.decode()
    offset = text.index(at) + after
    line, character = text.count("\n", 0, offset), offset - (text.rfind("\n", 0, offset) + 1)
    edited = snapshot.with_changes([(((line, character), (line, character)), typed)], version=snapshot.version + 1)
    provider, changed = project.provider_after_edit(
        snapshot.uri, snapshot.document.text, edited.document.text, edited.edits, edited.node_types
    )
    assert changed is None
    return edited.with_node_types(provider)


def test_a_keystroke_keeps_the_provider_it_leaves_alone(workspace):
    project = _project(workspace)
    uri = (workspace / "worlds" / "w.wbt").as_uri()
    opened = FileSnapshot.open(uri, KEYSTROKE_WORLD, 1, project.node_types(uri, KEYSTROKE_WORLD.encode()))
    snapshot = opened
    for typed in "abc":
        snapshot = _type(snapshot, project, ' Solid { name "s50"', typed)  # at the end of S50
        assert snapshot.node_types is opened.node_types  # the same object, caches and all, as soon as the edit is made
    assert snapshot.analysis.occurrences[50].name == "S50abc"
    assert snapshot.analysis.node_types is opened.node_types


def test_an_edit_of_a_declaration_among_others_gives_a_provider_for_the_text(workspace):
    project = _project(workspace)
    uri = (workspace / "worlds" / "w.wbt").as_uri()
    opened = FileSnapshot.open(uri, KEYSTROKE_WORLD, 1, project.node_types(uri, KEYSTROKE_WORLD.encode()))
    snapshot = _type(opened, project, ' Solid { name "s50"', "x")
    snapshot = _type(snapshot, project, "../protos/Bot.proto", "x", after=len("../protos/"))  # Bot -> xBot
    older = snapshot
    snapshot = _type(snapshot, project, ' Solid { name "s60"', "y")
    provider = snapshot.node_types
    assert provider is not opened.node_types
    fresh = ProjectNodeTypes(workspace / "worlds" / "w.wbt", snapshot.source, project.project)
    assert _provider_reads(provider) == _provider_reads(fresh)
    assert _provider_reads(provider) != _provider_reads(opened.node_types)
    # The older snapshot's own provider is decided for its own text, not the newer one's
    assert _provider_reads(older.node_types) == _provider_reads(
        ProjectNodeTypes(workspace / "worlds" / "w.wbt", older.source, project.project)
    )


@pytest.mark.slow
def test_random_keystrokes_give_the_provider_a_fresh_open_would_read(workspace):
    """Random keystrokes (on declarations, the version line, anywhere): the provider after each one reads what a
    provider made for its text reads."""
    rng = random.Random(5)
    project = _project(workspace)
    uri = (workspace / "worlds" / "w.wbt").as_uri()
    snapshot = FileSnapshot.open(uri, KEYSTROKE_WORLD, 1, project.node_types(uri, KEYSTROKE_WORLD.encode()))
    kept = 0
    for step in range(300):
        text = snapshot.source.decode()
        offset = rng.randrange(len(text))
        typed = rng.choice(("x", " ", "\n", '"', "EXTERN", "PROTO", "#"))
        before = snapshot.node_types
        snapshot = _type(snapshot, project, "", typed, after=offset)
        assert snapshot.source == (text[:offset] + typed + text[offset:]).encode()
        kept += snapshot.node_types is before
        if step % rng.choice((1, 5, 17)) == 0:
            fresh = project.node_types(uri, snapshot.source)
            assert _provider_reads(snapshot.node_types) == _provider_reads(fresh), step
    assert 0 < kept < 300  # (both ways were taken)


def test_a_proto_file_is_decided_at_once(workspace):
    """An open .proto's text is what the project reads for the files that use it: its edits are looked at on the
    spot (the server then refreshes those files)."""
    project = _project(workspace)
    path = workspace / "protos" / "Bot.proto"
    text = path.read_text()
    last_line = text.count("\n") - 1
    for line in (1, 2, last_line):  # a comment, the PROTO line, the body's end
        snapshot = FileSnapshot.open(path.as_uri(), text, 1, project.node_types(path.as_uri(), text.encode()))
        edited = snapshot.with_changes([(((line, 0), (line, 0)), " ")], version=2)
        provider, _changed = project.provider_after_edit(
            edited.uri, snapshot.document.text, edited.document.text, edited.edits, edited.node_types
        )
        assert isinstance(provider, ProjectNodeTypes), line
