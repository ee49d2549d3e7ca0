"""Features take a snapshot: open a text the way the server does."""

from __future__ import annotations

from webots_ls.snapshot import FileSnapshot


def open_snapshot(text: str | bytes, uri: str = "file:///test.wbt") -> FileSnapshot:
    return FileSnapshot.open(uri, text, 1)
