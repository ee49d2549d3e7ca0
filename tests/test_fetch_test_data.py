"""scripts/fetch-test-data against a local HTTP server (these machines reach no forge): files land checked by sha256,
a file that does not match is never kept, an unreachable host is one clear message; and the committed list is the
shared data's."""

from __future__ import annotations

import filecmp
import functools
import hashlib
import http.server
import os
import shutil
import socket
import subprocess
import sys
import threading
from contextlib import contextmanager
from pathlib import Path

import pytest

from conftest import DATA_ENTRIES, ROOT, TEST_DATA, fetch_test_data

SCRIPT = ROOT / "scripts" / "fetch-test-data"
HEADER = "\t".join(fetch_test_data.COLUMNS)


def run_script(*args: str, **env: str) -> subprocess.CompletedProcess:
    clean = {key: value for key, value in os.environ.items()
             if key not in ("WEBOTS_LS_TEST_DATA", "WEBOTS_LS_TEST_DATA_URL", "CI")}
    return subprocess.run([sys.executable, str(SCRIPT), *args], capture_output=True, text=True,
                          env={**clean, **env}, timeout=600)


class _Handler(http.server.SimpleHTTPRequestHandler):
    def log_message(self, format, *args):  # quiet: the requests are counted instead
        self.server.requests.append(self.path)


@contextmanager
def http_server(folder: Path):
    """A local server of folder, laid out as raw.githubusercontent.com: OWNER/REPO/COMMIT/PATH."""
    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), functools.partial(_Handler, directory=str(folder)))
    server.requests = []
    thread = threading.Thread(target=server.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}", server.requests
    finally:
        server.shutdown()
        server.server_close()


def serve(folder: Path, repo: str, commit: str, path: str, data: bytes) -> None:
    target = folder / repo / commit / path
    target.parent.mkdir(parents=True, exist_ok=True)
    target.write_bytes(data)


def write_list(path: Path, rows: list[tuple[str, str, bytes, str, str, str]]) -> Path:
    lines = ["# a list for this test", HEADER]
    lines += ["\t".join([kind, where, hashlib.sha256(data).hexdigest(), repo, commit, source])
              for kind, where, data, repo, commit, source in rows]
    path.write_text("\n".join(lines) + "\n", encoding="utf-8")
    return path


COMMIT = "0123456789abcdef0123456789abcdef01234567"
WORLD = b"#VRML_SIM R2023b utf8\nWorldInfo { }\n"
PROTO = b"#VRML_SIM R2023b utf8\nPROTO Thing [ ] { Solid { } }\n"


def test_fetch_places_every_file_checked_and_keeps_what_is_there(tmp_path):
    served = tmp_path / "served"
    serve(served, "someone/worlds", COMMIT, "worlds/eye in hand+gripper.wbt", WORLD)  # quoted in the URL
    serve(served, "cyberbotics/webots", COMMIT, "tests/parser/protos/Thing.proto", PROTO)
    pyproject = (ROOT / "pyproject.toml").read_bytes()
    listing = write_list(tmp_path / "list.tsv", [
        ("corpus", "corpus/files/someone__worlds/worlds__eye in hand+gripper.wbt", WORLD, "someone/worlds", COMMIT,
         "worlds/eye in hand+gripper.wbt"),
        ("corpus", "corpus/manifest.tsv", pyproject, "", "", "pyproject.toml"),  # a file of this repository
        ("parser_tests", "webots/parser-tests/protos/Thing.proto", PROTO, "cyberbotics/webots", COMMIT,
         "tests/parser/protos/Thing.proto"),
        ("tree_sitter_cli", "bin/tree-sitter", b"not served", "", "", ""),  # not fetchable
    ])
    dest = tmp_path / "data"
    with http_server(served) as (url, requests):
        result = run_script("--list", str(listing), "--dest", str(dest), "--base-url", url)
        assert result.returncode == 0, result.stderr
        assert (dest / "corpus/files/someone__worlds/worlds__eye in hand+gripper.wbt").read_bytes() == WORLD
        assert (dest / "webots/parser-tests/protos/Thing.proto").read_bytes() == PROTO
        assert (dest / "corpus/manifest.tsv").read_bytes() == pyproject
        assert not (dest / "bin").exists()
        assert "complete: corpus, parser_tests" in result.stderr
        assert "not fetched: the tree-sitter CLI" in result.stderr and str(dest / "bin" / "tree-sitter") in result.stderr
        assert len(requests) == 2

        again = run_script("--list", str(listing), "--dest", str(dest), "--base-url", url)
        assert again.returncode == 0, again.stderr
        assert len(requests) == 2  # the files already there with their sha256 are not fetched again


