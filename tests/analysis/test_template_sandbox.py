"""Attacks on the template engine's sandbox (issue 30): template code has no file, network or process access, is
stopped by its time and memory limits, and no trap it sets runs after the limit is off. A render that could hang
runs in a child process here (``render_apart``), so that a hole fails the test instead of hanging the suite; its
timeout is a generous bound that catches a hang, not a timing."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from webots_ls.analysis.templates import Limits, render

SERVER = Path(__file__).resolve().parents[2] / "server"
HANG = 60  # seconds: a render still running then is hung (its time limit here is 0.5 s)
SHORT = Limits(time_seconds=0.5)

_CHILD = """
import json, sys
from webots_ls.analysis.templates import Limits, render
request = json.load(sys.stdin)
rendered = render(request["text"], limits=Limits(**request["limits"]))
print(json.dumps({"text": rendered.text, "errors": [error.message for error in rendered.errors],
                  "console": list(rendered.console)}))
"""


def render_apart(text: str, limits: Limits = SHORT) -> dict:
    """``render`` in a child Python; fails the test when it has not returned after HANG seconds."""
    request = json.dumps({"text": text, "limits": {"time_seconds": limits.time_seconds,
                                                   "memory_bytes": limits.memory_bytes}})
    environment = {**os.environ, "PYTHONPATH": str(SERVER)}
    try:
        done = subprocess.run([sys.executable, "-c", _CHILD], input=request, capture_output=True, text=True,
                              timeout=HANG, env=environment)
    except subprocess.TimeoutExpired:
        pytest.fail(f"the render hung (still running after {HANG} s)")
    assert done.returncode == 0, done.stderr
    return json.loads(done.stdout)


def js(body: str) -> str:
    return f"#VRML_SIM R2025a utf8\n# template language: javascript\nPROTO T [\n]\n{{\n{body}\n}}\n"


def lua(body: str) -> str:
    return f"#VRML_SIM R2025a utf8\n# template language: lua\nPROTO T [\n]\n{{\n{body}\n}}\n"


def only_error(result: dict) -> str:
    assert result["text"] is None and len(result["errors"]) == 1, result
    return result["errors"][0]


# JavaScript


def test_the_global_object_holds_only_ecmascript():
    names = ["std", "os", "scriptArgs", "require", "print", "process", "__loadScript", "bjson", "setTimeout",
             "fetch", "XMLHttpRequest", "Deno", "module", "exports"]
    probe = "%<= " + json.dumps(names) + ".filter(n => typeof g[n] !== 'undefined').join(',') + '|' >%"
    for reach in ("const g = Function('return this')();", "const g = globalThis;", "const g = (0, eval)('this');"):
        rendered = render(js(f"%< {reach} >%" + probe))
        assert rendered.errors == () and rendered.text.endswith("{\n|\n}\n"), (reach, rendered)


def test_dynamic_import_loads_nothing():
    body = ("%< import('std').then(m => console.log('std', Object.keys(m)), e => console.log('refused'));\n"
            "   import('/etc/passwd').then(m => console.log('file'), e => console.log('refused')); >% Pose {}")
    rendered = render(js(body))
    assert rendered.errors == () and "Pose {}" in rendered.text
    assert not any(line.startswith(("std", "file")) for line in rendered.console)


def test_eval_runs_inside_the_sandbox():
    rendered = render(js("%<= eval('1 + 1') + ' ' + (0, eval)('typeof std + typeof os') >%"))
    assert rendered.errors == () and "2 undefinedundefined" in rendered.text


@pytest.mark.parametrize("body", [
    "%< throw {toString() { while (true) {} }}; >%",
    "%< const e = new Error('x'); Object.defineProperty(e, 'stack', {get() { while (true) {} }}); throw e; >%",
    "%< Object.prototype[Symbol.toPrimitive] = function () { while (true) {} }; while (true) {} >%",
    "%< Object.prototype.toString = function () { while (true) {} }; while (true) {} >%",
    "%< try { Object.defineProperty(InternalError.prototype, 'name', {get() { while (true) {} }}); } catch (e) {}\n"
    "   try { Object.defineProperty(Error.prototype, 'stack', {get() { while (true) {} }}); } catch (e) {}\n"
    "   try { Error.prepareStackTrace = () => { while (true) {} }; } catch (e) {} while (true) {} >%",
    "%< }); throw {toString() { while (true) {} }}; (function () { >%",  # (closing the script's function)
    "%< __wbConsole.push({toJSON() { while (true) {} }}); while (true) {} >%",
], ids=["throw-toString", "stack-getter", "toPrimitive", "toString", "error-prototypes", "break-out",
        "console"])
def test_a_trap_in_what_python_reads_runs_under_the_time_limit(body):
    """quickjs-ng turns an exception into a string after its time limit is off (and holding the GIL): a value of
    the template's that Python reads must be read under the limit."""
    result = render_apart(js(body + " Pose {}"))
    assert result["errors"] and result["errors"][0].startswith(("interrupted: time limit 0.5 s", "TypeError")), result


