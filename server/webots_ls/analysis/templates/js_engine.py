"""The JavaScript template run in QuickJS (PyPI ``quickjs-ng``): one fresh context per render, created and used in
the calling thread, with a time and a memory limit, and nothing but ECMAScript in it (no std, os, require; no call
into Python: quickjs-ng refuses them while a time limit is set).

The script follows Webots' (``WbTemplateEngine::generateJavascript``): literal text is a template literal
(`` `...` ``: Webots evaluates it so, ``\\`` escapes and ``${}`` included), an expression is ``___tmp = <expr>;``
then appended, code is pasted as is, all inside one strict-mode function; ``import`` statements are hoisted, and
bound to the modules shipped in ``modules/`` (quickjs-ng's ``module()`` has no loader). Each output string is kept
with the piece that produced it, for ``Rendered.origin``.
"""

from __future__ import annotations

import json
import re
from dataclasses import dataclass
from importlib.resources import files

try:
    import quickjs
except ImportError:  # (no wheel for the platform and no build: JavaScript templates are then not evaluated)
    quickjs = None

from .translate import CODE, COMMENT, EXPRESSION, TEXT, Import, Piece, TranslationError, find_imports, place

STACK_BYTES = 256 * 1024  # the JavaScript stack: under the smallest thread stack (512 KiB on macOS) callers may use
MODULES = ("wbgeometry", "wbrandom", "wbrotation", "wbutility", "wbvector2", "wbvector3")
_FRAME = re.compile(r"<input>:(\d+):(\d+)")

_PRELUDE = """globalThis.__wbConsole = [];
globalThis.__wbMissing = [];
globalThis.console = (function () {
  const show = (value) => typeof value === 'string' ? value : (() => { try { return JSON.stringify(value); }
                                                                        catch (e) { return String(value); } })();
  const write = (prefix) => (...args) => { __wbConsole.push(prefix + args.map(show).join(' ')); };
  return {log: write(''), info: write(''), debug: write(''), warn: write('error: '), error: write('error: ')};
})();
globalThis.wbfile = new Proxy({}, {get(target, name) {
  return function () {
    throw new Error('wbfile.' + String(name) + ' is not available: the editor\\'s template engine reads and writes no file');
  };
}});
"""


@dataclass
class Outcome:
    outputs: list[tuple[int, str]] | None  # (piece index, text) in output order; None when the render failed
    error: TranslationError | None
    console: list[str]


@dataclass(frozen=True)
class _Script:
    source: str
    spans: list[tuple[int, int, int]]  # (script start, script end, piece index) of the pasted pieces


def run(text: str, pieces: list[Piece], fields: str, hidden: list[str], context: str, time_seconds: float,
        memory_bytes: int) -> Outcome:
    """Render ``pieces`` of ``text`` with the ``fields`` and ``context`` literals; ``hidden``: parameters left out of
    ``fields`` (their reading is reported with the reason)."""
    if quickjs is None:
        return Outcome(None, not_evaluated("JavaScript", "quickjs-ng", pieces), [])
    try:
        script = _script(text, pieces, fields, hidden, context)
    except TranslationError as error:
        return Outcome(None, error, [])
    engine = quickjs.Context()
    engine.set_max_stack_size(STACK_BYTES)
    engine.set_memory_limit(memory_bytes)
    engine.set_time_limit(time_seconds)
    try:
        result = engine.eval(script.source)
    except quickjs.JSException as exception:
        return Outcome(None, _error(str(exception), script, text, pieces, _read(engine, "__wbMissing"),
                                    time_seconds, memory_bytes), _read(engine, "__wbConsole"))
    outputs, console = json.loads(result)
    return Outcome([(index, value) for index, value in outputs], None, console)


def not_evaluated(language: str, package: str, pieces: list[Piece]) -> TranslationError:
    first = next((piece for piece in pieces if piece.kind in (CODE, EXPRESSION)), pieces[0])
    return TranslationError(f"{language} templates are not evaluated: the {package} package is not installed",
                            first.start, first.end)


def _read(engine: quickjs.Context, name: str) -> list:
    try:
        return json.loads(engine.eval(f"JSON.stringify(globalThis.{name})"))
    except (quickjs.JSException, TypeError, ValueError):
        return []


