"""The committed grammar/src is what grammar.js generates, and the tree-sitter CLI's own corpus tests pass."""

from __future__ import annotations

import filecmp
import os
import shutil
import subprocess

import pytest

from .conftest import REPO, SHARED, require

GRAMMAR = REPO / "grammar"


def tree_sitter_cli() -> str:
    return str(require(SHARED / "bin" / "tree-sitter"))


@pytest.mark.tree_sitter_cli
def test_generated_parser_is_up_to_date(tmp_path):
    copy = tmp_path / "grammar"
    shutil.copytree(GRAMMAR, copy, ignore=shutil.ignore_patterns("*.so", "__pycache__"))
    for generated in ["parser.c", "grammar.json", "node-types.json"]:
        (copy / "src" / generated).unlink()
    subprocess.run([tree_sitter_cli(), "generate", "--abi", "14", "--no-bindings"], cwd=copy, check=True,
                   capture_output=True)
    for generated in ["parser.c", "grammar.json", "node-types.json", "tree_sitter/parser.h"]:
        assert filecmp.cmp(GRAMMAR / "src" / generated, copy / "src" / generated, shallow=False), (
            f"grammar/src/{generated} is stale: run `tree-sitter generate --abi 14 --no-bindings` in grammar/")


@pytest.mark.tree_sitter_cli
def test_tree_sitter_corpus():
    result = subprocess.run([tree_sitter_cli(), "test"], cwd=GRAMMAR, capture_output=True, text=True,
                            env={**os.environ, "NO_COLOR": "1"})
    output = result.stdout + result.stderr
    assert result.returncode == 0, output
    assert "✗" not in output and output.count("✓") >= 30, output
