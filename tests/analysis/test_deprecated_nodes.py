"""``deprecated-node`` (``deprecated_nodes.deprecated_node_names``), a query over the node table: a deprecated
built-in name wherever a node stands (top level, fields, lists, strays, a PROTO body, a parameter's default), in
copies of one shape, and inside a top-level item holding a syntax error; a project PROTO of that name does not
hide it (built-in names come first, as in ``WbProtoManager::findModel``)."""

from __future__ import annotations

from webots_ls.analysis.deprecated_nodes import deprecated_node_names
from webots_ls.analysis.project import Project, ProjectNodeTypes
from webots_ls.analysis.tree_pass import tree_captures

from .helpers import parse


def _found(source: bytes, node_types=None) -> list[tuple[str, str]]:
    tree = parse(source)
    file_pass = tree_captures(tree, source, node_types=node_types)
    findings = deprecated_node_names(tree, source, file_pass)
    assert findings == deprecated_node_names(tree, source) or node_types is not None  # (no pass: built-ins)
    return [(source[f.span.start : f.span.end].decode(), f.message) for f in findings]


_MESSAGE = "Deprecated 'CameraFocus', please use 'Focus' node instead"


def test_everywhere_a_node_stands():
    source = (b"#VRML_SIM R2023b utf8\nCameraFocus { }\nCamera { focus CameraFocus { } }\n"
              b"Group { children [ CameraFocus { } ] CameraFocus { } }\n")
    assert _found(source) == [("CameraFocus", _MESSAGE)] * 4


def test_proto_body_and_defaults():
    source = (b"#VRML_SIM R2023b utf8\nPROTO P [ field SFNode f CameraFocus { } ]\n"
              b"{ Camera { focus CameraFocus { } } }\n")
    assert _found(source) == [("CameraFocus", _MESSAGE)] * 2


def test_copies_of_one_shape():
    item = b"DEF C%d Camera { width %d focus CameraFocus { } name \"a camera with a name long enough\" }\n"
    source = b"#VRML_SIM R2023b utf8\n" + b"".join(item % (n, n) for n in range(30))
    assert _found(source) == [("CameraFocus", _MESSAGE)] * 30


def test_items_with_a_syntax_error():
    source = (b"#VRML_SIM R2023b utf8\nCamera { focus CameraFocus { } width 1.5.5 \n"
              b"Group { children [ CameraFocus { fieldOfView 1 } ]\n")
    assert _found(source) == [("CameraFocus", _MESSAGE)] * 2


def test_a_proto_of_that_name_does_not_hide_it(tmp_path):
    (tmp_path / "protos").mkdir()
    (tmp_path / "protos" / "CameraFocus.proto").write_text("#VRML_SIM R2025a utf8\nPROTO CameraFocus [ ] { Pose { } }\n")
    (tmp_path / "worlds").mkdir()
    source = b'#VRML_SIM R2025a utf8\nEXTERNPROTO "../protos/CameraFocus.proto"\nCameraFocus { }\n'
    types = ProjectNodeTypes(tmp_path / "worlds" / "w.wbt", source, Project([tmp_path]))
    assert _found(source, types) == [("CameraFocus", _MESSAGE)]
