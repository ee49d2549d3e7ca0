"""The shape the code keeps (issue: reshape the core): no function in server/ over 80 lines, node kinds compared
through syntax.kinds, Webots functions named instead of sections of a spec that is not in the repository."""

from __future__ import annotations

import ast
import re
from pathlib import Path

SERVER = Path(__file__).resolve().parents[1] / "server" / "webots_ls"
MAX_FUNCTION_LINES = 80


def _sources() -> list[Path]:
    return sorted(SERVER.rglob("*.py"))


def test_no_function_over_80_lines():
    long = []
    for path in _sources():
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef)):
                length = node.end_lineno - node.lineno + 1
                if length > MAX_FUNCTION_LINES:
                    long.append(f"{path.relative_to(SERVER)}:{node.lineno} {node.name} ({length} lines)")
    assert long == []


def test_no_spec_section_references():
    # the spec is not in the repository; a Webots function name is something a reader can look up
    root = SERVER.parents[1]
    paths = [*_sources(), *sorted((root / "tests").rglob("*.py")), root / "grammar" / "grammar.js", root / "README.md",
             root / "grammar" / "README.md", *sorted((root / "docs").rglob("*.md"))]
    found = [
        f"{path.relative_to(root)}:{number}"
        for path in paths
        if path != Path(__file__).resolve()
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if "§" in line
    ]
    assert found == []


def test_node_kinds_are_not_string_literals():
    # a named kind ("node", "use_name") or a field name spelled as a literal; anonymous tokens ("{", "USE") are not kinds
    literal = re.compile(r"""\.type\s*(?:==|!=)\s*["'][a-z_]+["']|\.type\s+(?:not\s+)?in\s+\(["'][a-z_]+["']|_by_field_name\(["']""")
    found = [
        f"{path.relative_to(SERVER)}:{number}: {line.strip()}"
        for path in _sources()
        if path.name != "kinds.py"
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1)
        if literal.search(line)
    ]
    assert found == []
