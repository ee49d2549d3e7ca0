"""Slot typing of every node (WbNodeUtilities::isAllowedToInsert, applied at load by
WbNodeUtilities::validateExistingChildNode) and what PROTO knowledge feeds the USE rules: built-in nodes, and PROTO
instances of a multi-file workspace (test_project's) judged by their base type, PROTO parameters by their
restrictions (WbFieldValueRestriction::isNodeAccepted)."""

from __future__ import annotations

from pathlib import Path

import pytest

from tests.analysis.helpers import analyse
from tests.analysis.test_project import webots, workspace, write  # noqa: F401 (fixtures)
from webots_ls.analysis.index import FileAnalysis
from webots_ls.analysis.project import Project, ProjectNodeTypes
from webots_ls.analysis.slot_typing import misplaced_nodes
from webots_ls.analysis.spans import Span
from webots_ls.analysis.use_rules import Frame, Slot, forbidden_uses, insert_problem
from webots_ls.features.completion import complete
from webots_ls.features.definition import proto_location
from webots_ls.features.hover import hover
from webots_ls.features.proto_references import proto_references
from webots_ls.features.diagnostics import diagnostics
from webots_ls.snapshot import FileSnapshot

HEADER = "#VRML_SIM R2023b utf8\n"


def _found(analysis: FileAnalysis) -> list[tuple[str, str]]:
    source = analysis.source
    return [(source[f.span.start:f.span.end].decode(), f.message) for f in misplaced_nodes(analysis)]


@pytest.mark.parametrize("text, found", [
    ("Shape { appearance Box { } }", ("Box", "Cannot insert Box node in 'appearance' field of Shape node.")),
    ("Shape { geometry Material { } }", ("Material", "Cannot insert Material node in 'geometry' field of Shape node.")),
    ("Solid { boundingObject Cone { } }", ("Cone", "Cone geometry node cannot be used in bounding object.")),
    ("Solid { boundingObject Group { children [ Appearance { } ] } }",
     ("Appearance", "Cannot insert Appearance node in 'children' field of Group node in bounding object.")),
    ("Solid { children [ Camera { } ] }",
     ("Camera", "Cannot insert Camera node in 'children' field of Solid node that doesn't have a Robot ancestor.")),
    ("Group { children [ HingeJoint { } ] }",
     ("HingeJoint", "Cannot insert HingeJoint node in 'children' field of Group node that doesn't have a Solid "
                    "ancestor.")),
    ("Transform { children [ Solid { } ] }", ("Solid", "Cannot insert Solid node in 'children' field of Transform node.")),
    ("Group { children [ WorldInfo { } ] }",
     ("WorldInfo", "WorldInfo node can only be inserted at the top level of the node hierarchy.")),
    ("Slot { endPoint Solid { } }",
     ("Solid", "Cannot insert Solid node in 'endPoint' field of Slot node: only a slot can be added in the parent "
               "slot.")),
    ("DEF B Box { } Shape { appearance Appearance { material USE B } }",
     ("B", "Cannot insert Box node in 'material' field of Appearance node.")),
])
def test_webots_messages_on_built_in_nodes(text, found):
    assert _found(analyse(HEADER + text)) == [found]


@pytest.mark.parametrize("text", [
    "Robot { children [ Solid { children [ Camera { } HingeJoint { endPoint Solid { } } ] } ] }",
    "Shape { appearance PBRAppearance { baseColorMap ImageTexture { } } geometry Box { } }",
    "Solid { boundingObject Pose { children [ Shape { geometry Box { } } ] } }",
    "Robot { children [ Slot { endPoint Slot { endPoint Solid { } } } ] }",
    "Sollid { children [ Camera { } ] }",  # an unknown owner is not judged
])
def test_what_webots_accepts_is_not_reported(text):
    assert _found(analyse(HEADER + text)) == []


def test_before_r2023b_a_transform_is_a_pose():
    assert _found(analyse("#VRML_SIM R2022b utf8\nTransform { children [ Solid { } ] }")) == []


