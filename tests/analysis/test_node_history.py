"""server/webots_ls/data/node_history.json and scripts/build-node-history, which makes it from a Webots tree.

Webots' own repository is too large to fetch in a test, so the generator is run on a tiny git repository made here
(release tags with .wrl files, change logs and an upgrade guide at HEAD), and the committed file is checked for its
own consistency with the shipped node models."""

from __future__ import annotations

import importlib.machinery
import importlib.util
import json
import re
import shutil
import subprocess
import sys
from pathlib import Path

from webots_ls.analysis.node_models import built_in_node_names, find_node_model

ROOT = Path(__file__).resolve().parents[2]
SCRIPT = ROOT / "scripts" / "build-node-history"
DATA = ROOT / "server" / "webots_ls" / "data" / "node_history.json"
RELEASE = re.compile(r"R\d{4}[ab]")


def _script():
    loader = importlib.machinery.SourceFileLoader("build_node_history", str(SCRIPT))
    module = importlib.util.module_from_spec(importlib.util.spec_from_loader(loader.name, loader))
    loader.exec_module(module)
    return module


def test_the_committed_history_is_consistent_with_the_node_models():
    text = DATA.read_text(encoding="utf-8")
    data = json.loads(text)
    assert text == _script().dump(data)  # the generator's own format: sorted, so a rerun diffs cleanly
    assert data["fields"], "no field history"
    for node, fields in data["fields"].items():
        model = find_node_model(node)
        assert model is not None, node
        for field, entry in fields.items():
            assert model.field(field) is None, f"{node}.{field} is still a field: it cannot be reported unknown"
            release = entry.get("removed") or entry["in"]
            assert RELEASE.fullmatch(release), entry
            assert entry["from"] in data["inputs"] or entry["from"].startswith("resources/nodes"), entry
            if "renamed" in entry:
                assert model.field(entry["renamed"]) is not None, entry  # renamed to a field Webots reads today
    for node, entry in data["nodes"].items():
        assert node not in built_in_node_names() and RELEASE.fullmatch(entry["removed"]), (node, entry)
    for name, source in data["inputs"].items():
        assert re.fullmatch(r"[0-9a-f]{64}", source["sha256"]), name


def test_a_field_dropped_with_a_base_node_is_dropped_from_every_node_that_had_that_base():
    """Every node whose history says the guide's base change removed its field has the new base's fields, and no
    node that still has the field is listed (Transform keeps its scale)."""
    data = json.loads(DATA.read_text(encoding="utf-8"))
    pose = set(find_node_model("Pose").fields)
    from_guides = {node: fields for node, fields in data["fields"].items()
                   for field, entry in fields.items() if entry["from"].startswith("docs/guide/")}
    assert from_guides
    for node in from_guides:
        assert pose <= set(find_node_model(node).fields), node
    assert "Transform" not in data["fields"] and "Pose" not in data["fields"]


CHANGE_LOG = """# Webots R2023 Change Log

## Webots R2024a
Released on December **th, 2023.
  - Cleanup
    - Removed deprecated `near` fields of [Camera](camera.md) node (#3).

## Webots R2023b
Released on June 28th, 2023.
  - New Features
    - Added a new [VacuumGripper](vacuumgripper.md) node (#1).
  - Cleanup
    - Removed deprecated `windowPosition`, `pixelSize` fields of [Camera](camera.md) node (#2).
    - Renamed the `oldRange` field of [Lidar](lidar.md) node to `maxRange` (#4).
"""
GUIDE = """# Upgrade from R2023a to R2023b
The Pose node is a descendant of [Group](../reference/group.md) and replaces [Transform](../reference/transform.md) \
as the base node of [Solid](../reference/solid.md) and [Fluid](../reference/fluid.md).
"""
SOLID_R2023A = "Solid {\n  w3dField SFVec3f translation 0 0 0\n  w3dField SFVec3f scale 1 1 1\n  field SFString name \"\"\n}\n"
SOLID_R2023B = "Solid {\n  w3dField SFVec3f translation 0 0 0\n  field SFString name \"\"\n}\n"


def _git(repo: Path, *arguments: str) -> None:
    subprocess.run(["git", "-C", str(repo), "-c", "user.name=t", "-c", "user.email=t@t", "-c", "commit.gpgsign=false",
                    "-c", "tag.gpgsign=false", *arguments], check=True, capture_output=True)


