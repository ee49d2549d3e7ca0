"""The node-model provider: what a type name means in one file. ``BUILT_INS`` answers for Webots' built-in nodes;
a provider that knows a PROTO answers by the PROTO's base type (``WbProtoManager::findModel``), and the USE rules,
the USE completion and hover ask the file's provider (``FileAnalysis.node_types``), never a global table."""

from __future__ import annotations

from webots_ls.analysis.index import FileAnalysis
import subprocess
import sys
from pathlib import Path

from webots_ls.analysis.node_models import (
    DEPRECATED_NODE_NAMES, NodeModel, built_in_base, built_in_node_names, find_node_model,
)
from webots_ls.analysis.node_types import BUILT_INS, GEOMETRY, GROUP, JOINT, SOLID, BuiltInNodeTypes, NodeTypesBase
from webots_ls.analysis.project import Project, ProjectNodeTypes
from webots_ls.analysis.use_rules import forbidden_uses, solid_types
from webots_ls.features.completion import complete
from webots_ls.features.hover import hover
from webots_ls.snapshot import FileSnapshot

from analysis.helpers import apply_edit, parse


class OneProto(NodeTypesBase):
    """The built-in nodes and one PROTO ``Arm`` whose base type is ``Robot`` (as a project's PROTO would be)."""

    def __init__(self) -> None:
        super().__init__()
        robot = find_node_model("Robot")
        self.arm = NodeModel("Arm", "Robot", robot.fields, is_proto=True, description="A robot arm.")

    def model(self, name: str) -> NodeModel | None:
        return self.arm if name == "Arm" else BUILT_INS.model(name)

    def base_type(self, name: str) -> str | None:
        return "Robot" if name == "Arm" else BUILT_INS.base_type(name)

    def is_known(self, name: str) -> bool:
        return name == "Arm" or BUILT_INS.is_known(name)

    def names(self) -> frozenset[str]:
        return BUILT_INS.names() | {"Arm"}


def _open(text: str, node_types=BUILT_INS) -> FileSnapshot:
    return FileSnapshot.open("file:///test.wbt", text, 1, node_types=node_types)


def _analyse(text: str, node_types=BUILT_INS) -> FileAnalysis:
    source = text.encode()
    return FileAnalysis.build(parse(source), source, node_types=node_types)


def test_built_ins():
    assert BUILT_INS.model("CameraZoom") is find_node_model("Zoom")
    assert BUILT_INS.base_type("CameraZoom") == "Zoom"
    assert BUILT_INS.base_type("RectangleArena") is None and not BUILT_INS.is_known("RectangleArena")
    assert {"Solid", "CameraZoom", "Zoom"} <= BUILT_INS.names()
    model, infos, new_name = BUILT_INS.type_info(b"CameraZoom")
    assert (model.name, new_name) == ("Zoom", "Zoom") and infos is BUILT_INS.field_infos(model)
    assert BUILT_INS.type_info(b"Robot")[2] is None and BUILT_INS.type_info(b"Nope") == (None, None, None)
    field_model, code, arity, is_mf, is_int = BUILT_INS.field_infos(find_node_model("Solid"))[b"translation"]
    assert (field_model.type, arity, is_mf, is_int) == ("SFVec3f", 3, False, False)


def test_webots_classes_by_base_type():
    assert BUILT_INS.is_a("Camera", SOLID) and not BUILT_INS.is_a("PositionSensor", SOLID)
    assert not BUILT_INS.is_a("Propeller", SOLID)  # '# parent: Solid' in its .wrl, no WbSolid in Webots
    assert BUILT_INS.is_a("Transform", GROUP) and BUILT_INS.is_a("Robot", GROUP)
    assert BUILT_INS.is_a("BallJoint", JOINT) and BUILT_INS.is_a("Mesh", GEOMETRY)
    assert not BUILT_INS.is_a("Arm", SOLID)
    protos = OneProto()
    assert protos.is_a("Arm", SOLID) and protos.is_a("Arm", GROUP)
    assert "Arm" in solid_types(protos) and "Arm" not in solid_types()


def test_caches_stay_bounded_on_many_misspelt_types():
    """A long-lived provider (``BUILT_INS`` lives as long as the server) keeps at most a bounded number of answers."""
    types = BuiltInNodeTypes()
    for index in range(10_000):
        assert types.type_info(f"Typo{index}".encode()) == (None, None, None)
        assert not types.is_a(f"Typo{index}", SOLID)
    assert len(types._type_infos) <= 4096 and len(types._is_a) <= 4096
    assert types.is_a("Robot", SOLID) and types.type_info(b"Robot")[0] is find_node_model("Robot")


def test_the_analysis_keeps_its_provider_across_updates():
    protos = OneProto()
    analysis = _analyse("DEF A Arm {}\n", protos)
    assert analysis.node_types is protos
    source, tree, edit, changed = apply_edit(analysis.source, analysis.tree, 0, 0, b"Group {}\n")
    assert analysis.update(tree, source, [edit], changed).node_types is protos
    assert _analyse("Group {}\n").node_types is BUILT_INS


