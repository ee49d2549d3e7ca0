"""``webots/expandedProto``: the text a PROTO instance stands for (issue 30.2).

On a PROTO instance (the nearest one around the position, in a world or a PROTO body) it is that instance's PROTO
with the values written in it; anywhere else in a ``.proto`` file, that PROTO at its defaults. A procedural PROTO is
rendered first (``analysis.templates``, a blocking call the server runs off its event loop: ``render``); then every
``IS`` reference takes its value (``analysis.proto_expansion``)."""

from __future__ import annotations

import sys
import threading
import time
from collections import OrderedDict
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from ..analysis.node_models import find_node_model
from ..analysis.project import project_root
from ..analysis.proto_expansion import parameter_defaults, substitute, written_values
from ..snapshot import FileSnapshot
from ..syntax import kinds
from ..syntax.text import node_type_name

EVALUATION_OFF = "template evaluation is off (setting templates.evaluate): the template is shown as written"


@dataclass(frozen=True)
class Target:
    """What to expand: PROTO ``name`` from file ``path`` with ``values`` (source text by parameter name).
    ``path`` None: the PROTO's file is not available, ``problem`` says why."""

    name: str
    path: Path | None
    values: tuple[tuple[str, str], ...]
    problem: str | None = None


@dataclass(frozen=True)
class Expansion:
    text: str
    errors: tuple[str, ...]


def target_at(snapshot: FileSnapshot, offset: int, file_path: Path | None) -> Target | None:
    """The PROTO instance around ``offset`` (its nearest enclosing node whose type is a PROTO), else the PROTO of a
    ``.proto`` file at its defaults; None when there is nothing to expand."""
    source = snapshot.source
    root = snapshot.tree.root_node
    node = root.descendant_for_byte_range(offset, offset)
    if node is not None and node.type == kinds.SOURCE_FILE and offset > 0:  # the cursor just after an instance's `}`
        node = root.descendant_for_byte_range(offset - 1, offset - 1)
    in_proto_file = file_path is not None and file_path.suffix.lower() == ".proto"
    while node is not None:
        if node.type == kinds.NODE and (found := _instance(snapshot, node, in_proto_file)) is not None:
            return found
        node = node.parent
    own = getattr(snapshot.node_types, "own_interface", lambda: None)()
    if in_proto_file and own is not None:
        return Target(own.name, file_path, ())
    return None


def _instance(snapshot: FileSnapshot, node, in_proto_file: bool) -> Target | None:
    name = node_type_name(node, snapshot.source)
    resolve = getattr(snapshot.node_types, "resolve", None)
    if name is None or resolve is None or find_node_model(name) is not None:
        return None
    found = resolve(name)
    if found is None:
        return None
    defaults = parameter_defaults(snapshot.source) if in_proto_file else None
    values = tuple(written_values(snapshot.source, node, defaults).items())
    if found.kind == "file" and found.path is not None:
        return Target(name, found.path, values)
    where = f" ({found.url})" if found.url else ""
    return Target(name, None, values, f"the file of PROTO '{name}'{where} is not available: PROTOs are read from "
                                      "the project or a Webots installation, never downloaded")


def is_template(proto_text: str) -> bool:
    """Whether the text holds template code at all (plain PROTOs need no engine)."""
    return "%<" in proto_text or "%{" in proto_text


def render_context(target: Target, world: Path | None, webots_home: Path | None) -> Any:
    """The manual's ``context`` object for rendering ``target`` (a ``templates.RenderContext``)."""
    from ..analysis import templates  # (imported on first use: the engines load only when a template is rendered)

    system = "windows" if sys.platform.startswith("win") else "mac" if sys.platform == "darwin" else "linux"
    proto = target.path or Path()
    return templates.RenderContext(
        world=str(world or ""), proto=str(proto), project_path=str(project_root(proto)) if target.path else "",
        webots_home=str(webots_home or ""), os=system,
    )


RENDER_CACHE_BYTES = 32 << 20  # texts kept by ``render``: a big PROTO renders to megabytes, a world's instances to little
# (text, values, context, project) -> (Rendered, the seconds its render took), least recent first
_rendered: OrderedDict[tuple, tuple[Any, float]] = OrderedDict()
_rendered_bytes = 0
_rendered_lock = threading.Lock()  # (``render`` runs in executor threads)


def render(proto_text: str, values: tuple[tuple[str, str], ...], context: Any, project: str | None) -> Any:
    """``templates.render``, cached per (PROTO text, values, context) up to ``RENDER_CACHE_BYTES`` of PROTO and
    rendered text. Blocking: call it off the event loop."""
    return timed_render(proto_text, values, context, project)[0]


def timed_render(proto_text: str, values: tuple[tuple[str, str], ...], context: Any, project: str | None
                 ) -> tuple[Any, float]:
    """``render``'s result, and the seconds the render took (a cached result: the seconds it took when made)."""
    global _rendered_bytes
    from ..analysis import templates

    key = (proto_text, values, context, project)
    with _rendered_lock:
        if (found := _rendered.get(key)) is not None:
            _rendered.move_to_end(key)
            return found
    start = time.perf_counter()
    rendered = templates.render(proto_text, values=dict(values), context=context, project_root=project)
    made = (rendered, time.perf_counter() - start)
    size = len(proto_text) + len(rendered.text or "")
    with _rendered_lock:
        if key not in _rendered:
            _rendered[key] = made
            _rendered_bytes += size
        while _rendered_bytes > RENDER_CACHE_BYTES and len(_rendered) > 1:
            (text, *_), (old, _) = _rendered.popitem(last=False)
            _rendered_bytes -= len(text) + len(old.text or "")
    return made


def expand(proto_text: str, target: Target, world: Path | None, webots_home: Path | None, evaluate: bool) -> Expansion:
    """The answer for ``target`` whose PROTO file reads ``proto_text``, in the world ``world`` (None: not a world):
    rendered when it is a template and ``evaluate``, then its IS substituted. Blocking: call it off the event loop."""
    rendered = None
    if evaluate and is_template(proto_text):
        context = render_context(target, world, webots_home)
        rendered = render(proto_text, target.values, context, context.project_path or None)
    return expansion(proto_text, target, rendered, evaluate)


def expansion(proto_text: str, target: Target, rendered: Any | None, evaluate: bool) -> Expansion:
    """The answer for ``target`` whose PROTO file reads ``proto_text``; ``rendered`` is ``render``'s result for a
    template (None when evaluation is off or the text is no template)."""
    values = dict(target.values)
    if not is_template(proto_text) or (rendered is not None and rendered.language is None):
        result = substitute(proto_text, values)
        return Expansion(result.text or "", result.errors)
    if not evaluate or rendered is None:
        return Expansion(proto_text, (EVALUATION_OFF,))
    source = proto_text.encode("utf-8")
    errors = tuple(_located(source, error) for error in rendered.errors)
    if rendered.text is None:
        return Expansion("", errors or ("the template produced no text",))
    result = substitute(rendered.text, values)
    return Expansion(result.text or "", errors + result.errors)


def _located(source: bytes, error) -> str:
    line = source.count(b"\n", 0, max(0, min(error.start, len(source)))) + 1
    return f"line {line}: {error.message}"
