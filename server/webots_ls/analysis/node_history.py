"""Which Webots release removed or renamed a built-in node's field, or a node: the note that follows Webots' own
text in ``unknown-field`` and ``unknown-node`` findings ("(removed in R2023b; this file is R2023a)").

The data ships with the server (``webots_ls/data/node_history.json``), made by ``scripts/build-node-history`` from
Webots' change logs, upgrade guides and, given a git mirror, the ``.wrl`` files of its release tags. It is read once
on first use. Versions are ordered as ``WbVersion`` orders them: ``R2023b`` → (2023, 1, 0), ``V8.6`` → (8, 6, 0).
"""

from __future__ import annotations

import json
import re
from functools import lru_cache
from importlib.resources import files
from typing import Mapping

Version = tuple[int, int, int]

_RELEASE = re.compile(r"R(\d{4})([a-z])(?:-rev\d+)?")
_NUMBERED = re.compile(r"V?(\d+)\.(\d+)(?:\.(\d+))?")


def release_version(text: str | None) -> Version | None:
    """``R2023b`` (or ``R2023b-rev1``) → (2023, 1, 0), ``V8.6`` → (8, 6, 0); None for anything else."""
    if not text:
        return None
    match = _RELEASE.fullmatch(text)
    if match:
        return int(match.group(1)), ord(match.group(2)) - ord("a"), 0
    match = _NUMBERED.fullmatch(text)
    if match:
        return int(match.group(1)), int(match.group(2)), int(match.group(3) or 0)
    return None


def version_text(version: Version) -> str:
    """How a header writes ``version``: (2023, 0, 0) → ``R2023a``, (8, 6, 0) → ``V8.6``, (7, 4, 3) → ``V7.4.3``."""
    major, minor, patch = version
    if major >= 2018:  # releases have been named by year since R2018a
        return f"R{major}{chr(ord('a') + minor)}"
    return f"V{major}.{minor}" + (f".{patch}" if patch else "")


def removal_note(node: str, field: str | None, version: Version | None) -> str:
    """`` (removed in R2023b; this file is R2023a)`` for a field (``field`` given) or a node (``field`` None) that a
    release after the file's ``version`` removed; `` (renamed 'x' in R2023b; this file is R2023a)`` for a rename;
    without "this file is" when the file is as new as that release, or of no known version (it is still gone: not a
    typo); "" when no release removed it."""
    entry = (_fields().get(node) or {}).get(field) if field is not None else _nodes().get(node)
    if entry is None:
        return ""
    if "renamed" in entry:
        release, change = entry["in"], f"renamed '{entry['renamed']}'"
    else:
        release, change = entry["removed"], "removed"
    if version is not None and version < release_version(release):
        return f" ({change} in {release}; this file is {version_text(version)})"
    return f" ({change} in {release})"


@lru_cache(maxsize=1)
def _data() -> dict:
    return json.loads(files("webots_ls").joinpath("data", "node_history.json").read_text(encoding="utf-8"))


def _fields() -> Mapping[str, Mapping[str, dict]]:
    return _data()["fields"]


def _nodes() -> Mapping[str, dict]:
    return _data()["nodes"]


__all__ = ["Version", "release_version", "removal_note", "version_text"]