def test_a_proto_body_does_not_know_its_ancestors():
    text = HEADER + "PROTO Cam [ ] { Solid { children [ Camera { } Shape { geometry Material { } } ] } }"
    assert _found(analyse(text)) == [("Material", "Cannot insert Material node in 'geometry' field of Shape node.")]


def test_reported_by_the_diagnostics_with_its_code():
    text = HEADER + "Shape { appearance Box { } }"
    analysis = analyse(text)
    found = [(f.code, f.severity) for f in diagnostics(analysis.tree, analysis.source, analysis)]
    assert ("misplaced-node", "warning") in found


# -- PROTO instances of a workspace ------------------------------------------------------------------------

PROTOS = {
    # base type Solid, through a file of the workspace
    "protos/Crate.proto": '#VRML_SIM R2023b utf8\nPROTO Crate [ ] { Solid { } }\n',
    # base type Box (a geometry)
    "protos/Brick.proto": '#VRML_SIM R2023b utf8\nPROTO Brick [ ] { Box { } }\n',
    # a derived PROTO: Crate's base type, Solid
    "protos/BigCrate.proto": '#VRML_SIM R2023b utf8\nEXTERNPROTO "Crate.proto"\nPROTO BigCrate [ ] { Crate { } }\n',
    "protos/Holder.proto": ('#VRML_SIM R2023b utf8\nPROTO Holder [\n'
                            '  field SFNode{Solid{}+, Group{}} load NULL\n  field MFNode extra [ ]\n]\n'
                            '{ Robot { children [ Group { children IS extra } ] } }\n'),
}
DECLARATIONS = "".join(f'EXTERNPROTO "../protos/{name}.proto"\n' for name in ("Crate", "Brick", "BigCrate", "Holder"))


def _world_snapshot(root: Path, body: str, home: Path | None = None) -> FileSnapshot:
    write(root, PROTOS)
    path = root / "worlds" / "w.wbt"
    source = (HEADER + DECLARATIONS + body).encode()
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(source)
    types = ProjectNodeTypes(path, source, Project([root], home))
    return FileSnapshot.open(path.as_uri(), source, 1, node_types=types)


def _world(root: Path, body: str, home: Path | None = None) -> FileAnalysis:
    return _world_snapshot(root, body, home).analysis


def test_proto_instances_by_their_base_type(workspace, webots):  # noqa: F811
    analysis = _world(workspace, "Shape { geometry Brick { } appearance Crate { } }\n"
                                 "Solid { boundingObject Brick { } children [ BigCrate { } Bot { } ] }\n"
                                 "Pose { children [ Floor { } ] }\n", webots)
    assert _found(analysis) == [
        ("Crate", "Cannot insert Solid node in 'appearance' field of Shape node."),
    ]


def test_proto_parameters_with_restrictions(workspace):  # noqa: F811
    analysis = _world(workspace, "Holder { load BigCrate { } }\nHolder { load Group { } }\nHolder { load Pose { } }\n"
                                 "Holder { extra [ Pose { } Box { } ] }\n")
    assert _found(analysis) == []  # proto_values reports restrictions (WbFieldValueRestriction), not this rule
    holder = analysis.node_types.model("Holder")
    assert holder.field("load").restrictions == ("Solid+", "Group")
    slot = Slot("field", (Frame("Holder", "load"),))
    assert insert_problem(analysis.node_types, slot, "Pose") == (
        "Invalid 'load' changed to NULL. The value should be in the list: {Solid+, Group}.")
    assert [insert_problem(analysis.node_types, slot, name) for name in ("BigCrate", "Group", "Bot")] == [None] * 3


def test_forbidden_use_of_proto_instances_by_base_type(workspace, webots):  # noqa: F811
    analysis = _world(workspace, "DEF C BigCrate { }\nDEF R Bot { }\nDEF G Group { children [ Crate { } ] }\n"
                                 "DEF B Brick { }\nGroup { children [ USE C USE R USE G ] }\n"
                                 "Shape { geometry USE B }\n", webots)
    source = analysis.source
    assert [(source[f.span.start:f.span.end].decode(), f.message) for f in forbidden_uses(analysis)] == [
        ("C", "Solid nodes cannot be USEd. Non-admissible USE node turned into DEF node."),
        ("R", "Solid nodes cannot be USEd. Non-admissible USE node turned into DEF node."),
        ("G", "Nodes with a Solid descendant cannot be USEd. Non-admissible USE node turned into DEF node."),
    ]


