"""The Lua template run in Lua 5.2 (Webots' Lua) through lupa: a fresh runtime per render with a memory limit
(lupa's ``max_memory``) and a time limit (a count hook set before ``debug`` is taken away), in an environment of
the safe standard functions only: no ``io`` (but ``io.write`` / ``io.stdout`` / ``io.stderr`` collect text, as
Webots' script redirects them), ``os`` keeps ``time``, ``clock``, ``date``, ``difftime``; no ``dofile``,
``loadfile``, ``package``, ``debug``, ``collectgarbage``, ``string.dump``; ``load`` takes text only; ``require``
gives the modules shipped in ``modules/*.lua`` and nothing else.

The script follows liluat's (Webots' Lua template engine): text and ``%{= }%`` values are appended, code is pasted
as is; a value other than a string, number or nil fails as liluat's ``table.concat`` does. (liluat also trims the
whitespace around code statements: the output here keeps it, which changes no node.)
"""

from __future__ import annotations

import re
from importlib.resources import files

try:
    import lupa.lua52 as lua
except ImportError:  # (no wheel for the platform and no build: Lua templates are then not evaluated)
    lua = None

from .js_engine import OUTPUT_CHARS, Outcome, not_evaluated
from .translate import CODE, EXPRESSION, TEXT, Piece, TranslationError, place
from .values import lua_string

MODULES = ("wbcore", "wbgeometry", "wbrandom", "wbrotation", "wbvector2", "wbvector3")