def test_what_the_template_does_to_the_engines_variables_is_an_error_not_a_defect():
    for body in ("%< JSON.stringify = () => '[[[1, 2, 3]], []]'; >% Pose {}", "%< __wbOut.push([999, 'x']); >% Pose {}",
                 "%< JSON.stringify = () => 42; >% Pose {}", "%< Object.freeze(__wbOut); >% Pose {}"):
        rendered = render(js(body))
        assert rendered.text is not None or not rendered.errors[0].message.startswith("internal error"), body
    assert render_apart(js("%< JSON.stringify = () => { while (true) {} }; >% Pose {}"))["errors"] == []


def test_a_huge_output_is_refused_with_a_clear_error():
    body = "%< const big = 'x'.repeat(2 ** 20); for (let i = 0; i < 20; i++) { >%%<= big >%%< } >%"
    assert only_error(render_apart(js(body), Limits())) == ("the output is too large: 20 M characters, more than "
                                                            "the limit of 16 M")
    gigabyte = "%< const big = 'x'.repeat(2 ** 24); for (let i = 0; i < 64; i++) { >%%<= big >%%< } >%"
    assert only_error(render_apart(js(gigabyte), Limits(memory_bytes=2 ** 30))).startswith(
        "the output is too large: 1024 M characters")
    assert only_error(render_apart(js("%<= 'x'.repeat(2 ** 29) >%"), Limits())) == "out of memory: 64 MB"


def test_blocking_and_pending_jobs_do_not_outlive_the_render():
    assert only_error(render_apart(js("%< Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0); >%"))) \
        == "TypeError: cannot block in this thread"
    loop = "%< Promise.resolve().then(function f() { return Promise.resolve().then(f); });\n" \
           "   Promise.resolve().then(() => console.log('job ran')); >% Pose {}"
    result = render_apart(js(loop))
    assert result["errors"] == [] and "job ran" not in result["console"]


def test_regex_backtracking_and_deep_recursion_are_stopped():
    assert only_error(render_apart(js("%<= /^(a+)+$/.test('a'.repeat(40) + 'b') >%"))) == \
        "interrupted: time limit 0.5 s"
    assert only_error(render_apart(js("%< function f(n) { return f(n + 1) + 1; } f(0); >%"))).startswith(
        "RangeError: Maximum call stack size exceeded")


# Lua


def test_lua_has_no_file_process_or_debug_access():
    names = ["io.open", "io.popen", "io.lines", "io.read", "os.execute", "os.remove", "os.rename", "os.getenv",
             "os.exit", "os.tmpname", "dofile", "loadfile", "loadstring", "debug", "package", "collectgarbage",
             "string.dump", "module"]
    probe = " ".join(f"%{{= tostring({name}) }}%" for name in names)
    rendered = render(lua(probe))
    assert rendered.errors == () and rendered.text.split("{\n", 1)[1].split() == ["nil"] * len(names) + ["}"]
    for body, message in (("%{ require('/etc/passwd') }%", "module '/etc/passwd' is not available"),
                          ("%{ require('os') }%", "module 'os' is not available"),
                          ("%{ dofile('/etc/passwd') }%", "attempt to call global 'dofile' (a nil value)")):
        assert only_error(render_apart(lua(body))) == message


def test_lua_loads_no_bytecode():
    rendered = render(lua("%{ local f, e = load('\\27LuaR\\0\\1\\4\\8\\4\\8\\0', 'x') }% %{= e }%"))
    assert rendered.errors == () and "attempt to load a binary chunk (mode is 't')" in rendered.text


def test_lua_string_metatable_traps_are_bounded_and_do_not_last():
    result = render_apart(lua("%{ getmetatable('').__index = function() while true do end end }% %{= ('x'):len() }%"))
    assert only_error(result) == "interrupted: time limit 0.5 s"
    render(lua("%{ getmetatable('').__index.upper = function() return 'trap' end }% Pose {}"))
    assert "\nX\n" in render(lua("%{= ('x'):upper() }%")).text  # (each render has its own Lua)


