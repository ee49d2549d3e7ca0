"""The template's ``fields`` object: the PROTO's parameters and their values, converted as Webots converts them
(``WbProtoTemplateEngine::convertVariantToJavaScriptStatement``), and written out as a JavaScript or Lua literal.

Values are read with the grammar: the interface of the PROTO text itself, and each value text (an instance's
written value, a built-in node model's default) parsed inside a one-parameter PROTO. A converted value is plain
Python: bool, int, float, str, list, dict, or ``UNDEFINED`` (a NULL node: ``undefined`` / ``nil``).
"""

from __future__ import annotations

import json
import math
import re
from dataclasses import dataclass
from functools import lru_cache

from tree_sitter import Node

from ...syntax import kinds
from ...syntax.kinds import Child
from ...syntax.parser import new_parser
from ...syntax.text import node_text
from ..node_models import find_node_model

UNDEFINED = None  # JavaScript undefined, Lua nil

_ARITY = {"SFVec2f": 2, "SFVec3f": 3, "SFRotation": 4, "SFColor": 3}
_KEYS = {"SFVec2f": "xy", "SFVec3f": "xyz", "SFRotation": "xyza", "SFColor": "rgb"}
_SHOWN_KINDS = ("field", "w3dField", "vrmlField")  # a built-in node's fields in `fields` (not hidden/deprecated)


@dataclass(frozen=True)
class Parameter:
    name: str
    type: str  # "SFVec3f", "MFNode", ...
    default: str  # the default value's source text


def parameters_of(tree_root: Node, source: bytes) -> list[Parameter]:
    """The PROTO's parameters in interface order (every kind: field, vrmlField, hiddenField, ...)."""
    proto = next((child for child in tree_root.named_children if child.type == kinds.PROTO), None)
    interface = proto.child_by_field_name(Child.INTERFACE) if proto is not None else None
    found = []
    for declaration in interface.named_children if interface is not None else ():
        if declaration.type != kinds.FIELD_DECLARATION:
            continue
        name = declaration.child_by_field_name(Child.NAME)
        field_type = declaration.child_by_field_name(Child.TYPE)
        values = declaration.children_by_field_name(Child.VALUE)
        if name is None or field_type is None:
            continue
        default = source[values[0].start_byte:values[-1].end_byte].decode("utf-8", "replace") if values else ""
        found.append(Parameter(node_text(source, name), node_text(source, field_type), default))
    return found


def convert(text: str, field_type: str, defs: dict | None = None):
    """The value written ``text`` of a ``field_type`` field as Webots gives it to a template; raises ValueError when
    the text is not a value of that type. ``defs``: the nodes DEF'd so far in the same instance (or interface),
    by name; a ``USE`` of one of them is that node's value, and the DEFs of ``text`` are added to it."""
    values = _value_nodes(text)
    if values is None:
        raise ValueError(f"cannot read {field_type} value {text!r}")
    source, nodes = values
    return _convert_nodes(nodes, source, field_type, {} if defs is None else defs)


@lru_cache(maxsize=512)
def _value_nodes(text: str) -> tuple[bytes, tuple[Node, ...]] | None:
    """The value nodes of ``text`` parsed as the default of a parameter (None when it does not parse clean)."""
    source = ("#VRML_SIM R2025a utf8\nPROTO P [ field MFNode v " + text + "\n] { Group {} }\n").encode("utf-8")
    tree = new_parser().parse(source)
    if tree.root_node.has_error:
        return None
    parameters = tree.root_node.named_children[-1].child_by_field_name(Child.INTERFACE)
    declaration = parameters.named_children[0] if parameters is not None and parameters.named_children else None
    if declaration is None:
        return None
    return source, tuple(declaration.children_by_field_name(Child.VALUE))


