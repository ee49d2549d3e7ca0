"""The template engine (analysis/templates): JavaScript and Lua PROTO templates rendered as Webots renders them, in
a sandbox, with the ``fields`` object of the manual's table and a map back to the template."""

from __future__ import annotations

import json
import time

import pytest

from webots_ls.analysis.templates import Limits, RenderContext, render, template_language

HEADER = "#VRML_SIM R2025a utf8\n# template language: javascript\n"


def js_proto(body: str, interface: str = "", header: str = HEADER) -> str:
    return f"{header}PROTO T [\n{interface}]\n{{\n{body}\n}}\n"


def console_json(rendered) -> object:
    assert rendered.errors == (), rendered.errors
    return json.loads(rendered.console[-1])


def test_literal_text_and_expressions_render_and_map_back():
    text = js_proto("Pose { translation %<= 1 + 2 >% 0 0 }", "  field SFFloat x 1\n")
    rendered = render(text)
    assert rendered.language == "javascript" and rendered.errors == ()
    assert "Pose { translation 3 0 0 }" in rendered.text
    assert rendered.text.startswith(text[:text.index("{\n") + 1])  # header and interface unchanged
    out = rendered.text.encode()
    source = text.encode()
    three = out.index(b"translation 3") + len(b"translation ")
    start, end = rendered.origin(three)
    assert source[start:end] == b"%<= 1 + 2 >%"
    pose = out.index(b"Pose")
    assert rendered.origin(pose) == (source.index(b"Pose"), source.index(b"Pose") + 1)


def test_not_a_template_is_returned_unchanged():
    text = js_proto("Pose { }")
    rendered = render(text)
    assert (rendered.language, rendered.text, rendered.errors) == (None, text, ())
    assert template_language(text) is None
    assert template_language("#VRML_SIM R2025a utf8\n# template language: lua\nPROTO T [] { %{ }% Pose {} }") == "lua"
    assert template_language("#VRML_SIM R2025a utf8\nPROTO T [] { %< >% Pose {} }") == "javascript"


INTERFACE = """\
  field SFBool    on       TRUE
  field SFInt32   count    16
  field SFFloat   ratio    0.25
  field SFString  name     "say \\"hi\\""
  field SFVec2f   v2       1 2
  field SFVec3f   v3       1 2 3
  field SFRotation r       0 0 1 1.5
  field SFColor   color    1 0.5 0
  field SFNode    geometry Box { size 1 2 3 }
  field SFNode    nothing  NULL
  field SFNode    custom   MyProto { a 1 b "s" c 1 2 3 }
  field MFFloat   floats   [1, 2.5]
  field MFVec3f   points   [0 0 1, 0 1 0]
  field MFString  names    ["a" "b"]
  field MFNode    children [ Pose { } Group { } ]
  field MFColor   colors   []
"""
USES_EVERY_FIELD = "%< console.log(JSON.stringify({" + ", ".join(
    f"{name}: fields.{name}" for name in ("on", "count", "ratio", "name", "v2", "v3", "r", "color", "geometry",
                                          "nothing", "custom", "floats", "points", "names", "children", "colors")) + "})) >% Pose {}"


def test_values_are_converted_as_the_manuals_table():
    fields = console_json(render(js_proto(USES_EVERY_FIELD, INTERFACE)))
    values = {name: field.get("value") for name, field in fields.items()}
    assert values["on"] is True and values["count"] == 16 and values["ratio"] == 0.25
    assert values["name"] == 'say "hi"'
    assert values["v2"] == {"x": 1, "y": 2} and values["v3"] == {"x": 1, "y": 2, "z": 3}
    assert values["r"] == {"x": 0, "y": 0, "z": 1, "a": 1.5} and values["color"] == {"r": 1, "g": 0.5, "b": 0}
    assert values["geometry"] == {"node_name": "Box", "fields": {"size": {"value": {"x": 1, "y": 2, "z": 3},
                                                                          "defaultValue": {"x": 2, "y": 2, "z": 2}}}}
    assert "value" not in fields["nothing"]  # undefined (JSON.stringify leaves it out)
    assert values["custom"]["node_name"] == "MyProto"
    assert values["custom"]["fields"]["c"]["value"] == {"x": 1, "y": 2, "z": 3}
    assert values["floats"] == [1, 2.5] and values["points"] == [{"x": 0, "y": 0, "z": 1}, {"x": 0, "y": 1, "z": 0}]
    assert values["names"] == ["a", "b"] and values["colors"] == []
    assert [child["node_name"] for child in values["children"]] == ["Pose", "Group"]
    assert fields["v3"]["defaultValue"] == {"x": 1, "y": 2, "z": 3}