def _labels_at_end(analysis_text: str, workspace: Path, home: Path | None = None) -> list[str]:
    snapshot = _world_snapshot(workspace, analysis_text, home)
    return [item.label for item in complete(snapshot, len(snapshot.source)).items]


def test_completion_after_use_filters_proto_instances(workspace, webots):  # noqa: F811
    defs = "DEF C Crate { }\nDEF K Brick { }\nDEF A Appearance { }\nDEF P Pose { }\nDEF G Group { }\n"
    # Crate is a Solid: never offered; Brick is a Box: a geometry
    assert _labels_at_end(defs + "Shape { geometry USE ", workspace, webots) == ["K"]
    assert _labels_at_end(defs + "Shape { appearance USE ", workspace, webots) == ["A"]
    # Holder's load takes {Solid{}+, Group{}}: a Group, not a Pose nor a Box
    assert _labels_at_end(defs + "Holder { load USE ", workspace, webots) == ["G"]


# -- hover and go to definition on PROTOs (features, with the workspace's provider) ----------------------------

def test_hover_on_a_proto_instance_and_its_parameter(workspace, webots):  # noqa: F811
    snapshot = _world_snapshot(workspace, "Bot { translation 0 0 1 }\nFloor { }\nTexturedBackground { }\n", webots)
    source = snapshot.source.decode()
    bot = hover(snapshot, source.index("Bot {") + 1).markdown
    assert bot.startswith("**Bot** — PROTO, base node **Robot**") and "A test robot." in bot
    assert f"File: `{workspace / 'protos' / 'Bot.proto'}`" in bot
    floor = hover(snapshot, source.index("Floor {")).markdown
    assert f"File: `{webots / 'projects/objects/floors/protos/Floor.proto'}`" in floor  # the installation's file
    background = hover(snapshot, source.index("TexturedBackground {")).markdown
    assert "base node **Background**" in background and "Library: `https://raw.githubusercontent.com/" in background
    parameter = hover(snapshot, source.index("translation 0 0 1")).markdown
    assert parameter.startswith("```webots\nSFVec3f translation 0 0 0\n```\n\nParameter of **Bot** PROTO")
    assert parameter.endswith("Is `Pose.translation`.")


def test_go_to_the_proto_line_and_the_externproto_file(workspace, webots):  # noqa: F811
    snapshot = _world_snapshot(workspace, "Bot { }\nSolid { }\n", webots)
    source = snapshot.source.decode()
    bot_file = workspace / "protos" / "Bot.proto"
    found = proto_location(snapshot, source.index("Bot {") + 2)
    assert found.uri == bot_file.as_uri()
    assert bot_file.read_bytes()[found.span.start:found.span.end] == b"PROTO Bot"
    declared = proto_location(snapshot, source.index("Crate.proto"))
    crate = workspace / "protos" / "Crate.proto"
    assert declared.uri == crate.as_uri() and crate.read_bytes()[declared.span.start:declared.span.end] == b"PROTO Crate"
    assert proto_location(snapshot, source.index("Solid {")) is None  # built in
    assert proto_location(open_builtin_snapshot(source), source.index("Bot {")) is None  # no project: not known


def open_builtin_snapshot(text: str) -> FileSnapshot:
    return FileSnapshot.open("file:///w.wbt", text, 1)


