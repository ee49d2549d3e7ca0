"""Field values judged from the text: the fast paths of the schema sweeps.

A value of a common shape (the right count of numbers, one plain string, a boolean) is recognised from its slice of
``source`` with byte operations done in C, instead of token by token. The functions here only ever answer "surely
fine"; anything else is read token by token by ``schema`` (which owns the messages).
"""

from __future__ import annotations

import re

from ..syntax.byte_scan import number_runs
from ..syntax.words import SEPARATOR, WORD
from .node_models import FieldModel, NodeModel

# Numbers read per SF value (WbParser::parseSingleFieldValue).
ARITY = {"SFFloat": 1, "SFInt32": 1, "SFVec2f": 2, "SFVec3f": 3, "SFColor": 3, "SFRotation": 4}
# What WbParser says it expected, per SF type (parseDoubles / parseInt / parseBool / parseString / parseNode).
EXPECTED_VALUE = {
    "SFFloat": "floating point value",
    "SFVec2f": "floating point value",
    "SFVec3f": "floating point value",
    "SFColor": "floating point value",
    "SFRotation": "floating point value",
    "SFInt32": "integer value",
    "SFBool": "boolean value",
    "SFString": "string literal",
    "SFNode": "node or PROTO name",
}
NOT_SURELY_INT = re.compile(rb"[.eE]|[0-9]{10}")  # a fraction, an exponent, or maybe beyond int32

NAME = WORD  # grammar.js `_word`
_STRING = rb'"(?:[^"\\\r\n%]|\\[^\r\n%])*"'
PLAIN_STRING = re.compile(_STRING)
STRING_LIST = re.compile(rb"\[(?:" + SEPARATOR + rb"*" + _STRING + rb")*" + SEPARATOR + rb"*\]")
_BARE_STRING = rb'"[^"\\\r\n%]*"'  # no escape: strings with a backslash are read from the tree (invalid escapes)
BARE_STRING = re.compile(_BARE_STRING)
BARE_STRING_LIST = re.compile(rb"\[(?:" + SEPARATOR + rb"*" + _BARE_STRING + rb")*" + SEPARATOR + rb"*\]")
NUMERIC_TYPES = frozenset(ARITY) | frozenset("MF" + sf[2:] for sf in ARITY)
INT_TYPES = frozenset({"SFInt32", "MFInt32"})
STRING_TYPES = frozenset({"SFString", "MFString"})
NODE_TYPES = frozenset({"SFNode", "MFNode"})

NUMERIC, NODE_VALUE, BOOL_VALUE, STRING_VALUE, OTHER_VALUE = range(5)


def plain_numbers_fit(source: bytes, start: int, end: int, arity: int, is_int: bool) -> bool:
    """``source[start:end]`` (a value written without brackets) is only numbers, exactly ``arity`` of them, and for an
    integer type only plain short integers (no fraction, exponent or run of 10 digits or signs)."""
    return number_runs(source, start, end, is_int) == arity


_SPACES = b" \t\n\r\x0b\x0c"  # (what bytes.strip strips)
_LIST_OPEN = re.compile(rb"[" + _SPACES + rb"]*\[")
_CLOSE = b"]"[0]


def numbers_fit(source: bytes, start: int, end: int, field_type: str) -> bool:
    """True when the value ``source[start:end]`` is surely fine for a numeric field: only numbers, as many as the
    type takes (a list of a multiple of them for an MF type) and, for an integer type, only plain short integers
    (no run of 10 digits or signs: maybe beyond int32)."""
    arity = ARITY["SF" + field_type[2:]]
    is_int = field_type in INT_TYPES
    opened = _LIST_OPEN.match(source, start, end) if field_type[0] == "M" else None
    if opened is not None:
        # (a megabyte mesh array is scanned in place: its bracket found, the spaces after it stepped back over)
        close = end
        while close > start and source[close - 1] in _SPACES:
            close -= 1
        if close <= opened.end() or source[close - 1] != _CLOSE:
            return False
        count = number_runs(source, opened.end(), close - 1, is_int)
        return count >= 0 and (arity == 1 or count % arity == 0)  # (any count fits an MFFloat or MFInt32)
    return plain_numbers_fit(source, start, end, arity, is_int)


# (field model, value code, arity, is MF, is integer): what the fast paths need of one field, by position (read per
# field of every node of a multi-megabyte file).
FieldInfo = tuple[FieldModel, int, int, bool, bool]


def field_infos_of(model: NodeModel) -> dict[bytes, FieldInfo]:
    """Per field name (bytes): the ``FieldInfo`` of each field of ``model`` (cached per provider by ``NodeTypes``)."""
    infos = {}
    for name, field_model in model.fields.items():
        field_type = field_model.type
        if model.name == "WorldInfo" and name == "gravity":
            code = OTHER_VALUE  # legacy gravity vector before R2020b: always read token by token
        elif field_model.restrictions:
            code = OTHER_VALUE  # a PROTO parameter's allowed values: read token by token (proto_values)
        elif field_type in NUMERIC_TYPES:
            code = NUMERIC
        elif field_type in NODE_TYPES:
            code = NODE_VALUE
        elif field_type == "SFBool":
            code = BOOL_VALUE
        elif field_type in STRING_TYPES:
            code = STRING_VALUE
        else:
            code = OTHER_VALUE
        arity = ARITY.get("SF" + field_type[2:], 0)
        infos[name.encode("utf-8")] = (field_model, code, arity, field_type.startswith("MF"), field_type in INT_TYPES)
    return infos
