"""Seeded random edits through the real server, checked against a fresh open of the same text.

One server (the "edited" one) receives every file through didOpen and a long series of random didChange messages,
as an editor would send them while someone types, pastes and deletes. Every ``check_every`` edits the text reached
is opened, in one piece, in a second server; both are then asked the same questions and must answer alike:
the published diagnostics (and that the last publish is for the last version), the outline (documentSymbol) and
go-to-definition at every USE. What the user is shown must not depend on how the text was reached.

Used by tests/fuzz/test_fuzz.py (CI: a few thousand edits) and scripts/fuzz (any number of edits).
"""

from __future__ import annotations

import asyncio
import bisect
import csv
import json
import os
import random
import re
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

from lsprotocol import types
from pytest_lsp import LanguageClient, client_capabilities

from e2e.conftest import SERVER_COMMAND, SERVER_DIR, make_client
from conftest import TEST_DATA  # the test data: ../shared, $WEBOTS_LS_TEST_DATA or .test-data

SHARED = TEST_DATA
CORPUS = SHARED / "corpus"
WAIT = 60  # seconds: generous bound for one answer or publish, only to fail instead of hanging
SETTLE = 10  # seconds: how long a template pass may take to publish again before a difference counts

# What people type in these files, and what breaks them: brackets, quotes, templates, comments, DEF/USE,
# text outside ASCII (é: 2 UTF-8 bytes / 1 UTF-16 unit; 𝄞: 4 bytes / 2 units), line ends of both kinds.
TOKENS = [
    "{", "}", "[", "]", '"', "\\", "%<", ">%", "%<= x >%", "%< if (a) { >%", "%< } >%", "#", "# é 𝄞 comment\n",
    "DEF X ", "USE X ", "DEF Ŝ𝄞 ", "USE Ŝ𝄞 ", "DEF A Solid { } ", "USE A ", "é", "𝄞", "☕ ", "\n", "\r\n", " ",
    "Solid { }", "Transform { children [ ] }", "children [ ", "name \"𝄞\" ", "translation 0 1 2 ", "TRUE ",
    "IS size ", "field SFFloat size 1 ", "PROTO P [ ] { Group { } }\n", "NULL ", "0.5 ", "-1e3 ",
]
STRUCTURE = re.compile(r'[{}\[\]"#%\n]')
LINE_BREAK = re.compile(r"\r\n|\r|\n")
USE_NAME = re.compile(r"\bUSE[ \t]+(?=[^\s{}\[\]\"#])")


# -- text model: the client's copy, with LSP's UTF-16 positions ----------------------------------------


