"""The ``webots-ls`` command: ``check`` output and exit codes, ``--version``, serving via ``-m``."""

from __future__ import annotations

import json
import os
import socket
import subprocess
import time
from pathlib import Path

import pytest

from .conftest import SERVER_COMMAND, SERVER_DIR

GOOD = "#VRML_SIM R2023b utf8\nDEF Ⅹ Shape { }\nRobot { children [ USE Ⅹ ] }\n"
BAD = "#VRML_SIM R2023b utf8\nDEF Ⅹ Shape { }\nRobot { children [ USE Ⅹ USE MISSING ] }\n"


def run(*args: str, cwd: Path | None = None) -> subprocess.CompletedProcess:
    return subprocess.run(
        [*SERVER_COMMAND, *args],
        capture_output=True,
        text=True,
        cwd=cwd,
        timeout=120,
        env={"PYTHONPATH": str(SERVER_DIR), "PATH": "/usr/bin:/bin"},
    )


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "worlds").mkdir()
    (tmp_path / "worlds" / "good.wbt").write_text(GOOD, encoding="utf-8")
    (tmp_path / "worlds" / "bad.wbt").write_bytes(BAD.replace("\n", "\r\n").encode())
    (tmp_path / "protos").mkdir()
    (tmp_path / "protos" / "Thing.proto").write_text(
        '#VRML_SIM R2023b utf8\nPROTO Thing [ field SFString name "thing" ] { Solid { name IS name } }\n',
        encoding="utf-8",
    )
    (tmp_path / "notes.txt").write_text("USE NOTHING\n", encoding="utf-8")
    return tmp_path


def test_check_text_reports_errors_with_one_based_positions(project: Path):
    result = run("check", "worlds", cwd=project)
    assert result.returncode == 1
    *lines, summary = result.stdout.splitlines()
    assert len(lines) == 1, result.stdout
    assert summary == "2 files checked: 1 error, 0 warnings"
    path, line, column, rest = lines[0].split(":", 3)
    assert Path(path) == Path("worlds/bad.wbt")
    assert (line, column) == ("3", "30")  # 1-based; Ⅹ counts as one character
    assert rest.startswith(" error: ")
    assert "MISSING" in rest
    assert rest.endswith("[unresolved-use]")


def test_check_clean_files_exit_zero(project: Path):
    result = run("check", "worlds/good.wbt", "protos", cwd=project)
    assert result.returncode == 0, result.stdout + result.stderr
    assert result.stdout == "2 files checked: all passed\n"


def test_check_warnings_alone_exit_zero(tmp_path: Path):
    # A PROTO parameter nothing refers to is a warning, not an error.
    (tmp_path / "Unused.proto").write_text(
        "#VRML_SIM R2023b utf8\nPROTO Unused [ field SFFloat size 1 ] { Solid { } }\n", encoding="utf-8"
    )
    result = run("check", "--format", "json", "Unused.proto", cwd=tmp_path)
    findings = json.loads(result.stdout)
    assert findings and {f["severity"] for f in findings} == {"warning"}
    assert result.returncode == 0


@pytest.mark.quick
def test_check_json(project: Path):
    result = run("check", "--format", "json", str(project), cwd=project)
    assert result.returncode == 1
    findings = json.loads(result.stdout)
    assert [Path(f["path"]).name for f in findings] == ["bad.wbt"]  # .txt files are not checked
    (finding,) = findings
    assert finding["line"] == 3 and finding["column"] == 30
    assert finding["end_line"] == 3 and finding["end_column"] == 37
    assert finding["severity"] == "error"
    assert finding["code"] == "unresolved-use"
    assert BAD.replace("\n", "\r\n").encode()[finding["start_byte"] : finding["end_byte"]] == b"MISSING"


def test_check_missing_path_is_exit_two(project: Path):
    result = run("check", "nowhere.wbt", cwd=project)
    assert result.returncode == 2
    assert "nowhere.wbt" in result.stderr


def test_version():
    result = run("--version")
    assert result.returncode == 0
    assert result.stdout.startswith("webots-ls ")


