"""An independent, deliberately plain simulation of ``WbNodeReader`` (WbNodeReader::readNode and its scopes) for cross-checking.

A recursive walk keeps one dict per reader (scope); a DEF is looked up before its body is read and registered
after it only if the name's entry did not change meanwhile (``previousDefNode == mDefs.value(defName)``).
"""

from __future__ import annotations

import sys

from tree_sitter import Node, Tree

_UNSET = object()


def _is_templated(name_node: Node) -> bool:
    return any(child.type == "template" for child in name_node.children)


def simulate_reader(tree: Tree, source: bytes) -> dict[int, int | None]:
    """USE name start byte -> start byte of the DEF name it binds to (None: "Did not find a 'DEF X'...")."""
    bindings: dict[int, int | None] = {}
    sys.setrecursionlimit(max(sys.getrecursionlimit(), 20000))

    def name_of(name_node: Node) -> str:
        return source[name_node.start_byte : name_node.end_byte].decode("utf-8", "replace")

    def read_node(node: Node, defs: dict) -> None:
        if node.type == "use_node":
            name_node = node.child_by_field_name("name")
            if name_node is not None and not _is_templated(name_node):
                bindings[name_node.start_byte] = defs.get(name_of(name_node))
            return
        def_node = node.child_by_field_name("def")
        named = def_node is not None and not _is_templated(def_node)
        previous = defs.get(name_of(def_node), _UNSET) if named else None
        for child in node.children:
            if child.type != "def_name":
                walk(child, defs)
        if named and defs.get(name_of(def_node), _UNSET) is previous:
            defs[name_of(def_node)] = def_node.start_byte

    def read_proto(proto: Node, world_defs: dict) -> None:
        for child in proto.children:
            if child.type == "interface":
                for declaration in child.children:
                    for part in declaration.children:
                        items = part.children if part.type in ("list", "restrictions") else [part]
                        for item in items:
                            if item.type in ("node", "use_node"):
                                read_node(item, {})  # private reader per default value / MF item
            elif child.type == "proto_body":
                walk(child, {})  # the body's own reader
            else:
                walk(child, world_defs)

    def walk(node: Node, defs: dict) -> None:
        if node.type in ("node", "use_node"):
            read_node(node, defs)
        elif node.type == "proto":
            read_proto(node, defs)
        elif node.type not in ("numbers", "string", "comment", "template", "inactive_branch"):
            for child in node.children:
                walk(child, defs)

    walk(tree.root_node, {})
    return bindings