def test_forbidden_use_of_a_proto_by_its_base_type():
    text = "DEF A Arm {}\nGroup { children [ USE A ] }\nDEF G Group { children [ Arm {} ] }\nTransform { children [ USE G ] }\n"
    assert forbidden_uses(_analyse(text)) == []  # unknown in one file: useable
    messages = [finding.message.split(".")[0] for finding in forbidden_uses(_analyse(text, OneProto()))]
    assert messages == ["Solid nodes cannot be USEd", "Nodes with a Solid descendant cannot be USEd"]


def test_completion_and_hover_ask_the_provider():
    text = "#VRML_SIM R2023b utf8\nDEF A Arm {}\nDEF B Box {}\nShape { geometry USE  }\n"
    offset = text.index("USE  }") + 4
    labels = [(item.label, item.known) for item in complete(_open(text), offset).items]
    assert labels == [("B", True), ("A", False)]  # unknown type: accepted, ranked last
    assert [(item.label, item.known) for item in complete(_open(text, OneProto()), offset).items] == [("B", True)]
    at_arm = text.index("Arm")
    assert "Not a built-in node" in hover(_open(text), at_arm).markdown
    assert hover(_open(text, OneProto()), at_arm).markdown == "**Arm** — PROTO, base node **Robot**\n\nA robot arm."


def test_a_project_proto_is_judged_by_its_base_type(tmp_path):
    """The project model's provider (a PROTO file of the workspace) plugged into the same analysis."""
    (tmp_path / "protos").mkdir()
    (tmp_path / "worlds").mkdir()
    proto = ("#VRML_SIM R2023b utf8\n# An arm.\nPROTO Arm [ field SFVec3f translation 0 0 0 ]\n"
             "{ Robot { translation IS translation } }\n")
    (tmp_path / "protos" / "Arm.proto").write_text(proto, encoding="utf-8")
    world = tmp_path / "worlds" / "arm.wbt"
    text = ('#VRML_SIM R2023b utf8\nEXTERNPROTO "../protos/Arm.proto"\nDEF A Arm {}\nDEF B Box {}\n'
            "Group { children [ USE A ] }\nShape { geometry USE  }\n")
    world.write_text(text, encoding="utf-8")
    types = ProjectNodeTypes(world, text.encode(), Project([tmp_path], None))
    snapshot = _open(text, types)
    (finding,) = forbidden_uses(snapshot.analysis)
    assert finding.message.startswith("Solid nodes cannot be USEd.")
    assert [item.label for item in complete(snapshot, text.index("USE  }") + 4).items] == ["B"]
    assert hover(snapshot, text.index("Arm {}")).markdown == (
        f"**Arm** — PROTO, base node **Robot**\n\nAn arm.\n\nFile: `{tmp_path / 'protos' / 'Arm.proto'}`"
        "\n\nParameters:\n- `translation` SFVec3f = `0 0 0`")


def test_models_made_when_asked_are_the_data_and_the_same_each_time():
    """Each built-in model is made when first asked for: every name (deprecated ones mapped) gives a model with the
    data's fields, the same object each time, and ``built_in_base`` (read without making it) is its base; PROTO and
    unknown names give none."""
    names = sorted(built_in_node_names()) + sorted(DEPRECATED_NODE_NAMES)
    assert len(names) > 80
    for name in names:
        model = find_node_model(name)
        assert model is not None and find_node_model(name) is model, name
        assert built_in_base(name) == model.base, name
        assert all(field.name == key and field.type.startswith(("SF", "MF")) for key, field in model.fields.items())
    assert find_node_model("Focus") is find_node_model("CameraFocus")
    assert find_node_model("Robot").base == "Solid" and "controller" in find_node_model("Robot").fields
    assert find_node_model("E-puck") is None and built_in_base("E-puck") is None and built_in_base("") is None


def test_a_class_members_are_found_without_making_every_model():
    """``SOLID``'s members walk every built-in type's documented chain from the data: in a fresh process, asking a
    file's solid types makes the models of the types asked for only, not all 89 (~5 ms of a fresh process' first
    diagnostics)."""
    code = (
        "from webots_ls.analysis import node_models\n"
        "from webots_ls.analysis.node_types import BUILT_INS, SOLID\n"
        "assert BUILT_INS.is_a('Robot', SOLID) and not BUILT_INS.is_a('Box', SOLID)\n"
        "print(len(node_models._made), len(node_models.built_in_node_names()))\n"
    )
    server = Path(__file__).resolve().parents[2] / "server"
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=60,
                          env={**__import__("os").environ, "PYTHONPATH": str(server)})
    assert done.returncode == 0, done.stderr
    made, total = map(int, done.stdout.split())
    assert total > 80 and made < 10
