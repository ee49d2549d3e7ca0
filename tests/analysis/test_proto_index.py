"""The bundled index of Webots' PROTO library: regenerated from shared/webots/proto-list.xml, it is byte for byte the
committed file, and its entries say what the list says."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from webots_ls.analysis.proto_library import (
    ProtoLibrary, bundled_library, index_lines, index_records, unescape_newlines,
)
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


def test_lazy_entries_answer_as_the_whole_file_parsed():
    """The bundled index is read one PROTO a line, an entry parsed when first asked for: every one of the 845 answers
    as the same entry of the file parsed whole by ``json.loads``."""
    data = COMMITTED.read_bytes()
    header, records = index_records(data)
    assert all(isinstance(record, bytes) for record in records.values())  # (the one-a-line layout, not the fallback)
    eager = ProtoLibrary(json.loads(data)["protos"])
    lazy = bundled_library()
    assert header == {key: value for key, value in json.loads(data).items() if key != "protos"}
    assert lazy.names() == eager.names() and len(records) == 845
    for name in sorted(eager.names()):
        assert lazy.url(name) == eager.url(name)
        assert lazy.get(name) == eager.get(name), name


def test_index_records_of_other_json_parse_it_whole():
    index = {"source": {"count": 2}, "parameter_columns": ["name"],
             "protos": {"A": {"url": "a:\n\"x\":{"}, "B\"C": {"url": "b"}}}
    for text in (index_lines(index), json.dumps(index, indent=1), json.dumps(index)):
        header, records = index_records(text.encode("utf-8"))
        assert header == {"source": {"count": 2}, "parameter_columns": ["name"]}
        assert ProtoLibrary(records).url("A") == "a:\n\"x\":{" and ProtoLibrary(records).url("B\"C") == "b"
    assert index_records(index_lines({**index, "protos": {}}).encode("utf-8")) == (
        {"source": {"count": 2}, "parameter_columns": ["name"]}, {})