def test_written_values_replace_the_defaults():
    rendered = render(js_proto(USES_EVERY_FIELD, INTERFACE),
                      values={"v3": "4 5 6", "names": '"x"', "nothing": "Sphere { radius 2 }", "on": "FALSE"})
    fields = console_json(rendered)
    assert fields["v3"] == {"value": {"x": 4, "y": 5, "z": 6}, "defaultValue": {"x": 1, "y": 2, "z": 3}}
    assert fields["names"]["value"] == ["x"] and fields["on"]["value"] is False
    assert fields["nothing"]["value"]["fields"]["radius"]["value"] == 2


def test_an_unreadable_value_takes_the_default_and_says_so():
    rendered = render(js_proto(USES_EVERY_FIELD, INTERFACE), values={"v3": "TRUE"})
    assert any("'v3'" in line for line in rendered.console)
    assert json.loads(rendered.console[-1])["v3"]["value"] == {"x": 1, "y": 2, "z": 3}


def test_context_object():
    context = RenderContext(world="/w/worlds/a.wbt", proto="/w/protos/T.proto", project_path="/w", id=7,
                            webots_version=("R2023b", "1"), os="windows", coordinate_system="NUE")
    value = console_json(render(js_proto("%< console.log(JSON.stringify(context)) >% Pose {}"), context=context))
    assert value == {"world": "/w/worlds/a.wbt", "proto": "/w/protos/T.proto", "project_path": "/w",
                     "webots_version": {"major": "R2023b", "revision": "1"}, "webots_home": "",
                     "temporary_files_path": "", "os": "windows", "id": "7", "coordinate_system": "NUE"}


SUM = """%<
  function sum(f) { return f.a.value + f.b.value; }
  const total = sum(fields);
>%
Pose { translation %<= total >% 0 0 }"""


def test_fields_holds_only_the_parameters_named_in_the_template():
    rendered = render(js_proto(SUM, "  field SFFloat a 1\n  field SFFloat b 2\n"))
    assert rendered.text is None
    message = rendered.errors[0].message
    assert message.startswith("TypeError: cannot read property 'value' of undefined")
    assert "'a'" in message and "indirectFieldAccess" in message
    tagged = HEADER + "# tags: indirectFieldAccess\n"
    rendered = render(js_proto(SUM, "  field SFFloat a 1\n  field SFFloat b 2\n", header=tagged))
    assert rendered.errors == () and "translation 3 0 0" in rendered.text
    named = SUM.replace("const total", "const named = fields.a; const total")
    rendered = render(js_proto(named, "  field SFFloat a 1\n  field SFFloat b 2\n"))
    assert rendered.text is None and "'b'" in rendered.errors[0].message and "'a'" not in rendered.errors[0].message


def test_an_exception_maps_to_the_block_that_raised_it():
    body = "%< let a = 1; >%\nPose {\n%< let b = 2; >%\n  translation %<= a >% %<= b >% %< null.x >% 0\n}"
    text = js_proto(body)
    rendered = render(text)
    assert rendered.text is None and rendered.errors[0].message.startswith("TypeError")
    source = text.encode()
    error = rendered.errors[0]
    assert source[error.start:error.end] == b"%< null.x >%"
    thrower = js_proto("%< function f() {\n  throw new Error('boom');\n} >%\nPose {}\n%< f() >%")
    thrown = render(thrower).errors[0]
    assert thrown.message == "Error: boom"  # raised in the first block, called from the second
    assert thrower.encode()[thrown.start:thrown.end] == b"throw new Error('boom');"


