"""Command line: ``webots-ls`` serves LSP; ``webots-ls check PATH...`` lints files."""

from __future__ import annotations

import argparse
import logging
import os
import sys
from collections.abc import Iterator, Sequence
from pathlib import Path

from webots_ls import __version__, report_formats

SUFFIXES = (".wbt", ".proto", ".wbo")


def _serve_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="webots-ls",
        description="Language server for Webots scene files (serves LSP over stdio by default).",
        epilog="commands:\n  check PATH...  lint Webots files from the command line (webots-ls check --help)",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"webots-ls {__version__}")
    parser.add_argument("--stdio", action="store_true", help="serve over stdin/stdout (default)")
    parser.add_argument("--tcp", action="store_true", help="serve over TCP instead of stdio")
    parser.add_argument("--host", default="127.0.0.1", help="TCP host (default 127.0.0.1)")
    parser.add_argument("--port", type=int, default=2087, help="TCP port (default 2087)")
    parser.add_argument("--log-level", default="WARNING", help="stderr log level (default WARNING)")
    return parser


CHECK_EPILOG = """\
PATH is a file or a folder; folders are searched recursively for .wbt, .proto and .wbo files.
A named PATH that is not a regular file (a FIFO, a device) is skipped with a message.

formats:
  text    one line per finding, path:line:column: severity: message [code]
          (1-based; columns count characters; control characters are shown as escapes),
          then a summary line such as "12 files checked: 1 error, 3 warnings"
  github  GitHub Actions workflow commands (::error file=...,line=...,col=...::message),
          which a workflow shows as annotations on the pull request; then the summary
  sarif   one SARIF 2.1.0 log on stdout (rules are the diagnostic codes), for code scanning
  json    a JSON list of findings with 1-based line/column, end_line/end_column, start_byte/end_byte,
          severity, message and code
  With sarif and json, stdout holds the document only and the summary goes to stderr.

exit status:
  0  no error found (warnings alone pass)
  1  at least one error found
  2  a PATH could not be read or is not a regular file, or the configuration or the command line is wrong
"""


def _check_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="webots-ls check",
        description="Report the diagnostics of Webots files, as the language server does.",
        epilog=CHECK_EPILOG,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("paths", nargs="*", metavar="PATH", help="file or folder to check")
    parser.add_argument("--format", choices=("text", "github", "sarif", "json"), default="text",
                        help="output format (default text)")
    parser.add_argument("--quiet", "-q", action="store_true", help="no summary line")
    parser.add_argument("--no-templates", action="store_true", help="do not render procedural PROTOs (template "
                        "errors and what only their output shows are then not reported)")
    config = parser.add_argument_group(
        "configuration", "[tool.webots-ls] in pyproject.toml or a webots-ls.toml, the closest to each file; these "
        "options apply after it (CODES and GLOBS are comma lists; ALL is every code)")
    config.add_argument("--config", metavar="FILE", help="use this configuration file only (no search; its relative "
                        "globs are relative to the current folder)")
    config.add_argument("--select", metavar="CODES", help="report these codes only (replaces the file's select)")
    config.add_argument("--extend-select", metavar="CODES", help="report these codes too")
    config.add_argument("--ignore", metavar="CODES", help="do not report these codes (after the file's keys)")
    config.add_argument("--exclude", metavar="GLOBS", help="leave these out of folder walks (replaces the file's "
                        "exclude and the defaults; a path named on the command line is checked anyway)")
    config.add_argument("--extend-exclude", metavar="GLOBS", help="leave these out of folder walks too")
    config.add_argument("--force-exclude", action="store_true", help="leave out excluded paths even when named on "
                        "the command line (for pre-commit, which names each staged file)")
    config.add_argument("--show-settings", action="store_true",
                        help="print the settings that apply to PATH (default: the current folder), then exit")
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    args = list(sys.argv[1:] if argv is None else argv)
    if args and args[0] == "check":
        parser = _check_parser()
        parsed = parser.parse_args(args[1:])
        if not parsed.paths and not parsed.show_settings:
            parser.error("the following arguments are required: PATH")
        return check(parsed)
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


