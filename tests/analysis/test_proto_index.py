"""The bundled index of Webots' PROTO library: regenerated from shared/webots/proto-list.xml, it is byte for byte the
committed file, and its entries say what the list says."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from webots_ls.analysis.proto_library import bundled_library, unescape_newlines
from conftest import TEST_DATA  # the test data: ../shared, $WEBOTS_LS_TEST_DATA or .test-data

ROOT = Path(__file__).resolve().parents[2]
PROTO_LIST = TEST_DATA / "webots" / "proto-list.xml"
COMMITTED = ROOT / "server" / "webots_ls" / "data" / "proto_index.json"
SCRIPT = ROOT / "scripts" / "build-proto-index"


@pytest.mark.webots_sources
def test_committed_index_is_what_the_script_makes(tmp_path):
    output = tmp_path / "proto_index.json"
    subprocess.run([sys.executable, str(SCRIPT), str(PROTO_LIST), str(output)], check=True)
    assert output.read_bytes() == COMMITTED.read_bytes()


def test_index_entries():
    index = json.loads(COMMITTED.read_text(encoding="utf-8"))
    assert index["source"]["count"] == len(index["protos"]) == 845
    columns = index["parameter_columns"]
    floor = index["protos"]["Floor"]
    assert floor["base_type"] == "Solid"
    assert floor["url"].endswith("/projects/objects/floors/protos/Floor.proto")
    assert floor["description"] == "Configurable standard flat floor."
    size = dict(zip(columns, next(row for row in floor["parameters"] if row[0] == "size")))
    assert size == {"name": "size", "type": "SFVec2f", "kind": "field", "default": "10 10", "restrictions": [],
                    "doc": "Defines the size of the floor."}
    appearance = next(row for row in floor["parameters"] if row[0] == "appearance")
    assert appearance[3] == 'Parquetry { type "chequered" }'
    goal = dict(zip(columns, next(row for row in index["protos"]["RobocupGoal"]["parameters"] if row[0] == "size")))
    assert goal["restrictions"] == ['"adult"', '"kid"'] and goal["default"] == '"kid"'
    # a restriction list over several real lines, then the name on the next line
    nao = dict(zip(columns, next(row for row in index["protos"]["Nao"]["parameters"] if row[0] == "version")))
    assert nao["restrictions"][-1] == '"V5 (grey)"' and nao["doc"] == "Defines the Nao version."
    benchmark = index["protos"]["InvertedPendulumBenchmark"]
    assert benchmark["tags"] == ["hidden"] and benchmark["parameters"][0][3] == ['"seed=2"']
    assert index["protos"]["SickLdMrs"]["needs_robot_ancestor"] is True
    slots = {entry["slot_type"] for entry in index["protos"].values()}
    assert "vehicle wheel" in slots


def test_line_breaks_are_unescaped_outside_strings_only():
    unescape = unescape_newlines
    assert unescape(r'field SFString a "x\ny" # doc "q\nfield SFInt32 b 1') == (
        'field SFString a "x\\ny" # doc "q\nfield SFInt32 b 1')
    assert unescape(r'field SFString a "say \"hi\"\n"\nfield SFBool b TRUE') == (
        'field SFString a "say \\"hi\\"\\n"\nfield SFBool b TRUE')


def test_bundled_library_reads_the_index():
    library = bundled_library()
    arena = library.get("RectangleArena")
    assert arena.base_type == "Solid" and arena.parameter("floorSize").default == "1 1"
    assert arena.parameter("wallHeight").doc == "Defines the height of the walls."
    assert library.get("NoSuchProto") is None and "Floor" in library and len(library.names()) == 845
    # 164 entries give no <parameters>: unknown, not none (RoadLine has color, type, width...)
    assert json.loads(COMMITTED.read_text(encoding="utf-8"))["protos"]["RoadLine"]["parameters"] is None
    assert not library.get("RoadLine").parameters_known and library.get("Floor").parameters_known