def test_syntax_error_strict_mode_and_unclosed_statement():
    rendered = render(js_proto("%< let = ; >% Pose {}"))
    assert rendered.errors[0].message.startswith("SyntaxError")
    strict = render(js_proto("%< undeclared = 1; >% Pose {}"))
    assert strict.errors[0].message.startswith("ReferenceError")
    unclosed = js_proto("Pose { %< let a = 1; }")
    rendered = render(unclosed)
    assert rendered.errors[0].message == "Expected JavaScript closing token '>%' is missing."
    assert unclosed.encode()[rendered.errors[0].start:rendered.errors[0].end] == b"%<"


def test_a_comment_line_is_not_template_code():
    rendered = render(js_proto("Pose {\n  # %< throw new Error('evaluated') >%\n  translation %<= 1 >% 0 0\n}"))
    assert rendered.errors == ()
    assert "# %< throw new Error('evaluated') >%" in rendered.text
    in_string = render(js_proto('Pose {\n  name "# not a comment %<= 2 >%"\n}'))
    assert 'name "# not a comment 2"' in in_string.text


def test_console_output_is_collected():
    rendered = render(js_proto("%< console.log('hello', 1); console.error('bad'); >% Pose {}"))
    assert rendered.console == ("hello 1", "error: bad")


def test_an_endless_loop_is_stopped_at_the_time_limit():
    start = time.monotonic()
    rendered = render(js_proto("%< while (true) {} >% Pose {}"), limits=Limits(time_seconds=0.2))
    assert time.monotonic() - start < 30  # (a bound that catches a hang, not a timing)
    assert rendered.text is None and rendered.errors[0].message == "interrupted: time limit 0.2 s"


def test_a_runaway_allocation_is_stopped_at_the_memory_limit():
    rendered = render(js_proto("%< const a = []; while (true) a.push(new Array(100000).fill(1)); >% Pose {}"))
    assert rendered.text is None and rendered.errors[0].message == "out of memory: 64 MB"


def test_no_file_and_no_system_module():
    rendered = render(js_proto("%< const t = wbfile.readTextFile('/etc/passwd'); >% Pose { name \"%<= t >%\" }"))
    assert rendered.text is None and "wbfile.readTextFile is not available" in rendered.errors[0].message
    rendered = render(js_proto("%< import * as os from 'os'; >% Pose {}"))
    assert rendered.text is None and rendered.errors[0].message.startswith("module 'os' is not available")
    for name in ("std", "os", "require", "process", "fetch"):
        kind = console_json(render(js_proto(f"%< console.log(JSON.stringify(typeof {name})) >% Pose {{}}")))
        assert kind == "undefined", name


def lcg(seed: float, count: int) -> list[float]:
    """Webots' wbrandom: the LCG of Microsoft Visual Basic modulo 2^24, in double arithmetic as JavaScript does."""
    values = []
    for _ in range(count):
        seed = (1140671485.0 * seed + 12820163.0) % 16777216.0
        values.append(seed / (16777216.0 - 1))
    return values


def test_wbrandom_is_deterministic_for_a_seed():
    body = ("%< import * as wbrandom from 'wbrandom.js';\nwbrandom.seed(fields.seed.value);\n"
            "console.log(JSON.stringify([1, 2, 3, 4, 5].map(() => wbrandom.real()))); >% Pose {}")
    first = console_json(render(js_proto(body, "  field SFInt32 seed 42\n")))
    again = console_json(render(js_proto(body, "  field SFInt32 seed 42\n")))
    other = console_json(render(js_proto(body, "  field SFInt32 seed 42\n"), values={"seed": "7"}))
    assert first == again == lcg(42, 5)
    assert other == lcg(7, 5) and other != first


