"""Built-in Webots node models (``WbNodeModel``): field name → (type, kind, default) per node type.

The models ship with the server (``webots_ls/data/nodes.json``, made from Webots' ``resources/nodes/*.wrl``), are
read once on first use, each type's model made when first asked for (a fresh process spent ~5 ms making all 89 when a
world uses a dozen), and are immutable. Deprecated node names are mapped the way ``WbNodeModel::compatibleNodeName``
does.

Rules and features do not call ``find_node_model`` themselves: they ask the file's ``node_types.NodeTypes``
(``BUILT_INS`` wraps this table), which also knows the PROTOs the file can see.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import lru_cache
from importlib.resources import files
from types import MappingProxyType
from typing import Mapping

# WbNodeModel::compatibleNodeName: old name → current name ("Deprecated '%1', please use '%2' node instead").
DEPRECATED_NODE_NAMES: Mapping[str, str] = MappingProxyType(
    {"CameraFocus": "Focus", "CameraLensDistortion": "Lens", "CameraZoom": "Zoom"}
)


@dataclass(frozen=True)
class FieldModel:
    name: str
    type: str  # "SFVec3f", "MFNode", ...
    kind: str  # "field", "w3dField"/"vrmlField", "hiddenField", "deprecatedField"
    default: str | list  # the default as written in the .wrl (MF defaults: a list)
    legacy_types: tuple[str, ...] = ()  # types the field had in older Webots versions (see "patches" in nodes.json)
    restrictions: tuple[str, ...] = ()  # a PROTO parameter's allowed values as written ("Solid+" = or a subtype)
    doc: str = ""  # a PROTO parameter's doc comment


@dataclass(frozen=True)
class NodeModel:
    name: str
    base: str | None  # documented parent model (informative, from the .wrl comments)
    fields: Mapping[str, FieldModel]  # in model order
    # PROTOs only (defaults for built-ins):
    is_proto: bool = False
    description: str = ""
    location: object | None = None  # node_types.Location of the PROTO line (not imported: it imports this module)
    url: str | None = None  # the library URL of a Webots PROTO (webots://... or https://...)
    needs_robot_ancestor: bool = False
    slot_type: str | None = None  # a Slot-based PROTO's slot type
    fields_known: bool = True  # False: a library PROTO whose list entry gives no parameters (do not judge its fields)

    def field(self, name: str) -> FieldModel | None:
        return self.fields.get(name)


def compatible_node_name(name: str) -> str:
    """The current name of a node type (``CameraFocus`` → ``Focus``); other names unchanged."""
    return DEPRECATED_NODE_NAMES.get(name, name)


def find_node_model(name: str) -> NodeModel | None:
    """The built-in model of ``name`` (deprecated names mapped), or None for a PROTO or unknown type."""
    name = compatible_node_name(name)
    model = _made.get(name)
    if model is None:
        node = _data()["nodes"].get(name)
        if node is None:
            return None
        fields = {row[0]: FieldModel(row[0], row[1], row[2], row[3], tuple(row[4])) for row in node["fields"]}
        # (setdefault: two threads asking at once get the same model)
        model = _made.setdefault(name, NodeModel(name, node.get("base"), MappingProxyType(fields)))
    return model


def built_in_base(name: str) -> str | None:
    """``find_node_model(name).base`` without making the model (a class' members walk every type's chain)."""
    node = _data()["nodes"].get(compatible_node_name(name))
    return node.get("base") if node is not None else None


def built_in_node_names() -> frozenset[str]:
    """Current names of all built-in node types (deprecated aliases not included)."""
    return frozenset(_data()["nodes"])


def string_choices(node_name: str, field_name: str) -> tuple[str, ...]:
    """The values a built-in SFString field may take as its ``.wrl`` lists them (``SFString{"ENU", "NUE"}``), as
    written (quoted); () when the field takes any string."""
    return tuple(_data()["string_choices"].get(compatible_node_name(node_name), {}).get(field_name, ()))


@lru_cache(maxsize=1)
def _data() -> dict:
    data = json.loads(files("webots_ls").joinpath("data", "nodes.json").read_text(encoding="utf-8"))
    columns = data["field_columns"]
    assert columns == ["name", "type", "kind", "default", "legacy_types"], columns
    return data


_made: dict[str, NodeModel] = {}  # the models made so far, by current name (``find_node_model``)


__all__ = [
    "DEPRECATED_NODE_NAMES",
    "FieldModel",
    "NodeModel",
    "built_in_base",
    "built_in_node_names",
    "compatible_node_name",
    "find_node_model",
    "string_choices",
]
