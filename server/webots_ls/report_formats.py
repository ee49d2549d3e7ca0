"""How ``webots-ls check`` writes its findings: plain text for people, GitHub workflow commands, SARIF 2.1.0 and
JSON. Each takes the plain finding records of ``cli.check_file`` (1-based lines, columns in characters)."""

from __future__ import annotations

import json
import os
import re
import unicodedata
from collections import Counter
from collections.abc import Mapping, Sequence
from pathlib import Path
from urllib.parse import quote

from webots_ls import __version__

SEVERITIES = ("error", "warning", "information", "hint")
INFORMATION_URI = "https://github.com/cyberbotics/webots"

# Bidirectional overrides and isolates reorder what a terminal shows (a message could read as something else).
_BIDI = set(map(chr, [*range(0x202A, 0x202F), *range(0x2066, 0x206A), 0x200E, 0x200F, 0x061C]))


def _is_unprintable(char: str) -> bool:
    return unicodedata.category(char) in ("Cc", "Cs", "Zl", "Zp") or char in _BIDI


# The same characters as one class (Cc, Cs, Zl, Zp are these ranges; a test compares it with unicodedata): finding
# a line with none is one regex search, not a category look-up per character (100,000 findings: 6 s).
_UNPRINTABLE = re.compile("[\x00-\x1f\x7f-\x9f\ud800-\udfff\u2028\u2029" + "".join(sorted(_BIDI)) + "]")


def escape_controls(text: str, keep: str = "") -> str:
    """Control characters (NUL, ESC, CR, ...), lone surrogates, line separators and bidi controls as
    backslash escapes, so a finding is one line of visible text. Characters in ``keep`` stay as they are."""
    if not any(char not in keep for char in _UNPRINTABLE.findall(text)):
        return text
    out = []
    for char in text:
        if char in keep or not _is_unprintable(char):
            out.append(char)
        elif char == "\t":
            out.append("\\t")
        elif char == "\n":
            out.append("\\n")
        elif char == "\r":
            out.append("\\r")
        elif ord(char) < 0x100:
            out.append(f"\\x{ord(char):02x}")
        elif 0xDC80 <= ord(char) <= 0xDCFF:  # a byte that is not UTF-8, kept by Python's surrogateescape
            out.append(f"\\x{ord(char) - 0xDC00:02x}")
        else:
            out.append(f"\\u{ord(char):04x}")
    return "".join(out)


def display_path(path: str) -> str:
    """A path as text that can be encoded: bytes that are not UTF-8 appear as ``\\xNN``."""
    return os.fsencode(path).decode("utf-8", "backslashreplace")


# -- text --------------------------------------------------------------------------------------------


def one_line(message: str) -> str:
    """A message on one line: the lines after the first (Webots' own text, appended on a line of its own) in
    parentheses after it."""
    first, *rest = message.split("\n")
    return first + "".join(f" ({line})" for line in rest if line)


def text_line(record: Mapping) -> str:
    return escape_controls(
        f"{record['path']}:{record['line']}:{record['column']}: {record['severity']}: "
        f"{one_line(record['message'])} [{record['code']}]"
    )


def summary(files: int, records: Sequence[Mapping], unreadable: int = 0) -> str:
    """``398 files checked: 1 error, 101 warnings`` or ``3 files checked: all passed``."""
    counts = Counter(record["severity"] for record in records)
    head = f"{files} file{'s' if files != 1 else ''} checked: "
    if not records:
        body = "no findings" if unreadable else "all passed"  # (not "passed" when a path was not read)
    else:
        parts = [_plural(counts[name], name) for name in ("error", "warning")]
        parts += [_plural(counts[name], name) for name in ("information", "hint") if counts[name]]
        body = ", ".join(parts)
    if unreadable:
        body += f"; {unreadable} path{'s' if unreadable != 1 else ''} not checked"
    return head + body


def _plural(count: int, name: str) -> str:
    if name == "information":
        return f"{count} information"
    return f"{count} {name}{'s' if count != 1 else ''}"


# -- GitHub workflow commands --------------------------------------------------------------------------

GITHUB_COMMANDS = {"error": "error", "warning": "warning", "information": "notice", "hint": "notice"}


def github_data(text: str) -> str:
    """Escape a workflow command's message as GitHub's toolkit does (``escapeData``)."""
    return text.replace("%", "%25").replace("\r", "%0D").replace("\n", "%0A")