def test_the_modules_import_by_name():
    body = ("%< import {integer} from 'wbrandom.js';\nimport * as wbvector3 from './wbvector3.js';\n"
            "import * as wbrotation from 'wbrotation.js';\nimport * as wbgeometry from 'wbgeometry.js';\n"
            "import * as wbutility from 'wbutility.js';\nimport * as wbvector2 from 'wbvector2.js'\n"
            "const q = wbrotation.toQuaternion({x: 0, y: 0, z: 1, a: Math.PI});\n"
            "console.log(JSON.stringify([wbvector3.norm({x: 3, y: 4, z: 0}), wbvector2.dot({x: 1, y: 2}, {x: 3, y: 4}),"
            " Math.round(q.z * 1000), wbgeometry.circle(1, 4, {x: 0, y: 0}, 0).length, wbutility.isVector2({x: 1, y: 2}),"
            " typeof integer(3)])) >% Pose {}")
    assert console_json(render(js_proto(body))) == [5, 11, 1000, 4, True, "number"]


LUA_HEADER = "#VRML_SIM R2025a utf8\n# template language: lua\n"


def lua_proto(body: str, interface: str = "", header: str = LUA_HEADER) -> str:
    return f"{header}PROTO L [\n{interface}]\n{{\n{body}\n}}\n"


def test_a_lua_template_renders():
    body = """%{
  local wbcore = require('wbcore')
  print('parts', wbcore.tablelength(fields.names.value))
}%
# a comment %{ error('evaluated') }%
Group {
  children [
  %{ for i = 1, fields.count.value do }%
    Pose { translation %{= i * fields.size.value.x }% 0 0 name "%{= fields.names.value[i] }%" }
  %{ end }%
  ]
}"""
    text = lua_proto(body, '  field SFInt32 count 2\n  field SFVec3f size 0.5 1 1\n  field MFString names ["a" "b"]\n')
    rendered = render(text)
    assert rendered.language == "lua" and rendered.errors == ()
    assert 'Pose { translation 0.5 0 0 name "a" }' in rendered.text
    assert 'Pose { translation 1 0 0 name "b" }' in rendered.text
    assert "error('evaluated')" not in rendered.text  # Webots removes a Lua template's comments
    assert rendered.console == ("parts\t2",)
    again = render(text, values={"count": "1", "names": '["z"]'})
    assert 'name "z"' in again.text and 'name "b"' not in again.text


def test_lua_wbrandom_is_deterministic_for_a_seed():
    body = ("%{ local wbrandom = require('wbrandom')\nwbrandom.seed(fields.seed.value)\n"
            "for i = 1, 5 do print(string.format('%.17g', wbrandom.real())) end }% Pose {}")
    first = render(lua_proto(body, "  field SFInt32 seed 42\n"))
    other = render(lua_proto(body, "  field SFInt32 seed 42\n"), values={"seed": "7"})
    assert [float(line) for line in first.console] == lcg(42, 5)
    assert [float(line) for line in other.console] == lcg(7, 5)


def test_lua_errors_map_to_their_block_and_say_why():
    text = lua_proto("%{ local a = 1 }%\nPose {\n%{ local b = 2 }%\n  translation %{= a }% %{= nil + 1 }% 0\n}")
    error = render(text).errors[0]
    assert error.message == "attempt to perform arithmetic on a nil value"
    assert text.encode()[error.start:error.end] == b"%{= nil + 1 }%"
    syntax = render(lua_proto("%{ local = 1 }% Pose {}")).errors[0]
    assert syntax.message == "<name> expected near '='"
    interface = "  field SFFloat a 1\n  field SFFloat b 2\n"
    indirect = "%{ local function sum(f) return f.a.value + f.b.value end\nlocal total = sum(fields) }% Pose {}"
    rendered = render(lua_proto(indirect, interface))
    assert rendered.text is None and "indirectFieldAccess" in rendered.errors[0].message
    tagged = render(lua_proto(indirect, interface, header=LUA_HEADER + "# tags: indirectFieldAccess\n"))
    assert tagged.errors == ()


