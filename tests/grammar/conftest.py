"""Shared helpers for the grammar tests: the real parser and the shared test data."""

from __future__ import annotations

from pathlib import Path

import pytest
import tree_sitter
import tree_sitter_webots
from conftest import TEST_DATA  # the test data: ../shared, $WEBOTS_LS_TEST_DATA or .test-data

REPO = Path(__file__).resolve().parents[2]
SHARED = TEST_DATA
CORPUS = SHARED / "corpus"
PARSER_TESTS = SHARED / "webots" / "parser-tests"

LANGUAGE = tree_sitter.Language(tree_sitter_webots.language())


def parse(source: bytes) -> tree_sitter.Tree:
    return tree_sitter.Parser(LANGUAGE).parse(source)


def syntax_errors(node: tree_sitter.Node) -> list[tree_sitter.Node]:
    """ERROR and MISSING nodes, including MISSING hidden tokens (reported as their visible parent)."""
    found: list[tree_sitter.Node] = []

    def walk(current: tree_sitter.Node) -> None:
        if current.is_error or current.is_missing:
            found.append(current)
            return
        if not current.has_error:
            return
        before = len(found)
        for child in current.children:
            walk(child)
        if len(found) == before:  # the error is a hidden MISSING token inside this node
            found.append(current)

    walk(node)
    return found


def require(path: Path) -> Path:
    if not path.exists():
        pytest.fail(f"test data not found: {path} (run scripts/fetch-test-data or set WEBOTS_LS_TEST_DATA)")
    return path