@pytest.mark.parametrize("body", [
    "%{ while true do pcall(function() while true do end end) end }%",
    "%{ while true do xpcall(function() while true do end end, function(e) return e end) end }%",
    "%{ while true do coroutine.resume(coroutine.create(function() while true do end end)) end }%",
    "%{ while true do pcall(coroutine.wrap(function() while true do end end)) end }%",
    "%{ setmetatable(_ENV, {__index = function() while true do end end}) }% %{= x }%",
    "%{ error(setmetatable({}, {__tostring = function() while true do end end})) }%",
], ids=["pcall", "xpcall", "coroutine", "wrap", "_ENV", "error-tostring"])
def test_lua_loops_are_stopped_whatever_catches_the_limit(body):
    assert only_error(render_apart(lua(body))) == "interrupted: time limit 0.5 s"


def test_lua_finalizers_and_error_objects_cannot_escape_the_limit():
    assert only_error(render_apart(lua("%{ setmetatable({}, {__gc = function() while true do end end}) }% Pose {}"))) \
        == "__gc metamethods are not available in the template engine"
    assert only_error(render_apart(lua("%{ error(setmetatable({}, {__tostring = function() error('no') end})) }%"))) \
        == "an error object that cannot be shown"
    interrupted_eq = ("%{ local e repeat local _, got = coroutine.resume(coroutine.create(function() while true do "
                      "end end)) e = got until type(e) == 'table'\n"
                      "   local eq = function() while true do end end\n"
                      "   pcall(function() getmetatable(e).__eq = eq end)\n"
                      "   error(setmetatable({}, {__eq = eq})) }%")
    assert only_error(render_apart(lua(interrupted_eq)))


def test_lua_pattern_backtracking_is_refused():
    message = only_error(render_apart(lua("%{= string.find(string.rep('a', 3000), '(.-)(.-)(.-)b') }%")))
    assert message.startswith('string.find: the pattern "(.-)(.-)(.-)b" may take too long on 3000 characters')
    rendered = render(lua("%{ local n = 0 for w in ('a bb ccc'):gmatch('%w+') do n = n + 1 end }%%{= n }% "
                          "%{= ('  x y  '):match('^%s*(.-)%s*$') }%"))
    assert rendered.errors == () and "\n3 x y\n" in rendered.text


def test_lua_memory_limit_is_enforced():
    assert only_error(render_apart(lua("%{= string.rep('x', 2^30) }%"), Limits())) == "out of memory: 64 MB"
    many = "%{ local t = {} for i = 1, 100 do t[i] = string.rep('x', 2^24) .. i end }%"
    assert only_error(render_apart(lua(many), Limits())) == "out of memory: 64 MB"
    big = "%{ local big = string.rep('x', 2^20) for i = 1, 20 do }%%{= big }%%{ end }%"
    assert only_error(render_apart(lua(big), Limits())).startswith("the output is too large: 20 M characters")


# Threads


def test_many_renders_at_once_stop_and_agree():
    loops = [js("%< while (true) {} >%"), lua("%{ while true do end }%"),
             js("%< throw {toString() { while (true) {} }}; >%")]
    good = [js("Pose { translation %<= 1 + 2 >% 0 0 }"), lua("Pose { translation %{= 1 + 2 }% 0 0 }")]
    texts = (loops + good) * 3
    with ThreadPoolExecutor(8) as pool:
        futures = [pool.submit(render, text, limits=SHORT) for text in texts]
        results = [future.result(timeout=HANG) for future in futures]
    for text, rendered in zip(texts, results):
        if text in good:
            assert rendered.errors == () and "translation 3 0 0" in rendered.text
        else:
            assert rendered.errors[0].message == "interrupted: time limit 0.5 s"


def test_an_abandoned_render_ends_at_its_time_limit():
    """The caller gives up on a render (a cancelled request): its thread still ends by itself."""
    threads = [threading.Thread(target=render, args=(text,), kwargs={"limits": SHORT}, daemon=True)
               for text in (js("%< while (true) {} >%"), lua("%{ while true do pcall(function() while true do end "
                                                               "end) end }%"))]
    for thread in threads:
        thread.start()
    for thread in threads:  # (nobody waits for the result: join only checks that the thread ended)
        thread.join(HANG)
        assert not thread.is_alive()