@pytest.mark.slow
def test_the_lua_sandbox():
    start = time.monotonic()
    endless = render(lua_proto("%{ while true do end }% Pose {}"), limits=Limits(time_seconds=0.2))
    assert endless.errors[0].message == "interrupted: time limit 0.2 s"
    caught = render(lua_proto("%{ while true do pcall(function() while true do end end) end }% Pose {}"),
                    limits=Limits(time_seconds=0.2))
    assert caught.errors[0].message == "interrupted: time limit 0.2 s"
    assert time.monotonic() - start < 30  # (a bound that catches a hang)
    memory = render(lua_proto("%{ local t = {} for i = 1, 1e9 do t[i] = string.rep('x', 1e5) .. i end }% Pose {}"))
    assert memory.errors[0].message == "out of memory: 64 MB"
    for code in ("io.open('/etc/passwd')", "dofile('/etc/passwd')", "loadfile('/etc/passwd')", "os.execute('true')",
                 "require('os')", "require('io')", "debug.getinfo(1)", "package.loadlib('x', 'y')",
                 "load(string.dump(function() end))()", "python.eval('1')"):
        rendered = render(lua_proto(f"%{{ {code} }}% Pose {{}}"))
        assert rendered.text is None, code
    assert render(lua_proto("%{ require('os') }% Pose {}")).errors[0].message == "module 'os' is not available"
    kept = render(lua_proto("%{ print(type(os.time()), type(math.floor), unpack({1})) }% Pose {}"))
    assert kept.console == ("number\tfunction\t1",)


def test_without_the_engines_the_templates_say_they_are_not_evaluated(monkeypatch):
    from webots_ls.analysis.templates import js_engine, lua_engine

    monkeypatch.setattr(js_engine, "quickjs", None)
    monkeypatch.setattr(lua_engine, "lua", None)
    text = js_proto("Pose { translation %<= 1 >% 0 0 }")
    rendered = render(text)
    assert rendered.text is None
    assert rendered.errors[0].message == ("JavaScript templates are not evaluated: the quickjs-ng package is not "
                                          "installed")
    assert text.encode()[rendered.errors[0].start:rendered.errors[0].end] == b"%<= 1 >%"
    lua = render(lua_proto("%{ }% Pose {}")).errors[0].message
    assert lua == "Lua templates are not evaluated: the lupa package is not installed"


def test_deep_recursion_in_a_thread_is_an_error_not_a_crash():
    import threading

    results = []
    body = "%< function f(n) { return f(n + 1) + 1; } f(0); >% Pose {}"
    thread = threading.Thread(target=lambda: results.append(render(js_proto(body))))
    thread.start()
    thread.join(60)
    assert results and results[0].errors[0].message.startswith("RangeError: Maximum call stack size exceeded")
    lua = render(lua_proto("%{ local function f(n) return f(n + 1) + 1 end f(0) }% Pose {}"))
    assert "stack overflow" in lua.errors[0].message


def test_bad_input_never_raises():
    for text in ("", "%<", "#VRML_SIM R2025a utf8\n# template language: javascript\nPROTO", js_proto("%< `${ >%"),
                 js_proto("Pose { %<= '\\u0000' >% }", "  field SFVec3f v 1 2\n  field SFNode n USE X\n"),
                 "#VRML_SIM R2025a utf8\nPROTO T [ field SFFloat x 1 ] { %< >% %<= fields.x.value >% }"):
        rendered = render(text, values={"x": "not a number", "v": "[", "n": "NULL"})
        assert rendered.text is not None or rendered.errors


def test_an_error_in_a_long_statement_is_shown_on_its_line():
    body = "%<\n  const a = 1;\n  const b = a.missing.value;\n  const c = 3;\n>%\nPose {}"
    text = js_proto(body)
    error = render(text).errors[0]
    assert text.encode()[error.start:error.end] == b"const b = a.missing.value;"
    lua_text = lua_proto("%{\n  local a = 1\n  local b = a.missing.value\n  local c = 3\n}%\nPose {}")
    error = render(lua_text).errors[0]
    assert lua_text.encode()[error.start:error.end] == b"local b = a.missing.value"


def test_lua_output_maps_back_to_the_template():
    text = lua_proto("Pose {\n  translation %{= 1 + 1 }% 0 0\n}")
    rendered = render(text)
    out, source = rendered.text.encode(), text.encode()
    two = out.index(b"translation 2") + len(b"translation ")
    start, end = rendered.origin(two)
    assert source[start:end] == b"%{= 1 + 1 }%"
    zeros = out.index(b" 0 0\n}") + 1
    assert rendered.origin(zeros) == (source.index(b" 0 0\n}") + 1, source.index(b" 0 0\n}") + 2)
    last = len(out) - 1  # the file's last byte, after the body
    assert rendered.origin(last) == (len(source) - 1, len(source))