def test_references_of_a_proto_are_its_instances_in_the_worlds(workspace, webots):  # noqa: F811
    other = workspace / "worlds" / "other.wbt"
    other.write_text("#VRML_SIM R2023b utf8\n# Bot { } in a comment\nRobot { name \"Bot\" }\n")
    bot_file = workspace / "protos" / "Bot.proto"
    snapshot = FileSnapshot.open(bot_file.as_uri(), bot_file.read_bytes(), 1)
    project = Project([workspace], webots)
    at = snapshot.source.index(b"PROTO Bot") + len("PROTO B")
    found = proto_references(snapshot, at, project, bot_file)
    new, old = workspace / "worlds" / "new.wbt", workspace / "worlds" / "old.wbt"
    assert sorted((location.uri, location.span) for location in found) == sorted(
        (path.as_uri(), Span(start, start + 3)) for path in (new, old)
        for start in [path.read_bytes().index(b"\nBot {") + 1])
    # old.wbt's DerivedBot is another PROTO; other.wbt only says the name in a comment and a string
    assert proto_references(snapshot, snapshot.source.index(b"translation"), project, bot_file) == []
    # an edited world is read again (its size and time changed)
    new.write_text(new.read_text() + "Bot { }\n")
    assert len(proto_references(snapshot, at, project, bot_file)) == 3


# -- the shared pass judges what the tree walk judges ------------------------------------------------------

# The same bytes in places that judge them differently (the pass steps over a node whose bytes it walked before
# and found nothing in, at the same path only), USEs read from the text and from the tree, a PROTO body and
# parameter defaults, a hidden field, a template-made type, restrictions.
_CONTEXTS = HEADER + """DEF P Pose { children [ Solid { } ] }
DEF C Camera { }
Robot { children [ Pose { children [ Solid { } ] } Group { children [ USE C, USE P ] } ] }
Group { children [ Pose { children [ Solid { } ] } USE C ] boundingObject USE C }
Transform { children [ Pose { children [ Solid { } ] } USE P # comment
  ] }
Solid { boundingObject Group { children [ Pose { children [ Solid { } ] } Appearance { } ] } }
Solid { children [ Shape { geometry Box { } } ] boundingObject Shape { geometry Box { } } }
Robot { children [ Shape { geometry Box { } } HingeJoint { endPoint Solid { children [ Camera { } ] } } ] }
Group { children [ HingeJoint { endPoint Solid { children [ Camera { } ] } } ] }
Solid { hidden position_0 0 children [ Camera { } ] }
"""
_PROTO_CONTEXTS = HEADER + """PROTO Arm [
  field SFNode load Camera { }
  field MFNode extra [ Solid { children [ Camera { } ] } ]
  field SFNode{Solid{}, Group{}} kind NULL
]
{
  Solid { children [ Camera { } Shape { geometry Material { } } %< if (x) { >% Box { } %< } >% ]
    boundingObject %<= 'Box' >% { } }
}
"""


def _both(source: bytes, node_types=None) -> tuple[list, list]:
    from tests.analysis.helpers import parse
    from webots_ls.analysis.slot_typing import misplaced_in_tree

    tree = parse(source)
    if node_types:
        analysis = FileAnalysis.build(tree, source, node_types=node_types)
    else:
        analysis = FileAnalysis.build(tree, source)
    by_pass = [(f.span, f.message) for f in misplaced_nodes(analysis, file_pass=analysis.take_built_pass())]
    by_tree = sorted((f.span, f.message) for f in misplaced_in_tree(analysis))
    return by_pass, by_tree


@pytest.mark.parametrize("text, count", [(_CONTEXTS, 7), (_PROTO_CONTEXTS, 2), (_CONTEXTS.replace("R2023b", "R2022b"), 6)])
def test_the_pass_judges_what_the_tree_walk_judges(text, count):
    by_pass, by_tree = _both(text.encode())
    assert by_pass == by_tree
    assert len(by_tree) == count


@pytest.mark.corpus
def test_the_pass_judges_the_corpus_as_the_tree_walk_does():
    from tests.analysis.helpers import CORPUS

    files = sorted(path for path in CORPUS.glob("*/*") if path.suffix in (".wbt", ".proto", ".wbo"))
    assert len(files) > 300
    for path in files:
        by_pass, by_tree = _both(path.read_bytes())
        assert by_pass == by_tree, path