class NotChecked(Exception):
    """A named path that is not a regular file (reading a FIFO would wait forever)."""


class ProtocolBuffersFile(Exception):
    """A .proto file that is a Protocol Buffers schema (a robot's messages), not a Webots PROTO: not checked."""


def iter_files(paths: Sequence[str], outside: list[Path] | None = None, finder=None,
               excluded: list[Path] | None = None) -> Iterator[Path]:
    """The files to check: each path given, and the Webots files inside each folder given. A file in a folder whose
    real path lies outside that folder (a symlink out of the tree: a pull request can add one to a credentials
    file) is not followed; it is added to ``outside`` instead. ``finder`` (``lint.ConfigFinder``): the folders and
    files its settings exclude are left out of folder walks; a path given is checked all the same (as ruff does),
    unless ``excluded`` is given (``--force-exclude``): then an excluded path given is added to it instead."""
    for raw in paths:
        path = Path(raw)
        if excluded is not None and finder is not None and not path.is_dir() and \
                finder.settings_for_file(path).excluded_below_root(Path(os.path.abspath(path))):
            excluded.append(path)
        elif path.is_dir():
            root = os.path.realpath(path)
            # FIFOs and devices with a Webots suffix are yielded too: read_regular_file refuses them by name.
            for found in _walk(path, finder):
                real = os.path.realpath(found)
                if os.path.commonpath([root, real]) == root:
                    yield found
                elif outside is not None:
                    outside.append(found)
        else:
            yield path


def _walk(folder: Path, finder) -> list[Path]:
    """The Webots files under ``folder`` (not a folder, whatever they are), sorted; symlinked folders are not
    entered (as ``Path.rglob``); excluded folders are not entered at all."""
    found = []
    for top, folders, files in os.walk(folder):
        here = Path(top)
        if finder is not None:
            folders[:] = [name for name in folders if not finder.is_excluded(here / name, is_folder=True)]
        for name in files:
            path = here / name
            if path.suffix.lower() in SUFFIXES and (finder is None or not finder.is_excluded(path)):
                found.append(path)
    return sorted(found)


def read_regular_file(path: Path) -> bytes:
    """The bytes of a regular file (``analysis.files.read_file``: a FIFO, a device or a huge file is refused at
    once instead of blocking or filling memory)."""
    from webots_ls.analysis.files import SkippedFile, read_file

    try:
        return read_file(path)
    except SkippedFile as skipped:
        raise NotChecked(skipped.reason) from None


def check_file(path: Path, project=None, settings=None, templates: bool = True) -> list[dict]:
    """Diagnostics of one file as plain dicts (1-based line and column, columns in characters). ``project``
    (``analysis.project.Project``): the PROTOs around the file are resolved as Webots does. ``settings``
    (``analysis.lint_config.Settings``): the codes it selects and the file's per-file ignores; inline ignores
    apply in any case. ``templates``: the procedural PROTOs the file concerns are rendered, as the server does."""
    from webots_ls.analysis.files import is_protocol_buffers, names_webots_header
    from webots_ls.analysis.project import normal_path
    from webots_ls.lint import findings_for, kept_findings

    source = read_regular_file(path)
    if path.suffix.lower() == ".proto" and is_protocol_buffers(source):
        raise ProtocolBuffersFile(path)
    findings = findings_for(source, path, project, templates=templates)
    if not names_webots_header(source):  # (a copied credentials file, a symlinked system file: Webots refuses it at the
        findings = [finding for finding in findings if finding.code == "header"]  # header; so does check, quoting none)
    findings = kept_findings(findings, source, settings, path)
    position = positions(source, [offset for f in findings for offset in (f.span.start, f.span.end)])
    results = []
    for finding in findings:
        (line, column), (end_line, end_column) = position[finding.span.start], position[finding.span.end]
        results.append(
            {
                "path": str(path),
                "line": line,
                "column": column,
                "end_line": end_line,
                "end_column": end_column,
                "start_byte": finding.span.start,
                "end_byte": finding.span.end,
                "severity": finding.severity,
                "message": finding.message.replace(str(normal_path(path)), str(path)),  # (the path as given)
                "code": finding.code,
            }
        )
    results.sort(key=lambda r: (r["line"], r["column"], r["code"] or ""))
    return results