_SANDBOX = r"""
local clock, sethook, getinfo, traceback = os.clock, debug.sethook, debug.getinfo, debug.traceback
local load, error, pcall, xpcall, select, tostring, type, setmetatable, rawget, rawequal, concat, pack, unpack =
  load, error, pcall, xpcall, select, tostring, type, setmetatable, rawget, rawequal, table.concat, table.pack,
  table.unpack
local coroutine_create, resume = coroutine.create, coroutine.resume
local INTERRUPTED = setmetatable({}, {__tostring = function() return 'interrupted' end, __metatable = false})
local MEMORY = 'not enough memory'
local function stops(e) return rawequal(e, INTERRUPTED) or rawequal(e, MEMORY) end
local SAFE = {'assert', 'error', 'ipairs', 'next', 'pairs', 'rawequal', 'rawget', 'rawlen', 'rawset', 'select',
  'setmetatable', 'getmetatable', 'tonumber', 'tostring', 'type', '_VERSION'}
local LIBRARIES = {string = true, table = true, math = true, bit32 = true}

local function copy(t)
  local c = {}
  for k, v in pairs(t) do c[k] = v end
  return c
end

-- A Lua pattern is matched in C, out of reach of the time limit's hook: one whose worst case (a backtracking item
-- tried at each place of the subject, for each start) is beyond this many steps is refused.
local PATTERN_STEPS = 1e8
local sub, format = string.sub, string.format
local function pattern_cost(subject, pattern, anchored)
  local n, cost, i = #subject + 1, 1, 1
  if sub(pattern, 1, 1) == '^' then anchored, i = true, 2 end
  if not anchored then cost = n end
  while i <= #pattern do
    local c = sub(pattern, i, i)
    if c == '%' then i = i + 2
    elseif c == '[' then
      i = i + 1
      if sub(pattern, i, i) == '^' then i = i + 1 end
      repeat
        if sub(pattern, i, i) == '%' then i = i + 1 end
        i = i + 1
      until i > #pattern or sub(pattern, i, i) == ']'
      i = i + 1
    else i = i + 1 end
    local q = sub(pattern, i, i)
    if q == '*' or q == '+' or q == '-' then cost, i = cost * n, i + 1
    elseif q == '?' then cost, i = cost * 2, i + 1 end
  end
  return cost
end
local function guarded(name, find, anchored)
  return function(subject, pattern, ...)
    if type(subject) == 'string' and type(pattern) == 'string' and
       pattern_cost(subject, pattern, anchored) > PATTERN_STEPS then
      error('string.' .. name .. ': the pattern ' .. format('%q', sub(pattern, 1, 40)) .. ' may take too long on ' ..
            #subject .. ' characters (the template engine cannot stop a pattern match)', 2)
    end
    return find(subject, pattern, ...)
  end
end
for _, name in ipairs({'find', 'match', 'gmatch', 'gsub'}) do  -- (the string metatable's too: ('x'):find)
  string[name] = guarded(name, string[name], false)
end

return function(code, fields_code, context_code, hidden, seconds, module_sources, output_limit)
  local out, console, missing, loaded = {}, {}, {}, {}
  local size = 0
  local env = {}
  for _, name in ipairs(SAFE) do env[name] = _G[name] end
  env.setmetatable = function(t, mt)  -- (a __gc metamethod runs unhooked, at a collection or when the runtime ends)
    if type(mt) == 'table' and rawget(mt, '__gc') ~= nil then
      error('__gc metamethods are not available in the template engine', 2)
    end
    return setmetatable(t, mt)
  end
  for name in pairs(LIBRARIES) do env[name] = copy(_G[name]) end
  env.string.dump = nil
  env.table.maxn = env.table.maxn or function(t)  -- (Lua 5.2's compatibility functions, which Webots' Lua has)
    local n = 0
    for k in pairs(t) do if type(k) == 'number' and k > n then n = k end end
    return n
  end
  env.unpack = table.unpack
  env.os = {time = os.time, clock = os.clock, date = os.date, difftime = os.difftime}
  local function writer(prefix)
    return function(...)
      local parts = {}
      for i = 1, select('#', ...) do parts[#parts + 1] = tostring((select(i, ...))) end
      console[#console + 1] = {prefix, concat(parts)}
    end
  end
  local write_out, write_err = writer(''), writer('error: ')
  env.print = function(...)
    local parts = {}
    for i = 1, select('#', ...) do parts[#parts + 1] = tostring((select(i, ...))) end
    console[#console + 1] = {'', concat(parts, '\t') .. '\n'}
  end
  env.io = {write = write_out, stdout = {write = function(self, ...) write_out(...) return self end},
            stderr = {write = function(self, ...) write_err(...) return self end}}
  env.load = function(chunk, name, mode, environment) return load(chunk, name, 't', environment or env) end
  local deadline = clock() + seconds
  local function hook()
    if clock() > deadline then error(INTERRUPTED, 0) end
  end
  local function rethrow(ok, ...)
    if not ok and stops((...)) then error((...), 0) end
    return ok, ...
  end
  env.pcall = function(f, ...) return rethrow(pcall(f, ...)) end
  env.xpcall = function(f, handler, ...)
    return rethrow(xpcall(f, function(e) if stops(e) then return e end return handler(e) end, ...))
  end
  env.coroutine = copy(coroutine)
  env.coroutine.create = function(f)
    local co = coroutine_create(f)
    sethook(co, hook, '', 1000)
    return co
  end
  env.coroutine.wrap = function(f)
    local co = env.coroutine.create(f)
    return function(...)
      local results = pack(resume(co, ...))
      if not results[1] then error(results[2], 0) end
      return unpack(results, 2, results.n)
    end
  end
  env.require = function(name)
    if loaded[name] == nil then
      local source = type(name) == 'string' and module_sources[name]
      if not source then error("module '" .. tostring(name) .. "' is not available", 2) end
      loaded[name] = load(source, '=' .. name, 't', env)()
    end
    return loaded[name]
  end
  env.__emit = function(index, value)
    local kind = type(value)
    if kind == 'string' or kind == 'number' then
      value = tostring(value)
      size = size + #value
      if size <= output_limit then out[#out + 1] = {index, value} end
    elseif kind ~= 'nil' then
      error('invalid value (a ' .. kind .. ') in table for \'concat\'', 2)
    end
  end
  env.fields = setmetatable(load('return ' .. fields_code, '=fields', 't', {})(), {__index = function(t, name)
    if hidden[name] then missing[#missing + 1] = name end
  end})
  env.context = load('return ' .. context_code, '=context', 't', {})()
  local chunk, message = load(code, '=template', 't', env)
  if not chunk then return false, message, nil, out, console, missing, 0 end
  local line
  local function handler(e)
    for level = 2, 60 do
      local info = getinfo(level, 'Sl')
      if not info then break end
      if info.source == '=template' then line = info.currentline break end
    end
    return e
  end
  sethook(hook, '', 1000)
  local ok, err = xpcall(chunk, handler)
  if not ok and type(err) ~= 'string' then  -- (an error object's __tostring runs here, still under the limit)
    if rawequal(err, INTERRUPTED) then
      err = 'interrupted'
    else
      local shown, text = pcall(tostring, err)
      err = shown and type(text) == 'string' and text or
            (rawequal(text, INTERRUPTED) and 'interrupted' or 'an error object that cannot be shown')
    end
  end
  sethook()
  return ok, err, line, out, console, missing, size
end
"""