def _convert_nodes(nodes: tuple[Node, ...], source: bytes, field_type: str, defs: dict):
    if field_type.startswith("MF"):
        single = "SF" + field_type[2:]
        items = [item for node in nodes for item in (node.named_children if node.type == kinds.LIST else (node,))
                 if item.type != kinds.COMMENT]
        if single in _ARITY or single in ("SFFloat", "SFInt32"):
            numbers = [word for item in items for word in _numbers(item, source)]
            arity = _ARITY.get(single, 1)
            if len(numbers) % arity:
                raise ValueError(f"{field_type}: {len(numbers)} numbers are not a multiple of {arity}")
            return [_single_numbers(numbers[i:i + arity], single) for i in range(0, len(numbers), arity)]
        return [_convert_single(item, source, single, defs) for item in items]
    if len(nodes) != 1 and field_type not in _ARITY:
        raise ValueError(f"{field_type}: one value expected")
    if field_type in _ARITY or field_type in ("SFFloat", "SFInt32"):
        return _single_numbers([word for node in nodes for word in _numbers(node, source)], field_type)
    return _convert_single(nodes[0], source, field_type, defs)


def _numbers(node: Node, source: bytes) -> list[str]:
    if node.type != kinds.NUMBERS:
        raise ValueError(f"numbers expected, found {node_text(source, node, 40)!r}")
    return node_text(source, node).replace(",", " ").split()


def _number(word: str, integer: bool):
    if integer:  # WbSFInt::readSFInt: QString::toInt with no check, so 1.5, 1e3 or 2^31 read 0 (hex is no token)
        value = int(word) if re.fullmatch(r"[+-]?[0-9]+", word) else 0
        return value if -2 ** 31 <= value < 2 ** 31 else 0
    value = float(word)
    if not math.isfinite(value):
        raise ValueError(f"not a finite number: {word}")
    return int(value) if value.is_integer() and abs(value) < 2 ** 53 else value


def _single_numbers(words: list[str], field_type: str):
    if field_type in ("SFFloat", "SFInt32"):
        if len(words) != 1:
            raise ValueError(f"{field_type}: one number expected")
        return _number(words[0], field_type == "SFInt32")
    if len(words) != _ARITY[field_type]:
        raise ValueError(f"{field_type}: {_ARITY[field_type]} numbers expected")
    return {key: _number(word, False) for key, word in zip(_KEYS[field_type], words)}


def _convert_single(node: Node, source: bytes, field_type: str, defs: dict):
    if field_type == "SFBool":
        if node.type != kinds.BOOLEAN:
            raise ValueError("TRUE or FALSE expected")
        return node_text(source, node) == "TRUE"
    if field_type == "SFString":
        if node.type != kinds.STRING:
            raise ValueError("a string expected")
        return string_value(node, source)
    if field_type == "SFNode":
        return node_value(node, source, defs)
    raise ValueError(f"unknown field type {field_type}")


def string_value(node: Node, source: bytes) -> str:
    """A string token's value: its content with ``\\x`` escapes resolved (``\\"`` is ``"``)."""
    parts = []
    for child in node.named_children:
        text = node_text(source, child)
        parts.append(text[1:] if child.type == kinds.ESCAPE_SEQUENCE else text)
    return "".join(parts)