def positions(source: bytes, offsets: list[int]) -> dict[int, tuple[int, int]]:
    """1-based (line, column in characters) of each byte offset. Offsets are visited in order and each column is
    counted from the previous offset on its line, so many findings on one long line cost one pass over it."""
    from webots_ls.syntax.positions import LineIndex, character_count

    lines = LineIndex(source)
    out: dict[int, tuple[int, int]] = {}
    line, last, column = -1, 0, 0
    for offset in sorted(set(offsets)):
        here = lines.line_of(offset)
        if here != line:
            line, last, column = here, lines.line_start(here), 0
        column += character_count(source[last:offset], "utf-32")
        last = offset
        out[offset] = (line + 1, column + 1)
    return out


def _check_paths(paths: Sequence[str], findings: list[dict], not_checked: list[str], outside: list[Path],
                 protocol_buffers: list[Path], finder, excluded: list[Path] | None, templates: bool = True) -> int:
    """Check each file given and each Webots file inside the folders given, once each. The PROTO files a file loads
    are read to know their types (as Webots reads them when it loads the world), not reported: a check of one world
    must not fail over files nobody asked about. Returns the number of files checked."""
    from webots_ls.analysis.project import Project, project_root

    projects: dict[Path, Project] = {}  # one per project folder: PROTO interfaces read once for all its files
    checked: set[str] = set()  # real paths
    files = 0
    for path in iter_files(paths, outside, finder, excluded):
        if os.path.realpath(path) in checked:
            continue
        checked.add(os.path.realpath(path))
        try:
            root = project_root(path)  # the installation: WEBOTS_HOME, else the usual places; else the bundled index
            project = projects.get(root) or projects.setdefault(root, Project.discover([root]))
            findings.extend(check_file(path, project, finder.settings_for_file(path), templates))
            files += 1
        except ProtocolBuffersFile:
            protocol_buffers.append(path)
        except NotChecked as reason:
            not_checked.append(f"{report_formats.display_path(str(path))}: skipped: {reason}")
        except OSError as error:
            not_checked.append(f"{report_formats.display_path(str(path))}: cannot read: {error.strerror or error}")
    return files


def check(args: argparse.Namespace) -> int:
    try:
        return _check(args)
    except BrokenPipeError:  # (`check ... | head`: the reader went away; end quietly, as Unix tools do)
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # (Python flushes stdout at exit: to nowhere now)
        return 1


def _finder(args: argparse.Namespace):
    """The configuration finder of a run: the command line's keys over the files'. Raises ``ConfigError``."""
    from webots_ls.analysis.codes import CODES
    from webots_ls.analysis.lint_config import Glob, Overrides, Selection, parse_code_list
    from webots_ls.lint import ConfigFinder

    def codes(option: str):
        value = getattr(args, option.lstrip("-").replace("-", "_"))
        return None if value is None else parse_code_list(value, CODES.keys(), option)

    def globs(value: str | None):
        return None if value is None else tuple(Glob(item.strip()) for item in value.split(",") if item.strip())

    selection = Selection(codes("--select"), codes("--extend-select") or (), codes("--ignore") or ())
    overrides = Overrides(Path.cwd(), selection, globs(args.exclude), globs(args.extend_exclude) or ())
    return ConfigFinder(overrides, Path(args.config) if args.config else None, Path.cwd(), cache_folders=True)


