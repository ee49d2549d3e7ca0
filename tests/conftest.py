"""Shared test configuration, and the tiers of the test data.

The tests read data that is not in the repository (tests/data/test-data.tsv lists it): ../shared beside the
checkout, else $WEBOTS_LS_TEST_DATA, else .test-data (where scripts/fetch-test-data puts it). Each kind of data is a
pytest marker (pyproject.toml). A test marked with a kind that is absent is not run (a --collect-only listing still
shows it), and one line says so and how to get the data; with CI set, an absent kind fails the run instead. While
the data is there, a test that reads a kind it is not marked with fails: offline it would read nothing and could pass
with nothing tested.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import os
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]

# Let the tests run from a checkout that is not pip-installed.
# (WEBOTS_LS_TEST_INSTALLED=1: the tests import the installed package, e.g. a wheel, instead: tests/test_packaging.py.)
if os.environ.get("WEBOTS_LS_TEST_INSTALLED") != "1" and str(ROOT / "server") not in sys.path:
    sys.path.insert(0, str(ROOT / "server"))


def _load_fetch_script():
    """scripts/fetch-test-data, which knows where the data is and what it holds (a script: no .py to import)."""
    if "fetch_test_data" in sys.modules:  # this file is imported a second time as tests.conftest
        return sys.modules["fetch_test_data"]
    loader = importlib.machinery.SourceFileLoader("fetch_test_data", str(ROOT / "scripts" / "fetch-test-data"))
    module = importlib.util.module_from_spec(importlib.util.spec_from_loader(loader.name, loader))
    sys.modules[loader.name] = module  # dataclasses look their module up there
    loader.exec_module(module)
    return module


fetch_test_data = _load_fetch_script()
DATA_ENTRIES = fetch_test_data.read_list()
# Where the data is; a path that does not exist when it is nowhere, so module-level paths stay Paths.
TEST_DATA = fetch_test_data.find_test_data(ROOT) or ROOT.parent / "shared"
SHARED = TEST_DATA  # the folder laid out as the project's shared/
CORPUS = TEST_DATA / "corpus" / "files"
DATA_KINDS = tuple(fetch_test_data.KINDS)
# Reads under these folders or files (relative to TEST_DATA) belong to the kind: the longest match wins.
KIND_OF_PATH = {
    "corpus": "corpus",
    "webots/parser-tests": "parser_tests",
    "webots/nodes": "webots_sources",
    "webots/proto-list.xml": "webots_sources",
    "webots/nodes/nodes.json": "webots_nodes_json",
    "bin/tree-sitter": "tree_sitter_cli",
}


def _ci() -> bool:
    return os.environ.get("CI", "").lower() not in ("", "0", "false", "no")


class DataTiers:
    """Leaves out (or, in CI, refuses) the tests whose data is absent, and checks the marks of the others."""

    def __init__(self) -> None:
        self.missing = fetch_test_data.missing_kinds(TEST_DATA, DATA_ENTRIES)
        self.not_run = 0
        self.not_run_kinds: list[str] = []
        self.roots = tuple({str(TEST_DATA) + os.sep, os.path.realpath(TEST_DATA) + os.sep})
        self.current: list[set[str]] = []  # the kinds read by the test that runs now, then by a fixture it sets up
        self.by_fixture: dict[tuple[str, str], set[str]] = {}  # (baseid, name) -> kinds: for the fixture's later users

    # --- selection ---
    @staticmethod
    def kinds_of(item: pytest.Item) -> set[str]:
        return {mark.name for mark in item.iter_markers() if mark.name in DATA_KINDS}

    def select(self, config: pytest.Config, items: list[pytest.Item]) -> None:
        absent = [item for item in items if self.kinds_of(item) & set(self.missing)]
        if not absent or config.getoption("collectonly"):  # a listing runs nothing: it shows every tier
            return
        kinds = sorted({kind for item in absent for kind in self.kinds_of(item) & set(self.missing)})
        if _ci():
            raise pytest.UsageError(
                f"CI: test data missing for {len(absent)} selected tests ({', '.join(kinds)}; first absent file: "
                f"{TEST_DATA / self.missing[kinds[0]]}): {fetch_test_data.HOW_TO_GET}")
        self.not_run = len(absent)
        self.not_run_kinds = kinds
        left_out = set(absent)
        config.hook.pytest_deselected(items=absent)
        items[:] = [item for item in items if item not in left_out]

    def summary_line(self) -> str | None:
        if not self.not_run:
            return None
        fetchable = {entry.kind for entry in DATA_ENTRIES if entry.fetchable}
        unfetchable = [kind for kind in self.not_run_kinds if kind not in fetchable]
        return (f"{self.not_run} tests not run: test data not found ({', '.join(self.not_run_kinds)}); "
                f"{fetch_test_data.HOW_TO_GET}"
                + (f" ({', '.join(unfetchable)}: not fetchable, in the project's shared/ only)" if unfetchable else ""))

    # --- the guard: which kinds a test reads ---
    def kind_of(self, path) -> str | None:
        if isinstance(path, int):
            return None
        path = os.fsdecode(path)
        if not os.path.isabs(path):
            path = os.path.abspath(path)
        for root in self.roots:
            if path.startswith(root):
                relative = path[len(root):].replace(os.sep, "/")
                best = max((prefix for prefix in KIND_OF_PATH
                            if relative == prefix or relative.startswith(prefix + "/")), key=len, default=None)
                return KIND_OF_PATH[best] if best else None
        return None

    def read_by(self, item: pytest.Item) -> set[str]:
        """The kinds the test read, or a fixture it uses read (when it was set up, perhaps for an earlier test)."""
        kinds = set(self.current[-1]) if self.current else set()
        for (baseid, name), fixture_kinds in self.by_fixture.items():
            if name in item.fixturenames and item.nodeid.startswith(baseid):
                kinds |= fixture_kinds
        return kinds

    def audit(self, event: str, args: tuple) -> None:
        if not self.current or event not in _WATCHED_EVENTS:
            return
        if event == "subprocess.Popen":
            paths = [args[0], *(args[1] if isinstance(args[1], (list, tuple)) else [args[1]])]
        else:
            paths = [args[0]]
        for path in paths:
            if isinstance(path, (str, bytes, os.PathLike)):
                kind = self.kind_of(path)
                if kind:
                    self.current[-1].add(kind)


_WATCHED_EVENTS = frozenset({"open", "os.listdir", "os.scandir", "os.symlink", "subprocess.Popen", "glob.glob"})
_tiers = DataTiers()


def pytest_configure(config):
    if fetch_test_data.find_test_data(ROOT) is not None:
        sys.addaudithook(_tiers.audit)  # for the process' life: audit hooks cannot be removed; cheap when idle


def pytest_report_header(config):
    found = fetch_test_data.find_test_data(ROOT)
    present = [kind for kind in DATA_KINDS if kind not in _tiers.missing]
    return f"test data: {found or 'not found'} ({', '.join(present) or 'nothing'})"


# `./dev test-quick` (-m quick): the unit tests of these folders that need no data and are not `slow`, and the
# end-to-end tests marked `quick`.
UNIT_TEST_FOLDERS = ("tests/syntax/", "tests/analysis/", "tests/features/", "tests/grammar/", "tests/server/")


def pytest_itemcollected(item):
    path = item.path.relative_to(ROOT).as_posix() if item.path.is_relative_to(ROOT) else ""
    unit = path.startswith(UNIT_TEST_FOLDERS) or path.count("/") == 1  # or tests/test_*.py
    if unit and not _tiers.kinds_of(item) and not item.get_closest_marker("slow"):
        item.add_marker(pytest.mark.quick)


@pytest.hookimpl(trylast=True)  # after -m: only the tests otherwise selected are reported as not run
def pytest_collection_modifyitems(config, items):
    _tiers.select(config, items)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_protocol(item, nextitem):
    _tiers.current.append(set())
    try:
        return (yield)
    finally:
        _tiers.current.pop()


@pytest.hookimpl(wrapper=True)
def pytest_fixture_setup(fixturedef, request):
    if not _tiers.current:
        return (yield)
    _tiers.current.append(set())
    try:
        return (yield)
    finally:
        kinds = _tiers.current.pop()
        if kinds:
            _tiers.current[-1] |= kinds
            _tiers.by_fixture.setdefault((fixturedef.baseid, fixturedef.argname), set()).update(kinds)


@pytest.hookimpl(wrapper=True)
def pytest_runtest_call(item):
    result = yield
    unmarked = _tiers.read_by(item) - _tiers.kinds_of(item)
    if unmarked:
        marks = ", ".join(f"@pytest.mark.{kind}" for kind in sorted(unmarked))
        pytest.fail(f"this test reads test data it is not marked with: add {marks} (without that data it would "
                    f"pass having read nothing)", pytrace=False)
    return result


def pytest_terminal_summary(terminalreporter):
    line = _tiers.summary_line()
    if line:
        terminalreporter.write_line(line, yellow=True, bold=True)