def _script(text: str, pieces: list[Piece], fields: str, hidden: list[str], context: str) -> _Script:
    parts: list[tuple[str, int | None]] = []
    imports: list[Import] = [found for piece in pieces if piece.kind == CODE for found in find_imports(text, piece)]
    for found in imports:
        if _module_key(found.module) is None:
            raise TranslationError(f"module '{found.module}' is not available (the template engine has only "
                                   f"{', '.join(name + '.js' for name in MODULES)})", found.start, found.end)
    head = ["(function () {\n'use strict';\n", _modules(imports), f"const context = {context};\n",
            f"const fields = {_fields(fields, hidden)};\n", "const __wbOut = [];\nlet ___tmp;\n"]
    head += [found.bindings(_module_key(found.module)) + "\n" for found in imports]
    parts.append(("".join(head), None))
    cut = {(found.start, found.end) for found in imports}
    for index, piece in enumerate(pieces):
        parts.extend(_piece_parts(text, index, piece, cut))
    parts.append(("\nreturn JSON.stringify([__wbOut, __wbConsole]);\n})()\n", None))
    source, spans, offset = [], [], 0
    for part, index in [(_PRELUDE, None), *parts]:
        if index is not None:
            spans.append((offset, offset + len(part), index))
        source.append(part)
        offset += len(part)
    return _Script("".join(source), spans)


def _piece_parts(text: str, index: int, piece: Piece, cut: set[tuple[int, int]]) -> list[tuple[str, int | None]]:
    if piece.kind == TEXT:
        return [(f"__wbOut.push([{index}, `", None), (text[piece.start:piece.end], index), ("`]);\n", None)]
    if piece.kind == COMMENT:  # kept in the output, never evaluated
        return [(f"__wbOut.push([{index}, {json.dumps(text[piece.start:piece.end])}]);\n", None)]
    code = text[piece.code_start:piece.code_end]
    if piece.kind == EXPRESSION:
        return [("___tmp = ", None), (code, index), (f"\n;__wbOut.push([{index}, '' + ___tmp]);\n", None)]
    for start, end in sorted(cut):  # a hoisted import leaves blanks of its size (positions keep their meaning)
        if piece.code_start <= start and end <= piece.code_end:
            local = slice(start - piece.code_start, end - piece.code_start)
            code = code[:local.start] + re.sub(r"[^\n]", " ", code[local]) + code[local.stop:]
    return [(code, index), ("\n", None)]


def _module_key(name: str) -> str | None:
    base = name[2:] if name.startswith("./") else name
    return base if base.endswith(".js") and base[:-3] in MODULES else None


def _modules(imports: list[Import]) -> str:
    if not imports:
        return ""
    sources = ",\n".join(f"{json.dumps(name + '.js')}: function (__wbImport) {{\n{module_source(name + '.js')}\n}}"
                         for name in MODULES)
    return (f"const __wbModules = {{\n{sources}\n}};\nconst __wbLoaded = {{}};\n"
            "function __wbImport(name) {\n  if (!(name in __wbLoaded))\n    __wbLoaded[name] = Object.freeze("
            "__wbModules[name](__wbImport));\n  return __wbLoaded[name];\n}\n")


def module_source(name: str) -> str:
    return files(__package__).joinpath("modules", name).read_text(encoding="utf-8")


def _fields(fields: str, hidden: list[str]) -> str:
    if not hidden:
        return fields
    return (f"new Proxy({fields}, {{get(target, name, receiver) {{\n"
            f"  if (!(name in target) && {json.dumps(hidden)}.includes(name)) __wbMissing.push(name);\n"
            f"  return Reflect.get(target, name, receiver);\n}}}})")


def _error(message: str, script: _Script, text: str, pieces: list[Piece], missing: list[str], time_seconds: float,
           memory_bytes: int) -> TranslationError:
    first = message.split("\n", 1)[0].strip()
    if first == "InternalError: interrupted":
        first = f"interrupted: time limit {time_seconds:g} s"
    elif first == "InternalError: out of memory":
        first = f"out of memory: {memory_bytes / 2 ** 20:g} MB"
    elif missing and first.startswith("TypeError"):
        names = ", ".join(f"'{name}'" for name in dict.fromkeys(missing))
        first += (f" (fields holds only the parameters named as fields.NAME in the template, and {names} "
                  f"{'is' if len(missing) == 1 else 'are'} read otherwise; add '# tags: indirectFieldAccess' to the "
                  "header to give the template every parameter)")
    return TranslationError(first, *_place(message, script, text, pieces))


def _place(message: str, script: _Script, text: str, pieces: list[Piece]) -> tuple[int, int]:
    """The template span of the innermost stack frame inside the template (else the first statement)."""
    line_starts = [0] + [match.end() for match in re.finditer("\n", script.source)]
    for match in _FRAME.finditer(message):
        line, column = int(match.group(1)), int(match.group(2))
        if line > len(line_starts):
            continue
        offset = line_starts[line - 1] + column - 1
        for start, end, index in script.spans:
            if start <= offset <= end:
                return place(text, pieces[index], offset - start)
    first = next((piece for piece in pieces if piece.kind in (CODE, EXPRESSION)), pieces[0])
    return first.start, first.end