def _check(args: argparse.Namespace) -> int:
    from webots_ls.analysis.lint_config import ConfigError

    findings: list[dict] = []
    not_checked: list[str] = []
    outside: list[Path] = []
    protocol_buffers: list[Path] = []
    excluded: list[Path] | None = [] if args.force_exclude else None
    try:
        finder = _finder(args)
        if args.show_settings:
            _write(show_settings(finder, args.paths[0] if args.paths else "."))
            return 0
        files = _check_paths(args.paths, findings, not_checked, outside, protocol_buffers, finder, excluded,
                             not args.no_templates)
    except ConfigError as error:
        print(report_formats.escape_controls(f"webots-ls check: configuration error: {error}"), file=sys.stderr)
        return 2
    for reason in not_checked:
        print(report_formats.escape_controls(reason), file=sys.stderr)
    if outside:
        shown = ", ".join(report_formats.display_path(str(path)) for path in outside[:3]) + (", …" if len(outside) > 3 else "")
        count = f"{len(outside)} file{'s' if len(outside) > 1 else ''}"
        print(report_formats.escape_controls(f"{count} not followed: a symlink to outside the paths given ({shown})"),
              file=sys.stderr)
    if not files and not not_checked and not excluded:
        print(f"webots-ls check: no .wbt, .proto or .wbo file to check in {' '.join(args.paths)}", file=sys.stderr)
    if args.format == "json":
        _write(report_formats.json_text(findings) + "\n")
    elif args.format == "sarif":
        _write(report_formats.sarif_text(findings, not_checked) + "\n")
    else:
        line = report_formats.github_line if args.format == "github" else report_formats.text_line
        _write("".join(line(f) + "\n" for f in findings))
    if not args.quiet:
        summary_stream = sys.stderr if args.format in ("json", "sarif") else sys.stdout
        if files or not_checked:
            print(report_formats.summary(files, findings, len(not_checked)), file=summary_stream, flush=True)
        if protocol_buffers:
            count = len(protocol_buffers)
            print(f"{count} .proto file{'s' if count > 1 else ''} skipped (Protocol Buffers)", file=summary_stream,
                  flush=True)
        if excluded:
            count = len(excluded)
            print(f"{count} file{'s' if count > 1 else ''} excluded by the configuration", file=summary_stream,
                  flush=True)
    if not_checked or not (files or excluded):
        return 2
    return 1 if any(f["severity"] == "error" for f in findings) else 0


def show_settings(finder, raw: str) -> str:
    """``--show-settings``: what applies to the path ``raw`` (a file, or a folder's files), as text."""
    from webots_ls.analysis.codes import CODES

    path = Path(raw)
    absolute = Path(os.path.abspath(path))
    settings = finder.settings_for_folder(absolute) if path.is_dir() else finder.settings_for_file(absolute)
    config = settings.config
    known = list(CODES)
    selected = [code for code in known if code in settings.codes]
    ignored = [code for code in known if code not in settings.codes]
    if not ignored:
        select = "ALL"
    elif len(selected) > len(ignored):
        select = f"ALL but those ignored ({len(selected)} of {len(known)} codes)"
    else:
        select = ", ".join(selected) or "(none)"
    lines = [
        f"Settings for: {raw}",
        f"config file: {config.path if config.path is not None else 'none (the defaults)'}",
        f"select: {select}",
        f"ignore: {', '.join(ignored) or '(none)'}",
        "per-file-ignores:" + ("" if settings.per_file_ignores else " (none)"),
    ]
    for rooted, codes in settings.per_file_ignores:
        applies = " (applies here)" if not path.is_dir() and rooted.matches(absolute) else ""
        shown = "ALL" if codes >= settings.known else ", ".join(code for code in known if code in codes)
        lines.append(f"  {rooted.glob.pattern} (in {rooted.root}): {shown}{applies}")
    lines.append("exclude (from folder walks):")
    roots: dict = {}
    for rooted in settings.exclude:
        roots.setdefault(rooted.root, []).append(rooted.glob.pattern)
    lines += [f"  in {root}: {', '.join(patterns)}" for root, patterns in roots.items()]
    lines.append(f"excluded here: {'yes' if settings.is_excluded(absolute) else 'no'}"
                 + (" (checked all the same when named on the command line)" if settings.is_excluded(absolute) else ""))
    return "\n".join(report_formats.escape_controls(line) for line in lines) + "\n"


def _write(text: str) -> None:
    """UTF-8 on stdout whatever the locale; anything that cannot be encoded becomes an escape."""
    sys.stdout.flush()
    sys.stdout.buffer.write(text.encode("utf-8", "backslashreplace"))
    sys.stdout.buffer.flush()


if __name__ == "__main__":
    sys.exit(main())
