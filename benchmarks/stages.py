"""Where the time of an open and of a keystroke goes, stage by stage, in the real server over stdio.

    python benchmarks/stages.py [FILE] [--opens N] [--keystrokes N] [--server-dir DIR]

For FILE (default: the largest corpus file), runs the server through ``stage_marks.py`` (marks at the start and end
of its stages, on the same clock as this process) and prints p50/p95 of each stage of:
- open -> first publishDiagnostics (each open paired with a full parse in this process just before it): reading the
  body, decoding it, the parse, the analysis (its node table), the diagnostics (their schema sweep), the publish, and the client's receipt;
- keystroke -> definition (lsp.py's keystroke, each after a no-op round trip and this process' reparse of the same
  edit, the floor): the server's wake-up, the didChange (its edit, reparse, changed ranges, analysis update,
  provider, the rest), the definition, its answer's writing and the client's receipt; and the no-op round trip's.
Each stage's p50 is also given as a share of the open's full parse / the keystroke's floor, the baselines lsp.py
holds the server to. The marks cost about a microsecond each. Prints figures only; never asserts.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import tempfile
import time
from pathlib import Path

from lsp import DEFAULT_CORPUS, ROOT, Client, Reparse, full_parse_times, keystroke_byte, largest_corpus_files, \
    open_then_close, percentile, targets

MARKED_SERVER = ("-u", str(Path(__file__).with_name("stage_marks.py")))


def spans(marks: list, stage: str, start: float, end: float) -> list[tuple[float, float]]:
    """(start, end) of each run of ``stage`` that began in ``[start, end]``."""
    found, open_at = [], None
    for name, edge, at, _ in marks:
        if name != stage:
            continue
        if edge == "start" and start <= at <= end and open_at is None:
            open_at = at
        elif edge == "end" and open_at is not None:
            found.append((open_at, at))
            open_at = None
    return found


def first(marks: list, stage: str, start: float, end: float, detail=None) -> tuple[float, float] | None:
    """The first run of ``stage`` (whose start mark notes ``detail``, when given) that began in ``[start, end]``."""
    for index, (name, edge, at, noted) in enumerate(marks):
        if name == stage and edge == "start" and start <= at <= end and (detail is None or noted == detail):
            depth = 0
            for later in marks[index + 1:]:
                if later[0] == stage:
                    depth += 1 if later[1] == "start" else -1
                    if depth < 0:
                        return at, later[2]
    return None


def total(found: list[tuple[float, float]]) -> float:
    return sum(end - start for start, end in found)


def open_stages(marks: list, sent: float, received: float) -> dict[str, float]:
    decode = first(marks, "decode", sent, received)
    handle = first(marks, "handle", sent, received, "textDocument/didOpen")
    parse = first(marks, "parse", sent, received)
    analysis = first(marks, "analysis", sent, received)
    diagnostics = first(marks, "diagnostics", sent, received)
    publish = [run for run in spans(marks, "send", diagnostics[1], received)][0]
    return {
        "read the body": decode[0] - sent,
        "decode": handle[0] - decode[0],
        "before the parse": parse[0] - handle[0],
        "parse": parse[1] - parse[0],
        "analysis": analysis[1] - analysis[0],
        "  node table": total(spans(marks, "node table", *analysis)),
        "diagnostics": diagnostics[1] - diagnostics[0],
        "  schema sweep": total(spans(marks, "schema sweep", *diagnostics)),
        "the rest": (publish[0] - handle[0]) - (parse[1] - handle[0]) - (analysis[1] - analysis[0])
        - (diagnostics[1] - diagnostics[0]),
        "publish (write)": publish[1] - publish[0],
        "client receives": received - publish[1],
        "total": received - sent,
    }


def request_stages(marks: list, sent: float, received: float, before: dict | None = None) -> dict[str, float]:
    """A definition request sent at ``sent`` and answered at ``received``: the server's wake-up, ``before`` (what it
    handled first, timed from the wake-up on), the request, its answer's writing and the client's receipt."""
    decode = first(marks, "decode", sent, received)
    handle = first(marks, "handle", sent, received, "textDocument/definition")
    answer = spans(marks, "send", handle[0], received)[0]
    before = before or {}
    return {
        "wake-up (send -> decode)": decode[0] - sent,
        **before,
        "request": answer[0] - handle[0],
        "answer (write)": answer[1] - answer[0],
        "client receives": received - answer[1],
        "total": received - sent,
    }


def keystroke_stages(marks: list, sent: float, received: float) -> dict[str, float]:
    change = first(marks, "handle", sent, received, "textDocument/didChange")
    definition = first(marks, "handle", change[1], received, "textDocument/definition")
    parts = {stage: total(spans(marks, stage, *change)) for stage in
             ("edit", "parse", "changed ranges", "analysis update", "provider")}
    return request_stages(marks, sent, received, {
        "didChange": change[1] - change[0],
        **{f"  {stage}": seconds for stage, seconds in parts.items()},
        "  the rest": (change[1] - change[0]) - sum(parts.values()),
        "between the two": definition[0] - change[1],
    })


def table(title: str, rows: list[dict[str, float]], baseline: float, baseline_name: str) -> None:
    print(f"\n  {title} ({len(rows)})")
    print(f"    {'stage':<28}{'p50 us':>10}{'p95 us':>10}{'p50 / ' + baseline_name:>24}")
    for stage in rows[0]:
        values = [row[stage] for row in rows]
        p50, p95 = percentile(values, 0.5), percentile(values, 0.95)
        print(f"    {stage:<28}{p50 * 1e6:>10.0f}{p95 * 1e6:>10.0f}{p50 / baseline:>23.2f}x")


async def run(path: Path, opens: int, keystrokes: int, server_dir: Path) -> None:
    source = path.read_bytes()
    text = source.decode("utf-8", "replace")
    with tempfile.TemporaryDirectory() as folder:
        marks_file = Path(folder) / "marks.json"
        client = await Client.start(server_dir, MARKED_SERVER, {"WEBOTS_LS_STAGES": str(marks_file)})
        await client.request("initialize", {"processId": os.getpid(), "capabilities": {}, "rootUri": None})
        client.notify("initialized", {})
        parses, open_times = [], []
        for n in range(opens):
            parses.extend(full_parse_times(source, 1))
            open_times.append(await open_then_close(client, f"file:///benchmark/{n}-{path.name}", text))

        uri = f"file:///benchmark/main-{path.name}"
        waiter = client.expect_diagnostics(uri, 1)
        client.notify("textDocument/didOpen", {"textDocument": {
            "uri": uri, "languageId": "webots", "version": 1, "text": text}})
        await waiter
        spots = targets(source)
        position = spots["keystroke"]
        end = {"line": position["line"], "character": position["character"] + 1}
        reparse = Reparse(source, keystroke_byte(source))
        floors, noop_times, keystroke_times = [], [], []
        for version in range(2, keystrokes + 2):
            reparsed = reparse.next()
            msg_id, data = client.request_frame("textDocument/definition", {
                "textDocument": {"uri": "file:///benchmark/not-open.wbt"}, "position": {"line": 0, "character": 0}})
            sent = time.perf_counter()
            await client.send_request(msg_id, data)
            noop_times.append((sent, time.perf_counter()))
            floors.append(reparsed + noop_times[-1][1] - sent)
            insert = version % 2 == 0
            change = {"range": {"start": position, "end": position if insert else end}, "text": "7" if insert else ""}
            change_data = client.frame({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
                "textDocument": {"uri": uri, "version": version}, "contentChanges": [change]}})
            msg_id, data = client.request_frame(
                "textDocument/definition", {"textDocument": {"uri": uri}, "position": spots["use"]})
            sent = time.perf_counter()
            client._send(change_data)
            await client.send_request(msg_id, data)
            keystroke_times.append((sent, time.perf_counter()))
        await client.stop()
        marks = json.loads(marks_file.read_text())

    print(f"\n{path.name}  ({len(source) / 1e6:.2f} MB), server: {server_dir}")
    if open_times:  # (--opens 0: the keystrokes only)
        parse = percentile(parses, 0.5)
        table(f"open -> first diagnostics; the full parse here: {parse * 1e3:.1f} ms",
              [open_stages(marks, *times) for times in open_times], parse, "parse")
    if not keystroke_times:  # (--keystrokes 0: the opens only)
        return
    floor = percentile(floors, 0.5)
    table(f"keystroke -> definition (its request: the definition); the floor: {floor * 1e6:.0f} us",
          [keystroke_stages(marks, *times) for times in keystroke_times], floor, "floor")
    table("no-op round trip (the floor's)", [request_stages(marks, *times) for times in noop_times], floor, "floor")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("file", type=Path, nargs="?")
    parser.add_argument("--opens", type=int, default=9)
    parser.add_argument("--keystrokes", type=int, default=300)
    parser.add_argument("--server-dir", type=Path, default=ROOT / "server")
    args = parser.parse_args()
    path = args.file or largest_corpus_files(DEFAULT_CORPUS, 1)[0]
    asyncio.run(run(path, args.opens, args.keystrokes, args.server_dir.resolve()))


if __name__ == "__main__":
    main()