def frame(payload: dict) -> bytes:
    body = json.dumps(payload).encode()
    return b"Content-Length: %d\r\n\r\n" % len(body) + body


def read_frames(out: bytes) -> list[dict]:
    bodies = []
    while out:
        header, _, rest = out.partition(b"\r\n\r\n")
        assert header.startswith(b"Content-Length: "), out[:80]
        length = int(header.split(b"\r\n")[0].split(b":")[1])
        bodies.append(json.loads(rest[:length]))
        out = rest[length:]
    return bodies


def test_serves_lsp_over_stdio_and_exits_cleanly():
    """A raw JSON-RPC exchange: initialize, a malformed request, a good one, shutdown, exit;
    nothing but LSP on stdout, and a bad request does not stop the server."""
    uri = "file:///tmp/raw.wbt"
    messages = b"".join(
        [
            frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}}),
            frame({"jsonrpc": "2.0", "method": "initialized", "params": {}}),
            frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
                "uri": uri, "languageId": "webots", "version": 1, "text": GOOD}}}),
            frame({"jsonrpc": "2.0", "id": 3, "method": "textDocument/definition",
                   "params": {"textDocument": {"uri": uri}}}),  # no position
            frame({"jsonrpc": "2.0", "id": 4, "method": "textDocument/definition",
                   "params": {"textDocument": {"uri": uri}, "position": {"line": 2, "character": 23}}}),
            frame({"jsonrpc": "2.0", "id": 2, "method": "shutdown"}),
            frame({"jsonrpc": "2.0", "method": "exit"}),
        ]
    )
    result = subprocess.run(
        [*SERVER_COMMAND, "--stdio"],
        input=messages,
        capture_output=True,
        timeout=60,
        env={"PYTHONPATH": str(SERVER_DIR), "PATH": "/usr/bin:/bin"},
    )
    assert result.returncode == 0, result.stderr
    bodies = read_frames(result.stdout)
    bad = next(b for b in bodies if b.get("id") == 3)
    assert bad["error"]["code"] == -32602  # InvalidParams, instead of no answer at all
    (location,) = next(b for b in bodies if b.get("id") == 4)["result"]
    assert location["range"]["start"] == {"line": 1, "character": 4}
    init = next(b for b in bodies if b.get("id") == 1)
    caps = init["result"]["capabilities"]
    assert caps["textDocumentSync"]["change"] == 2  # incremental
    assert caps["positionEncoding"] == "utf-16"
    for provider in ("definitionProvider", "referencesProvider", "documentHighlightProvider",
                     "documentSymbolProvider", "declarationProvider", "renameProvider"):
        assert caps.get(provider), provider
    assert init["result"]["serverInfo"]["name"] == "webots-ls"
    assert any(b.get("id") == 2 and "result" in b for b in bodies)



def test_serves_stdin_from_a_regular_file(tmp_path: Path):
    """stdin that is not a pipe (here a file) falls back to pygls' threaded reader."""
    requests = tmp_path / "requests.bin"
    requests.write_bytes(
        frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
        + frame({"jsonrpc": "2.0", "id": 2, "method": "shutdown"})
        + frame({"jsonrpc": "2.0", "method": "exit"})
    )
    with requests.open("rb") as stdin:
        result = subprocess.run(
            [*SERVER_COMMAND], stdin=stdin, capture_output=True, timeout=60,
            env={"PYTHONPATH": str(SERVER_DIR), "PATH": "/usr/bin:/bin"},
        )
    assert result.returncode == 0, result.stderr
    assert {b.get("id") for b in read_frames(result.stdout)} >= {1, 2}