def test_spans_are_bytes_with_non_ascii_text():
    text = js_proto('Pose { name "été" translation %<= "π".length >% 0 0 }\n%< null.x >%')
    rendered = render(text.replace("%< null.x >%", ""))
    out, source = rendered.text.encode(), text.encode()
    one = out.index(b"translation 1") + len(b"translation ")
    start, end = rendered.origin(one)
    assert source[start:end] == '%<= "π".length >%'.encode()
    error = render(text).errors[0]
    assert source[error.start:error.end] == b"%< null.x >%"


def test_renders_in_parallel_threads_agree():
    from concurrent.futures import ThreadPoolExecutor

    texts = [js_proto(USES_EVERY_FIELD, INTERFACE),
             lua_proto("%{ for i = 1, 50 do }%Pose { translation %{= i }% 0 0 }\n%{ end }%"),
             js_proto("%< import * as wbrandom from 'wbrandom.js'; wbrandom.seed(3); >% "
                      "Pose { translation %<= wbrandom.real() >% 0 0 }")] * 4
    serial = [render(text) for text in texts]
    with ThreadPoolExecutor(4) as pool:
        parallel = list(pool.map(render, texts))
    assert [(r.text, r.console) for r in parallel] == [(r.text, r.console) for r in serial]
    assert all(r.errors == () for r in serial)


def test_a_use_value_is_its_def_node_in_the_same_instance():
    interface = ("  field SFNode  a NULL\n  field SFNode  b NULL\n  field MFNode  c []\n"
                 "  field SFNode  d DEF D Box { size 1 2 3 }\n  field SFNode  e USE D\n")
    body = ("%< console.log(JSON.stringify([fields.a.value, fields.b.value, fields.c.value, fields.d.value, "
            "fields.e.value])) >% Pose {}")
    values = {"a": "DEF A Sphere { radius 2 }", "b": "USE A",
              "c": "[ DEF S Shape { geometry USE A } Pose { children [ USE S ] } USE Elsewhere ]"}
    a, b, c, d, e = console_json(render(js_proto(body, interface), values=values))
    assert a["node_name"] == "Sphere" and a["fields"]["radius"]["value"] == 2 and b == a
    shape, pose, elsewhere = c  # (a USE of a DEF outside the instance stays undefined: JSON writes it null)
    assert elsewhere is None and shape["node_name"] == "Shape"
    assert shape["fields"]["geometry"]["value"] == a
    assert pose["fields"]["children"]["value"] == [shape]
    assert d["node_name"] == "Box" and e == d  # the interface's defaults: a USE of a DEF before it
    a, b, *_ = console_json(render(js_proto(body, interface), values={"b": "USE A", "a": "DEF A Sphere {}"}))
    assert a["node_name"] == "Sphere" and b is None  # (a USE before its DEF names nothing, as in Webots)


def test_sfint32_values_are_read_as_webots_reads_them():
    """WbSFInt::readSFInt takes QString::toInt without a check (1.5, 1e3 and 2^31 read 0), and 0x1F is no number
    token for WbTokenizer (the value is not read: the default is used)."""
    interface = "  field SFInt32 n 7\n  field MFInt32 m [1 2]\n"
    body = "%< console.log(JSON.stringify([fields.n.value, fields.m.value])) >% Pose {}"
    for written, expected in (("-12", -12), ("+3", 3), ("1.5", 0), ("1e3", 0), ("2147483648", 0)):
        assert console_json(render(js_proto(body, interface), values={"n": written}))[0] == expected, written
    assert console_json(render(js_proto(body, interface), values={"m": "[4, 2.5, -1]"}))[1] == [4, 0, -1]
    rendered = render(js_proto(body, interface), values={"n": "0x1F"})
    assert json.loads(rendered.console[-1])[0] == 7
    assert rendered.console[0].startswith("error: the value of 'n' is not read")
