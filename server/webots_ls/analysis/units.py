"""The unit of a built-in node's number field, read from the trailing comment of its ``.wrl`` line (packaged in
``data/node_docs.json`` by ``node_docs``): ``mass -1 # (kg) ignored if density!=-1`` -> ``kg``,
``maxVelocity 10 # max velocity (rad/s)`` -> ``rad/s``. Only parenthesised unit expressions count: ``(PI/12)`` or
``(eg: "chair")`` are no units.
"""

from __future__ import annotations

import re
from functools import lru_cache

from .node_docs import node_doc

_UNIT_WORDS = frozenset({"m", "s", "kg", "rad", "N", "Nm", "Nms", "Ns", "J", "W", "Hz", "lux", "dBm", "K"})
_SPELT = {"meters": "m", "Newtons": "N"}
_PARENTHESISED = re.compile(r"\(((?:[^()]|\([^()]*\))*)\)")
_WORDS = re.compile(r"[A-Za-z]+")


def _is_unit(text: str) -> bool:
    words = _WORDS.findall(text)
    return bool(words) and all(word in _UNIT_WORDS or word == "or" for word in words) and " " not in text.replace(
        " or ", ""
    )


def unit_of_comment(comment: str) -> str | None:
    for match in _PARENTHESISED.finditer(comment):
        text = match.group(1).strip()
        text = _SPELT.get(text, text)
        if _is_unit(text):
            return text
    return None


@lru_cache(maxsize=None)
def field_unit(node_name: str, field_name: str) -> str | None:
    """The unit the docs give for ``node_name.field_name``; None when they give none."""
    doc = node_doc(node_name)
    comment = doc.fields.get(field_name) if doc is not None else None
    return unit_of_comment(comment) if comment else None
