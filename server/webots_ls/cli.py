"""Command line: ``webots-ls`` serves LSP; ``webots-ls check PATH...`` lints files."""

from __future__ import annotations

import argparse
import json
import logging
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

from webots_ls import __version__

SUFFIXES = (".wbt", ".proto", ".wbo")


def _serve_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="webots-ls",
        description="Language server for Webots scene files. "
        "Use 'webots-ls check PATH...' to lint files from the command line.",
    )
    parser.add_argument("--version", action="version", version=f"webots-ls {__version__}")
    parser.add_argument("--stdio", action="store_true", help="serve over stdin/stdout (default)")
    parser.add_argument("--tcp", action="store_true", help="serve over TCP instead of stdio")
    parser.add_argument("--host", default="127.0.0.1", help="TCP host (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=2087, help="TCP port (default 2087)")
    parser.add_argument("--log-level", default="WARNING", help="stderr log level (default WARNING)")
    return parser


def _check_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="webots-ls check",
        description="Report diagnostics for Webots files; folders are searched for "
        ".wbt, .proto and .wbo files. Exit status 1 if any error was found.",
    )
    parser.add_argument("paths", nargs="+", metavar="PATH")
    parser.add_argument("--format", choices=("text", "json"), default="text")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] == "check":
        return check(_check_parser().parse_args(args[1:]))
    return serve(_serve_parser().parse_args(args))


def serve(args: argparse.Namespace) -> int:
    logging.basicConfig(
        stream=sys.stderr,
        level=getattr(logging, str(args.log_level).upper(), logging.WARNING),
        format="%(asctime)s %(levelname)s %(name)s: %(message)s",
    )
    from webots_ls.server import server

    if args.tcp:
        server.start_tcp(args.host, args.port)
        return 0
    # stdout carries the LSP stream only: anything else printed goes to stderr.
    lsp_out = sys.stdout.buffer
    sys.stdout = sys.stderr
    return server.start_stdio(sys.stdin.buffer, lsp_out)


def iter_files(paths: Sequence[str]) -> Iterator[Path]:
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            yield from sorted(
                p for p in path.rglob("*") if p.suffix.lower() in SUFFIXES and p.is_file()
            )
        else:
            yield path


def check_file(path: Path) -> list[dict]:
    """Diagnostics of one file as plain dicts (1-based line and column, columns in characters)."""
    from webots_ls.analysis.index import FileAnalysis
    from webots_ls.features.diagnostics import diagnostics
    from webots_ls.syntax.document import Document

    # A Document (not lint.findings_for) because its line index converts bytes to columns.
    doc = Document.from_text(path.read_bytes())
    analysis = FileAnalysis.build(doc.tree, doc.source)
    results = []
    for finding in diagnostics(doc.tree, doc.source, analysis):
        (line, col), (end_line, end_col) = doc.range_at(finding.span.start, finding.span.end, "utf-32")
        results.append(
            {
                "path": str(path),
                "line": line + 1,
                "column": col + 1,
                "end_line": end_line + 1,
                "end_column": end_col + 1,
                "start_byte": finding.span.start,
                "end_byte": finding.span.end,
                "severity": finding.severity,
                "message": finding.message,
                "code": finding.code,
            }
        )
    results.sort(key=lambda r: (r["line"], r["column"], r["code"] or ""))
    return results


def check(args: argparse.Namespace) -> int:
    findings: list[dict] = []
    missing = False
    for path in iter_files(args.paths):
        try:
            findings.extend(check_file(path))
        except OSError as error:
            print(f"{path}: cannot read: {error.strerror or error}", file=sys.stderr)
            missing = True
    if args.format == "json":
        json.dump(findings, sys.stdout, indent=2, ensure_ascii=False)
        sys.stdout.write("\n")
    else:
        for f in findings:
            print(f"{f['path']}:{f['line']}:{f['column']}: {f['severity']}: {f['message']} [{f['code']}]")
    if missing:
        return 2
    return 1 if any(f["severity"] == "error" for f in findings) else 0


if __name__ == "__main__":
    sys.exit(main())
