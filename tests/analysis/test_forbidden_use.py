"""Forbidden USE targets (``WbNodeUtilities::isAValidUseableNode``) and Webots' load-time warning
(``WbDictionary::updateDef``)."""

from __future__ import annotations

import pytest

from webots_ls.analysis.use_rules import forbidden_uses, solid_types
from webots_ls.features.diagnostics import diagnostics

from analysis.helpers import CORPUS, PARSER_TESTS, analyse

SUFFIX = " Non-admissible USE node turned into DEF node."


def _found(text: str) -> list[tuple[int, str, str]]:
    analysis = analyse(text)
    return [(analysis.line_of(f.span.start), analysis.text(f.span), f.message) for f in forbidden_uses(analysis)]


@pytest.mark.parametrize(
    ("definition", "message"),
    [
        ("Solid {}", "Solid nodes cannot be USEd."),
        ("Robot {}", "Solid nodes cannot be USEd."),
        ("Charger {}", "Solid nodes cannot be USEd."),
        ("Camera {}", "Solid nodes cannot be USEd."),
        ("Track {}", "Solid nodes cannot be USEd."),
        ("Billboard {}", "Billboard nodes cannot be USEd."),
        ("HingeJoint {}", "Joint nodes cannot be USEd."),
        ("BallJoint {}", "Joint nodes cannot be USEd."),
        ("HingeJointParameters {}", "JointParameters nodes cannot be USEd."),
        ("TrackWheel {}", "TrackWheel nodes cannot be USEd."),
        ("BallJointParameters {}", "BallJointParameters nodes cannot be USEd."),
        ("RotationalMotor {}", "Device nodes cannot be USEd."),
        ("PositionSensor {}", "Device nodes cannot be USEd."),  # '# parent: Solid' in its .wrl, a logical device in Webots
        ("Brake {}", "Device nodes cannot be USEd."),
        ("Skin {}", "Device nodes cannot be USEd."),
        ("Pose { children [ Group { children [ Solid {} ] } ] }", "Nodes with a Solid descendant cannot be USEd."),
        ("Slot { endPoint Solid {} }", "Nodes with a Solid descendant cannot be USEd."),
        ("Group { children [ SliderJoint {} ] }", "Nodes with a Joint descendant cannot be USEd."),
        ("Group { children [ HingeJoint { endPoint Solid {} } ] }", "Nodes with a Solid descendant cannot be USEd."),
    ],
)
def test_forbidden_targets_in_webots_order(definition, message):
    assert _found(f"DEF X {definition}\nGroup {{ children [ USE X ] }}\n") == [(2, "X", message + SUFFIX)]


@pytest.mark.parametrize(
    "definition",
    ["Shape {}", "Group { children [ Shape {} ] }", "Pose {}", "Appearance {}", "Propeller {}", "MyProto {}",
     "Group { children [ MyRobotProto {} ] }"],
)
def test_useable_targets_and_unknown_protos_are_not_reported(definition):
    assert _found(f"DEF X {definition}\nGroup {{ children [ USE X ] }}\n") == []


def test_solid_descendant_through_a_use():
    """A USE is a full copy of its DEF node: a Group holding ``USE S`` (S a Solid) has a Solid descendant."""
    found = _found("DEF S Solid {}\nDEF G Group { children [ USE S ] }\nTransform { children [ USE G ] }\n")
    assert [(line, name) for line, name, _ in found] == [(2, "S"), (3, "G")]
    assert found[1][2] == "Nodes with a Solid descendant cannot be USEd." + SUFFIX


@pytest.mark.parametrize(
    "tail",
    ["", "Group { children [ Shape { geometry Box { size 1 2 3 } } ] \n"],  # (a syntax error: the pass reads less)
)
def test_solid_written_once_in_repeated_nodes(tail):
    """A file whose only Solid is inside a node repeated byte for byte (the pass walks the first copy only): the
    shortcut for files that write no Solid nor joint type (``UseResolver.may_have_descendants``) does not apply."""
    inner = "Pose { children [ Solid { } ] }"
    text = f"Group {{ children [ {inner} ] }}\nDEF G Group {{ children [ {inner} ] }}\nGroup {{ children [ USE G ] }}\n"
    analysis = analyse(text + tail)
    assert analysis.written_types == (None if tail else frozenset({b"Group", b"Pose", b"Solid"}))
    assert [(line, name) for line, name, _ in _found(text + tail)] == [(3, "G")]