def node_value(node: Node, source: bytes, defs: dict | None = None):
    """``{node_name, fields}`` of a node value; ``UNDEFINED`` for NULL and for a USE of a node not in ``defs`` (a DEF
    outside the instance is not resolved here). A DEF'd node is added to ``defs`` once converted (a USE inside it
    is not resolved: Webots refuses that cycle).

    A built-in node's ``fields`` holds each of its model's fields, ``{value, defaultValue}``, the written value or
    the model's default (as Webots: ``WbNode::fieldsOrParameters``). A PROTO node's interface is not loaded here:
    its ``fields`` holds the fields written in the value, each converted by the type its syntax shows."""
    defs = {} if defs is None else defs
    if node.type == kinds.USE_NODE:
        use = node.child_by_field_name(Child.NAME)
        return defs.get(node_text(source, use), UNDEFINED) if use is not None else UNDEFINED
    if node.type != kinds.NODE:
        return UNDEFINED
    type_node = node.child_by_field_name(Child.TYPE)
    name = node_text(source, type_node)
    written = {}
    body = node.child_by_field_name(Child.BODY)
    for field in body.named_children if body is not None else ():
        field_name = field.child_by_field_name(Child.NAME) if field.type == kinds.FIELD else None
        if field_name is not None:
            written[node_text(source, field_name)] = tuple(field.children_by_field_name(Child.VALUE))
    model = find_node_model(name)
    fields = {}
    if model is not None:
        shown = {field_model.name: field_model for field_model in model.fields.values()
                 if field_model.kind in _SHOWN_KINDS}
        defaults = {field_name: _model_default(field_model.default, field_model.type)
                    for field_name, field_model in shown.items()}
        converted = {field_name: _convert_or(nodes, source, shown[field_name].type, defaults[field_name], defs)
                     for field_name, nodes in written.items() if field_name in shown and nodes}  # (written order)
        for field_name, default in defaults.items():
            fields[field_name] = {"value": converted.get(field_name, default), "defaultValue": default}
    else:
        for field_name, nodes in written.items():
            value = _guess(nodes, source, defs)
            fields[field_name] = {"value": value, "defaultValue": value}
    value = {"node_name": name, "fields": fields}
    def_name = node.child_by_field_name(Child.DEF)
    if def_name is not None:
        defs[node_text(source, def_name)] = value
    return value


def _convert_or(nodes, source: bytes, field_type: str, fallback, defs: dict):
    try:
        return _convert_nodes(nodes, source, field_type, defs)
    except ValueError:
        return fallback


def _model_default(default, field_type: str):
    text = " ".join(default) if isinstance(default, list) else str(default)
    if field_type.startswith("MF") and isinstance(default, list):
        text = "[ " + text + " ]"
    try:
        return convert(text, field_type)
    except ValueError:
        return [] if field_type.startswith("MF") else UNDEFINED


def _guess(nodes: tuple[Node, ...], source: bytes, defs: dict):
    """A value converted by the type its syntax shows (a PROTO node's field: its type is not known here)."""
    if len(nodes) != 1:
        return node_text(source, nodes[0]) if nodes else UNDEFINED
    node = nodes[0]
    if node.type == kinds.BOOLEAN:
        return node_text(source, node) == "TRUE"
    if node.type == kinds.STRING:
        return string_value(node, source)
    if node.type == kinds.NUMBERS:
        words = _numbers(node, source)
        guessed = {1: "SFFloat", 2: "SFVec2f", 3: "SFVec3f", 4: "SFRotation"}.get(len(words))
        return _single_numbers(words, guessed) if guessed else [_number(word, False) for word in words]
    if node.type == kinds.LIST:
        return [_guess((item,), source, defs) for item in node.named_children if item.type != kinds.COMMENT]
    return node_value(node, source, defs)


def to_javascript(value) -> str:
    """A JavaScript literal of a converted value."""
    if value is UNDEFINED:
        return "undefined"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return json.dumps(value)
    if isinstance(value, list):
        return "[" + ", ".join(to_javascript(item) for item in value) + "]"
    return "{" + ", ".join(f"{json.dumps(key)}: {to_javascript(item)}" for key, item in value.items()) + "}"


def to_lua(value) -> str:
    """A Lua literal of a converted value (arrays are tables indexed from 1)."""
    if value is UNDEFINED:
        return "nil"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return lua_string(value)
    if isinstance(value, list):
        return "{" + ", ".join(to_lua(item) for item in value) + "}"
    return "{" + ", ".join(f"[{lua_string(key)}] = {to_lua(item)}" for key, item in value.items()) + "}"


_LUA_ESCAPED = re.compile(r'[\x00-\x1f"\\]')


def lua_string(text: str) -> str:
    """A Lua string literal of ``text`` (control characters, quotes and backslashes as ``\\ddd``)."""
    return '"' + _LUA_ESCAPED.sub(lambda match: f"\\{ord(match.group()):03d}", text) + '"'
