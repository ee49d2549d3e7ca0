"""The Python binding loads cleanly: `language()` is a PyCapsule that py-tree-sitter takes without warnings."""

from __future__ import annotations

import subprocess
import sys


def test_language_loads_under_warnings_as_errors():
    code = (
        "import tree_sitter, tree_sitter_webots\n"
        "language = tree_sitter.Language(tree_sitter_webots.language())\n"
        "assert type(tree_sitter_webots.language()).__name__ == 'PyCapsule'\n"
        "assert language.abi_version == 14, language.abi_version\n"
        "tree = tree_sitter.Parser(language).parse(b'Solid {}')\n"
        "assert str(tree.root_node) == '(source_file (node type: (node_type) body: (node_body)))', tree.root_node\n"
    )
    result = subprocess.run([sys.executable, "-W", "error", "-c", code], capture_output=True, text=True)
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""


def test_queries_are_bundled():
    import tree_sitter_webots

    for name in ["highlights", "folds", "locals", "injections"]:
        assert "@" in tree_sitter_webots.query_source(name)
