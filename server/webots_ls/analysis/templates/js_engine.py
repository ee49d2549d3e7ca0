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

OUTPUT_CHARS = 16 * 2 ** 20  # the largest render of the corpus is 3.8 M characters (inline meshes)
FUNCTION_LINES = 2  # the lines QuickJS's Function constructor writes before the body ('(function anonymous(\n) {')
STACK_BYTES = 256 * 1024  # the JavaScript stack: under the smallest thread stack (512 KiB on macOS) callers may use
MODULES = ("wbgeometry", "wbrandom", "wbrotation", "wbutility", "wbvector2", "wbvector3")
_FRAME = re.compile(r"<input>:(\d+):(\d+)")

_PRELUDE = """const __wbStringify = JSON.stringify;
const __wbConsole = [];
const __wbMissing = [];
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
(function () {
  // The time limit's error escapes every catch and reaches quickjs-ng, which turns it into a string (toString,
  // name, stack) after the limit is off: what it reads is locked before the template runs (else a template that
  // redefines them would run without limit, holding the GIL).
  const lock = (object, name, value) => Object.defineProperty(object, name,
    {value: value === undefined ? object[name] : value, writable: false, enumerable: false, configurable: false});
  // (InternalError only: a template may well set the name of its own Error subclass.)
  lock(InternalError.prototype, 'name');
  lock(InternalError.prototype, 'message');
  lock(InternalError.prototype, 'toString', Error.prototype.toString);
  lock(InternalError.prototype, Symbol.toPrimitive, null);
  Object.defineProperty(Error.prototype, 'stack', {configurable: false});
  lock(Error, 'prepareStackTrace', null);
})();
// The template's script is compiled as a function body (it cannot close a block of ours), and every exception it
// throws is caught and described here, under the time limit.
const __wbDescribe = (error) => {
  let text = 'an exception that cannot be shown';
  try { text = String(error); } catch (e) {}
  try {
    const stack = error !== null && typeof error === 'object' ? error.stack : undefined;
    if (typeof stack === 'string') text += '\\n' + stack;
  } catch (e) {}
  return text;
};
const __wbMain = (body, outputLimit) => {
  const out = [];
  let error = null;
  try {
    Function('__wbOut', body)(out);
  } catch (e) {
    error = __wbDescribe(e);
  }
  try {
    let size = 0;
    for (let i = 0; i < out.length; i++) {
      const value = out[i] && out[i][1];
      if (typeof value === 'string') size += value.length;
    }
    if (error === null && size > outputLimit)
      return __wbStringify({out: [], console: __wbConsole, missing: [], error: null, size: size});
    return __wbStringify({out: out, console: __wbConsole, missing: __wbMissing, error: error, size: size});
  } catch (e) {
    return null;
  }
};
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
        engine.eval(_PRELUDE)
        result = engine.eval(f"__wbMain({json.dumps(script.source)}, {OUTPUT_CHARS})")
    except quickjs.JSException as exception:  # only the time limit's error (or memory's) escapes __wbMain
        engine.set_time_limit(min(time_seconds, 0.1))  # (a template may have filled the console with traps)
        return Outcome(None, _error(str(exception), script, text, pieces, [], time_seconds, memory_bytes),
                       _read(engine, "__wbConsole"))
    answer = _answer(result)
    if answer is None:
        return Outcome(None, TranslationError("the template's output is not readable: it changed the variables of "
                                              "the template engine", *_first_block(pieces)), [])
    outputs, console, missing, error, size = answer
    if error is not None:
        return Outcome(None, _error(error, script, text, pieces, missing, time_seconds, memory_bytes), console)
    if size > OUTPUT_CHARS:
        return Outcome(None, TranslationError(f"the output is too large: {size / 2 ** 20:.0f} M characters, more "
                                              f"than the limit of {OUTPUT_CHARS / 2 ** 20:g} M", *_first_block(pieces)),
                       console)
    if any(not 0 <= index < len(pieces) for index, _ in outputs):
        return Outcome(None, TranslationError("the template's output is not readable: it changed the variables of "
                                              "the template engine", *_first_block(pieces)), console)
    return Outcome(outputs, None, console)


def _answer(result) -> tuple[list[tuple[int, str]], list[str], list[str], str | None, int] | None:
    """What __wbMain returned, checked (the template can reach the lists it returns)."""
    try:
        answer = json.loads(result)
        outputs = [(int(index), value) for index, value in answer["out"] if isinstance(value, str)]
        console = [str(line) for line in answer["console"]]
        missing = [str(name) for name in answer["missing"]]
        error = answer["error"]
        return outputs, console, missing, None if error is None else str(error), int(answer["size"])
    except (TypeError, ValueError, KeyError):
        return None


def _first_block(pieces: list[Piece]) -> tuple[int, int]:
    first = next((piece for piece in pieces if piece.kind in (CODE, EXPRESSION)), pieces[0])
    return first.start, first.end


def not_evaluated(language: str, package: str, pieces: list[Piece]) -> TranslationError:
    first = next((piece for piece in pieces if piece.kind in (CODE, EXPRESSION)), pieces[0])
    return TranslationError(f"{language} templates are not evaluated: the {package} package is not installed",
                            first.start, first.end)


def _read(engine: quickjs.Context, name: str) -> list[str]:
    try:
        return [str(line) for line in json.loads(engine.eval(f"__wbStringify({name})"))]
    except (quickjs.JSException, TypeError, ValueError):
        return []


def _script(text: str, pieces: list[Piece], fields: str, hidden: list[str], context: str) -> _Script:
    parts: list[tuple[str, int | None]] = []
    imports: list[Import] = [found for piece in pieces if piece.kind == CODE for found in find_imports(text, piece)]
    for found in imports:
        if _module_key(found.module) is None:
            raise TranslationError(f"module '{found.module}' is not available (the template engine has only "
                                   f"{', '.join(name + '.js' for name in MODULES)})", found.start, found.end)
    head = ["'use strict';\n", _modules(imports), f"const context = {context};\n",
            f"const fields = {_fields(fields, hidden)};\n", "let ___tmp;\n"]
    head += [found.bindings(_module_key(found.module)) + "\n" for found in imports]
    parts.append(("".join(head), None))
    cut = {(found.start, found.end) for found in imports}
    for index, piece in enumerate(pieces):
        parts.extend(_piece_parts(text, index, piece, cut))
    source, spans, offset = [], [], 0
    for part, index in parts:
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
        line, column = int(match.group(1)) - FUNCTION_LINES, int(match.group(2))
        if not 0 < line <= len(line_starts):
            continue
        offset = line_starts[line - 1] + column - 1
        for start, end, index in script.spans:
            if start <= offset <= end:
                return place(text, pieces[index], offset - start)
    first = next((piece for piece in pieces if piece.kind in (CODE, EXPRESSION)), pieces[0])
    return first.start, first.end