def github_property(text: str) -> str:
    """Escape a workflow command's property value as GitHub's toolkit does (``escapeProperty``)."""
    return github_data(text).replace(":", "%3A").replace(",", "%2C")


def github_line(record: Mapping) -> str:
    """``::error file=…,line=…,endLine=…,col=…,endColumn=…,title=…::message`` for one finding."""
    properties = {
        "file": record["path"],
        "line": record["line"],
        "endLine": record["end_line"],
        "col": record["column"],
        "endColumn": record["end_column"],
        "title": f"webots-ls {record['code']}",
    }
    # CR and LF are escaped by GitHub's own rules; other control bytes would reach the log raw.
    rendered = ",".join(f"{key}={github_property(escape_controls(str(value), keep=chr(13) + chr(10)))}"
                        for key, value in properties.items())
    message = github_data(escape_controls(one_line(record["message"]), keep="\r\n"))
    return f"::{GITHUB_COMMANDS[record['severity']]} {rendered}::{message}"


# -- SARIF 2.1.0 ---------------------------------------------------------------------------------------

SARIF_SCHEMA = "https://json.schemastore.org/sarif-2.1.0.json"
SARIF_LEVELS = {"error": "error", "warning": "warning", "information": "note", "hint": "note"}


def sarif_rule(code: str) -> dict:
    """A SARIF rule for a diagnostic code, described by the code registry (``analysis.codes.CODES``)."""
    from webots_ls.analysis.codes import CODES

    rule: dict = {"id": code, "name": _rule_name(code)}
    entry = CODES.get(code)
    if entry is not None:  # every code the rules emit is registered; a stray one still gets its id
        rule["shortDescription"] = {"text": entry.description}
        rule["fullDescription"] = {"text": f"{entry.description} Webots: {entry.webots_function}."}
        rule["defaultConfiguration"] = {"level": SARIF_LEVELS[entry.severity]}
        rule["properties"] = {"webotsFunction": entry.webots_function}
    return rule


def artifact_uri(path: str) -> str:
    """A file's SARIF ``uri``: relative paths stay relative (to where ``check`` ran), absolute ones are file URIs."""
    posix = Path(path).as_posix()
    return ("file://" if posix.startswith("/") else "") + quote(os.fsencode(posix))


def sarif_log(records: Sequence[Mapping], not_checked: Sequence[str] = ()) -> dict:
    """One SARIF run: every known rule (id = diagnostic code), a result per finding, and a notification per
    path that could not be checked."""
    from webots_ls.analysis.codes import CODES

    codes = sorted(set(CODES) | {record["code"] for record in records})
    rules = [sarif_rule(code) for code in codes]
    index = {code: i for i, code in enumerate(codes)}
    results = [_sarif_result(record, index[record["code"]]) for record in records]
    invocation = {
        "executionSuccessful": not not_checked,
        "toolExecutionNotifications": [
            {"level": "error", "message": {"text": escape_controls(reason)}} for reason in not_checked
        ],
    }
    driver = {"name": "webots-ls", "version": __version__, "informationUri": INFORMATION_URI, "rules": rules}
    return {
        "$schema": SARIF_SCHEMA,
        "version": "2.1.0",
        "runs": [
            {
                "tool": {"driver": driver},
                "invocations": [invocation],
                "columnKind": "unicodeCodePoints",
                "results": results,
            }
        ],
    }


def _rule_name(code: str) -> str:
    """SARIF's rule ``name`` is an identifier-like word: ``unresolved-use`` -> ``UnresolvedUse``."""
    return "".join(part.capitalize() for part in re.split(r"[^A-Za-z0-9]+", code) if part)


def _sarif_result(record: Mapping, rule_index: int) -> dict:
    region = {
        "startLine": record["line"],
        "startColumn": record["column"],
        "endLine": record["end_line"],
        "endColumn": record["end_column"],
    }
    location = {"artifactLocation": {"uri": artifact_uri(record["path"])}, "region": region}
    return {
        "ruleId": record["code"],
        "ruleIndex": rule_index,
        "level": SARIF_LEVELS[record["severity"]],
        "message": {"text": record["message"]},
        "locations": [{"physicalLocation": location}],
    }


def sarif_text(records: Sequence[Mapping], not_checked: Sequence[str] = ()) -> str:
    return json.dumps(sarif_log(records, not_checked), indent=2, ensure_ascii=False)


def json_text(records: Sequence[Mapping]) -> str:
    public = [{**record, "path": display_path(record["path"])} for record in records]
    return json.dumps(public, indent=2, ensure_ascii=False)
