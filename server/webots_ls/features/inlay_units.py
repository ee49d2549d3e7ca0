"""Inlay hints: the unit of a number field of a built-in node, after its value (``mass 2`` -> ``kg``), where
Webots' node docs give one (``analysis.units``). Only the requested range is walked (``range_walk``)."""

from __future__ import annotations

from dataclasses import dataclass

from ..analysis.units import field_unit
from ..snapshot import FileSnapshot
from .range_walk import RangeWalk
from ..syntax import kinds
from ..syntax.kinds import Child


@dataclass(frozen=True, slots=True)
class UnitHint:
    offset: int  # the end of the value
    unit: str


def unit_hints(snapshot: FileSnapshot, start: int = 0, end: int | None = None) -> list[UnitHint]:
    source = snapshot.source
    end = len(source) if end is None else end
    hints: list[UnitHint] = []
    for step in RangeWalk(snapshot.tree, source, snapshot.node_types, start, end):
        if step.node.type != kinds.FIELD or step.model is None or step.model.is_proto or not step.in_range:
            continue
        name = step.node.child_by_field_name(Child.NAME)
        value = step.node.child_by_field_name(Child.VALUE)
        if name is None or value is None or value.type != kinds.NUMBERS or not start <= value.end_byte <= end:
            continue
        unit = field_unit(step.model.name, source[name.start_byte : name.end_byte].decode("utf-8", "replace"))
        if unit is not None:
            hints.append(UnitHint(value.end_byte, unit))
    return hints
