"""Template branches: when the scanner makes an else branch opaque, and the bounds of its search."""

from __future__ import annotations

from .conftest import parse

BRANCHES = b"""PROTO T [ ] {
  Robot {
    children [
      %{ if a then }%
        DEF N HingeJointWithBacklash {
          backlash 0.1
      %{ else }%
        DEF N HingeJoint {
          FILLER
      %{ end }%
          device [ ]
        }
    ]
  }
}
"""


def inactive_branches(source: bytes) -> list[bytes]:
    tree = parse(source)
    found, stack = [], [tree.root_node]
    while stack:
        node = stack.pop()
        if node.type == "inactive_branch":
            found.append(node.text)
        stack.extend(node.children)
    return found


def test_unbalanced_else_branch_is_one_opaque_token():
    source = BRANCHES.replace(b"FILLER", b"# the else branch opens its own node")
    tree = parse(source)
    assert not tree.root_node.has_error
    (branch,) = inactive_branches(source)
    assert branch.startswith(b"%{ else }%") and b"DEF N HingeJoint {" in branch and b"%{ end }%" not in branch


def test_balanced_else_branch_is_parsed():
    source = BRANCHES.replace(b"DEF N HingeJoint {\n          FILLER", b"Shape { }")
    source = source.replace(b"          backlash 0.1\n", b"          backlash 0.1 }\n").replace(b"          device [ ]\n        }\n", b"")
    tree = parse(source)
    assert not tree.root_node.has_error, tree.root_node
    assert inactive_branches(source) == []
    assert b"(node type: (node_type) body: (node_body))" in str(tree.root_node).encode()  # the Shape


def test_a_branch_longer_than_the_search_bound_is_ordinary_text():
    """The scanner reads at most 32 KB of a branch: past that the branch is parsed as text (here: an error)."""
    filler = b"\n".join(b"          # padding line %d" % i for i in range(2000))
    source = BRANCHES.replace(b"FILLER", filler)
    assert len(source) > 40_000
    assert inactive_branches(source) == []
    assert parse(source).root_node.has_error


def test_thousands_of_unclosed_ifs_still_parse():
    """Each `else` stops its search after 32 nested template blocks instead of reading to the end of the file."""
    source = b"PROTO T [ ] {\n" + b"%{ if a then }% Solid { %{ else }% Shape {\n" * 3000 + b"}\n"
    tree = parse(source)
    assert tree.root_node.end_byte == len(source)