def run(text: str, pieces: list[Piece], fields: str, hidden: list[str], context: str, time_seconds: float,
        memory_bytes: int) -> Outcome:
    """Render ``pieces`` of ``text`` (see ``js_engine.run``)."""
    if lua is None:
        return Outcome(None, not_evaluated("Lua", "lupa", pieces), [])
    script, lines = _script(text, pieces)
    runtime = lua.LuaRuntime(register_eval=False, register_builtins=False, max_memory=memory_bytes)
    try:
        sandboxed = runtime.execute(_SANDBOX)
        sources = runtime.table_from({name: _module_source(name) for name in MODULES})
        ok, error, line, out, console, missing, size = sandboxed(
            script, fields, context, runtime.table_from({name: True for name in hidden}), time_seconds, sources,
            OUTPUT_CHARS)
    except lua.LuaMemoryError:
        return Outcome(None, _located(f"out of memory: {memory_bytes / 2 ** 20:g} MB", None, lines, pieces), [])
    except lua.LuaError as exception:
        return Outcome(None, _located(str(exception).split("\n", 1)[0], None, lines, pieces), [])
    console_lines = _console(console)
    if ok and size > OUTPUT_CHARS:
        return Outcome(None, _located(f"the output is too large: {size / 2 ** 20:.0f} M characters, more than the "
                                      f"limit of {OUTPUT_CHARS / 2 ** 20:g} M", None, lines, pieces), console_lines)
    if ok:
        return Outcome([(int(entry[1]) , str(entry[2])) for entry in out.values()], None, console_lines)
    return Outcome(None, _error(str(error), line, lines, pieces, text, list(missing.values()), time_seconds,
                                memory_bytes),
                   console_lines)


def _module_source(name: str) -> str:
    return files(__package__).joinpath("modules", name + ".lua").read_text(encoding="utf-8")


def _console(console) -> list[str]:
    """Lines of what print / io wrote, stderr lines prefixed ``error: `` (Webots shows each line)."""
    streams: dict[str, str] = {"": "", "error: ": ""}
    order: list[str] = []
    for entry in console.values():
        prefix, text = str(entry[1]), str(entry[2])
        streams[prefix] += text
        order.append(prefix)
    lines = []
    for prefix in dict.fromkeys(order):
        lines += [prefix + line for line in streams[prefix].split("\n") if line]
    return lines


def _script(text: str, pieces: list[Piece]) -> tuple[str, list[tuple[int, int, int]]]:
    """The Lua chunk, and (first line, last line, piece index) of each piece in it (1-based lines)."""
    parts, lines, line = [], [], 1
    for index, piece in enumerate(pieces):
        if piece.kind == TEXT:
            part = f"__emit({index}, {lua_string(text[piece.start:piece.end])})\n"
        elif piece.kind == EXPRESSION:
            part = f"__emit({index}, {text[piece.code_start:piece.code_end]}\n)\n"
        elif piece.kind == CODE:
            part = text[piece.code_start:piece.code_end] + "\n"
        else:
            continue  # a VRML comment: Webots removes it from a Lua template
        count = part.count("\n")
        lines.append((line, line + count - 1, index))
        parts.append(part)
        line += count
    return "".join(parts), lines


def _error(message: str, line: int | None, lines: list[tuple[int, int, int]], pieces: list[Piece], text: str,
           missing: list[str], time_seconds: float, memory_bytes: int) -> TranslationError:
    if message == "interrupted":
        message = f"interrupted: time limit {time_seconds:g} s"
    elif message == "not enough memory":
        message = f"out of memory: {memory_bytes / 2 ** 20:g} MB"
    elif missing:
        names = ", ".join(f"'{name}'" for name in dict.fromkeys(missing))
        message += (f" (fields holds only the parameters named as fields.NAME in the template, and {names} "
                    f"{'is' if len(missing) == 1 else 'are'} read otherwise; add '# tags: indirectFieldAccess' to the "
                    "header to give the template every parameter)")
    found = re.match(r"template:(\d+): ?(.*)", message, re.S)
    if found:  # a syntax error, or an error raised on a template line
        line = line or int(found.group(1))
        message = found.group(2)
    return _located(message, line, lines, pieces, text)


def _located(message: str, line: int | None, lines: list[tuple[int, int, int]], pieces: list[Piece],
             text: str = "") -> TranslationError:
    for first, last, index in lines:
        if line is not None and first <= line <= last:
            piece = pieces[index]
            code = text[piece.code_start:piece.code_end]
            offset = 0
            for _ in range(line - first):  # the start of the erring line in the pasted code
                offset = code.find("\n", offset) + 1
            return TranslationError(message, *place(text, piece, offset if text else None))
    piece = next((piece for piece in pieces if piece.kind in (CODE, EXPRESSION)), pieces[0])
    return TranslationError(message, piece.start, piece.end)