def test_a_file_that_does_not_match_its_sha256_is_reported_and_not_kept(tmp_path):
    served = tmp_path / "served"
    serve(served, "someone/worlds", COMMIT, "worlds/a.wbt", WORLD)
    serve(served, "someone/worlds", COMMIT, "worlds/b.wbt", WORLD + b"# changed upstream\n")
    listing = write_list(tmp_path / "list.tsv", [
        ("corpus", "corpus/files/a.wbt", WORLD, "someone/worlds", COMMIT, "worlds/a.wbt"),
        ("corpus", "corpus/files/b.wbt", WORLD, "someone/worlds", COMMIT, "worlds/b.wbt"),
        ("corpus", "corpus/files/c.wbt", WORLD, "someone/worlds", COMMIT, "worlds/c.wbt"),  # not served: 404
    ])
    dest = tmp_path / "data"
    (dest / "corpus" / "files").mkdir(parents=True)
    (dest / "corpus" / "files" / "b.wbt").write_bytes(b"a stale copy")  # a wrong file already there goes too
    with http_server(served) as (url, _):
        result = run_script("--list", str(listing), "--dest", str(dest), "--base-url", url)
    assert result.returncode == 1
    assert f"FAILED corpus/files/b.wbt: checksum mismatch, expected sha256 {hashlib.sha256(WORLD).hexdigest()}" \
        in result.stderr, result.stderr
    assert "FAILED corpus/files/c.wbt: HTTP Error 404" in result.stderr, result.stderr
    assert "1 of 3 files in place" in result.stderr
    assert sorted(path.name for path in (dest / "corpus" / "files").iterdir()) == ["a.wbt"]  # no b, no b.wbt.part


def test_an_unreachable_host_is_one_clear_failure(tmp_path):
    with socket.socket() as probe:  # a port nothing listens on
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    listing = write_list(tmp_path / "list.tsv", [
        ("corpus", f"corpus/files/{index}.wbt", WORLD, "someone/worlds", COMMIT, f"worlds/{index}.wbt")
        for index in range(50)
    ])
    dest = tmp_path / "data"
    result = run_script("--list", str(listing), "--dest", str(dest), "--base-url", f"http://127.0.0.1:{port}")
    assert result.returncode == 2
    assert f"cannot reach 127.0.0.1:{port}" in result.stderr and "no test data fetched" in result.stderr
    assert "WEBOTS_LS_TEST_DATA" in result.stderr
    assert "FAILED" not in result.stderr  # one message, not one per file
    assert not any(dest.rglob("*.wbt"))


def test_the_base_url_comes_from_the_environment(tmp_path):
    served = tmp_path / "served"
    serve(served, "someone/worlds", COMMIT, "worlds/a.wbt", WORLD)
    listing = write_list(tmp_path / "list.tsv", [
        ("corpus", "corpus/files/a.wbt", WORLD, "someone/worlds", COMMIT, "worlds/a.wbt")])
    with http_server(served) as (url, requests):
        result = run_script("--list", str(listing), WEBOTS_LS_TEST_DATA_URL=url,
                            WEBOTS_LS_TEST_DATA=str(tmp_path / "data"))  # also the default destination
    assert result.returncode == 0, result.stderr
    assert requests == [f"/someone/worlds/{COMMIT}/worlds/a.wbt"]
    assert (tmp_path / "data" / "corpus" / "files" / "a.wbt").read_bytes() == WORLD


@pytest.mark.corpus
@pytest.mark.parser_tests
@pytest.mark.webots_sources
def test_the_committed_list_fetches_from_its_sources(tmp_path):
    """Every fetchable file of tests/data/test-data.tsv, served from the shared data as its repository would serve it
    at its commit, lands in a fresh folder with its sha256; a second fetch asks for nothing."""
    served = tmp_path / "served"
    remote = [entry for entry in DATA_ENTRIES if entry.repo]
    for entry in remote:
        target = served / entry.repo / entry.commit / entry.source_path
        target.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(TEST_DATA / entry.path, target)
    dest = tmp_path / "data"
    with http_server(served) as (url, requests):
        result = run_script("--dest", str(dest), "--base-url", url)
        assert result.returncode == 0, result.stderr
        assert len(requests) == len(remote) > 1000
        assert "complete: corpus, parser_tests, webots_sources" in result.stderr
        for entry in DATA_ENTRIES:
            if entry.fetchable:
                assert filecmp.cmp(TEST_DATA / entry.path, dest / entry.path, shallow=False), entry.path
        assert run_script("--dest", str(dest), "--base-url", url).returncode == 0
        assert len(requests) == len(remote)


@pytest.mark.corpus
@pytest.mark.parser_tests
@pytest.mark.webots_sources
@pytest.mark.webots_nodes_json
@pytest.mark.tree_sitter_cli
def test_the_committed_list_is_the_shared_data(tmp_path):
    """tests/data is what `--write-checksums` makes of the shared data: every file listed, each sha256 current."""
    if not (TEST_DATA / "webots" / "nodes" / "MANIFEST.tsv").is_file():
        pytest.fail(f"{TEST_DATA} is not the project's shared/ folder (its manifests are missing)")
    result = run_script("--write-checksums", "--from", str(TEST_DATA), "--out", str(tmp_path))
    assert result.returncode == 0, result.stderr
    for name in ["test-data.tsv", "corpus-manifest.tsv"]:
        assert filecmp.cmp(tmp_path / name, ROOT / "tests" / "data" / name, shallow=False), (
            f"tests/data/{name} is stale: run scripts/fetch-test-data --write-checksums")
