"""Documentation of the built-in nodes: the header comment block of each ``.wrl`` (``WbNodeModel::info()``)
and the trailing comment of each field line.

The docs ship with the server in ``webots_ls/data/node_docs.json``, made at build time from Webots'
``resources/nodes/*.wrl`` (``python -m webots_ls.analysis.node_docs WRL_DIR [OUT]``); nothing is read from outside the
package at run time.

The ``# parent: X`` line some ``.wrl`` headers carry is metadata, not description, and is left out (it is also wrong in
two files: ``PositionSensor`` and ``Propeller`` are not Solids in Webots' class hierarchy, see ``node_types``).
"""

from __future__ import annotations

import json
import re
import sys
from dataclasses import dataclass
from functools import lru_cache
from importlib.resources import files
from pathlib import Path
from types import MappingProxyType
from typing import Mapping

_FIELD_KINDS = ("field", "w3dField", "vrmlField", "hiddenField", "deprecatedField", "exposedField", "unconnectedField")
_FIELD_LINE = re.compile(r"^\s*(?:" + "|".join(_FIELD_KINDS) + r")\s+[A-Z]F\w+\s*(?:\{[^}]*\})?\s+([^\s#]+)")
_NODE_LINE = re.compile(r"^\s*([A-Za-z_]\w*)\s*\{")


@dataclass(frozen=True)
class NodeDoc:
    description: str  # the header comment block, one paragraph per blank-comment-separated block
    fields: Mapping[str, str]  # field name -> its trailing comment ("" when none)


def _comment_start(line: str) -> int:
    """Index of the ``#`` starting a comment on ``line`` (outside strings), or -1."""
    in_string = False
    index = 0
    while index < len(line):
        char = line[index]
        if in_string:
            if char == "\\":
                index += 1
            elif char == '"':
                in_string = False
        elif char == '"':
            in_string = True
        elif char == "#":
            return index
        index += 1
    return -1


def extract(text: str) -> tuple[str, NodeDoc] | None:
    """(node name, docs) of one ``.wrl`` file; None if it holds no node."""
    header: list[str] = []
    name = None
    fields: dict[str, str] = {}
    for line in text.splitlines():
        stripped = line.strip()
        if name is None:
            if stripped.startswith("#"):
                comment = stripped[1:].strip()
                if comment.startswith("VRML") or re.match(r"parent\s*:", comment):
                    continue
                header.append(comment)
                continue
            match = _NODE_LINE.match(line)
            if match:
                name = match.group(1)
            continue
        match = _FIELD_LINE.match(line)
        if match:
            cut = _comment_start(line)
            fields.setdefault(match.group(1), line[cut + 1 :].strip() if cut >= 0 else "")
    if name is None:
        return None
    paragraphs, current = [], []
    for comment in header:
        if comment:
            current.append(comment)
        elif current:
            paragraphs.append(" ".join(current))
            current = []
    if current:
        paragraphs.append(" ".join(current))
    return name, NodeDoc("\n\n".join(paragraphs), MappingProxyType(fields))


def build(wrl_dir: Path, names: set[str] | None = None) -> dict:
    """The JSON document of ``node_docs.json`` for the ``.wrl`` files of ``wrl_dir`` (only ``names`` if given)."""
    nodes = {}
    for path in sorted(wrl_dir.glob("*.wrl")):
        found = extract(path.read_text(encoding="utf-8"))
        if found is None:
            continue
        name, doc = found
        if names is not None and name not in names:
            continue
        nodes[name] = {"description": doc.description, "fields": dict(doc.fields)}
    return {
        "source": "resources/nodes/*.wrl of cyberbotics/webots (header comment block and trailing field comments), "
        "made by webots_ls.analysis.node_docs",
        "nodes": nodes,
    }


@lru_cache(maxsize=1)
def _docs() -> Mapping[str, NodeDoc]:
    text = files("webots_ls").joinpath("data", "node_docs.json").read_text(encoding="utf-8")
    data = json.loads(text)
    return MappingProxyType(
        {name: NodeDoc(node["description"], MappingProxyType(node["fields"])) for name, node in data["nodes"].items()}
    )


def node_doc(name: str) -> NodeDoc | None:
    """The packaged docs of a built-in node (current name), or None."""
    return _docs().get(name)


def main(argv: list[str]) -> int:
    if not argv:
        print("usage: python -m webots_ls.analysis.node_docs WRL_DIR [OUT]", file=sys.stderr)
        return 2
    from .node_models import built_in_node_names

    document = build(Path(argv[0]), set(built_in_node_names()))
    out = Path(argv[1]) if len(argv) > 1 else Path(str(files("webots_ls").joinpath("data", "node_docs.json")))
    out.write_text(json.dumps(document, indent=1, ensure_ascii=False, sort_keys=True) + "\n", encoding="utf-8")
    print(f"{out}: {len(document['nodes'])} nodes")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv[1:]))
