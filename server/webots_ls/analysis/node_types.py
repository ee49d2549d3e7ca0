"""What a node type name means in one file: the node-model provider.

Every rule and feature asks a ``NodeTypes`` instead of a global table, because the answer depends on the file:
a world's own PROTOs, its ``EXTERNPROTO`` declarations, the project's ``protos/`` folders, a Webots installation
and the bundled library index all come before or beside the built-in nodes (``WbProtoManager::findModel``).
``BUILT_INS`` answers for Webots' built-in nodes only; the project model (PROTOs across files) implements the same
protocol and falls back to it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol

from .node_models import DEPRECATED_NODE_NAMES, NodeModel, built_in_node_names, find_node_model
from .spans import Span


@dataclass(frozen=True, slots=True)
class Location:
    """A place in a file: ``uri`` is a ``file://`` URI, or a library URL (``webots://…``) with no file at hand."""

    uri: str
    span: Span


class NodeTypes(Protocol):
    """Answers "what is type T here" for one file."""

    def model(self, name: str) -> NodeModel | None:
        """The model of ``name`` (built-in, deprecated names mapped, or a PROTO), None if unknown here."""

    def base_type(self, name: str) -> str | None:
        """The built-in type a node written ``name`` finally is (a PROTO's base type, recursively), None if unknown."""

    def is_known(self, name: str) -> bool:
        """Whether ``name`` is a built-in node or a PROTO this file can see (else Webots skips the node)."""

    def names(self) -> frozenset[str]:
        """Every type name this file may write (for completion and "did you mean")."""


class BuiltInNodeTypes:
    """Webots' built-in nodes only (``WbNodeModel``): every PROTO is unknown."""

    def model(self, name: str) -> NodeModel | None:
        return find_node_model(name)

    def base_type(self, name: str) -> str | None:
        model = find_node_model(name)
        return model.name if model is not None else None

    def is_known(self, name: str) -> bool:
        return find_node_model(name) is not None

    def names(self) -> frozenset[str]:
        return built_in_node_names() | frozenset(DEPRECATED_NODE_NAMES)


BUILT_INS: NodeTypes = BuiltInNodeTypes()