def test_serves_over_tcp():
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    server = subprocess.Popen(
        [*SERVER_COMMAND, "--tcp", "--host", "127.0.0.1", "--port", str(port)],
        env={"PYTHONPATH": str(SERVER_DIR), "PATH": "/usr/bin:/bin"},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
    )
    try:
        deadline = time.monotonic() + 30
        while True:
            try:
                connection = socket.create_connection(("127.0.0.1", port), timeout=30)
                break
            except ConnectionRefusedError:
                if time.monotonic() > deadline or server.poll() is not None:
                    raise
                time.sleep(0.05)
        with connection:
            connection.sendall(
                frame({"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}})
            )
            received = b""
            while b"serverInfo" not in received or not _complete(received):
                chunk = connection.recv(65536)
                assert chunk, "server closed the connection"
                received += chunk
        (reply,) = read_frames(received)
        assert reply["result"]["serverInfo"]["name"] == "webots-ls"
    finally:
        server.kill()
        server.wait(timeout=30)


def _complete(data: bytes) -> bool:
    header, _, rest = data.partition(b"\r\n\r\n")
    length = int(header.split(b"\r\n")[0].split(b":")[1])
    return len(rest) >= length


# -- check: hostile paths and bytes (issue 9, defect 8) ---------------------------------------------------


def test_check_skips_a_fifo_with_a_message(tmp_path: Path):
    """Reading a FIFO waits for a writer: `check` must refuse it at once (named, or found in a folder)."""
    (tmp_path / "good.wbt").write_text(GOOD, encoding="utf-8")
    os.mkfifo(tmp_path / "pipe.wbt")
    os.mkdir(tmp_path / "sub")
    os.mkfifo(tmp_path / "sub" / "inner.wbt")
    started = time.monotonic()
    result = run("check", "pipe.wbt", "good.wbt", "sub", cwd=tmp_path)
    assert time.monotonic() - started < 60
    assert result.returncode == 2  # named paths that were not checked
    assert "pipe.wbt: skipped: not a regular file" in result.stderr
    assert "inner.wbt: skipped: not a regular file" in result.stderr
    assert result.stdout.splitlines()[-1] == "1 file checked: no findings; 2 paths not checked"


CONTROL = "#VRML_SIM R2023b utf8\nSolid { \x00 \x07\x1b[31m }\n"


def test_check_text_escapes_control_bytes(tmp_path: Path):
    (tmp_path / "ctl.wbt").write_bytes(CONTROL.encode())
    result = run("check", "ctl.wbt", cwd=tmp_path)
    assert result.returncode == 1
    for char in result.stdout:
        assert char == "\n" or ord(char) >= 0x20, repr(result.stdout)
    assert "unexpected '\\x00 \\x07\\x1b'" in result.stdout
    # JSON keeps the exact text (JSON escapes it itself).
    (finding,) = json.loads(run("check", "--format", "json", "ctl.wbt", cwd=tmp_path).stdout)
    assert "\x00 \x07\x1b" in finding["message"]


def test_check_names_undecodable_file_names(tmp_path: Path):
    """A file name that is not UTF-8 is printed with escapes in every format, never a traceback."""
    os.mkdir(tmp_path / "w")
    (tmp_path / "w" / os.fsdecode(b"caf\xe9\n.wbt")).write_text(BAD, encoding="utf-8")
    text = run("check", "w", cwd=tmp_path)
    assert text.returncode == 1, text.stderr
    assert text.stdout.startswith("w/caf\\xe9\\n.wbt:3:"), text.stdout
    (finding,) = json.loads(run("check", "--format", "json", "w", cwd=tmp_path).stdout)
    assert finding["path"] == "w/caf\\xe9\n.wbt"
    sarif = json.loads(run("check", "--format", "sarif", "w", cwd=tmp_path).stdout)
    (result,) = sarif["runs"][0]["results"]
    assert result["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "w/caf%E9%0A.wbt"


# -- check: summary, --quiet, --help --------------------------------------------------------------------


def test_check_summary_counts_files_and_findings(project: Path):
    findings = json.loads(run("check", "--format", "json", ".", cwd=project).stdout)
    errors = sum(f["severity"] == "error" for f in findings)
    result = run("check", ".", cwd=project)
    *lines, summary = result.stdout.splitlines()
    assert len(lines) == len(findings) == errors == 1
    assert summary == "3 files checked: 1 error, 0 warnings"
    clean = run("check", "worlds/good.wbt", cwd=project)
    assert clean.stdout == "1 file checked: all passed\n"
    assert run("check", "--quiet", "worlds/good.wbt", cwd=project).stdout == ""
    quiet = run("check", "-q", ".", cwd=project)
    assert quiet.stdout.splitlines() == lines and quiet.returncode == 1


def test_check_summary_of_json_and_sarif_goes_to_stderr(project: Path):
    for format in ("json", "sarif"):
        result = run("check", "--format", format, ".", cwd=project)
        json.loads(result.stdout)  # stdout is the document alone
        assert result.stderr.splitlines()[-1] == "3 files checked: 1 error, 0 warnings"


def test_check_help_explains_paths_formats_and_exit_codes():
    result = run("check", "--help")
    assert result.returncode == 0
    text = " ".join(result.stdout.split())
    assert "PATH is a file or a folder" in text
    for format in ("text", "github", "sarif", "json"):
        assert f"\n  {format} " in result.stdout, format
    for code, meaning in (("0", "no error found"), ("1", "at least one error"), ("2", "a PATH could not be read")):
        assert f"{code} {meaning}" in text


# -- check --format github ------------------------------------------------------------------------------


def parse_workflow_command(line: str) -> tuple[str, dict[str, str], str]:
    """The GitHub runner's reading of a workflow command (actions/runner ActionCommand.TryParseV2): the command
    ends at the first '::' after the leading one; properties split at ',' and then at the first '='; values and
    data are unescaped (%0D, %0A, %3A, %2C, %25 for properties; %0D, %0A, %25 for data)."""
    line = line.lstrip()
    assert line.startswith("::"), line
    end = line.index("::", 2)
    info, data = line[2:end], line[end + 2 :]
    name, _, rest = info.partition(" ")
    properties = {}
    for item in filter(None, rest.strip().split(",")):
        key, _, value = item.partition("=")
        if key and value:
            for escape, char in (("%0D", "\r"), ("%0A", "\n"), ("%3A", ":"), ("%2C", ","), ("%25", "%")):
                value = value.replace(escape, char)
            properties[key] = value
    for escape, char in (("%0D", "\r"), ("%0A", "\n"), ("%25", "%")):
        data = data.replace(escape, char)
    return name, properties, data


def test_check_github_annotations_round_trip_through_the_runner_parser(tmp_path: Path):
    # A file name with every character GitHub escapes in a property, and a message with a '%'.
    name = "a,b:c%25 d\r\ne.wbt"
    text = "#VRML_SIM R2023b utf8\nSolid { children [ USE A%0AB ] }\nSolid { \x00 }\n"
    (tmp_path / name).write_text(text, encoding="utf-8", newline="")
    result = run("check", "--format", "github", name, cwd=tmp_path)
    assert result.returncode == 1
    *commands, summary = result.stdout.split("\n")[:-1]
    assert summary == "1 file checked: 2 errors, 0 warnings"
    expected = json.loads(run("check", "--format", "json", name, cwd=tmp_path).stdout)
    assert len(commands) == len(expected) == 2
    for line, finding in zip(commands, expected):
        command, properties, message = parse_workflow_command(line)
        assert command == "error"
        assert properties == {
            "file": name,
            "line": str(finding["line"]),
            "endLine": str(finding["end_line"]),
            "col": str(finding["column"]),
            "endColumn": str(finding["end_column"]),
            "title": f"webots-ls {finding['code']}",
        }
        assert message == finding["message"].replace("\x00", "\\x00")
    assert "'USE A%0AB'" in parse_workflow_command(commands[0])[2]


def test_check_github_levels(tmp_path: Path):
    (tmp_path / "Unused.proto").write_text(
        "#VRML_SIM R2023b utf8\nPROTO Unused [ field SFFloat size 1 ] { Solid { } }\n", encoding="utf-8"
    )
    result = run("check", "--format", "github", "--quiet", "Unused.proto", cwd=tmp_path)
    assert result.returncode == 0
    assert [parse_workflow_command(line)[0] for line in result.stdout.splitlines()] == ["warning"]


# -- check --format sarif -------------------------------------------------------------------------------
# The SARIF 2.1.0 schema (OASIS sarif-schema-2.1.0.json) is not shipped by any well-kept PyPI package, so its
# rules for the objects `check` writes are restated here: required properties, the only properties allowed
# (the schema sets additionalProperties: false on each), enums and minimums.
SARIF_OBJECTS = {
    "log": ({"version", "runs"}, {"$schema", "version", "runs", "inlineExternalProperties", "properties"}),
    "run": ({"tool"}, {"tool", "invocations", "conversion", "language", "versionControlProvenance",
                       "originalUriBaseIds", "artifacts", "logicalLocations", "graphs", "results",
                       "automationDetails", "runAggregates", "baselineGuid", "redactionTokens", "defaultEncoding",
                       "defaultSourceLanguage", "newlineSequences", "columnKind", "externalPropertyFileReferences",
                       "threadFlowLocations", "taxonomies", "addresses", "translations", "policies",
                       "webRequests", "webResponses", "specialLocations", "properties"}),
    "tool": ({"driver"}, {"driver", "extensions", "properties"}),
    "toolComponent": ({"name"}, {"guid", "name", "organization", "product", "productSuite", "shortDescription",
                                 "fullDescription", "fullName", "version", "semanticVersion",
                                 "dottedQuadFileVersion", "releaseDateUtc", "downloadUri", "informationUri",
                                 "globalMessageStrings", "notifications", "rules", "taxa", "locations",
                                 "language", "contents", "isComprehensive", "localizedDataSemanticVersion",
                                 "minimumRequiredLocalizedDataSemanticVersion", "associatedComponent",
                                 "translationMetadata", "supportedTaxonomies", "properties"}),
    "reportingDescriptor": ({"id"}, {"id", "deprecatedIds", "guid", "deprecatedGuids", "name", "deprecatedNames",
                                     "shortDescription", "fullDescription", "messageStrings",
                                     "defaultConfiguration", "helpUri", "help", "relationships", "properties"}),
    "reportingConfiguration": (set(), {"enabled", "level", "rank", "parameters", "properties"}),
    "invocation": ({"executionSuccessful"}, None),  # many optional properties; only these are written
    "notification": ({"message"}, None),
    "result": ({"message"}, {"ruleId", "ruleIndex", "rule", "kind", "level", "message", "analysisTarget",
                             "locations", "guid", "correlationGuid", "occurrenceCount", "partialFingerprints",
                             "fingerprints", "stacks", "codeFlows", "graphs", "graphTraversals",
                             "relatedLocations", "suppressions", "baselineState", "rank", "attachments",
                             "hostedViewerUri", "workItemUris", "provenance", "fixes", "taxa", "webRequest",
                             "webResponse", "properties"}),
    "message": (set(), {"text", "markdown", "id", "arguments", "properties"}),
    "location": (set(), {"id", "physicalLocation", "logicalLocations", "message", "annotations", "relationships",
                         "properties"}),
    "physicalLocation": (set(), {"address", "artifactLocation", "region", "contextRegion", "properties"}),
    "artifactLocation": (set(), {"uri", "uriBaseId", "index", "description", "properties"}),
    "region": (set(), {"startLine", "startColumn", "endLine", "endColumn", "charOffset", "charLength",
                       "byteOffset", "byteLength", "snippet", "message", "sourceLanguage", "properties"}),
}
SARIF_LEVELS = {"none", "note", "warning", "error"}


def sarif_object(value: dict, kind: str) -> dict:
    required, allowed = SARIF_OBJECTS[kind]
    assert isinstance(value, dict), (kind, value)
    assert required <= value.keys(), (kind, required - value.keys())
    assert allowed is None or value.keys() <= allowed, (kind, value.keys() - allowed)
    if kind == "message":
        assert isinstance(value.get("text"), str) or "id" in value  # message: anyOf text, id
    return value


def check_sarif(log: dict) -> list[dict]:
    """The log's results, after checking every object of it `check` writes against the schema's rules."""
    sarif_object(log, "log")
    assert log["version"] == "2.1.0"
    (run_,) = log["runs"]
    sarif_object(run_, "run")
    assert run_["columnKind"] in ("utf16CodeUnits", "unicodeCodePoints")
    driver = sarif_object(sarif_object(run_["tool"], "tool")["driver"], "toolComponent")
    rules = driver["rules"]
    assert len({rule["id"] for rule in rules}) == len(rules)  # rule ids are unique
    for rule in rules:
        sarif_object(rule, "reportingDescriptor")
        for description in ("shortDescription", "fullDescription"):
            if description in rule:
                sarif_object(rule[description], "message")
        if "defaultConfiguration" in rule:
            level = sarif_object(rule["defaultConfiguration"], "reportingConfiguration")["level"]
            assert level in SARIF_LEVELS
    for invocation in run_.get("invocations", []):
        assert isinstance(sarif_object(invocation, "invocation")["executionSuccessful"], bool)
        for notification in invocation.get("toolExecutionNotifications", []):
            sarif_object(sarif_object(notification, "notification")["message"], "message")
    for result in run_["results"]:
        sarif_object(result, "result")
        sarif_object(result["message"], "message")
        assert result["level"] in SARIF_LEVELS
        assert rules[result["ruleIndex"]]["id"] == result["ruleId"]  # ruleIndex points at its rule
        (location,) = result["locations"]
        physical = sarif_object(sarif_object(location, "location")["physicalLocation"], "physicalLocation")
        assert isinstance(sarif_object(physical["artifactLocation"], "artifactLocation")["uri"], str)
        region = sarif_object(physical["region"], "region")
        assert region["startLine"] >= 1 and region["startColumn"] >= 1
        assert (region["endLine"], region["endColumn"]) >= (region["startLine"], region["startColumn"])
    return run_["results"]


def test_check_sarif_is_a_valid_sarif_log_with_every_finding(project: Path):
    (project / "protos" / "Unused.proto").write_text(
        "#VRML_SIM R2023b utf8\nPROTO Unused [ field SFFloat size 1 ] { Solid { } }\n", encoding="utf-8"
    )
    expected = json.loads(run("check", "--format", "json", ".", cwd=project).stdout)
    result = run("check", "--format", "sarif", ".", cwd=project)
    assert result.returncode == 1
    results = check_sarif(json.loads(result.stdout))
    levels = {"error": "error", "warning": "warning", "information": "note", "hint": "note"}
    assert [
        (r["ruleId"], r["level"], r["message"]["text"], r["locations"][0]["physicalLocation"]["artifactLocation"]["uri"],
         tuple(r["locations"][0]["physicalLocation"]["region"].values()))
        for r in results
    ] == [
        (f["code"], levels[f["severity"]], f["message"], f["path"],
         (f["line"], f["column"], f["end_line"], f["end_column"]))
        for f in expected
    ]
    assert {f["severity"] for f in expected} == {"error", "warning"}


def test_check_sarif_rules_describe_the_diagnostic_codes(project: Path):
    """Every code of the registry is a rule, described and levelled as the registry says."""
    from webots_ls.analysis.codes import CODES

    log = json.loads(run("check", "--format", "sarif", ".", cwd=project).stdout)
    check_sarif(log)
    rules = {rule["id"]: rule for rule in log["runs"][0]["tool"]["driver"]["rules"]}
    assert rules.keys() == CODES.keys()
    levels = {"error": "error", "warning": "warning", "information": "note", "hint": "note"}
    for code, entry in CODES.items():
        assert rules[code]["shortDescription"]["text"] == entry.description
        assert entry.webots_function in rules[code]["fullDescription"]["text"]
        assert rules[code]["defaultConfiguration"]["level"] == levels[entry.severity]


def test_check_sarif_notes_paths_not_checked(tmp_path: Path):
    (tmp_path / "good.wbt").write_text(GOOD, encoding="utf-8")
    result = run("check", "--format", "sarif", "good.wbt", "missing.wbt", cwd=tmp_path)
    assert result.returncode == 2
    log = json.loads(result.stdout)
    assert check_sarif(log) == []
    (invocation,) = log["runs"][0]["invocations"]
    assert invocation["executionSuccessful"] is False
    (notification,) = invocation["toolExecutionNotifications"]
    assert notification["message"]["text"].startswith("missing.wbt: cannot read: ")


# -- pre-commit hook ------------------------------------------------------------------------------------

ROOT = SERVER_DIR.parent


def test_pre_commit_manifest_is_valid_and_runs_check(project: Path):
    """pre-commit's own validator accepts .pre-commit-hooks.yaml; its entry is our console script's `check`,
    and its `files` pattern picks the Webots files pre-commit would pass to it."""
    import re
    import sys

    import yaml

    try:
        import tomllib
    except ImportError:  # Python 3.10 (tomli is a dependency there)
        import tomli as tomllib

    manifest = ROOT / ".pre-commit-hooks.yaml"
    validated = subprocess.run(
        [sys.executable, "-m", "pre_commit", "validate-manifest", str(manifest)],
        capture_output=True, text=True, timeout=120,
    )
    assert validated.returncode == 0, validated.stdout + validated.stderr
    (hook,) = yaml.safe_load(manifest.read_text(encoding="utf-8"))
    assert hook["id"] == "webots-ls-check" and hook["language"] == "python"
    program, *arguments = hook["entry"].split()
    scripts = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["scripts"]
    assert scripts[program] == "webots_ls.cli:main"
    staged = ["worlds/good.wbt", "worlds/bad.wbt", "protos/Thing.proto", "notes.txt", "x.wbo", "a.wbt.bak"]
    picked = [name for name in staged if re.search(hook["files"], name)]
    assert picked == ["worlds/good.wbt", "worlds/bad.wbt", "protos/Thing.proto", "x.wbo"]
    (project / "x.wbo").write_text("#VRML_OBJ R2023b utf8\nSolid { }\n", encoding="utf-8")
    result = run(*arguments, *picked, cwd=project)  # what pre-commit runs: entry + the matching files
    assert result.returncode == 1  # bad.wbt fails the commit
    assert result.stdout.startswith("worlds/bad.wbt:3:30: error:")


def test_check_many_findings_on_one_long_line_is_linear(tmp_path: Path):
    """100,000 unresolved USEs on one 1.2 MB line of non-ASCII names: each column counted from the line start
    would decode 60 GB (issue 9, defect 4, as `check` meets it)."""
    names = " ".join(f"USE é{i}" for i in range(100_000))
    (tmp_path / "long.wbt").write_text(f"#VRML_SIM R2023b utf8\nGroup {{ children [ {names} ] }}\n", encoding="utf-8")
    started = time.monotonic()
    result = run("check", "--format", "json", "long.wbt", cwd=tmp_path)
    elapsed = time.monotonic() - started
    findings = json.loads(result.stdout)
    assert len(findings) == 100_000
    prefix = len("Group { children [ ")
    assert [(f["line"], f["column"]) for f in findings[:2]] == [(2, prefix + 5), (2, prefix + 5 + len("USE é0 "))]
    last = findings[-1]
    assert last["column"] == prefix + len(names) - len("é99999") + 1 and last["end_column"] == last["column"] + 6
    assert elapsed < 30, elapsed  # generous for a shared CI machine; quadratic columns took minutes
    # the text format too (escaping each line looked up the Unicode category of every character: 6 s)
    started = time.monotonic()
    result = run("check", "long.wbt", cwd=tmp_path)
    elapsed = time.monotonic() - started
    lines = result.stdout.splitlines()
    assert len(lines) == 100_001 and lines[-2].startswith(f"long.wbt:2:{last['column']}: error: Did not find")
    assert lines[-1].startswith("1 file checked: ")
    assert elapsed < 30, elapsed


def test_check_empty_and_blank_files_report_without_a_traceback(tmp_path: Path):
    """An empty or whitespace-only file has no header: Webots' header error, never a traceback."""
    (tmp_path / "empty.wbt").write_bytes(b"")
    (tmp_path / "blank.proto").write_bytes(b"  \r\n\t\n")
    result = run("check", "--format", "json", "empty.wbt", "blank.proto", cwd=tmp_path)
    assert "Traceback" not in result.stderr, result.stderr
    findings = json.loads(result.stdout)
    assert {(f["path"], f["code"]) for f in findings} >= {("empty.wbt", "header"), ("blank.proto", "header")}
    assert result.returncode == 1
    assert result.stderr.splitlines()[-1].startswith("2 files checked: ")