class Text:
    """The document as the client holds it. LSP line breaks are \\n, \\r\\n and \\r; characters are UTF-16 units."""

    def __init__(self, text: str):
        self.text = text
        self._starts: list[int] | None = None

    def line_starts(self) -> list[int]:
        if self._starts is None:
            self._starts = [0] + [m.end() for m in LINE_BREAK.finditer(self.text)]
        return self._starts

    def position(self, index: int) -> types.Position:
        starts = self.line_starts()
        line = bisect.bisect_right(starts, index) - 1
        prefix = self.text[starts[line] : index]
        return types.Position(line=line, character=len(prefix.encode("utf-16-le")) // 2)

    def snap(self, index: int) -> int:
        """An index a client could send: never between the \\r and the \\n of a CRLF."""
        index = max(0, min(index, len(self.text)))
        if 0 < index < len(self.text) and self.text[index - 1] == "\r" and self.text[index] == "\n":
            index += 1
        return index

    def replace(self, start: int, end: int, new: str) -> types.TextDocumentContentChangePartial:
        change = types.TextDocumentContentChangePartial(
            range=types.Range(start=self.position(start), end=self.position(end)), text=new
        )
        self.text = self.text[:start] + new + self.text[end:]
        self._starts = None
        return change


# -- random edits ------------------------------------------------------------------------------------------


@dataclass
class EditMaker:
    rng: random.Random
    paste_sources: list[str]
    deleted: list[str] = field(default_factory=list)

    def offset(self, text: Text) -> int:
        if text.text and self.rng.random() < 0.5:
            matches = STRUCTURE.finditer(text.text, self.rng.randrange(len(text.text)))
            found = next(matches, None)
            if found is not None:
                return text.snap(found.start() + self.rng.choice((0, 1)))
        return text.snap(self.rng.randint(0, len(text.text)))

    def one(self, text: Text) -> types.TextDocumentContentChangePartial:
        """One edit applied to ``text``, returned as the LSP change that describes it."""
        rng = self.rng
        kind = rng.choices(
            ["insert", "delete", "replace", "line", "paste", "paste-other", "restore"],
            weights=[40, 22, 10, 8, 8, 4, 8],
        )[0]
        start = self.offset(text)
        if kind == "insert":
            return text.replace(start, start, rng.choice(TOKENS))
        if kind in ("delete", "replace"):
            end = text.snap(start + rng.randint(1, 12))
            self.deleted.append(text.text[start:end])
            return text.replace(start, end, rng.choice(TOKENS) if kind == "replace" else "")
        if kind == "line":
            starts = text.line_starts()
            line = rng.randrange(len(starts))
            end = starts[line + 1] if line + 1 < len(starts) else len(text.text)
            self.deleted.append(text.text[starts[line] : end])
            return text.replace(starts[line], end, "")
        if kind == "restore" and self.deleted:
            return text.replace(start, start, self.deleted.pop(rng.randrange(len(self.deleted))))
        source = text.text if kind == "paste" or not self.paste_sources else rng.choice(self.paste_sources)
        if not source:
            return text.replace(start, start, rng.choice(TOKENS))
        begin = rng.randrange(len(source))
        return text.replace(start, start, source[begin : begin + rng.randint(1, 300)])

    def message(self, text: Text) -> list[types.TextDocumentContentChangePartial]:
        """The changes of one didChange: usually one, sometimes several (each relative to the text the ones
        before it left, as LSP orders them)."""
        count = 1 if self.rng.random() < 0.85 else self.rng.randint(2, 4)
        return [self.one(text) for _ in range(count)]


# -- the corpus files -----------------------------------------------------------------------------------


def manifest_rows() -> list[dict[str, str]]:
    with (CORPUS / "manifest.tsv").open(encoding="utf-8") as handle:
        return list(csv.DictReader(handle, delimiter="\t"))


def pick_files(count: int, rng: random.Random, max_bytes: int = 20_000) -> list[Path]:
    """``count`` corpus files of moderate size, picked by manifest.tsv: every kind (.wbt, .proto, .wbo), PROTOs
    with JavaScript and Lua templates, odd headers, and the corpus' files that have syntax errors."""
    rows = [row for row in manifest_rows() if 600 <= int(row["bytes"]) <= max_bytes]
    rows.sort(key=lambda row: row["relpath"])
    groups = {
        "broken": [row for row in rows if _has_syntax_error(CORPUS / row["relpath"])],
        "js": [row for row in rows if row["template_lang"] == "js"],
        "lua": [row for row in rows if row["template_lang"] == "lua"],
        "wbo": [row for row in rows if row["kind"] == "wbo"],
        "odd-header": [row for row in rows if row["notes"].startswith("odd-header")],
        "wbt": [row for row in rows if row["kind"] == "wbt"],
        "proto": [row for row in rows if row["kind"] == "proto" and row["has_template"] == "no"],
    }
    quota = {"broken": 2, "js": 3, "lua": 3, "wbo": 2, "odd-header": 1}
    picked: list[str] = []
    for name, rows_of in groups.items():
        wanted = quota.get(name, 0)
        for row in rng.sample(rows_of, min(wanted, len(rows_of))):
            if row["relpath"] not in picked:
                picked.append(row["relpath"])
    rest = [row["relpath"] for row in groups["wbt"] + groups["proto"] if row["relpath"] not in picked]
    picked += rng.sample(rest, max(0, count - len(picked)))
    return [CORPUS / relpath for relpath in picked[:count]]


_ERRORS: dict[Path, bool] = {}


def _has_syntax_error(path: Path) -> bool:
    if path not in _ERRORS:
        if str(SERVER_DIR) not in sys.path:
            sys.path.insert(0, str(SERVER_DIR))
        from webots_ls.syntax.parser import parse

        _ERRORS[path] = parse(path.read_bytes()).root_node.has_error
    return _ERRORS[path]


# -- the servers --------------------------------------------------------------------------------------


async def start_server(delay_ms: int) -> LanguageClient:
    client = make_client()
    env = {**os.environ, "PYTHONPATH": str(SERVER_DIR)}
    await client.start_io(*SERVER_COMMAND, env=env)
    # Keep the server's stderr (pytest-lsp only forwards it): a logged traceback is a crash even if answers came.
    client._stderr_forwarder.cancel()
    client.stderr_lines = []
    client._stderr_forwarder = asyncio.create_task(_collect_stderr(client))
    await client.initialize_session(
        types.InitializeParams(
            capabilities=client_capabilities("visual_studio_code"),
            initialization_options={"diagnosticsDelay": delay_ms},
        )
    )
    return client


async def _collect_stderr(client: LanguageClient) -> None:
    while (line := await client._server.stderr.readline()) != b"":
        client.stderr_lines.append(line.decode("utf-8", "replace"))
        sys.stderr.write(client.stderr_lines[-1])


def server_errors(client: LanguageClient) -> str:
    """What the server logged as an error or a traceback since the last call."""
    lines, client.stderr_lines = client.stderr_lines, []
    text = "".join(lines)
    return text if "Traceback" in text or " ERROR " in text else ""


async def stop_server(client: LanguageClient) -> None:
    try:
        await asyncio.wait_for(client.shutdown_session(), WAIT)
    except Exception:  # a server that died is reported by the check that saw it, not here
        pass


async def published(client: LanguageClient, uri: str, version: int) -> types.PublishDiagnosticsParams:
    async def poll():
        while True:
            for params in reversed(client.published):
                if params.uri == uri and params.version == version:
                    return params
            if client._server is not None and client._server.returncode is not None:
                raise RuntimeError(f"server exited with {client._server.returncode}")
            await asyncio.sleep(0.005)

    return await asyncio.wait_for(poll(), WAIT)


def _last(client: LanguageClient, uri: str, version: int) -> types.PublishDiagnosticsParams:
    return next(params for params in reversed(client.published) if params.uri == uri and params.version == version)


async def settled(edited: LanguageClient, uri: str, version: int, fresh: LanguageClient, fresh_uri: str,
                  fresh_version: int, patience: float = SETTLE) -> tuple:
    """Both servers' last publishes for these versions, once they agree or ``patience`` seconds have passed (a pass
    still rendering a template may publish again; a real divergence stays and is reported)."""
    deadline = time.monotonic() + patience
    while True:
        mine, theirs = _last(edited, uri, version), _last(fresh, fresh_uri, fresh_version)
        if diagnostics_view(mine) == diagnostics_view(theirs) or time.monotonic() > deadline:
            return mine, theirs
        await asyncio.sleep(0.01)


# -- what is compared ------------------------------------------------------------------------------------


def _range(r: types.Range) -> tuple[int, int, int, int]:
    return (r.start.line, r.start.character, r.end.line, r.end.character)


def diagnostics_view(params: types.PublishDiagnosticsParams) -> list:
    return sorted((_range(d.range), int(d.severity or 0), d.message, str(d.code)) for d in params.diagnostics)


def symbols_view(symbols) -> list:
    def one(symbol):
        return (symbol.name, symbol.detail, int(symbol.kind), _range(symbol.range), _range(symbol.selection_range),
                [one(child) for child in symbol.children or []])

    return [one(symbol) for symbol in symbols or []]


def definitions_view(result, uri: str) -> list:
    items = result if isinstance(result, list) else [result] if result else []
    return sorted(("self" if item.uri == uri else item.uri, _range(item.range)) for item in items)


async def views(client: LanguageClient, uri: str, text: Text, use_limit: int) -> dict:
    doc = types.TextDocumentIdentifier(uri=uri)
    symbols = await asyncio.wait_for(
        client.text_document_document_symbol_async(types.DocumentSymbolParams(text_document=doc)), WAIT
    )
    definitions = []
    for match in list(USE_NAME.finditer(text.text))[:use_limit]:
        position = text.position(match.end())
        result = await asyncio.wait_for(
            client.text_document_definition_async(types.DefinitionParams(text_document=doc, position=position)), WAIT
        )
        definitions.append(((position.line, position.character), definitions_view(result, uri)))
    return {"outline": symbols_view(symbols), "definitions": definitions}


# -- the run ---------------------------------------------------------------------------------------------


@dataclass
class Finding:
    """A crash or a divergence, with what is needed to replay it."""

    kind: str  # "crash" | "diagnostics" | "outline" | "definitions" | "stale-publish"
    seed: int
    file: str
    edit: int
    detail: str
    base_text: str = ""  # the text at the previous check, where both servers agreed
    changes: list = field(default_factory=list)  # the didChange messages since then, as (range, text) lists

    def summary(self) -> str:
        return f"{self.kind} in {self.file} after edit {self.edit} (seed {self.seed}): {self.detail[:400]}"


@dataclass
class Report:
    seed: int
    edits: int = 0
    checks: int = 0
    files: list[str] = field(default_factory=list)
    findings: list[Finding] = field(default_factory=list)
    seconds: float = 0.0


def _first_difference(a: list, b: list) -> str:
    for index, (x, y) in enumerate(zip(a, b)):
        if x != y:
            return f"#{index}: edited {x!r} / fresh {y!r}"
    return f"edited has {len(a)} items, fresh {len(b)}"


async def fuzz(seed: int, edits: int, files: int = 20, check_every: int = 50, delay_ms: int = 5,
               use_limit: int = 300, max_bytes: int = 20_000, log: Callable[[str], None] | None = None) -> Report:
    """Spread ``edits`` random edits over ``files`` corpus files; check against a fresh open every
    ``check_every`` edits and at the end of each file."""
    rng = random.Random(seed)
    paths = pick_files(files, rng, max_bytes)
    report = Report(seed=seed, files=[str(path.relative_to(CORPUS)) for path in paths])
    sources = [path.read_bytes().decode("utf-8", "replace") for path in paths]
    edited, fresh = await start_server(delay_ms), await start_server(delay_ms)
    started = time.monotonic()
    try:
        for number, (path, source) in enumerate(zip(paths, sources)):
            share = edits // len(paths) + (1 if number < edits % len(paths) else 0)
            await _fuzz_file(report, edited, fresh, rng, number, path, source, sources, share, check_every,
                             use_limit, log)
    finally:
        await stop_server(edited)
        await stop_server(fresh)
    report.seconds = time.monotonic() - started
    return report


async def _fuzz_file(report: Report, edited: LanguageClient, fresh: LanguageClient, rng: random.Random,
                     number: int, path: Path, source: str, sources: list[str], count: int, check_every: int,
                     use_limit: int, log: Callable[[str], None] | None) -> None:
    name = str(path.relative_to(CORPUS))
    uri = f"file:///fuzz/{number}/{path.name}"
    text = Text(source)
    maker = EditMaker(rng, sources)
    if number % 4 == 3:  # open some files already broken, as a half-finished edit would leave them
        for _ in range(3):
            maker.one(text)
    version = 1
    edited.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="webots", version=version, text=text.text)))
    base, changes = text.text, []
    for step in range(1, count + 1):
        message = maker.message(text)
        version += 1
        edited.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version), content_changes=message))
        changes.append([(_range(change.range), change.text) for change in message])
        report.edits += 1
        if step % check_every == 0 or step == count:
            found = await check_against_fresh(report, edited, fresh, uri, version, text, name, use_limit)
            for finding in found:
                finding.base_text, finding.changes = base, changes
                report.findings.append(finding)
                if log:
                    log(finding.summary())
            base, changes = text.text, []
            if any(f.kind == "crash" for f in found):
                return
    edited.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    if log:
        log(f"{name}: {count} edits, {len(report.findings)} findings so far")


