"""Procedural PROTOs rendered as Webots renders them, in a sandbox: JavaScript templates (``%< >%``, ``%<= >%``) in
QuickJS, Lua ones (``%{ }%``, ``%{= }%``) in Lua 5.2 through lupa. Pure analysis: no LSP types; ``render`` blocks
(callers run it off the event loop) and never raises on bad input.

The modules ``translate`` (template → script, source map), ``values`` (the ``fields`` object), ``js_engine`` and
``lua_engine`` do the work; ``modules/`` holds the Webots modules (``wbrandom.js`` ...) written for this engine.
``wbfile`` reads and writes nothing here: each of its functions throws a clear error.
"""

from __future__ import annotations

import bisect
from dataclasses import dataclass, field
from typing import Literal, Mapping

from ...syntax import kinds
from ...syntax.kinds import Child
from ...syntax.parser import new_parser
from . import js_engine, lua_engine
from .translate import CODE, EXPRESSION, TOKENS, Piece, TranslationError, body_span, regenerators, split
from .values import UNDEFINED, Parameter, convert, parameters_of, to_javascript, to_lua

Language = Literal["javascript", "lua"]


@dataclass(frozen=True)
class RenderContext:
    """The manual's ``context`` object."""
    world: str = ""  # path of the world file ("" when none)
    proto: str = ""  # path of the PROTO file
    project_path: str = ""
    webots_version: tuple[str, str] = ("R2025a", "0")  # major, revision
    webots_home: str = ""
    temporary_files_path: str = ""
    os: str = "linux"  # "linux" | "windows" | "mac"
    id: int = 0
    coordinate_system: str = "ENU"


@dataclass(frozen=True)
class Limits:
    time_seconds: float = 1.0
    memory_bytes: int = 64 * 1024 * 1024


@dataclass(frozen=True)
class TemplateError:
    message: str  # the engine's message (plus why, e.g. indirectFieldAccess)
    start: int  # byte span in the PROTO text of the template code that raised it
    end: int  # (the whole %< >% block when no finer place is known)


@dataclass(frozen=True)
class Rendered:
    language: Language | None  # None: not a template (text returned unchanged)
    text: str | None  # the whole PROTO file text after rendering; None when rendering failed
    errors: tuple[TemplateError, ...]
    console: tuple[str, ...]  # console.log / print output (console.warn / console.error / io.stderr: "error: ...")
    # (output byte start, output byte end, source byte start, source byte end, copied 1:1), by output start
    segments: tuple[tuple[int, int, int, int, bool], ...] = field(default=(), repr=False, compare=False)

    def origin(self, offset: int) -> tuple[int, int]:
        """Byte span in the source PROTO text that produced the byte at ``offset`` of ``text`` (literal text maps
        1:1; an expression's output maps to its %<= >% span; unknown: the nearest block)."""
        if not self.segments:
            return (offset, offset + 1)
        index = max(0, bisect.bisect_right([segment[0] for segment in self.segments], offset) - 1)
        out_start, out_end, start, end, exact = self.segments[index]
        if exact and out_start <= offset < out_end:
            position = start + offset - out_start
            return (position, position + 1)
        return (start, end)


def template_language(proto_text: str) -> Language | None:
    """By the header's ``# template language:`` tag (``javascript`` in it, else Lua), else by delimiters; None when
    the text has no statement of that language."""
    tagged = _header_tag(proto_text, "template language:")
    if tagged is not None:
        language = "javascript" if "javascript" in tagged.lower() else "lua"
        return language if TOKENS[language][0] in proto_text else None
    for language in ("javascript", "lua"):
        opening, closing = TOKENS[language]
        start = proto_text.find(opening)
        if start >= 0 and proto_text.find(closing, start + len(opening)) >= 0:
            return language
    return None


def _header_tag(text: str, key: str) -> str | None:
    """The rest of the header comment line starting with ``key`` (the comment block that opens the file)."""
    for line in text.splitlines():
        if not line.startswith("#"):
            break
        content = line[1:].strip()
        if content.startswith(key):
            return content[len(key):]
    return None


def render(proto_text: str, *, values: Mapping[str, str] | None = None, context: RenderContext = RenderContext(),
           limits: Limits = Limits(), project_root: str | None = None) -> Rendered:
    """The PROTO text with its template run. ``values``: the instance's written values as source text per
    parameter name; a missing one takes the interface default. Errors go in ``Rendered.errors``."""
    try:
        return _render(proto_text, values, context, limits, project_root)
    except Exception as error:  # a defect here must not take the server down: it is reported as the template's
        return Rendered(template_language(proto_text), None,
                        (TemplateError(f"internal error of the template engine: {error!r}", 0, 0),), ())


