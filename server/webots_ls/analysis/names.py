"""Webots identifier rules for DEF/USE names.

Sources: ``WbToken::isValidIdentifierChar`` / ``WbToken::isValidIdentifier`` and ``WbToken::isKeyword``.
"""

from __future__ import annotations

import difflib
from collections.abc import Iterable
from functools import lru_cache

# WbToken::isKeyword, the 2023 list plus `w3dField`, which replaced `vrmlField` in 2024 (PR #6280). Both are kept:
# files from either era are edited, and a name that is a keyword in one of them is a trap.
KEYWORDS: frozenset[str] = frozenset(
    """
    field vrmlField w3dField hiddenField deprecatedField
    DEF USE PROTO EXTERNPROTO IMPORTABLE
    IS TRUE FALSE NULL
    MFBool SFBool SFColor MFColor SFFloat MFFloat
    SFInt32 MFInt32 SFNode MFNode SFRotation MFRotation
    SFString MFString SFVec2f MFVec2f SFVec3f MFVec3f
    ROUTE TO eventIn eventOut exposedField MFTime SFImage SFTime
    """.split()
)

# WbToken::isValidIdentifierChar: forbidden anywhere besides control characters and space (<= 0x20).
_FORBIDDEN_CHARS = {
    '"': "a double quote",
    "#": "'#' (it starts a comment)",
    "'": "a single quote",
    ",": "',' (commas are whitespace in Webots files)",
    ".": "'.'",
    "[": "'['",
    "\\": "a backslash",
    "]": "']'",
    "{": "'{'",
    "}": "'}'",
}


def _describe_control(char: str) -> str:
    if char == " ":
        return "a space"
    if char == "\t":
        return "a tab"
    if char in "\r\n":
        return "a line break"
    return f"the control character U+{ord(char):04X}"


@lru_cache(maxsize=8192)
def identifier_problem(name: str) -> str | None:
    """Why ``name`` cannot be a Webots DEF/USE name, as a sentence fragment; None if it is valid."""
    if not name:
        return "a name cannot be empty"
    if name in KEYWORDS:
        era = " (until Webots R2023b)" if name == "vrmlField" else ""
        return f"'{name}' is a Webots keyword{era}"
    first = name[0]
    if "0" <= first <= "9":
        return "a name cannot start with a digit"
    if first in "+-":
        return f"a name cannot start with '{first}' (Webots reads such a word as a number)"
    if first == "%":
        return "a name cannot start with '%' (it opens a template statement in PROTO files)"
    for char in name:
        if ord(char) <= 0x20:
            return f"a name cannot contain {_describe_control(char)}"
        if char in _FORBIDDEN_CHARS:
            return f"a name cannot contain {_FORBIDDEN_CHARS[char]}"
    return None


def is_valid_identifier(name: str) -> bool:
    """``WbToken::isValidIdentifier`` for an IDENTIFIER token: valid characters and not a keyword."""
    return identifier_problem(name) is None



# The "did you mean" likeness: difflib's ratio (2 * matching characters / total length) of at least 0.8.
CLOSE_ENOUGH = 0.8


def close_names(name: str, candidates: Iterable[str], limit: int = 1) -> list[str]:
    """The ``limit`` candidates most like ``name``, nearest first (the "did you mean" of the diagnostics and of the
    quick fixes); ``name`` itself is never one of them."""
    others = [candidate for candidate in candidates if candidate != name]
    return difflib.get_close_matches(name, others, n=limit, cutoff=CLOSE_ENOUGH)