def test_items_the_pass_does_not_walk_are_judged_from_the_tree():
    """A top-level item holding a syntax error."""
    broken = _CONTEXTS + "Group { children [ Pose { children [ Solid { } ] } Material { } ]\nSolid { translation 1 }\n"
    by_pass, by_tree = _both(broken.encode())
    assert by_pass == by_tree and len(by_tree) >= 5


def test_a_deep_world_is_judged_once_per_path():
    """Below its first levels, a world nested thousands deep stands at the same path at every level (the innermost
    frames, then each distinct (owner, field) once): the pass makes that path once and judges each type there once,
    and finds what the tree walk finds (a Solid without a Robot ancestor under the Groups is accepted, a Camera is
    not)."""
    from tests.analysis.helpers import parse
    from webots_ls.analysis.slot_typing import misplaced_in_tree
    depth = 3000
    source = (HEADER + "Group { children [ " * depth + "Solid { } Camera { }" + " ] }" * depth + "\n").encode()
    tree = parse(source)
    analysis = FileAnalysis.build(tree, source)
    file_pass = analysis.take_built_pass()
    from webots_ls.analysis.slot_typing import misplaced_in_table
    assert misplaced_in_table(analysis, file_pass.node_table())[1].distinct_paths <= 4
    found = [(f.span, f.message) for f in misplaced_nodes(analysis, file_pass=file_pass)]
    assert found == sorted((f.span, f.message) for f in misplaced_in_tree(analysis))
    assert [message for _, message in found] == [
        "Cannot insert Camera node in 'children' field of Group node that doesn't have a Robot ancestor."]


def test_judgements_the_process_keeps_carry_no_providers_answers_to_another(tmp_path):
    """Built-in types at paths of built-in owners are judged once per process (``slot_paths.BuiltInPaths``); what
    a PROTO decides stays with its provider: the same world, walked in turn with PROTOs `Crate` based on Box and `Sign`
    on Billboard, with none (unknown types: not judged), and with `Crate` based on Solid and `Sign` on Group, gets
    each provider's own findings, the tree walk's (which keeps nothing between files)."""
    from tests.analysis.helpers import parse
    from webots_ls.analysis.slot_typing import misplaced_in_tree

    body = ("Shape { geometry DEF C Crate { } }\nSolid { children [ Crate { } ] }\n"
            "Pose { children [ Shape { geometry USE C } ] }\nSign { children [ Pose { children [ Solid { } ] } ] }\n")
    declarations = 'EXTERNPROTO "../protos/Crate.proto"\nEXTERNPROTO "../protos/Sign.proto"\n'
    source = (HEADER + declarations + body).encode()
    providers = {}
    for crate, sign in (("Box", "Billboard"), ("Solid", "Group")):
        root = tmp_path / crate
        write(root, {"protos/Crate.proto": f"#VRML_SIM R2025a utf8\nPROTO Crate [ ] {{ {crate} {{ }} }}\n",
                     "protos/Sign.proto": f"#VRML_SIM R2025a utf8\nPROTO Sign [ field MFNode children [ ] ] "
                                          f"{{ {sign} {{ children IS children }} }}\n"})
        path = root / "worlds" / "w.wbt"
        providers[crate] = lambda path=path, root=root: ProjectNodeTypes(path, source, Project([root]))
    providers["none"] = lambda: None
    expected = {
        "Box": [("Crate", "Cannot insert Box node in 'children' field of Solid node."),
                ("Solid", "Cannot insert Solid node in 'children' field of Pose node.")],
        "Solid": [("Crate", "Cannot insert Solid node in 'geometry' field of Shape node."), ("C", "Cannot insert Solid "
                  "node in 'geometry' field of Shape node.")],
        "none": [],
    }
    for name in ("Box", "none", "Solid", "Box", "Solid"):
        tree, types = parse(source), providers[name]()
        analysis = FileAnalysis.build(tree, source, node_types=types) if types else FileAnalysis.build(tree, source)
        found = misplaced_nodes(analysis)
        assert [(f.span, f.message) for f in found] == sorted((f.span, f.message) for f in misplaced_in_tree(analysis))
        assert [(source[f.span.start:f.span.end].decode(), f.message) for f in found] == expected[name], name
