"""The PROTO rules over the real corpus, each project laid out again from the manifest (the corpus keeps files
flat) and read as an editor opened on its repository would, with no Webots installation (the bundled index).
Every error-severity finding is listed below with why Webots reports it too; nothing else may be an error."""

from __future__ import annotations

import collections
import csv

import pytest

from tests.analysis.helpers import CORPUS, parse
from webots_ls.analysis.project import Project, ProjectNodeTypes
from webots_ls.analysis.index import FileAnalysis
from webots_ls.analysis.proto_rules import proto_findings
from webots_ls.analysis.slot_typing import misplaced_nodes

MANIFEST = CORPUS.parent / "manifest.tsv"

# R2022b worlds that declare no EXTERNPROTO at all: WbProtoManager::findModel reports every PROTO they use.
_UNDECLARED_R2022B = {
    "cyberbotics__syllabus/section1/subsection1/1RobotsInHome/worlds/create.wbt": 38,
    "cyberbotics__syllabus/section1/subsection1/2RobotsInIndustry/worlds/industrial_example.wbt": 139,
    "cyberbotics__syllabus/section1/subsection1/3RobotsInHospital/worlds/pr2-hospital.wbt": 63,
    "cyberbotics__syllabus/section1/subsection2/axes-of-freedom/worlds/axis-of-freedom_simple.wbt": 5,
    "cyberbotics__syllabus/section1/subsection2/manipulators/worlds/manipulators.wbt": 34,
    "cyberbotics__syllabus/section1/subsection3/2CodingMovement/worlds/motorsprogramming.wbt": 123,
    "cyberbotics__syllabus/section1/subsection3/2CodingMovement/worlds/nao_room.wbt": 19,
    "cyberbotics__syllabus/section1/subsection3/3ClosedLoopFeedback/worlds/obstacle_avoidance.wbt": 19,
    "cyberbotics__syllabus/section1/subsection4/picking-up-handling-transfering/worlds/lifting_and_moving.wbt": 80,
    "cyberbotics__syllabus/section1/subsection4/where-to-grab/worlds/industrial_example.wbt": 43,
    "cyberbotics__syllabus/section3/Hospital/worlds/pr2-hospital.wbt": 64,
    "cyberbotics__syllabus/section3/Industry/worlds/ure.wbt": 75,
    "Justin-Fisher__new_python_api_for_webots/webots_new_python_api_samples/worlds/lidar.wbt": 3,
    "Justin-Fisher__new_python_api_for_webots/webots_new_python_api_samples/worlds/radar.wbt": 3,
    "Justin-Fisher__new_python_api_for_webots/webots_new_python_api_samples/worlds/sample_supervisor.wbt": 2,
    "Justin-Fisher__new_python_api_for_webots/webots_new_python_api_samples/worlds/supervisor_draw_trail.wbt": 9,
    "Justin-Fisher__new_python_api_for_webots/webots_new_python_api_samples/worlds/vision.wbt": 4,
}
# R2022b+ worlds with one node added by hand and never declared (Shadow, RobocupSoccerBall, HUMAN).
_ADDED_BY_HAND = {
    "robocomp__webots-shadow/worlds/FourRooms.wbt": 1,
    "robocomp__webots-shadow/worlds/FourRoomsNoHallways.wbt": 1,
    "robocomp__webots-shadow/worlds/IROS_Simple_no_walls.wbt": 1,
    "robocomp__webots-shadow/worlds/SimpleWorld_BRC1.wbt": 1,
    "musyaree__gijitaiken_webots/worlds/soccer_field.wbt": 1,
    "goch__smarthome-webots/worlds/tinyHome.wbt": 1,
}
# Copies and variants of a PROTO file that keep the original's name (WbProtoModel refuses them when loaded).
_RENAMED_COPIES = [
    "FFTAI__Wiki-GRx-Webots/robot-rcs-gr/webots/protos/Kinect copy.proto",
    "carologistics__rcll_simulation_webots/mps_description/urdf/machines/machine_base/Machine_base.proto",
    "citbrains__GankenKun_webots/protos/GankenKun_simple.proto",
    "citbrains__GankenKun_webots/protos/latest_model.proto",
    "goch__smarthome-webots/examples/proto/sh_device.proto",
    "jBernavaPrah__webots-proto/fixtures/resolve/Nested.proto",
    "robocup-junior__erebus/game/proto_defaults/E-puck-custom-default-FLU-physicsless.proto",
    "robocup-junior__erebus/game/proto_defaults/E-puck-custom-default-FLU.proto",
    "unclefish7__TongJi_webots/tongji_webot_project/protos/TurtleBot3Burger_scaled.proto",
]
ALLOWED_ERRORS = {
    **{(path, "missing-declaration"): count for path, count in {**_UNDECLARED_R2022B, **_ADDED_BY_HAND}.items()},
    **{(path, "proto-name-mismatch"): 1 for path in _RENAMED_COPIES},
}


@pytest.fixture(scope="module")
def corpus_findings(tmp_path_factory) -> dict[tuple[str, str, str], int]:
    """(repository-relative path, code, severity) -> count over every world and PROTO of the corpus."""
    root = tmp_path_factory.mktemp("corpus_projects")
    counts: collections.Counter = collections.Counter()
    projects: dict[str, Project] = {}
    with MANIFEST.open(encoding="utf-8") as manifest:
        rows = list(csv.DictReader(manifest, delimiter="\t"))
    for row in rows:  # every file first: a world refers to PROTOs listed after it
        path = root / row["source_repo"].replace("/", "__") / row["original_path"]
        path.parent.mkdir(parents=True, exist_ok=True)
        path.symlink_to(CORPUS / row["relpath"].removeprefix("files/"))
    for row in rows:
        if row["kind"] not in ("wbt", "proto"):
            continue
        repository = row["source_repo"].replace("/", "__")
        path = root / repository / row["original_path"]
        source = path.read_bytes()
        types = ProjectNodeTypes(path, source, projects.setdefault(repository, Project([root / repository])))
        tree = parse(source)
        findings = proto_findings(tree, source, types) + misplaced_nodes(FileAnalysis.build(tree, source, node_types=types))
        for finding in findings:
            counts[(f"{repository}/{row['original_path']}", finding.code, finding.severity)] += 1
    return counts


@pytest.mark.corpus
def test_errors_are_only_the_listed_ones(corpus_findings):
    errors = {(path, code): count for (path, code, severity), count in corpus_findings.items() if severity == "error"}
    assert errors == ALLOWED_ERRORS


@pytest.mark.corpus
def test_warnings_stay_few(corpus_findings):
    """unknown-node (EPuck, DifferentialWheels: Webots 6-8 names) and unknown-parameter (parameters older PROTO
    versions had) are warnings; their count is bounded so a resolver regression shows."""
    warnings = collections.Counter()
    for (_, code, severity), count in corpus_findings.items():
        if severity == "warning":
            warnings[code] += count
    assert warnings["unknown-node"] <= 80 and warnings["unknown-parameter"] <= 120, warnings


@pytest.mark.corpus
def test_no_node_is_misplaced(corpus_findings):
    """WbNodeUtilities::isAllowedToInsert over every world and PROTO, PROTO instances by their base type: Webots
    loads all of them, so nothing may be reported."""
    assert {key: count for key, count in corpus_findings.items() if key[1] == "misplaced-node"} == {}