def _fake_webots(repo: Path) -> Path:
    """Tags R2023a and R2023b of resources/nodes (a Gone node and Solid's scale dropped by R2023b), then the docs."""
    nodes = repo / "resources" / "nodes"
    nodes.mkdir(parents=True)
    _git(repo, "init", "-q")
    (nodes / "Solid.wrl").write_text(SOLID_R2023A, encoding="utf-8")
    (nodes / "Gone.wrl").write_text("Gone {\n  field SFFloat size 1\n}\n", encoding="utf-8")
    _git(repo, "add", "-A")
    _git(repo, "commit", "-q", "-m", "R2023a")
    _git(repo, "tag", "R2023a")
    (nodes / "Solid.wrl").write_text(SOLID_R2023B, encoding="utf-8")
    (nodes / "Gone.wrl").unlink()
    _git(repo, "add", "-A")
    _git(repo, "commit", "-q", "-m", "R2023b")
    _git(repo, "tag", "R2023b")
    (repo / "docs" / "reference").mkdir(parents=True)
    (repo / "docs" / "guide").mkdir()
    (repo / "docs" / "reference" / "changelog-r2023.md").write_text(CHANGE_LOG, encoding="utf-8")
    (repo / "docs" / "guide" / "from-2023a-to-2023b.md").write_text(GUIDE, encoding="utf-8")
    _git(repo, "add", "-A")
    _git(repo, "commit", "-q", "-m", "docs")
    return repo


def _build(webots: Path, output: Path) -> bytes:
    result = subprocess.run([sys.executable, str(SCRIPT), str(webots), str(output)], capture_output=True, timeout=120)
    assert result.returncode == 0, result.stderr
    return output.read_bytes()


def test_the_generator_derives_removals_from_tags_change_logs_and_guides_deterministically(tmp_path: Path):
    webots = _fake_webots(tmp_path / "webots")
    first = _build(webots, tmp_path / "first.json")
    assert _build(webots, tmp_path / "second.json") == first  # the same input gives the same bytes
    data = json.loads(first)
    fields = {node: {name: (entry.get("removed") or entry["in"], entry.get("renamed"), entry["from"])
                     for name, entry in entries.items()} for node, entries in data["fields"].items()}
    assert fields["Solid"] == {"scale": ("R2023b", None, "resources/nodes (R2023a → R2023b)")}  # tags come first
    assert fields["Robot"]["scale"] == ("R2023b", None, "docs/guide/from-2023a-to-2023b.md")  # a Solid below it
    assert fields["Camera"] == {  # `near` is left out: R2024a has no release date (and Camera still has it)
        "scale": ("R2023b", None, "docs/guide/from-2023a-to-2023b.md"),
        "windowPosition": ("R2023b", None, "docs/reference/changelog-r2023.md"),
        "pixelSize": ("R2023b", None, "docs/reference/changelog-r2023.md"),
    }
    assert fields["Lidar"]["oldRange"] == ("R2023b", "maxRange", "docs/reference/changelog-r2023.md")
    assert "VacuumGripper" not in fields  # added by R2023b: it never had a scale
    assert "PositionSensor" not in fields  # documented "Solid" base, without a Solid's fields
    assert "Transform" not in fields and "Pose" not in fields
    assert data["nodes"] == {"Gone": {"removed": "R2023b", "from": "resources/nodes (R2023a → R2023b)"}}
    assert data["source"]["release_tags"] == ["R2023a", "R2023b"]
    assert set(data["inputs"]) == {"docs/reference/changelog-r2023.md", "docs/guide/from-2023a-to-2023b.md"}


def test_check_names_the_release_of_a_removed_node_and_of_a_renamed_field(tmp_path: Path):
    """The generator's output, shipped in a copy of the package, reaches the real ``check``'s messages."""
    webots = _fake_webots(tmp_path / "webots")
    package = tmp_path / "server" / "webots_ls"
    shutil.copytree(ROOT / "server" / "webots_ls", package, ignore=shutil.ignore_patterns("__pycache__"))
    _build(webots, package / "data" / "node_history.json")
    world = tmp_path / "w.wbt"
    world.write_text("#VRML_SIM R2023a utf8\nGone { }\nLidar { oldRange 1 }\n", encoding="utf-8")
    result = subprocess.run(
        [sys.executable, "-m", "webots_ls", "check", "--quiet", "w.wbt"], capture_output=True, text=True,
        timeout=120, cwd=tmp_path, env={"PYTHONPATH": str(package.parent), "PATH": "/usr/bin:/bin",
                                        "HOME": str(tmp_path)},
    )
    assert result.stdout.splitlines() == [
        "w.wbt:2:1: warning: Skipped unknown 'Gone' node or PROTO (removed in R2023b; this file is R2023a) "
        "[unknown-node]",
        "w.wbt:3:9: warning: Skipped unknown 'oldRange' field in Lidar node (renamed 'maxRange' in R2023b; this file "
        "is R2023a) [unknown-field]",
    ], result.stderr