def test_file_without_solid_nor_joint_types_has_no_forbidden_use():
    analysis = analyse("DEF A Group { }\nDEF B Group { children [ USE A ] }\nPose { children [ USE B ] }\n")
    assert analysis.written_types == frozenset({b"Group", b"Pose"})
    assert forbidden_uses(analysis) == []


def test_inside_a_proto_body_the_proto_message():
    text = "PROTO P [ ] {\n  Group { children [ DEF S Solid {} USE S ] }\n}\n"
    assert _found(text) == [
        (2, "S", "Solid nodes cannot be USEd. Please replace this non-admissible USE node by an expanded DEF node in "
         "your proto file.")
    ]


def test_unbound_use_is_left_to_unresolved_uses():
    assert _found("USE S\nDEF S Solid {}\n") == []


@pytest.mark.parser_tests
def test_parser_test_invalid_use_bounding_object():
    """Webots' own test (PR #6997): ``boundingObject USE BODY`` with BODY a Group holding a Solid."""
    analysis = analyse((PARSER_TESTS / "invalid_use_bounding_object.wbt").read_bytes())
    (finding,) = forbidden_uses(analysis)
    assert analysis.text(finding.span) == "BODY"
    assert (finding.severity, finding.code) == ("warning", "forbidden-use")
    assert finding.message == "Nodes with a Solid descendant cannot be USEd." + SUFFIX


def test_reported_by_the_diagnostics():
    analysis = analyse("DEF S Solid {}\nGroup { children [ USE S ] }\n")
    codes = [f.code for f in diagnostics(analysis.tree, analysis.source, analysis)]
    assert "forbidden-use" in codes


def test_solid_set_follows_webots_classes():
    solids = solid_types()
    assert {"Solid", "Robot", "Charger", "Track", "Camera", "Connector", "VacuumGripper"} <= solids
    assert not {"PositionSensor", "Propeller", "Pose", "Group", "Transform", "Billboard"} & solids


@pytest.mark.corpus
def test_corpus_has_no_forbidden_use():
    """The corpus files load in Webots; none USEs a forbidden node (inspected: 0 of 4079 USEs in 858 files)."""
    found = []
    for path in sorted(CORPUS.rglob("*")):
        if path.suffix in (".wbt", ".proto", ".wbo") and path.is_file():
            analysis = analyse(path.read_bytes())
            found += [(path.name, analysis.line_of(f.span.start), f.message) for f in forbidden_uses(analysis)]
    assert found == []


def _chain(links: int, first: str) -> str:
    lines = ["#VRML_SIM R2025a utf8", f"DEF N0 {first}"]
    lines += [f"DEF N{i} Group {{ children [ USE N{i - 1} ] }}" for i in range(1, links)]
    return "\n".join(lines) + "\n"


def test_a_long_use_chain_is_judged_link_by_link():
    """``hasASolidDescendant`` follows USEs: every link of a 2,000-link chain ending in a Solid has one (a recursive
    search hit the recursion limit at ~1,000 links)."""
    found = _found(_chain(2000, "Solid { }"))
    assert len(found) == 1999
    assert found[0] == (3, "N0", "Solid nodes cannot be USEd." + SUFFIX)
    assert found[-1] == (2001, "N1998", "Nodes with a Solid descendant cannot be USEd." + SUFFIX)
    assert _found(_chain(2000, "Group { children [ Shape { } ] }")) == []


def test_a_joint_at_the_end_of_a_chain():
    """A Solid behind a joint is a Solid descendant, a joint behind a joint a joint descendant, down the chain."""
    found = _found(_chain(1500, "Group { children [ HingeJoint { endPoint Solid { } } ] }"))
    assert {message for _, _, message in found} == {"Nodes with a Solid descendant cannot be USEd." + SUFFIX}
    found = _found(_chain(1500, "Group { children [ HingeJoint { endPoint SliderJoint { } } ] }"))
    assert {message for _, _, message in found} == {"Nodes with a Joint descendant cannot be USEd." + SUFFIX}
