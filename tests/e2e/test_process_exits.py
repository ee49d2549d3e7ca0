"""Killing the server leaves no process and no shared-memory entry behind (issue 28.3), with a real process tree:
the server (``python -m webots_ls``) opens a 300 KB world, which starts its diagnostics worker process (and
multiprocessing's resource tracker); then the server gets SIGTERM (what an editor sends a server that does not exit
in time: it must run the shutdown path) or is killed outright (SIGKILL; TerminateProcess on Windows), and every
process it started must end within a bound, with no /dev/shm entry of theirs left.

Before: SIGTERM ended the server by the signal's default action, and both children lived on with parent 1 (the
worker waits for jobs forever, and the tracker for its pipe, which the worker holds), keeping the server's
semaphores in /dev/shm."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import psutil
import pytest

from .conftest import SERVER_COMMAND, SERVER_DIR
from .test_cli import frame
from .test_lifecycle import WITHOUT_FCNTL

BOUND = 30  # seconds: only a hang (or a process left running) fails it
CELL = "DEF B{0} Solid {{ translation {0} 0 0 children [ Shape {{ geometry Box {{ }} }} ] }}\n"
WORLD = "#VRML_SIM R2023b utf8\n" + "".join(CELL.format(i) for i in range(4000))  # 320 KB: checked in the worker
SHARED_MEMORY = Path("/dev/shm")  # (Linux; elsewhere nothing to look at)


def _start_server(folder: Path, command: list[str] = SERVER_COMMAND) -> subprocess.Popen:
    """The real server, initialized on ``folder`` with the big world open; stdin stays open, as an editor's."""
    env = {**os.environ, "PYTHONPATH": str(SERVER_DIR)}
    env.pop("WEBOTS_HOME", None)
    process = subprocess.Popen([*command, "--stdio"], stdin=subprocess.PIPE, stdout=subprocess.DEVNULL,
                               stderr=subprocess.PIPE, env=env)
    world = folder / "big.wbt"
    world.write_text(WORLD, encoding="utf-8")
    process.stdin.write(
        frame({"jsonrpc": "2.0", "id": 1, "method": "initialize",
               "params": {"capabilities": {}, "rootUri": folder.as_uri()}})
        + frame({"jsonrpc": "2.0", "method": "initialized", "params": {}})
        + frame({"jsonrpc": "2.0", "method": "textDocument/didOpen", "params": {"textDocument": {
            "uri": world.as_uri(), "languageId": "webots", "version": 1, "text": WORLD}}})
    )
    process.stdin.flush()
    return process


def _worker_started(server: psutil.Process) -> tuple[list[psutil.Process], set[Path]]:
    """The server's process tree once its diagnostics worker runs (multiprocessing's ``spawn_main``), and the
    /dev/shm entries of that tree, once the worker has them mapped (Linux; elsewhere none)."""
    deadline = time.monotonic() + BOUND
    while time.monotonic() < deadline:
        children = server.children(recursive=True)
        if any("spawn_main" in " ".join(_command(child)) for child in children):
            entries = _shared_memory_entries([server, *children])
            if entries or not SHARED_MEMORY.is_dir():
                return children, entries
        time.sleep(0.05)
    pytest.fail("the diagnostics worker did not start")


def _command(process: psutil.Process) -> list[str]:
    try:
        return process.cmdline()
    except psutil.Error:
        return []


def _shared_memory_entries(processes: list[psutil.Process]) -> set[Path]:
    """The /dev/shm files these processes have mapped that exist (multiprocessing's named semaphores, ``sem.mp-*``:
    the worker maps them by their names): those of the server's tree, not of other processes on the machine."""
    found = set()
    for process in processes:
        try:
            maps = process.memory_maps()
        except psutil.Error:
            continue
        for mapped in maps:
            path = Path(mapped.path)
            if path.parent == SHARED_MEMORY and path.exists():
                found.add(path)
    return found


def _gone_within_bound(processes: list[psutil.Process]) -> list[psutil.Process]:
    """The processes still running after ``BOUND`` seconds (each checked by pid and start time: psutil)."""
    _, alive = psutil.wait_procs(processes, timeout=BOUND)
    # (leave nothing behind: the worker first, so that the tracker, seeing its pipe closed, unlinks the semaphores)
    trackers = [process for process in alive if "resource_tracker" in " ".join(_command(process))]
    for process in alive:
        if process not in trackers:
            process.kill()
    _, trackers = psutil.wait_procs(trackers, timeout=5)
    for process in trackers:
        process.kill()
    return alive


def _stop(process: subprocess.Popen) -> str:
    try:
        process.kill()
        process.stdin.close()
        return process.stderr.read().decode("utf-8", "replace")
    except OSError:
        return ""


@pytest.mark.skipif(sys.platform == "win32", reason="Windows delivers no SIGTERM: it terminates the process")
def test_sigterm_runs_the_shutdown_path_and_ends_every_child(tmp_path):
    process = _start_server(tmp_path)
    stderr = ""
    try:
        server = psutil.Process(process.pid)
        children, entries = _worker_started(server)
        process.send_signal(signal.SIGTERM)
        code = process.wait(BOUND)
        left = _gone_within_bound(children)
    finally:
        stderr = _stop(process)
    assert code == 0, stderr  # the shutdown path ran (not the signal's default action: -15)
    assert left == [], stderr
    assert not [entry for entry in entries if entry.exists()], stderr
    assert "leaked" not in stderr  # the semaphores were released at exit, not cleaned up by the tracker


@pytest.mark.skipif(sys.platform == "win32", reason="Windows delivers no SIGTERM: it terminates the process")
def test_sigterm_without_fcntl_ends_the_server_and_every_child(tmp_path):
    """pygls' reader (no fcntl: Windows) leaves SIGTERM its default action (its reader thread may be blocked on
    stdin, and the shutdown path would wait for it): the server still ends at once, and so do its children."""
    process = _start_server(tmp_path, WITHOUT_FCNTL)
    stderr = ""
    try:
        server = psutil.Process(process.pid)
        children, entries = _worker_started(server)
        process.send_signal(signal.SIGTERM)
        process.wait(BOUND)
        left = _gone_within_bound(children)
    finally:
        stderr = _stop(process)
    assert left == [], stderr
    _unlinked_within_bound(entries, stderr)


def test_a_killed_server_leaves_no_process_behind(tmp_path):
    process = _start_server(tmp_path)
    stderr = ""
    try:
        server = psutil.Process(process.pid)
        children, entries = _worker_started(server)
        process.kill()  # SIGKILL (TerminateProcess on Windows): nothing runs in the server
        process.wait(BOUND)
        left = _gone_within_bound(children)
    finally:
        stderr = _stop(process)
    assert left == [], stderr
    _unlinked_within_bound(entries, stderr)


def _unlinked_within_bound(entries: set[Path], stderr: str) -> None:
    deadline = time.monotonic() + BOUND  # (the tracker unlinks them as it ends)
    while any(entry.exists() for entry in entries) and time.monotonic() < deadline:
        time.sleep(0.05)
    assert not [entry for entry in entries if entry.exists()], stderr

