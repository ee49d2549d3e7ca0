"""One place per rule: from each code of the registry (``analysis.codes``) a reader finds its rule functions, its
quick fix and its tests. Every code has ``tests/rules/test_<code>.py`` with a test named after the code that opens a
file in the real server; every declared fix resolves to a function of ``features/fixes/`` and its code's tests ask
for it; ``docs/diagnostics.md`` lists both; no file here is named after a code that does not exist."""

from __future__ import annotations

import ast
import inspect
from pathlib import Path

from webots_ls.analysis import codes
from webots_ls.analysis.codes import DiagnosticCode
from webots_ls.features import code_actions

REPOSITORY = Path(__file__).resolve().parents[2]


def names_called(tree: ast.AST) -> set[str]:
    return {node.func.id for node in ast.walk(tree) if isinstance(node, ast.Call) and isinstance(node.func, ast.Name)}


def missing_tests(entries: list[DiagnosticCode], root: Path = REPOSITORY) -> list[str]:
    """The codes without their end-to-end test: no ``entry.tests`` file, no test function in it whose name holds the
    code (underscored) and opens a file in the server (``helpers.open_file``), or, for a code with a fix, none that
    also asks for its quick fixes (``helpers.quick_fixes``)."""
    missing = []
    for entry in entries:
        path = root / entry.tests
        tree = ast.parse(path.read_text(encoding="utf-8")) if path.is_file() else ast.Module(body=[], type_ignores=[])
        named = [node for node in tree.body if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef))
                 and node.name.startswith("test_") and entry.code.replace("-", "_") in node.name]
        needed = {"open_file", "quick_fixes"} if entry.fix else {"open_file"}
        if not any(needed <= names_called(test) for test in named):
            missing.append(entry.code)
    return missing


def test_every_code_has_its_tests():
    assert missing_tests(list(codes.CODES.values())) == []


def test_a_code_added_without_tests_is_found(tmp_path: Path):
    """The check itself: a new code with no file, a file whose tests are not named after it, a fix never asked for."""
    new = DiagnosticCode("new-code", "warning", "WbParser::parseNode", "A code added without tests.")
    assert missing_tests([new], tmp_path) == ["new-code"]
    (tmp_path / "tests" / "rules").mkdir(parents=True)
    (tmp_path / new.tests).write_text("async def test_something(client, workspace):\n    await open_file()\n")
    assert missing_tests([new], tmp_path) == ["new-code"]
    (tmp_path / new.tests).write_text("async def test_new_code_found(client, workspace):\n    await open_file()\n")
    assert missing_tests([new], tmp_path) == []
    fixed = DiagnosticCode("new-code", "warning", "WbParser::parseNode", "A code with a fix.", fix="fixes.header.x")
    assert missing_tests([fixed], tmp_path) == ["new-code"]


def test_no_test_file_here_is_named_after_a_code_that_does_not_exist():
    files = {path.name for path in (REPOSITORY / "tests" / "rules").glob("test_*.py")}
    assert files - {Path(entry.tests).name for entry in codes.CODES.values()} == {"test_registry.py"}


def test_every_declared_fix_resolves_to_a_function_of_features_fixes():
    declared = {code: entry.fix for code, entry in codes.CODES.items() if entry.fix is not None}
    assert declared and set(code_actions.FIXERS) == set(declared) == code_actions.CODES
    for code, fix in declared.items():
        function = code_actions.FIXERS[code]
        assert inspect.isfunction(function) and function is code_actions.resolve_fix(fix), code
        assert fix.startswith("fixes.") and function.__module__ == f"webots_ls.features.{fix.rpartition('.')[0]}"
        assert not any(part.startswith("_") for part in fix.split(".")), fix  # public names only


def test_the_docs_table_lists_each_code_with_its_rules_fix_and_tests():
    doc = (REPOSITORY / "docs" / "diagnostics.md").read_text(encoding="utf-8")
    # regenerate: cd server && python -m webots_ls.analysis.codes > ../docs/diagnostics.md
    assert doc == codes.markdown()
    header = next(line for line in doc.splitlines() if line.startswith("| Code |"))
    columns = [cell.strip() for cell in header.strip("|").split("|")]
    rows = {}
    for line in doc.splitlines():
        if line.startswith("| `"):
            cells = [cell.strip() for cell in line.strip("|").split(" | ")]
            rows[cells[0].strip("`")] = dict(zip(columns, cells))
    assert list(rows) == list(codes.CODES)
    for code, entry in codes.CODES.items():
        assert rows[code]["Quick fix"] == (f"`{entry.fix}`" if entry.fix else ""), code
        assert rows[code]["Tests"] == f"`{entry.tests}`", code
        reporting = [f"{rule.function.rpartition('.')[0]}.{rule.name}" for rule in codes.REGISTRY
                     if entry in rule.codes]
        assert rows[code]["Rules"] == ", ".join(f"`{name}`" for name in reporting), code
