"""`./dev`'s tiers: `test-fast` runs every test but the real-editor ones (the `editors` marker selects exactly
tests/editors), `test-quick` runs tests that need no test data; a run without the data reports the tests that need it
as not run, on one line (and fails in CI); a test that reads data it is not marked with fails."""

from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from conftest import DATA_KINDS, TEST_DATA

pytestmark = pytest.mark.slow  # each runs pytest again: tens of seconds, too long for the quick loop
ROOT = Path(__file__).resolve().parents[1]
NOT_RUN = re.compile(r"^(\d+) tests not run: test data not found \(([a-z_, ]+)\); "
                     r"run scripts/fetch-test-data or set WEBOTS_LS_TEST_DATA( \(.*: not fetchable.*\))?$", re.MULTILINE)


def collected(*args: str, cwd: Path = ROOT) -> list[str]:
    result = subprocess.run(
        [sys.executable, "-m", "pytest", "--collect-only", "-q", "-p", "no:cacheprovider", *args],
        cwd=cwd, capture_output=True, text=True, timeout=300,
    )
    assert result.returncode == 0, result.stdout + result.stderr
    return [line for line in result.stdout.splitlines() if "::" in line]


def without_data_env() -> dict[str, str]:
    return {key: value for key, value in os.environ.items() if key not in ("WEBOTS_LS_TEST_DATA", "CI")}


def checkout_copy(tmp_path: Path) -> Path:
    """The repository's files in a folder with no ../shared beside it (tmp_path holds nothing else)."""
    copy = tmp_path / "checkout"
    ignore = shutil.ignore_patterns("__pycache__", "*.so", "artifacts", "node_modules", ".test-data")
    for folder in ["server", "scripts", "tests"]:
        shutil.copytree(ROOT / folder, copy / folder, ignore=ignore)
    shutil.copyfile(ROOT / "pyproject.toml", copy / "pyproject.toml")
    assert not (copy.parent / "shared").exists()
    return copy


def run_pytest(cwd: Path, *args: str, **env: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider", *args], cwd=cwd,
                          capture_output=True, text=True, timeout=600, env={**without_data_env(), **env})


def test_editors_marker_selects_exactly_the_editor_tests():
    editors = collected("-m", "editors")
    others = collected("-m", "not editors")
    assert editors and all(test.startswith("tests/editors/") for test in editors)
    assert not any(test.startswith("tests/editors/") for test in others)
    assert any(test.startswith("tests/fuzz/") for test in others)  # the fuzz is part of the fast path
    assert len(editors) + len(others) == len(collected())


def test_quick_tier_needs_no_data_and_covers_every_module():
    quick = collected("-m", "quick")
    needing_data = set(collected("-m", " or ".join(DATA_KINDS)))
    assert quick and not needing_data & set(quick)
    assert not any(test.startswith(("tests/editors/", "tests/fuzz/")) for test in quick)
    for folder in ["syntax", "analysis", "features", "grammar", "server"]:
        assert any(test.startswith(f"tests/{folder}/") for test in quick), folder
    end_to_end = [test for test in quick if test.startswith("tests/e2e/")]
    assert 3 <= len(end_to_end) <= 40, end_to_end  # a few, over stdio
    assert "tests/test_fetch_test_data.py::test_an_unreachable_host_is_one_clear_failure" in quick


def test_dev_documents_its_commands():
    usage = subprocess.run([str(ROOT / "dev")], capture_output=True, text=True, timeout=60)
    assert usage.returncode == 2
    for command in ["./dev test ", "./dev test-fast", "./dev test-quick"]:
        assert command in usage.stderr
    assert "WEBOTS_LS_TEST_DATA" in usage.stderr and "scripts/fetch-test-data" in usage.stderr
    script = (ROOT / "dev").read_text(encoding="utf-8")
    assert '-m "not editors"' in script and "-m quick" in script


def test_dev_finds_the_test_data_before_installing_anything():
    script = (ROOT / "dev").read_text(encoding="utf-8")
    for case in ["test", "test-fast"]:
        body = script[script.index(f"\n  {case})"):]
        body = body[:body.index(";;")]
        assert body.index("find_test_data") < body.index("install_system_packages"), case
    assert "fetch-test-data --check" in script


@pytest.mark.parametrize("ci", [False, True])
def test_a_run_without_the_data_reports_the_tests_not_run(tmp_path, ci):
    """Offline, without ../shared nor $WEBOTS_LS_TEST_DATA: the data tests are not run, one line says how to get
    them, the others pass; in CI the same run fails."""
    modules = ["tests/analysis/test_binding.py", "tests/grammar/test_corpus.py"]
    needing_data = collected(*modules, "-m", " or ".join(DATA_KINDS))
    data_free = collected(*modules, "-m", "not (" + " or ".join(DATA_KINDS) + ")")
    assert needing_data and data_free
    result = run_pytest(checkout_copy(tmp_path), *modules, **({"CI": "true"} if ci else {}))
    output = result.stdout + result.stderr
    if ci:
        assert result.returncode != 0 and "CI: test data missing" in output, output
        return
    assert result.returncode == 0, output
    (line,) = NOT_RUN.findall(output)
    assert int(line[0]) == len(needing_data), output
    assert set(line[1].split(", ")) == {"corpus", "parser_tests"}
    assert f"{len(data_free)} passed, {len(needing_data)} deselected" in output, output


@pytest.mark.corpus
def test_a_test_reading_data_it_is_not_marked_with_fails(tmp_path):
    copy = checkout_copy(tmp_path)
    (copy / "tests" / "test_probe.py").write_text(
        "import pytest\nfrom conftest import TEST_DATA\n\n"
        "def test_unmarked():\n    assert (TEST_DATA / 'corpus' / 'manifest.tsv').read_text(encoding='utf-8')\n\n"
        "@pytest.mark.corpus\ndef test_marked():\n"
        "    assert sorted((TEST_DATA / 'corpus' / 'files').glob('*/*'))\n\n"
        "@pytest.fixture(scope='module')\ndef manifest():\n"
        "    return (TEST_DATA / 'corpus' / 'manifest.tsv').read_text(encoding='utf-8')\n\n"
        "@pytest.mark.corpus\ndef test_first_user_of_a_fixture(manifest):\n    assert manifest\n\n"
        "def test_later_user_of_the_same_fixture(manifest):\n    assert manifest\n",  # reads nothing itself
        encoding="utf-8")
    result = run_pytest(copy, "tests/test_probe.py", "-rf", WEBOTS_LS_TEST_DATA=str(TEST_DATA))
    output = result.stdout + result.stderr
    assert "2 failed, 2 passed" in output, output
    assert "FAILED tests/test_probe.py::test_unmarked" in output, output
    assert "FAILED tests/test_probe.py::test_later_user_of_the_same_fixture" in output, output
    assert "this test reads test data it is not marked with: add @pytest.mark.corpus" in output, output
