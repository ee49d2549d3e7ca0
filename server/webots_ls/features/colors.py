"""Document colors: the values of SFColor and MFColor fields (the field's type from the node model, or the PROTO
parameter's declared type), and the text a picked color is written as.

Big number lists (meshes) are never read: only the values of fields whose model says they are colors.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from ..analysis.spans import Span
from ..snapshot import FileSnapshot
from ..syntax import kinds
from ..syntax.kinds import Child

_NUMBER = re.compile(rb"[-+]?(?:\d+\.?\d*|\.\d+)(?:[eE][-+]?\d+)?")
_COLOR_TYPES = (b"SFColor", b"MFColor")


@dataclass(frozen=True, slots=True)
class Color:
    span: Span  # the three numbers as written
    red: float
    green: float
    blue: float


def document_colors(snapshot: FileSnapshot) -> list[Color]:
    source, node_types = snapshot.source, snapshot.node_types
    colors: list[Color] = []
    models: list = []  # (depth, model) of the enclosing nodes
    cursor = snapshot.tree.walk()
    depth = 0
    while True:
        node = cursor.node
        while models and models[-1][0] >= depth:
            models.pop()
        kind = node.type
        if kind == kinds.NODE:
            type_node = node.child_by_field_name(Child.TYPE)
            name = source[type_node.start_byte : type_node.end_byte] if type_node is not None else b""
            models.append((depth, node_types.type_info(name)[0]))
        elif kind in (kinds.FIELD, kinds.FIELD_DECLARATION):
            value = node.child_by_field_name(Child.VALUE)
            if value is not None and _is_color_field(node, kind, source, models):
                colors += _colors_in(value, source)
            elif value is None or value.type not in (kinds.NODE, kinds.LIST):
                kind = ""  # a scalar value: nothing to enter
        if kind not in ("", kinds.NUMBERS, kinds.STRING, kinds.HEADER) and cursor.goto_first_child():
            depth += 1
            continue
        while not cursor.goto_next_sibling():
            if not cursor.goto_parent():
                return colors
            depth -= 1


def _is_color_field(node, kind: str, source: bytes, models: list) -> bool:
    if kind == "field_declaration":
        declared = node.child_by_field_name(Child.TYPE)
        return declared is not None and source[declared.start_byte : declared.end_byte] in _COLOR_TYPES
    name = node.child_by_field_name(Child.NAME)
    model = models[-1][1] if models else None
    if name is None or model is None:
        return False
    field_model = model.field(source[name.start_byte : name.end_byte].decode("utf-8", "replace"))
    return field_model is not None and field_model.type in ("SFColor", "MFColor")


def _colors_in(value, source: bytes) -> list[Color]:
    """Each run of three numbers of a color value (``numbers``, or the ``numbers`` of a list)."""
    found: list[Color] = []
    numbers = [value] if value.type == kinds.NUMBERS else [c for c in value.named_children if c.type == kinds.NUMBERS]
    for run in numbers:
        matches = list(_NUMBER.finditer(source, run.start_byte, run.end_byte))
        for index in range(0, len(matches) - 2, 3):
            first, _, last = matches[index : index + 3]
            red, green, blue = (float(m.group()) for m in matches[index : index + 3])
            found.append(Color(Span(first.start(), last.end()), red, green, blue))
    return found


def _number(value: float) -> str:
    """The shortest text that reads back as ``value`` (``1`` not ``1.0``, ``0.5`` not ``0.500000``)."""
    text = repr(float(value))
    if "e" in text or "E" in text:
        text = f"{value:.15f}".rstrip("0").rstrip(".")
    if text.endswith(".0"):
        text = text[:-2]
    return "0" if text == "-0" else text


def color_presentation(red: float, green: float, blue: float) -> str:
    """``r g b`` as a color field's value is written."""
    return " ".join(_number(channel) for channel in (red, green, blue))