def _render(proto_text: str, values: Mapping[str, str] | None, context: RenderContext, limits: Limits,
            project_root: str | None) -> Rendered:
    language = template_language(proto_text)
    if language is None:
        return Rendered(None, proto_text, (), ())
    source = proto_text.encode("utf-8")
    tree = new_parser().parse(source)
    positions = _Positions(proto_text, source)
    body = _body(tree.root_node, proto_text, positions)
    if body is None:
        return Rendered(None, proto_text, (), ())
    try:
        pieces = split(proto_text, body[0], body[1], language)
    except TranslationError as error:
        return _failed(language, error, [], positions)
    if not any(piece.kind in (CODE, EXPRESSION) for piece in pieces):
        return Rendered(None, proto_text, (), ())
    console: list[str] = []
    parameters = parameters_of(tree.root_node, source)
    fields = _fields(parameters, values or {}, console)
    indirect = "indirectFieldAccess" in (_header_tag(proto_text, "tags:") or "").replace(" ", "").split(",")
    given = {parameter.name for parameter in parameters} if indirect else \
        regenerators(proto_text, pieces, [parameter.name for parameter in parameters])
    hidden = [parameter.name for parameter in parameters if parameter.name not in given]
    shown = {name: value for name, value in fields.items() if name in given}
    context_values = _context(context, project_root)
    if language == "javascript":
        outcome = js_engine.run(proto_text, pieces, to_javascript(shown), hidden, to_javascript(context_values),
                                limits.time_seconds, limits.memory_bytes)
    else:
        outcome = lua_engine.run(proto_text, pieces, to_lua(shown), hidden, to_lua(context_values),
                                 limits.time_seconds, limits.memory_bytes)
    console.extend(outcome.console)
    if outcome.outputs is None:
        return _failed(language, outcome.error, console, positions)
    return _rendered(language, proto_text, body, pieces, outcome.outputs, console, positions)


def _body(root, text: str, positions: _Positions) -> tuple[int, int] | None:
    """The template part: after the body's ``{`` (the ``{`` after the interface when a broken statement leaves the
    tree without a body) to the last ``}``."""
    proto = next((child for child in root.named_children if child.type == kinds.PROTO), None)
    body = proto.child_by_field_name(Child.BODY) if proto is not None else None
    if body is not None and body.child_count and body.children[0].type == "{":
        return body_span(text, positions.char(body.children[0].end_byte))
    parent = proto if proto is not None else root
    interface = next((child for child in parent.named_children if child.type == kinds.INTERFACE), None)
    if interface is None:
        return None
    brace = text.find("{", positions.char(interface.end_byte))
    return body_span(text, brace + 1) if brace >= 0 else None


def _fields(parameters: list[Parameter], values: Mapping[str, str], console: list[str]) -> dict:
    """Each parameter's value and default; a USE resolves to a DEF written before it in the same instance (values,
    in their written order) or interface (defaults)."""
    defaults, interface_defs = {}, {}
    for parameter in parameters:
        try:
            defaults[parameter.name] = convert(parameter.default, parameter.type, interface_defs)
        except ValueError as error:
            console.append(f"error: the default of '{parameter.name}' is not read ({error}): it is undefined")
            defaults[parameter.name] = [] if parameter.type.startswith("MF") else UNDEFINED
    written, instance_defs = {}, {}
    types = {parameter.name: parameter.type for parameter in parameters}
    for name, text in values.items():
        if name in types:
            try:
                written[name] = convert(text, types[name], instance_defs)
            except ValueError as error:
                console.append(f"error: the value of '{name}' is not read ({error}): its default is used")
    return {parameter.name: {"value": written.get(parameter.name, defaults[parameter.name]),
                             "defaultValue": defaults[parameter.name]} for parameter in parameters}


def _context(context: RenderContext, project_root: str | None) -> dict:
    return {
        "world": context.world, "proto": context.proto, "project_path": context.project_path or project_root or "",
        "webots_version": {"major": context.webots_version[0], "revision": context.webots_version[1]},
        "webots_home": context.webots_home, "temporary_files_path": context.temporary_files_path,
        "os": context.os, "id": str(context.id),  # (a string, as Webots gives it)
        "coordinate_system": context.coordinate_system,
    }


class _Positions:
    """Byte offsets of character indexes of a text and back (identity for ASCII text)."""

    def __init__(self, text: str, source: bytes):
        self._ascii = len(text) == len(source)
        self._bytes: list[int] = []
        if not self._ascii:
            total = 0
            for char in text:
                self._bytes.append(total)
                total += len(char.encode("utf-8"))
            self._bytes.append(total)

    def byte(self, index: int) -> int:
        return index if self._ascii else self._bytes[index]

    def char(self, offset: int) -> int:
        return offset if self._ascii else bisect.bisect_left(self._bytes, offset)


def _failed(language: Language, error: TranslationError, console: list[str], positions: _Positions) -> Rendered:
    return Rendered(language, None, (TemplateError(error.message, positions.byte(error.start),
                                                   positions.byte(error.end)),), tuple(console))


def _rendered(language: Language, text: str, body: tuple[int, int], pieces: list[Piece],
              outputs: list[tuple[int, str]], console: list[str], positions: _Positions) -> Rendered:
    parts = [text[:body[0]]]
    segments = [(0, positions.byte(body[0]), 0, positions.byte(body[0]), True)]
    out = segments[0][1]
    for index, value in outputs:
        piece = pieces[index]
        size = len(value.encode("utf-8"))
        start, end = positions.byte(piece.start), positions.byte(piece.end)
        exact = piece.kind not in (CODE, EXPRESSION) and value == text[piece.start:piece.end]
        if size:
            segments.append((out, out + size, start, end, exact))
        parts.append(value)
        out += size
    tail = positions.byte(body[1])
    segments.append((out, out + len(text[body[1]:].encode("utf-8")), tail, positions.byte(len(text)), True))
    parts.append(text[body[1]:])
    return Rendered(language, "".join(parts), (), tuple(console), tuple(segments))


__all__ = ["Limits", "RenderContext", "Rendered", "TemplateError", "render", "template_language"]