async def check_against_fresh(report: Report, edited: LanguageClient, fresh: LanguageClient, uri: str, version: int,
                 text: Text, name: str, use_limit: int) -> list[Finding]:
    report.checks += 1
    # The same URI (the file's name and folder matter: a PROTO's name against its file, the project around it), at a
    # version number no earlier check of the fresh server used.
    fresh_uri, fresh_version = uri, report.checks

    def finding(kind: str, detail: str) -> Finding:
        return Finding(kind, report.seed, name, report.edits, detail)

    try:
        mine = await published(edited, uri, version)
        fresh.text_document_did_open(types.DidOpenTextDocumentParams(
            text_document=types.TextDocumentItem(uri=fresh_uri, language_id="webots", version=fresh_version,
                                                 text=text.text)))
        theirs = await published(fresh, fresh_uri, fresh_version)
        # The template pass publishes again for the same version once rendering is done (server/template_pass.py):
        # what must agree is where both servers settle, so wait (bounded) for their last publishes to meet.
        mine, theirs = await settled(edited, uri, version, fresh, fresh_uri, fresh_version)
        edited_views = await views(edited, uri, text, use_limit)
        fresh_views = await views(fresh, fresh_uri, text, use_limit)
    except Exception as error:  # a request answered with an error, a publish that never came, a dead server
        return [finding("crash", f"{type(error).__name__}: {error}")]
    finally:
        fresh.text_document_did_close(
            types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=fresh_uri)))
    found = [finding("crash", f"{which} server logged: {logged}")
             for which, logged in (("edited", server_errors(edited)), ("fresh", server_errors(fresh))) if logged]
    last = [params.version for params in edited.published if params.uri == uri][-1]
    if last != version:
        found.append(finding("stale-publish", f"last publish is for version {last}, the document is at {version}"))
    pairs = [("diagnostics", diagnostics_view(mine), diagnostics_view(theirs)),
             ("outline", edited_views["outline"], fresh_views["outline"]),
             ("definitions", edited_views["definitions"], fresh_views["definitions"])]
    for kind, a, b in pairs:
        if a != b:
            found.append(finding(kind, _first_difference(a, b)))
    return found


def save(report: Report, folder: Path) -> Path:
    """Every finding with its replay data, as JSON."""
    folder.mkdir(parents=True, exist_ok=True)
    out = folder / f"fuzz-{report.seed}.json"
    out.write_text(json.dumps({
        "seed": report.seed, "edits": report.edits, "checks": report.checks, "seconds": round(report.seconds, 1),
        "files": report.files,
        "findings": [finding.__dict__ for finding in report.findings],
    }, ensure_ascii=False, indent=1), encoding="utf-8")
    return out
